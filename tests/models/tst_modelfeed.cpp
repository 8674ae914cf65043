// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "models/modelfeed.h"
#include "objects.h"

#include <QSignalSpy>
#include <QTest>
#include <QThread>

using namespace kube;

class tst_ModelFeed : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // 10k changes from another thread arrive as a handful of batches, the latest state per key, digested there.
    void manyChangesFewBatches()
    {
        std::atomic<Qt::HANDLE> digestThread = nullptr;
        ModelFeed feed([&digestThread](const Object &object) {
            digestThread = QThread::currentThreadId();
            return std::any(object.resourceVersion().toByteArray());
        });
        QList<FeedBatch> batches;
        connect(&feed, &ModelFeed::batchReady, this, [&batches](const FeedBatch &batch) { batches.append(batch); });
        auto handler = feed.handler();
        QThread *producer = QThread::create([handler] {
            for (int i = 0; i < 10'000; ++i)
                handler->onUpdate({}, testPod("ns", QByteArray("p" + QByteArray::number(i % 100)).constData(), i));
            handler->onDelete(testPod("ns", "p0", 10'001), false);
        });
        producer->start();
        QVERIFY(producer->wait(10000));
        delete producer;
        QTRY_COMPARE_WITH_TIMEOUT(feed.changesReceived(), 10'001, 5000);
        QTest::qWait(2 * ModelFeed::defaultIntervalMs);
        QVERIFY2(batches.size() <= 10, qPrintable(QString::number(batches.size())));
        QHash<QByteArray, FeedChange> last;
        for (const FeedBatch &batch : std::as_const(batches))
            for (const FeedChange &change : batch)
                last.insert(change.key, change);
        QCOMPARE(last.size(), 100);
        QCOMPARE(last.value("ns/p0").type, FeedChange::Type::Delete);
        QCOMPARE(std::any_cast<QByteArray>(last.value("ns/p99").digest), QByteArray("9999"));
        QVERIFY(digestThread.load() != QThread::currentThreadId()); // digested off the GUI thread
    }

    void aResetHandlerDropsLateNotifications()
    {
        ModelFeed feed([](const Object &) { return std::any(); });
        QSignalSpy batches(&feed, &ModelFeed::batchReady);
        auto old = feed.handler();
        old->onAdd(testPod("ns", "early", 1), true);
        feed.resetHandler();
        old->onAdd(testPod("ns", "late", 2), false);
        feed.handler()->onAdd(testPod("ns", "fresh", 3), true);
        QTRY_COMPARE(batches.size(), 1);
        const FeedBatch batch = batches.first().first().value<FeedBatch>();
        QCOMPARE(batch.size(), 1);
        QCOMPARE(batch.first().key, QByteArray("ns/fresh"));
        QVERIFY(batch.first().initial);
    }
};

QTEST_MAIN(tst_ModelFeed)
#include "tst_modelfeed.moc"
