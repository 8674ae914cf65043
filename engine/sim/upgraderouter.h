// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "httprequestparser.h"

#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QUrlQuery>

#include <functional>

class QTcpSocket;
class QWebSocket;
class QWebSocketServer;

namespace kube::sim {

// Where an authenticated, authorised upgrade of pods/NAME/RESOURCE goes: a WebSocket (the handshake answered
// by QtWebSockets with one of `subprotocols`, the server's order preferred) or, for any other Upgrade
// (SPDY/3.1), the raw socket with the request's head read off. A route without a handler for the kind asked
// refuses it.
struct UpgradeRefusal
{
    int code = 0; // 0: not refused
    QString reason;
    QString message;
};

struct PodStreamRoute
{
    QStringList subprotocols;
    // Asked before the upgrade, with the pod (the stored object) and the request: a refusal is answered as a
    // Status with its code, and nothing is upgraded. Unset: no checks of the route's own.
    std::function<UpgradeRefusal(const QJsonObject &pod, const HttpRequest &request)> check;
    std::function<void(QWebSocket *socket, const QString &ns, const QString &pod, const QUrlQuery &query)>
        webSocket;
    std::function<void(QTcpSocket *socket, const HttpRequest &request, const QString &ns, const QString &pod)>
        rawUpgrade;
};

// kubesim's upgrade dispatcher: one QWebSocketServer (no listener of its own; handleConnection) per pod
// subresource ("exec", "attach", "portforward"), each handing its upgraded sockets to its route. KubeSim
// checks the request first (authentication, authorisation, the pod); this class only completes the upgrade.
// Lives on kubesim's thread; owns the servers, not the WebSockets (the routes' handlers take them).
class UpgradeRouter : public QObject
{
    Q_OBJECT
public:
    explicit UpgradeRouter(QObject *parent = nullptr);

    void setRoute(const QString &subresource, PodStreamRoute route);
    bool hasRoute(const QString &subresource) const { return m_routes.contains(subresource); }
    UpgradeRefusal check(const QString &subresource, const QJsonObject &pod,
                         const HttpRequest &request) const;
    // Whether `subresource`'s route takes an upgrade to `protocol` (the Upgrade header, e.g. "websocket").
    bool accepts(const QString &subresource, const QByteArray &protocol) const;
    // Completes the upgrade of `socket` (its request head still unread for a WebSocket) for `subresource`.
    void dispatch(const QString &subresource, QTcpSocket *socket, const HttpRequest &request,
                  const QString &ns, const QString &pod);
    // The TCP (or TLS) socket under an upgraded WebSocket (QWebSocket does not expose it): for its queue's
    // length (backpressure) and its every incoming byte (idle timeouts that count pings). Null for others.
    static QTcpSocket *transportOf(const QWebSocket *socket);
    // The pod's namespace and name in an upgraded WebSocket's request path (.../namespaces/NS/pods/NAME/...).
    static std::pair<QString, QString> podOf(const QString &path);

private:
    struct Entry
    {
        PodStreamRoute route;
        QWebSocketServer *server = nullptr;
    };
    QHash<QString, Entry> m_routes;
    QList<QPointer<QTcpSocket>> m_handshaking; // handed to a QWebSocketServer, not yet upgraded
};

} // namespace kube::sim
