// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "deltafifo.h"
#include "plantedbug.h"

#include <QSet>

#include <array>

namespace kube {

const char *Delta::typeName(Type type)
{
    switch (type) {
    case Type::Added:
        return "Added";
    case Type::Updated:
        return "Updated";
    case Type::Deleted:
        return "Deleted";
    case Type::Replaced:
        return "Replaced";
    case Type::Sync:
        return "Sync";
    }
    return "";
}

namespace {

// Whether each object's key ("namespace/name", or "name") sorts after the one before it, compared as bytes
// without building them. An apiserver's lists come in that order (etcd's), which proves no key is there
// twice.
bool keysAscend(const QList<Object> &objects)
{
    const auto parts = [](const Object &object) {
        const QByteArrayView ns = object.namespaceName();
        return ns.isEmpty() ? std::array<QByteArrayView, 3>{object.name(), {}, {}}
                            : std::array<QByteArrayView, 3>{ns, "/", object.name()};
    };
    const auto less = [](const std::array<QByteArrayView, 3> &a, const std::array<QByteArrayView, 3> &b) {
        size_t pa = 0, pb = 0;
        qsizetype ia = 0, ib = 0;
        while (true) {
            while (pa < 3 && ia == a[pa].size()) {
                ++pa;
                ia = 0;
            }
            while (pb < 3 && ib == b[pb].size()) {
                ++pb;
                ib = 0;
            }
            if (pa == 3 || pb == 3)
                return pa == 3 && pb < 3; // a proper prefix sorts first; equal keys are not less
            const quint8 ca = quint8(a[pa][ia++]), cb = quint8(b[pb][ib++]);
            if (ca != cb)
                return ca < cb;
        }
    };
    for (qsizetype i = 1; i < objects.size(); ++i)
        if (!less(parts(objects.at(i - 1)), parts(objects.at(i))))
            return false;
    return true;
}

} // namespace

DeltaFifo::DeltaFifo(const Indexer *knownObjects) : m_known(knownObjects) {}

void DeltaFifo::setTransform(Transform transform)
{
    QMutexLocker lock(&m_mutex);
    m_transform = std::move(transform);
}

void DeltaFifo::queueLocked(Delta::Type type, const Object &object, bool finalStateUnknown)
{
    const Object queued = (m_transform && !finalStateUnknown) ? m_transform(object) : object;
    const QByteArray key = queued.key();
    auto it = m_items.find(key);
    const bool isNew = it == m_items.end();
    if (isNew)
        it = m_items.insert(key, {});
    Deltas &deltas = *it;
    deltas.append({type, queued, finalStateUnknown});
    // Two deletions in a row collapse into one; the one with the real final state wins over a tombstone.
    if (deltas.size() >= 2) {
        const Delta &previous = deltas.at(deltas.size() - 2);
        const Delta &last = deltas.last();
        if (previous.type == Delta::Type::Deleted && last.type == Delta::Type::Deleted) {
            const Delta keep = last.finalStateUnknown ? previous : last;
            deltas.removeLast();
            deltas.last() = keep;
        }
    }
    if (isNew) {
        m_queue.append(key);
        storeDepthLocked();
    }
}

void DeltaFifo::fileInitialListLocked()
{
    if (initialLeftLocked() == 0)
        return;
    // Nothing else is queued while a first list is left (every other change files it first), so its keys go
    // where a replace would have put them.
    const QList<Object> left = std::exchange(m_initialList, {}).mid(std::exchange(m_initialNext, 0));
    // The initial population counted the list's objects; filed, it counts their keys (a replace's count).
    const qsizetype keysBefore = m_items.size();
    for (const Object &object : left)
        queueLocked(Delta::Type::Replaced, object);
    m_initialPopulationCount =
        std::max<qsizetype>(0, m_initialPopulationCount - left.size() + (m_items.size() - keysBefore));
    storeDepthLocked();
}

void DeltaFifo::add(const Object &object)
{
    QMutexLocker lock(&m_mutex);
    fileInitialListLocked();
    m_populated = true;
    queueLocked(Delta::Type::Added, object);
}

void DeltaFifo::update(const Object &object)
{
    QMutexLocker lock(&m_mutex);
    fileInitialListLocked();
    m_populated = true;
    queueLocked(Delta::Type::Updated, object);
}

void DeltaFifo::remove(const Object &object)
{
    QMutexLocker lock(&m_mutex);
    fileInitialListLocked();
    m_populated = true;
    const QByteArray key = object.key();
    const bool queued = m_items.contains(key);
    const bool known = m_known && m_known->getByKey(key).has_value();
    if (!queued && !known)
        return; // nothing to delete: client-go ignores it too
    queueLocked(Delta::Type::Deleted, object);
}

void DeltaFifo::replace(const QList<Object> &objects, const QByteArray &resourceVersion)
{
    QMutexLocker lock(&m_mutex);
    fileInitialListLocked();
    if (m_items.isEmpty() && (!m_known || m_known->size() == 0) && keysAscend(objects)) {
        // Nothing known and nothing queued (an informer's first list): nothing can have gone, so no set of
        // the listed keys is needed. No key is there twice (it would be one key with two deltas), so the list
        // is popped as it is.
        m_initialList = objects;
        m_initialNext = 0;
        storeDepthLocked();
        finishReplaceLocked(objects.size(), resourceVersion);
        return;
    }
    QSet<QByteArray> listed;
    listed.reserve(objects.size());
    for (const Object &object : objects) {
        listed.insert(object.key());
        queueLocked(Delta::Type::Replaced, object);
    }
    qsizetype deletions = 0;
    // Known objects the list no longer has: their deletion was missed.
    if (m_known && !QKUBE_PLANTED_BUG("relist-keeps-vanished")) {
        for (const QByteArray &key : m_known->listKeys()) {
            if (listed.contains(key))
                continue;
            const std::optional<Object> last = m_known->getByKey(key);
            if (!last)
                continue;
            queueLocked(Delta::Type::Deleted, *last, true);
            ++deletions;
        }
    }
    // Queued but never processed objects the list no longer has.
    const QList<QByteArray> queuedKeys =
        QKUBE_PLANTED_BUG("relist-forgets-queued") ? QList<QByteArray>() : m_items.keys();
    for (const QByteArray &key : queuedKeys) {
        if (listed.contains(key) || (m_known && m_known->getByKey(key)))
            continue;
        const Deltas &deltas = m_items.value(key);
        if (deltas.isEmpty() || deltas.last().type == Delta::Type::Deleted)
            continue;
        queueLocked(Delta::Type::Deleted, deltas.last().object, true);
        ++deletions;
    }
    finishReplaceLocked(listed.size() + deletions, resourceVersion);
}

void DeltaFifo::finishReplaceLocked(qsizetype queuedKeys, const QByteArray &resourceVersion)
{
    if (!m_populated) {
        m_populated = true;
        m_initialPopulationCount = queuedKeys;
    }
    m_lastResourceVersion = resourceVersion;
}

void DeltaFifo::resync()
{
    QMutexLocker lock(&m_mutex);
    fileInitialListLocked();
    if (!m_known)
        return;
    for (const QByteArray &key : m_known->listKeys()) {
        if (m_items.contains(key))
            continue; // newer deltas are queued: a sync would be stale
        if (const std::optional<Object> object = m_known->getByKey(key))
            queueLocked(Delta::Type::Sync, *object);
    }
}

bool DeltaFifo::popInitialLocked(QMutexLocker<QMutex> &lock, const Process &process)
{
    const Object &listed = m_initialList.at(m_initialNext++);
    const Object object = m_transform ? m_transform(listed) : listed;
    if (initialLeftLocked() == 0) {
        m_initialList = {};
        m_initialNext = 0;
    }
    storeDepthLocked();
    const bool isInInitialList = m_initialPopulationCount > 0;
    if (m_initialPopulationCount > 0)
        --m_initialPopulationCount;
    const QByteArray key = object.key();
    m_initialDeltas.clear(); // keeps its room unless a requeue below holds it
    m_initialDeltas.append({Delta::Type::Replaced, object, false});
    lock.unlock();
    const bool requeue = process(key, m_initialDeltas, isInInitialList);
    lock.relock();
    if (requeue && !m_items.contains(key)) {
        // Behind the rest of the list, as a replace would have queued it.
        fileInitialListLocked();
        m_items.insert(key, m_initialDeltas);
        m_queue.append(key);
        storeDepthLocked();
    }
    return true;
}

bool DeltaFifo::pop(const Process &process)
{
    QMutexLocker lock(&m_mutex);
    if (initialLeftLocked() > 0)
        return popInitialLocked(lock, process);
    while (m_queueHead < m_queue.size()) {
        const QByteArray key = m_queue.at(m_queueHead++);
        if (m_queueHead > 4096 && m_queueHead * 2 > m_queue.size()) {
            m_queue.remove(0, m_queueHead);
            m_queueHead = 0;
        }
        auto it = m_items.find(key);
        if (it == m_items.end())
            continue;
        const Deltas deltas = std::move(*it);
        m_items.erase(it);
        storeDepthLocked();
        const bool isInInitialList = m_initialPopulationCount > 0;
        if (m_initialPopulationCount > 0)
            --m_initialPopulationCount;
        // Process without the lock: handlers may take time and the reflector keeps queueing meanwhile.
        lock.unlock();
        const bool requeue = process(key, deltas, isInInitialList);
        lock.relock();
        if (requeue && !m_items.contains(key)) {
            m_items.insert(key, deltas);
            m_queue.append(key);
            storeDepthLocked();
        }
        return true;
    }
    return false;
}

void DeltaFifo::close()
{
    QMutexLocker lock(&m_mutex);
    m_closed = true;
}

bool DeltaFifo::isClosed() const
{
    QMutexLocker lock(&m_mutex);
    return m_closed;
}

bool DeltaFifo::hasSynced() const
{
    QMutexLocker lock(&m_mutex);
    return m_populated && m_initialPopulationCount == 0;
}

QList<QByteArray> DeltaFifo::listKeys() const
{
    QMutexLocker lock(&m_mutex);
    QList<QByteArray> keys = m_items.keys();
    for (qsizetype i = m_initialNext; i < m_initialList.size(); ++i) {
        QByteArray key = m_initialList.at(i).key();
        if (!m_items.contains(key))
            keys.append(std::move(key));
    }
    return keys;
}

// What filing the rest of a first list would give the key: a scan of it, which runs the transform on what it
// finds (the rare caller: tests).
std::optional<Deltas> DeltaFifo::get(const QByteArray &key) const
{
    QMutexLocker lock(&m_mutex);
    auto it = m_items.constFind(key);
    std::optional<Deltas> deltas;
    if (it != m_items.constEnd())
        deltas = *it;
    for (qsizetype i = m_initialNext; i < m_initialList.size(); ++i) {
        const Object &object = m_initialList.at(i);
        if (object.key() != key)
            continue;
        if (!deltas)
            deltas.emplace();
        deltas->append({Delta::Type::Replaced, m_transform ? m_transform(object) : object, false});
    }
    return deltas;
}

qsizetype DeltaFifo::size() const
{
    QMutexLocker lock(&m_mutex);
    return m_items.size() + initialLeftLocked();
}

QByteArray DeltaFifo::lastResourceVersion() const
{
    QMutexLocker lock(&m_mutex);
    return m_lastResourceVersion;
}

} // namespace kube
