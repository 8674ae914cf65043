// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "podhttpconnection.h"

#include <QObject>
#include <QPointer>

#include <memory>
#include <vector>

class QWebSocket;

namespace kube::sim {

class PodPorts;

// One pods/portforward WebSocket in the kubelet's channel protocol (v4.channel.k8s.io, also
// portforward.k8s.io or none): for the i-th port of `?ports=`, channel 2i carries the data both ways and
// channel 2i+1 the errors; the first message of each channel is the port, two bytes little-endian. Each port
// gets one connection into the pod; when all have ended the WebSocket closes. Reads from the pod only while
// the WebSocket's unsent bytes are under a window. Owns the WebSocket; deletes itself when it closes. Lives
// on kubesim's thread.
class ChannelPortForward : public QObject
{
    Q_OBJECT
public:
    // The pod's bytes not yet written to the socket, past which reading from the pod waits.
    static constexpr qint64 sendWindowBytes = 1024 * 1024;
    static constexpr qsizetype chunkBytes = 64 * 1024;

    ChannelPortForward(QWebSocket *socket, PodPorts *ports, const QString &namespaceName, const QString &pod,
                       const QList<quint16> &portNumbers, QObject *parent = nullptr);
    ~ChannelPortForward() override;

    void podGone(const QString &namespaceName, const QString &pod);

private:
    struct Port
    {
        quint16 number = 0;
        std::unique_ptr<PodHttpConnection> connection;
        bool done = false;
    };
    void send(const QByteArray &message);
    void onMessage(const QByteArray &message);
    void pump();
    void fail(Port &port, const QString &message);
    void closeWhenDone();
    qint64 unsentBytes() const;

    QPointer<QWebSocket> m_socket;
    QString m_namespace;
    QString m_pod;
    std::vector<Port> m_ports;
    bool m_pumping = false;
    bool m_pumpAgain = false;
    bool m_closing = false;
};

} // namespace kube::sim
