// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "structuralschema.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

namespace kube::sim::StructuralSchema {

using namespace Qt::StringLiterals;

namespace {

// The JSON type name the apiserver's validator reports for a value.
QString typeOf(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Bool:
        return u"boolean"_s;
    case QJsonValue::Double:
        return std::floor(value.toDouble()) == value.toDouble() ? u"integer"_s : u"number"_s;
    case QJsonValue::String:
        return u"string"_s;
    case QJsonValue::Array:
        return u"array"_s;
    case QJsonValue::Object:
        return u"object"_s;
    default:
        return u"null"_s;
    }
}

bool hasType(const QJsonValue &value, const QString &type)
{
    const QString actual = typeOf(value);
    return actual == type || (type == QLatin1String("number") && actual == QLatin1String("integer"));
}

QString join(const QString &path, const QString &field)
{
    return path.isEmpty() ? field : path + QLatin1Char('.') + field;
}

void check(const QJsonObject &schema, const QJsonValue &value, const QString &path, QList<FieldError> *errors)
{
    if (value.isNull() && schema.value(QLatin1String("nullable")).toBool())
        return;
    const QString type = schema.value(QLatin1String("type")).toString();
    if (schema.value(QLatin1String("x-kubernetes-int-or-string")).toBool()) {
        if (!value.isString() && typeOf(value) != QLatin1String("integer"))
            errors->append({path, u"FieldValueInvalid"_s, u"Invalid value: \"%1\": %2 in body must be of type integer-or-string: \"%1\""_s.arg(typeOf(value), path)});
        return;
    }
    if (!type.isEmpty() && !hasType(value, type)) {
        errors->append({path, u"FieldValueInvalid"_s, u"Invalid value: \"%1\": %2 in body must be of type %3: \"%1\""_s.arg(typeOf(value), path, type)});
        return;
    }
    const QJsonArray allowed = schema.value(QLatin1String("enum")).toArray();
    if (!allowed.isEmpty() && !allowed.contains(value)) {
        QStringList quoted;
        for (const QJsonValue &v : allowed)
            quoted.append(QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact)).mid(1).chopped(1));
        const QString shown = QString::fromUtf8(QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact)).mid(1).chopped(1);
        errors->append({path, u"FieldValueNotSupported"_s, u"Unsupported value: %1: supported values: %2"_s.arg(shown, quoted.join(u", "_s))});
        return;
    }
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        const QJsonObject properties = schema.value(QLatin1String("properties")).toObject();
        for (const QJsonValue &required : schema.value(QLatin1String("required")).toArray())
            if (!object.contains(required.toString()))
                errors->append({join(path, required.toString()), u"FieldValueRequired"_s, u"Required value"_s});
        const QJsonObject additional = schema.value(QLatin1String("additionalProperties")).toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (path.isEmpty() && (it.key() == QLatin1String("metadata") || it.key() == QLatin1String("apiVersion") || it.key() == QLatin1String("kind")))
                continue;
            if (properties.contains(it.key()))
                check(properties.value(it.key()).toObject(), it.value(), join(path, it.key()), errors);
            else if (!additional.isEmpty())
                check(additional, it.value(), join(path, it.key()), errors);
        }
    } else if (value.isArray()) {
        const QJsonObject items = schema.value(QLatin1String("items")).toObject();
        const QJsonArray array = value.toArray();
        for (int i = 0; i < array.size() && !items.isEmpty(); ++i)
            check(items, array.at(i), u"%1[%2]"_s.arg(path).arg(i), errors);
    }
}

QJsonValue pruned(const QJsonObject &schema, const QJsonValue &value, const QString &path, bool root, QStringList *unknown)
{
    if (schema.value(QLatin1String("x-kubernetes-preserve-unknown-fields")).toBool() && !schema.contains(QLatin1String("properties")))
        return value;
    if (value.isObject()) {
        const QJsonObject properties = schema.value(QLatin1String("properties")).toObject();
        const QJsonObject additional = schema.value(QLatin1String("additionalProperties")).toObject();
        const bool preserve = schema.value(QLatin1String("x-kubernetes-preserve-unknown-fields")).toBool();
        QJsonObject out;
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            const QString childPath = path + QLatin1Char('.') + it.key();
            if (root && (it.key() == QLatin1String("metadata") || it.key() == QLatin1String("apiVersion") || it.key() == QLatin1String("kind")))
                out.insert(it.key(), it.value());
            else if (properties.contains(it.key()))
                out.insert(it.key(), pruned(properties.value(it.key()).toObject(), it.value(), childPath, false, unknown));
            else if (!additional.isEmpty())
                out.insert(it.key(), pruned(additional, it.value(), childPath, false, unknown));
            else if (preserve)
                out.insert(it.key(), it.value());
            else
                unknown->append(childPath);
        }
        return out;
    }
    if (value.isArray()) {
        const QJsonObject items = schema.value(QLatin1String("items")).toObject();
        QJsonArray out;
        const QJsonArray array = value.toArray();
        for (int i = 0; i < array.size(); ++i)
            out.append(items.isEmpty() ? array.at(i) : pruned(items, array.at(i), u"%1[%2]"_s.arg(path).arg(i), false, unknown));
        return out;
    }
    return value;
}

} // namespace

QList<FieldError> validate(const QJsonObject &schema, const QJsonObject &object)
{
    QList<FieldError> errors;
    check(schema, object, QString(), &errors);
    return errors;
}

QJsonObject prune(const QJsonObject &schema, const QJsonObject &object, QStringList *unknown)
{
    return pruned(schema, object, QString(), true, unknown).toObject();
}

} // namespace kube::sim::StructuralSchema
