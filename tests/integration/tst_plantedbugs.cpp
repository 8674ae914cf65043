// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The tests of the reflector's and the DeltaFifo's recovery branches can fail: each branch made wrong on
// purpose (engine/cache/plantedbug.h) in a copy of the test program, the test written for it fails, and it
// passes with nothing planted. The slower proof, tst_nothinglost under each bug, is scripts/planted-bugs.sh
// (integration/README, "Planted bugs").
#include <QProcess>
#include <QTest>

class tst_PlantedBugs : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void eachPlantedBugFailsItsTest_data()
    {
        QTest::addColumn<QByteArray>("bug"); // empty: nothing planted, the test passes
        QTest::addColumn<QString>("program");
        QTest::addColumn<QString>("function");
        auto row = [](const char *name, const char *bug, const char *program, const char *function) {
            QTest::newRow(name) << QByteArray(bug) << QString::fromLatin1(program)
                                << QString::fromLatin1(function);
        };
        row("relist emits deletions for what vanished", "relist-keeps-vanished", "tst_deltafifo",
            "replaceQueuesReplacedAndTombstonesForWhatIsGone");
        row("relist while the queue drains", "relist-forgets-queued", "tst_deltafifo",
            "aRelistWhileTheFirstListIsPoppedSeesWhatIsLeftOfIt");
        row("ERROR 410 in a 200 stream relists", "expired-event-rewatches", "tst_reflector",
            "everyFailureWaitsAGrowingBackoff:a watch ended by an ERROR 410 event relists after backoff");
        row("HTTP 410 at a watch's start relists", "expired-status-rewatches", "tst_reflector",
            "everyFailureWaitsAGrowingBackoff:a watch refused with an HTTP 410 relists after backoff");
        row("a bookmark's version is kept", "bookmark-version-dropped", "tst_reflector",
            "aBookmarkIsWhereTheNextWatchResumes");
        row("a watch closed at once relists", "short-watch-rewatches", "tst_reflector",
            "everyFailureWaitsAGrowingBackoff:a watch closed at once without an event relists after backoff");
        row("tst_deltafifo passes with nothing planted", "", "tst_deltafifo", "");
        row("tst_reflector passes with nothing planted", "", "tst_reflector", "");
    }

    void eachPlantedBugFailsItsTest()
    {
        QFETCH(QByteArray, bug);
        QFETCH(QString, program);
        QFETCH(QString, function);
        QProcess test;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("QKUBE_PLANTED_BUG"), QString::fromLatin1(bug));
        test.setProcessEnvironment(environment);
        test.setProcessChannelMode(QProcess::MergedChannels);
        test.start(QStringLiteral(QKUBE_BINARY_DIR "/tests/") + program + QStringLiteral("_planted"),
                   function.isEmpty() ? QStringList() : QStringList{function});
        QVERIFY2(test.waitForFinished(60'000), qPrintable(program + QStringLiteral(" did not end")));
        const QByteArray output = test.readAll();
        QCOMPARE(test.exitStatus(), QProcess::NormalExit);
        if (bug.isEmpty()) {
            QVERIFY2(test.exitCode() == 0, output.constData());
            return;
        }
        QVERIFY2(output.contains("planted bug: " + bug), output.constData());
        QVERIFY2(test.exitCode() > 0 && output.contains("FAIL!  : "),
                 qPrintable(QStringLiteral("%1 passed with the bug %2 planted:\n%3")
                                .arg(program, QString::fromLatin1(bug), QString::fromUtf8(output))));
    }
};

QTEST_GUILESS_MAIN(tst_PlantedBugs)
#include "tst_plantedbugs.moc"
