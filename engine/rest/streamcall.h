// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "request.h"

#include "core/error.h"

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QTimer>

class QNetworkAccessManager;
class QNetworkReply;

namespace kube {

class RestClient;

// One raw byte stream (pods/log, a proxied body): hands the 2xx body on as `data` chunks while it arrives,
// then `finished` once, with no error when the server ended the body, else why it ended (the server's Status
// for a non-2xx answer, a cut connection, a timeout). Authenticates like RestCall (one re-authentication
// after a 401), puts ReplyTimeouts on the reply (dial/TLS, the request's or config's total, and `idleMs` of
// silence if set) and holds at most readBufferBytes of unread body: the socket is not read faster than chunks
// are handed on. Created by RestClient::stream(); lives on the client's thread; deletes itself after
// finished() or cancel().
class QKUBE_ENGINE_EXPORT StreamCall : public QObject
{
    Q_OBJECT
public:
    // What the reply buffers before the socket stops being read, and the largest chunk handed on at once.
    static constexpr qint64 readBufferBytes = 1024 * 1024;

    // Silence (no byte) for this long ends the stream with a Timeout; 0 (the default) never does: a quiet
    // container's log may say nothing for hours. Set it before control returns to the event loop.
    void setIdleTimeoutMs(int ms) { m_idleMs = ms; }
    // Aborts the stream; finished() is not emitted.
    void cancel();
    qint64 bytesReceived() const { return m_bytes; }
Q_SIGNALS:
    void data(const QByteArray &chunk);
    void finished(const kube::Error &error);

private:
    friend class RestClient;
    StreamCall(RestClient *client, Request request);
    void start();
    void send();
    void read(QNetworkReply *reply);
    void complete(QNetworkReply *reply);
    void finish(const Error &error);

    RestClient *m_client;
    Request m_request;
    QPointer<QNetworkReply> m_reply;
    QNetworkAccessManager *m_manager = nullptr;
    QTimer m_delay;
    QStringList m_sslErrors;
    QByteArray m_errorBody;
    qint64 m_bytes = 0;
    int m_idleMs = 0;
    bool m_reauthenticated = false;
    bool m_done = false;
};

} // namespace kube
