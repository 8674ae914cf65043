// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "networkthreads.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QThread>

namespace kube {

namespace {

// Read from /proc (Linux; elsewhere there is none to read and nothing is waited for). Qt names its HTTP
// thread "QNetworkAccessManager thread"; the kernel keeps the first 15 bytes.
constexpr QByteArrayView networkThreadName = "QNetworkAccessM";
// What one TLS set-up can take on a loaded machine (or under a sanitizer), with room to spare.
constexpr int endingThreadsBoundMs = 30'000;
constexpr int pollMs = 10;

int networkThreadCount()
{
    int count = 0;
    const QDir tasks(QStringLiteral("/proc/self/task"));
    for (const QString &task : tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile comm(tasks.filePath(task + QStringLiteral("/comm")));
        if (comm.open(QIODevice::ReadOnly) && comm.readAll().trimmed() == networkThreadName)
            ++count;
    }
    return count;
}

} // namespace

void awaitEndingNetworkThreads()
{
    const QDeadlineTimer bound(endingThreadsBoundMs);
    while (networkThreadCount() > 0 && !bound.hasExpired())
        QThread::msleep(pollMs);
}

} // namespace kube
