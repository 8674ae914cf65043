// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// PortForwarder against a WebSocket server the test starts on loopback, speaking the kubelet's v4
// port-forward (pkg/kubelet/cri/streaming/portforward/websocket.go): the port written first on both channels,
// data on 0, an error on 1 then the streams closed. Behind it, "the pod": echo servers on loopback.
#include "remote/portforwarder.h"

#include <QElapsedTimer>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <QUrlQuery>
#include <QWebSocket>
#include <QWebSocketServer>

#include <memory>

using kube::PortForwarder;
using kube::PortForwardSpec;
using kube::PortPair;

namespace {

// The pod's port: answers every line with ">" + line, so each connection's data is its own.
class EchoServer : public QTcpServer
{
public:
    EchoServer()
    {
        connect(this, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = nextPendingConnection()) {
                connect(socket, &QTcpSocket::readyRead, socket, [socket] {
                    while (socket->canReadLine())
                        socket->write(">" + socket->readLine());
                });
                connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
            }
        });
        listen(QHostAddress::LocalHost, 0);
    }
};

// The apiserver and kubelet, as far as port-forward goes: pods/portforward?ports=P relayed to the pod port
// P' the test maps P to (a closed port for a port "nothing listens on").
class KubeletPortForward : public QObject
{
public:
    QHash<quint16, quint16> podPorts; // the pod's port → where it really listens on loopback
    QStringList paths;
    int open = 0;
    // The pod's port `firehosePort` writes `firehoseBytes` as fast as the connection to the client takes
    // them, keeping little in its own buffers; firehoseSent counts what it has handed to TCP so far.
    static constexpr quint16 firehosePort = 9999;
    qint64 firehoseBytes = 0;
    qint64 firehoseSent = 0;
    QElapsedTimer sinceFirehoseProgress;

    KubeletPortForward() : m_server(QStringLiteral("kubelet"), QWebSocketServer::NonSecureMode)
    {
        m_server.setSupportedSubprotocols({QStringLiteral("v4.channel.k8s.io")});
        m_server.listen(QHostAddress::LocalHost, 0);
        connect(&m_server, &QWebSocketServer::newConnection, this, [this] {
            while (QWebSocket *socket = m_server.nextPendingConnection())
                serve(socket);
        });
    }
    QUrl url() const { return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_server.serverPort())); }

private:
    static QByteArray channel(char number, const QByteArray &payload)
    {
        return QByteArray(1, number) + payload;
    }

    void serve(QWebSocket *socket)
    {
        const QUrl url = socket->requestUrl();
        paths.append(url.path() + QLatin1Char('?') + url.query());
        ++open;
        const quint16 port = QUrlQuery(url).queryItemValue(QStringLiteral("ports")).toUShort();
        QByteArray portBytes;
        portBytes.append(char(port & 0xff)).append(char(port >> 8)); // little endian
        socket->sendBinaryMessage(channel(0, portBytes));
        socket->sendBinaryMessage(channel(1, portBytes));
        if (port == firehosePort) {
            firehose(socket);
            return;
        }
        auto *pod = new QTcpSocket(socket);
        connect(socket, &QWebSocket::disconnected, this, [this, socket] {
            --open;
            socket->deleteLater();
        });
        connect(socket, &QWebSocket::binaryMessageReceived, pod, [pod](const QByteArray &message) {
            if (!message.isEmpty() && message[0] == 0)
                pod->write(message.mid(1));
        });
        connect(pod, &QTcpSocket::readyRead, socket,
                [pod, socket] { socket->sendBinaryMessage(channel(0, pod->readAll())); });
        connect(pod, &QTcpSocket::errorOccurred, socket, [socket, port, pod](QAbstractSocket::SocketError) {
            if (pod->error() == QAbstractSocket::RemoteHostClosedError) {
                socket->close();
                return;
            }
            socket->sendBinaryMessage(channel(
                1, QStringLiteral(
                       "error forwarding port %1 to pod web-0, uid : failed to execute portforward in "
                       "network namespace: failed to connect to localhost:%1 inside namespace: connect: "
                       "connection refused")
                       .arg(port)
                       .toUtf8()));
            socket->close();
        });
        pod->connectToHost(QHostAddress::LocalHost, podPorts.value(port, 1));
    }

    void firehose(QWebSocket *socket)
    {
        sinceFirehoseProgress.start();
        auto pump = [this, socket] {
            while (firehoseSent < firehoseBytes && socket->bytesToWrite() < 256 * 1024) {
                QByteArray chunk(qMin<qint64>(64 * 1024, firehoseBytes - firehoseSent), '\0');
                for (qsizetype i = 0; i < chunk.size(); ++i)
                    chunk[i] = char((firehoseSent + i) % 251);
                socket->sendBinaryMessage(channel(0, chunk));
                firehoseSent += chunk.size();
                sinceFirehoseProgress.restart();
            }
            if (firehoseSent == firehoseBytes && socket->bytesToWrite() == 0)
                socket->close();
        };
        connect(socket, &QWebSocket::bytesWritten, socket, pump);
        connect(socket, &QWebSocket::disconnected, this, [this, socket] {
            --open;
            socket->deleteLater();
        });
        pump();
    }

    QWebSocketServer m_server;
};

kube::RestConfig configFor(const QUrl &url)
{
    kube::RestConfig config;
    config.host = url;
    return config;
}

} // namespace

class PortForwarderTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parsePortPair_data();
    void parsePortPair();
    void manyConnectionsAtOnce();
    void errorOnOneConnectionLeavesTheForwardListening();
    void busyLocalPortFailsTheForward();
    void stopClosesEverything();
    void slowClientHoldsBackTheServer();
};

void PortForwarderTest::parsePortPair_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("local");
    QTest::addColumn<int>("remote");
    QTest::addColumn<QString>("error");
    QTest::newRow("LOCAL:REMOTE") << "8080:80" << 8080 << 80 << QString();
    QTest::newRow(":REMOTE asks for a free local port") << ":80" << 0 << 80 << QString();
    QTest::newRow("PORT is both") << "5000" << 5000 << 5000 << QString();
    QTest::newRow("0:REMOTE is a free local port too") << "0:80" << 0 << 80 << QString();
    QTest::newRow("empty remote") << "8080:" << 0 << 0 << "remote port cannot be empty";
    QTest::newRow("three parts") << "1:2:3" << 0 << 0 << "invalid port format '1:2:3'";
    QTest::newRow("a name is not a local port")
        << "http:80" << 0 << 0
        << "error parsing local port 'http': strconv.ParseUint: parsing \"http\": invalid syntax";
    QTest::newRow("past 65535")
        << "8080:70000" << 0 << 0
        << "error parsing remote port '70000': strconv.ParseUint: parsing \"70000\": value out of range";
    QTest::newRow("remote 0") << "8080:0" << 0 << 0 << "remote port must be > 0";
}

void PortForwarderTest::parsePortPair()
{
    QFETCH(QString, text);
    QFETCH(int, local);
    QFETCH(int, remote);
    QFETCH(QString, error);
    const kube::Result<PortPair> pair = kube::parsePortPair(text);
    QCOMPARE(pair.error().message(), error);
    if (error.isEmpty()) {
        QCOMPARE(int(pair->localPort), local);
        QCOMPARE(int(pair->remotePort), remote);
    }
}

void PortForwarderTest::manyConnectionsAtOnce()
{
    EchoServer pod80, pod443;
    KubeletPortForward kubelet;
    kubelet.podPorts = {{80, pod80.serverPort()}, {443, pod443.serverPort()}};
    PortForwardSpec spec;
    spec.namespaceName = QStringLiteral("default");
    spec.pod = QStringLiteral("web-0");
    spec.ports = {{0, 80}, {0, 443}};
    PortForwarder forwarder(configFor(kubelet.url()), spec);
    QSignalSpy listening(&forwarder, &PortForwarder::listening);
    QSignalSpy opened(&forwarder, &PortForwarder::connectionOpened);
    forwarder.start();
    QTRY_COMPARE(listening.size(), 2);
    const QList<PortPair> ports = forwarder.ports();
    QCOMPARE(ports.size(), 2);
    QVERIFY(ports[0].localPort != 0 && ports[1].localPort != 0);
    QCOMPARE(ports[0].remotePort, quint16(80));
    QCOMPARE(listening[0][0].value<QHostAddress>(), QHostAddress(QHostAddress::LocalHost));

    // 40 clients at once, each its own stream, half to each port; each sees its own echoes only.
    constexpr int clients = 40;
    std::vector<std::unique_ptr<QTcpSocket>> sockets;
    for (int i = 0; i < clients; ++i) {
        auto socket = std::make_unique<QTcpSocket>();
        socket->connectToHost(QHostAddress::LocalHost, ports[i % 2].localPort);
        socket->write(QStringLiteral("hello %1\n").arg(i).toUtf8());
        sockets.push_back(std::move(socket));
    }
    QByteArray big(300'000, 'x');
    big.append('\n');
    sockets[0]->write(big);
    for (int i = 0; i < clients; ++i) {
        const QByteArray expected =
            QStringLiteral(">hello %1\n").arg(i).toUtf8() + (i == 0 ? ">" + big : QByteArray());
        QByteArray got;
        QTRY_VERIFY_WITH_TIMEOUT((got += sockets[i]->readAll()).size() >= expected.size(), 10000);
        QCOMPARE(got, expected);
    }
    QCOMPARE(opened.size(), clients);
    QCOMPARE(kubelet.paths.size(), clients);
    QCOMPARE(
        kubelet.paths.count(QStringLiteral("/api/v1/namespaces/default/pods/web-0/portforward?ports=80")),
        clients / 2);
    QTRY_COMPARE(forwarder.stats().openConnections, clients);
    kube::PortForwardStats stats = forwarder.stats();
    QCOMPARE(stats.totalConnections, qint64(clients));
    QCOMPARE(stats.errors, 0);
    QVERIFY(stats.bytesOut >= qint64(big.size()));
    QVERIFY(stats.bytesIn >= qint64(big.size()));

    // Clients leaving close their streams to the pod.
    sockets.clear();
    QTRY_COMPARE(kubelet.open, 0);
    QTRY_COMPARE(forwarder.stats().openConnections, 0);
}

void PortForwarderTest::errorOnOneConnectionLeavesTheForwardListening()
{
    EchoServer pod80;
    KubeletPortForward kubelet;
    kubelet.podPorts = {{80, pod80.serverPort()}}; // nothing listens on 81
    PortForwardSpec spec;
    spec.namespaceName = QStringLiteral("default");
    spec.pod = QStringLiteral("web-0");
    spec.ports = {{0, 81}, {0, 80}};
    PortForwarder forwarder(configFor(kubelet.url()), spec);
    QSignalSpy listening(&forwarder, &PortForwarder::listening);
    QSignalSpy failedConnections(&forwarder, &PortForwarder::connectionFailed);
    QSignalSpy failed(&forwarder, &PortForwarder::failed);
    forwarder.start();
    QTRY_COMPARE(listening.size(), 2);

    QTcpSocket refused;
    refused.connectToHost(QHostAddress::LocalHost, forwarder.ports()[0].localPort);
    QTRY_COMPARE(failedConnections.size(), 1);
    const auto error = failedConnections[0][1].value<kube::Error>();
    QCOMPARE(failedConnections[0][0].value<PortPair>().remotePort, quint16(81));
    QVERIFY2(
        error.message().startsWith(
            QStringLiteral("an error occurred forwarding %1 -> 81: error forwarding port 81 to pod web-0")
                .arg(forwarder.ports()[0].localPort)),
        qPrintable(error.message()));
    QTRY_COMPARE(refused.state(), QAbstractSocket::UnconnectedState);

    // The forward goes on: the other port, and the failed one again.
    QTcpSocket fine;
    fine.connectToHost(QHostAddress::LocalHost, forwarder.ports()[1].localPort);
    fine.write("still here\n");
    QTRY_COMPARE(fine.bytesAvailable(), qint64(12));
    QCOMPARE(fine.readAll(), QByteArray(">still here\n"));
    QTcpSocket again;
    again.connectToHost(QHostAddress::LocalHost, forwarder.ports()[0].localPort);
    QTRY_COMPARE(failedConnections.size(), 2);
    QCOMPARE(failed.size(), 0);
    QCOMPARE(forwarder.stats().errors, 2);
}

void PortForwarderTest::busyLocalPortFailsTheForward()
{
    QTcpServer busy;
    QVERIFY(busy.listen(QHostAddress::LocalHost, 0));
    KubeletPortForward kubelet;
    PortForwardSpec spec;
    spec.namespaceName = QStringLiteral("default");
    spec.pod = QStringLiteral("web-0");
    spec.ports = {{busy.serverPort(), 80}};
    PortForwarder forwarder(configFor(kubelet.url()), spec);
    QSignalSpy failed(&forwarder, &PortForwarder::failed);
    forwarder.start();
    QTRY_COMPARE(failed.size(), 1);
    QCOMPARE(
        failed[0][0].value<kube::Error>().message(),
        QStringLiteral("unable to listen on any of the requested ports: [{%1 80}]").arg(busy.serverPort()));
}

void PortForwarderTest::stopClosesEverything()
{
    EchoServer pod80;
    KubeletPortForward kubelet;
    kubelet.podPorts = {{80, pod80.serverPort()}};
    PortForwardSpec spec;
    spec.namespaceName = QStringLiteral("default");
    spec.pod = QStringLiteral("web-0");
    spec.ports = {{0, 80}};
    auto forwarder = std::make_unique<PortForwarder>(configFor(kubelet.url()), spec);
    QSignalSpy listening(forwarder.get(), &PortForwarder::listening);
    forwarder->start();
    QTRY_COMPARE(listening.size(), 1);
    const quint16 port = forwarder->ports()[0].localPort;
    QTcpSocket client;
    client.connectToHost(QHostAddress::LocalHost, port);
    client.write("x\n");
    QTRY_COMPARE(client.bytesAvailable(), qint64(3));
    forwarder.reset();
    QTRY_COMPARE(client.state(), QAbstractSocket::UnconnectedState);
    QTRY_COMPARE(kubelet.open, 0);
    QTcpSocket late;
    late.connectToHost(QHostAddress::LocalHost, port);
    QTRY_COMPARE(late.error(), QAbstractSocket::ConnectionRefusedError);
}

void PortForwarderTest::slowClientHoldsBackTheServer()
{
    // 96 MB from the pod to a client that reads nothing at first: the forward must stop reading the pod's
    // side (the server sees its TCP window close) instead of holding the bytes in memory.
    constexpr qint64 total = 96 * 1024 * 1024;
    KubeletPortForward kubelet;
    kubelet.firehoseBytes = total;
    PortForwardSpec spec;
    spec.namespaceName = QStringLiteral("default");
    spec.pod = QStringLiteral("web-0");
    spec.ports = {{0, KubeletPortForward::firehosePort}};
    PortForwarder forwarder(configFor(kubelet.url()), spec);
    QSignalSpy listening(&forwarder, &PortForwarder::listening);
    forwarder.start();
    QTRY_COMPARE(listening.size(), 1);
    QTcpSocket client;
    client.setReadBufferSize(64 * 1024); // the client's own buffer is small, and nobody reads it yet
    client.connectToHost(QHostAddress::LocalHost, forwarder.ports()[0].localPort);
    QTRY_VERIFY(kubelet.firehoseSent > 0);
    // The server stalls: nothing handed to TCP for a while, far from the end.
    QTRY_VERIFY_WITH_TIMEOUT(kubelet.sinceFirehoseProgress.elapsed() > 300, 20000);
    QVERIFY2(kubelet.firehoseSent < 64 * 1024 * 1024, qPrintable(QString::number(kubelet.firehoseSent)));
    // Then the client reads, and every byte arrives in order.
    qint64 received = 0;
    bool inOrder = true;
    auto drain = [&] {
        const QByteArray bytes = client.readAll();
        for (qsizetype i = 0; i < bytes.size() && inOrder; ++i)
            inOrder = bytes[i] == char((received + i) % 251);
        received += bytes.size();
    };
    connect(&client, &QTcpSocket::readyRead, this, drain);
    drain();
    QTRY_COMPARE_WITH_TIMEOUT(received, total, 60000); // sanitizer builds on a busy box
    QVERIFY(inOrder);
}

QTEST_GUILESS_MAIN(PortForwarderTest)
#include "tst_portforwarder.moc"
