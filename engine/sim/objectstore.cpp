// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "objectstore.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QUuid>

namespace kube::sim {

ObjectStore::ObjectStore(qsizetype historyLimit, QObject *parent) : QObject(parent), m_historyLimit(historyLimit) {}

void ObjectStore::compact()
{
    m_history.clear();
    m_compactedThrough = m_resourceVersion;
}

const QMap<QString, StoredObject> &ObjectStore::objects(const ResourceType &type) const
{
    static const QMap<QString, StoredObject> empty;
    auto it = m_objects.constFind(type.key());
    return it == m_objects.constEnd() ? empty : *it;
}

const StoredObject *ObjectStore::find(const ResourceType &type, const QString &ns, const QString &name) const
{
    auto it = m_objects.constFind(type.key());
    if (it == m_objects.constEnd())
        return nullptr;
    auto object = it->constFind(keyOf(ns, name));
    return object == it->constEnd() ? nullptr : &*object;
}

StoredObject ObjectStore::store(const ResourceType &type, QJsonObject object, const QByteArray &eventType)
{
    const quint64 rv = ++m_resourceVersion;
    QJsonObject metadata = object.value(QLatin1String("metadata")).toObject();
    metadata.insert(QStringLiteral("resourceVersion"), QString::number(rv));
    object.insert(QStringLiteral("metadata"), metadata);
    object.insert(QStringLiteral("kind"), type.kind);
    object.insert(QStringLiteral("apiVersion"), type.apiVersion());
    StoredObject stored{object, QJsonDocument(object).toJson(QJsonDocument::Compact), rv};
    const QString ns = metadata.value(QLatin1String("namespace")).toString();
    const QString key = keyOf(ns, metadata.value(QLatin1String("name")).toString());
    QMap<QString, StoredObject> &objects = m_objects[type.key()];
    const StoredObject previous = objects.value(key);
    if (eventType == "DELETED")
        objects.remove(key);
    else
        objects.insert(key, stored);
    StoreEvent event{rv, &type, eventType, ns, key, stored, previous};
    m_history.push_back(event);
    while (qsizetype(m_history.size()) > m_historyLimit) {
        m_compactedThrough = m_history.front().resourceVersion;
        m_history.pop_front();
    }
    Q_EMIT changed(event);
    return stored;
}

bool ObjectStore::changedSince(const ResourceType &type, quint64 resourceVersion) const
{
    for (auto it = m_history.crbegin(); it != m_history.crend() && it->resourceVersion > resourceVersion; ++it)
        if (it->type == &type)
            return true;
    return false;
}

QMap<QString, StoredObject> ObjectStore::objectsAt(const ResourceType &type, quint64 resourceVersion) const
{
    QMap<QString, StoredObject> objects = this->objects(type);
    for (auto it = m_history.crbegin(); it != m_history.crend() && it->resourceVersion > resourceVersion; ++it) {
        if (it->type != &type)
            continue;
        if (it->eventType == "ADDED")
            objects.remove(it->key);
        else
            objects.insert(it->key, it->previous);
    }
    return objects;
}

StoredObject ObjectStore::create(const ResourceType &type, QJsonObject object)
{
    QJsonObject metadata = object.value(QLatin1String("metadata")).toObject();
    metadata.insert(QStringLiteral("uid"), QUuid::createUuid().toString(QUuid::WithoutBraces));
    if (!metadata.contains(QLatin1String("creationTimestamp")) || metadata.value(QLatin1String("creationTimestamp")).isNull())
        metadata.insert(QStringLiteral("creationTimestamp"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    if (type.resource != QLatin1String("events") && type.resource != QLatin1String("configmaps") && type.resource != QLatin1String("secrets")
        && type.resource != QLatin1String("namespaces") && type.resource != QLatin1String("nodes"))
        metadata.insert(QStringLiteral("generation"), 1);
    object.insert(QStringLiteral("metadata"), metadata);
    return store(type, object, "ADDED");
}

StoredObject ObjectStore::update(const ResourceType &type, QJsonObject object)
{
    const QJsonObject metadata = object.value(QLatin1String("metadata")).toObject();
    const StoredObject *old = find(type, metadata.value(QLatin1String("namespace")).toString(), metadata.value(QLatin1String("name")).toString());
    if (old && old->object.value(QLatin1String("spec")) != object.value(QLatin1String("spec")) && metadata.contains(QLatin1String("generation"))) {
        QJsonObject bumped = metadata;
        bumped.insert(QStringLiteral("generation"), metadata.value(QLatin1String("generation")).toInteger() + 1);
        object.insert(QStringLiteral("metadata"), bumped);
    }
    return store(type, object, "MODIFIED");
}

StoredObject ObjectStore::remove(const ResourceType &type, const QString &ns, const QString &name)
{
    const StoredObject *old = find(type, ns, name);
    if (!old)
        return {};
    return store(type, old->object, "DELETED");
}

} // namespace kube::sim
