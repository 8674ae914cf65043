// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "jsonfieldpaths.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

namespace kube::sim {

JsonFieldPaths::JsonFieldPaths(const QByteArray &json) : m_json(json)
{
    skipSpace();
    scanValue({});
}

void JsonFieldPaths::skipSpace()
{
    while (m_at < m_json.size() &&
           (m_json[m_at] == ' ' || m_json[m_at] == '\t' || m_json[m_at] == '\n' || m_json[m_at] == '\r'))
        ++m_at;
}

QString JsonFieldPaths::readString()
{
    const qsizetype start = m_at;
    ++m_at; // the opening quote
    bool escaped = false;
    while (m_at < m_json.size()) {
        const char c = m_json[m_at++];
        if (escaped)
            escaped = false;
        else if (c == '\\')
            escaped = true;
        else if (c == '"')
            break;
    }
    // The key's escapes (\u00e9, \") are decoded as the decoder compares decoded keys.
    const QByteArray quoted = m_json.mid(start, m_at - start);
    return QJsonDocument::fromJson("[" + quoted + "]").array().at(0).toString();
}

void JsonFieldPaths::scanValue(const QString &path)
{
    if (m_at >= m_json.size())
        return;
    switch (m_json[m_at]) {
    case '{':
        scanObject(path);
        return;
    case '[':
        scanArray(path);
        return;
    case '"':
        readString();
        return;
    default:
        // A number, true, false or null: up to the next delimiter.
        while (m_at < m_json.size() && m_json[m_at] != ',' && m_json[m_at] != '}' && m_json[m_at] != ']' &&
               m_json[m_at] != ' ' && m_json[m_at] != '\n' && m_json[m_at] != '\r' && m_json[m_at] != '\t')
            ++m_at;
    }
}

void JsonFieldPaths::scanObject(const QString &path)
{
    ++m_at; // '{'
    QSet<QString> seen;
    for (;;) {
        skipSpace();
        if (m_at >= m_json.size())
            return;
        if (m_json[m_at] == '}') {
            ++m_at;
            return;
        }
        if (m_json[m_at] == ',') {
            ++m_at;
            continue;
        }
        const qsizetype keyOffset = m_at;
        const QString key = readString();
        const QString child = path.isEmpty() ? key : path + QLatin1Char('.') + key;
        if (seen.contains(key))
            m_repeats.append({child, keyOffset});
        else
            seen.insert(key);
        m_firstOffsets.insert(child, std::min(m_firstOffsets.value(child, keyOffset), keyOffset));
        skipSpace();
        ++m_at; // ':'
        skipSpace();
        scanValue(child);
    }
}

void JsonFieldPaths::scanArray(const QString &path)
{
    ++m_at; // '['
    int index = 0;
    for (;;) {
        skipSpace();
        if (m_at >= m_json.size())
            return;
        if (m_json[m_at] == ']') {
            ++m_at;
            return;
        }
        if (m_json[m_at] == ',') {
            ++m_at;
            continue;
        }
        scanValue(path + u'[' + QString::number(index++) + u']');
    }
}

} // namespace kube::sim
