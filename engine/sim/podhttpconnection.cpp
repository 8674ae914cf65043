// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "podhttpconnection.h"

#include <QStringList>

#include <algorithm>

namespace kube::sim {

namespace {
// The pattern a /bytes body repeats: printable, so a test can check any slice of it by its offset.
constexpr char bytesPattern[] = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_";
constexpr qsizetype bytesPatternLength = sizeof bytesPattern - 1;

QByteArray htmlEscaped(const QString &text)
{
    return text.toHtmlEscaped().toUtf8();
}
} // namespace

PodHttpConnection::PodHttpConnection(PodPortTarget target, QObject *parent)
    : QObject(parent), m_target(std::move(target))
{
}

void PodHttpConnection::write(QByteArrayView bytes)
{
    if (m_outputClosed || m_inputClosed || bytes.isEmpty())
        return;
    if (hasOutput()) { // a response is going out: hold the bytes (bounded) until it has
        m_pendingInput += bytes.size();
        if (m_pendingInput > maxPendingInputBytes) {
            m_resetReason = QStringLiteral("connection reset by peer");
            m_output.clear();
            m_bodyRemaining = 0;
            m_outputClosed = true;
            Q_EMIT readyRead();
            return;
        }
    }
    m_parser.feed(bytes);
    if (!hasOutput())
        serveNext();
}

void PodHttpConnection::closeWrite()
{
    if (m_inputClosed)
        return;
    m_inputClosed = true;
    if (!hasOutput())
        serveNext();
}

QByteArray PodHttpConnection::read(qsizetype maxBytes)
{
    QByteArray out;
    if (!m_output.isEmpty()) {
        const qsizetype n = std::min(maxBytes, m_output.size());
        out = m_output.left(n);
        m_output.remove(0, n);
        maxBytes -= n;
    }
    if (maxBytes > 0 && m_bodyRemaining > 0) {
        const qsizetype n = qsizetype(std::min<qint64>(maxBytes, m_bodyRemaining));
        const qsizetype start = out.size();
        out.resize(start + n);
        char *p = out.data() + start;
        qsizetype phase = qsizetype(m_bodyOffset % bytesPatternLength);
        for (qsizetype done = 0; done < n;) {
            const qsizetype piece = std::min(n - done, bytesPatternLength - phase);
            memcpy(p + done, bytesPattern + phase, size_t(piece));
            done += piece;
            phase = 0;
        }
        m_bodyOffset += n;
        m_bodyRemaining -= n;
    }
    if (m_readCounter)
        *m_readCounter += out.size();
    if (!hasOutput() && !m_outputClosed) {
        if (m_closeAfterResponse) {
            m_outputClosed = true;
        } else {
            m_pendingInput = 0;
            serveNext(); // the next pipelined request, if one is in
        }
    }
    return out;
}

void PodHttpConnection::serveNext()
{
    if (m_outputClosed)
        return;
    HttpRequest request;
    switch (m_parser.next(&request)) {
    case HttpRequestParser::Status::NeedMore:
        if (m_inputClosed) { // the client is done and nothing more is asked: the container closes too
            m_outputClosed = true;
            Q_EMIT readyRead();
        }
        return;
    case HttpRequestParser::Status::Failed:
        m_output = "HTTP/1.1 400 Bad Request\r\nContent-Type: text/plain\r\nContent-Length: 12\r\n"
                   "Connection: close\r\n\r\nbad request\n";
        m_closeAfterResponse = true;
        Q_EMIT readyRead();
        return;
    case HttpRequestParser::Status::Ready:
        respond(request);
        Q_EMIT readyRead();
        return;
    }
}

void PodHttpConnection::respond(const HttpRequest &request)
{
    m_closeAfterResponse = request.header("connection").toLower() == "close";
    const bool head = request.method == "HEAD";
    QByteArray status = "200 OK";
    QByteArray contentType = "text/html; charset=utf-8";
    QByteArray body;
    qint64 length = 0;
    m_bodyRemaining = 0;
    m_bodyOffset = 0;
    if (request.path == QLatin1String("/bytes")) {
        bool ok = false;
        const qint64 n = request.param(QStringLiteral("n")).toLongLong(&ok);
        if (!ok || n < 0 || n > maxDownloadBytes) {
            status = "400 Bad Request";
            contentType = "text/plain; charset=utf-8";
            body = "n must be a number of bytes from 0 to 68719476736\n";
            length = body.size();
        } else {
            contentType = "application/octet-stream";
            length = n;
            if (!head)
                m_bodyRemaining = n;
        }
    } else {
        body = page(request);
        length = body.size();
    }
    QByteArray out = "HTTP/1.1 " + status + "\r\n";
    out += "Content-Type: " + contentType + "\r\n";
    out += "Content-Length: " + QByteArray::number(length) + "\r\n";
    out += "Server: kubesim-pod\r\n";
    if (m_closeAfterResponse)
        out += "Connection: close\r\n";
    out += "\r\n";
    if (!head)
        out += body;
    m_output += out;
}

QByteArray PodHttpConnection::page(const HttpRequest &request) const
{
    QString target = request.path;
    if (!request.query.isEmpty())
        target += QLatin1Char('?') + request.query.toString(QUrl::FullyEncoded);
    QStringList names;
    for (auto it = request.headers.cbegin(); it != request.headers.cend(); ++it)
        names.append(QString::fromLatin1(it.key()));
    names.sort();
    QByteArray headerLines;
    for (const QString &name : std::as_const(names))
        headerLines +=
            htmlEscaped(name) + ": " + htmlEscaped(QString::fromUtf8(request.header(name.toLatin1()))) + '\n';
    QByteArray out = "<!DOCTYPE html>\n<html><head><title>" + htmlEscaped(m_target.pod) +
                     "</title></head>\n<body>\n<h1>" + htmlEscaped(m_target.pod) + "</h1>\n<p>Pod <b>" +
                     htmlEscaped(m_target.pod) + "</b> in namespace <b>" +
                     htmlEscaped(m_target.namespaceName) + "</b>, container <b>" +
                     htmlEscaped(m_target.container) + "</b>, port <b>" + QByteArray::number(m_target.port) +
                     "</b> (kubesim).</p>\n<pre>" +
                     htmlEscaped(QString::fromLatin1(request.method) + QLatin1Char(' ') + target +
                                 QLatin1String(" HTTP/1.1")) +
                     '\n' + headerLines + "</pre>\n</body></html>\n";
    return out;
}

} // namespace kube::sim
