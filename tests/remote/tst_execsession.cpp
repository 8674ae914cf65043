// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "connectproxy.h"
#include "fakeexecserver.h"

#include "remote/execsession.h"

#include <QElapsedTimer>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using kube::Error;
using kube::ExecResult;
using kube::ExecSession;
using kube::ExecSpec;

namespace {

const QByteArray successStatus = R"({"metadata":{},"status":"Success"})";

QByteArray exitStatus(int code)
{
    return QByteArray(
               R"({"metadata":{},"status":"Failure","message":"command terminated with non-zero exit code",)"
               R"("reason":"NonZeroExitCode","details":{"causes":[{"reason":"ExitCode","message":")") +
           QByteArray::number(code) + R"("}]}})";
}

QByteArray frame(char channel, const QByteArray &payload)
{
    return QByteArray(1, channel) + payload;
}

kube::RestConfig configFor(const QString &url)
{
    kube::RestConfig config;
    config.host = QUrl(url);
    config.bearerToken = QStringLiteral("t0ken");
    return config;
}

ExecSpec shellSpec()
{
    ExecSpec spec;
    spec.namespaceName = QStringLiteral("ns");
    spec.pod = QStringLiteral("p");
    spec.container = QStringLiteral("c");
    spec.command = {QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("echo hi")};
    return spec;
}

// The session's output and its one end, as the test's thread saw them.
struct Observed
{
    QByteArray out, err;
    QStringList started;
    QList<ExecResult> finished;
    explicit Observed(ExecSession *session)
    {
        QObject::connect(session, &ExecSession::stdoutReceived, session,
                         [this](const QByteArray &b) { out += b; });
        QObject::connect(session, &ExecSession::stderrReceived, session,
                         [this](const QByteArray &b) { err += b; });
        QObject::connect(session, &ExecSession::started, session, [this](const QString &p) { started << p; });
        QObject::connect(session, &ExecSession::finished, session,
                         [this](const ExecResult &r) { finished << r; });
    }
};

// Echoes stdin on stdout; ends with Success when stdin is closed (v5) or "exit\n" arrives.
void echoScript(FakeExecServer *, QWebSocket *socket, QTcpSocket *)
{
    QObject::connect(socket, &QWebSocket::binaryMessageReceived, socket, [socket](const QByteArray &message) {
        if (message.startsWith('\x00')) {
            socket->sendBinaryMessage(frame('\x01', message.mid(1)));
            if (message.mid(1) != "exit\n")
                return;
        } else if (message != QByteArray("\xff\x00", 2)) {
            return;
        }
        socket->sendBinaryMessage(frame('\x03', successStatus));
        socket->close();
    });
}

} // namespace

class tst_ExecSession : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void v5IsChosenAndOutputArrivesInOrder();
    void v4WhenTheServerHasNoV5();
    void attachAsksForTheSameChannels();
    void closeStdinSendsTheV5CloseFrame();
    void resizeIsSentWithATty();
    void exitCodeComesFromTheErrorChannel_data();
    void exitCodeComesFromTheErrorChannel();
    void refusedUpgradeReportsTheServersStatus_data();
    void refusedUpgradeReportsTheServersStatus();
    void nothingListeningIsAConnectionError();
    void malformedFrameEndsWithAnError_data();
    void malformedFrameEndsWithAnError();
    void cutConnectionIsConnectionLost();
    void closeEndsOnceWithCancelled();
    void goesThroughTheConfigsProxy();
    void slowReaderHoldsTheServerBack();
    void aSlowReadersEventLoopRunsBetweenDeliveries();
    void silentServerIsConnectionLost();
    void pingsKeepAnIdleSessionAlive_data();
    void pingsKeepAnIdleSessionAlive();
};

void tst_ExecSession::v5IsChosenAndOutputArrivesInOrder()
{
    FakeExecServer server;
    server.script = [](FakeExecServer *, QWebSocket *socket, QTcpSocket *) {
        socket->sendBinaryMessage(frame('\x01', "hello "));
        socket->sendBinaryMessage(frame('\x02', "oops"));
        socket->sendBinaryMessage(frame('\x01', "world"));
        socket->sendBinaryMessage(frame('\x03', successStatus));
        socket->close();
    };
    server.start();
    ExecSession session(configFor(server.url()), shellSpec());
    Observed seen(&session);
    session.start();
    QTRY_COMPARE(seen.finished.size(), 1);
    QCOMPARE(seen.started, QStringList{QStringLiteral("v5.channel.k8s.io")});
    QCOMPARE(session.protocol(), QStringLiteral("v5.channel.k8s.io"));
    QCOMPARE(seen.out, QByteArray("hello world"));
    QCOMPARE(seen.err, QByteArray("oops"));
    const ExecResult result = seen.finished.first();
    QVERIFY2(!result.error, qPrintable(result.error.toString()));
    QVERIFY(result.exitCodeKnown);
    QCOMPARE(result.exitCode, 0);
    QVERIFY(!result.connectionLost);
    QCOMPARE(
        server.requestUrls().value(0).section(QLatin1Char('/'), 3),
        QStringLiteral("api/v1/namespaces/ns/pods/p/exec?container=c&command=sh&command=-c&command=echo%20hi"
                       "&stdout=true&stderr=true"));
    QCOMPARE(server.authorization(), QByteArray("Bearer t0ken"));
}

void tst_ExecSession::attachAsksForTheSameChannels()
{
    FakeExecServer server;
    server.script = [](FakeExecServer *, QWebSocket *socket, QTcpSocket *) {
        socket->sendBinaryMessage(frame('\x01', "attached"));
        socket->sendBinaryMessage(frame('\x03', exitStatus(2)));
        socket->close();
    };
    server.start();
    ExecSpec spec = shellSpec();
    spec.attach = true;
    spec.stdin = true;
    ExecSession session(configFor(server.url()), spec);
    Observed seen(&session);
    session.start();
    QTRY_COMPARE(seen.finished.size(), 1);
    QCOMPARE(seen.out, QByteArray("attached"));
    QCOMPARE(seen.finished.first().exitCode, 2);
    // pods/attach takes no command
    QCOMPARE(
        server.requestUrls().value(0).section(QLatin1Char('/'), 3),
        QStringLiteral("api/v1/namespaces/ns/pods/p/attach?container=c&stdin=true&stdout=true&stderr=true"));
}

void tst_ExecSession::v4WhenTheServerHasNoV5()
{
    FakeExecServer server;
    server.protocols = {QStringLiteral("v4.channel.k8s.io")};
    server.script = echoScript;
    server.start();
    ExecSpec spec = shellSpec();
    spec.stdin = true;
    ExecSession session(configFor(server.url()), spec);
    Observed seen(&session);
    session.start();
    QVERIFY(session.writeStdin("abc"));
    session.closeStdin();                           // v4 cannot say it: nothing goes out
    QVERIFY(session.writeStdin("exit\n") == false); // stdin is closed
    QTRY_COMPARE(seen.out, QByteArray("abc"));
    QCOMPARE(seen.started, QStringList{QStringLiteral("v4.channel.k8s.io")});
    QTRY_COMPARE(server.messages(), QList<QByteArray>{frame('\x00', "abc")});
    QVERIFY(seen.finished.isEmpty()); // the process never saw end of file
}

void tst_ExecSession::closeStdinSendsTheV5CloseFrame()
{
    FakeExecServer server;
    server.script = echoScript;
    server.start();
    ExecSpec spec = shellSpec();
    spec.stdin = true;
    ExecSession session(configFor(server.url()), spec);
    Observed seen(&session);
    QVERIFY(session.writeStdin("early ")); // before start: sent once the stream opens
    session.start();
    QVERIFY(session.writeStdin("abc"));
    QVERIFY(session.writeStdin("def"));
    session.closeStdin();
    QTRY_COMPARE(seen.finished.size(), 1);
    QCOMPARE(seen.out, QByteArray("early abcdef"));
    const QList<QByteArray> messages = server.messages();
    QCOMPARE(messages.last(), QByteArray("\xff\x00", 2));
    QByteArray stdinBytes;
    for (qsizetype i = 0; i + 1 < messages.size(); ++i) {
        QVERIFY(messages[i].startsWith('\x00'));
        stdinBytes += messages[i].mid(1);
    }
    QCOMPARE(stdinBytes, QByteArray("early abcdef"));
    QVERIFY(seen.finished.first().exitCodeKnown);
    QVERIFY(server.requestUrls().value(0).contains(QLatin1String("stdin=true")));
}

void tst_ExecSession::resizeIsSentWithATty()
{
    FakeExecServer server;
    server.script = echoScript;
    server.start();
    ExecSpec spec = shellSpec();
    spec.stdin = true;
    spec.tty = true;
    ExecSession session(configFor(server.url()), spec);
    Observed seen(&session);
    session.resize({100, 30}); // before the stream opens: sent once it does
    session.start();
    QTRY_COMPARE(seen.started.size(), 1);
    session.resize({120, 40});
    QTRY_COMPARE(server.messages().size(), 2);
    QCOMPARE(server.messages(),
             (QList<QByteArray>{"\x04{\"Width\":100,\"Height\":30}", "\x04{\"Width\":120,\"Height\":40}"}));
    const QString url = server.requestUrls().value(0);
    QVERIFY(url.contains(QLatin1String("tty=true")));
    QVERIFY2(!url.contains(QLatin1String("stderr=")), qPrintable(url)); // a tty merges stderr into stdout
}

void tst_ExecSession::exitCodeComesFromTheErrorChannel_data()
{
    QTest::addColumn<QByteArray>("status");
    QTest::addColumn<bool>("known");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("error");
    QTest::newRow("exit 3") << exitStatus(3) << true << 3 << QString();
    QTest::newRow("exit 0") << successStatus << true << 0 << QString();
    QTest::newRow("another failure")
        << QByteArray(
               R"({"status":"Failure","reason":"InternalError","code":500,"message":"runtime said no"})")
        << false << 0 << QStringLiteral("runtime said no");
}

void tst_ExecSession::exitCodeComesFromTheErrorChannel()
{
    QFETCH(QByteArray, status);
    QFETCH(bool, known);
    QFETCH(int, exitCode);
    QFETCH(QString, error);
    FakeExecServer server;
    server.script = [status](FakeExecServer *, QWebSocket *socket, QTcpSocket *) {
        // The Status in two messages: the channel is read to its end, as client-go does.
        socket->sendBinaryMessage(frame('\x03', status.left(10)));
        socket->sendBinaryMessage(frame('\x03', status.mid(10)));
        socket->close();
    };
    server.start();
    ExecSession session(configFor(server.url()), shellSpec());
    Observed seen(&session);
    session.start();
    QTRY_COMPARE(seen.finished.size(), 1);
    const ExecResult result = seen.finished.first();
    QCOMPARE(result.exitCodeKnown, known);
    QCOMPARE(result.exitCode, exitCode);
    QCOMPARE(result.error.message(), error);
    QVERIFY(!result.connectionLost);
}

void tst_ExecSession::refusedUpgradeReportsTheServersStatus_data()
{
    QTest::addColumn<int>("code");
    QTest::addColumn<QByteArray>("contentType");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("reason");
    QTest::addColumn<QString>("message");
    const int status = int(Error::Kind::Status);
    QTest::newRow("403 Forbidden")
        << 403 << QByteArray("application/json")
        << QByteArray(
               R"({"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"pods \"p\" )"
               R"(is forbidden: User \"u\" cannot create resource \"pods/exec\" in API group \"\" in the )"
               R"(namespace \"ns\"","reason":"Forbidden","details":{"name":"p","kind":"pods"},"code":403})")
        << status << int(Error::Reason::Forbidden)
        << QStringLiteral(
               "pods \"p\" is forbidden: User \"u\" cannot create resource \"pods/exec\" in API group "
               "\"\" in the namespace \"ns\"");
    QTest::newRow("404 NotFound")
        << 404 << QByteArray("application/json")
        << QByteArray(
               R"({"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure",)"
               R"("message":"pods \"p\" not found","reason":"NotFound","details":{"name":"p","kind":"pods"},)"
               R"("code":404})")
        << status << int(Error::Reason::NotFound) << QStringLiteral("pods \"p\" not found");
    QTest::newRow("500 InternalError")
        << 500 << QByteArray("application/json")
        << QByteArray(R"({"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure",)"
                      R"("message":"error dialing backend: EOF","reason":"InternalError","code":500})")
        << status << int(Error::Reason::InternalError) << QStringLiteral("error dialing backend: EOF");
    QTest::newRow("a kubelet's plain text")
        << 404 << QByteArray("text/plain; charset=utf-8") << QByteArray("container not found (\"c\")\n")
        << int(Error::Kind::Invalid) << int(Error::Reason::Unknown)
        << QStringLiteral("unable to upgrade connection: container not found (\"c\")");
}

void tst_ExecSession::refusedUpgradeReportsTheServersStatus()
{
    QFETCH(int, code);
    QFETCH(QByteArray, contentType);
    QFETCH(QByteArray, body);
    QFETCH(int, kind);
    QFETCH(int, reason);
    QFETCH(QString, message);
    FakeExecServer server;
    server.refusal = FakeExecServer::Refusal{code, "Nope", contentType, body};
    server.start();
    ExecSession session(configFor(server.url()), shellSpec());
    Observed seen(&session);
    session.start();
    QTRY_COMPARE(seen.finished.size(), 1);
    const ExecResult result = seen.finished.first();
    QCOMPARE(int(result.error.kind()), kind);
    QCOMPARE(int(result.error.reason()), reason);
    QCOMPARE(result.error.message(), message);
    QVERIFY(!result.exitCodeKnown);
    QVERIFY(!result.connectionLost);
    QVERIFY(seen.started.isEmpty());
    QVERIFY(seen.out.isEmpty());
    const QStringList refused = server.refusedRequests();
    QCOMPARE(refused.size(), 2); // the upgrade, then the same upgrade read by hand for its Status
    QVERIFY(refused[0].startsWith(QLatin1String("GET /api/v1/namespaces/ns/pods/p/exec?")));
    QVERIFY(refused[1].startsWith(QLatin1String("GET /api/v1/namespaces/ns/pods/p/exec?")));
    QCOMPARE(refused[0].section(QLatin1Char(' '), 1, 1), refused[1].section(QLatin1Char(' '), 1, 1));
}

void tst_ExecSession::nothingListeningIsAConnectionError()
{
    QTcpServer closed;
    QVERIFY(closed.listen(QHostAddress::LocalHost, 0));
    const quint16 port = closed.serverPort();
    closed.close();
    ExecSession session(configFor(QStringLiteral("http://127.0.0.1:%1").arg(port)), shellSpec());
    Observed seen(&session);
    session.start();
    QTRY_COMPARE(seen.finished.size(), 1);
    QCOMPARE(seen.finished.first().error.kind(), Error::Kind::Network);
    QVERIFY(seen.finished.first().error.isConnectionRefused());
}

void tst_ExecSession::malformedFrameEndsWithAnError_data()
{
    QTest::addColumn<bool>("text");
    QTest::addColumn<QString>("message");
    QTest::newRow("empty binary message: no channel") << false << QStringLiteral("read stream id: EOF");
    QTest::newRow("a text message") << true << QStringLiteral("unexpected message type: 1");
}

void tst_ExecSession::malformedFrameEndsWithAnError()
{
    QFETCH(bool, text);
    QFETCH(QString, message);
    FakeExecServer server;
    server.script = [text](FakeExecServer *, QWebSocket *socket, QTcpSocket *) {
        socket->sendBinaryMessage(frame('\x01', "before"));
        if (text)
            socket->sendTextMessage(QStringLiteral("hello"));
        else
            socket->sendBinaryMessage(QByteArray());
        socket->sendBinaryMessage(frame('\x01', "after"));
        socket->sendBinaryMessage(frame('\x03', successStatus));
    };
    server.start();
    ExecSession session(configFor(server.url()), shellSpec());
    Observed seen(&session);
    session.start();
    QTRY_COMPARE(seen.finished.size(), 1);
    QCOMPARE(seen.out, QByteArray("before"));
    QCOMPARE(seen.finished.first().error.kind(), Error::Kind::Decode);
    QCOMPARE(seen.finished.first().error.message(), message);
    QVERIFY(!seen.finished.first().exitCodeKnown);
}

void tst_ExecSession::cutConnectionIsConnectionLost()
{
    FakeExecServer server;
    server.script = [](FakeExecServer *, QWebSocket *socket, QTcpSocket *tcp) {
        socket->sendBinaryMessage(frame('\x01', "partial"));
        socket->flush();
        QTimer::singleShot(0, tcp, [tcp] { tcp->abort(); });
    };
    server.start();
    ExecSession session(configFor(server.url()), shellSpec());
    Observed seen(&session);
    session.start();
    QTRY_COMPARE(seen.finished.size(), 1);
    QCOMPARE(seen.out, QByteArray("partial"));
    const ExecResult result = seen.finished.first();
    QVERIFY(result.connectionLost);
    QCOMPARE(result.error.kind(), Error::Kind::Network);
    QVERIFY(!result.exitCodeKnown);
}

void tst_ExecSession::closeEndsOnceWithCancelled()
{
    FakeExecServer server;
    server.script = [](FakeExecServer *s, QWebSocket *socket, QTcpSocket *) {
        socket->sendBinaryMessage(frame('\x01', "running"));
        QObject::connect(socket, &QWebSocket::disconnected, socket, [s] { s->counter = 1; });
    };
    server.start();
    ExecSession session(configFor(server.url()), shellSpec());
    Observed seen(&session);
    session.start();
    QTRY_COMPARE(seen.out, QByteArray("running"));
    session.close();
    session.close();
    QTRY_COMPARE(seen.finished.size(), 1);
    QCOMPARE(seen.finished.first().error.kind(), Error::Kind::Cancelled);
    QTRY_COMPARE(server.counter.load(), 1); // the server saw the connection go
    QTest::qWait(0);
    QCOMPARE(seen.finished.size(), 1);
}

void tst_ExecSession::goesThroughTheConfigsProxy()
{
    FakeExecServer server;
    server.script = [](FakeExecServer *, QWebSocket *socket, QTcpSocket *) {
        socket->sendBinaryMessage(frame('\x01', "via proxy"));
        socket->sendBinaryMessage(frame('\x03', successStatus));
        socket->close();
    };
    server.start();
    ConnectProxy proxy;
    kube::RestConfig config = configFor(server.url());
    config.proxy = QUrl(proxy.url());
    ExecSession session(config, shellSpec());
    Observed seen(&session);
    session.start();
    QTRY_COMPARE(seen.finished.size(), 1);
    QCOMPARE(seen.out, QByteArray("via proxy"));
    QCOMPARE(proxy.tunnels(), 1);
    QCOMPARE(proxy.targets(), QStringList{QUrl(server.url()).authority()});
}

// A terminal draws slower than the network: however much output is waiting, the owner's thread gets back to
// its event loop between deliveries (a window keeps painting and answering), and every byte still arrives in
// order.
void tst_ExecSession::aSlowReadersEventLoopRunsBetweenDeliveries()
{
    constexpr qint64 total = 4LL * 1024 * 1024;
    constexpr qsizetype message = 64 * 1024;
    FakeExecServer server;
    server.script = [&](FakeExecServer *, QWebSocket *socket, QTcpSocket *) {
        for (qint64 at = 0; at < total; at += message)
            socket->sendBinaryMessage(frame('\x01', QByteArray(message, char('a' + (at / message) % 26))));
        socket->sendBinaryMessage(frame('\x03', successStatus));
        socket->close();
    };
    server.start();
    ExecSession session(configFor(server.url()), shellSpec());
    qint64 received = 0;
    int deliveries = 0;
    int turnsBetween = 0; // deliveries that found the event loop had turned since the one before
    bool turned = true;
    QTimer beat; // runs only when the event loop does
    connect(&beat, &QTimer::timeout, this, [&] { turned = true; });
    beat.start(0);
    connect(&session, &ExecSession::stdoutReceived, this, [&](const QByteArray &bytes) {
        QElapsedTimer drawing; // a terminal taking 5 ms to draw what came
        drawing.start();
        while (drawing.elapsed() < 5) {
        }
        received += bytes.size();
        ++deliveries;
        turnsBetween += turned ? 1 : 0;
        turned = false;
    });
    int finished = 0;
    connect(&session, &ExecSession::finished, this, [&](const ExecResult &) { ++finished; });
    session.start();
    QTRY_COMPARE_WITH_TIMEOUT(finished, 1, 30'000);
    QCOMPARE(received, total);
    // Every second delivery at least follows a turn of the loop (the budget is 8 ms, each delivery takes 5).
    QVERIFY2(turnsBetween * 2 >= deliveries,
             qPrintable(QStringLiteral("%1 of %2").arg(turnsBetween).arg(deliveries)));
}

// A server writes 50 MB as fast as it can while the session's thread stalls: the connection must stop reading
// (in flight stays at the bound, the rest waits in the server), then everything arrives intact.
void tst_ExecSession::slowReaderHoldsTheServerBack()
{
    constexpr qint64 total = 50LL * 1024 * 1024;
    constexpr qsizetype message = 32 * 1024;
    const auto byteAt = [](qint64 i) { return char(i % 251); };
    FakeExecServer server;
    server.script = [&](FakeExecServer *s, QWebSocket *socket, QTcpSocket *tcp) {
        for (qint64 at = 0; at < total; at += message) {
            QByteArray chunk(message, Qt::Uninitialized);
            for (qsizetype i = 0; i < message; ++i)
                chunk[i] = byteAt(at + i);
            socket->sendBinaryMessage(frame('\x01', chunk));
        }
        socket->sendBinaryMessage(frame('\x03', successStatus));
        socket->close();
        auto *watch = new QTimer(tcp);
        QObject::connect(watch, &QTimer::timeout, tcp, [s, tcp] { s->counter = tcp->bytesToWrite(); });
        watch->start(5);
    };
    server.start();

    QThread ownerThread; // the session's owner: stalled on purpose
    ownerThread.start();
    auto *session = new ExecSession(configFor(server.url()), shellSpec());
    std::atomic<qint64> received{0};
    std::atomic<bool> intact{true};
    std::atomic<int> finished{0};
    connect(session, &ExecSession::stdoutReceived, session, [&](const QByteArray &bytes) {
        const qint64 at = received;
        for (qsizetype i = 0; i < bytes.size(); ++i) {
            if (bytes[i] != byteAt(at + i)) {
                intact = false;
                break;
            }
        }
        received += bytes.size();
    });
    connect(session, &ExecSession::finished, session,
            [&](const ExecResult &result) { finished = result.exitCodeKnown && !result.error ? 1 : -1; });
    session->moveToThread(&ownerThread);
    QSemaphore gate;
    QMetaObject::invokeMethod(
        session, [&gate] { gate.acquire(); }, Qt::QueuedConnection);
    const auto cleanup = qScopeGuard([&] {
        gate.release();
        QMetaObject::invokeMethod(
            session, [session] { delete session; }, Qt::BlockingQueuedConnection);
        ownerThread.quit();
        ownerThread.wait();
    });
    session->start();

    // Stalled: the connection fills what may be in flight, and the server's writes back up.
    QTRY_VERIFY_WITH_TIMEOUT(
        session->outputInFlight() >= ExecSession::maxOutputInFlight && server.counter > 0, 20'000);
    QTRY_VERIFY_WITH_TIMEOUT(server.counter < total, 20'000);
    const qint64 backlog = server.counter;
    QVERIFY2(backlog > total / 2, qPrintable(QString::number(backlog)));
    QVERIFY(session->outputInFlight() <= ExecSession::maxOutputInFlight + message + 1);
    QCOMPARE(received.load(), 0);

    gate.release(1);
    QTRY_COMPARE_WITH_TIMEOUT(finished.load(), 1, 60'000);
    QCOMPARE(received.load(), total);
    QVERIFY(intact);
    QCOMPARE(session->outputInFlight(), 0);
}

// A server that stops answering altogether (not even pongs; its host gone, a proxy's dropped state) is given
// up after twelve ping intervals, as client-go's heartbeat does.
void tst_ExecSession::silentServerIsConnectionLost()
{
    QSemaphore hang;
    FakeExecServer server;
    server.script = [&hang](FakeExecServer *, QWebSocket *socket, QTcpSocket *) {
        socket->sendBinaryMessage(frame('\x01', "then silence"));
        socket->flush();
        QTimer::singleShot(0, socket, [&hang] { hang.acquire(); }); // the server's thread stops
    };
    server.start();
    const auto release = qScopeGuard([&hang] { hang.release(); });
    ExecSession session(configFor(server.url()), shellSpec());
    session.setPingIntervalMs(50);
    Observed seen(&session);
    session.start();
    QTRY_COMPARE_WITH_TIMEOUT(seen.finished.size(), 1, 10'000);
    QCOMPARE(seen.out, QByteArray("then silence"));
    QVERIFY(seen.finished.first().connectionLost);
    QCOMPARE(seen.finished.first().error.kind(), Error::Kind::Network);
}

void tst_ExecSession::pingsKeepAnIdleSessionAlive_data()
{
    QTest::addColumn<int>("pingMs");
    QTest::addColumn<bool>("alive");
    QTest::newRow("pings every 100 ms, the server drops peers idle 600 ms") << 100 << true;
    QTest::newRow("no ping in time: dropped") << 60'000 << false;
}

void tst_ExecSession::pingsKeepAnIdleSessionAlive()
{
    QFETCH(int, pingMs);
    QFETCH(bool, alive);
    constexpr qint64 idleTimeoutMs = 600;
    FakeExecServer server;
    server.script = [](FakeExecServer *s, QWebSocket *socket, QTcpSocket *tcp) {
        echoScript(s, socket, tcp);
        auto *idle = new QElapsedTimer;
        idle->start();
        QObject::connect(tcp, &QTcpSocket::readyRead, socket, [s, idle] {
            idle->restart();
            ++s->counter;
        });
        auto *check = new QTimer(socket);
        QObject::connect(check, &QTimer::timeout, socket, [tcp, idle, check] {
            if (idle->elapsed() > idleTimeoutMs) {
                check->stop();
                tcp->abort(); // as a proxy drops an idle connection: no close frame
            }
        });
        QObject::connect(socket, &QObject::destroyed, [idle] { delete idle; });
        check->start(20);
    };
    server.start();
    ExecSpec spec = shellSpec();
    spec.stdin = true;
    ExecSession session(configFor(server.url()), spec);
    session.setPingIntervalMs(pingMs);
    Observed seen(&session);
    session.start();
    QTRY_COMPARE(seen.started.size(), 1);
    if (!alive) {
        QTRY_COMPARE_WITH_TIMEOUT(seen.finished.size(), 1, 5'000);
        QVERIFY(seen.finished.first().connectionLost);
        return;
    }
    // Idle for many times the server's timeout: twenty pings and more.
    QTRY_VERIFY_WITH_TIMEOUT(server.counter >= 20, 10'000);
    QVERIFY(seen.finished.isEmpty());
    QVERIFY(session.writeStdin("still here\n"));
    QTRY_COMPARE(seen.out, QByteArray("still here\n"));
    QVERIFY(seen.finished.isEmpty());
}

QTEST_GUILESS_MAIN(tst_ExecSession)
#include "tst_execsession.moc"
