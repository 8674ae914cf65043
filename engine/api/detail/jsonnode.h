// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "core/result.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QJsonValue>
#include <QString>
#include <QVarLengthArray>

#include <memory>
#include <string_view>

// What the generated API types decode from: a parsed JSON document read in place, without building Qt's JSON
// tree first (that tree, then the structs, cost twice the parse; decoding straight from the parser's tape
// costs about half of Qt's parse alone). The parser is the library's private dependency: these classes hold
// its values opaquely. Usable from any thread; a JsonNode lives as long as its JsonDocument.
namespace kube::api::detail {

class JsonNode;

// One member of a JSON object: its key (UTF-8, unescaped) and its value.
struct JsonMember;

// A JSON value inside a JsonDocument.
class QKUBE_ENGINE_EXPORT JsonNode
{
public:
    enum class Type { Null, Bool, Integer, Unsigned, Double, String, Array, Object };

    Type type() const;
    bool isNull() const { return type() == Type::Null; }
    bool isObject() const { return type() == Type::Object; }
    bool isArray() const { return type() == Type::Array; }
    bool isString() const { return type() == Type::String; }
    bool isNumber() const
    {
        const Type t = type();
        return t == Type::Integer || t == Type::Unsigned || t == Type::Double;
    }

    bool toBool() const;
    // For an Integer; Unsigned and Double give what fits.
    qint64 toInteger() const;
    double toDouble() const;
    // The string's bytes, unescaped (UTF-8); empty for a non-string.
    std::string_view toUtf8() const;
    // The string as a QString, shared with earlier strings of the same text decoded on this thread when it
    // is short (label keys, images, node names repeat across objects: one buffer, not one per object).
    QString toString() const;
    // `utf8` as a QString, shared as toString() shares it (map keys).
    static QString internedString(std::string_view utf8);

    // An array's items, or an object's members, in document order.
    void items(QVarLengthArray<JsonNode, 16> &out) const;
    void members(QVarLengthArray<JsonMember, 32> &out) const;

    // The value as Qt's JSON (for fields kept as QJsonValue and for unknown fields).
    QJsonValue toJsonValue() const;
    // The value as compact JSON text.
    QByteArray toJson() const;

private:
    friend class JsonDocument;
    friend struct JsonNodeAccess;
    // The parser's element (a document pointer and a tape index), copied as bytes.
    alignas(8) unsigned char m_element[16] = {};
};

struct JsonMember
{
    std::string_view key;
    JsonNode value;
};

// JSON text parsed for decoding. Parses on a parser kept per thread; the tape it fills is this document's
// own, so documents may nest.
class QKUBE_ENGINE_EXPORT JsonDocument
{
public:
    // A Decode error, with the parser's message, for anything but one RFC 8259 JSON value.
    static Result<JsonDocument> parse(QByteArrayView json);

    JsonDocument(JsonDocument &&other) noexcept;
    JsonDocument &operator=(JsonDocument &&other) noexcept;
    ~JsonDocument();

    const JsonNode &root() const { return m_root; }

private:
    JsonDocument();
    struct Tape;
    std::unique_ptr<Tape> m_tape;
    JsonNode m_root;
};

} // namespace kube::api::detail
