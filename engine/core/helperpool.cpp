// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "helperpool.h"

#include "workerpriority.h"

#include <QThread>

#include <algorithm>

namespace kube {

HelperTask::HelperTask(std::function<void()> work) : m_work(std::move(work)) {}

bool HelperTask::tryRun()
{
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        if (m_state != State::Waiting)
            return false;
        m_state = State::Running;
    }
    m_work();
    m_work = nullptr; // what the work captured goes now, on the thread that ran it
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_state = State::Done;
    }
    m_done.notify_all();
    return true;
}

void HelperTask::wait()
{
    if (tryRun())
        return;
    std::unique_lock<std::mutex> lock(m_mutex);
    m_done.wait(lock, [this] { return m_state == State::Done; });
}

bool HelperTask::isDone() const
{
    std::lock_guard<std::mutex> lock(m_mutex);
    return m_state == State::Done;
}

HelperPool::HelperPool(int threads)
{
    for (int i = 0; i < threads; ++i) {
        QThread *thread = QThread::create([this] { serve(); });
        thread->setObjectName(QStringLiteral("qkube-helper"));
        startWorkerThread(*thread);
        m_threads.push_back(thread);
    }
}

HelperPool::~HelperPool()
{
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_stopping = true;
    }
    m_wake.notify_all();
    for (QThread *thread : m_threads) {
        thread->wait();
        delete thread;
    }
    // ThreadSanitizer cannot see QThread::wait() (Qt's futexes); it sees the helpers' last unlock of the
    // mutex before this lock, so the pool's memory is not taken for a race when it is freed and reused.
    std::lock_guard<std::mutex> joined(m_mutex);
}

HelperPool &HelperPool::shared()
{
    // At most seven: eight threads decode items (~300 MB/s each) about as fast as one finds them in the
    // bytes, and every thread that allocates holds an allocator arena of its own.
    constexpr int maxHelpers = 7;
    static HelperPool pool(std::clamp(QThread::idealThreadCount() - 1, 0, maxHelpers));
    return pool;
}

void HelperPool::offer(const std::shared_ptr<HelperTask> &task)
{
    if (m_threads.empty())
        return;
    // Notified under the lock: the pool's destructor (at exit, after the offering threads are gone, joined
    // where ThreadSanitizer cannot see it) then follows every use of the condition through that lock.
    std::lock_guard<std::mutex> lock(m_mutex);
    m_queue.push_back(task);
    m_wake.notify_one();
}

void HelperPool::serve()
{
    for (;;) {
        std::shared_ptr<HelperTask> task;
        {
            std::unique_lock<std::mutex> lock(m_mutex);
            m_wake.wait(lock, [this] { return m_stopping || !m_queue.empty(); });
            if (m_stopping)
                return;
            task = m_queue.front().lock();
            m_queue.pop_front();
        }
        if (task)
            task->tryRun();
    }
}

} // namespace kube
