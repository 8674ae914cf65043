// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "metrics/usagehistory.h"
#include "metrics/usagequantity.h"

#include <QTest>

using namespace kube;

class TestUsageArithmetic : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // Quantity.MilliValue / Value as kubectl top reads metrics-server's usage; -1 = not a usage.
    void quantities_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("millicores");
        QTest::addColumn<qint64>("bytes");
        QTest::newRow("nano cores round up") << "1n" << qint64(1) << qint64(1);
        QTest::newRow("whole millicores") << "250m" << qint64(250) << qint64(1);
        QTest::newRow("decimal fraction") << "1.5" << qint64(1500) << qint64(2);
        QTest::newRow("exponent") << "1e3" << qint64(1'000'000) << qint64(1000);
        QTest::newRow("binary suffix") << "1Ki" << qint64(1'024'000) << qint64(1024);
        QTest::newRow("explicit plus") << "+5m" << qint64(5) << qint64(1);
        QTest::newRow("zero") << "0" << qint64(0) << qint64(0);
        QTest::newRow("2^50 is still a usage") << "1Pi" << qint64(1) * 1024 * 1024 * 1024 * 1024 * 1024 * 1000
                                               << qint64(1) * 1024 * 1024 * 1024 * 1024 * 1024;
        QTest::newRow("past 2^50") << "1025Ti" << qint64(-1) << qint64(-1);
        QTest::newRow("negative") << "-1m" << qint64(-1) << qint64(-1);
        QTest::newRow("unknown unit") << "5Kb" << qint64(-1) << qint64(-1);
        QTest::newRow("empty") << "" << qint64(-1) << qint64(-1);
        QTest::newRow("two dots") << "1.2.3" << qint64(-1) << qint64(-1);
    }
    void quantities()
    {
        QFETCH(QString, text);
        QFETCH(qint64, millicores);
        QFETCH(qint64, bytes);
        QCOMPARE(cpuMillicores(text).value_or(-1), millicores);
        QCOMPARE(memoryBytes(text).value_or(-1), bytes);
    }
    void cpuAsKubectlTop()
    {
        QCOMPARE(cpuMillicores(u"123456789n"), 124);
        QCOMPARE(cpuMillicores(u"100m"), 100);
        QCOMPARE(cpuMillicores(u"0.1"), 100);
        QCOMPARE(formatCpuMillicores(*cpuMillicores(u"2")), QStringLiteral("2000m"));
        QVERIFY(!cpuMillicores(u"-1"));
        QVERIFY(!cpuMillicores(u"12parsecs"));
        QVERIFY(!cpuMillicores(u"9E"));
    }
    void memoryAsKubectlTop()
    {
        QCOMPARE(memoryBytes(u"12345Ki"), 12641280);
        QCOMPARE(formatMemoryMi(*memoryBytes(u"12345Ki")), QStringLiteral("12Mi"));
        QCOMPARE(formatMemoryMi(1024 * 1024 - 1), QStringLiteral("0Mi"));
        QCOMPARE(usagePercent(50, 200), 25);
        QCOMPARE(usagePercent(199, 200), 99);
        QVERIFY(!usagePercent(50, 0));
    }
    void historyIsBounded()
    {
        UsageHistory history;
        for (qint64 t = 0; t < 7200; t += 15)
            history.append({1'800'000'000 + t, t, t * 1024});
        QCOMPARE(history.size(), UsageHistory::defaultCapacity);
        QVERIFY(history.latest().timeSecs - history.at(0).timeSecs <= UsageHistory::defaultSpanSecs);
        QCOMPARE(history.latest().memoryBytes, 7185 * 1024);
        QVERIFY(history.memoryFootprint() < 4096);
    }
    // A pod seen in a few polls (most pods of a churning cluster) costs its few samples, not an hour's ring.
    void aShortHistoryHoldsFewBytes()
    {
        UsageHistory history;
        for (qint64 t = 0; t < 45; t += 15)
            history.append({1'800'000'000 + t, t, t * 1024});
        QCOMPARE(history.size(), 3);
        QVERIFY(history.memoryFootprint() < 128);
        QCOMPARE(history.at(0).timeSecs, 1'800'000'000);
        QCOMPARE(history.latest().cpuMillicores, 30);
    }
};

QTEST_GUILESS_MAIN(TestUsageArithmetic)
#include "tst_usagearithmetic.moc"
