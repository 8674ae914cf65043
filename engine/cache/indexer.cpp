// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "indexer.h"

#include "printers/podview.h"

#include <simdjson.h>

#include <algorithm>

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
    m_indexes.push_back({QLatin1String(namespaceIndex), &Indexer::byNamespace, {}, true});
}

const Indexer::Index *Indexer::findIndex(const QString &indexName) const
{
    for (const Index &index : m_indexes)
        if (index.name == indexName)
            return &index;
    return nullptr;
}

void Indexer::fileByNamespace(Index &index, const QByteArray &key, const Object *oldObject,
                              const Object *newObject)
{
    const QByteArrayView oldValue = oldObject ? oldObject->namespaceName() : QByteArrayView();
    const QByteArrayView newValue = newObject ? newObject->namespaceName() : QByteArrayView();
    if (oldObject && newObject && oldValue == newValue)
        return;
    if (oldObject) {
        auto set = index.keysByValue.find(QByteArray::fromRawData(oldValue.data(), oldValue.size()));
        if (set != index.keysByValue.end()) {
            set->remove(key);
            if (set->isEmpty())
                index.keysByValue.erase(set);
        }
    }
    if (newObject) {
        auto set = index.keysByValue.find(QByteArray::fromRawData(newValue.data(), newValue.size()));
        if (set == index.keysByValue.end())
            set = index.keysByValue.insert(newValue.toByteArray(), {});
        set->insert(key);
    }
}

void Indexer::indexLocked(const QByteArray &key, const Object *oldObject, const Object *newObject)
{
    for (Index &index : m_indexes) {
        if (index.byNamespace) {
            fileByNamespace(index, key, oldObject, newObject);
            continue;
        }
        const QList<QByteArray> oldValues = oldObject ? index.function(*oldObject) : QList<QByteArray>();
        const QList<QByteArray> newValues = newObject ? index.function(*newObject) : QList<QByteArray>();
        if (oldValues == newValues)
            continue; // the common update: nothing indexed changed
        for (const QByteArray &value : oldValues) {
            if (newValues.contains(value))
                continue;
            auto set = index.keysByValue.find(value);
            if (set == index.keysByValue.end())
                continue;
            set->remove(key);
            if (set->isEmpty())
                index.keysByValue.erase(set); // keep ListIndexFuncValues exact
        }
        for (const QByteArray &value : newValues)
            if (!oldValues.contains(value))
                index.keysByValue[value].insert(key);
    }
}

std::optional<Object> Indexer::upsert(const QByteArray &key, const Object &object)
{
    std::unique_lock lock(m_lock);
    // One look-up: operator[] makes the slot when the key is new.
    const qsizetype before = m_items.size();
    Object &slot = m_items[key];
    if (m_items.size() > before) {
        slot = object;
        indexLocked(key, nullptr, &object);
        return std::nullopt;
    }
    Object old = std::exchange(slot, object);
    indexLocked(key, &old, &object);
    return old;
}

void Indexer::reserve(qsizetype count)
{
    if (count <= 0)
        return; // QHash::reserve(0) squeezes: it would reallocate an empty store every time
    std::unique_lock lock(m_lock);
    m_items.reserve(count);
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
    Indexes indexes;
    {
        std::shared_lock lock(m_lock);
        for (const Index &existing : m_indexes) {
            Index &index =
                indexes.emplace_back(Index{existing.name, existing.function, {}, existing.byNamespace});
            for (auto item = items.constBegin(); item != items.constEnd(); ++item)
                for (const QByteArray &value : index.function(item.value()))
                    index.keysByValue[value].insert(item.key());
        }
    }
    // Built outside the lock; swapped in under it so readers see the old or the new content, whole.
    std::unique_lock lock(m_lock);
    m_items.swap(items);
    m_indexes.swap(indexes);
}

QStringList Indexer::indexNames() const
{
    std::shared_lock lock(m_lock);
    QStringList names;
    for (const Index &index : m_indexes)
        names.append(index.name);
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
        auto found = std::find_if(m_indexes.begin(), m_indexes.end(),
                                  [&it](const Index &index) { return index.name == it.key(); });
        Index &index = found != m_indexes.end() ? *found : m_indexes.emplace_back(Index{it.key(), {}, {}});
        index.function = it.value();
        index.byNamespace = false;
        index.keysByValue.clear();
        for (auto item = m_items.constBegin(); item != m_items.constEnd(); ++item)
            for (const QByteArray &value : index.function(item.value()))
                index.keysByValue[value].insert(item.key());
    }
}

bool Indexer::hasIndex(const QString &indexName) const
{
    std::shared_lock lock(m_lock);
    return findIndex(indexName) != nullptr;
}

QList<Object> Indexer::byIndex(const QString &indexName, const QByteArray &value) const
{
    std::shared_lock lock(m_lock);
    QList<Object> out;
    const Index *index = findIndex(indexName);
    if (!index)
        return out;
    const QSet<QByteArray> keys = index->keysByValue.value(value);
    out.reserve(keys.size());
    for (const QByteArray &key : keys)
        out.append(m_items.value(key));
    return out;
}

QList<QByteArray> Indexer::indexKeys(const QString &indexName, const QByteArray &value) const
{
    std::shared_lock lock(m_lock);
    const Index *index = findIndex(indexName);
    return index ? index->keysByValue.value(value).values() : QList<QByteArray>();
}

QList<QByteArray> Indexer::listIndexFuncValues(const QString &indexName) const
{
    std::shared_lock lock(m_lock);
    const Index *index = findIndex(indexName);
    return index ? index->keysByValue.keys() : QList<QByteArray>();
}

QList<Object> Indexer::index(const QString &indexName, const Object &object) const
{
    std::shared_lock lock(m_lock);
    const Index *index = findIndex(indexName);
    if (!index)
        return {};
    QSet<QByteArray> keys;
    for (const QByteArray &value : index->function(object))
        keys.unite(index->keysByValue.value(value));
    QList<Object> out;
    for (const QByteArray &key : std::as_const(keys))
        out.append(m_items.value(key));
    return out;
}

} // namespace kube
