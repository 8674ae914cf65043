// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "spdyportforward.h"

#include "podports.h"

#include <QSslSocket>
#include <QTcpSocket>
#include <QTimer>
#include <QWebSocket>

namespace kube::sim {

SpdyPortForward::SpdyPortForward(PodPorts *ports, const QString &namespaceName, const QString &pod,
                                 QObject *parent)
    : QObject(parent), m_ports(ports), m_namespace(namespaceName), m_pod(pod)
{
}

SpdyPortForward::SpdyPortForward(QWebSocket *socket, PodPorts *ports, const QString &namespaceName,
                                 const QString &pod, QObject *parent)
    : SpdyPortForward(ports, namespaceName, pod, parent)
{
    m_webSocket = socket;
    socket->setParent(this);
    connect(socket, &QWebSocket::binaryMessageReceived, this,
            [this](const QByteArray &bytes) { receive(bytes); });
    connect(socket, &QWebSocket::bytesWritten, this, &SpdyPortForward::pump);
    connect(socket, &QWebSocket::disconnected, this, [this] {
        shutDown();
        deleteLater();
    });
}

SpdyPortForward::SpdyPortForward(QTcpSocket *socket, PodPorts *ports, const QString &namespaceName,
                                 const QString &pod, QObject *parent)
    : SpdyPortForward(ports, namespaceName, pod, parent)
{
    m_socket = socket;
    socket->setParent(this);
    // Qt stops reading from the kernel once this much is buffered, so a paused read holds the client back.
    socket->setReadBufferSize(sendWindowBytes);
    const auto read = [this] {
        // The client's bytes wait in the kernel while ours are not going out.
        if (m_socket && unsentBytes() < sendWindowBytes)
            receive(m_socket->readAll());
    };
    connect(socket, &QTcpSocket::readyRead, this, read);
    const auto drained = [this, read] {
        pump();
        read();
    };
    connect(socket, &QTcpSocket::bytesWritten, this, drained);
    if (auto *ssl = qobject_cast<QSslSocket *>(socket))
        connect(ssl, &QSslSocket::encryptedBytesWritten, this, drained);
    connect(socket, &QTcpSocket::disconnected, this, [this] {
        shutDown();
        deleteLater();
    });
    if (socket->bytesAvailable() > 0)
        read();
}

SpdyPortForward::~SpdyPortForward() = default;

qint64 SpdyPortForward::unsentBytes() const
{
    if (m_webSocket)
        return m_webSocket->bytesToWrite();
    if (const auto *ssl = qobject_cast<const QSslSocket *>(m_socket.data())) // TLS: what waits is encrypted
        return ssl->bytesToWrite() + ssl->encryptedBytesToWrite();
    return m_socket ? m_socket->bytesToWrite() : 0;
}

void SpdyPortForward::receive(QByteArrayView bytes)
{
    if (m_closed)
        return;
    m_codec.feed(bytes);
    SpdyFrame frame;
    for (;;) {
        const SpdyCodec::Status status = m_codec.next(&frame);
        if (status == SpdyCodec::Status::NeedMore)
            break;
        if (status == SpdyCodec::Status::Failed) {
            // The session cannot be read any further: GOAWAY with PROTOCOL_ERROR, then the transport goes.
            qWarning("kubesim: port-forward: %s", qPrintable(m_codec.failure()));
            SpdyFrame goAway;
            goAway.type = SpdyFrame::Type::GoAway;
            goAway.status = 1;
            queue(goAway);
            flush();
            shutDown();
            return;
        }
        handle(frame);
        if (m_closed)
            return;
    }
    pump();
}

SpdyPortForward::Pair *SpdyPortForward::pairOf(quint32 streamId, QByteArray *requestId)
{
    const auto stream = m_streams.find(streamId);
    if (stream == m_streams.end())
        return nullptr;
    const auto pair = m_pairs.find(stream->second);
    if (pair == m_pairs.end())
        return nullptr;
    if (requestId)
        *requestId = stream->second;
    return &pair->second;
}

void SpdyPortForward::handle(const SpdyFrame &frame)
{
    switch (frame.type) {
    case SpdyFrame::Type::SynStream:
        openStream(frame);
        return;
    case SpdyFrame::Type::Data: {
        QByteArray requestId;
        Pair *pair = pairOf(frame.streamId, &requestId);
        if (!pair || frame.streamId != pair->dataStream)
            return; // the error stream's FIN (kubectl closes its side at once), or a stream already gone
        if (pair->connection) {
            if (!frame.data.isEmpty())
                pair->connection->write(frame.data);
            if (frame.fin())
                pair->connection->closeWrite();
        }
        return;
    }
    case SpdyFrame::Type::RstStream: {
        QByteArray requestId;
        Pair *pair = pairOf(frame.streamId, &requestId);
        if (!pair)
            return;
        if (frame.streamId == pair->dataStream) {
            // kubectl resets the data stream once it has read all, or when its local side failed: the
            // connection into the pod is dropped, and the error stream ends (empty) so that kubectl stops
            // waiting on it.
            pair->dataClosed = true;
            pair->connection.reset();
            finish(requestId, *pair);
        } else {
            pair->errorClosed = true;
            finish(requestId, *pair);
        }
        return;
    }
    case SpdyFrame::Type::Ping:
        queue(frame); // answered with the same id
        flush();
        return;
    case SpdyFrame::Type::GoAway:
        shutDown();
        return;
    case SpdyFrame::Type::SynReply:
    case SpdyFrame::Type::Headers:
    case SpdyFrame::Type::Settings:
    case SpdyFrame::Type::WindowUpdate:
        return; // nothing the port-forward server needs (see the class comment on flow control)
    }
}

void SpdyPortForward::openStream(const SpdyFrame &frame)
{
    // The kubelet's httpStreamReceived: a port and a stream type, else the stream is refused.
    bool ok = false;
    const uint port = frame.header("port").toUInt(&ok);
    const QByteArray type = frame.header("streamtype");
    if (!ok || port < 1 || port > 65535 || (type != "error" && type != "data")) {
        SpdyFrame reset;
        reset.type = SpdyFrame::Type::RstStream;
        reset.streamId = frame.streamId;
        reset.status = SpdyFrame::refusedStream;
        queue(reset);
        flush();
        return;
    }
    SpdyFrame reply;
    reply.type = SpdyFrame::Type::SynReply;
    reply.streamId = frame.streamId;
    queue(reply);

    QByteArray requestId = frame.header("requestid");
    if (requestId.isEmpty()) // clients before requestid: the kubelet pairs consecutive stream ids
        requestId = QByteArray::number(type == "error" ? frame.streamId : frame.streamId - 2);
    const bool created = m_pairs.find(requestId) == m_pairs.end();
    Pair &pair = m_pairs[requestId];
    m_streams[frame.streamId] = requestId;
    if (created) {
        QTimer::singleShot(m_streamCreationTimeoutMs, this, [this, requestId] {
            const auto it = m_pairs.find(requestId);
            if (m_closed || it == m_pairs.end() || it->second.started)
                return;
            sendError(it->second, QStringLiteral("(conn=%1, request=%2) timed out waiting for streams")
                                      .arg(m_pod, QString::fromUtf8(requestId)));
            finish(requestId, it->second);
            flush();
        });
    }
    quint32 &slot = type == "error" ? pair.errorStream : pair.dataStream;
    if (slot != 0) {
        sendError(pair, QStringLiteral("error processing stream for request %1: %2 stream already assigned")
                            .arg(QString::fromUtf8(requestId), QString::fromUtf8(type)));
        flush();
        return;
    }
    slot = frame.streamId;
    pair.port = quint16(port);
    if (pair.dataStream && pair.errorStream)
        start(requestId, pair);
    flush();
}

void SpdyPortForward::start(const QByteArray &requestId, Pair &pair)
{
    pair.started = true;
    PodPorts::Opened opened = m_ports->connect(m_namespace, m_pod, pair.port);
    if (!opened.connection) {
        sendError(pair, opened.error);
        finish(requestId, pair);
        return;
    }
    pair.connection = std::move(opened.connection);
    // Queued: a connection answers while a frame is being handled, and pump() may end the pair.
    connect(pair.connection.get(), &PodHttpConnection::readyRead, this, &SpdyPortForward::pump,
            Qt::QueuedConnection);
}

void SpdyPortForward::sendError(Pair &pair, const QString &message)
{
    if (!pair.errorStream || pair.errorClosed)
        return;
    SpdyFrame data;
    data.streamId = pair.errorStream;
    data.data = message.toUtf8();
    queue(data);
}

void SpdyPortForward::finish(const QByteArray &requestId, Pair &pair)
{
    // As the kubelet's portForward returns: the data stream is closed, then the error stream.
    pair.connection.reset();
    for (auto [stream, closed] :
         {std::pair{pair.dataStream, &pair.dataClosed}, {pair.errorStream, &pair.errorClosed}}) {
        if (stream && !*closed) {
            SpdyFrame fin;
            fin.streamId = stream;
            fin.flags = SpdyFrame::flagFin;
            queue(fin);
            *closed = true;
        }
    }
    m_streams.erase(pair.dataStream);
    m_streams.erase(pair.errorStream);
    m_pairs.erase(requestId); // `pair` is gone from here on
}

void SpdyPortForward::queue(const SpdyFrame &frame)
{
    m_outgoing += m_codec.encode(frame);
}

void SpdyPortForward::flush()
{
    if (m_outgoing.isEmpty() || m_closed)
        return;
    const QByteArray bytes = std::exchange(m_outgoing, {});
    if (m_webSocket)
        m_webSocket->sendBinaryMessage(bytes);
    else if (m_socket)
        m_socket->write(bytes);
}

void SpdyPortForward::pump()
{
    if (m_pumping) {
        m_pumpAgain = true;
        return;
    }
    if (m_closed)
        return;
    m_pumping = true;
    do {
        m_pumpAgain = false;
        bool progress = true;
        while (progress && unsentBytes() + m_outgoing.size() < sendWindowBytes) {
            progress = false;
            QList<QByteArray> ended;
            for (auto &[requestId, pair] : m_pairs) {
                if (!pair.connection)
                    continue;
                if (pair.connection->hasOutput()) {
                    SpdyFrame data;
                    data.streamId = pair.dataStream;
                    data.data = pair.connection->read(chunkBytes);
                    queue(data);
                    progress = true;
                }
                if (pair.connection->atEnd())
                    ended.append(requestId);
            }
            for (const QByteArray &requestId : std::as_const(ended)) {
                const auto it = m_pairs.find(requestId);
                if (it == m_pairs.end())
                    continue;
                if (it->second.connection && !it->second.connection->resetReason().isEmpty())
                    sendError(it->second, QStringLiteral("error forwarding port %1 to pod %2: read: %3")
                                              .arg(it->second.port)
                                              .arg(m_pod, it->second.connection->resetReason()));
                finish(requestId, it->second);
            }
            flush();
        }
    } while (m_pumpAgain);
    m_pumping = false;
}

void SpdyPortForward::podGone(const QString &namespaceName, const QString &pod)
{
    if (namespaceName != m_namespace || pod != m_pod || m_closed)
        return;
    QList<QByteArray> active;
    for (const auto &[requestId, pair] : m_pairs)
        if (pair.started)
            active.append(requestId);
    for (const QByteArray &requestId : std::as_const(active)) {
        Pair &pair = m_pairs[requestId];
        sendError(pair, PodPorts::podGoneMessage(m_pod, pair.port));
        finish(requestId, pair);
    }
    flush();
}

void SpdyPortForward::shutDown()
{
    if (m_closed)
        return;
    m_closed = true;
    m_pairs.clear();
    m_streams.clear();
    // What was written (a GOAWAY) goes out before the transport closes; this object goes when it has.
    if (m_webSocket && m_webSocket->state() == QAbstractSocket::ConnectedState)
        m_webSocket->close(QWebSocketProtocol::CloseCodeNormal);
    else if (m_socket && m_socket->state() == QAbstractSocket::ConnectedState)
        m_socket->disconnectFromHost();
    else
        deleteLater();
}

} // namespace kube::sim
