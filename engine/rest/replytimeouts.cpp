// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "replytimeouts.h"

#include <QDeadlineTimer>
#include <QNetworkAccessManager>
#include <QNetworkReply>

#include <limits>

namespace kube {

namespace {
constexpr char lastServerProgressProperty[] = "kube.lastServerProgressMs";

QString seconds(int ms)
{
    return ms % 1000 == 0 ? QStringLiteral("%1 s").arg(ms / 1000) : QStringLiteral("%1 s").arg(ms / 1000.0, 0, 'f', 1);
}
} // namespace

ReplyTimeouts::ReplyTimeouts(QNetworkReply *reply, Limits limits, QString where, std::function<void(const Error &)> expired, QObject *parent)
    : QObject(parent), m_reply(reply), m_limits(limits), m_where(std::move(where)), m_expired(std::move(expired))
{
    for (QTimer *timer : {&m_connect, &m_total, &m_idle})
        timer->setSingleShot(true);
    const QUrl url = reply->url();
    const QString hostPort = QStringLiteral("%1:%2").arg(url.host()).arg(url.port(url.scheme() == QLatin1String("https") ? 443 : 80));
    const bool tls = url.scheme() == QLatin1String("https");
    const int connectMs = tls ? m_limits.tlsHandshakeMs : m_limits.dialMs;

    connect(&m_connect, &QTimer::timeout, this, [this, tls, hostPort, connectMs] {
        // Waiting for a connection others keep busy is not a stuck server: wait on while it answers them.
        const qint64 sinceProgress = msSinceServerProgress();
        if (!m_ownAttempt && sinceProgress < connectMs) {
            m_connect.start(int(connectMs - sinceProgress));
            return;
        }
        expire(tls ? QStringLiteral("TLS handshake timeout: no TLS session with %1 within %2 (the server accepted the connection but did not "
                                    "complete the handshake); check the server address and that it speaks HTTPS")
                         .arg(hostPort, seconds(connectMs))
                   : QStringLiteral("dial timeout: could not connect to %1 within %2; check the server address and the network").arg(hostPort, seconds(connectMs)));
    });
    connect(&m_total, &QTimer::timeout, this, [this] {
        const QString phase = m_headers ? QStringLiteral("while reading the body (%1 bytes in)").arg(m_bytes) : QStringLiteral("while awaiting headers");
        expire(QStringLiteral("request timeout: no complete answer within %1 (%2); the server is slow or stuck, or raise the request timeout")
                   .arg(seconds(m_limits.totalMs), phase));
    });
    connect(&m_idle, &QTimer::timeout, this, [this] {
        expire(QStringLiteral("idle timeout: the stream sent nothing for %1 (no event, no bookmark); the connection is presumed dead")
                   .arg(seconds(m_limits.idleMs)));
    });

    if (connectMs > 0) {
        // Counted from dispatch, not from socketStartedConnecting: a request queued behind a connection still
        // in its handshake (Qt puts every https request on the one socket negotiating HTTP/2) never sees that
        // signal, and aborting the first request leaves the socket and the others waiting on it for ever.
        m_connect.start(connectMs);
        connect(reply, &QNetworkReply::socketStartedConnecting, &m_connect, [this, connectMs] {
            m_ownAttempt = true;
            m_connect.start(connectMs);
        });
        // The request is out on a connection, new or reused (HTTP/1.1 and HTTP/2 alike); a new https one is
        // up already once encrypted.
        connect(reply, &QNetworkReply::requestSent, &m_connect, &QTimer::stop);
        if (tls) {
            connect(reply, &QNetworkReply::encrypted, this, [this] {
                m_connect.stop();
                noteServerProgress();
            });
        }
    }
    connect(reply, &QNetworkReply::metaDataChanged, this, [this] {
        m_headers = true;
        noteServerProgress();
        m_connect.stop();
        if (m_limits.idleMs > 0)
            m_idle.start(m_limits.idleMs);
    });
    connect(reply, &QNetworkReply::downloadProgress, this, [this](qint64 received) {
        m_bytes = received;
        noteServerProgress();
        if (m_limits.idleMs > 0)
            m_idle.start(m_limits.idleMs);
    });
    connect(reply, &QNetworkReply::finished, this, [this] {
        m_connect.stop();
        m_total.stop();
        m_idle.stop();
    });
    if (m_limits.totalMs > 0)
        m_total.start(m_limits.totalMs);
    if (m_limits.idleMs > 0)
        m_idle.start(m_limits.idleMs);
}

// Kept on the manager, whose connections its requests share (a dynamic property: no type of ours in Qt's
// objects).
void ReplyTimeouts::noteServerProgress()
{
    if (QNetworkAccessManager *manager = m_reply->manager())
        manager->setProperty(lastServerProgressProperty, QDeadlineTimer::current().deadline());
}

qint64 ReplyTimeouts::msSinceServerProgress() const
{
    QNetworkAccessManager *manager = m_reply->manager();
    const QVariant last = manager ? manager->property(lastServerProgressProperty) : QVariant();
    return last.isValid() ? QDeadlineTimer::current().deadline() - last.toLongLong()
                          : std::numeric_limits<qint64>::max();
}

void ReplyTimeouts::expire(const QString &message)
{
    m_connect.stop();
    m_total.stop();
    m_idle.stop();
    m_expired(Error(Error::Kind::Timeout, message, m_where));
}

} // namespace kube
