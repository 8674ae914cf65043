// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "execstream.h"

#include "upgraderouter.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSslSocket>
#include <QTcpSocket>
#include <QWebSocket>

namespace kube::sim {

namespace {
// How much output may wait in the socket before the process's pipe is no longer read: enough to keep a
// loopback connection busy at full speed, small enough that a slow client costs kubesim little memory.
constexpr qint64 sendWindowBytes = 2 * 1024 * 1024;
constexpr char v5CloseChannel = char(255);
// After the stream ended, the socket gets this long to send what is queued (the Status, the close frame).
constexpr int closeGraceMs = 10'000;
const QString v5Protocol = QStringLiteral("v5.channel.k8s.io");
} // namespace

ExecStream::ExecStream(QWebSocket *socket, StreamOptions options, int idleTimeoutMs, QObject *parent)
    : QObject(parent), m_socket(socket), m_transport(UpgradeRouter::transportOf(socket)), m_options(options),
      m_v5(socket->subprotocol() == v5Protocol)
{
    socket->setParent(this);
    connect(socket, &QWebSocket::binaryMessageReceived, this, &ExecStream::receive);
    connect(socket, &QWebSocket::disconnected, this, [this] {
        end();
        deleteLater();
    });
    connect(socket, &QWebSocket::bytesWritten, this, [this](qint64 written) {
        m_unacknowledged = std::max<qint64>(0, m_unacknowledged - written);
        if (!congested())
            Q_EMIT drained();
    });
    m_idle.setSingleShot(true);
    m_idle.setInterval(idleTimeoutMs);
    connect(&m_idle, &QTimer::timeout, this, [this] {
        m_socket->close(QWebSocketProtocol::CloseCodeNormal, QStringLiteral("idle timeout"));
        end();
    });
    if (idleTimeoutMs > 0) {
        m_idle.start();
        // Every byte from the client counts as traffic: data, pings, pongs.
        if (m_transport)
            connect(m_transport, &QTcpSocket::readyRead, &m_idle, qOverload<>(&QTimer::start));
        else
            connect(socket, &QWebSocket::binaryMessageReceived, &m_idle, qOverload<>(&QTimer::start));
    }
    // The kubelet's first message: an empty one on the lowest channel the client reads, "the stream is open".
    const char first = options.stdoutStream   ? stdoutChannel
                       : options.stderrStream ? stderrChannel
                                              : errorChannel;
    m_socket->sendBinaryMessage(QByteArray(1, first));
}

ExecStream::~ExecStream() = default;

void ExecStream::receive(const QByteArray &message)
{
    if (message.isEmpty() || m_ended)
        return;
    const char channel = message.at(0);
    const QByteArray payload = message.mid(1);
    if (channel == stdinChannel) {
        if (m_options.stdinStream && m_stdinOpen)
            Q_EMIT stdinData(payload);
    } else if (channel == resizeChannel) {
        const QJsonObject size = QJsonDocument::fromJson(payload).object();
        Q_EMIT resized(static_cast<unsigned short>(size.value(QLatin1String("Width")).toInt()),
                       static_cast<unsigned short>(size.value(QLatin1String("Height")).toInt()));
    } else if (channel == v5CloseChannel && m_v5 && !payload.isEmpty() && payload.at(0) == stdinChannel &&
               m_stdinOpen) {
        m_stdinOpen = false;
        Q_EMIT stdinClosed();
    }
}

void ExecStream::send(int channel, const QByteArray &bytes)
{
    if (m_ended || bytes.isEmpty())
        return;
    if (m_options.tty || channel == stdoutChannel) {
        if (!m_options.stdoutStream)
            return;
        channel = stdoutChannel; // a terminal has one output
    } else if (!m_options.stderrStream) {
        return;
    }
    QByteArray frame;
    frame.reserve(bytes.size() + 1);
    frame.append(char(channel)).append(bytes);
    m_unacknowledged += frame.size();
    m_socket->sendBinaryMessage(frame);
}

qint64 ExecStream::queuedBytes() const
{
    if (!m_transport)
        return m_unacknowledged;
    qint64 queued = m_transport->bytesToWrite();
    if (const auto *ssl = qobject_cast<const QSslSocket *>(m_transport.data()))
        queued += ssl->encryptedBytesToWrite();
    return queued;
}

bool ExecStream::congested() const
{
    return !m_ended && queuedBytes() > sendWindowBytes;
}

void ExecStream::finish(const QByteArray &status)
{
    if (m_ended)
        return;
    m_socket->sendBinaryMessage(errorChannel + status);
    m_socket->close(QWebSocketProtocol::CloseCodeNormal);
    end();
}

void ExecStream::cut()
{
    if (m_ended)
        return;
    m_socket->abort();
    end();
}

void ExecStream::end()
{
    if (m_ended)
        return;
    m_ended = true;
    m_idle.stop();
    QTimer::singleShot(closeGraceMs, this, &QObject::deleteLater);
    Q_EMIT closed();
}

} // namespace kube::sim
