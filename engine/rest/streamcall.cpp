// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "streamcall.h"

#include "replytimeouts.h"
#include "restclient.h"

#include "core/objectlist.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>

namespace kube {

namespace {
bool isSuccess(int status)
{
    return status >= 200 && status <= 299;
}
} // namespace

StreamCall::StreamCall(RestClient *client, Request request)
    : QObject(client), m_client(client), m_request(std::move(request))
{
    m_delay.setSingleShot(true);
    connect(&m_delay, &QTimer::timeout, this, &StreamCall::send);
}

void StreamCall::cancel()
{
    m_done = true;
    m_delay.stop();
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
    }
    if (m_manager) {
        m_client->releaseWatchManager(m_manager);
        m_manager = nullptr;
    }
    deleteLater();
}

void StreamCall::start()
{
    m_delay.start(int(m_client->reserveToken()));
}

void StreamCall::send()
{
    m_client->prepare(
        m_request, m_reauthenticated, this, [this](QNetworkRequest networkRequest, const Error &error) {
            if (error) {
                finish(error);
                return;
            }
            // A stream is long-lived: it takes a connection of the watch managers, never one ordinary
            // requests need.
            if (!m_manager)
                m_manager = m_client->acquireWatchManager();
            m_errorBody.clear();
            m_sslErrors.clear();
            m_reply = m_client->dispatch(m_manager, networkRequest, m_request, true);
            QNetworkReply *reply = m_reply;
            reply->setReadBufferSize(readBufferBytes);
            const RestConfig &config = m_client->config();
            const int total = m_request.timeout() >= 0 ? m_request.timeout() : config.requestTimeoutMs;
            new ReplyTimeouts(
                reply, {config.dialTimeoutMs, config.tlsHandshakeTimeoutMs, total, m_idleMs},
                m_client->where(reply->url().toString()),
                [this, reply](const Error &error) {
                    reply->disconnect(this);
                    reply->abort();
                    finish(error);
                },
                reply);
            connect(reply, &QNetworkReply::sslErrors, this, [this, reply](const QList<QSslError> &errors) {
                for (const QSslError &e : errors)
                    m_sslErrors.append(e.errorString());
                if (m_client->config().insecureSkipTlsVerify)
                    reply->ignoreSslErrors();
            });
            connect(reply, &QNetworkReply::readyRead, this, [this, reply] { read(reply); });
            connect(reply, &QNetworkReply::finished, this, [this, reply] { complete(reply); });
        });
}

void StreamCall::read(QNetworkReply *reply)
{
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (!isSuccess(status)) {
        if (const Error tooLarge = m_client->appendErrorBody(m_errorBody, reply->readAll(), reply)) {
            reply->disconnect(this);
            reply->abort();
            finish(tooLarge);
        }
        return;
    }
    QPointer<StreamCall> alive(this);
    while (alive && !m_done && reply->bytesAvailable() > 0) {
        const QByteArray chunk = reply->read(std::min(reply->bytesAvailable(), readBufferBytes));
        m_bytes += chunk.size();
        Q_EMIT data(chunk); // the receiver may cancel() here
    }
}

void StreamCall::complete(QNetworkReply *reply)
{
    if (m_done)
        return;
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status == 0) {
        finish(m_client->transportError(reply, m_sslErrors));
        return;
    }
    if (!isSuccess(status)) {
        read(reply);
        if (m_done)
            return; // the body was too large for a Status
        if (status == 401 && m_client->canReauthenticate() && !m_reauthenticated) {
            m_reauthenticated =
                true; // the credential may have been rotated: run the plugin / read the file once more
            reply->disconnect(this);
            reply->deleteLater();
            m_reply = nullptr;
            send();
            return;
        }
        finish(statusError(m_errorBody, status, m_client->where(reply->url().toString())));
        return;
    }
    read(reply);
    if (m_done)
        return;
    if (reply->error() != QNetworkReply::NoError) {
        // Cut after the headers (a dropped connection, a chunked body without its end): not a normal end.
        const Error cut = m_client->transportError(reply, m_sslErrors);
        finish(Error(cut.kind(), QStringLiteral("the stream was cut (%1)").arg(cut.message()), cut.where()));
        return;
    }
    finish({});
}

void StreamCall::finish(const Error &error)
{
    if (m_done)
        return;
    m_done = true;
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->deleteLater();
        m_reply = nullptr;
    }
    if (m_manager) {
        m_client->releaseWatchManager(m_manager);
        m_manager = nullptr;
    }
    Q_EMIT finished(error);
    deleteLater();
}

} // namespace kube
