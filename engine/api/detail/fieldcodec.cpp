// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "fieldcodec.h"

#include <algorithm>

namespace kube::api::detail {

namespace {

bool keyLess(const JsonMember &a, const JsonMember &b)
{
    return a.key < b.key;
}

} // namespace

FieldDecoder::FieldDecoder(const JsonNode &json, const JsonPath &path) : m_path(path)
{
    json.members(m_members);
    // Stable: of a key written twice the last is taken, as Qt's and Go's decoders take it.
    std::stable_sort(m_members.begin(), m_members.end(), keyLess);
    m_taken.resize(m_members.size());
    std::fill(m_taken.begin(), m_taken.end(), false);
}

void FieldDecoder::decode(const char *name, void *member, Decode decodeMember)
{
    if (m_error)
        return;
    const std::string_view key(name);
    const auto end = std::upper_bound(m_members.begin(), m_members.end(), key,
                                      [](std::string_view k, const JsonMember &m) { return k < m.key; });
    if (end == m_members.begin() || std::prev(end)->key != key)
        return;
    const auto it = std::prev(end);
    if (it->value.isNull())
        return;
    m_taken[it - m_members.begin()] = true;
    m_error = decodeMember(it->value, member, JsonPath(&m_path, name));
}

Error FieldDecoder::finish(QJsonObject &unknownFields) const
{
    if (m_error)
        return m_error;
    for (qsizetype i = 0; i < m_members.size(); ++i) {
        if (!m_taken[i])
            unknownFields.insert(
                QString::fromUtf8(m_members[i].key.data(), qsizetype(m_members[i].key.size())),
                m_members[i].value.toJsonValue());
    }
    return {};
}

void FieldEncoder::encode(const char *name, const void *member, Encode encodeMember)
{
    m_json.insert(QLatin1String(name), encodeMember(member));
}

} // namespace kube::api::detail
