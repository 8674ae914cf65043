// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"

#include <condition_variable>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <vector>

class QThread;

namespace kube {

// A piece of work that runs exactly once: on a helper thread that takes it, or on its owner's thread when the
// owner needs it done (wait()). An owner never idles behind a queue: what no helper has started, it runs
// itself; with no helpers at all, everything runs at wait().
class QKUBE_ENGINE_EXPORT HelperTask
{
public:
    explicit HelperTask(std::function<void()> work);

    // Runs the work here unless some thread has started it; true if it ran here.
    bool tryRun();
    // Returns once the work has run: here if nobody had started it, else when the thread running it is done.
    void wait();
    bool isDone() const;

private:
    enum class State { Waiting, Running, Done };

    std::function<void()> m_work;
    mutable std::mutex m_mutex;
    std::condition_variable m_done;
    State m_state = State::Waiting;
};

// Threads that take a share of one worker thread's CPU-heavy loop (decoding a list's items, printing its
// rows), so that a 100k-object list uses the cores a machine has instead of one. Tasks are offered, not
// handed over: the owner keeps each task and waits for it, which runs it in place if no helper took it, so an
// owner's work never waits for a busy or absent helper. Thread-safe.
class QKUBE_ENGINE_EXPORT HelperPool
{
public:
    // `threads` helpers, started at once and run at the engine workers' niceness (workerpriority.h).
    explicit HelperPool(int threads);
    // Stops the helpers after the tasks they are running; tasks never started are left to their owners.
    ~HelperPool();
    HelperPool(const HelperPool &) = delete;
    HelperPool &operator=(const HelperPool &) = delete;

    // The process's pool: a helper per core beyond the first (none on one core; at most seven), started on
    // first use.
    static HelperPool &shared();

    int threadCount() const { return int(m_threads.size()); }
    // Queues the task for the next free helper. A task whose owner has dropped it by then is skipped.
    void offer(const std::shared_ptr<HelperTask> &task);

private:
    void serve();

    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::deque<std::weak_ptr<HelperTask>> m_queue;
    bool m_stopping = false;
    std::vector<QThread *> m_threads;
};

} // namespace kube
