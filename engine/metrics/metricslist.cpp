// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "metricslist.h"

#include "usagequantity.h"

#include "../core/object.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace kube {

namespace {

ResourceUsage readUsage(const QJsonObject &usage)
{
    ResourceUsage out;
    if (const QJsonValue cpu = usage.value(QLatin1String("cpu")); cpu.isString())
        out.cpuMillicores = cpuMillicores(cpu.toString());
    if (const QJsonValue memory = usage.value(QLatin1String("memory")); memory.isString())
        out.memoryBytes = memoryBytes(memory.toString());
    return out;
}

// metrics-server's window is a Go duration ("10.5s", "1m0s", "30s"); whole seconds are enough for a chart.
qint64 readWindowSecs(const QString &text)
{
    qint64 total = 0;
    double number = 0;
    QString digits;
    for (const QChar c : text) {
        if (c.isDigit() || c == QLatin1Char('.')) {
            digits.append(c);
            continue;
        }
        number = digits.toDouble();
        digits.clear();
        if (c == QLatin1Char('h'))
            total += qint64(number * 3600);
        else if (c == QLatin1Char('m'))
            total += qint64(number * 60);
        else if (c == QLatin1Char('s'))
            total += qint64(number);
    }
    return total;
}

Result<QJsonArray> readItems(QByteArrayView json, QLatin1String kind)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json.toByteArray(), &parseError);
    const QJsonObject root = doc.object();
    if (parseError.error != QJsonParseError::NoError || root.value(QLatin1String("kind")).toString() != kind)
        return Error(Error::Kind::Decode, QStringLiteral("not a %1: %2").arg(kind, parseError.errorString()),
                     QStringLiteral("metrics.k8s.io/v1beta1"));
    return root.value(QLatin1String("items")).toArray();
}

template <typename T> void readStamp(T &out, const QJsonObject &item)
{
    const QJsonObject metadata = item.value(QLatin1String("metadata")).toObject();
    out.name = metadata.value(QLatin1String("name")).toString();
    out.timestampSecs =
        parseTimestamp(item.value(QLatin1String("timestamp")).toString().toStdString()) / 1000;
    out.windowSecs = readWindowSecs(item.value(QLatin1String("window")).toString());
}

} // namespace

ResourceUsage PodMetrics::total() const
{
    constexpr qint64 nanosPerMilli = 1'000'000;
    ResourceUsage sum{qint64(0), qint64(0)};
    std::optional<qint64> nanocores = qint64(0);
    for (const ContainerMetrics &c : containers) {
        nanocores = nanocores && c.cpuNanocores ? std::optional(*nanocores + *c.cpuNanocores) : std::nullopt;
        sum.memoryBytes = sum.memoryBytes && c.usage.memoryBytes
                              ? std::optional(*sum.memoryBytes + *c.usage.memoryBytes)
                              : std::nullopt;
    }
    sum.cpuMillicores =
        nanocores ? std::optional((*nanocores + nanosPerMilli - 1) / nanosPerMilli) : std::nullopt;
    return sum;
}

Result<QList<PodMetrics>> decodePodMetricsList(QByteArrayView json)
{
    const auto items = readItems(json, QLatin1String("PodMetricsList"));
    if (!items)
        return items.error();
    QList<PodMetrics> out;
    out.reserve(items->size());
    for (const QJsonValue &value : *items) {
        const QJsonObject item = value.toObject();
        PodMetrics pod;
        readStamp(pod, item);
        pod.namespaceName =
            item.value(QLatin1String("metadata")).toObject().value(QLatin1String("namespace")).toString();
        if (pod.name.isEmpty())
            continue;
        for (const QJsonValue &c : item.value(QLatin1String("containers")).toArray()) {
            const QJsonObject container = c.toObject();
            const QJsonObject usage = container.value(QLatin1String("usage")).toObject();
            pod.containers.append({container.value(QLatin1String("name")).toString(), readUsage(usage),
                                   cpuNanocores(usage.value(QLatin1String("cpu")).toString())});
        }
        out.append(std::move(pod));
    }
    return out;
}

Result<QList<NodeMetrics>> decodeNodeMetricsList(QByteArrayView json)
{
    const auto items = readItems(json, QLatin1String("NodeMetricsList"));
    if (!items)
        return items.error();
    QList<NodeMetrics> out;
    out.reserve(items->size());
    for (const QJsonValue &value : *items) {
        const QJsonObject item = value.toObject();
        NodeMetrics node;
        readStamp(node, item);
        if (node.name.isEmpty())
            continue;
        node.usage = readUsage(item.value(QLatin1String("usage")).toObject());
        out.append(std::move(node));
    }
    return out;
}

} // namespace kube
