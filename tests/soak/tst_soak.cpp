// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The soak, short enough for ctest: qkube's window on one churning kubesim through a restart, a 410 storm, a
// connection hanging mid-body and a few more faults, in an order drawn from the seed, then one quiet
// checkpoint: every informer's cache and the table equal the server, threads and descriptors are back at the
// baseline taken before the first fault. Timings (stalls) and growth are the hour's business
// (scripts/soak.sh).
#include "soak.h"

#include <QTest>

#include <optional>

class tst_Soak : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aShortWindowOfFaultsEndsExact()
    {
        QTemporaryDir out;
        QVERIFY(out.isValid());
        const QStringList schedule = {
            QStringLiteral("restart"),        QStringLiteral("410-storm"),
            QStringLiteral("stall-mid-body"), QStringLiteral("endless-body"),
            QStringLiteral("expire-watches"), QStringLiteral("cut-watches-mid-object"),
            QStringLiteral("bookmarks"),      QStringLiteral("compact"),
            QStringLiteral("drop-watches"),   QStringLiteral("refuse")};
        soak::Soak::Settings settings;
        settings.clusters = 1;
        settings.seed = 3;
        settings.minutes = 1;
        settings.out = out.path();
        settings.judgeStalls = false;
        settings.schedule = schedule;
        std::optional<soak::Verdict> verdict;
        settings.finished = [&verdict](const soak::Verdict &v) { verdict = v; };
        soak::Soak soak(settings);
        soak.start();
        QTRY_VERIFY_WITH_TIMEOUT(verdict.has_value(), 300'000);
        for (const QString &fault : schedule)
            QVERIFY2(verdict->struck.value(fault) == 1,
                     qPrintable(fault + QStringLiteral(" did not strike once")));
        QCOMPARE(verdict->checkpoints, 1);
        QVERIFY2(verdict->exact, "a cache or the table differs from the server (lines above)");
        QVERIFY2(verdict->resourcesBack, "threads or descriptors above the baseline (lines above)");
        QVERIFY(verdict->pass);
    }
};

QTEST_MAIN(tst_Soak)
#include "tst_soak.moc"
