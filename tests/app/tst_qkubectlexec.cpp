// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "clientrun.h"
#include "simfixture.h"

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

// `qkubectl exec` against `kubectl exec` (1.32) on kubesim, whose pods run each exec in a sandbox: the same
// stdout, stderr and exit code, byte for byte.
class tst_QkubectlExec : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimFixture> m_fixture;
    QString m_qkubectl = QStringLiteral(QKUBE_BINARY_DIR "/app/qkubectl");
    QString m_kubectl;
    QString m_pod; // a pod of two containers, in the default namespace

    // Runs `program` with `stdinBytes` on its stdin (closed after them), without blocking the event loop that
    // kubesim serves on.
    ClientRun run(const QString &program, const QStringList &arguments, const QByteArray &stdinBytes)
    {
        QProcess process;
        process.start(program,
                      QStringList{QStringLiteral("--kubeconfig"), m_fixture->kubeconfigPath()} + arguments);
        process.write(stdinBytes);
        process.closeWriteChannel();
        ClientRun result;
        if (!QTest::qWaitFor([&process] { return process.state() == QProcess::NotRunning; }, 60'000)) {
            process.kill();
            process.waitForFinished();
            result.err = QStringLiteral("timed out");
            return result;
        }
        result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
        result.out = QString::fromUtf8(process.readAllStandardOutput());
        result.err = QString::fromUtf8(process.readAllStandardError());
        return result;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_fixture = std::make_unique<SimFixture>();
        m_kubectl = QStandardPaths::findExecutable(QStringLiteral("kubectl"));
        QVERIFY2(!m_kubectl.isEmpty(), "kubectl 1.32 must be on PATH");
        const ClientRun pods = run(m_kubectl,
                                   {QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-n"),
                                    QStringLiteral("default"), QStringLiteral("-o"), QStringLiteral("name")},
                                   {});
        for (const QString &line : pods.out.split(QLatin1Char('\n'))) {
            if (line.startsWith(QLatin1String("pod/web-"))) {
                m_pod = line.mid(4);
                break;
            }
        }
        QVERIFY2(!m_pod.isEmpty(), qPrintable(pods.out + pods.err));
        // A workload with no pod (yet): exec waits --pod-running-timeout for one.
        const ClientRun created =
            run(m_kubectl,
                {QStringLiteral("create"), QStringLiteral("deployment"), QStringLiteral("nopods"),
                 QStringLiteral("--image=busybox"), QStringLiteral("--replicas=0")},
                {});
        QVERIFY2(created.exitCode == 0, qPrintable(created.err));
    }

    void cleanupTestCase() { m_fixture.reset(); }

    void sameAsKubectl_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("stdinBytes");
        QTest::addColumn<int>("exitCode");
        const QString pod = QStringLiteral("POD");
        const QString dash = QStringLiteral("--");
        const QString exec = QStringLiteral("exec");
        QTest::newRow("both streams and the exit code")
            << QStringList{exec,
                           pod,
                           dash,
                           QStringLiteral("sh"),
                           QStringLiteral("-c"),
                           QStringLiteral("echo out; echo err >&2; exit 3")}
            << QByteArray() << 3;
        QTest::newRow("stdin to cat, ended by its end")
            << QStringList{exec, QStringLiteral("-i"), pod, dash, QStringLiteral("cat")}
            << QByteArray("hello\nworld\n") << 0;
        QTest::newRow("a named container, no note") << QStringList{exec,
                                                                   pod,
                                                                   QStringLiteral("-c"),
                                                                   QStringLiteral("web"),
                                                                   dash,
                                                                   QStringLiteral("echo"),
                                                                   QStringLiteral("a b")}
                                                    << QByteArray() << 0;
        QTest::newRow("quiet: no note, the exit code still") << QStringList{exec,
                                                                            QStringLiteral("-q"),
                                                                            pod,
                                                                            dash,
                                                                            QStringLiteral("sh"),
                                                                            QStringLiteral("-c"),
                                                                            QStringLiteral("exit 5")}
                                                             << QByteArray() << 5;
        QTest::newRow("a megabyte of output") << QStringList{exec,
                                                             pod,
                                                             dash,
                                                             QStringLiteral("head"),
                                                             QStringLiteral("-c"),
                                                             QStringLiteral("1048576"),
                                                             QStringLiteral("/dev/zero")}
                                              << QByteArray() << 0;
        QTest::newRow("a command that does not exist")
            << QStringList{exec, pod, dash, QStringLiteral("no-such-command")} << QByteArray() << -2;
        QTest::newRow("deploy/NAME: its most active pod") << QStringList{exec,
                                                                         QStringLiteral("deploy/web"),
                                                                         dash,
                                                                         QStringLiteral("sh"),
                                                                         QStringLiteral("-c"),
                                                                         QStringLiteral("echo $HOSTNAME")}
                                                          << QByteArray() << 0;
        QTest::newRow("svc/NAME: a pod it selects") << QStringList{exec,
                                                                   QStringLiteral("svc/web"),
                                                                   dash,
                                                                   QStringLiteral("sh"),
                                                                   QStringLiteral("-c"),
                                                                   QStringLiteral("echo $HOSTNAME")}
                                                    << QByteArray() << 0;
        QTest::newRow("a workload that does not exist")
            << QStringList{exec, QStringLiteral("deploy/no-such"), dash, QStringLiteral("ls")} << QByteArray()
            << 1;
        QTest::newRow("pod not found")
            << QStringList{exec, QStringLiteral("no-such-pod"), dash, QStringLiteral("ls")} << QByteArray()
            << 1;
        QTest::newRow("a container that does not exist: the refused upgrade's Status")
            << QStringList{exec,
                           pod,
                           QStringLiteral("-c"),
                           QStringLiteral("no-such-container"),
                           dash,
                           QStringLiteral("ls")}
            << QByteArray() << 1;
        QTest::newRow("namespace not found")
            << QStringList{exec, QStringLiteral("-n"), QStringLiteral("no-such-ns"), pod,
                           dash, QStringLiteral("ls")}
            << QByteArray() << 1;
        QTest::newRow("no command") << QStringList{exec, pod} << QByteArray() << 1;
        QTest::newRow("no pod") << QStringList{exec, dash, QStringLiteral("ls")} << QByteArray() << 1;
        QTest::newRow("the old form without --")
            << QStringList{exec, pod, QStringLiteral("ls")} << QByteArray() << 1;
        QTest::newRow("attach: no pod") << QStringList{QStringLiteral("attach")} << QByteArray() << 1;
        QTest::newRow("attach: a container that does not exist")
            << QStringList{QStringLiteral("attach"), pod, QStringLiteral("-c"), QStringLiteral("no-such")}
            << QByteArray() << 1;
        QTest::newRow("attach: pod not found")
            << QStringList{QStringLiteral("attach"), QStringLiteral("no-such-pod")} << QByteArray() << 1;
        QTest::newRow("a workload without pods: waits --pod-running-timeout")
            << QStringList{exec, QStringLiteral("deploy/nopods"), QStringLiteral("--pod-running-timeout=1s"),
                           dash, QStringLiteral("ls")}
            << QByteArray() << 1;
        QTest::newRow("--pod-running-timeout=0")
            << QStringList{exec, QStringLiteral("--pod-running-timeout=0"), pod, dash, QStringLiteral("ls")}
            << QByteArray() << 1;
        QTest::newRow("--pod-running-timeout not a duration")
            << QStringList{exec, QStringLiteral("--pod-running-timeout=soon"), pod, dash,
                           QStringLiteral("ls")}
            << QByteArray() << 1;
        QTest::newRow("attach: --pod-running-timeout=0")
            << QStringList{QStringLiteral("attach"), QStringLiteral("--pod-running-timeout=0")}
            << QByteArray() << 1;
        QTest::newRow("-t without -i: no tty") << QStringList{exec,
                                                              QStringLiteral("-t"),
                                                              pod,
                                                              dash,
                                                              QStringLiteral("sh"),
                                                              QStringLiteral("-c"),
                                                              QStringLiteral("test -t 0 || echo no tty")}
                                               << QByteArray() << 0;
    }

    // A workload whose pod comes while exec waits: exec goes on with that pod (kubesim has not scheduled it
    // yet, so the server refuses it by name, as it refuses kubectl).
    void waitsForTheWorkloadsFirstPod()
    {
        QProcess exec;
        exec.start(m_qkubectl,
                   {QStringLiteral("--kubeconfig"), m_fixture->kubeconfigPath(), QStringLiteral("exec"),
                    QStringLiteral("deploy/nopods"), QStringLiteral("--pod-running-timeout=30s"),
                    QStringLiteral("-v=6"), QStringLiteral("--"), QStringLiteral("true")});
        QVERIFY(exec.waitForStarted());
        // -v=6 logs each request: the scale comes once qkubectl watches for a pod (no pod listed).
        QByteArray log;
        QTRY_VERIFY_WITH_TIMEOUT((log += exec.readAllStandardError()).contains("watch=true"), 20'000);
        QCOMPARE(exec.state(), QProcess::Running);
        const ClientRun scaled = run(
            m_kubectl,
            {QStringLiteral("scale"), QStringLiteral("deploy/nopods"), QStringLiteral("--replicas=1")}, {});
        QVERIFY2(scaled.exitCode == 0, qPrintable(scaled.err));
        QTRY_COMPARE_WITH_TIMEOUT(exec.state(), QProcess::NotRunning, 20'000);
        const QString err = QString::fromUtf8(log + exec.readAllStandardError());
        QVERIFY2(err.contains(QLatin1String("pod nopods-")), qPrintable(err));
        QVERIFY2(!err.contains(QLatin1String("timed out")), qPrintable(err));
        const ClientRun back = run(
            m_kubectl,
            {QStringLiteral("scale"), QStringLiteral("deploy/nopods"), QStringLiteral("--replicas=0")}, {});
        QVERIFY2(back.exitCode == 0, qPrintable(back.err));
    }

    void sameAsKubectl()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, stdinBytes);
        QFETCH(int, exitCode);
        arguments.replaceInStrings(QStringLiteral("POD"), m_pod);
        const ClientRun ours = run(m_qkubectl, arguments, stdinBytes);
        const ClientRun theirs = run(m_kubectl, arguments, stdinBytes);
        QCOMPARE(asKubectls(ours.out), theirs.out);
        QCOMPARE(asKubectls(ours.err), withoutStreamRace(theirs.err));
        QCOMPARE(ours.exitCode, theirs.exitCode);
        if (exitCode >= 0)
            QCOMPARE(ours.exitCode, exitCode);
        else
            QVERIFY(ours.exitCode > 0);
    }
};

QTEST_GUILESS_MAIN(tst_QkubectlExec)
#include "tst_qkubectlexec.moc"
