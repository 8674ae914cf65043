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
        QCOMPARE(usagePercent(50, 200), 25);
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
};

QTEST_GUILESS_MAIN(TestUsageArithmetic)
#include "tst_usagearithmetic.moc"
