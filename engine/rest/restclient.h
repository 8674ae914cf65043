// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "replytimeouts.h"
#include "request.h"
#include "requestlog.h"
#include "tokenbucket.h"
#include "watchdecoder.h"

#include "config/restconfig.h"
#include "core/backgroundlistdecoder.h"

#include <QElapsedTimer>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QThread>
#include <QTimer>

#include <functional>
#include <memory>
#include <vector>

class QNetworkAccessManager;

namespace kube {

class ExecCredentialSource;
class StreamCall;

struct QKUBE_ENGINE_EXPORT Response
{
    int httpStatus = 0;
    QByteArray body;
    QByteArray contentType;
    QString url;        // without credentials
    bool http2 = false; // the answer came over HTTP/2 (negotiated by ALPN when the server offers it)
    Error error;        // set for transport failures and non-2xx answers (decoded from the Status body)
    // For Request::decodeListAsItArrives: the list, decoded while it arrived (body stays empty). A body that
    // does not decode is an error instead.
    std::shared_ptr<const ObjectList> list;
    qint64 decodeNs = 0; // spent decoding `list`
    bool ok() const { return !error; }
};

class RestClient;

// One request in flight. Emits finished() exactly once (unless cancelled), then deletes itself.
class QKUBE_ENGINE_EXPORT RestCall : public QObject
{
    Q_OBJECT
public:
    // Aborts the request; finished() is not emitted.
    void cancel();
Q_SIGNALS:
    void finished(const kube::Response &response);

private:
    friend class RestClient;
    RestCall(RestClient *client, Request request);
    void start();
    void send();
    void complete(QNetworkReply *reply);
    void decodeArrived(QNetworkReply *reply);
    // The decoder is done with `spent`: keep it to read into again, and read on.
    void readDecoded(QByteArray spent);
    void makeListDecoder(QNetworkReply *reply);
    void retryOrFinish(Response response);
    // Ends this call now with `error` (a timeout, a cap): aborts the reply and frees what it read; no retry.
    void abortWith(QNetworkReply *reply, const Error &error);

    RestClient *m_client;
    Request m_request;
    QPointer<QNetworkReply> m_reply;
    QTimer m_timer;                     // rate limit and retry delays
    QPointer<ReplyTimeouts> m_timeouts; // this attempt's
    QPointer<RequestTrace> m_trace;     // this attempt's, when the config has a request log

    QStringList m_sslErrors;
    // Made when the answer's Content-Type is known: this attempt's, for decodeListAsItArrives.
    std::unique_ptr<BackgroundListDecoder> m_listDecoder;
    bool m_listIsProtobuf = false;         // this attempt's list came as protobuf
    QByteArray m_listBodyStart;            // this attempt's first bytes of a list body, to say what it is
    std::vector<QByteArray> m_sparePieces; // of the list body, decoded and free to read into again
    QByteArray m_errorBody;                // this attempt's answer to a list that is not a success, so far
    int m_attempt = 0;
    QElapsedTimer m_since; // since the first attempt: retries never wait past the request's timeout
    bool m_reauthenticated = false;
    bool m_transportRetry = false;
};

// One watch stream. Emits events() as chunks complete events, then finished() once: with no error when the
// server ended the stream normally (timeoutSeconds), else why it ended. Deletes itself after finished().
class QKUBE_ENGINE_EXPORT WatchCall : public QObject
{
    Q_OBJECT
public:
    void cancel();
    qint64 bytesReceived() const { return m_bytes; }
    qint64 decodeNs() const { return m_decodeNs; } // spent decoding events so far
Q_SIGNALS:
    void events(const QList<kube::WatchEvent> &events);
    void finished(const kube::Error &error);

private:
    friend class RestClient;
    WatchCall(RestClient *client, Request request, DecodeOptions options);
    void start();
    void send();
    void finish(const Error &error);
    void abortWith(QNetworkReply *reply, const Error &error);

    RestClient *m_client;
    Request m_request;
    WatchDecoder m_decoder;
    QPointer<QNetworkReply> m_reply;
    QNetworkAccessManager *m_manager = nullptr;
    QTimer m_delay;
    QStringList m_sslErrors;
    QByteArray m_errorBody;
    qint64 m_bytes = 0;
    qint64 m_decodeNs = 0;
    bool m_reauthenticated = false;
    bool m_done = false;
};

// client-go's rest.RESTClient over QNetworkAccessManager: lives on the thread that creates it and does all
// its work there, asynchronously (no nested event loops). Applies the RestConfig's TLS, authentication
// (token, token file, basic, exec plugin with one re-run after a 401) and client-side QPS/Burst limit;
// retries idempotent requests after 429/5xx honouring Retry-After (up to RestConfig::maxRetryAfterMs, never
// past the request's timeout, each wait announced by throttled()). Puts the RestConfig's timeouts on every
// request (ReplyTimeouts) and its size caps on every body. Watches use managers of their own, a few streams
// each, so long-lived streams never take the connections ordinary requests need.
class QKUBE_ENGINE_EXPORT RestClient : public QObject
{
    Q_OBJECT
public:
    // Retry policy, as client-go's: idempotent requests answered 429/5xx *with* Retry-After wait that long
    // and go again; a GET whose connection dropped goes again after a short backoff. Up to client-go's 10
    // retries.
    static constexpr int maxRetries = 10;
    static constexpr int retryInitialDelayMs = 500;
    static constexpr int retryMaxDelayMs = 8'000;
    // Qt opens at most 6 HTTP/1.1 connections per host and manager; 5 watches a manager leave a spare one.
    static constexpr int watchesPerManager = 5;

    explicit RestClient(RestConfig config, QObject *parent = nullptr);
    ~RestClient() override;

    const RestConfig &config() const { return m_config; }

    RestCall *send(Request request);
    WatchCall *watch(Request request, DecodeOptions options = {});
    // A raw byte stream (pods/log): the body handed on as it arrives (see StreamCall).
    StreamCall *stream(Request request);
    // Convenience: send() and call back with the response on this thread.
    void send(Request request, QObject *context, std::function<void(const Response &)> callback);

    // Cancels every call in flight (shutdown, context switch); no further signals from them.
    void cancelAll();
    // cancelAll() and close every pooled connection (TLS sessions included) now rather than at destruction.
    void closeConnections();
    int watchManagerCount() const { return int(m_watchManagers.size()); }

Q_SIGNALS:
    // A request answered 429 (or 5xx with Retry-After) goes again in `delayMs`: for the user to see why
    // nothing arrives.
    void throttled(const QString &url, qint64 delayMs);

public:
    // The network request `request` would go out as, credentials included (the token file read, an exec
    // plugin run when needed), for a connection this client does not make itself (a WebSocket upgrade).
    // `done` runs on this thread, not at all once `context` is gone.
    void prepareRequest(const Request &request, QObject *context,
                        std::function<void(QNetworkRequest, const Error &)> done);
    // The config's proxy-url as Qt's proxy; DefaultProxy (the application's) when it names none.
    static QNetworkProxy proxyFor(const RestConfig &config);

private:
    friend class RestCall;
    friend class WatchCall;
    friend class StreamCall;
    using Prepared = std::function<void(QNetworkRequest, const Error &)>;

    void prepare(const Request &request, bool reauthenticate, QObject *context, Prepared done);
    QNetworkRequest buildRequest(const Request &request, const QString &token, const QSslCertificate &cert,
                                 const QSslKey &key) const;
    // Sends the request; with a request log, the reply gets a RequestTrace child (`streamed`: a watch or a
    // log stream, whose body the log never keeps).
    QNetworkReply *dispatch(QNetworkAccessManager *manager, const QNetworkRequest &networkRequest,
                            const Request &request, bool streamed = false);
    // A manager of this client's, counting the TLS connections it opens (tlsConnectionsPerManager).
    QNetworkAccessManager *newManager();
    // No new work for `manager`: it goes once what it carries has ended.
    void retire(QNetworkAccessManager *manager);
    QNetworkAccessManager *acquireWatchManager();
    // Lives on the thread that decodes this client's lists (started on the first list).
    QObject *listDecodeWorker();
    // The Accept header for `request`: protobuf first for a list that prefers it, when the schema covers its
    // group version and no list of that group version has needed JSON on this client.
    QByteArray acceptFor(const Request &request) const;
    void protobufListFailed(const Request &request)
    {
        m_jsonOnlyGroupVersions.insert(request.resourceType().groupVersion());
    }
    void releaseWatchManager(QNetworkAccessManager *manager);
    qint64 reserveToken() { return m_bucket.reserve(); }
    // After a 401 a fresh credential may exist: an exec plugin's, or a rotated token file's.
    bool canReauthenticate() const
    {
        return m_exec || (m_config.bearerToken.isEmpty() && !m_config.bearerTokenFile.isEmpty());
    }
    Error transportError(QNetworkReply *reply, const QStringList &sslErrors) const;
    // Appends a non-2xx answer's `chunk` to `body`, or, past RestConfig::maxObjectBytes (no Status is that
    // large), gives the error that ends the call.
    Error appendErrorBody(QByteArray &body, const QByteArray &chunk, QNetworkReply *reply) const;
    QString safeUrl(const Request &request) const;
    // Where an error happened, as a person reads it: the URL and the context, when known.
    QString where(const QString &url) const;

    RestConfig m_config;
    QNetworkAccessManager *m_manager = nullptr; // for requests
    struct WatchManager
    {
        QNetworkAccessManager *manager = nullptr;
        int streams = 0;
        bool retired = false;
    };
    QList<WatchManager> m_watchManagers;
    TokenBucket m_bucket;
    ExecCredentialSource *m_exec = nullptr;
    QString m_tokenFromFile;
    QElapsedTimer m_tokenFileAge;
    QThread m_listDecodeThread;
    QObject *m_listDecodeWorker = nullptr;
    QSet<QString> m_jsonOnlyGroupVersions; // whose protobuf lists held fields the schema lacks
};

} // namespace kube

Q_DECLARE_METATYPE(kube::Response)
