// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "podports.h"
#include "spdyportforward.h"

#include <QObject>
#include <QUrlQuery>

class QTcpSocket;
class QWebSocket;

namespace kube::sim {

class ObjectStore;
class UpgradeRouter;
struct HttpRequest;

// kubesim's pods/portforward, served as a kubelet behind an apiserver: takes the "portforward" route of the
// UpgradeRouter (requests arrive authenticated, authorised, their pod found) and starts a session per
// upgraded connection: ChannelPortForward for a WebSocket in the channel protocol (v4.channel.k8s.io, qkube's
// client), SpdyPortForward for kubectl's SPDY/3.1 tunnelled in a WebSocket or an HTTP upgrade to SPDY/3.1.
// Owns the sessions (children) and the PodPorts they connect through. Lives on kubesim's thread.
class PortForwardServer : public QObject
{
    Q_OBJECT
public:
    static inline const QString channelProtocol = QStringLiteral("v4.channel.k8s.io");
    static inline const QString streamProtocol = QStringLiteral("portforward.k8s.io");
    static inline const QString spdyTunnelProtocol = QStringLiteral("SPDY/3.1+portforward.k8s.io");

    PortForwardServer(ObjectStore *store, UpgradeRouter *router, QObject *parent = nullptr);

    PodPorts &podPorts() { return m_podPorts; }
    // The SPDY sessions' stream creation timeout (SpdyPortForward), shorter for tests.
    void setStreamCreationTimeout(int ms) { m_streamCreationTimeoutMs = ms; }

private:
    void acceptWebSocket(QWebSocket *socket, const QString &namespaceName, const QString &pod,
                         const QUrlQuery &query);
    void acceptSpdyUpgrade(QTcpSocket *socket, const HttpRequest &request, const QString &namespaceName,
                           const QString &pod);

    PodPorts m_podPorts;
    int m_streamCreationTimeoutMs = SpdyPortForward::defaultStreamCreationTimeoutMs;
};

} // namespace kube::sim
