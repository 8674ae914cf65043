// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "upgraderouter.h"

#include <QTcpSocket>
#include <QWebSocket>
#include <QWebSocketServer>

namespace kube::sim {

namespace {
// A client that upgraded but never finishes the WebSocket handshake is dropped after this long.
constexpr int handshakeTimeoutMs = 10'000;
constexpr const char *transportProperty = "kubesimTransport";
} // namespace

UpgradeRouter::UpgradeRouter(QObject *parent) : QObject(parent) {}

void UpgradeRouter::setRoute(const QString &subresource, PodStreamRoute route)
{
    Entry &entry = m_routes[subresource];
    entry.route = std::move(route);
    if (!entry.server) {
        entry.server = new QWebSocketServer(QStringLiteral("kubesim"), QWebSocketServer::NonSecureMode, this);
        entry.server->setHandshakeTimeout(handshakeTimeoutMs);
        QWebSocketServer *server = entry.server;
        connect(server, &QWebSocketServer::newConnection, this, [this, subresource, server] {
            while (QWebSocket *socket = server->nextPendingConnection()) {
                // The socket under it: the one being upgraded from the same peer address and port.
                m_handshaking.removeAll(nullptr);
                for (qsizetype i = 0; i < m_handshaking.size(); ++i) {
                    QTcpSocket *transport = m_handshaking.at(i);
                    if (transport->peerPort() == socket->peerPort() &&
                        transport->peerAddress() == socket->peerAddress()) {
                        socket->setProperty(transportProperty, QVariant::fromValue<QObject *>(transport));
                        m_handshaking.removeAt(i);
                        break;
                    }
                }
                const auto it = m_routes.constFind(subresource);
                const auto [ns, pod] = podOf(socket->requestUrl().path());
                socket->setParent(nullptr);
                if (it == m_routes.constEnd() || !it->route.webSocket) {
                    socket->close(QWebSocketProtocol::CloseCodePolicyViolated);
                    socket->deleteLater();
                    continue;
                }
                // Go's clients write a space in a query as '+' (command=echo+a+b).
                const QString query = socket->requestUrl()
                                          .query(QUrl::FullyEncoded)
                                          .replace(QLatin1Char('+'), QLatin1String("%20"));
                it->route.webSocket(socket, ns, pod, QUrlQuery(query));
            }
        });
    }
    entry.server->setSupportedSubprotocols(entry.route.subprotocols);
}

UpgradeRefusal UpgradeRouter::check(const QString &subresource, const QJsonObject &pod,
                                    const HttpRequest &request) const
{
    const auto it = m_routes.constFind(subresource);
    return it != m_routes.constEnd() && it->route.check ? it->route.check(pod, request) : UpgradeRefusal();
}

bool UpgradeRouter::accepts(const QString &subresource, const QByteArray &protocol) const
{
    const auto it = m_routes.constFind(subresource);
    if (it == m_routes.constEnd())
        return false;
    return protocol.toLower() == "websocket" ? bool(it->route.webSocket) : bool(it->route.rawUpgrade);
}

void UpgradeRouter::dispatch(const QString &subresource, QTcpSocket *socket, const HttpRequest &request,
                             const QString &ns, const QString &pod)
{
    const Entry &entry = m_routes[subresource];
    if (request.header("upgrade").toLower() == "websocket") {
        m_handshaking.append(socket);
        entry.server->handleConnection(socket); // reads the (still unread) handshake itself
        return;
    }
    entry.route.rawUpgrade(socket, request, ns, pod);
}

QTcpSocket *UpgradeRouter::transportOf(const QWebSocket *socket)
{
    return qobject_cast<QTcpSocket *>(socket->property(transportProperty).value<QObject *>());
}

std::pair<QString, QString> UpgradeRouter::podOf(const QString &path)
{
    const QStringList parts = path.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    const qsizetype at = parts.indexOf(QLatin1String("namespaces"));
    if (at < 0 || parts.value(at + 2) != QLatin1String("pods"))
        return {};
    return {parts.value(at + 1), parts.value(at + 3)};
}

} // namespace kube::sim
