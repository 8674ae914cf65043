// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "api/detail/jsonnode.h"
#include "api/intorstring.h"
#include "api/rawjson.h"
#include "api/time.h"
#include "core/export.h"
#include "core/result.h"
#include "printers/quantity.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

// What the generated API types (engine/api/<group>/<version>, tools/qkube-gen) decode and encode with: one
// overload of decodeValue/encodeValue per JSON shape, decoding from parsed JSON text (api/detail/jsonnode.h),
// encoding to Qt's JSON. Decoding stops at the first value of the wrong JSON type and returns a Decode error
// naming its field path ("spec.replicas: expected an integer, got a string"). Pure functions, usable from any
// thread.
namespace kube::api::detail {

// Where a value sits in the document being decoded, built on the stack as decoding descends and turned into
// text ("spec.containers[0].image", "metadata.labels[app]") only when an error names it.
class QKUBE_ENGINE_EXPORT JsonPath
{
public:
    JsonPath() = default;
    JsonPath(const JsonPath *parent, const char *field) : m_parent(parent), m_field(field) {}
    JsonPath(const JsonPath *parent, qsizetype index) : m_parent(parent), m_index(index) {}
    static JsonPath mapKey(const JsonPath *parent, const QString &key)
    {
        JsonPath path;
        path.m_parent = parent;
        path.m_key = &key;
        return path;
    }

    QString toString() const;

private:
    const JsonPath *m_parent = nullptr;
    const char *m_field = nullptr;
    const QString *m_key = nullptr;
    qsizetype m_index = -1;
};

// "<path>: expected <expected>, got <what value is>", a Decode error.
QKUBE_ENGINE_EXPORT Error typeError(const JsonPath &path, const char *expected, const JsonNode &value);
// "<path>: <message>", a Decode error (a quantity or a time that does not parse).
QKUBE_ENGINE_EXPORT Error valueError(const JsonPath &path, const QString &message);

QKUBE_ENGINE_EXPORT Error decodeValue(const JsonNode &value, QString &out, const JsonPath &path);
QKUBE_ENGINE_EXPORT Error decodeValue(const JsonNode &value, QByteArray &out,
                                      const JsonPath &path); // base64, as Go's []byte
QKUBE_ENGINE_EXPORT Error decodeValue(const JsonNode &value, bool &out, const JsonPath &path);
QKUBE_ENGINE_EXPORT Error decodeValue(const JsonNode &value, qint32 &out, const JsonPath &path);
QKUBE_ENGINE_EXPORT Error decodeValue(const JsonNode &value, qint64 &out, const JsonPath &path);
QKUBE_ENGINE_EXPORT Error decodeValue(const JsonNode &value, double &out, const JsonPath &path);
QKUBE_ENGINE_EXPORT Error decodeValue(const JsonNode &value, Quantity &out, const JsonPath &path);
QKUBE_ENGINE_EXPORT Error decodeValue(const JsonNode &value, IntOrString &out, const JsonPath &path);
QKUBE_ENGINE_EXPORT Error decodeValue(const JsonNode &value, Time &out, const JsonPath &path);
QKUBE_ENGINE_EXPORT Error decodeValue(const JsonNode &value, MicroTime &out, const JsonPath &path);
QKUBE_ENGINE_EXPORT Error decodeValue(const JsonNode &value, QJsonValue &out, const JsonPath &path);
QKUBE_ENGINE_EXPORT Error decodeValue(const JsonNode &value, RawJson &out, const JsonPath &path);

template <typename T>
Error decodeValue(const JsonNode &value, T &out, const JsonPath &path) requires
    requires(const JsonNode &json, T &t)
{
    T::decode(json, t, path);
}
{
    if (!value.isObject())
        return typeError(path, "an object", value);
    return T::decode(value, out, path);
}

template <typename T> Error decodeValue(const JsonNode &value, QList<T> &out, const JsonPath &path)
{
    if (value.isNull()) // Go's nil slice
        return {};
    if (!value.isArray())
        return typeError(path, "an array", value);
    QVarLengthArray<JsonNode, 16> array;
    value.items(array);
    QList<T> list(array.size());
    // The new list is not shared: writing through constData() spares each element type QList's detach and
    // grow paths, a fifth of the generated code.
    T *items = const_cast<T *>(list.constData());
    for (qsizetype i = 0; i < array.size(); ++i) {
        if (Error error = decodeValue(array[i], items[i], JsonPath(&path, i)))
            return error;
    }
    out = std::move(list);
    return {};
}

template <typename T> Error decodeValue(const JsonNode &value, QMap<QString, T> &out, const JsonPath &path)
{
    if (value.isNull()) // Go's nil map
        return {};
    if (!value.isObject())
        return typeError(path, "an object", value);
    QVarLengthArray<JsonMember, 32> members;
    value.members(members);
    for (const JsonMember &member : members) {
        const QString key = JsonNode::internedString(member.key);
        if (Error error = decodeValue(member.value, out[key], JsonPath::mapKey(&path, key)))
            return error;
    }
    return {};
}

QKUBE_ENGINE_EXPORT QJsonValue encodeValue(const QString &value);
QKUBE_ENGINE_EXPORT QJsonValue encodeValue(const QByteArray &value);
QKUBE_ENGINE_EXPORT QJsonValue encodeValue(bool value);
QKUBE_ENGINE_EXPORT QJsonValue encodeValue(qint32 value);
QKUBE_ENGINE_EXPORT QJsonValue encodeValue(qint64 value);
QKUBE_ENGINE_EXPORT QJsonValue encodeValue(double value);
QKUBE_ENGINE_EXPORT QJsonValue encodeValue(const Quantity &value);
QKUBE_ENGINE_EXPORT QJsonValue encodeValue(const IntOrString &value);
QKUBE_ENGINE_EXPORT QJsonValue encodeValue(const Time &value);
QKUBE_ENGINE_EXPORT QJsonValue encodeValue(const MicroTime &value);
QKUBE_ENGINE_EXPORT QJsonValue encodeValue(const QJsonValue &value);
QKUBE_ENGINE_EXPORT QJsonValue encodeValue(const RawJson &value);

template <typename T> QJsonValue encodeValue(const T &value) requires requires(const T &t)
{
    t.toJson();
}
{
    return value.toJson();
}

template <typename T> QJsonValue encodeValue(const QList<T> &values)
{
    QJsonArray array;
    for (const T &value : values)
        array.append(encodeValue(value));
    return array;
}

template <typename T> QJsonValue encodeValue(const QMap<QString, T> &values)
{
    QJsonObject object;
    for (auto it = values.begin(); it != values.end(); ++it)
        object.insert(it.key(), encodeValue(it.value()));
    return object;
}

// T decoded from JSON text (one object).
template <typename T> Result<T> fromJson(QByteArrayView json)
{
    auto document = JsonDocument::parse(json);
    if (!document)
        return document.error();
    const JsonNode &root = document->root();
    T out;
    if (Error error = decodeValue(root, out, JsonPath()))
        return error;
    return out;
}

// T decoded from Qt's JSON: written out as text and decoded from that.
QKUBE_ENGINE_EXPORT QByteArray jsonText(const QJsonObject &json);
template <typename T> Result<T> fromJson(const QJsonObject &json)
{
    return fromJson<T>(QByteArrayView(jsonText(json)));
}

} // namespace kube::api::detail
