// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "jsoncodec.h"

#include <QJsonDocument>
#include <QVarLengthArray>

#include <cmath>
#include <limits>

namespace kube::api::detail {

namespace {

const char *describe(const JsonNode &value)
{
    switch (value.type()) {
    case JsonNode::Type::Null:
        return "null";
    case JsonNode::Type::Bool:
        return "a boolean";
    case JsonNode::Type::Integer:
    case JsonNode::Type::Unsigned:
    case JsonNode::Type::Double:
        return "a number";
    case JsonNode::Type::String:
        return "a string";
    case JsonNode::Type::Array:
        return "an array";
    case JsonNode::Type::Object:
        break;
    }
    return "an object";
}

QString stringOf(const JsonNode &value)
{
    const std::string_view text = value.toUtf8();
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

// An integral JSON number within [min, max]; 1.5, 1e300 and strings are not.
template <typename Int> Error decodeInteger(const JsonNode &value, Int &out, const JsonPath &path)
{
    if (!value.isNumber())
        return typeError(path, "an integer", value);
    if (value.type() == JsonNode::Type::Integer) {
        const qint64 integer = value.toInteger();
        if (integer < std::numeric_limits<Int>::min() || integer > std::numeric_limits<Int>::max())
            return valueError(path,
                              QStringLiteral("%1 does not fit in %2 bits").arg(integer).arg(sizeof(Int) * 8));
        out = Int(integer);
        return {};
    }
    const double number = value.toDouble();
    if (!std::isfinite(number) || std::trunc(number) != number)
        return valueError(path, QStringLiteral("expected an integer, got %1").arg(number));
    // 2^63 as a double: the first integral number a qint64 cannot hold.
    constexpr double int64Limit = 9223372036854775808.0;
    const qint64 integer = number >= -int64Limit && number < int64Limit ? qint64(number) : 0;
    if (number < -int64Limit || number >= int64Limit || integer < std::numeric_limits<Int>::min() ||
        integer > std::numeric_limits<Int>::max())
        return valueError(
            path, QStringLiteral("%1 does not fit in %2 bits").arg(number, 0, 'g', 20).arg(sizeof(Int) * 8));
    out = Int(integer);
    return {};
}

} // namespace

QString JsonPath::toString() const
{
    QVarLengthArray<const JsonPath *, 16> chain;
    for (const JsonPath *step = this; step; step = step->m_parent)
        chain.append(step);
    QString text;
    for (qsizetype i = chain.size() - 1; i >= 0; --i) {
        const JsonPath *step = chain[i];
        if (step->m_field) {
            if (!text.isEmpty())
                text += QLatin1Char('.');
            text += QLatin1String(step->m_field);
        } else if (step->m_key) {
            text += QLatin1Char('[') + *step->m_key + QLatin1Char(']');
        } else if (step->m_index >= 0) {
            text += QLatin1Char('[') + QString::number(step->m_index) + QLatin1Char(']');
        }
    }
    return text.isEmpty() ? QStringLiteral("(root)") : text;
}

Error typeError(const JsonPath &path, const char *expected, const JsonNode &value)
{
    return valueError(
        path,
        QStringLiteral("expected %1, got %2").arg(QLatin1String(expected), QLatin1String(describe(value))));
}

Error valueError(const JsonPath &path, const QString &message)
{
    return Error(Error::Kind::Decode, path.toString() + QStringLiteral(": ") + message);
}

Error decodeValue(const JsonNode &value, QString &out, const JsonPath &path)
{
    if (!value.isString())
        return typeError(path, "a string", value);
    out = value.toString();
    return {};
}

Error decodeValue(const JsonNode &value, QByteArray &out, const JsonPath &path)
{
    if (!value.isString())
        return typeError(path, "a string", value);
    auto decoded =
        QByteArray::fromBase64Encoding(QByteArray(value.toUtf8().data(), qsizetype(value.toUtf8().size())),
                                       QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded)
        return valueError(path, QStringLiteral("illegal base64 data"));
    out = std::move(*decoded);
    return {};
}

Error decodeValue(const JsonNode &value, bool &out, const JsonPath &path)
{
    if (value.type() != JsonNode::Type::Bool)
        return typeError(path, "a boolean", value);
    out = value.toBool();
    return {};
}

Error decodeValue(const JsonNode &value, qint32 &out, const JsonPath &path)
{
    return decodeInteger(value, out, path);
}

Error decodeValue(const JsonNode &value, qint64 &out, const JsonPath &path)
{
    return decodeInteger(value, out, path);
}

Error decodeValue(const JsonNode &value, double &out, const JsonPath &path)
{
    if (!value.isNumber())
        return typeError(path, "a number", value);
    out = value.toDouble();
    return {};
}

Error decodeValue(const JsonNode &value, Quantity &out, const JsonPath &path)
{
    // resource.Quantity's UnmarshalJSON takes a bare number too; it encodes back as a string.
    QString text;
    if (value.isString())
        text = stringOf(value);
    else if (value.isNumber())
        text = QString::number(value.toDouble(), 'g', 17);
    else
        return typeError(path, "a quantity", value);
    auto parsed = Quantity::parse(text);
    if (!parsed)
        return valueError(path, parsed.error().message());
    out = std::move(parsed).value();
    return {};
}

Error decodeValue(const JsonNode &value, IntOrString &out, const JsonPath &path)
{
    if (value.isString()) {
        out = IntOrString::fromString(value.toString());
        return {};
    }
    if (!value.isNumber())
        return typeError(path, "an integer or a string", value);
    qint32 number = 0;
    if (Error error = decodeInteger(value, number, path))
        return error;
    out = IntOrString::fromInt(number);
    return {};
}

Error decodeValue(const JsonNode &value, Time &out, const JsonPath &path)
{
    if (!value.isString())
        return typeError(path, "a time (RFC 3339 string)", value);
    auto parsed = Time::parse(stringOf(value));
    if (!parsed)
        return valueError(path, parsed.error().message());
    out = *parsed;
    return {};
}

Error decodeValue(const JsonNode &value, MicroTime &out, const JsonPath &path)
{
    if (!value.isString())
        return typeError(path, "a time (RFC 3339 string)", value);
    auto parsed = MicroTime::parse(stringOf(value));
    if (!parsed)
        return valueError(path, parsed.error().message());
    out = *parsed;
    return {};
}

Error decodeValue(const JsonNode &value, QJsonValue &out, const JsonPath &)
{
    out = value.toJsonValue();
    return {};
}

Error decodeValue(const JsonNode &value, RawJson &out, const JsonPath &)
{
    out = RawJson::fromJson(value.toJson());
    return {};
}

QByteArray jsonText(const QJsonObject &json)
{
    return QJsonDocument(json).toJson(QJsonDocument::Compact);
}

QJsonValue encodeValue(const QString &value)
{
    return value;
}

QJsonValue encodeValue(const QByteArray &value)
{
    return QString::fromLatin1(value.toBase64());
}

QJsonValue encodeValue(bool value)
{
    return value;
}

QJsonValue encodeValue(qint32 value)
{
    return value;
}

QJsonValue encodeValue(qint64 value)
{
    return value;
}

QJsonValue encodeValue(double value)
{
    return value;
}

QJsonValue encodeValue(const Quantity &value)
{
    return value.toString();
}

QJsonValue encodeValue(const IntOrString &value)
{
    return value.isInt() ? QJsonValue(value.intValue()) : QJsonValue(value.stringValue());
}

QJsonValue encodeValue(const Time &value)
{
    return value.toString();
}

QJsonValue encodeValue(const MicroTime &value)
{
    return value.toString();
}

QJsonValue encodeValue(const QJsonValue &value)
{
    return value;
}

QJsonValue encodeValue(const RawJson &value)
{
    return value.toValue();
}

} // namespace kube::api::detail
