// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "resourcetype.h"
#include "selectablefields.h"

#include <QJsonObject>
#include <QMap>
#include <QObject>

#include <deque>
#include <memory>

namespace kube::sim {

// An object as kubesim keeps it: only its compact JSON (what lists and watches send) and what selectors read.
// A parsed QJsonObject costs several times the JSON, so writes parse on demand instead: 100k pods must fit.
struct StoredObject
{
    QByteArray json;
    quint64 resourceVersion = 0;
    std::shared_ptr<const SelectableFields> selectable;
    qsizetype resourceVersionOffset = -1; // where metadata.resourceVersion's digits start, once touch() has looked

    bool isNull() const { return json.isEmpty(); }
    QJsonObject object() const;
};

struct StoreEvent
{
    quint64 resourceVersion = 0;
    const ResourceType *type = nullptr;
    QByteArray eventType; // ADDED, MODIFIED, DELETED
    QString namespaceName;
    QString key;
    StoredObject object;
    StoredObject previous; // the state before this change (MODIFIED, DELETED), to rebuild older versions
};

// kubesim's etcd: every object of every resource, one cluster-wide revision counter, and a bounded history of
// changes for watches to resume from. Lives on the server's thread.
class ObjectStore : public QObject
{
    Q_OBJECT
public:
    explicit ObjectStore(qsizetype historyLimit, QObject *parent = nullptr);

    quint64 currentResourceVersion() const { return m_resourceVersion; }
    // Watches from a resourceVersion older than this get 410 Expired.
    quint64 oldestResumableVersion() const { return m_compactedThrough + 1; }
    void compact(); // drop all history (a fault: the next resume gets 410)
    void setHistoryLimit(qsizetype limit) { m_historyLimit = limit; }
    const std::deque<StoreEvent> &history() const { return m_history; }

    const QMap<QString, StoredObject> &objects(const ResourceType &type) const;
    // The objects of `type` as they were at `resourceVersion` (which must be >= oldestResumableVersion() - 1),
    // rebuilt from history: what a paginated list consistent at one version serves.
    QMap<QString, StoredObject> objectsAt(const ResourceType &type, quint64 resourceVersion) const;
    bool changedSince(const ResourceType &type, quint64 resourceVersion) const;
    const StoredObject *find(const ResourceType &type, const QString &ns, const QString &name) const;

    // The store fills resourceVersion, generation (where the type tracks one), and uid and creationTimestamp
    // unless given (the API path sets the uid first: a Job's labels carry it). Returns the stored object.
    StoredObject create(const ResourceType &type, QJsonObject object);
    StoredObject update(const ResourceType &type, QJsonObject object);
    StoredObject remove(const ResourceType &type, const QString &ns, const QString &name);
    // A MODIFIED done on the bytes, what lets kubesim stream tens of thousands of watch events a second for the
    // benchmarks. ResourceVersion changes nothing else (a status heartbeat); ContainerRestart also counts one more
    // restart of the first container, a change a pod table shows.
    enum class Touch { ResourceVersion, ContainerRestart };
    StoredObject touch(const ResourceType &type, const QString &key, Touch what = Touch::ResourceVersion);

    static QString keyOf(const QString &ns, const QString &name) { return ns.isEmpty() ? name : ns + QLatin1Char('/') + name; }

Q_SIGNALS:
    void changed(const kube::sim::StoreEvent &event);

private:
    StoredObject store(const ResourceType &type, QJsonObject object, const QByteArray &eventType);
    void record(const ResourceType &type, const QByteArray &eventType, const QString &key, const StoredObject &stored, const StoredObject &previous);

    QHash<QString, QMap<QString, StoredObject>> m_objects;
    std::deque<StoreEvent> m_history;
    qsizetype m_historyLimit;
    quint64 m_resourceVersion = 1000;
    quint64 m_compactedThrough = 1000;
};

} // namespace kube::sim
