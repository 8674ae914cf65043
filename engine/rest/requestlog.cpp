// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "requestlog.h"

#include "codec/protobufcodec.h"

#include <QCoreApplication>
#include <QMutex>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QRegularExpression>

#include <cstdio>

namespace kube {

namespace {

// Headers whose value is a credential: kubectl masks Authorization the same way.
bool isCredentialHeader(const QByteArray &name)
{
    const QByteArray lower = name.toLower();
    return lower == "authorization" || lower == "proxy-authorization" || lower == "cookie" ||
           lower == "set-cookie" || lower == "x-remote-user-token";
}

// A truncated body is redacted before it is cut, with this much more of it kept: a secret that starts just
// before the cut must be whole to be recognised (a JWT is a few KiB at most).
constexpr qsizetype truncationSlackBytes = 64 * 1024;

// Go's %q, as kubectl prints bodies: quotes, backslashes and control characters escaped.
QString quoted(const QByteArray &bytes)
{
    QString text = QStringLiteral("\"");
    for (const QChar c : QString::fromUtf8(bytes)) {
        switch (c.unicode()) {
        case '"':
            text += QStringLiteral("\\\"");
            break;
        case '\\':
            text += QStringLiteral("\\\\");
            break;
        case '\n':
            text += QStringLiteral("\\n");
            break;
        case '\r':
            text += QStringLiteral("\\r");
            break;
        case '\t':
            text += QStringLiteral("\\t");
            break;
        default:
            if (c.unicode() < 0x20)
                text += QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'));
            else
                text += c;
        }
    }
    return text + QLatin1Char('"');
}

// Go's http.StatusText for the codes an apiserver answers, for HTTP/2 answers, which carry no reason phrase.
QByteArray standardReason(int status)
{
    switch (status) {
    case 200:
        return "OK";
    case 201:
        return "Created";
    case 202:
        return "Accepted";
    case 204:
        return "No Content";
    case 400:
        return "Bad Request";
    case 401:
        return "Unauthorized";
    case 403:
        return "Forbidden";
    case 404:
        return "Not Found";
    case 405:
        return "Method Not Allowed";
    case 409:
        return "Conflict";
    case 410:
        return "Gone";
    case 422:
        return "Unprocessable Entity";
    case 429:
        return "Too Many Requests";
    case 500:
        return "Internal Server Error";
    case 503:
        return "Service Unavailable";
    case 504:
        return "Gateway Timeout";
    default:
        return {};
    }
}

QString statusText(const RequestRecord &record)
{
    if (record.httpStatus == 0)
        return record.error;
    const QByteArray reason =
        record.reasonPhrase.isEmpty() ? standardReason(record.httpStatus) : record.reasonPhrase;
    QString text = QStringLiteral("%1 %2").arg(record.httpStatus).arg(QString::fromLatin1(reason)).trimmed();
    // Cut after the headers: a body over its cap, a timeout.
    if (!record.error.isEmpty())
        text += QStringLiteral(" (%1)").arg(record.error);
    return text;
}

QString header(const std::pair<QByteArray, QByteArray> &h)
{
    return QStringLiteral("%1: %2").arg(QString::fromLatin1(h.first), QString::fromUtf8(h.second));
}

QString body(const QString &what, const QByteArray &kept, qint64 total)
{
    QString line = QStringLiteral("\"%1\" body=").arg(what);
    if (total > kept.size())
        return line + quoted(kept).chopped(1) +
               QStringLiteral(" [truncated %1 chars]\"").arg(total - kept.size());
    return line + quoted(kept);
}

} // namespace

// ---------------------------------------------------------------------------------------------- RequestLog

RequestLog::RequestLog(int verbosity, Sink sink) : m_verbosity(verbosity), m_sink(std::move(sink)) {}

void RequestLog::write(const RequestRecord &record) const
{
    if (m_sink && logs(Requests))
        m_sink(record);
}

QStringList RequestLog::lines(const RequestRecord &record, int verbosity)
{
    QStringList out;
    if (verbosity < Requests)
        return out;
    const QString url = QString::fromLatin1(record.verb) + QLatin1Char(' ') + record.url;
    const QString outcome =
        QStringLiteral("%1 in %2 milliseconds").arg(statusText(record)).arg(record.milliseconds);
    if (verbosity >= ResponseHeaders)
        out << body(QStringLiteral("Request Body"), record.requestBody, record.requestBody.size());
    if (verbosity >= Bodies) {
        QString curl = QStringLiteral("curl -v -X%1 ").arg(QString::fromLatin1(record.verb));
        for (const auto &h : record.requestHeaders)
            curl += QStringLiteral(" -H \"%1\"").arg(header(h));
        out << curl + QStringLiteral(" '%1'").arg(record.url);
        out << url + QLatin1Char(' ') + outcome;
    } else if (verbosity >= RequestHeaders) {
        out << url << QStringLiteral("Request Headers:");
        for (const auto &h : record.requestHeaders)
            out << QStringLiteral("    ") + header(h);
        out << QStringLiteral("Response Status: ") + outcome;
    } else {
        out << url + QLatin1Char(' ') + outcome;
    }
    if (verbosity >= ResponseHeaders && record.httpStatus != 0) {
        out << QStringLiteral("Response Headers:");
        for (const auto &h : record.responseHeaders)
            out << QStringLiteral("    ") + header(h);
        if (!record.stream)
            out << body(QStringLiteral("Response Body"), record.responseBody, record.responseBodyBytes);
    }
    return out;
}

RequestLog::Sink RequestLog::stderrSink(int verbosity)
{
    return [verbosity](const RequestRecord &record) {
        static QMutex mutex;
        const QByteArray prefix =
            record.time.toLocalTime().toString(QStringLiteral("'I'MMdd HH:mm:ss.zzz000")).toLatin1() +
            QByteArray::number(QCoreApplication::applicationPid()).rightJustified(8) + " requestlog] ";
        QByteArray text;
        for (const QString &line : lines(record, verbosity))
            text += prefix + line.toUtf8() + '\n';
        QMutexLocker lock(&mutex);
        std::fwrite(text.constData(), 1, size_t(text.size()), stderr);
        std::fflush(stderr);
    };
}

QByteArray RequestLog::redactHeader(const QByteArray &name, const QByteArray &value)
{
    if (!isCredentialHeader(name))
        return value;
    // Keep the scheme, as kubectl does ("Bearer <masked>"): it tells which credential was sent.
    const qsizetype space = value.indexOf(' ');
    const QByteArray scheme =
        space > 0 && name.toLower().endsWith("authorization") ? value.left(space + 1) : QByteArray();
    return scheme + "<masked>";
}

bool RequestLog::isSecretsPath(const QString &path)
{
    static const QRegularExpression secrets(QStringLiteral("/api/v1/(?:namespaces/[^/]+/)?secrets(?:/|$)"));
    return secrets.match(path).hasMatch();
}

QByteArray RequestLog::redactBody(QByteArray body, const QList<QByteArray> &secrets, bool secretsResource)
{
    for (const QByteArray &secret : secrets)
        if (!secret.isEmpty())
            body.replace(secret, redacted.toByteArray());
    QString text = QString::fromUtf8(body);
    // An unterminated value (a cut body) is redacted to the end.
    static const QRegularExpression pem(
        QStringLiteral("-----BEGIN [A-Z ]*PRIVATE KEY-----[\\s\\S]*?(-----END [A-Z ]*PRIVATE KEY-----|$)"));
    static const QRegularExpression fields(QStringLiteral(
        "(\"(?:[A-Za-z-]*[Tt]oken|client-key-data|clientKeyData|password|client-secret)\"\\s*:\\s*)"
        "\"(?:[^\"\\\\]|\\\\.)*(\"|$)"));
    static const QRegularExpression bearer(QStringLiteral("(Bearer\\s+)[A-Za-z0-9._~+/=-]+"));
    static const QRegularExpression secretKind(QStringLiteral("\"kind\"\\s*:\\s*\"Secret(List)?\""));
    // A map of strings, read string by string: a value may hold braces (a JSON or YAML file).
    static const QRegularExpression secretData(QStringLiteral(
        "(\"(?:data|stringData)\"\\s*:\\s*)\\{(?:[^}\"]|\"(?:[^\"\\\\]|\\\\.)*(?:\"|$))*(?:\\}|$)"));
    // kubectl apply's copy of the Secret, values included, as one escaped JSON string.
    static const QRegularExpression lastApplied(QStringLiteral(
        "(\"kubectl\\.kubernetes\\.io/last-applied-configuration\"\\s*:\\s*)\"(?:[^\"\\\\]|\\\\.)*(?:\"|$)"));
    const QString mark = QString::fromLatin1(redacted);
    text.replace(pem, mark);
    text.replace(fields, QStringLiteral("\\1\"") + mark + QStringLiteral("\""));
    text.replace(bearer, QStringLiteral("\\1") + mark);
    if (secretsResource || text.contains(secretKind)) {
        text.replace(secretData, QStringLiteral("\\1{\"") + mark + QStringLiteral("\":\"\"}"));
        text.replace(lastApplied, QStringLiteral("\\1\"") + mark + QStringLiteral("\""));
    }
    return text.toUtf8();
}

// -------------------------------------------------------------------------------------------- RequestTrace

RequestTrace::RequestTrace(std::shared_ptr<const RequestLog> log, QNetworkReply *reply,
                           const QNetworkRequest &request, const QByteArray &verb, const QByteArray &body,
                           bool stream)
    : QObject(reply), m_log(std::move(log)), m_reply(reply)
{
    m_clock.start();
    m_record.time = QDateTime::currentDateTimeUtc();
    m_record.verb = verb;
    m_record.url = request.url().toString();
    m_record.stream = stream;
    m_secretsResource = RequestLog::isSecretsPath(request.url().path());
    for (const QByteArray &name : request.rawHeaderList()) {
        const QByteArray value = request.rawHeader(name);
        // The bearer token this request carries is a secret wherever it shows up (a TokenReview echoes it).
        if (name.compare("Authorization", Qt::CaseInsensitive) == 0 && value.startsWith("Bearer "))
            m_secrets.append(value.mid(7));
        if (m_log->logs(RequestLog::RequestHeaders))
            m_record.requestHeaders.append({name, RequestLog::redactHeader(name, value)});
    }
    if (m_log->logs(RequestLog::ResponseHeaders))
        m_record.requestBody = RequestLog::redactBody(body, m_secrets, m_secretsResource);
    connect(reply, &QNetworkReply::metaDataChanged, this, &RequestTrace::headersArrived);
    if (stream)
        connect(reply, &QNetworkReply::finished, this, [this] {
            finish(m_reply->error() == QNetworkReply::NoError ? QString() : m_reply->errorString());
        });
}

void RequestTrace::headersArrived()
{
    if (m_headers)
        return;
    m_headers = true;
    m_record.milliseconds = m_clock.elapsed();
    m_record.httpStatus = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    m_record.reasonPhrase = m_reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toByteArray();
    m_protobuf = isProtobufContentType(m_reply->rawHeader("Content-Type"));
    if (m_log->logs(RequestLog::ResponseHeaders))
        for (const auto &[name, value] : m_reply->rawHeaderPairs())
            m_record.responseHeaders.append({name, RequestLog::redactHeader(name, value)});
    if (m_record.stream && m_record.httpStatus != 0)
        write();
}

void RequestTrace::addBody(const QByteArray &chunk)
{
    headersArrived(); // whether the body is protobuf, whichever of the reply's signals came first
    m_record.responseBodyBytes += chunk.size();
    if (!m_log->logs(RequestLog::ResponseHeaders))
        return;
    const qsizetype keep =
        m_protobuf
            ? std::min(chunk.size(), RequestLog::maxProtobufBodyBytes + 1 - m_record.responseBody.size())
        : m_log->logs(RequestLog::Bodies)
            ? chunk.size()
            : std::min(chunk.size(),
                       RequestLog::truncatedBodyBytes + truncationSlackBytes - m_record.responseBody.size());
    if (keep > 0)
        m_record.responseBody += chunk.left(keep);
}

void RequestTrace::finish(const QString &error)
{
    headersArrived();
    if (m_record.httpStatus == 0) {
        m_record.error = error.isEmpty() ? m_reply->errorString() : error;
        m_record.milliseconds = m_clock.elapsed();
    } else {
        m_record.error = error;
    }
    write();
}

void RequestTrace::write()
{
    if (m_written)
        return;
    m_written = true;
    if (m_protobuf && !m_record.responseBody.isEmpty()) {
        // Binary as it is, a Secret's values would pass the patterns below unseen.
        Result<QByteArray> json =
            m_record.responseBody.size() <= RequestLog::maxProtobufBodyBytes
                ? protobufToJson(m_record.responseBody)
                : Result<QByteArray>(
                      Error(Error::Kind::Decode,
                            QStringLiteral("larger than %1 bytes").arg(RequestLog::maxProtobufBodyBytes)));
        if (json) {
            m_record.responseBody = std::move(json).value();
            m_record.responseBodyBytes = m_record.responseBody.size();
        } else {
            m_record.responseBody = QStringLiteral("<%1 bytes of protobuf, not shown: %2>")
                                        .arg(m_record.responseBodyBytes)
                                        .arg(json.error().message())
                                        .toUtf8();
            m_record.responseBodyBytes = m_record.responseBody.size();
        }
    }
    if (!m_record.responseBody.isEmpty()) {
        const bool truncated =
            !m_log->logs(RequestLog::Bodies) && m_record.responseBodyBytes > RequestLog::truncatedBodyBytes;
        m_record.responseBody = RequestLog::redactBody(m_record.responseBody, m_secrets, m_secretsResource);
        if (truncated) {
            // The redacted text stands for the whole body: what is left out is counted against the original
            // size.
            m_record.responseBody.truncate(RequestLog::truncatedBodyBytes);
            m_record.responseBodyBytes =
                std::max(m_record.responseBodyBytes, qint64(RequestLog::truncatedBodyBytes) + 1);
        } else {
            m_record.responseBodyBytes = m_record.responseBody.size();
        }
    }
    m_log->write(m_record);
}

} // namespace kube
