// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/clusterconnection.h"
#include "models/contextsmodel.h"
#include "models/eventlogmodel.h"
#include "models/namespacetreemodel.h"
#include "models/podfilterproxymodel.h"
#include "models/podtablemodel.h"

#include <QMainWindow>
#include <QPointer>
#include <QTimer>

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
class PodDetailsPane;

struct MainWindowOptions
{
    QString kubeconfig;     // --kubeconfig
    QString context;        // --context
    QString namespaceName;  // --namespace
};

// The qkube window: context switcher, namespace selector, filters; namespace tree, pod table, pod details; the
// live event log; a status bar with the server version, connection state, each informer's sync and the last
// error. The GUI thread only shows: informers, requests and JSON live on the cluster's worker thread.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(MainWindowOptions options, LanguageManager *languages, QWidget *parent = nullptr);
    ~MainWindow() override;

    // For tests and the screenshot.
    kube::ClusterConnection *connection() const { return m_connection.get(); }
    kube::PodTableModel *podModel() const { return m_pods; }
    kube::EventLogModel *eventModel() const { return m_events; }
    kube::NamespaceTreeModel *treeModel() const { return m_tree; }
    QTableView *podView() const { return m_podView; }
    QComboBox *contextCombo() const { return m_contextCombo; }
    QComboBox *namespaceCombo() const { return m_namespaceCombo; }
    PodDetailsPane *details() const { return m_details; }
    QString bannerText() const;
    QString statusText() const;
    void switchContext(const QString &name);

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    using ClusterConnection = kube::ClusterConnection;
    void buildUi();
    void buildActions();
    void retranslate();
    void connectCluster(const kube::RestConfig &config);
    void disconnectCluster();
    void showBanner(const QString &text, bool error);
    void updateStatus();
    void updateNamespaceChoices();
    void selectedPodChanged();
    QString selectedPodKey() const;
    void deleteSelectedPod();
    void copySelected(bool withNamespace);
    void refresh();
    void applyLabelSelector();

    MainWindowOptions m_options;
    LanguageManager *m_languages;
    kube::ContextsModel *m_contexts;
    kube::PodTableModel *m_pods;
    kube::PodFilterProxyModel *m_podProxy;
    kube::NamespaceTreeModel *m_tree;
    kube::EventLogModel *m_events;
    kube::EventLogFilterProxyModel *m_eventProxy;
    std::unique_ptr<ClusterConnection> m_connection;
    QString m_currentContext;

    QToolBar *m_toolbar = nullptr;
    QComboBox *m_contextCombo = nullptr;
    QComboBox *m_namespaceCombo = nullptr;
    QLineEdit *m_filterEdit = nullptr;
    QLineEdit *m_selectorEdit = nullptr;
    QLabel *m_contextLabel = nullptr;
    QLabel *m_namespaceLabel = nullptr;
    QLabel *m_banner = nullptr;
    QTreeView *m_treeView = nullptr;
    QTableView *m_podView = nullptr;
    PodDetailsPane *m_details = nullptr;
    QTableView *m_eventView = nullptr;
    QCheckBox *m_warningsOnly = nullptr;
    QLineEdit *m_eventFilter = nullptr;
    QAction *m_pauseAction = nullptr;
    QDockWidget *m_treeDock = nullptr;
    QDockWidget *m_detailsDock = nullptr;
    QDockWidget *m_eventDock = nullptr;
    QLabel *m_versionLabel = nullptr;
    QLabel *m_stateLabel = nullptr;
    QLabel *m_syncLabel = nullptr;
    QLabel *m_errorLabel = nullptr;
    QAction *m_refreshAction = nullptr;
    QAction *m_deleteAction = nullptr;
    QAction *m_copyNameAction = nullptr;
    QAction *m_copyKeyAction = nullptr;
    QAction *m_findAction = nullptr;
    QAction *m_contextAction = nullptr;
    QAction *m_quitAction = nullptr;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_podMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QActionGroup *m_languageGroup = nullptr;
    QTimer m_statusTimer;
    bool m_bannerIsError = false;
    QString m_bannerSource; // what the banner says, untranslated parts included, to rebuild it
};
