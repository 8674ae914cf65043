// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "journal/journalselection.h"
#include "models/clusterlistmodel.h"
#include "models/contextsmodel.h"
#include "models/eventlogmodel.h"
#include "models/namespacetreemodel.h"
#include "models/navigatormodel.h"
#include "models/resourceproxymodel.h"
#include "models/resourcesubscription.h"
#include "models/resourcetablemodel.h"
#include "rest/requestlogbuffer.h"
#include "session/clustersession.h"
#include "session/manifestapplier.h"
#include "session/objectfollower.h"
#include "session/relatedfollower.h"
#include "session/podlogfeed.h"

#include <QMainWindow>
#include <QPointer>
#include <QElapsedTimer>
#include <QTimer>

class InspectorDock;
class OpenClusters;
class QListView;
class QAction;
class QActionGroup;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QMenu;
class QTableView;
class QToolBar;
class QTreeView;
class LanguageManager;
class DetailsPane;
class CommandPalette;
class FuzzyPicker;
class TableKeys;
class TimelineBar;
struct LogRequest;

struct MainWindowOptions
{
    QString kubeconfig;    // --kubeconfig
    QString context;       // --context
    QString namespaceName; // --namespace
    qint64 journalLimit = 0; // --journal-limit (bytes); 0: the Journal Limit setting
};

// How far below the GUI thread the engine's worker threads run (kube::setWorkerThreadNiceness, set once by
// main and by the benchmarks that stand in for it): on two cores, five sessions decoding their lists at the
// GUI thread's own priority kept it waiting for a core for 80-150 ms at a time.
inline constexpr int workerNicenessBelowGui = 10;

// Where the window's clusters log their HTTP requests.
struct RequestLogging
{
    std::shared_ptr<const kube::RequestLog> log;   // given to every cluster's RestClient (it writes stderr with -v)
    std::shared_ptr<kube::RequestLogBuffer> buffer; // what `log` keeps for the inspector's Requests tab
    int verbosity = 0;                              // -v
};

// The qkube window: context switcher, namespace selector, filters; the navigator (the open clusters, every kind
// the current one serves) and the namespace tree; the table of the chosen kind; the selected object's details; the live event
// log; a status bar with what the window waits for, the server version, the count shown and the last error.
// Several clusters may be open at once (OpenClusters); one is current and its table shows, or the "All clusters"
// scope shows one table of the kind over every open cluster. An object's actions go to the session of the
// cluster it was listed in. The GUI thread only shows: informers, requests and JSON live on the sessions' worker
// threads.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    MainWindow(MainWindowOptions options, LanguageManager *languages, RequestLogging requestLogging = {}, QWidget *parent = nullptr);
    ~MainWindow() override;

    // What the details pane shows and the actions act on: an object, not a row (rows move, filters hide them,
    // a new object may take a deleted one's name).
    struct Selection
    {
        QString context;
        kube::ApiResource resource;
        QString namespaceName;
        QString name;
        QString uid;
        QString key() const { return namespaceName.isEmpty() ? name : namespaceName + QLatin1Char('/') + name; }
        bool isNull() const { return name.isEmpty(); }
    };

    // For tests and the screenshot. session(): the current cluster's.
    kube::ClusterSession *session() const { return m_session.get(); }
    OpenClusters *openClusters() const { return m_clusters; }
    kube::ClusterListModel *clusterListModel() const { return m_clusterList; }
    QListView *clusterView() const { return m_clusterView; }
    QString currentContext() const { return m_currentContext; }
    bool showsAllClusters() const { return m_allClusters; }
    kube::ResourceSubscription *subscription() const { return m_subscription; }
    kube::ResourceTableModel *tableModel() const { return m_table; }
    kube::ResourceProxyModel *proxyModel() const { return m_proxy; }
    kube::EventLogModel *eventModel() const { return m_events; }
    kube::NamespaceTreeModel *treeModel() const { return m_tree; }
    kube::NavigatorModel *navigatorModel() const { return m_navigator; }
    QTableView *tableView() const { return m_tableView; }
    QTreeView *navigatorView() const { return m_navigatorView; }
    QComboBox *contextCombo() const { return m_contextCombo; }
    QComboBox *namespaceCombo() const { return m_namespaceCombo; }
    DetailsPane *details() const { return m_details; }
    QString bannerText() const;
    QString statusText() const;
    // What stands where the rows would be (empty when rows show).
    QString placeholderText() const;
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
    const Selection &selection() const { return m_selection; }
    // The selected object was deleted or filtered out: the pane keeps its last state, actions are off.
    bool selectionGone() const { return m_selectionGone; }
    QAction *deleteAction() const { return m_deleteAction; }
    QAction *selectorLogsAction() const { return m_selectorLogsAction; }
    // Opens another object (a link in the details): its kind's table, the object selected and followed.
    bool openObject(const kube::ObjectLink &link);
    void goBack();
    void goForward();
    // Keyboard first: the pickers, the palette and the table's keys.
    FuzzyPicker *contextPicker() const { return m_contextPicker; }
    FuzzyPicker *namespacePicker() const { return m_namespacePicker; }
    CommandPalette *commandPalette() const { return m_palette; }
    TableKeys *tableKeys() const { return m_tableKeys; }
    TimelineBar *timeline() const { return m_timeline; }
    // The moment the table shows from the journal (read-only); 0 while live.
    qint64 pastTimeMs() const { return m_pastMs; }
    // Writes the current cluster's journal to `path` as JSON lines (File → Export the Journal…), off the GUI
    // thread; journalExported says how it went.
    void exportJournal(const QString &path);
    // Writes part of the current cluster's journal (the timeline's span, a kind, ...) the same way.
    void exportJournalSelection(const QString &path, const kube::JournalSelection &selection);
    // The byte limit of every open cluster's journal: --journal-limit, else the setting. Setting it saves the
    // setting and applies it to the open journals at once (shrinking drops their oldest changes, off the GUI
    // thread); journalLimitApplied says when.
    qint64 journalLimit() const;
    void setJournalLimit(qint64 bytes);
    // A recorded journal file, browsed offline in a window of its own (Cluster → Open a Journal…).
    void openJournalFile(const QString &path);

Q_SIGNALS:
    void journalExported(const QString &path, const kube::Error &error);
    void journalLimitApplied(qint64 bytes);

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    using ClusterSession = kube::ClusterSession;
    void buildUi();
    void buildActions();
    void buildKeyboard();
    void showContextPicker();
    void showNamespacePicker(const QString &typed = {}, const QString &problem = {});
    void showDetailsTab(QWidget *page);
    void retranslate();
    bool openContext(const QString &name, bool makeCurrent, bool replaceCurrent);
    void connectSession(const QString &context, ClusterSession *session);
    void showCluster(const QString &context);
    void detachView();
    void onAboutToClose(const QString &context);
    void subscribeSpan(const QString &context);
    // The event log's scope follows the table's: every open cluster's Events (CLUSTER shown) or the current's.
    void updateEventLogScope();
    // Narrows the elidable columns (CLUSTER, NAMESPACE, NAME, STATUS) when the table's columns would not fit;
    // returns the width NAME may go down to.
    int fitColumns(QList<std::pair<int, int>> &widths, int &fixed) const;
    void onClusterBatch(const QString &context, const kube::RowBatch &batch);
    void updateClusterEntry(const QString &context);
    void chooseClusterRow(const QModelIndex &index);
    void showClusterMenu(const QPoint &at);
    ClusterSession *sessionOf(const Selection &selection) const;
    // Per cluster (QSettings group "clusters/<context>"): the kind, namespace, column widths and sort shown last.
    void saveClusterView();
    void saveColumnsAndSort();
    void restoreColumnsAndSort();
    // Reopens the clusters open at the last exit (when the setting is on), each context still in the kubeconfig.
    void reopenClusters();
    void showResource(const kube::ApiResource &resource);
    void onBatch(const kube::RowBatch &batch);
    void showBanner(const QString &text, bool error);
    void updateStatus();
    void updateCounts();
    void updatePlaceholder();
    void updateNamespaceChoices();
    void updateNavigator();
    void applyColumnLayout();
    void selectedRowChanged(const QModelIndex &current);
    Selection selectionAt(const QModelIndex &index) const;
    void openSelection(const Selection &selection, bool remember);
    void setSelection(const Selection &selection);
    void clearSelection();
    void followSelection();
    // The timeline: the table as the journal says it was at `timeMs` (read-only), or the present again.
    void showPast(qint64 timeMs);
    void applyPast(const kube::Result<kube::RowBatch> &rows, qint64 timeMs);
    void showLive();
    // The journal's actions beside Export the Journal…: open a file, export a span or a kind, the limit.
    void buildJournalActions();
    void retranslateJournalActions();
    void followRelated(kube::ClusterSession *session, const kube::ObjectDetails &details);
    void syncSelectionToRows();
    void markSelectionGone(const QString &reason);
    void updateActions();
    QList<Selection> objectsToActOn() const;
    void deleteSelected();
    void editSelected();
    // New resource… (a template) and Apply file… (a manifest file): the objects are created in the cluster shown.
    void newResource();
    void applyFile();
    kube::ManifestApplier *newManifestApplier();
    void scaleSelected();
    void restartSelected();
    void cordonSelected(bool cordon);
    void suspendSelected(bool suspend);
    void triggerSelected();
    void drainSelected();
    // Asks `question`; on Yes patches the object shown (by uid) with what `makePatch` returns then.
    void confirmPatch(const QString &objectName, const QString &title, const QString &question, const QString &action,
                      std::function<QJsonObject()> makePatch);
    // A summary line of the object shown ("Unschedulable", "Suspended"), empty if it has none.
    QString fieldText(const char *label) const;
    void copySelected(bool withNamespace);
    // The selected pod's log while the Logs tab shows it: a stream on the session's worker thread.
    void showLogsIfWanted();
    void startLogs(const LogRequest &request);
    void stopLogs();
    void saveFullLog(const QString &path, const LogRequest &request);
    void reportSaved(const QString &path, const QString &error);
    void updateSelectorLogsAction();
    void openSelectorLogs();
    void refresh();
    void applyLabelSelector();

    MainWindowOptions m_options;
    RequestLogging m_requestLogging;
    LanguageManager *m_languages;
    kube::ContextsModel *m_contexts;
    kube::ResourceTableModel *m_table;
    kube::ResourceProxyModel *m_proxy;
    kube::NamespaceTreeModel *m_tree;
    kube::NavigatorModel *m_navigator;
    kube::EventLogModel *m_events;
    kube::EventLogFilterProxyModel *m_eventProxy;
    OpenClusters *m_clusters;
    kube::ClusterListModel *m_clusterList;
    QPointer<ClusterSession> m_session; // the current cluster's, owned by m_clusters
    bool m_allClusters = false;
    // The "All clusters" scope: the table's kind in every open cluster but the current one (m_subscription).
    QHash<QString, QPointer<kube::ResourceSubscription>> m_spanSubscriptions;
    QHash<QString, QPointer<kube::ResourceSubscription>> m_spanEventSubscriptions; // All clusters: the others' Events
    QPointer<kube::ResourceSubscription> m_subscription; // the table's kind
    QPointer<kube::ResourceSubscription> m_namespaceSubscription;
    QPointer<kube::ResourceSubscription> m_eventSubscription;
    kube::EventLogFilterProxyModel *m_objectEvents;
    Selection m_selection;
    bool m_selectionGone = false;
    bool m_selectionListed = false; // its row has been in the table (until then, not listed is not deleted)
    bool m_rowsChanging = false;    // the view moves its current row because rows move: not the user's choice
    bool m_syncPending = false;
    QPointer<kube::RelatedFollower> m_related; // the selection's children and other related objects, live
    QString m_relatedQueries;                  // what m_related was asked, to start again when it changes
    TimelineBar *m_timeline = nullptr;
    QAction *m_timelineAction = nullptr;
    QAction *m_exportJournalAction = nullptr;
    QAction *m_openJournalAction = nullptr;
    QAction *m_exportSpanAction = nullptr;
    QAction *m_exportKindAction = nullptr;
    QAction *m_journalLimitAction = nullptr;
    qint64 m_pastMs = 0; // the moment the table shows (read-only); 0: live
    QString m_pastBanner;
    QPointer<kube::ObjectFollower> m_follower;
    QPointer<kube::PodLogFeed> m_logFeed;
    QString m_logsUid; // the pod whose log the Logs tab holds
    QList<Selection> m_back;
    QList<Selection> m_forward;
    kube::ApiResource m_resource;
    QString m_currentContext;
    bool m_showWideColumns = false;
    QString m_pendingGroup;    // the kind the current cluster showed last, until discovery says it is served
    QString m_pendingResource;
    kube::ApiResource m_pendingFallback; // shown instead if discovery fails or the cluster does not serve it
    QVariantMap m_savedWidths;        // the widths the user gave columns of this kind in this cluster
    bool m_layingOutColumns = false;  // resizes are the layout's, not the user's

    QToolBar *m_toolbar = nullptr;
    QComboBox *m_contextCombo = nullptr;
    QComboBox *m_namespaceCombo = nullptr;
    QLineEdit *m_filterEdit = nullptr;
    QLineEdit *m_selectorEdit = nullptr;
    QLabel *m_contextLabel = nullptr;
    QLabel *m_namespaceLabel = nullptr;
    QLabel *m_banner = nullptr;
    QTreeView *m_navigatorView = nullptr;
    QListView *m_clusterView = nullptr;
    QTreeView *m_treeView = nullptr;
    QTableView *m_tableView = nullptr;
    QLabel *m_placeholder = nullptr;
    DetailsPane *m_details = nullptr;
    QTableView *m_eventView = nullptr;
    QCheckBox *m_warningsOnly = nullptr;
    QLineEdit *m_eventFilter = nullptr;
    QAction *m_pauseAction = nullptr;
    QDockWidget *m_navigatorDock = nullptr;
    QDockWidget *m_treeDock = nullptr;
    QDockWidget *m_detailsDock = nullptr;
    QDockWidget *m_eventDock = nullptr;
    InspectorDock *m_inspectorDock = nullptr;
    QLabel *m_stateLabel = nullptr;
    QLabel *m_versionLabel = nullptr;
    QLabel *m_countLabel = nullptr;
    QLabel *m_errorLabel = nullptr;
    QAction *m_refreshAction = nullptr;
    QAction *m_disconnectAction = nullptr;
    QAction *m_deleteAction = nullptr;
    QAction *m_editYamlAction = nullptr;
    QAction *m_newResourceAction = nullptr;
    QAction *m_applyFileAction = nullptr;
    QAction *m_scaleAction = nullptr;
    QAction *m_restartAction = nullptr;
    QAction *m_cordonAction = nullptr;
    QAction *m_uncordonAction = nullptr;
    QAction *m_suspendAction = nullptr;
    QAction *m_resumeAction = nullptr;
    QAction *m_selectorLogsAction = nullptr;
    QAction *m_triggerAction = nullptr;
    QAction *m_drainAction = nullptr;
    QAction *m_backAction = nullptr;
    QAction *m_forwardAction = nullptr;
    QAction *m_copyNameAction = nullptr;
    QAction *m_copyKeyAction = nullptr;
    QAction *m_findAction = nullptr;
    QAction *m_contextAction = nullptr;
    QAction *m_wideAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_closeClusterAction = nullptr;
    QAction *m_allClustersAction = nullptr;
    QAction *m_reopenAction = nullptr;
    QAction *m_paletteAction = nullptr;
    QAction *m_namespaceAction = nullptr;
    QAction *m_selectorAction = nullptr;
    QAction *m_detailsAction = nullptr;
    QAction *m_yamlAction = nullptr;
    QAction *m_logsAction = nullptr;
    QAction *m_escapeAction = nullptr;
    QAction *m_shortcutsAction = nullptr;
    QMenu *m_helpMenu = nullptr;
    FuzzyPicker *m_contextPicker = nullptr;
    FuzzyPicker *m_namespacePicker = nullptr;
    CommandPalette *m_palette = nullptr;
    TableKeys *m_tableKeys = nullptr;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_objectMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QActionGroup *m_languageGroup = nullptr;
    QTimer m_statusTimer;
    bool m_countsPending = false;
    bool m_bannerIsError = false;
    QString m_bannerSource;
};
