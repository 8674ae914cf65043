// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// kubesim's pods/exec and pods/attach against a client nobody here wrote: kubectl 1.32 (and a bare QWebSocket
// for what kubectl does not show: the refusal before the upgrade, pings against the idle timeout).
#include "simfixture.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSignalSpy>
#include <QSslSocket>
#include <QTest>
#include <QWebSocket>
#include <QWebSocketHandshakeOptions>

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out, err;
};

struct Target
{
    QString ns, pod, container, uid;
};

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

// The first Running pod of `ns` (all its containers running) and its first container.
Target runningPod(kube::sim::KubeSim &sim, const QString &ns)
{
    const auto *pods = kube::sim::ResourceType::find({}, s("v1"), s("pods"));
    for (const auto &stored : sim.store().objects(*pods)) {
        const QJsonObject pod = stored.object();
        const QJsonObject metadata = pod.value(QLatin1String("metadata")).toObject();
        const QJsonObject status = pod.value(QLatin1String("status")).toObject();
        if (metadata.value(QLatin1String("namespace")).toString() != ns ||
            status.value(QLatin1String("phase")).toString() != QLatin1String("Running"))
            continue;
        bool allRunning = true;
        for (const QJsonValue &entry : status.value(QLatin1String("containerStatuses")).toArray())
            allRunning =
                allRunning &&
                entry.toObject().value(QLatin1String("state")).toObject().contains(QLatin1String("running"));
        if (!allRunning)
            continue;
        return {ns, metadata.value(QLatin1String("name")).toString(),
                pod.value(QLatin1String("spec"))
                    .toObject()
                    .value(QLatin1String("containers"))
                    .toArray()
                    .at(0)
                    .toObject()
                    .value(QLatin1String("name"))
                    .toString(),
                metadata.value(QLatin1String("uid")).toString()};
    }
    qFatal("no running pod in %s", qPrintable(ns));
}

} // namespace

class tst_SimExec : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimFixture> m_fixture;
    Target m_target;

    static Run kubectlWith(SimFixture &fixture, const QStringList &arguments, const QByteArray &input = {},
                           int timeoutMs = 60000)
    {
        QProcess process;
        Run run;
        // Read as it comes (a large output must not stall kubectl on a full pipe), and wait on the signal,
        // not by polling: kubesim runs on this thread and a polling wait's sleeps would slow it down.
        connect(&process, &QProcess::readyReadStandardOutput, &process,
                [&] { run.out += process.readAllStandardOutput(); });
        QSignalSpy finished(&process, &QProcess::finished);
        process.start(QStringLiteral(QKUBE_KUBECTL),
                      QStringList{s("--kubeconfig"), fixture.kubeconfigPath()} + arguments);
        process.write(input);
        process.closeWriteChannel();
        if (!finished.wait(timeoutMs)) {
            process.kill();
            process.waitForFinished();
        }
        run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
        run.out += process.readAllStandardOutput();
        run.err = process.readAllStandardError();
        return run;
    }
    Run kubectl(const QStringList &arguments, const QByteArray &input = {}, int timeoutMs = 60000)
    {
        return kubectlWith(*m_fixture, arguments, input, timeoutMs);
    }
    QStringList execArgs(const QStringList &flags, const QStringList &command) const
    {
        return QStringList{s("exec"), s("-n"), m_target.ns, m_target.pod, s("-c"), m_target.container} +
               flags + QStringList{s("--")} + command;
    }

    // An upgrade request written by hand; the whole answer, up to the connection's end or the first bytes
    // after a 101.
    QByteArray rawUpgrade(const QString &path, const QString &token)
    {
        QSslSocket socket;
        QSslConfiguration ssl = QSslConfiguration::defaultConfiguration();
        ssl.setCaCertificates({QSslCertificate(m_fixture->sim().ca().certificatePem)});
        socket.setSslConfiguration(ssl);
        socket.connectToHostEncrypted(
            s("localhost"), m_fixture->sim().port()); // kubesim is on this thread: no blocking waits
        if (!QTest::qWaitFor([&] { return socket.isEncrypted(); }, 10000))
            return "no TLS: " + socket.errorString().toUtf8();
        socket.write(
            "GET " + path.toUtf8() + " HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer " +
            token.toUtf8() +
            "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
            "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: v5.channel.k8s.io\r\n\r\n");
        QByteArray answer;
        // Whether it came is checked below, by what came.
        (void)QTest::qWaitFor(
            [&] {
                answer += socket.readAll();
                return socket.state() == QAbstractSocket::UnconnectedState ||
                       answer.startsWith("HTTP/1.1 101");
            },
            10000);
        return answer;
    }

    // A WebSocket exec of `command` by the admin token, as a client library would open it.
    std::unique_ptr<QWebSocket> openExec(SimFixture &fixture, const Target &target,
                                         const QStringList &command)
    {
        auto socket = std::make_unique<QWebSocket>();
        QSslConfiguration ssl = QSslConfiguration::defaultConfiguration();
        ssl.setCaCertificates({QSslCertificate(fixture.sim().ca().certificatePem)});
        socket->setSslConfiguration(ssl);
        QString query = s("?container=") + target.container + s("&stdout=true&stderr=true");
        for (const QString &part : command)
            query += s("&command=") + QString::fromLatin1(QUrl::toPercentEncoding(part));
        QNetworkRequest request(QUrl(s("wss://localhost:%1/api/v1/namespaces/%2/pods/%3/exec")
                                         .arg(fixture.sim().port())
                                         .arg(target.ns, target.pod) +
                                     query));
        request.setRawHeader("Authorization", "Bearer " + fixture.sim().adminToken().toUtf8());
        QWebSocketHandshakeOptions options;
        options.setSubprotocols({s("v5.channel.k8s.io")});
        socket->open(request, options);
        return socket;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_fixture = std::make_unique<SimFixture>();
        m_target = runningPod(m_fixture->sim(), s("default"));
    }
    void cleanupTestCase() { m_fixture.reset(); }

    void execEchoes()
    {
        const Run run = kubectl(execArgs({}, {s("echo"), s("hi")}));
        QCOMPARE(run.err, QByteArray());
        QCOMPARE(run.out, QByteArray("hi\n"));
        QCOMPARE(run.exitCode, 0);
    }

    void execExitCode()
    {
        const Run run = kubectl(execArgs({}, {s("sh"), s("-c"), s("exit 3")}));
        QCOMPARE(run.exitCode, 3);
        QCOMPARE(run.err, QByteArray("command terminated with exit code 3\n"));
    }

    void execStdinToCat()
    {
        const Run run = kubectl(execArgs({s("-i")}, {s("cat")}), "data-in\n");
        QCOMPARE(run.out, QByteArray("data-in\n")); // and cat ended: stdin's close (v5) reached it
        QCOMPARE(run.exitCode, 0);
    }

    void execSplitsStdoutAndStderr()
    {
        const Run run = kubectl(execArgs({}, {s("sh"), s("-c"), s("echo out; echo err >&2; echo out2")}));
        QCOMPARE(run.out, QByteArray("out\nout2\n"));
        QCOMPARE(run.err, QByteArray("err\n"));
        QCOMPARE(run.exitCode, 0);
    }

    void execWithTtyGetsATerminalOfTheClientsSize()
    {
        // kubectl -t (with -i: without it kubectl drops -t) wants a terminal of its own: script(1) gives it
        // one, 123x45, which kubectl sends as a resize.
        const QString command =
            QStringList{s(QKUBE_KUBECTL), s("--kubeconfig"), m_fixture->kubeconfigPath()}.join(
                QLatin1Char(' ')) +
            QLatin1Char(' ') +
            execArgs({s("-i"), s("-t")}, {s("sh"), s("-c"),
                                          s("'tty; for i in $(seq 100); do [ \"$(stty size)\" = \"45 123\" ] "
                                            "&& break; sleep 0.1; done; stty size; echo $TERM'")})
                .join(QLatin1Char(' '));
        QProcess script;
        script.start(s("script"), {s("-qec"), s("stty cols 123 rows 45; ") + command, s("/dev/null")});
        QVERIFY(script.waitForStarted());
        QTRY_COMPARE_WITH_TIMEOUT(script.state(), QProcess::NotRunning, 30000);
        const QByteArray out = script.readAllStandardOutput();
        QVERIFY2(out.contains("/dev/pts/"), out.constData());
        QVERIFY2(out.contains("45 123\r\n"), out.constData());
        QVERIFY2(out.contains("xterm\r\n"), out.constData());
        QCOMPARE(script.exitCode(), 0);
    }

    void largeOutputStreams()
    {
        QCOMPARE(kubectl(execArgs({}, {s("sh"), s("-c"), s("head -c 50000000 /dev/zero > zero50")})).exitCode,
                 0);
        QElapsedTimer timer;
        timer.start();
        const Run run = kubectl(execArgs({}, {s("cat"), s("zero50")}));
        const qint64 ms = timer.elapsed();
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out.size(), 50'000'000);
        QCOMPARE(run.out.count('\0'), 50'000'000);
        qInfo("kubectl exec cat of 50 MB: %lld ms (%.0f MB/s)", ms,
              50'000.0 / double(std::max<qint64>(1, ms)));
    }

    void copyThereAndBack()
    {
        QByteArray data(5 * 1024 * 1024, Qt::Uninitialized);
        for (qsizetype i = 0; i < data.size(); ++i)
            data[i] = char((i * 2654435761u) >> 13);
        const QString local = m_fixture->dir() + s("/five.bin");
        QFile file(local);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(data);
        file.close();
        const QString remote = m_target.ns + QLatin1Char('/') + m_target.pod + s(":five.bin");
        Run run = kubectl({s("cp"), s("-c"), m_target.container, local, remote});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        // It landed in the container's own directory, its "/".
        const QString root =
            m_fixture->sim().exec().sandbox().rootOf(m_target.uid, m_target.pod, m_target.container);
        QFile landed(root + s("/five.bin"));
        QVERIFY(landed.open(QIODevice::ReadOnly));
        QCOMPARE(landed.readAll(), data);
        const QString back = m_fixture->dir() + s("/five.back");
        run = kubectl({s("cp"), s("-c"), m_target.container, remote, back});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QFile returned(back);
        QVERIFY(returned.open(QIODevice::ReadOnly));
        QCOMPARE(returned.readAll(), data);
    }

    void sandboxKeepsTheHostOut()
    {
        // A file of the host (in the build folder: not under /tmp, which is fresh inside anyway) is neither
        // visible nor writable inside; the host's /usr is read-only.
        const QString hostFile = QStringLiteral(QKUBE_BINARY_DIR "/tests/simexec-host-secret");
        QFile secret(hostFile);
        QVERIFY(secret.open(QIODevice::WriteOnly | QIODevice::Truncate));
        secret.write("secret\n");
        secret.close();
        Run run = kubectl(execArgs(
            {},
            {s("sh"), s("-c"),
             s("cat %1; echo pwned > %1; ls %2; rm -rf /usr/bin/true").arg(hostFile, s(QKUBE_BINARY_DIR))}));
        QVERIFY2(run.err.contains(hostFile.toUtf8() + ": No such file or directory"), run.err.constData());
        QVERIFY2(run.err.contains("cannot access '" QKUBE_BINARY_DIR "': No such file or directory"),
                 run.err.constData());
        QVERIFY2(run.err.contains("Read-only file system"), run.err.constData());
        QVERIFY2(!run.out.contains("secret"), run.out.constData());
        QFile check(hostFile);
        QVERIFY(check.open(QIODevice::ReadOnly));
        QCOMPARE(check.readAll(), QByteArray("secret\n"));
        check.remove();
        QVERIFY(QFile::exists(s("/usr/bin/true")));
        // $HOME is the container's, as is the working directory; what is made there stays in its directory.
        run = kubectl(execArgs(
            {}, {s("sh"), s("-c"), s("echo $HOME; pwd; hostname; touch ~/made-at-home; env | sort")}));
        QCOMPARE(run.exitCode, 0);
        const QList<QByteArray> lines = run.out.split('\n');
        QCOMPARE(lines.value(0), QByteArray("/root"));
        QCOMPARE(lines.value(1), QByteArray("/"));
        QCOMPARE(lines.value(2), m_target.pod.toUtf8());
        QVERIFY2(!run.out.contains("QT_") && !run.out.contains("KUBECONFIG") && !run.out.contains("USER="),
                 run.out.constData());
        const QString root =
            m_fixture->sim().exec().sandbox().rootOf(m_target.uid, m_target.pod, m_target.container);
        QVERIFY(QFile::exists(root + s("/root/made-at-home")));
        QVERIFY(!QFile::exists(QDir::homePath() + s("/made-at-home")));
    }

    void envFromThePodSpec()
    {
        const QString path = m_fixture->dir() + s("/envpod.yaml");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("apiVersion: v1\nkind: Pod\nmetadata: {name: envpod, namespace: default}\n"
                   "spec: {containers: [{name: main, image: busybox, env: [{name: GREETING, value: hello "
                   "there}]}]}\n");
        file.close();
        QCOMPARE(kubectl({s("apply"), s("-f"), path}).exitCode, 0);
        QTRY_VERIFY_WITH_TIMEOUT(
            kubectl({s("get"), s("pod"), s("-n"), s("default"), s("envpod"), s("--no-headers")})
                .out.contains("Running"),
            20000);
        const Run run = kubectl({s("exec"), s("-n"), s("default"), s("envpod"), s("--"), s("sh"), s("-c"),
                                 s("echo \"$GREETING\"")});
        QCOMPARE(run.out, QByteArray("hello there\n"));
        // The pod deleted, its container's directory goes with it.
        const QString uid =
            QJsonDocument::fromJson(
                kubectl({s("get"), s("pod"), s("-n"), s("default"), s("envpod"), s("-o"), s("json")}).out)
                .object()
                .value(QLatin1String("metadata"))
                .toObject()
                .value(QLatin1String("uid"))
                .toString();
        const QString root = m_fixture->sim().exec().sandbox().rootOf(uid, s("envpod"), s("main"));
        QVERIFY(QFile::exists(root + s("/etc/hostname")));
        QCOMPARE(
            kubectl({s("delete"), s("pod"), s("-n"), s("default"), s("envpod"), s("--wait=true")}).exitCode,
            0);
        QTRY_VERIFY_WITH_TIMEOUT(!QFile::exists(root), 10000);
    }

    void refusedWithoutASandbox()
    {
        kube::sim::KubeSimOptions options = SimFixture::defaultOptions();
        options.execSandbox = false;
        SimFixture unsandboxed(options);
        const Target target = runningPod(unsandboxed.sim(), s("default"));
        const QString marker = unsandboxed.dir() + s("/ran-on-the-host");
        const Run run = kubectlWith(unsandboxed, {s("exec"), s("-n"), target.ns, target.pod, s("-c"),
                                                  target.container, s("--"), s("touch"), marker});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("Internal error occurred: kubesim runs no process outside a sandbox"),
                 run.err.constData());
        QVERIFY(!QFile::exists(marker));
    }

    void limitedUserOnlyInItsNamespace()
    {
        const QString limited = m_fixture->sim().name() + s("-limited");
        const Target own = runningPod(m_fixture->sim(), m_fixture->sim().limitedNamespace());
        Run run = kubectl({s("--context"), limited, s("exec"), own.pod, s("-c"), own.container, s("--"),
                           s("echo"), s("mine")});
        QCOMPARE(run.out, QByteArray("mine\n"));
        run = kubectl({s("--context"), limited, s("exec"), s("-n"), m_target.ns, m_target.pod, s("-c"),
                       m_target.container, s("--"), s("echo"), s("theirs")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.startsWith("Error from server (Forbidden): pods \"" + m_target.pod.toUtf8() +
                                    "\" is forbidden"),
                 run.err.constData());
        // The upgrade itself is refused the same way, before anything is upgraded.
        const QByteArray answer = rawUpgrade(
            s("/api/v1/namespaces/%1/pods/%2/exec?command=echo&stdout=true").arg(m_target.ns, m_target.pod),
            m_fixture->sim().limitedToken());
        QVERIFY2(answer.startsWith("HTTP/1.1 403 Forbidden\r\n"), answer.constData());
        const QByteArray denial = "pods \\\"" + m_target.pod.toUtf8() +
                                  "\\\" is forbidden: User \\\"sim-limited\\\" cannot create resource "
                                  "\\\"pods/exec\\\" in API group \\\"\\\" in the namespace \\\"" +
                                  m_target.ns.toUtf8() + "\\\"";
        QVERIFY2(answer.contains(denial), answer.constData());
        QVERIFY(!rawUpgrade(s("/api/v1/namespaces/%1/pods/%2/exec?command=echo&stdout=true")
                                .arg(m_target.ns, m_target.pod),
                            s("wrong-token"))
                     .startsWith("HTTP/1.1 101"));
    }

    void missingPodAndContainer()
    {
        Run run = kubectl({s("exec"), s("-n"), s("default"), s("no-such-pod"), s("--"), s("echo")});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.err, QByteArray("Error from server (NotFound): pods \"no-such-pod\" not found\n"));
        const QByteArray answer =
            rawUpgrade(s("/api/v1/namespaces/default/pods/no-such-pod/exec?command=echo&stdout=true"),
                       m_fixture->sim().adminToken());
        QVERIFY2(answer.startsWith("HTTP/1.1 404 Not Found\r\n"), answer.constData());
        QVERIFY(answer.contains(R"("reason":"NotFound")"));
        run =
            kubectl({s("exec"), s("-n"), m_target.ns, m_target.pod, s("-c"), s("nope"), s("--"), s("echo")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("container nope is not valid for pod " + m_target.pod.toUtf8()),
                 run.err.constData());
    }

    void onlyRunningContainersExec()
    {
        const QString path = m_fixture->dir() + s("/done.yaml");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("apiVersion: v1\nkind: Pod\nmetadata: {name: done, namespace: default}\n"
                   "spec: {restartPolicy: Never, containers: [{name: main, image: busybox}]}\n");
        file.close();
        QCOMPARE(kubectl({s("apply"), s("-f"), path}).exitCode, 0);
        QTRY_VERIFY_WITH_TIMEOUT(
            kubectl({s("get"), s("pod"), s("-n"), s("default"), s("done"), s("--no-headers")})
                .out.contains("Completed"),
            20000);
        const Run run = kubectl({s("exec"), s("-n"), s("default"), s("done"), s("--"), s("echo")});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.err,
                 QByteArray(
                     "error: cannot exec into a container in a completed pod; current phase is Succeeded\n"));
        // kubectl refused it itself; the server refuses it too, as the kubelet does, before any upgrade.
        const QByteArray answer =
            rawUpgrade(s("/api/v1/namespaces/default/pods/done/exec?command=echo&stdout=true"),
                       m_fixture->sim().adminToken());
        QVERIFY2(answer.startsWith("HTTP/1.1 400 Bad Request\r\n"), answer.constData());
        QVERIFY2(answer.contains("container not found (\\\"main\\\")"), answer.constData());
    }

    void injectedFailuresStrikeTheUpgrade()
    {
        const QString path = s("/api/v1/namespaces/%1/pods/%2/exec").arg(m_target.ns, m_target.pod);
        m_fixture->sim().failPath(path, 500);
        const QByteArray answer =
            rawUpgrade(path + s("?command=echo&stdout=true&container=") + m_target.container,
                       m_fixture->sim().adminToken());
        m_fixture->sim().failPath(path, 0);
        QVERIFY2(answer.startsWith("HTTP/1.1 500 Internal Server Error\r\n"), answer.constData());
        QVERIFY(rawUpgrade(path + s("?command=echo&stdout=true&container=") + m_target.container,
                           m_fixture->sim().adminToken())
                    .startsWith("HTTP/1.1 101"));
    }

    void containerFoldersGoWithKubesim()
    {
        auto fixture = std::make_unique<SimFixture>();
        const Target target = runningPod(fixture->sim(), s("default"));
        QCOMPARE(kubectlWith(*fixture, {s("exec"), s("-n"), target.ns, target.pod, s("-c"), target.container,
                                        s("--"), s("touch"), s("made")})
                     .exitCode,
                 0);
        const QString root = fixture->sim().exec().sandbox().rootOf(target.uid, target.pod, target.container);
        QVERIFY(QFile::exists(root + s("/made")));
        fixture.reset();
        QVERIFY(!QFile::exists(root));
    }

    void attachSharesTheMainProcess()
    {
        const QString path = m_fixture->dir() + s("/attach.yaml");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("apiVersion: v1\nkind: Pod\nmetadata: {name: talker, namespace: default}\n"
                   "spec: {containers: [{name: main, image: busybox, stdin: true, command: [cat]}]}\n");
        file.close();
        QCOMPARE(kubectl({s("apply"), s("-f"), path}).exitCode, 0);
        QTRY_VERIFY_WITH_TIMEOUT(
            kubectl({s("get"), s("pod"), s("-n"), s("default"), s("talker"), s("--no-headers")})
                .out.contains("Running"),
            20000);
        // Two attachers: what one types, the container's cat answers to both.
        QProcess writer, watcher;
        const QStringList base{
            s("--kubeconfig"), m_fixture->kubeconfigPath(), s("attach"), s("-n"), s("default"), s("talker")};
        watcher.start(s(QKUBE_KUBECTL), base);
        writer.start(s(QKUBE_KUBECTL), base + QStringList{s("-i")});
        QVERIFY(writer.waitForStarted() && watcher.waitForStarted());
        QByteArray seenByWriter, seenByWatcher;
        QVERIFY(QTest::qWaitFor(
            [&] {
                writer.write("hello attach\n"); // again until both attachers are in and answered
                seenByWriter += writer.readAllStandardOutput();
                seenByWatcher += watcher.readAllStandardOutput();
                return seenByWriter.contains("hello attach\n") && seenByWatcher.contains("hello attach\n");
            },
            20000));
        writer.kill();
        watcher.kill();
        writer.waitForFinished();
        watcher.waitForFinished();
        QCOMPARE(
            kubectl({s("delete"), s("pod"), s("-n"), s("default"), s("talker"), s("--wait=false")}).exitCode,
            0);
    }

    void attachWithoutStdinShowsTheLog()
    {
        QProcess attach;
        attach.start(s(QKUBE_KUBECTL), {s("--kubeconfig"), m_fixture->kubeconfigPath(), s("attach"), s("-n"),
                                        m_target.ns, m_target.pod, s("-c"), m_target.container});
        QByteArray seen;
        QVERIFY(QTest::qWaitFor(
            [&] {
                seen += attach.readAllStandardOutput();
                return seen.contains(" seq=");
            },
            20000));
        attach.kill();
        attach.waitForFinished();
    }

    void idleStreamsCloseButPingsKeepThemOpen()
    {
        kube::sim::KubeSimOptions options = SimFixture::defaultOptions();
        options.execIdleTimeoutMs = 2000; // long enough for a loaded machine's event loop, short for a test
        SimFixture fixture(options);
        const Target target = runningPod(fixture.sim(), s("default"));
        // Silent: closed after the timeout.
        auto silent = openExec(fixture, target, {s("sleep"), s("30")});
        QTRY_COMPARE_WITH_TIMEOUT(silent->state(), QAbstractSocket::ConnectedState, 10000);
        QElapsedTimer timer;
        timer.start();
        QTRY_COMPARE_WITH_TIMEOUT(silent->state(), QAbstractSocket::UnconnectedState, 10000);
        QVERIFY(timer.elapsed() >= 1500); // not at once: after the timeout (less the polls of the wait above)
        // Pinging every 200 ms: still open at four times the timeout, and the process still answers at the
        // end.
        auto pinging = openExec(fixture, target, {s("sh"), s("-c"), s("sleep 6; echo still-here")});
        QTRY_COMPARE_WITH_TIMEOUT(pinging->state(), QAbstractSocket::ConnectedState, 10000);
        QByteArray received;
        connect(pinging.get(), &QWebSocket::binaryMessageReceived, this,
                [&](const QByteArray &message) { received += message; });
        QTimer pings;
        connect(&pings, &QTimer::timeout, pinging.get(), [&] { pinging->ping(); });
        pings.start(200);
        QTRY_VERIFY_WITH_TIMEOUT(received.contains("\x01still-here\n"), 15000);
        QVERIFY(received.contains(R"({"metadata":{},"status":"Success"})"));
    }

    void cutExecFault()
    {
        QProcess exec;
        exec.start(s(QKUBE_KUBECTL), QStringList{s("--kubeconfig"), m_fixture->kubeconfigPath()} +
                                         execArgs({}, {s("sh"), s("-c"), s("echo started; sleep 60")}));
        QByteArray seen;
        QVERIFY(QTest::qWaitFor(
            [&] {
                seen += exec.readAllStandardOutput();
                return seen.contains("started\n");
            },
            20000));
        QCOMPARE(m_fixture->sim().exec().openStreamCount(), 1);
        QString error;
        QVERIFY(m_fixture->sim().applyFault(s("cut-exec"), QString(), &error));
        QTRY_COMPARE_WITH_TIMEOUT(exec.state(), QProcess::NotRunning, 10000);
        QVERIFY(exec.exitCode() != 0);
        QCOMPARE(m_fixture->sim().exec().openStreamCount(), 0);
    }

    void slowReaderHoldsTheProcessBack()
    {
        // A client that reads nothing after the handshake: kubesim stops reading the process's output once
        // its socket holds a window's worth, so its memory stays bounded; when the client reads, all of it
        // comes.
        QSslSocket socket;
        QSslConfiguration ssl = QSslConfiguration::defaultConfiguration();
        ssl.setCaCertificates({QSslCertificate(m_fixture->sim().ca().certificatePem)});
        socket.setSslConfiguration(ssl);
        socket.setReadBufferSize(64 * 1024);
        socket.connectToHostEncrypted(s("localhost"), m_fixture->sim().port());
        QTRY_VERIFY_WITH_TIMEOUT(socket.isEncrypted(), 10000);
        const QString path =
            s("/api/v1/namespaces/%1/pods/%2/"
              "exec?container=%3&stdout=true&command=head&command=-c&command=100000000&command=/dev/zero")
                .arg(m_target.ns, m_target.pod, m_target.container);
        socket.write(
            "GET " + path.toUtf8() + " HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer " +
            m_fixture->sim().adminToken().toUtf8() +
            "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
            "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: v4.channel.k8s.io\r\n\r\n");
        QByteArray head;
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                while (!head.endsWith("\r\n\r\n") && socket.bytesAvailable() > 0)
                    head += socket.read(1); // the head only: what follows stays unread
                return head.endsWith("\r\n\r\n");
            }(),
            10000);
        QVERIFY2(head.startsWith("HTTP/1.1 101"), head.constData());
        QVERIFY2(head.contains("v4.channel.k8s.io"), head.constData()); // v4 when the client offers only v4
        kube::sim::ExecStream *stream = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((stream = m_fixture->sim().exec().findChild<kube::sim::ExecStream *>()) &&
                                     stream->congested(),
                                 20000);
        constexpr qint64 bound = 4 * 1024 * 1024; // the 2 MB window, one read budget, TLS records
        for (int i = 0; i < 200; ++i) {
            QCoreApplication::processEvents(); // the process keeps writing: were it still read, the queue
                                               // would grow
            QVERIFY2(stream->queuedBytes() < bound, QByteArray::number(stream->queuedBytes()).constData());
        }
        qint64 received = 0;
        QByteArray tail;
        socket.setReadBufferSize(0); // now the client reads all it can
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                const QByteArray bytes = socket.readAll();
                received += bytes.size();
                tail = (tail + bytes).right(200);
                return tail.contains(R"({"metadata":{},"status":"Success"})");
            }(),
            60000);
        QVERIFY2(received > 100'000'000,
                 QByteArray::number(received).constData()); // the data and the frames' heads
    }

    void exitStatusBytesAreTheKubelets()
    {
        auto socket = openExec(*m_fixture, m_target, {s("sh"), s("-c"), s("exit 7")});
        QByteArrayList messages;
        connect(socket.get(), &QWebSocket::binaryMessageReceived, this,
                [&](const QByteArray &message) { messages.append(message); });
        QTRY_COMPARE_WITH_TIMEOUT(socket->state(), QAbstractSocket::UnconnectedState, 10000);
        QCOMPARE(socket->subprotocol(), s("v5.channel.k8s.io"));
        QCOMPARE(messages.value(0),
                 QByteArray("\x01")); // "open": an empty message on the lowest output channel
        QCOMPARE(
            messages.last(),
            QByteArray(
                "\x03"
                R"({"metadata":{},"status":"Failure","message":"command terminated with non-zero exit code: error executing command [sh -c exit 7], exit code 7","reason":"NonZeroExitCode","details":{"causes":[{"reason":"ExitCode","message":"7"}]}})"));
    }
};

QTEST_MAIN(tst_SimExec)
#include "tst_simexec.moc"
