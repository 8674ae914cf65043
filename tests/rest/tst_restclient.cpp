// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "connectproxy.h"
#include "responseof.h"
#include "rest/clientset.h"
#include "rest/restclient.h"
#include "simfixture.h"

#include <QFile>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <QThread>
#include <QTimer>

#include <atomic>
#include <thread>

using namespace kube;

namespace {
QString firstPodName(SimFixture &fixture, const QString &ns)
{
    const auto &pods = fixture.sim().store().objects(
        *sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("pods")));
    for (auto it = pods.constBegin(); it != pods.constEnd(); ++it)
        if (it.key().startsWith(ns + QLatin1Char('/')))
            return it.key().section(QLatin1Char('/'), 1);
    return {};
}
// Answers every request on `server` with `status`, a chunked JSON body that starts with `first`, then 64 KiB
// chunks of 'x' for as long as the client reads: a body (or an item) that never ends.
void serveEndlessChunks(QTcpServer *server, const QByteArray &status, const QByteArray &first)
{
    const auto chunk = [](const QByteArray &bytes) {
        return QByteArray::number(bytes.size(), 16) + "\r\n" + bytes + "\r\n";
    };
    QObject::connect(
        server, &QTcpServer::newConnection, server,
        [server, status, head = chunk(first), piece = chunk(QByteArray(64 * 1024, 'x'))] {
            QTcpSocket *socket = server->nextPendingConnection();
            QObject::connect(socket, &QTcpSocket::readyRead, socket, [socket, status, head, piece] {
                if (!socket->readAll().contains("\r\n\r\n"))
                    return;
                socket->write("HTTP/1.1 " + status +
                              "\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n" +
                              head);
                QObject::connect(socket, &QTcpSocket::bytesWritten, socket, [socket, piece] {
                    if (socket->bytesToWrite() == 0)
                        socket->write(piece);
                });
            });
        });
}

} // namespace

class tst_RestClient : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimFixture> m_fixture;

private Q_SLOTS:
    void init() { m_fixture = std::make_unique<SimFixture>(); }
    void cleanup() { m_fixture.reset(); }

    void clientCertificateOverTls()
    {
        RestClient client(m_fixture->restConfig(QStringLiteral("sim-admin")));
        Clientset clientset(&client);
        const Response response = responseOf(clientset.pods(QStringLiteral("default")).list());
        QVERIFY2(response.ok(), qPrintable(response.error.toString()));
        auto list = ResourceClient::objectList(response);
        QVERIFY(list.ok());
        QCOMPARE(list->kind, QByteArray("PodList"));
        QVERIFY(!list->items.isEmpty());
        QCOMPARE(list->items.first().namespaceName(), QByteArrayView("default"));
    }

    void bearerToken()
    {
        RestClient client(m_fixture->restConfig(QStringLiteral("sim-token")));
        const QString name = firstPodName(*m_fixture, QStringLiteral("default"));
        const Response response = responseOf(Clientset(&client).pods(QStringLiteral("default")).get(name));
        QVERIFY2(response.ok(), qPrintable(response.error.toString()));
        auto pod = ResourceClient::object(response);
        QVERIFY(pod.ok());
        QCOMPARE(pod->name(), QByteArrayView(name.toUtf8()));
    }

    void basicAuth()
    {
        RestConfig config = m_fixture->restConfig(QStringLiteral("sim-token"));
        config.bearerToken.clear();
        config.username = QStringLiteral("sim-basic");
        config.password = m_fixture->sim().basicPassword();
        RestClient client(config);
        QVERIFY(responseOf(Clientset(&client).namespaces().list()).ok());
        config.password = QStringLiteral("wrong");
        RestClient wrong(config);
        const Response denied = responseOf(Clientset(&wrong).namespaces().list());
        QVERIFY(denied.error.isUnauthorized());
        QVERIFY(!denied.error.toString().contains(QLatin1String("wrong")));
    }

    void rotatedTokenFileIsReadAgainAfter401()
    {
        const QString path = m_fixture->dir() + QStringLiteral("/token");
        auto writeToken = [&path](const QString &token) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write(token.toUtf8() + '\n');
        };
        writeToken(m_fixture->sim().adminToken());
        RestConfig config = m_fixture->restConfig(QStringLiteral("sim-token"));
        config.bearerToken.clear();
        config.bearerTokenFile = path;
        RestClient client(config);
        QVERIFY(responseOf(Clientset(&client).namespaces().list()).ok());
        writeToken(QStringLiteral("revoked"));
        // Within the minute the file's token is cached, so the client still works...
        QVERIFY(responseOf(Clientset(&client).namespaces().list()).ok());
        // ...and a token rotated on disk is picked up after the server's 401, without a restart.
        RestConfig stale = config;
        RestClient second(stale);
        writeToken(QStringLiteral("revoked"));
        QVERIFY(responseOf(Clientset(&second).namespaces().list()).error.isUnauthorized());
        writeToken(m_fixture->sim().adminToken());
        QVERIFY(responseOf(Clientset(&second).namespaces().list()).ok());
    }

    void wrongTokenIsUnauthorizedAndNeverEchoed()
    {
        RestConfig config = m_fixture->restConfig(QStringLiteral("sim-token"));
        config.bearerToken = QStringLiteral("secret-but-wrong-token");
        RestClient client(config);
        const Response response = responseOf(Clientset(&client).namespaces().list());
        QVERIFY(response.error.isUnauthorized());
        QCOMPARE(response.error.httpCode(), 401);
        QVERIFY(!response.error.toString().contains(config.bearerToken));
    }

    void limitedUserIsForbiddenAtClusterScope()
    {
        RestClient client(m_fixture->restConfig(QStringLiteral("sim-limited")));
        Clientset clientset(&client);
        const Response denied = responseOf(clientset.pods().list());
        QVERIFY(denied.error.isForbidden());
        QCOMPARE(denied.error.message(),
                 QStringLiteral("pods is forbidden: User \"sim-limited\" cannot list resource \"pods\" in "
                                "API group \"\" at the cluster scope"));
        const Response allowed = responseOf(clientset.pods(m_fixture->sim().limitedNamespace()).list());
        QVERIFY2(allowed.ok(), qPrintable(allowed.error.toString()));
    }

    void notFoundIsTyped()
    {
        RestClient client(m_fixture->restConfig());
        const Response response =
            responseOf(Clientset(&client).pods(QStringLiteral("default")).get(QStringLiteral("nope")));
        QVERIFY(response.error.isNotFound());
        QCOMPARE(response.error.message(), QStringLiteral("pods \"nope\" not found"));
        QVERIFY(response.error.where().contains(QLatin1String("/api/v1/namespaces/default/pods/nope")));
    }

    void untrustedServerIsATlsError()
    {
        RestConfig config = m_fixture->restConfig();
        config.caCertificates = QSslCertificate::fromData(
            sim::Certificates::makeCa(QStringLiteral("someone-else")).certificatePem);
        RestClient client(config);
        const Response response = responseOf(Clientset(&client).namespaces().list());
        QCOMPARE(response.error.kind(), Error::Kind::Tls);
        QVERIFY2(response.error.message().contains(QLatin1String("TLS handshake")),
                 qPrintable(response.error.message()));
    }

    void insecureSkipVerifyAcceptsAnyServer()
    {
        RestConfig config = m_fixture->restConfig(QStringLiteral("sim-token"));
        config.caCertificates.clear();
        config.insecureSkipTlsVerify = true;
        RestClient client(config);
        QVERIFY(responseOf(Clientset(&client).namespaces().list()).ok());
    }

    void tlsServerNameChoosesTheNameToVerify_data()
    {
        QTest::addColumn<QString>("serverName");
        QTest::addColumn<bool>("ok");
        QTest::newRow("a name on the certificate") << QStringLiteral("kubesim") << true;
        QTest::newRow("a name not on it") << QStringLiteral("api.wrong.example") << false;
    }

    void tlsServerNameChoosesTheNameToVerify()
    {
        QFETCH(QString, serverName);
        QFETCH(bool, ok);
        RestConfig config = m_fixture->restConfig(QStringLiteral("sim-token"));
        config.tlsServerName = serverName;
        RestClient client(config);
        const Response response = responseOf(Clientset(&client).namespaces().list());
        QCOMPARE(response.ok(), ok);
        if (!ok)
            QCOMPARE(response.error.kind(), Error::Kind::Tls);
    }

    void connectionRefusedIsANetworkError()
    {
        RestConfig config = m_fixture->restConfig();
        const int port = config.host.port();
        m_fixture.reset(); // the server is gone
        RestClient client(config);
        Request request =
            Request::post().resource(Kinds::Namespace.gvr).body("{}"); // not idempotent: no retries
        const Response response = responseOf(client.send(request));
        QCOMPARE(response.error.kind(), Error::Kind::Network);
        QVERIFY(response.error.where().contains(QString::number(port)));
        m_fixture = std::make_unique<SimFixture>();
    }

    void idempotentRequestsAreRetriedHonouringRetryAfter()
    {
        RestClient client(m_fixture->restConfig());
        m_fixture->sim().failNextRequests(2, 429, 0);
        const qint64 before = m_fixture->sim().requestCount();
        const Response response = responseOf(Clientset(&client).namespaces().list());
        QVERIFY2(response.ok(), qPrintable(response.error.toString()));
        QCOMPARE(m_fixture->sim().requestCount() - before, 3);
    }

    void serverErrorsWithRetryAfterAreRetriedForGetsOnly()
    {
        RestClient client(m_fixture->restConfig());
        m_fixture->sim().failNextRequests(1, 503, 0);
        QVERIFY(responseOf(Clientset(&client).namespaces().list()).ok());
        m_fixture->sim().failNextRequests(1, 500, 0);
        const Response post = responseOf(Clientset(&client)
                                             .configMaps(QStringLiteral("default"))
                                             .create("{\"metadata\":{\"name\":\"cm1\"}}"));
        QVERIFY(post.error.isInternalError()); // a POST is never sent twice
    }

    void serverErrorsWithoutRetryAfterAreReturnedAtOnce()
    {
        RestClient client(m_fixture->restConfig());
        m_fixture->sim().failNextRequests(1, 503, -1);
        const qint64 before = m_fixture->sim().requestCount();
        const Response response = responseOf(Clientset(&client).namespaces().list());
        QCOMPARE(response.error.httpCode(), 503);
        QCOMPARE(m_fixture->sim().requestCount() - before, 1);
    }

    void retriesGiveUpWithTheLastError()
    {
        RestClient client(m_fixture->restConfig());
        m_fixture->sim().failNextRequests(RestClient::maxRetries + 1, 429, 0);
        const Response response = responseOf(Clientset(&client).namespaces().list());
        QVERIFY(response.error.isTooManyRequests());
    }

    // Qt 6.4 keeps every TLS 1.3 connection's session tickets until its network manager goes, so a manager
    // that has opened 64 TLS connections is replaced (tests/bench/bench_tlsreconnects measures the memory).
    // Replacing one never cuts what it carries: the requests in flight on it and a watch opened before answer
    // as ever.
    void managersThatOpenedManyTlsConnectionsAreReplacedWithoutCuttingWhatTheyCarry()
    {
        RestClient client(m_fixture->restConfig());
        ListOptions options;
        options.resourceVersion = QString::number(m_fixture->sim().store().currentResourceVersion());
        options.resourceVersionSet = true;
        WatchCall *watch =
            ResourceClient(&client, Kinds::ConfigMap.gvr, QStringLiteral("default")).watch(options);
        QSignalSpy watched(watch, &WatchCall::events);
        QSignalSpy watchEnded(watch, &WatchCall::finished);
        const auto managers = [&client] {
            const QList<QNetworkAccessManager *> all = client.findChildren<QNetworkAccessManager *>();
            return QSet<QNetworkAccessManager *>(all.begin(), all.end());
        };
        QTRY_COMPARE(managers().size(), 2); // one for requests, one for streams
        const QSet<QNetworkAccessManager *> first = managers();
        // Each request on a connection of its own ("Connection: close"), five in flight at a time.
        constexpr int total = 70;
        int answered = 0, sent = 0;
        QStringList failures;
        std::function<void()> sendOne = [&] {
            RestCall *call = client.send(Request::get()
                                             .resource(Kinds::ConfigMap.gvr)
                                             .namespaceName(QStringLiteral("default"))
                                             .header("Connection", "close"));
            ++sent;
            connect(call, &RestCall::finished, this, [&](const Response &response) {
                ++answered;
                if (!response.ok())
                    failures.append(response.error.toString());
                if (sent < total)
                    sendOne();
            });
        };
        for (int i = 0; i < 5; ++i)
            sendOne();
        QTRY_COMPARE_WITH_TIMEOUT(answered, total, 60000);
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
        QVERIFY(!m_fixture->sim().store().find(
            *sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("configmaps")),
            QStringLiteral("default"), QStringLiteral("after-replacement")));
        const Response created =
            responseOf(client.send(Request::post()
                                       .resource(Kinds::ConfigMap.gvr)
                                       .namespaceName(QStringLiteral("default"))
                                       .body("{\"metadata\":{\"name\":\"after-replacement\"}}")));
        QVERIFY2(created.ok(), qPrintable(created.error.toString()));
        QTRY_VERIFY(!watched.isEmpty());
        QVERIFY(watchEnded.isEmpty());
        // The request managers that made 64 TLS connections each are gone once their replies were; the
        // watch's is the one it started on.
        QTRY_COMPARE(managers().size(), 2);
        QCOMPARE((managers() & first).size(), 1);
        watch->cancel();
    }

    void stalledServerTimesOut()
    {
        RestConfig config = m_fixture->restConfig();
        config.requestTimeoutMs = 300;
        RestClient client(config);
        m_fixture->sim().setStalled(true);
        Request request = Request::post()
                              .resource(Kinds::ConfigMap.gvr)
                              .namespaceName(QStringLiteral("default"))
                              .body("{\"metadata\":{\"name\":\"x\"}}");
        const Response response = responseOf(client.send(request));
        QCOMPARE(response.error.kind(), Error::Kind::Timeout);
        m_fixture->sim().setStalled(false);
    }

    // A server that accepts and says nothing, one that stalls mid-body and one that never completes TLS: each
    // ends in a Timeout naming the URL and what timed out, instead of hanging.
    void stuckServersTimeOut_data()
    {
        QTest::addColumn<QString>("scheme");
        QTest::addColumn<bool>("sendHeaders");
        QTest::addColumn<int>("requestTimeoutMs");
        QTest::addColumn<QString>("expected");
        QTest::newRow("silent server: the request timeout fires awaiting headers")
            << QStringLiteral("http") << false << 300 << QStringLiteral("while awaiting headers");
        QTest::newRow("headers then a stall mid-body: the request timeout fires reading the body")
            << QStringLiteral("http") << true << 300 << QStringLiteral("while reading the body");
        QTest::newRow("plain TCP on an https URL: the TLS handshake timeout fires, with no request timeout")
            << QStringLiteral("https") << false << 0 << QStringLiteral("TLS handshake timeout");
    }

    void stuckServersTimeOut()
    {
        QFETCH(QString, scheme);
        QFETCH(bool, sendHeaders);
        QFETCH(int, requestTimeoutMs);
        QFETCH(QString, expected);
        QTcpServer server;
        QVERIFY(server.listen(QHostAddress::LocalHost));
        connect(&server, &QTcpServer::newConnection, this, [&server, sendHeaders] {
            while (QTcpSocket *socket = server.nextPendingConnection()) {
                socket->setParent(&server);
                if (!sendHeaders)
                    continue; // accepted, never answered
                connect(socket, &QTcpSocket::readyRead, socket, [socket] {
                    socket->readAll();
                    socket->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: "
                                  "1000\r\n\r\n{\"kind\":\"PodList\",\"items\":[");
                });
            }
        });
        RestConfig config;
        config.contextName = QStringLiteral("stuck");
        config.host = QUrl(QStringLiteral("%1://127.0.0.1:%2").arg(scheme).arg(server.serverPort()));
        config.insecureSkipTlsVerify = true;
        config.requestTimeoutMs = requestTimeoutMs;
        config.tlsHandshakeTimeoutMs = 300;
        RestClient client(config);
        const Response response = responseOf(client.send(Request::get().resource(Kinds::Pod.gvr)), 10000);
        QCOMPARE(response.error.kind(), Error::Kind::Timeout);
        QVERIFY2(response.error.message().contains(expected), qPrintable(response.error.toString()));
        QVERIFY2(response.error.where().contains(
                     QStringLiteral("127.0.0.1:%1/api/v1/pods").arg(server.serverPort())),
                 qPrintable(response.error.toString()));
        QVERIFY2(response.error.where().contains(QLatin1String("context \"stuck\"")),
                 qPrintable(response.error.toString()));
    }

    void compressionFollowsDisableCompression_data()
    {
        QTest::addColumn<bool>("disable");
        QTest::addColumn<bool>("compressed");
        QTest::newRow("default: gzip or deflate, inflated") << false << true;
        QTest::newRow("disable-compression: identity") << true << false;
    }

    // By default the client asks for a compressed body and inflates it (as client-go does); with kubeconfig's
    // disable-compression it asks for the body as it is. Either way the caller gets the same bytes.
    void compressionFollowsDisableCompression()
    {
        QFETCH(bool, disable);
        QFETCH(bool, compressed);
        const QByteArray json = R"({"kind":"Namespace","apiVersion":"v1","metadata":{"name":"default"}})";
        QTcpServer server;
        QVERIFY(server.listen(QHostAddress::LocalHost));
        QByteArray acceptEncoding;
        connect(&server, &QTcpServer::newConnection, this, [&] {
            while (QTcpSocket *socket = server.nextPendingConnection()) {
                socket->setParent(&server);
                connect(socket, &QTcpSocket::readyRead, socket, [&, socket] {
                    const QByteArray head = socket->readAll();
                    for (const QByteArray &line : head.split('\n'))
                        if (line.toLower().startsWith("accept-encoding:"))
                            acceptEncoding = line.mid(16).trimmed();
                    // deflate as HTTP means it: a zlib stream (qCompress's, without its length prefix).
                    const bool deflate = acceptEncoding.contains("deflate");
                    const QByteArray body = deflate ? qCompress(json).mid(4) : json;
                    socket->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n" +
                                  (deflate ? QByteArray("Content-Encoding: deflate\r\n") : QByteArray()) +
                                  "Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body);
                });
            }
        });
        RestConfig config;
        config.host = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(server.serverPort()));
        config.disableCompression = disable;
        RestClient client(config);
        const Response response = responseOf(
            client.send(Request::get().resource(Kinds::Namespace.gvr).name(QStringLiteral("default"))));
        QVERIFY2(!response.error, qPrintable(response.error.toString()));
        QCOMPARE(response.body, json);
        QCOMPARE(acceptEncoding.contains("deflate") || acceptEncoding.contains("gzip"), compressed);
        if (disable)
            QCOMPARE(acceptEncoding, QByteArray("identity"));
    }

    // Qt puts every https request on the one socket negotiating HTTP/2; against a server that never finishes
    // the handshake each of them ends in the handshake timeout (they once waited for ever behind the first).
    void requestsWaitingOnOneStuckHandshakeAllTimeOut()
    {
        QTcpServer server;
        QVERIFY(server.listen(QHostAddress::LocalHost));
        connect(&server, &QTcpServer::newConnection, this, [&server] {
            while (QTcpSocket *socket = server.nextPendingConnection())
                socket->setParent(&server); // accepted, never answered
        });
        RestConfig config;
        config.contextName = QStringLiteral("stuck");
        config.host = QUrl(QStringLiteral("https://127.0.0.1:%1").arg(server.serverPort()));
        config.insecureSkipTlsVerify = true;
        config.tlsHandshakeTimeoutMs = 300;
        RestClient client(config);
        const QStringList paths = {QStringLiteral("/version"), QStringLiteral("/api"),
                                   QStringLiteral("/apis")};
        QList<Response> responses;
        for (const QString &path : paths)
            connect(client.send(Request::get().absolutePath(path)), &RestCall::finished, this,
                    [&responses](const Response &r) { responses.append(r); });
        QVERIFY2(
            QTest::qWaitFor([&] { return responses.size() == paths.size(); }, 10000),
            qPrintable(QStringLiteral("%1 of %2 requests ended").arg(responses.size()).arg(paths.size())));
        for (const Response &response : std::as_const(responses)) {
            QCOMPARE(response.error.kind(), Error::Kind::Timeout);
            QVERIFY2(response.error.message().contains(QLatin1String("TLS handshake timeout")),
                     qPrintable(response.error.toString()));
        }
    }

    // More requests than Qt's six connections to a host: the ones that wait for a busy connection are not
    // timed out for the dial while the server keeps answering the others.
    void requestsQueuedBehindBusyConnectionsWaitForThem()
    {
        QTcpServer server;
        QVERIFY(server.listen(QHostAddress::LocalHost));
        constexpr int bodyBytes = 12;
        connect(&server, &QTcpServer::newConnection, this, [&server] {
            while (QTcpSocket *socket = server.nextPendingConnection()) {
                socket->setParent(&server);
                connect(socket, &QTcpSocket::readyRead, socket, [socket] {
                    if (!socket->readAll().contains("\r\n\r\n"))
                        return;
                    // One byte every 100 ms: the answer takes 1.2 s, four times the dial timeout.
                    socket->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " +
                                  QByteArray::number(bodyBytes) + "\r\n\r\n");
                    auto *trickle = new QTimer(socket);
                    connect(trickle, &QTimer::timeout, socket, [socket, trickle, sent = 0]() mutable {
                        ++sent;
                        socket->write(sent == 1 ? "{" : sent < bodyBytes ? " " : "}");
                        if (sent == bodyBytes)
                            trickle->stop();
                    });
                    trickle->start(100);
                });
            }
        });
        RestConfig config;
        config.contextName = QStringLiteral("busy");
        config.host = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(server.serverPort()));
        config.dialTimeoutMs = 300;
        RestClient client(config);
        constexpr int requests = 8;
        QList<Response> responses;
        for (int i = 0; i < requests; ++i)
            connect(client.send(Request::get().absolutePath(QStringLiteral("/version"))), &RestCall::finished,
                    this, [&responses](const Response &r) { responses.append(r); });
        QVERIFY(QTest::qWaitFor([&] { return responses.size() == requests; }, 20000));
        for (const Response &response : std::as_const(responses))
            QVERIFY2(response.ok(), qPrintable(response.error.toString()));
    }

    // A watch whose connection goes silent (no event, no bookmark) ends with a Timeout, so the reflector
    // re-watches from its last resourceVersion.
    void silentWatchEndsWithAnIdleTimeout()
    {
        RestConfig config = m_fixture->restConfig();
        config.watchIdleTimeoutMs = 300;
        RestClient client(config);
        QString error;
        QVERIFY2(m_fixture->sim().applyFault(QStringLiteral("stall-mid-body"),
                                             QStringLiteral("/api/v1/namespaces/default/pods"), &error),
                 qPrintable(error));
        ListOptions options;
        options.resourceVersion = QString::number(m_fixture->sim().store().currentResourceVersion());
        options.resourceVersionSet = true;
        WatchCall *watch = ResourceClient(&client, Kinds::Pod.gvr, QStringLiteral("default")).watch(options);
        QSignalSpy finished(watch, &WatchCall::finished);
        QVERIFY(finished.wait(10000));
        const Error end = finished.at(0).at(0).value<Error>();
        QCOMPARE(end.kind(), Error::Kind::Timeout);
        QVERIFY2(end.message().contains(QLatin1String("idle")), qPrintable(end.toString()));
        QVERIFY2(end.where().contains(QLatin1String("/api/v1/namespaces/default/pods")),
                 qPrintable(end.toString()));
    }

    // A 2xx whose body is not what was asked is an error naming the URL, never an empty answer.
    void answersThatAreNotJsonAreErrors_data()
    {
        QTest::addColumn<QString>("fault");
        QTest::addColumn<Error::Kind>("kind");
        QTest::addColumn<QString>("expected");
        QTest::newRow("an HTML page") << QStringLiteral("garbage-body") << Error::Kind::Decode
                                      << QStringLiteral("Content-Type \"text/html");
        QTest::newRow("application/json that is not JSON")
            << QStringLiteral("garbage-json") << Error::Kind::Decode << QStringLiteral("not JSON");
        QTest::newRow("a body cut before its Content-Length")
            << QStringLiteral("truncated-body") << Error::Kind::Network
            << QStringLiteral("ended before it was complete");
    }

    void answersThatAreNotJsonAreErrors()
    {
        QFETCH(QString, fault);
        QFETCH(Error::Kind, kind);
        QFETCH(QString, expected);
        QString error;
        QVERIFY2(m_fixture->sim().applyFault(fault, QStringLiteral("/api/v1/namespaces/default/configmaps"),
                                             &error),
                 qPrintable(error));
        RestClient client(m_fixture->restConfig());
        // A create: never sent twice, whatever the answer.
        const Response response =
            responseOf(ResourceClient(&client, Kinds::ConfigMap.gvr, QStringLiteral("default"))
                           .create("{\"metadata\":{\"name\":\"x\"}}"));
        QCOMPARE(response.error.kind(), kind);
        QVERIFY2(response.error.message().contains(expected), qPrintable(response.error.toString()));
        QVERIFY2(response.error.where().contains(QLatin1String("/api/v1/namespaces/default/configmaps")),
                 qPrintable(response.error.toString()));
        QVERIFY(response.body.isEmpty());
    }

    // An endless body stops at the response cap, decoded or not, and a single object at the object cap.
    void endlessBodiesStopAtTheirCap_data()
    {
        QTest::addColumn<bool>("decodeAsItArrives");
        QTest::newRow("list held whole") << false;
        QTest::newRow("list decoded as it arrives") << true;
    }

    void endlessBodiesStopAtTheirCap()
    {
        QFETCH(bool, decodeAsItArrives);
        QString error;
        QVERIFY2(m_fixture->sim().applyFault(QStringLiteral("endless-body"), QStringLiteral("/api/v1/pods"),
                                             &error),
                 qPrintable(error));
        RestConfig config = m_fixture->restConfig();
        config.maxResponseBytes = 2 * 1024 * 1024;
        RestClient client(config);
        ResourceClient pods(&client, Kinds::Pod.gvr);
        const Response response = responseOf(decodeAsItArrives ? pods.listDecoded({}) : pods.list(), 30000);
        QCOMPARE(response.error.kind(), Error::Kind::Decode);
        QVERIFY2(
            response.error.message().contains(QLatin1String("more than 2 MiB, the cap for one response")),
            qPrintable(response.error.toString()));
        QVERIFY2(response.error.where().contains(QLatin1String("/api/v1/pods")),
                 qPrintable(response.error.toString()));
    }

    void oversizedObjectStopsAtTheObjectCap()
    {
        RestConfig config = m_fixture->restConfig();
        config.maxObjectBytes = 200;
        RestClient client(config);
        const QString name = firstPodName(*m_fixture, QStringLiteral("default"));
        const Response response =
            responseOf(ResourceClient(&client, Kinds::Pod.gvr, QStringLiteral("default")).get(name));
        QCOMPARE(response.error.kind(), Error::Kind::Decode);
        QVERIFY2(response.error.message().contains(QLatin1String("the cap for one object")),
                 qPrintable(response.error.toString()));
    }

    // A server asking to wait 11 days is waited only maxRetryAfterMs, and its value reaches the caller.
    void hugeRetryAfterIsCappedAndCarried()
    {
        RestConfig config = m_fixture->restConfig();
        config.maxRetryAfterMs = 200;
        RestClient client(config);
        QString error;
        QVERIFY(m_fixture->sim().applyFault(QStringLiteral("huge-retry-after"), QStringLiteral("1"), &error));
        const Response retried = responseOf(Clientset(&client).namespaces().list(), 10000);
        QVERIFY2(retried.ok(), qPrintable(retried.error.toString()));
        QVERIFY(m_fixture->sim().applyFault(QStringLiteral("huge-retry-after"), QStringLiteral("1"), &error));
        Request create = Request::post()
                             .resource(Kinds::ConfigMap.gvr)
                             .namespaceName(QStringLiteral("default"))
                             .body("{\"metadata\":{\"name\":\"x\"}}");
        const Response refused = responseOf(client.send(create)); // not idempotent: never retried
        QVERIFY(refused.error.isTooManyRequests());
        QCOMPARE(refused.error.retryAfterMs(), 1'000'000'000LL);
    }

    // kubectl's --request-timeout bounds a Retry-After too: a wait that would end past it is not waited, and
    // the server's 429 is the answer at once (it used to be waited maxRetryAfterMs, ten times over).
    void retryAfterIsNotWaitedPastTheRequestTimeout()
    {
        RestConfig config = m_fixture->restConfig();
        config.requestTimeoutMs = 5'000;
        RestClient client(config);
        QSignalSpy throttled(&client, &RestClient::throttled);
        QString error;
        QVERIFY(m_fixture->sim().applyFault(QStringLiteral("huge-retry-after"), QStringLiteral("1"), &error));
        const qint64 before = m_fixture->sim().requestCount();
        const Response refused = responseOf(Clientset(&client).namespaces().list(), 4'000);
        QVERIFY2(refused.error.isTooManyRequests(), qPrintable(refused.error.toString()));
        QCOMPARE(m_fixture->sim().requestCount() - before, 1);
        QCOMPARE(throttled.count(), 0);
    }

    // Every wait a server asks for is announced (qkubectl says it on stderr), with the delay really waited.
    void throttledAnnouncesEachWait()
    {
        RestConfig config = m_fixture->restConfig();
        config.maxRetryAfterMs = 200;
        RestClient client(config);
        QSignalSpy throttled(&client, &RestClient::throttled);
        QString error;
        QVERIFY(m_fixture->sim().applyFault(QStringLiteral("huge-retry-after"), QStringLiteral("1"), &error));
        const Response retried = responseOf(Clientset(&client).namespaces().list(), 10000);
        QVERIFY2(retried.ok(), qPrintable(retried.error.toString()));
        QCOMPARE(throttled.count(), 1);
        QCOMPARE(throttled.at(0).at(1).toLongLong(), 200);
        QVERIFY(throttled.at(0).at(0).toString().contains(QLatin1String("/api/v1/namespaces")));
    }

    // A list whose body breaks off (fewer bytes than Content-Length) fails on the first try, as kubectl's
    // does: it is not sent again for a minute. (Informers retry with their reflector's backoff.)
    void aGetCutMidBodyFailsAtOnce()
    {
        QString error;
        QVERIFY2(m_fixture->sim().applyFault(QStringLiteral("truncated-body"),
                                             QStringLiteral("/api/v1/namespaces/default/configmaps"), &error),
                 qPrintable(error));
        RestClient client(m_fixture->restConfig());
        const qint64 before = m_fixture->sim().requestCount();
        const Response response =
            responseOf(Clientset(&client).configMaps(QStringLiteral("default")).list(), 4'000);
        QCOMPARE(response.error.kind(), Error::Kind::Network);
        QVERIFY2(response.error.message().contains(QLatin1String("ended before it was complete")),
                 qPrintable(response.error.toString()));
        QCOMPARE(m_fixture->sim().requestCount() - before, 1);
    }

    void createUpdateConflictPatchDelete()
    {
        RestClient client(m_fixture->restConfig());
        ResourceClient configMaps = Clientset(&client).configMaps(QStringLiteral("default"));
        const Response created =
            responseOf(configMaps.create("{\"metadata\":{\"name\":\"settings\"},\"data\":{\"a\":\"1\"}}"));
        QVERIFY2(created.ok(), qPrintable(created.error.toString()));
        QCOMPARE(created.httpStatus, 201);
        QVERIFY(
            responseOf(configMaps.create("{\"metadata\":{\"name\":\"settings\"}}")).error.isAlreadyExists());
        const QByteArray rv = ResourceClient::object(created)->resourceVersion().toByteArray();
        const Response updated = responseOf(configMaps.update(
            QStringLiteral("settings"), "{\"metadata\":{\"name\":\"settings\",\"resourceVersion\":\"" + rv +
                                            "\"},\"data\":{\"a\":\"2\"}}"));
        QVERIFY2(updated.ok(), qPrintable(updated.error.toString()));
        const Response stale = responseOf(configMaps.update(
            QStringLiteral("settings"), "{\"metadata\":{\"name\":\"settings\",\"resourceVersion\":\"" + rv +
                                            "\"},\"data\":{\"a\":\"3\"}}"));
        QVERIFY(stale.error.isConflict());
        const Response merged = responseOf(
            configMaps.patch(QStringLiteral("settings"), PatchType::Merge, "{\"data\":{\"b\":\"x\"}}"));
        QVERIFY2(merged.ok(), qPrintable(merged.error.toString()));
        QCOMPARE(ResourceClient::object(merged)
                     ->toJsonObject()
                     .value(QLatin1String("data"))
                     .toObject()
                     .value(QLatin1String("b"))
                     .toString(),
                 QStringLiteral("x"));
        const Response jsonPatched =
            responseOf(configMaps.patch(QStringLiteral("settings"), PatchType::Json,
                                        "[{\"op\":\"replace\",\"path\":\"/data/a\",\"value\":\"9\"}]"));
        QVERIFY2(jsonPatched.ok(), qPrintable(jsonPatched.error.toString()));
        QCOMPARE(ResourceClient::object(jsonPatched)
                     ->toJsonObject()
                     .value(QLatin1String("data"))
                     .toObject()
                     .value(QLatin1String("a"))
                     .toString(),
                 QStringLiteral("9"));
        QVERIFY(responseOf(configMaps.remove(QStringLiteral("settings"))).ok());
        QVERIFY(responseOf(configMaps.get(QStringLiteral("settings"))).error.isNotFound());
    }

    void invalidObjectsAreRejected()
    {
        RestClient client(m_fixture->restConfig());
        const Response response = responseOf(
            Clientset(&client)
                .pods(QStringLiteral("default"))
                .create(
                    "{\"metadata\":{\"name\":\"Bad_Name\"},\"spec\":{\"containers\":[{\"name\":\"c\"}]}}"));
        QVERIFY(response.error.isInvalid());
        QCOMPARE(response.error.httpCode(), 422);
        QVERIFY(responseOf(Clientset(&client).pods(QStringLiteral("default")).create("{not json"))
                    .error.reason() == Error::Reason::BadRequest);
    }

    void unsupportedFieldSelectorsAreRejected()
    {
        RestClient client(m_fixture->restConfig());
        ListOptions options;
        options.fieldSelector = QStringLiteral("spec.schedulerName=default");
        const Response listed = responseOf(Clientset(&client).pods().list(options));
        QCOMPARE(listed.error.reason(), Error::Reason::BadRequest);
        QCOMPARE(listed.error.message(), QStringLiteral("field label not supported: spec.schedulerName"));
        options.fieldSelector = QStringLiteral("status.phase=Running");
        QVERIFY(responseOf(Clientset(&client).pods().list(options)).ok());
        options.fieldSelector = QStringLiteral("status.phase=Running");
        QCOMPARE(responseOf(Clientset(&client).configMaps().list(options)).error.reason(),
                 Error::Reason::BadRequest); // pods only
        options.fieldSelector = QStringLiteral("spec.schedulerName=default");
        WatchCall *watch = Clientset(&client).pods().watch(options);
        QSignalSpy finished(watch, &WatchCall::finished);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
        QCOMPARE(finished.first().first().value<Error>().reason(), Error::Reason::BadRequest);
    }

    void watchSeesChangesInOrder()
    {
        RestClient client(m_fixture->restConfig());
        ResourceClient pods = Clientset(&client).pods(QStringLiteral("default"));
        const Response listed = responseOf(pods.list());
        auto list = ResourceClient::objectList(listed);
        QVERIFY(list.ok());
        ListOptions options;
        options.resourceVersion = QString::fromLatin1(list->resourceVersion);
        options.resourceVersionSet = true;
        options.allowWatchBookmarks = true;
        options.timeoutSeconds = 30;
        WatchCall *watch = pods.watch(options);
        QList<WatchEvent> seen;
        connect(watch, &WatchCall::events, this,
                [&seen](const QList<WatchEvent> &events) { seen += events; });
        QTest::qWait(100);
        QVERIFY(responseOf(pods.create("{\"metadata\":{\"name\":\"watched\"},\"spec\":{\"containers\":[{"
                                       "\"name\":\"c\",\"image\":\"busybox\"}]}}"))
                    .ok());
        QVERIFY(responseOf(pods.remove(QStringLiteral("watched"))).ok());
        QTRY_VERIFY_WITH_TIMEOUT(seen.size() >= 3 && seen.last().type == WatchEvent::Type::Deleted, 10000);
        QCOMPARE(seen[0].type, WatchEvent::Type::Added);
        QCOMPARE(seen[1].type, WatchEvent::Type::Modified); // Terminating: deletionTimestamp set
        QVERIFY(seen[1].object.deletionTimestamp() != 0);
        QCOMPARE(seen.last().object.name(), QByteArrayView("watched"));
        watch->cancel();
    }

    void watchFromACompactedVersionGetsExpired()
    {
        RestClient client(m_fixture->restConfig());
        ResourceClient pods = Clientset(&client).pods();
        m_fixture->sim().compactHistory();
        ListOptions options;
        options.resourceVersion = QStringLiteral("1");
        options.resourceVersionSet = true;
        WatchCall *watch = pods.watch(options);
        QList<WatchEvent> seen;
        connect(watch, &WatchCall::events, this,
                [&seen](const QList<WatchEvent> &events) { seen += events; });
        QSignalSpy finished(watch, &WatchCall::finished);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
        QCOMPARE(seen.size(), 1);
        QCOMPARE(seen.first().type, WatchEvent::Type::Error);
        QVERIFY(seen.first().error.isExpired());
        QVERIFY(seen.first().error.message().startsWith(QLatin1String("too old resource version: 1")));
    }

    void watchCutMidObjectEndsWithAnError()
    {
        RestClient client(m_fixture->restConfig());
        ListOptions options;
        options.resourceVersion = QString::number(m_fixture->sim().store().currentResourceVersion());
        options.resourceVersionSet = true;
        WatchCall *watch = Clientset(&client).pods().watch(options);
        QList<WatchEvent> seen;
        connect(watch, &WatchCall::events, this,
                [&seen](const QList<WatchEvent> &events) { seen += events; });
        QSignalSpy finished(watch, &WatchCall::finished);
        QTRY_COMPARE_WITH_TIMEOUT(m_fixture->sim().openWatchCount(), 1, 10000);
        m_fixture->sim().cutWatchesMidObject();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
        QVERIFY(seen.isEmpty()); // half an object is never an event
        QVERIFY(finished.first().first().value<Error>().isError());
    }

    // More watches than Qt's 6 HTTP/1.1 connections per host and manager: GETs must still get through.
    void manyWatchesNeverStarveOtherRequests()
    {
        RestConfig config = m_fixture->restConfig();
        config.qps = 0; // no client-side limit: this test is about connections
        RestClient client(config);
        QList<WatchCall *> watches;
        ListOptions options;
        options.resourceVersion = QString::number(m_fixture->sim().store().currentResourceVersion());
        options.resourceVersionSet = true;
        for (int i = 0; i < 20; ++i)
            watches.append(Clientset(&client).pods().watch(options));
        QTRY_COMPARE_WITH_TIMEOUT(m_fixture->sim().openWatchCount(), 20, 15000);
        QCOMPARE(client.watchManagerCount(), 4);
        const Response response = responseOf(Clientset(&client).namespaces().list(), 10000);
        QVERIFY2(response.ok(), qPrintable(response.error.toString()));
        for (WatchCall *watch : std::as_const(watches))
            watch->cancel();
        QTRY_COMPARE_WITH_TIMEOUT(m_fixture->sim().openWatchCount(), 0, 10000);
        // The managers left empty close after a few seconds (their HTTP threads with them); the first stays.
        QTRY_COMPARE_WITH_TIMEOUT(client.watchManagerCount(), 1, 20000);
    }

    void proxyUrlTunnelsThroughTheProxy()
    {
        ConnectProxy proxy;
        const QString path = m_fixture->dir() + QStringLiteral("/proxied");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QByteArray text = m_fixture->sim().kubeconfig();
        text.replace("    certificate-authority-data:",
                     "    proxy-url: " + proxy.url().toUtf8() + "\n    certificate-authority-data:");
        file.write(text);
        file.close();
        auto config = RestConfig::fromKubeConfig(KubeConfig::load(path).value(), QStringLiteral("sim-admin"));
        QVERIFY2(config.ok(), qPrintable(config.error().toString()));
        QCOMPARE(config->proxy, QUrl(proxy.url()));
        RestClient client(config.value());
        const Response response = responseOf(Clientset(&client).namespaces().list());
        QVERIFY2(response.ok(), qPrintable(response.error.toString()));
        QVERIFY(proxy.tunnels() >= 1); // the request went through the proxy, TLS end to end
        QCOMPARE(proxy.targets().first(), QUrl(m_fixture->sim().url()).host() + QLatin1Char(':') +
                                              QString::number(m_fixture->sim().port()));
    }

    void faultsSwitchableFromOutsideByAdminsOnly()
    {
        RestClient admin(m_fixture->restConfig(QStringLiteral("sim-token")));
        const Response applied =
            responseOf(admin.send(Request::post()
                                      .absolutePath(QStringLiteral("/kubesim/faults"))
                                      .param(QStringLiteral("fault"), QStringLiteral("fail"))
                                      .param(QStringLiteral("count"), QStringLiteral("1"))
                                      .param(QStringLiteral("value"), QStringLiteral("503"))));
        QVERIFY2(applied.ok(), qPrintable(applied.error.toString()));
        QCOMPARE(responseOf(Clientset(&admin).namespaces().list()).error.httpCode(), 503);
        QVERIFY(responseOf(Clientset(&admin).namespaces().list()).ok());
        RestClient limited(m_fixture->restConfig(QStringLiteral("sim-limited")));
        QVERIFY(responseOf(limited.send(Request::post()
                                            .absolutePath(QStringLiteral("/kubesim/faults"))
                                            .param(QStringLiteral("fault"), QStringLiteral("compact"))))
                    .error.isForbidden());
        const Response unknown =
            responseOf(admin.send(Request::post()
                                      .absolutePath(QStringLiteral("/kubesim/faults"))
                                      .param(QStringLiteral("fault"), QStringLiteral("meteor"))));
        QCOMPARE(unknown.error.httpCode(), 400);
        QVERIFY(unknown.error.message().contains(QLatin1String("drop-watches")));
    }

    void slowServerStillDeliversEverything()
    {
        RestClient client(m_fixture->restConfig());
        m_fixture->sim().setWriteRate(20'000); // bytes a second: the pod list takes a few seconds to arrive
        const Response response = responseOf(Clientset(&client).pods().list(), 60000);
        m_fixture->sim().setWriteRate(0);
        QVERIFY2(response.ok(), qPrintable(response.error.toString()));
        QCOMPARE(ResourceClient::objectList(response)->items.size(),
                 m_fixture->sim()
                     .store()
                     .objects(*sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("pods")))
                     .size());
    }

    void listDecodedAsItArrivesIsTheWholeList()
    {
        RestClient client(m_fixture->restConfig());
        const GroupVersionResource pods{QString(), QStringLiteral("v1"), QStringLiteral("pods")};
        const Response plain = responseOf(ResourceClient(&client, pods).list());
        QVERIFY2(plain.ok(), qPrintable(plain.error.toString()));
        DecodeOptions strip;
        strip.dropManagedFields = true;
        const auto expected = ObjectList::fromJson(plain.body, strip);
        QVERIFY(expected.ok());
        // Slowly: the list arrives in many pieces, each item decoded when its last byte is in.
        m_fixture->sim().setWriteRate(400'000);
        const Response streamed = responseOf(ResourceClient(&client, pods).listDecoded({}, strip), 60000);
        m_fixture->sim().setWriteRate(0);
        QVERIFY2(streamed.ok(), qPrintable(streamed.error.toString()));
        QVERIFY(streamed.body.isEmpty()); // never held whole
        QVERIFY(streamed.list);
        const auto list = ResourceClient::objectList(streamed);
        QVERIFY(list.ok());
        QCOMPARE(list->items.size(), expected->items.size());
        for (qsizetype i = 0; i < list->items.size(); ++i) {
            QCOMPARE(list->items.at(i).json(), expected->items.at(i).json());
            QVERIFY(!list->items.at(i).hasManagedFields());
        }
        QCOMPARE(list->resourceVersion, expected->resourceVersion);
        // An answer that is not a list (a Status) stays a typed error.
        RestConfig limited = m_fixture->restConfig();
        limited.bearerToken = m_fixture->sim().limitedToken();
        RestClient limitedClient(limited);
        const Response denied = responseOf(ResourceClient(&limitedClient, pods).listDecoded({}));
        QVERIFY(denied.error.isForbidden());
        QVERIFY(!denied.list);
    }

    void listCutMidBodyIsTheAnswerNotRetried()
    {
        // A server that drops the first connection halfway through a 200 list and would serve a second whole:
        // the cut is the answer (as kubectl's), never a shorter list, and no second request goes out.
        const QByteArray body = "{\"kind\":\"PodList\",\"apiVersion\":\"v1\",\"metadata\":{"
                                "\"resourceVersion\":\"7\"},\"items\":[{\"metadata\":{\"name\":\"a\","
                                "\"namespace\":\"n\"}},{\"metadata\":{\"name\":\"b\",\"namespace\":\"n\"}}]}";
        QTcpServer server;
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        int requests = 0;
        connect(&server, &QTcpServer::newConnection, this, [&] {
            QTcpSocket *socket = server.nextPendingConnection();
            connect(socket, &QTcpSocket::readyRead, socket, [&, socket] {
                if (!socket->readAll().contains("\r\n\r\n"))
                    return;
                ++requests;
                socket->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " +
                              QByteArray::number(body.size()) + "\r\n\r\n");
                socket->write(requests == 1 ? body.left(body.size() / 2) : body);
                socket->flush();
                socket->disconnectFromHost();
            });
        });
        RestConfig config;
        config.host = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(server.serverPort()));
        config.qps = 1000;
        config.burst = 1000;
        RestClient client(config);
        const Response response =
            responseOf(ResourceClient(&client, {QString(), QStringLiteral("v1"), QStringLiteral("pods")})
                           .listDecoded({}),
                       10000);
        QVERIFY2(response.error.message().contains(QLatin1String("ended before it was complete")),
                 qPrintable(response.error.toString()));
        QVERIFY(!response.list);
        QCOMPARE(requests, 1);
    }

    // A list the client cannot take in as fast as it comes (here: the receiving thread is busy for a while)
    // holds the server back instead of piling up in the client's memory; then it arrives whole.
    void aListTheClientCannotTakeInHoldsTheServerBack()
    {
        constexpr int itemCount = 64 * 1024;
        const QByteArray pad(1000, 'x');
        QByteArray body =
            "{\"kind\":\"PodList\",\"apiVersion\":\"v1\",\"metadata\":{\"resourceVersion\":\"9\"},"
            "\"items\":[";
        for (int i = 0; i < itemCount; ++i) {
            if (i > 0)
                body += ',';
            body += "{\"metadata\":{\"name\":\"p" + QByteArray::number(i) +
                    "\",\"namespace\":\"n\"},\"spec\":{\"pad\":\"" + pad + "\"}}";
        }
        body += "]}";
        // The server writes on a thread of its own, as fast as the connection takes it.
        std::atomic<qint64> sent{0};
        std::atomic<quint16> port{0};
        std::atomic<bool> answered{false};
        std::thread serverThread([&] {
            QTcpServer server;
            if (!server.listen(QHostAddress::LocalHost, 0))
                return;
            port = server.serverPort();
            if (!server.waitForNewConnection(20000))
                return;
            QTcpSocket *socket = server.nextPendingConnection();
            QByteArray request;
            while (!request.contains("\r\n\r\n") && socket->waitForReadyRead(20000))
                request += socket->readAll();
            socket->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " +
                          QByteArray::number(body.size()) + "\r\n\r\n");
            constexpr qsizetype piece = 64 * 1024;
            for (qsizetype at = 0; at < body.size(); at += piece) {
                socket->write(body.mid(at, piece));
                while (socket->bytesToWrite() > 0)
                    if (!socket->waitForBytesWritten(20000))
                        return;
                sent += std::min(piece, body.size() - at);
            }
            while (!answered)
                socket->waitForReadyRead(10);
        });
        // Joined however the test ends (a failed check returns early; a joinable thread would terminate).
        struct StopServer
        {
            std::atomic<bool> &answered;
            std::thread &thread;
            ~StopServer()
            {
                answered = true;
                thread.join();
            }
        } stopServer{answered, serverThread};
        QTRY_VERIFY(port != 0);
        RestConfig config;
        config.host = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(port.load()));
        RestClient client(config);
        Response response;
        bool done = false;
        connect(ResourceClient(&client, {QString(), QStringLiteral("v1"), QStringLiteral("pods")})
                    .listDecoded({}),
                &RestCall::finished, this, [&](const Response &r) {
                    response = r;
                    done = true;
                });
        QVERIFY(QTest::qWaitFor([&] { return sent > 0; }, 20000));
        QThread::msleep(2000);
        const qint64 sentWhileBusy = sent;
        QVERIFY(QTest::qWaitFor([&] { return done; }, 60000));
        QVERIFY2(sentWhileBusy < body.size() / 2,
                 qPrintable(QStringLiteral("%1 of %2 bytes sent").arg(sentWhileBusy).arg(body.size())));
        QVERIFY2(response.ok(), qPrintable(response.error.toString()));
        QCOMPARE(response.list->items.size(), itemCount);
        QCOMPARE(response.list->items.last().key(), QByteArray("n/p" + QByteArray::number(itemCount - 1)));
    }

    // The answer to a list that is not a list (an error page bigger than what is read ahead of the decoder)
    // is still read to its end and reported, not left waiting for a reader.
    void aBigErrorAnswerToAListIsReadWhole()
    {
        QTcpServer server;
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        const QByteArray page(16 * 1024 * 1024, 'x');
        connect(&server, &QTcpServer::newConnection, this, [&] {
            QTcpSocket *socket = server.nextPendingConnection();
            connect(socket, &QTcpSocket::readyRead, socket, [&, socket] {
                if (!socket->readAll().contains("\r\n\r\n"))
                    return;
                socket->write(
                    "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/html\r\nContent-Length: " +
                    QByteArray::number(page.size()) + "\r\n\r\n" + page);
            });
        });
        RestConfig config;
        config.host = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(server.serverPort()));
        RestClient client(config);
        const Response response =
            responseOf(ResourceClient(&client, {QString(), QStringLiteral("v1"), QStringLiteral("pods")})
                           .listDecoded({}),
                       15000);
        QCOMPARE(response.httpStatus, 503);
        QCOMPARE(response.error.kind(), Error::Kind::Status);
    }

    // A list whose item never ends stops at the object cap while it arrives (decoded on the client's list
    // thread, whose count of the item's bytes the receiving thread reads), not at the response cap.
    void aListItemThatNeverEndsStopsAtTheObjectCap()
    {
        QTcpServer server;
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        serveEndlessChunks(&server, "200 OK",
                           "{\"kind\":\"PodList\",\"apiVersion\":\"v1\",\"metadata\":{},\"items\":[{"
                           "\"metadata\":{\"name\":\"");
        RestConfig config;
        config.host = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(server.serverPort()));
        config.maxObjectBytes = 1024 * 1024;
        config.maxResponseBytes = 512 * 1024 * 1024;
        RestClient client(config);
        const Response response =
            responseOf(ResourceClient(&client, {QString(), QStringLiteral("v1"), QStringLiteral("pods")})
                           .listDecoded({}),
                       20000);
        QCOMPARE(response.error.kind(), Error::Kind::Decode);
        QVERIFY2(response.error.message().contains(QLatin1String("list item too large: more than 1 MiB")),
                 qPrintable(response.error.toString()));
        QVERIFY2(response.error.where().contains(QLatin1String("/api/v1/pods")),
                 qPrintable(response.error.toString()));
    }

    void aWatchAnsweredByAnEndlessErrorBodyEndsAtTheObjectCap()
    {
        QTcpServer server;
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        serveEndlessChunks(&server, "503 Service Unavailable", QByteArray(64 * 1024, 'x'));
        RestConfig config;
        config.host = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(server.serverPort()));
        config.maxObjectBytes = 1024 * 1024;
        RestClient client(config);
        WatchCall *watch =
            ResourceClient(&client, {QString(), QStringLiteral("v1"), QStringLiteral("pods")}).watch({});
        Error ended;
        bool finished = false;
        connect(watch, &WatchCall::finished, this, [&](const Error &error) {
            finished = true;
            ended = error;
        });
        QTRY_VERIFY_WITH_TIMEOUT(finished, 20000);
        QCOMPARE(ended.kind(), Error::Kind::Decode);
        QVERIFY2(ended.message().contains(QLatin1String("HTTP 503 with more than 1 MiB of body")),
                 qPrintable(ended.toString()));
        QVERIFY2(ended.where().contains(QLatin1String("/api/v1/pods")), qPrintable(ended.toString()));
    }

    void refusedConnectionsRecover()
    {
        m_fixture->sim().refuseConnections(500);
        RestClient client(m_fixture->restConfig());
        const Response refused = responseOf(Clientset(&client).namespaces().list(), 10000);
        QCOMPARE(refused.error.kind(), Error::Kind::Network);
        QVERIFY2(refused.error.isConnectionRefused(), qPrintable(refused.error.toString()));
        QTest::qWait(700);
        QVERIFY(responseOf(Clientset(&client).namespaces().list(), 10000).ok()); // the same client recovers
    }

    void tokenBucketLetsBurstThroughThenPaces()
    {
        TokenBucket bucket(10, 2);
        QCOMPARE(bucket.reserve(), 0);
        QCOMPARE(bucket.reserve(), 0);
        const qint64 wait = bucket.reserve();
        QVERIFY(wait > 0 && wait <= 100);
        QVERIFY(bucket.reserve() > wait); // queued behind the previous one
        QVERIFY(TokenBucket(0, 1).unlimited());
    }

    void execPluginIsRerunOnceAfter401()
    {
        const QString counter = m_fixture->dir() + QStringLiteral("/plugin.count");
        const QString plugin = m_fixture->dir() + QStringLiteral("/token-plugin");
        QFile file(plugin);
        QVERIFY(file.open(QIODevice::WriteOnly));
        // First run prints a stale token; the re-run after the 401 prints the good one.
        file.write(
            "#!/bin/sh\nprintf x >> " + counter.toUtf8() + "\nif [ $(wc -c < " + counter.toUtf8() +
            ") -le 1 ]; then T=stale; else T=" + m_fixture->sim().adminToken().toUtf8() +
            "; fi\n"
            "echo "
            "\"{\\\"apiVersion\\\":\\\"client.authentication.k8s.io/"
            "v1\\\",\\\"kind\\\":\\\"ExecCredential\\\",\\\"status\\\":{\\\"token\\\":\\\"$T\\\"}}\"\n");
        file.close();
        file.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        RestConfig config = m_fixture->restConfig(QStringLiteral("sim-token"));
        config.bearerToken.clear();
        config.exec = ExecConfig{QStringLiteral("client.authentication.k8s.io/v1"),
                                 plugin,
                                 {},
                                 {},
                                 {},
                                 false,
                                 QStringLiteral("Never")};
        RestClient client(config);
        const Response response = responseOf(Clientset(&client).namespaces().list());
        QVERIFY2(response.ok(), qPrintable(response.error.toString()));
        QFile count(counter);
        QVERIFY(count.open(QIODevice::ReadOnly));
        QCOMPARE(count.readAll(), QByteArray("xx"));
    }
};

QTEST_GUILESS_MAIN(tst_RestClient)
#include "tst_restclient.moc"
