// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "jsonnode.h"

#include <QAnyStringView>
#include <QHashFunctions>
#include <QJsonArray>
#include <QJsonObject>

#include <simdjson.h>

#include <array>
#include <cstring>
#include <type_traits>

namespace kube::api::detail {

namespace dom = simdjson::dom;

static_assert(sizeof(dom::element) == sizeof(JsonNode) && std::is_trivially_copyable_v<dom::element>,
              "JsonNode holds a simdjson element as bytes");

struct JsonNodeAccess
{
    static dom::element element(const JsonNode &node)
    {
        dom::element element;
        std::memcpy(static_cast<void *>(&element), node.m_element, sizeof element);
        return element;
    }
    static JsonNode node(const dom::element &element)
    {
        JsonNode node;
        std::memcpy(node.m_element, static_cast<const void *>(&element), sizeof element);
        return node;
    }
};

namespace {

dom::element elementOf(const JsonNode &node)
{
    return JsonNodeAccess::element(node);
}

// Short strings decoded on this thread, one slot per hash: a string that repeats across objects (a label,
// an image, a node name, "True") is handed out again instead of allocated again, while one that does not (a
// name, a uid) only takes over a slot. Bounded: 4096 strings of at most 48 bytes a thread.
class InternedStrings
{
public:
    QString get(std::string_view utf8)
    {
        if (utf8.empty())
            return QString();
        if (utf8.size() > MaxBytes)
            return QString::fromUtf8(utf8.data(), qsizetype(utf8.size()));
        const QByteArrayView bytes(utf8.data(), qsizetype(utf8.size()));
        QString &slot = m_slots[qHash(bytes) & (Slots - 1)];
        if (!QAnyStringView::equal(slot, QUtf8StringView(bytes)))
            slot = QString::fromUtf8(bytes);
        return slot;
    }

private:
    static constexpr size_t MaxBytes = 48;
    static constexpr size_t Slots = 4096;
    std::array<QString, Slots> m_slots;
};

thread_local InternedStrings internedStrings;

QJsonValue toQt(dom::element element)
{
    switch (element.type()) {
    case dom::element_type::NULL_VALUE:
        return QJsonValue(QJsonValue::Null);
    case dom::element_type::BOOL:
        return bool(element.get_bool().value_unsafe());
    case dom::element_type::INT64:
        return qint64(element.get_int64().value_unsafe());
    case dom::element_type::UINT64:
        return double(element.get_uint64().value_unsafe());
    case dom::element_type::DOUBLE:
        return element.get_double().value_unsafe();
    case dom::element_type::STRING: {
        const std::string_view text = element.get_string().value_unsafe();
        return QString::fromUtf8(text.data(), qsizetype(text.size()));
    }
    case dom::element_type::ARRAY: {
        QJsonArray array;
        const dom::array items = element.get_array().value_unsafe();
        for (dom::element item : items)
            array.append(toQt(item));
        return array;
    }
    case dom::element_type::OBJECT: {
        QJsonObject object;
        const dom::object members = element.get_object().value_unsafe();
        for (dom::key_value_pair member : members)
            object.insert(QString::fromUtf8(member.key.data(), qsizetype(member.key.size())),
                          toQt(member.value));
        return object;
    }
    }
    return QJsonValue();
}

} // namespace

JsonNode::Type JsonNode::type() const
{
    switch (elementOf(*this).type()) {
    case dom::element_type::NULL_VALUE:
        return Type::Null;
    case dom::element_type::BOOL:
        return Type::Bool;
    case dom::element_type::INT64:
        return Type::Integer;
    case dom::element_type::UINT64:
        return Type::Unsigned;
    case dom::element_type::DOUBLE:
        return Type::Double;
    case dom::element_type::STRING:
        return Type::String;
    case dom::element_type::ARRAY:
        return Type::Array;
    case dom::element_type::OBJECT:
        break;
    }
    return Type::Object;
}

bool JsonNode::toBool() const
{
    return elementOf(*this).get_bool().value_unsafe();
}

qint64 JsonNode::toInteger() const
{
    const dom::element element = elementOf(*this);
    switch (element.type()) {
    case dom::element_type::INT64:
        return element.get_int64().value_unsafe();
    case dom::element_type::UINT64:
        return qint64(element.get_uint64().value_unsafe());
    case dom::element_type::DOUBLE:
        return qint64(element.get_double().value_unsafe());
    default:
        return 0;
    }
}

double JsonNode::toDouble() const
{
    const dom::element element = elementOf(*this);
    switch (element.type()) {
    case dom::element_type::INT64:
        return double(element.get_int64().value_unsafe());
    case dom::element_type::UINT64:
        return double(element.get_uint64().value_unsafe());
    case dom::element_type::DOUBLE:
        return element.get_double().value_unsafe();
    default:
        return 0;
    }
}

std::string_view JsonNode::toUtf8() const
{
    const auto text = elementOf(*this).get_string();
    return text.error() ? std::string_view() : text.value_unsafe();
}

QString JsonNode::toString() const
{
    return internedStrings.get(toUtf8());
}

QString JsonNode::internedString(std::string_view utf8)
{
    return internedStrings.get(utf8);
}

void JsonNode::items(QVarLengthArray<JsonNode, 16> &out) const
{
    const auto array = elementOf(*this).get_array();
    if (array.error())
        return;
    for (dom::element item : array.value_unsafe())
        out.append(JsonNodeAccess::node(item));
}

void JsonNode::members(QVarLengthArray<JsonMember, 32> &out) const
{
    const auto object = elementOf(*this).get_object();
    if (object.error())
        return;
    for (dom::key_value_pair member : object.value_unsafe())
        out.append(JsonMember{member.key, JsonNodeAccess::node(member.value)});
}

QJsonValue JsonNode::toJsonValue() const
{
    return toQt(elementOf(*this));
}

QByteArray JsonNode::toJson() const
{
    const std::string text = simdjson::minify(elementOf(*this));
    return QByteArray(text.data(), qsizetype(text.size()));
}

struct JsonDocument::Tape
{
    dom::document document;
};

JsonDocument::JsonDocument() : m_tape(std::make_unique<Tape>()) {}
JsonDocument::JsonDocument(JsonDocument &&other) noexcept = default;
JsonDocument &JsonDocument::operator=(JsonDocument &&other) noexcept = default;
JsonDocument::~JsonDocument() = default;

Result<JsonDocument> JsonDocument::parse(QByteArrayView json)
{
    // The parser's stage-1 buffers are reused from parse to parse on a thread; the tape is the document's.
    thread_local dom::parser parser;
    JsonDocument document;
    const auto root = parser.parse_into_document(document.m_tape->document, json.data(), size_t(json.size()));
    if (root.error())
        return Error(
            Error::Kind::Decode,
            QStringLiteral("not JSON: %1").arg(QLatin1String(simdjson::error_message(root.error()))));
    document.m_root = JsonNodeAccess::node(root.value_unsafe());
    return document;
}

} // namespace kube::api::detail
