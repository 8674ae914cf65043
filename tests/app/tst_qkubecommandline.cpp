// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// qkube's command line on a machine without a display (CI, help2man making the man page): --help and
// --version answer on stdout and exit 0, a mistake is named on stderr with a non-zero exit, and nothing
// aborts for want of an X server.
#include <QProcess>
#include <QTest>

namespace {
struct Run
{
    QProcess::ExitStatus exitStatus = QProcess::CrashExit;
    int exitCode = -1;
    QString out;
    QString err;
};

// qkube with no display of any kind: no X, no Wayland, no platform named (the test itself runs offscreen).
Run runHeadless(const QStringList &arguments)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
        environment.remove(QLatin1String(name));
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(QKUBE_PROGRAM), arguments);
    Run run;
    if (!process.waitForFinished(30'000)) {
        process.kill();
        process.waitForFinished();
        run.err = QStringLiteral("timed out");
        return run;
    }
    run.exitStatus = process.exitStatus();
    run.exitCode = process.exitCode();
    run.out = QString::fromLocal8Bit(process.readAllStandardOutput());
    run.err = QString::fromLocal8Bit(process.readAllStandardError());
    return run;
}
} // namespace

class tst_QkubeCommandLine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void helpIsPrintedWithoutADisplay_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("--help") << QStringList{QStringLiteral("--help")};
        QTest::newRow("-h") << QStringList{QStringLiteral("-h")};
        QTest::newRow("--help beside a mistake")
            << QStringList{QStringLiteral("--no-such-option"), QStringLiteral("--help")};
    }

    void helpIsPrintedWithoutADisplay()
    {
        QFETCH(QStringList, arguments);
        const Run run = runHeadless(arguments);
        QCOMPARE(run.exitStatus, QProcess::NormalExit);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.out.startsWith(QStringLiteral("Usage: ")) &&
                     run.out.section(QLatin1Char('\n'), 0, 0).endsWith(QStringLiteral("qkube [options]")),
                 qPrintable(run.out));
        for (const char *option : {"--kubeconfig <FILE>", "--demo", "--journal-limit <SIZE>", "--version"})
            QVERIFY2(run.out.contains(QLatin1String(option)), option);
        // Qt's own arguments are accepted but are not qkube's to explain.
        QVERIFY(!run.out.contains(QStringLiteral("platform")));
    }

    void versionIsTheProjectsWithoutADisplay_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("--version") << QStringList{QStringLiteral("--version")};
        QTest::newRow("after a Qt argument")
            << QStringList{QStringLiteral("-platform"), QStringLiteral("xcb"), QStringLiteral("--version")};
    }

    void versionIsTheProjectsWithoutADisplay()
    {
        QFETCH(QStringList, arguments);
        const Run run = runHeadless(arguments);
        QCOMPARE(run.exitStatus, QProcess::NormalExit);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(run.out, QStringLiteral("qkube " QKUBE_PROJECT_VERSION "\n"));
    }

    void mistakesAreNamedWithoutADisplay_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("an unknown option") << QStringList{QStringLiteral("--no-such-option")}
                                           << QStringLiteral("Unknown option 'no-such-option'");
        QTest::newRow("a value missing")
            << QStringList{QStringLiteral("--context")} << QStringLiteral("Missing value after '--context'");
        QTest::newRow("a stray argument")
            << QStringList{QStringLiteral("prod")} << QStringLiteral("unexpected argument \"prod\"");
        QTest::newRow("too many demo clusters")
            << QStringList{QStringLiteral("--demo-clusters"), QStringLiteral("99")}
            << QStringLiteral("--demo-clusters takes a number from 1 to 8, not \"99\"");
        QTest::newRow("a journal limit that is no size")
            << QStringList{QStringLiteral("--journal-limit"), QStringLiteral("lots")}
            << QStringLiteral("--journal-limit takes a size");
        QTest::newRow("a log level that is no number")
            << QStringList{QStringLiteral("-v=x")} << QStringLiteral("invalid argument \"x\"");
    }

    void mistakesAreNamedWithoutADisplay()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const Run run = runHeadless(arguments);
        QCOMPARE(run.exitStatus, QProcess::NormalExit); // not an abort for want of a display
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.startsWith(QStringLiteral("qkube: ")) && run.err.contains(message),
                 qPrintable(run.err));
        QVERIFY2(run.out.isEmpty(), qPrintable(run.out));
    }
};

QTEST_GUILESS_MAIN(tst_QkubeCommandLine)
#include "tst_qkubecommandline.moc"
