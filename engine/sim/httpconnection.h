// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "httprequestparser.h"

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QTcpSocket>
#include <QUrl>
#include <QUrlQuery>

namespace kube::sim {

// One HTTP/1.1 connection of kubesim: parses requests (HttpRequestParser; keep-alive) and writes responses,
// whole or chunked (watch streams). Lives on the server's thread; deletes itself when the peer goes away.
class HttpConnection : public QObject
{
    Q_OBJECT
public:
    explicit HttpConnection(QTcpSocket *socket, QObject *parent = nullptr);
    QTcpSocket *socket() const { return m_socket; }

    void respond(int status, const QByteArray &body, const QByteArray &contentType = "application/json",
                 const QList<std::pair<QByteArray, QByteArray>> &headers = {});
    // A whole response given as pieces (a list's items): sent with a Content-Length, fed to the socket as it
    // drains, so a 500 MB list is never copied into one buffer and other connections are served meanwhile.
    void respondParts(int status, QList<QByteArray> parts, const QByteArray &contentType = "application/json");
    void beginStream(int status = 200, const QByteArray &contentType = "application/json");
    void writeChunk(const QByteArray &bytes);
    void endStream();
    // Cuts the connection (fault injection: a stream ended mid-object).
    void abort();
    bool isStreaming() const { return m_streaming; }
    // Writes at most `bytesPerSecond` (0: no limit), for the "slow writer" fault.
    void setWriteRate(qint64 bytesPerSecond) { m_writeRate = bytesPerSecond; }

Q_SIGNALS:
    void requestReady(kube::sim::HttpConnection *connection, const kube::sim::HttpRequest &request);
    void closed(kube::sim::HttpConnection *connection);

private:
    void readData();
    void write(const QByteArray &bytes);
    void pumpSlowWrites();
    void feedParts();
    void finishResponse();

    QTcpSocket *m_socket;
    HttpRequestParser m_parser;
    bool m_streaming = false;
    bool m_busy = false; // a response is being produced; further requests wait (no pipelining)
    bool m_closeAfter = false;
    qint64 m_writeRate = 0;
    QByteArray m_slowQueue;
    QList<QByteArray> m_parts; // the rest of a respondParts() body
    qsizetype m_nextPart = 0;
};

} // namespace kube::sim
