// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "poddescriber.h"
#include "describeevents.h"
#include "podtemplatewriter.h"
#include "printers/quantity.h"

#include <QMap>

namespace kube {

namespace {

using W = DescribeWriter;

} // namespace

QString podQosClass(const QJsonObject &pod)
{
    if (const QString recorded = jsonString(jsonObject(pod, "status"), "qosClass"); !recorded.isEmpty())
        return recorded;
    const QJsonObject spec = jsonObject(pod, "spec");
    QJsonArray all = spec.value(QLatin1String("containers")).toArray();
    for (const QJsonValue &c : spec.value(QLatin1String("initContainers")).toArray())
        all.append(c);
    QMap<QString, Quantity> requests, limits;
    bool guaranteed = true;
    const auto collect = [](const QJsonObject &list, QMap<QString, Quantity> &into) {
        QStringList found;
        for (const QString &name : {QStringLiteral("cpu"), QStringLiteral("memory")}) {
            const auto q = Quantity::parse(goValue(list.value(name)));
            if (!q || q->milliValue() <= 0)
                continue;
            found.append(name);
            into[name].add(*q);
        }
        return found;
    };
    for (const QJsonValue &value : std::as_const(all)) {
        const QJsonObject resources = jsonObject(value.toObject(), "resources");
        collect(jsonObject(resources, "requests"), requests);
        if (collect(jsonObject(resources, "limits"), limits).size() != 2)
            guaranteed = false;
    }
    if (requests.isEmpty() && limits.isEmpty())
        return QStringLiteral("BestEffort");
    if (guaranteed)
        for (auto it = requests.cbegin(); it != requests.cend(); ++it)
            if (!limits.contains(it.key()) ||
                limits.value(it.key()).milliValue() != it.value().milliValue()) {
                guaranteed = false;
                break;
            }
    return guaranteed && requests.size() == limits.size() ? QStringLiteral("Guaranteed")
                                                          : QStringLiteral("Burstable");
}

Description describePod(const QJsonObject &pod, const std::optional<QList<QJsonObject>> &events,
                        const DescribeClock &clock)
{
    const QJsonObject metadata = jsonObject(pod, "metadata");
    const QJsonObject spec = jsonObject(pod, "spec");
    const QJsonObject status = jsonObject(pod, "status");
    W w(clock);
    w.write(W::level0, QStringLiteral("Name:\t%1\n").arg(jsonString(metadata, "name")));
    w.write(W::level0, QStringLiteral("Namespace:\t%1\n").arg(jsonString(metadata, "namespace")));
    if (spec.contains(QLatin1String("priority")))
        w.write(W::level0,
                QStringLiteral("Priority:\t%1\n").arg(spec.value(QLatin1String("priority")).toInteger()));
    if (!jsonString(spec, "priorityClassName").isEmpty())
        w.write(W::level0,
                QStringLiteral("Priority Class Name:\t%1\n").arg(jsonString(spec, "priorityClassName")));
    if (!jsonString(spec, "runtimeClassName").isEmpty())
        w.write(W::level0,
                QStringLiteral("Runtime Class Name:\t%1\n").arg(jsonString(spec, "runtimeClassName")));
    if (!jsonString(spec, "serviceAccountName").isEmpty())
        w.write(W::level0,
                QStringLiteral("Service Account:\t%1\n").arg(jsonString(spec, "serviceAccountName")));
    w.write(W::level0, jsonString(spec, "nodeName").isEmpty()
                           ? QStringLiteral("Node:\t<none>\n")
                           : QStringLiteral("Node:\t%1/%2\n")
                                 .arg(jsonString(spec, "nodeName"), jsonString(status, "hostIP")));
    if (!jsonString(status, "startTime").isEmpty())
        w.write(W::level0,
                QStringLiteral("Start Time:\t%1\n").arg(w.timestamp(jsonString(status, "startTime"))));
    w.labels(QStringLiteral("Labels"), jsonObject(metadata, "labels"));
    w.annotations(QStringLiteral("Annotations"), jsonObject(metadata, "annotations"));
    const QString phase = jsonString(status, "phase");
    if (!jsonString(metadata, "deletionTimestamp").isEmpty() && phase != QLatin1String("Failed") &&
        phase != QLatin1String("Succeeded")) {
        w.write(W::level0, QStringLiteral("Status:\tTerminating (lasts %1)\n")
                               .arg(w.since(jsonString(metadata, "deletionTimestamp"))));
        w.write(W::level0, QStringLiteral("Termination Grace Period:\t%1s\n")
                               .arg(metadata.value(QLatin1String("deletionGracePeriodSeconds")).toInteger()));
    } else {
        w.write(W::level0, QStringLiteral("Status:\t%1\n").arg(phase));
    }
    if (!jsonString(status, "reason").isEmpty())
        w.write(W::level0, QStringLiteral("Reason:\t%1\n").arg(jsonString(status, "reason")));
    if (!jsonString(status, "message").isEmpty())
        w.write(W::level0, QStringLiteral("Message:\t%1\n").arg(jsonString(status, "message")));
    const QJsonObject seccomp = jsonObject(jsonObject(spec, "securityContext"), "seccompProfile");
    if (!seccomp.isEmpty()) {
        w.write(W::level0, QStringLiteral("SeccompProfile:\t%1\n").arg(jsonString(seccomp, "type")));
        if (jsonString(seccomp, "type") == QLatin1String("Localhost"))
            w.write(W::level0,
                    QStringLiteral("LocalhostProfile:\t%1\n").arg(jsonString(seccomp, "localhostProfile")));
    }
    w.write(W::level0, QStringLiteral("IP:\t%1\n").arg(jsonString(status, "podIP")));
    const QJsonArray podIps = status.value(QLatin1String("podIPs")).toArray();
    if (podIps.isEmpty()) {
        w.write(W::level0, QStringLiteral("IPs:\t<none>\n"));
    } else {
        w.write(W::level0, QStringLiteral("IPs:\n"));
        for (const QJsonValue &ip : podIps)
            w.write(W::level1, QStringLiteral("IP:\t%1\n").arg(jsonString(ip.toObject(), "ip")));
    }
    if (const QString controller = controllerOf(pod); !controller.isEmpty())
        w.write(W::level0, QStringLiteral("Controlled By:\t%1\n").arg(controller));
    if (!jsonString(status, "nominatedNodeName").isEmpty())
        w.write(W::level0,
                QStringLiteral("NominatedNodeName:\t%1\n").arg(jsonString(status, "nominatedNodeName")));
    if (spec.contains(QLatin1String("resources"))) {
        w.write(W::level0, QStringLiteral("Resources:\n"));
        const QJsonObject resources = jsonObject(spec, "resources");
        for (const char *kind : {"limits", "requests"}) {
            const QJsonObject list = jsonObject(resources, kind);
            if (list.isEmpty())
                continue;
            w.write(W::level1, kind == std::string_view("limits") ? QStringLiteral("Limits:\n")
                                                                  : QStringLiteral("Requests:\n"));
            for (auto it = list.begin(); it != list.end(); ++it)
                w.write(W::level2, QStringLiteral("%1:\t%2\n").arg(it.key(), goValue(it.value())));
        }
    }
    if (!spec.value(QLatin1String("initContainers")).toArray().isEmpty())
        PodTemplateWriter::containers(
            w, QStringLiteral("Init Containers"), spec.value(QLatin1String("initContainers")).toArray(),
            status.value(QLatin1String("initContainerStatuses")).toArray(), pod, {});
    PodTemplateWriter::containers(w, QStringLiteral("Containers"),
                                  spec.value(QLatin1String("containers")).toArray(),
                                  status.value(QLatin1String("containerStatuses")).toArray(), pod, {});
    if (!spec.value(QLatin1String("ephemeralContainers")).toArray().isEmpty())
        PodTemplateWriter::containers(w, QStringLiteral("Ephemeral Containers"),
                                      spec.value(QLatin1String("ephemeralContainers")).toArray(),
                                      status.value(QLatin1String("ephemeralContainerStatuses")).toArray(),
                                      pod, {});
    const QJsonArray conditions = status.value(QLatin1String("conditions")).toArray();
    const QJsonArray gates = spec.value(QLatin1String("readinessGates")).toArray();
    if (!gates.isEmpty()) {
        w.write(W::level0, QStringLiteral("Readiness Gates:\n  Type\tStatus\n"));
        for (const QJsonValue &gate : gates) {
            const QString type = jsonString(gate.toObject(), "conditionType");
            QString gateStatus = QStringLiteral("<none>");
            for (const QJsonValue &c : conditions)
                if (jsonString(c.toObject(), "type") == type) {
                    gateStatus = jsonString(c.toObject(), "status");
                    break;
                }
            w.write(W::level1, QStringLiteral("%1 \t%2 \n").arg(type, gateStatus));
        }
    }
    if (!conditions.isEmpty()) {
        w.write(W::level0, QStringLiteral("Conditions:\n  Type\tStatus\n"));
        for (const QJsonValue &c : conditions)
            w.write(W::level1,
                    QStringLiteral("%1 \t%2 \n")
                        .arg(jsonString(c.toObject(), "type"), jsonString(c.toObject(), "status")));
    }
    PodTemplateWriter::volumes(w, spec.value(QLatin1String("volumes")).toArray(), {});
    w.write(W::level0, QStringLiteral("QoS Class:\t%1\n").arg(podQosClass(pod)));
    w.labels(QStringLiteral("Node-Selectors"), jsonObject(spec, "nodeSelector"));
    PodTemplateWriter::tolerations(w, QStringLiteral("Tolerations"),
                                   spec.value(QLatin1String("tolerations")).toArray());
    PodTemplateWriter::topologySpreadConstraints(
        w, spec.value(QLatin1String("topologySpreadConstraints")).toArray(), {});
    if (events)
        describeEvents(w, *events);
    return w.description();
}

} // namespace kube
