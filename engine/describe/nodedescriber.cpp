// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "nodedescriber.h"
#include "describeevents.h"
#include "printers/quantity.h"

#include <QMap>
#include <QSet>

#include <algorithm>

namespace kube {

namespace {

using W = DescribeWriter;
using Resources = QMap<QString, Quantity>;

const QString roleLabelPrefix = QStringLiteral("node-role.kubernetes.io/");
const QString roleLabel = QStringLiteral("kubernetes.io/role");

Resources resourceList(const QJsonObject &list)
{
    Resources out;
    for (auto it = list.begin(); it != list.end(); ++it)
        if (const auto q = Quantity::parse(goValue(it.value())))
            out.insert(it.key(), *q);
    return out;
}

void addTo(Resources &into, const Resources &more)
{
    for (auto it = more.cbegin(); it != more.cend(); ++it)
        into[it.key()].add(it.value());
}

void maxInto(Resources &into, const Resources &other)
{
    for (auto it = other.cbegin(); it != other.cend(); ++it)
        if (!into.contains(it.key()) || into.value(it.key()) < it.value())
            into.insert(it.key(), it.value());
}

// A pod's effective requests or limits (kubectl's resourcehelper): the containers' sum, sidecars (init
// containers that restart always) added to it, at least what any one init container needs beside the
// sidecars started before it, plus the pod's overhead.
Resources podResources(const QJsonObject &pod, const char *kind)
{
    const QJsonObject spec = jsonObject(pod, "spec");
    Resources total;
    for (const QJsonValue &c : spec.value(QLatin1String("containers")).toArray())
        addTo(total, resourceList(jsonObject(jsonObject(c.toObject(), "resources"), kind)));
    Resources sidecars, initMax;
    for (const QJsonValue &c : spec.value(QLatin1String("initContainers")).toArray()) {
        const Resources own = resourceList(jsonObject(jsonObject(c.toObject(), "resources"), kind));
        if (jsonString(c.toObject(), "restartPolicy") == QLatin1String("Always")) {
            addTo(total, own);
            addTo(sidecars, own);
            maxInto(initMax, sidecars);
        } else {
            Resources withSidecars = own;
            addTo(withSidecars, sidecars);
            maxInto(initMax, withSidecars);
        }
    }
    maxInto(total, initMax);
    addTo(total, resourceList(jsonObject(spec, "overhead")));
    return total;
}

qint64 percent(double part, double whole)
{
    return whole == 0 ? 0 : qint64(part / whole * 100);
}

void describeResources(W &w, const QList<QJsonObject> &pods, const QJsonObject &node)
{
    const QJsonObject status = jsonObject(node, "status");
    const Resources allocatable = resourceList(
        jsonObject(status, jsonObject(status, "allocatable").isEmpty() ? "capacity" : "allocatable"));
    const Quantity cpu = allocatable.value(QStringLiteral("cpu"));
    const Quantity memory = allocatable.value(QStringLiteral("memory"));
    w.write(W::level0, QStringLiteral("Non-terminated Pods:\t(%1 in total)\n").arg(pods.size()));
    w.write(
        W::level1,
        QStringLiteral("Namespace\tName\t\tCPU Requests\tCPU Limits\tMemory Requests\tMemory Limits\tAge\n"));
    w.write(
        W::level1,
        QStringLiteral("---------\t----\t\t------------\t----------\t---------------\t-------------\t---\n"));
    Resources requests, limits;
    for (const QJsonObject &pod : pods) {
        const Resources podRequests = podResources(pod, "requests"), podLimits = podResources(pod, "limits");
        addTo(requests, podRequests);
        addTo(limits, podLimits);
        const Quantity cpuRequest = podRequests.value(QStringLiteral("cpu")),
                       cpuLimit = podLimits.value(QStringLiteral("cpu"));
        const Quantity memoryRequest = podRequests.value(QStringLiteral("memory")),
                       memoryLimit = podLimits.value(QStringLiteral("memory"));
        const auto share = [](double part, double whole) { return percent(part, whole); };
        const QJsonObject metadata = jsonObject(pod, "metadata");
        w.write(W::level1, QStringLiteral("%1\t%2\t\t%3 (%4%)\t%5 (%6%)\t%7 (%8%)\t%9 (%10%)\t%11\n")
                               .arg(jsonString(metadata, "namespace"), jsonString(metadata, "name"),
                                    cpuRequest.toString())
                               .arg(share(cpuRequest.milliValue(), cpu.milliValue()))
                               .arg(cpuLimit.toString())
                               .arg(share(cpuLimit.milliValue(), cpu.milliValue()))
                               .arg(memoryRequest.toString())
                               .arg(share(memoryRequest.value(), memory.value()))
                               .arg(memoryLimit.toString())
                               .arg(share(memoryLimit.value(), memory.value()))
                               .arg(w.since(jsonString(metadata, "creationTimestamp"))));
    }
    w.write(W::level0,
            QStringLiteral(
                "Allocated resources:\n  (Total limits may be over 100 percent, i.e., overcommitted.)\n"));
    w.write(W::level1, QStringLiteral("Resource\tRequests\tLimits\n"));
    w.write(W::level1, QStringLiteral("--------\t--------\t------\n"));
    const auto row = [&](const QString &name, bool milli) {
        const Quantity request = requests.value(name), limit = limits.value(name),
                       whole = allocatable.value(name);
        const auto amount = [&](const Quantity &q) { return double(milli ? q.milliValue() : q.value()); };
        w.write(W::level1, QStringLiteral("%1\t%2 (%3%)\t%4 (%5%)\n")
                               .arg(name, request.toString())
                               .arg(percent(amount(request), amount(whole)))
                               .arg(limit.toString())
                               .arg(percent(amount(limit), amount(whole))));
    };
    row(QStringLiteral("cpu"), true);
    row(QStringLiteral("memory"), false);
    row(QStringLiteral("ephemeral-storage"), false);
    QStringList hugePages, extended;
    static const QSet<QString> standard = {QStringLiteral("cpu"), QStringLiteral("memory"),
                                           QStringLiteral("ephemeral-storage"), QStringLiteral("storage"),
                                           QStringLiteral("pods")};
    for (auto it = allocatable.cbegin(); it != allocatable.cend(); ++it) {
        if (it.key().startsWith(QLatin1String("hugepages-")))
            hugePages.append(it.key());
        else if (!standard.contains(it.key()) && !it.key().startsWith(QLatin1String("requests.")))
            extended.append(it.key());
    }
    for (const QString &name : std::as_const(hugePages))
        row(name, false);
    for (const QString &name : std::as_const(extended))
        w.write(W::level1, QStringLiteral("%1\t%2\t%3\n")
                               .arg(name, requests.value(name).toString(), limits.value(name).toString()));
}

} // namespace

Description describeNode(const NodeDescription &description, const DescribeClock &clock)
{
    const QJsonObject &node = description.node;
    const QJsonObject metadata = jsonObject(node, "metadata");
    const QJsonObject spec = jsonObject(node, "spec");
    const QJsonObject status = jsonObject(node, "status");
    W w(clock);
    w.write(W::level0, QStringLiteral("Name:\t%1\n").arg(jsonString(metadata, "name")));
    QStringList roles;
    const QJsonObject labels = jsonObject(metadata, "labels");
    for (auto it = labels.begin(); it != labels.end(); ++it) {
        if (it.key().startsWith(roleLabelPrefix) && it.key().size() > roleLabelPrefix.size())
            roles.append(it.key().mid(roleLabelPrefix.size()));
        else if (it.key() == roleLabel && !it.value().toString().isEmpty())
            roles.append(it.value().toString());
    }
    roles.sort();
    roles.removeDuplicates();
    w.write(W::level0, QStringLiteral("Roles:\t%1\n")
                           .arg(roles.isEmpty() ? QStringLiteral("<none>") : roles.join(QLatin1Char(','))));
    w.labels(QStringLiteral("Labels"), labels);
    w.annotations(QStringLiteral("Annotations"), jsonObject(metadata, "annotations"));
    w.write(W::level0, QStringLiteral("CreationTimestamp:\t%1\n")
                           .arg(w.timestamp(jsonString(metadata, "creationTimestamp"))));
    QList<QJsonObject> taints;
    for (const QJsonValue &t : spec.value(QLatin1String("taints")).toArray())
        taints.append(t.toObject());
    std::stable_sort(taints.begin(), taints.end(), [](const QJsonObject &a, const QJsonObject &b) {
        return jsonString(a, "effect") + QLatin1Char(',') + jsonString(a, "key") <
               jsonString(b, "effect") + QLatin1Char(',') + jsonString(b, "key");
    });
    QStringList taintLines;
    for (const QJsonObject &t : std::as_const(taints))
        taintLines.append(
            jsonString(t, "key") +
            (jsonString(t, "value").isEmpty() ? QString() : QLatin1Char('=') + jsonString(t, "value")) +
            QLatin1Char(':') + jsonString(t, "effect"));
    w.multiline(QStringLiteral("Taints"), taintLines);
    w.write(W::level0,
            QStringLiteral("Unschedulable:\t%1\n")
                .arg(spec.value(QLatin1String("unschedulable")).toBool() ? QStringLiteral("true")
                                                                         : QStringLiteral("false")));
    if (!description.lease.isEmpty()) {
        const QJsonObject leaseSpec = jsonObject(description.lease, "spec");
        const auto orUnset = [&](const char *key, bool time) {
            if (!leaseSpec.contains(QLatin1String(key)))
                return QStringLiteral("<unset>");
            return time ? w.timestamp(jsonString(leaseSpec, key)) : jsonString(leaseSpec, key);
        };
        w.write(W::level0, QStringLiteral("Lease:\n"));
        w.write(W::level1, QStringLiteral("HolderIdentity:\t%1\n").arg(orUnset("holderIdentity", false)));
        w.write(W::level1, QStringLiteral("AcquireTime:\t%1\n").arg(orUnset("acquireTime", true)));
        w.write(W::level1, QStringLiteral("RenewTime:\t%1\n").arg(orUnset("renewTime", true)));
    } else {
        w.write(W::level0, QStringLiteral("Lease:\tFailed to get lease: %1\n").arg(description.leaseError));
    }
    const QJsonArray conditions = status.value(QLatin1String("conditions")).toArray();
    if (!conditions.isEmpty()) {
        w.write(W::level0,
                QStringLiteral(
                    "Conditions:\n  Type\tStatus\tLastHeartbeatTime\tLastTransitionTime\tReason\tMessage\n"));
        w.write(W::level1,
                QStringLiteral("----\t------\t-----------------\t------------------\t------\t-------\n"));
        for (const QJsonValue &value : conditions) {
            const QJsonObject c = value.toObject();
            w.write(W::level1, QStringLiteral("%1 \t%2 \t%3 \t%4 \t%5 \t%6\n")
                                   .arg(jsonString(c, "type"), jsonString(c, "status"),
                                        w.timestamp(jsonString(c, "lastHeartbeatTime")),
                                        w.timestamp(jsonString(c, "lastTransitionTime")),
                                        jsonString(c, "reason"), jsonString(c, "message")));
        }
    }
    w.write(W::level0, QStringLiteral("Addresses:\n"));
    for (const QJsonValue &a : status.value(QLatin1String("addresses")).toArray())
        w.write(W::level1, QStringLiteral("%1:\t%2\n")
                               .arg(jsonString(a.toObject(), "type"), jsonString(a.toObject(), "address")));
    for (const auto &[title, key] :
         {std::pair{"Capacity", "capacity"}, std::pair{"Allocatable", "allocatable"}}) {
        const QJsonObject list = jsonObject(status, key);
        if (list.isEmpty())
            continue;
        w.write(W::level0, QLatin1String(title) + QStringLiteral(":\n"));
        for (auto it = list.begin(); it != list.end(); ++it)
            w.write(W::level0, QStringLiteral("  %1:\t%2\n").arg(it.key(), goValue(it.value())));
    }
    const QJsonObject info = jsonObject(status, "nodeInfo");
    w.write(W::level0, QStringLiteral("System Info:\n"));
    for (const auto &[title, key] :
         {std::pair{"Machine ID", "machineID"}, std::pair{"System UUID", "systemUUID"},
          std::pair{"Boot ID", "bootID"}, std::pair{"Kernel Version", "kernelVersion"},
          std::pair{"OS Image", "osImage"}, std::pair{"Operating System", "operatingSystem"},
          std::pair{"Architecture", "architecture"},
          std::pair{"Container Runtime Version", "containerRuntimeVersion"},
          std::pair{"Kubelet Version", "kubeletVersion"},
          std::pair{"Kube-Proxy Version", "kubeProxyVersion"}})
        w.write(W::level0, QStringLiteral("  %1:\t%2\n").arg(QLatin1String(title), jsonString(info, key)));
    if (!jsonString(spec, "podCIDR").isEmpty())
        w.write(W::level0, QStringLiteral("PodCIDR:\t%1\n").arg(jsonString(spec, "podCIDR")));
    QStringList cidrs;
    for (const QJsonValue &c : spec.value(QLatin1String("podCIDRs")).toArray())
        cidrs.append(c.toString());
    if (!cidrs.isEmpty())
        w.write(W::level0, QStringLiteral("PodCIDRs:\t%1\n").arg(cidrs.join(QLatin1Char(','))));
    if (!jsonString(spec, "providerID").isEmpty())
        w.write(W::level0, QStringLiteral("ProviderID:\t%1\n").arg(jsonString(spec, "providerID")));
    if (description.pods)
        describeResources(w, *description.pods, node);
    else
        w.write(W::level0, QStringLiteral("Pods:\tnot authorized\n"));
    if (description.events)
        describeEvents(w, *description.events);
    return w.description();
}

} // namespace kube
