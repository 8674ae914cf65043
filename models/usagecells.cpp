// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "usagecells.h"

#include "usagecolumns.h"

#include "metrics/usagequantity.h"

namespace kube {

namespace {

using Level = ResourceTableModel::CellLevel;

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

UsageCells::UsageByKey UsageCells::usageOf(Kind kind, const QList<PodMetrics> &pods)
{
    UsageByKey usage;
    if (kind == Kind::Namespaces) {
        // A namespace's usage is its pods' summed; a pod that lacks a resource leaves the sum as it is.
        for (const PodMetrics &pod : pods) {
            const ResourceUsage total = pod.total();
            ResourceUsage &sum = usage[pod.namespaceName.toUtf8()];
            if (total.cpuMillicores)
                sum.cpuMillicores = sum.cpuMillicores.value_or(0) + *total.cpuMillicores;
            if (total.memoryBytes)
                sum.memoryBytes = sum.memoryBytes.value_or(0) + *total.memoryBytes;
        }
        return usage;
    }
    usage.reserve(pods.size());
    for (const PodMetrics &pod : pods)
        usage.insert((pod.namespaceName + QLatin1Char('/') + pod.name).toUtf8(), pod.total());
    return usage;
}

UsageCells::UsageByKey UsageCells::usageOf(const QList<NodeMetrics> &nodes)
{
    UsageByKey usage;
    usage.reserve(nodes.size());
    for (const NodeMetrics &node : nodes)
        usage.insert(node.name.toUtf8(), node.usage);
    return usage;
}

UsageCells::Output UsageCells::compute(Input input)
{
    Output out = begin(&input);
    rows(input, &out, 0, input.rows.size());
    end(input, &out);
    return out;
}

UsageCells::Output UsageCells::begin(Input *input)
{
    Output out;
    if (input->pods)
        out.usage = usageOf(input->kind, *std::exchange(input->pods, std::nullopt));
    else if (input->nodes)
        out.usage = usageOf(*std::exchange(input->nodes, std::nullopt));
    else
        out.usage = std::exchange(input->usage, {});
    out.cells.reserve(input->rows.size());
    return out;
}

void UsageCells::rows(const Input &input, Output *output, qsizetype from, qsizetype to)
{
    Output &out = *output;
    for (qsizetype i = from; i < to; ++i) {
        const auto &[key, object] = input.rows.at(i);
        if (input.kind == Kind::Namespaces) {
            // A namespace without running pods uses nothing (not "n/a": metrics-server answered for it).
            const ResourceUsage usage = out.usage.value(key, {qint64(0), qint64(0)});
            out.cells.insert(key, {{cpuCell(usage.cpuMillicores), memoryCell(usage.memoryBytes)},
                                   {Level::Normal, Level::Normal}});
            continue;
        }
        // Bounds change only with the object: read on the worker once per version (a pod's once it has
        // usage to measure; without, its shares are n/a anyway). Until the new version's come, the last
        // version's stand.
        const auto found = out.usage.constFind(key);
        const bool measured = found != out.usage.constEnd();
        const ResourceUsage usage = measured ? *found : ResourceUsage{};
        const auto bounds = input.bounds.constFind(key);
        const bool known = bounds != input.bounds.constEnd();
        if ((measured || input.kind == Kind::Nodes) &&
            (!known || bounds->version.identity() != object.identity()))
            out.unread.append(object);
        if (input.kind == Kind::Pods) {
            const PodUsage pod = known ? bounds->podUsage(usage) : PodUsage{usage, {}, {}};
            const auto cpuOfLimit = pod.cpuOfLimit();
            const auto memoryOfLimit = pod.memoryOfLimit();
            out.cells.insert(key, {{cpuCell(pod.usage.cpuMillicores), memoryCell(pod.usage.memoryBytes),
                                    percentCell(pod.cpuOfRequest()), percentCell(cpuOfLimit),
                                    percentCell(pod.memoryOfRequest()), percentCell(memoryOfLimit)},
                                   {levelOf(cpuOfLimit), levelOf(memoryOfLimit), Level::Normal,
                                    levelOf(cpuOfLimit), Level::Normal, levelOf(memoryOfLimit)}});
            continue;
        }
        const qint64 pods = input.podsOnNode.value(key);
        const NodeUsage node = known ? bounds->nodeUsage(usage, pods) : NodeUsage{usage, {}, {}, {}, pods};
        const auto cpuPercent = node.cpuPercent();
        const auto memoryPercent = node.memoryPercent();
        const auto podsPercent = node.podsPercent();
        out.cells.insert(key,
                         {{cpuCell(node.usage.cpuMillicores), percentCell(cpuPercent),
                           memoryCell(node.usage.memoryBytes), percentCell(memoryPercent), podsCell(node)},
                          {levelOf(cpuPercent), levelOf(cpuPercent), levelOf(memoryPercent),
                           levelOf(memoryPercent), levelOf(podsPercent)}});
    }
}

void UsageCells::end(const Input &input, Output *out)
{
    // Rows gone (deleted pods) take their bounds with them.
    for (auto it = input.bounds.cbegin(); it != input.bounds.cend(); ++it)
        if (!out->cells.contains(it.key()))
            out->boundsGone.append(it.key());
}

} // namespace kube
