// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "faults.h"

#include <QSslSocket>
#include <QTcpServer>

namespace kube::sim {

namespace {

// An endless body is written while the socket has less than this queued, so kubesim's own memory stays flat.
constexpr qint64 endlessQueueBytes = 256 * 1024;
constexpr int endlessItemsPerWrite = 200;

const std::pair<Faults::Body, const char *> bodyNames[] = {
    {Faults::Body::StallMidBody, "stall-mid-body"}, {Faults::Body::TruncatedBody, "truncated-body"}, {Faults::Body::GarbageBody, "garbage-body"},
    {Faults::Body::GarbageJson, "garbage-json"},   {Faults::Body::EndlessBody, "endless-body"},     {Faults::Body::PlainLists, "plain-lists"},
};

bool isDiscovery(const QString &path)
{
    const QStringList segments = path.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    if (segments.isEmpty())
        return true;
    const QString root = segments.first();
    if (root == QLatin1String("api"))
        return segments.size() <= 2;
    if (root == QLatin1String("apis"))
        return segments.size() <= 3;
    return true; // /version, /openapi, /healthz, /kubesim: never broken
}

QByteArray halfAList()
{
    return R"({"kind":"PodList","apiVersion":"v1","metadata":{"resourceVersion":"1"},"items":[{"metadata":{"name":"half","namespace":"default"},"spec":{)";
}

} // namespace

Faults::Faults(QObject *parent) : QObject(parent) {}

QStringList Faults::names()
{
    QStringList names = {QStringLiteral("silent-accept"), QStringLiteral("tls-stall")};
    for (const auto &[body, name] : bodyNames)
        names.append(QString::fromLatin1(name));
    return names;
}

QStringList Faults::momentNames()
{
    return {QStringLiteral("cut-exec")};
}

bool Faults::apply(const QString &name, const QString &value, QString *error)
{
    const bool off = value == QLatin1String("off");
    if (name == QLatin1String("silent-accept") || name == QLatin1String("tls-stall")) {
        if (!value.isEmpty() && !off && value != QLatin1String("on")) {
            *error = QStringLiteral("%1 takes on or off, not \"%2\"").arg(name, value);
            return false;
        }
        setSilentAccept(!off);
        return true;
    }
    if (name == QLatin1String("cut-exec")) { // a moment, not a state: no value
        Q_EMIT execStreamsCutRequested();
        return true;
    }
    for (const auto &[body, bodyName] : bodyNames) {
        if (name != QLatin1String(bodyName))
            continue;
        if (off)
            m_body.remove(body);
        else if (!value.isEmpty() && !value.startsWith(QLatin1Char('/'))) {
            *error = QStringLiteral("%1 takes a path prefix (\"/api/v1/pods\") or off, not \"%2\"").arg(name, value);
            return false;
        } else
            m_body.insert(body, value);
        return true;
    }
    *error = QStringLiteral("unknown fault \"%1\"").arg(name);
    return false;
}

void Faults::setListener(QTcpServer *server, QHostAddress address)
{
    m_listener = server;
    m_address = std::move(address);
    m_port = server->serverPort();
}

void Faults::setSilentAccept(bool on)
{
    if (!m_listener || on == (m_silent != nullptr))
        return;
    if (on) {
        // The real listener steps aside; one that accepts and never reads takes its port. Open connections go on.
        m_listener->close();
        m_silent = new QTcpServer(this);
        connect(m_silent, &QTcpServer::newConnection, m_silent, [server = m_silent] {
            while (QTcpSocket *socket = server->nextPendingConnection())
                socket->setParent(server); // held open, never read, never answered
        });
        if (!m_silent->listen(m_address, m_port))
            qWarning("kubesim: silent-accept could not listen on port %d: %s", m_port, qPrintable(m_silent->errorString()));
        return;
    }
    delete std::exchange(m_silent, nullptr);
    if (!m_listener->listen(m_address, m_port))
        qWarning("kubesim: could not listen on port %d again: %s", m_port, qPrintable(m_listener->errorString()));
}

bool Faults::intercept(HttpConnection *connection, HttpRequest &request)
{
    if (m_body.isEmpty() || isDiscovery(request.path))
        return false;
    auto active = [&](Body body) {
        const auto it = m_body.constFind(body);
        return it != m_body.constEnd() && request.path.startsWith(it.value());
    };
    if (active(Body::PlainLists)) {
        QByteArray accept = request.header("accept");
        if (accept.contains("as=Table"))
            request.headers.insert("accept", "application/json");
    }
    const bool watch = request.param(QStringLiteral("watch")) == QLatin1String("true") || request.param(QStringLiteral("watch")) == QLatin1String("1");
    if (active(Body::StallMidBody) || active(Body::TruncatedBody)) {
        if (watch) {
            connection->beginStream(); // headers, then silence
            return true;
        }
        const QByteArray part = halfAList();
        connection->socket()->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " + QByteArray::number(part.size() * 2)
                                    + "\r\n\r\n" + part);
        if (active(Body::TruncatedBody)) {
            connection->socket()->flush();
            connection->socket()->disconnectFromHost();
        }
        return true;
    }
    if (active(Body::GarbageBody)) {
        connection->respond(200, "<!DOCTYPE html>\n<html><head><title>Sign in</title></head><body><h1>Sign in to continue</h1></body></html>\n",
                            "text/html; charset=utf-8");
        return true;
    }
    if (active(Body::GarbageJson)) {
        connection->respond(200, "this is not JSON {", "application/json");
        return true;
    }
    if (active(Body::EndlessBody)) {
        connection->beginStream();
        connection->writeChunk(R"({"kind":"PodList","apiVersion":"v1","metadata":{"resourceVersion":"1"},"items":[)");
        auto written = std::make_shared<qint64>(0);
        // Queued: a TLS socket reports bytesWritten from inside the write that queued them.
        connect(connection->socket(), &QTcpSocket::bytesWritten, connection, [connection, written] { writeEndless(connection, *written); },
                Qt::QueuedConnection);
        writeEndless(connection, *written);
        return true;
    }
    return false;
}

void Faults::writeEndless(HttpConnection *connection, qint64 &next)
{
    QTcpSocket *socket = connection->socket();
    const auto *ssl = qobject_cast<QSslSocket *>(socket);
    if (socket->state() != QAbstractSocket::ConnectedState || socket->bytesToWrite() + (ssl ? ssl->encryptedBytesToWrite() : 0) > endlessQueueBytes)
        return;
    QByteArray batch;
    for (int i = 0; i < endlessItemsPerWrite; ++i, ++next) {
        batch += next == 0 ? "" : ",";
        batch += R"({"metadata":{"name":"endless-)" + QByteArray::number(next) + R"(","namespace":"default","uid":"u)" + QByteArray::number(next)
            + R"(","resourceVersion":"1","creationTimestamp":"2026-01-01T00:00:00Z"},"spec":{"containers":[{"name":"c","image":"busybox"}]},"status":{"phase":"Running"}})";
    }
    connection->writeChunk(batch);
}

} // namespace kube::sim
