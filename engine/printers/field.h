// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

#include <simdjson.h>

#include <optional>
#include <string_view>

namespace kube {

class Object;

// A null-safe view of one JSON value of an object being printed, over simdjson's DOM: a missing key, a null
// or a value of another type reads as absent, so a printer walks `root["status"]["conditions"]` without
// checks. Valid while the thread's parser holds the document (see parse()); printers use it within one
// cells() call.
class Field
{
public:
    Field() = default;
    explicit Field(simdjson::dom::element element);

    // The object's JSON, parsed by this thread's parser (reused, so no allocation per row); absent on bad
    // JSON.
    static Field parse(const Object &object);

    bool exists() const { return m_exists; }
    bool isString() const;
    bool isNumber() const;
    bool isObject() const;
    bool isArray() const;

    Field operator[](std::string_view key) const;
    Field at(size_t index) const;
    // Elements of an array, or members' values of an object; 0 for anything else.
    size_t size() const;

    QString text() const;                  // a string's value; "" otherwise
    std::string_view view() const;         // the same without a copy
    std::optional<qint64> integer() const; // an integral number
    qint64 toInt(qint64 fallback = 0) const;
    std::optional<bool> boolean() const;
    // An int-or-string (PDB's minAvailable, a port): the number's digits or the string; "" when absent.
    QString intOrString() const;
    qint64 timestamp() const; // an RFC 3339 string as ms since the epoch; 0 when absent

    template <typename Function> void forEach(Function function) const // each array element
    {
        if (!isArray())
            return;
        for (simdjson::dom::element element : simdjson::dom::array(m_element))
            function(Field(element));
    }
    template <typename Function>
    void forEachMember(Function function) const // each object member: (std::string_view key, Field value)
    {
        if (!isObject())
            return;
        for (auto member : simdjson::dom::object(m_element))
            function(member.key, Field(member.value));
    }

private:
    simdjson::dom::element m_element;
    bool m_exists = false;
};

} // namespace kube
