// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "config/restconfig.h"
#include "core/error.h"
#include "core/export.h"

#include <QHostAddress>
#include <QList>
#include <QObject>

#include <memory>

namespace kube {

// One forwarded port: `localPort` 0 asks for a free one (listening() tells which).
struct QKUBE_ENGINE_EXPORT PortPair
{
    quint16 localPort = 0;
    quint16 remotePort = 0;
    bool operator==(const PortPair &other) const = default;
};

// kubectl port-forward's ADDRESS and PORT arguments, parsed: "8080:80", ":80" (a free local port), "80" (the
// same number both sides). An error names the argument and why, in kubectl's words.
QKUBE_ENGINE_EXPORT Result<PortPair> parsePortPair(const QString &text);

struct QKUBE_ENGINE_EXPORT PortForwardSpec
{
    QString namespaceName;
    QString pod;
    QList<PortPair> ports;
    QList<QHostAddress> addresses{QHostAddress::LocalHost}; // kubectl's --address (default: localhost)
};

// What one forward has done so far (for a view of forwards).
struct QKUBE_ENGINE_EXPORT PortForwardStats
{
    int openConnections = 0;
    qint64 totalConnections = 0;
    qint64 bytesIn = 0;  // from the pod to the local client
    qint64 bytesOut = 0; // from the local client to the pod
    int errors = 0;
    QString lastError;
};

// client-go's portforward.PortForwarder over WebSocket (pods/portforward with `ports=`, subprotocol
// v4.channel.k8s.io: a data and an error channel per port, each message prefixed by its channel, the first of
// each by the port). Listens on the given local addresses; each accepted connection is a stream of its own to
// the pod. An error on one connection (nothing listens on the port in the pod) closes that connection and is
// reported by connectionFailed; the forward goes on. Made and used on one thread; the listening and the
// streams run on a thread of their own with bounded buffers. Destroying it stops listening and closes every
// connection.
class QKUBE_ENGINE_EXPORT PortForwarder : public QObject
{
    Q_OBJECT
public:
    PortForwarder(RestConfig config, PortForwardSpec spec, QObject *parent = nullptr);
    ~PortForwarder() override;

    const PortForwardSpec &spec() const { return m_spec; }
    // Listens; listening() or failed() follows.
    void start();
    void stop();
    // The ports actually listened on (a requested 0 replaced by the port chosen), once listening.
    QList<PortPair> ports() const { return m_ports; }
    PortForwardStats stats() const;

Q_SIGNALS:
    // One per address and port, in kubectl's order ("Forwarding from 127.0.0.1:8080 -> 80").
    void listening(const QHostAddress &address, const kube::PortPair &ports);
    void connectionOpened(const kube::PortPair &ports); // kubectl: "Handling connection for 8080"
    void connectionFailed(const kube::PortPair &ports, const kube::Error &error);
    void statsChanged();
    // The forward cannot go on (no local port, the pod is gone, the upgrade refused): it has stopped.
    void failed(const kube::Error &error);

private:
    struct Worker;
    PortForwardSpec m_spec;
    QList<PortPair> m_ports;
    std::shared_ptr<Worker> m_worker;
};

} // namespace kube
