// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// HelperPool and HelperTask: a task runs exactly once, on a helper or on its owner, and an owner never waits
// for a helper that does not exist or never took the task.
#include "core/helperpool.h"

#include <QTest>
#include <QThread>

#include <atomic>
#include <thread>
#include <vector>

using namespace kube;

class tst_HelperPool : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aTaskRunsOnceHoweverManyThreadsReachForIt()
    {
        HelperPool pool(2);
        for (int round = 0; round < 300; ++round) {
            std::atomic<int> runs{0};
            auto task = std::make_shared<HelperTask>([&runs] { runs.fetch_add(1); });
            pool.offer(task);
            std::vector<std::thread> owners;
            for (int i = 0; i < 4; ++i)
                owners.emplace_back([task, i] {
                    if (i % 2)
                        task->tryRun();
                    task->wait();
                });
            task->wait();
            QVERIFY(task->isDone());
            for (std::thread &owner : owners)
                owner.join();
            QCOMPARE(runs.load(), 1);
        }
    }

    void withoutHelpersTheOwnerRunsTheTaskWhenItWaits()
    {
        HelperPool none(0);
        QCOMPARE(none.threadCount(), 0);
        QThread *ranOn = nullptr;
        auto task = std::make_shared<HelperTask>([&ranOn] { ranOn = QThread::currentThread(); });
        none.offer(task);
        QVERIFY(!task->isDone());
        task->wait();
        QCOMPARE(ranOn, QThread::currentThread());
    }

    void helpersTakeWhatIsOffered()
    {
        HelperPool pool(2);
        std::atomic<int> elsewhere{0};
        QThread *const owner = QThread::currentThread();
        std::vector<std::shared_ptr<HelperTask>> tasks;
        for (int i = 0; i < 50; ++i) {
            tasks.push_back(std::make_shared<HelperTask>([&elsewhere, owner] {
                if (QThread::currentThread() != owner)
                    elsewhere.fetch_add(1);
            }));
            pool.offer(tasks.back());
        }
        QVERIFY(QTest::qWaitFor([&] {
            for (const auto &task : tasks)
                if (!task->isDone())
                    return false;
            return true;
        }));
        QCOMPARE(elsewhere.load(), 50); // the owner never ran one: it only looked
    }

    // A task its owner dropped before any helper took it is skipped, not run on what the owner freed.
    void aTaskDroppedBeforeItStartsIsSkipped()
    {
        HelperPool pool(1);
        std::atomic<bool> started{false}, release{false};
        auto blocker = std::make_shared<HelperTask>([&started, &release] {
            started = true;
            while (!release.load())
                QThread::msleep(1);
        });
        pool.offer(blocker);
        QVERIFY(QTest::qWaitFor([&] { return started.load(); })); // the one helper is busy with it
        std::atomic<bool> droppedRan{false};
        auto dropped = std::make_shared<HelperTask>([&droppedRan] { droppedRan = true; });
        pool.offer(dropped);
        dropped.reset();
        auto last = std::make_shared<HelperTask>([] {});
        pool.offer(last);
        release = true;
        QVERIFY(QTest::qWaitFor([&] { return last->isDone(); }));
        QVERIFY(!droppedRan.load());
        blocker->wait();
    }
};

QTEST_GUILESS_MAIN(tst_HelperPool)
#include "tst_helperpool.moc"
