// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "workerpriority.h"

#include <QThread>

#include <algorithm>
#include <atomic>

#ifdef Q_OS_LINUX
#include <cerrno>
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace kube {

namespace {
std::atomic<int> niceness{0};

void lowerCurrentThread(int steps)
{
#ifdef Q_OS_LINUX
    // Linux: the nice value of the calling thread alone. Qt's own priorities do nothing under SCHED_OTHER but
    // IdlePriority, which would starve the informers on a busy machine. Counted from the main thread's
    // (the process id names it), not from the thread that started this one: the decode helpers, started by a
    // worker, sank to 19 that way, below everything else on the list's way to the table.
    errno = 0;
    const int base = getpriority(PRIO_PROCESS, getpid());
    if (errno == 0)
        setpriority(PRIO_PROCESS, 0, std::min(19, base + steps));
#else
    QThread::currentThread()->setPriority(steps > niceness.load() ? QThread::LowestPriority
                                                                  : QThread::LowPriority);
#endif
}
} // namespace

void setWorkerThreadNiceness(int steps)
{
    niceness.store(std::clamp(steps, 0, 19));
}

int workerThreadNiceness()
{
    return niceness.load();
}

void startWorkerThread(QThread &thread, int extraSteps)
{
    const int steps = niceness.load() + std::max(0, extraSteps);
    if (steps > 0)
        QObject::connect(
            &thread, &QThread::started, &thread, [steps] { lowerCurrentThread(steps); },
            Qt::ConnectionType(Qt::DirectConnection | Qt::SingleShotConnection));
    thread.start();
}

} // namespace kube
