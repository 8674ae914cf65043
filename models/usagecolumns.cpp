// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "usagecolumns.h"

#include "resourcetablemodel.h"
#include "usagecells.h"

#include "cache/sharedindexinformer.h"
#include "core/threadhandoff.h"
#include "metrics/metricsclient.h"
#include "printers/builtinkinds.h"
#include "session/clustersession.h"

namespace kube {

namespace {

// `wide`: shown with the -o wide columns only (the table must still fit a 1280-pixel window beside the
// details).
PrintColumn column(const QString &name, const QString &description, bool wide = false)
{
    PrintColumn out;
    out.name = name;
    out.type = QStringLiteral("number");
    out.priority = wide ? 1 : 0;
    out.description = description;
    return out;
}

} // namespace

UsageColumns::UsageColumns(ResourceTableModel *model, QObject *parent) : QObject(parent), m_model(model)
{
    // New rows (a pod just created) get their usage and bounds at once, not at the next poll.
    connect(m_model, &QAbstractItemModel::rowsInserted, this, [this] {
        if (!isShown() || std::exchange(m_refreshQueued, true))
            return;
        QMetaObject::invokeMethod(
            this,
            [this] {
                m_refreshQueued = false;
                refresh();
            },
            Qt::QueuedConnection);
    });
}

UsageColumns::~UsageColumns()
{
    detach();
}

bool UsageColumns::isShown() const
{
    return m_model && m_model->extraColumnCount() > 0;
}

qsizetype UsageColumns::boundsKnown() const
{
    qsizetype known = 0;
    for (const auto &source : m_sources)
        known += source->bounds.size();
    return known;
}

const UsageBounds *UsageColumns::boundsOf(const QString &context, const QByteArray &key) const
{
    const Source *source = sourceOf(m_spans ? context : QString());
    if (!source)
        return nullptr;
    const auto found = source->bounds.constFind(key);
    return found != source->bounds.cend() ? &*found : nullptr;
}

void UsageColumns::attach(const QString &context, ClusterSession *session, const ApiResource &resource,
                          bool spansClusters)
{
    detach();
    if (!session)
        return;
    const auto is = [&resource](const BuiltinKinds::KindName &name) {
        return resource.group == QLatin1String(name.group) && resource.name == QLatin1String(name.resource);
    };
    if (is(BuiltinKinds::pods))
        m_kind = Kind::Pods;
    else if (is(BuiltinKinds::nodes))
        m_kind = Kind::Nodes;
    else if (is(BuiltinKinds::namespaces))
        m_kind = Kind::Namespaces;
    else
        return;
    m_spans = spansClusters;
    addCluster(context, session);
}

void UsageColumns::addCluster(const QString &context, ClusterSession *session)
{
    const QString name = m_spans ? context : QString();
    if (m_kind == Kind::None || !session || sourceOf(name) || (!m_spans && !m_sources.empty()))
        return;
    auto source = std::make_shared<Source>();
    source->context = name;
    source->session = session;
    source->client = MetricsClient::of(session);
    m_sources.push_back(source);
    connectSource(*source);
    update();
}

void UsageColumns::removeCluster(const QString &context)
{
    const auto found = std::find_if(m_sources.begin(), m_sources.end(),
                                    [&](const auto &source) { return source->context == context; });
    if (found == m_sources.end())
        return;
    releaseSource(**found);
    m_sources.erase(found);
    if (m_model)
        m_model->setExtraCells(context, {});
    update();
}

UsageColumns::Source *UsageColumns::sourceOf(const QString &context) const
{
    for (const auto &source : m_sources)
        if (source->context == context)
            return source.get();
    return nullptr;
}

void UsageColumns::connectSource(Source &source)
{
    ClusterSession *session = source.session;
    Source *at = &source; // the connections go with the source (releaseSource)
    if (m_kind == Kind::Nodes) {
        source.pods = session->acquire({QLatin1String(BuiltinKinds::pods.group), QStringLiteral("v1"),
                                        QLatin1String(BuiltinKinds::pods.resource)});
        if (!source.pods->indexer().hasIndex(QLatin1String(podsOnNodeIndex)))
            source.pods->addIndexers({{QLatin1String(podsOnNodeIndex), &nodeOfNonTerminatedPod}});
        source.connections.append(connect(session, &ClusterSession::informerSynced, this,
                                          [this, at](SharedIndexInformer *informer) {
                                              if (informer == at->pods && isShown())
                                                  refresh(*at);
                                          }));
    }
    source.connections += {
        connect(source.client, &MetricsClient::stateChanged, this, &UsageColumns::update),
        connect(session, &ClusterSession::resourcesChanged, this, &UsageColumns::update),
        connect(source.client, &MetricsClient::podMetricsUpdated, this,
                [this, at](const QList<PodMetrics> &pods) { podsUpdated(*at, pods); }),
        connect(source.client, &MetricsClient::nodeMetricsUpdated, this,
                [this, at](const QList<NodeMetrics> &nodes) { nodesUpdated(*at, nodes); }),
    };
}

void UsageColumns::releaseSource(Source &source)
{
    for (const QMetaObject::Connection &connection : std::as_const(source.connections))
        disconnect(connection);
    source.connections.clear();
    if (source.subscribed && source.client)
        source.client->unsubscribe();
    source.subscribed = false;
    if (source.pods && source.session)
        source.session->release(source.pods);
    source.pods = nullptr; // without the session, its informers are gone already
}

void UsageColumns::detach()
{
    for (const auto &source : m_sources)
        releaseSource(*source);
    m_sources.clear();
    m_kind = Kind::None;
    m_spans = false;
    if (m_model)
        m_model->setExtraColumns({});
}

void UsageColumns::update()
{
    if (!m_model)
        return;
    // Subscribed even without the API: the client then asks discovery again now and then, and the columns
    // come when metrics-server does.
    bool served = false;
    for (const auto &source : m_sources) {
        if (!source->client)
            continue;
        if (!source->subscribed) {
            source->subscribed = true;
            source->client->subscribe();
        }
        served = served || source->client->apiServed();
    }
    if (!served) {
        m_model->setExtraColumns({});
        return;
    }
    if (m_kind == Kind::Pods)
        m_model->setExtraColumns({
            column(QStringLiteral("CPU"), tr("CPU in use (millicores), from metrics-server"), true),
            column(QStringLiteral("MEM"), tr("Memory in use (MiB), from metrics-server"), true),
            column(QStringLiteral("%CPU/R"), tr("CPU in use as a share of the pod's CPU requests"), true),
            column(QStringLiteral("%CPU/L"), tr("CPU in use as a share of the pod's CPU limits"), true),
            column(QStringLiteral("%MEM/R"), tr("Memory in use as a share of the pod's memory requests"),
                   true),
            column(QStringLiteral("%MEM/L"), tr("Memory in use as a share of the pod's memory limits"), true),
        });
    else if (m_kind == Kind::Namespaces)
        m_model->setExtraColumns({
            column(QStringLiteral("CPU"),
                   tr("CPU in use by the namespace's pods (millicores), from metrics-server")),
            column(QStringLiteral("MEM"),
                   tr("Memory in use by the namespace's pods (MiB), from metrics-server")),
        });
    else
        m_model->setExtraColumns({
            column(QStringLiteral("CPU"), tr("CPU in use (millicores), from metrics-server")),
            column(QStringLiteral("CPU%"), tr("CPU in use as a share of the node's allocatable CPU")),
            column(QStringLiteral("MEM"), tr("Memory in use (MiB), from metrics-server")),
            column(QStringLiteral("MEM%"), tr("Memory in use as a share of the node's allocatable memory")),
            column(QStringLiteral("PODS"),
                   tr("Pods on the node (not Succeeded or Failed) of the pods it can hold")),
        });
    refresh();
}

void UsageColumns::podsUpdated(Source &source, const QList<PodMetrics> &pods)
{
    if (m_kind != Kind::Pods && m_kind != Kind::Namespaces)
        return;
    source.podsAnswer = pods; // joined off the GUI thread with the next refresh
    if (isShown())
        refresh(source);
}

void UsageColumns::nodesUpdated(Source &source, const QList<NodeMetrics> &nodes)
{
    if (m_kind != Kind::Nodes)
        return;
    source.nodesAnswer = nodes;
    if (isShown())
        refresh(source);
}

void UsageColumns::refresh()
{
    if (!isShown())
        return;
    for (const auto &source : m_sources)
        refresh(*source);
}

QList<int> UsageColumns::rowsOf(const Source &source) const
{
    QList<int> rows;
    rows.reserve(m_model->rowCount());
    const bool all = !m_model->spansClusters();
    for (int i = 0; i < m_model->rowCount(); ++i)
        if (all || m_model->clusterOf(i) == source.context)
            rows.append(i);
    return rows;
}

namespace {

// A join of one cluster's usage with its rows on the session's worker, a slice at a time: the cells with the
// bounds known, handed over; then, when some rows' versions had none, those read and the cells again.
struct Join
{
    UsageCells::Input input;
    UsageCells::Output output;
    std::shared_ptr<UsageCells::BoundsByKey> bounds; // the source's, only ever touched on the worker
    bool nodes = false;
    bool boundsRead = false; // the second pass
    QList<Object> unread;
    QPointer<QObject> receiver;
    std::function<void(UsageColumns::Joined)> done;
};

void joinRows(RestClient *client, std::shared_ptr<Join> join, qsizetype from);

// Reads the unread rows' bounds, a slice a turn, then joins again with them.
void readBounds(RestClient *client, std::shared_ptr<Join> join, qsizetype from)
{
    const qsizetype to = std::min(join->unread.size(), from + UsageCells::boundsSlice);
    for (qsizetype i = from; i < to; ++i)
        join->bounds->insert(join->unread.at(i).key(), UsageBounds::of(join->unread.at(i), join->nodes));
    if (to < join->unread.size()) {
        detail::postMarked(client, [client, join, to] { readBounds(client, join, to); });
        return;
    }
    join->unread.clear();
    join->boundsRead = true;
    joinRows(client, join, 0);
}

void joinRows(RestClient *client, std::shared_ptr<Join> join, qsizetype from)
{
    if (from == 0) {
        join->input.bounds = *join->bounds;
        join->output = UsageCells::begin(&join->input);
    }
    const qsizetype to = std::min(join->input.rows.size(), from + UsageCells::slice);
    UsageCells::rows(join->input, &join->output, from, to);
    if (to < join->input.rows.size()) {
        detail::postMarked(client, [client, join, to] { joinRows(client, join, to); });
        return;
    }
    UsageCells::end(join->input, &join->output);
    for (const QByteArray &key : std::as_const(join->output.boundsGone))
        join->bounds->remove(key);
    // The second pass has read every row's bounds: its unread are rows whose pods changed meanwhile, left
    // to the next poll.
    const bool readNow = !join->boundsRead && !join->output.unread.isEmpty();
    join->unread = std::exchange(join->output.unread, {});
    join->input.usage = join->output.usage; // the answer, for the second pass
    auto joined = std::make_shared<UsageColumns::Joined>(UsageColumns::Joined{
        std::move(join->output.cells), std::move(join->output.usage), *join->bounds, !readNow});
    join->output = {};
    // The hand-off is marked on `joined`, which lives until the GUI thread has read it (the join may not).
    detail::postTo(join->receiver, joined.get(),
                   [joined, done = join->done](QObject *) { done(std::move(*joined)); });
    if (readNow)
        readBounds(client, join, 0);
}

} // namespace

void UsageColumns::refresh(Source &source)
{
    if (!source.client || !source.client->apiServed()) {
        m_model->setExtraCells(source.context, {}); // this cluster has no metrics: n/a
        return;
    }
    if (source.joining || !source.session) {
        source.joinAgain = source.joining;
        return;
    }
    // The GUI thread takes a snapshot of the rows (keys and object versions, implicitly shared) and the
    // answer; the bounds, the arithmetic and the 100k cells' text are the worker's.
    auto join = std::make_shared<Join>();
    UsageCells::Input &input = join->input;
    input.kind = m_kind == Kind::Pods    ? UsageCells::Kind::Pods
                 : m_kind == Kind::Nodes ? UsageCells::Kind::Nodes
                                         : UsageCells::Kind::Namespaces;
    const QList<int> rows = rowsOf(source);
    input.rows.reserve(rows.size());
    for (const int i : rows) {
        const ResourceRow *row = m_model->row(i);
        input.rows.append({row->key, row->object});
        if (m_kind == Kind::Nodes && source.pods) // a node table's rows are few
            input.podsOnNode.insert(
                row->key, source.pods->indexer().indexKeys(QLatin1String(podsOnNodeIndex), row->key).size());
    }
    input.pods = std::exchange(source.podsAnswer, std::nullopt);
    input.nodes = std::exchange(source.nodesAnswer, std::nullopt);
    input.usage = source.usage;
    join->bounds = source.workerBounds;
    join->nodes = m_kind == Kind::Nodes;
    join->receiver = this;
    const std::weak_ptr<Source> weak = sourceHolding(source);
    join->done = [this, weak](Joined joined) {
        if (const auto source = weak.lock())
            this->joined(*source, std::move(joined));
    };
    source.joining = true;
    source.session->post([join](RestClient *client) { joinRows(client, join, 0); });
}

void UsageColumns::joined(Source &source, Joined joined)
{
    // What is replaced is freed on the worker: 100k cells and keys are tens of ms of the GUI thread.
    auto discarded = std::make_shared<Joined>();
    discarded->usage = std::exchange(source.usage, std::move(joined.usage));
    discarded->bounds = std::exchange(source.bounds, std::move(joined.bounds));
    if (isShown()) {
        discarded->cells = m_model->keepExtraCells(source.context, std::move(joined.cells));
        source.applyFrom = 0;
        if (!std::exchange(source.applying, true))
            applySlice(source);
    }
    if (source.session)
        source.session->post([discarded = std::move(discarded)](RestClient *) { *discarded = {}; });
    if (!joined.last)
        return;
    source.joining = false;
    if (std::exchange(source.joinAgain, false))
        refresh(source);
}

void UsageColumns::applySlice(Source &source)
{
    if (!m_model || !isShown()) {
        source.applying = false;
        return;
    }
    const int from = source.applyFrom;
    source.applyFrom = from + rowsPerTurn;
    m_model->applyExtraCells(source.context, from, source.applyFrom);
    if (source.applyFrom >= m_model->rowCount()) {
        source.applying = false;
        return;
    }
    std::weak_ptr<Source> weak = sourceHolding(source);
    QMetaObject::invokeMethod(
        this,
        [this, weak] {
            if (const auto held = weak.lock())
                applySlice(*held);
        },
        Qt::QueuedConnection);
}

std::weak_ptr<UsageColumns::Source> UsageColumns::sourceHolding(const Source &source) const
{
    for (const auto &held : m_sources)
        if (held.get() == &source)
            return held;
    return {};
}

} // namespace kube
