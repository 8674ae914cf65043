// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "fieldcodec.h"

namespace kube::api::detail {

FieldDecoder::FieldDecoder(const QJsonObject &json, const JsonPath &path)
    : m_json(json), m_path(path), m_taken(json.size(), false)
{
}

void FieldDecoder::decode(const char *name, void *member, Decode decodeMember)
{
    if (m_error)
        return;
    const auto it = m_json.constFind(QLatin1String(name));
    if (it == m_json.constEnd() || it->isNull())
        return;
    m_taken[it - m_json.constBegin()] = true;
    m_error = decodeMember(*it, member, JsonPath(&m_path, name));
}

Error FieldDecoder::finish(QJsonObject &unknownFields) const
{
    if (m_error)
        return m_error;
    for (auto it = m_json.constBegin(); it != m_json.constEnd(); ++it) {
        if (!m_taken[it - m_json.constBegin()])
            unknownFields.insert(it.key(), *it);
    }
    return {};
}

void FieldEncoder::encode(const char *name, const void *member, Encode encodeMember)
{
    m_json.insert(QLatin1String(name), encodeMember(member));
}

} // namespace kube::api::detail
