// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "gnosticv2.h"

#include <QJsonArray>
#include <QRegularExpression>

#include <cstring>

namespace kube::sim::GnosticV2 {

namespace {

// Protobuf wire types.
constexpr int wireVarint = 0;
constexpr int wireFixed64 = 1;
constexpr int wireBytes = 2;
// yaml.v3's indentation of a nested block (gnostic marshals Any values with it).
constexpr int yamlIndent = 4;

class Writer
{
public:
    void varint(quint64 value)
    {
        while (value >= 0x80) {
            m_out.append(char((value & 0x7F) | 0x80));
            value >>= 7;
        }
        m_out.append(char(value));
    }
    void key(int field, int wire) { varint(quint64(field) << 3 | quint64(wire)); }
    void bytes(int field, const QByteArray &value)
    {
        key(field, wireBytes);
        varint(quint64(value.size()));
        m_out.append(value);
    }
    // proto3 leaves default values out.
    void string(int field, const QJsonValue &value)
    {
        if (const QString text = value.toString(); !text.isEmpty())
            bytes(field, text.toUtf8());
    }
    void strings(int field, const QJsonValue &value)
    {
        for (const QJsonValue &item : value.toArray())
            bytes(field, item.toString().toUtf8());
    }
    void boolean(int field, const QJsonValue &value)
    {
        if (value.toBool()) {
            key(field, wireVarint);
            varint(1);
        }
    }
    void integer(int field, const QJsonValue &value)
    {
        if (const qint64 number = value.toInteger(); number != 0) {
            key(field, wireVarint);
            varint(quint64(number));
        }
    }
    void number(int field, const QJsonValue &value)
    {
        const double d = value.toDouble();
        if (d == 0)
            return;
        key(field, wireFixed64);
        char raw[sizeof d];
        std::memcpy(raw, &d, sizeof d); // little-endian, as protobuf's fixed64 on the machines we run on
        m_out.append(raw, sizeof d);
    }
    const QByteArray &data() const { return m_out; }

private:
    QByteArray m_out;
};

bool plainYamlScalar(const QString &text)
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z_/][A-Za-z0-9_./ -]*$"));
    static const QRegularExpression reserved(QStringLiteral("^(true|false|yes|no|on|off|null|y|n|~)$"),
                                             QRegularExpression::CaseInsensitiveOption);
    return plain.match(text).hasMatch() && !reserved.match(text).hasMatch() &&
           !text.endsWith(QLatin1Char(' '));
}

QString yamlScalar(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double:
        return value.toDouble() == double(value.toInteger()) ? QString::number(value.toInteger())
                                                             : QString::number(value.toDouble(), 'g', 17);
    case QJsonValue::String: {
        const QString text = value.toString();
        if (plainYamlScalar(text))
            return text;
        QString quoted = text;
        quoted.replace(QLatin1Char('\\'), QLatin1String("\\\\"))
            .replace(QLatin1Char('"'), QLatin1String("\\\""));
        return QLatin1Char('"') + quoted + QLatin1Char('"');
    }
    default:
        return QStringLiteral("null");
    }
}

// yaml.v3's block style: a mapping's keys in order, nested blocks four deeper, a sequence's items after "- ".
QString yaml(const QJsonValue &value, int indent)
{
    const QString pad(indent, QLatin1Char(' '));
    QString out;
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            out += pad + it.key() + QLatin1Char(':');
            if (it.value().isObject() || it.value().isArray())
                out += QLatin1Char('\n') + yaml(it.value(), indent + yamlIndent);
            else
                out += QLatin1Char(' ') + yamlScalar(it.value()) + QLatin1Char('\n');
        }
        return out;
    }
    if (value.isArray()) {
        for (const QJsonValue &item : value.toArray()) {
            out += pad + QStringLiteral("- ");
            if (item.isObject() || item.isArray())
                out += yaml(item, indent + 2).mid(indent + 2);
            else
                out += yamlScalar(item) + QLatin1Char('\n');
        }
        return out;
    }
    return yamlScalar(value) + QLatin1Char('\n');
}

QByteArray any(const QJsonValue &value)
{
    Writer w;
    w.bytes(2, yaml(value, 0).toUtf8());
    return w.data();
}

void vendorExtensions(Writer &w, int field, const QJsonObject &object)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!it.key().startsWith(QLatin1String("x-")))
            continue;
        Writer named;
        named.bytes(1, it.key().toUtf8());
        named.bytes(2, any(it.value()));
        w.bytes(field, named.data());
    }
}

QByteArray schema(const QJsonObject &s);

QByteArray jsonReference(const QJsonObject &o)
{
    Writer w;
    w.string(1, o.value(QLatin1String("$ref")));
    w.string(2, o.value(QLatin1String("description")));
    return w.data();
}

QByteArray schema(const QJsonObject &s)
{
    Writer w;
    const auto v = [&s](const char *name) { return s.value(QLatin1String(name)); };
    w.string(1, v("$ref"));
    w.string(2, v("format"));
    w.string(3, v("title"));
    w.string(4, v("description"));
    if (s.contains(QLatin1String("default")))
        w.bytes(5, any(v("default")));
    w.number(6, v("multipleOf"));
    w.number(7, v("maximum"));
    w.boolean(8, v("exclusiveMaximum"));
    w.number(9, v("minimum"));
    w.boolean(10, v("exclusiveMinimum"));
    w.integer(11, v("maxLength"));
    w.integer(12, v("minLength"));
    w.string(13, v("pattern"));
    w.integer(14, v("maxItems"));
    w.integer(15, v("minItems"));
    w.boolean(16, v("uniqueItems"));
    w.integer(17, v("maxProperties"));
    w.integer(18, v("minProperties"));
    w.strings(19, v("required"));
    for (const QJsonValue &item : v("enum").toArray())
        w.bytes(20, any(item));
    if (const QJsonValue additional = v("additionalProperties"); additional.isObject()) {
        Writer item;
        item.bytes(1, schema(additional.toObject()));
        w.bytes(21, item.data());
    } else if (additional.isBool()) {
        Writer item;
        item.key(2, wireVarint);
        item.varint(additional.toBool() ? 1 : 0);
        w.bytes(21, item.data());
    }
    if (const QJsonValue type = v("type"); !type.isUndefined()) {
        Writer item;
        if (type.isArray())
            item.strings(1, type);
        else
            item.bytes(1, type.toString().toUtf8());
        w.bytes(22, item.data());
    }
    if (const QJsonValue items = v("items"); !items.isUndefined()) {
        Writer item;
        if (items.isArray()) {
            for (const QJsonValue &one : items.toArray())
                item.bytes(1, schema(one.toObject()));
        } else {
            item.bytes(1, schema(items.toObject()));
        }
        w.bytes(23, item.data());
    }
    for (const QJsonValue &one : v("allOf").toArray())
        w.bytes(24, schema(one.toObject()));
    if (s.contains(QLatin1String("properties"))) {
        Writer properties;
        const QJsonObject props = v("properties").toObject();
        for (auto it = props.begin(); it != props.end(); ++it)
            properties.bytes(1, namedSchema(it.key(), it.value().toObject()));
        w.bytes(25, properties.data());
    }
    w.string(26, v("discriminator"));
    w.boolean(27, v("readOnly"));
    if (s.contains(QLatin1String("example")))
        w.bytes(30, any(v("example")));
    vendorExtensions(w, 31, s);
    return w.data();
}

// A query or path parameter (QueryParameterSubSchema, PathParameterSubSchema): the same fields, the path's
// without allowEmptyValue, so numbered one lower from "type" on.
QByteArray nonBodySubSchema(const QJsonObject &p, bool query)
{
    Writer w;
    const auto v = [&p](const char *name) { return p.value(QLatin1String(name)); };
    const int shift = query ? 1 : 0;
    w.boolean(1, v("required"));
    w.string(2, v("in"));
    w.string(3, v("description"));
    w.string(4, v("name"));
    if (query)
        w.boolean(5, v("allowEmptyValue"));
    w.string(5 + shift, v("type"));
    w.string(6 + shift, v("format"));
    w.boolean(19 + shift, v("uniqueItems"));
    vendorExtensions(w, 22 + shift, p);
    return w.data();
}

QByteArray parametersItem(const QJsonObject &p)
{
    Writer item;
    if (p.contains(QLatin1String("$ref"))) {
        item.bytes(2, jsonReference(p));
        return item.data();
    }
    Writer parameter;
    if (p.value(QLatin1String("in")).toString() == QLatin1String("body")) {
        Writer body;
        body.string(1, p.value(QLatin1String("description")));
        body.string(2, p.value(QLatin1String("name")));
        body.string(3, p.value(QLatin1String("in")));
        body.boolean(4, p.value(QLatin1String("required")));
        body.bytes(5, schema(p.value(QLatin1String("schema")).toObject()));
        vendorExtensions(body, 6, p);
        parameter.bytes(1, body.data());
    } else {
        const bool query = p.value(QLatin1String("in")).toString() == QLatin1String("query");
        Writer nonBody;
        nonBody.bytes(query ? 3 : 4, nonBodySubSchema(p, query));
        parameter.bytes(2, nonBody.data());
    }
    item.bytes(1, parameter.data());
    return item.data();
}

QByteArray responses(const QJsonObject &codes)
{
    Writer w;
    for (auto it = codes.begin(); it != codes.end(); ++it) {
        if (it.key().startsWith(QLatin1String("x-")))
            continue;
        const QJsonObject r = it.value().toObject();
        Writer value;
        if (r.contains(QLatin1String("$ref"))) {
            value.bytes(2, jsonReference(r));
        } else {
            Writer response;
            response.string(1, r.value(QLatin1String("description")));
            if (r.contains(QLatin1String("schema"))) {
                Writer item;
                item.bytes(1, schema(r.value(QLatin1String("schema")).toObject()));
                response.bytes(2, item.data());
            }
            vendorExtensions(response, 5, r);
            value.bytes(1, response.data());
        }
        Writer named;
        named.bytes(1, it.key().toUtf8());
        named.bytes(2, value.data());
        w.bytes(1, named.data());
    }
    vendorExtensions(w, 2, codes);
    return w.data();
}

QByteArray operation(const QJsonObject &o)
{
    Writer w;
    const auto v = [&o](const char *name) { return o.value(QLatin1String(name)); };
    w.strings(1, v("tags"));
    w.string(2, v("summary"));
    w.string(3, v("description"));
    w.string(5, v("operationId"));
    w.strings(6, v("produces"));
    w.strings(7, v("consumes"));
    for (const QJsonValue &p : v("parameters").toArray())
        w.bytes(8, parametersItem(p.toObject()));
    if (o.contains(QLatin1String("responses")))
        w.bytes(9, responses(v("responses").toObject()));
    w.strings(10, v("schemes"));
    w.boolean(11, v("deprecated"));
    vendorExtensions(w, 13, o);
    return w.data();
}

} // namespace

QByteArray namedSchema(const QString &name, const QJsonObject &s)
{
    Writer w;
    w.bytes(1, name.toUtf8());
    w.bytes(2, schema(s));
    return w.data();
}

QByteArray namedPathItem(const QString &path, const QJsonObject &item)
{
    Writer w;
    w.string(1, item.value(QLatin1String("$ref")));
    int field = 2;
    for (const char *method : {"get", "put", "post", "delete", "options", "head", "patch"}) {
        if (const QJsonValue op = item.value(QLatin1String(method)); op.isObject())
            w.bytes(field, operation(op.toObject()));
        ++field;
    }
    for (const QJsonValue &p : item.value(QLatin1String("parameters")).toArray())
        w.bytes(9, parametersItem(p.toObject()));
    vendorExtensions(w, 10, item);
    Writer named;
    named.bytes(1, path.toUtf8());
    named.bytes(2, w.data());
    return named.data();
}

} // namespace kube::sim::GnosticV2
