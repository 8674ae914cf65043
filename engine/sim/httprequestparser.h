// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QHash>
#include <QStringList>
#include <QUrlQuery>

namespace kube::sim {

struct HttpRequest
{
    QByteArray method;
    QString path;
    QUrlQuery query;
    QHash<QByteArray, QByteArray> headers; // lower-case names
    QHash<QByteArray, QList<QByteArray>> repeatedHeaders; // each header sent more than once: its values in order
    QByteArray body;
    QString user;             // set by authentication
    QStringList groups;
    QString uid; // an impersonated user's, when given
    QByteArray header(const QByteArray &name) const { return headers.value(name); }
    // Every value of a header (Impersonate-Group comes once per group), in the order sent.
    QList<QByteArray> headerValues(const QByteArray &name) const
    {
        if (const auto repeated = repeatedHeaders.constFind(name); repeated != repeatedHeaders.cend())
            return repeated.value();
        return headers.contains(name) ? QList<QByteArray>{headers.value(name)} : QList<QByteArray>();
    }
    QString param(const QString &name) const { return query.queryItemValue(name, QUrl::FullyDecoded); }
    bool hasParam(const QString &name) const { return query.hasQueryItem(name); }
};

// Cuts HTTP/1.1 requests (request line, headers, a Content-Length or chunked body) out of a connection's bytes, fed in
// pieces split anywhere. Holds at most maxHeaderBytes of an unfinished head and maxBodyBytes of a body; past
// that, or on a malformed head, it fails with the status and metav1.Status body to answer before closing.
// No sockets: HttpConnection feeds it, and the fuzzer drives it alone.
class HttpRequestParser
{
public:
    static constexpr qsizetype maxHeaderBytes = 64 * 1024;
    static constexpr qsizetype maxBodyBytes = 16 * 1024 * 1024;
    enum class Status { NeedMore, Ready, Failed };

    void feed(QByteArrayView bytes) { m_buffer.append(bytes); }
    // The next whole request into *request (Ready), or NeedMore, or Failed (and nothing more after that).
    Status next(HttpRequest *request);
    bool hasBufferedBytes() const { return !m_buffer.isEmpty(); }
    int failureStatus() const { return m_failureStatus; }
    const QByteArray &failureBody() const { return m_failureBody; }

private:
    Status fail(int status, const char *body);
    // The whole chunked body at the front of m_buffer into *body, removed from the buffer; NeedMore or Failed.
    Status takeChunkedBody(QByteArray *body);

    QByteArray m_buffer;
    HttpRequest m_pending;
    qsizetype m_headScanned = 0;   // bytes of m_buffer searched for the head's end
    qsizetype m_bodyExpected = -1; // -1: the head is not in yet
    bool m_chunked = false;        // Transfer-Encoding: chunked (kubectl create --raw -f streams its file so)
    int m_failureStatus = 0;
    QByteArray m_failureBody;
};

} // namespace kube::sim
