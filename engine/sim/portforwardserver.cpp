// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "portforwardserver.h"

#include "channelportforward.h"
#include "httprequestparser.h"
#include "spdyportforward.h"
#include "upgraderouter.h"

#include <QTcpSocket>
#include <QWebSocket>

namespace kube::sim {

PortForwardServer::PortForwardServer(ObjectStore *store, UpgradeRouter *router, QObject *parent)
    : QObject(parent), m_podPorts(store)
{
    PodStreamRoute route;
    // The server's order decides when a client offers several: the channel protocol first (what qkube asks).
    route.subprotocols = {channelProtocol, streamProtocol, spdyTunnelProtocol};
    route.webSocket = [this](QWebSocket *socket, const QString &ns, const QString &pod,
                             const QUrlQuery &query) { acceptWebSocket(socket, ns, pod, query); };
    route.rawUpgrade = [this](QTcpSocket *socket, const HttpRequest &request, const QString &ns,
                              const QString &pod) { acceptSpdyUpgrade(socket, request, ns, pod); };
    router->setRoute(QStringLiteral("portforward"), std::move(route));
}

void PortForwardServer::acceptWebSocket(QWebSocket *socket, const QString &namespaceName, const QString &pod,
                                        const QUrlQuery &query)
{
    if (socket->subprotocol() == spdyTunnelProtocol) {
        auto *session = new SpdyPortForward(socket, &m_podPorts, namespaceName, pod, this);
        session->setStreamCreationTimeout(m_streamCreationTimeoutMs);
        connect(&m_podPorts, &PodPorts::podGone, session, &SpdyPortForward::podGone);
        return;
    }
    // The kubelet's NewV4Options: every "ports" value, each a comma-separated list of ports 1-65535.
    QList<quint16> ports;
    QString error;
    const QStringList values = query.allQueryItemValues(QStringLiteral("ports"), QUrl::FullyDecoded);
    if (values.isEmpty())
        error = QStringLiteral("query parameter \"ports\" is required");
    for (const QString &value : values) {
        if (value.isEmpty()) {
            error = QStringLiteral("query parameter \"ports\" cannot be empty");
            break;
        }
        for (const QString &text : value.split(QLatin1Char(','))) {
            bool ok = false;
            const uint port = text.toUInt(&ok);
            if (!ok || port > 65535) {
                error = QStringLiteral("unable to parse \"%1\" as a port").arg(value);
                break;
            }
            if (port < 1) {
                error = QStringLiteral("port \"%1\" must be > 0").arg(value);
                break;
            }
            ports.append(quint16(port));
        }
    }
    if (!error.isEmpty()) {
        // The kubelet refuses before upgrading; here the WebSocket is already open, so it closes with the
        // reason.
        socket->setParent(this);
        connect(socket, &QWebSocket::disconnected, socket, &QObject::deleteLater);
        socket->close(QWebSocketProtocol::CloseCodeBadOperation, error);
        return;
    }
    auto *session = new ChannelPortForward(socket, &m_podPorts, namespaceName, pod, ports, this);
    connect(&m_podPorts, &PodPorts::podGone, session, &ChannelPortForward::podGone);
}

void PortForwardServer::acceptSpdyUpgrade(QTcpSocket *socket, const HttpRequest &request,
                                          const QString &namespaceName, const QString &pod)
{
    // httpstream.Handshake: the client's X-Stream-Protocol-Version values must include ours (none at all is
    // taken as the oldest clients', without the header in the answer).
    const QByteArray offered = request.header("x-stream-protocol-version");
    QByteArray chosen;
    if (!offered.isEmpty()) {
        for (const QByteArray &protocol : offered.split(','))
            if (protocol.trimmed() == streamProtocol.toLatin1())
                chosen = protocol.trimmed();
        if (chosen.isEmpty()) {
            const QByteArray body = "unable to upgrade: unable to negotiate protocol: client supports [" +
                                    offered + "], server supports [" + streamProtocol.toLatin1() + "]\n";
            socket->write(
                "HTTP/1.1 403 Forbidden\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: " +
                QByteArray::number(body.size()) + "\r\nConnection: close\r\n\r\n" + body);
            connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
            socket->disconnectFromHost();
            return;
        }
    }
    QByteArray head = "HTTP/1.1 101 Switching Protocols\r\nConnection: Upgrade\r\nUpgrade: SPDY/3.1\r\n";
    if (!chosen.isEmpty())
        head += "X-Stream-Protocol-Version: " + chosen + "\r\n";
    socket->write(head + "\r\n");
    auto *session = new SpdyPortForward(socket, &m_podPorts, namespaceName, pod, this);
    session->setStreamCreationTimeout(m_streamCreationTimeoutMs);
    connect(&m_podPorts, &PodPorts::podGone, session, &SpdyPortForward::podGone);
}

} // namespace kube::sim
