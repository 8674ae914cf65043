// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "mainwindow.h"
#include "aboutdialog.h"
#include "actionregistry.h"
#include "bottompanel.h"
#include "clustercontroller.h"
#include "commandpalette.h"
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
#include "scopebar.h"
#include "selectionlogs.h"
#include "selectorlogwindow.h"
#include "shortcutsdialog.h"
#include "tablekeys.h"
#include "tablepane.h"
#include "thememenu.h"
#include "timelinebar.h"
#include "timelinecontroller.h"
#include "windowstatus.h"

#include "models/contextsmodel.h"
#include "models/eventlogmodel.h"
#include "session/clustersession.h"

#include <QActionGroup>
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
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTableView>
#include <QTextBrowser>
#include <QToolBar>
#include <QVBoxLayout>

using namespace kube;

namespace {
constexpr int statusRefreshMs = 1000;
// Bumped when the docks change: a state saved for other docks would put the panes in odd places.
constexpr int layoutVersion = 2;
// A first start takes this share of the screen, the side panes and the bottom panel their shares of it.
constexpr double firstStartScreenShare = 0.85;
constexpr double navigatorShare = 0.16;
constexpr double detailsShare = 0.28;
constexpr double bottomShare = 0.3;

ApiResource coreResource(const QString &name, const QString &kind, bool namespaced)
{
    ApiResource resource;
    resource.name = name;
    resource.kind = kind;
    resource.version = QStringLiteral("v1");
    resource.namespaced = namespaced;
    if (name == QLatin1String("pods")) // before discovery has answered: the window shows them at once
        resource.verbs = {QStringLiteral("list"), QStringLiteral("watch"), QStringLiteral("get"),
                          QStringLiteral("delete")};
    return resource;
}

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
    setWindowIcon(QIcon(QStringLiteral(":/qkube.svg")));
    buildPanes();
    buildActions();
    buildMenus();
    connectComponents();
    retranslate();
    restoreLayout();

    if (m_contexts->lastError()) {
        m_status->showBanner(
            tr("The kubeconfig could not be read: %1").arg(m_contexts->lastError().toString()), true);
        return;
    }
    QString context = m_options.context;
    const QString remembered = QSettings().value(QStringLiteral("lastContext")).toString();
    if (context.isEmpty() && m_contexts->rowOf(remembered) >= 0)
        context = remembered;
    if (context.isEmpty())
        context = m_contexts->currentContext();
    if (context.isEmpty() && m_contexts->rowCount() > 0)
        context = m_contexts->index(0).data(ContextsModel::NameRole).toString();
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
    // window.
    disconnect(m_clusters, nullptr, this, nullptr);
    m_logs->stop();
    detachView();
    m_session = nullptr;
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
    m_timelineController = new TimelineController(m_timeline, m_table, m_events->shownEvents(), this);
    m_actions = new ActionRegistry(this);
    m_objectActions = new ObjectActions(m_selection, m_details, this);
    m_journal = new JournalActions(m_clusters, m_timeline, m_options.journalLimit, this);
    m_clusterController = new ClusterController(m_contexts, m_clusters, m_navigator->clusters(),
                                                m_requestLogging.log, m_journal->limit(), this);
    m_palette = new CommandPalette(this);
    m_tableKeys = new TableKeys(m_table->view(), this, [this] { return m_table->model()->nameColumn(); });
}

void MainWindow::buildActions()
{
    m_clusterController->registerActions(m_actions);
    m_scope->registerActions(
        m_actions, [this] { return std::make_pair(m_currentContext, m_clusters->contexts()); },
        [this] { return m_namespaces->model()->namespaces(); });
    m_selection->registerActions(m_actions);
    m_table->registerActions(m_actions);
    m_timelineController->registerActions(m_actions);
    m_actions->add({"quitAction",
                    QT_TRANSLATE_NOOP("MainWindow", "&Quit"),
                    nullptr,
                    {},
                    {QKeySequence::Quit},
                    Qt::WindowShortcut,
                    false,
                    {},
                    [this](bool) { close(); }});
    m_objectActions->registerActions(m_actions);
    m_journal->registerActions(m_actions, [this] {
        return std::make_tuple(m_session.get(), m_currentContext, m_table->resource().gvr());
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
                        // A pod's log is read in its namespace: one namespace chosen, a valid selector.
                        const QString selector = m_scope->selectorEdit()->text().trimmed();
                        return m_session && m_table->resource().group.isEmpty() &&
                               m_table->resource().name == QLatin1String("pods") && !selector.isEmpty() &&
                               !m_scope->namespaceName().isEmpty() && LabelSelector::parse(selector).ok();
                    },
                    [this](bool) { openSelectorLogs(); }});
    m_actions->add({"detailsAction",
                    QT_TRANSLATE_NOOP("MainWindow", "Show &details"),
                    nullptr,
                    {},
                    {},
                    Qt::WindowShortcut,
                    false,
                    {},
                    [this](bool) { showDetailsPage(m_details->overview()); }});
    m_actions->add({"yamlAction",
                    QT_TRANSLATE_NOOP("MainWindow", "Show &YAML"),
                    nullptr,
                    {},
                    {},
                    Qt::WindowShortcut,
                    false,
                    {},
                    [this](bool) { showDetailsPage(m_details->yamlView()->parentWidget()); }});
    m_actions->add({"logsAction",
                    QT_TRANSLATE_NOOP("MainWindow", "Show &logs"),
                    nullptr,
                    {},
                    {},
                    Qt::WindowShortcut,
                    false,
                    {},
                    [this](bool) { showLogs(); }});
    m_actions->add({"escapeAction",
                    QT_TRANSLATE_NOOP("MainWindow", "Clear the filter, or go back"),
                    nullptr,
                    {},
                    {},
                    Qt::WindowShortcut,
                    false,
                    {},
                    [this](bool) {
                        if (!m_scope->filterEdit()->text().isEmpty())
                            m_scope->filterEdit()->clear();
                        else
                            m_selection->goBack();
                    }});
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
                              m_session ? m_session->resources() : QList<ApiResource>{}, m_table->model(),
                              m_table->resource(), m_currentContext});
         }});
    m_actions->add({"shortcutsAction",
                    QT_TRANSLATE_NOOP("MainWindow", "&Keyboard shortcuts"),
                    nullptr,
                    {},
                    {QKeySequence(QKeySequence::HelpContents)},
                    Qt::WindowShortcut,
                    false,
                    {},
                    [this](bool) {
                        auto *dialog = new ShortcutsDialog(menuBar(), m_tableKeys, this);
                        dialog->setAttribute(Qt::WA_DeleteOnClose);
                        dialog->open();
                    }});
    m_actions->add({"aboutAction",
                    QT_TRANSLATE_NOOP("MainWindow", "&About qkube"),
                    nullptr,
                    {},
                    {},
                    Qt::WindowShortcut,
                    false,
                    {},
                    [this](bool) {
                        auto *dialog = new AboutDialog(this);
                        dialog->setAttribute(Qt::WA_DeleteOnClose);
                        dialog->open();
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
             {QKeySequence(Qt::Key_S), "scaleAction"}})
        m_tableKeys->bind(key, QLatin1String(id));
    m_table->view()->addActions(
        m_actions->actions({"copyNameAction", "copyKeyAction", "editYamlAction", "scaleAction",
                            "restartAction", "cordonAction", "uncordonAction", "drainAction", "suspendAction",
                            "resumeAction", "triggerCronJobAction", "deleteAction"}));
    m_scope->addSeparator();
    m_scope->addActions(m_actions->actions({"refreshAction", "disconnectAction"}));
    m_scope->setToolButtonStyle(
        Qt::ToolButtonTextBesideIcon); // "Disconnect" in words: its icon alone read as a window control
}

void MainWindow::buildMenus()
{
    const auto addGroups = [this](QMenu *menu,
                                  std::initializer_list<std::initializer_list<const char *>> groups) {
        for (const auto &group : groups) {
            if (!menu->isEmpty())
                menu->addSeparator();
            menu->addActions(m_actions->actions(group));
        }
    };
    m_fileMenu = menuBar()->addMenu(QString());
    addGroups(m_fileMenu, {{"contextAction", "namespaceAction", "refreshAction", "disconnectAction",
                            "closeClusterAction", "allClustersAction"},
                           {"newResourceAction", "applyFileAction", "exportJournalAction", "exportSpanAction",
                            "exportKindAction", "openJournalAction"},
                           {"quitAction"}});
    m_objectMenu = menuBar()->addMenu(QString());
    addGroups(m_objectMenu,
              {{"detailsAction", "yamlAction", "logsAction"},
               {"copyNameAction", "copyKeyAction"},
               {"editYamlAction", "scaleAction", "restartAction", "cordonAction", "uncordonAction",
                "drainAction", "suspendAction", "resumeAction", "triggerCronJobAction", "deleteAction"},
               {"selectorLogsAction"},
               {"backAction", "forwardAction"}});
    m_viewMenu = menuBar()->addMenu(QString());
    addGroups(m_viewMenu, {{"commandPaletteAction", "findAction", "selectorAction", "wideAction",
                            "timelineAction", "journalLimitAction"}});
    m_viewMenu->addSeparator();
    for (QDockWidget *dock : {m_navigatorDock, m_namespaceDock, m_detailsDock,
                              static_cast<QDockWidget *>(m_bottom), static_cast<QDockWidget *>(m_inspector)})
        m_viewMenu->addAction(dock->toggleViewAction());
    // The event log's pause lives on the log's own bar; the menu makes it reachable by keyboard (and
    // palette).
    m_viewMenu->addAction(m_events->pauseAction());
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_actions->action("reopenClustersAction"));
    m_themeMenu = new ThemeMenu(m_viewMenu);
    m_viewMenu->addMenu(m_themeMenu);
    m_languageMenu = m_viewMenu->addMenu(QString());
    auto *languages = new QActionGroup(this);
    for (const QString &language : LanguageManager::languages()) {
        QAction *action = m_languageMenu->addAction(LanguageManager::displayName(language));
        action->setCheckable(true);
        action->setData(language);
        action->setChecked(m_languages && m_languages->language() == language);
        languages->addAction(action);
    }
    connect(languages, &QActionGroup::triggered, this, [this](QAction *action) {
        if (!m_languages)
            return;
        m_languages->setLanguage(action->data().toString());
        QSettings().setValue(QStringLiteral("language"), action->data().toString());
    });
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addActions(m_actions->actions({"shortcutsAction", "aboutAction"}));
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
        m_objectActions->setScope(m_session, m_currentContext, namespaceName);
        updateActions();
    });
    connect(m_namespaces, &NamespacePane::namespaceChosen, m_scope, &ScopeBar::useNamespace);
    connect(m_namespaces, &NamespacePane::namespacesChanged, this,
            [this] { m_scope->setNamespaceChoices(m_namespaces->model()->namespaces()); });
    connect(m_navigator, &NavigatorPane::resourceChosen, this, [this](const ApiResource &resource) {
        if (!(resource.gvr() == m_table->resource().gvr()))
            showResource(resource);
    });
    connect(m_navigator, &NavigatorPane::clusterChosen, this, &MainWindow::showCluster);
    connect(m_navigator, &NavigatorPane::allClustersChosen, this, [this] { showAllClusters(true); });
    connect(m_navigator, &NavigatorPane::clusterMenuRequested, this, &MainWindow::showClusterMenu);
    connect(m_table, &TablePane::batchApplied, this, [this](const QString &context, const RowBatch &batch) {
        const ResourceTableModel *model = m_table->model();
        m_events->logObjectChanges(context, batch, m_table->resource().kind,
                                   model->statusColumn() >= 0 ? model->printerColumn(model->statusColumn())
                                                              : -1);
    });
    connect(m_table, &TablePane::countsChanged, this, &MainWindow::updateCounts);
    connect(m_table, &TablePane::subscriptionStateChanged, this, &MainWindow::updateStatus);
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
    connect(m_selection, &SelectionController::kindRequested, this, &MainWindow::showResource);
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
            showResource(resource);
        m_table->view()->setFocus(Qt::ShortcutFocusReason);
    });
    connect(m_palette, &CommandPalette::objectChosen, this,
            [this](const ApiResource &resource, const QString &namespaceName, const QString &name) {
                const QString key = namespaceName.isEmpty() ? name : namespaceName + QLatin1Char('/') + name;
                const ResourceRow *row = m_table->model()->row(m_table->model()->rowOf(key.toUtf8()));
                openObject({resource.groupVersion(), resource.kind, namespaceName, name,
                            row ? QString::fromUtf8(row->object.uid()) : QString()});
                m_table->view()->setFocus(Qt::ShortcutFocusReason);
            });
    connect(m_clusters, &OpenClusters::opened, this, [this] {
        m_table->subscribeSpanned();
        m_events->updateScope();
    });
    connect(m_clusterController, &ClusterController::showRequested, this, &MainWindow::showCluster);
    connect(m_clusterController, &ClusterController::contextFailed, this,
            [this](const QString &context, const QString &problem) {
                m_currentContext = context;
                m_clusterController->setCurrentContext(context);
                m_scope->markContext(context);
                m_status->showBanner(problem, true);
                retranslate();
            });
    connect(m_clusterController, &ClusterController::allClustersToggled, this, &MainWindow::showAllClusters);
    connect(m_clusterController, &ClusterController::sessionStateChanged, this,
            [this](ClusterSession *session) {
                if (session == m_session)
                    updateStatus();
            });
    connect(m_clusterController, &ClusterController::resourcesChanged, this,
            [this](const QString &context, ClusterSession *session) {
                if (session == m_session)
                    updateNavigator();
                else
                    m_table->subscribeSpan(context); // the kind may be served now
            });
    connect(m_clusterController, &ClusterController::discoveryFailed, this, [this](ClusterSession *session) {
        // Still waiting for discovery to open the kind shown last: show the other one, which says what is
        // wrong.
        if (session == m_session && m_table->resource().name.isEmpty() && !m_pendingResource.isEmpty())
            showResource(m_pendingFallback);
    });
    connect(m_clusterController, &ClusterController::message, m_status, &WindowStatus::showMessage);
    connect(m_clusterController, &ClusterController::problem, this,
            [this](const QString &text) { m_status->showBanner(text, true); });
    connect(m_clusters, &OpenClusters::aboutToClose, this, &MainWindow::onAboutToClose);
    connect(m_clusters, &OpenClusters::closed, this, [this] {
        m_events->updateScope();
        updateStatus();
        updateActions();
    });
    connect(&m_statusTimer, &QTimer::timeout, this, [this] {
        updateStatus();
        m_events->retranslate(); // "Resume (12 buffered)" counts up
        m_clusterController->updateEntries();
    });
    m_statusTimer.start(statusRefreshMs);
}

void MainWindow::restoreLayout()
{
    QSettings settings;
    if (restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray())) {
        // The panes' sizes once the window has its own: restored earlier, they were spread over another size.
        const QByteArray state = settings.value(QStringLiteral("window/state")).toByteArray();
        restoreState(state, layoutVersion);
        QTimer::singleShot(0, this, [this, state] { restoreState(state, layoutVersion); });
        return;
    }
    // A first start: a share of the screen, centred; the table keeps the most room, the panes their shares.
    const QRect screen = this->screen() ? this->screen()->availableGeometry() : QRect(0, 0, 1280, 800);
    const QSize size =
        (screen.size() * firstStartScreenShare).expandedTo(QSize(1280, 800)).boundedTo(screen.size());
    setGeometry(QStyle::alignedRect(Qt::LeftToRight, Qt::AlignCenter, size, screen));
    resizeDocks(
        {m_navigatorDock, m_detailsDock},
        {std::max(220, int(size.width() * navigatorShare)), std::max(360, int(size.width() * detailsShare))},
        Qt::Horizontal);
    resizeDocks({m_navigatorDock, m_namespaceDock}, {size.height() * 6 / 10, size.height() * 4 / 10},
                Qt::Vertical);
    resizeDocks({m_bottom}, {int(size.height() * bottomShare)}, Qt::Vertical);
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
    setWindowTitle(m_currentContext.isEmpty() ? tr("qkube") : tr("%1 — qkube").arg(m_currentContext));
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
    m_fileMenu->setTitle(tr("&Cluster"));
    m_objectMenu->setTitle(tr("&Object"));
    m_viewMenu->setTitle(tr("&View"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
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
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState(layoutVersion));
    if (!m_currentContext.isEmpty())
        settings.setValue(QStringLiteral("lastContext"), m_currentContext);
    saveClusterView();
    settings.setValue(QStringLiteral("openClusters"), m_clusters->contexts());
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

void MainWindow::disconnectCluster()
{
    m_actions->action("disconnectAction")->trigger();
    updateStatus();
}

void MainWindow::detachView()
{
    // Subscriptions release their informers; a session stops them on its own thread; nothing here waits.
    m_logs->stop();
    m_selection->clear();
    m_selection->clearHistory();
    m_table->setCluster({}, nullptr);
    m_namespaces->setCluster(nullptr, {});
    m_events->setCluster({}, nullptr);
    m_navigator->kinds()->clear();
    m_inspector->setSession(nullptr);
    m_pendingGroup.clear();
    m_pendingResource.clear();
}

void MainWindow::onAboutToClose(const QString &context)
{
    m_events->clusterClosing(context);
    if (context == m_currentContext) {
        saveClusterView();
        detachView();
        m_session = nullptr;
        m_currentContext.clear();
        m_clusterController->setCurrentContext({});
        m_timelineController->setSession(nullptr);
    } else {
        m_table->dropCluster(context);
        if (m_selection->current().context == context)
            m_selection->clear();
    }
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
        // What the old cluster's view listed keeps running while it is not shown: showing it again is
        // instant.
        if (m_table->subscription())
            m_clusters->pin(m_currentContext, m_table->resource().gvr(),
                            m_table->subscription()->namespaceName());
        m_clusters->pin(m_currentContext,
                        coreResource(QStringLiteral("namespaces"), QStringLiteral("Namespace"), false).gvr());
        m_clusters->pin(m_currentContext,
                        coreResource(QStringLiteral("events"), QStringLiteral("Event"), true).gvr());
    }
    detachView();
    m_currentContext = context;
    m_clusterController->setCurrentContext(context);
    m_session = session;
    m_scope->markContext(context);
    QSettings settings;
    settings.setValue(QStringLiteral("lastContext"), context);
    m_inspector->setSession(session);
    m_timelineController->setSession(session);
    m_navigator->clusters()->setCurrent(context, m_allClusters);
    m_table->setCluster(context, session);
    m_namespaces->setCluster(session, m_allClusters ? tr("All clusters") : session->config().clusterName);
    m_events->setCluster(context, session);

    // --namespace for the first cluster shown; else the namespace this cluster showed last.
    const QString group = QStringLiteral("clusters/") + context + QLatin1Char('/');
    const QString namespaceName = !m_options.namespaceName.isEmpty()
                                      ? m_options.namespaceName
                                      : settings.value(group + QStringLiteral("namespace")).toString();
    m_options.namespaceName.clear();
    m_scope->resetNamespaces(namespaceName);

    // The kind this cluster showed last, if it serves it; else the kind shown now, else pods.
    ApiResource opening = coreResource(QStringLiteral("pods"), QStringLiteral("Pod"), true);
    const QString lastGroup = settings.value(group + QStringLiteral("group")).toString();
    const QString lastResource = settings.value(group + QStringLiteral("resource")).toString();
    const ApiResource *served =
        lastResource.isEmpty() ? nullptr : session->findResource(lastGroup, lastResource);
    if (served)
        opening = *served;
    if (session->discovered())
        updateNavigator();
    if (!served && !lastResource.isEmpty() && !session->discovered()) {
        // Shown as soon as discovery says the cluster serves it, unless the user picks a kind meanwhile.
        // Nothing is listed until then: opening pods in the meantime listed all of a big cluster's pods only
        // to drop them.
        m_pendingGroup = lastGroup;
        m_pendingResource = lastResource;
        m_pendingFallback = opening;
        m_table->setWaitingFor(lastResource);
    } else {
        showResource(opening);
    }
    m_clusters->unpin(context); // the view holds them now
    m_clusterController->updateEntries();
    retranslate();
}

void MainWindow::showAllClusters(bool all)
{
    if (m_allClusters == all)
        return;
    m_allClusters = all;
    m_actions->action("allClustersAction")->setChecked(all);
    m_navigator->clusters()->setCurrent(m_currentContext, all);
    if (!m_session)
        return;
    // The tree counts the table's rows per namespace: over every open cluster in this scope.
    m_namespaces->setClusterName(all ? tr("All clusters") : m_session->config().clusterName);
    m_table->setSpansClusters(all);
    m_events->setSpansClusters(all);
}

void MainWindow::showClusterMenu(const QString &context, const QPoint &at)
{
    QMenu menu(this);
    if (!context.isEmpty()) {
        menu.addAction(tr("Show"), this, [this, context] { showCluster(context); })
            ->setEnabled(context != m_currentContext || m_allClusters);
        menu.addAction(QIcon(QStringLiteral(":/icons/stop.svg")), tr("Close cluster"), this,
                       [this, context] { closeCluster(context); });
        menu.addSeparator();
    }
    menu.addAction(m_actions->action("allClustersAction"));
    menu.addAction(tr("Open cluster…"), this, [this] { m_actions->action("contextAction")->trigger(); });
    menu.exec(at);
}

void MainWindow::saveClusterView()
{
    if (m_currentContext.isEmpty() || !m_session)
        return;
    m_table->saveColumns();
    QSettings settings;
    settings.beginGroup(QStringLiteral("clusters/") + m_currentContext);
    if (!m_table->resource().name.isEmpty()) {
        settings.setValue(QStringLiteral("group"), m_table->resource().group);
        settings.setValue(QStringLiteral("resource"), m_table->resource().name);
    }
    settings.setValue(QStringLiteral("namespace"), m_scope->namespaceName());
}

bool MainWindow::openResource(const QString &group, const QString &resource)
{
    return m_navigator->chooseResource(group, resource) && m_table->resource().group == group &&
           m_table->resource().name == resource;
}

void MainWindow::showResource(const ApiResource &resource)
{
    if (!m_session)
        return;
    m_pendingGroup.clear();
    m_pendingResource.clear();
    m_selection->clear();
    m_events->model()->forgetObjects();
    m_table->showResource(resource);
}

void MainWindow::updateNavigator()
{
    if (!m_session)
        return;
    m_navigator->setResources(m_session->resources(), m_session->customResourceNames());
    if (!m_pendingResource.isEmpty()) {
        const ApiResource *remembered = m_session->findResource(m_pendingGroup, m_pendingResource);
        if (remembered && !(remembered->gvr() == m_table->resource().gvr()))
            showResource(*remembered);
        else if (m_table->resource().name.isEmpty())
            showResource(m_pendingFallback); // the cluster no longer serves it
    }
    // Keep the kind shown marked; one that went away (its CRD deleted) says so in place of its rows.
    m_navigator->markResource(m_table->resource().group, m_table->resource().name);
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
    m_status->update(m_session, m_currentContext, m_table->subscription(), m_timelineController->bannerText(),
                     m_timelineController->bannerIsError());
    updateActions();
}

void MainWindow::updateActions()
{
    m_objectActions->setScope(m_session, m_currentContext, m_scope->namespaceName());
    m_actions->updateEnabled();
}

bool MainWindow::openObject(const ObjectLink &link)
{
    // A link in the details of an object of another cluster (the "All clusters" table) opens in that cluster.
    const QString context =
        m_allClusters && !m_selection->current().isNull() ? m_selection->current().context : m_currentContext;
    ClusterSession *session = m_clusters->session(context);
    if (!session)
        return false;
    const ApiResource *resource = nullptr;
    for (const ApiResource &candidate : session->resources())
        if (!resource && candidate.kind == link.kind && candidate.group == link.group())
            resource = &candidate;
    if (!resource) {
        m_status->showMessage(
            tr("The server serves no %1 (%2): cannot open %3.").arg(link.kind, link.apiVersion, link.name),
            8000);
        return false;
    }
    // Filters chosen for the last table would hide the object the user asked for: a link starts unfiltered.
    m_scope->filterEdit()->clear();
    if (!m_scope->selectorEdit()->text().isEmpty()) {
        m_scope->selectorEdit()->clear();
        applyLabelSelector({});
    }
    if (resource->namespaced && !m_scope->namespaceName().isEmpty() &&
        m_scope->namespaceName() != link.namespaceName)
        m_scope->useNamespace({});
    m_selection->open(
        {context, *resource, resource->namespaced ? link.namespaceName : QString(), link.name, link.uid},
        true);
    return true;
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
    auto *window = new SelectorLogWindow(m_session.get(), m_currentContext, m_scope->namespaceName(),
                                         m_scope->selectorEdit()->text().trimmed(), this);
    window->show();
}
