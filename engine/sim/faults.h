// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "httpconnection.h"

#include <QHostAddress>
#include <QObject>
#include <QPointer>

class QTcpServer;

namespace kube::sim {

// kubesim's misbehaving servers, for clients' timeouts, body checks and caps: a listener that accepts and
// never answers (for TLS: never completes the handshake), and answers to API requests that stall, end early,
// are not JSON, never end, or ignore the Table a client asked for; and exec/attach streams cut (cut-exec).
// Body faults apply to every API request but discovery (/api, /apis, /api/v1, /apis/G/V, /version, /openapi),
// or to the paths starting with the prefix given. Lives on KubeSim's thread; KubeSim asks intercept() before
// serving each request.
class Faults : public QObject
{
    Q_OBJECT
public:
    enum class Body {
        StallMidBody,  // 200, Content-Length, half of a list, then nothing (a watch: headers, then nothing)
        TruncatedBody, // 200, Content-Length, half of a list, then the connection closes
        GarbageBody,   // 200 text/html: a proxy's or login page
        GarbageJson,   // 200 application/json whose body is not JSON
        EndlessBody,   // 200 chunked PodList whose items never end
        PlainLists,    // Accept's as=Table is ignored: plain lists and objects, as old servers and some proxies answer
    };

    explicit Faults(QObject *parent = nullptr);

    // The fault names this class knows (without silent-accept's alias), for help texts.
    static QStringList names();
    // Faults that strike once, when applied, rather than switch a state (cut-exec); apply() takes them too.
    static QStringList momentNames();
    // Switches fault `name` with `value` ("off" switches it off; for body faults a path prefix or empty; for
    // silent-accept/tls-stall "on"/empty or "off"). False with `error` set when the name or value is unknown.
    bool apply(const QString &name, const QString &value, QString *error);
    // Serves `request` the broken way when a body fault applies (true), or adjusts it (plain-lists) and
    // returns false for normal serving.
    bool intercept(HttpConnection *connection, HttpRequest &request);
    // The listener whose place silent-accept takes while on (KubeSim's, listening): its port now is the one
    // silent-accept takes and gives back, even when another fault closed the listener meanwhile.
    void setListener(QTcpServer *server, QHostAddress address);

Q_SIGNALS:
    // cut-exec: every open exec and attach stream is to be cut now (KubeSim's ExecServer does it).
    void execStreamsCutRequested();

private:
    void setSilentAccept(bool on);
    static void writeEndless(HttpConnection *connection, qint64 &next);

    QHash<Body, QString> m_body; // active body faults and their path prefix
    QPointer<QTcpServer> m_listener;
    QHostAddress m_address;
    QTcpServer *m_silent = nullptr;
    quint16 m_port = 0;
};

} // namespace kube::sim
