// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "delayingqueue.h"

#include "core/threadhandoff.h"

namespace kube {

DelayingQueue::DelayingQueue(QObject *parent) : QObject(parent)
{
    m_clock.start();
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &DelayingQueue::releaseDue);
}

void DelayingQueue::addAfter(const QByteArray &item, qint64 delayMs)
{
    if (isShuttingDown())
        return;
    if (delayMs <= 0) {
        add(item);
        return;
    }
    {
        QMutexLocker lock(&m_waitingMutex);
        const qint64 deadline = m_clock.elapsed() + delayMs;
        auto known = m_deadlines.find(item);
        if (known != m_deadlines.end()) {
            if (*known <= deadline)
                return; // already waiting for an earlier moment
            for (auto it = m_waiting.lower_bound(*known); it != m_waiting.end() && it->first == *known; ++it) {
                if (it->second == item) {
                    m_waiting.erase(it);
                    break;
                }
            }
        }
        m_deadlines.insert(item, deadline);
        m_waiting.emplace(deadline, item);
    }
    detail::handoffRelease(this);
    QMetaObject::invokeMethod(this, &DelayingQueue::reschedule, Qt::QueuedConnection);
}

qsizetype DelayingQueue::waitingCount() const
{
    QMutexLocker lock(&m_waitingMutex);
    return qsizetype(m_waiting.size());
}

void DelayingQueue::reschedule()
{
    detail::handoffAcquire(this);
    QMutexLocker lock(&m_waitingMutex);
    if (m_waiting.empty()) {
        m_timer.stop();
        return;
    }
    const qint64 wait = std::max<qint64>(0, m_waiting.begin()->first - m_clock.elapsed());
    m_timer.start(int(std::min<qint64>(wait, std::numeric_limits<int>::max())));
}

void DelayingQueue::releaseDue()
{
    QList<QByteArray> due;
    {
        QMutexLocker lock(&m_waitingMutex);
        const qint64 now = m_clock.elapsed();
        while (!m_waiting.empty() && m_waiting.begin()->first <= now) {
            due.append(m_waiting.begin()->second);
            m_deadlines.remove(m_waiting.begin()->second);
            m_waiting.erase(m_waiting.begin());
        }
    }
    for (const QByteArray &item : std::as_const(due))
        add(item);
    reschedule();
}

} // namespace kube
