// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "clusterview.h"
#include "rest/requestlogbuffer.h"
#include "selectioncontroller.h"
#include "session/clustersession.h"

#include <QMainWindow>
#include <QPointer>
#include <QTimer>

#include <optional>

class ActionRegistry;
class BottomPanel;
class ClusterController;
class ContainerFiles;
class ContainerShells;
class CommandPalette;
class DetailsPane;
class EventLogPane;
class InspectorDock;
class JournalActions;
class LanguageManager;
class LogView;
class NamespacePane;
class NavigatorPane;
class ObjectActions;
class OpenClusters;
class PortForwardsPane;
class ScopeBar;
class SelectionLogs;
class TableKeys;
class TablePane;
class TimelineBar;
class TimelineController;
class WindowStatus;
class QDockWidget;
class QMenu;
namespace kube {
class ClusterSession;
class ContextsModel;
struct ObjectLink;
} // namespace kube

struct MainWindowOptions
{
    QString kubeconfig;      // --kubeconfig
    QString context;         // --context
    QString namespaceName;   // --namespace
    qint64 journalLimit = 0; // --journal-limit (bytes); 0: the Journal Limit setting
    // Every session's informer options; none: the engine's (client-go's backoff, 800 ms to 30 s). A short
    // run of the window under faults (tst_soak) retries sooner, or its checkpoint would wait out 30-60 s.
    std::optional<kube::InformerOptions> informers = {};
};

// How far below the GUI thread the engine's worker threads run (kube::setWorkerThreadNiceness, set once by
// main and by the benchmarks that stand in for it): on two cores, five sessions decoding their lists at the
// GUI thread's own priority kept it waiting for a core for 80-150 ms at a time.
inline constexpr int workerNicenessBelowGui = 10;

// Where the window's clusters log their HTTP requests.
struct RequestLogging
{
    std::shared_ptr<const kube::RequestLog>
        log; // given to every cluster's RestClient (it writes stderr with -v)
    std::shared_ptr<kube::RequestLogBuffer> buffer; // what `log` keeps for the inspector's Requests tab
    int verbosity = 0;                              // -v
};

// The qkube window. It assembles the components and keeps them in step: the scope bar (context, namespace,
// filters), the navigator (open clusters, kinds) and the namespace tree on the left, the table of the chosen
// kind in the centre with the timeline above it, the selected object's details on the right, the bottom panel
// (event log, logs) and the inspector below, the status bar. Which clusters are open (OpenClusters) and which
// one is shown is its own part: one is current and its table shows, or the "All clusters" scope shows one
// table of the kind over every open cluster. The GUI thread only shows: informers, requests and JSON live on
// the sessions' worker threads.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    MainWindow(MainWindowOptions options, LanguageManager *languages, RequestLogging requestLogging = {},
               QWidget *parent = nullptr);
    ~MainWindow() override;

    // The components, for the tests and the benchmarks.
    kube::ClusterSession *session() const { return m_view->session(); }
    OpenClusters *openClusters() const { return m_clusters; }
    QString currentContext() const { return m_view->context(); }
    bool showsAllClusters() const { return m_view->spansClusters(); }
    ScopeBar *scopeBar() const { return m_scope; }
    NavigatorPane *navigator() const { return m_navigator; }
    NamespacePane *namespaces() const { return m_namespaces; }
    TablePane *table() const { return m_table; }
    DetailsPane *details() const { return m_details; }
    SelectionController *selections() const { return m_selection; }
    EventLogPane *eventLog() const { return m_events; }
    BottomPanel *bottomPanel() const { return m_bottom; }
    LogView *logView() const { return m_logView; }
    ContainerShells *shells() const { return m_shells; }
    PortForwardsPane *portForwards() const { return m_portForwards; }
    ContainerFiles *files() const { return m_files; }
    ActionRegistry *actions() const { return m_actions; }
    TimelineBar *timeline() const { return m_timeline; }
    TimelineController *timelineController() const { return m_timelineController; }
    JournalActions *journal() const { return m_journal; }
    WindowStatus *status() const { return m_status; }
    CommandPalette *commandPalette() const { return m_palette; }
    TableKeys *tableKeys() const { return m_tableKeys; }

    // Makes the context current: shown at once if it is open; else opened in place of the current cluster.
    void switchContext(const QString &name);
    // Opens the context beside the others, without showing it.
    void openBeside(const QString &name);
    // Stops the cluster's informers and frees its session; the next open cluster becomes current.
    void closeCluster(const QString &name);
    // One table over every open cluster (a CLUSTER column first), or the current cluster's alone.
    void showAllClusters(bool all);
    // Shows the table of a kind the server serves; false if it serves no such resource (yet).
    bool openResource(const QString &group, const QString &resource);
    // Closes the current cluster (the user gave up waiting); the context stays selectable.
    void disconnectCluster();
    // Opens another object (a link in the details): its kind's table, the object selected and followed.
    bool openObject(const kube::ObjectLink &link);

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void buildPanes();
    void buildActions();
    void buildMenus();
    void connectComponents();
    void retranslate();
    void updateStatus();
    void updateCounts();
    void updateActions();
    void showDetailsPage(QWidget *page);
    void showLogs();
    void applyLabelSelector(const QString &selector);
    void openSelectorLogs();

    MainWindowOptions m_options;
    RequestLogging m_requestLogging;
    LanguageManager *m_languages;
    kube::ContextsModel *m_contexts;
    OpenClusters *m_clusters;
    ClusterView *m_view = nullptr;

    ScopeBar *m_scope = nullptr;
    NavigatorPane *m_navigator = nullptr;
    NamespacePane *m_namespaces = nullptr;
    TablePane *m_table = nullptr;
    TimelineBar *m_timeline = nullptr;
    DetailsPane *m_details = nullptr;
    EventLogPane *m_events = nullptr;
    LogView *m_logView = nullptr;
    PortForwardsPane *m_portForwards = nullptr;
    ContainerShells *m_shells = nullptr;
    ContainerFiles *m_files = nullptr;
    BottomPanel *m_bottom = nullptr;
    InspectorDock *m_inspector = nullptr;
    QDockWidget *m_navigatorDock = nullptr;
    QDockWidget *m_namespaceDock = nullptr;
    QDockWidget *m_detailsDock = nullptr;
    WindowStatus *m_status = nullptr;
    SelectionController *m_selection = nullptr;
    SelectionLogs *m_logs = nullptr;
    TimelineController *m_timelineController = nullptr;
    ActionRegistry *m_actions = nullptr;
    ClusterController *m_clusterController = nullptr;
    ObjectActions *m_objectActions = nullptr;
    JournalActions *m_journal = nullptr;
    CommandPalette *m_palette = nullptr;
    TableKeys *m_tableKeys = nullptr;
    QTimer m_statusTimer;
    bool m_countsPending = false;
};
