// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "channelportforward.h"

#include "podports.h"

#include <QWebSocket>

namespace kube::sim {

ChannelPortForward::ChannelPortForward(QWebSocket *socket, PodPorts *ports, const QString &namespaceName,
                                       const QString &pod, const QList<quint16> &portNumbers, QObject *parent)
    : QObject(parent), m_socket(socket), m_namespace(namespaceName), m_pod(pod)
{
    socket->setParent(this);
    connect(socket, &QWebSocket::binaryMessageReceived, this, &ChannelPortForward::onMessage);
    connect(socket, &QWebSocket::bytesWritten, this, &ChannelPortForward::pump);
    connect(socket, &QWebSocket::disconnected, this, [this] {
        m_closing = true;
        deleteLater();
    });
    m_ports.resize(size_t(portNumbers.size()));
    for (qsizetype i = 0; i < portNumbers.size(); ++i) {
        Port &port = m_ports[size_t(i)];
        port.number = portNumbers.at(i);
        // The kubelet writes the port first on both channels of the pair.
        for (const char channel : {char(2 * i), char(2 * i + 1)}) {
            const char prefix[] = {channel, char(port.number & 0xff), char(port.number >> 8)};
            send(QByteArray(prefix, sizeof prefix));
        }
        PodPorts::Opened opened = ports->connect(namespaceName, pod, port.number);
        if (!opened.connection) {
            fail(port, opened.error);
            continue;
        }
        port.connection = std::move(opened.connection);
        connect(port.connection.get(), &PodHttpConnection::readyRead, this, &ChannelPortForward::pump,
                Qt::QueuedConnection);
    }
    pump();
    closeWhenDone();
}

ChannelPortForward::~ChannelPortForward() = default;

qint64 ChannelPortForward::unsentBytes() const
{
    return m_socket ? m_socket->bytesToWrite() : 0;
}

void ChannelPortForward::send(const QByteArray &message)
{
    if (!m_socket)
        return;
    m_socket->sendBinaryMessage(message);
}

void ChannelPortForward::onMessage(const QByteArray &message)
{
    if (message.isEmpty())
        return;
    const qsizetype channel = quint8(message.at(0));
    if (channel % 2 != 0 || size_t(channel / 2) >= m_ports.size())
        return; // the error channels are the server's to write
    Port &port = m_ports[size_t(channel / 2)];
    if (port.connection && !port.done)
        port.connection->write(QByteArrayView(message).sliced(1));
}

void ChannelPortForward::fail(Port &port, const QString &message)
{
    const qsizetype index = &port - m_ports.data();
    send(char(2 * index + 1) + message.toUtf8());
    port.connection.reset();
    port.done = true;
}

void ChannelPortForward::pump()
{
    if (m_pumping) {
        m_pumpAgain = true;
        return;
    }
    if (!m_socket || m_closing)
        return;
    m_pumping = true;
    do {
        m_pumpAgain = false;
        bool progress = true;
        while (progress && unsentBytes() < sendWindowBytes) {
            progress = false;
            for (size_t i = 0; i < m_ports.size(); ++i) {
                Port &port = m_ports[i];
                if (port.done || !port.connection)
                    continue;
                if (port.connection->hasOutput()) {
                    const QByteArray chunk = port.connection->read(chunkBytes - 1);
                    send(char(2 * i) + chunk);
                    progress = true;
                }
                if (port.connection->atEnd()) {
                    if (!port.connection->resetReason().isEmpty())
                        fail(port, QStringLiteral("error forwarding port %1 to pod %2: read: %3")
                                       .arg(port.number)
                                       .arg(m_pod, port.connection->resetReason()));
                    port.done = true;
                    port.connection.reset();
                }
            }
        }
    } while (m_pumpAgain);
    m_pumping = false;
    closeWhenDone();
}

void ChannelPortForward::closeWhenDone()
{
    if (m_closing || !m_socket)
        return;
    for (const Port &port : m_ports)
        if (!port.done)
            return;
    // Every pair has ended, as the kubelet's handler returns: the WebSocket closes normally.
    m_closing = true;
    m_socket->close(QWebSocketProtocol::CloseCodeNormal);
}

void ChannelPortForward::podGone(const QString &namespaceName, const QString &pod)
{
    if (namespaceName != m_namespace || pod != m_pod || m_closing)
        return;
    for (Port &port : m_ports)
        if (!port.done)
            fail(port, PodPorts::podGoneMessage(m_pod, port.number));
    closeWhenDone();
}

} // namespace kube::sim
