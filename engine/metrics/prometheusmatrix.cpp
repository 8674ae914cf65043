// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "prometheusmatrix.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace kube {

namespace {
Error decodeError(const QString &message, const QString &where)
{
    return Error(Error::Kind::Decode, QStringLiteral("Prometheus: %1").arg(message), where);
}
} // namespace

Result<QList<PrometheusSeries>> decodePrometheusMatrix(const QByteArray &body, qsizetype maxPoints,
                                                       const QString &where)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(body, &parseError);
    if (!document.isObject())
        return decodeError(QStringLiteral("the answer is not JSON (%1)").arg(parseError.errorString()),
                           where);
    const QJsonObject root = document.object();
    const QString status = root.value(QLatin1String("status")).toString();
    if (status == QLatin1String("error"))
        return decodeError(QStringLiteral("%1: %2").arg(root.value(QLatin1String("errorType")).toString(),
                                                        root.value(QLatin1String("error")).toString()),
                           where);
    if (status != QLatin1String("success"))
        return decodeError(QStringLiteral("the answer's status is \"%1\", not success").arg(status), where);
    const QJsonObject data = root.value(QLatin1String("data")).toObject();
    const QString type = data.value(QLatin1String("resultType")).toString();
    if (type != QLatin1String("matrix"))
        return decodeError(QStringLiteral("the result is a %1, not a matrix")
                               .arg(type.isEmpty() ? QStringLiteral("nothing") : type),
                           where);
    const QJsonArray result = data.value(QLatin1String("result")).toArray();
    if (result.isEmpty())
        return decodeError(QStringLiteral("no series for this object in the range"), where);
    QList<PrometheusSeries> series;
    for (const QJsonValue &entry : result) {
        PrometheusSeries one;
        const QJsonObject metric = entry.toObject().value(QLatin1String("metric")).toObject();
        for (auto it = metric.begin(); it != metric.end(); ++it)
            one.labels.insert(it.key(), it.value().toString());
        const QJsonArray values = entry.toObject().value(QLatin1String("values")).toArray();
        if (values.size() > maxPoints)
            return decodeError(QStringLiteral("a series has %1 points, more than the %2 a chart holds")
                                   .arg(values.size())
                                   .arg(maxPoints),
                               where);
        for (const QJsonValue &pair : values) {
            const QJsonArray point = pair.toArray();
            bool ok = false;
            const QString text = point.at(1).toString();
            const double value = text.toDouble(&ok);
            if (point.size() != 2 || !point.at(0).isDouble() || !ok || !std::isfinite(value))
                return decodeError(QStringLiteral("a value is not a finite number: \"%1\"").arg(text), where);
            one.points.append({qint64(point.at(0).toDouble()), value});
        }
        series.append(one);
    }
    return series;
}

} // namespace kube
