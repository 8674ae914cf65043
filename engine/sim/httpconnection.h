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
    // A Warning header ("299 - \"text\"", as the apiserver's warnings) on the next respond(): what a write
    // tolerated but the client should hear (an unknown field under fieldValidation=Warn).
    void addWarning(const QString &text);
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
    // After upgradeRequested: hands the socket over (reparented to nothing, no longer read by this
    // connection, which deletes itself). `consumeHead`: the request's head is read off first (for a raw SPDY
    // upgrade); otherwise it stays unread, as QWebSocketServer::handleConnection wants it.
    QTcpSocket *takeSocket(bool consumeHead);

Q_SIGNALS:
    void requestReady(kube::sim::HttpConnection *connection, const kube::sim::HttpRequest &request);
    void closed(kube::sim::HttpConnection *connection);
    // A request with an Upgrade header as the first of its connection: its bytes are still unread in the
    // socket. The receiver either answers it (respond(); the connection then closes) or takes the socket
    // (takeSocket()).
    void upgradeRequested(kube::sim::HttpConnection *connection, const kube::sim::HttpRequest &request);

private:
    void readData();
    bool peekUpgrade();
    void write(const QByteArray &bytes);
    void pumpSlowWrites();
    void feedParts();
    void finishResponse();

    QTcpSocket *m_socket;
    QList<QByteArray> m_warnings;
    HttpRequestParser m_parser;
    bool m_streaming = false;
    bool m_busy = false; // a response is being produced; further requests wait (no pipelining)
    bool m_closeAfter = false;
    qint64 m_writeRate = 0;
    QByteArray m_slowQueue;
    QList<QByteArray> m_parts; // the rest of a respondParts() body
    qsizetype m_nextPart = 0;
    qsizetype m_upgradeHeadBytes = 0; // an upgrade request's head, left unread in the socket
};

} // namespace kube::sim
