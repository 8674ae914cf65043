// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "objectstore.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QUuid>

#include <cctype>

namespace kube::sim {

namespace {
// Where metadata.resourceVersion's digits are in compact JSON: the key at depth 2 inside the top-level
// "metadata" object, found by a scan that knows strings and nesting (labels or managedFields cannot fool it).
std::pair<qsizetype, qsizetype> metadataResourceVersion(const QByteArray &json)
{
    int depth = 0;
    bool inMetadata = false;
    for (qsizetype i = 0; i < json.size(); ++i) {
        const char c = json.at(i);
        if (c == '"') {
            const qsizetype start = i + 1;
            for (++i; i < json.size() && json.at(i) != '"'; ++i)
                if (json.at(i) == '\\')
                    ++i;
            const QByteArrayView key = QByteArrayView(json).sliced(start, i - start);
            const bool isKey = i + 1 < json.size() && json.at(i + 1) == ':';
            if (!isKey)
                continue;
            if (depth == 1)
                inMetadata = key == "metadata";
            else if (depth == 2 && inMetadata && key == "resourceVersion" && i + 2 < json.size() && json.at(i + 2) == '"') {
                const qsizetype begin = i + 3;
                const qsizetype end = json.indexOf('"', begin);
                return {begin, end < 0 ? -1 : end - begin};
            }
        } else if (c == '{' || c == '[') {
            ++depth;
        } else if (c == '}' || c == ']') {
            --depth;
        }
    }
    return {-1, 0};
}
// Adds one to the first "restartCount" after `from` (keys are stored sorted, so containerStatuses comes before
// initContainerStatuses). No container statuses yet (a Pending pod): nothing to count.
void countRestart(QByteArray *json, qsizetype from)
{
    static const QByteArray field = QByteArrayLiteral("\"restartCount\":");
    const qsizetype at = json->indexOf(field, from);
    if (at < 0)
        return;
    const qsizetype begin = at + field.size();
    qsizetype end = begin;
    while (end < json->size() && std::isdigit(static_cast<unsigned char>(json->at(end))))
        ++end;
    const qint64 restarts = QByteArrayView(*json).sliced(begin, end - begin).toLongLong();
    json->replace(begin, end - begin, QByteArray::number(restarts + 1));
}
} // namespace

QJsonObject StoredObject::object() const
{
    return QJsonDocument::fromJson(json).object();
}

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
    auto selectable = std::make_shared<const SelectableFields>(SelectableFields::of(type, object));
    const QString ns = selectable->namespaceName;
    const QString key = keyOf(ns, selectable->name);
    StoredObject stored{QJsonDocument(object).toJson(QJsonDocument::Compact), rv, std::move(selectable)};
    QMap<QString, StoredObject> &objects = m_objects[type.key()];
    const StoredObject previous = objects.value(key);
    if (eventType == "DELETED")
        objects.remove(key);
    else
        objects.insert(key, stored);
    record(type, eventType, key, stored, previous);
    return stored;
}

void ObjectStore::record(const ResourceType &type, const QByteArray &eventType, const QString &key, const StoredObject &stored, const StoredObject &previous)
{
    StoreEvent event{stored.resourceVersion, &type, eventType, stored.selectable->namespaceName, key, stored, previous};
    m_history.push_back(event);
    while (qsizetype(m_history.size()) > m_historyLimit) {
        m_compactedThrough = m_history.front().resourceVersion;
        m_history.pop_front();
    }
    Q_EMIT changed(event);
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
    if (metadata.value(QLatin1String("uid")).toString().isEmpty())
        metadata.insert(QStringLiteral("uid"), QUuid::createUuid().toString(QUuid::WithoutBraces));
    if (!metadata.contains(QLatin1String("creationTimestamp")) || metadata.value(QLatin1String("creationTimestamp")).isNull())
        metadata.insert(QStringLiteral("creationTimestamp"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    if (type.tracksGeneration)
        metadata.insert(QStringLiteral("generation"), 1);
    object.insert(QStringLiteral("metadata"), metadata);
    return store(type, object, "ADDED");
}

StoredObject ObjectStore::update(const ResourceType &type, QJsonObject object)
{
    const QJsonObject metadata = object.value(QLatin1String("metadata")).toObject();
    const StoredObject *old = find(type, metadata.value(QLatin1String("namespace")).toString(), metadata.value(QLatin1String("name")).toString());
    if (old && old->object().value(QLatin1String("spec")) != object.value(QLatin1String("spec")) && metadata.contains(QLatin1String("generation"))) {
        QJsonObject bumped = metadata;
        bumped.insert(QStringLiteral("generation"), metadata.value(QLatin1String("generation")).toInteger() + 1);
        object.insert(QStringLiteral("metadata"), bumped);
    }
    return store(type, object, "MODIFIED");
}

StoredObject ObjectStore::touch(const ResourceType &type, const QString &key, Touch what)
{
    auto objects = m_objects.find(type.key());
    if (objects == m_objects.end())
        return {};
    auto it = objects->find(key);
    if (it == objects->end())
        return {};
    qsizetype offset = it->resourceVersionOffset;
    const qsizetype length = QByteArray::number(it->resourceVersion).size();
    if (offset < 0 || QByteArrayView(it->json).sliced(offset, length) != QByteArray::number(it->resourceVersion)) {
        const auto [found, foundLength] = metadataResourceVersion(it->json);
        if (found < 0 || foundLength != length)
            return {};
        offset = found;
    }
    const quint64 rv = ++m_resourceVersion;
    const QByteArray number = QByteArray::number(rv);
    QByteArray json;
    json.reserve(it->json.size() + number.size() - length);
    json.append(QByteArrayView(it->json).first(offset)).append(number).append(QByteArrayView(it->json).sliced(offset + length));
    if (what == Touch::ContainerRestart)
        countRestart(&json, offset);
    const StoredObject previous = *it;
    *it = StoredObject{std::move(json), rv, previous.selectable, offset};
    record(type, "MODIFIED", key, *it, previous);
    return *it;
}

StoredObject ObjectStore::remove(const ResourceType &type, const QString &ns, const QString &name)
{
    const StoredObject *old = find(type, ns, name);
    if (!old)
        return {};
    return store(type, old->object(), "DELETED");
}

} // namespace kube::sim
