// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "describeevents.h"
#include "describers.h"

namespace kube {

namespace {

using W = DescribeWriter;

// The "ip" of each address, joined by commas; "<none>" for none.
QString addressList(const QJsonArray &addresses)
{
    QStringList ips;
    for (const QJsonValue &address : addresses)
        ips.append(jsonString(address.toObject(), "ip"));
    const QString joined = ips.join(u',');
    return joined.isEmpty() ? QStringLiteral("<none>") : joined;
}

// `kubectl describe endpoints`: each subset's ready and not-ready addresses and its ports.
Description describeEndpoints(const QJsonObject &endpoints, const std::optional<QList<QJsonObject>> &events,
                              const DescribeClock &clock)
{
    const QJsonObject metadata = jsonObject(endpoints, "metadata");
    W w(clock);
    w.write(W::level0, QStringLiteral("Name:\t%1\n").arg(jsonString(metadata, "name")));
    w.write(W::level0, QStringLiteral("Namespace:\t%1\n").arg(jsonString(metadata, "namespace")));
    w.labels(QStringLiteral("Labels"), jsonObject(metadata, "labels"));
    w.annotations(QStringLiteral("Annotations"), jsonObject(metadata, "annotations"));
    w.write(W::level0, QStringLiteral("Subsets:\n"));
    for (const QJsonValue &value : endpoints.value(QLatin1String("subsets")).toArray()) {
        const QJsonObject subset = value.toObject();
        w.write(W::level1, QStringLiteral("Addresses:\t%1\n")
                               .arg(addressList(subset.value(QLatin1String("addresses")).toArray())));
        w.write(W::level1, QStringLiteral("NotReadyAddresses:\t%1\n")
                               .arg(addressList(subset.value(QLatin1String("notReadyAddresses")).toArray())));
        const QJsonArray ports = subset.value(QLatin1String("ports")).toArray();
        if (!ports.isEmpty()) {
            w.write(W::level1, QStringLiteral("Ports:\n"));
            w.write(W::level2, QStringLiteral("Name\tPort\tProtocol\n"));
            w.write(W::level2, QStringLiteral("----\t----\t--------\n"));
            for (const QJsonValue &port : ports) {
                const QString name = jsonString(port.toObject(), "name");
                w.write(W::level2, QStringLiteral("%1\t%2\t%3\n")
                                       .arg(name.isEmpty() ? QStringLiteral("<unset>") : name)
                                       .arg(port.toObject().value(QLatin1String("port")).toInteger())
                                       .arg(jsonString(port.toObject(), "protocol")));
            }
        }
        w.write(W::level0, QStringLiteral("\n"));
    }
    if (events)
        describeEvents(w, *events);
    return w.description();
}

} // namespace

void describeEndpointsObject(const QJsonObject &object, DescribeSource *source, const DescribeClock &clock,
                             std::function<void(Description)> done)
{
    source->events(object, QStringLiteral("Endpoints"),
                   [object, done, clock](const DescribeSource::Events &events) {
                       done(describeEndpoints(object, events, clock));
                   });
}

} // namespace kube
