// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "workerpriority.h"

#include <QThread>

#include <algorithm>
#include <atomic>

#ifdef Q_OS_LINUX
#include <cerrno>
#include <sys/resource.h>
#endif

namespace kube {

namespace {
std::atomic<int> niceness{0};

void lowerCurrentThread(int steps)
{
#ifdef Q_OS_LINUX
    // Linux: the nice value of the calling thread alone. Qt's own priorities do nothing under SCHED_OTHER but
    // IdlePriority, which would starve the informers on a busy machine.
    errno = 0;
    const int current = getpriority(PRIO_PROCESS, 0);
    if (errno == 0)
        setpriority(PRIO_PROCESS, 0, std::min(19, current + steps));
#else
    QThread::currentThread()->setPriority(QThread::LowPriority);
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

void startWorkerThread(QThread &thread)
{
    const int steps = niceness.load();
    if (steps > 0)
        QObject::connect(
            &thread, &QThread::started, &thread, [steps] { lowerCurrentThread(steps); },
            Qt::ConnectionType(Qt::DirectConnection | Qt::SingleShotConnection));
    thread.start();
}

} // namespace kube
