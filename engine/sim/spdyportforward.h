// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "podhttpconnection.h"
#include "spdycodec.h"

#include <QObject>
#include <QPointer>

#include <map>
#include <memory>

class QTcpSocket;
class QWebSocket;

namespace kube::sim {

class PodPorts;

// One pods/portforward SPDY/3.1 session, the kubelet's httpstream port-forward: the client opens a stream
// pair per forwarded connection (SYN_STREAMs with headers streamtype=error|data, port, requestid); once both
// are in, the data stream is joined to a new connection into the pod and the error stream carries the reason
// when there is none, then both are closed (FIN). Runs over kubectl's WebSocket tunnel (SPDY bytes in binary
// messages, subprotocol SPDY/3.1+portforward.k8s.io) or over a connection upgraded to SPDY/3.1. kubectl's
// spdystream does no flow control (it sends no WINDOW_UPDATE and ignores ours), so neither does this side;
// reading from the pods waits instead while the transport's unsent bytes are over a window. Owns the
// transport; deletes itself when it closes. Lives on kubesim's thread.
class SpdyPortForward : public QObject
{
    Q_OBJECT
public:
    static constexpr qint64 sendWindowBytes = 1024 * 1024;
    static constexpr qsizetype chunkBytes = 64 * 1024;

    // Over the WebSocket tunnel.
    SpdyPortForward(QWebSocket *socket, PodPorts *ports, const QString &namespaceName, const QString &pod,
                    QObject *parent = nullptr);
    // Over a socket whose upgrade to SPDY/3.1 was answered (101) already.
    SpdyPortForward(QTcpSocket *socket, PodPorts *ports, const QString &namespaceName, const QString &pod,
                    QObject *parent = nullptr);
    ~SpdyPortForward() override;

    // How long a stream pair may wait for its second stream (the kubelet's stream creation timeout, 30 s);
    // then its error stream says so and the pair ends.
    static constexpr int defaultStreamCreationTimeoutMs = 30'000;
    void setStreamCreationTimeout(int ms) { m_streamCreationTimeoutMs = ms; }

    void podGone(const QString &namespaceName, const QString &pod);

private:
    struct Pair
    {
        quint32 dataStream = 0;
        quint32 errorStream = 0;
        quint16 port = 0;
        std::unique_ptr<PodHttpConnection> connection;
        bool started = false;
        bool dataClosed = false;  // FIN sent on the data stream, or the client reset it
        bool errorClosed = false; // FIN sent on the error stream, or the client reset it
    };

    SpdyPortForward(PodPorts *ports, const QString &namespaceName, const QString &pod, QObject *parent);
    void receive(QByteArrayView bytes);
    void handle(const SpdyFrame &frame);
    void openStream(const SpdyFrame &frame);
    void start(const QByteArray &requestId, Pair &pair);
    void sendError(Pair &pair, const QString &message);
    void finish(const QByteArray &requestId, Pair &pair);
    void queue(const SpdyFrame &frame);
    void flush();
    void pump();
    void shutDown();
    qint64 unsentBytes() const;
    Pair *pairOf(quint32 streamId, QByteArray *requestId = nullptr);

    PodPorts *m_ports;
    QString m_namespace;
    QString m_pod;
    QPointer<QWebSocket> m_webSocket;
    QPointer<QTcpSocket> m_socket;
    SpdyCodec m_codec;
    QByteArray m_outgoing;                   // frames encoded, not yet handed to the transport
    std::map<QByteArray, Pair> m_pairs;      // by requestid
    std::map<quint32, QByteArray> m_streams; // stream id → requestid
    bool m_pumping = false;
    bool m_pumpAgain = false;
    bool m_closed = false;
    int m_streamCreationTimeoutMs = defaultStreamCreationTimeoutMs;
};

} // namespace kube::sim
