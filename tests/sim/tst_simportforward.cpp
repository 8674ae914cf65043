// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// kubesim's pods/portforward against kubectl 1.32 (its WebSocket tunnel of SPDY/3.1 and its SPDY/3.1 upgrade)
// and against a client written here for the channel protocol qkube speaks (v4.channel.k8s.io). Registered
// only when CMake finds kubectl.
#include "sim/controllers/controller.h"
#include "sim/spdycodec.h"
#include "simfixture.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QProcess>
#include <QRegularExpression>
#include <QSslConfiguration>
#include <QSslSocket>
#include <QTcpSocket>
#include <QTest>
#include <QWebSocket>
#include <QWebSocketHandshakeOptions>

#include <memory>

namespace {
constexpr int waitMs = 30'000;
// containerd's sandbox id (64 hex digits) and network namespace, as kubesim makes them up.
const QRegularExpression refusedLine(QStringLiteral(
    R"(an error occurred forwarding (\d+) -> 9999: error forwarding port 9999 to pod ([0-9a-f]{64}), uid : )"
    R"(failed to execute portforward in network namespace \\"/var/run/netns/cni-[0-9a-f-]{36}\\": failed to )"
    R"(connect to localhost:9999 inside namespace \\"\2\\", IPv4: dial tcp4 127\.0\.0\.1:9999: connect: )"
    R"(connection refused IPv6 dial tcp6 \[::1\]:9999: connect: connection refused )"));

// kubectl port-forward running in the background, with what it printed.
struct Forward
{
    QProcess process;
    quint16 localPort = 0;
    QString out() { return m_out += QString::fromUtf8(process.readAllStandardOutput()); }
    QString err() { return m_err += QString::fromUtf8(process.readAllStandardError()); }
    ~Forward()
    {
        if (process.state() != QProcess::NotRunning) {
            process.kill();
            process.waitForFinished();
        }
    }

private:
    QString m_out, m_err;
};

// A request on a new local connection; everything received until the other side closes.
QByteArray exchange(quint16 port, const QByteArray &request)
{
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, port);
    QByteArray received;
    QObject::connect(&socket, &QTcpSocket::connected, &socket, [&] { socket.write(request); });
    QObject::connect(&socket, &QTcpSocket::readyRead, &socket, [&] { received += socket.readAll(); });
    // Whether it came is checked below, by what came.
    (void)QTest::qWaitFor([&] { return socket.state() == QAbstractSocket::UnconnectedState; }, waitMs);
    return received + socket.readAll();
}

QByteArray get(const QByteArray &target)
{
    return "GET " + target + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n";
}

QByteArray bodyOf(const QByteArray &response)
{
    return response.mid(response.indexOf("\r\n\r\n") + 4);
}

QByteArray pattern(qsizetype bytes)
{
    const QByteArray unit = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_";
    return unit.repeated(bytes / unit.size() + 1).left(bytes);
}
// A SPDY/3.1 port-forward client over kubesim's HTTP upgrade (kubectl's without the WebSocket tunnel): the
// frames it received in `frames`; while `paused` it reads nothing.
struct SpdyClient
{
    using SpdyFrame = kube::sim::SpdyFrame;
    QSslSocket socket;
    QByteArray head;
    kube::sim::SpdyCodec codec;
    QList<SpdyFrame> frames;
    qint64 dataBytes = 0;
    bool paused = false;

    void open(SimFixture &fixture, const QString &pod)
    {
        QSslConfiguration ssl = QSslConfiguration::defaultConfiguration();
        ssl.setCaCertificates(QSslCertificate::fromData(fixture.sim().ca().certificatePem));
        socket.setSslConfiguration(ssl);
        const QByteArray token = fixture.sim().adminToken().toUtf8();
        QObject::connect(&socket, &QSslSocket::encrypted, &socket, [this, pod, token] {
            socket.write("POST /api/v1/namespaces/default/pods/" + pod.toUtf8() +
                         "/portforward HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer " + token +
                         "\r\nConnection: Upgrade\r\nUpgrade: SPDY/3.1\r\n"
                         "X-Stream-Protocol-Version: portforward.k8s.io\r\n\r\n");
        });
        QObject::connect(&socket, &QSslSocket::readyRead, &socket, [this] { readAvailable(); });
        socket.connectToHostEncrypted(QStringLiteral("127.0.0.1"), quint16(QUrl(fixture.sim().url()).port()));
    }

    void readAvailable()
    {
        if (paused)
            return;
        QByteArray bytes = socket.readAll();
        if (!head.endsWith("\r\n\r\n")) {
            head += bytes;
            const qsizetype end = head.indexOf("\r\n\r\n");
            if (end < 0)
                return;
            bytes = head.mid(end + 4);
            head.truncate(end + 4);
        }
        codec.feed(bytes);
        SpdyFrame frame;
        while (codec.next(&frame) == kube::sim::SpdyCodec::Status::Ready) {
            dataBytes += frame.data.size();
            if (frames.size() < 10'000)
                frames.append(frame);
        }
    }

    void send(const SpdyFrame &frame) { socket.write(codec.encode(frame)); }
    void synStream(quint32 id, const QByteArray &type, const QByteArray &port, const QByteArray &requestId)
    {
        SpdyFrame frame = control(SpdyFrame::Type::SynStream, id);
        frame.headers = {{"streamtype", type}, {"port", port}, {"requestid", requestId}};
        send(frame);
    }
    static SpdyFrame data(quint32 id, const QByteArray &bytes, bool fin)
    {
        SpdyFrame frame;
        frame.streamId = id;
        frame.data = bytes;
        frame.flags = fin ? SpdyFrame::flagFin : 0;
        return frame;
    }
    static SpdyFrame control(SpdyFrame::Type type, quint32 id)
    {
        SpdyFrame frame;
        frame.type = type;
        frame.streamId = id;
        return frame;
    }
};
} // namespace

using kube::sim::SpdyFrame;

class tst_SimPortForward : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimFixture> m_fixture;
    QStringList m_upgrades; // the Upgrade header of each pods/portforward request kubesim saw

    // A Running web pod of the default namespace (its container "web" declares 8080).
    QString runningPod()
    {
        const auto &pods = m_fixture->sim().store().objects(kube::sim::types::pods());
        for (auto it = pods.cbegin(); it != pods.cend(); ++it) {
            const QJsonObject pod = it.value().object();
            const QJsonObject meta = pod.value(QLatin1String("metadata")).toObject();
            if (meta.value(QLatin1String("namespace")).toString() == QLatin1String("default") &&
                meta.value(QLatin1String("name")).toString().startsWith(QLatin1String("web-")) &&
                pod.value(QLatin1String("status")).toObject().value(QLatin1String("phase")).toString() ==
                    QLatin1String("Running"))
                return meta.value(QLatin1String("name")).toString();
        }
        return {};
    }

    // kubectl port-forward TARGET :REMOTE, once it listens.
    std::unique_ptr<Forward> forward(const QString &target, quint16 remote, bool webSockets = true)
    {
        auto forward = std::make_unique<Forward>();
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("KUBECTL_PORT_FORWARD_WEBSOCKETS"),
                           webSockets ? QStringLiteral("true") : QStringLiteral("false"));
        forward->process.setProcessEnvironment(environment);
        forward->process.start(QStringLiteral(QKUBE_KUBECTL),
                               {QStringLiteral("--kubeconfig"), m_fixture->kubeconfigPath(),
                                QStringLiteral("port-forward"), target, QStringLiteral(":%1").arg(remote)});
        const QRegularExpression listening(
            QStringLiteral("Forwarding from 127\\.0\\.0\\.1:(\\d+) -> %1").arg(remote));
        QRegularExpressionMatch match;
        // Whether it came is checked below, by what came.
        (void)QTest::qWaitFor(
            [&] {
                return (match = listening.match(forward->out())).hasMatch() ||
                       forward->process.state() == QProcess::NotRunning;
            },
            waitMs);
        if (!match.hasMatch())
            qWarning("kubectl port-forward did not listen: %s", qPrintable(forward->err()));
        forward->localPort = quint16(match.captured(1).toUInt());
        return forward;
    }

    QUrl portForwardUrl(const QString &pod, const QString &query) const
    {
        QUrl url(m_fixture->sim().url());
        url.setScheme(QStringLiteral("wss"));
        url.setPath(QStringLiteral("/api/v1/namespaces/default/pods/%1/portforward").arg(pod));
        url.setQuery(query);
        return url;
    }

    // A WebSocket to pods/portforward in the channel protocol; its binary messages collected.
    std::unique_ptr<QWebSocket> channelSocket(const QString &pod, const QString &query,
                                              QList<QByteArray> *messages,
                                              const QString &protocol = QStringLiteral("v4.channel.k8s.io"))
    {
        auto socket = std::make_unique<QWebSocket>();
        QSslConfiguration ssl = QSslConfiguration::defaultConfiguration();
        ssl.setCaCertificates(QSslCertificate::fromData(m_fixture->sim().ca().certificatePem));
        socket->setSslConfiguration(ssl);
        QNetworkRequest request(portForwardUrl(pod, query));
        request.setRawHeader("Authorization", "Bearer " + m_fixture->sim().adminToken().toUtf8());
        QWebSocketHandshakeOptions options;
        options.setSubprotocols({protocol});
        QObject::connect(socket.get(), &QWebSocket::binaryMessageReceived, socket.get(),
                         [messages](const QByteArray &message) { messages->append(message); });
        socket->open(request, options);
        return socket;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_fixture = std::make_unique<SimFixture>();
        m_fixture->sim().setRequestObserver([this](const kube::sim::HttpRequest &request) {
            if (request.path.endsWith(QLatin1String("/portforward")))
                m_upgrades.append(QString::fromLatin1(request.header("upgrade")));
        });
        QVERIFY(!runningPod().isEmpty());
    }
    void cleanupTestCase() { m_fixture.reset(); }

    void kubectlForwardsToThePodsHttpServer_data()
    {
        QTest::addColumn<bool>("webSockets");
        QTest::addColumn<QString>("upgrade");
        QTest::newRow("SPDY/3.1 in a WebSocket (kubectl's default)") << true << QStringLiteral("websocket");
        QTest::newRow("SPDY/3.1 upgrade (KUBECTL_PORT_FORWARD_WEBSOCKETS=false)")
            << false << QStringLiteral("SPDY/3.1");
    }

    void kubectlForwardsToThePodsHttpServer()
    {
        QFETCH(bool, webSockets);
        QFETCH(QString, upgrade);
        const QString pod = runningPod();
        m_upgrades.clear();
        const auto forward = this->forward(QStringLiteral("pod/") + pod, 8080, webSockets);
        QVERIFY(forward->localPort);

        const QByteArray page = exchange(forward->localPort, get("/hello?x=1"));
        QVERIFY2(page.startsWith("HTTP/1.1 200 OK\r\n"), page.constData());
        QVERIFY(page.contains("<h1>" + pod.toUtf8() + "</h1>"));
        QVERIFY(page.contains("container <b>web</b>, port <b>8080</b>"));
        QVERIFY(page.contains("GET /hello?x=1 HTTP/1.1\n"));
        QCOMPARE(m_upgrades, QStringList{upgrade});

        // Keep-alive: two requests on one connection, answered in order.
        const QByteArray twice =
            exchange(forward->localPort, "GET /bytes?n=7 HTTP/1.1\r\nHost: a\r\n\r\n" + get("/two"));
        QVERIFY(twice.contains("\r\n\r\n0123456HTTP/1.1 200 OK\r\n"));
        QVERIFY(twice.contains("GET /two HTTP/1.1"));

        // 20 connections at once through the one forward, each its own stream pair.
        constexpr int connections = 20;
        std::vector<std::unique_ptr<QTcpSocket>> sockets;
        std::vector<QByteArray> received(connections);
        for (int i = 0; i < connections; ++i) {
            auto socket = std::make_unique<QTcpSocket>();
            QTcpSocket *raw = socket.get();
            const QByteArray request = get("/bytes?n=" + QByteArray::number(100'000 + i));
            QObject::connect(raw, &QTcpSocket::connected, raw, [raw, request] { raw->write(request); });
            QObject::connect(raw, &QTcpSocket::readyRead, raw,
                             [raw, &received, i] { received[size_t(i)] += raw->readAll(); });
            raw->connectToHost(QHostAddress::LocalHost, forward->localPort);
            sockets.push_back(std::move(socket));
        }
        QTRY_VERIFY_WITH_TIMEOUT(
            std::all_of(sockets.begin(), sockets.end(),
                        [](const auto &s) { return s->state() == QAbstractSocket::UnconnectedState; }),
            waitMs);
        for (int i = 0; i < connections; ++i) {
            QVERIFY2(received[size_t(i)].startsWith("HTTP/1.1 200 OK\r\n"), qPrintable(QString::number(i)));
            QCOMPARE(bodyOf(received[size_t(i)]), pattern(100'000 + i));
        }
        QCOMPARE(forward->out().count(QLatin1String("Handling connection for")), 2 + connections);
        QCOMPARE(forward->process.state(), QProcess::Running);
        QVERIFY2(forward->err().isEmpty(), qPrintable(forward->err()));
    }

    void aPortNothingListensOnGivesKubectlsError()
    {
        // kubectl 1.32 prints the runtime's refusal, then ends the whole forward ("lost connection to pod"),
        // which is what it does against a real kubelet too.
        const auto forward = this->forward(QStringLiteral("pod/") + runningPod(), 9999);
        QVERIFY(forward->localPort);
        QCOMPARE(exchange(forward->localPort, get("/")), QByteArray());
        QTRY_VERIFY_WITH_TIMEOUT(forward->process.state() == QProcess::NotRunning, waitMs);
        const QString err = forward->err();
        const QRegularExpressionMatch match = refusedLine.match(err);
        QVERIFY2(match.hasMatch(), qPrintable(err));
        QCOMPARE(match.captured(1).toUInt(), forward->localPort);
        QVERIFY(err.endsWith(QLatin1String("error: lost connection to pod\n")));
        QCOMPARE(forward->process.exitCode(), 1);
    }

    void kubectlForwardsToAService()
    {
        // svc/web port 80 → targetPort 8080 of one of its ready pods.
        const auto forward = this->forward(QStringLiteral("svc/web"), 80);
        QVERIFY(forward->localPort);
        QVERIFY(forward->out().contains(
            QStringLiteral("Forwarding from 127.0.0.1:%1 -> 8080").arg(forward->localPort)));
        const QByteArray page = exchange(forward->localPort, get("/"));
        QVERIFY2(page.contains("<h1>web-"), page.constData());
        QVERIFY(page.contains("port <b>8080</b>"));
    }

    void aPodDeletedWhileForwardingEndsItsStreamsWithAnError()
    {
        const QString pod = runningPod();
        const auto forward = this->forward(QStringLiteral("pod/") + pod, 8080);
        QVERIFY(forward->localPort);
        QTcpSocket socket;
        qint64 received = 0;
        QObject::connect(&socket, &QTcpSocket::connected, &socket,
                         [&] { socket.write(get("/bytes?n=10000000000")); });
        QObject::connect(&socket, &QTcpSocket::readyRead, &socket,
                         [&] { received += socket.readAll().size(); });
        socket.connectToHost(QHostAddress::LocalHost, forward->localPort);
        QTRY_VERIFY_WITH_TIMEOUT(received > 1'000'000, waitMs);
        m_fixture->sim().store().remove(kube::sim::types::pods(), QStringLiteral("default"), pod);
        QTRY_COMPARE_WITH_TIMEOUT(socket.state(), QAbstractSocket::UnconnectedState, waitMs);
        QVERIFY(received < 10'000'000'000);
        QTRY_VERIFY_WITH_TIMEOUT(forward->process.state() == QProcess::NotRunning, waitMs);
        QVERIFY2(forward->err().contains(
                     QStringLiteral("error forwarding port 8080 to pod %1: the pod was deleted "
                                    "while forwarding")
                         .arg(pod)),
                 qPrintable(forward->err()));
    }

    void oneSpdySessionGoesOnAfterARefusedPort()
    {
        // kubectl ends its forward on the first error; the kubelet's session does not. A SPDY/3.1 client
        // written here (the upgrade, then stream pairs as kubectl makes them) sees a refused pair, then a
        // served one, on one session; a malformed frame ends the session with GOAWAY.
        const QString pod = runningPod();
        SpdyClient client;
        client.open(*m_fixture, pod);
        QTRY_VERIFY_WITH_TIMEOUT(client.head.endsWith("\r\n\r\n"), waitMs);
        QVERIFY2(client.head.startsWith("HTTP/1.1 101 Switching Protocols\r\n"), client.head.constData());
        QVERIFY(client.head.contains("\r\nUpgrade: SPDY/3.1\r\n"));
        QVERIFY(client.head.contains("\r\nX-Stream-Protocol-Version: portforward.k8s.io\r\n"));
        const QList<SpdyFrame> &frames = client.frames;

        // Pair 0 to a port nothing listens on: replies, the reason on the error stream, both closed.
        client.synStream(1, "error", "9999", "0");
        client.synStream(3, "data", "9999", "0");
        QTRY_COMPARE_WITH_TIMEOUT(frames.size(), 5, waitMs);
        QCOMPARE(frames.at(0), SpdyClient::control(SpdyFrame::Type::SynReply, 1));
        QCOMPARE(frames.at(1), SpdyClient::control(SpdyFrame::Type::SynReply, 3));
        QCOMPARE(frames.at(2).type, SpdyFrame::Type::Data);
        QCOMPARE(frames.at(2).streamId, 1u);
        QVERIFY(
            refusedLine
                .match(QStringLiteral("an error occurred forwarding 1 -> 9999: ") +
                       QString::fromUtf8(frames.at(2).data).replace(QLatin1Char('"'), QLatin1String("\\\"")))
                .hasMatch());
        QCOMPARE(frames.at(3), SpdyClient::data(3, {}, true));
        QCOMPARE(frames.at(4), SpdyClient::data(1, {}, true));

        // A ping is answered with its id.
        SpdyFrame ping = SpdyClient::control(SpdyFrame::Type::Ping, 0);
        ping.value = 1;
        client.send(ping);
        QTRY_COMPARE_WITH_TIMEOUT(frames.size(), 6, waitMs);
        QCOMPARE(frames.at(5), ping);

        // Pair 1 on the same session, to 8080: the page, then the data stream and the (empty) error stream
        // end.
        client.synStream(5, "error", "8080", "1");
        client.send(SpdyClient::data(5, {}, true)); // kubectl closes its side of the error stream at once
        client.synStream(7, "data", "8080", "1");
        client.send(SpdyClient::data(7, get("/"), true));
        QTRY_VERIFY_WITH_TIMEOUT(frames.size() >= 10 && frames.last() == SpdyClient::data(5, {}, true),
                                 waitMs);
        QCOMPARE(frames.at(6), SpdyClient::control(SpdyFrame::Type::SynReply, 5));
        QCOMPARE(frames.at(7), SpdyClient::control(SpdyFrame::Type::SynReply, 7));
        QByteArray page;
        for (const SpdyFrame &frame : frames.mid(8, frames.size() - 10)) {
            QCOMPARE(frame.streamId, 7u);
            page += frame.data;
        }
        QVERIFY2(page.contains("<h1>" + pod.toUtf8() + "</h1>"), page.constData());
        QCOMPARE(frames.at(frames.size() - 2), SpdyClient::data(7, {}, true));

        // A SPDY/2 frame: GOAWAY (protocol error), and the connection closes.
        QTest::ignoreMessage(QtWarningMsg, "kubesim: port-forward: unsupported SPDY version 2");
        client.socket.write(QByteArray("\x80\x02\x00\x06\x00\x00\x00\x04\x00\x00\x00\x01", 12));
        QTRY_COMPARE_WITH_TIMEOUT(client.socket.state(), QAbstractSocket::UnconnectedState, waitMs);
        client.readAvailable();
        SpdyFrame goAway = SpdyClient::control(SpdyFrame::Type::GoAway, 0);
        goAway.status = 1;
        QCOMPARE(frames.last(), goAway);
    }

    void aPairMissingItsDataStreamTimesOut()
    {
        // The kubelet waits a while (30 s) for a pair's second stream, then says so on the first: shortened
        // here.
        m_fixture->sim().portForwards().setStreamCreationTimeout(100);
        SpdyClient client;
        client.open(*m_fixture, runningPod());
        QTRY_VERIFY_WITH_TIMEOUT(client.head.endsWith("\r\n\r\n"), waitMs); // the session is made with 100 ms
        m_fixture->sim().portForwards().setStreamCreationTimeout(
            kube::sim::SpdyPortForward::defaultStreamCreationTimeoutMs);
        client.synStream(1, "error", "8080", "4");
        QTRY_COMPARE_WITH_TIMEOUT(client.frames.size(), 3, waitMs);
        QCOMPARE(client.frames.at(0), SpdyClient::control(SpdyFrame::Type::SynReply, 1));
        QVERIFY(client.frames.at(1).data.endsWith(", request=4) timed out waiting for streams"));
        QCOMPARE(client.frames.at(2), SpdyClient::data(1, {}, true));
        // The session goes on: a whole pair after it is served.
        client.synStream(3, "error", "8080", "5");
        client.synStream(5, "data", "8080", "5");
        client.send(SpdyClient::data(5, get("/"), true));
        QTRY_VERIFY_WITH_TIMEOUT(
            client.frames.size() > 5 && client.frames.last() == SpdyClient::data(3, {}, true), waitMs);
        QVERIFY(client.frames.at(client.frames.size() - 3).data.contains("</html>"));
    }

    void aClientThatDoesNotReadHoldsThePodBack()
    {
        // A 10 GB download whose client stops reading: kubesim stops reading from the pod once its socket's
        // backlog is full, so what the pod served and the client has not received stays bounded (the send
        // window, the TLS and kernel buffers between); it goes on when the client reads again.
        const kube::sim::PodPorts &ports = m_fixture->sim().portForwards().podPorts();
        SpdyClient client;
        client.socket.setReadBufferSize(64 * 1024);
        client.open(*m_fixture, runningPod());
        QTRY_VERIFY_WITH_TIMEOUT(client.head.endsWith("\r\n\r\n"), waitMs);
        const qint64 servedAtStart = ports.bytesServed();
        client.synStream(1, "error", "8080", "0");
        client.synStream(3, "data", "8080", "0");
        client.send(SpdyClient::data(3, get("/bytes?n=10000000000"), false));
        QTRY_VERIFY_WITH_TIMEOUT(client.dataBytes > 4'000'000, waitMs);

        client.paused = true;
        qint64 previous = -1;
        QTRY_VERIFY_WITH_TIMEOUT(std::exchange(previous, ports.bytesServed()) == ports.bytesServed(), waitMs);
        const qint64 inFlight = ports.bytesServed() - servedAtStart - client.dataBytes;
        QVERIFY2(inFlight < 24'000'000, qPrintable(QString::number(inFlight)));

        client.paused = false;
        client.readAvailable();
        const qint64 received = client.dataBytes;
        QTRY_VERIFY_WITH_TIMEOUT(client.dataBytes > received + 50'000'000, waitMs);
        qInfo("served but not yet received while the client did not read: %.1f MB", double(inFlight) / 1e6);
    }

    void theChannelProtocolPairsDataAndErrorChannels()
    {
        // ports=8080,9999: channels 0/1 for 8080, 2/3 for 9999; each opens with its port, little-endian.
        const QString pod = runningPod();
        QList<QByteArray> messages;
        const auto socket = channelSocket(pod, QStringLiteral("ports=8080,9999"), &messages);
        QTRY_COMPARE_WITH_TIMEOUT(messages.size(), 5, waitMs);
        QCOMPARE(socket->subprotocol(), QStringLiteral("v4.channel.k8s.io"));
        QCOMPARE(messages.at(0), QByteArray("\x00\x90\x1f", 3));
        QCOMPARE(messages.at(1), QByteArray("\x01\x90\x1f", 3));
        QCOMPARE(messages.at(2), QByteArray("\x02\x0f\x27", 3));
        QCOMPARE(messages.at(3), QByteArray("\x03\x0f\x27", 3));
        QVERIFY(messages.at(4).startsWith("\x03"
                                          "error forwarding port 9999 to pod "));
        QVERIFY(messages.at(4).contains("failed to connect to localhost:9999 inside namespace"));

        // Channel 0 is the connection to 8080: a keep-alive request, then one that closes.
        socket->sendBinaryMessage(QByteArray(1, '\0') + "GET /bytes?n=10 HTTP/1.1\r\nHost: a\r\n\r\n");
        QByteArray data;
        QTRY_VERIFY_WITH_TIMEOUT((data =
                                      [&] {
                                          QByteArray all;
                                          for (const QByteArray &message : messages.mid(5))
                                              all += message.startsWith('\0') ? message.mid(1) : QByteArray();
                                          return all;
                                      }())
                                     .endsWith("\r\n\r\n0123456789"),
                                 waitMs);
        QCOMPARE(socket->state(), QAbstractSocket::ConnectedState);
        socket->sendBinaryMessage(QByteArray(1, '\0') + get("/last"));
        // Both ports done: the WebSocket closes normally, as the kubelet's handler returns.
        QTRY_COMPARE_WITH_TIMEOUT(socket->state(), QAbstractSocket::UnconnectedState, waitMs);
        QCOMPARE(socket->closeCode(), QWebSocketProtocol::CloseCodeNormal);
        QByteArray all;
        for (const QByteArray &message : messages.mid(5)) {
            QVERIFY(message.startsWith('\0')); // nothing more on the error channels
            all += message.mid(1);
        }
        QVERIFY(all.contains("<h1>" + pod.toUtf8() + "</h1>"));
        QVERIFY(all.contains("GET /last HTTP/1.1"));
    }

    void portforwardK8sIoIsTheChannelProtocolToo()
    {
        const QString pod = runningPod();
        QList<QByteArray> messages;
        const auto socket =
            channelSocket(pod, QStringLiteral("ports=8080"), &messages, QStringLiteral("portforward.k8s.io"));
        QTRY_COMPARE_WITH_TIMEOUT(messages.size(), 2, waitMs);
        QCOMPARE(socket->subprotocol(), QStringLiteral("portforward.k8s.io"));
        QCOMPARE(messages.at(0), QByteArray("\x00\x90\x1f", 3));
        QCOMPARE(messages.at(1), QByteArray("\x01\x90\x1f", 3));
        socket->sendBinaryMessage(QByteArray(1, '\0') + get("/"));
        QTRY_COMPARE_WITH_TIMEOUT(socket->state(), QAbstractSocket::UnconnectedState, waitMs);
        QByteArray all;
        for (const QByteArray &message : messages.mid(2))
            all += message.mid(1);
        QVERIFY(all.contains("<h1>" + pod.toUtf8() + "</h1>"));
    }

    void theChannelProtocolWantsPorts()
    {
        QList<QByteArray> messages;
        const auto socket = channelSocket(runningPod(), QString(), &messages);
        QTRY_COMPARE_WITH_TIMEOUT(socket->state(), QAbstractSocket::UnconnectedState, waitMs);
        QCOMPARE(socket->closeCode(), QWebSocketProtocol::CloseCodeBadOperation);
        QCOMPARE(socket->closeReason(), QStringLiteral("query parameter \"ports\" is required"));
        QVERIFY(messages.isEmpty());
    }

    void theChannelProtocolEndsWithAnErrorWhenThePodGoes()
    {
        const QString pod = runningPod();
        QList<QByteArray> messages;
        const auto socket = channelSocket(pod, QStringLiteral("ports=8080"), &messages);
        QTRY_COMPARE_WITH_TIMEOUT(messages.size(), 2, waitMs);
        socket->sendBinaryMessage(QByteArray(1, '\0') + get("/bytes?n=10000000000"));
        QTRY_VERIFY_WITH_TIMEOUT(messages.size() > 10, waitMs);
        m_fixture->sim().store().remove(kube::sim::types::pods(), QStringLiteral("default"), pod);
        QTRY_COMPARE_WITH_TIMEOUT(socket->state(), QAbstractSocket::UnconnectedState, waitMs);
        QCOMPARE(messages.last(),
                 "\x01" + QStringLiteral(
                              "error forwarding port 8080 to pod %1: the pod was deleted while forwarding")
                              .arg(pod)
                              .toUtf8());
    }

    void throughputOf100MB_data()
    {
        QTest::addColumn<bool>("webSockets");
        QTest::newRow("kubectl, SPDY/3.1 in a WebSocket") << true;
        QTest::newRow("kubectl, SPDY/3.1 upgrade") << false;
    }

    void throughputOf100MB()
    {
        QFETCH(bool, webSockets);
        constexpr qint64 total = 100'000'000;
        const auto forward = this->forward(QStringLiteral("pod/") + runningPod(), 8080, webSockets);
        QVERIFY(forward->localPort);
        QTcpSocket socket;
        qint64 received = 0;
        QByteArray head;
        QElapsedTimer timer;
        QObject::connect(&socket, &QTcpSocket::connected, &socket, [&] {
            timer.start();
            socket.write(get("/bytes?n=" + QByteArray::number(total)));
        });
        QObject::connect(&socket, &QTcpSocket::readyRead, &socket, [&] {
            const QByteArray bytes = socket.readAll();
            if (head.size() < 200)
                head += bytes.left(200);
            received += bytes.size();
        });
        socket.connectToHost(QHostAddress::LocalHost, forward->localPort);
        QTRY_COMPARE_WITH_TIMEOUT(socket.state(), QAbstractSocket::UnconnectedState, 120'000);
        const double seconds = double(timer.nsecsElapsed()) / 1e9;
        QVERIFY(head.startsWith("HTTP/1.1 200 OK\r\n"));
        QCOMPARE(received - head.indexOf("\r\n\r\n") - 4, total);
        qInfo("100 MB through kubectl port-forward (%s): %.1f MB/s",
              webSockets ? "WebSocket tunnel" : "SPDY upgrade", double(total) / 1e6 / seconds);
    }
};

QTEST_GUILESS_MAIN(tst_SimPortForward)
#include "tst_simportforward.moc"
