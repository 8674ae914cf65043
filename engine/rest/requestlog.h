// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"

#include <QByteArray>
#include <QDateTime>
#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>

class QNetworkReply;
class QNetworkRequest;

namespace kube {

// One HTTP exchange as the request log keeps it, secrets already redacted: what kubectl -v=6..9 prints of it.
struct QKUBE_ENGINE_EXPORT RequestRecord
{
    using Headers = QList<std::pair<QByteArray, QByteArray>>;

    QDateTime time; // when the request was sent (UTC)
    QByteArray verb;
    QString url;
    int httpStatus = 0; // 0: no answer (see error)
    QByteArray reasonPhrase;
    qint64 milliseconds = 0; // until the response's headers (kubectl's figure), or until it failed
    QString error;           // a transport failure: refused, TLS, timeout
    bool stream = false;     // a watch or log stream: logged when its headers arrive, its body never
    Headers requestHeaders;
    Headers responseHeaders;
    QByteArray requestBody;
    QByteArray responseBody;      // as much as the level keeps (see RequestLog::truncatedBodyBytes)
    qint64 responseBodyBytes = 0; // the whole body's size, whatever was kept
};

// The HTTP request log of kubectl's -v=N, for a RestClient (set RestConfig::requestLog): at 6 each request's
// verb, URL, status and latency; 7 adds the request headers; 8 the response headers and the first
// truncatedBodyBytes of each body; 9 whole bodies and a curl command line. Secrets never reach the sink:
// Authorization and cookies are masked, and in bodies the bearer token the request carried, PEM private keys,
// JSON fields that hold tokens, keys and passwords, and a Secret's data are replaced by "<redacted>".
// The sink runs on the thread of the RestClient that made the request (several threads when several
// clients share one log): it must be thread-safe. Immutable once made; share it by shared_ptr.
class QKUBE_ENGINE_EXPORT RequestLog
{
public:
    enum Level { Requests = 6, RequestHeaders = 7, ResponseHeaders = 8, Bodies = 9 };
    // kubectl's -v=8 keeps this much of a body and says how much it left out.
    static constexpr qsizetype truncatedBodyBytes = 1024;
    // A protobuf body (an informer's list) is logged as JSON, converted whole; a larger one is not shown.
    static constexpr qsizetype maxProtobufBodyBytes = 8 * 1024 * 1024;
    static constexpr QByteArrayView redacted = "<redacted>";

    using Sink = std::function<void(const RequestRecord &record)>;

    RequestLog(int verbosity, Sink sink);

    int verbosity() const { return m_verbosity; }
    bool logs(Level level) const { return m_verbosity >= level; }
    void write(const RequestRecord &record) const;

    // kubectl's lines for `record` at `verbosity` (without glog's prefix), in its order and words.
    static QStringList lines(const RequestRecord &record, int verbosity);
    // A sink writing lines() to stderr, each behind a glog-style prefix ("I1123 18:25:10.871451   4242
    // requestlog] "), one whole record per write so that threads do not interleave.
    static Sink stderrSink(int verbosity);

    // Redaction, public for the tests and for other logs that show HTTP.
    static QByteArray redactHeader(const QByteArray &name, const QByteArray &value);
    // `secrets`: literal strings (the token a request carried) replaced wherever they appear.
    // A Secret's (or SecretList's) data and stringData, and its last-applied copy, are redacted; in any body
    // when `secretsResource` (a request to secrets: a patch carries no kind).
    static QByteArray redactBody(QByteArray body, const QList<QByteArray> &secrets,
                                 bool secretsResource = false);
    // Whether a URL path addresses core v1 secrets (a list, a watch, one Secret), behind any server prefix.
    static bool isSecretsPath(const QString &path);

private:
    int m_verbosity;
    Sink m_sink;
};

// The log's view of one attempt: made by RestClient when it sends a request (a child of the reply, so it goes
// with it), it notes when the headers arrive and what the caller reads, and writes one RequestRecord. A
// stream's record is written when its headers arrive; a request's by finish(), with the body it read.
class QKUBE_ENGINE_EXPORT RequestTrace : public QObject
{
    Q_OBJECT
public:
    RequestTrace(std::shared_ptr<const RequestLog> log, QNetworkReply *reply, const QNetworkRequest &request,
                 const QByteArray &verb, const QByteArray &body, bool stream);

    // What the caller read of the body (a list decoded as it arrives hands its chunks on here).
    void addBody(const QByteArray &chunk);
    // The request is over: `error` is why it failed without an answer (empty when it has one).
    void finish(const QString &error = {});

private:
    void headersArrived();
    void write();

    std::shared_ptr<const RequestLog> m_log;
    QNetworkReply *m_reply;
    RequestRecord m_record;
    QList<QByteArray> m_secrets;
    QElapsedTimer m_clock;
    bool m_headers = false;
    bool m_written = false;
    // The body is Kubernetes protobuf: kept whole (up to maxProtobufBodyBytes) to be logged as the JSON it
    // stands for, where the patterns that redact secrets can see it.
    bool m_protobuf = false;
    bool m_secretsResource = false;
};

} // namespace kube
