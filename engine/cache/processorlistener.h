// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "resourceeventhandler.h"

#include <QMutex>
#include <QObject>
#include <QPointer>
#include <QThread>

#include <atomic>
#include <memory>
#include <vector>

namespace kube {

struct QKUBE_ENGINE_EXPORT Notification
{
    // Replace: a relist (not the initial list) found the object new or changed; oldObject is null when new.
    enum class Type { Add, Update, Delete, Replace };
    Type type = Type::Add;
    Object oldObject;
    Object object;
    bool isInInitialList = false;
    bool finalStateUnknown = false;
};

// Normal handlers feed what a user waits for (a table); Background ones (a journal) run their thread below
// them and the informer's, so on a busy machine they get what the others leave and catch up afterwards.
enum class HandlerPriority { Normal, Background };

// One handler of a SharedIndexInformer with its own growing buffer (client-go's processorListener): the
// informer appends without ever waiting, the handler drains on its own thread, so a slow handler blocks
// neither the informer nor the other handlers. Tracks per-handler HasSynced: true once every notification of
// the initial list has been handled.
class QKUBE_ENGINE_EXPORT ProcessorListener : public QObject
{
    Q_OBJECT
public:
    ProcessorListener(std::shared_ptr<ResourceEventHandler> handler, qint64 resyncPeriodMs,
                      HandlerPriority priority = HandlerPriority::Normal);
    ~ProcessorListener() override;

    // Thread-safe: queue a notification; `initial` marks one from the initial list. The listener's thread is
    // woken once `wakeBatch` are waiting, or by flush(): one wake-up per batch, not per object (at 100k
    // objects a wake-up each cost more than the handlers).
    void add(Notification notification);
    // add() for the informer's thread, which calls it with its listeners' lock held (one caller at a time):
    // gathers notifications and hands them over `wakeBatch` at a time, under one lock. A lock each made the
    // informer wait for the listener taking its own (21 waits while a 10k list was handed over).
    void queue(Notification notification);
    // Hands over what queue() gathered (same caller rule) and wakes the listener for whatever is waiting (the
    // informer calls it when its queue is empty).
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
    void handOverGathered();
    void noteArrivalLocked(qsizetype initial);

    std::shared_ptr<ResourceEventHandler> m_handler;
    qint64 m_resyncPeriodMs;
    QThread m_thread;
    QPointer<QObject> m_worker; // lives on m_thread; drain() runs there
    mutable QMutex m_mutex;
    std::vector<Notification> m_gathered; // by queue(), not handed over yet
    std::vector<Notification> m_buffer;   // handed over (under m_mutex)
    // Taken from m_buffer whole (a swap under the lock) and handled a chunk at a time: the listener's
    // thread's alone. m_inHandLeft (under m_mutex) is what is left of it, for pending().
    std::vector<Notification> m_inHand;
    size_t m_inHandAt = 0;
    qsizetype m_inHandLeft = 0;
    bool m_scheduled = false;
    bool m_stopped = false;
    bool m_informerSynced = false;
    bool m_syncAnnounced = false; // the handler has heard onSynced()
    qsizetype m_initialPending = 0;
    qsizetype m_peak = 0;
    std::atomic<qsizetype> m_pendingNow{0};
    // When work arrived for an idle handler (ms since the epoch), 0: idle.
    std::atomic<qint64> m_waitingSinceMs{0};
};

} // namespace kube
