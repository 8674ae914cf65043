// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "upgradedialer.h"

#include "core/objectlist.h"
#include "rest/restclient.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QPointer>
#include <QRandomGenerator>
#include <QSslCertificate>
#include <QSslSocket>
#include <QTimer>
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
                    [this, socket, pathAndQuery, networkRequest, subprotocols, done, settled,
                     guard](QAbstractSocket::SocketError) {
                        if (std::exchange(*settled, true))
                            return;
                        const QString reason = socket->errorString();
                        QObject::disconnect(socket, nullptr, nullptr, nullptr);
                        socket->abort();
                        socket->deleteLater();
                        readRefusal(networkRequest, subprotocols, pathAndQuery, reason, guard, done);
                    });
            QWebSocketHandshakeOptions options;
            options.setSubprotocols(subprotocols);
            socket->open(networkRequest, options);
        });
}

void UpgradeDialer::readRefusal(const QNetworkRequest &networkRequest, const QStringList &subprotocols,
                                const QString &pathAndQuery, const QString &reason, QPointer<QObject> owner,
                                Done done)
{
    // The same upgrade once more, by hand, to read what QWebSocket does not give: the answer's status and
    // body.
    const QUrl url = networkRequest.url();
    const bool tls = url.scheme() == QLatin1String("wss");
    auto *socket = new QSslSocket(this);
    if (m_config.proxy.isValid())
        socket->setProxy(RestClient::proxyFor(m_config));
    QByteArray head = "GET " +
                      url.toEncoded(QUrl::RemoveScheme | QUrl::RemoveAuthority | QUrl::RemoveFragment) +
                      " HTTP/1.1\r\nHost: " + url.authority(QUrl::FullyEncoded).toLatin1() +
                      "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13"
                      "\r\nSec-WebSocket-Key: ";
    QByteArray key(16, Qt::Uninitialized);
    for (char &c : key)
        c = char(QRandomGenerator::global()->bounded(256));
    head +=
        key.toBase64() + "\r\nSec-WebSocket-Protocol: " + subprotocols.join(QStringLiteral(", ")).toLatin1();
    for (const QByteArray &name : networkRequest.rawHeaderList())
        head += "\r\n" + name + ": " + networkRequest.rawHeader(name);
    head += "\r\n\r\n";

    auto answer = std::make_shared<QByteArray>();
    auto over = std::make_shared<bool>(false);
    auto *timer = new QTimer(socket);
    const auto conclude = [this, socket, answer, over, pathAndQuery, reason, owner,
                           done](bool transportFailed) {
        if (std::exchange(*over, true))
            return;
        socket->disconnect(this);
        socket->abort();
        socket->deleteLater();
        const qsizetype headEnd = answer->indexOf("\r\n\r\n");
        const QList<QByteArray> statusLine = answer->left(answer->indexOf("\r\n")).split(' ');
        const int code = statusLine.value(1).toInt();
        if (transportFailed && (headEnd < 0 || code == 0)) {
            refused(pathAndQuery, reason, owner, done); // RestClient says why the server cannot be reached
            return;
        }
        if (!owner)
            return;
        QByteArray body = headEnd < 0 ? QByteArray() : answer->mid(headEnd + 4);
        if (answer->left(headEnd).toLower().contains("transfer-encoding: chunked")) {
            QByteArray plain;
            for (qsizetype at = 0;;) { // hex size CRLF data CRLF ..., then 0 CRLF CRLF
                const qsizetype lineEnd = body.indexOf("\r\n", at);
                bool ok = false;
                const qsizetype size = lineEnd < 0 ? 0 : body.mid(at, lineEnd - at).toLongLong(&ok, 16);
                if (!ok || size <= 0)
                    break;
                plain += body.mid(lineEnd + 2, size);
                at = lineEnd + 2 + size + 2;
            }
            body = plain;
        }
        const QString where = m_config.host.toString(QUrl::RemoveUserInfo);
        if (code == 101 || code == 0) { // accepted this time, or no answer: what Qt said the first time
            done(nullptr, {},
                 Error(Error::Kind::Network, QStringLiteral("unable to upgrade connection: ") + reason,
                       where));
            return;
        }
        if (QJsonDocument::fromJson(body).object().value(QLatin1String("kind")).toString() ==
            QLatin1String("Status")) {
            done(nullptr, {}, statusError(body, code, where));
            return;
        }
        // Not a Status (a kubelet's plain "container not found"): kubectl says what the body says.
        const QString text = QString::fromUtf8(body.left(maxRefusalText)).trimmed();
        done(nullptr, {},
             Error(Error::Kind::Invalid,
                   QStringLiteral("unable to upgrade connection: ") +
                       (text.isEmpty() ? QString::fromLatin1(statusLine.mid(1).join(' ')) : text),
                   where));
    };
    connect(socket, &QSslSocket::readyRead, this, [socket, answer, conclude] {
        *answer += socket->readAll();
        const qsizetype headEnd = answer->indexOf("\r\n\r\n");
        if (headEnd < 0)
            return;
        const QByteArray headers = answer->left(headEnd).toLower();
        const qsizetype length = headers.indexOf("content-length:");
        const qint64 bodySize = answer->size() - headEnd - 4;
        const bool complete =
            answer->startsWith("HTTP/1.1 101") ||
            (length >= 0 &&
             bodySize >= headers.mid(length + 15, headers.indexOf("\r\n", length) - length - 15)
                             .trimmed()
                             .toLongLong()) ||
            (headers.contains("transfer-encoding: chunked") && answer->endsWith("0\r\n\r\n")) ||
            bodySize > maxRefusalText;
        if (complete)
            conclude(false);
    });
    connect(socket, &QSslSocket::disconnected, this, [conclude] { conclude(false); });
    connect(socket, &QSslSocket::errorOccurred, this, [conclude](QAbstractSocket::SocketError error) {
        conclude(error != QAbstractSocket::RemoteHostClosedError);
    });
    connect(timer, &QTimer::timeout, this, [conclude] { conclude(true); });
    timer->start(statusRequestTimeoutMs);
    if (tls) {
        socket->setSslConfiguration(networkRequest.sslConfiguration());
        if (!m_config.tlsServerName.isEmpty())
            socket->setPeerVerifyName(m_config.tlsServerName);
        connect(socket, &QSslSocket::encrypted, this, [socket, head] { socket->write(head); });
        socket->connectToHostEncrypted(url.host(), quint16(url.port(443)));
    } else {
        connect(socket, &QSslSocket::connected, this, [socket, head] { socket->write(head); });
        socket->connectToHost(url.host(), quint16(url.port(80)));
    }
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
