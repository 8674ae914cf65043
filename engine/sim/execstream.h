// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QTimer>

class QTcpSocket;
class QWebSocket;

namespace kube::sim {

// The streams a client asked for (the exec/attach query's stdin, stdout, stderr, tty).
struct StreamOptions
{
    bool stdinStream = false;
    bool stdoutStream = false;
    bool stderrStream = false;
    bool tty = false;
};

// The kubelet's side of one exec or attach WebSocket (apimachinery's wsstream with the remotecommand
// channels): binary messages whose first byte is the channel (0 stdin, 1 stdout, 2 stderr, 3 error, 4 resize;
// v5.channel.k8s.io adds 255 close, whose byte names the channel the client closed). Outgoing data is
// framed for the channels the client asked for; congested() says when the socket holds more than a window, so
// the producer pauses. Closes the stream after `idleTimeoutMs` without a byte from the client (WebSocket
// pings included: the timeout models a proxy's, which sees every byte). Lives on kubesim's thread; owns the
// socket and deletes itself once the socket is closed (or a grace period after the stream ended).
class ExecStream : public QObject
{
    Q_OBJECT
public:
    static constexpr char stdinChannel = 0;
    static constexpr char stdoutChannel = 1;
    static constexpr char stderrChannel = 2;
    static constexpr char errorChannel = 3;
    static constexpr char resizeChannel = 4;

    ExecStream(QWebSocket *socket, StreamOptions options, int idleTimeoutMs, QObject *parent = nullptr);
    ~ExecStream() override;

    const StreamOptions &options() const { return m_options; }
    bool isOpen() const { return !m_ended; }
    // Data from the process to channel 1 or 2 (dropped when the client did not ask for that channel).
    void send(int channel, const QByteArray &bytes);
    bool congested() const;
    // The error channel's Status (JSON), then the close: the exec is over.
    void finish(const QByteArray &status);
    // Fault: the connection cut without a close frame.
    void cut();

Q_SIGNALS:
    void stdinData(const QByteArray &bytes);
    void stdinClosed();
    void resized(unsigned short columns, unsigned short rows);
    // The socket drained below the window (after congested()).
    void drained();
    // The client went away, the idle timeout struck, or the stream was cut: the stream is over.
    void closed();

private:
    void receive(const QByteArray &message);
    qint64 queuedBytes() const;
    void end();

    QWebSocket *m_socket;
    QPointer<QTcpSocket> m_transport; // the socket under the WebSocket: its queue and its every incoming byte
    StreamOptions m_options;
    bool m_v5 = false;
    bool m_stdinOpen = true;
    bool m_ended = false;
    qint64 m_unacknowledged = 0; // bytes sent but not reported written, when the transport is not known
    QTimer m_idle;
};

} // namespace kube::sim
