// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "statuscauses.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace kube {

QStringList statusCauses(const QByteArray &body)
{
    QStringList causes;
    const QJsonObject status = QJsonDocument::fromJson(body).object();
    for (const QJsonValue &value :
         status.value(QLatin1String("details")).toObject().value(QLatin1String("causes")).toArray()) {
        const QJsonObject cause = value.toObject();
        const QString field = cause.value(QLatin1String("field")).toString();
        const QString message = cause.value(QLatin1String("message")).toString();
        causes.append(field.isEmpty() ? message : field + QLatin1String(": ") + message);
    }
    return causes;
}

} // namespace kube
