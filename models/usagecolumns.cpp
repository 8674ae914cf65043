// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "usagecolumns.h"

#include "resourcetablemodel.h"

#include "cache/sharedindexinformer.h"
#include "metrics/metricsclient.h"
#include "metrics/usagequantity.h"
#include "session/clustersession.h"

namespace kube {

namespace {

using Level = ResourceTableModel::CellLevel;

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

PrintCell cpuCell(const std::optional<qint64> &millicores)
{
    return millicores ? PrintCell::number(double(*millicores), formatCpuMillicores(*millicores))
                      : PrintCell::none();
}

PrintCell memoryCell(const std::optional<qint64> &bytes)
{
    return bytes ? PrintCell::number(double(*bytes), formatMemoryMi(*bytes)) : PrintCell::none();
}

PrintCell percentCell(const std::optional<int> &percent)
{
    return percent ? PrintCell::integer(*percent) : PrintCell::none();
}

// "12/110", sorted by the count; "12" when the node says nothing of allocatable pods.
PrintCell podsCell(const NodeUsage &usage)
{
    const QString text = usage.allocatablePods
                             ? QStringLiteral("%1/%2").arg(usage.pods).arg(*usage.allocatablePods)
                             : QString::number(usage.pods);
    return PrintCell::number(double(usage.pods), text);
}

Level levelOf(const std::optional<int> &percent)
{
    if (!percent || *percent < UsageColumns::warnPercent)
        return Level::Normal;
    return *percent >= UsageColumns::errorPercent ? Level::Error : Level::Warning;
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
    if (!session || !resource.group.isEmpty())
        return;
    if (resource.name == QLatin1String("pods"))
        m_kind = Kind::Pods;
    else if (resource.name == QLatin1String("nodes"))
        m_kind = Kind::Nodes;
    else if (resource.name == QLatin1String("namespaces"))
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
        source.pods = session->acquire({QString(), QStringLiteral("v1"), QStringLiteral("pods")});
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
    if (m_kind == Kind::Namespaces) {
        // A namespace's usage is its pods' summed; a pod that lacks a resource leaves the sum as it is.
        source.usage.clear();
        for (const PodMetrics &pod : pods) {
            const ResourceUsage total = pod.total();
            ResourceUsage &sum = source.usage[pod.namespaceName.toUtf8()];
            if (total.cpuMillicores)
                sum.cpuMillicores = sum.cpuMillicores.value_or(0) + *total.cpuMillicores;
            if (total.memoryBytes)
                sum.memoryBytes = sum.memoryBytes.value_or(0) + *total.memoryBytes;
        }
    } else if (m_kind == Kind::Pods) {
        source.usage.clear();
        source.usage.reserve(pods.size());
        for (const PodMetrics &pod : pods)
            source.usage.insert((pod.namespaceName + QLatin1Char('/') + pod.name).toUtf8(), pod.total());
    } else {
        return;
    }
    if (isShown())
        refresh(source);
}

void UsageColumns::nodesUpdated(Source &source, const QList<NodeMetrics> &nodes)
{
    if (m_kind != Kind::Nodes)
        return;
    source.usage.clear();
    source.usage.reserve(nodes.size());
    for (const NodeMetrics &node : nodes)
        source.usage.insert(node.name.toUtf8(), node.usage);
    if (isShown())
        refresh(source);
}

void UsageColumns::boundsRead(Source &source, MetricsClient::BoundsByKey bounds)
{
    source.boundsPending = false;
    if (source.bounds.isEmpty())
        source.bounds = std::move(bounds); // a first table: taken whole, not inserted key by key
    else
        source.bounds.insert(bounds);
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

void UsageColumns::requestBounds(Source &source, const QList<int> &rows)
{
    if (rows.isEmpty() || source.boundsPending || !source.client)
        return;
    QList<Object> objects;
    objects.reserve(rows.size());
    for (const int i : rows)
        objects.append(m_model->row(i)->object);
    source.boundsPending = true;
    std::weak_ptr<Source> weak;
    for (const auto &held : m_sources)
        if (held.get() == &source)
            weak = held;
    source.client->requestBounds(std::move(objects), m_kind == Kind::Nodes, this,
                                 [this, weak](MetricsClient::BoundsByKey bounds) {
                                     if (const auto source = weak.lock())
                                         boundsRead(*source, std::move(bounds));
                                 });
}

void UsageColumns::refresh(Source &source)
{
    const QList<int> rows = rowsOf(source);
    QHash<QByteArray, ResourceTableModel::ExtraCells> cells;
    if (!source.client || !source.client->apiServed()) {
        m_model->setExtraCells(source.context, std::move(cells)); // this cluster has no metrics: n/a
        return;
    }
    cells.reserve(rows.size());
    QList<int> unread; // rows whose object version has no bounds yet
    for (const int i : rows) {
        const ResourceRow *row = m_model->row(i);
        if (m_kind == Kind::Namespaces) {
            // A namespace without running pods uses nothing (not "n/a": metrics-server answered for it).
            const ResourceUsage usage = source.usage.value(row->key, {qint64(0), qint64(0)});
            cells.insert(row->key, {{cpuCell(usage.cpuMillicores), memoryCell(usage.memoryBytes)},
                                    {Level::Normal, Level::Normal}});
            continue;
        }
        // Bounds change only with the object: read on the worker once per version (a pod's once it has
        // usage to measure; without, its shares are n/a anyway). Until the new version's come, the last
        // version's stand.
        const auto found = source.usage.constFind(row->key);
        const bool measured = found != source.usage.constEnd();
        const ResourceUsage usage = measured ? *found : ResourceUsage{};
        const auto bounds = source.bounds.constFind(row->key);
        const bool known = bounds != source.bounds.constEnd();
        if ((measured || m_kind == Kind::Nodes) && (!known || bounds->identity != row->object.identity()))
            unread.append(i);
        if (m_kind == Kind::Pods) {
            const PodUsage pod = known ? bounds->podUsage(usage) : PodUsage{usage, {}, {}};
            const auto cpuOfLimit = pod.cpuOfLimit();
            const auto memoryOfLimit = pod.memoryOfLimit();
            cells.insert(row->key, {{cpuCell(pod.usage.cpuMillicores), memoryCell(pod.usage.memoryBytes),
                                     percentCell(pod.cpuOfRequest()), percentCell(cpuOfLimit),
                                     percentCell(pod.memoryOfRequest()), percentCell(memoryOfLimit)},
                                    {levelOf(cpuOfLimit), levelOf(memoryOfLimit), Level::Normal,
                                     levelOf(cpuOfLimit), Level::Normal, levelOf(memoryOfLimit)}});
            continue;
        }
        const qint64 pods =
            source.pods ? source.pods->indexer().indexKeys(QLatin1String(podsOnNodeIndex), row->key).size()
                        : 0;
        const NodeUsage node = known ? bounds->nodeUsage(usage, pods) : NodeUsage{usage, {}, {}, {}, pods};
        const auto cpuPercent = node.cpuPercent();
        const auto memoryPercent = node.memoryPercent();
        const auto podsPercent = node.podsPercent();
        cells.insert(row->key,
                     {{cpuCell(node.usage.cpuMillicores), percentCell(cpuPercent),
                       memoryCell(node.usage.memoryBytes), percentCell(memoryPercent), podsCell(node)},
                      {levelOf(cpuPercent), levelOf(cpuPercent), levelOf(memoryPercent),
                       levelOf(memoryPercent), levelOf(podsPercent)}});
    }
    // Rows gone (deleted pods) take their bounds with them.
    if (source.bounds.size() > rows.size()) {
        MetricsClient::BoundsByKey kept;
        kept.reserve(rows.size());
        for (const int i : rows)
            if (const auto found = source.bounds.constFind(m_model->row(i)->key);
                found != source.bounds.cend())
                kept.insert(found.key(), *found);
        source.bounds = std::move(kept);
    }
    m_model->setExtraCells(source.context, std::move(cells));
    requestBounds(source, unread);
}

} // namespace kube
