// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "usagechart.h"

#include "usagejoin.h"

#include <QSet>

#include <algorithm>

namespace kube {

namespace {

qint64 largest(const UsageSeries &series, qint64 UsageSample::*value, const QList<UsageReference> &lines)
{
    qint64 out = 0;
    for (const UsageSample &s : series.samples)
        out = std::max(out, s.*value);
    for (const UsageReference &line : lines)
        out = std::max(out, line.value);
    return out;
}

void addLine(QList<UsageReference> &lines, UsageReference::Kind kind, const std::optional<qint64> &value)
{
    if (value && *value > 0)
        lines.append({kind, *value});
}

} // namespace

qint64 UsageSeries::largestCpu() const
{
    return largest(*this, &UsageSample::cpuMillicores, cpuLines);
}

qint64 UsageSeries::largestMemory() const
{
    return largest(*this, &UsageSample::memoryBytes, memoryLines);
}

UsageChart UsageChart::forPod(const QJsonObject &pod, const QList<UsageSample> &total,
                              const QHash<QString, QList<UsageSample>> &containers)
{
    UsageChart out;
    out.total = total;
    QSet<QString> named;
    for (const ContainerResources &c : podContainerResources(pod)) {
        UsageSeries series{c.name, containers.value(c.name), {}, {}};
        addLine(series.cpuLines, UsageReference::Kind::Request, c.requests.cpuMillicores);
        addLine(series.cpuLines, UsageReference::Kind::Limit, c.limits.cpuMillicores);
        addLine(series.memoryLines, UsageReference::Kind::Request, c.requests.memoryBytes);
        addLine(series.memoryLines, UsageReference::Kind::Limit, c.limits.memoryBytes);
        named.insert(c.name);
        out.series.append(series);
    }
    // A container the spec does not list (metrics of an older version of the pod): its samples, no lines.
    QStringList others;
    for (auto it = containers.cbegin(); it != containers.cend(); ++it)
        if (!named.contains(it.key()))
            others.append(it.key());
    others.sort();
    for (const QString &name : std::as_const(others))
        out.series.append({name, containers.value(name), {}, {}});
    return out;
}

UsageChart UsageChart::forNode(const QJsonObject &node, const QList<UsageSample> &history)
{
    const NodeUsage usage = joinNodeUsage(node, nullptr, 0);
    UsageSeries series{
        node.value(QLatin1String("metadata")).toObject().value(QLatin1String("name")).toString(),
        history,
        {},
        {}};
    addLine(series.cpuLines, UsageReference::Kind::Allocatable, usage.allocatable.cpuMillicores);
    addLine(series.cpuLines, UsageReference::Kind::Capacity, usage.capacity.cpuMillicores);
    addLine(series.memoryLines, UsageReference::Kind::Allocatable, usage.allocatable.memoryBytes);
    addLine(series.memoryLines, UsageReference::Kind::Capacity, usage.capacity.memoryBytes);
    return {history, {series}};
}

} // namespace kube
