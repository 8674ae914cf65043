// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "cache/processorlistener.h"
#include "cache/sharedinformerfactory.h"
#include "core/threadhandoff.h"
#include "core/workerpriority.h"

#include <QDir>
#include <QFile>
#include <QTest>
#include <QThread>

#include <sys/resource.h>

#include <functional>

using namespace kube;

namespace {
class IgnoringHandler : public ResourceEventHandler
{
public:
    void onAdd(const Object &, bool) override {}
    void onUpdate(const Object &, const Object &) override {}
    void onDelete(const Object &, bool) override {}
};

// The nice value of this process's thread whose name starts with `name`, -100 if there is none.
int niceOfThread(const QString &name)
{
    const QStringList tasks =
        QDir(QStringLiteral("/proc/self/task")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &task : tasks) {
        QFile comm(QStringLiteral("/proc/self/task/%1/comm").arg(task));
        if (!comm.open(QIODevice::ReadOnly) || !QString::fromUtf8(comm.readAll()).startsWith(name))
            continue;
        QFile stat(QStringLiteral("/proc/self/task/%1/stat").arg(task));
        if (!stat.open(QIODevice::ReadOnly))
            continue;
        // After the name in parentheses: state is field 3, nice field 19.
        const QByteArray line = stat.readAll();
        const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
        return fields.value(19 - 3).toInt();
    }
    return -100;
}
} // namespace

class tst_WorkerPriority : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup() { setWorkerThreadNiceness(0); }

    // The informers' threads (the factory's, which decodes lists, and each listener's, which prints rows) run
    // below the thread that made them, so that they never keep a GUI thread waiting for a core.
    void theInformersThreadsRunBelowTheirMaker()
    {
        const int own = getpriority(PRIO_PROCESS, 0);
        QVERIFY2(own <= 12, "run at a niceness of 12 or less: the workers need room below this thread");
        setWorkerThreadNiceness(7);
        const RestConfig config;
        SharedInformerFactory factory(config);
        ProcessorListener listener(std::make_shared<IgnoringHandler>(), 0);
        QTRY_COMPARE(niceOfThread(QStringLiteral("qkube-cluster")), own + 7);
        QTRY_COMPARE(niceOfThread(QStringLiteral("qkube-listener")), own + 7);
    }

    // A worker that a worker starts (the decode helpers, started by an informer's thread) runs as far below
    // the main thread as the others, not that far below its starter: they had sunk to 19, below everything
    // else on a list's way to the table.
    void aWorkerStartedByAWorkerRunsNoLower()
    {
        const int own = getpriority(PRIO_PROCESS, 0);
        QVERIFY2(own <= 12, "run at a niceness of 12 or less: the workers need room below this thread");
        setWorkerThreadNiceness(5);
        int starter = -100;
        int started = -100;
        onWorker([&starter, &started] {
            starter = getpriority(PRIO_PROCESS, 0);
            started = niceOfWorker();
        });
        QCOMPARE(starter, own + 5);
        QCOMPARE(started, own + 5);
    }

    // A background handler's listener (the journal's) runs below the other workers, so that what a user
    // waits for gets the cores first.
    void aBackgroundListenerRunsBelowTheOtherWorkers()
    {
        const int own = getpriority(PRIO_PROCESS, 0);
        setWorkerThreadNiceness(5);
        ProcessorListener listener(std::make_shared<IgnoringHandler>(), 0, HandlerPriority::Background);
        QTRY_COMPARE(niceOfThread(QStringLiteral("qkube-listener")),
                     std::min(19, own + 5 + backgroundExtraNiceness));
    }

    // By default (a library user's program) they run as the thread that made them.
    void byDefaultTheyRunAsTheirMaker() { QCOMPARE(niceOfWorker(), getpriority(PRIO_PROCESS, 0)); }

    // Past the lowest priority they run at the lowest.
    void theLowestPriorityIsTheLimit()
    {
        setWorkerThreadNiceness(40);
        QCOMPARE(workerThreadNiceness(), 19);
        QCOMPARE(niceOfWorker(), 19);
    }

private:
    // Runs `task` on a thread started by startWorkerThread, as its first task, and returns once it is done.
    static void onWorker(const std::function<void()> &task)
    {
        QThread thread;
        auto *worker = new QObject;
        worker->moveToThread(&thread);
        connect(&thread, &QThread::finished, worker, &QObject::deleteLater);
        startWorkerThread(thread);
        detail::handoffRelease(&task);
        QMetaObject::invokeMethod(
            worker,
            [&task] {
                detail::handoffAcquire(&task);
                task();
                detail::handoffRelease(&task);
            },
            Qt::BlockingQueuedConnection);
        detail::handoffAcquire(&task);
        thread.quit();
        thread.wait();
    }

    // The nice value a thread started by startWorkerThread runs its first task at.
    static int niceOfWorker()
    {
        int seen = -100;
        onWorker([&seen] { seen = getpriority(PRIO_PROCESS, 0); });
        return seen;
    }
};

QTEST_GUILESS_MAIN(tst_WorkerPriority)
#include "tst_workerpriority.moc"
