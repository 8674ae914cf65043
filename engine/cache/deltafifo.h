// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "delta.h"
#include "indexer.h"

#include <QMutex>

#include <atomic>

#include <functional>

namespace kube {

// client-go's DeltaFIFO: a queue of keys, each with the list of changes (deltas) not yet processed, in
// arrival order. Replace (a relist) queues Replaced for every listed object and a Deleted tombstone for every
// known or queued key the list no longer has. `knownObjects` is the informer's indexer (what has been
// processed). Pop is non-blocking (the informer pops on its thread when the reflector has queued something).
// Thread-safe; its owner is the informer's thread.
//
// An informer's first list (nothing known, nothing queued) is kept as the list itself and popped from it in
// order: the same Replaced deltas, without a hash entry and a key built for each object before the first pop
// (for 10k objects, 3 ms the list's rows used to wait for). Anything else done to the queue while part of it
// is left first files the rest by key, as a replace would have.
class QKUBE_ENGINE_EXPORT DeltaFifo
{
public:
    // Return true to requeue the key's deltas (unless newer ones arrived), as client-go's ErrRequeue.
    using Process = std::function<bool(const QByteArray &key, const Deltas &deltas, bool isInInitialList)>;
    using Transform = std::function<Object(const Object &)>;

    explicit DeltaFifo(const Indexer *knownObjects);

    void add(const Object &object);
    void update(const Object &object);
    // Ignored for a key neither known nor queued.
    void remove(const Object &object);
    void replace(const QList<Object> &objects, const QByteArray &resourceVersion);
    // Queues Sync for every known object that has no deltas queued.
    void resync();

    // Pops the oldest key and hands its deltas to `process`. False when the queue is empty or closed.
    bool pop(const Process &process);
    void close();
    bool isClosed() const;

    // True once the first Replace (or the first Add/Update/Delete) has been queued and all of it popped.
    bool hasSynced() const;
    QList<QByteArray> listKeys() const;
    std::optional<Deltas> get(const QByteArray &key) const;
    qsizetype size() const;
    // size() without the lock, for the inspector: it may lag the queue by a change, never blocks.
    qsizetype depth() const { return m_depth.load(std::memory_order_relaxed); }
    QByteArray lastResourceVersion() const;

    // Runs on every object as it is queued (not on tombstones); set before the first change.
    void setTransform(Transform transform);

private:
    void queueLocked(Delta::Type type, const Object &object, bool finalStateUnknown = false);
    // Files what is left of a first list by key, ahead of the keys queued after it.
    void fileInitialListLocked();
    bool popInitialLocked(QMutexLocker<QMutex> &lock, const Process &process);
    qsizetype initialLeftLocked() const { return m_initialList.size() - m_initialNext; }
    void storeDepthLocked()
    {
        m_depth.store(m_items.size() + initialLeftLocked(), std::memory_order_relaxed);
    }
    // The end of a replace: the first one sets how many keys the initial population is.
    void finishReplaceLocked(qsizetype queuedKeys, const QByteArray &resourceVersion);

    const Indexer *m_known;
    mutable QMutex m_mutex;
    QHash<QByteArray, Deltas> m_items;
    std::atomic<qsizetype> m_depth{0}; // m_items.size(), stored whenever it changes
    QList<QByteArray> m_queue;         // FIFO order of keys in m_items
    qsizetype m_queueHead = 0;
    QList<Object> m_initialList; // a first list, popped from m_initialNext on (not transformed yet)
    qsizetype m_initialNext = 0;
    Deltas m_initialDeltas; // the one delta a popped object of the first list is handed in
    bool m_populated = false;
    qsizetype m_initialPopulationCount = 0;
    bool m_closed = false;
    QByteArray m_lastResourceVersion;
    Transform m_transform;
};

} // namespace kube
