// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "processorlistener.h"

#include "core/threadhandoff.h"
#include "core/workerpriority.h"

#include <QDateTime>

#include <algorithm>
#include <iterator>

namespace kube {

namespace {
// Notifications handled per turn of the listener's event loop, so stop() is noticed promptly.
constexpr int drainChunk = 512;
} // namespace

ProcessorListener::ProcessorListener(std::shared_ptr<ResourceEventHandler> handler, qint64 resyncPeriodMs,
                                     HandlerPriority priority)
    : m_handler(std::move(handler)), m_resyncPeriodMs(resyncPeriodMs), m_worker(new QObject)
{
    m_thread.setObjectName(QStringLiteral("qkube-listener"));
    m_worker->moveToThread(&m_thread);
    startWorkerThread(m_thread, priority == HandlerPriority::Background ? backgroundExtraNiceness : 0);
}

ProcessorListener::~ProcessorListener()
{
    stop();
}

void ProcessorListener::stop()
{
    {
        QMutexLocker lock(&m_mutex);
        if (m_stopped && !m_thread.isRunning() && !m_worker)
            return;
        m_stopped = true;
        m_buffer.clear();
        m_inHandLeft = 0;
        m_pendingNow.store(0, std::memory_order_relaxed);
        m_waitingSinceMs.store(0, std::memory_order_relaxed);
    }
    m_thread.quit();
    m_thread.wait();
    detail::handoffAcquire(&m_inHand); // the thread is gone; what it held goes with this object
    delete m_worker; // its thread has ended: deleting it from here is safe, and certain (deleteLater at exit
                     // is not)
}

void ProcessorListener::noteArrivalLocked(qsizetype initial)
{
    m_initialPending += initial;
    const qsizetype pending = qsizetype(m_buffer.size()) + m_inHandLeft;
    m_peak = std::max(m_peak, pending);
    m_pendingNow.store(pending, std::memory_order_relaxed);
    // One clock read when an idle handler gets work, not one a notification.
    if (m_waitingSinceMs.load(std::memory_order_relaxed) == 0)
        m_waitingSinceMs.store(QDateTime::currentMSecsSinceEpoch(), std::memory_order_relaxed);
}

void ProcessorListener::add(Notification notification)
{
    QMutexLocker lock(&m_mutex);
    if (m_stopped)
        return;
    const qsizetype initial = notification.isInInitialList ? 1 : 0;
    m_buffer.push_back(std::move(notification));
    noteArrivalLocked(initial);
    if (qsizetype(m_buffer.size()) >= wakeBatch)
        scheduleLocked();
}

void ProcessorListener::queue(Notification notification)
{
    m_gathered.push_back(std::move(notification));
    if (qsizetype(m_gathered.size()) >= wakeBatch)
        handOverGathered();
}

void ProcessorListener::handOverGathered()
{
    qsizetype initial = 0;
    for (const Notification &notification : m_gathered)
        initial += notification.isInInitialList ? 1 : 0;
    QMutexLocker lock(&m_mutex);
    if (m_stopped) {
        m_gathered.clear();
        return;
    }
    if (m_buffer.empty())
        m_buffer.swap(m_gathered); // the capacities go round; nothing is copied
    else
        std::move(m_gathered.begin(), m_gathered.end(), std::back_inserter(m_buffer));
    m_gathered.clear();
    noteArrivalLocked(initial);
    scheduleLocked();
}

void ProcessorListener::flush()
{
    if (!m_gathered.empty())
        handOverGathered();
    QMutexLocker lock(&m_mutex);
    if (!m_stopped && !m_buffer.empty())
        scheduleLocked();
}

void ProcessorListener::scheduleLocked()
{
    if (m_scheduled)
        return;
    m_scheduled = true;
    detail::postMarked(m_worker, [this] { drain(); }); // marked on the call Qt keeps, which captures `this`
}

void ProcessorListener::drain()
{
    {
        QMutexLocker lock(&m_mutex);
        if (m_stopped) {
            m_scheduled = false;
            return;
        }
        if (m_inHandAt == m_inHand.size()) {
            // All that waits, in one swap: the informer is never kept waiting for a copy.
            m_inHand.clear();
            m_inHandAt = 0;
            m_inHand.swap(m_buffer);
        }
        m_inHandLeft = qsizetype(m_inHand.size() - m_inHandAt);
    }
    // A chunk at a time, then back to the event loop, so stop() is noticed promptly.
    const size_t end = std::min(m_inHand.size(), m_inHandAt + size_t(drainChunk));
    qsizetype initial = 0;
    for (; m_inHandAt < end; ++m_inHandAt) {
        const Notification &notification = m_inHand[m_inHandAt];
        switch (notification.type) {
        case Notification::Type::Add:
            m_handler->onAdd(notification.object, notification.isInInitialList);
            break;
        case Notification::Type::Update:
            m_handler->onUpdate(notification.oldObject, notification.object);
            break;
        case Notification::Type::Delete:
            m_handler->onDelete(notification.object, notification.finalStateUnknown);
            break;
        case Notification::Type::Replace:
            m_handler->onReplace(notification.oldObject, notification.object);
            break;
        }
        initial += notification.isInInitialList;
    }
    m_handler->onRunEnd();
    if (m_inHandAt == m_inHand.size()) {
        // The objects go here, on this thread, not under the lock; the room a list needed goes with them,
        // rather than staying with an idle listener.
        if (m_inHand.capacity() > size_t(4 * wakeBatch))
            std::vector<Notification>().swap(m_inHand);
        else
            m_inHand.clear();
        m_inHandAt = 0;
    }
    detail::handoffRelease(&m_inHand);
    bool announceSynced = false;
    {
        QMutexLocker lock(&m_mutex);
        m_initialPending -= initial;
        m_inHandLeft = qsizetype(m_inHand.size() - m_inHandAt);
        m_pendingNow.store(qsizetype(m_buffer.size()) + m_inHandLeft, std::memory_order_relaxed);
        announceSynced = !m_stopped && !m_syncAnnounced && m_informerSynced && m_initialPending == 0;
        m_syncAnnounced = m_syncAnnounced || announceSynced;
    }
    if (announceSynced)
        m_handler->onSynced();
    QMutexLocker lock(&m_mutex);
    // The informer may have synced since the check above, while this turn still counted as scheduled.
    const bool syncToAnnounce = !m_syncAnnounced && m_informerSynced && m_initialPending == 0;
    if (m_stopped || (m_buffer.empty() && m_inHandLeft == 0 && !syncToAnnounce)) {
        m_waitingSinceMs.store(0, std::memory_order_relaxed);
        m_scheduled = false;
        return;
    }
    detail::postMarked(m_worker, [this] { drain(); });
}

void ProcessorListener::markInformerSynced()
{
    QMutexLocker lock(&m_mutex);
    m_informerSynced = true;
    // The handler may have handled the whole list already (or there was none): drain() tells it.
    if (!m_stopped && !m_syncAnnounced && m_initialPending == 0)
        scheduleLocked();
}

bool ProcessorListener::hasSynced() const
{
    QMutexLocker lock(&m_mutex);
    return m_informerSynced && m_initialPending == 0;
}

qsizetype ProcessorListener::pending() const
{
    QMutexLocker lock(&m_mutex);
    return qsizetype(m_buffer.size()) + m_inHandLeft;
}

qint64 ProcessorListener::lagMs() const
{
    const qint64 since = m_waitingSinceMs.load(std::memory_order_relaxed);
    return since == 0 ? 0 : std::max<qint64>(0, QDateTime::currentMSecsSinceEpoch() - since);
}

qsizetype ProcessorListener::peakPending() const
{
    QMutexLocker lock(&m_mutex);
    return m_peak;
}

} // namespace kube
