// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "resourcetype.h"

#include <QJsonArray>
#include <QJsonObject>

namespace kube::sim {

// Reading and writing the parts of an object kubesim's controllers touch, on parsed JSON.
namespace ObjectMeta {
inline QJsonObject metadata(const QJsonObject &object) { return object.value(QLatin1String("metadata")).toObject(); }
inline QString name(const QJsonObject &object) { return metadata(object).value(QLatin1String("name")).toString(); }
inline QString namespaceOf(const QJsonObject &object) { return metadata(object).value(QLatin1String("namespace")).toString(); }
inline QString uid(const QJsonObject &object) { return metadata(object).value(QLatin1String("uid")).toString(); }
inline QJsonObject labels(const QJsonObject &object) { return metadata(object).value(QLatin1String("labels")).toObject(); }
inline QJsonObject child(const QJsonObject &object, const char *key) { return object.value(QLatin1String(key)).toObject(); }

// A copy of `object` with `key` set to `value` inside `outer` (created when absent).
inline QJsonObject with(QJsonObject object, const char *outer, const char *key, const QJsonValue &value)
{
    QJsonObject inner = object.value(QLatin1String(outer)).toObject();
    inner.insert(QLatin1String(key), value);
    object.insert(QLatin1String(outer), inner);
    return object;
}

// The ownerReference a controller puts on what it creates.
inline QJsonObject ownerReference(const ResourceType &ownerType, const QJsonObject &owner)
{
    return {{QStringLiteral("apiVersion"), ownerType.apiVersion()}, {QStringLiteral("kind"), ownerType.kind}, {QStringLiteral("name"), name(owner)},
            {QStringLiteral("uid"), uid(owner)}, {QStringLiteral("controller"), true}, {QStringLiteral("blockOwnerDeletion"), true}};
}
} // namespace ObjectMeta

} // namespace kube::sim
