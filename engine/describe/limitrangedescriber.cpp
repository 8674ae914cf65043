// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "limitrangedescriber.h"
#include "describers.h"

#include "printers/quantity.h"

#include <QSet>

#include <algorithm>

namespace kube {

QString canonicalQuantity(const QJsonValue &value)
{
    if (value.isUndefined())
        return QStringLiteral("0");
    const QString text = goValue(value);
    const auto quantity = Quantity::parse(text);
    return quantity ? quantity->toString() : text;
}

void writeLimitRangeRows(DescribeWriter &w, const QJsonObject &limitRange, const QString &prefix)
{
    static const char *const columns[] = {"min", "max", "defaultRequest", "default", "maxLimitRequestRatio"};
    for (const QJsonValue &value : jsonObject(limitRange, "spec").value(QLatin1String("limits")).toArray()) {
        const QJsonObject limit = value.toObject();
        QSet<QString> names;
        for (const char *column : columns)
            for (const QString &name : jsonObject(limit, column).keys())
                names.insert(name);
        QStringList sorted(names.cbegin(), names.cend());
        std::sort(sorted.begin(), sorted.end());
        for (const QString &name : std::as_const(sorted)) {
            QString row = prefix + jsonString(limit, "type") + u'\t' + name;
            for (const char *column : columns) {
                const QJsonValue quantity = jsonObject(limit, column).value(name);
                row += u'\t' + (quantity.isUndefined() ? QStringLiteral("-") : canonicalQuantity(quantity));
            }
            w.write(DescribeWriter::level0, row + u'\n');
        }
    }
}

namespace {

// `kubectl describe limitrange`: its limits' table; no Events.
Description describeLimitRange(const QJsonObject &limitRange, const DescribeClock &clock)
{
    const QJsonObject metadata = jsonObject(limitRange, "metadata");
    DescribeWriter w(clock);
    w.write(DescribeWriter::level0, QStringLiteral("Name:\t%1\n").arg(jsonString(metadata, "name")));
    w.write(DescribeWriter::level0,
            QStringLiteral("Namespace:\t%1\n").arg(jsonString(metadata, "namespace")));
    w.write(DescribeWriter::level0,
            QStringLiteral("Type\tResource\tMin\tMax\tDefault Request\tDefault Limit\tMax "
                           "Limit/Request Ratio\n"));
    w.write(DescribeWriter::level0,
            QStringLiteral("----\t--------\t---\t---\t---------------\t-------------\t------"
                           "-----------------\n"));
    writeLimitRangeRows(w, limitRange, QString());
    return w.description();
}

} // namespace

void describeLimitRangeObject(const QJsonObject &object, DescribeSource *, const DescribeClock &clock,
                              std::function<void(Description)> done)
{
    done(describeLimitRange(object, clock));
}

} // namespace kube
