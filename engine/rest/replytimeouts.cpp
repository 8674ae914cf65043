// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "replytimeouts.h"

#include <QNetworkReply>

namespace kube {

namespace {
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
        connect(reply, &QNetworkReply::socketStartedConnecting, &m_connect, [this, connectMs] { m_connect.start(connectMs); });
        // A reused connection never starts connecting; a new one is up once encrypted (https) or the request is out.
        connect(reply, tls ? &QNetworkReply::encrypted : &QNetworkReply::requestSent, &m_connect, &QTimer::stop);
    }
    connect(reply, &QNetworkReply::metaDataChanged, this, [this] {
        m_headers = true;
        m_connect.stop();
        if (m_limits.idleMs > 0)
            m_idle.start(m_limits.idleMs);
    });
    connect(reply, &QNetworkReply::downloadProgress, this, [this](qint64 received) {
        m_bytes = received;
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

void ReplyTimeouts::expire(const QString &message)
{
    m_connect.stop();
    m_total.stop();
    m_idle.stop();
    m_expired(Error(Error::Kind::Timeout, message, m_where));
}

} // namespace kube
