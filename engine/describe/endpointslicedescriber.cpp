// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "describeevents.h"
#include "describers.h"

namespace kube {

namespace {

using W = DescribeWriter;

// The string at `key`, or "<unset>" when absent.
QString stringOrUnset(const QJsonObject &object, const char *key)
{
    const QJsonValue value = object.value(QLatin1String(key));
    return value.isString() ? value.toString() : QStringLiteral("<unset>");
}

// `kubectl describe endpointslice`: its ports, then each endpoint's addresses, readiness, hostname, target,
// node and zone.
Description describeEndpointSlice(const QJsonObject &slice, const std::optional<QList<QJsonObject>> &events,
                                  const DescribeClock &clock)
{
    const QJsonObject metadata = jsonObject(slice, "metadata");
    W w(clock);
    w.write(W::level0, QStringLiteral("Name:\t%1\n").arg(jsonString(metadata, "name")));
    w.write(W::level0, QStringLiteral("Namespace:\t%1\n").arg(jsonString(metadata, "namespace")));
    w.labels(QStringLiteral("Labels"), jsonObject(metadata, "labels"));
    w.annotations(QStringLiteral("Annotations"), jsonObject(metadata, "annotations"));
    w.write(W::level0, QStringLiteral("AddressType:\t%1\n").arg(jsonString(slice, "addressType")));
    const QJsonArray ports = slice.value(QLatin1String("ports")).toArray();
    if (ports.isEmpty()) {
        w.write(W::level0, QStringLiteral("Ports: <unset>\n"));
    } else {
        w.write(W::level0, QStringLiteral("Ports:\n"));
        w.write(W::level1, QStringLiteral("Name\tPort\tProtocol\n"));
        w.write(W::level1, QStringLiteral("----\t----\t--------\n"));
        for (const QJsonValue &value : ports) {
            const QJsonObject port = value.toObject();
            const QString name = jsonString(port, "name");
            const QJsonValue number = port.value(QLatin1String("port"));
            w.write(W::level1, QStringLiteral("%1\t%2\t%3\n")
                                   .arg(name.isEmpty() ? QStringLiteral("<unset>") : name,
                                        number.isDouble() ? QString::number(number.toInteger())
                                                          : QStringLiteral("<unset>"),
                                        jsonString(port, "protocol")));
        }
    }
    const QJsonArray endpoints = slice.value(QLatin1String("endpoints")).toArray();
    if (endpoints.isEmpty()) {
        w.write(W::level0, QStringLiteral("Endpoints: <none>\n"));
    } else {
        w.write(W::level0, QStringLiteral("Endpoints:\n"));
        for (const QJsonValue &value : endpoints) {
            const QJsonObject endpoint = value.toObject();
            QStringList addresses;
            for (const QJsonValue &address : endpoint.value(QLatin1String("addresses")).toArray())
                addresses.append(address.toString());
            const QString joined = addresses.join(QStringLiteral(", "));
            w.write(W::level1, QStringLiteral("- Addresses:\t%1\n")
                                   .arg(joined.isEmpty() ? QStringLiteral("<none>") : joined));
            w.write(W::level2, QStringLiteral("Conditions:\n"));
            const QJsonValue ready = jsonObject(endpoint, "conditions").value(QLatin1String("ready"));
            w.write(W::level3, QStringLiteral("Ready:\t%1\n")
                                   .arg(!ready.isBool()  ? QStringLiteral("<unset>")
                                        : ready.toBool() ? QStringLiteral("true")
                                                         : QStringLiteral("false")));
            w.write(W::level2, QStringLiteral("Hostname:\t%1\n").arg(stringOrUnset(endpoint, "hostname")));
            if (endpoint.value(QLatin1String("targetRef")).isObject()) {
                const QJsonObject target = jsonObject(endpoint, "targetRef");
                w.write(W::level2, QStringLiteral("TargetRef:\t%1/%2\n")
                                       .arg(jsonString(target, "kind"), jsonString(target, "name")));
            }
            w.write(W::level2, QStringLiteral("NodeName:\t%1\n").arg(stringOrUnset(endpoint, "nodeName")));
            w.write(W::level2, QStringLiteral("Zone:\t%1\n").arg(stringOrUnset(endpoint, "zone")));
        }
    }
    if (events)
        describeEvents(w, *events);
    return w.description();
}

} // namespace

void describeEndpointSliceObject(const QJsonObject &object, DescribeSource *source,
                                 const DescribeClock &clock, std::function<void(Description)> done)
{
    source->events(object, QStringLiteral("EndpointSlice"),
                   [object, done, clock](const DescribeSource::Events &events) {
                       done(describeEndpointSlice(object, events, clock));
                   });
}

} // namespace kube
