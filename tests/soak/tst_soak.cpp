// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The soak, short enough for ctest: qkube's window on one churning kubesim through a restart, a 410 storm,
// connections hanging mid-body, a jump of the Events' clock, cut log streams and six more faults, once each
// in an order drawn from the seed, then one quiet checkpoint: every informer's cache and the table equal the
// server, the event log shows the newest Events, the followed logs have no gap and no repeat, and threads and
// descriptors hold nothing beyond what is open (against the baseline taken before the first fault). Timings
// (stalls) and growth are the hour's (scripts/soak.sh).
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
            QStringLiteral("drop-watches"),   QStringLiteral("refuse"),
            QStringLiteral("clock-jump"),     QStringLiteral("cut-logs")};
        soak::Soak::Settings settings;
        settings.clusters = 1;
        settings.seed = 3;
        settings.minutes = 1;
        settings.out = out.path();
        settings.judgeStalls = false;
        // Retries within 2 s, not client-go's 30-60 s: eleven faults in a row take every informer's backoff
        // to its ceiling, and the checkpoint would wait that out.
        kube::InformerOptions informers;
        informers.reflector.backoffInitialMs = 200;
        informers.reflector.backoffMaxMs = 2000;
        settings.informers = informers;
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
        QVERIFY2(verdict->logsExact, "a followed log has a gap or a repeat (lines above)");
        QVERIFY(verdict->pass);
    }
};

QTEST_MAIN(tst_Soak)
#include "tst_soak.moc"
