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

namespace {
// Bytes the framing scan must look at: outside strings { } " and anything not whitespace at depth 0; inside
// strings " and \. Everything else is skipped in a tight loop (most of a stream is string content and names).
struct ByteClasses
{
    bool outside[256] = {};
    bool inside[256] = {};
    constexpr ByteClasses()
    {
        for (int c = 0; c < 256; ++c)
            outside[c] = !(c == ' ' || c == '\n' || c == '\r' || c == '\t' || (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
                           || c == ',' || c == ':' || c == '[' || c == ']' || c == '-' || c == '.');
        inside['"'] = inside['\\'] = true;
    }
};
constexpr ByteClasses byteClasses;
} // namespace

QList<WatchEvent> WatchDecoder::feed(QByteArrayView bytes)
{
    QList<WatchEvent> events;
    if (m_error)
        return events;
    m_buffer.append(bytes.data(), bytes.size());
    ensureJsonPadding(m_buffer); // frames are parsed where they lie

    const unsigned char *data = reinterpret_cast<const unsigned char *>(m_buffer.constData());
    const qsizetype size = m_buffer.size();
    qsizetype consumed = 0;
    qsizetype i = m_scanned;
    while (i < size) {
        if (m_inString) {
            while (i < size && !byteClasses.inside[data[i]])
                ++i;
            if (i >= size)
                break;
            if (data[i] == '\\') {
                i += 2; // the escaped byte can be anything, a quote included
                continue;
            }
            m_inString = false; // a closing quote
            ++i;
            continue;
        }
        while (i < size && !byteClasses.outside[data[i]] && (m_depth > 0 || data[i] == ' ' || data[i] == '\n' || data[i] == '\r' || data[i] == '\t'))
            ++i;
        if (i >= size)
            break;
        const unsigned char c = data[i];
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
        } else if (m_depth == 0) {
            m_error = Error(Error::Kind::Decode, QStringLiteral("watch stream has '%1' between events").arg(QLatin1Char(char(c))));
            return events;
        }
        ++i;
    }
    // An escape split across chunks leaves i one past the end: the next chunk's first byte is the escaped one.
    m_scanned = i;
    if (consumed > 0) {
        m_buffer.remove(0, consumed);
        m_scanned -= consumed;
        if (m_frameStart >= 0)
            m_frameStart -= consumed;
    }
    // What is left is one unfinished event (or whitespace): bounded, so an endless event cannot eat the memory.
    if (m_maxEventBytes > 0 && m_buffer.size() > m_maxEventBytes) {
        m_error = Error(Error::Kind::Decode, QStringLiteral("watch event larger than %1 bytes (the object size cap); the server sent an oversized or endless event")
                                                 .arg(m_maxEventBytes));
        m_buffer = QByteArray();
    }
    return events;
}

void WatchDecoder::decodeFrame(qsizetype begin, qsizetype end, QList<WatchEvent> &out)
{
    thread_local od::parser parser;
    // Parsed where it lies: feed() keeps SIMDJSON_PADDING readable bytes after the buffer's data.
    const std::string_view frame(m_buffer.constData() + begin, size_t(end - begin));
    m_bytesDecoded += end - begin;
    WatchEvent event;
    std::string_view type;
    std::string_view objectJson;
    try {
        od::document document = parser.iterate(frame.data(), frame.size(), size_t(m_buffer.size() - begin) + simdjson::SIMDJSON_PADDING);
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
