// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "core/result.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

namespace kube {

// apimachinery's labels.Selector, parsed by its grammar: `a=b`, `a==b`, `a!=b`, `a in (x,y)`, `a notin (x)`,
// `a`,
// `!a`, `a>3`, `a<3`, joined by ','; errors carry labels.Parse's messages. Requirements are kept sorted by
// key (values sorted and unique) and toString() is Selector.String()'s canonical form. A value type.
class QKUBE_ENGINE_EXPORT LabelSelector
{
public:
    enum class Op { Equals, DoubleEquals, NotEquals, In, NotIn, Exists, DoesNotExist, GreaterThan, LessThan };
    struct Requirement
    {
        QString key;
        Op op;
        QStringList values;
    };
    // Looks a label up: returns whether it exists and sets *value.
    using Lookup = std::function<bool(const QString &key, QString *value)>;

    static Result<LabelSelector> parse(const QString &text);
    bool isEmpty() const { return m_requirements.isEmpty(); }
    bool matches(const Lookup &lookup) const;
    bool matches(const QList<std::pair<QByteArray, QByteArray>> &labels) const;
    const QList<Requirement> &requirements() const { return m_requirements; }
    QString toString() const;

private:
    QList<Requirement> m_requirements;
};

// apimachinery's fields.Selector: `f=v`, `f==v`, `f!=v` joined by ',', values with the escapes `\,` `\=`
// `\\`; errors carry fields.ParseSelector's messages, toString() is its canonical String() (terms sorted,
// values escaped). The caller supplies the field values. A value type.
class QKUBE_ENGINE_EXPORT FieldSelector
{
public:
    struct Requirement
    {
        QString field;
        bool equals;
        QString value;
    };
    static Result<FieldSelector> parse(const QString &text);
    bool isEmpty() const { return m_requirements.isEmpty(); }
    const QList<Requirement> &requirements() const { return m_requirements; }
    // `value` returns a field's value, or a null QString for a field the resource does not support.
    bool matches(const std::function<QString(const QString &field)> &value) const;
    QString toString() const;

private:
    QList<Requirement> m_requirements;
};

} // namespace kube
