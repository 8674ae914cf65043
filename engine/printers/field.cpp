// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "field.h"

#include "core/object.h"

namespace kube {

namespace dom = simdjson::dom;

Field::Field(dom::element element) : m_element(element), m_exists(!element.is_null()) {}

Field Field::parse(const Object &object)
{
    thread_local dom::parser parser;
    const QByteArray json = object.json();
    dom::element root;
    if (parser.parse(json.constData(), size_t(json.size())).get(root))
        return {};
    return Field(root);
}

bool Field::isString() const
{
    return m_exists && m_element.is_string();
}

bool Field::isNumber() const
{
    return m_exists && m_element.is_number();
}

bool Field::isObject() const
{
    return m_exists && m_element.is_object();
}

bool Field::isArray() const
{
    return m_exists && m_element.is_array();
}

Field Field::operator[](std::string_view key) const
{
    dom::element child;
    if (!isObject() || dom::object(m_element).at_key(key).get(child))
        return {};
    return Field(child);
}

Field Field::at(size_t index) const
{
    dom::element child;
    if (!isArray() || dom::array(m_element).at(index).get(child))
        return {};
    return Field(child);
}

size_t Field::size() const
{
    if (isArray())
        return dom::array(m_element).size();
    if (isObject())
        return dom::object(m_element).size();
    return 0;
}

std::string_view Field::view() const
{
    std::string_view value;
    if (!isString() || m_element.get(value))
        return {};
    return value;
}

QString Field::text() const
{
    const std::string_view value = view();
    return QString::fromUtf8(value.data(), qsizetype(value.size()));
}

std::optional<qint64> Field::integer() const
{
    if (!isNumber())
        return std::nullopt;
    int64_t value = 0;
    if (!m_element.get(value))
        return value;
    double real = 0;
    if (!m_element.get(real) && real == double(qint64(real)))
        return qint64(real);
    return std::nullopt;
}

qint64 Field::toInt(qint64 fallback) const
{
    return integer().value_or(fallback);
}

std::optional<bool> Field::boolean() const
{
    bool value = false;
    if (!m_exists || !m_element.is_bool() || m_element.get(value))
        return std::nullopt;
    return value;
}

QString Field::intOrString() const
{
    if (const auto number = integer())
        return QString::number(*number);
    return text();
}

qint64 Field::timestamp() const
{
    return parseTimestamp(view());
}

} // namespace kube
