// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "kubectlcolumns.h"

#include "core/object.h"
#include "podview.h"


namespace kube::KubectlColumns {

namespace {

QString age(const QJsonObject &object, qint64 nowMs)
{
    const QString created = object.value(QLatin1String("metadata")).toObject().value(QLatin1String("creationTimestamp")).toString();
    const qint64 ms = parseTimestamp(created.toStdString());
    return ms ? humanDuration(nowMs - ms) : QStringLiteral("<unknown>");
}

QString orNone(const QString &value)
{
    return value.isEmpty() ? QStringLiteral("<none>") : value;
}

} // namespace

QList<Column> columnsFor(const QString &group, const QString &resource)
{
    const QString &r = resource;
    if (r == QLatin1String("pods"))
        return {{"Name", 0}, {"Ready", 0}, {"Status", 0}, {"Restarts", 0}, {"Age", 0}, {"IP", 1}, {"Node", 1}, {"Nominated Node", 1}, {"Readiness Gates", 1}};
    if (r == QLatin1String("namespaces"))
        return {{"Name", 0}, {"Status", 0}, {"Age", 0}};
    if (r == QLatin1String("nodes"))
        return {{"Name", 0}, {"Status", 0}, {"Roles", 0}, {"Age", 0}, {"Version", 0}, {"Internal-IP", 1}, {"External-IP", 1}, {"OS-Image", 1}, {"Kernel-Version", 1}, {"Container-Runtime", 1}};
    if (r == QLatin1String("deployments"))
        return {{"Name", 0}, {"Ready", 0}, {"Up-to-date", 0, "integer"}, {"Available", 0, "integer"}, {"Age", 0}, {"Containers", 1}, {"Images", 1}, {"Selector", 1}};
    if (r == QLatin1String("replicasets") || r == QLatin1String("statefulsets") || r == QLatin1String("daemonsets"))
        return {{"Name", 0}, {"Desired", 0, "integer"}, {"Current", 0, "integer"}, {"Ready", 0, "integer"}, {"Age", 0}};
    if (r == QLatin1String("events") && group.isEmpty())
        return {{"Last Seen", 0}, {"Type", 0}, {"Reason", 0}, {"Object", 0}, {"Subobject", 1}, {"Source", 1}, {"Message", 0}, {"First Seen", 1}, {"Count", 1}, {"Name", 1}};
    if (r == QLatin1String("services"))
        return {{"Name", 0}, {"Type", 0}, {"Cluster-IP", 0}, {"External-IP", 0}, {"Port(s)", 0}, {"Age", 0}, {"Selector", 1}};
    if (r == QLatin1String("configmaps"))
        return {{"Name", 0}, {"Data", 0, "integer"}, {"Age", 0}};
    if (r == QLatin1String("secrets"))
        return {{"Name", 0}, {"Type", 0}, {"Data", 0, "integer"}, {"Age", 0}};
    return {{"Name", 0}, {"Age", 0}};
}

QJsonArray cellsFor(const QString &group, const QString &resource, const Object &object, qint64 nowMs)
{
    if (resource == QLatin1String("pods")) {
        const PodView pod = PodView::fromObject(object);
        return {QString::fromUtf8(object.name()), pod.readyText(), pod.status, pod.restartsText(nowMs),
                object.creationTimestamp() ? humanDuration(nowMs - object.creationTimestamp()) : QStringLiteral("<unknown>"), orNone(pod.podIp), orNone(pod.nodeName), QStringLiteral("<none>"), QStringLiteral("<none>")};
    }
    const QJsonObject o = object.toJsonObject();
    const QJsonObject metadata = o.value(QLatin1String("metadata")).toObject();
    const QJsonObject spec = o.value(QLatin1String("spec")).toObject();
    const QJsonObject status = o.value(QLatin1String("status")).toObject();
    const QString name = metadata.value(QLatin1String("name")).toString();
    const QString &r = resource;
    if (r == QLatin1String("namespaces"))
        return {name, status.value(QLatin1String("phase")).toString(), age(o, nowMs)};
    if (r == QLatin1String("nodes")) {
        QString ready = QStringLiteral("Unknown"), internalIp;
        for (const QJsonValue &c : status.value(QLatin1String("conditions")).toArray())
            if (c.toObject().value(QLatin1String("type")).toString() == QLatin1String("Ready"))
                ready = c.toObject().value(QLatin1String("status")).toString() == QLatin1String("True") ? QStringLiteral("Ready") : QStringLiteral("NotReady");
        for (const QJsonValue &a : status.value(QLatin1String("addresses")).toArray())
            if (a.toObject().value(QLatin1String("type")).toString() == QLatin1String("InternalIP"))
                internalIp = a.toObject().value(QLatin1String("address")).toString();
        const QJsonObject info = status.value(QLatin1String("nodeInfo")).toObject();
        return {name, ready, QStringLiteral("<none>"), age(o, nowMs), info.value(QLatin1String("kubeletVersion")).toString(), orNone(internalIp), QStringLiteral("<none>"),
                info.value(QLatin1String("osImage")).toString(), info.value(QLatin1String("kernelVersion")).toString(), info.value(QLatin1String("containerRuntimeVersion")).toString()};
    }
    if (r == QLatin1String("deployments")) {
        const int replicas = spec.value(QLatin1String("replicas")).toInt();
        return {name, QStringLiteral("%1/%2").arg(status.value(QLatin1String("readyReplicas")).toInt()).arg(replicas), status.value(QLatin1String("updatedReplicas")).toInt(),
                status.value(QLatin1String("availableReplicas")).toInt(), age(o, nowMs), QString(), QString(), QString()};
    }
    if (r == QLatin1String("replicasets") || r == QLatin1String("statefulsets") || r == QLatin1String("daemonsets"))
        return {name, spec.value(QLatin1String("replicas")).toInt(), status.value(QLatin1String("replicas")).toInt(), status.value(QLatin1String("readyReplicas")).toInt(), age(o, nowMs)};
    if (r == QLatin1String("events") && group.isEmpty()) {
        const QJsonObject involved = o.value(QLatin1String("involvedObject")).toObject();
        const qint64 last = parseTimestamp(o.value(QLatin1String("lastTimestamp")).toString().toStdString());
        const qint64 first = parseTimestamp(o.value(QLatin1String("firstTimestamp")).toString().toStdString());
        const qint64 now = nowMs;
        return {last ? humanDuration(now - last) : QStringLiteral("<unknown>"), o.value(QLatin1String("type")).toString(), o.value(QLatin1String("reason")).toString(),
                QStringLiteral("%1/%2").arg(involved.value(QLatin1String("kind")).toString().toLower(), involved.value(QLatin1String("name")).toString()),
                involved.value(QLatin1String("fieldPath")).toString(), o.value(QLatin1String("source")).toObject().value(QLatin1String("component")).toString(),
                o.value(QLatin1String("message")).toString(), first ? humanDuration(now - first) : QStringLiteral("<unknown>"), o.value(QLatin1String("count")).toInt(), name};
    }
    if (r == QLatin1String("services")) {
        QStringList ports;
        for (const QJsonValue &p : spec.value(QLatin1String("ports")).toArray())
            ports.append(QStringLiteral("%1/%2").arg(p.toObject().value(QLatin1String("port")).toInt()).arg(p.toObject().value(QLatin1String("protocol")).toString(QStringLiteral("TCP"))));
        return {name, spec.value(QLatin1String("type")).toString(QStringLiteral("ClusterIP")), orNone(spec.value(QLatin1String("clusterIP")).toString()),
                QStringLiteral("<none>"), ports.isEmpty() ? QStringLiteral("<none>") : ports.join(QLatin1Char(',')), age(o, nowMs), QStringLiteral("<none>")};
    }
    if (r == QLatin1String("configmaps"))
        return {name, o.value(QLatin1String("data")).toObject().size() + o.value(QLatin1String("binaryData")).toObject().size(), age(o, nowMs)};
    if (r == QLatin1String("secrets"))
        return {name, o.value(QLatin1String("type")).toString(QStringLiteral("Opaque")), o.value(QLatin1String("data")).toObject().size(), age(o, nowMs)};
    return {name, age(o, nowMs)};
}


} // namespace kube::KubectlColumns
