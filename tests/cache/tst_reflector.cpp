// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// Every way a list or a watch can fail goes through the reflector's backoff, and throttling is shown, not hidden.
// The server is a QTcpServer this test starts; the backoff runs without jitter so its delays are exact.
#include "cache/reflector.h"
#include "rest/clientset.h"

#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

using namespace kube;

namespace {
constexpr qint64 initialMs = 20;
constexpr qint64 maxMs = 160;
// Five failures in a row: 20, 40, 80, then the cap twice.
const QList<qint64> expectedDelays = {20, 40, 80, 160, 160};

const QByteArray podList = R"({"kind":"PodList","apiVersion":"v1","metadata":{"resourceVersion":"10"},"items":[]})";
const QByteArray goodEvent =
    R"({"type":"ADDED","object":{"kind":"Pod","apiVersion":"v1","metadata":{"name":"a","namespace":"n","uid":"u-a","resourceVersion":"11"}}})"
    "\n";
// kube-apiserver's way to tell a watcher its version fell out of the window: a 200 stream, one ERROR event.
const QByteArray expiredEvent =
    R"json({"type":"ERROR","object":{"kind":"Status","apiVersion":"v1","status":"Failure","reason":"Expired","code":410,"message":"too old resource version: 10 (15)"}})json"
    "\n";
const QByteArray bookmarkEvent = R"({"type":"BOOKMARK","object":{"kind":"Pod","apiVersion":"v1","metadata":{"resourceVersion":"20"}}})"
                                 "\n";

enum class Fault {
    GarbageAfterEvent, // 200, one good event, then bytes that are not JSON
    WatchServerError,  // the watch is answered 500
    ListUnavailable,   // the list is answered 503
    WatchClosedAtOnce, // 200 and the stream ends with no event
    WatchCutAfterEvent,// 200, one good event, then the stream ends
    WatchTooManyRequests, // the watch is answered 429, no Retry-After
    WatchExpiredEvent, // 200 and an ERROR event 410 Expired (kube-apiserver)
    WatchExpiredStatus, // the watch is refused with an HTTP 410 Status (aggregated API servers, proxies)
    BookmarkThenClose, // 200, a bookmark at version 20, then the stream ends
};

QByteArray status(int code, const char *reason, const QByteArray &extraHeaders = {})
{
    const QByteArray body = R"({"kind":"Status","apiVersion":"v1","status":"Failure","reason":")" + QByteArray(reason) + R"(","code":)" +
                            QByteArray::number(code) + "}";
    return "HTTP/1.1 " + QByteArray::number(code) + " " + reason + "\r\nContent-Type: application/json\r\nConnection: close\r\n" + extraHeaders +
           "Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body;
}

QByteArray ok(const QByteArray &body)
{
    return "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body;
}

// A stream without a length: the body ends when the connection closes, as a watch's does.
QByteArray stream(const QByteArray &body)
{
    return "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n" + body;
}

// Answers lists and watches of pods as a fault says, one request a connection, and counts what it answered.
class FaultyServer : public QObject
{
public:
    explicit FaultyServer(Fault fault, QByteArray retryAfter = {}) : m_fault(fault), m_retryAfter(std::move(retryAfter))
    {
        QObject::connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection()) {
                QObject::connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
                QObject::connect(socket, &QTcpSocket::readyRead, socket, [this, socket] {
                    QByteArray &buffer = m_buffers[socket];
                    buffer += socket->readAll();
                    if (!buffer.contains("\r\n\r\n"))
                        return;
                    const QByteArray target = buffer.split(' ').value(1);
                    targets.append(target);
                    m_buffers.remove(socket);
                    socket->write(answer(target.contains("watch=true")));
                    socket->flush();
                    socket->disconnectFromHost();
                });
            }
        });
        if (!m_server.listen(QHostAddress::LocalHost, 0))
            qFatal("cannot listen: %s", qPrintable(m_server.errorString()));
    }

    QUrl url() const { return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_server.serverPort())); }
    int lists = 0;
    int watches = 0;
    QByteArrayList targets; // every request's path and query, in order

private:
    QByteArray answer(bool watch)
    {
        if (!watch) {
            ++lists;
            return m_fault == Fault::ListUnavailable ? status(503, "ServiceUnavailable") : ok(podList);
        }
        ++watches;
        switch (m_fault) {
        case Fault::GarbageAfterEvent: return stream(goodEvent + "}}} this is not json\n");
        case Fault::WatchServerError: return status(500, "InternalError");
        case Fault::WatchClosedAtOnce: return stream({});
        case Fault::WatchCutAfterEvent: return stream(goodEvent);
        case Fault::WatchTooManyRequests:
            return status(429, "TooManyRequests", m_retryAfter.isEmpty() ? QByteArray() : "Retry-After: " + m_retryAfter + "\r\n");
        case Fault::WatchExpiredEvent: return stream(expiredEvent);
        case Fault::WatchExpiredStatus: return status(410, "Expired");
        case Fault::BookmarkThenClose: return stream(bookmarkEvent);
        case Fault::ListUnavailable: break;
        }
        return ok({});
    }

    Fault m_fault;
    QByteArray m_retryAfter;
    QTcpServer m_server;
    QHash<QTcpSocket *, QByteArray> m_buffers;
};

struct Run
{
    std::unique_ptr<RestClient> client;
    std::unique_ptr<DeltaFifo> fifo;
    std::unique_ptr<Reflector> reflector;
    QList<ReflectorStats> retries; // each BackingOff/Throttled state, as the signal carried it
};

// Stops the reflector at the `stopAfter`th retry, from the signal, before that retry can go out.
std::unique_ptr<Run> startReflector(const QUrl &url, qsizetype stopAfter)
{
    auto run = std::make_unique<Run>();
    RestConfig config;
    config.host = url;
    config.qps = 0;
    run->client = std::make_unique<RestClient>(config);
    run->fifo = std::make_unique<DeltaFifo>(nullptr);
    ReflectorOptions options;
    options.backoffInitialMs = initialMs;
    options.backoffMaxMs = maxMs;
    options.backoffJitter = 0;
    run->reflector = std::make_unique<Reflector>(ListWatch(run->client.get(), Kinds::Pod.gvr), run->fifo.get(), options);
    Run *raw = run.get();
    QObject::connect(run->reflector.get(), &Reflector::stateChanged, run->reflector.get(), [raw, stopAfter](const ReflectorStats &stats) {
        if (stats.state != ReflectorState::BackingOff && stats.state != ReflectorState::Throttled)
            return;
        raw->retries.append(stats);
        if (raw->retries.size() == stopAfter)
            raw->reflector->stop();
    });
    run->reflector->start();
    return run;
}
} // namespace

class tst_Reflector : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyFailureWaitsAGrowingBackoff_data()
    {
        QTest::addColumn<Fault>("fault");
        QTest::addColumn<ReflectorState>("state");
        QTest::addColumn<bool>("relists"); // the retry lists again (rather than resuming the watch)
        QTest::newRow("a good event then garbage resumes the watch after backoff") << Fault::GarbageAfterEvent << ReflectorState::BackingOff << false;
        QTest::newRow("a watch answered 500 relists after backoff") << Fault::WatchServerError << ReflectorState::BackingOff << true;
        QTest::newRow("a list answered 503 lists again after backoff") << Fault::ListUnavailable << ReflectorState::BackingOff << true;
        QTest::newRow("a watch closed at once without an event relists after backoff") << Fault::WatchClosedAtOnce << ReflectorState::BackingOff << true;
        QTest::newRow("a watch closed at once after an event resumes after backoff") << Fault::WatchCutAfterEvent << ReflectorState::BackingOff << false;
        QTest::newRow("a watch answered 429 is throttled and resumes after backoff") << Fault::WatchTooManyRequests << ReflectorState::Throttled << false;
        QTest::newRow("a watch ended by an ERROR 410 event relists after backoff") << Fault::WatchExpiredEvent << ReflectorState::BackingOff << true;
        QTest::newRow("a watch refused with an HTTP 410 relists after backoff") << Fault::WatchExpiredStatus << ReflectorState::BackingOff << true;
    }

    void everyFailureWaitsAGrowingBackoff()
    {
        QFETCH(Fault, fault);
        QFETCH(ReflectorState, state);
        QFETCH(bool, relists);
        FaultyServer server(fault);
        auto run = startReflector(server.url(), expectedDelays.size());
        QTRY_COMPARE_WITH_TIMEOUT(run->reflector->stats().state, ReflectorState::Stopped, 20000);

        // Each failure scheduled the next attempt after the next backoff step, none went again at once.
        QList<qint64> delays;
        for (const ReflectorStats &retry : std::as_const(run->retries)) {
            delays.append(retry.retryDelayMs);
            QCOMPARE(retry.state, state);
            QVERIFY2(retry.lastError.isError(), "a retry names the failure it waits for");
            QVERIFY(retry.retryAt.isValid());
        }
        QCOMPARE(delays, expectedDelays);
        // The bounded run: exactly one failing request per backoff, where no backoff would have sent many. A
        // stream that a loaded box held open past the very-short-watch bound (1 s) ended normally and was
        // resumed at once, as client-go does: counted as a restart, and only ever one or two.
        const int failingRequests = fault == Fault::ListUnavailable ? server.lists : server.watches;
        // (watchRestarts also counts the watches resumed after a backoff: each but the last, stopped, one.)
        const int resumedAfterBackoff = relists ? 0 : int(expectedDelays.size()) - 1;
        const int restarts =
            fault == Fault::ListUnavailable ? 0 : run->reflector->stats().watchRestarts - resumedAfterBackoff;
        QVERIFY2(restarts <= 2, qPrintable(QStringLiteral("%1 watches resumed at once").arg(restarts)));
        QCOMPARE(failingRequests, int(expectedDelays.size()) + restarts);
        QCOMPARE(server.lists, relists ? int(expectedDelays.size()) : 1);
        QCOMPARE(run->reflector->stats().backoffs, int(expectedDelays.size()));
    }

    void aBookmarkIsWhereTheNextWatchResumes()
    {
        // Listed at 10; the watch brings a bookmark at 20 and ends: the next watch asks from 20, not from 10 (a
        // version the server may have compacted away since).
        FaultyServer server(Fault::BookmarkThenClose);
        auto run = startReflector(server.url(), 2);
        QTRY_COMPARE_WITH_TIMEOUT(run->reflector->stats().state, ReflectorState::Stopped, 20000);
        QByteArrayList watches;
        for (const QByteArray &target : std::as_const(server.targets))
            if (target.contains("watch=true"))
                watches.append(target);
        QCOMPARE(watches.size(), 2);
        QVERIFY2(watches.at(0).contains("resourceVersion=10"), watches.at(0).constData());
        QVERIFY2(watches.at(1).contains("resourceVersion=20"), watches.at(1).constData());
        QCOMPARE(run->reflector->lastSyncResourceVersion(), QByteArray("20"));
    }

    void retryAfterIsCappedAndShownAsThrottled()
    {
        // An 11-day Retry-After: honoured up to the backoff maximum, and said.
        FaultyServer server(Fault::WatchTooManyRequests, "1000000");
        auto run = startReflector(server.url(), 2);
        QTRY_VERIFY_WITH_TIMEOUT(!run->retries.isEmpty(), 20000);
        const ReflectorStats throttled = run->retries.first();
        QCOMPARE(throttled.state, ReflectorState::Throttled);
        QVERIFY(throttled.lastError.isTooManyRequests());
        QCOMPARE(throttled.lastError.retryAfterMs(), qint64(1000000) * 1000);
        QCOMPARE(throttled.retryDelayMs, maxMs);
        QVERIFY2(throttled.retryAt <= QDateTime::currentDateTimeUtc().addMSecs(maxMs), qPrintable(throttled.retryAt.toString(Qt::ISODateWithMs)));
        // And it does come back, rather than sleeping for the 11 days.
        QTRY_COMPARE_WITH_TIMEOUT(run->retries.size(), 2, 20000);
        QCOMPARE(server.watches, 2);
        QCOMPARE(server.lists, 1);
    }
};

QTEST_GUILESS_MAIN(tst_Reflector)
#include "tst_reflector.moc"
