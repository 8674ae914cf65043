// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "selectioncontroller.h"
#include "actionpermissions.h"
#include "actionregistry.h"
#include "detailspane.h"
#include "openclusters.h"
#include "prometheussettings.h"
#include "tablepane.h"
#include "usagechartview.h"

#include "metrics/metricsclient.h"
#include "metrics/prometheusclient.h"
#include "metrics/prometheuslocator.h"
#include "models/eventlogmodel.h"
#include "printers/kind.h"
#include "session/clustersession.h"
#include "session/objectdescriber.h"
#include "session/objectfollower.h"
#include "session/relatedfollower.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QItemSelectionModel>
#include <QScopedValueRollback>
#include <QTableView>

using namespace kube;

SelectionController::SelectionController(TablePane *table, DetailsPane *details,
                                         EventLogFilterProxyModel *objectEvents, OpenClusters *clusters,
                                         QObject *parent)
    : QObject(parent), m_table(table), m_details(details), m_objectEvents(objectEvents), m_clusters(clusters),
      m_permissions(new ActionPermissions(this))
{
    connect(m_table->view()->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &SelectionController::currentRowChanged);
    connect(m_table->view()->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &SelectionController::changed);
    connect(m_table, &TablePane::rowsSettled, this, &SelectionController::syncToRows);
}

void SelectionController::registerActions(ActionRegistry *registry)
{
    // Alt+Left/Right, and the platform's own keys where they differ (the same key twice would be ambiguous).
    const auto withPlatformKeys = [](QKeySequence key, QKeySequence::StandardKey standard) {
        QList<QKeySequence> keys{key};
        for (const QKeySequence &platform : QKeySequence::keyBindings(standard))
            if (!keys.contains(platform))
                keys.append(platform);
        return keys;
    };
    registry->add({"backAction", QT_TRANSLATE_NOOP("MainWindow", "&Back"),
                   QT_TRANSLATE_NOOP("MainWindow", "The object shown before (Alt+Left)"),
                   QStringLiteral("go-previous"),
                   withPlatformKeys(QKeySequence(Qt::ALT | Qt::Key_Left), QKeySequence::Back),
                   Qt::WindowShortcut, false, [this] { return canGoBack(); }, [this](bool) { goBack(); }});
    registry->add(
        {"forwardAction", QT_TRANSLATE_NOOP("MainWindow", "&Forward"),
         QT_TRANSLATE_NOOP("MainWindow", "The object shown next (Alt+Right)"), QStringLiteral("go-next"),
         withPlatformKeys(QKeySequence(Qt::ALT | Qt::Key_Right), QKeySequence::Forward), Qt::WindowShortcut,
         false, [this] { return canGoForward(); }, [this](bool) { goForward(); }});
}

ClusterSession *SelectionController::sessionOf(const ObjectSelection &selection) const
{
    return m_clusters->session(selection.context.isEmpty() ? m_table->context() : selection.context);
}

ObjectSelection SelectionController::at(const QModelIndex &proxyIndex) const
{
    const int source = m_table->proxy()->mapToSource(proxyIndex).row();
    const ResourceRow *row = m_table->model()->row(source);
    if (!proxyIndex.isValid() || !row)
        return {};
    return {m_table->model()->spansClusters() ? m_table->model()->clusterOf(source) : m_table->context(),
            m_table->resource(), QString::fromUtf8(row->keyNamespace()), QString::fromUtf8(row->keyName()),
            QString::fromUtf8(row->object.uid())};
}

QList<ObjectSelection> SelectionController::objectsToActOn() const
{
    if (m_table->context().isEmpty())
        return {};
    const QModelIndexList rows = m_table->view()->selectionModel()->selectedRows();
    if (rows.size() > 1) {
        QList<ObjectSelection> objects;
        for (const QModelIndex &index : rows)
            objects.append(at(index));
        return objects;
    }
    if (m_selection.isNull() || m_gone)
        return {};
    return {m_selection};
}

void SelectionController::currentRowChanged(const QModelIndex &current)
{
    if (m_table->rowsChanging() || m_moving || !current.isValid())
        return;
    const ObjectSelection chosen = at(current);
    if (!m_gone && chosen.isSameObject(m_selection) && chosen.uid == m_selection.uid)
        return;
    open(chosen, true);
}

void SelectionController::open(const ObjectSelection &selection, bool remember)
{
    const ObjectSelection previous = m_selection;
    if (selection.resource.gvr() != m_table->resource().gvr())
        Q_EMIT kindRequested(selection.resource); // drops the selection with the old kind's rows
    if (remember && !previous.isNull() && !previous.isSameObject(selection)) {
        m_back.append(previous);
        m_forward.clear();
    }
    set(selection);
}

void SelectionController::set(const ObjectSelection &selection)
{
    m_selection = selection;
    m_gone = false;
    m_listed = false;
    {
        QSignalBlocker block(m_details->managedFieldsBox());
        m_details->managedFieldsBox()->setChecked(false);
    }
    m_details->showLoading(selection.key());
    if (ClusterSession *session = sessionOf(selection))
        m_details->setHistory(session->journal(), selection.context, selection.resource.gvr(),
                              selection.namespaceName, selection.name, selection.uid);
    m_objectEvents->setClusters({selection.context.isEmpty() ? m_table->context() : selection.context});
    m_objectEvents->setObjectFilter(selection.namespaceName, selection.resource.kind, selection.name,
                                    selection.uid);
    follow();
    syncToRows();
    Q_EMIT changed();
}

void SelectionController::clear()
{
    delete m_follower;
    delete m_related;
    delete m_describer;
    m_selection = {};
    m_gone = false;
    m_listed = false;
    m_details->clear();
    m_objectEvents->setObjectFilter({}, {}, {}); // no object: no events
    Q_EMIT changed();
}

void SelectionController::clearHistory()
{
    m_back.clear();
    m_forward.clear();
}

void SelectionController::goBack()
{
    if (m_back.isEmpty())
        return;
    if (!m_selection.isNull())
        m_forward.append(m_selection);
    open(m_back.takeLast(), false);
}

void SelectionController::goForward()
{
    if (m_forward.isEmpty())
        return;
    if (!m_selection.isNull())
        m_back.append(m_selection);
    open(m_forward.takeLast(), false);
}

void SelectionController::fetchDetails(bool withManagedFields)
{
    if (ClusterSession *session = sessionOf(m_selection); session && !m_selection.isNull() && !m_gone)
        session->fetchDetails(m_selection.resource, m_selection.namespaceName, m_selection.name,
                              withManagedFields);
}

void SelectionController::follow()
{
    delete m_follower;
    delete m_related;
    delete m_describer;
    ClusterSession *session = sessionOf(m_selection);
    if (!session || m_selection.isNull())
        return;
    // The informer the table shares when the object is of the table's kind; no request per change.
    const ResourceSubscription *listing = m_table->subscriptionOf(m_selection.context);
    const QString scope = listing && listing->resource().gvr() == m_selection.resource.gvr()
                              ? listing->namespaceName()
                              : QString();
    m_follower =
        new ObjectFollower(session, m_selection.resource, scope, m_selection.key(), m_selection.uid, this);
    QPointer<ClusterSession> follows = session;
    // The overview's summary is what the kind's describer makes of each new version (qkubectl describe's).
    m_describer = new ObjectDescriber(session, m_selection.resource, this);
    connect(m_describer, &ObjectDescriber::described, this,
            [this](const Object &object, const Description &description, const Error &error) {
                if (!m_gone)
                    m_details->showDescription(m_selection.key(), QString::fromUtf8(object.uid()),
                                               description, error);
            });
    connect(m_follower, &ObjectFollower::changed, this, [this, follows](const ObjectDetails &details) {
        if (!follows || m_gone)
            return;
        if (m_selection.uid.isEmpty()) {
            m_selection.uid = details.uid; // opened by name: from now on this object, not a namesake
            m_objectEvents->setObjectFilter(m_selection.namespaceName, m_selection.resource.kind,
                                            m_selection.name, m_selection.uid);
        }
        followRelated(follows, details);
        if (const std::optional<Object> object = m_follower->current())
            m_describer->describe(*object);
        if (m_details->managedFieldsBox()->isChecked()) // informers drop them: ask the server
            follows->fetchDetails(m_selection.resource, m_selection.namespaceName, m_selection.name, true);
        else
            m_details->showDetails(details);
        Q_EMIT changed(); // cordon or uncordon, suspend or resume: whichever the new state allows
    });
    followUsage(session);
    connect(m_follower, &ObjectFollower::gone, this, [this] {
        markGone(tr("%1 %2 was deleted. This is its last state; select an object to act on it.")
                     .arg(m_selection.resource.kind, m_selection.key()));
    });
    connect(session, &ClusterSession::detailsReady, m_follower,
            [this, follows](const ObjectDetails &details, const Error &error) {
                if (!m_gone && follows == sessionOf(m_selection))
                    m_details->showDetails(details, error);
            });
}

void SelectionController::followUsage(ClusterSession *session)
{
    m_details->usageView()->setChart({});
    const Kind *definition = Kinds::find(m_selection.resource.group, m_selection.resource.name);
    if (!definition || !definition->actions.testFlag(KindAction::Usage)) {
        m_details->setPrometheusRanges(false);
        return;
    }
    // A namespaced object's usage is a pod's, a cluster-scoped one's a node's (metrics.k8s.io has no other).
    const bool pod = m_selection.resource.namespaced;
    MetricsClient *metrics = MetricsClient::of(session);
    const QString key = pod ? m_selection.key() : MetricsClient::nodeKey(m_selection.name);
    const auto range = [details = m_details] { return details->usageRange()->currentData().toLongLong(); };

    // Prometheus's longer ranges, when the context names its Service or one of the usual installs is there.
    PrometheusLocator *locator = PrometheusLocator::of(session);
    locator->setConfigured(
        PrometheusSettings::load(m_selection.context.isEmpty() ? m_table->context() : m_selection.context));
    const auto offer = [details = m_details, locator] {
        details->setPrometheusRanges(locator->state() == PrometheusLocator::State::Found);
    };
    connect(locator, &PrometheusLocator::changed, m_follower, offer);
    offer();
    locator->locate();

    // The follower's lifetime is the selection's: its connections go with it.
    connect(metrics, &MetricsClient::usageChartReady, m_follower,
            [this, key, range](const QString &answered, const UsageChart &chart) {
                if (answered == key && range() == 0)
                    m_details->usageView()->setChart(chart);
            });
    // The object's requests and limits (allocatable) come from the informer's cache, read on the worker.
    const auto ask = [this, follower = m_follower, metrics, locator, session, pod, range](bool poll) {
        const std::optional<Object> object = follower->current();
        const qint64 rangeSecs = range();
        if (!object || (poll && rangeSecs > 0)) // Prometheus's ranges are asked once, not at each poll
            return;
        if (rangeSecs == 0) {
            metrics->requestUsageChart(*object, !pod);
            return;
        }
        auto *prometheus = new PrometheusClient(session, locator->service(), follower);
        const auto answered = [this, prometheus, range, rangeSecs] {
            prometheus->deleteLater();
            return range() == rangeSecs;
        };
        connect(prometheus, &PrometheusClient::usageChartReady, follower,
                [this, answered](const QString &, qint64, const UsageChart &chart) {
                    if (answered())
                        m_details->usageView()->setChart(chart);
                });
        connect(prometheus, &PrometheusClient::usageChartFailed, follower,
                [this, answered](const QString &, qint64, const Error &error) {
                    if (answered())
                        m_details->usageView()->setFailure(error.toString());
                });
        prometheus->requestUsageChart(*object, !pod, rangeSecs, QDateTime::currentSecsSinceEpoch());
    };
    // Each successful poll answers for pods and nodes alike; a new version may change the lines.
    connect(metrics, &MetricsClient::podMetricsUpdated, m_follower, [ask] { ask(true); });
    connect(m_follower, &ObjectFollower::changed, m_follower, [ask] { ask(false); });
    connect(m_details, &DetailsPane::usageRangeChosen, m_follower, [this, ask] {
        m_details->usageView()->setChart({});
        ask(false);
    });
    ask(false);
}

void SelectionController::followRelated(ClusterSession *session, const ObjectDetails &details)
{
    // A new version may select other objects (a Service's selector edited): then the queries start again.
    QString queries;
    for (const RelatedQuery &query : details.related)
        queries += QStringLiteral("%1|%2|%3|%4|%5|%6;")
                       .arg(query.gvr.groupVersion() + QLatin1Char('/') + query.gvr.resource,
                            query.namespaceName, query.labelSelector, query.fieldSelector,
                            QString::number(int(query.match)), query.value);
    if (m_related && m_related->uid() == details.uid && m_relatedQueries == queries)
        return;
    delete m_related;
    m_relatedQueries = queries;
    m_related = new RelatedFollower(session, details.key, details.uid, details.related, this);
    connect(m_related, &RelatedFollower::changed, this, [this](const QList<RelatedObjects> &related) {
        if (!m_gone)
            m_details->showRelated(related);
    });
}

void SelectionController::syncToRows()
{
    if (m_selection.isNull() || m_gone || m_selection.resource.gvr() != m_table->resource().gvr() ||
        m_table->showsPast())
        return;
    const ResourceTableModel *model = m_table->model();
    const int source = model->spansClusters() ? model->rowOf(m_selection.context, m_selection.key().toUtf8())
                                              : model->rowOf(m_selection.key().toUtf8());
    const ResourceRow *row = model->row(source);
    if (!row || (!m_selection.uid.isEmpty() && QString::fromUtf8(row->object.uid()) != m_selection.uid)) {
        if (m_listed)
            markGone(tr("%1 %2 was deleted. This is its last state; select an object to act on it.")
                         .arg(m_selection.resource.kind, m_selection.key()));
        return; // not listed yet (opened by a link while its kind lists)
    }
    const QModelIndex at = m_table->proxy()->mapFromSource(model->index(source, 0));
    if (!at.isValid()) {
        markGone(tr("%1 %2 is hidden by the filters. This is its last state; select an object to act on it.")
                     .arg(m_selection.resource.kind, m_selection.key()));
        return;
    }
    QItemSelectionModel *selection = m_table->view()->selectionModel();
    if (selection->currentIndex().row() == at.row() && selection->isRowSelected(at.row()))
        return;
    const QScopedValueRollback guard(m_moving, true);
    // The first time it is listed (opened by a link) it becomes the selected row; later only the current one.
    selection->setCurrentIndex(at, m_listed
                                       ? QItemSelectionModel::NoUpdate
                                       : QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    if (!m_listed)
        m_table->view()->scrollTo(at);
    m_listed = true;
}

void SelectionController::markGone(const QString &reason)
{
    if (m_gone)
        return;
    m_gone = true;
    m_details->showGone(reason);
    {
        // No row stands for it any more: nothing stays highlighted that an action could be taken for.
        const QScopedValueRollback guard(m_moving, true);
        m_table->view()->selectionModel()->clear();
    }
    Q_EMIT changed();
}
