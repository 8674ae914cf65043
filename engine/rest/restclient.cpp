// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "restclient.h"
#include "networkthreads.h"
#include "streamcall.h"

#include "codec/protobufcodec.h"
#include "codec/protobuflistdecoder.h"
#include "codec/protobufschema.h"
#include "config/execcredential.h"
#include "config/tlsmaterial.h"
#include "core/listdecoder.h"
#include "core/workerpriority.h"

#include <QCoreApplication>
#include <QFile>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QRandomGenerator>
#include <QSslConfiguration>

#include <limits>
#include <mutex>

namespace kube {

namespace {

// client-go re-reads a tokenFile at most once a minute (transport.cachingTokenSource).
constexpr qint64 tokenFileRefreshMs = 60'000;

bool isRetryableStatus(int status)
{
    return status == 429 || status == 500 || status == 502 || status == 503 || status == 504;
}

// A connection the server closed under us (client-go's IsProbableEOF / connection reset); a refused
// connection is not retried here: the caller's backoff (the reflector's) deals with a server that is down.
bool isRetryableTransport(QNetworkReply::NetworkError error)
{
    return error == QNetworkReply::RemoteHostClosedError ||
           error == QNetworkReply::TemporaryNetworkFailureError;
}

// Retry-After in whole seconds, as client-go reads it (no HTTP dates); -1 when absent or unreadable.
qint64 retryAfterMs(QNetworkReply *reply)
{
    bool ok = false;
    const qint64 seconds = reply->rawHeader("Retry-After").trimmed().toLongLong(&ok);
    constexpr qint64 maxSeconds = std::numeric_limits<qint64>::max() / 1000;
    return ok && seconds >= 0 ? std::min(seconds, maxSeconds) * 1000 : -1;
}

QString mebibytes(qint64 bytes)
{
    return bytes % (1024 * 1024) == 0 ? QStringLiteral("%1 MiB").arg(bytes / (1024 * 1024))
                                      : QStringLiteral("%1 bytes").arg(bytes);
}

// A 2xx body that is not what a JSON request asked for: another Content-Type (an HTML login page, a proxy's
// error page), or bytes that cannot start a JSON document. Empty is fine (some verbs answer nothing).
QString notJsonReason(const QByteArray &accept, const QByteArray &contentType, const QByteArray &body)
{
    if (body.isEmpty() || !accept.contains("json") || accept.contains("*/*"))
        return {};
    if (accept.contains(protobufMediaType) && isProtobufContentType(contentType))
        return {};
    const QByteArray type = contentType.toLower();
    const QByteArray start = body.left(60).simplified();
    if (!type.isEmpty() && !type.contains("json"))
        return QStringLiteral("the server answered with Content-Type \"%1\", not JSON (body starts \"%2\")")
            .arg(QString::fromUtf8(contentType), QString::fromUtf8(start));
    if (start.isEmpty() || (start.front() != '{' && start.front() != '['))
        return QStringLiteral("the server's answer is not JSON (body starts \"%1\")")
            .arg(QString::fromUtf8(start));
    return {};
}

// An error answer's Status as JSON: a request that accepts protobuf gets its Status in protobuf too.
QByteArray statusBodyAsJson(const QByteArray &body, const QByteArray &contentType)
{
    if (!isProtobufContentType(contentType))
        return body;
    Result<QByteArray> json = protobufToJson(body);
    return json ? std::move(json).value() : QByteArray();
}

constexpr char protobufThenJson[] = "application/vnd.kubernetes.protobuf,application/json";
// A list body is read in pieces of this size while the decoder holds fewer than listQueueBytes not decoded;
// Qt buffers at most listReadBufferBytes of it and then stops reading the socket (the server waits). So a
// list the client decodes slower than it comes does not pile up in memory (read as it came, a 100k-pod list
// peaked at 380-620 MB of RSS; now at the ~350 MB it ends with); the decoder hands the pieces back to be read
// into again. Enough queued that the decoder is not starved while a piece makes its round trip (with 1 MB, a
// 10k-pod protobuf list opened in 0.33 s instead of 0.30).
constexpr qint64 listPieceBytes = 256 * 1024;
constexpr size_t listQueuePieces = 16;
constexpr qint64 listQueueBytes = listQueuePieces * listPieceBytes;
constexpr qint64 listReadBufferBytes = 4 * 1024 * 1024;
// A list body's first bytes kept beside the decoder: enough to show what a page that is not JSON starts with.
constexpr qsizetype listBodyStartBytes = 60;
// A watch manager left without streams this long is closed (its HTTP thread, its event fd, its idle
// connections), so a session holds what its streams need now, not the most it ever had (a 30-pod merged log
// once, the watches of kinds no longer shown). Long enough that the watches a restart ends, back after their
// backoff, mostly find it still there.
constexpr int idleWatchManagerMs = 5000;
// Qt 6.4's OpenSSL backend keeps the session tickets of every TLS 1.3 connection a manager opened in that
// manager's TLS context (about 14 KB a connection, until the manager goes): a client that reconnects all day
// (server restarts, cut watches, proxies closing idle connections) would grow without end. A manager that has
// opened this many TLS connections is retired: it takes no new request or stream, and goes once those it
// carries have ended.
constexpr int tlsConnectionsPerManager = 64;
// How often a retired request manager is looked at, for replies still open.
constexpr int retiredManagerCheckMs = 2000;

} // namespace

// ---------------------------------------------------------------------------------------------- RestClient

RestClient::RestClient(RestConfig config, QObject *parent)
    : QObject(parent), m_config(std::move(config)), m_bucket(m_config.qps, m_config.burst)
{
    qRegisterMetaType<kube::Response>();
    qRegisterMetaType<kube::Error>();
    qRegisterMetaType<QList<kube::WatchEvent>>();
    m_manager = newManager();
    static std::once_flag exitHooked;
    std::call_once(exitHooked, [] { qAddPostRoutine(awaitEndingNetworkThreads); });
    if (m_config.exec)
        m_exec = new ExecCredentialSource(
            *m_config.exec, m_config.execClusterInfo,
            QStringLiteral("context \"%1\", user \"%2\"").arg(m_config.contextName, m_config.userName),
            m_config.execTimeoutMs, this);
}

RestClient::~RestClient()
{
    cancelAll();
    m_listDecodeThread.quit(); // what it has not decoded belongs to calls that are gone
    m_listDecodeThread.wait();
    delete m_listDecodeWorker;
}

QByteArray RestClient::acceptFor(const Request &request) const
{
    if (!request.prefersProtobufList())
        return request.acceptHeader();
    const QString apiVersion = request.resourceType().groupVersion();
    if (m_jsonOnlyGroupVersions.contains(apiVersion) ||
        !ProtobufSchema::coversApiVersion(apiVersion.toUtf8()))
        return "application/json";
    return protobufThenJson;
}

QObject *RestClient::listDecodeWorker()
{
    if (!m_listDecodeWorker) {
        m_listDecodeWorker = new QObject;
        m_listDecodeWorker->moveToThread(&m_listDecodeThread);
        m_listDecodeThread.setObjectName(QStringLiteral("qkube-list-decode"));
        startWorkerThread(m_listDecodeThread);
    }
    return m_listDecodeWorker;
}

void RestClient::cancelAll()
{
    for (RestCall *call : findChildren<RestCall *>(Qt::FindDirectChildrenOnly))
        call->cancel();
    for (WatchCall *call : findChildren<WatchCall *>(Qt::FindDirectChildrenOnly))
        call->cancel();
    for (StreamCall *call : findChildren<StreamCall *>(Qt::FindDirectChildrenOnly))
        call->cancel();
    // No request waits for a credential any more: a plugin still running is stopped with what it started.
    if (m_exec)
        m_exec->cancel();
}

void RestClient::closeConnections()
{
    cancelAll();
    m_manager->clearConnectionCache();
    for (const WatchManager &entry : std::as_const(m_watchManagers))
        entry.manager->clearConnectionCache();
}

QString RestClient::safeUrl(const Request &request) const
{
    QUrl url = m_config.host;
    url.setUserInfo({});
    url.setPath(url.path().chopped(url.path().endsWith(QLatin1Char('/')) ? 1 : 0) + request.path());
    url.setQuery(request.query());
    return url.toString();
}

QNetworkRequest RestClient::buildRequest(const Request &request, const QString &token,
                                         const QSslCertificate &cert, const QSslKey &key) const
{
    QNetworkRequest networkRequest(QUrl(safeUrl(request)));
    networkRequest.setRawHeader("Accept", request.acceptHeader());
    networkRequest.setRawHeader("User-Agent", m_config.userAgent);
    if (m_config.disableCompression)
        networkRequest.setRawHeader("Accept-Encoding",
                                    "identity"); // Qt then neither asks for gzip nor inflates
    if (!request.contentType().isEmpty() && !request.bodyBytes().isEmpty())
        networkRequest.setRawHeader("Content-Type", request.contentType());
    for (const auto &[name, value] : request.headers())
        networkRequest.setRawHeader(name, value);
    if (!token.isEmpty())
        networkRequest.setRawHeader("Authorization", "Bearer " + token.toUtf8());
    else if (!m_config.username.isEmpty() || !m_config.password.isEmpty())
        networkRequest.setRawHeader(
            "Authorization",
            "Basic " + (m_config.username + QLatin1Char(':') + m_config.password).toUtf8().toBase64());
    // Several groups: QNetworkRequest (Qt 6.4, before QHttpHeaders) holds one value a field name, a
    // comma-joined value is one group to the apiserver, so the further fields go as further HTTP/1.1 header
    // lines; over HTTP/2 the line break would stay inside one value, so those requests keep to HTTP/1.1.
    // Group names with line breaks are refused by RestConfig's users (qkubectlRestConfig).
    bool severalFields = false;
    if (!m_config.impersonateUser.isEmpty()) {
        networkRequest.setRawHeader("Impersonate-User", m_config.impersonateUser.toUtf8());
        if (!m_config.impersonateGroups.isEmpty())
            networkRequest.setRawHeader(
                "Impersonate-Group",
                m_config.impersonateGroups.join(QStringLiteral("\r\nImpersonate-Group: ")).toUtf8());
        if (!m_config.impersonateUid.isEmpty())
            networkRequest.setRawHeader("Impersonate-Uid", m_config.impersonateUid.toUtf8());
        severalFields = m_config.impersonateGroups.size() > 1;
    }
    networkRequest.setAttribute(QNetworkRequest::Http2AllowedAttribute, !severalFields);
    networkRequest.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                                QNetworkRequest::ManualRedirectPolicy);
    networkRequest.setAttribute(QNetworkRequest::CacheLoadControlAttribute, QNetworkRequest::AlwaysNetwork);
    if (m_config.host.scheme() == QLatin1String("https")) {
        QSslConfiguration ssl = QSslConfiguration::defaultConfiguration();
        if (!m_config.caCertificates.isEmpty())
            ssl.setCaCertificates(m_config.caCertificates);
        if (m_config.insecureSkipTlsVerify)
            ssl.setPeerVerifyMode(QSslSocket::VerifyNone);
        if (!cert.isNull()) {
            ssl.setLocalCertificate(cert);
            ssl.setPrivateKey(key);
        }
        networkRequest.setSslConfiguration(ssl);
        if (!m_config.tlsServerName.isEmpty())
            networkRequest.setPeerVerifyName(m_config.tlsServerName);
    }
    return networkRequest;
}

QNetworkProxy RestClient::proxyFor(const RestConfig &config)
{
    if (!config.proxy.isValid())
        return QNetworkProxy(QNetworkProxy::DefaultProxy);
    const bool socks = config.proxy.scheme().startsWith(QLatin1String("socks"));
    return QNetworkProxy(socks ? QNetworkProxy::Socks5Proxy : QNetworkProxy::HttpProxy, config.proxy.host(),
                         quint16(config.proxy.port(socks ? 1080 : 80)), config.proxy.userName(),
                         config.proxy.password());
}

void RestClient::prepareRequest(const Request &request, QObject *context,
                                std::function<void(QNetworkRequest, const Error &)> done)
{
    prepare(request, false, context, std::move(done));
}

void RestClient::prepare(const Request &request, bool reauthenticate, QObject *context, Prepared done)
{
    QString token = m_config.bearerToken;
    if (token.isEmpty() && !m_config.bearerTokenFile.isEmpty()) {
        if (m_tokenFromFile.isEmpty() || !m_tokenFileAge.isValid() ||
            m_tokenFileAge.elapsed() > tokenFileRefreshMs || reauthenticate) {
            QFile file(m_config.bearerTokenFile);
            if (!file.open(QIODevice::ReadOnly)) {
                done({}, Error(Error::Kind::Config,
                               QStringLiteral("cannot read tokenFile %1: %2")
                                   .arg(m_config.bearerTokenFile, file.errorString()),
                               QStringLiteral("user \"%1\"").arg(m_config.userName)));
                return;
            }
            m_tokenFromFile = QString::fromUtf8(file.readAll()).trimmed();
            m_tokenFileAge.start();
        }
        token = m_tokenFromFile;
    }
    if (!m_exec || !token.isEmpty()) {
        done(buildRequest(request, token, m_config.clientCertificate, m_config.clientKey), {});
        return;
    }
    if (reauthenticate)
        m_exec->invalidate();
    QPointer<QObject> guard(context);
    m_exec->credential([this, request, guard, done](const ExecCredential &credential, const Error &error) {
        if (!guard)
            return;
        if (error) {
            done({}, error);
            return;
        }
        QSslCertificate cert = m_config.clientCertificate;
        QSslKey key = m_config.clientKey;
        if (!credential.clientCertificatePem.isEmpty()) {
            auto certs = TlsMaterial::certificates(credential.clientCertificatePem,
                                                   QStringLiteral("exec plugin's clientCertificateData"),
                                                   m_config.contextName);
            auto parsedKey = TlsMaterial::privateKey(credential.clientKeyPem, m_config.contextName);
            if (!certs || !parsedKey) {
                done({}, certs ? parsedKey.error() : certs.error());
                return;
            }
            cert = certs->first();
            key = parsedKey.value();
        }
        done(buildRequest(request, credential.token, cert, key), {});
    });
}

QNetworkReply *RestClient::dispatch(QNetworkAccessManager *manager, const QNetworkRequest &networkRequest,
                                    const Request &request, bool streamed)
{
    const QByteArray body = request.bodyBytes();
    QNetworkReply *reply = request.verb() == "GET"
                               ? manager->get(networkRequest)
                               : manager->sendCustomRequest(networkRequest, request.verb(), body);
    if (m_config.requestLog)
        new RequestTrace(m_config.requestLog, reply, networkRequest, request.verb(), body,
                         streamed || request.isWatch());
    return reply;
}

QString RestClient::where(const QString &url) const
{
    return m_config.contextName.isEmpty()
               ? url
               : QStringLiteral("%1, context \"%2\"").arg(url, m_config.contextName);
}

Error RestClient::transportError(QNetworkReply *reply, const QStringList &sslErrors) const
{
    const QString where = this->where(reply->url().toString());
    switch (reply->error()) {
    case QNetworkReply::SslHandshakeFailedError: {
        QString message = QStringLiteral("TLS handshake with %1 failed").arg(reply->url().host());
        if (!sslErrors.isEmpty())
            message += QStringLiteral(": ") + sslErrors.join(QStringLiteral("; "));
        else
            message += QStringLiteral(": ") + reply->errorString();
        return Error(Error::Kind::Tls, message, where);
    }
    case QNetworkReply::OperationCanceledError:
        return Error(Error::Kind::Cancelled, QStringLiteral("request cancelled"), where);
    case QNetworkReply::TimeoutError:
        return Error(Error::Kind::Timeout, QStringLiteral("request timed out"), where);
    case QNetworkReply::ConnectionRefusedError:
        return Error::connectionRefused(reply->url().authority(), where);
    default:
        return Error(Error::Kind::Network, reply->errorString(), where);
    }
}

Error RestClient::appendErrorBody(QByteArray &body, const QByteArray &chunk, QNetworkReply *reply) const
{
    const qint64 cap = m_config.maxObjectBytes;
    if (cap > 0 && body.size() + chunk.size() > cap)
        return Error(
            Error::Kind::Decode,
            QStringLiteral(
                "error answer too large: HTTP %1 with more than %2 of body, the cap for one object "
                "(RestConfig::maxObjectBytes); the server sent an oversized or endless body, not a Status")
                .arg(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt())
                .arg(mebibytes(cap)),
            where(reply->url().toString()));
    body += chunk;
    return {};
}

QNetworkAccessManager *RestClient::newManager()
{
    auto *manager = new QNetworkAccessManager(this);
    if (m_config.proxy.isValid())
        manager->setProxy(proxyFor(m_config));
    manager->setAutoDeleteReplies(false);
    connect(manager, &QNetworkAccessManager::encrypted, this, [this, manager, opened = 0]() mutable {
        if (++opened == tlsConnectionsPerManager)
            retire(manager);
    });
    return manager;
}

void RestClient::retire(QNetworkAccessManager *manager)
{
    if (manager == m_manager) {
        m_manager = newManager();
        // Its replies are the calls' until they end; the manager goes after the last one.
        auto *check = new QTimer(manager);
        connect(check, &QTimer::timeout, manager, [manager] {
            if (manager->findChildren<QNetworkReply *>(Qt::FindDirectChildrenOnly).isEmpty())
                manager->deleteLater();
        });
        check->start(retiredManagerCheckMs);
        return;
    }
    for (qsizetype i = 0; i < m_watchManagers.size(); ++i) {
        if (m_watchManagers.at(i).manager != manager)
            continue;
        if (m_watchManagers.at(i).streams == 0) {
            m_watchManagers.removeAt(i);
            manager->deleteLater();
        } else {
            m_watchManagers[i].retired = true;
        }
        return;
    }
}

QNetworkAccessManager *RestClient::acquireWatchManager()
{
    for (WatchManager &entry : m_watchManagers) {
        if (!entry.retired && entry.streams < watchesPerManager) {
            ++entry.streams;
            return entry.manager;
        }
    }
    QNetworkAccessManager *manager = newManager();
    m_watchManagers.append({manager, 1, false});
    return manager;
}

void RestClient::releaseWatchManager(QNetworkAccessManager *manager)
{
    for (qsizetype i = 0; i < m_watchManagers.size(); ++i) {
        WatchManager &entry = m_watchManagers[i];
        if (entry.manager != manager)
            continue;
        if (--entry.streams > 0)
            return;
        if (entry.retired) {
            m_watchManagers.removeAt(i);
            manager->deleteLater();
        } else if (i > 0) {
            QTimer::singleShot(idleWatchManagerMs, this, [this, manager] {
                for (qsizetype k = 1; k < m_watchManagers.size(); ++k)
                    if (m_watchManagers.at(k).manager == manager && m_watchManagers.at(k).streams == 0) {
                        m_watchManagers.removeAt(k);
                        manager->deleteLater();
                        return;
                    }
            });
        }
        return;
    }
}

RestCall *RestClient::send(Request request)
{
    auto *call = new RestCall(this, std::move(request));
    QMetaObject::invokeMethod(call, &RestCall::start, Qt::QueuedConnection);
    return call;
}

void RestClient::send(Request request, QObject *context, std::function<void(const Response &)> callback)
{
    RestCall *call = send(std::move(request));
    connect(call, &RestCall::finished, context, [callback](const Response &response) { callback(response); });
}

WatchCall *RestClient::watch(Request request, DecodeOptions options)
{
    auto *call = new WatchCall(this, std::move(request.watch(true)), std::move(options));
    QMetaObject::invokeMethod(call, &WatchCall::start, Qt::QueuedConnection);
    return call;
}

StreamCall *RestClient::stream(Request request)
{
    auto *call = new StreamCall(this, std::move(request));
    QMetaObject::invokeMethod(call, &StreamCall::start, Qt::QueuedConnection);
    return call;
}

// ------------------------------------------------------------------------------------------------ RestCall

RestCall::RestCall(RestClient *client, Request request)
    : QObject(client), m_client(client), m_request(std::move(request))
{
    m_timer.setSingleShot(true);
    m_since.start();
}

void RestCall::cancel()
{
    m_timer.stop();
    m_listDecoder.reset();
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
    }
    disconnect(this, &RestCall::finished, nullptr, nullptr);
    deleteLater();
}

void RestCall::start()
{
    const qint64 wait = m_client->reserveToken();
    m_timer.disconnect();
    connect(&m_timer, &QTimer::timeout, this, &RestCall::send);
    m_timer.start(int(wait));
}

void RestCall::send()
{
    m_timer.disconnect();
    m_request.accept(m_client->acceptFor(m_request));
    m_client->prepare(
        m_request, m_reauthenticated, this, [this](QNetworkRequest networkRequest, const Error &error) {
            if (error) {
                Response response;
                response.url = m_client->safeUrl(m_request);
                response.error = error;
                Q_EMIT finished(response);
                deleteLater();
                return;
            }
            m_sslErrors.clear();
            m_reply = m_client->dispatch(m_client->m_manager, networkRequest, m_request);
            m_trace = m_reply->findChild<RequestTrace *>(QString(), Qt::FindDirectChildrenOnly);
            connect(m_reply, &QNetworkReply::sslErrors, this, [this](const QList<QSslError> &errors) {
                for (const QSslError &e : errors)
                    m_sslErrors.append(e.errorString());
                if (m_client->config().insecureSkipTlsVerify)
                    m_reply->ignoreSslErrors();
            });
            QNetworkReply *reply = m_reply;
            m_listDecoder.reset();
            m_listBodyStart.clear();
            m_errorBody.clear();
            if (m_request.listDecodeOptions()) {
                reply->setReadBufferSize(listReadBufferBytes);
                connect(reply, &QNetworkReply::readyRead, this, [this, reply] { decodeArrived(reply); });
            }
            connect(reply, &QNetworkReply::finished, this, [this, reply] { complete(reply); });
            const RestConfig &config = m_client->config();
            const int total = m_request.timeout() >= 0 ? m_request.timeout() : config.requestTimeoutMs;
            delete m_timeouts;
            m_timeouts = new ReplyTimeouts(
                reply, {config.dialTimeoutMs, config.tlsHandshakeTimeoutMs, total, 0},
                m_client->where(reply->url().toString()),
                [this, reply](const Error &error) { abortWith(reply, error); }, this);
            // A body over its cap (one object, or one whole response) ends the call before it eats the
            // memory.
            const bool oneObject = m_request.namesObject();
            const qint64 cap = oneObject ? config.maxObjectBytes : config.maxResponseBytes;
            if (cap > 0) {
                connect(reply, &QNetworkReply::downloadProgress, this,
                        [this, reply, cap, oneObject](qint64 received) {
                            if (received <= cap)
                                return;
                            abortWith(reply,
                                      Error(Error::Kind::Decode,
                                            QStringLiteral("response too large: more than %1, the cap for %2 "
                                                           "(RestConfig::%3); the server sent an oversized "
                                                           "or endless body")
                                                .arg(mebibytes(cap),
                                                     oneObject ? QStringLiteral("one object")
                                                               : QStringLiteral("one response"),
                                                     oneObject ? QStringLiteral("maxObjectBytes")
                                                               : QStringLiteral("maxResponseBytes")),
                                            m_client->where(reply->url().toString())));
                        });
            }
        });
}

void RestCall::abortWith(QNetworkReply *reply, const Error &error)
{
    reply->disconnect(this);
    reply->abort();
    reply->deleteLater();
    m_reply = nullptr;
    m_listDecoder.reset();
    if (m_trace)
        m_trace->finish(error.message());
    m_timeouts->deleteLater(); // this may run inside its timer's handler
    Response response;
    response.url = m_client->safeUrl(m_request);
    response.error = error;
    Q_EMIT finished(response);
    deleteLater();
}

void RestCall::decodeArrived(QNetworkReply *reply)
{
    // Only a success is a list; any other answer's body (a Status) is kept whole until it ends, read as it
    // comes: left in Qt's buffer, it would stop at the buffer's size and never end.
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status < 200 || status > 299) {
        m_errorBody += reply->readAll();
        return;
    }
    if (!m_listDecoder)
        makeListDecoder(reply);
    // What is left waits in Qt's buffer until the decoder hands a piece back (readDecoded).
    while (reply->bytesAvailable() > 0 && m_listDecoder->queuedBytes() < listQueueBytes) {
        QByteArray piece;
        if (!m_sparePieces.empty()) {
            piece = std::move(m_sparePieces.back());
            m_sparePieces.pop_back();
        }
        piece.resize(std::min(reply->bytesAvailable(), listPieceBytes));
        const qint64 read = reply->read(piece.data(), piece.size());
        if (read <= 0)
            break;
        piece.resize(read);
        if (m_trace)
            m_trace->addBody(piece);
        if (m_listBodyStart.size() < listBodyStartBytes)
            m_listBodyStart += piece.left(listBodyStartBytes - m_listBodyStart.size());
        m_listDecoder->feed(std::move(piece));
    }
    // The decoder's figure lags by the pieces it has not reached; the next ones catch an endless item.
    const qint64 cap = m_client->config().maxObjectBytes;
    if (cap > 0 && m_listDecoder->pendingItemBytes() > cap)
        abortWith(reply, Error(Error::Kind::Decode,
                               QStringLiteral("list item too large: more than %1, the cap for one object "
                                              "(RestConfig::maxObjectBytes); the server sent "
                                              "an oversized or endless item")
                                   .arg(mebibytes(cap)),
                               m_client->where(reply->url().toString())));
}

void RestCall::readDecoded(QByteArray spent)
{
    // Reused only if nothing else holds it (the request log may).
    if (spent.isDetached() && m_sparePieces.size() < listQueuePieces)
        m_sparePieces.push_back(std::move(spent));
    if (m_reply && m_listDecoder)
        decodeArrived(m_reply);
}

void RestCall::makeListDecoder(QNetworkReply *reply)
{
    const DecodeOptions &options = *m_request.listDecodeOptions();
    // Protobuf only if this attempt asked for it: a JSON attempt comes after protobuf failed, and a server
    // that answers it in protobuf too must get an error, not another request (it got them endlessly).
    m_listIsProtobuf = isProtobufContentType(reply->rawHeader("Content-Type")) &&
                       m_request.acceptHeader().contains(protobufMediaType);
    std::unique_ptr<ListBodyDecoder> decoder;
    if (m_listIsProtobuf)
        decoder = std::make_unique<ProtobufListDecoder>(options);
    else
        decoder = std::make_unique<ListDecoder>(options);
    m_listDecoder = std::make_unique<BackgroundListDecoder>(m_client->listDecodeWorker(), std::move(decoder));
    m_listDecoder->setOnDecoded(this, [this](QByteArray spent) { readDecoded(std::move(spent)); });
}

void RestCall::complete(QNetworkReply *reply)
{
    if (m_timeouts)
        m_timeouts->deleteLater();
    reply->deleteLater();
    m_reply = nullptr;
    Response response;
    response.url = reply->url().toString();
    response.httpStatus = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    response.body = std::exchange(m_errorBody, {}) + reply->readAll();
    response.contentType = reply->rawHeader("Content-Type");
    response.http2 = reply->attribute(QNetworkRequest::Http2WasUsedAttribute).toBool();
    if (m_trace) {
        m_trace->addBody(response.body);
        m_trace->finish();
    }
    // Only this attempt's failure may send the request again (a success after a retried drop is final).
    m_transportRetry = false;
    const bool success = response.httpStatus >= 200 && response.httpStatus <= 299;
    if (success && reply->error() != QNetworkReply::NoError) {
        // The connection dropped mid-body (fewer bytes than Content-Length, a cut chunked stream): what
        // arrived is incomplete, never a (shorter) answer.
        const Error cut = m_client->transportError(reply, m_sslErrors);
        response.error = Error(
            cut.kind(), QStringLiteral("the answer ended before it was complete (%1)").arg(cut.message()),
            cut.where());
        // Not sent again, as client-go: a body that breaks off is the server's (or a proxy's) doing, and the
        // next try would most likely break too. An informer's reflector retries with its own backoff.
        response.body.clear();
    } else if (success) {
        const bool listDecoded = m_request.listDecodeOptions().has_value();
        const QString notJson =
            notJsonReason(m_request.acceptHeader(), response.contentType,
                          listDecoded && m_listDecoder ? m_listBodyStart + response.body : response.body);
        if (!notJson.isEmpty()) {
            response.error =
                Error(Error::Kind::Decode,
                      notJson + QStringLiteral("; is this the address of a Kubernetes API server?"),
                      m_client->where(response.url));
            response.body.clear();
        } else if (listDecoded) {
            if (!m_listDecoder)
                makeListDecoder(reply);
            m_listDecoder->feed(std::exchange(response.body, {}));
            m_listDecoder->finish([this, response](Result<ObjectList> list, qint64 decodeNs) mutable {
                response.decodeNs = decodeNs;
                if (!list && m_listIsProtobuf) {
                    // What the schema cannot turn into exactly the server's JSON (a newer server's fields) is
                    // asked for again as JSON, and this client's lists of that group version stay JSON.
                    m_client->protobufListFailed(m_request);
                    m_timer.disconnect();
                    connect(&m_timer, &QTimer::timeout, this, &RestCall::start);
                    m_timer.start(0);
                    return;
                }
                if (list)
                    response.list = std::make_shared<const ObjectList>(std::move(list).value());
                else
                    response.error = list.error().withWhere(m_client->where(response.url));
                retryOrFinish(response);
            });
            return;
        }
    }
    m_listDecoder.reset();
    if (response.httpStatus == 0) {
        response.error = m_client->transportError(reply, m_sslErrors);
        m_transportRetry = isRetryableTransport(reply->error());
    } else if (response.httpStatus < 200 || response.httpStatus > 299) {
        response.error = statusError(statusBodyAsJson(response.body, response.contentType),
                                     response.httpStatus, response.url);
        response.error.setRetryAfterMs(retryAfterMs(reply));
        if (response.httpStatus == 401 && m_client->canReauthenticate() && !m_reauthenticated) {
            m_reauthenticated =
                true; // the credential may have been rotated: run the plugin / read the file once more
            send();
            return;
        }
    }
    retryOrFinish(response);
}

void RestCall::retryOrFinish(Response response)
{
    const bool retryable =
        m_request.isIdempotent() && m_attempt < RestClient::maxRetries &&
        ((isRetryableStatus(response.httpStatus) && response.error.retryAfterMs() >= 0) || m_transportRetry);
    if (!retryable) {
        Q_EMIT finished(response);
        deleteLater();
        return;
    }
    int delayMs = std::min(RestClient::retryMaxDelayMs, RestClient::retryInitialDelayMs << m_attempt);
    delayMs += int(QRandomGenerator::global()->bounded(delayMs / 4 + 1));
    if (response.error.retryAfterMs() >= 0)
        delayMs = int(std::min<qint64>(response.error.retryAfterMs(), m_client->config().maxRetryAfterMs));
    // A wait that would end after the request's timeout (kubectl's --request-timeout) is not waited: the
    // server's answer is the result now rather than a timeout later.
    const int totalMs = m_request.timeout() >= 0 ? m_request.timeout() : m_client->config().requestTimeoutMs;
    if (totalMs > 0 && m_since.elapsed() + delayMs >= totalMs) {
        Q_EMIT finished(response);
        deleteLater();
        return;
    }
    if (response.error.retryAfterMs() >= 0)
        Q_EMIT m_client->throttled(response.url, delayMs);
    ++m_attempt;
    m_timer.disconnect();
    connect(&m_timer, &QTimer::timeout, this, &RestCall::start);
    m_timer.start(delayMs);
}

// ----------------------------------------------------------------------------------------------- WatchCall

WatchCall::WatchCall(RestClient *client, Request request, DecodeOptions options)
    : QObject(client), m_client(client), m_request(std::move(request)), m_decoder(std::move(options))
{
    m_decoder.setMaxEventBytes(m_client->config().maxObjectBytes);
    m_delay.setSingleShot(true);
    connect(&m_delay, &QTimer::timeout, this, &WatchCall::send);
}

void WatchCall::cancel()
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

void WatchCall::start()
{
    m_delay.start(int(m_client->reserveToken()));
}

void WatchCall::send()
{
    m_client->prepare(
        m_request, m_reauthenticated, this, [this](QNetworkRequest networkRequest, const Error &error) {
            if (error) {
                finish(error);
                return;
            }
            if (!m_manager)
                m_manager = m_client->acquireWatchManager();
            m_errorBody.clear();
            m_reply = m_client->dispatch(m_manager, networkRequest, m_request);
            QNetworkReply *reply = m_reply;
            const RestConfig &config = m_client->config();
            // No total timeout: a watch lasts as long as the server keeps it (timeoutSeconds); silence ends
            // it instead.
            new ReplyTimeouts(
                reply, {config.dialTimeoutMs, config.tlsHandshakeTimeoutMs, 0, config.watchIdleTimeoutMs},
                m_client->where(reply->url().toString()),
                [this, reply](const Error &error) { abortWith(reply, error); }, reply);
            connect(reply, &QNetworkReply::sslErrors, this, [this, reply](const QList<QSslError> &errors) {
                for (const QSslError &e : errors)
                    m_sslErrors.append(e.errorString());
                if (m_client->config().insecureSkipTlsVerify)
                    reply->ignoreSslErrors();
            });
            connect(reply, &QNetworkReply::readyRead, this, [this, reply] {
                const QByteArray chunk = reply->readAll();
                m_bytes += chunk.size();
                const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
                if (status != 200) {
                    if (const Error tooLarge = m_client->appendErrorBody(m_errorBody, chunk, reply))
                        abortWith(reply, tooLarge);
                    return;
                }
                QElapsedTimer clock;
                clock.start();
                QList<WatchEvent> decoded = m_decoder.feed(chunk);
                m_decodeNs += clock.nsecsElapsed();
                if (!decoded.isEmpty())
                    Q_EMIT events(decoded);
                if (m_decoder.error()) {
                    reply->disconnect(this);
                    reply->abort();
                    finish(m_decoder.error().withWhere(m_client->where(reply->url().toString())));
                }
            });
            connect(reply, &QNetworkReply::finished, this, [this, reply] {
                const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
                if (status == 0) {
                    // A stream that closes after a 200 mid-event shows as a transport error or a cut; both
                    // end the watch.
                    finish(m_client->transportError(reply, m_sslErrors));
                    return;
                }
                if (status != 200) {
                    if (const Error tooLarge =
                            m_client->appendErrorBody(m_errorBody, reply->readAll(), reply)) {
                        finish(tooLarge);
                        return;
                    }
                    Error error = statusError(m_errorBody, status, reply->url().toString());
                    error.setRetryAfterMs(retryAfterMs(reply));
                    if (status == 401 && m_client->canReauthenticate() && !m_reauthenticated) {
                        m_reauthenticated = true;
                        reply->deleteLater();
                        m_reply = nullptr;
                        send();
                        return;
                    }
                    finish(error);
                    return;
                }
                const QByteArray rest = reply->readAll();
                if (!rest.isEmpty()) {
                    QList<WatchEvent> decoded = m_decoder.feed(rest);
                    if (!decoded.isEmpty())
                        Q_EMIT events(decoded);
                }
                Error end = m_decoder.finish();
                if (!end && reply->error() != QNetworkReply::NoError)
                    end = m_client->transportError(reply, m_sslErrors);
                finish(end.isError() && end.where().isEmpty() ? end.withWhere(reply->url().toString()) : end);
            });
        });
}

void WatchCall::abortWith(QNetworkReply *reply, const Error &error)
{
    reply->disconnect(this);
    reply->abort();
    finish(error);
}

void WatchCall::finish(const Error &error)
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
