// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "servicedescriber.h"
#include "describeevents.h"

namespace kube {

namespace {

using W = DescribeWriter;

QString joined(const QJsonValue &array, const QString &separator)
{
    QStringList parts;
    for (const QJsonValue &v : array.toArray())
        parts.append(v.toString());
    return parts.join(separator);
}

} // namespace

Description describeService(const QJsonObject &service, const QList<QJsonObject> &endpointSlices,
                            const std::optional<QList<QJsonObject>> &events, const DescribeClock &clock)
{
    const QJsonObject metadata = jsonObject(service, "metadata");
    const QJsonObject spec = jsonObject(service, "spec");
    W w(clock);
    w.write(W::level0, QStringLiteral("Name:\t%1\n").arg(jsonString(metadata, "name")));
    w.write(W::level0, QStringLiteral("Namespace:\t%1\n").arg(jsonString(metadata, "namespace")));
    w.labels(QStringLiteral("Labels"), jsonObject(metadata, "labels"));
    w.annotations(QStringLiteral("Annotations"), jsonObject(metadata, "annotations"));
    w.write(W::level0, QStringLiteral("Selector:\t%1\n").arg(formatLabels(jsonObject(spec, "selector"))));
    w.write(W::level0, QStringLiteral("Type:\t%1\n").arg(jsonString(spec, "type")));
    if (spec.contains(QLatin1String("ipFamilyPolicy")))
        w.write(W::level0, QStringLiteral("IP Family Policy:\t%1\n").arg(jsonString(spec, "ipFamilyPolicy")));
    const QString families = joined(spec.value(QLatin1String("ipFamilies")), QStringLiteral(","));
    w.write(
        W::level0,
        QStringLiteral("IP Families:\t%1\n").arg(families.isEmpty() ? QStringLiteral("<none>") : families));
    w.write(W::level0, QStringLiteral("IP:\t%1\n").arg(jsonString(spec, "clusterIP")));
    const QString clusterIps = joined(spec.value(QLatin1String("clusterIPs")), QStringLiteral(","));
    w.write(W::level0,
            QStringLiteral("IPs:\t%1\n").arg(clusterIps.isEmpty() ? QStringLiteral("<none>") : clusterIps));
    if (const QString external = joined(spec.value(QLatin1String("externalIPs")), QStringLiteral(","));
        !external.isEmpty())
        w.write(W::level0, QStringLiteral("External IPs:\t%1\n").arg(external));
    if (!jsonString(spec, "loadBalancerIP").isEmpty())
        w.write(W::level0,
                QStringLiteral("Desired LoadBalancer IP:\t%1\n").arg(jsonString(spec, "loadBalancerIP")));
    if (!jsonString(spec, "externalName").isEmpty())
        w.write(W::level0, QStringLiteral("External Name:\t%1\n").arg(jsonString(spec, "externalName")));
    const QJsonArray ingress =
        jsonObject(jsonObject(service, "status"), "loadBalancer").value(QLatin1String("ingress")).toArray();
    if (!ingress.isEmpty()) {
        QStringList parts;
        for (const QJsonValue &value : ingress) {
            const QJsonObject i = value.toObject();
            if (!jsonString(i, "ip").isEmpty())
                parts.append(jsonString(i, "ip") + (i.contains(QLatin1String("ipMode"))
                                                        ? QStringLiteral(" (%1)").arg(jsonString(i, "ipMode"))
                                                        : QString()));
            else
                parts.append(jsonString(i, "hostname"));
        }
        w.write(W::level0,
                QStringLiteral("LoadBalancer Ingress:\t%1\n").arg(parts.join(QStringLiteral(", "))));
    }
    for (const QJsonValue &value : spec.value(QLatin1String("ports")).toArray()) {
        const QJsonObject port = value.toObject();
        const QString name =
            jsonString(port, "name").isEmpty() ? QStringLiteral("<unset>") : jsonString(port, "name");
        const QString protocol = jsonString(port, "protocol");
        w.write(W::level0, QStringLiteral("Port:\t%1\t%2/%3\n")
                               .arg(name)
                               .arg(port.value(QLatin1String("port")).toInteger())
                               .arg(protocol));
        const QJsonValue target = port.value(QLatin1String("targetPort"));
        w.write(
            W::level0,
            QStringLiteral("TargetPort:\t%1/%2\n")
                .arg(target.isString() ? target.toString() : QString::number(target.toInteger()), protocol));
        if (port.value(QLatin1String("nodePort")).toInteger() != 0)
            w.write(W::level0, QStringLiteral("NodePort:\t%1\t%2/%3\n")
                                   .arg(name)
                                   .arg(port.value(QLatin1String("nodePort")).toInteger())
                                   .arg(protocol));
        w.write(W::level0, QStringLiteral("Endpoints:\t%1\n")
                               .arg(formatEndpointSlices(endpointSlices, jsonString(port, "name"))));
    }
    w.write(W::level0, QStringLiteral("Session Affinity:\t%1\n").arg(jsonString(spec, "sessionAffinity")));
    if (!jsonString(spec, "externalTrafficPolicy").isEmpty())
        w.write(
            W::level0,
            QStringLiteral("External Traffic Policy:\t%1\n").arg(jsonString(spec, "externalTrafficPolicy")));
    if (spec.contains(QLatin1String("internalTrafficPolicy")))
        w.write(
            W::level0,
            QStringLiteral("Internal Traffic Policy:\t%1\n").arg(jsonString(spec, "internalTrafficPolicy")));
    if (spec.value(QLatin1String("healthCheckNodePort")).toInteger() != 0)
        w.write(W::level0, QStringLiteral("HealthCheck NodePort:\t%1\n")
                               .arg(spec.value(QLatin1String("healthCheckNodePort")).toInteger()));
    if (const QString ranges =
            joined(spec.value(QLatin1String("loadBalancerSourceRanges")), QStringLiteral(","));
        !ranges.isEmpty())
        w.write(W::level0, QStringLiteral("LoadBalancer Source Ranges:\t%1\n").arg(ranges));
    if (events)
        describeEvents(w, *events);
    return w.description();
}

} // namespace kube
