// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "describeevents.h"

#include "core/object.h"

#include <algorithm>

namespace kube {

void describeEvents(DescribeWriter &writer, QList<QJsonObject> events)
{
    if (events.isEmpty()) {
        writer.write(DescribeWriter::level0, QStringLiteral("Events:\t<none>\n"));
        return;
    }
    const auto lastSeen = [](const QJsonObject &event) {
        return parseTimestamp(event.value(QLatin1String("lastTimestamp")).toString().toStdString());
    };
    std::stable_sort(events.begin(), events.end(),
                     [&](const QJsonObject &a, const QJsonObject &b) { return lastSeen(a) < lastSeen(b); });
    writer.write(DescribeWriter::level0, QStringLiteral("Events:\n  Type\tReason\tAge\tFrom\tMessage\n"));
    writer.write(DescribeWriter::level1, QStringLiteral("----\t------\t----\t----\t-------\n"));
    for (const QJsonObject &event : std::as_const(events)) {
        const QString eventTime = event.value(QLatin1String("eventTime")).toString();
        const QString first = writer.since(
            eventTime.isEmpty() ? event.value(QLatin1String("firstTimestamp")).toString() : eventTime);
        const QJsonObject series = event.value(QLatin1String("series")).toObject();
        const qint64 count = event.value(QLatin1String("count")).toInteger();
        QString age = first;
        if (!series.isEmpty())
            age = QStringLiteral("%1 (x%2 over %3)")
                      .arg(writer.since(series.value(QLatin1String("lastObservedTime")).toString()))
                      .arg(series.value(QLatin1String("count")).toInteger())
                      .arg(first);
        else if (count > 1)
            age = QStringLiteral("%1 (x%2 over %3)")
                      .arg(writer.since(event.value(QLatin1String("lastTimestamp")).toString()))
                      .arg(count)
                      .arg(first);
        QString source =
            event.value(QLatin1String("source")).toObject().value(QLatin1String("component")).toString();
        if (source.isEmpty())
            source = event.value(QLatin1String("reportingComponent")).toString();
        writer.write(DescribeWriter::level1,
                     QStringLiteral("%1\t%2\t%3\t%4\t%5\n")
                         .arg(event.value(QLatin1String("type")).toString(),
                              event.value(QLatin1String("reason")).toString(), age, source,
                              event.value(QLatin1String("message")).toString().trimmed()));
    }
}

} // namespace kube
