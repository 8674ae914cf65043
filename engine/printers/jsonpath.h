// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "core/result.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace kube {

namespace detail {
struct JsonPathNode;
}

// kubectl's JSONPath templates (client-go util/jsonpath), as `-o jsonpath=`, `-o custom-columns=` and CRD
// printer columns use them, with client-go's grammar and its error words: text with {actions}; an action is
// a path (`.status.phase`, `$`, `@`, `.a.*`, `..name`, `.labels.kubernetes\.io/os`, `['key']`, `[0]`,
// `[-1]`, `[1:3:2]`, `[*]`, unions `[0,2]` and `['a','b']`, filters `[?(@.type=="Ready")]`), a quoted
// literal ({"\n"}), a number or a boolean, or {range PATH}...{end}, whose body runs once per value with `.`
// and `@` meaning that value. Errors are values carrying client-go's message ("unclosed action", "array
// index out of bounds: index 5, length 2"). A parsed template is immutable and may be shared across threads.
class QKUBE_ENGINE_EXPORT JsonPath
{
public:
    static Result<JsonPath> parse(const QString &text);
    // A custom column's or printer column's expression: ".spec.x" or "spec.x" or "{.spec.x}", as kubectl
    // relaxes it.
    static Result<JsonPath> parseExpression(const QString &expression);

    // With missing keys allowed (kubectl's default for -o jsonpath, and printer columns), a missing field
    // yields nothing instead of an error.
    void setAllowMissingKeys(bool allow) { m_allowMissingKeys = allow; }

    // The values the template's actions find in `data`, in order (the text between actions left out).
    Result<QList<QJsonValue>> find(const QJsonValue &data) const;
    // The template's text with each action replaced by what it finds: strings as they are, numbers and
    // booleans as text, objects and arrays as compact JSON (Go's encoding), several values separated by a
    // space.
    Result<QString> execute(const QJsonValue &data) const;
    // kubectl's -o jsonpath-as-json: each action's values as an indented JSON array on a line of its own.
    Result<QString> executeAsJson(const QJsonValue &data) const;

    // Run on a List ({"kind": "List", "items": [...], ...}), the fields of each item the template can read:
    // field chains from the item, each standing for everything below it, so that an item cut down to them
    // gives the same output. Empty when it reads none; nullopt when it may read anything ({.items}, `..`,
    // `*`).
    std::optional<QList<QStringList>> listItemReads() const;
    // `item` cut down to `reads` (as listItemReads() gives them): each chain's value with everything below
    // it.
    static QJsonObject itemCutTo(const QJsonObject &item, const QList<QStringList> &reads);

    // One value as kubectl prints it in a template or a column.
    static QString toText(const QJsonValue &value);
    // A value as Go's encoding/json writes it: sorted keys, <>& escaped, Go's number forms; `indent` empty
    // for the compact form.
    static QString toGoJson(const QJsonValue &value, const QString &indent = QString());

private:
    // Each action's values, in order; with text, the template's text between actions too.
    Result<QList<QList<QJsonValue>>> groups(const QJsonValue &data, bool withText) const;

    std::shared_ptr<const QList<detail::JsonPathNode>> m_nodes;
    bool m_allowMissingKeys = false;
};

} // namespace kube
