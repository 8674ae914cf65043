// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "indexer.h"

#include "rest/podview.h"

#include <simdjson.h>

namespace kube {

QList<QByteArray> Indexer::byNamespace(const Object &object)
{
    return {object.namespaceName().toByteArray()};
}

QList<QByteArray> Indexer::byNodeName(const Object &object)
{
    thread_local simdjson::dom::parser parser;
    const QByteArray json = object.json();
    std::string_view node;
    simdjson::dom::element root;
    if (parser.parse(json.constData(), size_t(json.size())).get(root) || root["spec"]["nodeName"].get(node))
        return {};
    return {QByteArray(node.data(), qsizetype(node.size()))};
}

QList<QByteArray> Indexer::byLabel(const Object &object)
{
    QList<QByteArray> values;
    for (const auto &[key, value] : object.labels())
        values.append(key + '=' + value);
    return values;
}

QList<QByteArray> Indexer::byOwnerUid(const Object &object)
{
    QList<QByteArray> values;
    for (const OwnerReference &owner : object.ownerReferences())
        values.append(owner.uid);
    return values;
}

Indexer::Indexer()
{
    m_indexers.insert(QLatin1String(namespaceIndex), &Indexer::byNamespace);
}

void Indexer::indexLocked(const QByteArray &key, const Object *oldObject, const Object *newObject)
{
    for (auto it = m_indexers.constBegin(); it != m_indexers.constEnd(); ++it) {
        const QList<QByteArray> oldValues = oldObject ? it.value()(*oldObject) : QList<QByteArray>();
        const QList<QByteArray> newValues = newObject ? it.value()(*newObject) : QList<QByteArray>();
        if (oldValues == newValues)
            continue; // the common update: nothing indexed changed
        QHash<QByteArray, QSet<QByteArray>> &index = m_indices[it.key()];
        for (const QByteArray &value : oldValues) {
            if (newValues.contains(value))
                continue;
            auto set = index.find(value);
            if (set == index.end())
                continue;
            set->remove(key);
            if (set->isEmpty())
                index.erase(set); // keep ListIndexFuncValues exact
        }
        for (const QByteArray &value : newValues)
            if (!oldValues.contains(value))
                index[value].insert(key);
    }
}

void Indexer::update(const Object &object)
{
    const QByteArray key = object.key();
    std::unique_lock lock(m_lock);
    auto it = m_items.find(key);
    if (it == m_items.end()) {
        indexLocked(key, nullptr, &object);
        m_items.insert(key, object);
    } else {
        const Object old = *it;
        *it = object;
        indexLocked(key, &old, &object);
    }
}

void Indexer::removeKey(const QByteArray &key)
{
    std::unique_lock lock(m_lock);
    auto it = m_items.find(key);
    if (it == m_items.end())
        return;
    const Object old = *it;
    m_items.erase(it);
    indexLocked(key, &old, nullptr);
}

void Indexer::replace(const QList<Object> &objects)
{
    QHash<QByteArray, Object> items;
    items.reserve(objects.size());
    for (const Object &object : objects)
        items.insert(object.key(), object);
    QHash<QString, QHash<QByteArray, QSet<QByteArray>>> indices;
    {
        std::shared_lock lock(m_lock);
        for (auto it = m_indexers.constBegin(); it != m_indexers.constEnd(); ++it) {
            QHash<QByteArray, QSet<QByteArray>> &index = indices[it.key()];
            for (auto item = items.constBegin(); item != items.constEnd(); ++item)
                for (const QByteArray &value : it.value()(item.value()))
                    index[value].insert(item.key());
        }
    }
    // Built outside the lock; swapped in under it so readers see the old or the new content, whole.
    std::unique_lock lock(m_lock);
    m_items.swap(items);
    m_indices.swap(indices);
}

QStringList Indexer::indexNames() const
{
    std::shared_lock lock(m_lock);
    QStringList names = m_indexers.keys();
    names.sort();
    return names;
}

QList<Object> Indexer::list() const
{
    std::shared_lock lock(m_lock);
    return m_items.values();
}

QList<QByteArray> Indexer::listKeys() const
{
    std::shared_lock lock(m_lock);
    return m_items.keys();
}

std::optional<Object> Indexer::getByKey(const QByteArray &key) const
{
    std::shared_lock lock(m_lock);
    auto it = m_items.constFind(key);
    if (it == m_items.constEnd())
        return std::nullopt;
    return *it;
}

qsizetype Indexer::size() const
{
    std::shared_lock lock(m_lock);
    return m_items.size();
}

void Indexer::addIndexers(const QHash<QString, IndexFunc> &indexers)
{
    std::unique_lock lock(m_lock);
    for (auto it = indexers.constBegin(); it != indexers.constEnd(); ++it) {
        m_indexers.insert(it.key(), it.value());
        QHash<QByteArray, QSet<QByteArray>> &index = m_indices[it.key()];
        index.clear();
        for (auto item = m_items.constBegin(); item != m_items.constEnd(); ++item)
            for (const QByteArray &value : it.value()(item.value()))
                index[value].insert(item.key());
    }
}

bool Indexer::hasIndex(const QString &indexName) const
{
    std::shared_lock lock(m_lock);
    return m_indexers.contains(indexName);
}

QList<Object> Indexer::byIndex(const QString &indexName, const QByteArray &value) const
{
    std::shared_lock lock(m_lock);
    QList<Object> out;
    const QSet<QByteArray> keys = m_indices.value(indexName).value(value);
    out.reserve(keys.size());
    for (const QByteArray &key : keys)
        out.append(m_items.value(key));
    return out;
}

QList<QByteArray> Indexer::indexKeys(const QString &indexName, const QByteArray &value) const
{
    std::shared_lock lock(m_lock);
    return m_indices.value(indexName).value(value).values();
}

QList<QByteArray> Indexer::listIndexFuncValues(const QString &indexName) const
{
    std::shared_lock lock(m_lock);
    return m_indices.value(indexName).keys();
}

QList<Object> Indexer::index(const QString &indexName, const Object &object) const
{
    std::shared_lock lock(m_lock);
    const IndexFunc function = m_indexers.value(indexName);
    if (!function)
        return {};
    QSet<QByteArray> keys;
    const auto &index = m_indices.value(indexName);
    for (const QByteArray &value : function(object))
        keys.unite(index.value(value));
    QList<Object> out;
    for (const QByteArray &key : std::as_const(keys))
        out.append(m_items.value(key));
    return out;
}

} // namespace kube
