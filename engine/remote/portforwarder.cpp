// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "portforwarder.h"

#include "upgradedialer.h"

#include "core/threadhandoff.h"

#include <QAbstractSocket>
#include <QMutexLocker>
#include <QPointer>
#include <QSslSocket>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>
#include <QTimer>
#include <QUrl>
#include <QWebSocket>

#include <list>
#include <mutex>

namespace kube {

namespace {

// The subprotocol every kubelet since 1.x serves for port-forward over WebSocket (client-node,
// client-python).
const QString forwardProtocol = QStringLiteral("v4.channel.k8s.io");
// Channel 0 carries a port's data, channel 1 its errors; each channel's first bytes are the port (2, LE).
constexpr char forwardDataChannel = 0;
constexpr char forwardErrorChannel = 1;
constexpr int forwardPortPrefixBytes = 2;
// At most this much waits in either direction per connection: past it the other side is not read, so a fast
// pod and a slow local client (or the reverse) push back through TCP instead of growing memory.
constexpr qint64 forwardMaxBufferedBytes = 1024 * 1024;
// Read from the local client in pieces this large: one WebSocket message each.
constexpr qint64 forwardChunkBytes = 64 * 1024;
// statsChanged at most this often: a view of forwards needs no more, and a flood of queued signals would.
constexpr int forwardStatsIntervalMs = 250;

QString forwardPortsText(const QList<PortPair> &ports)
{
    QStringList parts;
    for (const PortPair &pair : ports)
        parts.append(QStringLiteral("{%1 %2}").arg(pair.localPort).arg(pair.remotePort));
    return QLatin1Char('[') + parts.join(QLatin1Char(' ')) + QLatin1Char(']');
}

} // namespace

Result<PortPair> parsePortPair(const QString &text)
{
    // kubectl's parsePorts (client-go portforward): "LOCAL:REMOTE", ":REMOTE", "PORT".
    const QStringList parts = text.split(QLatin1Char(':'));
    auto invalid = [](const QString &message) { return Error(Error::Kind::Invalid, message); };
    QString local, remote;
    if (parts.size() == 2) {
        local = parts[0];
        remote = parts[1];
        if (remote.isEmpty())
            return invalid(QStringLiteral("remote port cannot be empty"));
    } else if (parts.size() == 1) {
        local = remote = parts[0];
    } else {
        return invalid(QStringLiteral("invalid port format '%1'").arg(text));
    }
    PortPair pair;
    if (!local.isEmpty()) {
        bool ok = false;
        const uint value = local.toUInt(&ok);
        if (!ok || value > 65535)
            return invalid(
                QStringLiteral("error parsing local port '%1': strconv.ParseUint: parsing \"%1\": %2")
                    .arg(local,
                         ok ? QStringLiteral("value out of range") : QStringLiteral("invalid syntax")));
        pair.localPort = quint16(value);
    }
    bool ok = false;
    const uint value = remote.toUInt(&ok);
    if (!ok || value > 65535)
        return invalid(
            QStringLiteral("error parsing remote port '%1': strconv.ParseUint: parsing \"%1\": %2")
                .arg(remote, ok ? QStringLiteral("value out of range") : QStringLiteral("invalid syntax")));
    if (value == 0)
        return invalid(QStringLiteral("remote port must be > 0"));
    pair.remotePort = quint16(value);
    return pair;
}

namespace detail {

// The forward's thread: its listeners, its connections and their WebSockets. Everything here runs on that
// thread; what the owner reads (stats) is behind the shared mutex, what it is told goes by queued calls.
class PortForwardWorker : public QObject
{
public:
    struct Shared
    {
        std::mutex mutex; // not QMutex: ThreadSanitizer sees only what goes through pthreads
        PortForwardStats stats;
        bool statsDirty = false;
    };

    PortForwardWorker(RestConfig config, PortForwardSpec spec, std::shared_ptr<Shared> shared,
                      QPointer<PortForwarder> owner)
        : m_config(std::move(config)), m_spec(std::move(spec)), m_shared(std::move(shared)),
          m_owner(std::move(owner))
    {
    }

    void start();
    void stop();

private:
    struct Connection
    {
        PortPair ports;
        QTcpSocket *local = nullptr;
        QWebSocket *remote = nullptr;
        QAbstractSocket *remoteSocket = nullptr; // the WebSocket's own TCP socket, for its backlog
        int prefixLeft[2] = {forwardPortPrefixBytes, forwardPortPrefixBytes};
        QByteArray errorText;
        bool remotePaused = false;
        qint64 readBufferBeforePause = 0;
        bool closing = false;
    };
    using ConnectionIt = std::list<Connection>::iterator;

    template <typename F> void toOwner(F &&call)
    {
        if (m_owner)
            detail::postMarked(m_owner.data(), std::forward<F>(call));
    }
    void accept(QTcpServer *server, PortPair ports);
    void opened(Connection *connection, QWebSocket *socket, const Error &error);
    void fromRemote(Connection *connection, const QByteArray &message);
    void pumpLocal(Connection *connection);
    void setRemotePaused(Connection *connection, bool paused);
    qint64 remoteBacklog(const Connection *connection) const;
    void fail(Connection *connection, const Error &error);
    void close(Connection *connection);
    bool isOpen(const Connection *connection) const;
    void changeStats(const std::function<void(PortForwardStats &)> &change);
    void failForward(const Error &error);

    RestConfig m_config;
    PortForwardSpec m_spec;
    std::shared_ptr<Shared> m_shared;
    QPointer<PortForwarder> m_owner;
    UpgradeDialer *m_dialer = nullptr;
    QList<QTcpServer *> m_servers;
    std::list<Connection> m_connections;
    QTimer *m_statsTimer = nullptr;
    bool m_stopped = false;
};

void PortForwardWorker::start()
{
    m_dialer = new UpgradeDialer(m_config, this);
    m_statsTimer = new QTimer(this);
    m_statsTimer->setInterval(forwardStatsIntervalMs);
    connect(m_statsTimer, &QTimer::timeout, this, [this] {
        QMutexLocker lock(&m_shared->mutex);
        if (!std::exchange(m_shared->statsDirty, false))
            return;
        lock.unlock();
        toOwner([owner = m_owner] { Q_EMIT owner->statsChanged(); });
    });
    m_statsTimer->start();

    // client-go's order: each port on every address; a port 0 becomes the port the first address got.
    QList<PortPair> listened;
    QList<PortPair> failedPorts;
    QStringList reasons;
    for (PortPair ports : std::as_const(m_spec.ports)) {
        bool any = false;
        for (const QHostAddress &address : std::as_const(m_spec.addresses)) {
            auto *server = new QTcpServer(this);
            server->setMaxPendingConnections(128);
            if (!server->listen(address, ports.localPort)) {
                reasons.append(QStringLiteral("unable to create listener: Error listen %1:%2: %3")
                                   .arg(address.protocol() == QAbstractSocket::IPv6Protocol
                                            ? QLatin1Char('[') + address.toString() + QLatin1Char(']')
                                            : address.toString())
                                   .arg(ports.localPort)
                                   .arg(server->errorString()));
                delete server;
                continue;
            }
            ports.localPort = server->serverPort();
            any = true;
            m_servers.append(server);
            connect(server, &QTcpServer::newConnection, this,
                    [this, server, ports] { accept(server, ports); });
            toOwner([owner = m_owner, address, ports] { Q_EMIT owner->listening(address, ports); });
        }
        if (any)
            listened.append(ports);
        else
            failedPorts.append(ports);
    }
    if (listened.isEmpty()) {
        failForward(Error(Error::Kind::Network,
                          QStringLiteral("unable to listen on any of the requested ports: %1")
                              .arg(forwardPortsText(failedPorts)),
                          reasons.join(QLatin1Char(' '))));
        return;
    }
}

void PortForwardWorker::failForward(const Error &error)
{
    stop();
    toOwner([owner = m_owner, error] { Q_EMIT owner->failed(error); });
}

void PortForwardWorker::stop()
{
    if (std::exchange(m_stopped, true))
        return;
    for (QTcpServer *server : std::as_const(m_servers)) {
        server->close();
        server->deleteLater();
    }
    m_servers.clear();
    while (!m_connections.empty()) {
        Connection &connection = m_connections.front();
        if (connection.remote) {
            connection.remote->disconnect(this);
            connection.remote->abort();
            connection.remote->deleteLater();
        }
        connection.local->disconnect(this);
        connection.local->abort();
        connection.local->deleteLater();
        m_connections.pop_front();
    }
    changeStats([](PortForwardStats &stats) { stats.openConnections = 0; });
}

void PortForwardWorker::changeStats(const std::function<void(PortForwardStats &)> &change)
{
    QMutexLocker lock(&m_shared->mutex);
    change(m_shared->stats);
    m_shared->statsDirty = true;
}

void PortForwardWorker::accept(QTcpServer *server, PortPair ports)
{
    while (QTcpSocket *local = server->nextPendingConnection()) {
        if (m_stopped) {
            local->abort();
            local->deleteLater();
            continue;
        }
        // Nothing is read from the client until the pod's side is open; then at most forwardMaxBufferedBytes.
        local->setReadBufferSize(forwardMaxBufferedBytes);
        m_connections.push_back(Connection{});
        Connection *connection = &m_connections.back();
        connection->ports = ports;
        connection->local = local;
        changeStats([](PortForwardStats &stats) {
            ++stats.openConnections;
            ++stats.totalConnections;
        });
        toOwner([owner = m_owner, ports] { Q_EMIT owner->connectionOpened(ports); });
        connect(local, &QTcpSocket::disconnected, this, [this, connection] {
            // The client is done: the pod's side is closed after what was sent to it.
            if (connection->remote && connection->remote->state() == QAbstractSocket::ConnectedState) {
                connection->closing = true;
                connection->remote->close();
            } else if (!connection->remote) {
                connection->closing = true; // the dial's answer closes it
            } else {
                close(connection);
            }
        });
        const QString path = QStringLiteral("/api/v1/namespaces/%1/pods/%2/portforward?ports=%3")
                                 .arg(QString::fromUtf8(QUrl::toPercentEncoding(m_spec.namespaceName)),
                                      QString::fromUtf8(QUrl::toPercentEncoding(m_spec.pod)))
                                 .arg(ports.remotePort);
        m_dialer->open(path, {forwardProtocol}, this,
                       [this, connection](QWebSocket *socket, const QString &, const Error &error) {
                           opened(connection, socket, error);
                       });
    }
}

void PortForwardWorker::opened(Connection *connection, QWebSocket *socket, const Error &error)
{
    if (m_stopped) {
        if (socket)
            socket->deleteLater();
        return;
    }
    if (error || !socket) {
        // The pod is gone (or was never there): no connection can succeed, the forward stops as kubectl's.
        if (error.isNotFound()) {
            failForward(error);
            return;
        }
        fail(connection, error);
        return;
    }
    connection->remote = socket;
    connection->remoteSocket = socket->findChild<QAbstractSocket *>();

    if (connection->closing) {
        socket->close();
        close(connection);
        return;
    }
    connect(socket, &QWebSocket::binaryMessageReceived, this,
            [this, connection](const QByteArray &message) { fromRemote(connection, message); });
    connect(socket, &QWebSocket::bytesWritten, this, [this, connection] { pumpLocal(connection); });
    connect(socket, &QWebSocket::disconnected, this, [this, connection] {
        // The pod's side closed: what it sent is delivered, then the client's connection ends.
        setRemotePaused(connection, false);
        if (!isOpen(connection))
            return;
        connection->closing = true;
        if (connection->local->bytesToWrite() == 0)
            close(connection);
        else
            connection->local->disconnectFromHost();
    });
    connect(connection->local, &QTcpSocket::readyRead, this, [this, connection] { pumpLocal(connection); });
    connect(connection->local, &QTcpSocket::bytesWritten, this, [this, connection] {
        if (connection->remotePaused && connection->local->bytesToWrite() < forwardMaxBufferedBytes / 2) {
            setRemotePaused(connection, false);
            if (!isOpen(connection))
                return;
        }
        if (connection->closing && connection->local->bytesToWrite() == 0 && connection->remote &&
            connection->remote->state() != QAbstractSocket::ConnectedState)
            close(connection);
    });
    pumpLocal(connection);
}

qint64 PortForwardWorker::remoteBacklog(const Connection *connection) const
{
    return connection->remoteSocket ? connection->remoteSocket->bytesToWrite() : 0;
}

void PortForwardWorker::pumpLocal(Connection *connection)
{
    if (!connection->remote || connection->remote->state() != QAbstractSocket::ConnectedState)
        return;
    qint64 sent = 0;
    while (connection->local->bytesAvailable() > 0 && remoteBacklog(connection) < forwardMaxBufferedBytes) {
        QByteArray message(1, forwardDataChannel);
        message += connection->local->read(forwardChunkBytes);
        sent += message.size() - 1;
        connection->remote->sendBinaryMessage(message);
    }
    if (sent > 0)
        changeStats([sent](PortForwardStats &stats) { stats.bytesOut += sent; });
}

void PortForwardWorker::fromRemote(Connection *connection, const QByteArray &message)
{
    if (message.isEmpty() || connection->closing)
        return;
    const int channel = message[0];
    if (channel != forwardDataChannel && channel != forwardErrorChannel)
        return; // not a channel of this port: ignored, as client-go ignores unknown streams
    QByteArrayView payload = QByteArrayView(message).sliced(1);
    const qsizetype prefix = qMin<qsizetype>(connection->prefixLeft[channel], payload.size());
    connection->prefixLeft[channel] -= int(prefix);
    payload = payload.sliced(prefix);
    if (payload.isEmpty())
        return;
    if (channel == forwardErrorChannel) {
        // The kubelet writes its error and closes the streams: one message; the text is reported whole.
        connection->errorText += payload.toByteArray();
        fail(connection, Error(Error::Kind::Network,
                               QStringLiteral("an error occurred forwarding %1 -> %2: %3")
                                   .arg(connection->ports.localPort)
                                   .arg(connection->ports.remotePort)
                                   .arg(QString::fromUtf8(connection->errorText)),
                               QStringLiteral("%1/%2").arg(m_spec.namespaceName, m_spec.pod)));
        return;
    }
    connection->local->write(payload.constData(), payload.size());
    const qint64 size = payload.size();
    changeStats([size](PortForwardStats &stats) { stats.bytesIn += size; });
    if (connection->local->bytesToWrite() > forwardMaxBufferedBytes)
        setRemotePaused(connection, true);
}

void PortForwardWorker::setRemotePaused(Connection *connection, bool paused)
{
    // QWebSocket has no way to stop reading; its socket (its child) does. While paused, that socket's signals
    // are held and its read buffer bounded: once full, Qt stops reading, the kernel's window fills and TCP
    // holds the pod back.
    QAbstractSocket *socket = connection->remoteSocket;
    if (!socket || connection->remotePaused == paused)
        return;
    connection->remotePaused = paused;
    if (paused) {
        connection->readBufferBeforePause = socket->readBufferSize();
        socket->setReadBufferSize(forwardMaxBufferedBytes);
        socket->blockSignals(true);
        return;
    }
    socket->blockSignals(false);
    // Unbounded for a moment: Qt turns reading back on only when the buffer's limit changes or it is read.
    socket->setReadBufferSize(0);
    socket->setReadBufferSize(connection->readBufferBeforePause);
    // What arrived while paused is read now. Over TLS it may still be encrypted in the TLS socket's own TCP
    // socket, which signals only when more comes: after the pod's last bytes nothing more does.
    // Each delivery may pause the connection again or close it.
    if (auto *tls = qobject_cast<QSslSocket *>(socket)) {
        QTcpSocket *transport = tls->findChild<QTcpSocket *>(QString(), Qt::FindDirectChildrenOnly);
        if (transport && transport->bytesAvailable() > 0)
            QMetaObject::invokeMethod(transport, "readyRead", Qt::DirectConnection);
        if (!isOpen(connection) || connection->remotePaused)
            return;
    }
    if (socket->bytesAvailable() > 0) {
        QMetaObject::invokeMethod(socket, "readyRead", Qt::DirectConnection);
        if (!isOpen(connection) || connection->remotePaused)
            return;
    }
    // A close it missed is seen after the data.
    if (socket->state() != QAbstractSocket::ConnectedState) {
        QMetaObject::invokeMethod(socket, "stateChanged", Qt::DirectConnection,
                                  Q_ARG(QAbstractSocket::SocketState, socket->state()));
        if (!isOpen(connection))
            return;
    }
    pumpLocal(connection);
}

void PortForwardWorker::fail(Connection *connection, const Error &error)
{
    changeStats([error](PortForwardStats &stats) {
        ++stats.errors;
        stats.lastError = error.message();
    });
    const PortPair ports = connection->ports;
    toOwner([owner = m_owner, ports, error] { Q_EMIT owner->connectionFailed(ports, error); });
    close(connection);
}

bool PortForwardWorker::isOpen(const Connection *connection) const
{
    return std::any_of(m_connections.begin(), m_connections.end(),
                       [connection](const Connection &c) { return &c == connection; });
}

void PortForwardWorker::close(Connection *connection)
{
    const auto it = std::find_if(m_connections.begin(), m_connections.end(),
                                 [connection](const Connection &c) { return &c == connection; });
    if (it == m_connections.end())
        return;
    if (connection->remote) {
        connection->remote->disconnect(this);
        if (connection->remoteSocket) // what is still in flight is dropped with it
            connection->remoteSocket->blockSignals(false);
        if (connection->remote->state() == QAbstractSocket::ConnectedState)
            connection->remote->close();
        connection->remote->deleteLater();
    }
    connection->local->disconnect(this);
    connection->local->disconnectFromHost();
    connection->local->deleteLater();
    m_connections.erase(it);
    changeStats([](PortForwardStats &stats) { --stats.openConnections; });
}

} // namespace detail

struct PortForwarder::Worker
{
    QThread thread;
    detail::PortForwardWorker *object = nullptr; // lives on `thread`
    std::shared_ptr<detail::PortForwardWorker::Shared> shared =
        std::make_shared<detail::PortForwardWorker::Shared>();
};

PortForwarder::PortForwarder(RestConfig config, PortForwardSpec spec, QObject *parent)
    : QObject(parent), m_spec(std::move(spec)), m_worker(std::make_shared<Worker>())
{
    qRegisterMetaType<kube::Error>();
    m_worker->thread.setObjectName(QStringLiteral("port-forward"));
    m_worker->object = new detail::PortForwardWorker(std::move(config), m_spec, m_worker->shared, this);
    m_worker->object->moveToThread(&m_worker->thread);
    connect(&m_worker->thread, &QThread::finished, m_worker->object, &QObject::deleteLater);
    // Made before any caller's connection, so ports() is up to date in every slot of theirs.
    connect(this, &PortForwarder::listening, this, [this](const QHostAddress &, const PortPair &ports) {
        if (!m_ports.contains(ports))
            m_ports.append(ports);
    });
}

PortForwarder::~PortForwarder()
{
    stop();
    m_worker->thread.quit();
    m_worker->thread.wait();
}

void PortForwarder::start()
{
    if (m_worker->thread.isRunning())
        return;
    m_worker->thread.start();
    detail::postMarked(m_worker->object, [object = m_worker->object] { object->start(); });
}

void PortForwarder::stop()
{
    if (!m_worker->thread.isRunning())
        return;
    // Blocking for a moment: closing sockets is quick, and "stopped" must mean nothing listens any more.
    detail::handoffRelease(m_worker->object);
    QMetaObject::invokeMethod(
        m_worker->object,
        [object = m_worker->object] {
            detail::handoffAcquire(object);
            object->stop();
            detail::handoffRelease(object);
        },
        Qt::BlockingQueuedConnection);
    detail::handoffAcquire(m_worker->object);
}

PortForwardStats PortForwarder::stats() const
{
    QMutexLocker lock(&m_worker->shared->mutex);
    return m_worker->shared->stats;
}

} // namespace kube
