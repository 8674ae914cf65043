// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "models/rowfeed.h"
#include "printers/printer.h"
#include "rows.h"

#include <QElapsedTimer>
#include <QSet>
#include <QSignalSpy>
#include <QTest>

#include <atomic>
#include <chrono>
#include <thread>

using namespace kube;

namespace {
Object podObject(int i, const char *phase)
{
    const QByteArray n = QByteArray::number(i);
    const bool running = qstrcmp(phase, "Running") == 0;
    const QByteArray json =
        "{\"kind\":\"Pod\",\"apiVersion\":\"v1\",\"metadata\":{\"name\":\"pod-" + n +
        "\",\"namespace\":\"default\",\"uid\":\"uid-" + n +
        "\",\"creationTimestamp\":\"2026-11-20T00:00:00Z\"},\"spec\":{\"nodeName\":\"node-" +
        QByteArray::number(i % 4) +
        "\",\"containers\":[{\"name\":\"c\",\"image\":\"x\"}]},"
        "\"status\":{\"phase\":\"" +
        phase + "\",\"podIP\":\"10.0." + QByteArray::number(i / 250) + "." + QByteArray::number(i % 250) +
        "\",\"containerStatuses\":[{\"name\":\"c\",\"ready\":" + (running ? "true" : "false") +
        ",\"restartCount\":" + QByteArray::number(i % 5) + ",\"state\":{" +
        (running ? "\"running\":{}" : "\"waiting\":{}") + "}}]}}";
    auto object = Object::fromJson(json);
    if (!object)
        qFatal("bad test pod: %s", qPrintable(object.error().message()));
    return object.value();
}
} // namespace

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
                handler->onRunEnd(); // as a ProcessorListener ends each run
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

    // A list handled within firstInitialHoldMs of its first row goes to the table whole, in one insert: split
    // by the interval, a 10k list cost a second insert and a paint between the two (10-15 ms). A feed with a
    // 20 ms interval, and a list that takes a few intervals to arrive, shows it.
    void aListHandledSoonGoesInOneBatch()
    {
        constexpr int shortIntervalMs = 20;
        RowFeed feed(Printers::forResource(QString(), QStringLiteral("configmaps")), shortIntervalMs);
        QList<qsizetype> sizes;
        connect(&feed, &RowFeed::batchReady, this,
                [&](const RowBatch &batch) { sizes.append(batch.size()); });
        constexpr int runs = 20;
        constexpr int rowsPerRun = 25;
        QElapsedTimer clock;
        clock.start();
        std::atomic<bool> handled{false};
        std::thread listener([handler = feed.handler(), &handled] {
            for (int run = 0; run < runs; ++run) {
                for (int i = 0; i < rowsPerRun; ++i)
                    handler->onAdd(
                        rowObject(QStringLiteral("default"), QStringLiteral("cm-%1-%2").arg(run).arg(i)),
                        true);
                handler->onRunEnd();
                std::this_thread::sleep_for(std::chrono::milliseconds(2));
            }
            handler->onSynced();
            handled = true;
        });
        const bool arrived = QTest::qWaitFor([&] { return handled && !sizes.isEmpty(); }, 10000);
        const qint64 handledMs = clock.elapsed();
        listener.join();
        QVERIFY(arrived);
        QTest::qWait(2 * shortIntervalMs);
        QVERIFY2(handledMs > shortIntervalMs, "the list arrived within one interval: nothing was held");
        QCOMPARE(sizes, QList<qsizetype>({runs * rowsPerRun}));
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

    // An initial list's rows are printed in groups on several threads (HelperPool): every row is what one
    // thread printing alone makes, and a change that follows a key's initial add in the same run still wins.
    void anInitialListPrintedInGroupsKeepsEveryRowAndEachKeysLastChange()
    {
        RowFeed feed(Printers::forResource(QString(), QStringLiteral("pods")));
        RowBatch received;
        connect(&feed, &RowFeed::batchReady, this, [&](const RowBatch &batch) { received += batch; });
        const auto handler = feed.handler();
        constexpr int pods = 1300; // two full groups and a part
        QList<Object> objects;
        for (int i = 0; i < pods; ++i)
            objects.append(podObject(i, i % 3 ? "Running" : "Pending"));
        for (const Object &object : std::as_const(objects))
            handler->onAdd(object, true);
        const Object failed = podObject(7, "Failed");
        handler->onUpdate(objects.at(7), failed);
        handler->onDelete(objects.at(1100), false); // in the group not printed yet
        handler->onRunEnd();
        handler->onSynced();
        QVERIFY(QTest::qWaitFor([&] { return received.size() == pods; }, 5000));
        QHash<QByteArray, RowChange> byKey;
        for (const RowChange &change : std::as_const(received))
            byKey.insert(change.row.key, change);
        QCOMPARE(byKey.size(), qsizetype(pods));
        for (int i = 0; i < pods; ++i) {
            const Object &expected = i == 7 ? failed : objects.at(i);
            const RowChange &change = byKey.value(expected.key());
            if (i == 1100) {
                QCOMPARE(change.type, RowChange::Type::Delete);
                continue;
            }
            QCOMPARE(change.type, RowChange::Type::Upsert);
            QVERIFY(change.row.object == expected);
            QCOMPARE(change.row.cells, feed.makeChange(RowChange::Type::Upsert, expected, true).row.cells);
        }
        QCOMPARE(byKey.value(failed.key()).row.health, Health::Failing);
        QCOMPARE(byKey.value(objects.at(3).key()).row.health, Health::Warning);
        QCOMPARE(byKey.value(objects.at(4).key()).row.health, Health::Healthy);
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
        handler->onRunEnd();
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
