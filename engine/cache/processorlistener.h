// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "resourceeventhandler.h"

#include <QMutex>
#include <QObject>
#include <QPointer>
#include <QThread>

#include <atomic>
#include <deque>
#include <memory>

namespace kube {

struct Notification
{
    // Replace: a relist (not the initial list) found the object new or changed; oldObject is null when new.
    enum class Type { Add, Update, Delete, Replace };
    Type type = Type::Add;
    Object oldObject;
    Object object;
    bool isInInitialList = false;
    bool finalStateUnknown = false;
};

// One handler of a SharedIndexInformer with its own growing buffer (client-go's processorListener): the
// informer appends without ever waiting, the handler drains on its own thread, so a slow handler blocks neither
// the informer nor the other handlers. Tracks per-handler HasSynced: true once every notification of the initial
// list has been handled.
class ProcessorListener : public QObject
{
    Q_OBJECT
public:
    ProcessorListener(std::shared_ptr<ResourceEventHandler> handler, qint64 resyncPeriodMs);
    ~ProcessorListener() override;

    // Thread-safe: queue a notification; `initial` marks one from the initial list. The listener's thread is
    // woken once `wakeBatch` are waiting, or by flush(): one wake-up per batch, not per object (at 100k objects
    // a wake-up each cost more than the handlers).
    void add(Notification notification);
    // Thread-safe: wake the listener for whatever add() queued (the informer calls it when its queue is empty).
    void flush();
    // Thread-safe: the informer's initial list is complete; `hasSynced` can become true, and the handler
    // hears onSynced() once it has handled the list.
    void markInformerSynced();
    bool hasSynced() const;
    qsizetype pending() const;
    qsizetype peakPending() const;
    // For the inspector, without the lock (never blocks): pending() as of the last change, and how long the
    // handler has had work waiting (0: caught up).
    qsizetype pendingNow() const { return m_pendingNow.load(std::memory_order_relaxed); }
    qint64 lagMs() const;
    qint64 resyncPeriodMs() const { return m_resyncPeriodMs; }
    // Stops delivering and joins the thread (notifications still buffered are dropped).
    void stop();

    // Resync bookkeeping, used by the informer's thread only.
    qint64 nextResyncMs = 0;
    bool resyncDue = false;

    static constexpr qsizetype wakeBatch = 256;

private:
    void drain();
    void scheduleLocked();

    std::shared_ptr<ResourceEventHandler> m_handler;
    qint64 m_resyncPeriodMs;
    QThread m_thread;
    QPointer<QObject> m_worker; // lives on m_thread; drain() runs there
    mutable QMutex m_mutex;
    std::deque<Notification> m_buffer;
    bool m_scheduled = false;
    bool m_stopped = false;
    bool m_informerSynced = false;
    bool m_syncAnnounced = false; // the handler has heard onSynced()
    qsizetype m_initialPending = 0;
    qsizetype m_peak = 0;
    std::atomic<qsizetype> m_pendingNow{0};
    std::atomic<qint64> m_waitingSinceMs{0}; // ms since the epoch when work arrived for an idle handler, 0: idle
};

} // namespace kube
