// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// What answers behind a kubesim pod's container port: HTTP/1.1 over bytes, without sockets.
#include "sim/podhttpconnection.h"

#include <QSignalSpy>
#include <QTest>

using kube::sim::PodHttpConnection;
using kube::sim::PodPortTarget;

namespace {
PodPortTarget target()
{
    return {QStringLiteral("default"), QStringLiteral("web-abc12"), QStringLiteral("web"), 8080};
}

QByteArray readAll(PodHttpConnection &connection, qsizetype piece = 1 << 20)
{
    QByteArray out;
    while (connection.hasOutput())
        out += connection.read(piece);
    return out;
}

// The body of the first response in `bytes` (by its Content-Length) and what follows it.
std::pair<QByteArray, QByteArray> splitResponse(const QByteArray &bytes)
{
    const qsizetype end = bytes.indexOf("\r\n\r\n");
    const QByteArray head = bytes.left(end).toLower();
    const qsizetype at = head.indexOf("content-length: ") + 16;
    const qsizetype length = head.mid(at, head.indexOf('\r', at) - at).toLongLong();
    return {bytes.mid(end + 4, length), bytes.mid(end + 4 + length)};
}
} // namespace

class tst_PodHttpConnection : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void thePageNamesThePodAndTheRequest()
    {
        PodHttpConnection connection(target());
        QSignalSpy ready(&connection, &PodHttpConnection::readyRead);
        connection.write("GET /hello?x=1 HTTP/1.1\r\nHost: localhost:8080\r\nX-Test: <b>\r\n\r\n");
        QCOMPARE(ready.count(), 1);
        const QByteArray response = readAll(connection);
        QVERIFY(response.startsWith("HTTP/1.1 200 OK\r\n"));
        const QByteArray body = splitResponse(response).first;
        QVERIFY(body.contains("<h1>web-abc12</h1>"));
        QVERIFY(body.contains("container <b>web</b>, port <b>8080</b>"));
        QVERIFY(body.contains("namespace <b>default</b>"));
        QVERIFY(body.contains("GET /hello?x=1 HTTP/1.1\nhost: localhost:8080\nx-test: &lt;b&gt;\n"));
        QVERIFY(!connection.atEnd()); // keep-alive
    }

    void keepAliveServesPipelinedRequestsInOrder()
    {
        PodHttpConnection connection(target());
        connection.write("GET /bytes?n=5 HTTP/1.1\r\nHost: a\r\n\r\nGET /second HTTP/1.1\r\nHost: a\r\n\r\n"
                         "GET /bytes?n=3 HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n");
        const QByteArray all = readAll(connection, 7);
        auto [first, rest] = splitResponse(all);
        QCOMPARE(first, QByteArray("01234"));
        auto [second, rest2] = splitResponse(rest);
        QVERIFY(second.contains("GET /second HTTP/1.1"));
        auto [third, rest3] = splitResponse(rest2);
        QCOMPARE(third, QByteArray("012"));
        QVERIFY(rest3.isEmpty());
        QVERIFY(rest2.contains("Connection: close\r\n"));
        QVERIFY(connection.atEnd());
    }

    void bytesAreMadeAsTheyAreRead()
    {
        // 10 GB announced, a few pieces read: the body is made on demand, continuing its pattern across
        // reads.
        PodHttpConnection connection(target());
        connection.write("GET /bytes?n=10000000000 HTTP/1.1\r\nHost: a\r\n\r\n");
        const QByteArray head = connection.read(1 << 20);
        QVERIFY(head.contains("Content-Length: 10000000000\r\n"));
        QVERIFY(head.contains("Content-Type: application/octet-stream\r\n"));
        const QByteArray body = head.mid(head.indexOf("\r\n\r\n") + 4);
        QCOMPARE(body.size(), (1 << 20) - head.indexOf("\r\n\r\n") - 4);
        const QByteArray next = connection.read(70);
        const QByteArray pattern = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_";
        QCOMPARE(next.at(0), pattern.at(body.size() % 64));
        QCOMPARE(next.at(69), pattern.at((body.size() + 69) % 64));
        QVERIFY(connection.hasOutput());
    }

    void headAndBadCounts_data()
    {
        QTest::addColumn<QByteArray>("request");
        QTest::addColumn<QByteArray>("status");
        QTest::addColumn<qsizetype>("bodyBytes");
        QTest::newRow("HEAD /bytes: the length, no body")
            << QByteArray("HEAD /bytes?n=1000 HTTP/1.1\r\nHost: a\r\n\r\n") << QByteArray("200 OK")
            << qsizetype(0);
        QTest::newRow("n not a number") << QByteArray("GET /bytes?n=lots HTTP/1.1\r\nHost: a\r\n\r\n")
                                        << QByteArray("400 Bad Request") << qsizetype(50);
        QTest::newRow("n negative") << QByteArray("GET /bytes?n=-1 HTTP/1.1\r\nHost: a\r\n\r\n")
                                    << QByteArray("400 Bad Request") << qsizetype(50);
    }

    void headAndBadCounts()
    {
        QFETCH(QByteArray, request);
        QFETCH(QByteArray, status);
        QFETCH(qsizetype, bodyBytes);
        PodHttpConnection connection(target());
        connection.write(request);
        const QByteArray response = readAll(connection);
        QVERIFY2(response.startsWith("HTTP/1.1 " + status + "\r\n"), response.constData());
        QCOMPARE(response.size() - response.indexOf("\r\n\r\n") - 4, bodyBytes);
    }

    void theClientsHalfCloseEndsTheConnectionAfterItsAnswer()
    {
        PodHttpConnection connection(target());
        connection.write("GET /bytes?n=100 HTTP/1.1\r\nHost: a\r\n\r\n");
        connection.closeWrite();
        QVERIFY(!connection.atEnd());
        const QByteArray all = readAll(connection, 10);
        QCOMPARE(splitResponse(all).first.size(), 100);
        QVERIFY(connection.atEnd());

        PodHttpConnection idle(target());
        QSignalSpy ready(&idle, &PodHttpConnection::readyRead);
        idle.closeWrite();
        QVERIFY(idle.atEnd());
        QCOMPARE(ready.count(), 1);
    }

    void aMalformedRequestIsAnsweredThenClosed()
    {
        PodHttpConnection connection(target());
        connection.write("NONSENSE\r\n\r\n");
        QVERIFY(readAll(connection).startsWith("HTTP/1.1 400 Bad Request\r\n"));
        QVERIFY(connection.atEnd());
    }

    void aClientThatSendsWithoutReadingIsCut()
    {
        // While a response waits to be read, input is held up to a bound; past it the connection is reset.
        PodHttpConnection connection(target());
        connection.write("GET /bytes?n=1000000000 HTTP/1.1\r\nHost: a\r\n\r\n");
        const QByteArray junk(1024 * 1024, 'x');
        for (int i = 0; i < 4; ++i)
            connection.write(junk);
        QVERIFY(!connection.atEnd());
        QVERIFY(connection.resetReason().isEmpty());
        connection.write(junk);
        QVERIFY(connection.atEnd());
        QCOMPARE(connection.resetReason(), QStringLiteral("connection reset by peer"));
    }
};

QTEST_GUILESS_MAIN(tst_PodHttpConnection)
#include "tst_podhttpconnection.moc"
