// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "ingressdescriber.h"
#include "describeevents.h"

#include <QSet>

namespace kube {

namespace {

using W = DescribeWriter;

QString backendText(const QJsonObject &backend, const QHash<QString, IngressBackendService> &services)
{
    if (backend.contains(QLatin1String("service"))) {
        const QJsonObject target = jsonObject(backend, "service");
        const QString name = jsonString(target, "name");
        const QJsonObject port = jsonObject(target, "port");
        const qint64 number = port.value(QLatin1String("number")).toInteger();
        const QString label =
            name + QLatin1Char(':') + (number != 0 ? QString::number(number) : jsonString(port, "name"));
        const IngressBackendService found = services.value(name);
        if (!found.error.isEmpty())
            return QStringLiteral("%1 (<error: %2>)").arg(label, found.error);
        QString portName;
        for (const QJsonValue &value :
             jsonObject(found.service, "spec").value(QLatin1String("ports")).toArray()) {
            const QJsonObject p = value.toObject();
            if ((!jsonString(port, "name").isEmpty() && jsonString(port, "name") == jsonString(p, "name")) ||
                (number != 0 && number == p.value(QLatin1String("port")).toInteger()))
                portName = jsonString(p, "name");
        }
        return QStringLiteral("%1 (%2)").arg(label, formatEndpointSlices(found.endpointSlices, portName));
    }
    if (backend.contains(QLatin1String("resource"))) {
        const QJsonObject resource = jsonObject(backend, "resource");
        return QStringLiteral("APIGroup: %1, Kind: %2, Name: %3")
            .arg(resource.contains(QLatin1String("apiGroup")) ? jsonString(resource, "apiGroup")
                                                              : QStringLiteral("<none>"),
                 jsonString(resource, "kind"), jsonString(resource, "name"));
    }
    return {};
}

} // namespace

QStringList ingressServiceNames(const QJsonObject &ingress)
{
    const QJsonObject spec = jsonObject(ingress, "spec");
    QStringList names;
    const auto add = [&](const QJsonObject &backend) {
        const QString name = jsonString(jsonObject(backend, "service"), "name");
        if (!name.isEmpty() && !names.contains(name))
            names.append(name);
    };
    add(jsonObject(spec, "defaultBackend"));
    for (const QJsonValue &rule : spec.value(QLatin1String("rules")).toArray())
        for (const QJsonValue &path :
             jsonObject(rule.toObject(), "http").value(QLatin1String("paths")).toArray())
            add(jsonObject(path.toObject(), "backend"));
    return names;
}

Description describeIngress(const QJsonObject &ingress, const QHash<QString, IngressBackendService> &services,
                            const std::optional<QList<QJsonObject>> &events, const DescribeClock &clock)
{
    const QJsonObject metadata = jsonObject(ingress, "metadata");
    const QJsonObject spec = jsonObject(ingress, "spec");
    W w(clock);
    w.write(W::level0, QStringLiteral("Name:\t%1\n").arg(jsonString(metadata, "name")));
    w.labels(QStringLiteral("Labels"), jsonObject(metadata, "labels"));
    w.write(W::level0, QStringLiteral("Namespace:\t%1\n").arg(jsonString(metadata, "namespace")));
    QStringList addresses;
    for (const QJsonValue &value : jsonObject(jsonObject(ingress, "status"), "loadBalancer")
                                       .value(QLatin1String("ingress"))
                                       .toArray()) {
        const QString address = !jsonString(value.toObject(), "ip").isEmpty()
                                    ? jsonString(value.toObject(), "ip")
                                    : jsonString(value.toObject(), "hostname");
        if (!address.isEmpty() && !addresses.contains(address))
            addresses.append(address);
    }
    addresses.sort();
    w.write(W::level0, QStringLiteral("Address:\t%1\n").arg(addresses.join(QLatin1Char(','))));
    w.write(W::level0,
            QStringLiteral("Ingress Class:\t%1\n")
                .arg(spec.contains(QLatin1String("ingressClassName")) ? jsonString(spec, "ingressClassName")
                                                                      : QStringLiteral("<none>")));
    const QString defaultBackend = spec.contains(QLatin1String("defaultBackend"))
                                       ? backendText(jsonObject(spec, "defaultBackend"), services)
                                       : QStringLiteral("<default>");
    w.write(W::level0, QStringLiteral("Default backend:\t%1\n").arg(defaultBackend));
    const QJsonArray tls = spec.value(QLatin1String("tls")).toArray();
    if (!tls.isEmpty()) {
        w.write(W::level0, QStringLiteral("TLS:\n"));
        for (const QJsonValue &value : tls) {
            QStringList hosts;
            for (const QJsonValue &host : value.toObject().value(QLatin1String("hosts")).toArray())
                hosts.append(host.toString());
            const QString secret = jsonString(value.toObject(), "secretName");
            w.write(W::level1,
                    secret.isEmpty()
                        ? QStringLiteral("SNI routes %1\n").arg(hosts.join(QLatin1Char(',')))
                        : QStringLiteral("%1 terminates %2\n").arg(secret, hosts.join(QLatin1Char(','))));
        }
    }
    w.write(W::level0, QStringLiteral("Rules:\n  Host\tPath\tBackends\n"));
    w.write(W::level1, QStringLiteral("----\t----\t--------\n"));
    int withHttp = 0;
    for (const QJsonValue &value : spec.value(QLatin1String("rules")).toArray()) {
        const QJsonObject rule = value.toObject();
        if (!rule.contains(QLatin1String("http")))
            continue;
        ++withHttp;
        w.write(W::level1,
                QStringLiteral("%1\t\n").arg(jsonString(rule, "host").isEmpty() ? QStringLiteral("*")
                                                                                : jsonString(rule, "host")));
        for (const QJsonValue &path : jsonObject(rule, "http").value(QLatin1String("paths")).toArray())
            w.write(W::level2, QStringLiteral("\t%1 \t%2\n")
                                   .arg(jsonString(path.toObject(), "path"),
                                        backendText(jsonObject(path.toObject(), "backend"), services)));
    }
    if (withHttp == 0)
        w.write(W::level1, QStringLiteral("*\t*\t%1\n").arg(defaultBackend));
    w.annotations(QStringLiteral("Annotations"), jsonObject(metadata, "annotations"));
    if (events)
        describeEvents(w, *events);
    return w.description();
}

} // namespace kube
