// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "simfixture.h"

#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

namespace {
struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};
} // namespace

// qkubectl's -v=N: kubectl's request log on stderr, the output on stdout untouched, never a credential.
class tst_QkubectlRequestLog : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimFixture> m_fixture;

    Run qkubectl(const QStringList &arguments, const QString &kubeconfig = {})
    {
        QProcess process;
        process.start(QStringLiteral(QKUBE_BINARY_DIR "/app/qkubectl"),
                      QStringList{QStringLiteral("--kubeconfig"),
                                  kubeconfig.isEmpty() ? m_fixture->kubeconfigPath() : kubeconfig} +
                          arguments);
        Run run;
        // The sim serves on this thread's event loop: wait by running it.
        if (!QTest::qWaitFor([&process] { return process.state() == QProcess::NotRunning; }, 30000)) {
            process.kill();
            process.waitForFinished();
            return run;
        }
        run.exitCode = process.exitCode();
        run.out = process.readAllStandardOutput();
        run.err = process.readAllStandardError();
        return run;
    }

private Q_SLOTS:
    void initTestCase() { m_fixture = std::make_unique<SimFixture>(); }
    void cleanupTestCase() { m_fixture.reset(); }

    void logsEachRequestAtSix_data()
    {
        QTest::addColumn<QStringList>("flag");
        QTest::newRow("-v=6") << QStringList{QStringLiteral("-v=6")};
        QTest::newRow("--v=6") << QStringList{QStringLiteral("--v=6")};
        QTest::newRow("-v 6 before the command") << QStringList{QStringLiteral("-v"), QStringLiteral("6")};
        QTest::newRow("--v 6") << QStringList{QStringLiteral("--v"), QStringLiteral("6")};
        QTest::newRow("-v6") << QStringList{QStringLiteral("-v6")};
    }

    void logsEachRequestAtSix()
    {
        QFETCH(QStringList, flag);
        const Run plain = qkubectl({QStringLiteral("get"), QStringLiteral("ns")});
        const Run verbose = qkubectl(flag + QStringList{QStringLiteral("get"), QStringLiteral("ns")});
        QCOMPARE(verbose.exitCode, 0);
        QCOMPARE(plain.err, QByteArray());
        // The output is the same: the log goes to stderr only.
        QCOMPARE(verbose.out, plain.out);
        const QStringList lines = QString::fromUtf8(verbose.err).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        static const QRegularExpression line(QStringLiteral("^I\\d{4} \\d\\d:\\d\\d:\\d\\d\\.\\d{6} +\\d+ requestlog\\] GET https://\\S+ 200 OK in \\d+ milliseconds$"));
        QVERIFY(!lines.isEmpty());
        for (const QString &text : lines)
            QVERIFY2(line.match(text).hasMatch(), qPrintable(text));
        QVERIFY2(verbose.err.contains("/api/v1/namespaces?limit=500 200 OK in "), verbose.err.constData());
    }

    void neverPrintsACredentialAtNine_data()
    {
        QTest::addColumn<QString>("context");
        QTest::addColumn<QStringList>("command");
        QTest::newRow("token, get secrets -o json") << QStringLiteral("sim-token")
                                                    << QStringList{QStringLiteral("get"), QStringLiteral("secrets"), QStringLiteral("-A"), QStringLiteral("-o"), QStringLiteral("json")};
        QTest::newRow("client key, get pods") << QStringLiteral("sim-admin") << QStringList{QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-A")};
        QTest::newRow("token, logs") << QStringLiteral("sim-token") << QStringList{QStringLiteral("logs"), QStringLiteral("-n"), QStringLiteral("kube-system"), QStringLiteral("-l"), QStringLiteral("k8s-app=kube-dns")};
    }

    void neverPrintsACredentialAtNine()
    {
        QFETCH(QString, context);
        QFETCH(QStringList, command);
        const Run run = qkubectl(QStringList{QStringLiteral("--context"), context, QStringLiteral("-v=9")} + command);
        QVERIFY2(run.err.contains("curl -v -XGET"), run.err.constData());
        QVERIFY2(run.err.contains("\"Response Body\" body="), run.err.constData());
        const kube::RestConfig config = m_fixture->restConfig(context);
        const QByteArray token = m_fixture->sim().adminToken().toUtf8();
        for (const QByteArray &credential : {token, token.toBase64(), config.clientKey.toPem().toBase64().left(64), QByteArray("PRIVATE KEY")})
            QVERIFY2(credential.isEmpty() || !run.err.contains(credential), qPrintable(QStringLiteral("leaked %1").arg(QString::fromUtf8(credential.left(16)))));
        // The seeded Secrets' data is shown on stdout (what was asked for), not in the log.
        QVERIFY(!run.err.contains("czNjcjN0"));
    }

    // A token minted by an exec plugin (client.authentication.k8s.io) is a credential like any other: used,
    // never printed at -v=9, in the curl line, the headers or a body.
    void neverPrintsAnExecPluginsToken()
    {
        const QByteArray token = m_fixture->sim().adminToken().toUtf8();
        const QString plugin = m_fixture->dir() + QStringLiteral("/token-plugin.sh");
        QFile script(plugin);
        QVERIFY(script.open(QIODevice::WriteOnly));
        script.write("#!/bin/sh\nprintf '%s' "
                     "'{\"apiVersion\":\"client.authentication.k8s.io/v1\",\"kind\":\"ExecCredential\","
                     "\"status\":{\"token\":\"" +
                     token + "\"}}'\n");
        script.close();
        QVERIFY(script.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
        QFile original(m_fixture->kubeconfigPath());
        QVERIFY(original.open(QIODevice::ReadOnly));
        QByteArray text = original.readAll();
        const QByteArray tokenUser = "-token\n  user:\n    token: " + token + "\n";
        QVERIFY(text.contains(tokenUser));
        text.replace(tokenUser,
                     "-token\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1\n"
                     "      interactiveMode: Never\n      command: " +
                         QFile::encodeName(plugin) + "\n");
        const QString kubeconfig = m_fixture->dir() + QStringLiteral("/exec-kubeconfig");
        QFile written(kubeconfig);
        QVERIFY(written.open(QIODevice::WriteOnly));
        written.write(text);
        written.close();

        const Run run = qkubectl({QStringLiteral("--context"), QStringLiteral("sim-token"),
                                  QStringLiteral("-v=9"), QStringLiteral("get"), QStringLiteral("secrets"),
                                  QStringLiteral("-A"), QStringLiteral("-o"), QStringLiteral("json")},
                                 kubeconfig);
        QVERIFY2(run.exitCode == 0, run.err.constData()); // the plugin's token was used
        QVERIFY2(run.err.contains("curl -v -XGET"), run.err.constData());
        QVERIFY2(run.err.contains("Authorization: Bearer <masked>"), run.err.constData());
        for (const QByteArray &form : {token, token.toBase64(), token.left(12)})
            QVERIFY2(!run.err.contains(form) && !run.out.contains(form), qPrintable(QString::fromUtf8(form)));
    }

    // A Secret read and patched at -v=9: its value shows nowhere in the log, plain or base64, not in the
    // last-applied copy nor in the patch sent (which carries no kind).
    void neverLogsASecretValue()
    {
        const auto &secrets = *kube::sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("secrets"));
        const QString encoded = QString::fromLatin1(QByteArray("Zebra-9191").toBase64());
        m_fixture->sim().store().create(
            secrets,
            QJsonObject{{QStringLiteral("apiVersion"), QStringLiteral("v1")},
                        {QStringLiteral("kind"), QStringLiteral("Secret")},
                        {QStringLiteral("metadata"),
                         QJsonObject{{QStringLiteral("name"), QStringLiteral("api")},
                                     {QStringLiteral("namespace"), QStringLiteral("default")},
                                     {QStringLiteral("annotations"),
                                      QJsonObject{{QStringLiteral("kubectl.kubernetes.io/last-applied-configuration"),
                                                   QStringLiteral("{\"data\":{\"api-key\":\"%1\"}}\n").arg(encoded)}}}}},
                        {QStringLiteral("data"), QJsonObject{{QStringLiteral("api-key"), encoded}}}});
        const Run get = qkubectl({QStringLiteral("-n"), QStringLiteral("default"), QStringLiteral("get"), QStringLiteral("secret"),
                                  QStringLiteral("api"), QStringLiteral("-o"), QStringLiteral("name"), QStringLiteral("-v=9")});
        QCOMPARE(get.out, QByteArray("secret/api\n"));
        QVERIFY2(get.err.contains("\"Response Body\" body="), get.err.constData());
        const Run patch = qkubectl({QStringLiteral("-n"), QStringLiteral("default"), QStringLiteral("patch"), QStringLiteral("secret"),
                                    QStringLiteral("api"), QStringLiteral("-p"), QStringLiteral("{\"stringData\":{\"api-key\":\"Tr0mbone-7777\"}}"),
                                    QStringLiteral("-v=9")});
        QVERIFY2(patch.exitCode == 0, patch.err.constData());
        for (const QByteArray &value : {QByteArray("Zebra-9191"), QByteArray("Tr0mbone-7777")})
            for (const QByteArray &form : {value, value.toBase64(), value.toBase64(QByteArray::OmitTrailingEquals)})
                QVERIFY2(!get.err.contains(form) && !patch.err.contains(form), qPrintable(QString::fromUtf8(form)));
        m_fixture->sim().store().remove(secrets, QStringLiteral("default"), QStringLiteral("api"));
    }

    void refusesABadLevel()
    {
        const Run run = qkubectl({QStringLiteral("-v=loud"), QStringLiteral("get"), QStringLiteral("ns")});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(
            run.err,
            QByteArray("Error: invalid argument \"loud\" for \"-v, --v\" flag: strconv.ParseInt: parsing "
                       "\"loud\": invalid syntax\nSee 'qkubectl get --help' for usage.\n"));
        QCOMPARE(run.out, QByteArray());
    }
};

QTEST_GUILESS_MAIN(tst_QkubectlRequestLog)
#include "tst_qkubectlrequestlog.moc"
