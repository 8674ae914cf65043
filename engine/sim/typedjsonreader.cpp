// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "typedjsonreader.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace kube::sim {

TypedJsonReader::TypedJsonReader(const QByteArray &json, const QJsonObject &schema)
    : m_json(json), m_schema(schema)
{
}

QJsonObject TypedJsonReader::object()
{
    m_at = 0;
    return read(m_schema, QJsonValue::Undefined).toObject();
}

void TypedJsonReader::skipSpace()
{
    while (m_at < m_json.size() && (m_json.at(m_at) == ' ' || m_json.at(m_at) == '\t' ||
                                    m_json.at(m_at) == '\n' || m_json.at(m_at) == '\r'))
        ++m_at;
}

// A string, number, true, false or null, decoded by QJsonDocument (only ever called on repeated-key bodies).
QJsonValue TypedJsonReader::literal()
{
    const qsizetype start = m_at;
    if (m_json.at(m_at) == '"') {
        for (++m_at; m_at < m_json.size() && m_json.at(m_at) != '"'; ++m_at)
            if (m_json.at(m_at) == '\\')
                ++m_at;
        ++m_at;
    } else {
        while (m_at < m_json.size() && !QByteArrayView(",}] \t\r\n").contains(m_json.at(m_at)))
            ++m_at;
    }
    const QByteArray wrapped = '[' + m_json.mid(start, m_at - start) + ']';
    return QJsonDocument::fromJson(wrapped).array().first();
}

QJsonValue TypedJsonReader::read(const QJsonObject &schema, const QJsonValue &existing)
{
    skipSpace();
    const char first = m_json.at(m_at);
    if (first == '{') {
        ++m_at;
        const bool isStruct = schema.contains(QLatin1String("properties"));
        const bool isMap = schema.value(QLatin1String("additionalProperties")).isObject();
        const QJsonObject properties = schema.value(QLatin1String("properties")).toObject();
        const QJsonObject elements = schema.value(QLatin1String("additionalProperties")).toObject();
        // A struct or map already decoded is decoded into; a free-form value (interface{}) starts afresh.
        QJsonObject result = (isStruct || isMap) && existing.isObject() ? existing.toObject() : QJsonObject();
        for (skipSpace(); m_json.at(m_at) != '}'; skipSpace()) {
            const QString key = literal().toString();
            skipSpace();
            ++m_at; // ':'
            const QJsonObject child = isStruct ? properties.value(key).toObject() : elements;
            result.insert(key, read(child, isStruct ? result.value(key) : QJsonValue(QJsonValue::Undefined)));
            skipSpace();
            if (m_json.at(m_at) == ',')
                ++m_at;
        }
        ++m_at;
        return result;
    }
    if (first == '[') {
        ++m_at;
        const QJsonObject items = schema.value(QLatin1String("items")).toObject();
        const QJsonArray earlier =
            schema.contains(QLatin1String("items")) ? existing.toArray() : QJsonArray();
        QJsonArray result;
        for (skipSpace(); m_json.at(m_at) != ']'; skipSpace()) {
            const qsizetype index = result.size();
            result.append(
                read(items, index < earlier.size() ? earlier.at(index) : QJsonValue(QJsonValue::Undefined)));
            skipSpace();
            if (m_json.at(m_at) == ',')
                ++m_at;
        }
        ++m_at;
        return result;
    }
    return literal();
}

} // namespace kube::sim
