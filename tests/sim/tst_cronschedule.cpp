// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The cron schedules kubesim's CronJob controller understands.
#include "sim/controllers/cronjobcontroller.h"

#include <QTest>

using namespace kube::sim;

class tst_CronSchedule : public QObject
{
    Q_OBJECT

    static QDateTime at(const char *iso) { return QDateTime::fromString(QLatin1String(iso), Qt::ISODate); }

private Q_SLOTS:
    void matches_data()
    {
        QTest::addColumn<QString>("schedule");
        QTest::addColumn<QDateTime>("minute");
        QTest::addColumn<bool>("matches");
        QTest::newRow("every minute") << QStringLiteral("* * * * *") << at("2026-11-23T13:07:00Z") << true;
        QTest::newRow("every fifth minute, on one") << QStringLiteral("*/5 * * * *") << at("2026-11-23T13:10:00Z") << true;
        QTest::newRow("every fifth minute, off one") << QStringLiteral("*/5 * * * *") << at("2026-11-23T13:11:00Z") << false;
        QTest::newRow("a range with a step") << QStringLiteral("10-30/10 * * * *") << at("2026-11-23T13:20:00Z") << true;
        QTest::newRow("a list") << QStringLiteral("0 2,14 * * *") << at("2026-11-23T14:00:00Z") << true;
        QTest::newRow("@daily at midnight") << QStringLiteral("@daily") << at("2026-11-23T00:00:00Z") << true;
        QTest::newRow("@hourly not at half past") << QStringLiteral("@hourly") << at("2026-11-23T13:30:00Z") << false;
        QTest::newRow("day names: Monday") << QStringLiteral("0 9 * * MON") << at("2026-11-23T09:00:00Z") << true; // a Monday
        QTest::newRow("7 is Sunday") << QStringLiteral("0 9 * * 7") << at("2026-11-22T09:00:00Z") << true;
        QTest::newRow("month names") << QStringLiteral("0 0 1 JAN *") << at("2027-01-01T00:00:00Z") << true;
        QTest::newRow("both day fields restricted: either matches") << QStringLiteral("0 0 1 * MON") << at("2026-11-23T00:00:00Z") << true;
    }

    void matches()
    {
        QFETCH(QString, schedule);
        QFETCH(QDateTime, minute);
        QFETCH(bool, matches);
        const CronSchedule parsed = CronSchedule::parse(schedule);
        QVERIFY2(parsed.isValid(), qPrintable(parsed.error()));
        QCOMPARE(parsed.matches(minute), matches);
    }

    void invalid_data()
    {
        QTest::addColumn<QString>("schedule");
        QTest::addColumn<QString>("error");
        QTest::newRow("four fields") << QStringLiteral("* * * *") << QStringLiteral("expected exactly 5 fields, found 4: * * * *");
        QTest::newRow("minute out of range") << QStringLiteral("60 * * * *") << QStringLiteral("failed to parse field \"60\" of \"60 * * * *\"");
        QTest::newRow("zero step") << QStringLiteral("*/0 * * * *") << QStringLiteral("failed to parse field \"*/0\" of \"*/0 * * * *\"");
        QTest::newRow("backwards range") << QStringLiteral("* 5-2 * * *") << QStringLiteral("failed to parse field \"5-2\" of \"* 5-2 * * *\"");
    }

    void invalid()
    {
        QFETCH(QString, schedule);
        QFETCH(QString, error);
        const CronSchedule parsed = CronSchedule::parse(schedule);
        QVERIFY(!parsed.isValid());
        QCOMPARE(parsed.error(), error);
    }

    void lastAndNextRun()
    {
        const CronSchedule nightly = CronSchedule::parse(QStringLiteral("0 2 * * *"));
        QCOMPARE(nightly.lastBetween(at("2026-11-20T00:00:00Z"), at("2026-11-23T13:07:42Z")), at("2026-11-23T02:00:00Z"));
        QVERIFY(!nightly.lastBetween(at("2026-11-23T02:00:00Z"), at("2026-11-23T13:07:42Z")).isValid()); // already run
        QCOMPARE(nightly.nextAfter(at("2026-11-23T13:07:42Z")), at("2026-11-24T02:00:00Z"));
    }
};

QTEST_GUILESS_MAIN(tst_CronSchedule)
#include "tst_cronschedule.moc"
