// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// ContainerProcess alone, with stand-ins for bwrap (sh scripts that do or do not report a child on the status
// descriptor): a sandbox that was not made is reported as such, never as the command's exit code.
#include "sim/containerprocess.h"

#include <QSignalSpy>
#include <QTest>

#include <fcntl.h>
#include <unistd.h>

using kube::sim::ContainerProcess;

namespace {
constexpr int statusFd = 3;
// What bwrap writes on --json-status-fd once the sandbox is made.
const QString madeSandbox = QStringLiteral("printf '{ \"child-pid\": 42 }\\n' >&3; ");
} // namespace

class tst_ContainerProcess : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void endsLikeItsCommand_data()
    {
        QTest::addColumn<QString>("script");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("sandboxError");
        QTest::addColumn<QByteArray>("stdoutBytes");
        QTest::addColumn<QByteArray>("stderrBytes");
        QTest::newRow("sandbox made, command succeeds")
            << madeSandbox + QStringLiteral("echo out; echo err >&2") << 0 << QString() << QByteArray("out\n")
            << QByteArray("err\n");
        QTest::newRow("sandbox made, command exits 3")
            << madeSandbox + QStringLiteral("exit 3") << 3 << QString() << QByteArray() << QByteArray();
        QTest::newRow("the exit code bwrap reports wins")
            << madeSandbox + QStringLiteral("printf '{ \"exit-code\": 7 }\\n' >&3; exit 1") << 7 << QString()
            << QByteArray() << QByteArray();
        QTest::newRow("sandbox not made: bwrap's words, no output")
            << QStringLiteral("echo 'bwrap: Creating new namespace failed' >&2; exit 1") << 1
            << QStringLiteral("bwrap: Creating new namespace failed") << QByteArray() << QByteArray();
        QTest::newRow("sandbox not made, silently")
            << QStringLiteral("exit 1") << 1
            << QStringLiteral("bwrap could not make the sandbox (exit code 1)") << QByteArray()
            << QByteArray();
    }
    void endsLikeItsCommand()
    {
        QFETCH(QString, script);
        ContainerProcess process;
        QByteArray out, err;
        connect(&process, &ContainerProcess::output, this, [&](int channel, const QByteArray &bytes) {
            (channel == ContainerProcess::stdoutChannel ? out : err) += bytes;
        });
        QSignalSpy finished(&process, &ContainerProcess::finished);
        QString error;
        QVERIFY2(process.start({QStringLiteral("/bin/sh"), QStringLiteral("-c"), script}, statusFd, &error),
                 qPrintable(error));
        QVERIFY(finished.wait(10000));
        QTEST(finished.at(0).at(0).toInt(), "exitCode");
        QTEST(finished.at(0).at(1).toString(), "sandboxError");
        QTEST(out, "stdoutBytes");
        QTEST(err, "stderrBytes");
    }

    void stdinReachesTheProcessAndItsCloseEndsIt()
    {
        ContainerProcess process;
        QByteArray out;
        connect(&process, &ContainerProcess::output, this,
                [&](int, const QByteArray &bytes) { out += bytes; });
        QSignalSpy finished(&process, &ContainerProcess::finished);
        QString error;
        QVERIFY(process.start(
            {QStringLiteral("/bin/sh"), QStringLiteral("-c"), madeSandbox + QStringLiteral("exec cat")},
            statusFd, &error));
        process.writeStdin("one\n");
        process.writeStdin("two\n");
        process.closeStdin();
        QVERIFY(finished.wait(10000));
        QCOMPARE(out, QByteArray("one\ntwo\n"));
        QCOMPARE(finished.at(0).at(0).toInt(), 0);
    }

    void aTerminalHasItsSize()
    {
        ContainerProcess process;
        QByteArray out;
        connect(&process, &ContainerProcess::output, this,
                [&](int, const QByteArray &bytes) { out += bytes; });
        QSignalSpy finished(&process, &ContainerProcess::finished);
        QString error;
        QVERIFY(process.openTerminal(100, 30, &error));
        QVERIFY(process.terminalPath().startsWith(QLatin1String("/dev/pts/")));
        QVERIFY(process.start(
            {QStringLiteral("/bin/sh"), QStringLiteral("-c"), madeSandbox + QStringLiteral("stty size; tty")},
            statusFd, &error));
        QVERIFY(finished.wait(10000));
        QVERIFY2(out.startsWith("30 100\r\n" + process.terminalPath().toUtf8() + "\r\n"), out.constData());
    }

    void nothingOfTheParentIsInherited()
    {
        // Descriptors above the status one are closed in the child, even those without close-on-exec: the
        // sandbox gets none of kubesim's sockets.
        const int leak = ::fcntl(1, F_DUPFD, 100); // no FD_CLOEXEC, a number no shell uses
        QVERIFY(leak >= 100);
        ContainerProcess process;
        QByteArray out;
        connect(&process, &ContainerProcess::output, this,
                [&](int, const QByteArray &bytes) { out += bytes; });
        QSignalSpy finished(&process, &ContainerProcess::finished);
        QString error;
        QVERIFY(process.start({QStringLiteral("/bin/sh"), QStringLiteral("-c"),
                               madeSandbox + QStringLiteral("cd /proc/$$/fd && echo *")},
                              statusFd, &error));
        QVERIFY(finished.wait(10000));
        ::close(leak);
        const QList<QByteArray> open = out.trimmed().split(' ');
        QVERIFY2(open.contains("3") && !open.contains(QByteArray::number(leak)),
                 out.constData()); // sh's own (glob) may follow 3
        QVERIFY2(open.size() <= 5, out.constData());
    }
};

QTEST_GUILESS_MAIN(tst_ContainerProcess)
#include "tst_containerprocess.moc"
