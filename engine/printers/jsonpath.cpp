// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "jsonpath.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <optional>

namespace kube {

namespace detail {

// One bound of a slice `[start:end:step]`: absent, given, or (end of `[i]`) derived as start + 1.
struct JsonPathSliceBound
{
    bool known = false;
    qint64 value = 0;
    bool derived = false;
};

// One node of a parsed template, as client-go's parser builds them: the template is a list of Text and
// List nodes; a List is one action's steps, applied in turn to the values the previous step found.
struct JsonPathNode
{
    enum class Kind {
        List,
        Text,
        Field,
        Array,
        Filter,
        Int,
        Float,
        Bool,
        Wildcard,
        Recursive,
        Union,
        Identifier
    };
    Kind kind = Kind::List;
    QString text; // Text, Field, Identifier; Filter: the operator
    qint64 integer = 0;
    double number = 0;
    bool boolean = false;
    std::array<JsonPathSliceBound, 3> bounds; // Array
    QList<JsonPathNode> nodes;                // List: steps; Union: Lists; Filter: left and right Lists
};

} // namespace detail

using detail::JsonPathNode;
using detail::JsonPathSliceBound;

namespace {

using Kind = JsonPathNode::Kind;

Error jsonPathError(const QString &message)
{
    return Error(Error::Kind::Invalid, message, QStringLiteral("jsonpath"));
}

JsonPathNode node(Kind kind, const QString &text = QString())
{
    JsonPathNode result;
    result.kind = kind;
    result.text = text;
    return result;
}

// Go's %#U: "U+0021 '!'", without the quoted character when it does not print.
QString goCodePoint(QChar c)
{
    const QString code = QStringLiteral("U+%1").arg(c.unicode(), 4, 16, QLatin1Char('0')).toUpper();
    if (!c.isPrint())
        return code;
    return code + QStringLiteral(" '") + c + QLatin1Char('\'');
}

// strconv.Unquote extended to single quotes, as client-go unquotes a quoted literal.
std::optional<QString> unquote(const QString &quoted)
{
    if (quoted.size() < 2)
        return std::nullopt;
    const QChar quote = quoted.front();
    if (quote != quoted.back() || (quote != QLatin1Char('"') && quote != QLatin1Char('\'')))
        return std::nullopt;
    const QString body = quoted.mid(1, quoted.size() - 2);
    QString out;
    for (qsizetype i = 0; i < body.size();) {
        const QChar c = body[i];
        if (c == quote)
            return std::nullopt;
        if (c != QLatin1Char('\\')) {
            out += c;
            ++i;
            continue;
        }
        if (i + 1 >= body.size())
            return std::nullopt;
        const QChar e = body[i + 1];
        i += 2;
        static const QString simple = QStringLiteral("abfnrtv");
        static const QString simpleValues = QStringLiteral("\a\b\f\n\r\t\v");
        if (const qsizetype at = simple.indexOf(e); at >= 0) {
            out += simpleValues[at];
        } else if (e == QLatin1Char('x') || e == QLatin1Char('u') || e == QLatin1Char('U')) {
            const int digits = e == QLatin1Char('x') ? 2 : e == QLatin1Char('u') ? 4 : 8;
            if (i + digits > body.size())
                return std::nullopt;
            bool ok = false;
            const uint value = body.mid(i, digits).toUInt(&ok, 16);
            if (!ok || body.mid(i, digits).contains(QLatin1Char('+')) ||
                body.mid(i, digits).contains(QLatin1Char('-')))
                return std::nullopt;
            if (e != QLatin1Char('x') && (value > 0x10FFFF || (value >= 0xD800 && value < 0xE000)))
                return std::nullopt;
            const char32_t codePoint = value;
            out += QString::fromUcs4(&codePoint, 1);
            i += digits;
        } else if (e >= QLatin1Char('0') && e <= QLatin1Char('7')) {
            if (i + 2 > body.size())
                return std::nullopt;
            uint value = e.unicode() - '0';
            for (int k = 0; k < 2; ++k) {
                const QChar d = body[i + k];
                if (d < QLatin1Char('0') || d > QLatin1Char('7'))
                    return std::nullopt;
                value = value * 8 + (d.unicode() - '0');
            }
            if (value > 255)
                return std::nullopt;
            out += QChar(value);
            i += 2;
        } else if (e == QLatin1Char('\\')) {
            out += e;
        } else if ((e == QLatin1Char('\'') || e == QLatin1Char('"')) && e == quote) {
            out += e;
        } else {
            return std::nullopt;
        }
    }
    return out;
}

bool isTerminator(QChar c, bool atEnd)
{
    if (atEnd)
        return true;
    switch (c.unicode()) {
    case ' ':
    case '\t':
    case '\r':
    case '\n':
    case '.':
    case ',':
    case '[':
    case ']':
    case '$':
    case '@':
    case '{':
    case '}':
        return true;
    default:
        return false;
    }
}

bool isAlphaNumeric(QChar c)
{
    return c == QLatin1Char('_') || c.isLetter() || c.isDigit();
}

// client-go's template parser: a scanner with a position and the start of the text not yet consumed.
class Parser
{
public:
    explicit Parser(const QString &text) : m_input(text) {}

    Result<QList<JsonPathNode>> parse()
    {
        QList<JsonPathNode> root;
        while (true) {
            while (m_position < m_input.size() && m_input[m_position] != QLatin1Char('{'))
                ++m_position;
            if (m_position > m_start)
                root.append(node(Kind::Text, consume()));
            if (m_position >= m_input.size())
                return root;
            ++m_position; // the action's '{'
            consume();
            JsonPathNode list = node(Kind::List);
            if (Error error = parseAction(list); error.isError())
                return error;
            root.append(list);
        }
    }

private:
    bool atEnd() const { return m_position >= m_input.size(); }
    bool startsWith(QLatin1String prefix) const
    {
        return QStringView(m_input).mid(m_position).startsWith(prefix);
    }
    QString consume()
    {
        const QString text = m_input.mid(m_start, m_position - m_start);
        m_start = m_position;
        return text;
    }
    QChar previous(qsizetype back) const
    {
        return m_position - back >= 0 ? m_input[m_position - back] : QChar();
    }

    // One action's contents up to its '}'.
    Error parseAction(JsonPathNode &list)
    {
        while (true) {
            if (startsWith(QLatin1String("}"))) {
                ++m_position;
                consume();
                return {};
            }
            Error error;
            if (startsWith(QLatin1String("[?("))) {
                error = parseFilter(list);
            } else if (startsWith(QLatin1String(".."))) {
                if (!list.nodes.isEmpty() && list.nodes.last().kind == Kind::Recursive)
                    return jsonPathError(QStringLiteral("invalid multiple recursive descent"));
                m_position += 2;
                consume();
                list.nodes.append(node(Kind::Recursive));
                if (!atEnd() && isAlphaNumeric(m_input[m_position]))
                    parseField(list);
            } else {
                if (atEnd() || m_input[m_position] == QLatin1Char('\r') ||
                    m_input[m_position] == QLatin1Char('\n'))
                    return jsonPathError(QStringLiteral("unclosed action"));
                const QChar c = m_input[m_position++];
                if (c == QLatin1Char(' ') || c == QLatin1Char('@') || c == QLatin1Char('$')) {
                    consume();
                } else if (c == QLatin1Char('[')) {
                    error = parseArray(list);
                } else if (c == QLatin1Char('"') || c == QLatin1Char('\'')) {
                    error = parseQuote(list, c);
                } else if (c == QLatin1Char('.')) {
                    parseField(list);
                } else if (c == QLatin1Char('+') || c == QLatin1Char('-') || c.isDigit()) {
                    --m_position;
                    error = parseNumber(list);
                } else if (isAlphaNumeric(c)) {
                    --m_position;
                    parseIdentifier(list);
                } else {
                    return jsonPathError(
                        QStringLiteral("unrecognized character in action: %1").arg(goCodePoint(c)));
                }
            }
            if (error.isError())
                return error;
        }
    }

    void parseIdentifier(JsonPathNode &list)
    {
        while (!isTerminator(atEnd() ? QChar() : m_input[m_position], atEnd()))
            ++m_position;
        const QString value = consume();
        if (value == QLatin1String("true") || value == QLatin1String("false")) {
            JsonPathNode boolean = node(Kind::Bool);
            boolean.boolean = value == QLatin1String("true");
            list.nodes.append(boolean);
        } else {
            list.nodes.append(node(Kind::Identifier, value));
        }
    }

    Error parseNumber(JsonPathNode &list)
    {
        if (m_input[m_position] == QLatin1Char('+') || m_input[m_position] == QLatin1Char('-'))
            ++m_position;
        while (!atEnd() && (m_input[m_position] == QLatin1Char('.') || m_input[m_position].isDigit()))
            ++m_position;
        const QString value = consume();
        bool ok = false;
        JsonPathNode number = node(Kind::Int);
        number.integer = value.toLongLong(&ok);
        if (!ok) {
            number.kind = Kind::Float;
            static const QRegularExpression goFloat(QStringLiteral("^[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)$"));
            if (goFloat.match(value).hasMatch())
                number.number = value.toDouble(&ok);
        }
        if (!ok)
            return jsonPathError(QStringLiteral("cannot parse number %1").arg(value));
        list.nodes.append(number);
        return {};
    }

    Error parseArray(JsonPathNode &list)
    {
        while (true) {
            if (atEnd() || m_input[m_position] == QLatin1Char('\n'))
                return jsonPathError(QStringLiteral("unterminated array"));
            if (m_input[m_position++] == QLatin1Char(']'))
                break;
        }
        QString text = consume();
        text = text.mid(1, text.size() - 2);
        if (text == QLatin1String("*"))
            text = QStringLiteral(":");

        const QStringList parts = text.split(QLatin1Char(','));
        if (parts.size() > 1) {
            JsonPathNode unionNode = node(Kind::Union);
            for (QString part : parts) {
                while (part.startsWith(QLatin1Char(' ')))
                    part.remove(0, 1);
                while (part.endsWith(QLatin1Char(' ')))
                    part.chop(1);
                auto parsed = parseSubAction(QLatin1Char('[') + part + QLatin1Char(']'));
                if (!parsed)
                    return parsed.error();
                unionNode.nodes.append(parsed.value());
            }
            list.nodes.append(unionNode);
            return {};
        }

        static const QRegularExpression dictKey(QStringLiteral("^'([^']*)'$"));
        if (const auto key = dictKey.match(text); key.hasMatch()) {
            auto parsed = parseSubAction(QLatin1Char('.') + key.captured(1));
            if (!parsed)
                return parsed.error();
            list.nodes += parsed->nodes;
            return {};
        }

        static const QRegularExpression slice(QStringLiteral("^(-?[0-9]*)(:-?[0-9]*)?(:-?[0-9]*)?$"));
        const auto match = slice.match(text);
        if (!match.hasMatch())
            return jsonPathError(QStringLiteral("invalid array index %1").arg(text));
        JsonPathNode array = node(Kind::Array);
        for (int i = 0; i < 3; ++i) {
            QString value = match.captured(i + 1);
            JsonPathSliceBound &bound = array.bounds[i];
            if (!value.isEmpty()) {
                if (i > 0)
                    value.remove(0, 1);
                if (i > 0 && value.isEmpty())
                    continue;
                bool ok = false;
                bound.known = true;
                bound.value = value.toLongLong(&ok);
                if (!ok)
                    return jsonPathError(QStringLiteral("array index %1 is not a number").arg(value));
            } else if (i == 1) {
                bound = {true, array.bounds[0].value + 1, true};
            }
        }
        list.nodes.append(array);
        return {};
    }

    Error parseFilter(JsonPathNode &list)
    {
        m_position += 3;
        consume();
        bool begin = false, end = false;
        QChar pair;
        while (true) {
            if (atEnd() || m_input[m_position] == QLatin1Char('\n'))
                return jsonPathError(QStringLiteral("unterminated filter"));
            const QChar c = m_input[m_position++];
            if (c == QLatin1Char('"') || c == QLatin1Char('\'')) {
                if (!begin) {
                    begin = true;
                    pair = c;
                    continue;
                }
                if (previous(2) != QLatin1Char('\\') && c == pair)
                    end = true;
            } else if (c == QLatin1Char(')') && begin == end) {
                break;
            }
        }
        if (atEnd() || m_input[m_position++] != QLatin1Char(']'))
            return jsonPathError(QStringLiteral("unclosed array expect ]"));
        QString text = consume();
        text.chop(2);
        static const QRegularExpression comparison(QStringLiteral("^([^!<>=]+)([!<>=]+)(.+?)$"));
        JsonPathNode filter = node(Kind::Filter);
        if (const auto match = comparison.match(text); match.hasMatch()) {
            auto left = parseSubAction(match.captured(1));
            if (!left)
                return left.error();
            auto right = parseSubAction(match.captured(3));
            if (!right)
                return right.error();
            filter.text = match.captured(2);
            filter.nodes = {left.value(), right.value()};
        } else {
            auto left = parseSubAction(text);
            if (!left)
                return left.error();
            filter.text = QStringLiteral("exists");
            filter.nodes = {left.value(), node(Kind::List)};
        }
        list.nodes.append(filter);
        return {};
    }

    Error parseQuote(JsonPathNode &list, QChar quote)
    {
        while (true) {
            if (atEnd() || m_input[m_position] == QLatin1Char('\n'))
                return jsonPathError(QStringLiteral("unterminated quoted string"));
            if (m_input[m_position++] == quote && previous(2) != QLatin1Char('\\'))
                break;
        }
        const QString value = consume();
        const auto text = unquote(value);
        if (!text)
            return jsonPathError(QStringLiteral("unquote string %1 error invalid syntax").arg(value));
        list.nodes.append(node(Kind::Text, *text));
        return {};
    }

    // A field name runs to the next terminator that no backslash escapes; the backslashes are dropped.
    void parseField(JsonPathNode &list)
    {
        consume();
        while (!atEnd()) {
            const QChar c = m_input[m_position++];
            if (c == QLatin1Char('\\')) {
                if (!atEnd())
                    ++m_position;
            } else if (isTerminator(c, false)) {
                --m_position;
                break;
            }
        }
        const QString value = consume();
        if (value == QLatin1String("*"))
            list.nodes.append(node(Kind::Wildcard));
        else
            list.nodes.append(node(Kind::Field, QString(value).remove(QLatin1Char('\\'))));
    }

    // A piece parsed as an action of its own (a union's member, a quoted key, a filter's side).
    static Result<JsonPathNode> parseSubAction(const QString &text)
    {
        Parser parser(QLatin1Char('{') + text + QLatin1Char('}'));
        auto nodes = parser.parse();
        if (!nodes)
            return nodes.error();
        return nodes->first();
    }

    QString m_input;
    qsizetype m_position = 0;
    qsizetype m_start = 0;
};

// A value met while evaluating: data from the object, or a literal of the template. Go keeps integers and
// floats apart (a literal 1.0 is a float, the object's 2 an int64), and comparisons refuse to mix them.
struct Value
{
    QJsonValue json;
    bool literalFloat = false;
};
using Values = QList<Value>;

enum class BasicKind { Invalid, Bool, Int, Float, String };

BasicKind basicKind(const Value &value)
{
    switch (value.json.type()) {
    case QJsonValue::Bool:
        return BasicKind::Bool;
    case QJsonValue::String:
        return BasicKind::String;
    case QJsonValue::Double: {
        const double number = value.json.toDouble();
        return !value.literalFloat && std::trunc(number) == number && std::fabs(number) < 9.3e18
                   ? BasicKind::Int
                   : BasicKind::Float;
    }
    default:
        return BasicKind::Invalid;
    }
}

// Go's %v of a decoded JSON value, as client-go's messages print one.
QString goPlain(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Object: {
        const QJsonObject object = value.toObject();
        QStringList parts;
        for (auto it = object.begin(); it != object.end(); ++it)
            parts << it.key() + QLatin1Char(':') + goPlain(it.value());
        return QStringLiteral("map[") + parts.join(QLatin1Char(' ')) + QLatin1Char(']');
    }
    case QJsonValue::Array: {
        QStringList parts;
        for (const QJsonValue &element : value.toArray())
            parts << goPlain(element);
        return QLatin1Char('[') + parts.join(QLatin1Char(' ')) + QLatin1Char(']');
    }
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        return QStringLiteral("<nil>");
    default:
        return JsonPath::toText(value);
    }
}

QString goTypeName(const Value &value)
{
    switch (value.json.type()) {
    case QJsonValue::Object:
        return QStringLiteral("map[string]interface {}");
    case QJsonValue::String:
        return QStringLiteral("string");
    case QJsonValue::Bool:
        return QStringLiteral("bool");
    case QJsonValue::Double:
        return basicKind(value) == BasicKind::Int ? QStringLiteral("int64") : QStringLiteral("float64");
    default:
        return QStringLiteral("interface {}");
    }
}

// A map's values, an array's elements, a string's bytes: what `*` and `..` step into.
Values children(const QJsonValue &value)
{
    Values result;
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it)
            result.append({it.value()});
    } else if (value.isArray()) {
        for (const QJsonValue &element : value.toArray())
            result.append({element});
    } else if (value.isString()) {
        for (const char byte : value.toString().toUtf8())
            result.append({QJsonValue(int(uchar(byte)))});
    }
    return result;
}

// What one step returns: its values, and an error; on an error the values are what client-go hands back
// with it (a filter's existence test reads them).
struct Step
{
    Values values;
    Error error;
};

class Evaluator
{
public:
    explicit Evaluator(bool allowMissingKeys) : m_allowMissingKeys(allowMissingKeys) {}

    Step walk(const Values &input, const JsonPathNode &step) const
    {
        switch (step.kind) {
        case Kind::List:
            return list(input, step);
        case Kind::Text:
            return {{Value{step.text}}, {}};
        case Kind::Int:
        case Kind::Float:
        case Kind::Bool: {
            const Value literal = step.kind == Kind::Int     ? Value{QJsonValue(double(step.integer))}
                                  : step.kind == Kind::Float ? Value{QJsonValue(step.number), true}
                                                             : Value{QJsonValue(step.boolean)};
            return {Values(input.size(), literal), {}};
        }
        case Kind::Field:
            return field(input, step);
        case Kind::Array:
            return array(input, step);
        case Kind::Filter:
            return filter(input, step);
        case Kind::Wildcard: {
            Values result;
            for (const Value &value : input)
                result += children(value.json);
            return {result, {}};
        }
        case Kind::Recursive:
            return {recursive(input), {}};
        case Kind::Union: {
            Values result;
            for (const JsonPathNode &member : step.nodes) {
                Step found = list(input, member);
                if (found.error.isError())
                    return {input, found.error};
                result += found.values;
            }
            return {result, {}};
        }
        case Kind::Identifier:
            if (step.text == QLatin1String("range"))
                return {input, {}};
            if (step.text == QLatin1String("end"))
                return {{}, {}};
            return {input, jsonPathError(QStringLiteral("unrecognized identifier %1").arg(step.text))};
        }
        return {input, {}};
    }

    Step list(const Values &input, const JsonPathNode &steps) const
    {
        Step current{input, {}};
        for (const JsonPathNode &step : steps.nodes) {
            current = walk(current.values, step);
            if (current.error.isError())
                return current;
        }
        return current;
    }

private:
    Step field(const Values &input, const JsonPathNode &step) const
    {
        Values result;
        if (input.isEmpty())
            return {result, {}};
        for (const Value &value : input)
            if (value.json.isObject()) {
                const QJsonValue found = value.json.toObject().value(step.text);
                if (!found.isUndefined())
                    result.append({found});
            }
        if (result.isEmpty() && !m_allowMissingKeys)
            return {result, jsonPathError(QStringLiteral("%1 is not found").arg(step.text))};
        return {result, {}};
    }

    Step array(const Values &input, const JsonPathNode &step) const
    {
        Values result;
        for (const Value &value : input) {
            if (value.json.isNull() || value.json.isUndefined())
                continue;
            if (!value.json.isArray())
                return {input,
                        jsonPathError(QStringLiteral("%1 is not array or slice").arg(goTypeName(value)))};
            const QJsonArray elements = value.json.toArray();
            const qint64 length = elements.size();
            std::array<JsonPathSliceBound, 3> bounds = step.bounds;
            if (!bounds[0].known)
                bounds[0].value = 0;
            if (bounds[0].value < 0)
                bounds[0].value += length;
            if (!bounds[1].known)
                bounds[1].value = length;
            if (bounds[1].value < 0 || (bounds[1].value == 0 && bounds[1].derived))
                bounds[1].value += length;
            const qint64 begin = bounds[0].value, end = bounds[1].value;
            if (begin == end) // zero elements asked for: nothing, and no bounds to check
                return {result, {}};
            if (begin >= length || begin < 0)
                return {input, jsonPathError(QStringLiteral("array index out of bounds: index %1, length %2")
                                                 .arg(begin)
                                                 .arg(length))};
            if (end > length || end < 0)
                return {input, jsonPathError(QStringLiteral("array index out of bounds: index %1, length %2")
                                                 .arg(end - 1)
                                                 .arg(length))};
            if (begin > end)
                return {input,
                        jsonPathError(QStringLiteral("starting index %1 is greater than ending index %2")
                                          .arg(begin)
                                          .arg(end))};
            qint64 stride = 1;
            if (bounds[2].known) {
                if (bounds[2].value <= 0)
                    return {input, jsonPathError(QStringLiteral("step must be > 0"))};
                stride = bounds[2].value;
            }
            for (qint64 i = begin; i < end; i += stride)
                result.append({elements.at(i)});
        }
        return {result, {}};
    }

    static Values recursive(const Values &input)
    {
        Values result;
        for (const Value &value : input) {
            if (value.json.isNull())
                continue;
            const Values inner = children(value.json);
            if (inner.isEmpty())
                continue;
            result.append(value);
            result += recursive(inner);
        }
        return result;
    }

    Step filter(const Values &input, const JsonPathNode &step) const
    {
        Values result;
        const QString &op = step.text;
        for (const Value &value : input) {
            if (!value.json.isArray())
                return {input, jsonPathError(QStringLiteral("%1 is not array or slice and cannot be filtered")
                                                 .arg(goPlain(value.json)))};
            for (const QJsonValue &element : value.json.toArray()) {
                const Values item{{element}};
                const Step lefts = list(item, step.nodes[0]);
                if (op == QLatin1String("exists")) {
                    if (!lefts.values.isEmpty())
                        result.append({element});
                    continue;
                }
                if (lefts.error.isError())
                    return {input, lefts.error};
                if (lefts.values.isEmpty())
                    continue;
                if (lefts.values.size() > 1)
                    return {input, jsonPathError(QStringLiteral("can only compare one element at a time"))};
                const Step rights = list(item, step.nodes[1]);
                if (rights.error.isError())
                    return {input, rights.error};
                if (rights.values.isEmpty())
                    continue;
                if (rights.values.size() > 1)
                    return {input, jsonPathError(QStringLiteral("can only compare one element at a time"))};
                auto pass = compare(op, lefts.values.first(), rights.values.first());
                if (!pass)
                    return {result, pass.error()};
                if (pass.value())
                    result.append({element});
            }
        }
        return {result, {}};
    }

    // text/template's eq, lt and friends, which client-go's filters use.
    static Result<bool> less(const Value &a, const Value &b)
    {
        const BasicKind ka = basicKind(a), kb = basicKind(b);
        if (ka == BasicKind::Invalid || kb == BasicKind::Invalid)
            return jsonPathError(QStringLiteral("invalid type for comparison"));
        if (ka != kb)
            return jsonPathError(QStringLiteral("incompatible types for comparison"));
        if (ka == BasicKind::Bool)
            return jsonPathError(QStringLiteral("invalid type for comparison"));
        if (ka == BasicKind::String)
            return a.json.toString() < b.json.toString();
        return a.json.toDouble() < b.json.toDouble();
    }

    static Result<bool> equal(const Value &a, const Value &b)
    {
        const BasicKind ka = basicKind(a), kb = basicKind(b);
        if (ka == BasicKind::Invalid || kb == BasicKind::Invalid)
            return jsonPathError(QStringLiteral("invalid type for comparison"));
        if (ka != kb)
            return jsonPathError(QStringLiteral("incompatible types for comparison"));
        return a.json == b.json;
    }

    static Result<bool> compare(const QString &op, const Value &a, const Value &b)
    {
        if (op == QLatin1String("<"))
            return less(a, b);
        if (op == QLatin1String("==") || op == QLatin1String("!=")) {
            auto same = equal(a, b);
            if (!same)
                return same;
            return op == QLatin1String("==") ? same.value() : !same.value();
        }
        if (op == QLatin1String("<=") || op == QLatin1String(">")) {
            auto below = less(a, b);
            if (!below)
                return below;
            bool result = below.value();
            if (!result) {
                auto same = equal(a, b);
                if (!same)
                    return same;
                result = same.value();
            }
            return op == QLatin1String("<=") ? result : !result;
        }
        if (op == QLatin1String(">=")) {
            auto below = less(a, b);
            if (!below)
                return below;
            return !below.value();
        }
        return jsonPathError(QStringLiteral("unrecognized filter operator %1").arg(op));
    }

    bool m_allowMissingKeys;
};

bool hasIdentifier(const JsonPathNode &action, QLatin1String name)
{
    for (const JsonPathNode &step : action.nodes)
        if (step.kind == Kind::Identifier && step.text == name)
            return true;
    return false;
}

// One action's values as -o jsonpath prints them: separated by a space, objects and arrays as Go's JSON.
void appendPrinted(QString &out, const QList<QJsonValue> &values)
{
    for (qsizetype i = 0; i < values.size(); ++i) {
        if (i > 0)
            out += QLatin1Char(' ');
        const QJsonValue &value = values.at(i);
        out += value.isObject() || value.isArray() ? JsonPath::toGoJson(value) : JsonPath::toText(value);
    }
}

// One execution of a template: what it reads and what it has found so far.
struct Run
{
    const QList<JsonPathNode> &nodes;
    const Evaluator &evaluator;
    bool withText;
    QList<QList<QJsonValue>> groups;
    // When set, what execute() prints is written here as it is found instead of kept as groups: a template
    // ranging over 100k items does not hold a list per action and item.
    QString *printed = nullptr;
    qsizetype lastEnd = -1; // the last {end} a range reached, where client-go resumes after the range
};

// Runs the template's nodes from `from` with `current` as the data: each action's values become one group;
// a {range} runs the nodes after it once per value it finds, each run stopping at an {end}. After the range,
// the run goes on after the last {end} reached, or, when none was, right after the {range} with the outer
// data (client-go's behaviour: an unclosed range's body runs once more).
Result<qsizetype> run(Run &state, qsizetype from, const QJsonValue &current, bool inRange)
{
    const QList<JsonPathNode> &nodes = state.nodes;
    for (qsizetype i = from; i < nodes.size(); ++i) {
        const JsonPathNode &action = nodes[i];
        if (action.kind == Kind::Text) {
            if (state.printed)
                *state.printed += action.text;
            else if (state.withText)
                state.groups.append({QJsonValue(action.text)});
            continue;
        }
        if (hasIdentifier(action, QLatin1String("end"))) {
            if (!inRange)
                return jsonPathError(QStringLiteral("not in range, nothing to end"));
            state.lastEnd = i;
            return i + 1;
        }
        const Step found = state.evaluator.walk({{current}}, action);
        if (found.error.isError())
            return found.error;
        QList<QJsonValue> values;
        for (const Value &value : found.values)
            values.append(value.json);
        if (!hasIdentifier(action, QLatin1String("range"))) {
            if (state.printed)
                appendPrinted(*state.printed, values);
            else
                state.groups.append(values);
            continue;
        }
        if (values.isEmpty()) {
            // Nothing to range over: the body is passed over up to the {end} that closes it.
            int depth = 1;
            for (qsizetype k = i + 1; k < nodes.size(); ++k) {
                if (hasIdentifier(nodes[k], QLatin1String("range")))
                    ++depth;
                else if (hasIdentifier(nodes[k], QLatin1String("end")) && --depth == 0) {
                    state.lastEnd = k;
                    break;
                }
            }
        }
        for (const QJsonValue &value : std::as_const(values))
            if (auto stopped = run(state, i + 1, value, true); !stopped)
                return stopped.error();
        if (state.lastEnd > i)
            i = state.lastEnd;
    }
    return nodes.size();
}

void appendGoString(QString &out, const QString &text)
{
    out += QLatin1Char('"');
    for (const QChar c : text) {
        switch (c.unicode()) {
        case '"':
            out += QLatin1String("\\\"");
            break;
        case '\\':
            out += QLatin1String("\\\\");
            break;
        case '\n':
            out += QLatin1String("\\n");
            break;
        case '\r':
            out += QLatin1String("\\r");
            break;
        case '\t':
            out += QLatin1String("\\t");
            break;
        case '\b':
            out += QLatin1String("\\b");
            break;
        case '\f':
            out += QLatin1String("\\f");
            break;
        case '<':
        case '>':
        case '&':
        case 0x2028:
        case 0x2029:
            out += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
            break;
        default:
            if (c.unicode() < 0x20)
                out += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
            else
                out += c;
        }
    }
    out += QLatin1Char('"');
}

// Go's encoding/json number: integers in full, others shortest, in exponent form below 1e-6 or from 1e21.
QString goJsonNumber(double number)
{
    if (std::trunc(number) == number && std::fabs(number) < 1e18)
        return QString::number(qint64(number));
    const double magnitude = std::fabs(number);
    if (magnitude != 0 && (magnitude < 1e-6 || magnitude >= 1e21)) {
        QString text = QString::number(number, 'e', QLocale::FloatingPointShortest);
        // Go writes e-07 as e-7.
        static const QRegularExpression exponent(QStringLiteral("e([+-])0(\\d)$"));
        return text.replace(exponent, QStringLiteral("e\\1\\2"));
    }
    return QString::number(number, 'f', QLocale::FloatingPointShortest);
}

void appendGoJson(QString &out, const QJsonValue &value, const QString &indent, const QString &prefix)
{
    const QString inner = prefix + indent;
    const QString newline = indent.isEmpty() ? QString() : QStringLiteral("\n");
    switch (value.type()) {
    case QJsonValue::Object: {
        const QJsonObject object = value.toObject();
        if (object.isEmpty()) {
            out += QLatin1String("{}");
            return;
        }
        out += QLatin1Char('{');
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (it != object.begin())
                out += QLatin1Char(',');
            out += newline + (indent.isEmpty() ? QString() : inner);
            appendGoString(out, it.key());
            out += indent.isEmpty() ? QStringLiteral(":") : QStringLiteral(": ");
            appendGoJson(out, it.value(), indent, inner);
        }
        out += newline + (indent.isEmpty() ? QString() : prefix) + QLatin1Char('}');
        return;
    }
    case QJsonValue::Array: {
        const QJsonArray array = value.toArray();
        if (array.isEmpty()) {
            out += QLatin1String("[]");
            return;
        }
        out += QLatin1Char('[');
        for (qsizetype i = 0; i < array.size(); ++i) {
            if (i > 0)
                out += QLatin1Char(',');
            out += newline + (indent.isEmpty() ? QString() : inner);
            appendGoJson(out, array.at(i), indent, inner);
        }
        out += newline + (indent.isEmpty() ? QString() : prefix) + QLatin1Char(']');
        return;
    }
    case QJsonValue::String:
        appendGoString(out, value.toString());
        return;
    case QJsonValue::Double:
        out += goJsonNumber(value.toDouble());
        return;
    case QJsonValue::Bool:
        out += value.toBool() ? QLatin1String("true") : QLatin1String("false");
        return;
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        out += QLatin1String("null");
        return;
    }
}

} // namespace

namespace {

// Where a path stands while listItemReads() follows it through a List: the List itself, its items array, a
// field chain inside one item, somewhere whose reads are already counted, or anywhere at all.
struct ReadState
{
    enum class At { Root, Items, Item, Counted, Anything };
    At at = At::Root;
    QStringList chain; // At::Item: the fields followed from the item

    bool operator==(const ReadState &other) const { return at == other.at && chain == other.chain; }
};
using At = ReadState::At;

// Follows one action's steps from `state`, adding the item chains it reads to `reads`. With `printed`, what
// the path ends on is printed whole, so everything below it is read; a range's path instead hands its values
// on.
ReadState followReads(const JsonPathNode &steps, ReadState state, QList<QStringList> &reads, bool printed)
{
    const auto everything = [&]() -> ReadState {
        if (state.at == At::Item)
            reads.append(state.chain);
        if (state.at == At::Root || state.at == At::Items || state.at == At::Anything)
            return {At::Anything, {}};
        return {At::Counted, {}};
    };
    for (const JsonPathNode &step : steps.nodes) {
        if (state.at == At::Counted || state.at == At::Anything)
            return state;
        switch (step.kind) {
        case Kind::Identifier: // range and end hand their input on
            continue;
        case Kind::Text:
        case Kind::Int:
        case Kind::Float:
        case Kind::Bool:
            return {At::Counted, {}}; // a literal: what follows reads it, not the data
        case Kind::Field:
            if (state.at == At::Root)
                state = step.text == QLatin1String("items") ? ReadState{At::Items, {}}
                                                            : ReadState{At::Counted, {}};
            else if (state.at == At::Items)
                return {At::Counted, {}}; // a field of an array finds nothing
            else
                state.chain.append(step.text);
            continue;
        case Kind::Array:
            if (state.at != At::Items)
                return everything();
            state = {At::Item, {}};
            continue;
        case Kind::Filter:
            if (state.at != At::Items)
                return everything();
            for (const JsonPathNode &side : step.nodes)
                if (!side.nodes.isEmpty() &&
                    followReads(side, {At::Item, {}}, reads, true).at == At::Anything)
                    return {At::Anything, {}};
            state = {At::Item, {}};
            continue;
        default: // wildcards, recursive descent and unions read all below where they stand
            return everything();
        }
    }
    return printed ? everything() : state;
}

} // namespace

std::optional<QList<QStringList>> JsonPath::listItemReads() const
{
    QList<QStringList> reads;
    if (!m_nodes)
        return reads;
    // An action runs on the List or on the values of a range before it (its enclosing one, or, as client-go
    // runs an unclosed range's body once more on the outer data, any earlier one): every action is followed
    // from each of those. More is counted as read than is, never less.
    QList<ReadState> contexts{{At::Root, {}}};
    for (const JsonPathNode &action : *m_nodes) {
        if (action.kind != JsonPathNode::Kind::List || hasIdentifier(action, QLatin1String("end")))
            continue;
        const bool range = hasIdentifier(action, QLatin1String("range"));
        const qsizetype before = contexts.size();
        for (qsizetype c = 0; c < before; ++c) {
            const ReadState reached = followReads(action, contexts.at(c), reads, !range);
            if (reached.at == At::Anything)
                return std::nullopt;
            if (range && !contexts.contains(reached))
                contexts.append(reached);
        }
    }
    return reads;
}

QJsonObject JsonPath::itemCutTo(const QJsonObject &item, const QList<QStringList> &reads)
{
    // Copies `chain` from `from` into `to` from its `at`th field on; a value that is not an object is taken
    // whole (a field step finds nothing in it either way).
    const std::function<void(const QJsonObject &, QJsonObject &, const QStringList &, qsizetype)> copy =
        [&copy](const QJsonObject &from, QJsonObject &to, const QStringList &chain, qsizetype at) {
            const QJsonValue value = from.value(chain.at(at));
            if (value.isUndefined())
                return;
            if (at + 1 == chain.size() || !value.isObject()) {
                to.insert(chain.at(at), value);
                return;
            }
            QJsonObject below = to.value(chain.at(at)).toObject();
            copy(value.toObject(), below, chain, at + 1);
            to.insert(chain.at(at), below);
        };
    // A chain inside another one is already copied with it.
    QList<QStringList> chains = reads;
    std::sort(chains.begin(), chains.end(),
              [](const QStringList &a, const QStringList &b) { return a.size() < b.size(); });
    QList<QStringList> kept;
    for (const QStringList &chain : std::as_const(chains)) {
        if (chain.isEmpty())
            return item;
        const bool inside = std::any_of(kept.cbegin(), kept.cend(), [&chain](const QStringList &outer) {
            return chain.mid(0, outer.size()) == outer;
        });
        if (!inside)
            kept.append(chain);
    }
    QJsonObject cut;
    for (const QStringList &chain : std::as_const(kept))
        copy(item, cut, chain, 0);
    return cut;
}

Result<JsonPath> JsonPath::parse(const QString &text)
{
    Parser parser(text);
    auto nodes = parser.parse();
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
        return jsonPathError(QStringLiteral("JSONPath expression is empty"));
    const bool rooted = trimmed.startsWith(QLatin1Char('.')) || trimmed.startsWith(QLatin1Char('$')) ||
                        trimmed.startsWith(QLatin1Char('@')) || trimmed.startsWith(QLatin1Char('['));
    return parse(QLatin1Char('{') + (rooted ? QString() : QStringLiteral(".")) + trimmed + QLatin1Char('}'));
}

Result<QList<QList<QJsonValue>>> JsonPath::groups(const QJsonValue &data, bool withText) const
{
    if (!m_nodes)
        return QList<QList<QJsonValue>>();
    const Evaluator evaluator(m_allowMissingKeys);
    Run state{*m_nodes, evaluator, withText, {}};
    if (auto ran = run(state, 0, data, false); !ran)
        return ran.error();
    return state.groups;
}

Result<QList<QJsonValue>> JsonPath::find(const QJsonValue &data) const
{
    auto found = groups(data, false);
    if (!found)
        return found.error();
    QList<QJsonValue> values;
    for (const QList<QJsonValue> &group : found.value())
        values += group;
    return values;
}

Result<QString> JsonPath::execute(const QJsonValue &data) const
{
    QString text;
    if (!m_nodes)
        return text;
    const Evaluator evaluator(m_allowMissingKeys);
    Run state{*m_nodes, evaluator, true, {}};
    state.printed = &text;
    if (auto ran = run(state, 0, data, false); !ran)
        return ran.error();
    return text;
}

Result<QString> JsonPath::executeAsJson(const QJsonValue &data) const
{
    auto found = groups(data, true);
    if (!found)
        return found.error();
    QString text;
    for (const QList<QJsonValue> &group : found.value()) {
        QJsonArray array;
        for (const QJsonValue &value : group)
            array.append(value);
        text += toGoJson(array, QStringLiteral("    ")) + QLatin1Char('\n');
    }
    return text;
}

QString JsonPath::toText(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::String:
        return value.toString();
    case QJsonValue::Double: {
        // Go's %v: integers in full, others shortest, in exponent form below 1e-4 or from 1e21.
        const double number = value.toDouble();
        if (std::trunc(number) == number && std::fabs(number) < 1e18)
            return QString::number(qint64(number));
        const double magnitude = std::fabs(number);
        if (magnitude != 0 && (magnitude < 1e-4 || magnitude >= 1e21))
            return QString::number(number, 'e', QLocale::FloatingPointShortest);
        return QString::number(number, 'f', QLocale::FloatingPointShortest);
    }
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Object:
    case QJsonValue::Array:
        return toGoJson(value);
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        break;
    }
    return QString();
}

QString JsonPath::toGoJson(const QJsonValue &value, const QString &indent)
{
    QString out;
    appendGoJson(out, value, indent, QString());
    return out;
}

} // namespace kube
