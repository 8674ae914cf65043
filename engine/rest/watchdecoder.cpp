// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "watchdecoder.h"

#include "core/objectlist.h"

#include <simdjson.h>

namespace kube {

namespace od = simdjson::ondemand;

QByteArray WatchEvent::typeName(Type type)
{
    switch (type) {
    case Type::Added: return "ADDED";
    case Type::Modified: return "MODIFIED";
    case Type::Deleted: return "DELETED";
    case Type::Bookmark: return "BOOKMARK";
    case Type::Error: return "ERROR";
    }
    return {};
}

QList<WatchEvent> WatchDecoder::feed(QByteArrayView bytes)
{
    QList<WatchEvent> events;
    if (m_error)
        return events;
    m_buffer.append(bytes.data(), bytes.size());
    const char *data = m_buffer.constData();
    const qsizetype size = m_buffer.size();
    qsizetype consumed = 0;
    for (qsizetype i = m_scanned; i < size; ++i) {
        const char c = data[i];
        if (m_inString) {
            if (m_escaped)
                m_escaped = false;
            else if (c == '\\')
                m_escaped = true;
            else if (c == '"')
                m_inString = false;
            continue;
        }
        if (c == '"') {
            m_inString = true;
        } else if (c == '{') {
            if (m_depth++ == 0)
                m_frameStart = i;
        } else if (c == '}') {
            if (--m_depth == 0) {
                decodeFrame(m_frameStart, i + 1, events);
                if (m_error)
                    return events;
                consumed = i + 1;
                m_frameStart = -1;
            } else if (m_depth < 0) {
                m_error = Error(Error::Kind::Decode, QStringLiteral("watch stream has an unbalanced '}'"));
                return events;
            }
        } else if (m_depth == 0 && c != ' ' && c != '\n' && c != '\r' && c != '\t') {
            m_error = Error(Error::Kind::Decode, QStringLiteral("watch stream has '%1' between events").arg(QLatin1Char(c)));
            return events;
        }
    }
    m_scanned = size;
    if (consumed > 0) {
        m_buffer.remove(0, consumed);
        m_scanned -= consumed;
        if (m_frameStart >= 0)
            m_frameStart -= consumed;
    }
    return events;
}

void WatchDecoder::decodeFrame(qsizetype begin, qsizetype end, QList<WatchEvent> &out)
{
    thread_local od::parser parser;
    const simdjson::padded_string frame(m_buffer.constData() + begin, size_t(end - begin));
    m_bytesDecoded += end - begin;
    WatchEvent event;
    std::string_view type;
    std::string_view objectJson;
    try {
        od::document document = parser.iterate(frame);
        for (auto field : document.get_object()) {
            const std::string_view key = field.unescaped_key();
            if (key == "type") {
                type = field.value().get_string();
                type = std::string_view(type); // string lives in the parser's buffer until the next iterate
            } else if (key == "object") {
                od::object object = field.value().get_object();
                objectJson = object.raw_json();
            }
        }
    } catch (const simdjson::simdjson_error &e) {
        m_error = Error(Error::Kind::Decode, QStringLiteral("malformed watch event: %1").arg(QString::fromUtf8(e.what())));
        return;
    }
    if (type == "ADDED")
        event.type = WatchEvent::Type::Added;
    else if (type == "MODIFIED")
        event.type = WatchEvent::Type::Modified;
    else if (type == "DELETED")
        event.type = WatchEvent::Type::Deleted;
    else if (type == "BOOKMARK")
        event.type = WatchEvent::Type::Bookmark;
    else if (type == "ERROR")
        event.type = WatchEvent::Type::Error;
    else {
        m_error = Error(Error::Kind::Decode, QStringLiteral("watch event has unknown type \"%1\"").arg(QString::fromUtf8(type.data(), qsizetype(type.size()))));
        return;
    }
    if (objectJson.empty()) {
        m_error = Error(Error::Kind::Decode, QStringLiteral("watch event %1 has no object").arg(QString::fromLatin1(WatchEvent::typeName(event.type))));
        return;
    }
    if (event.type == WatchEvent::Type::Error) {
        event.error = statusError(QByteArrayView(objectJson.data(), qsizetype(objectJson.size())), 500, QStringLiteral("watch"));
    } else {
        auto object = Object::fromPaddedJson(objectJson, m_options);
        if (!object) {
            m_error = object.error();
            return;
        }
        event.object = std::move(object).value();
    }
    out.append(std::move(event));
}

Error WatchDecoder::finish() const
{
    if (m_error)
        return m_error;
    if (m_depth > 0 || m_inString)
        return Error(Error::Kind::Decode, QStringLiteral("watch stream ended in the middle of an event (%1 bytes unfinished)").arg(m_buffer.size() - qMax<qsizetype>(0, m_frameStart)));
    return {};
}

} // namespace kube
