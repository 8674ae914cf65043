// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"

#include <QByteArray>
#include <QSet>

#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <optional>

namespace kube {

// client-go's workqueue.Type: a FIFO of keys where a key is queued at most once (the dirty set) and is never
// handed to two workers at once (the processing set: a key added while being processed is queued again when
// Done() is called). Thread-safe. Workers on their own threads call get(), which waits; event-driven
// consumers call tryGet() from the notify callback instead.
class QKUBE_ENGINE_EXPORT WorkQueue
{
public:
    WorkQueue() = default;
    virtual ~WorkQueue() = default;

    void add(const QByteArray &item);
    // Waits up to `timeoutMs` (-1: until an item or shutdown). nullopt when shutting down and empty, or timed
    // out.
    std::optional<QByteArray> get(int timeoutMs = -1);
    std::optional<QByteArray> tryGet();
    void done(const QByteArray &item);
    qsizetype length() const;
    // No more adds; get() hands out what is still queued, then returns nullopt at once instead of waiting.
    void shutDown();
    // Like shutDown(), then waits until every item being processed is done() (client-go's ShutDownWithDrain).
    void shutDownWithDrain();
    bool isShuttingDown() const;
    // Called (on the adding thread, outside the lock) when an item becomes available.
    void setNotify(std::function<void()> notify);

private:
    // Standard primitives rather than QMutex/QWaitCondition: ThreadSanitizer can see them (Debian's Qt is not
    // instrumented), so the sanitizer runs check this queue's locking for real.
    mutable std::mutex m_mutex;
    std::condition_variable m_available;
    std::condition_variable m_drained;
    std::deque<QByteArray> m_queue;
    QSet<QByteArray> m_dirty;
    QSet<QByteArray> m_processing;
    bool m_shuttingDown = false;
    std::function<void()> m_notify;
};

} // namespace kube
