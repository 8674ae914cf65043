// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "mainwindow.h"
#include "actionpermissions.h"
#include "actionregistry.h"
#include "bottompanel.h"
#include "clustercontroller.h"
#include "clusterview.h"
#include "commandpalette.h"
#include "containerfiles.h"
#include "containershells.h"
#include "detailspane.h"
#include "eventlogpane.h"
#include "inspectordock.h"
#include "journalactions.h"
#include "languagemanager.h"
#include "logview.h"
#include "namespacepane.h"
#include "navigatorpane.h"
#include "objectactions.h"
#include "openclusters.h"
#include "portforwardspane.h"
#include "scopebar.h"
#include "selectionlogs.h"
#include "selectorlogwindow.h"
#include "tablekeys.h"
#include "tablepane.h"
#include "timelinebar.h"
#include "timelinecontroller.h"
#include "windowlayout.h"
#include "windowmenubar.h"
#include "windowstatus.h"

#include "models/contextsmodel.h"
#include "models/eventlogmodel.h"
#include "session/clustersession.h"

#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QMouseEvent>
#include <QPlainTextEdit>
#include <QStatusBar>
#include <QTableView>
#include <QTextBrowser>
#include <QToolBar>
#include <QVBoxLayout>

using namespace kube;

namespace {
constexpr int statusRefreshMs = 1000;

QDockWidget *newDock(const char *name, QWidget *content, QMainWindow *window)
{
    auto *dock = new QDockWidget(window);
    dock->setObjectName(QLatin1String(name));
    dock->setWidget(content);
    return dock;
}
} // namespace

MainWindow::MainWindow(MainWindowOptions options, LanguageManager *languages, RequestLogging requestLogging,
                       QWidget *parent)
    : QMainWindow(parent), m_options(std::move(options)), m_requestLogging(std::move(requestLogging)),
      m_languages(languages), m_contexts(new ContextsModel(m_options.kubeconfig, this)),
      m_clusters(new OpenClusters(this))
{
    setObjectName(QStringLiteral("qkubeMainWindow"));
    if (m_options.informers)
        m_clusters->setInformerOptions(*m_options.informers);
    setWindowIcon(QIcon(QStringLiteral(":/qkube.svg")));
    buildPanes();
    buildActions();
    buildMenus();
    connectComponents();
    retranslate();
    WindowLayout::restore(this, {m_navigatorDock, m_namespaceDock, m_detailsDock, m_bottom});

    if (m_contexts->lastError()) {
        m_status->showBanner(
            tr("The kubeconfig could not be read: %1").arg(m_contexts->lastError().toString()), true);
        return;
    }
    const QString context = m_clusterController->startingContext(m_options.context);
    if (context.isEmpty()) {
        m_status->showBanner(
            tr("No kubeconfig with a context was found. Pass --kubeconfig FILE, set KUBECONFIG, or "
               "start qkube --demo."),
            true);
        return;
    }
    switchContext(context);
    m_clusterController->reopenLastOpen();
}

MainWindow::~MainWindow()
{
    // Views release their informers before the sessions go; no session signal reaches a half-destroyed
    // window. Nor does a child's: they emit as QWidget's destructor deletes them (the bottom panel's dock
    // hides, its tabs change), when the members this window's slots use may be gone (UBSan, the soak).
    for (QObject *child : findChildren<QObject *>()) // m_clusters among them
        disconnect(child, nullptr, this, nullptr);
    m_logs->stop();
    m_view->detach();
    for (const QString &context : m_clusters->contexts())
        disconnect(m_clusters->session(context), nullptr, this, nullptr);
    delete m_clusters;
}

void MainWindow::buildPanes()
{
    m_scope = new ScopeBar(m_contexts, this);
    addToolBar(m_scope);

    // Centre: a banner for states that need the user's attention, the timeline, the table.
    auto *centre = new QWidget(this);
    auto *layout = new QVBoxLayout(centre);
    layout->setContentsMargins(0, 0, 0, 0);
    m_status = new WindowStatus(statusBar(), centre);
    m_timeline = new TimelineBar(centre);
    m_timeline->setObjectName(QStringLiteral("timeline"));
    m_timeline->hide();
    m_table = new TablePane(m_clusters, centre);
    m_table->view()->viewport()->installEventFilter(this);
    layout->addWidget(m_status->banner());
    layout->addWidget(m_timeline);
    layout->addWidget(m_table);
    setCentralWidget(centre);

    m_navigator = new NavigatorPane(this);
    m_navigatorDock = newDock("navigatorDock", m_navigator, this);
    addDockWidget(Qt::LeftDockWidgetArea, m_navigatorDock);
    m_namespaces = new NamespacePane(this);
    m_namespaces->model()->setObjectTable(m_table->model()); // its tooltips name the failing objects
    m_namespaceDock = newDock("namespaceDock", m_namespaces, this);
    addDockWidget(Qt::LeftDockWidgetArea, m_namespaceDock);

    m_events = new EventLogPane(m_clusters, this);
    m_details = new DetailsPane(this);
    m_details->setObjectName(QStringLiteral("details"));
    m_details->setEventsModel(m_events->objectEvents());
    m_details->clear();
    m_details->overview()->viewport()->installEventFilter(this);
    m_details->yamlView()->viewport()->installEventFilter(this);
    m_detailsDock = newDock("detailsDock", m_details, this);
    addDockWidget(Qt::RightDockWidgetArea, m_detailsDock);

    // Bottom, the window's whole width: the work that needs room (the event log, logs), and the inspector.
    setCorner(Qt::BottomLeftCorner, Qt::BottomDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::BottomDockWidgetArea);
    m_bottom = new BottomPanel(this);
    m_logView = new LogView(m_bottom);
    m_logView->setObjectName(QStringLiteral("detailsLogs"));
    m_bottom->addPage(m_events);
    m_bottom->addPage(m_logView);
    addDockWidget(Qt::BottomDockWidgetArea, m_bottom);
    m_inspector = new InspectorDock(m_requestLogging.buffer, m_requestLogging.verbosity, this);
    addDockWidget(Qt::BottomDockWidgetArea, m_inspector);
    tabifyDockWidget(m_bottom, m_inspector);
    m_inspector->hide(); // opened from View; closed, it reads nothing
    m_bottom->raise();

    m_selection = new SelectionController(m_table, m_details, m_events->objectEvents(), m_clusters, this);
    m_logs = new SelectionLogs(m_selection, m_details, m_logView, this);
    m_portForwards = new PortForwardsPane(m_selection, m_details, m_clusters, m_bottom);
    m_bottom->addPage(m_portForwards);
    m_shells = new ContainerShells(m_selection, m_details, m_clusters, m_bottom, this);
    m_files = new ContainerFiles(m_selection, m_details, m_clusters, this);
    m_timelineController = new TimelineController(m_timeline, m_table, m_events->shownEvents(), this);
    m_actions = new ActionRegistry(this);
    m_objectActions = new ObjectActions(m_selection, m_details, this);
    m_journal = new JournalActions(m_clusters, m_timeline, m_options.journalLimit, this);
    m_clusterController = new ClusterController(m_contexts, m_clusters, m_navigator->clusters(),
                                                m_requestLogging.log, m_journal->limit(), this);
    m_view = new ClusterView({m_scope, m_navigator, m_namespaces, m_table, m_events, m_selection, m_logs,
                              m_timelineController, m_inspector, m_clusterController, m_clusters, m_actions},
                             m_options.namespaceName, this);
    m_palette = new CommandPalette(this);
    m_tableKeys = new TableKeys(m_table->view(), this, [this] { return m_table->model()->nameColumn(); });
}

void MainWindow::buildActions()
{
    m_clusterController->registerActions(m_actions);
    m_scope->registerActions(
        m_actions, [this] { return std::make_pair(m_view->context(), m_clusters->contexts()); },
        [this] { return m_namespaces->model()->namespaces(); });
    m_selection->registerActions(m_actions);
    m_table->registerActions(m_actions);
    m_timelineController->registerActions(m_actions);
    m_actions
        ->add(ActionDefinition::plain("quitAction", QT_TRANSLATE_NOOP("MainWindow", "&Quit"),
                                      [this](bool) { close(); }))
        ->setShortcuts(QKeySequence::Quit);
    m_objectActions->registerActions(m_actions);
    m_shells->registerActions(m_actions);
    m_portForwards->registerActions(m_actions);
    m_files->registerActions(m_actions);
    m_journal->registerActions(m_actions, [this] {
        return std::make_tuple(m_view->session(), m_view->context(), m_table->resource().gvr());
    });
    m_actions->add({"selectorLogsAction",
                    QT_TRANSLATE_NOOP("MainWindow", "&Logs of the Pods Matching the Selector"),
                    QT_TRANSLATE_NOOP("MainWindow", "The merged logs of the pods the label selector picks in "
                                                    "the chosen namespace, in a window of their own"),
                    {},
                    {},
                    Qt::WindowShortcut,
                    false,
                    [this] {
                        // Logs of the kind the table lists (what discovery says serves a log: pods), read in
                        // one namespace chosen, by a valid selector.
                        const QString selector = m_scope->selectorEdit()->text().trimmed();
                        const ApiResource *served =
                            m_view->session() ? m_view->session()->findResource(m_table->resource().group,
                                                                                m_table->resource().name)
                                              : nullptr;
                        return served && served->subresources.contains(QLatin1String("log")) &&
                               !selector.isEmpty() && !m_scope->namespaceName().isEmpty() &&
                               LabelSelector::parse(selector).ok();
                    },
                    [this](bool) { openSelectorLogs(); }});
    m_actions->add(ActionDefinition::plain("detailsAction", QT_TRANSLATE_NOOP("MainWindow", "Show &details"),
                                           [this](bool) { showDetailsPage(m_details->overview()); }));
    m_actions->add(
        ActionDefinition::plain("yamlAction", QT_TRANSLATE_NOOP("MainWindow", "Show &YAML"),
                                [this](bool) { showDetailsPage(m_details->yamlView()->parentWidget()); }));
    m_actions->add(ActionDefinition::plain("logsAction", QT_TRANSLATE_NOOP("MainWindow", "Show &logs"),
                                           [this](bool) { showLogs(); }));
    m_actions->add(ActionDefinition::plain(
        "escapeAction", QT_TRANSLATE_NOOP("MainWindow", "Clear the filter, or go back"), [this](bool) {
            if (!m_scope->filterEdit()->text().isEmpty())
                m_scope->filterEdit()->clear();
            else
                m_selection->goBack();
        }));
    m_actions->add(
        {"commandPaletteAction",
         QT_TRANSLATE_NOOP("MainWindow", "Command &palette…"),
         QT_TRANSLATE_NOOP("MainWindow",
                           "Go to a kind or an object, or run an action, by typing part of its name"),
         {},
         {QKeySequence(Qt::CTRL | Qt::Key_P)},
         Qt::WindowShortcut,
         false,
         {},
         [this](bool) {
             m_palette->open({menuBar(), m_tableKeys,
                              m_view->session() ? m_view->session()->resources() : QList<ApiResource>{},
                              m_table->model(), m_table->resource(), m_view->context()});
         }});
    addActions(m_actions->all()); // their shortcuts work wherever the focus is in the window

    // k9s's keys in the table. "e" is the YAML editor's action, whichever part of the window adds it.
    for (const auto &[key, id] : std::initializer_list<std::pair<QKeySequence, const char *>>{
             {QKeySequence(Qt::Key_Return), "detailsAction"},
             {QKeySequence(Qt::Key_Enter), "detailsAction"},
             {QKeySequence(Qt::Key_Escape), "escapeAction"},
             {QKeySequence(QStringLiteral("/")), "findAction"},
             {QKeySequence(QStringLiteral(":")), "commandPaletteAction"},
             {QKeySequence(Qt::Key_L), "logsAction"},
             {QKeySequence(Qt::Key_Y), "yamlAction"},
             {QKeySequence(Qt::Key_E), "editYamlAction"},
             // k9s's: S is a pod's shell and a workload's scale, A attaches, Shift+F forwards a port.
             {QKeySequence(Qt::Key_S), "shellAction"},
             {QKeySequence(Qt::Key_S), "scaleAction"},
             {QKeySequence(Qt::Key_A), "attachAction"},
             {QKeySequence(QStringLiteral("F")), "portForwardAction"}})
        m_tableKeys->bind(key, QLatin1String(id));
    m_table->view()->addActions(
        m_actions->actions({"shellAction", "attachAction", "portForwardAction", "downloadAction",
                            "uploadAction", "copyNameAction", "copyKeyAction", "editYamlAction",
                            "scaleAction", "restartAction", "cordonAction", "uncordonAction", "drainAction",
                            "suspendAction", "resumeAction", "triggerCronJobAction", "deleteAction"}));
    m_scope->addSeparator();
    m_scope->addActions(m_actions->actions({"refreshAction", "disconnectAction"}));
    m_scope->setToolButtonStyle(
        Qt::ToolButtonTextBesideIcon); // "Disconnect" in words: its icon alone read as a window control
}

void MainWindow::buildMenus()
{
    // The event log's pause lives on the log's own bar; the menu makes it reachable by keyboard (and
    // palette).
    QList<QAction *> panes{m_events->pauseAction()};
    for (QDockWidget *dock : {m_navigatorDock, m_namespaceDock, m_detailsDock,
                              static_cast<QDockWidget *>(m_bottom), static_cast<QDockWidget *>(m_inspector)})
        panes.insert(panes.size() - 1, dock->toggleViewAction());
    setMenuBar(new WindowMenuBar(m_actions, panes, m_languages, m_tableKeys, this));
}

void MainWindow::connectComponents()
{
    connect(m_contexts, &ContextsModel::loadFailed, this, [this](const Error &error) {
        m_status->showBanner(tr("The kubeconfig could not be read: %1").arg(error.toString()), true);
    });
    connect(m_scope, &ScopeBar::contextChosen, this, [this](const QString &context, bool beside) {
        beside ? openBeside(context) : switchContext(context);
    });
    connect(m_scope->filterEdit(), &QLineEdit::textChanged, m_table->proxy(),
            &ResourceProxyModel::setTextFilter);
    connect(m_scope, &ScopeBar::selectorEdited, this, &MainWindow::applyLabelSelector);
    connect(m_scope, &ScopeBar::namespaceChanged, this, [this](const QString &namespaceName) {
        m_table->setNamespace(namespaceName);
        m_events->setNamespace(namespaceName);
        m_objectActions->setScope(m_view->session(), m_view->context(), namespaceName);
        updateActions();
    });
    connect(m_namespaces, &NamespacePane::namespaceChosen, m_scope, &ScopeBar::useNamespace);
    connect(m_namespaces, &NamespacePane::namespacesChanged, this,
            [this] { m_scope->setNamespaceChoices(m_namespaces->model()->namespaces()); });
    connect(m_table, &TablePane::batchApplied, this, [this](const QString &context, const RowBatch &batch) {
        const ResourceTableModel *model = m_table->model();
        m_events->logObjectChanges(context, batch, m_table->resource().kind,
                                   model->statusColumn() >= 0 ? model->printerColumn(model->statusColumn())
                                                              : -1);
    });
    connect(m_table, &TablePane::countsChanged, this, &MainWindow::updateCounts);
    connect(m_table, &TablePane::subscriptionStateChanged, this, [this] {
        // Narrowed to the context's namespace by a 403 on the cluster-wide list: the namespace box says
        // which.
        if (const ResourceSubscription *shown = m_table->subscription();
            shown && !shown->namespaceName().isEmpty() && m_scope->namespaceName().isEmpty())
            m_scope->useNamespace(shown->namespaceName());
        updateStatus();
    });
    connect(m_table, &TablePane::resourceChanged, this, [this] {
        m_scope->setKindName(m_table->resource().name);
        m_navigator->markResource(m_table->resource().group, m_table->resource().name);
        m_namespaces->setCountsShown(m_table->resource().namespaced);
        m_timelineController->resourceShown();
        updateActions();
    });
    connect(m_selection, &SelectionController::changed, this, [this] {
        m_logs->update();
        updateActions();
    });
    connect(m_selection->permissions(), &ActionPermissions::changed, this, &MainWindow::updateActions);
    connect(m_details, &DetailsPane::linkActivated, this, &MainWindow::openObject);
    connect(m_details, &DetailsPane::managedFieldsToggled, m_selection, &SelectionController::fetchDetails);
    connect(m_bottom, &BottomPanel::lookedAtChanged, this,
            [this] { m_logs->setWatched(m_bottom->isLookingAt(m_logView)); });
    connect(m_timelineController, &TimelineController::pastChanged, this, [this] {
        m_selection->clear();
        m_objectActions->setReadOnly(m_timelineController->pastTimeMs() != 0);
        updateStatus();
        updateActions();
    });
    connect(m_portForwards, &PortForwardsPane::shown, this, [this] { m_bottom->showPage(m_portForwards); });
    connect(m_objectActions, &ObjectActions::message, m_status, &WindowStatus::showMessage);
    connect(m_logs, &SelectionLogs::message, m_status, &WindowStatus::showMessage);
    connect(m_journal, &JournalActions::message, m_status, &WindowStatus::showMessage);
    connect(m_timelineController, &TimelineController::message, m_status, &WindowStatus::showMessage);
    connect(m_objectActions, &ObjectActions::problem, this,
            [this](const QString &text) { m_status->showBanner(text, true); });
    connect(m_logs, &SelectionLogs::problem, this,
            [this](const QString &text) { m_status->showBanner(text, true); });
    connect(m_journal, &JournalActions::problem, this,
            [this](const QString &text) { m_status->showBanner(text, true); });
    connect(m_palette, &CommandPalette::resourceChosen, this, [this](const ApiResource &resource) {
        if (!openResource(resource.group, resource.name))
            m_view->showResource(resource);
        m_table->view()->setFocus(Qt::ShortcutFocusReason);
    });
    connect(m_palette, &CommandPalette::objectChosen, this,
            [this](const ApiResource &resource, const QString &namespaceName, const QString &name) {
                const QString key = namespaceName.isEmpty() ? name : namespaceName + QLatin1Char('/') + name;
                const ResourceRow *row = m_table->model()->row(m_table->model()->rowOf(key.toUtf8()));
                m_view->openObject({resource.groupVersion(), resource.kind, namespaceName, name,
                                    row ? QString::fromUtf8(row->object.uid()) : QString()});
                m_table->view()->setFocus(Qt::ShortcutFocusReason);
            });
    connect(m_view, &ClusterView::changed, this, &MainWindow::retranslate);
    connect(m_view, &ClusterView::message, m_status, &WindowStatus::showMessage);
    connect(m_clusterController, &ClusterController::contextFailed, this,
            [this](const QString &context, const QString &problem) {
                m_view->showUnusable(context);
                m_status->showBanner(problem, true);
            });
    connect(m_clusterController, &ClusterController::sessionStateChanged, this,
            [this](ClusterSession *session) {
                if (session == m_view->session())
                    updateStatus();
            });
    connect(m_clusterController, &ClusterController::message, m_status, &WindowStatus::showMessage);
    connect(m_clusterController, &ClusterController::problem, this,
            [this](const QString &text) { m_status->showBanner(text, true); });
    connect(m_clusters, &OpenClusters::closed, this, &MainWindow::updateStatus);
    connect(&m_statusTimer, &QTimer::timeout, this, [this] {
        updateStatus();
        m_events->retranslate(); // "Resume (12 buffered)" counts up
        m_clusterController->updateEntries();
    });
    m_statusTimer.start(statusRefreshMs);
}

void MainWindow::showDetailsPage(QWidget *page)
{
    if (m_selection->current().isNull())
        return;
    m_detailsDock->show();
    m_detailsDock->raise();
    m_details->setCurrentWidget(page);
}

void MainWindow::showLogs()
{
    const ObjectSelection &selected = m_selection->current();
    if (selected.isNull())
        return;
    if (!m_logs->hasLog())
        m_status->showMessage(tr("%1 %2 has no log to show: pods, and the workloads that own pods, have one.")
                                  .arg(selected.resource.kind, selected.key()),
                              5000);
    else
        m_bottom->showPage(m_logView);
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
            button == Qt::BackButton ? m_selection->goBack() : m_selection->goForward();
            return true;
        }
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::retranslate()
{
    setWindowTitle(m_view->context().isEmpty() ? tr("qkube") : tr("%1 — qkube").arg(m_view->context()));
    m_actions->retranslate();
    m_journal->retranslate();
    m_scope->retranslate();
    m_navigatorDock->setWindowTitle(tr("Resources"));
    m_namespaceDock->setWindowTitle(tr("Namespaces"));
    m_detailsDock->setWindowTitle(tr("Details"));
    m_events->setWindowTitle(tr("Event log"));
    m_logView->setWindowTitle(tr("Logs"));
    m_navigator->clusterView()->setToolTip(
        tr("Open clusters: click to show one, or All clusters; right-click to close one"));
    // Models name their columns with tr(): have views ask again.
    for (QAbstractItemModel *model : {static_cast<QAbstractItemModel *>(m_table->model()),
                                      static_cast<QAbstractItemModel *>(m_namespaces->model())})
        if (model->columnCount() > 0)
            Q_EMIT model->headerDataChanged(Qt::Horizontal, 0, model->columnCount() - 1);
    updateStatus();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    m_bottom->setMaximised(false); // the layout to come back to is the one with every pane
    WindowLayout::save(this);
    m_view->save();
    m_clusterController->rememberOpen();
    QMainWindow::closeEvent(event);
}

void MainWindow::switchContext(const QString &name)
{
    m_clusterController->open(name, true, true);
}

void MainWindow::openBeside(const QString &name)
{
    m_clusterController->open(name, false, false);
}

void MainWindow::closeCluster(const QString &name)
{
    m_clusterController->close(name);
    updateStatus();
}

void MainWindow::showAllClusters(bool all)
{
    m_view->showAllClusters(all);
}

bool MainWindow::openResource(const QString &group, const QString &resource)
{
    return m_view->openResource(group, resource);
}

bool MainWindow::openObject(const ObjectLink &link)
{
    return m_view->openObject(link);
}

void MainWindow::disconnectCluster()
{
    m_actions->action("disconnectAction")->trigger();
    updateStatus();
}

void MainWindow::updateCounts()
{
    // After the proxy has settled (rows inserted reach the window before the proxy's own bookkeeping ends).
    if (std::exchange(m_countsPending, true))
        return;
    QTimer::singleShot(0, this, [this] {
        m_countsPending = false;
        const bool synced = m_table->subscription() &&
                            m_table->subscription()->state() == ResourceSubscription::State::Synced;
        m_namespaces->model()->setCounts(m_table->model()->namespaceCounts(), m_table->resource().name,
                                         synced && m_table->model()->isNamespaced());
        m_status->setCountText(m_table->countText());
    });
}

void MainWindow::updateStatus()
{
    m_status->update(m_view->session(), m_view->context(), m_table->subscription(),
                     m_timelineController->bannerText(), m_timelineController->bannerIsError());
    updateActions();
}

void MainWindow::updateActions()
{
    m_objectActions->setScope(m_view->session(), m_view->context(), m_scope->namespaceName());
    m_actions->updateEnabled();
}

void MainWindow::applyLabelSelector(const QString &selector)
{
    const Error error = m_table->proxy()->setLabelSelector(selector);
    m_scope->markSelector(error);
    if (error)
        m_status->showMessage(error.message(), 8000);
    updateActions();
}

void MainWindow::openSelectorLogs()
{
    auto *window = new SelectorLogWindow(m_view->session(), m_view->context(), m_scope->namespaceName(),
                                         m_scope->selectorEdit()->text().trimmed(), this);
    window->show();
}
