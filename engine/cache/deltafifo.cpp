// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "deltafifo.h"

#include <QSet>

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
        m_depth.store(m_items.size(), std::memory_order_relaxed);
    }
}

void DeltaFifo::add(const Object &object)
{
    QMutexLocker lock(&m_mutex);
    m_populated = true;
    queueLocked(Delta::Type::Added, object);
}

void DeltaFifo::update(const Object &object)
{
    QMutexLocker lock(&m_mutex);
    m_populated = true;
    queueLocked(Delta::Type::Updated, object);
}

void DeltaFifo::remove(const Object &object)
{
    QMutexLocker lock(&m_mutex);
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
    if (m_items.isEmpty() && (!m_known || m_known->size() == 0)) {
        // Nothing known and nothing queued (an informer's first list): nothing can have gone, and no set of
        // the listed keys is needed (for 100k objects, a tenth of a second on the informer's thread).
        if (!objects.isEmpty()) // QHash::reserve(0) squeezes
            m_items.reserve(objects.size());
        m_queue.reserve(m_queue.size() + objects.size());
        for (const Object &object : objects)
            queueLocked(Delta::Type::Replaced, object);
        finishReplaceLocked(m_items.size(), resourceVersion);
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
    if (m_known) {
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
    const QList<QByteArray> queuedKeys = m_items.keys();
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
    if (!m_known)
        return;
    for (const QByteArray &key : m_known->listKeys()) {
        if (m_items.contains(key))
            continue; // newer deltas are queued: a sync would be stale
        if (const std::optional<Object> object = m_known->getByKey(key))
            queueLocked(Delta::Type::Sync, *object);
    }
}

bool DeltaFifo::pop(const Process &process)
{
    QMutexLocker lock(&m_mutex);
    while (m_queueHead < m_queue.size()) {
        const QByteArray key = m_queue.at(m_queueHead++);
        if (m_queueHead > 4096 && m_queueHead * 2 > m_queue.size()) {
            m_queue.remove(0, m_queueHead);
            m_queueHead = 0;
        }
        auto it = m_items.find(key);
        if (it == m_items.end())
            continue;
        const Deltas deltas = *it;
        m_items.erase(it);
        m_depth.store(m_items.size(), std::memory_order_relaxed);
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
            m_depth.store(m_items.size(), std::memory_order_relaxed);
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
    return m_items.keys();
}

std::optional<Deltas> DeltaFifo::get(const QByteArray &key) const
{
    QMutexLocker lock(&m_mutex);
    auto it = m_items.constFind(key);
    if (it == m_items.constEnd())
        return std::nullopt;
    return *it;
}

qsizetype DeltaFifo::size() const
{
    QMutexLocker lock(&m_mutex);
    return m_items.size();
}

QByteArray DeltaFifo::lastResourceVersion() const
{
    QMutexLocker lock(&m_mutex);
    return m_lastResourceVersion;
}

} // namespace kube
