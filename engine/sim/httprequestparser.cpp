// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "httprequestparser.h"

#include <QUrl>

namespace kube::sim {

HttpRequestParser::Status HttpRequestParser::fail(int status, const char *body)
{
    m_failureStatus = status;
    m_failureBody = body;
    m_buffer.clear();
    return Status::Failed;
}

HttpRequestParser::Status HttpRequestParser::takeChunkedBody(QByteArray *body)
{
    QByteArray decoded;
    qsizetype at = 0;
    for (;;) {
        const qsizetype lineEnd = m_buffer.indexOf("\r\n", at);
        if (lineEnd < 0)
            return Status::NeedMore;
        // A chunk's size in hex, perhaps followed by extensions after ';'.
        QByteArray sizeText = m_buffer.mid(at, lineEnd - at);
        if (const qsizetype semicolon = sizeText.indexOf(';'); semicolon >= 0)
            sizeText.truncate(semicolon);
        bool ok = false;
        const qsizetype size = sizeText.trimmed().toLongLong(&ok, 16);
        if (!ok || size < 0 || decoded.size() + size > maxBodyBytes)
            return fail(413, R"({"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"request body too large or bad chunk size","reason":"BadRequest","code":413})");
        at = lineEnd + 2;
        if (size == 0) {
            // Trailers, if any, end with an empty line.
            const qsizetype end = m_buffer.indexOf("\r\n\r\n", at - 2);
            if (end < 0)
                return Status::NeedMore;
            m_buffer.remove(0, end + 4);
            *body = decoded;
            return Status::Ready;
        }
        if (m_buffer.size() < at + size + 2)
            return Status::NeedMore;
        decoded.append(m_buffer.mid(at, size));
        at += size + 2;
    }
}

HttpRequestParser::Status HttpRequestParser::next(HttpRequest *request)
{
    if (m_failureStatus)
        return Status::Failed;
    if (m_bodyExpected < 0) {
        const qsizetype end = m_buffer.indexOf("\r\n\r\n", m_headScanned);
        // A head past the limit fails however its bytes arrived: in one read, or a piece at a time (then as soon
        // as its end can no longer fall within the limit).
        if (end > maxHeaderBytes || (end < 0 && m_buffer.size() >= maxHeaderBytes + 4))
            return fail(431, R"({"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"request headers too large","reason":"BadRequest","code":431})");
        if (end < 0) {
            m_headScanned = std::max<qsizetype>(0, m_buffer.size() - 3); // a head fed a byte at a time is scanned once
            return Status::NeedMore;
        }
        m_headScanned = 0;
        const QList<QByteArray> lines = m_buffer.left(end).split('\n');
        m_buffer.remove(0, end + 4);
        const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
        m_pending = HttpRequest();
        if (requestLine.size() != 3 || !requestLine[2].startsWith("HTTP/1."))
            return fail(400, R"({"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"malformed HTTP request line","reason":"BadRequest","code":400})");
        m_pending.method = requestLine[0];
        const QUrl url(QString::fromLatin1(requestLine[1]));
        m_pending.path = url.path();
        // Go's servers read a query as a form: '+' is a space (kubectl sends "app+in+(web)").
        m_pending.query = QUrlQuery(url.query(QUrl::FullyEncoded).replace(QLatin1Char('+'), QLatin1String("%20")));
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const qsizetype colon = lines[i].indexOf(':');
            const QByteArray name = lines[i].left(colon).trimmed().toLower();
            if (colon <= 0 || name.isEmpty()) // a line of blanks before ':' names no header
                continue;
            const QByteArray value = lines[i].mid(colon + 1).trimmed();
            if (const auto earlier = m_pending.headers.constFind(name); earlier != m_pending.headers.cend()) {
                QList<QByteArray> &values = m_pending.repeatedHeaders[name];
                if (values.isEmpty())
                    values.append(earlier.value());
                values.append(value);
            }
            m_pending.headers.insert(name, value);
        }
        m_chunked = m_pending.header("transfer-encoding").toLower().contains("chunked");
        bool ok = true;
        m_bodyExpected = m_pending.headers.contains("content-length") ? m_pending.header("content-length").toLongLong(&ok) : 0;
        if (!ok || m_bodyExpected < 0 || m_bodyExpected > maxBodyBytes)
            return fail(413, R"({"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"request body too large or bad Content-Length","reason":"BadRequest","code":413})");
    }
    if (m_chunked) {
        if (const Status status = takeChunkedBody(&m_pending.body); status != Status::Ready)
            return status;
    } else {
        if (m_buffer.size() < m_bodyExpected)
            return Status::NeedMore;
        m_pending.body = m_buffer.left(m_bodyExpected);
        m_buffer.remove(0, m_bodyExpected);
    }
    m_bodyExpected = -1;
    *request = std::exchange(m_pending, HttpRequest());
    return Status::Ready;
}

} // namespace kube::sim
