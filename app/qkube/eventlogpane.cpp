// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "eventlogpane.h"
#include "openclusters.h"

#include "models/eventlogmodel.h"
#include "models/resourcesubscription.h"
#include "printers/builtinkinds.h"
#include "session/clustersession.h"

#include <QAction>
#include <QCheckBox>
#include <QEvent>
#include <QHeaderView>
#include <QLineEdit>
#include <QTableView>
#include <QToolBar>
#include <QVBoxLayout>

using namespace kube;

ApiResource EventLogPane::eventsResource()
{
    ApiResource resource;
    resource.name = QLatin1String(kube::BuiltinKinds::events.resource);
    resource.kind = QLatin1String(kube::BuiltinKinds::events.kind);
    resource.version = QStringLiteral("v1");
    resource.namespaced = true;
    return resource;
}

EventLogPane::EventLogPane(OpenClusters *clusters, QWidget *parent)
    : QWidget(parent), m_clusters(clusters), m_model(new EventLogModel(this)),
      m_proxy(new EventLogFilterProxyModel(this)), m_objectEvents(new EventLogFilterProxyModel(this))
{
    m_proxy->setSourceModel(m_model);
    m_objectEvents->setSourceModel(m_model);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *bar = new QToolBar(this);
    m_warningsOnly = new QCheckBox(bar);
    m_warningsOnly->setObjectName(QStringLiteral("warningsOnly"));
    m_filter = new QLineEdit(bar);
    m_filter->setObjectName(QStringLiteral("eventFilter"));
    m_filter->setClearButtonEnabled(true);
    m_pauseAction = new QAction(this);
    m_pauseAction->setObjectName(QStringLiteral("pauseEventsAction"));
    m_pauseAction->setCheckable(true);
    bar->addWidget(m_warningsOnly);
    bar->addWidget(m_filter);
    bar->addAction(m_pauseAction);
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("eventView"));
    m_view->setModel(m_proxy);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->horizontalHeader()->setStretchLastSection(false);
    m_view->horizontalHeader()->setSectionResizeMode(EventLogModel::MessageColumn, QHeaderView::Stretch);
    m_view->setColumnWidth(EventLogModel::LastSeenColumn, 80);
    m_view->setColumnWidth(EventLogModel::ReasonColumn, 140);
    m_view->setColumnWidth(EventLogModel::ObjectColumn, 300);
    m_view->setWordWrap(false);
    m_view->setTextElideMode(Qt::ElideRight);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setColumnHidden(EventLogModel::ClusterColumn, true); // shown in the All clusters scope
    m_proxy->setSortRole(EventLogModel::SortRole);
    m_view->horizontalHeader()->setSortIndicator(
        -1, Qt::DescendingOrder); // newest first until a header is clicked
    m_view->setSortingEnabled(true);
    layout->addWidget(bar);
    layout->addWidget(m_view);
    connect(m_warningsOnly, &QCheckBox::toggled, m_proxy, &EventLogFilterProxyModel::setWarningsOnly);
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &EventLogFilterProxyModel::setTextFilter);
    connect(m_pauseAction, &QAction::toggled, this, [this](bool paused) {
        if (paused)
            m_model->pause();
        else
            m_model->resume();
        retranslate();
    });
    retranslate();
}

EventLogPane::~EventLogPane()
{
    clear();
}

void EventLogPane::setCluster(const QString &context, ClusterSession *session)
{
    clear();
    m_context = context;
    if (session) {
        m_subscription = subscribe(context, session);
    }
    updateScope();
}

ResourceSubscription *EventLogPane::subscribe(const QString &context, ClusterSession *session)
{
    auto *subscription =
        new ResourceSubscription(session, eventsResource(), {}, EventLogModel::printer(), this);
    connect(subscription->feed(), &RowFeed::batchReady, m_model,
            [this, context](const RowBatch &batch) { m_model->applyEventBatch(batch, context); });
    return subscription;
}

void EventLogPane::setSpansClusters(bool spans)
{
    m_spans = spans;
    updateScope();
}

void EventLogPane::setNamespace(const QString &namespaceName)
{
    m_proxy->setNamespaceFilter(namespaceName);
}

void EventLogPane::clusterClosing(const QString &context)
{
    delete m_spanSubscriptions.take(context); // releases its informer while the session is still there
}

void EventLogPane::logObjectChanges(const QString &context, const RowBatch &batch, const QString &kind,
                                    int statusColumn)
{
    // qkube's own lines: the current cluster's (the log keeps every cluster's Events).
    if (context == m_context)
        m_model->applyObjectBatch(batch, kind, statusColumn, context);
}

void EventLogPane::clear()
{
    delete m_subscription;
    for (const QPointer<ResourceSubscription> &subscription : std::as_const(m_spanSubscriptions))
        delete subscription; // the log is cleared: made again, they deliver their clusters' Events again
    m_spanSubscriptions.clear();
    m_model->clear();
    m_context.clear();
}

void EventLogPane::updateScope()
{
    const QStringList open = m_clusters->contexts();
    for (auto it = m_spanSubscriptions.begin(); it != m_spanSubscriptions.end();) {
        if (m_spans && open.contains(it.key()) && it.key() != m_context) {
            ++it;
            continue;
        }
        delete it.value();
        it = m_spanSubscriptions.erase(it);
    }
    for (const QString &context : m_spans && !m_context.isEmpty() ? open : QStringList()) {
        ClusterSession *session = m_clusters->session(context);
        if (context == m_context || m_spanSubscriptions.value(context) || !session)
            continue;
        m_spanSubscriptions.insert(context, subscribe(context, session));
    }
    // Lines of clusters closed meanwhile, or of the others while one cluster is shown, stay hidden.
    m_proxy->setClusters(m_spans ? open : QStringList{m_context});
    m_view->setColumnHidden(EventLogModel::ClusterColumn, !m_spans);
}

void EventLogPane::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void EventLogPane::retranslate()
{
    m_warningsOnly->setText(tr("Warnings only"));
    m_filter->setPlaceholderText(tr("Filter events"));
    m_pauseAction->setText(m_pauseAction->isChecked()
                               ? tr("Resume (%n buffered)", nullptr, m_model->bufferedCount())
                               : tr("Pause"));
    m_pauseAction->setIcon(QIcon(m_pauseAction->isChecked() ? QStringLiteral(":/icons/play.svg")
                                                            : QStringLiteral(":/icons/pause.svg")));
    if (m_model->columnCount() > 0)
        Q_EMIT m_model->headerDataChanged(Qt::Horizontal, 0, m_model->columnCount() - 1);
}
