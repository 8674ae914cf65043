// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "rawjson.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace kube::api {

RawJson RawJson::fromJson(QByteArray json)
{
    RawJson out;
    out.m_json = std::move(json);
    return out;
}

RawJson RawJson::fromValue(const QJsonValue &value)
{
    if (value.isUndefined())
        return {};
    // QJsonDocument writes objects and arrays only: a scalar is written inside an array and cut out.
    const QByteArray inArray = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return fromJson(inArray.mid(1, inArray.size() - 2));
}

QJsonValue RawJson::toValue() const
{
    if (m_json.isEmpty())
        return QJsonValue(QJsonValue::Undefined);
    const QByteArray inArray = '[' + m_json + ']';
    return QJsonDocument::fromJson(inArray).array().first();
}

bool RawJson::operator==(const RawJson &other) const
{
    return m_json == other.m_json || toValue() == other.toValue();
}

} // namespace kube::api
