// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "upgradedialer.h"

#include "rest/restclient.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QPointer>
#include <QSslCertificate>
#include <QUrlQuery>
#include <QWebSocket>
#include <QWebSocketHandshakeOptions>

#include <memory>

namespace kube {

namespace {

// A refused upgrade is asked again as a plain POST for the server's Status (QWebSocket keeps the body of a
// non-101 answer to itself); that answer must not take longer than an ordinary request.
constexpr int statusRequestTimeoutMs = 30'000;
// What of a refused upgrade's body is shown when it is not a Status (client-go reads at most 64 KiB).
constexpr qsizetype maxRefusalText = 64 * 1024;

Request requestFor(const QString &pathAndQuery, QByteArray verb)
{
    const QUrl url(pathAndQuery);
    Request request(std::move(verb));
    request.absolutePath(url.path());
    const QUrlQuery query(url);
    for (const auto &[key, value] : query.queryItems(QUrl::FullyDecoded))
        request.addParam(key, value);
    return request;
}

// The certificate names `name` (tls-server-name): its subject alternative DNS names, else its common name.
bool certificateNames(const QSslCertificate &certificate, const QString &name)
{
    QStringList names = certificate.subjectAlternativeNames().values(QSsl::DnsEntry);
    if (names.isEmpty())
        names = certificate.subjectInfo(QSslCertificate::CommonName);
    for (const QString &candidate : std::as_const(names)) {
        if (candidate.compare(name, Qt::CaseInsensitive) == 0)
            return true;
        if (candidate.startsWith(QLatin1String("*.")) && name.count(QLatin1Char('.')) >= 2 &&
            name.section(QLatin1Char('.'), 1).compare(candidate.mid(2), Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

} // namespace

UpgradeDialer::UpgradeDialer(RestConfig config, QObject *parent)
    : QObject(parent), m_config(std::move(config)), m_client(new RestClient(m_config, this))
{
}

UpgradeDialer::~UpgradeDialer() = default;

void UpgradeDialer::open(const QString &pathAndQuery, const QStringList &subprotocols, QObject *owner,
                         Done done)
{
    // The handshake is a GET (RFC 6455); the Status of a refusal comes from a POST, as kubectl's SPDY
    // fallback sees it.
    const Request request = requestFor(pathAndQuery, "GET");
    QPointer<QObject> guard(owner);
    m_client->prepareRequest(
        request, this,
        [this, pathAndQuery, subprotocols, guard, done](QNetworkRequest networkRequest, const Error &error) {
            if (!guard)
                return;
            if (error) {
                done(nullptr, {}, error);
                return;
            }
            QUrl url = networkRequest.url();
            url.setScheme(url.scheme() == QLatin1String("https") ? QStringLiteral("wss")
                                                                 : QStringLiteral("ws"));
            networkRequest.setUrl(url);
            networkRequest.setRawHeader("Accept", {}); // the handshake's own headers say what comes back

            auto *socket = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, guard.data());
            if (m_config.proxy.isValid())
                socket->setProxy(RestClient::proxyFor(m_config));
            if (url.scheme() == QLatin1String("wss")) {
                socket->setSslConfiguration(networkRequest.sslConfiguration());
                if (!m_config.tlsServerName.isEmpty() && !m_config.insecureSkipTlsVerify) {
                    // The certificate is checked against tls-server-name instead of the URL's host.
                    const QString serverName = m_config.tlsServerName;
                    connect(socket, &QWebSocket::sslErrors, socket,
                            [socket, serverName](const QList<QSslError> &errors) {
                                for (const QSslError &e : errors) {
                                    if (e.error() != QSslError::HostNameMismatch ||
                                        !certificateNames(e.certificate(), serverName))
                                        return;
                                }
                                socket->ignoreSslErrors(errors);
                            });
                }
            }
            auto settled = std::make_shared<bool>(false);
            connect(socket, &QWebSocket::connected, this, [socket, subprotocols, done, settled] {
                if (std::exchange(*settled, true))
                    return;
                QObject::disconnect(socket, nullptr, nullptr, nullptr);
                const QString chosen = socket->subprotocol();
                if (!subprotocols.contains(chosen)) {
                    socket->abort();
                    socket->deleteLater();
                    done(nullptr, {},
                         Error(
                             Error::Kind::Invalid,
                             QStringLiteral("unable to upgrade connection: invalid protocol, expected one of "
                                            "[%1], got \"%2\"")
                                 .arg(subprotocols.join(QLatin1Char(' ')), chosen)));
                    return;
                }
                done(socket, chosen, {});
            });
            connect(socket, qOverload<QAbstractSocket::SocketError>(&QWebSocket::error), this,
                    [this, socket, pathAndQuery, done, settled, guard](QAbstractSocket::SocketError) {
                        if (std::exchange(*settled, true))
                            return;
                        const QString reason = socket->errorString();
                        QObject::disconnect(socket, nullptr, nullptr, nullptr);
                        socket->abort();
                        socket->deleteLater();
                        refused(pathAndQuery, reason, guard, done);
                    });
            QWebSocketHandshakeOptions options;
            options.setSubprotocols(subprotocols);
            socket->open(networkRequest, options);
        });
}

void UpgradeDialer::refused(const QString &pathAndQuery, const QString &reason, QPointer<QObject> owner,
                            Done done)
{
    // The same URL as a plain request: whatever refused the upgrade (authentication, authorization, the pod,
    // the container, the server being gone) refuses it too, and RestClient reads its answer as every other.
    Request request = requestFor(pathAndQuery, "POST");
    request.timeoutMs(statusRequestTimeoutMs);
    m_client->send(request, this, [reason, owner, done](const Response &response) {
        if (!owner)
            return;
        if (response.httpStatus == 0) { // not reached at all: the transport's error, as every request's
            done(nullptr, {}, response.error);
            return;
        }
        const QJsonObject status = QJsonDocument::fromJson(response.body).object();
        if (response.error && status.value(QLatin1String("kind")).toString() == QLatin1String("Status")) {
            done(nullptr, {}, response.error);
            return;
        }
        // Not a Status (a kubelet's plain "container not found"): kubectl says what the body says.
        QString text = QString::fromUtf8(response.body.left(maxRefusalText)).trimmed();
        if (text.isEmpty() || !response.error)
            text = reason;
        Error error(Error::Kind::Invalid, QStringLiteral("unable to upgrade connection: ") + text,
                    response.url);
        done(nullptr, {}, error);
    });
}

} // namespace kube
