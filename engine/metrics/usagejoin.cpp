// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "usagejoin.h"

#include "usagequantity.h"

#include <QJsonArray>

#include <simdjson.h>

namespace kube {

namespace {

std::optional<int> percent(const std::optional<qint64> &used, const std::optional<qint64> &of)
{
    return used && of ? usagePercent(*used, *of) : std::nullopt;
}

std::optional<qint64> readCpu(const QJsonObject &list)
{
    const QJsonValue v = list.value(QLatin1String("cpu"));
    return v.isString() ? cpuMillicores(v.toString()) : std::nullopt;
}

std::optional<qint64> readMemory(const QJsonObject &list)
{
    const QJsonValue v = list.value(QLatin1String("memory"));
    return v.isString() ? memoryBytes(v.toString()) : std::nullopt;
}

ResourceUsage readList(const QJsonObject &list)
{
    return {readCpu(list), readMemory(list)};
}

// Adds one container's value: requests treat an unset value as zero, limits make the sum unknown.
void add(std::optional<qint64> &sum, const std::optional<qint64> &value, bool unsetIsZero)
{
    if (!sum)
        return;
    if (value)
        *sum += *value;
    else if (!unsetIsZero)
        sum.reset();
}

} // namespace

std::optional<int> PodUsage::cpuOfRequest() const
{
    return percent(usage.cpuMillicores, requests.cpuMillicores);
}
std::optional<int> PodUsage::cpuOfLimit() const
{
    return percent(usage.cpuMillicores, limits.cpuMillicores);
}
std::optional<int> PodUsage::memoryOfRequest() const
{
    return percent(usage.memoryBytes, requests.memoryBytes);
}
std::optional<int> PodUsage::memoryOfLimit() const
{
    return percent(usage.memoryBytes, limits.memoryBytes);
}

std::optional<int> NodeUsage::cpuPercent(bool ofCapacity) const
{
    return percent(usage.cpuMillicores, (ofCapacity ? capacity : allocatable).cpuMillicores);
}
std::optional<int> NodeUsage::memoryPercent(bool ofCapacity) const
{
    return percent(usage.memoryBytes, (ofCapacity ? capacity : allocatable).memoryBytes);
}

std::optional<int> NodeUsage::podsPercent() const
{
    return percent(pods, allocatablePods);
}

QList<ContainerResources> podContainerResources(const QJsonObject &pod)
{
    const QJsonObject spec = pod.value(QLatin1String("spec")).toObject();
    QJsonArray containers = spec.value(QLatin1String("containers")).toArray();
    // Sidecars (init containers that keep running, restartPolicy Always) run beside the others and are in
    // the pod's metrics; the other init containers have finished.
    for (const QJsonValue &init : spec.value(QLatin1String("initContainers")).toArray())
        if (init.toObject().value(QLatin1String("restartPolicy")).toString() == QLatin1String("Always"))
            containers.append(init);
    QList<ContainerResources> out;
    out.reserve(containers.size());
    for (const QJsonValue &c : containers) {
        const QJsonObject container = c.toObject();
        const QJsonObject resources = container.value(QLatin1String("resources")).toObject();
        ContainerResources read{container.value(QLatin1String("name")).toString(),
                                readList(resources.value(QLatin1String("requests")).toObject()),
                                readList(resources.value(QLatin1String("limits")).toObject())};
        // An unset request defaults to the limit (the API server's defaulting).
        if (!read.requests.cpuMillicores)
            read.requests.cpuMillicores = read.limits.cpuMillicores;
        if (!read.requests.memoryBytes)
            read.requests.memoryBytes = read.limits.memoryBytes;
        out.append(read);
    }
    return out;
}

QList<QByteArray> nodeOfNonTerminatedPod(const Object &pod)
{
    thread_local simdjson::dom::parser parser;
    const QByteArray json = pod.json();
    simdjson::dom::element root;
    std::string_view node;
    if (parser.parse(json.constData(), size_t(json.size())).get(root) || root["spec"]["nodeName"].get(node) ||
        node.empty())
        return {};
    std::string_view phase;
    if (!root["status"]["phase"].get(phase) && (phase == "Succeeded" || phase == "Failed"))
        return {};
    return {QByteArray(node.data(), qsizetype(node.size()))};
}

PodUsage joinPodUsage(const QJsonObject &pod, const PodMetrics *metrics)
{
    PodUsage out;
    if (metrics)
        out.usage = metrics->total();
    const QList<ContainerResources> containers = podContainerResources(pod);
    if (containers.isEmpty())
        return out;
    out.requests = {qint64(0), qint64(0)};
    out.limits = {qint64(0), qint64(0)};
    for (const ContainerResources &c : containers) {
        // An unset request counts as zero, an unset limit makes the pod unbounded.
        add(out.requests.cpuMillicores, c.requests.cpuMillicores, true);
        add(out.requests.memoryBytes, c.requests.memoryBytes, true);
        add(out.limits.cpuMillicores, c.limits.cpuMillicores, false);
        add(out.limits.memoryBytes, c.limits.memoryBytes, false);
    }
    return out;
}

NodeUsage joinNodeUsage(const QJsonObject &node, const NodeMetrics *metrics, qint64 podsOnNode)
{
    NodeUsage out;
    if (metrics)
        out.usage = metrics->usage;
    const QJsonObject status = node.value(QLatin1String("status")).toObject();
    const QJsonObject allocatable = status.value(QLatin1String("allocatable")).toObject();
    out.allocatable = readList(allocatable);
    out.capacity = readList(status.value(QLatin1String("capacity")).toObject());
    if (const QJsonValue pods = allocatable.value(QLatin1String("pods")); pods.isString())
        out.allocatablePods = memoryBytes(pods.toString()); // a plain count: whole units rounded up
    out.pods = podsOnNode;
    return out;
}

UsageBounds UsageBounds::of(const Object &object, bool isNode)
{
    UsageBounds out;
    out.version = object;
    if (isNode)
        out.node = joinNodeUsage(object.toJsonObject(), nullptr, 0);
    else
        out.pod = joinPodUsage(object.toJsonObject(), nullptr);
    return out;
}

PodUsage UsageBounds::podUsage(const ResourceUsage &usage) const
{
    PodUsage out = pod;
    out.usage = usage;
    return out;
}

NodeUsage UsageBounds::nodeUsage(const ResourceUsage &usage, qint64 podsOnNode) const
{
    NodeUsage out = node;
    out.usage = usage;
    out.pods = podsOnNode;
    return out;
}

} // namespace kube
