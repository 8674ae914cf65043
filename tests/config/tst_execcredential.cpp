// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "config/execcredential.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <signal.h>

using namespace kube;

namespace {
struct Outcome
{
    bool done = false;
    ExecCredential credential;
    Error error;
};
} // namespace

class tst_ExecCredential : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    // Writes an executable shell script and returns its path.
    QString script(const QString &name, const QByteArray &body)
    {
        const QString path = m_dir.filePath(name);
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile file(path);
        file.open(QIODevice::WriteOnly | QIODevice::Truncate);
        file.write("#!/bin/sh\n" + body);
        file.close();
        file.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        return path;
    }

    static ExecConfig execFor(const QString &command, const QString &apiVersion = QStringLiteral("client.authentication.k8s.io/v1"))
    {
        ExecConfig exec;
        exec.apiVersion = apiVersion;
        exec.command = command;
        exec.interactiveMode = QStringLiteral("Never");
        return exec;
    }

    static Outcome fetch(ExecCredentialSource &source, int timeoutMs = 10000)
    {
        Outcome outcome;
        source.credential([&outcome](const ExecCredential &credential, const Error &error) {
            outcome = {true, credential, error};
        });
        if (!QTest::qWaitFor([&outcome] { return outcome.done; }, timeoutMs))
            outcome.error = Error(Error::Kind::Timeout, QStringLiteral("the credential callback never came"));
        return outcome;
    }

    // A process that still runs (a zombie waiting for its reaper does not count: it runs nothing).
    static bool alive(pid_t pid)
    {
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!stat.open(QIODevice::ReadOnly))
            return false;
        const QByteArray fields = stat.readAll();
        const qsizetype close = fields.lastIndexOf(')');
        return close > 0 && fields.mid(close + 2, 1) != "Z";
    }

    int runs(const QString &counter)
    {
        QFile file(counter);
        file.open(QIODevice::ReadOnly);
        return int(file.readAll().count('x'));
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void tokenFromThePluginIsCachedUntilInvalidated()
    {
        const QString counter = m_dir.filePath(QStringLiteral("cache.count"));
        const QString plugin = script(QStringLiteral("cache-plugin"), "printf x >> " + counter.toUtf8() + "\n"
                                      "echo '{\"apiVersion\":\"client.authentication.k8s.io/v1\",\"kind\":\"ExecCredential\",\"status\":{\"token\":\"tok-123\",\"expirationTimestamp\":\"2999-01-01T00:00:00Z\"}}'\n");
        ExecCredentialSource source(execFor(plugin), {}, QStringLiteral("test"), 10000);
        Outcome first = fetch(source);
        QVERIFY2(!first.error, qPrintable(first.error.message()));
        QCOMPARE(first.credential.token, QStringLiteral("tok-123"));
        Outcome second = fetch(source);
        QCOMPARE(second.credential.token, QStringLiteral("tok-123"));
        QCOMPARE(runs(counter), 1);
        source.invalidate(); // what the RestClient does after a 401
        fetch(source);
        QCOMPARE(runs(counter), 2);
    }

    void expiredCredentialsAreFetchedAgain()
    {
        const QString counter = m_dir.filePath(QStringLiteral("expired.count"));
        const QString plugin = script(QStringLiteral("expired-plugin"), "printf x >> " + counter.toUtf8() + "\n"
                                      "echo '{\"apiVersion\":\"client.authentication.k8s.io/v1beta1\",\"kind\":\"ExecCredential\",\"status\":{\"token\":\"old\",\"expirationTimestamp\":\"2000-01-01T00:00:00Z\"}}'\n");
        ExecCredentialSource source(execFor(plugin, QStringLiteral("client.authentication.k8s.io/v1beta1")), {}, QStringLiteral("test"), 10000);
        fetch(source);
        fetch(source);
        QCOMPARE(runs(counter), 2);
    }

    void concurrentCallersShareOneRun()
    {
        const QString counter = m_dir.filePath(QStringLiteral("shared.count"));
        const QString plugin = script(QStringLiteral("shared-plugin"), "printf x >> " + counter.toUtf8() + "\nsleep 0.2\n"
                                      "echo '{\"apiVersion\":\"client.authentication.k8s.io/v1\",\"kind\":\"ExecCredential\",\"status\":{\"token\":\"s\"}}'\n");
        ExecCredentialSource source(execFor(plugin), {}, QStringLiteral("test"), 10000);
        int answered = 0;
        for (int i = 0; i < 5; ++i)
            source.credential([&answered](const ExecCredential &c, const Error &e) { answered += (!e && c.token == QLatin1String("s")); });
        QTRY_COMPARE(answered, 5);
        QCOMPARE(runs(counter), 1);
    }

    void pluginSeesEnvAndClusterInfo()
    {
        const QString dump = m_dir.filePath(QStringLiteral("env.json"));
        const QString plugin = script(QStringLiteral("env-plugin"), "printf '%s' \"$KUBERNETES_EXEC_INFO\" > " + dump.toUtf8() + "\n"
                                      "[ \"$MY_SETTING\" = on ] || exit 7\n"
                                      "echo '{\"apiVersion\":\"client.authentication.k8s.io/v1\",\"kind\":\"ExecCredential\",\"status\":{\"token\":\"e\"}}'\n");
        ExecConfig exec = execFor(plugin);
        exec.provideClusterInfo = true;
        exec.env = {{QStringLiteral("MY_SETTING"), QStringLiteral("on")}};
        ExecClusterInfo cluster{QStringLiteral("https://api.example:6443"),
                                QStringLiteral("api.internal"),
                                false,
                                "PEMDATA",
                                QString(),
                                true};
        ExecCredentialSource source(exec, cluster, QStringLiteral("test"), 10000);
        Outcome outcome = fetch(source);
        QVERIFY2(!outcome.error, qPrintable(outcome.error.message()));
        QFile file(dump);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject info = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(info.value(QLatin1String("kind")).toString(), QStringLiteral("ExecCredential"));
        QCOMPARE(info.value(QLatin1String("apiVersion")).toString(), QStringLiteral("client.authentication.k8s.io/v1"));
        const QJsonObject spec = info.value(QLatin1String("spec")).toObject();
        QCOMPARE(spec.value(QLatin1String("interactive")).toBool(true), false);
        QCOMPARE(spec.value(QLatin1String("cluster")).toObject().value(QLatin1String("server")).toString(), QStringLiteral("https://api.example:6443"));
        QCOMPARE(spec.value(QLatin1String("cluster")).toObject().value(QLatin1String("tls-server-name")).toString(), QStringLiteral("api.internal"));
        QCOMPARE(spec.value(QLatin1String("cluster")).toObject().value(QLatin1String("certificate-authority-data")).toString(), QString::fromLatin1(QByteArray("PEMDATA").toBase64()));
        // client-go 1.26 tells the plugin the cluster's disable-compression; absent when false (omitempty).
        QCOMPARE(spec.value(QLatin1String("cluster"))
                     .toObject()
                     .value(QLatin1String("disable-compression"))
                     .toBool(false),
                 true);
        QVERIFY(!spec.value(QLatin1String("cluster"))
                     .toObject()
                     .contains(QLatin1String("insecure-skip-tls-verify")));
    }

    void clientCertificateCredential()
    {
        const QString plugin = script(QStringLiteral("cert-plugin"),
                                      "echo '{\"apiVersion\":\"client.authentication.k8s.io/v1\",\"kind\":\"ExecCredential\",\"status\":{\"clientCertificateData\":\"CERT\",\"clientKeyData\":\"KEY\"}}'\n");
        ExecCredentialSource source(execFor(plugin), {}, QStringLiteral("test"), 10000);
        Outcome outcome = fetch(source);
        QVERIFY(!outcome.error);
        QCOMPARE(outcome.credential.clientCertificatePem, QByteArray("CERT"));
        QCOMPARE(outcome.credential.clientKeyPem, QByteArray("KEY"));
    }

    void failures_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("exits non-zero") << QByteArray("echo 'login required: run sso login' >&2\nexit 3\n") << QStringLiteral("failed with exit code 3; its stderr: login required: run sso login");
        QTest::newRow("prints bad JSON") << QByteArray("echo 'token=abc'\n") << QStringLiteral("not an ExecCredential JSON object");
        QTest::newRow("prints another apiVersion") << QByteArray("echo '{\"apiVersion\":\"client.authentication.k8s.io/v1beta1\",\"kind\":\"ExecCredential\",\"status\":{\"token\":\"t\"}}'\n")
                                                   << QStringLiteral("configured for client.authentication.k8s.io/v1 but printed apiVersion \"client.authentication.k8s.io/v1beta1\"");
        QTest::newRow("prints no credential") << QByteArray("echo '{\"apiVersion\":\"client.authentication.k8s.io/v1\",\"kind\":\"ExecCredential\",\"status\":{}}'\n")
                                              << QStringLiteral("printed neither status.token");
        QTest::newRow("prints a bad expiry") << QByteArray("echo '{\"apiVersion\":\"client.authentication.k8s.io/v1\",\"kind\":\"ExecCredential\",\"status\":{\"token\":\"t\",\"expirationTimestamp\":\"soon\"}}'\n")
                                             << QStringLiteral("expirationTimestamp that is not RFC 3339");
    }

    void failures()
    {
        QFETCH(QByteArray, body);
        QFETCH(QString, mentions);
        const QString plugin = script(QStringLiteral("fail-%1").arg(QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'))), body);
        ExecCredentialSource source(execFor(plugin), {}, QStringLiteral("context \"prod\""), 10000);
        Outcome outcome = fetch(source);
        QCOMPARE(outcome.error.kind(), Error::Kind::Exec);
        QVERIFY2(outcome.error.message().contains(mentions), qPrintable(outcome.error.message()));
        QCOMPARE(outcome.error.where(), QStringLiteral("context \"prod\""));
    }

    void hangingPluginTimesOut()
    {
        const QString plugin = script(QStringLiteral("hang-plugin"), "exec sleep 30\n");
        ExecCredentialSource source(execFor(plugin), {}, QStringLiteral("test"), 300);
        QElapsedTimer clock;
        clock.start();
        Outcome outcome = fetch(source, 5000);
        QCOMPARE(outcome.error.kind(), Error::Kind::Exec);
        QVERIFY2(outcome.error.message().contains(QLatin1String("did not finish within 0.3 s")), qPrintable(outcome.error.message()));
    }

    // A plugin script that starts a child and hangs: the timeout stops both, and says what the plugin printed.
    void aHangingPluginDiesWithWhatItStarted_data()
    {
        QTest::addColumn<QString>("how");
        QTest::newRow("timeout") << QStringLiteral("timeout");
        QTest::newRow("request cancelled") << QStringLiteral("cancel");
        QTest::newRow("source destroyed") << QStringLiteral("destroy");
    }

    void aHangingPluginDiesWithWhatItStarted()
    {
        QFETCH(QString, how);
        const QString pidFile = m_dir.filePath(QStringLiteral("child-%1.pid").arg(how));
        const QString plugin = script(QStringLiteral("hang-with-child-%1").arg(how),
                                      "echo 'opening the browser for login' >&2\nsleep 300 &\necho $! > " + pidFile.toUtf8() + "\nwait\n");
        auto source = std::make_unique<ExecCredentialSource>(execFor(plugin), ExecClusterInfo{}, QStringLiteral("context \"prod\""),
                                                              how == QLatin1String("timeout") ? 500 : 60'000);
        Outcome outcome;
        source->credential([&outcome](const ExecCredential &credential, const Error &error) { outcome = {true, credential, error}; });
        QTRY_VERIFY(QFileInfo(pidFile).size() > 0);
        QFile file(pidFile);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const pid_t child = pid_t(file.readAll().trimmed().toLongLong());
        QVERIFY(child > 0);
        QVERIFY(alive(child));

        if (how == QLatin1String("cancel"))
            source->cancel();
        else if (how == QLatin1String("destroy"))
            source.reset();
        QTRY_VERIFY_WITH_TIMEOUT(!alive(child), 10000);
        if (how == QLatin1String("destroy"))
            return;
        QTRY_VERIFY(outcome.done);
        if (how == QLatin1String("timeout")) {
            QCOMPARE(outcome.error.kind(), Error::Kind::Exec);
            QVERIFY2(outcome.error.message().contains(QLatin1String("did not finish within 0.5 s")), qPrintable(outcome.error.message()));
            QVERIFY2(outcome.error.message().contains(QLatin1String("opening the browser for login")), qPrintable(outcome.error.message()));
            QCOMPARE(outcome.error.where(), QStringLiteral("context \"prod\""));
        } else {
            QCOMPARE(outcome.error.kind(), Error::Kind::Cancelled);
        }
    }

    // A plugin stopped (its timeout, or its request cancelled: qkubectl interrupted) and its source destroyed
    // before the exit is seen: the plugin is killed and reaped there, without Qt's "QProcess: Destroyed while
    // process ... is still running." on stderr.
    void aStoppedPluginIsReapedWithoutQtsWarning_data()
    {
        QTest::addColumn<QString>("how");
        QTest::newRow("timeout") << QStringLiteral("timeout");
        QTest::newRow("request cancelled") << QStringLiteral("cancel");
    }

    void aStoppedPluginIsReapedWithoutQtsWarning()
    {
        QFETCH(QString, how);
        QTest::failOnWarning(QRegularExpression(QStringLiteral("QProcess: Destroyed while process")));
        const QString pidFile = m_dir.filePath(QStringLiteral("stopped-%1.pid").arg(how));
        const QString plugin = script(QStringLiteral("stopped-%1").arg(how),
                                      "echo $$ > " + pidFile.toUtf8() + "\nexec sleep 300\n");
        auto source =
            std::make_unique<ExecCredentialSource>(execFor(plugin), ExecClusterInfo{}, QStringLiteral("test"),
                                                   how == QLatin1String("timeout") ? 500 : 60'000);
        Outcome outcome;
        source->credential([&outcome](const ExecCredential &credential, const Error &error) {
            outcome = {true, credential, error};
        });
        QTRY_VERIFY(QFileInfo(pidFile).size() > 0);
        QFile file(pidFile);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const pid_t pluginPid = pid_t(file.readAll().trimmed().toLongLong());
        QVERIFY(pluginPid > 0);
        if (how == QLatin1String("cancel"))
            source->cancel();
        else
            QTRY_VERIFY(
                outcome.done); // the timer fired from the event loop; the killed plugin's exit not yet seen
        source.reset();        // at once: no event processed since the kill
        // Reaped, not a zombie: the pid is gone.
        QCOMPARE(::kill(pluginPid, 0), -1);
    }

    // A session's thread cancels the plugin's request, deletes the source and ends before the killed plugin's
    // exit is seen: the plugin is still reaped (no zombie, no QProcess left behind on a thread that is gone).
    void aCancelledPluginIsReapedWhenItsThreadEnds()
    {
        const QString pidFile = m_dir.filePath(QStringLiteral("plugin-of-ending-thread.pid"));
        const QString plugin = script(QStringLiteral("hang-on-ending-thread"),
                                      "echo $$ > " + pidFile.toUtf8() + "\nexec sleep 300\n");
        QThread thread;
        thread.start();
        auto *source =
            new ExecCredentialSource(execFor(plugin), ExecClusterInfo{}, QStringLiteral("test"), 60'000);
        source->moveToThread(&thread);
        QMetaObject::invokeMethod(
            source, [source] { source->credential([](const ExecCredential &, const Error &) {}); });
        QTRY_VERIFY(QFileInfo(pidFile).size() > 0);
        QFile file(pidFile);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const pid_t pluginPid = pid_t(file.readAll().trimmed().toLongLong());
        QVERIFY(alive(pluginPid));

        QMetaObject::invokeMethod(source, [source] {
            source->cancel();
            delete source;
            QThread::currentThread()->quit();
        });
        QVERIFY(thread.wait(10'000));
        QVERIFY2(!QFileInfo::exists(QStringLiteral("/proc/%1").arg(pluginPid)),
                 "the killed plugin was left unreaped");
    }

    void endlessOutputIsBounded()
    {
        const QString plugin = script(QStringLiteral("endless-plugin"), "yes '{\"kind\":\"ExecCredential\"}'\n");
        ExecCredentialSource source(execFor(plugin), {}, QStringLiteral("test"), 60'000);
        const Outcome outcome = fetch(source, 20000);
        QCOMPARE(outcome.error.kind(), Error::Kind::Exec);
        QVERIFY2(outcome.error.message().contains(QLatin1String("printed more than 1024 KiB")), qPrintable(outcome.error.message()));
    }

    void missingPluginSaysWhereItLookedAndHowToInstall()
    {
        ExecConfig exec = execFor(QStringLiteral("qkube-no-such-plugin"));
        exec.installHint = QStringLiteral("Install it with: apt install qkube-no-such-plugin");
        ExecCredentialSource source(exec, {}, QStringLiteral("test"), 10000);
        Outcome outcome = fetch(source);
        QCOMPARE(outcome.error.kind(), Error::Kind::Exec);
        QVERIFY(outcome.error.message().contains(QLatin1String("\"qkube-no-such-plugin\" was not found")));
        QVERIFY(outcome.error.message().contains(QDir::homePath() + QStringLiteral("/.local/bin")));
        QVERIFY(outcome.error.message().contains(QLatin1String("/usr/local/bin")));
        QVERIFY(outcome.error.message().contains(QLatin1String("Install it with: apt install qkube-no-such-plugin")));
    }

    void pluginsAreFoundWhereGuiSessionsMissThem()
    {
        QTemporaryDir home;
        const QByteArray oldHome = qgetenv("HOME");
        const QByteArray oldPath = qgetenv("PATH");
        qputenv("HOME", home.path().toUtf8());
        qputenv("PATH", "/usr/bin:/bin");
        QDir().mkpath(home.filePath(QStringLiteral(".local/bin")));
        QFile plugin(home.filePath(QStringLiteral(".local/bin/my-sso-plugin")));
        plugin.open(QIODevice::WriteOnly);
        plugin.write("#!/bin/sh\necho '{\"apiVersion\":\"client.authentication.k8s.io/v1\",\"kind\":\"ExecCredential\",\"status\":{\"token\":\"found\"}}'\n");
        plugin.close();
        plugin.setPermissions(QFile::ReadOwner | QFile::ExeOwner);
        QCOMPARE(ExecCredentialSource::findCommand(QStringLiteral("my-sso-plugin")), plugin.fileName());
        ExecCredentialSource source(execFor(QStringLiteral("my-sso-plugin")), {}, QStringLiteral("test"), 10000);
        Outcome outcome = fetch(source);
        qputenv("HOME", oldHome);
        qputenv("PATH", oldPath);
        QVERIFY2(!outcome.error, qPrintable(outcome.error.message()));
        QCOMPARE(outcome.credential.token, QStringLiteral("found"));
    }

    void interactiveOnlyPluginsAreRefusedWithAReason()
    {
        ExecConfig exec = execFor(script(QStringLiteral("interactive-plugin"), "exit 0\n"));
        exec.interactiveMode = QStringLiteral("Always");
        ExecCredentialSource source(exec, {}, QStringLiteral("test"), 10000);
        Outcome outcome = fetch(source);
        QCOMPARE(outcome.error.kind(), Error::Kind::Exec);
        QVERIFY(outcome.error.message().contains(QLatin1String("interactive terminal")));
    }
};

QTEST_GUILESS_MAIN(tst_ExecCredential)
#include "tst_execcredential.moc"
