// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "outputformat.h"

#include <QJsonArray>
#include <QRegularExpression>

namespace kube::OutputFormat {

namespace {

QString number(double d)
{
    return d == double(qint64(d)) ? QString::number(qint64(d)) : QString::number(d, 'g', 17);
}

void writeJson(QString &out, const QJsonValue &value, int depth)
{
    const QString indent(depth * 4, QLatin1Char(' '));
    const QString inner((depth + 1) * 4, QLatin1Char(' '));
    switch (value.type()) {
    case QJsonValue::Object: {
        const QJsonObject object = value.toObject();
        if (object.isEmpty()) {
            out += QLatin1String("{}");
            return;
        }
        out += QLatin1String("{\n");
        for (auto it = object.begin(); it != object.end(); ++it) {
            out += inner;
            writeJson(out, it.key(), depth + 1);
            out += QLatin1String(": ");
            writeJson(out, it.value(), depth + 1);
            out += std::next(it) == object.end() ? QLatin1String("\n") : QLatin1String(",\n");
        }
        out += indent + QLatin1Char('}');
        return;
    }
    case QJsonValue::Array: {
        const QJsonArray array = value.toArray();
        if (array.isEmpty()) {
            out += QLatin1String("[]");
            return;
        }
        out += QLatin1String("[\n");
        for (qsizetype i = 0; i < array.size(); ++i) {
            out += inner;
            writeJson(out, array.at(i), depth + 1);
            out += i + 1 == array.size() ? QLatin1String("\n") : QLatin1String(",\n");
        }
        out += indent + QLatin1Char(']');
        return;
    }
    case QJsonValue::String: {
        out += QLatin1Char('"');
        for (const QChar c : value.toString()) {
            switch (c.unicode()) {
            case '"': out += QLatin1String("\\\""); break;
            case '\\': out += QLatin1String("\\\\"); break;
            case '\n': out += QLatin1String("\\n"); break;
            case '\r': out += QLatin1String("\\r"); break;
            case '\t': out += QLatin1String("\\t"); break;
            case '<': out += QLatin1String("\\u003c"); break;
            case '>': out += QLatin1String("\\u003e"); break;
            case '&': out += QLatin1String("\\u0026"); break;
            case 0x2028: out += QLatin1String("\\u2028"); break;
            case 0x2029: out += QLatin1String("\\u2029"); break;
            default:
                if (c.unicode() < 0x20)
                    out += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
                else
                    out += c;
            }
        }
        out += QLatin1Char('"');
        return;
    }
    case QJsonValue::Double:
        out += number(value.toDouble());
        return;
    case QJsonValue::Bool:
        out += value.toBool() ? QLatin1String("true") : QLatin1String("false");
        return;
    default:
        out += QLatin1String("null");
    }
}

// Whether a plain scalar `text` would read back as a bool, number, null or timestamp: go-yaml double-quotes those.
bool looksLikeOtherType(const QString &text)
{
    if (text.isEmpty())
        return true;
    static const QStringList keywords = {QStringLiteral("true"), QStringLiteral("false"), QStringLiteral("yes"), QStringLiteral("no"), QStringLiteral("on"),
                                         QStringLiteral("off"), QStringLiteral("y"), QStringLiteral("n"), QStringLiteral("null"), QStringLiteral("~")};
    if (keywords.contains(text.toLower()))
        return true;
    static const QRegularExpression numeric(QStringLiteral("^[-+]?(\\.?[0-9][0-9_]*(\\.[0-9_]*)?([eE][-+]?[0-9]+)?|0x[0-9a-fA-F_]+|0o?[0-7_]+|\\.(inf|Inf|INF|nan|NaN|NAN))$"));
    static const QRegularExpression timestamp(QStringLiteral("^\\d{4}-\\d{1,2}-\\d{1,2}([Tt ]|$)"));
    return numeric.match(text).hasMatch() || timestamp.match(text).hasMatch();
}

// Whether go-yaml must quote `text` at all to keep it a string.
bool needsQuotes(const QString &text)
{
    if (looksLikeOtherType(text))
        return true;
    static const QString leading = QStringLiteral("-?:,[]{}#&*!|>'\"%@`");
    if (leading.contains(text.front()) && !(text.size() > 1 && (text.front() == QLatin1Char('-') || text.front() == QLatin1Char('?') || text.front() == QLatin1Char(':')) && text.at(1) != QLatin1Char(' ')))
        return true;
    if (text.front().isSpace() || text.back().isSpace() || text.contains(QLatin1String(": ")) || text.contains(QLatin1String(" #")) || text.endsWith(QLatin1Char(':')))
        return true;
    for (const QChar c : text)
        if (c.unicode() < 0x20 && c != QLatin1Char('\n'))
            return true;
    return false;
}

QString quoted(const QString &text)
{
    if (!text.contains(QLatin1Char('\'')) && !text.contains(QLatin1Char('\n')))
        return QLatin1Char('\'') + text + QLatin1Char('\'');
    QString out = QStringLiteral("\"");
    for (const QChar c : text) {
        if (c == QLatin1Char('"') || c == QLatin1Char('\\'))
            out += QLatin1Char('\\');
        if (c == QLatin1Char('\n'))
            out += QLatin1String("\\n");
        else
            out += c;
    }
    return out + QLatin1Char('"');
}

QString scalar(const QJsonValue &value, const QString &indent)
{
    switch (value.type()) {
    case QJsonValue::String: {
        const QString text = value.toString();
        if (text.contains(QLatin1Char('\n')) && !text.contains(QLatin1String("\n\n\n"))) {
            // A literal block, as go-yaml writes multi-line strings.
            QString out = text.endsWith(QLatin1Char('\n')) ? QStringLiteral("|") : QStringLiteral("|-");
            QStringList lines = text.split(QLatin1Char('\n'));
            if (text.endsWith(QLatin1Char('\n')))
                lines.removeLast();
            for (const QString &line : std::as_const(lines))
                out += QLatin1Char('\n') + (line.isEmpty() ? QString() : indent + QLatin1String("  ") + line);
            return out;
        }
        if (looksLikeOtherType(text))
            return QLatin1Char('"') + text + QLatin1Char('"');
        if (needsQuotes(text))
            return quoted(text);
        return text;
    }
    case QJsonValue::Double: return number(value.toDouble());
    case QJsonValue::Bool: return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Object: return QStringLiteral("{}");
    case QJsonValue::Array: return QStringLiteral("[]");
    default: return QStringLiteral("null");
    }
}

bool isBlock(const QJsonValue &value)
{
    return (value.isObject() && !value.toObject().isEmpty()) || (value.isArray() && !value.toArray().isEmpty());
}

void writeYaml(QString &out, const QJsonValue &value, const QString &indent);

void writeMapEntries(QString &out, const QJsonObject &object, const QString &indent, bool firstInline)
{
    bool first = true;
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!(first && firstInline))
            out += indent;
        first = false;
        const QString key = looksLikeOtherType(it.key()) ? QLatin1Char('"') + it.key() + QLatin1Char('"') : needsQuotes(it.key()) ? quoted(it.key()) : it.key();
        if (isBlock(it.value())) {
            out += key + QLatin1String(":\n");
            // Sequences under a key stay at the key's indentation (go-yaml), maps indent by two.
            writeYaml(out, it.value(), it.value().isArray() ? indent : indent + QLatin1String("  "));
        } else {
            out += key + QLatin1String(": ") + scalar(it.value(), indent) + QLatin1Char('\n');
        }
    }
}

void writeYaml(QString &out, const QJsonValue &value, const QString &indent)
{
    if (value.isObject()) {
        writeMapEntries(out, value.toObject(), indent, false);
        return;
    }
    for (const QJsonValue &item : value.toArray()) {
        out += indent + QLatin1String("- ");
        if (item.isObject() && !item.toObject().isEmpty())
            writeMapEntries(out, item.toObject(), indent + QLatin1String("  "), true);
        else if (item.isArray() && !item.toArray().isEmpty()) {
            out += QLatin1Char('\n');
            writeYaml(out, item, indent + QLatin1String("  "));
        } else
            out += scalar(item, indent) + QLatin1Char('\n');
    }
}

} // namespace

QString toJson(const QJsonObject &object)
{
    QString out;
    writeJson(out, object, 0);
    return out + QLatin1Char('\n');
}

QString toYaml(const QJsonObject &object)
{
    QString out;
    writeYaml(out, object, QString());
    return out;
}

QJsonObject withoutManagedFields(QJsonObject object)
{
    QJsonObject metadata = object.value(QLatin1String("metadata")).toObject();
    if (metadata.contains(QLatin1String("managedFields"))) {
        metadata.remove(QStringLiteral("managedFields"));
        object.insert(QStringLiteral("metadata"), metadata);
    }
    return object;
}

} // namespace kube::OutputFormat
