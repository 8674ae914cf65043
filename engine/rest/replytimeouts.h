// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/error.h"
#include "core/export.h"

#include <QObject>
#include <QTimer>

#include <functional>

class QNetworkReply;

namespace kube {

// The timers Go's http.Transport and client-go put on one request, which QNetworkAccessManager lacks, driven
// by the reply's phases: getting onto a connection (the dial for http; for https the TLS session: Qt reports
// no "TCP connected" for https), counted from dispatch and again from the reply's own connection attempt, and
// extended while it waits for connections the server keeps answering on; the whole request
// (kubectl's --request-timeout) and, for streams, silence (no byte for idleMs). A limit of 0 is no timer.
// When one expires, `expired` gets the Timeout error naming what timed out; the owner aborts the reply. Lives
// on the reply's thread, one per attempt; stops when the reply finishes or this is destroyed.
class QKUBE_ENGINE_EXPORT ReplyTimeouts : public QObject
{
    Q_OBJECT
public:
    struct Limits
    {
        int dialMs = 0;
        int tlsHandshakeMs = 0;
        int totalMs = 0;
        int idleMs = 0;
    };

    ReplyTimeouts(QNetworkReply *reply, Limits limits, QString where,
                  std::function<void(const Error &)> expired, QObject *parent);

private:
    void expire(const QString &message);
    // Any answer from the server on this reply's manager (its connections), so a request queued behind busy
    // connections is told from one stuck behind a dead handshake.
    void noteServerProgress();
    qint64 msSinceServerProgress() const;

    QNetworkReply *m_reply;
    Limits m_limits;
    QString m_where;
    std::function<void(const Error &)> m_expired;
    QTimer m_connect;
    QTimer m_total;
    QTimer m_idle;
    bool m_ownAttempt = false;
    bool m_headers = false;
    qint64 m_bytes = 0;
};

} // namespace kube
