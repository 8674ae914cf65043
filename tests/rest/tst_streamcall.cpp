// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// StreamCall: a raw body handed on while it arrives, over real loopback sockets (kubesim, or a QTcpServer
// that misbehaves on purpose).
#include "logpods.h"
#include "rest/restclient.h"
#include "rest/streamcall.h"
#include "sim/podlogs.h"

#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

using namespace kube;

namespace {

Request podLog(const QString &pod, const QList<std::pair<QString, QString>> &params = {})
{
    Request request = Request::get()
                          .resource({QString(), QStringLiteral("v1"), QStringLiteral("pods")})
                          .namespaceName(QStringLiteral("default"))
                          .name(pod)
                          .subresource(QStringLiteral("log"));
    request.accept("*/*");
    for (const auto &[key, value] : params)
        request.param(key, value);
    return request;
}

// What a stream handed on, and how it ended.
struct Received
{
    QByteArray bytes;
    QList<qsizetype> chunkSizes;
    bool finished = false;
    Error error;
};

void collect(StreamCall *call, Received *received)
{
    QObject::connect(call, &StreamCall::data, [received](const QByteArray &chunk) {
        received->bytes += chunk;
        received->chunkSizes.append(chunk.size());
    });
    QObject::connect(call, &StreamCall::finished, [received](const Error &error) {
        received->finished = true;
        received->error = error;
    });
}

// A one-connection HTTP server that answers with `head` and then whatever the test writes to its socket.
class RawServer : public QTcpServer
{
public:
    explicit RawServer(QByteArray head) : m_head(std::move(head))
    {
        QVERIFY(listen(QHostAddress::LocalHost));
        connect(this, &QTcpServer::newConnection, this, [this] {
            socket = nextPendingConnection();
            connect(socket, &QTcpSocket::readyRead, socket, [this] {
                m_request += socket->readAll();
                if (m_request.contains("\r\n\r\n") && !m_answered) {
                    m_answered = true;
                    socket->write(m_head);
                }
            });
        });
    }
    RestConfig config() const
    {
        RestConfig config;
        config.host = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(serverPort()));
        return config;
    }
    bool answered() const { return m_answered; }
    QTcpSocket *socket = nullptr;

private:
    QByteArray m_head;
    QByteArray m_request;
    bool m_answered = false;
};

QByteArray chunk(const QByteArray &bytes)
{
    return QByteArray::number(bytes.size(), 16) + "\r\n" + bytes + "\r\n";
}

constexpr QByteArrayView chunkedHead =
    "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nTransfer-Encoding: chunked\r\n\r\n";

} // namespace

class tst_StreamCall : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        m_sim = std::make_unique<SimFixture>();
        logpods::put(*m_sim, logpods::pod(QStringLiteral("web-0"),
                                          {logpods::container(QStringLiteral("app")),
                                           logpods::container(QStringLiteral("sidecar"))},
                                          {logpods::running(QStringLiteral("app"), 5'000),
                                           logpods::running(QStringLiteral("sidecar"), 5'000)}));
    }
    void cleanup() { m_sim.reset(); }

    void aFollowedLogArrivesBeforeTheStreamEnds()
    {
        RestClient client(m_sim->restConfig());
        Received received;
        StreamCall *call = client.stream(
            podLog(QStringLiteral("web-0"), {{QStringLiteral("container"), QStringLiteral("app")},
                                             {QStringLiteral("follow"), QStringLiteral("true")}}));
        collect(call, &received);
        // The 5 s of backlog and then new lines, while the stream stays open.
        QTRY_VERIFY_WITH_TIMEOUT(received.bytes.count('\n') > 12, 10000);
        QVERIFY(!received.finished);
        const QList<QByteArray> lines = received.bytes.left(received.bytes.lastIndexOf('\n')).split('\n');
        for (qsizetype k = 0; k < lines.size(); ++k)
            QCOMPARE(lines[k], sim::PodLogs::lineText(QStringLiteral("web-0"), QStringLiteral("app"), k));
        call->cancel();
        QTest::qWait(0);
        QVERIFY(!received.finished);
    }

    void aWholeLogEndsWithoutError()
    {
        RestClient client(m_sim->restConfig(QStringLiteral("sim-token")));
        Received received;
        collect(client.stream(
                    podLog(QStringLiteral("web-0"), {{QStringLiteral("container"), QStringLiteral("sidecar")},
                                                     {QStringLiteral("tailLines"), QStringLiteral("3")}})),
                &received);
        QTRY_VERIFY_WITH_TIMEOUT(received.finished, 10000);
        QVERIFY2(!received.error, qPrintable(received.error.toString()));
        QCOMPARE(received.bytes.count('\n'), 3);
    }

    void aRefusalIsTheServersStatus_data()
    {
        QTest::addColumn<QString>("context");
        QTest::addColumn<QString>("container");
        QTest::addColumn<int>("reason");
        QTest::addColumn<QString>("message");
        QTest::newRow("several containers, none named")
            << QStringLiteral("sim-admin") << QString() << int(Error::Reason::BadRequest)
            << QStringLiteral(
                   "a container name must be specified for pod web-0, choose one of: [app sidecar]");
        QTest::newRow("a container the pod lacks")
            << QStringLiteral("sim-admin") << QStringLiteral("db") << int(Error::Reason::BadRequest)
            << QStringLiteral("container db is not valid for pod web-0");
    }

    void aRefusalIsTheServersStatus()
    {
        QFETCH(QString, context);
        QFETCH(QString, container);
        QFETCH(int, reason);
        QFETCH(QString, message);
        RestClient client(m_sim->restConfig(context));
        Received received;
        QList<std::pair<QString, QString>> params;
        if (!container.isEmpty())
            params.append({QStringLiteral("container"), container});
        collect(client.stream(podLog(QStringLiteral("web-0"), params)), &received);
        QTRY_VERIFY_WITH_TIMEOUT(received.finished, 10000);
        QCOMPARE(received.error.kind(), Error::Kind::Status);
        QCOMPARE(int(received.error.reason()), reason);
        QCOMPARE(received.error.message(), message);
        QVERIFY(received.bytes.isEmpty()); // a Status body is the error, never log data
    }

    void aWrongTokenIsUnauthorized()
    {
        RestConfig config = m_sim->restConfig(QStringLiteral("sim-token"));
        config.bearerToken = QStringLiteral("not-the-token");
        RestClient client(config);
        Received received;
        collect(client.stream(
                    podLog(QStringLiteral("web-0"), {{QStringLiteral("container"), QStringLiteral("app")}})),
                &received);
        QTRY_VERIFY_WITH_TIMEOUT(received.finished, 10000);
        QVERIFY(received.error.isUnauthorized());
    }

    void aStreamCutMidChunkIsAnErrorAfterWhatArrived()
    {
        RawServer server(chunkedHead.toByteArray());
        RestClient client(server.config());
        Received received;
        collect(client.stream(podLog(QStringLiteral("p"))), &received);
        QTRY_VERIFY_WITH_TIMEOUT(server.answered(), 10000);
        server.socket->write(chunk("line 1\nline 2\n"));
        QTRY_COMPARE_WITH_TIMEOUT(received.bytes, QByteArray("line 1\nline 2\n"), 10000);
        server.socket->write("20\r\nline 3, never comp");
        server.socket->flush();
        server.socket->abort();
        QTRY_VERIFY_WITH_TIMEOUT(received.finished, 10000);
        QCOMPARE(received.error.kind(), Error::Kind::Network);
        QVERIFY2(received.error.message().startsWith(QLatin1String("the stream was cut")),
                 qPrintable(received.error.message()));
    }

    void silenceEndsAStreamOnlyWhenAnIdleTimeoutIsSet()
    {
        RawServer server(chunkedHead.toByteArray() + chunk("hello\n"));
        RestClient client(server.config());
        Received received;
        StreamCall *call = client.stream(podLog(QStringLiteral("p")));
        call->setIdleTimeoutMs(300);
        collect(call, &received);
        QTRY_VERIFY_WITH_TIMEOUT(received.finished, 10000);
        QCOMPARE(received.bytes, QByteArray("hello\n"));
        QCOMPARE(received.error.kind(), Error::Kind::Timeout);
        QVERIFY2(received.error.message().startsWith(QLatin1String("idle timeout")),
                 qPrintable(received.error.message()));
    }

    void anEndlessErrorAnswerEndsAtTheObjectCap()
    {
        // A 500 whose body never ends: no Status is that large, so the stream ends instead of reading forever.
        RawServer server("HTTP/1.1 500 Internal Server Error\r\nContent-Type: application/json\r\n"
                         "Transfer-Encoding: chunked\r\n\r\n");
        RestConfig config = server.config();
        config.maxObjectBytes = 1024 * 1024;
        RestClient client(config);
        Received received;
        collect(client.stream(podLog(QStringLiteral("p"))), &received);
        QTRY_VERIFY_WITH_TIMEOUT(server.answered(), 10000);
        const QByteArray piece = chunk(QByteArray(64 * 1024, 'x'));
        connect(server.socket, &QTcpSocket::bytesWritten, server.socket, [&server, &piece] {
            if (server.socket->bytesToWrite() == 0)
                server.socket->write(piece);
        });
        server.socket->write(piece);
        QTRY_VERIFY_WITH_TIMEOUT(received.finished, 20000);
        QCOMPARE(received.error.kind(), Error::Kind::Decode);
        QVERIFY2(received.error.message().contains(QLatin1String("HTTP 500 with more than 1 MiB of body")),
                 qPrintable(received.error.toString()));
        QVERIFY(received.bytes.isEmpty());
    }

    void aLargeBodyComesInBoundedChunks()
    {
        // 8 MiB written at once: the client hands it on in pieces no larger than its read buffer.
        const QByteArray body = QByteArray("0123456789abcdef").repeated(512 * 1024);
        RawServer server("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: " +
                         QByteArray::number(body.size()) + "\r\n\r\n" + body);
        RestClient client(server.config());
        Received received;
        collect(client.stream(podLog(QStringLiteral("p"))), &received);
        QTRY_VERIFY_WITH_TIMEOUT(received.finished, 20000);
        QVERIFY2(!received.error, qPrintable(received.error.toString()));
        QCOMPARE(received.bytes.size(), body.size());
        QVERIFY(received.bytes == body);
        QVERIFY(received.chunkSizes.size() > 1);
        QVERIFY(*std::max_element(received.chunkSizes.cbegin(), received.chunkSizes.cend()) <=
                StreamCall::readBufferBytes);
    }

private:
    std::unique_ptr<SimFixture> m_sim;
};

QTEST_MAIN(tst_StreamCall)
#include "tst_streamcall.moc"
