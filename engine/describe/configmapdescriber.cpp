// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "describeevents.h"
#include "describers.h"

#include <algorithm>

namespace kube {

namespace {

// `kubectl describe configmap`: each data value whole under its key, binary data by its size.
Description describeConfigMap(const QJsonObject &configMap, const std::optional<QList<QJsonObject>> &events,
                              const DescribeClock &clock)
{
    DescribeWriter w(clock);
    const QJsonObject metadata = jsonObject(configMap, "metadata");
    w.write(DescribeWriter::level0, QStringLiteral("Name:\t%1\n").arg(jsonString(metadata, "name")));
    w.write(DescribeWriter::level0,
            QStringLiteral("Namespace:\t%1\n").arg(jsonString(metadata, "namespace")));
    w.labels(QStringLiteral("Labels"), jsonObject(metadata, "labels"));
    w.annotations(QStringLiteral("Annotations"), jsonObject(metadata, "annotations"));
    w.write(DescribeWriter::level0, QStringLiteral("\nData\n====\n"));
    const QJsonObject data = jsonObject(configMap, "data");
    QStringList keys = data.keys();
    std::sort(keys.begin(), keys.end());
    for (const QString &key : std::as_const(keys)) {
        w.write(DescribeWriter::level0, QStringLiteral("%1:\n----\n").arg(key));
        w.write(DescribeWriter::level0, data.value(key).toString() + QLatin1Char('\n'));
        w.write(DescribeWriter::level0, QStringLiteral("\n"));
    }
    w.write(DescribeWriter::level0, QStringLiteral("\nBinaryData\n====\n"));
    const QJsonObject binary = jsonObject(configMap, "binaryData");
    keys = binary.keys();
    std::sort(keys.begin(), keys.end());
    for (const QString &key : std::as_const(keys))
        w.write(DescribeWriter::level0,
                QStringLiteral("%1: %2 bytes\n")
                    .arg(key)
                    .arg(QByteArray::fromBase64(binary.value(key).toString().toLatin1()).size()));
    w.write(DescribeWriter::level0, QStringLiteral("\n"));
    if (events)
        describeEvents(w, *events);
    return w.description();
}

} // namespace

void describeConfigMapObject(const QJsonObject &object, DescribeSource *source, const DescribeClock &clock,
                             std::function<void(Description)> done)
{
    source->events(object, QStringLiteral("ConfigMap"),
                   [object, clock, done](const DescribeSource::Events &events) {
                       done(describeConfigMap(object, events, clock));
                   });
}

} // namespace kube
