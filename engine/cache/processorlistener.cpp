// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "processorlistener.h"

#include "core/threadhandoff.h"
#include "core/workerpriority.h"

#include <QDateTime>

namespace kube {

namespace {
// Notifications handled per turn of the listener's event loop, so stop() is noticed promptly.
constexpr int drainChunk = 512;
} // namespace

ProcessorListener::ProcessorListener(std::shared_ptr<ResourceEventHandler> handler, qint64 resyncPeriodMs)
    : m_handler(std::move(handler)), m_resyncPeriodMs(resyncPeriodMs), m_worker(new QObject)
{
    m_thread.setObjectName(QStringLiteral("qkube-listener"));
    m_worker->moveToThread(&m_thread);
    startWorkerThread(m_thread);
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
        m_pendingNow.store(0, std::memory_order_relaxed);
        m_waitingSinceMs.store(0, std::memory_order_relaxed);
    }
    m_thread.quit();
    m_thread.wait();
    delete m_worker; // its thread has ended: deleting it from here is safe, and certain (deleteLater at exit
                     // is not)
}

void ProcessorListener::add(Notification notification)
{
    QMutexLocker lock(&m_mutex);
    if (m_stopped)
        return;
    if (notification.isInInitialList)
        ++m_initialPending;
    m_buffer.push_back(std::move(notification));
    m_peak = std::max<qsizetype>(m_peak, qsizetype(m_buffer.size()));
    m_pendingNow.store(qsizetype(m_buffer.size()), std::memory_order_relaxed);
    // One clock read when an idle handler gets work, not one a notification.
    if (m_waitingSinceMs.load(std::memory_order_relaxed) == 0)
        m_waitingSinceMs.store(QDateTime::currentMSecsSinceEpoch(), std::memory_order_relaxed);
    if (qsizetype(m_buffer.size()) >= wakeBatch)
        scheduleLocked();
}

void ProcessorListener::flush()
{
    QMutexLocker lock(&m_mutex);
    if (!m_stopped && !m_buffer.empty())
        scheduleLocked();
}

void ProcessorListener::scheduleLocked()
{
    if (m_scheduled)
        return;
    m_scheduled = true;
    detail::handoffRelease(this);
    QMetaObject::invokeMethod(
        m_worker, [this] { drain(); }, Qt::QueuedConnection);
}

void ProcessorListener::drain()
{
    detail::handoffAcquire(this);
    // A chunk at a time under one lock; then back to the event loop, so stop() is noticed promptly.
    std::vector<Notification> chunk;
    {
        QMutexLocker lock(&m_mutex);
        if (m_stopped) {
            m_scheduled = false;
            return;
        }
        const qsizetype take = std::min<qsizetype>(drainChunk, qsizetype(m_buffer.size()));
        chunk.reserve(size_t(take));
        std::move(m_buffer.begin(), m_buffer.begin() + take, std::back_inserter(chunk));
        m_buffer.erase(m_buffer.begin(), m_buffer.begin() + take);
        m_pendingNow.store(qsizetype(m_buffer.size()), std::memory_order_relaxed);
    }
    qsizetype initial = 0;
    for (const Notification &notification : chunk) {
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
    chunk.clear(); // the objects go here, on this thread, not under the lock
    bool announceSynced = false;
    {
        QMutexLocker lock(&m_mutex);
        m_initialPending -= initial;
        announceSynced = !m_stopped && !m_syncAnnounced && m_informerSynced && m_initialPending == 0;
        m_syncAnnounced = m_syncAnnounced || announceSynced;
    }
    if (announceSynced)
        m_handler->onSynced();
    QMutexLocker lock(&m_mutex);
    // The informer may have synced since the check above, while this turn still counted as scheduled.
    const bool syncToAnnounce = !m_syncAnnounced && m_informerSynced && m_initialPending == 0;
    if (m_stopped || (m_buffer.empty() && !syncToAnnounce)) {
        m_waitingSinceMs.store(0, std::memory_order_relaxed);
        m_scheduled = false;
        return;
    }
    detail::handoffRelease(this);
    QMetaObject::invokeMethod(
        m_worker, [this] { drain(); }, Qt::QueuedConnection);
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
    return qsizetype(m_buffer.size());
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
