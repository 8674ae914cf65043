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
    // New rows (a pod just created) get their requests and limits joined at once, not at the next poll.
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

void UsageColumns::attach(ClusterSession *session, const ApiResource &resource, bool spansClusters)
{
    detach();
    if (!session || spansClusters || !resource.group.isEmpty())
        return;
    if (resource.name == QLatin1String("pods"))
        m_kind = Kind::Pods;
    else if (resource.name == QLatin1String("nodes"))
        m_kind = Kind::Nodes;
    else if (resource.name == QLatin1String("namespaces"))
        m_kind = Kind::Namespaces;
    else
        return;
    m_session = session;
    m_client = MetricsClient::of(session);
    if (m_kind == Kind::Nodes) {
        m_pods = session->acquire({QString(), QStringLiteral("v1"), QStringLiteral("pods")});
        if (!m_pods->indexer().hasIndex(QLatin1String(podsOnNodeIndex)))
            m_pods->addIndexers({{QLatin1String(podsOnNodeIndex), &nodeOfNonTerminatedPod}});
        m_connections.append(
            connect(session, &ClusterSession::informerSynced, this, [this](SharedIndexInformer *informer) {
                if (informer == m_pods)
                    refresh();
            }));
    }
    m_connections += {
        connect(m_client, &MetricsClient::stateChanged, this, &UsageColumns::update),
        connect(session, &ClusterSession::resourcesChanged, this, &UsageColumns::update),
        connect(m_client, &MetricsClient::podMetricsUpdated, this, &UsageColumns::podsUpdated),
        connect(m_client, &MetricsClient::nodeMetricsUpdated, this, &UsageColumns::nodesUpdated),
    };
    update();
}

void UsageColumns::detach()
{
    for (const QMetaObject::Connection &connection : std::as_const(m_connections))
        disconnect(connection);
    m_connections.clear();
    if (m_subscribed && m_client)
        m_client->unsubscribe();
    m_subscribed = false;
    releasePods();
    m_client = nullptr;
    m_session = nullptr;
    m_kind = Kind::None;
    m_usage.clear();
    m_specs.clear();
    if (m_model)
        m_model->setExtraColumns({});
}

void UsageColumns::releasePods()
{
    if (m_pods && m_session)
        m_session->release(m_pods);
    m_pods = nullptr; // without the session, its informers are gone already
}

void UsageColumns::update()
{
    if (!m_model || !m_client)
        return;
    // Subscribed even without the API: the client then asks discovery again now and then, and the columns
    // come when metrics-server does.
    if (!m_subscribed) {
        m_subscribed = true;
        m_client->subscribe();
    }
    if (!m_client->apiServed()) {
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

void UsageColumns::podsUpdated(const QList<PodMetrics> &pods)
{
    if (m_kind == Kind::Namespaces) {
        // A namespace's usage is its pods' summed; a pod that lacks a resource leaves the sum as it is.
        m_usage.clear();
        for (const PodMetrics &pod : pods) {
            const ResourceUsage total = pod.total();
            ResourceUsage &sum = m_usage[pod.namespaceName.toUtf8()];
            if (total.cpuMillicores)
                sum.cpuMillicores = sum.cpuMillicores.value_or(0) + *total.cpuMillicores;
            if (total.memoryBytes)
                sum.memoryBytes = sum.memoryBytes.value_or(0) + *total.memoryBytes;
        }
        refresh();
        return;
    }
    if (m_kind != Kind::Pods)
        return;
    m_usage.clear();
    m_usage.reserve(pods.size());
    for (const PodMetrics &pod : pods)
        m_usage.insert((pod.namespaceName + QLatin1Char('/') + pod.name).toUtf8(), pod.total());
    refresh();
}

void UsageColumns::nodesUpdated(const QList<NodeMetrics> &nodes)
{
    if (m_kind != Kind::Nodes)
        return;
    m_usage.clear();
    m_usage.reserve(nodes.size());
    for (const NodeMetrics &node : nodes)
        m_usage.insert(node.name.toUtf8(), node.usage);
    refresh();
}

void UsageColumns::refresh()
{
    if (!isShown())
        return;
    if (m_kind == Kind::Pods)
        refreshPods();
    else if (m_kind == Kind::Nodes)
        refreshNodes();
    else if (m_kind == Kind::Namespaces)
        refreshNamespaces();
}

void UsageColumns::refreshNamespaces()
{
    QHash<QByteArray, ResourceTableModel::ExtraCells> cells;
    cells.reserve(m_model->rowCount());
    for (int i = 0; i < m_model->rowCount(); ++i) {
        const ResourceRow *row = m_model->row(i);
        // A namespace without running pods uses nothing (not "n/a": metrics-server answered for it).
        const ResourceUsage usage = m_usage.value(row->key, {qint64(0), qint64(0)});
        cells.insert(row->key, {{cpuCell(usage.cpuMillicores), memoryCell(usage.memoryBytes)},
                                {Level::Normal, Level::Normal}});
    }
    m_model->setExtraCells(std::move(cells));
}

void UsageColumns::refreshPods()
{
    QHash<QByteArray, ResourceTableModel::ExtraCells> cells;
    cells.reserve(m_model->rowCount());
    QHash<QByteArray, SpecUsage> specs;
    specs.reserve(m_model->rowCount());
    for (int i = 0; i < m_model->rowCount(); ++i) {
        const ResourceRow *row = m_model->row(i);
        // Requests and limits change only with the object: read its spec once per version.
        SpecUsage spec = m_specs.value(row->key);
        if (spec.identity != row->object.identity()) {
            const PodUsage read = joinPodUsage(row->object.toJsonObject(), nullptr);
            spec = {row->object.identity(), read.requests, read.limits};
        }
        specs.insert(row->key, spec);
        PodUsage usage{m_usage.value(row->key), spec.requests, spec.limits};
        const auto cpuOfLimit = usage.cpuOfLimit();
        const auto memoryOfLimit = usage.memoryOfLimit();
        cells.insert(row->key, {{cpuCell(usage.usage.cpuMillicores), memoryCell(usage.usage.memoryBytes),
                                 percentCell(usage.cpuOfRequest()), percentCell(cpuOfLimit),
                                 percentCell(usage.memoryOfRequest()), percentCell(memoryOfLimit)},
                                {levelOf(cpuOfLimit), levelOf(memoryOfLimit), Level::Normal,
                                 levelOf(cpuOfLimit), Level::Normal, levelOf(memoryOfLimit)}});
    }
    m_specs = std::move(specs);
    m_model->setExtraCells(std::move(cells));
}

void UsageColumns::refreshNodes()
{
    QHash<QByteArray, ResourceTableModel::ExtraCells> cells;
    for (int i = 0; i < m_model->rowCount(); ++i) {
        const ResourceRow *row = m_model->row(i);
        const auto found = m_usage.constFind(row->key);
        NodeMetrics metrics;
        if (found != m_usage.constEnd())
            metrics.usage = *found;
        const qint64 pods =
            m_pods ? m_pods->indexer().indexKeys(QLatin1String(podsOnNodeIndex), row->key).size() : 0;
        const NodeUsage usage =
            joinNodeUsage(row->object.toJsonObject(), found != m_usage.constEnd() ? &metrics : nullptr, pods);
        const auto cpuPercent = usage.cpuPercent();
        const auto memoryPercent = usage.memoryPercent();
        const auto podsPercent = usage.podsPercent();
        cells.insert(row->key,
                     {{cpuCell(usage.usage.cpuMillicores), percentCell(cpuPercent),
                       memoryCell(usage.usage.memoryBytes), percentCell(memoryPercent), podsCell(usage)},
                      {levelOf(cpuPercent), levelOf(cpuPercent), levelOf(memoryPercent),
                       levelOf(memoryPercent), levelOf(podsPercent)}});
    }
    m_model->setExtraCells(std::move(cells));
}

} // namespace kube
