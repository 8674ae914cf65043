// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "mainwindow.h"
#include "commandpalette.h"
#include "deletedialog.h"
#include "detailspane.h"
#include "fuzzypicker.h"
#include "inspectordock.h"
#include "languagemanager.h"
#include "fulllogsaver.h"
#include "logfeedview.h"
#include "logview.h"
#include "selectorlogwindow.h"
#include "shortcutsdialog.h"
#include "tablekeys.h"
#include "timelinebar.h"
#include "draindialog.h"
#include "manifestdialog.h"
#include "openclusters.h"
#include "yamleditor.h"

#include "core/offthread.h"
#include "journal/bytesize.h"
#include "journal/journalfile.h"
#include "journalsettings.h"
#include "journalwindow.h"
#include "models/pastrows.h"
#include "session/manifestapplier.h"
#include "session/objecteditor.h"

#include <QActionGroup>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QCloseEvent>
#include <QComboBox>
#include <QDateTime>
#include <QDockWidget>
#include <QFileDialog>
#include <QHeaderView>
#include <QInputDialog>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMouseEvent>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QResizeEvent>
#include <QScopedValueRollback>
#include <QSettings>
#include <QStatusBar>
#include <QTableView>
#include <QTextBrowser>
#include <QToolBar>
#include <QTreeView>
#include <QVBoxLayout>

using namespace kube;

namespace {
constexpr int statusRefreshMs = 1000;
const QString allNamespacesKey; // the "All namespaces" entry's data
// The context picker lists this many recently used contexts first.
constexpr int recentContextsKept = 10;
// Widths a column starts with (fixed: sizing to contents would read every row, 100k of them); NAME takes the
// rest.
constexpr int minimumColumnWidth = 48;
constexpr int namespaceColumnWidth = 130;
constexpr int nameColumnMinimumWidth = 160;
constexpr int nameColumnSqueezedWidth = 120; // when the columns beside it would not fit otherwise
// Requests a second the window's session may send (qkubectl's and kubectl's figures).
constexpr double interactiveQps = 50;
constexpr int interactiveBurst = 100;
// The scale dialog's upper bound: far above any real workload, low enough to catch a slipped digit.
constexpr int maxScaleReplicas = 10'000;
// A selected Deployment's ReplicaSets (a Node's pods, ...) are listed when it is selected and again, as it
// changes, at most this often: one request per selection, not one per change.

// Pods before discovery has answered: the window shows them at once, as it always did.
ApiResource podsResource()
{
    ApiResource pods;
    pods.name = QStringLiteral("pods");
    pods.kind = QStringLiteral("Pod");
    pods.version = QStringLiteral("v1");
    pods.namespaced = true;
    pods.verbs = {QStringLiteral("list"), QStringLiteral("watch"), QStringLiteral("get"),
                  QStringLiteral("delete")};
    return pods;
}

// What a column is remembered by, whatever the language: the printer's column name, or NAMESPACE.
QString columnId(const ResourceTableModel *table, int column)
{
    const PrintColumn *info = table->columnInfo(column);
    return info ? info->name : QStringLiteral("NAMESPACE");
}

ApiResource coreResource(const QString &name, const QString &kind, bool namespaced)
{
    ApiResource resource;
    resource.name = name;
    resource.kind = kind;
    resource.version = QStringLiteral("v1");
    resource.namespaced = namespaced;
    return resource;
}
} // namespace

MainWindow::MainWindow(MainWindowOptions options, LanguageManager *languages, RequestLogging requestLogging, QWidget *parent)
    : QMainWindow(parent), m_options(std::move(options)), m_requestLogging(std::move(requestLogging)), m_languages(languages),
      m_contexts(new ContextsModel(m_options.kubeconfig, this)), m_table(new ResourceTableModel(this)),
      m_proxy(new ResourceProxyModel(this)), m_tree(new NamespaceTreeModel(this)),
      m_navigator(new NavigatorModel(this)), m_events(new EventLogModel(this)),
      m_eventProxy(new EventLogFilterProxyModel(this)), m_clusters(new OpenClusters(this)), m_clusterList(new ClusterListModel(this)),
      m_objectEvents(new EventLogFilterProxyModel(this))
{
    setObjectName(QStringLiteral("qkubeMainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/qkube.svg")));
    m_proxy->setSourceModel(m_table);
    m_eventProxy->setSourceModel(m_events);
    m_objectEvents->setSourceModel(m_events);
    buildUi();
    buildActions();
    buildKeyboard();
    retranslate();

    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());

    connect(m_contexts, &ContextsModel::loadFailed, this, [this](const Error &error) {
        showBanner(tr("The kubeconfig could not be read: %1").arg(error.toString()), true);
    });
    connect(m_contexts, &ContextsModel::reloaded, this, [this] {
        const int row = m_contexts->rowOf(m_currentContext);
        if (row >= 0 && m_contextCombo->currentIndex() != row) {
            QSignalBlocker block(m_contextCombo);
            m_contextCombo->setCurrentIndex(row);
        }
    });
    connect(m_contextCombo, &QComboBox::activated, this, [this](int row) {
        switchContext(m_contexts->index(row).data(ContextsModel::NameRole).toString());
    });
    connect(m_clusters, &OpenClusters::opened, this, &MainWindow::connectSession);
    connect(m_clusters, &OpenClusters::aboutToClose, this, &MainWindow::onAboutToClose);
    connect(m_clusters, &OpenClusters::closed, this, [this] {
        updateEventLogScope();
        updateStatus();
        updateActions();
        updatePlaceholder();
    });
    connect(&m_statusTimer, &QTimer::timeout, this, [this] {
        updateStatus();
        for (const QString &context : m_clusters->contexts())
            updateClusterEntry(context); // "waiting for … — 3 s" counts up
    });
    m_statusTimer.start(statusRefreshMs);

    if (m_contexts->lastError()) {
        showBanner(tr("The kubeconfig could not be read: %1").arg(m_contexts->lastError().toString()), true);
        return;
    }
    QString context = m_options.context;
    const QString remembered = settings.value(QStringLiteral("lastContext")).toString();
    if (context.isEmpty() && m_contexts->rowOf(remembered) >= 0)
        context = remembered;
    if (context.isEmpty())
        context = m_contexts->currentContext();
    if (context.isEmpty() && m_contexts->rowCount() > 0)
        context = m_contexts->index(0).data(ContextsModel::NameRole).toString();
    if (context.isEmpty()) {
        showBanner(tr("No kubeconfig with a context was found. Pass --kubeconfig FILE, set KUBECONFIG, or "
                      "start qkube --demo."),
                   true);
        return;
    }
    switchContext(context);
    reopenClusters();
}

MainWindow::~MainWindow()
{
    // Views release their informers before the sessions go; no session signal reaches a half-destroyed window.
    disconnect(m_clusters, nullptr, this, nullptr);
    stopLogs();
    detachView();
    m_session = nullptr;
    for (const QString &context : m_clusters->contexts())
        disconnect(m_clusters->session(context), nullptr, this, nullptr);
    delete m_clusters;
}

void MainWindow::buildUi()
{
    m_toolbar = addToolBar(QString());
    m_toolbar->setObjectName(QStringLiteral("mainToolBar"));
    m_toolbar->setMovable(false);
    m_contextLabel = new QLabel(this);
    m_contextCombo = new QComboBox(this);
    m_contextCombo->setObjectName(QStringLiteral("contextCombo"));
    m_contextCombo->setModel(m_contexts);
    m_contextCombo->setMinimumContentsLength(16);
    m_contextCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_namespaceLabel = new QLabel(this);
    m_namespaceCombo = new QComboBox(this);
    m_namespaceCombo->setObjectName(QStringLiteral("namespaceCombo"));
    m_namespaceCombo->setMinimumContentsLength(14);
    m_namespaceCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_filterEdit = new QLineEdit(this);
    m_filterEdit->setObjectName(QStringLiteral("filterEdit"));
    m_filterEdit->setClearButtonEnabled(true);
    m_filterEdit->addAction(QIcon(QStringLiteral(":/icons/filter.svg")), QLineEdit::LeadingPosition);
    m_selectorEdit = new QLineEdit(this);
    m_selectorEdit->setObjectName(QStringLiteral("selectorEdit"));
    m_selectorEdit->setClearButtonEnabled(true);
    m_toolbar->addWidget(m_contextLabel);
    m_toolbar->addWidget(m_contextCombo);
    m_toolbar->addSeparator();
    m_toolbar->addWidget(m_namespaceLabel);
    m_toolbar->addWidget(m_namespaceCombo);
    m_toolbar->addSeparator();
    m_toolbar->addWidget(m_filterEdit);
    m_toolbar->addWidget(m_selectorEdit);

    connect(m_filterEdit, &QLineEdit::textChanged, m_proxy, &ResourceProxyModel::setTextFilter);
    connect(m_selectorEdit, &QLineEdit::editingFinished, this, &MainWindow::applyLabelSelector);
    connect(m_namespaceCombo, &QComboBox::currentIndexChanged, this, [this] {
        const QString ns = m_namespaceCombo->currentData().toString();
        m_proxy->setNamespaceFilter(ns);
        m_eventProxy->setNamespaceFilter(ns);
        applyColumnLayout();
        updatePlaceholder();
        updateSelectorLogsAction();
    });

    // Centre: a banner for states that need the user's attention, above the table of the chosen kind; over
    // the table, what stands where rows would be (listing, forbidden, an error, nothing there).
    auto *centre = new QWidget(this);
    auto *layout = new QVBoxLayout(centre);
    layout->setContentsMargins(0, 0, 0, 0);
    m_banner = new QLabel(centre);
    m_banner->setObjectName(QStringLiteral("banner"));
    m_banner->setWordWrap(true);
    m_banner->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_banner->setMargin(6);
    m_banner->hide();
    m_tableView = new QTableView(centre);
    m_tableView->setObjectName(QStringLiteral("resourceView"));
    // Before the view connects: when rows go or move, the view moves its current row to a neighbour; that is
    // not the user selecting another object.
    const auto rowsChanging = [this] { m_rowsChanging = true; };
    connect(m_proxy, &QAbstractItemModel::rowsAboutToBeRemoved, this, rowsChanging);
    connect(m_proxy, &QAbstractItemModel::layoutAboutToBeChanged, this, rowsChanging);
    connect(m_proxy, &QAbstractItemModel::modelAboutToBeReset, this, rowsChanging);
    m_tableView->setModel(m_proxy);
    m_tableView->setSortingEnabled(true);
    m_tableView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_tableView->setSelectionMode(QAbstractItemView::ExtendedSelection); // several, to delete them at once
    m_tableView->verticalHeader()->hide();
    m_tableView->verticalHeader()->setDefaultSectionSize(m_tableView->fontMetrics().height() + 6);
    m_tableView->horizontalHeader()->setStretchLastSection(false);
    m_tableView->horizontalHeader()->setMinimumSectionSize(minimumColumnWidth);
    m_tableView->setTextElideMode(Qt::ElideMiddle); // long generated names keep their distinctive tail
    m_tableView->setAlternatingRowColors(true);
    m_tableView->setWordWrap(false);
    m_tableView->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_tableView->viewport()->installEventFilter(this);
    connect(m_tableView->horizontalHeader(), &QHeaderView::sectionResized, this, [this](int column, int, int size) {
        if (!m_layingOutColumns && column != m_table->nameColumn() && column != m_table->clusterColumn())
            m_savedWidths.insert(columnId(m_table, column), size);
    });
    m_placeholder = new QLabel(m_tableView->viewport());
    m_placeholder->setObjectName(QStringLiteral("placeholder"));
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setWordWrap(true);
    m_placeholder->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_placeholder->setMargin(24);
    m_placeholder->hide();
    m_timeline = new TimelineBar(centre);
    m_timeline->setObjectName(QStringLiteral("timeline"));
    m_timeline->hide();
    connect(m_timeline, &TimelineBar::timeChosen, this, &MainWindow::showPast);
    connect(m_timeline, &TimelineBar::liveRequested, this, &MainWindow::showLive);
    layout->addWidget(m_banner);
    layout->addWidget(m_timeline);
    layout->addWidget(m_tableView);
    setCentralWidget(centre);
    connect(m_tableView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &MainWindow::selectedRowChanged);
    connect(m_tableView->selectionModel(), &QItemSelectionModel::selectionChanged, this, &MainWindow::updateActions);
    const auto rowsChanged = [this] {
        m_rowsChanging = false;
        // Once the models have settled: the proxy rewrites its mapping after it has announced the change.
        if (std::exchange(m_syncPending, true))
            return;
        QMetaObject::invokeMethod(this, [this] {
            m_syncPending = false;
            syncSelectionToRows();
        }, Qt::QueuedConnection);
    };
    for (auto signal : {&QAbstractItemModel::rowsRemoved, &QAbstractItemModel::rowsInserted})
        connect(m_proxy, signal, this, rowsChanged);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, rowsChanged);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, rowsChanged);
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        connect(m_proxy, signal, this, &MainWindow::updateCounts);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &MainWindow::updateCounts);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &MainWindow::updateCounts);
    connect(m_table, &ResourceTableModel::countsChanged, this, &MainWindow::updateCounts);

    // Left: the navigator (every kind the server serves), the namespace tree beneath it.
    m_navigatorView = new QTreeView(this);
    m_navigatorView->setObjectName(QStringLiteral("navigator"));
    m_navigatorView->setModel(m_navigator);
    m_navigatorView->setHeaderHidden(true);
    m_navigatorView->setUniformRowHeights(true);
    m_clusterView = new QListView(this);
    m_clusterView->setObjectName(QStringLiteral("clusterList"));
    m_clusterView->setModel(m_clusterList);
    m_clusterView->setUniformItemSizes(true);
    m_clusterView->setTextElideMode(Qt::ElideMiddle);
    m_clusterView->setContextMenuPolicy(Qt::CustomContextMenu);
    // Room for "All clusters" and a few clusters; more scroll.
    m_clusterView->setMaximumHeight((m_clusterView->fontMetrics().height() + 8) * 6);
    connect(m_clusterView, &QListView::clicked, this, &MainWindow::chooseClusterRow);
    connect(m_clusterView, &QListView::activated, this, &MainWindow::chooseClusterRow);
    connect(m_clusterView, &QWidget::customContextMenuRequested, this, &MainWindow::showClusterMenu);
    auto *navigatorPane = new QWidget(this);
    auto *navigatorLayout = new QVBoxLayout(navigatorPane);
    navigatorLayout->setContentsMargins(0, 0, 0, 0);
    navigatorLayout->setSpacing(2);
    navigatorLayout->addWidget(m_clusterView);
    navigatorLayout->addWidget(m_navigatorView, 1);
    m_navigatorDock = new QDockWidget(this);
    m_navigatorDock->setObjectName(QStringLiteral("navigatorDock"));
    m_navigatorDock->setWidget(navigatorPane);
    addDockWidget(Qt::LeftDockWidgetArea, m_navigatorDock);
    connect(m_navigatorView->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &index) {
                const ApiResource resource = m_navigator->resourceAt(index);
                if (!resource.name.isEmpty() &&
                    !(resource.group == m_resource.group && resource.name == m_resource.name))
                    showResource(resource);
            });
    connect(m_navigator, &QAbstractItemModel::rowsInserted, this, [this](const QModelIndex &parent) {
        if (!parent.isValid()) // a new category: open it, as the others are
            m_navigatorView->expandAll();
    });

    m_treeView = new QTreeView(this);
    m_treeView->setObjectName(QStringLiteral("namespaceTree"));
    m_treeView->setModel(m_tree);
    m_treeView->setUniformRowHeights(true);
    m_treeView->setRootIsDecorated(false);
    m_treeView->setItemsExpandable(false);
    m_treeView->header()->setStretchLastSection(false);
    m_treeView->header()->setSectionResizeMode(NamespaceTreeModel::NameColumn, QHeaderView::Stretch);
    m_treeView->header()->setSectionResizeMode(NamespaceTreeModel::StatusColumn,
                                               QHeaderView::ResizeToContents);
    // Room for a count, not for the kind's name in the header ("DEPLOYMENTS" would squash the namespaces' names;
    // the header elides it and its tooltip says it whole).
    m_treeView->header()->setSectionResizeMode(NamespaceTreeModel::CountColumn, QHeaderView::Fixed);
    m_treeView->header()->resizeSection(NamespaceTreeModel::CountColumn,
                                        m_treeView->fontMetrics().horizontalAdvance(QStringLiteral("0000000")) + 12);
    m_treeView->expand(m_tree->index(0, 0));
    m_treeView->setColumnHidden(NamespaceTreeModel::StatusColumn, true); // until a namespace has a STATUS
    connect(m_tree, &QAbstractItemModel::modelReset, this,
            [this] { m_treeView->expand(m_tree->index(0, 0)); });
    m_treeDock = new QDockWidget(this);
    m_treeDock->setObjectName(QStringLiteral("namespaceDock"));
    m_treeDock->setWidget(m_treeView);
    addDockWidget(Qt::LeftDockWidgetArea, m_treeDock);
    connect(m_treeView->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &index) {
                const auto kind = NamespaceTreeModel::Kind(index.data(NamespaceTreeModel::KindRole).toInt());
                if (kind == NamespaceTreeModel::Kind::Cluster) {
                    m_namespaceCombo->setCurrentIndex(0);
                } else {
                    const int at =
                        m_namespaceCombo->findData(index.data(NamespaceTreeModel::NamespaceRole).toString());
                    if (at >= 0)
                        m_namespaceCombo->setCurrentIndex(at);
                }
            });

    // Right: the selected object.
    m_details = new DetailsPane(this);
    m_details->setObjectName(QStringLiteral("details"));
    m_details->setEventsModel(m_objectEvents);
    m_details->clear();
    m_details->overview()->viewport()->installEventFilter(this);
    m_details->yamlView()->viewport()->installEventFilter(this);
    connect(m_details, &DetailsPane::linkActivated, this, &MainWindow::openObject);
    connect(m_details, &QTabWidget::currentChanged, this, &MainWindow::showLogsIfWanted);
    connect(m_details->logView(), &LogView::requestChanged, this, &MainWindow::startLogs);
    connect(m_details->logView(), &LogView::fullLogRequested, this, &MainWindow::saveFullLog);
    connect(m_details->logView(), &LogView::saved, this, [this](const QString &path, const QString &error) {
        if (error.isEmpty())
            statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
        else
            showBanner(error, true);
    });
    connect(m_details, &DetailsPane::managedFieldsToggled, this, [this](bool shown) {
        if (ClusterSession *session = sessionOf(m_selection); session && !m_selection.isNull() && !m_selectionGone)
            session->fetchDetails(m_selection.resource, m_selection.namespaceName, m_selection.name, shown);
    });
    m_detailsDock = new QDockWidget(this);
    m_detailsDock->setObjectName(QStringLiteral("detailsDock"));
    m_detailsDock->setWidget(m_details);
    addDockWidget(Qt::RightDockWidgetArea, m_detailsDock);

    // Bottom: the live event log.
    auto *eventPane = new QWidget(this);
    auto *eventLayout = new QVBoxLayout(eventPane);
    eventLayout->setContentsMargins(0, 0, 0, 0);
    auto *eventBar = new QToolBar(eventPane);
    m_warningsOnly = new QCheckBox(eventBar);
    m_warningsOnly->setObjectName(QStringLiteral("warningsOnly"));
    m_eventFilter = new QLineEdit(eventBar);
    m_eventFilter->setObjectName(QStringLiteral("eventFilter"));
    m_eventFilter->setClearButtonEnabled(true);
    m_pauseAction = new QAction(this);
    m_pauseAction->setCheckable(true);
    eventBar->addWidget(m_warningsOnly);
    eventBar->addWidget(m_eventFilter);
    eventBar->addAction(m_pauseAction);
    m_eventView = new QTableView(eventPane);
    m_eventView->setObjectName(QStringLiteral("eventView"));
    m_eventView->setModel(m_eventProxy);
    m_eventView->verticalHeader()->hide();
    m_eventView->verticalHeader()->setDefaultSectionSize(m_eventView->fontMetrics().height() + 6);
    m_eventView->horizontalHeader()->setStretchLastSection(false);
    m_eventView->horizontalHeader()->setSectionResizeMode(EventLogModel::MessageColumn, QHeaderView::Stretch);
    m_eventView->setColumnWidth(EventLogModel::LastSeenColumn, 80);
    m_eventView->setColumnWidth(EventLogModel::ReasonColumn, 140);
    m_eventView->setColumnWidth(EventLogModel::ObjectColumn, 300);
    m_eventView->setWordWrap(false);
    m_eventView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_eventView->setColumnHidden(EventLogModel::ClusterColumn, true); // shown in the All clusters scope
    m_eventProxy->setSortRole(EventLogModel::SortRole);
    m_eventView->horizontalHeader()->setSortIndicator(-1, Qt::DescendingOrder); // newest first until a header is clicked
    m_eventView->setSortingEnabled(true);
    eventLayout->addWidget(eventBar);
    eventLayout->addWidget(m_eventView);
    m_eventDock = new QDockWidget(this);
    m_eventDock->setObjectName(QStringLiteral("eventDock"));
    m_eventDock->setWidget(eventPane);
    addDockWidget(Qt::BottomDockWidgetArea, m_eventDock);
    m_inspectorDock = new InspectorDock(m_requestLogging.buffer, m_requestLogging.verbosity, this);
    addDockWidget(Qt::BottomDockWidgetArea, m_inspectorDock);
    // A tab beside the event log: the whole width for its table and diagram at the default window size.
    tabifyDockWidget(m_eventDock, m_inspectorDock);
    connect(m_inspectorDock->toggleViewAction(), &QAction::triggered, m_inspectorDock, [this](bool shown) {
        if (shown)
            m_inspectorDock->raise();
    });
    m_inspectorDock->hide(); // opened from View; closed, it reads nothing
    connect(m_warningsOnly, &QCheckBox::toggled, m_eventProxy, &EventLogFilterProxyModel::setWarningsOnly);
    connect(m_eventFilter, &QLineEdit::textChanged, m_eventProxy, &EventLogFilterProxyModel::setTextFilter);
    connect(m_pauseAction, &QAction::toggled, this, [this](bool paused) {
        if (paused)
            m_events->pause();
        else
            m_events->resume();
        retranslate();
    });

    // Status bar.
    m_stateLabel = new QLabel(this);
    m_versionLabel = new QLabel(this);
    m_countLabel = new QLabel(this);
    m_countLabel->setObjectName(QStringLiteral("countLabel"));
    m_errorLabel = new QLabel(this);
    m_errorLabel->setStyleSheet(QStringLiteral("color:#c62828"));
    statusBar()->addWidget(m_stateLabel);
    statusBar()->addWidget(m_versionLabel);
    statusBar()->addWidget(m_countLabel, 1);
    statusBar()->addPermanentWidget(m_errorLabel);

    // At 1280x800 the table gets the room: narrow side panes, the event log low.
    resize(1280, 800);
    resizeDocks({m_navigatorDock, m_detailsDock}, {230, 300}, Qt::Horizontal);
    resizeDocks({m_navigatorDock, m_treeDock}, {330, 220}, Qt::Vertical);
    resizeDocks({m_eventDock}, {170}, Qt::Vertical);
}

void MainWindow::buildActions()
{
    m_refreshAction = new QAction(QIcon(QStringLiteral(":/icons/refresh.svg")), QString(), this);
    m_refreshAction->setShortcut(QKeySequence(Qt::Key_F5));
    connect(m_refreshAction, &QAction::triggered, this, &MainWindow::refresh);
    m_disconnectAction = new QAction(QIcon(QStringLiteral(":/icons/stop.svg")), QString(), this);
    m_disconnectAction->setObjectName(QStringLiteral("disconnectAction"));
    connect(m_disconnectAction, &QAction::triggered, this, [this] {
        disconnectCluster();
        updateStatus();
    });
    m_toolbar->addSeparator();
    m_toolbar->addAction(m_refreshAction);
    m_toolbar->addAction(m_disconnectAction);

    m_deleteAction = new QAction(QIcon(QStringLiteral(":/icons/delete.svg")), QString(), this);
    m_deleteAction->setShortcut(QKeySequence::Delete);
    m_deleteAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_deleteAction, &QAction::triggered, this, &MainWindow::deleteSelected);
    m_copyNameAction = new QAction(QIcon(QStringLiteral(":/icons/copy.svg")), QString(), this);
    m_copyNameAction->setShortcut(QKeySequence::Copy);
    m_copyNameAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_copyNameAction, &QAction::triggered, this, [this] { copySelected(false); });
    m_copyKeyAction = new QAction(this);
    m_copyKeyAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_copyKeyAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_copyKeyAction, &QAction::triggered, this, [this] { copySelected(true); });
    m_scaleAction = new QAction(this);
    m_scaleAction->setObjectName(QStringLiteral("scaleAction"));
    m_scaleAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_S));
    m_scaleAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_scaleAction, &QAction::triggered, this, &MainWindow::scaleSelected);
    m_restartAction = new QAction(this);
    m_restartAction->setObjectName(QStringLiteral("restartAction"));
    m_restartAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    m_restartAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_restartAction, &QAction::triggered, this, &MainWindow::restartSelected);
    const auto objectAction = [this](const char *name, auto slot) {
        auto *action = new QAction(this);
        action->setObjectName(QLatin1String(name));
        connect(action, &QAction::triggered, this, slot);
        return action;
    };
    // In the table the bare key `e` reaches it (TableKeys, which also leaves the letter to type-ahead).
    m_editYamlAction = objectAction("editYamlAction", &MainWindow::editSelected);
    m_cordonAction = objectAction("cordonAction", [this] { cordonSelected(true); });
    m_uncordonAction = objectAction("uncordonAction", [this] { cordonSelected(false); });
    m_suspendAction = objectAction("suspendAction", [this] { suspendSelected(true); });
    m_resumeAction = objectAction("resumeAction", [this] { suspendSelected(false); });
    m_selectorLogsAction = objectAction("selectorLogsAction", [this] { openSelectorLogs(); });
    m_selectorLogsAction->setEnabled(false);
    m_triggerAction = objectAction("triggerCronJobAction", &MainWindow::triggerSelected);
    m_drainAction = objectAction("drainAction", &MainWindow::drainSelected);
    m_tableView->addActions({m_copyNameAction, m_copyKeyAction, m_editYamlAction, m_scaleAction, m_restartAction, m_cordonAction,
                             m_uncordonAction, m_drainAction, m_suspendAction, m_resumeAction, m_triggerAction, m_deleteAction});
    m_backAction = new QAction(QIcon::fromTheme(QStringLiteral("go-previous")), QString(), this);
    m_backAction->setObjectName(QStringLiteral("backAction"));
    // Alt+Left/Right, and the platform's own keys where they differ (the same key twice would be ambiguous).
    const auto withPlatformKeys = [](QKeySequence key, QKeySequence::StandardKey standard) {
        QList<QKeySequence> keys{key};
        for (const QKeySequence &platform : QKeySequence::keyBindings(standard))
            if (!keys.contains(platform))
                keys.append(platform);
        return keys;
    };
    m_backAction->setShortcuts(withPlatformKeys(QKeySequence(Qt::ALT | Qt::Key_Left), QKeySequence::Back));
    connect(m_backAction, &QAction::triggered, this, &MainWindow::goBack);
    m_forwardAction = new QAction(QIcon::fromTheme(QStringLiteral("go-next")), QString(), this);
    m_forwardAction->setObjectName(QStringLiteral("forwardAction"));
    m_forwardAction->setShortcuts(withPlatformKeys(QKeySequence(Qt::ALT | Qt::Key_Right), QKeySequence::Forward));
    connect(m_forwardAction, &QAction::triggered, this, &MainWindow::goForward);
    m_refreshAction->setShortcuts(withPlatformKeys(QKeySequence(Qt::Key_F5), QKeySequence::Refresh));
    m_deleteAction->setObjectName(QStringLiteral("deleteAction"));

    m_findAction = new QAction(this);
    m_findAction->setShortcut(QKeySequence::Find);
    connect(m_findAction, &QAction::triggered, this, [this] {
        m_filterEdit->setFocus();
        m_filterEdit->selectAll();
    });
    m_contextAction = new QAction(this);
    m_contextAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    connect(m_contextAction, &QAction::triggered, this, &MainWindow::showContextPicker);
    m_timelineAction = new QAction(this);
    m_timelineAction->setCheckable(true);
    m_timelineAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    connect(m_timelineAction, &QAction::toggled, this, [this](bool on) {
        m_timeline->setVisible(on);
        if (!on && m_pastMs)
            m_timeline->goLive();
    });
    m_wideAction = new QAction(this);
    m_wideAction->setCheckable(true);
    connect(m_wideAction, &QAction::toggled, this, [this](bool on) {
        m_showWideColumns = on;
        applyColumnLayout();
    });
    m_closeClusterAction = new QAction(QIcon(QStringLiteral(":/icons/stop.svg")), QString(), this);
    m_closeClusterAction->setObjectName(QStringLiteral("closeClusterAction"));
    connect(m_closeClusterAction, &QAction::triggered, this, [this] {
        if (!m_currentContext.isEmpty())
            closeCluster(m_currentContext);
    });
    m_allClustersAction = new QAction(QIcon(QStringLiteral(":/icons/cluster.svg")), QString(), this);
    m_allClustersAction->setObjectName(QStringLiteral("allClustersAction"));
    m_allClustersAction->setCheckable(true);
    connect(m_allClustersAction, &QAction::toggled, this, &MainWindow::showAllClusters);
    m_reopenAction = new QAction(this);
    m_reopenAction->setObjectName(QStringLiteral("reopenClustersAction"));
    m_reopenAction->setCheckable(true);
    m_reopenAction->setChecked(QSettings().value(QStringLiteral("reopenClusters"), false).toBool());
    connect(m_reopenAction, &QAction::toggled, this, [](bool on) { QSettings().setValue(QStringLiteral("reopenClusters"), on); });
    m_quitAction = new QAction(this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_contextAction);
    m_fileMenu->addAction(m_refreshAction);
    m_fileMenu->addAction(m_disconnectAction);
    m_fileMenu->addAction(m_closeClusterAction);
    m_fileMenu->addAction(m_allClustersAction);
    m_fileMenu->addSeparator();
    m_newResourceAction = new QAction(this);
    m_newResourceAction->setObjectName(QStringLiteral("newResourceAction"));
    m_newResourceAction->setShortcut(QKeySequence::New);
    connect(m_newResourceAction, &QAction::triggered, this, &MainWindow::newResource);
    m_applyFileAction = new QAction(this);
    m_applyFileAction->setObjectName(QStringLiteral("applyFileAction"));
    m_applyFileAction->setShortcut(QKeySequence::Open);
    connect(m_applyFileAction, &QAction::triggered, this, &MainWindow::applyFile);
    m_exportJournalAction = new QAction(this);
    m_exportJournalAction->setObjectName(QStringLiteral("exportJournalAction"));
    connect(m_exportJournalAction, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export the Journal"), QStringLiteral("qkube-journal.jsonl"),
                                                          tr("JSON lines (*.jsonl)"));
        if (!path.isEmpty())
            exportJournal(path);
    });
    m_fileMenu->addActions({m_newResourceAction, m_applyFileAction, m_exportJournalAction});
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);
    m_objectMenu = menuBar()->addMenu(QString());
    m_objectMenu->addActions({m_copyNameAction, m_copyKeyAction});
    m_objectMenu->addSeparator();
    m_objectMenu->addActions({m_editYamlAction, m_scaleAction, m_restartAction, m_cordonAction, m_uncordonAction, m_drainAction, m_suspendAction,
                              m_resumeAction, m_triggerAction, m_deleteAction});
    m_objectMenu->addSeparator();
    m_objectMenu->addAction(m_selectorLogsAction);
    m_objectMenu->addSeparator();
    m_objectMenu->addActions({m_backAction, m_forwardAction});
    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_findAction);
    m_viewMenu->addAction(m_wideAction);
    m_viewMenu->addAction(m_timelineAction);
    buildJournalActions();
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_navigatorDock->toggleViewAction());
    m_viewMenu->addAction(m_treeDock->toggleViewAction());
    m_viewMenu->addAction(m_detailsDock->toggleViewAction());
    m_viewMenu->addAction(m_eventDock->toggleViewAction());
    m_viewMenu->addAction(m_inspectorDock->toggleViewAction());
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_reopenAction);
    m_languageMenu = m_viewMenu->addMenu(QString());
    m_languageGroup = new QActionGroup(this);
    for (const QString &language : LanguageManager::languages()) {
        QAction *action = m_languageMenu->addAction(LanguageManager::displayName(language));
        action->setCheckable(true);
        action->setData(language);
        action->setChecked(m_languages && m_languages->language() == language);
        m_languageGroup->addAction(action);
    }
    connect(m_languageGroup, &QActionGroup::triggered, this, [this](QAction *action) {
        if (!m_languages)
            return;
        m_languages->setLanguage(action->data().toString());
        QSettings().setValue(QStringLiteral("language"), action->data().toString());
    });
    addActions({m_findAction, m_contextAction, m_refreshAction, m_quitAction, m_backAction, m_forwardAction, m_newResourceAction,
                m_applyFileAction});
    updateActions();
}

void MainWindow::buildKeyboard()
{
    // Names the table's keys and the palette find the actions by.
    m_findAction->setObjectName(QStringLiteral("findAction"));
    m_contextAction->setObjectName(QStringLiteral("contextAction"));
    m_refreshAction->setObjectName(QStringLiteral("refreshAction"));
    m_copyNameAction->setObjectName(QStringLiteral("copyNameAction"));
    m_copyKeyAction->setObjectName(QStringLiteral("copyKeyAction"));
    const auto action = [this](const char *name, const QKeySequence &key, auto slot) {
        auto *created = new QAction(this);
        created->setObjectName(QLatin1String(name));
        created->setShortcut(key);
        connect(created, &QAction::triggered, this, slot);
        return created;
    };
    m_paletteAction = action("commandPaletteAction", QKeySequence(Qt::CTRL | Qt::Key_P), [this] {
        m_palette->open({menuBar(), m_tableKeys, m_session ? m_session->resources() : QList<ApiResource>{}, m_table,
                         m_resource, m_currentContext});
    });
    m_namespaceAction = action("namespaceAction", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N), [this] { showNamespacePicker(); });
    m_selectorAction = action("selectorAction", QKeySequence(Qt::CTRL | Qt::Key_L), [this] {
        m_selectorEdit->setFocus(Qt::ShortcutFocusReason);
        m_selectorEdit->selectAll();
    });
    m_detailsAction = action("detailsAction", {}, [this] { showDetailsTab(m_details->overview()); });
    m_yamlAction = action("yamlAction", {}, [this] { showDetailsTab(m_details->yamlView()->parentWidget()); });
    m_logsAction = action("logsAction", {}, [this] {
        if (m_selection.isNull())
            return;
        if (!m_details->isTabVisible(m_details->indexOf(m_details->logView())))
            statusBar()->showMessage(tr("%1 %2 has no log to show: pods, and the workloads that own pods, have one.").arg(m_selection.resource.kind, m_selection.key()), 5000);
        else
            showDetailsTab(m_details->logView());
    });
    m_escapeAction = action("escapeAction", {}, [this] {
        if (!m_filterEdit->text().isEmpty())
            m_filterEdit->clear();
        else
            goBack();
    });
    m_shortcutsAction = action("shortcutsAction", QKeySequence(QKeySequence::HelpContents), [this] {
        auto *dialog = new ShortcutsDialog(menuBar(), m_tableKeys, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    addActions({m_paletteAction, m_namespaceAction, m_selectorAction, m_shortcutsAction});
    m_fileMenu->insertAction(m_refreshAction, m_namespaceAction);
    m_viewMenu->insertAction(m_findAction, m_paletteAction);
    m_viewMenu->insertAction(m_wideAction, m_selectorAction);
    // The event log's pause lives on the log's own bar; the menu makes it reachable by keyboard (and palette).
    const QList<QAction *> viewActions = m_viewMenu->actions();
    m_viewMenu->insertAction(viewActions.value(viewActions.indexOf(m_eventDock->toggleViewAction()) + 1), m_pauseAction);
    QAction *firstObjectAction = m_objectMenu->actions().value(0);
    m_objectMenu->insertActions(firstObjectAction, {m_detailsAction, m_yamlAction, m_logsAction});
    m_objectMenu->insertSeparator(firstObjectAction);
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_shortcutsAction);

    // k9s's keys in the table. "e" is the YAML editor's action, whichever part of the window adds it.
    m_tableKeys = new TableKeys(m_tableView, this, [this] { return m_table->nameColumn(); });
    m_tableKeys->bind(QKeySequence(Qt::Key_Return), QStringLiteral("detailsAction"));
    m_tableKeys->bind(QKeySequence(Qt::Key_Enter), QStringLiteral("detailsAction"));
    m_tableKeys->bind(QKeySequence(Qt::Key_Escape), QStringLiteral("escapeAction"));
    m_tableKeys->bind(QKeySequence(QStringLiteral("/")), QStringLiteral("findAction"));
    m_tableKeys->bind(QKeySequence(QStringLiteral(":")), QStringLiteral("commandPaletteAction"));
    m_tableKeys->bind(QKeySequence(Qt::Key_L), QStringLiteral("logsAction"));
    m_tableKeys->bind(QKeySequence(Qt::Key_Y), QStringLiteral("yamlAction"));
    m_tableKeys->bind(QKeySequence(Qt::Key_E), QStringLiteral("editYamlAction"));
    m_tableKeys->bind(QKeySequence(Qt::Key_S), QStringLiteral("scaleAction"));

    m_contextPicker = new FuzzyPicker(this);
    m_contextPicker->setObjectName(QStringLiteral("contextPicker"));
    connect(m_contextPicker, &FuzzyPicker::chosen, this, [this](const FuzzyCandidate &candidate, bool beside) {
        if (beside)
            openBeside(candidate.data.toString());
        else
            switchContext(candidate.data.toString());
    });
    m_namespacePicker = new FuzzyPicker(this);
    m_namespacePicker->setObjectName(QStringLiteral("namespacePicker"));
    const auto useNamespace = [this](const QString &name) {
        int at = m_namespaceCombo->findData(name);
        if (at < 0) { // not listed (the user may not list namespaces): kept as a choice of its own
            m_namespaceCombo->addItem(name, name);
            at = m_namespaceCombo->count() - 1;
        }
        m_namespaceCombo->setCurrentIndex(at);
    };
    connect(m_namespacePicker, &FuzzyPicker::chosen, this,
            [useNamespace](const FuzzyCandidate &candidate, bool) { useNamespace(candidate.data.toString()); });
    connect(m_namespacePicker, &FuzzyPicker::freeTextChosen, this, [this, useNamespace](const QString &name, bool) {
        // What the apiserver accepts as a namespace: a DNS-1123 label.
        static const QRegularExpression label(QStringLiteral("^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$"));
        if (label.match(name).hasMatch())
            useNamespace(name);
        else
            showNamespacePicker(name, tr("\"%1\" is not a namespace name: at most 63 lower-case letters, digits and "
                                         "'-', starting and ending with a letter or digit.").arg(name));
    });
    m_palette = new CommandPalette(this);
    connect(m_palette, &CommandPalette::resourceChosen, this, [this](const ApiResource &resource) {
        if (!openResource(resource.group, resource.name))
            showResource(resource);
        m_tableView->setFocus(Qt::ShortcutFocusReason);
    });
    connect(m_palette, &CommandPalette::objectChosen, this,
            [this](const ApiResource &resource, const QString &namespaceName, const QString &name) {
                const QString key = namespaceName.isEmpty() ? name : namespaceName + QLatin1Char('/') + name;
                const ResourceRow *row = m_table->row(m_table->rowOf(key.toUtf8()));
                openObject({resource.groupVersion(), resource.kind, namespaceName, name,
                            row ? QString::fromUtf8(row->object.uid()) : QString()});
                m_tableView->setFocus(Qt::ShortcutFocusReason);
            });
}

void MainWindow::showContextPicker()
{
    const QStringList recent = QSettings().value(QStringLiteral("recentContexts")).toStringList();
    QList<FuzzyCandidate> candidates;
    for (int row = 0; row < m_contexts->rowCount(); ++row) {
        const QModelIndex at = m_contexts->index(row);
        const QString name = at.data(ContextsModel::NameRole).toString();
        // Matched on what tells contexts apart: its name, cluster, user and namespace.
        QStringList text{name, at.data(ContextsModel::ClusterRole).toString(), at.data(ContextsModel::UserRole).toString(),
                         at.data(ContextsModel::NamespaceRole).toString()};
        text.removeAll(QString());
        const qsizetype recency = recent.indexOf(name);
        candidates.append({text.join(QStringLiteral("  ·  ")), name == m_currentContext ? tr("current") : m_clusters->isOpen(name) ? tr("open") : QString(), {name}, 0,
                           recency < 0 ? 0 : int(recentContextsKept - recency), QIcon(), name});
    }
    m_contextPicker->popup(candidates, tr("Context, cluster, user or namespace"));
    m_contextPicker->setHint(tr("Enter switches · Ctrl+Enter opens beside, keeping the current cluster · Esc closes"));
}

void MainWindow::showNamespacePicker(const QString &typed, const QString &problem)
{
    const QString current = m_namespaceCombo->currentData().toString();
    QList<FuzzyCandidate> candidates{{tr("All namespaces"), current.isEmpty() ? tr("current") : QString(), {}, 0, 0,
                                      QIcon(), QString()}};
    const QIcon icon(QStringLiteral(":/icons/namespace.svg"));
    for (const QString &name : m_tree->namespaces())
        candidates.append({name, name == current ? tr("current") : QString(), {name}, 1, 0, icon, name});
    m_namespacePicker->popup(candidates, tr("Namespace (any name, listed or not)"), typed, tr("Use namespace \"%1\""));
    m_namespacePicker->setHint(problem.isEmpty() ? tr("Type any namespace, listed or not · Enter uses it · Esc closes")
                                                 : problem);
}

void MainWindow::showDetailsTab(QWidget *page)
{
    if (m_selection.isNull())
        return;
    m_detailsDock->show();
    m_detailsDock->raise();
    m_details->setCurrentWidget(page);
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::MouseButtonPress) {
        // The mouse's back and forward buttons walk the history, as in a browser.
        const auto button = static_cast<QMouseEvent *>(event)->button();
        if (button == Qt::BackButton || button == Qt::ForwardButton) {
            button == Qt::BackButton ? goBack() : goForward();
            return true;
        }
    }
    if (watched == m_tableView->viewport() && event->type() == QEvent::Resize) {
        m_placeholder->setGeometry(m_tableView->viewport()->rect());
        applyColumnLayout();
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::retranslate()
{
    setWindowTitle(m_currentContext.isEmpty() ? tr("qkube") : tr("%1 — qkube").arg(m_currentContext));
    m_toolbar->setWindowTitle(tr("Toolbar"));
    m_contextLabel->setText(tr("Context: "));
    m_namespaceLabel->setText(tr(" Namespace: "));
    m_filterEdit->setPlaceholderText(
        m_resource.name.isEmpty() ? tr("Filter (Ctrl+F)") : tr("Filter %1 (Ctrl+F)").arg(m_resource.name));
    m_filterEdit->setToolTip(
        tr("Shows the rows whose namespace, name or any text column contains this text"));
    m_selectorEdit->setPlaceholderText(tr("Label selector, e.g. app in (web,api),tier!=db"));
    m_navigatorDock->setWindowTitle(tr("Resources"));
    m_treeDock->setWindowTitle(tr("Namespaces"));
    m_detailsDock->setWindowTitle(tr("Details"));
    m_eventDock->setWindowTitle(tr("Event log"));
    m_warningsOnly->setText(tr("Warnings only"));
    m_eventFilter->setPlaceholderText(tr("Filter events"));
    m_pauseAction->setText(m_pauseAction->isChecked()
                               ? tr("Resume (%n buffered)", nullptr, m_events->bufferedCount())
                               : tr("Pause"));
    m_pauseAction->setIcon(QIcon(m_pauseAction->isChecked() ? QStringLiteral(":/icons/play.svg")
                                                            : QStringLiteral(":/icons/pause.svg")));
    m_refreshAction->setText(tr("&Refresh"));
    m_refreshAction->setToolTip(tr("Reconnect to the cluster and list everything again (F5)"));
    m_disconnectAction->setText(tr("&Disconnect"));
    m_disconnectAction->setToolTip(tr("Stop waiting for this cluster; pick a context to connect again"));
    m_deleteAction->setText(tr("&Delete…"));
    m_editYamlAction->setText(tr("&Edit YAML…"));
    m_newResourceAction->setText(tr("&New resource…"));
    m_newResourceAction->setToolTip(tr("Write an object's YAML, from a template, and create it in this cluster"));
    m_applyFileAction->setText(tr("&Apply file…"));
    m_applyFileAction->setToolTip(tr("Create the objects of a YAML file in this cluster, as kubectl create -f does"));
    m_editYamlAction->setToolTip(tr("Edit the object's YAML and save it to the cluster, as kubectl edit does (E)"));
    m_scaleAction->setText(tr("&Scale…"));
    m_restartAction->setText(tr("&Restart rollout…"));
    m_restartAction->setToolTip(tr("Replace the pods one by one, as kubectl rollout restart does"));
    m_cordonAction->setText(tr("C&ordon…"));
    m_uncordonAction->setText(tr("&Uncordon…"));
    m_suspendAction->setText(tr("Sus&pend…"));
    m_resumeAction->setText(tr("Res&ume…"));
    m_selectorLogsAction->setText(tr("&Logs of the Pods Matching the Selector"));
    m_selectorLogsAction->setToolTip(
        tr("The merged logs of the pods the label selector picks in the chosen namespace, in a window of their own"));
    m_triggerAction->setText(tr("&Trigger now…"));
    m_drainAction->setText(tr("Dr&ain…"));
    m_drainAction->setToolTip(tr("Cordon the node and evict its pods, respecting PodDisruptionBudgets, as kubectl drain --ignore-daemonsets does"));
    m_triggerAction->setToolTip(tr("Run the CronJob now: a Job from its template, as kubectl create job --from=cronjob/NAME does"));
    m_backAction->setText(tr("&Back"));
    m_backAction->setToolTip(tr("The object shown before (Alt+Left)"));
    m_forwardAction->setText(tr("&Forward"));
    m_forwardAction->setToolTip(tr("The object shown next (Alt+Right)"));
    m_copyNameAction->setText(tr("Copy &name"));
    m_copyKeyAction->setText(tr("Copy namespace/name"));
    m_findAction->setText(tr("&Filter rows"));
    m_wideAction->setText(tr("Show &wide columns"));
    m_timelineAction->setText(tr("&Timeline (the journal: tables as they were)"));
    m_exportJournalAction->setText(tr("E&xport the Journal…"));
    m_exportJournalAction->setToolTip(tr("Every change qkube saw in this cluster, as JSON lines (one change a line)"));
    retranslateJournalActions();
    m_contextAction->setText(tr("Switch &context…"));
    m_quitAction->setText(tr("&Quit"));
    m_closeClusterAction->setText(tr("C&lose cluster"));
    m_closeClusterAction->setToolTip(tr("Stop the current cluster's informers and free its memory; the other open clusters stay"));
    m_allClustersAction->setText(tr("&All clusters"));
    m_allClustersAction->setToolTip(tr("One table of the kind over every open cluster, with a CLUSTER column"));
    m_reopenAction->setText(tr("&Reopen clusters at start"));
    m_reopenAction->setToolTip(tr("Open again, at start, the clusters open when qkube quit (contexts still in the kubeconfig)"));
    m_clusterView->setToolTip(tr("Open clusters: click to show one, or All clusters; right-click to close one"));
    m_paletteAction->setText(tr("Command &palette…"));
    m_paletteAction->setToolTip(tr("Go to a kind or an object, or run an action, by typing part of its name"));
    m_namespaceAction->setText(tr("Switch &namespace…"));
    m_selectorAction->setText(tr("Filter by &label selector"));
    m_detailsAction->setText(tr("Show &details"));
    m_yamlAction->setText(tr("Show &YAML"));
    m_logsAction->setText(tr("Show &logs"));
    m_escapeAction->setText(tr("Clear the filter, or go back"));
    m_shortcutsAction->setText(tr("&Keyboard shortcuts"));
    m_helpMenu->setTitle(tr("&Help"));
    m_fileMenu->setTitle(tr("&Cluster"));
    m_objectMenu->setTitle(tr("&Object"));
    m_viewMenu->setTitle(tr("&View"));
    m_languageMenu->setTitle(tr("&Language"));
    if (m_namespaceCombo->count() > 0)
        m_namespaceCombo->setItemText(0, tr("All namespaces"));
    // Models name their columns and groups with tr(): have views ask again.
    for (QAbstractItemModel *model :
         {static_cast<QAbstractItemModel *>(m_table), static_cast<QAbstractItemModel *>(m_tree),
          static_cast<QAbstractItemModel *>(m_events)})
        if (model->columnCount() > 0)
            Q_EMIT model->headerDataChanged(Qt::Horizontal, 0, model->columnCount() - 1);
    if (m_navigator->rowCount() > 0)
        Q_EMIT m_navigator->dataChanged(m_navigator->index(0, 0),
                                        m_navigator->index(m_navigator->rowCount() - 1, 0));
    updateStatus();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    if (!m_currentContext.isEmpty())
        settings.setValue(QStringLiteral("lastContext"), m_currentContext);
    saveClusterView();
    settings.setValue(QStringLiteral("openClusters"), m_clusters->contexts());
    QMainWindow::closeEvent(event);
}

void MainWindow::disconnectCluster()
{
    if (!m_currentContext.isEmpty())
        m_clusters->close(m_currentContext);
    updatePlaceholder();
    updateActions();
}

void MainWindow::detachView()
{
    // Subscriptions release their informers; a session stops them on its own thread; nothing here waits.
    delete m_subscription;
    for (const QPointer<ResourceSubscription> &subscription : std::as_const(m_spanSubscriptions))
        delete subscription;
    m_spanSubscriptions.clear();
    delete m_namespaceSubscription;
    delete m_eventSubscription;
    for (const QPointer<ResourceSubscription> &subscription : std::as_const(m_spanEventSubscriptions))
        delete subscription; // the log is cleared: made again, they deliver their clusters' Events again
    m_spanEventSubscriptions.clear();
    clearSelection();
    m_back.clear();
    m_forward.clear();
    m_inspectorDock->setSession(nullptr);
    m_pendingGroup.clear();
    m_pendingResource.clear();
    m_table->clear();
    m_tree->clear();
    m_events->clear();
    m_navigator->clear();
}

void MainWindow::switchContext(const QString &name)
{
    openContext(name, true, true);
}

void MainWindow::openBeside(const QString &name)
{
    openContext(name, false, false);
}

void MainWindow::closeCluster(const QString &name)
{
    const bool wasCurrent = name == m_currentContext;
    m_clusters->close(name);
    if (wasCurrent && !m_clusters->contexts().isEmpty())
        showCluster(m_clusters->contexts().constFirst());
    updateStatus();
}

bool MainWindow::openContext(const QString &name, bool makeCurrent, bool replaceCurrent)
{
    if (m_clusters->isOpen(name)) {
        if (makeCurrent)
            showCluster(name);
        return true;
    }
    const QString previous = m_currentContext;
    auto config = RestConfig::fromKubeConfig(m_contexts->config(), name);
    if (!config) {
        const QString problem = tr("Context \"%1\" cannot be used: %2").arg(name, config.error().toString());
        if (makeCurrent) {
            // As one cluster at a time always did: the window names the context and says what is wrong with it.
            if (replaceCurrent && !previous.isEmpty())
                m_clusters->close(previous);
            m_currentContext = name;
            QSignalBlocker block(m_contextCombo);
            m_contextCombo->setCurrentIndex(m_contexts->rowOf(name));
        }
        showBanner(problem, true);
        retranslate();
        return false;
    }
    QSettings settings;
    QStringList recent = settings.value(QStringLiteral("recentContexts")).toStringList();
    recent.removeAll(name);
    recent.prepend(name);
    settings.setValue(QStringLiteral("recentContexts"), recent.mid(0, recentContextsKept));
    // An explorer asks for more than client-go's 5 a second: a workload's merged log opens a stream per
    // container, and the user's actions must not queue behind them.
    RestConfig interactive = config.value();
    interactive.requestLog = m_requestLogging.log;
    interactive.qps = interactiveQps;
    interactive.burst = interactiveBurst;
    m_clusters->open(name, interactive);
    if (makeCurrent) {
        if (replaceCurrent && !previous.isEmpty() && previous != name) {
            showBanner({}, false);
            m_clusters->close(previous); // before the new one shows: its rows go at once
        }
        showCluster(name);
    }
    return true;
}

void MainWindow::connectSession(const QString &context, ClusterSession *session)
{
    session->journal()->setByteLimit(journalLimit());
    const auto stateChanged = [this, context, session] {
        updateClusterEntry(context);
        if (session == m_session)
            updateStatus();
    };
    connect(session, &ClusterSession::stateChanged, this, stateChanged);
    connect(session, &ClusterSession::serverVersionChanged, this, stateChanged);
    connect(session, &ClusterSession::resourcesChanged, this, [this, context, session] {
        if (session == m_session)
            updateNavigator();
        else if (m_allClusters)
            subscribeSpan(context); // the kind may be served now
    });
    connect(session, &ClusterSession::discoveryFailed, this, [this, session] {
        // Still waiting for discovery to open the kind shown last: show the other one, which says what is
        // wrong.
        if (session == m_session && m_resource.name.isEmpty() && !m_pendingResource.isEmpty())
            showResource(m_pendingFallback);
    });
    connect(session, &ClusterSession::detailsReady, this, [this, session](const ObjectDetails &details, const Error &error) {
        if (!m_selectionGone && session == sessionOf(m_selection))
            m_details->showDetails(details, error);
    });
    connect(session, &ClusterSession::patched, this, [this](const QString &action, const QString &key, const Error &error) {
        if (error)
            showBanner(tr("Could not %1 %2: %3").arg(action, key, error.toString()), true);
        else
            statusBar()->showMessage(tr("%1: done (%2)").arg(key, action), 5000);
    });
    connect(session, &ClusterSession::cronJobTriggered, this, [this](const QString &key, const QString &jobName, const Error &error) {
        if (error)
            showBanner(tr("Could not trigger CronJob %1: %2").arg(key, error.toString()), true);
        else
            statusBar()->showMessage(tr("job.batch/%1 created from CronJob %2").arg(jobName, key), 8000);
    });
    connect(session, &ClusterSession::objectDeleted, this, [this](const QString &key, const Error &error) {
        if (error)
            showBanner(tr("Could not delete %1: %2").arg(key, error.toString()), true);
        else
            statusBar()->showMessage(tr("%1 is being deleted").arg(key), 5000);
    });
    updateClusterEntry(context);
    if (m_allClusters)
        subscribeSpan(context);
    updateEventLogScope();
}

void MainWindow::onAboutToClose(const QString &context)
{
    delete m_spanEventSubscriptions.take(context); // releases its informer while the session is still there
    if (context == m_currentContext) {
        saveClusterView();
        stopLogs();
        detachView();
        m_session = nullptr;
        m_currentContext.clear();
    } else if (m_spanSubscriptions.contains(context)) {
        delete m_spanSubscriptions.take(context);
        m_table->removeCluster(context);
        if (m_selection.context == context)
            clearSelection();
    }
    m_clusterList->remove(context);
}

void MainWindow::updateClusterEntry(const QString &context)
{
    if (const ClusterSession *session = m_clusters->session(context))
        m_clusterList->setEntry(OpenClusters::summary(context, *session));
}

void MainWindow::showCluster(const QString &context)
{
    ClusterSession *session = m_clusters->session(context);
    if (!session)
        return;
    if (session == m_session) {
        showAllClusters(false);
        return;
    }
    if (m_session) {
        saveClusterView();
        // What the old cluster's view listed keeps running while it is not shown: showing it again is instant.
        if (m_subscription)
            m_clusters->pin(m_currentContext, m_resource.gvr(), m_subscription->namespaceName());
        m_clusters->pin(m_currentContext, coreResource(QStringLiteral("namespaces"), QStringLiteral("Namespace"), false).gvr());
        m_clusters->pin(m_currentContext, coreResource(QStringLiteral("events"), QStringLiteral("Event"), true).gvr());
    }
    stopLogs();
    detachView();
    m_currentContext = context;
    m_session = session;
    {
        QSignalBlocker block(m_contextCombo);
        m_contextCombo->setCurrentIndex(m_contexts->rowOf(context));
    }
    QSettings settings;
    settings.setValue(QStringLiteral("lastContext"), context);
    m_inspectorDock->setSession(session);
    if (m_pastMs)
        m_timeline->goLive();
    m_timeline->setJournal(session->journal());
    m_tree->setClusterName(m_allClusters ? tr("All clusters") : session->config().clusterName);
    m_clusterList->setCurrent(context, m_allClusters);

    // --namespace for the first cluster shown; else the namespace this cluster showed last.
    const QString group = QStringLiteral("clusters/") + context + QLatin1Char('/');
    const QString namespaceName = !m_options.namespaceName.isEmpty() ? m_options.namespaceName : settings.value(group + QStringLiteral("namespace")).toString();
    {
        QSignalBlocker block(m_namespaceCombo);
        m_namespaceCombo->clear();
        m_namespaceCombo->addItem(tr("All namespaces"), allNamespacesKey);
        if (!namespaceName.isEmpty())
            m_namespaceCombo->addItem(namespaceName, namespaceName);
    }
    m_namespaceCombo->setCurrentIndex(namespaceName.isEmpty() ? 0 : 1);
    m_options.namespaceName.clear();

    // The namespace tree and the event log follow the cluster whatever kind the table shows.
    m_namespaceSubscription = new ResourceSubscription(
        session, coreResource(QStringLiteral("namespaces"), QStringLiteral("Namespace"), false), {}, {},
        this);
    connect(m_namespaceSubscription->feed(), &RowFeed::batchReady, this, [this](const RowBatch &batch) {
        int status = -1;
        const QList<PrintColumn> &columns = m_namespaceSubscription->feed()->columns();
        for (int column = 0; column < columns.size() && status < 0; ++column)
            if (columns[column].name.compare(QLatin1String("Status"), Qt::CaseInsensitive) == 0)
                status = column;
        m_tree->applyNamespaceBatch(batch, status);
        m_treeView->setColumnHidden(NamespaceTreeModel::StatusColumn, !m_tree->hasPhases());
        updateNamespaceChoices();
    });
    m_eventSubscription = new ResourceSubscription(
        session, coreResource(QStringLiteral("events"), QStringLiteral("Event"), true), {},
        EventLogModel::printer(), this);
    connect(m_eventSubscription->feed(), &RowFeed::batchReady, m_events, [this, context](const RowBatch &batch) { m_events->applyEventBatch(batch, context); });

    // The kind this cluster showed last, if it serves it; else the kind shown now, else pods.
    ApiResource opening = m_resource.name.isEmpty() ? podsResource() : m_resource;
    const QString lastGroup = settings.value(group + QStringLiteral("group")).toString();
    const QString lastResource = settings.value(group + QStringLiteral("resource")).toString();
    const ApiResource *served = lastResource.isEmpty() ? nullptr : session->findResource(lastGroup, lastResource);
    if (served)
        opening = *served;
    if (session->discovered())
        updateNavigator();
    m_resource = {};
    const bool remembersAnother =
        !lastResource.isEmpty() && !(opening.group == lastGroup && opening.name == lastResource);
    if (!served && remembersAnother && !session->discovered()) {
        // Shown as soon as discovery says the cluster serves it, unless the user picks a kind meanwhile.
        // Nothing is listed until then: opening pods in the meantime listed all of a big cluster's pods only
        // to drop them.
        m_pendingGroup = lastGroup;
        m_pendingResource = lastResource;
        m_pendingFallback = opening;
        updatePlaceholder();
    } else {
        showResource(opening);
    }
    m_clusters->unpin(context); // the view holds them now
    updateClusterEntry(context);
    updateEventLogScope();
    retranslate();
}

void MainWindow::showAllClusters(bool all)
{
    if (m_allClusters == all)
        return;
    m_allClusters = all;
    m_allClustersAction->setChecked(all);
    m_clusterList->setCurrent(m_currentContext, all);
    if (!m_session)
        return;
    // The tree counts the table's rows per namespace: over every open cluster in this scope.
    m_tree->setClusterName(all ? tr("All clusters") : m_session->config().clusterName);
    if (!m_resource.name.isEmpty()) { // else the kind waits for discovery, and opens in this scope
        const ApiResource resource = m_resource;
        m_resource = {};
        showResource(resource);
    }
    updateEventLogScope();
}

void MainWindow::updateEventLogScope()
{
    const QStringList open = m_clusters->contexts();
    for (auto it = m_spanEventSubscriptions.begin(); it != m_spanEventSubscriptions.end();) {
        if (m_allClusters && open.contains(it.key()) && it.key() != m_currentContext) {
            ++it;
            continue;
        }
        delete it.value();
        it = m_spanEventSubscriptions.erase(it);
    }
    for (const QString &context : m_allClusters && m_session ? open : QStringList()) {
        ClusterSession *session = m_clusters->session(context);
        if (context == m_currentContext || m_spanEventSubscriptions.value(context) || !session)
            continue;
        auto *subscription = new ResourceSubscription(session, coreResource(QStringLiteral("events"), QStringLiteral("Event"), true), {},
                                                      EventLogModel::printer(), this);
        m_spanEventSubscriptions.insert(context, subscription);
        connect(subscription->feed(), &RowFeed::batchReady, m_events, [this, context](const RowBatch &batch) { m_events->applyEventBatch(batch, context); });
    }
    // Lines of clusters closed meanwhile, or of the others while one cluster is shown, stay hidden.
    m_eventProxy->setClusters(m_allClusters ? open : QStringList{m_currentContext});
    m_eventView->setColumnHidden(EventLogModel::ClusterColumn, !m_allClusters);
}

void MainWindow::subscribeSpan(const QString &context)
{
    ClusterSession *session = m_clusters->session(context);
    if (!m_allClusters || !m_session || !session || session == m_session || m_resource.name.isEmpty() || m_spanSubscriptions.value(context))
        return;
    // A kind the cluster does not serve would be listed in vain; before discovery, only the core kinds are sure.
    if (!session->findResource(m_resource.group, m_resource.name) && (session->discovered() || !m_resource.group.isEmpty()))
        return;
    auto *subscription = new ResourceSubscription(session, m_resource, {}, m_session->printerFor(m_resource), this);
    m_spanSubscriptions.insert(context, subscription);
    connect(subscription->feed(), &RowFeed::batchReady, this, [this, context](const RowBatch &batch) { onClusterBatch(context, batch); });
    connect(subscription, &ResourceSubscription::restarted, this, [this, context] { m_table->removeCluster(context); });
}

void MainWindow::onClusterBatch(const QString &context, const RowBatch &batch)
{
    m_table->applyClusterBatch(context, batch);
    if (context == m_currentContext) // qkube's own lines: the current cluster's (the log keeps every cluster's Events)
        m_events->applyObjectBatch(batch, m_resource.kind, m_table->statusColumn() >= 0 ? m_table->printerColumn(m_table->statusColumn()) : -1, context);
    updatePlaceholder();
}

void MainWindow::chooseClusterRow(const QModelIndex &index)
{
    if (!index.isValid())
        return;
    if (index.data(ClusterListModel::AllClustersRole).toBool())
        showAllClusters(true);
    else
        showCluster(index.data(ClusterListModel::ContextRole).toString());
}

void MainWindow::showClusterMenu(const QPoint &at)
{
    const QModelIndex index = m_clusterView->indexAt(at);
    const QString context = index.data(ClusterListModel::ContextRole).toString();
    QMenu menu(this);
    if (!context.isEmpty()) {
        menu.addAction(tr("Show"), this, [this, context] { showCluster(context); })->setEnabled(context != m_currentContext || m_allClusters);
        menu.addAction(QIcon(QStringLiteral(":/icons/stop.svg")), tr("Close cluster"), this, [this, context] { closeCluster(context); });
        menu.addSeparator();
    }
    menu.addAction(m_allClustersAction);
    menu.addAction(tr("Open cluster…"), this, &MainWindow::showContextPicker);
    menu.exec(m_clusterView->viewport()->mapToGlobal(at));
}

MainWindow::ClusterSession *MainWindow::sessionOf(const Selection &selection) const
{
    return selection.context.isEmpty() ? m_session.get() : m_clusters->session(selection.context);
}

void MainWindow::saveClusterView()
{
    if (m_currentContext.isEmpty() || !m_session)
        return;
    saveColumnsAndSort();
    QSettings settings;
    settings.beginGroup(QStringLiteral("clusters/") + m_currentContext);
    if (!m_resource.name.isEmpty()) {
        settings.setValue(QStringLiteral("group"), m_resource.group);
        settings.setValue(QStringLiteral("resource"), m_resource.name);
    }
    settings.setValue(QStringLiteral("namespace"), m_namespaceCombo->currentData().toString());
}

void MainWindow::saveColumnsAndSort()
{
    if (m_currentContext.isEmpty() || !m_session || m_resource.name.isEmpty())
        return;
    QSettings settings;
    settings.beginGroup(QStringLiteral("clusters/") + m_currentContext);
    {
        // Widths by column name (the same kind spanning clusters has one more column), and the sort.
        QHeaderView *header = m_tableView->horizontalHeader();
        QVariantMap widths;
        for (int column = 0; column < m_table->columnCount(); ++column)
            if (column != m_table->clusterColumn() && !m_tableView->isColumnHidden(column))
                widths.insert(columnId(m_table, column), header->sectionSize(column));
        const QString kind = m_resource.name + QLatin1Char('.') + m_resource.group;
        settings.setValue(kind + QStringLiteral("/widths"), widths);
        const int sorted = header->sortIndicatorSection();
        settings.setValue(kind + QStringLiteral("/sortColumn"),
                          sorted >= 0 && sorted != m_table->clusterColumn() ? columnId(m_table, sorted) : QString());
        settings.setValue(kind + QStringLiteral("/sortOrder"), int(header->sortIndicatorOrder()));
        settings.setValue(kind + QStringLiteral("/wide"), m_showWideColumns);
    }
}

void MainWindow::restoreColumnsAndSort()
{
    if (m_currentContext.isEmpty() || m_resource.name.isEmpty())
        return;
    QSettings settings;
    settings.beginGroup(QStringLiteral("clusters/") + m_currentContext + QLatin1Char('/') + m_resource.name + QLatin1Char('.') + m_resource.group);
    if (settings.contains(QStringLiteral("wide")) && settings.value(QStringLiteral("wide")).toBool() != m_showWideColumns)
        m_wideAction->setChecked(settings.value(QStringLiteral("wide")).toBool()); // lays the columns out again
    m_savedWidths = settings.value(QStringLiteral("widths")).toMap();
    applyColumnLayout();
    const QString sortColumn = settings.value(QStringLiteral("sortColumn")).toString();
    for (int column = 0; column < m_table->columnCount() && !sortColumn.isEmpty(); ++column)
        if (column != m_table->clusterColumn() && columnId(m_table, column) == sortColumn)
            m_tableView->sortByColumn(column, Qt::SortOrder(settings.value(QStringLiteral("sortOrder")).toInt()));
}

void MainWindow::reopenClusters()
{
    QSettings settings;
    if (!settings.value(QStringLiteral("reopenClusters"), false).toBool())
        return;
    for (const QString &context : settings.value(QStringLiteral("openClusters")).toStringList())
        if (m_contexts->rowOf(context) >= 0 && !m_clusters->isOpen(context)) // never one the kubeconfig lost
            openBeside(context);
}

bool MainWindow::openResource(const QString &group, const QString &resource)
{
    const QModelIndex at = m_navigator->indexOf(group, resource);
    if (!at.isValid())
        return false;
    m_navigatorView->setCurrentIndex(at); // shows it through the navigator's selection
    return m_resource.group == group && m_resource.name == resource;
}

void MainWindow::showResource(const ApiResource &resource)
{
    if (!m_session)
        return;
    m_pendingGroup.clear();
    m_pendingResource.clear();
    if (!m_resource.name.isEmpty() && !(resource.gvr() == m_resource.gvr()))
        saveColumnsAndSort();
    delete m_subscription; // its informer lingers a minute in the session, then stops
    for (const QPointer<ResourceSubscription> &subscription : std::as_const(m_spanSubscriptions))
        delete subscription;
    m_spanSubscriptions.clear();
    m_resource = resource;
    updateSelectorLogsAction();
    m_subscription = new ResourceSubscription(m_session.get(), resource, {}, {}, this);
    m_table->setColumns(m_subscription->feed()->columns(), resource.namespaced, m_allClusters);
    m_events->forgetObjects();
    clearSelection();
    if (m_allClusters) {
        const QString context = m_currentContext;
        connect(m_subscription->feed(), &RowFeed::batchReady, this, [this, context](const RowBatch &batch) { onClusterBatch(context, batch); });
        connect(m_subscription, &ResourceSubscription::restarted, this, [this, context] {
            m_table->removeCluster(context);
            updateStatus();
        });
        for (const QString &other : m_clusters->contexts())
            subscribeSpan(other);
    } else {
        connect(m_subscription->feed(), &RowFeed::batchReady, this, &MainWindow::onBatch);
        connect(m_subscription, &ResourceSubscription::restarted, this, [this] {
            if (!m_pastMs) // a past moment shows the journal, not the subscription: Live lists again anyway
                m_table->clear();
            updateStatus();
        });
    }
    connect(m_subscription, &ResourceSubscription::stateChanged, this, [this] {
        updatePlaceholder();
        updateCounts();
        updateStatus();
    });
    // The table's natural order: by namespace, then name (ties fall back to them anyway), unless this cluster
    // remembers another.
    m_tableView->sortByColumn(resource.namespaced ? m_table->namespaceColumn() : m_table->nameColumn(),
                              Qt::AscendingOrder);
    restoreColumnsAndSort();
    const QModelIndex at = m_navigator->indexOf(resource.group, resource.name);
    if (at.isValid() && m_navigatorView->currentIndex() != at) {
        QSignalBlocker block(m_navigatorView->selectionModel());
        m_navigatorView->setCurrentIndex(at);
    }
    m_treeView->setColumnHidden(NamespaceTreeModel::CountColumn,
                                !resource.namespaced); // nothing to count per namespace
    retranslate();                                     // the filter names the kind
    updateCounts();
    updatePlaceholder();
    if (m_pastMs)
        showPast(m_pastMs); // the timeline shows every kind as it was at that moment
}

void MainWindow::onBatch(const RowBatch &batch)
{
    if (m_pastMs)
        return; // the table shows the past; Live subscribes again and lists what is there now
    m_table->applyBatch(batch);
    m_events->applyObjectBatch(batch, m_resource.kind,
                               m_table->statusColumn() >= 0 ? m_table->printerColumn(m_table->statusColumn())
                                                            : -1,
                               m_currentContext);
    updatePlaceholder();
}

void MainWindow::updateNavigator()
{
    if (!m_session)
        return;
    m_navigator->setResources(m_session->resources(), m_session->customResourceNames());
    m_navigatorView->expandAll();
    if (!m_pendingResource.isEmpty()) {
        const ApiResource *remembered = m_session->findResource(m_pendingGroup, m_pendingResource);
        if (remembered && !(remembered->gvr() == m_resource.gvr()))
            showResource(*remembered);
        else if (m_resource.name.isEmpty())
            showResource(m_pendingFallback); // the cluster no longer serves it
        m_pendingGroup.clear();
        m_pendingResource.clear();
    }
    // Keep the kind shown selected; one that went away (its CRD deleted) says so in place of its rows.
    if (!m_resource.name.isEmpty()) {
        const QModelIndex at = m_navigator->indexOf(m_resource.group, m_resource.name);
        if (at.isValid()) {
            QSignalBlocker block(m_navigatorView->selectionModel());
            m_navigatorView->setCurrentIndex(at);
        }
    }
}

void MainWindow::applyColumnLayout()
{
    QHeaderView *header = m_tableView->horizontalHeader();
    const bool namespaceShown =
        m_table->isNamespaced() && m_namespaceCombo->currentData().toString().isEmpty();
    int fixed = 0;
    const QFontMetrics metrics = header->fontMetrics();
    QList<std::pair<int, int>> widths; // (column, width) of the shown columns but NAME
    for (int column = 0; column < m_table->columnCount(); ++column) {
        const bool hidden = (column == m_table->namespaceColumn() && !namespaceShown) ||
                            (m_table->isWideColumn(column) && !m_showWideColumns);
        m_tableView->setColumnHidden(column, hidden);
        if (hidden || column == m_table->nameColumn())
            continue;
        // Wide enough for the header and a typical value; NAME takes what is left and elides.
        const QString title = m_table->headerData(column, Qt::Horizontal).toString();
        int width = metrics.horizontalAdvance(title) + 28;
        if (const auto saved = m_savedWidths.constFind(columnId(m_table, column)); saved != m_savedWidths.constEnd() && column != m_table->clusterColumn())
            width = std::max(minimumColumnWidth, saved->toInt());
        else if (column == m_table->namespaceColumn())
            width = std::max(width, namespaceColumnWidth);
        else if (column == m_table->clusterColumn()) {
            // As wide as the open clusters' names, so that the kind's own columns still fit at 1280x800.
            for (const QString &context : m_clusters->contexts())
                width = std::max(width, metrics.horizontalAdvance(context) + 16);
            width = std::min(width, namespaceColumnWidth);
        }
        else if (title == m_table->headerData(m_table->statusColumn(), Qt::Horizontal).toString())
            width = std::max(width, metrics.horizontalAdvance(QStringLiteral("CrashLoopBackOff")) + 40);
        else if (const PrintColumn *info = m_table->columnInfo(column);
                 info && info->name == QLatin1String("Restarts"))
            width = std::max(width, metrics.horizontalAdvance(QStringLiteral("12 (59m ago)")) + 16);
        else
            width = std::max(width, metrics.horizontalAdvance(QStringLiteral("00000000")));
        widths.append({column, width});
        fixed += width;
    }
    const int nameFloor = fitColumns(widths, fixed);
    for (const auto &[column, width] : std::as_const(widths)) {
        header->setSectionResizeMode(column, QHeaderView::Interactive);
        const QScopedValueRollback laying(m_layingOutColumns, true);
        header->resizeSection(column, width);
    }
    const int name = m_table->nameColumn();
    if (name >= 0 && name < m_table->columnCount()) {
        header->setSectionResizeMode(name, QHeaderView::Interactive);
        const QScopedValueRollback laying(m_layingOutColumns, true);
        header->resizeSection(name,
                              std::max(nameFloor, m_tableView->viewport()->width() - fixed));
    }
}

int MainWindow::fitColumns(QList<std::pair<int, int>> &widths, int &fixed) const
{
    // Too wide for the viewport with NAME at its minimum (CLUSTER and NAMESPACE beside a pod's columns at
    // 1280x800): CLUSTER and NAMESPACE give up width first, down to their titles, then NAME down to a narrower
    // floor, then STATUS (their text elides in the middle; the tooltip and details say it whole). Widths the
    // user chose are kept.
    int excess = fixed + nameColumnMinimumWidth - m_tableView->viewport()->width();
    int nameFloor = nameColumnMinimumWidth;
    const QFontMetrics metrics = m_tableView->horizontalHeader()->fontMetrics();
    const auto narrow = [&](int elidable) {
        for (auto &[column, width] : widths) {
            if (excess <= 0 || column != elidable || (column != m_table->clusterColumn() && m_savedWidths.contains(columnId(m_table, column))))
                continue;
            // Ten characters at least: a short title (zh_CN's) would leave a cluster's name as "st…in".
            const int least = std::max({minimumColumnWidth, metrics.horizontalAdvance(m_table->headerData(column, Qt::Horizontal).toString()) + 28,
                                        metrics.horizontalAdvance(QStringLiteral("0000000000"))});
            const int taken = std::clamp(excess, 0, std::max(0, width - least));
            width -= taken;
            fixed -= taken;
            excess -= taken;
        }
    };
    narrow(m_table->clusterColumn());
    narrow(m_table->namespaceColumn());
    const int nameTaken = std::clamp(excess, 0, nameColumnMinimumWidth - nameColumnSqueezedWidth);
    nameFloor -= nameTaken;
    excess -= nameTaken;
    narrow(m_table->statusColumn());
    return nameFloor;
}

void MainWindow::updateNamespaceChoices()
{
    QStringList names = m_tree->namespaces();
    QStringList shown;
    for (int i = 1; i < m_namespaceCombo->count(); ++i)
        shown.append(m_namespaceCombo->itemData(i).toString());
    if (shown == names)
        return;
    const QString current = m_namespaceCombo->currentData().toString();
    QSignalBlocker block(m_namespaceCombo);
    while (m_namespaceCombo->count() > 1)
        m_namespaceCombo->removeItem(1);
    for (const QString &name : std::as_const(names))
        m_namespaceCombo->addItem(QIcon(QStringLiteral(":/icons/namespace.svg")), name, name);
    const int at = m_namespaceCombo->findData(current);
    if (at >= 0)
        m_namespaceCombo->setCurrentIndex(at);
    else if (!current.isEmpty()) {
        m_namespaceCombo->addItem(current,
                                  current); // keep the user's choice while that namespace is not listed (yet)
        m_namespaceCombo->setCurrentIndex(m_namespaceCombo->count() - 1);
    }
}

void MainWindow::showBanner(const QString &text, bool error)
{
    m_bannerSource = text;
    m_bannerIsError = error;
    m_banner->setVisible(!text.isEmpty());
    m_banner->setText(text);
    m_banner->setStyleSheet(
        error ? QStringLiteral("background:#fdecea;color:#8a1c1c;border:1px solid #f5c2c0")
              : QStringLiteral("background:#e8f0fe;color:#1a3e72;border:1px solid #c4d7fb"));
}

QString MainWindow::bannerText() const
{
    return m_banner->isVisible() ? m_banner->text() : QString();
}

QString MainWindow::statusText() const
{
    return QStringList{m_stateLabel->text(), m_versionLabel->text(), m_countLabel->text(),
                       m_errorLabel->text()}
        .join(QStringLiteral(" | "));
}

QString MainWindow::placeholderText() const
{
    return m_placeholder->isVisible() ? m_placeholder->text() : QString();
}

void MainWindow::updatePlaceholder()
{
    QString text;
    bool error = false;
    if (!m_subscription && m_session && !m_pendingResource.isEmpty()) {
        text = tr("Waiting for the server's list of resources to open %1…").arg(m_pendingResource);
    } else if (m_subscription && m_proxy->rowCount() == 0) {
        switch (m_subscription->state()) {
        case ResourceSubscription::State::Forbidden:
        case ResourceSubscription::State::Failed:
            text = m_subscription->placeholderText();
            error = true;
            break;
        case ResourceSubscription::State::Listing:
            text = m_subscription->placeholderText();
            break;
        case ResourceSubscription::State::Synced:
            text = m_table->rowCount() > 0 && m_proxy->isFiltering()
                       ? tr("No %1 match the filters.").arg(m_resource.name)
                   : m_subscription->namespaceName().isEmpty()
                       ? tr("There are no %1.").arg(m_resource.name)
                       : tr("There are no %1 in namespace \"%2\".")
                             .arg(m_resource.name, m_subscription->namespaceName());
            break;
        }
    }
    m_placeholder->setText(text);
    m_placeholder->setStyleSheet(error ? QStringLiteral("color:#8a1c1c") : QStringLiteral("color:gray"));
    m_placeholder->setGeometry(m_tableView->viewport()->rect());
    m_placeholder->setVisible(!text.isEmpty());
}

void MainWindow::updateCounts()
{
    // After the proxy has settled (rows inserted reach the window before the proxy's own bookkeeping ends).
    if (m_countsPending)
        return;
    m_countsPending = true;
    QTimer::singleShot(0, this, [this] {
        m_countsPending = false;
        const bool synced = m_subscription && m_subscription->state() == ResourceSubscription::State::Synced;
        const QString kind = m_resource.name;
        m_tree->setCounts(m_table->namespaceCounts(), kind, synced && m_table->isNamespaced());
        if (!synced)
            m_countLabel->clear();
        else if (m_allClusters)
            m_countLabel->setText(tr("%1: %2 of %3 shown, in %n open cluster(s)", nullptr, int(m_clusters->contexts().size()))
                                      .arg(kind).arg(m_proxy->rowCount()).arg(m_table->rowCount()));
        else if (m_proxy->rowCount() == m_table->rowCount())
            m_countLabel->setText(tr("%1: %2").arg(kind).arg(m_table->rowCount()));
        else
            m_countLabel->setText(
                tr("%1: %2 of %3 shown").arg(kind).arg(m_proxy->rowCount()).arg(m_table->rowCount()));
        updatePlaceholder();
    });
}

void MainWindow::updateStatus()
{
    m_pauseAction->setText(m_pauseAction->isChecked()
                               ? tr("Resume (%n buffered)", nullptr, m_events->bufferedCount())
                               : tr("Pause"));
    m_disconnectAction->setEnabled(bool(m_session));
    m_closeClusterAction->setEnabled(bool(m_session));
    if (!m_session) {
        m_stateLabel->setText(tr("Not connected"));
        m_versionLabel->clear();
        m_countLabel->clear();
        m_errorLabel->clear();
        return;
    }
    const ClusterSession &session = *m_session;
    const QString server = session.config().host.toString();
    const QString waiting = m_subscription ? m_subscription->waitingText() : QString();
    switch (session.state()) {
    case ClusterSession::State::Connecting:
        m_stateLabel->setText(
            tr("Connecting to %1 (context %2) — %n s", nullptr, int(session.connectingMs() / 1000))
                .arg(server, m_currentContext));
        break;
    case ClusterSession::State::Synced:
        m_stateLabel->setText(waiting.isEmpty() ? tr("Connected") : waiting);
        break;
    case ClusterSession::State::Unreachable:
        m_stateLabel->setText(tr("Unreachable, retrying"));
        break;
    case ClusterSession::State::Unauthorized:
        m_stateLabel->setText(tr("Not authorized"));
        break;
    case ClusterSession::State::TlsError:
        m_stateLabel->setText(tr("TLS error"));
        break;
    }
    m_versionLabel->setText(session.serverVersion().isEmpty() ? QString()
                                                              : tr("Server %1").arg(session.serverVersion()));
    const Error error = session.lastError();
    m_errorLabel->setText(error ? error.message().left(120) : QString());
    m_errorLabel->setToolTip(error ? error.toString() : QString());
    if (m_subscription && m_subscription->state() == ResourceSubscription::State::Listing)
        updatePlaceholder(); // "Listing … — 3 s" counts up

    // The state, where it applies, with what to do about it.
    switch (session.state()) {
    case ClusterSession::State::Unreachable:
        showBanner(tr("Cannot reach %1: %2. qkube keeps retrying with backoff and recovers by itself once "
                      "the server answers.")
                       .arg(server, error.message()),
                   true);
        return;
    case ClusterSession::State::Unauthorized:
        showBanner(tr("The server does not accept the credentials of user \"%1\" (%2). qkube asked the "
                      "credential plugin once more; log in again or fix the kubeconfig, then press F5.")
                       .arg(session.config().userName, error.message()),
                   true);
        return;
    case ClusterSession::State::TlsError:
        showBanner(tr("TLS problem with %1: %2. Check certificate-authority and tls-server-name of the "
                      "cluster in the kubeconfig.")
                       .arg(server, error.message()),
                   true);
        return;
    default:
        break;
    }
    if (m_pastMs && !m_pastBanner.isEmpty()) {
        showBanner(m_pastBanner, false); // the past stays marked as such until Live
        return;
    }
    const QString notice = m_subscription ? m_subscription->notice() : QString();
    if (!notice.isEmpty())
        showBanner(notice, false);
    else if (!m_bannerSource.isEmpty() && !m_bannerIsError)
        showBanner({}, false);
    else if (m_bannerIsError && session.state() == ClusterSession::State::Synced)
        showBanner({}, false);
}

MainWindow::Selection MainWindow::selectionAt(const QModelIndex &index) const
{
    const int source = m_proxy->mapToSource(index).row();
    const ResourceRow *row = m_table->row(source);
    if (!index.isValid() || !row)
        return {};
    return {m_table->spansClusters() ? m_table->clusterOf(source) : m_currentContext, m_resource, QString::fromUtf8(row->keyNamespace()), QString::fromUtf8(row->keyName()),
            QString::fromUtf8(row->object.uid())};
}

void MainWindow::selectedRowChanged(const QModelIndex &current)
{
    if (m_rowsChanging || !current.isValid())
        return;
    const Selection chosen = selectionAt(current);
    if (!m_selectionGone && chosen.context == m_selection.context && chosen.key() == m_selection.key() && chosen.uid == m_selection.uid &&
        chosen.resource.gvr() == m_selection.resource.gvr())
        return;
    openSelection(chosen, true);
}

void MainWindow::openSelection(const Selection &selection, bool remember)
{
    const Selection previous = m_selection;
    if (selection.resource.gvr() != m_resource.gvr())
        showResource(selection.resource); // drops the selection with the old kind's rows
    if (remember && !previous.isNull() &&
        (previous.key() != selection.key() || previous.context != selection.context || previous.resource.gvr() != selection.resource.gvr())) {
        m_back.append(previous);
        m_forward.clear();
    }
    setSelection(selection);
}

void MainWindow::setSelection(const Selection &selection)
{
    stopLogs();
    m_selection = selection;
    m_selectionGone = false;
    m_selectionListed = false;
    {
        QSignalBlocker block(m_details->managedFieldsBox());
        m_details->managedFieldsBox()->setChecked(false);
    }
    m_details->showLoading(selection.key());
    if (ClusterSession *session = sessionOf(selection))
        m_details->setHistory(session->journal(), selection.context, selection.resource.gvr(), selection.namespaceName,
                              selection.name, selection.uid);
    m_objectEvents->setClusters({selection.context.isEmpty() ? m_currentContext : selection.context});
    m_objectEvents->setObjectFilter(selection.namespaceName, selection.resource.kind, selection.name, selection.uid);
    followSelection();
    syncSelectionToRows();
    updateActions();
}

void MainWindow::clearSelection()
{
    stopLogs();
    delete m_follower;
    delete m_related;
    m_selection = {};
    m_selectionGone = false;
    m_selectionListed = false;
    m_details->clear();
    m_objectEvents->setObjectFilter({}, {}, {}); // no object: no events
    updateActions();
}

void MainWindow::followSelection()
{
    delete m_follower;
    delete m_related;
    ClusterSession *session = sessionOf(m_selection);
    if (!session || m_selection.isNull())
        return;
    // The informer the table shares when the object is of the table's kind; no request per change.
    const ResourceSubscription *listing = session == m_session ? m_subscription.get() : m_spanSubscriptions.value(m_selection.context).get();
    const QString scope = listing && listing->resource().gvr() == m_selection.resource.gvr() ? listing->namespaceName() : QString();
    m_follower = new ObjectFollower(session, m_selection.resource, scope, m_selection.key(), m_selection.uid, this);
    QPointer<ClusterSession> follows = session;
    connect(m_follower, &ObjectFollower::changed, this, [this, follows](const ObjectDetails &details) {
        if (!follows)
            return;
        if (m_selectionGone)
            return;
        if (m_selection.uid.isEmpty()) {
            m_selection.uid = details.uid; // opened by name: from now on this object, not a namesake
            m_objectEvents->setObjectFilter(m_selection.namespaceName, m_selection.resource.kind, m_selection.name,
                                            m_selection.uid);
        }
        followRelated(follows, details);
        if (m_details->managedFieldsBox()->isChecked()) // informers drop them: ask the server
            follows->fetchDetails(m_selection.resource, m_selection.namespaceName, m_selection.name, true);
        else
            m_details->showDetails(details);
        showLogsIfWanted();
        updateActions(); // cordon or uncordon, suspend or resume: whichever the new state allows
    });
    connect(m_follower, &ObjectFollower::gone, this, [this] {
        markSelectionGone(tr("%1 %2 was deleted. This is its last state; select an object to act on it.")
                              .arg(m_selection.resource.kind, m_selection.key()));
    });
}

void MainWindow::followRelated(ClusterSession *session, const ObjectDetails &details)
{
    // A new version may select other objects (a Service's selector edited): then the queries start again.
    QString queries;
    for (const RelatedQuery &query : details.related)
        queries += QStringLiteral("%1|%2|%3|%4|%5|%6;").arg(query.gvr.groupVersion() + QLatin1Char('/') + query.gvr.resource, query.namespaceName, query.labelSelector,
                                                           query.fieldSelector, QString::number(int(query.match)), query.value);
    if (m_related && m_related->uid() == details.uid && m_relatedQueries == queries)
        return;
    delete m_related;
    m_relatedQueries = queries;
    m_related = new RelatedFollower(session, details.key, details.uid, details.related, this);
    connect(m_related, &RelatedFollower::changed, this, [this](const QList<RelatedObjects> &related) {
        if (!m_selectionGone)
            m_details->showRelated(related);
    });
}

void MainWindow::syncSelectionToRows()
{
    if (m_selection.isNull() || m_selectionGone || m_selection.resource.gvr() != m_resource.gvr())
        return;
    const int source = m_table->spansClusters() ? m_table->rowOf(m_selection.context, m_selection.key().toUtf8())
                                                : m_table->rowOf(m_selection.key().toUtf8());
    const ResourceRow *row = m_table->row(source);
    if (!row || (!m_selection.uid.isEmpty() && QString::fromUtf8(row->object.uid()) != m_selection.uid)) {
        if (m_selectionListed)
            markSelectionGone(tr("%1 %2 was deleted. This is its last state; select an object to act on it.")
                                  .arg(m_selection.resource.kind, m_selection.key()));
        return; // not listed yet (opened by a link while its kind lists)
    }
    const QModelIndex at = m_proxy->mapFromSource(m_table->index(source, 0));
    if (!at.isValid()) {
        markSelectionGone(tr("%1 %2 is hidden by the filters. This is its last state; select an object to act on it.")
                              .arg(m_selection.resource.kind, m_selection.key()));
        return;
    }
    QItemSelectionModel *selection = m_tableView->selectionModel();
    if (selection->currentIndex().row() == at.row() && selection->isRowSelected(at.row()))
        return;
    const QScopedValueRollback guard(m_rowsChanging, true);
    // The first time it is listed (opened by a link) it becomes the selected row; later only the current one.
    selection->setCurrentIndex(at, m_selectionListed ? QItemSelectionModel::NoUpdate
                                                     : QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    if (!m_selectionListed)
        m_tableView->scrollTo(at);
    m_selectionListed = true;
}

void MainWindow::markSelectionGone(const QString &reason)
{
    if (m_selectionGone)
        return;
    m_selectionGone = true;
    m_details->showGone(reason);
    {
        // No row stands for it any more: nothing stays highlighted that an action could be taken for.
        const QScopedValueRollback guard(m_rowsChanging, true);
        m_tableView->selectionModel()->clear();
    }
    updateActions();
}

QList<MainWindow::Selection> MainWindow::objectsToActOn() const
{
    if (!m_session)
        return {};
    const QModelIndexList rows = m_tableView->selectionModel()->selectedRows();
    if (rows.size() > 1) {
        QList<Selection> objects;
        for (const QModelIndex &index : rows)
            objects.append(selectionAt(index));
        return objects;
    }
    if (m_selection.isNull() || m_selectionGone)
        return {};
    return {m_selection};
}

void MainWindow::updateActions()
{
    if (!m_deleteAction || !m_backAction)
        return;
    const QList<Selection> objects = objectsToActOn();
    m_deleteAction->setEnabled(!objects.isEmpty());
    m_copyNameAction->setEnabled(objects.size() == 1);
    m_newResourceAction->setEnabled(m_session != nullptr);
    m_applyFileAction->setEnabled(m_session != nullptr);
    m_editYamlAction->setEnabled(objects.size() == 1 && objects.first().resource.verbs.contains(QLatin1String("update")));
    m_copyKeyAction->setEnabled(objects.size() == 1);
    const bool apps = objects.size() == 1 && objects.first().resource.group == QLatin1String("apps");
    const QString resource = apps ? objects.first().resource.name : QString();
    m_scaleAction->setEnabled(resource == QLatin1String("deployments") || resource == QLatin1String("statefulsets") ||
                              resource == QLatin1String("replicasets"));
    m_restartAction->setEnabled(resource == QLatin1String("deployments") || resource == QLatin1String("statefulsets") ||
                                resource == QLatin1String("daemonsets"));
    // Cordon and suspend act on what the pane shows (the single selection); each offers the change it makes.
    const bool single = objects.size() == 1 && m_details->hasObject() && m_details->shownDetails().uid == objects.first().uid;
    const bool node = single && objects.first().resource.group.isEmpty() && objects.first().resource.name == QLatin1String("nodes");
    const bool cronJob = single && objects.first().resource.group == QLatin1String("batch") &&
                         objects.first().resource.name == QLatin1String("cronjobs");
    const QString unschedulable = node ? fieldText("Unschedulable") : QString();
    const QString suspended = cronJob ? fieldText("Suspended") : QString();
    m_cordonAction->setEnabled(node && unschedulable != QLatin1String("true"));
    m_uncordonAction->setEnabled(node && unschedulable == QLatin1String("true"));
    m_suspendAction->setEnabled(cronJob && suspended == QLatin1String("false"));
    m_resumeAction->setEnabled(cronJob && suspended == QLatin1String("true"));
    m_triggerAction->setEnabled(cronJob);
    m_drainAction->setEnabled(node);
    m_backAction->setEnabled(!m_back.isEmpty());
    m_forwardAction->setEnabled(!m_forward.isEmpty());
    if (m_pastMs) {
        // The past is read-only: nothing acts on objects that may no longer be as shown.
        for (QAction *action : {m_deleteAction, m_editYamlAction, m_scaleAction, m_restartAction, m_cordonAction,
                                m_uncordonAction, m_suspendAction, m_resumeAction, m_triggerAction, m_drainAction})
            action->setEnabled(false);
    }
}

void MainWindow::showPast(qint64 timeMs)
{
    if (!m_session || !m_subscription || m_allClusters) {
        statusBar()->showMessage(tr("The timeline shows one cluster's table: choose a cluster, not All clusters."), 8000);
        m_timeline->goLive();
        return;
    }
    m_pastMs = timeMs;
    // The rows are worked out on the thread pool (every object printed); the newest request wins.
    const std::shared_ptr<const Journal> journal = m_session->journal();
    const QString cluster = m_currentContext;
    const GroupVersionResource gvr = m_resource.gvr();
    const std::shared_ptr<const Printer> printer = m_session->printerFor(m_resource);
    detail::offThread(
        this,
        [journal, cluster, gvr, printer, timeMs] {
            return PastRows::at(*journal, cluster, gvr, timeMs, printer);
        },
        [this, timeMs](const Result<RowBatch> &rows) {
            if (m_pastMs == timeMs)
                applyPast(rows, timeMs);
        });
}

void MainWindow::applyPast(const Result<RowBatch> &rows, qint64 timeMs)
{
    clearSelection();
    m_table->clear();
    if (!rows) {
        m_pastBanner = tr("The journal cannot show %1 at %2: %3")
                           .arg(m_resource.name, QDateTime::fromMSecsSinceEpoch(timeMs).toString(Qt::ISODate),
                                rows.error().toString());
        showBanner(m_pastBanner, true);
        return;
    }
    m_table->applyBatch(*rows);
    m_eventProxy->setShownUntil(timeMs);
    m_pastBanner = tr("The past, read-only: %1 as qkube saw them at %2 (from the journal). Live returns to now.")
                       .arg(m_resource.name, QDateTime::fromMSecsSinceEpoch(timeMs).toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")));
    showBanner(m_pastBanner, false);
    updateActions();
    updateCounts();
    updatePlaceholder();
}

void MainWindow::exportJournal(const QString &path)
{
    exportJournalSelection(path, JournalSelection());
}

void MainWindow::exportJournalSelection(const QString &path, const JournalSelection &selection)
{
    if (!m_session)
        return;
    // Written on the thread pool: a full journal is hundreds of MB of JSON.
    const std::shared_ptr<const Journal> journal = m_session->journal();
    detail::offThread(
        this, [journal, path, selection] { return selection.save(*journal, path); },
        [this, path](const Result<qsizetype> &written) {
            const Error error = written ? Error() : written.error();
            if (error)
                showBanner(tr("Could not export the journal to %1: %2").arg(path, error.toString()), true);
            else
                statusBar()->showMessage(
                    tr("Exported %n change(s) to %1", nullptr, int(written.value())).arg(path), 8000);
            Q_EMIT journalExported(path, error);
        });
}

void MainWindow::buildJournalActions()
{
    m_openJournalAction = new QAction(this);
    m_openJournalAction->setObjectName(QStringLiteral("openJournalAction"));
    connect(m_openJournalAction, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open a Journal"), QString(), tr("JSON lines (*.jsonl);;All files (*)"));
        if (!path.isEmpty())
            openJournalFile(path);
    });
    const auto exportAs = [this](const QString &title, const QString &name, std::function<JournalSelection()> selection) {
        const QString path = QFileDialog::getSaveFileName(this, title, name, tr("JSON lines (*.jsonl)"));
        if (!path.isEmpty())
            exportJournalSelection(path, selection());
    };
    m_exportSpanAction = new QAction(this);
    m_exportSpanAction->setObjectName(QStringLiteral("exportSpanAction"));
    m_exportSpanAction->setEnabled(false);
    connect(m_exportSpanAction, &QAction::triggered, this, [this, exportAs] {
        exportAs(tr("Export the Timeline's Span"), QStringLiteral("qkube-journal-span.jsonl"),
                 [this] { return JournalSelection::span(m_timeline->spanFromMs(), m_timeline->spanToMs()); });
    });
    connect(m_timeline, &TimelineBar::spanChanged, this, [this] { m_exportSpanAction->setEnabled(m_timeline->hasSpan()); });
    m_exportKindAction = new QAction(this);
    m_exportKindAction->setObjectName(QStringLiteral("exportKindAction"));
    connect(m_exportKindAction, &QAction::triggered, this, [this, exportAs] {
        if (m_resource.name.isEmpty())
            return;
        exportAs(tr("Export This Kind's Journal"), QStringLiteral("qkube-journal-%1.jsonl").arg(m_resource.name),
                 [this] { return JournalSelection::kind(m_currentContext, m_resource.gvr()); });
    });
    // Beside Export the Journal…, in the File menu.
    const QList<QAction *> fileActions = m_fileMenu->actions();
    const qsizetype at = fileActions.indexOf(m_exportJournalAction);
    m_fileMenu->insertActions(fileActions.value(at + 1), {m_exportSpanAction, m_exportKindAction, m_openJournalAction});
    m_journalLimitAction = new QAction(this);
    m_journalLimitAction->setObjectName(QStringLiteral("journalLimitAction"));
    connect(m_journalLimitAction, &QAction::triggered, this, [this] {
        if (const std::optional<qint64> bytes = JournalSettings::ask(this, journalLimit()))
            setJournalLimit(*bytes);
    });
    m_viewMenu->addAction(m_journalLimitAction);
}

void MainWindow::retranslateJournalActions()
{
    m_openJournalAction->setText(tr("&Open a Journal…"));
    m_openJournalAction->setToolTip(tr("Browse a journal file (exported, or recorded by qkubectl get -w --journal) offline, with its timeline"));
    m_exportSpanAction->setText(tr("Export the Timeline's &Span…"));
    m_exportSpanAction->setToolTip(tr("The changes in the span selected on the timeline (shift-drag on it)"));
    m_exportKindAction->setText(tr("Export This &Kind's Journal…"));
    m_exportKindAction->setToolTip(tr("The changes to the objects of the kind shown, in this cluster"));
    m_journalLimitAction->setText(tr("Journal &Limit…"));
    m_journalLimitAction->setToolTip(tr("The most memory each cluster's journal may use (now %1)").arg(ByteSize::text(journalLimit())));
}

qint64 MainWindow::journalLimit() const
{
    return m_options.journalLimit > 0 ? m_options.journalLimit : JournalSettings::byteLimit();
}

void MainWindow::setJournalLimit(qint64 bytes)
{
    JournalSettings::setByteLimit(bytes);
    m_options.journalLimit = 0; // the setting from now on
    retranslateJournalActions();
    QList<std::shared_ptr<Journal>> journals;
    for (const QString &context : m_clusters->contexts())
        if (ClusterSession *session = m_clusters->session(context))
            journals.append(session->journal());
    // Shrinking drops the oldest changes of a journal of hundreds of MB: not on the GUI thread.
    detail::offThread(
        this,
        [journals, bytes] {
            for (const std::shared_ptr<Journal> &journal : journals)
                journal->setByteLimit(bytes);
        },
        [this, bytes] { Q_EMIT journalLimitApplied(bytes); });
}

void MainWindow::openJournalFile(const QString &path)
{
    auto *window = new JournalWindow(path, journalLimit());
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->show();
}

void MainWindow::showLive()
{
    if (!m_pastMs)
        return;
    m_pastMs = 0;
    m_pastBanner.clear();
    m_eventProxy->setShownUntil(0);
    showBanner({}, false);
    if (m_session && !m_resource.name.isEmpty())
        showResource(m_resource); // subscribes again: the informer's cache is the present
    updateActions();
}

bool MainWindow::openObject(const ObjectLink &link)
{
    // A link in the details of an object of another cluster (the "All clusters" table) opens in that cluster.
    const QString context = m_allClusters && !m_selection.isNull() ? m_selection.context : m_currentContext;
    ClusterSession *session = m_allClusters ? m_clusters->session(context) : m_session.get();
    if (!session)
        return false;
    const ApiResource *resource = nullptr;
    for (const ApiResource &candidate : session->resources())
        if (!resource && candidate.kind == link.kind && candidate.group == link.group())
            resource = &candidate;
    if (!resource) {
        statusBar()->showMessage(
            tr("The server serves no %1 (%2): cannot open %3.").arg(link.kind, link.apiVersion, link.name), 8000);
        return false;
    }
    // Filters chosen for the last table would hide the object the user asked for: a link starts unfiltered.
    m_filterEdit->clear();
    if (!m_selectorEdit->text().isEmpty()) {
        m_selectorEdit->clear();
        applyLabelSelector();
    }
    if (resource->namespaced && !m_namespaceCombo->currentData().toString().isEmpty() &&
        m_namespaceCombo->currentData().toString() != link.namespaceName)
        m_namespaceCombo->setCurrentIndex(0);
    openSelection({context, *resource, resource->namespaced ? link.namespaceName : QString(), link.name, link.uid},
                  true);
    return true;
}

void MainWindow::goBack()
{
    if (m_back.isEmpty() || !m_session)
        return;
    if (!m_selection.isNull())
        m_forward.append(m_selection);
    openSelection(m_back.takeLast(), false);
}

void MainWindow::goForward()
{
    if (m_forward.isEmpty() || !m_session)
        return;
    if (!m_selection.isNull())
        m_back.append(m_selection);
    openSelection(m_forward.takeLast(), false);
}

void MainWindow::copySelected(bool withNamespace)
{
    const QList<Selection> objects = objectsToActOn();
    if (objects.size() == 1)
        QApplication::clipboard()->setText(withNamespace ? objects.first().key() : objects.first().name);
}

void MainWindow::deleteSelected()
{
    const QList<Selection> objects = objectsToActOn();
    if (objects.isEmpty())
        return;
    const ApiResource resource = objects.first().resource;
    QStringList keys;
    QStringList contexts;
    // Each object goes to the cluster it was listed in (rows of the "All clusters" table come from several).
    QList<QPointer<ClusterSession>> sessions;
    for (const Selection &object : objects) {
        keys.append(object.key());
        if (!contexts.contains(object.context))
            contexts.append(object.context);
        sessions.append(sessionOf(object));
    }
    if (contexts.size() > 1)
        for (qsizetype i = 0; i < keys.size(); ++i)
            keys[i] = objects[i].context + QLatin1Char(':') + keys[i];
    // Not exec(): the window keeps running while the question is open. What it deletes is fixed now, by uid.
    auto *dialog = new DeleteDialog(resource.kind, keys, contexts.join(QStringLiteral(", ")),
                                    resource.group.isEmpty() && resource.name == QLatin1String("pods"), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [sessions, objects, dialog] {
        for (qsizetype i = 0; i < objects.size(); ++i)
            if (ClusterSession *session = sessions[i])
                session->deleteObject(objects[i].resource, objects[i].namespaceName, objects[i].name, objects[i].uid, dialog->options());
    });
    dialog->open();
}

void MainWindow::editSelected()
{
    const QList<Selection> objects = objectsToActOn();
    if (objects.size() != 1 || !sessionOf(objects.first()) || !m_editYamlAction->isEnabled())
        return;
    const Selection object = objects.first();
    auto *editor = new YamlEditor(new ObjectEditor(sessionOf(object), object.resource, object.namespaceName, object.name),
                                  object.context, this);
    editor->setAttribute(Qt::WA_DeleteOnClose);
    connect(editor, &YamlEditor::saved, this, [this](const QString &key, const QString &resourceVersion) {
        statusBar()->showMessage(tr("%1 saved (resourceVersion %2)").arg(key, resourceVersion), 5000);
    });
    editor->show();
}

ManifestApplier *MainWindow::newManifestApplier()
{
    const QString shown = m_namespaceCombo->currentData().toString();
    return new ManifestApplier(m_session.get(), shown == allNamespacesKey ? QString() : shown);
}

void MainWindow::newResource()
{
    if (!m_session)
        return;
    const QString shown = m_namespaceCombo->currentData().toString();
    auto *dialog = new ManifestDialog(newManifestApplier(), m_currentContext, shown == allNamespacesKey ? m_session->fallbackNamespace() : shown, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

void MainWindow::applyFile()
{
    if (!m_session)
        return;
    auto *chooser = new QFileDialog(this, tr("Apply file"), QString(), tr("YAML manifests (*.yaml *.yml *.json);;All files (*)"));
    chooser->setObjectName(QStringLiteral("applyFileChooser"));
    chooser->setAttribute(Qt::WA_DeleteOnClose);
    chooser->setFileMode(QFileDialog::ExistingFile);
    connect(chooser, &QFileDialog::fileSelected, this, [this](const QString &path) {
        if (!m_session)
            return;
        auto *dialog = new ManifestDialog(newManifestApplier(), m_currentContext, m_session->fallbackNamespace(), this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
        dialog->applyFile(path);
    });
    chooser->open();
}

void MainWindow::scaleSelected()
{
    const QList<Selection> objects = objectsToActOn();
    if (objects.size() != 1 || !m_scaleAction->isEnabled())
        return;
    const Selection object = objects.first();
    auto *dialog = new QInputDialog(this);
    dialog->setObjectName(QStringLiteral("scaleDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Scale %1").arg(object.resource.kind));
    dialog->setLabelText(tr("Replicas of %1 %2 in context \"%3\":").arg(object.resource.kind, object.key(), object.context));
    dialog->setInputMode(QInputDialog::IntInput);
    dialog->setIntRange(0, maxScaleReplicas);
    dialog->setIntValue(std::max(0, m_details->shownDetails().desiredReplicas));
    QPointer<ClusterSession> session = sessionOf(object);
    connect(dialog, &QInputDialog::intValueSelected, this, [session, object](int replicas) {
        if (session)
            session->patchObject(object.resource, object.namespaceName, object.name, object.uid, QStringLiteral("scale"),
                                 QJsonObject{{QStringLiteral("spec"), QJsonObject{{QStringLiteral("replicas"), replicas}}}},
                                 tr("scale to %n replica(s)", nullptr, replicas));
    });
    dialog->open();
}

void MainWindow::confirmPatch(const QString &objectName, const QString &title, const QString &question, const QString &action,
                              std::function<QJsonObject()> makePatch)
{
    const QList<Selection> objects = objectsToActOn();
    if (objects.size() != 1)
        return;
    const Selection object = objects.first();
    auto *box = new QMessageBox(QMessageBox::Question, title, question, QMessageBox::Yes | QMessageBox::Cancel, this);
    box->setObjectName(objectName);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setDefaultButton(QMessageBox::Cancel);
    QPointer<ClusterSession> session = sessionOf(object);
    connect(box, &QMessageBox::finished, this, [session, object, action, makePatch](int result) {
        if (result == QMessageBox::Yes && session)
            session->patchObject(object.resource, object.namespaceName, object.name, object.uid, {}, makePatch(), action);
    });
    box->open();
}

void MainWindow::restartSelected()
{
    if (!m_restartAction->isEnabled())
        return;
    const Selection &object = m_selection;
    confirmPatch(QStringLiteral("restartConfirmation"), tr("Restart %1").arg(object.resource.kind),
                 tr("Restart %1 %2 in context \"%3\"? Its pods are replaced by a rollout.")
                     .arg(object.resource.kind, object.key(), object.context),
                 tr("restart"), [] {
                     // What kubectl rollout restart changes: a pod template annotation, so the controller rolls
                     // out anew.
                     const QJsonObject annotations{{QStringLiteral("kubectl.kubernetes.io/restartedAt"),
                                                    QDateTime::currentDateTimeUtc().toString(Qt::ISODate)}};
                     return QJsonObject{
                         {QStringLiteral("spec"),
                          QJsonObject{{QStringLiteral("template"),
                                       QJsonObject{{QStringLiteral("metadata"),
                                                    QJsonObject{{QStringLiteral("annotations"), annotations}}}}}}}};
                 });
}

void MainWindow::cordonSelected(bool cordon)
{
    if (!(cordon ? m_cordonAction : m_uncordonAction)->isEnabled())
        return;
    const QString name = m_selection.name;
    const QString context = m_selection.context;
    confirmPatch(QStringLiteral("cordonConfirmation"), cordon ? tr("Cordon node") : tr("Uncordon node"),
                 cordon ? tr("Cordon node %1 in context \"%2\"? No new pods are scheduled on it.").arg(name, context)
                        : tr("Uncordon node %1 in context \"%2\"? New pods may be scheduled on it again.").arg(name, context),
                 cordon ? tr("cordon") : tr("uncordon"), [cordon] {
                     return QJsonObject{{QStringLiteral("spec"), QJsonObject{{QStringLiteral("unschedulable"), cordon}}}};
                 });
}

void MainWindow::suspendSelected(bool suspend)
{
    if (!(suspend ? m_suspendAction : m_resumeAction)->isEnabled())
        return;
    const QString key = m_selection.key();
    const QString context = m_selection.context;
    confirmPatch(QStringLiteral("suspendConfirmation"), suspend ? tr("Suspend CronJob") : tr("Resume CronJob"),
                 suspend ? tr("Suspend CronJob %1 in context \"%2\"? It starts no new Jobs until resumed.").arg(key, context)
                         : tr("Resume CronJob %1 in context \"%2\"?").arg(key, context),
                 suspend ? tr("suspend") : tr("resume"), [suspend] {
                     return QJsonObject{{QStringLiteral("spec"), QJsonObject{{QStringLiteral("suspend"), suspend}}}};
                 });
}

void MainWindow::drainSelected()
{
    if (!m_drainAction->isEnabled() || !sessionOf(m_selection))
        return;
    auto *dialog = new DrainDialog(new NodeDrainer(sessionOf(m_selection), m_selection.name), m_selection.context, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

void MainWindow::triggerSelected()
{
    if (!m_triggerAction->isEnabled())
        return;
    const Selection object = m_selection;
    auto *box = new QMessageBox(QMessageBox::Question, tr("Trigger CronJob"),
                                tr("Run CronJob %1 in context \"%2\" now? A Job is created from its template.").arg(object.key(), object.context),
                                QMessageBox::Yes | QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("triggerConfirmation"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setDefaultButton(QMessageBox::Cancel);
    QPointer<ClusterSession> session = sessionOf(object);
    connect(box, &QMessageBox::finished, this, [session, object](int result) {
        if (result == QMessageBox::Yes && session)
            session->triggerCronJob(object.resource, object.namespaceName, object.name, object.uid);
    });
    box->open();
}

QString MainWindow::fieldText(const char *label) const
{
    for (const DetailsField &field : m_details->shownDetails().fields)
        if (qstrcmp(field.label, label) == 0)
            return field.value;
    return {};
}

namespace {

PodLogOptions logOptions(const ObjectDetails &pod, const LogRequest &request)
{
    PodLogOptions options = request.options(pod.namespaceName);
    options.pod = pod.name;
    return options;
}

// The chosen container, or (all containers) every regular one: init containers have finished or wait.
QList<PodLogTarget> logTargets(const ObjectDetails &pod, const LogRequest &request)
{
    QList<PodLogTarget> targets;
    for (const PodContainer &container : pod.containers)
        if (request.container.isEmpty() ? container.kind == PodContainer::Kind::Regular : container.name == request.container)
            targets.append({pod.name, container.name});
    return targets;
}

// The log the Logs tab reads: the chosen containers of the pod shown, or of every pod of the workload shown;
// nullptr when there is none to read.
PodLogFeed *newLogFeed(ClusterSession *session, const ObjectDetails &shown, const LogRequest &request, QObject *parent)
{
    if (!session)
        return nullptr;
    if (!shown.podSelector.isEmpty()) {
        PodLogOptions options = request.options(shown.namespaceName);
        options.container = request.container;
        return new PodLogFeed(session, options, shown.podSelector, parent);
    }
    const QList<PodLogTarget> targets = logTargets(shown, request);
    return targets.isEmpty() ? nullptr : new PodLogFeed(session, logOptions(shown, request), targets, parent);
}

} // namespace

void MainWindow::showLogsIfWanted()
{
    LogView *view = m_details->logView();
    const ObjectDetails &pod = m_details->shownDetails();
    if (pod.containers.isEmpty() || m_selectionGone)
        return;
    QList<LogContainer> containers;
    for (const PodContainer &container : pod.containers)
        containers.append({container.name, container.kind == PodContainer::Kind::Init        ? LogContainer::Kind::Init
                                           : container.kind == PodContainer::Kind::Ephemeral ? LogContainer::Kind::Ephemeral
                                                                                              : LogContainer::Kind::Regular});
    view->setContainers(containers);
    // Streams only while the tab is looked at; a pod shown again keeps the lines it has.
    if (m_details->currentWidget() == view && (m_logsUid != pod.uid || !m_logFeed))
        startLogs(view->request());
}

void MainWindow::startLogs(const LogRequest &request)
{
    delete m_logFeed;
    LogView *view = m_details->logView();
    const ObjectDetails &shown = m_details->shownDetails();
    m_logFeed = newLogFeed(sessionOf(m_selection), shown, request, this);
    if (!m_logFeed)
        return;
    if (m_logsUid != shown.uid)
        view->clear();
    m_logsUid = shown.uid;
    showLogFeed(m_logFeed, view, !shown.podSelector.isEmpty());
}

void MainWindow::stopLogs()
{
    delete m_logFeed;
    m_logsUid.clear();
    m_details->logView()->clear();
    m_details->logView()->setStreamState(LogStreamState::Idle);
}

void MainWindow::saveFullLog(const QString &path, const LogRequest &request)
{
    const ObjectDetails &shown = m_details->shownDetails();
    PodLogFeed *feed = newLogFeed(sessionOf(m_selection), shown, request, this);
    if (!feed)
        return;
    const bool prefixed = !shown.podSelector.isEmpty() || logTargets(shown, request).size() > 1;
    connect(new FullLogSaver(feed, path, prefixed, this), &FullLogSaver::done, this, &MainWindow::reportSaved);
}

void MainWindow::reportSaved(const QString &path, const QString &error)
{
    if (error.isEmpty())
        statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
    else
        showBanner(tr("Could not save %1: %2").arg(path, error), true);
}

void MainWindow::refresh()
{
    // Reconnects the current cluster from scratch; the other open clusters are left as they are.
    const QString context = m_currentContext;
    if (context.isEmpty())
        return;
    m_clusters->close(context);
    openContext(context, true, false);
}

void MainWindow::applyLabelSelector()
{
    const Error error = m_proxy->setLabelSelector(m_selectorEdit->text());
    m_selectorEdit->setStyleSheet(error ? QStringLiteral("background:#fdecea") : QString());
    m_selectorEdit->setToolTip(
        error ? error.message() : tr("Kubernetes label selector syntax: =, ==, !=, in, notin, key, !key"));
    if (error)
        statusBar()->showMessage(error.message(), 8000);
    updateSelectorLogsAction();
}

// Offered on the pod table with a valid label selector and one namespace chosen (a pod's log is read in its
// namespace).
void MainWindow::updateSelectorLogsAction()
{
    const bool pods = m_resource.group.isEmpty() && m_resource.name == QLatin1String("pods");
    const QString selector = m_selectorEdit->text().trimmed();
    m_selectorLogsAction->setEnabled(pods && m_session && !selector.isEmpty() &&
                                     !m_namespaceCombo->currentData().toString().isEmpty() &&
                                     LabelSelector::parse(selector).ok());
}

void MainWindow::openSelectorLogs()
{
    if (!m_selectorLogsAction->isEnabled())
        return;
    auto *window = new SelectorLogWindow(m_session.get(), m_currentContext, m_namespaceCombo->currentData().toString(),
                                         m_selectorEdit->text().trimmed(), this);
    window->show();
}
