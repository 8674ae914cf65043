// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "httpconnection.h"

#include <QTimer>

namespace kube::sim {

namespace {
// How much of a long response waits in the socket's buffer: enough to keep loopback busy, small enough that
// memory does not double while a list goes out.
constexpr qint64 sendWindowBytes = 4 * 1024 * 1024;
constexpr qsizetype feedBatchBytes = 256 * 1024;

QByteArray reasonPhrase(int status)
{
    switch (status) {
    case 200:
        return "OK";
    case 201:
        return "Created";
    case 202:
        return "Accepted";
    case 304:
        return "Not Modified";
    case 400:
        return "Bad Request";
    case 401:
        return "Unauthorized";
    case 403:
        return "Forbidden";
    case 404:
        return "Not Found";
    case 405:
        return "Method Not Allowed";
    case 406:
        return "Not Acceptable";
    case 409:
        return "Conflict";
    case 410:
        return "Gone";
    case 413:
        return "Request Entity Too Large";
    case 415:
        return "Unsupported Media Type";
    case 422:
        return "Unprocessable Entity";
    case 429:
        return "Too Many Requests";
    case 500:
        return "Internal Server Error";
    case 503:
        return "Service Unavailable";
    case 504:
        return "Gateway Timeout";
    default:
        return "Status";
    }
}
} // namespace

HttpConnection::HttpConnection(QTcpSocket *socket, QObject *parent) : QObject(parent), m_socket(socket)
{
    socket->setParent(this);
    connect(socket, &QTcpSocket::readyRead, this, &HttpConnection::readData);
    connect(socket, &QTcpSocket::bytesWritten, this, &HttpConnection::feedParts);
    connect(socket, &QTcpSocket::disconnected, this, [this] {
        Q_EMIT closed(this);
        deleteLater();
    });
}

bool HttpConnection::peekUpgrade()
{
    // Only a connection's first bytes, or those after a finished exchange, can start an upgrade; they are
    // looked at without being consumed, because QWebSocketServer reads the handshake from the socket itself.
    if (m_upgradeHeadBytes > 0)
        return true;
    if (m_busy || m_parser.hasBufferedBytes())
        return false;
    const QByteArray head = m_socket->peek(HttpRequestParser::maxHeaderBytes + 4);
    const qsizetype end = head.indexOf("\r\n\r\n");
    if (end < 0) // wait for the whole head (or, past the limit, let the parser fail it)
        return head.size() < HttpRequestParser::maxHeaderBytes + 4;
    if (!head.left(end).toLower().contains("\nupgrade:"))
        return false;
    HttpRequestParser parser;
    parser.feed(QByteArrayView(head).first(end + 4));
    HttpRequest request;
    // WebSocket and SPDY (kubectl's exec, attach, port-forward); another Upgrade (curl's h2c) is ignored, as
    // Go's server ignores it, and the request served as usual. So is a malformed head: the parser answers it.
    if (parser.next(&request) != HttpRequestParser::Status::Ready)
        return false;
    const QByteArray protocol = request.header("upgrade").toLower();
    if (protocol != "websocket" && !protocol.startsWith("spdy/"))
        return false;
    m_upgradeHeadBytes = end + 4;
    m_busy = true;
    m_closeAfter = true; // a refusal ends the connection
    Q_EMIT upgradeRequested(this, request);
    return true;
}

QTcpSocket *HttpConnection::takeSocket(bool consumeHead)
{
    QTcpSocket *socket = std::exchange(m_socket, nullptr);
    if (consumeHead)
        socket->skip(m_upgradeHeadBytes);
    disconnect(socket, nullptr, this, nullptr);
    socket->setParent(nullptr);
    deleteLater();
    return socket;
}

void HttpConnection::readData()
{
    if (peekUpgrade())
        return;
    m_parser.feed(m_socket->readAll());
    while (!m_busy) {
        HttpRequest request;
        switch (m_parser.next(&request)) {
        case HttpRequestParser::Status::NeedMore:
            return;
        case HttpRequestParser::Status::Failed:
            respond(m_parser.failureStatus(), m_parser.failureBody());
            abort();
            return;
        case HttpRequestParser::Status::Ready:
            break;
        }
        m_closeAfter = request.header("connection").toLower() == "close";
        m_busy = true;
        Q_EMIT requestReady(this, request);
    }
}

void HttpConnection::write(const QByteArray &bytes)
{
    // Bytes still held back by a slow rate go first, whatever the rate is now: a stream never reorders.
    if (m_writeRate <= 0 && m_slowQueue.isEmpty()) {
        m_socket->write(bytes);
        return;
    }
    const bool idle = m_slowQueue.isEmpty();
    m_slowQueue += bytes;
    if (idle)
        pumpSlowWrites();
}

void HttpConnection::pumpSlowWrites()
{
    if (m_slowQueue.isEmpty() || m_socket->state() != QAbstractSocket::ConnectedState)
        return;
    if (m_writeRate <= 0) { // back to full speed
        m_socket->write(std::exchange(m_slowQueue, {}));
        return;
    }
    const qsizetype piece = std::max<qsizetype>(1, m_writeRate / 20);
    m_socket->write(m_slowQueue.left(piece));
    m_slowQueue.remove(0, std::min(piece, m_slowQueue.size()));
    QTimer::singleShot(50, this, &HttpConnection::pumpSlowWrites);
}

void HttpConnection::respond(int status, const QByteArray &body, const QByteArray &contentType,
                             const QList<std::pair<QByteArray, QByteArray>> &headers)
{
    QByteArray head = "HTTP/1.1 " + QByteArray::number(status) + ' ' + reasonPhrase(status) + "\r\n";
    head += "Content-Type: " + contentType + "\r\n";
    head += "Content-Length: " + QByteArray::number(body.size()) + "\r\n";
    head += "Cache-Control: no-cache, private\r\n";
    for (const auto &[name, value] : headers)
        head += name + ": " + value + "\r\n";
    for (const QByteArray &warning : std::as_const(m_warnings))
        head += "Warning: 299 - " + warning + "\r\n";
    m_warnings.clear();
    if (m_closeAfter)
        head += "Connection: close\r\n";
    head += "\r\n";
    write(head);
    write(body);
    finishResponse();
}

void HttpConnection::addWarning(const QString &text)
{
    QByteArray quoted = text.toUtf8();
    quoted.replace('\\', "\\\\").replace('"', "\\\"");
    m_warnings.append('"' + quoted + '"');
}

void HttpConnection::respondParts(int status, QList<QByteArray> parts, const QByteArray &contentType)
{
    qsizetype length = 0;
    for (const QByteArray &part : parts)
        length += part.size();
    QByteArray head = "HTTP/1.1 " + QByteArray::number(status) + ' ' + reasonPhrase(status) +
                      "\r\nContent-Type: " + contentType +
                      "\r\nContent-Length: " + QByteArray::number(length) +
                      "\r\nCache-Control: no-cache, private\r\n";
    if (m_closeAfter)
        head += "Connection: close\r\n";
    write(head + "\r\n");
    m_parts = std::move(parts);
    m_nextPart = 0;
    feedParts();
}

void HttpConnection::feedParts()
{
    if (m_parts.isEmpty())
        return;
    // A slow-writer fault queues everything at its own pace; otherwise keep the socket's buffer topped up.
    while (m_nextPart < m_parts.size() &&
           (m_writeRate > 0 || !m_slowQueue.isEmpty() || m_socket->bytesToWrite() < sendWindowBytes)) {
        QByteArray batch;
        while (m_nextPart < m_parts.size() && batch.size() < feedBatchBytes) {
            if (batch.isEmpty() && m_parts.at(m_nextPart).size() >= feedBatchBytes) {
                batch = m_parts.at(m_nextPart++);
                break;
            }
            batch += m_parts.at(m_nextPart++);
        }
        write(batch);
    }
    if (m_nextPart < m_parts.size())
        return;
    m_parts.clear();
    m_nextPart = 0;
    finishResponse();
}

void HttpConnection::finishResponse()
{
    m_busy = false;
    if (m_closeAfter) {
        m_socket->disconnectFromHost();
        return;
    }
    if (m_parser.hasBufferedBytes())
        QMetaObject::invokeMethod(this, &HttpConnection::readData, Qt::QueuedConnection);
}

void HttpConnection::beginStream(int status, const QByteArray &contentType)
{
    m_streaming = true;
    write("HTTP/1.1 " + QByteArray::number(status) + ' ' + reasonPhrase(status) + "\r\nContent-Type: " +
          contentType + "\r\nCache-Control: no-cache, private\r\nTransfer-Encoding: chunked\r\n\r\n");
}

void HttpConnection::writeChunk(const QByteArray &bytes)
{
    if (!m_streaming || bytes.isEmpty())
        return;
    write(QByteArray::number(bytes.size(), 16) + "\r\n" + bytes + "\r\n");
}

void HttpConnection::endStream()
{
    if (!m_streaming)
        return;
    write("0\r\n\r\n");
    m_streaming = false;
    m_busy = false;
    if (m_closeAfter)
        m_socket->disconnectFromHost();
    else if (m_parser.hasBufferedBytes())
        QMetaObject::invokeMethod(this, &HttpConnection::readData, Qt::QueuedConnection);
}

void HttpConnection::abort()
{
    m_streaming = false;
    m_socket->abort();
}

} // namespace kube::sim
