// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "workqueue/delayingqueue.h"

#include <QElapsedTimer>
#include <QTest>
#include <QThread>

#include <atomic>
#include <thread>

using namespace kube;

class tst_WorkQueue : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aKeyIsQueuedOnce()
    {
        WorkQueue queue;
        queue.add("a");
        queue.add("b");
        queue.add("a");
        QCOMPARE(queue.length(), 2);
        QCOMPARE(*queue.tryGet(), QByteArray("a"));
        QCOMPARE(*queue.tryGet(), QByteArray("b"));
        QVERIFY(!queue.tryGet());
    }

    void aKeyBeingProcessedIsNotHandedOutTwice()
    {
        WorkQueue queue;
        queue.add("a");
        const auto first = queue.tryGet();
        QCOMPARE(*first, QByteArray("a"));
        queue.add("a"); // changed again while a worker has it
        QVERIFY(!queue.tryGet()); // not handed to a second worker
        queue.done("a");
        QCOMPARE(*queue.tryGet(), QByteArray("a")); // now it is queued again, once
        queue.done("a");
        QVERIFY(!queue.tryGet());
    }

    void concurrentWorkersNeverShareAKey()
    {
        WorkQueue queue;
        std::atomic<int> active[4] = {0, 0, 0, 0};
        std::atomic<int> overlaps = 0;
        std::atomic<int> processed = 0;
        // std::thread, joined: ThreadSanitizer sees a join, not QThread::wait (inside Debian's uninstrumented Qt),
        // and would take the next test's stack for memory these threads still own.
        std::vector<std::thread> workers;
        for (int w = 0; w < 4; ++w) {
            workers.emplace_back([&] {
                while (auto item = queue.get()) {
                    const int index = item->toInt();
                    if (active[index].fetch_add(1) != 0)
                        ++overlaps;
                    QThread::usleep(50);
                    active[index].fetch_sub(1);
                    ++processed;
                    queue.done(*item);
                }
            });
        }
        for (int i = 0; i < 2000; ++i)
            queue.add(QByteArray::number(i % 4));
        const bool emptied = QTest::qWaitFor([&] { return queue.length() == 0; }, 5000);
        queue.shutDownWithDrain();
        for (std::thread &worker : workers)
            worker.join();
        QVERIFY(emptied);
        QCOMPARE(overlaps.load(), 0);
        QVERIFY(processed.load() > 0);
    }

    void shutDownReleasesWaitingWorkers()
    {
        WorkQueue queue;
        std::atomic<bool> returned = false;
        std::thread worker([&] {
            queue.get(); // waits: nothing queued
            returned = true;
        });
        QTest::qWait(50);
        const bool returnedEarly = returned;
        queue.shutDown();
        worker.join(); // joined before any check: a failed check must not leave it running
        QVERIFY(!returnedEarly);
        QVERIFY(returned);
        queue.add("late");
        QCOMPARE(queue.length(), 0); // no adds after shutdown
    }

    void shutDownWithDrainWaitsForProcessing()
    {
        WorkQueue queue;
        queue.add("job");
        const auto job = queue.tryGet();
        std::atomic<bool> drained = false;
        std::thread stopper([&] {
            queue.shutDownWithDrain();
            drained = true;
        });
        QTest::qWait(50);
        const bool drainedEarly = drained; // "job" is still being processed
        queue.done(*job);
        stopper.join();
        QVERIFY(!drainedEarly);
        QVERIFY(drained);
    }

    void addAfterQueuesOnceTheDelayPassed()
    {
        DelayingQueue queue;
        QElapsedTimer clock;
        clock.start();
        queue.addAfter("later", 100);
        queue.addAfter("later", 5000); // an item already waiting keeps its earlier deadline
        queue.addAfter("now", 0);
        QCOMPARE(*queue.tryGet(), QByteArray("now"));
        QVERIFY(!queue.tryGet());
        QCOMPARE(queue.waitingCount(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(queue.length(), 1, 3000);
        QVERIFY(clock.elapsed() >= 100);
        QCOMPARE(*queue.tryGet(), QByteArray("later"));
    }

    void exponentialPerItemBackoff()
    {
        ItemExponentialFailureRateLimiter limiter(5, 1000 * 1000);
        QCOMPARE(limiter.whenMs("a"), 5);
        QCOMPARE(limiter.whenMs("a"), 10);
        QCOMPARE(limiter.whenMs("a"), 20);
        QCOMPARE(limiter.whenMs("b"), 5);
        QCOMPARE(limiter.numRequeues("a"), 3);
        limiter.forget("a");
        QCOMPARE(limiter.whenMs("a"), 5);
        for (int i = 0; i < 40; ++i)
            limiter.whenMs("c");
        QCOMPARE(limiter.whenMs("c"), 1000 * 1000); // capped at 1000 s
    }

    void defaultControllerLimiterCombinesBoth()
    {
        auto limiter = MaxOfRateLimiter::defaultControllerRateLimiter();
        // The bucket allows a burst of 100 at once; then the per-item backoff is what counts for one item...
        qint64 longest = 0;
        for (int i = 0; i < 100; ++i)
            longest = std::max(longest, limiter->whenMs(QByteArray::number(i)));
        QCOMPARE(longest, 5);
        // ...and past the burst the 10 QPS bucket makes new items wait too.
        QVERIFY(limiter->whenMs("new") >= 50);
    }

    void rateLimitedAddsWait()
    {
        RateLimitingQueue queue(std::make_unique<ItemExponentialFailureRateLimiter>(50, 1000));
        queue.addRateLimited("retry");
        QVERIFY(!queue.tryGet());
        QTRY_COMPARE_WITH_TIMEOUT(queue.length(), 1, 3000);
        QCOMPARE(queue.numRequeues("retry"), 1);
        queue.forget("retry");
        QCOMPARE(queue.numRequeues("retry"), 0);
    }
};

QTEST_GUILESS_MAIN(tst_WorkQueue)
#include "tst_workqueue.moc"
