// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "mainwindow.h"
#include "languagemanager.h"
#include "poddetailspane.h"

#include <QActionGroup>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTableView>
#include <QToolBar>
#include <QTreeView>
#include <QVBoxLayout>

using namespace kube;

namespace {
constexpr int statusRefreshMs = 1000;
const QString allNamespacesKey; // the "All namespaces" entry's data
} // namespace

MainWindow::MainWindow(MainWindowOptions options, LanguageManager *languages, QWidget *parent)
    : QMainWindow(parent), m_options(std::move(options)), m_languages(languages), m_contexts(new ContextsModel(m_options.kubeconfig, this)),
      m_pods(new PodTableModel(this)), m_podProxy(new PodFilterProxyModel(this)), m_tree(new NamespaceTreeModel(this)),
      m_events(new EventLogModel(this)), m_eventProxy(new EventLogFilterProxyModel(this))
{
    setObjectName(QStringLiteral("qkubeMainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/qkube.svg")));
    m_podProxy->setSourceModel(m_pods);
    m_eventProxy->setSourceModel(m_events);
    buildUi();
    buildActions();
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
    connect(&m_statusTimer, &QTimer::timeout, this, &MainWindow::updateStatus);
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
        showBanner(tr("No kubeconfig with a context was found. Pass --kubeconfig FILE, set KUBECONFIG, or start qkube --demo."), true);
        return;
    }
    switchContext(context);
}

MainWindow::~MainWindow()
{
    disconnectCluster();
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
    m_contextCombo->setMinimumContentsLength(18);
    m_contextCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_namespaceLabel = new QLabel(this);
    m_namespaceCombo = new QComboBox(this);
    m_namespaceCombo->setObjectName(QStringLiteral("namespaceCombo"));
    m_namespaceCombo->setMinimumContentsLength(16);
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

    connect(m_filterEdit, &QLineEdit::textChanged, m_podProxy, &PodFilterProxyModel::setTextFilter);
    connect(m_selectorEdit, &QLineEdit::editingFinished, this, &MainWindow::applyLabelSelector);
    connect(m_namespaceCombo, &QComboBox::currentIndexChanged, this, [this] {
        const QString ns = m_namespaceCombo->currentData().toString();
        m_podProxy->setNamespaceFilter(ns);
        m_eventProxy->setNamespaceFilter(ns);
        m_pods->setShowNamespace(ns.isEmpty());
        m_podView->setColumnHidden(PodTableModel::NamespaceColumn, !ns.isEmpty());
    });

    // Centre: a banner for states that need the user's attention, above the pod table.
    auto *centre = new QWidget(this);
    auto *layout = new QVBoxLayout(centre);
    layout->setContentsMargins(0, 0, 0, 0);
    m_banner = new QLabel(centre);
    m_banner->setObjectName(QStringLiteral("banner"));
    m_banner->setWordWrap(true);
    m_banner->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_banner->setMargin(6);
    m_banner->hide();
    m_podView = new QTableView(centre);
    m_podView->setObjectName(QStringLiteral("podView"));
    m_podView->setModel(m_podProxy);
    m_podView->setSortingEnabled(true);
    m_podView->sortByColumn(PodTableModel::NamespaceColumn, Qt::AscendingOrder);
    m_podView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_podView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_podView->verticalHeader()->hide();
    m_podView->verticalHeader()->setDefaultSectionSize(m_podView->fontMetrics().height() + 6);
    m_podView->horizontalHeader()->setStretchLastSection(true);
    m_podView->setAlternatingRowColors(true);
    m_podView->setWordWrap(false);
    m_podView->setContextMenuPolicy(Qt::ActionsContextMenu);
    // Fixed starting widths: sizing columns to their contents would read every row (100k of them).
    m_podView->setColumnWidth(PodTableModel::NamespaceColumn, 140);
    m_podView->setColumnWidth(PodTableModel::NameColumn, 280);
    m_podView->setColumnWidth(PodTableModel::ReadyColumn, 60);
    m_podView->setColumnWidth(PodTableModel::StatusColumn, 150);
    m_podView->setColumnWidth(PodTableModel::RestartsColumn, 110);
    m_podView->setColumnWidth(PodTableModel::AgeColumn, 70);
    layout->addWidget(m_banner);
    layout->addWidget(m_podView);
    setCentralWidget(centre);
    connect(m_podView->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &MainWindow::selectedPodChanged);
    connect(m_podProxy, &QAbstractItemModel::rowsInserted, this, &MainWindow::updateStatus);
    connect(m_podProxy, &QAbstractItemModel::rowsRemoved, this, &MainWindow::updateStatus);
    connect(m_podProxy, &QAbstractItemModel::modelReset, this, &MainWindow::updateStatus);

    // Left: the namespace tree.
    m_treeView = new QTreeView(this);
    m_treeView->setObjectName(QStringLiteral("namespaceTree"));
    m_treeView->setModel(m_tree);
    m_treeView->setUniformRowHeights(true);
    m_treeView->header()->setStretchLastSection(false);
    m_treeView->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_treeView->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_treeView->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_treeView->expand(m_tree->index(0, 0)); // the cluster's namespaces are what one looks at first
    m_treeDock = new QDockWidget(this);
    m_treeDock->setObjectName(QStringLiteral("namespaceDock"));
    m_treeDock->setWidget(m_treeView);
    addDockWidget(Qt::LeftDockWidgetArea, m_treeDock);
    connect(m_treeView->selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex &index) {
        const auto kind = NamespaceTreeModel::Kind(index.data(NamespaceTreeModel::KindRole).toInt());
        if (kind == NamespaceTreeModel::Kind::Cluster) {
            m_namespaceCombo->setCurrentIndex(0);
        } else if (kind == NamespaceTreeModel::Kind::Namespace) {
            const int at = m_namespaceCombo->findData(index.data(NamespaceTreeModel::NamespaceRole).toString());
            if (at >= 0)
                m_namespaceCombo->setCurrentIndex(at);
        } else if (kind == NamespaceTreeModel::Kind::Pod) {
            const int row = m_pods->rowOf(index.data(NamespaceTreeModel::KeyRole).toByteArray());
            const QModelIndex proxyIndex = m_podProxy->mapFromSource(m_pods->index(row, 0));
            if (proxyIndex.isValid())
                m_podView->selectionModel()->setCurrentIndex(proxyIndex, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        }
    });

    // Right: the selected pod.
    m_details = new PodDetailsPane(this);
    m_details->setObjectName(QStringLiteral("podDetails"));
    m_detailsDock = new QDockWidget(this);
    m_detailsDock->setObjectName(QStringLiteral("detailsDock"));
    m_detailsDock->setWidget(m_details);
    m_details->setMinimumWidth(360);
    addDockWidget(Qt::RightDockWidgetArea, m_detailsDock);
    m_details->clear();

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
    eventLayout->addWidget(eventBar);
    eventLayout->addWidget(m_eventView);
    m_eventDock = new QDockWidget(this);
    m_eventDock->setObjectName(QStringLiteral("eventDock"));
    m_eventDock->setWidget(eventPane);
    addDockWidget(Qt::BottomDockWidgetArea, m_eventDock);
    connect(m_warningsOnly, &QCheckBox::toggled, m_eventProxy, &EventLogFilterProxyModel::setWarningsOnly);
    connect(m_eventFilter, &QLineEdit::textChanged, m_eventProxy, &EventLogFilterProxyModel::setTextFilter);
    connect(m_pauseAction, &QAction::toggled, this, [this](bool paused) {
        if (paused)
            m_events->pause();
        else
            m_events->resume();
        m_pauseAction->setIcon(QIcon(paused ? QStringLiteral(":/icons/play.svg") : QStringLiteral(":/icons/pause.svg")));
        retranslate();
    });

    // Status bar.
    m_versionLabel = new QLabel(this);
    m_stateLabel = new QLabel(this);
    m_syncLabel = new QLabel(this);
    m_errorLabel = new QLabel(this);
    m_errorLabel->setStyleSheet(QStringLiteral("color:#c62828"));
    statusBar()->addWidget(m_stateLabel);
    statusBar()->addWidget(m_versionLabel);
    statusBar()->addWidget(m_syncLabel, 1);
    statusBar()->addPermanentWidget(m_errorLabel);
    resize(1280, 800);
}

void MainWindow::buildActions()
{
    m_refreshAction = new QAction(QIcon(QStringLiteral(":/icons/refresh.svg")), QString(), this);
    m_refreshAction->setShortcut(QKeySequence(Qt::Key_F5));
    connect(m_refreshAction, &QAction::triggered, this, &MainWindow::refresh);
    m_toolbar->addSeparator();
    m_toolbar->addAction(m_refreshAction);

    m_deleteAction = new QAction(QIcon(QStringLiteral(":/icons/delete.svg")), QString(), this);
    m_deleteAction->setShortcut(QKeySequence::Delete);
    m_deleteAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_deleteAction, &QAction::triggered, this, &MainWindow::deleteSelectedPod);
    m_copyNameAction = new QAction(QIcon(QStringLiteral(":/icons/copy.svg")), QString(), this);
    m_copyNameAction->setShortcut(QKeySequence::Copy);
    m_copyNameAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_copyNameAction, &QAction::triggered, this, [this] { copySelected(false); });
    m_copyKeyAction = new QAction(this);
    m_copyKeyAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_copyKeyAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_copyKeyAction, &QAction::triggered, this, [this] { copySelected(true); });
    m_podView->addActions({m_copyNameAction, m_copyKeyAction, m_deleteAction});

    m_findAction = new QAction(this);
    m_findAction->setShortcut(QKeySequence::Find);
    connect(m_findAction, &QAction::triggered, this, [this] {
        m_filterEdit->setFocus();
        m_filterEdit->selectAll();
    });
    m_contextAction = new QAction(this);
    m_contextAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    connect(m_contextAction, &QAction::triggered, this, [this] {
        m_contextCombo->setFocus();
        m_contextCombo->showPopup();
    });
    m_quitAction = new QAction(this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_contextAction);
    m_fileMenu->addAction(m_refreshAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);
    m_podMenu = menuBar()->addMenu(QString());
    m_podMenu->addActions({m_copyNameAction, m_copyKeyAction});
    m_podMenu->addSeparator();
    m_podMenu->addAction(m_deleteAction);
    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_findAction);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_treeDock->toggleViewAction());
    m_viewMenu->addAction(m_detailsDock->toggleViewAction());
    m_viewMenu->addAction(m_eventDock->toggleViewAction());
    m_viewMenu->addSeparator();
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
    addActions({m_findAction, m_contextAction, m_refreshAction, m_quitAction});
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslate()
{
    setWindowTitle(m_currentContext.isEmpty() ? tr("qkube") : tr("%1 — qkube").arg(m_currentContext));
    m_toolbar->setWindowTitle(tr("Toolbar"));
    m_contextLabel->setText(tr("Context: "));
    m_namespaceLabel->setText(tr(" Namespace: "));
    m_filterEdit->setPlaceholderText(tr("Filter pods (Ctrl+F)"));
    m_filterEdit->setToolTip(tr("Shows pods whose namespace, name, status, node or IP contains this text"));
    m_selectorEdit->setPlaceholderText(tr("Label selector, e.g. app in (web,api),tier!=db"));
    m_treeDock->setWindowTitle(tr("Namespaces"));
    m_detailsDock->setWindowTitle(tr("Pod details"));
    m_eventDock->setWindowTitle(tr("Event log"));
    m_warningsOnly->setText(tr("Warnings only"));
    m_eventFilter->setPlaceholderText(tr("Filter events"));
    m_pauseAction->setText(m_pauseAction->isChecked() ? tr("Resume (%n buffered)", nullptr, m_events->bufferedCount()) : tr("Pause"));
    m_pauseAction->setIcon(QIcon(m_pauseAction->isChecked() ? QStringLiteral(":/icons/play.svg") : QStringLiteral(":/icons/pause.svg")));
    m_refreshAction->setText(tr("&Refresh"));
    m_refreshAction->setToolTip(tr("Reconnect to the cluster and list everything again (F5)"));
    m_deleteAction->setText(tr("&Delete pod…"));
    m_copyNameAction->setText(tr("Copy &name"));
    m_copyKeyAction->setText(tr("Copy namespace/name"));
    m_findAction->setText(tr("&Filter pods"));
    m_contextAction->setText(tr("Switch &context…"));
    m_quitAction->setText(tr("&Quit"));
    m_fileMenu->setTitle(tr("&Cluster"));
    m_podMenu->setTitle(tr("&Pod"));
    m_viewMenu->setTitle(tr("&View"));
    m_languageMenu->setTitle(tr("&Language"));
    if (m_namespaceCombo->count() > 0)
        m_namespaceCombo->setItemText(0, tr("All namespaces"));
    // Models name their columns with tr(): have views ask again.
    for (QAbstractItemModel *model : {static_cast<QAbstractItemModel *>(m_pods), static_cast<QAbstractItemModel *>(m_tree), static_cast<QAbstractItemModel *>(m_events)})
        Q_EMIT model->headerDataChanged(Qt::Horizontal, 0, model->columnCount() - 1);
    updateStatus();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    if (!m_currentContext.isEmpty())
        settings.setValue(QStringLiteral("lastContext"), m_currentContext);
    QMainWindow::closeEvent(event);
}

void MainWindow::disconnectCluster()
{
    // The connection's informers stop on their own thread; nothing here waits for the cluster.
    m_connection.reset();
    m_pods->clear();
    m_tree->clear();
    m_events->clear();
    m_details->clear();
}

void MainWindow::switchContext(const QString &name)
{
    m_currentContext = name;
    {
        QSignalBlocker block(m_contextCombo);
        m_contextCombo->setCurrentIndex(m_contexts->rowOf(name));
    }
    disconnectCluster();
    showBanner({}, false);
    auto config = RestConfig::fromKubeConfig(m_contexts->config(), name);
    if (!config) {
        showBanner(tr("Context \"%1\" cannot be used: %2").arg(name, config.error().toString()), true);
        retranslate();
        return;
    }
    QSettings().setValue(QStringLiteral("lastContext"), name);
    connectCluster(config.value());
    retranslate();
}

void MainWindow::connectCluster(const RestConfig &config)
{
    m_connection = std::make_unique<ClusterConnection>(config);
    ClusterConnection *connection = m_connection.get();
    m_tree->setClusterName(config.clusterName);
    connect(connection->podFeed(), &ModelFeed::batchReady, this, [this](const FeedBatch &batch) {
        m_pods->applyBatch(batch);
        m_tree->applyPodBatch(batch);
        m_events->applyPodBatch(batch);
        m_treeView->expand(m_tree->index(0, 0));
    });
    connect(connection->namespaceFeed(), &ModelFeed::batchReady, this, [this](const FeedBatch &batch) {
        m_tree->applyNamespaceBatch(batch);
        updateNamespaceChoices();
    });
    connect(connection->eventFeed(), &ModelFeed::batchReady, m_events, &EventLogModel::applyEventBatch);
    connect(connection, &ClusterConnection::stateChanged, this, &MainWindow::updateStatus);
    connect(connection, &ClusterConnection::statusChanged, this, &MainWindow::updateStatus);
    connect(connection, &ClusterConnection::serverVersionChanged, this, &MainWindow::updateStatus);
    connect(connection, &ClusterConnection::noticeChanged, this, &MainWindow::updateStatus);
    connect(connection, &ClusterConnection::restarted, this, [this] {
        m_pods->clear();
        m_tree->clear();
        updateNamespaceChoices();
    });
    connect(connection, &ClusterConnection::detailsReady, m_details, &PodDetailsPane::showDetails);
    connect(connection, &ClusterConnection::podDeleted, this, [this](const QString &key, const Error &error) {
        if (error)
            showBanner(tr("Could not delete pod %1: %2").arg(key, error.toString()), true);
        else
            statusBar()->showMessage(tr("Pod %1 is being deleted").arg(key), 5000);
    });
    {
        QSignalBlocker block(m_namespaceCombo);
        m_namespaceCombo->clear();
        m_namespaceCombo->addItem(tr("All namespaces"), allNamespacesKey);
        if (!m_options.namespaceName.isEmpty())
            m_namespaceCombo->addItem(m_options.namespaceName, m_options.namespaceName);
    }
    m_namespaceCombo->setCurrentIndex(m_options.namespaceName.isEmpty() ? 0 : 1);
    m_options.namespaceName.clear(); // --namespace applies to the first context only
    connection->start();
    updateStatus();
}

void MainWindow::updateNamespaceChoices()
{
    QStringList names = m_tree->namespaces();
    std::sort(names.begin(), names.end());
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
        m_namespaceCombo->addItem(current, current); // keep the user's choice while that namespace is not listed (yet)
        m_namespaceCombo->setCurrentIndex(m_namespaceCombo->count() - 1);
    }
}

void MainWindow::showBanner(const QString &text, bool error)
{
    m_bannerSource = text;
    m_bannerIsError = error;
    m_banner->setVisible(!text.isEmpty());
    m_banner->setText(text);
    m_banner->setStyleSheet(error ? QStringLiteral("background:#fdecea;color:#8a1c1c;border:1px solid #f5c2c0")
                                  : QStringLiteral("background:#e8f0fe;color:#1a3e72;border:1px solid #c4d7fb"));
}

QString MainWindow::bannerText() const
{
    return m_banner->isVisible() ? m_banner->text() : QString();
}

QString MainWindow::statusText() const
{
    return QStringList{m_stateLabel->text(), m_versionLabel->text(), m_syncLabel->text(), m_errorLabel->text()}.join(QStringLiteral(" | "));
}

void MainWindow::updateStatus()
{
    if (!m_connection) {
        m_stateLabel->setText(tr("Not connected"));
        m_versionLabel->clear();
        m_syncLabel->clear();
        return;
    }
    const ClusterConnection &connection = *m_connection;
    m_stateLabel->setText(ClusterConnection::stateText(connection.state()));
    m_versionLabel->setText(connection.serverVersion().isEmpty() ? QString() : tr("Server %1").arg(connection.serverVersion()));
    QStringList parts;
    for (const ClusterConnection::InformerStatus &status : connection.informerStatus())
        parts.append(status.synced ? tr("%1: %2").arg(status.resource).arg(status.objects) : tr("%1: syncing…").arg(status.resource));
    m_syncLabel->setText(parts.join(QStringLiteral(" · ")) + QStringLiteral("   ") + tr("shown: %n pod(s)", nullptr, m_podProxy->rowCount()));
    const Error error = connection.lastError();
    m_errorLabel->setText(error ? error.message().left(120) : QString());
    m_errorLabel->setToolTip(error ? error.toString() : QString());
    m_pauseAction->setText(m_pauseAction->isChecked() ? tr("Resume (%n buffered)", nullptr, m_events->bufferedCount()) : tr("Pause"));

    // The state, where it applies, with what to do about it.
    const QString server = connection.config().host.toString();
    switch (connection.state()) {
    case ClusterConnection::State::Unreachable:
        showBanner(tr("Cannot reach %1: %2. qkube keeps retrying with backoff and recovers by itself once the server answers.").arg(server, error.message()), true);
        return;
    case ClusterConnection::State::Unauthorized:
        showBanner(tr("The server does not accept the credentials of user \"%1\" (%2). qkube asked the credential plugin once more; log in again or fix the kubeconfig, then press F5.")
                       .arg(connection.config().userName, error.message()), true);
        return;
    case ClusterConnection::State::TlsError:
        showBanner(tr("TLS problem with %1: %2. Check certificate-authority and tls-server-name of the cluster in the kubeconfig.").arg(server, error.message()), true);
        return;
    case ClusterConnection::State::Forbidden:
        showBanner(tr("Not allowed: %1").arg(error.message()), true);
        return;
    default:
        break;
    }
    if (!connection.notice().isEmpty())
        showBanner(connection.notice(), false);
    else if (!m_bannerSource.isEmpty() && !m_bannerIsError)
        showBanner({}, false);
    else if (m_bannerIsError && connection.state() == ClusterConnection::State::Synced)
        showBanner({}, false);
}

QString MainWindow::selectedPodKey() const
{
    const QModelIndex index = m_podView->selectionModel()->currentIndex();
    return index.isValid() ? index.data(PodTableModel::KeyRole).toString() : QString();
}

void MainWindow::selectedPodChanged()
{
    const QString key = selectedPodKey();
    if (key.isEmpty() || !m_connection) {
        m_details->clear();
        return;
    }
    if (key == m_details->shownKey())
        return;
    m_details->showLoading(key);
    m_connection->fetchDetails(key.section(QLatin1Char('/'), 0, 0), key.section(QLatin1Char('/'), 1));
}

void MainWindow::copySelected(bool withNamespace)
{
    const QString key = selectedPodKey();
    if (!key.isEmpty())
        QApplication::clipboard()->setText(withNamespace ? key : key.section(QLatin1Char('/'), 1));
}

void MainWindow::deleteSelectedPod()
{
    const QString key = selectedPodKey();
    if (key.isEmpty() || !m_connection)
        return;
    // Not exec(): the window keeps running while the question is open.
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Delete pod"),
                                tr("Delete pod %1 in context \"%2\"?").arg(key, m_currentContext), QMessageBox::Yes | QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("deleteConfirmation"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setDefaultButton(QMessageBox::Cancel);
    QPointer<ClusterConnection> connection = m_connection.get();
    connect(box, &QMessageBox::finished, this, [connection, key](int result) {
        if (result == QMessageBox::Yes && connection)
            connection->deletePod(key.section(QLatin1Char('/'), 0, 0), key.section(QLatin1Char('/'), 1));
    });
    box->open();
}

void MainWindow::refresh()
{
    if (!m_currentContext.isEmpty())
        switchContext(m_currentContext);
}

void MainWindow::applyLabelSelector()
{
    const Error error = m_podProxy->setLabelSelector(m_selectorEdit->text());
    m_selectorEdit->setStyleSheet(error ? QStringLiteral("background:#fdecea") : QString());
    m_selectorEdit->setToolTip(error ? error.message() : tr("Kubernetes label selector syntax: =, ==, !=, in, notin, key, !key"));
    if (error)
        statusBar()->showMessage(error.message(), 8000);
}
