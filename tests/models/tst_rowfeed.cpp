// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "models/rowfeed.h"
#include "printers/printer.h"
#include "rows.h"

#include <QElapsedTimer>
#include <QSet>
#include <QSignalSpy>
#include <QTest>

#include <chrono>
#include <thread>

using namespace kube;

class tst_RowFeed : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Each batch into a sorted table costs a sort of all its rows: an initial list that takes a while to
    // arrive goes in batches that double, not one every 50 ms, and every row arrives once.
    void anInitialListArrivingGoesInBatchesThatDouble()
    {
        RowFeed feed(Printers::forResource(QString(), QStringLiteral("configmaps")));
        QList<qsizetype> sizes;
        QSet<QByteArray> keys;
        connect(&feed, &RowFeed::batchReady, this, [&](const RowBatch &batch) {
            sizes.append(batch.size());
            for (const RowChange &change : batch)
                keys.insert(change.row.key);
        });
        constexpr int rows = 4000;
        constexpr int bursts = 100;
        QElapsedTimer clock;
        clock.start();
        std::thread listener([handler = feed.handler()] {
            // The listener thread's pace through a big list: 40 rows every 15 ms, 1.5 s in all.
            for (int burst = 0; burst < bursts; ++burst) {
                for (int i = 0; i < rows / bursts; ++i)
                    handler->onAdd(
                        rowObject(QStringLiteral("default"), QStringLiteral("cm-%1-%2").arg(burst).arg(i)),
                        true);
                std::this_thread::sleep_for(std::chrono::milliseconds(15));
            }
        });
        const bool allArrived = QTest::qWaitFor([&] { return keys.size() == rows; }, 30000);
        listener.join();
        QVERIFY2(allArrived, qPrintable(QStringLiteral("%1 of %2 rows arrived").arg(keys.size()).arg(rows)));
        QTest::qWait(3 * RowFeed::defaultIntervalMs);
        qsizetype total = 0;
        for (qsizetype size : std::as_const(sizes))
            total += size;
        QCOMPARE(total, qsizetype(rows));
        // Doubling gives about log2(4000 / the first batch) batches, plus one for each time a batch waited
        // its longest; batches every 50 ms would be some thirty.
        const qint64 elapsedMs = clock.elapsed();
        const qsizetype bound = 9 + elapsedMs / RowFeed::maxInitialHoldMs;
        QStringList seen;
        for (qsizetype size : std::as_const(sizes))
            seen.append(QString::number(size));
        QVERIFY2(sizes.size() <= bound,
                 qPrintable(QStringLiteral("%1 batches in %2 ms (at most %3 expected): %4")
                                .arg(sizes.size())
                                .arg(elapsedMs)
                                .arg(bound)
                                .arg(seen.join(QLatin1Char(' ')))));
        QVERIFY2(sizes.size() < elapsedMs / RowFeed::defaultIntervalMs / 2,
                 qPrintable(QStringLiteral("%1 batches in %2 ms").arg(sizes.size()).arg(elapsedMs)));
    }

    // The informer's onSynced says the list is all in: its last rows go at once, not after the interval (nor
    // held back to grow the batch). A feed with a 10 s interval shows it plainly.
    void theListsLastRowsGoOnceItIsHandled()
    {
        constexpr int longIntervalMs = 10000;
        RowFeed feed(Printers::forResource(QString(), QStringLiteral("configmaps")), longIntervalMs);
        QSignalSpy batches(&feed, &RowFeed::batchReady);
        const auto handler = feed.handler();
        for (int i = 0; i < 300; ++i)
            handler->onAdd(rowObject(QStringLiteral("default"), QStringLiteral("cm-%1").arg(i)), true);
        QTest::qWait(200);
        QCOMPARE(batches.size(), 0); // the interval holds them
        handler->onSynced();
        QVERIFY(batches.wait(longIntervalMs / 2));
        QCOMPARE(batches.size(), 1);
        QCOMPARE(batches.at(0).at(0).value<RowBatch>().size(), 300);
    }

    // After the list, changes go out at the usual pace while more keep coming: only an initial list's rows
    // are held back to grow a batch.
    void changesAfterTheListAreNotHeld()
    {
        RowFeed feed(Printers::forResource(QString(), QStringLiteral("configmaps")));
        QSignalSpy batches(&feed, &RowFeed::batchReady);
        const auto handler = feed.handler();
        for (int i = 0; i < 1000; ++i)
            handler->onAdd(rowObject(QStringLiteral("default"), QStringLiteral("cm-%1").arg(i)), true);
        QVERIFY(batches.wait(5000));
        QCOMPARE(batches.at(0).at(0).value<RowBatch>().size(), 1000);
        QElapsedTimer clock;
        clock.start();
        std::thread listener([handler] {
            for (int i = 0; i < 150; ++i) {
                const Object changed = rowObject(QStringLiteral("default"), QStringLiteral("cm-%1").arg(i),
                                                 "{\"changed\":\"yes\"}");
                handler->onUpdate(changed, changed);
                std::this_thread::sleep_for(std::chrono::milliseconds(10));
            }
        });
        const bool arrived = batches.wait(5000);
        const qint64 firstChangeMs = clock.elapsed();
        listener.join();
        QVERIFY(arrived);
        QVERIFY2(firstChangeMs < RowFeed::maxInitialHoldMs / 2,
                 qPrintable(QStringLiteral("the first change came after %1 ms").arg(firstChangeMs)));
    }
};

QTEST_GUILESS_MAIN(tst_RowFeed)
#include "tst_rowfeed.moc"
