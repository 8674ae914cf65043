// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "core/object.h"

#include <QHash>
#include <QSet>

#include <functional>
#include <optional>
#include <shared_mutex>
#include <vector>

namespace kube {

// Returns the index values an object is filed under (many values allowed: one per label, one per owner...).
using IndexFunc = std::function<QList<QByteArray>(const Object &)>;

// client-go's ThreadSafeStore + Indexer: objects by key ("namespace/name", or "name" when cluster-scoped) and
// named indexes kept exact through add, update, delete and replace. Any thread may read and write; a change
// (object and all its index entries) is applied under one write lock, so readers never see half of it.
// Objects are immutable, so what List/Get return stays valid and must simply not be modified.
class QKUBE_ENGINE_EXPORT Indexer
{
public:
    static constexpr const char *namespaceIndex = "namespace";
    // Example indexes: pods by spec.nodeName, objects by "key=value" label, by controller/owner uid.
    static QList<QByteArray> byNamespace(const Object &object);
    static QList<QByteArray> byNodeName(const Object &object);
    static QList<QByteArray> byLabel(const Object &object);
    static QList<QByteArray> byOwnerUid(const Object &object);

    Indexer();

    void add(const Object &object) { update(object); }
    void update(const Object &object) { upsert(object); }
    // Stores `object` and returns what it replaced (nothing for a new key): get() and update() in one
    // look-up.
    std::optional<Object> upsert(const Object &object) { return upsert(object.key(), object); }
    // Same, for the caller that has the key already (an informer has it from its queue).
    std::optional<Object> upsert(const QByteArray &key, const Object &object);
    // Room for `count` objects, so a first list fills the store without growing it step by step.
    void reserve(qsizetype count);
    void remove(const Object &object) { removeKey(object.key()); }
    void removeKey(const QByteArray &key);
    // Replaces the whole content (a relist) and rebuilds every index.
    void replace(const QList<Object> &objects);

    QList<Object> list() const;
    QList<QByteArray> listKeys() const;
    std::optional<Object> getByKey(const QByteArray &key) const;
    std::optional<Object> get(const Object &object) const { return getByKey(object.key()); }
    qsizetype size() const;

    // Adds indexes; objects already stored are indexed at once.
    void addIndexers(const QHash<QString, IndexFunc> &indexers);
    QList<Object> byIndex(const QString &indexName, const QByteArray &value) const;
    QList<QByteArray> indexKeys(const QString &indexName, const QByteArray &value) const;
    QList<QByteArray> listIndexFuncValues(const QString &indexName) const;
    // Objects that share any value of `indexName` with `object`.
    QList<Object> index(const QString &indexName, const Object &object) const;
    bool hasIndex(const QString &indexName) const;
    QStringList indexNames() const;

private:
    // One named index: its function and the keys filed under each value. A few at most, kept in a vector:
    // every change visits each of them.
    struct Index
    {
        QString name;
        IndexFunc function;
        QHash<QByteArray, QSet<QByteArray>> keysByValue;
        // The built-in namespace index, filed by the object's namespace directly: building a list of one
        // value for each object cost two allocations a change.
        bool byNamespace = false;
    };
    using Indexes = std::vector<Index>;

    void indexLocked(const QByteArray &key, const Object *oldObject, const Object *newObject);
    static void fileByNamespace(Index &index, const QByteArray &key, const Object *oldObject,
                                const Object *newObject);
    const Index *findIndex(const QString &indexName) const;

    // std::shared_mutex rather than QReadWriteLock: same cost, and ThreadSanitizer can see it (Debian's Qt is
    // not instrumented), so the sanitizer runs check this locking for real.
    mutable std::shared_mutex m_lock;
    QHash<QByteArray, Object> m_items;
    Indexes m_indexes;
};

} // namespace kube
