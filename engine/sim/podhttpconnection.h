// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "httprequestparser.h"

#include <QByteArray>
#include <QObject>
#include <QString>

namespace kube::sim {

// Where a forwarded connection lands: one container port of one pod.
struct PodPortTarget
{
    QString namespaceName;
    QString pod;
    QString container;
    quint16 port = 0;
};

// One TCP connection to a container port of a kubesim pod, without a socket: the bytes a port-forward stream
// carries go in through write() and the container's answer comes out through read(). It speaks HTTP/1.1 with
// keep-alive: every path answers a small page naming the pod, the container, the port and the request (its
// line and headers); GET /bytes?n=N answers N bytes, made as they are read (a 100 MB download costs no
// memory). Output is pulled: the owner reads when its own socket has room, so nothing here grows while the
// client is slow. Requests are served one at a time (a pipelined one waits in the parser). Lives on kubesim's
// thread.
class PodHttpConnection : public QObject
{
    Q_OBJECT
public:
    // Input held back while a response is still going out; past it the peer is sending without reading and
    // the connection is cut, as a container's full receive buffer would end it.
    static constexpr qsizetype maxPendingInputBytes = 4 * 1024 * 1024;
    static constexpr qint64 maxDownloadBytes = qint64(64) * 1024 * 1024 * 1024;

    explicit PodHttpConnection(PodPortTarget target, QObject *parent = nullptr);

    const PodPortTarget &target() const { return m_target; }
    // Bytes from the client.
    void write(QByteArrayView bytes);
    // The client sends no more (its half-close): what was asked is answered, then the output ends.
    void closeWrite();
    // Up to `maxBytes` of the answer.
    QByteArray read(qsizetype maxBytes);
    bool hasOutput() const { return !m_output.isEmpty() || m_bodyRemaining > 0; }
    // The output has ended and all of it was read: the container closed the connection.
    bool atEnd() const { return m_outputClosed && !hasOutput(); }
    // The connection was cut (a malformed request, too much pipelined input): the reason, else empty.
    QString resetReason() const { return m_resetReason; }
    // Adds every byte read to *counter (PodPorts' total), which must outlive this connection's reads.
    void setReadCounter(qint64 *counter) { m_readCounter = counter; }

Q_SIGNALS:
    // New output can be read, or the output ended (atEnd()).
    void readyRead();

private:
    void serveNext();
    void respond(const HttpRequest &request);
    QByteArray page(const HttpRequest &request) const;

    PodPortTarget m_target;
    HttpRequestParser m_parser;
    QByteArray m_output;
    qint64 m_bodyRemaining = 0; // bytes of a /bytes body still to be made
    qint64 m_bodyOffset = 0;
    bool m_closeAfterResponse = false;
    bool m_inputClosed = false;
    bool m_outputClosed = false;
    qsizetype m_pendingInput = 0;
    QString m_resetReason;
    qint64 *m_readCounter = nullptr;
};

} // namespace kube::sim
