// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/result.h"

#include <QJsonValue>
#include <QList>
#include <QString>

#include <memory>

namespace kube {

namespace detail {
struct JsonPathNode;
}

// kubectl's JSONPath templates (client-go util/jsonpath), as `-o jsonpath=`, `-o custom-columns=` and CRD
// printer columns use them: text with {actions}; an action is a path (`.status.phase`, `$`, `@`, `.a.*`,
// `..name`, `['key']`, `[0]`, `[-1]`, `[1:3]`, `[*]`, filters `[?(@.type=="Ready")]`, `[?(@.port>80)]`,
// `[?(@.ready)]`), a quoted literal ({"\n"}, {'\t'}), or {range PATH}...{end}, whose body runs once per value
// with `.` and `@` meaning that value. Parsing and evaluation report errors as values, naming what and where.
// A parsed template is immutable and may be shared across threads.
class JsonPath
{
public:
    static Result<JsonPath> parse(const QString &text);
    // A custom column's or printer column's expression: ".spec.x" or "spec.x" or "{.spec.x}", as kubectl
    // relaxes it.
    static Result<JsonPath> parseExpression(const QString &expression);

    // With missing keys allowed (kubectl's default for -o jsonpath, and printer columns), a missing field or
    // an index out of range yields nothing instead of an error.
    void setAllowMissingKeys(bool allow) { m_allowMissingKeys = allow; }

    // The values the template's actions find in `data`, in order (literals and text left out).
    Result<QList<QJsonValue>> find(const QJsonValue &data) const;
    // The template's text with each action replaced by what it finds: strings as they are, numbers and
    // booleans as text, objects and arrays as compact JSON, several values separated by a space.
    Result<QString> execute(const QJsonValue &data) const;

    // One value as kubectl prints it in a template or a column.
    static QString toText(const QJsonValue &value);

private:
    std::shared_ptr<const QList<detail::JsonPathNode>> m_nodes;
    bool m_allowMissingKeys = false;
};

} // namespace kube
