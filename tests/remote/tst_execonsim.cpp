// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "simfixture.h"

#include "remote/execsession.h"
#include "rest/restclient.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QTimer>

using kube::ExecResult;
using kube::ExecSession;
using kube::ExecSpec;

// ExecSession against kubesim, whose pods run each exec in a sandbox behind the apiserver's own checks: over
// HTTPS as each of the kubeconfig's users, and kept alive by its pings past the server's idle timeout.
class tst_ExecOnSim : public QObject
{
    Q_OBJECT

    // kubesim closes exec streams that send nothing for this long (the kubelet's idle timeout, made short).
    static constexpr int idleTimeoutMs = 600;

    std::unique_ptr<SimFixture> m_fixture;
    QString m_pod;

    ExecSpec spec(QStringList command, bool stdin = false) const
    {
        ExecSpec s;
        s.namespaceName = QStringLiteral("default");
        s.pod = m_pod;
        s.container = QStringLiteral("web");
        s.command = std::move(command);
        s.stdin = stdin;
        return s;
    }

private Q_SLOTS:
    void initTestCase()
    {
        kube::sim::KubeSimOptions options = SimFixture::defaultOptions();
        options.execIdleTimeoutMs = idleTimeoutMs;
        m_fixture = std::make_unique<SimFixture>(options);
        kube::RestClient client(m_fixture->restConfig());
        QList<kube::Response> responses;
        client.send(kube::Request::get()
                        .resource({{}, QStringLiteral("v1"), QStringLiteral("pods")})
                        .namespaceName(QStringLiteral("default")),
                    this, [&responses](const kube::Response &r) { responses << r; });
        QTRY_COMPARE(responses.size(), 1);
        for (const QJsonValue &item : QJsonDocument::fromJson(responses.first().body)
                                          .object()
                                          .value(QLatin1String("items"))
                                          .toArray()) {
            const QString name = item.toObject()
                                     .value(QLatin1String("metadata"))
                                     .toObject()
                                     .value(QLatin1String("name"))
                                     .toString();
            if (name.startsWith(QLatin1String("web-"))) {
                m_pod = name;
                break;
            }
        }
        QVERIFY(!m_pod.isEmpty());
    }

    void cleanupTestCase() { m_fixture.reset(); }

    void runsAsEveryUser_data()
    {
        QTest::addColumn<QString>("context");
        QTest::newRow("client certificate") << QStringLiteral("sim-admin");
        QTest::newRow("bearer token") << QStringLiteral("sim-token");
    }

    void runsAsEveryUser()
    {
        QFETCH(QString, context);
        ExecSession session(m_fixture->restConfig(context), spec({QStringLiteral("sh"), QStringLiteral("-c"),
                                                                  QStringLiteral("echo hi; exit 7")}));
        QByteArray out;
        QList<ExecResult> finished;
        connect(&session, &ExecSession::stdoutReceived, this, [&out](const QByteArray &b) { out += b; });
        connect(&session, &ExecSession::finished, this, [&finished](const ExecResult &r) { finished << r; });
        session.start();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20'000);
        QVERIFY2(!finished.first().error, qPrintable(finished.first().error.toString()));
        QCOMPARE(out, QByteArray("hi\n"));
        QCOMPARE(finished.first().exitCode, 7);
        QCOMPARE(session.protocol(), QStringLiteral("v5.channel.k8s.io"));
    }

    // The URL names the server by an address its certificate does not list: tls-server-name says which name
    // to check instead (and without it the handshake is refused).
    void tlsServerNameIsTheNameChecked_data()
    {
        QTest::addColumn<QString>("serverName");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("tls-server-name: kubesim") << QStringLiteral("kubesim") << true;
        QTest::newRow("no tls-server-name: refused") << QString() << false;
        QTest::newRow("a name the certificate lacks: refused") << QStringLiteral("elsewhere") << false;
    }

    void tlsServerNameIsTheNameChecked()
    {
        QFETCH(QString, serverName);
        QFETCH(bool, accepted);
        kube::RestConfig config = m_fixture->restConfig();
        QUrl host = config.host;
        host.setHost(QStringLiteral("::ffff:127.0.0.1"));
        config.host = host;
        config.tlsServerName = serverName;
        ExecSession session(config, spec({QStringLiteral("echo"), QStringLiteral("hi")}));
        QByteArray out;
        QList<ExecResult> finished;
        connect(&session, &ExecSession::stdoutReceived, this, [&out](const QByteArray &b) { out += b; });
        connect(&session, &ExecSession::finished, this, [&finished](const ExecResult &r) { finished << r; });
        session.start();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20'000);
        if (accepted) {
            QVERIFY2(!finished.first().error, qPrintable(finished.first().error.toString()));
            QCOMPARE(out, QByteArray("hi\n"));
        } else {
            QCOMPARE(finished.first().error.kind(), kube::Error::Kind::Tls);
        }
    }

    // A process that never reads its stdin: kubesim holds a bounded amount for it, then ends the exec (its
    // memory does not grow with what the client sends).
    void stdinNobodyReadsIsBounded()
    {
        ExecSession session(m_fixture->restConfig(),
                            spec({QStringLiteral("sleep"), QStringLiteral("60")}, /*stdin=*/true));
        session.setPingIntervalMs(100); // the server's idle timeout is short
        QList<ExecResult> finished;
        connect(&session, &ExecSession::finished, this, [&finished](const ExecResult &r) { finished << r; });
        session.start();
        const QByteArray piece(256 * 1024, 'x');
        qint64 sent = 0;
        QTimer feeder;
        connect(&feeder, &QTimer::timeout, this, [&] {
            while (session.writeStdin(piece))
                sent += piece.size();
        });
        feeder.start(1);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30'000);
        feeder.stop();
        QVERIFY(sent > 16 * 1024 * 1024);
        // The Status says why, unless the close overtook it while the client was still writing (a slow
        // machine): then the connection is seen lost. Either way the exec ended rather than kubesim growing.
        const QString error = finished.first().error.toString();
        QVERIFY2(error.contains(QLatin1String("does not read its stdin")) ||
                     error.contains(QLatin1String("connection to the container was lost")),
                 qPrintable(error));
    }

    // pods/attach of a container without stdin: what the container writes from then on, until closed.
    void attachFollowsTheContainersOutput()
    {
        ExecSpec attach = spec({});
        attach.attach = true;
        ExecSession session(m_fixture->restConfig(), attach);
        session.setPingIntervalMs(100); // the server's idle timeout is short
        QByteArray out;
        QList<ExecResult> finished;
        connect(&session, &ExecSession::stdoutReceived, this, [&out](const QByteArray &b) { out += b; });
        connect(&session, &ExecSession::finished, this, [&finished](const ExecResult &r) { finished << r; });
        session.start();
        QTRY_VERIFY_WITH_TIMEOUT(out.contains('\n'), 20'000);
        QVERIFY(finished.isEmpty());
        session.close();
        QTRY_COMPARE(finished.size(), 1);
        QCOMPARE(finished.first().error.kind(), kube::Error::Kind::Cancelled);
    }

    void pingsOutlastTheIdleTimeout_data()
    {
        QTest::addColumn<int>("pingMs");
        QTest::addColumn<bool>("alive");
        QTest::newRow("pings every 100 ms: still answers after four idle timeouts") << 100 << true;
        QTest::newRow("no ping in time: the server closes it") << 60'000 << false;
    }

    void pingsOutlastTheIdleTimeout()
    {
        QFETCH(int, pingMs);
        QFETCH(bool, alive);
        ExecSession session(m_fixture->restConfig(), spec({QStringLiteral("sh")}, true));
        session.setPingIntervalMs(pingMs);
        QByteArray out;
        QList<ExecResult> finished;
        connect(&session, &ExecSession::stdoutReceived, this, [&out](const QByteArray &b) { out += b; });
        connect(&session, &ExecSession::finished, this, [&finished](const ExecResult &r) { finished << r; });
        session.start();
        QTRY_VERIFY_WITH_TIMEOUT(!session.protocol().isEmpty() || !finished.isEmpty(), 20'000);
        QElapsedTimer idle;
        idle.start();
        if (!alive) {
            QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 4 * idleTimeoutMs + 5'000);
            return;
        }
        // Idle (no stdin) for four of the server's timeouts; ended early, the condition never holds.
        QTRY_VERIFY_WITH_TIMEOUT(idle.elapsed() > 4 * idleTimeoutMs && finished.isEmpty(), 10'000);
        QVERIFY(session.writeStdin("echo still here\n"));
        QTRY_COMPARE_WITH_TIMEOUT(out, QByteArray("still here\n"), 10'000);
        QVERIFY(finished.isEmpty());
        session.closeStdin();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10'000);
        QCOMPARE(finished.first().exitCode, 0);
    }
};

QTEST_GUILESS_MAIN(tst_ExecOnSim)
#include "tst_execonsim.moc"
