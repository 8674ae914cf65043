// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// qkubectl port-forward against kubectl 1.32's, both on a kubesim that serves pods/portforward into the pods'
// HTTP servers: the same "Forwarding from" and "Handling connection for" lines, the same pod chosen for a
// Service or a Deployment (its page names it), the same errors and exit codes.
#include "clientrun.h"
#include "simfixture.h"

#include <QRegularExpression>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>

namespace {

// One forward running until stopped: its output so far.
class Forward
{
public:
    Forward(const QString &program, const QStringList &arguments) { m_process.start(program, arguments); }
    ~Forward()
    {
        m_process.kill();
        m_process.waitForFinished();
    }
    QString out()
    {
        m_out += QString::fromUtf8(m_process.readAllStandardOutput());
        return m_out;
    }
    QString err()
    {
        m_err += QString::fromUtf8(m_process.readAllStandardError());
        return m_err;
    }
    // The local ports of its "Forwarding from 127.0.0.1:P -> R" lines.
    QList<quint16> ports()
    {
        static const QRegularExpression line(
            QStringLiteral("Forwarding from 127\\.0\\.0\\.1:(\\d+) -> \\d+"));
        QList<quint16> found;
        for (auto it = line.globalMatch(out()); it.hasNext();)
            found.append(it.next().captured(1).toUShort());
        return found;
    }

private:
    QProcess m_process;
    QString m_out, m_err;
};

// GET / through the forward; the page's <title> (the pod's name).
QString titleThrough(quint16 port)
{
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, port);
    socket.write("GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    QByteArray page;
    // Whether it came is checked below, by what came.
    (void)QTest::qWaitFor(
        [&] {
            page += socket.readAll();
            return socket.state() == QAbstractSocket::UnconnectedState || page.contains("</title>");
        },
        10000);
    static const QRegularExpression title(QStringLiteral("<title>([^<]*)</title>"));
    return title.match(QString::fromUtf8(page)).captured(1);
}

quint16 freePort()
{
    QTcpServer server;
    server.listen(QHostAddress::LocalHost, 0);
    return server.serverPort();
}

} // namespace

class QkubectlPortForwardTest : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimFixture> m_fixture;
    QString m_qkubectl = QStringLiteral(QKUBE_BINARY_DIR "/app/qkubectl");
    QString m_kubectl;
    QString m_pod;

    QStringList withKubeconfig(const QStringList &arguments) const
    {
        return QStringList{QStringLiteral("--kubeconfig"), m_fixture->kubeconfigPath()} + arguments;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_fixture = std::make_unique<SimFixture>();
        m_kubectl = QStandardPaths::findExecutable(QStringLiteral("kubectl"));
        QVERIFY2(!m_kubectl.isEmpty(),
                 "kubectl 1.32 must be on PATH: qkubectl port-forward is compared with it");
        const ClientRun pods =
            runClient(m_kubectl, withKubeconfig({QStringLiteral("get"), QStringLiteral("pods"),
                                                 QStringLiteral("-n"), QStringLiteral("default"),
                                                 QStringLiteral("-o"), QStringLiteral("name")}));
        for (const QString &line : pods.out.split(QLatin1Char('\n')))
            if (line.startsWith(QLatin1String("pod/web-")) && m_pod.isEmpty())
                m_pod = line.mid(4);
        QVERIFY2(!m_pod.isEmpty(), qPrintable(pods.out + pods.err));
    }

    void cleanupTestCase() { m_fixture.reset(); }

    void forwardsAsKubectl_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("ports"); // LOCAL is filled with a free port where it says %LOCAL
        QTest::newRow("pod/NAME LOCAL:REMOTE") << "pod/%POD"
                                               << "%LOCAL:8080";
        QTest::newRow("NAME alone") << "%POD"
                                    << "%LOCAL:8080";
        QTest::newRow("svc/NAME: its port to the pod's targetPort") << "svc/web"
                                                                    << "%LOCAL:80";
        QTest::newRow("deploy/NAME") << "deploy/web"
                                     << "%LOCAL:8080";
        QTest::newRow(":REMOTE, a free local port") << "pod/%POD"
                                                    << ":8080";
    }

    void forwardsAsKubectl()
    {
        QFETCH(QString, target);
        QFETCH(QString, ports);
        target.replace(QLatin1String("%POD"), m_pod);
        QString theirPorts = ports, ourPorts = ports;
        theirPorts.replace(QLatin1String("%LOCAL"), QString::number(freePort()));
        ourPorts.replace(QLatin1String("%LOCAL"), QString::number(freePort()));
        Forward theirs(m_kubectl, withKubeconfig({QStringLiteral("port-forward"), target, theirPorts}));
        Forward ours(m_qkubectl, withKubeconfig({QStringLiteral("port-forward"), target, ourPorts}));
        QTRY_COMPARE_WITH_TIMEOUT(theirs.ports().size(), 1, 20000);
        QTRY_COMPARE_WITH_TIMEOUT(ours.ports().size(), 1, 20000);
        const quint16 theirPort = theirs.ports().first(), ourPort = ours.ports().first();
        // Two requests through each: the same pod answers (its name is the page's title).
        for (int i = 0; i < 2; ++i) {
            const QString expectedTitle = titleThrough(theirPort);
            QVERIFY(!expectedTitle.isEmpty());
            QCOMPARE(titleThrough(ourPort), expectedTitle);
        }
        QTRY_COMPARE(theirs.out().count(QLatin1String("Handling connection")), 2);
        QTRY_COMPARE(ours.out().count(QLatin1String("Handling connection")), 2);
        // The same lines, the local ports aside.
        QString expected = theirs.out(), actual = ours.out();
        expected.replace(QString::number(theirPort), QLatin1String("LOCAL"));
        actual.replace(QString::number(ourPort), QLatin1String("LOCAL"));
        QCOMPARE(actual, expected);
        QCOMPARE(asKubectls(ours.err()), theirs.err());
    }

    void failsAsKubectl_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("no arguments") << QStringList{"port-forward"};
        QTest::newRow("no ports") << QStringList{"port-forward", "pod/%POD"};
        QTest::newRow("no such pod") << QStringList{"port-forward", "pod/missing", "8080:80"};
        QTest::newRow("no such service") << QStringList{"port-forward", "svc/missing", "8080:80"};
        QTest::newRow("a port the Service does not have")
            << QStringList{"port-forward", "svc/web", "8080:81"};
        QTest::newRow("remote port 0") << QStringList{"port-forward", "pod/%POD", "8080:0"};
        QTest::newRow("remote empty") << QStringList{"port-forward", "pod/%POD", "8080:"};
        QTest::newRow("local not a number") << QStringList{"port-forward", "pod/%POD", "http:80"};
        QTest::newRow("local out of range") << QStringList{"port-forward", "pod/%POD", "99999"};
        QTest::newRow("a port name the pod does not have") << QStringList{"port-forward", "pod/%POD", "x"};
        QTest::newRow("an address that is not one")
            << QStringList{"port-forward", "--address", "1.2.3", "pod/%POD", "8080"};
        QTest::newRow("a kind with no pods")
            << QStringList{"port-forward", "configmap/kube-root-ca.crt", "8080"};
    }

    void failsAsKubectl()
    {
        QFETCH(QStringList, arguments);
        for (QString &argument : arguments)
            argument.replace(QLatin1String("%POD"), m_pod);
        const ClientRun theirs = runClient(m_kubectl, withKubeconfig(arguments));
        const ClientRun ours = runClient(m_qkubectl, withKubeconfig(arguments));
        QCOMPARE(ours.out, theirs.out);
        QCOMPARE(asKubectls(ours.err), theirs.err);
        QCOMPARE(ours.exitCode, theirs.exitCode);
    }
};

QTEST_GUILESS_MAIN(QkubectlPortForwardTest)
#include "tst_qkubectlportforward.moc"
