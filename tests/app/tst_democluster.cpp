// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// `qkube --demo`'s cluster: kubesim on a thread of its own, started and stopped as qkube starts and quits.
// Quitting must take its objects down on their own thread: Qt warns (and leaks what it cannot stop) when a
// timer or a socket notifier is stopped from another one.
#include "democluster.h"

#include <QFile>
#include <QMutex>
#include <QSignalSpy>
#include <QTest>

namespace {
QMutex warningsLock;
QStringList warnings;

void recordWarnings(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    if (type == QtDebugMsg || type == QtInfoMsg)
        return;
    const QMutexLocker locker(&warningsLock);
    warnings.append(message);
}

QStringList takeWarnings()
{
    const QMutexLocker locker(&warningsLock);
    return std::exchange(warnings, {});
}
} // namespace

class tst_DemoCluster : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { qInstallMessageHandler(recordWarnings); }
    void cleanupTestCase() { qInstallMessageHandler(nullptr); }

    void stopsWithoutCrossThreadWarnings_data()
    {
        QTest::addColumn<int>("clusters");
        QTest::newRow("qkube --demo") << 1;
        QTest::newRow("qkube --demo-clusters 2") << 2;
    }

    void stopsWithoutCrossThreadWarnings()
    {
        QFETCH(int, clusters);
        takeWarnings();
        {
            std::vector<std::unique_ptr<DemoCluster>> running;
            for (const DemoCluster::Profile &profile : DemoCluster::profiles(clusters)) {
                running.push_back(std::make_unique<DemoCluster>(profile));
                DemoCluster &cluster = *running.back();
                QSignalSpy ready(&cluster, &DemoCluster::ready);
                QSignalSpy failed(&cluster, &DemoCluster::failed);
                cluster.start();
                QTRY_VERIFY_WITH_TIMEOUT(!ready.isEmpty() || !failed.isEmpty(), 60'000);
                QVERIFY2(failed.isEmpty(), qPrintable(failed.value(0).value(0).toString()));
                QVERIFY(QFile::exists(ready.first().first().toString()));
            }
        } // qkube quits: each cluster's thread ends and its kubesim goes
        const QStringList seen = takeWarnings();
        for (const QString &warning : seen)
            QVERIFY2(!warning.contains(QStringLiteral("thread"), Qt::CaseInsensitive) &&
                         !warning.contains(QStringLiteral("timer"), Qt::CaseInsensitive),
                     qPrintable(seen.join(QLatin1Char('\n'))));
    }

    void stopsBeforeItStarted()
    {
        takeWarnings();
        {
            DemoCluster cluster;
        }
        QCOMPARE(takeWarnings(), QStringList());
    }
};

QTEST_MAIN(tst_DemoCluster)
#include "tst_democluster.moc"
