// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "cache/sharedindexinformer.h"
#include "sim/objectstore.h"

#include <QHash>

// key -> resourceVersion, the state two sides are compared by: what the server holds, what an informer cached.
using VersionsByKey = QHash<QByteArray, QByteArray>;

inline VersionsByKey serverState(const kube::sim::ObjectStore &store, const char *group, const char *resource)
{
    VersionsByKey out;
    const auto &objects = store.objects(*kube::sim::ResourceType::find(QLatin1String(group), QStringLiteral("v1"), QLatin1String(resource)));
    for (auto it = objects.constBegin(); it != objects.constEnd(); ++it)
        out.insert(it.key().toUtf8(), QByteArray::number(it->resourceVersion));
    return out;
}

inline VersionsByKey cacheState(const kube::SharedIndexInformer &informer)
{
    VersionsByKey out;
    for (const kube::Object &object : informer.indexer().list())
        out.insert(object.key(), object.resourceVersion().toByteArray());
    return out;
}

// key -> "uid resourceVersion": the same objects, not only the same names at the same versions (a deleted and
// recreated object keeps its name but not its uid).
using IdentitiesByKey = QHash<QByteArray, QByteArray>;

inline IdentitiesByKey serverIdentities(const kube::sim::ObjectStore &store, const char *group, const char *resource)
{
    IdentitiesByKey out;
    const auto &objects = store.objects(*kube::sim::ResourceType::find(QLatin1String(group), QStringLiteral("v1"), QLatin1String(resource)));
    for (auto it = objects.constBegin(); it != objects.constEnd(); ++it) {
        const QString uid = it->object().value(QLatin1String("metadata")).toObject().value(QLatin1String("uid")).toString();
        out.insert(it.key().toUtf8(), uid.toUtf8() + ' ' + QByteArray::number(it->resourceVersion));
    }
    return out;
}

inline IdentitiesByKey cacheIdentities(const kube::SharedIndexInformer &informer)
{
    IdentitiesByKey out;
    for (const kube::Object &object : informer.indexer().list())
        out.insert(object.key(), object.uid().toByteArray() + ' ' + object.resourceVersion().toByteArray());
    return out;
}
