// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "jsonpath.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <optional>

namespace kube {

namespace detail {

struct JsonPathFilter;

// One step of a path.
struct JsonPathStep
{
    enum class Kind { Root, Current, Field, AllFields, Recursive, Index, Slice, AllElements, Filter };
    Kind kind = Kind::Field;
    QString name;                     // Field
    std::optional<qint64> start, end; // Index (start), Slice
    qint64 step = 1;                  // Slice
    std::shared_ptr<const JsonPathFilter> filter;
};
using JsonPathSteps = QList<JsonPathStep>;

// One side of a filter's comparison: a path from the element, or a literal.
struct JsonPathOperand
{
    bool isPath = false;
    JsonPathSteps path;
    QJsonValue literal;
};

struct JsonPathFilter
{
    JsonPathOperand left;
    QString op; // empty: the left path exists and is not false/null
    JsonPathOperand right;
};

// One piece of a template: text, a literal action, a path action, or a range with its body.
struct JsonPathNode
{
    enum class Kind { Text, Path, Range };
    Kind kind = Kind::Text;
    QString text;
    JsonPathSteps path;
    QList<JsonPathNode> body;
};

} // namespace detail

using detail::JsonPathFilter;
using detail::JsonPathNode;
using detail::JsonPathOperand;
using detail::JsonPathStep;
using detail::JsonPathSteps;

namespace {

Error syntaxError(const QString &text, qsizetype position, const QString &what)
{
    return Error(Error::Kind::Invalid,
                 QStringLiteral("JSONPath %1 at character %2 of %3").arg(what).arg(position + 1).arg(text),
                 QStringLiteral("jsonpath"));
}

bool isFieldCharacter(QChar c)
{
    return c.isLetterOrNumber() || c == QLatin1Char('_') || c == QLatin1Char('-') || c == QLatin1Char('/') ||
           c == QLatin1Char('$');
}

// Reads one template's action contents; `m_position` walks the whole template text.
class Parser
{
public:
    explicit Parser(const QString &text) : m_text(text) {}

    Result<QList<JsonPathNode>> parseTemplate()
    {
        QList<QList<JsonPathNode>> stack{{}};
        QString pending;
        while (m_position < m_text.size()) {
            const QChar c = m_text[m_position];
            if (c != QLatin1Char('{')) {
                pending += c;
                ++m_position;
                continue;
            }
            if (!pending.isEmpty())
                stack.last().append(
                    JsonPathNode{JsonPathNode::Kind::Text, std::exchange(pending, {}), {}, {}});
            const qsizetype open = m_position++;
            skipSpaces();
            if (keyword(QLatin1String("range"))) {
                skipSpaces();
                auto path = parsePath();
                if (!path)
                    return path.error();
                if (auto closed = close(open); closed.isError())
                    return closed;
                JsonPathNode range{JsonPathNode::Kind::Range, {}, path.value(), {}};
                stack.last().append(range);
                stack.append(QList<JsonPathNode>());
                continue;
            }
            if (keyword(QLatin1String("end"))) {
                if (auto closed = close(open); closed.isError())
                    return closed;
                if (stack.size() == 1)
                    return syntaxError(m_text, open, QStringLiteral("{end} without a {range}"));
                const QList<JsonPathNode> body = stack.takeLast();
                stack.last().last().body = body;
                continue;
            }
            QList<JsonPathNode> action;
            while (true) {
                skipSpaces();
                if (m_position >= m_text.size())
                    return syntaxError(m_text, open, QStringLiteral("action is not closed"));
                const QChar first = m_text[m_position];
                if (first == QLatin1Char('"') || first == QLatin1Char('\'')) {
                    auto literal = parseQuoted();
                    if (!literal)
                        return literal.error();
                    action.append(JsonPathNode{JsonPathNode::Kind::Text, literal.value(), {}, {}});
                } else {
                    auto path = parsePath();
                    if (!path)
                        return path.error();
                    action.append(JsonPathNode{JsonPathNode::Kind::Path, {}, path.value(), {}});
                }
                skipSpaces();
                if (m_position < m_text.size() && m_text[m_position] == QLatin1Char(',')) {
                    ++m_position; // a union: {.a,.b} prints both, separated like several values of one path
                    action.append(JsonPathNode{JsonPathNode::Kind::Text, QStringLiteral(" "), {}, {}});
                    continue;
                }
                break;
            }
            if (auto closed = close(open); closed.isError())
                return closed;
            stack.last() += action;
        }
        if (!pending.isEmpty())
            stack.last().append(JsonPathNode{JsonPathNode::Kind::Text, pending, {}, {}});
        if (stack.size() > 1)
            return syntaxError(m_text, m_text.size() - 1, QStringLiteral("{range} without an {end}"));
        return stack.first();
    }

private:
    Error close(qsizetype open)
    {
        skipSpaces();
        if (m_position >= m_text.size())
            return syntaxError(m_text, open, QStringLiteral("action is not closed"));
        if (m_text[m_position] != QLatin1Char('}'))
            return syntaxError(m_text, m_position,
                               QStringLiteral("unexpected '%1' in action").arg(m_text[m_position]));
        ++m_position;
        return {};
    }

    bool keyword(QLatin1String word)
    {
        if (!QStringView(m_text).mid(m_position).startsWith(word))
            return false;
        const qsizetype after = m_position + word.size();
        if (after < m_text.size() && isFieldCharacter(m_text[after]))
            return false;
        m_position = after;
        return true;
    }

    void skipSpaces()
    {
        while (m_position < m_text.size() && m_text[m_position].isSpace())
            ++m_position;
    }

    Result<QString> parseQuoted()
    {
        const QChar quote = m_text[m_position];
        const qsizetype start = m_position++;
        QString value;
        while (m_position < m_text.size()) {
            const QChar c = m_text[m_position++];
            if (c == quote)
                return value;
            if (c != QLatin1Char('\\')) {
                value += c;
                continue;
            }
            if (m_position >= m_text.size())
                break;
            const QChar escaped = m_text[m_position++];
            switch (escaped.unicode()) {
            case 'n':
                value += QLatin1Char('\n');
                break;
            case 't':
                value += QLatin1Char('\t');
                break;
            case 'r':
                value += QLatin1Char('\r');
                break;
            default:
                value += escaped;
                break;
            }
        }
        return syntaxError(m_text, start, QStringLiteral("quoted string is not closed"));
    }

    std::optional<qint64> parseInteger()
    {
        const qsizetype start = m_position;
        if (m_position < m_text.size() && m_text[m_position] == QLatin1Char('-'))
            ++m_position;
        while (m_position < m_text.size() && m_text[m_position].isDigit())
            ++m_position;
        bool ok = false;
        const qint64 value = QStringView(m_text).mid(start, m_position - start).toLongLong(&ok);
        if (!ok) {
            m_position = start;
            return std::nullopt;
        }
        return value;
    }

    Result<JsonPathSteps> parsePath()
    {
        JsonPathSteps steps;
        const qsizetype start = m_position;
        while (m_position < m_text.size()) {
            const QChar c = m_text[m_position];
            if (c == QLatin1Char('$') && steps.isEmpty()) {
                steps.append(JsonPathStep{JsonPathStep::Kind::Root, {}, {}, {}, 1, {}});
                ++m_position;
            } else if (c == QLatin1Char('@') && steps.isEmpty()) {
                steps.append(JsonPathStep{JsonPathStep::Kind::Current, {}, {}, {}, 1, {}});
                ++m_position;
            } else if (c == QLatin1Char('.')) {
                ++m_position;
                if (m_position < m_text.size() && m_text[m_position] == QLatin1Char('.')) {
                    ++m_position;
                    steps.append(JsonPathStep{JsonPathStep::Kind::Recursive, {}, {}, {}, 1, {}});
                }
                if (m_position < m_text.size() && m_text[m_position] == QLatin1Char('*')) {
                    ++m_position;
                    steps.append(JsonPathStep{JsonPathStep::Kind::AllFields, {}, {}, {}, 1, {}});
                    continue;
                }
                const qsizetype nameStart = m_position;
                while (m_position < m_text.size() && isFieldCharacter(m_text[m_position]))
                    ++m_position;
                if (m_position > nameStart)
                    steps.append(JsonPathStep{JsonPathStep::Kind::Field,
                                              m_text.mid(nameStart, m_position - nameStart),
                                              {},
                                              {},
                                              1,
                                              {}});
                else if (m_position < m_text.size() && m_text[m_position] != QLatin1Char('[') &&
                         !m_text[m_position].isSpace() && m_text[m_position] != QLatin1Char('}'))
                    return syntaxError(m_text, m_position,
                                       QStringLiteral("unexpected '%1' after '.'").arg(m_text[m_position]));
            } else if (c == QLatin1Char('[')) {
                auto step = parseBracket();
                if (!step)
                    return step.error();
                steps.append(step.value());
            } else if (steps.isEmpty() && isFieldCharacter(c)) {
                return syntaxError(m_text, m_position,
                                   QStringLiteral("path must start with '.', '$', '@' or '['"));
            } else {
                break;
            }
        }
        if (m_position == start)
            return syntaxError(m_text, m_position,
                               m_position < m_text.size()
                                   ? QStringLiteral("unexpected '%1'").arg(m_text[m_position])
                                   : QStringLiteral("missing path"));
        return steps;
    }

    Result<JsonPathStep> parseBracket()
    {
        const qsizetype open = m_position++;
        skipSpaces();
        if (m_position >= m_text.size())
            return syntaxError(m_text, open, QStringLiteral("'[' is not closed"));
        const QChar c = m_text[m_position];
        JsonPathStep step;
        if (c == QLatin1Char('*')) {
            ++m_position;
            step.kind = JsonPathStep::Kind::AllElements;
        } else if (c == QLatin1Char('\'') || c == QLatin1Char('"')) {
            auto name = parseQuoted();
            if (!name)
                return name.error();
            step.kind = JsonPathStep::Kind::Field;
            step.name = name.value();
        } else if (c == QLatin1Char('?')) {
            auto filter = parseFilter();
            if (!filter)
                return filter.error();
            step.kind = JsonPathStep::Kind::Filter;
            step.filter = std::make_shared<const JsonPathFilter>(filter.value());
        } else {
            step.kind = JsonPathStep::Kind::Index;
            step.start = parseInteger();
            skipSpaces();
            if (m_position < m_text.size() && m_text[m_position] == QLatin1Char(':')) {
                step.kind = JsonPathStep::Kind::Slice;
                ++m_position;
                skipSpaces();
                step.end = parseInteger();
                skipSpaces();
                if (m_position < m_text.size() && m_text[m_position] == QLatin1Char(':')) {
                    ++m_position;
                    skipSpaces();
                    const auto stride = parseInteger();
                    if (stride && *stride <= 0)
                        return syntaxError(m_text, m_position, QStringLiteral("slice step must be positive"));
                    step.step = stride.value_or(1);
                }
            } else if (!step.start) {
                return syntaxError(
                    m_text, m_position,
                    QStringLiteral("expected an index, a slice, '*', a quoted key or a filter in '[]'"));
            }
        }
        skipSpaces();
        if (m_position >= m_text.size() || m_text[m_position] != QLatin1Char(']'))
            return syntaxError(m_text, open, QStringLiteral("'[' is not closed"));
        ++m_position;
        return step;
    }

    Result<JsonPathOperand> parseOperand()
    {
        skipSpaces();
        JsonPathOperand operand;
        if (m_position >= m_text.size())
            return syntaxError(m_text, m_position, QStringLiteral("filter is not closed"));
        const QChar c = m_text[m_position];
        if (c == QLatin1Char('"') || c == QLatin1Char('\'')) {
            auto text = parseQuoted();
            if (!text)
                return text.error();
            operand.literal = text.value();
        } else if (c == QLatin1Char('@') || c == QLatin1Char('$') || c == QLatin1Char('.')) {
            auto path = parsePath();
            if (!path)
                return path.error();
            operand.isPath = true;
            operand.path = path.value();
        } else if (keyword(QLatin1String("true"))) {
            operand.literal = true;
        } else if (keyword(QLatin1String("false"))) {
            operand.literal = false;
        } else {
            const qsizetype start = m_position;
            while (m_position < m_text.size() &&
                   (m_text[m_position].isDigit() || m_text[m_position] == QLatin1Char('.') ||
                    m_text[m_position] == QLatin1Char('-') || m_text[m_position] == QLatin1Char('e') ||
                    m_text[m_position] == QLatin1Char('E')))
                ++m_position;
            bool ok = false;
            const double number = m_text.mid(start, m_position - start).toDouble(&ok);
            if (!ok)
                return syntaxError(
                    m_text, start,
                    QStringLiteral("expected a path, a quoted string or a number in the filter"));
            operand.literal = number;
        }
        return operand;
    }

    Result<JsonPathFilter> parseFilter()
    {
        const qsizetype start = m_position++; // '?'
        skipSpaces();
        if (m_position >= m_text.size() || m_text[m_position] != QLatin1Char('('))
            return syntaxError(m_text, start, QStringLiteral("filter must be written [?(...)]"));
        ++m_position;
        JsonPathFilter filter;
        auto left = parseOperand();
        if (!left)
            return left.error();
        filter.left = left.value();
        skipSpaces();
        static const QStringList operators = {QStringLiteral("=="), QStringLiteral("!="),
                                              QStringLiteral("<="), QStringLiteral(">="),
                                              QStringLiteral("<"),  QStringLiteral(">")};
        for (const QString &op : operators) {
            if (QStringView(m_text).mid(m_position).startsWith(op)) {
                filter.op = op;
                m_position += op.size();
                break;
            }
        }
        if (!filter.op.isEmpty()) {
            auto right = parseOperand();
            if (!right)
                return right.error();
            filter.right = right.value();
        } else if (!filter.left.isPath) {
            return syntaxError(m_text, m_position, QStringLiteral("filter needs a comparison"));
        }
        skipSpaces();
        if (m_position >= m_text.size() || m_text[m_position] != QLatin1Char(')'))
            return syntaxError(m_text, start, QStringLiteral("filter is not closed"));
        ++m_position;
        return filter;
    }

    const QString &m_text;
    qsizetype m_position = 0;
};

// Walks parsed paths over JSON values.
class Evaluator
{
public:
    Evaluator(const QJsonValue &root, bool allowMissingKeys)
        : m_root(root), m_allowMissingKeys(allowMissingKeys)
    {
    }

    Result<QList<QJsonValue>> evaluate(const JsonPathSteps &steps, const QJsonValue &current) const
    {
        QList<QJsonValue> values{current};
        bool recursive = false;
        for (const JsonPathStep &step : steps) {
            if (step.kind == JsonPathStep::Kind::Recursive) {
                QList<QJsonValue> all;
                for (const QJsonValue &value : std::as_const(values))
                    collect(value, all);
                values = all;
                recursive = true;
                continue;
            }
            auto next = apply(step, values, recursive);
            if (!next)
                return next.error();
            values = next.value();
            recursive = false;
        }
        return values;
    }

private:
    static void collect(const QJsonValue &value, QList<QJsonValue> &into)
    {
        into.append(value);
        if (value.isObject()) {
            const QJsonObject object = value.toObject();
            for (auto it = object.begin(); it != object.end(); ++it)
                collect(it.value(), into);
        } else if (value.isArray()) {
            for (const QJsonValue &element : value.toArray())
                collect(element, into);
        }
    }

    Error missing(const QString &what) const
    {
        return Error(Error::Kind::Invalid, QStringLiteral("%1 is not found").arg(what),
                     QStringLiteral("jsonpath"));
    }

    Result<QList<QJsonValue>> apply(const JsonPathStep &step, const QList<QJsonValue> &values,
                                    bool afterRecursive) const
    {
        QList<QJsonValue> results;
        switch (step.kind) {
        case JsonPathStep::Kind::Root:
            return QList<QJsonValue>{m_root};
        case JsonPathStep::Kind::Current:
        case JsonPathStep::Kind::Recursive:
            return values;
        case JsonPathStep::Kind::Field:
            for (const QJsonValue &value : values) {
                const QJsonValue field =
                    value.isObject() ? value.toObject().value(step.name) : QJsonValue(QJsonValue::Undefined);
                if (!field.isUndefined())
                    results.append(field);
            }
            if (results.isEmpty() && !values.isEmpty() && !m_allowMissingKeys && !afterRecursive)
                return missing(step.name);
            return results;
        case JsonPathStep::Kind::AllFields:
            for (const QJsonValue &value : values) {
                if (value.isObject()) {
                    const QJsonObject object = value.toObject();
                    for (auto it = object.begin(); it != object.end(); ++it)
                        results.append(it.value());
                } else if (value.isArray()) {
                    const QJsonArray array = value.toArray();
                    results += QList<QJsonValue>(array.begin(), array.end());
                }
            }
            return results;
        case JsonPathStep::Kind::AllElements:
            for (const QJsonValue &value : values) {
                if (value.isArray()) {
                    const QJsonArray array = value.toArray();
                    results += QList<QJsonValue>(array.begin(), array.end());
                } else if (value.isObject()) {
                    const QJsonObject object = value.toObject();
                    for (auto it = object.begin(); it != object.end(); ++it)
                        results.append(it.value());
                }
            }
            return results;
        case JsonPathStep::Kind::Index:
        case JsonPathStep::Kind::Slice:
            for (const QJsonValue &value : values) {
                if (!value.isArray()) {
                    if (afterRecursive || m_allowMissingKeys)
                        continue;
                    return Error(Error::Kind::Invalid,
                                 QStringLiteral("%1 is not an array").arg(JsonPath::toText(value)),
                                 QStringLiteral("jsonpath"));
                }
                const QJsonArray array = value.toArray();
                const qint64 length = array.size();
                if (step.kind == JsonPathStep::Kind::Index) {
                    qint64 index = *step.start;
                    if (index < 0)
                        index += length;
                    if (index < 0 || index >= length) {
                        if (m_allowMissingKeys || afterRecursive)
                            continue;
                        return Error(Error::Kind::Invalid,
                                     QStringLiteral("array index out of bounds: index %1, length %2")
                                         .arg(*step.start)
                                         .arg(length),
                                     QStringLiteral("jsonpath"));
                    }
                    results.append(array.at(index));
                    continue;
                }
                qint64 begin = step.start.value_or(0), end = step.end.value_or(length);
                if (begin < 0)
                    begin += length;
                if (end < 0)
                    end += length;
                begin = std::clamp<qint64>(begin, 0, length);
                end = std::clamp<qint64>(end, 0, length);
                for (qint64 i = begin; i < end; i += step.step)
                    results.append(array.at(i));
            }
            return results;
        case JsonPathStep::Kind::Filter:
            for (const QJsonValue &value : values) {
                if (!value.isArray())
                    continue;
                for (const QJsonValue &element : value.toArray()) {
                    auto kept = matches(*step.filter, element);
                    if (!kept)
                        return kept.error();
                    if (kept.value())
                        results.append(element);
                }
            }
            return results;
        }
        return results;
    }

    Result<QList<QJsonValue>> operand(const JsonPathOperand &side, const QJsonValue &element) const
    {
        if (!side.isPath)
            return QList<QJsonValue>{side.literal};
        // Inside a filter a missing field just fails the comparison.
        Evaluator lenient(m_root, true);
        return lenient.evaluate(side.path, element);
    }

    Result<bool> matches(const JsonPathFilter &filter, const QJsonValue &element) const
    {
        auto left = operand(filter.left, element);
        if (!left)
            return left.error();
        if (filter.op.isEmpty())
            return !left->isEmpty() && !left->first().isNull() && left->first() != QJsonValue(false);
        auto right = operand(filter.right, element);
        if (!right)
            return right.error();
        if (left->isEmpty() || right->isEmpty())
            return false;
        const QJsonValue a = left->first(), b = right->first();
        int order = 0;
        if (a.isDouble() && b.isDouble())
            order = a.toDouble() < b.toDouble() ? -1 : (a.toDouble() > b.toDouble() ? 1 : 0);
        else if (a.isString() && b.isString())
            order = a.toString().compare(b.toString());
        else if (filter.op == QLatin1String("=="))
            return a == b;
        else if (filter.op == QLatin1String("!="))
            return a != b;
        else
            return Error(
                Error::Kind::Invalid,
                QStringLiteral("cannot compare %1 with %2").arg(JsonPath::toText(a), JsonPath::toText(b)),
                QStringLiteral("jsonpath"));
        const QString &op = filter.op;
        return op == QLatin1String("==")   ? order == 0
               : op == QLatin1String("!=") ? order != 0
               : op == QLatin1String("<")  ? order < 0
               : op == QLatin1String("<=") ? order <= 0
               : op == QLatin1String(">")  ? order > 0
                                           : order >= 0;
    }

    QJsonValue m_root;
    bool m_allowMissingKeys;
};

Error walk(const QList<JsonPathNode> &nodes, const Evaluator &evaluator, const QJsonValue &current,
           QString *text, QList<QJsonValue> *found)
{
    for (const JsonPathNode &node : nodes) {
        if (node.kind == JsonPathNode::Kind::Text) {
            if (text)
                *text += node.text;
            continue;
        }
        auto values = evaluator.evaluate(node.path, current);
        if (!values)
            return values.error();
        if (node.kind == JsonPathNode::Kind::Range) {
            // The body runs once per value found: {range .items[*]} once per item.
            for (const QJsonValue &value : values.value())
                if (Error error = walk(node.body, evaluator, value, text, found); error.isError())
                    return error;
            continue;
        }
        if (found)
            *found += values.value();
        if (text) {
            QStringList printed;
            for (const QJsonValue &value : values.value())
                printed.append(JsonPath::toText(value));
            *text += printed.join(QLatin1Char(' '));
        }
    }
    return {};
}

} // namespace

Result<JsonPath> JsonPath::parse(const QString &text)
{
    Parser parser(text);
    auto nodes = parser.parseTemplate();
    if (!nodes)
        return nodes.error();
    JsonPath path;
    path.m_nodes = std::make_shared<const QList<JsonPathNode>>(std::move(nodes).value());
    return path;
}

Result<JsonPath> JsonPath::parseExpression(const QString &expression)
{
    const QString trimmed = expression.trimmed();
    if (trimmed.startsWith(QLatin1Char('{')))
        return parse(trimmed);
    if (trimmed.isEmpty())
        return Error(Error::Kind::Invalid, QStringLiteral("JSONPath expression is empty"),
                     QStringLiteral("jsonpath"));
    const bool rooted = trimmed.startsWith(QLatin1Char('.')) || trimmed.startsWith(QLatin1Char('$')) ||
                        trimmed.startsWith(QLatin1Char('@')) || trimmed.startsWith(QLatin1Char('['));
    return parse(QLatin1Char('{') + (rooted ? QString() : QStringLiteral(".")) + trimmed + QLatin1Char('}'));
}

Result<QList<QJsonValue>> JsonPath::find(const QJsonValue &data) const
{
    QList<QJsonValue> found;
    if (!m_nodes)
        return found;
    const Evaluator evaluator(data, m_allowMissingKeys);
    if (Error error = walk(*m_nodes, evaluator, data, nullptr, &found); error.isError())
        return error;
    return found;
}

Result<QString> JsonPath::execute(const QJsonValue &data) const
{
    QString text;
    if (!m_nodes)
        return text;
    const Evaluator evaluator(data, m_allowMissingKeys);
    if (Error error = walk(*m_nodes, evaluator, data, &text, nullptr); error.isError())
        return error;
    return text;
}

QString JsonPath::toText(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::String:
        return value.toString();
    case QJsonValue::Double: {
        const double number = value.toDouble();
        if (std::trunc(number) == number && std::fabs(number) < 1e18)
            return QString::number(qint64(number));
        return QString::number(number, 'g', QLocale::FloatingPointShortest);
    }
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Object:
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    case QJsonValue::Array:
        return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        break;
    }
    return QString();
}

} // namespace kube
