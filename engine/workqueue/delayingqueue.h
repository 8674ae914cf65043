// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "queue.h"
#include "ratelimiter.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <map>

namespace kube {

// client-go's DelayingInterface: addAfter() queues an item once its delay has passed (an item already waiting
// keeps the earlier deadline). A QObject on the thread that creates it, whose timer fires at the earliest
// deadline; addAfter() may be called from any thread.
class QKUBE_ENGINE_EXPORT DelayingQueue : public QObject, public WorkQueue
{
    Q_OBJECT
public:
    explicit DelayingQueue(QObject *parent = nullptr);
    void addAfter(const QByteArray &item, qint64 delayMs);
    qsizetype waitingCount() const;

private:
    void reschedule();
    void releaseDue();

    mutable QMutex m_waitingMutex;
    std::multimap<qint64, QByteArray> m_waiting; // deadline (ms on m_clock) -> item
    QHash<QByteArray, qint64> m_deadlines;
    QElapsedTimer m_clock;
    QTimer m_timer;
};

// client-go's RateLimitingInterface: addRateLimited() waits as the rate limiter says; forget() when an item
// succeeded so its backoff starts over.
class QKUBE_ENGINE_EXPORT RateLimitingQueue : public DelayingQueue
{
    Q_OBJECT
public:
    explicit RateLimitingQueue(
        std::unique_ptr<RateLimiter> limiter = MaxOfRateLimiter::defaultControllerRateLimiter(),
        QObject *parent = nullptr)
        : DelayingQueue(parent), m_limiter(std::move(limiter))
    {
    }
    void addRateLimited(const QByteArray &item) { addAfter(item, m_limiter->whenMs(item)); }
    void forget(const QByteArray &item) { m_limiter->forget(item); }
    int numRequeues(const QByteArray &item) const { return m_limiter->numRequeues(item); }

private:
    std::unique_ptr<RateLimiter> m_limiter;
};

} // namespace kube
