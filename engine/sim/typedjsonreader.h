// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>

namespace kube::sim {

// Reads a JSON object with repeated keys as the apiserver's typed decoder (sigs.k8s.io/json into a built-in
// kind's Go struct) does, where QJsonDocument keeps only the last value: a repeated struct field is decoded
// into the value read before (its fields merge), a map keeps its keys and gains the new ones, a slice's
// elements are decoded into the earlier elements at the same index; a map's or free-form value's repeated key
// is replaced. The kind is described by a structural schema (OpenApi::builtinSchema: properties for a struct,
// additionalProperties for a map, items for a slice). The text must be valid JSON; one use, any thread.
class TypedJsonReader
{
public:
    TypedJsonReader(const QByteArray &json, const QJsonObject &schema);
    QJsonObject object();

private:
    QJsonValue read(const QJsonObject &schema, const QJsonValue &existing);
    QJsonValue literal();
    void skipSpace();

    const QByteArray &m_json;
    const QJsonObject m_schema;
    qsizetype m_at = 0;
};

} // namespace kube::sim
