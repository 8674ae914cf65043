// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// kubesim's HttpRequestParser: the same requests and the same failures however a connection's bytes are cut.
#include "sim/httprequestparser.h"

#include <QTest>

using namespace kube::sim;

namespace {

struct Outcome
{
    QList<HttpRequest> requests;
    int failure = 0;
};

Outcome parseInPieces(const QByteArray &bytes, qsizetype pieceSize)
{
    HttpRequestParser parser;
    Outcome out;
    for (qsizetype at = 0; at < bytes.size() && !out.failure; at += pieceSize) {
        parser.feed(QByteArrayView(bytes).sliced(at, std::min(pieceSize, bytes.size() - at)));
        HttpRequest request;
        HttpRequestParser::Status status;
        while ((status = parser.next(&request)) == HttpRequestParser::Status::Ready)
            out.requests.append(request);
        if (status == HttpRequestParser::Status::Failed)
            out.failure = parser.failureStatus();
    }
    return out;
}

QByteArray headOfSize(qsizetype size)
{
    QByteArray head = "GET /version HTTP/1.1\r\nX-Pad: ";
    head += QByteArray(size - head.size() - 4, 'x');
    return head + "\r\n\r\n";
}

} // namespace

class tst_HttpRequestParser : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cutsRequestsOutOfAnyPieces_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("requests");
        QTest::addColumn<int>("failure");
        QTest::newRow("two requests, the second with a body")
            << QByteArray("GET /api/v1/pods?labelSelector=app+in+(web) HTTP/1.1\r\nHost: h\r\n\r\n"
                          "POST /api/v1/namespaces/d/configmaps HTTP/1.1\r\nContent-Length: 2\r\n\r\n{}")
            << 2 << 0;
        QTest::newRow("a head exactly at the limit") << headOfSize(HttpRequestParser::maxHeaderBytes + 4) << 1 << 0;
        // Found writing fuzz_httprequestparser (same outcome whole or in pieces): a head past the limit passed
        // when it came in one read.
        QTest::newRow("a head one byte past the limit") << headOfSize(HttpRequestParser::maxHeaderBytes + 5) << 0 << 431;
        QTest::newRow("a malformed request line") << QByteArray("GET /\r\n\r\n") << 0 << 400;
        QTest::newRow("a negative Content-Length") << QByteArray("PUT / HTTP/1.1\r\nContent-Length: -1\r\n\r\n") << 0 << 413;
        QTest::newRow("a chunked body, then a request")
            << QByteArray("POST /x HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n"
                          "GET /version HTTP/1.1\r\n\r\n")
            << 2 << 0;
        QTest::newRow("a chunk size that is not hex")
            << QByteArray("POST /x HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n") << 0 << 413;
    }

    void cutsRequestsOutOfAnyPieces()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, requests);
        QFETCH(int, failure);
        for (qsizetype piece : {bytes.size(), qsizetype(4096), qsizetype(7), qsizetype(1)}) {
            const Outcome outcome = parseInPieces(bytes, piece);
            QCOMPARE(outcome.requests.size(), requests);
            QCOMPARE(outcome.failure, failure);
        }
    }

    void requestPartsAreKept()
    {
        const Outcome outcome = parseInPieces("PATCH /apis/apps/v1/namespaces/d/deployments/web?fieldManager=kubectl HTTP/1.1\r\n"
                                              "Content-Type: application/merge-patch+json\r\nContent-Length: 3\r\n\r\n{}\n", 5);
        QCOMPARE(outcome.requests.size(), 1);
        const HttpRequest &request = outcome.requests.first();
        QCOMPARE(request.method, QByteArray("PATCH"));
        QCOMPARE(request.path, QStringLiteral("/apis/apps/v1/namespaces/d/deployments/web"));
        QCOMPARE(request.param(QStringLiteral("fieldManager")), QStringLiteral("kubectl"));
        QCOMPARE(request.header("content-type"), QByteArray("application/merge-patch+json"));
        QCOMPARE(request.body, QByteArray("{}\n"));
    }

    // kubectl create --raw -f streams the file: Transfer-Encoding chunked, with extensions and trailers allowed.
    void chunkedBodiesAreJoined()
    {
        const Outcome outcome = parseInPieces("POST /api/v1/namespaces/d/configmaps HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n"
                                              "3;ext=1\r\n{\"a\r\n0a\r\n\":\"0123456\r\n1\r\n}\r\n0\r\nTrailer: t\r\n\r\n", 4);
        QCOMPARE(outcome.requests.size(), 1);
        QCOMPARE(outcome.requests.first().body, QByteArray("{\"a\":\"0123456}"));
    }

    void headerLinesWithoutANameAreIgnored()
    {
        // Found by fuzz_httprequestparser: "\r:" on a line of its own became a header with an empty name.
        const Outcome outcome = parseInPieces("GET /version HTTP/1.1\r\nHost: x\r\n\r:\n : v\r\n\r\n", 3);
        QCOMPARE(outcome.requests.size(), 1);
        QCOMPARE(outcome.requests.first().headers.keys(), QList<QByteArray>{"host"});
    }
};

QTEST_GUILESS_MAIN(tst_HttpRequestParser)
#include "tst_httprequestparser.moc"
