// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "execsession.h"

#include "remotechannel.h"
#include "upgradedialer.h"

#include "core/threadhandoff.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QThread>
#include <QTimer>
#include <QUrl>
#include <QUrlQuery>
#include <QWebSocket>

#include <condition_variable>
#include <deque>
#include <mutex>
#include <optional>

namespace kube {

namespace {

// Stdin goes out in messages of at most this (the kubelet reads 32 KiB at a time).
constexpr qsizetype stdinMessageBytes = 32 * 1024;
// Stdin handed to the socket but not yet on the wire: past this, stdin waits in the session's queue (bounded
// by maxStdinPending) rather than in the socket's unbounded write buffer.
constexpr qint64 maxSocketWriteBacklog = 256 * 1024;
// Qt's buffer under the WebSocket: small, so that when the worker stops reading the kernel's buffer fills
// and TCP tells the server to wait.
constexpr qint64 socketReadBufferBytes = 256 * 1024;
// One message larger than this is refused (servers send 32 KiB messages; a hostile one must not fill memory).
constexpr quint64 maxIncomingMessageBytes = 16 * 1024 * 1024;
// Output chunks of one channel are joined up to this before they cross to the owner's thread: fewer, larger
// deliveries when the container writes fast.
constexpr qsizetype joinedChunkBytes = 64 * 1024;
// The owner's thread delivers output for at most this long before it lets its event loop run again (the rest
// follows on the next turn, still counted in flight): a terminal that draws slower than the network keeps the
// window answering, and the connection waits for it.
constexpr qint64 deliveryBudgetNs = 8'000'000;
// A connection that answers neither data nor pong for this many ping intervals is dead (client-go's heartbeat
// deadline: twelve pings and a second).
constexpr int missedPingsAllowed = 12;

} // namespace

// The state both threads see (under `mutex`), and what only the connection's thread touches (below it).
struct ExecSession::Worker
{
    struct Chunk
    {
        bool isStderr = false;
        QByteArray bytes;
    };

    // --- shared, under mutex
    std::mutex mutex;
    std::condition_variable outputTaken; // the owner delivered some output, or the session was cancelled
    std::deque<Chunk> output;
    qint64 outputInFlight = 0;
    bool drainPosted = false;
    std::optional<QString> startedProtocol;
    std::optional<ExecResult> result;
    std::deque<QByteArray> stdinQueue;
    qint64 stdinPending = 0;
    bool stdinClosed = false;
    bool stdinPosted = false;
    std::optional<TerminalSize> size;
    bool cancelled = false; // closed or destroyed: the worker delivers nothing more and stops
    ExecSession *session = nullptr;

    // --- set before start, then read only
    RestConfig config;
    ExecSpec spec;
    int pingIntervalMs = ExecSession::pingIntervalMs;
    QThread thread;
    QObject *context = nullptr; // lives on `thread`; parent of the dialer and the socket

    // --- the connection's thread only
    QWebSocket *socket = nullptr;
    QTimer *pingTimer = nullptr;
    QElapsedTimer heardFrom; // since the server's last message or pong
    QByteArray errorChannel;
    bool errorSpoke = false;
    bool v5 = false;
    bool closeSent = false;
    bool closedInOrder = false; // the server's close frame came
    bool done = false;

    // Shared-state helpers: call with the mutex held.
    void postDrainLocked();
    void postStdinLocked();

    // The connection's thread.
    void connectStream();
    void opened(QWebSocket *openSocket, const QString &protocol);
    void received(const QByteArray &message);
    void deliver(bool isStderr, QByteArrayView bytes);
    void flushStdin();
    void sendSize();
    void disconnected();
    void finish(ExecResult result);
    void teardown();
};

void ExecSession::Worker::postDrainLocked()
{
    if (drainPosted || cancelled || !session)
        return;
    drainPosted = true;
    ExecSession *owner = session;
    detail::postMarked(owner, [owner] { owner->drain(); });
}

void ExecSession::Worker::postStdinLocked()
{
    if (stdinPosted || !context) // before start(): sent once the stream opens
        return;
    stdinPosted = true;
    detail::postMarked(context, [this] { flushStdin(); });
}

void ExecSession::Worker::connectStream()
{
    QUrlQuery query;
    const auto flag = [&query](const char *name, bool on) {
        if (on)
            query.addQueryItem(QString::fromLatin1(name), QStringLiteral("true"));
    };
    if (!spec.container.isEmpty())
        query.addQueryItem(QStringLiteral("container"),
                           QString::fromLatin1(QUrl::toPercentEncoding(spec.container)));
    if (!spec.attach) {
        for (const QString &argument : std::as_const(spec.command))
            query.addQueryItem(QStringLiteral("command"),
                               QString::fromLatin1(QUrl::toPercentEncoding(argument)));
    }
    flag("stdin", spec.stdin);
    flag("stdout", spec.stdout);
    flag("stderr", spec.stderr && !spec.tty);
    flag("tty", spec.tty);
    const QString path = QStringLiteral("/api/v1/namespaces/%1/pods/%2/%3?%4")
                             .arg(QString::fromLatin1(QUrl::toPercentEncoding(spec.namespaceName)),
                                  QString::fromLatin1(QUrl::toPercentEncoding(spec.pod)),
                                  spec.attach ? QStringLiteral("attach") : QStringLiteral("exec"),
                                  query.toString(QUrl::FullyEncoded));
    auto *dialer = new UpgradeDialer(config, context);
    dialer->open(
        path,
        {QString::fromLatin1(RemoteChannel::v5Protocol), QString::fromLatin1(RemoteChannel::v4Protocol)},
        context, [this, dialer](QWebSocket *openSocket, const QString &protocol, const Error &error) {
            dialer->deleteLater();
            if (error) {
                ExecResult result;
                result.error = error;
                finish(result);
                return;
            }
            opened(openSocket, protocol);
        });
}

void ExecSession::Worker::opened(QWebSocket *openSocket, const QString &protocol)
{
    socket = openSocket;
    v5 = protocol == QLatin1String(RemoteChannel::v5Protocol);
    socket->setReadBufferSize(socketReadBufferBytes);
    socket->setMaxAllowedIncomingMessageSize(maxIncomingMessageBytes);
    QObject::connect(socket, &QWebSocket::binaryMessageReceived, context,
                     [this](const QByteArray &message) { received(message); });
    QObject::connect(socket, &QWebSocket::textMessageReceived, context, [this](const QString &) {
        // Every channel protocol sends binary messages only (client-go: "unexpected message type").
        ExecResult result;
        result.error = Error(Error::Kind::Decode, QStringLiteral("unexpected message type: 1"));
        finish(result);
    });
    // Emitted when the server's close frame arrives (and when this end closes, which it does only in
    // teardown, after letting go of the socket): a connection that ends without it was cut.
    QObject::connect(socket, &QWebSocket::aboutToClose, context, [this] { closedInOrder = true; });
    QObject::connect(socket, &QWebSocket::disconnected, context, [this] { disconnected(); });
    QObject::connect(socket, &QWebSocket::bytesWritten, context, [this] { flushStdin(); });
    pingTimer = new QTimer(context);
    heardFrom.start();
    QObject::connect(socket, &QWebSocket::pong, context, [this] { heardFrom.start(); });
    QObject::connect(pingTimer, &QTimer::timeout, context, [this] {
        if (!socket)
            return;
        if (heardFrom.elapsed() > qint64(missedPingsAllowed) * pingIntervalMs + 1000) {
            ExecResult result;
            result.connectionLost = true;
            result.error =
                Error(Error::Kind::Network,
                      QStringLiteral("the connection to the container was lost: no answer to %1 pings")
                          .arg(missedPingsAllowed));
            finish(result);
            return;
        }
        socket->ping();
    });
    pingTimer->start(pingIntervalMs);
    {
        std::lock_guard lock(mutex);
        startedProtocol = protocol;
        postDrainLocked();
    }
    sendSize();
    flushStdin();
}

void ExecSession::Worker::received(const QByteArray &message)
{
    if (done)
        return;
    heardFrom.start();
    RemoteChannel::Frame frame;
    if (!RemoteChannel::parse(message, &frame)) {
        ExecResult result;
        result.error = Error(Error::Kind::Decode, QStringLiteral("read stream id: EOF"));
        finish(result);
        return;
    }
    switch (frame.channel) {
    case RemoteChannel::Stdout:
    case RemoteChannel::Stderr:
        deliver(frame.channel == RemoteChannel::Stderr, frame.payload);
        heardFrom.start(); // the time spent waiting for the owner is not the server's silence
        break;
    case RemoteChannel::Error:
        errorSpoke = true;
        if (errorChannel.size() + frame.payload.size() <= qsizetype(maxIncomingMessageBytes))
            errorChannel.append(frame.payload);
        break;
    default: // v5's close of a server channel, or an id this client did not ask for: client-go drops them
        break;
    }
}

void ExecSession::Worker::deliver(bool isStderr, QByteArrayView bytes)
{
    if (bytes.isEmpty())
        return;
    std::unique_lock lock(mutex);
    // The backpressure: this thread stops here, so its event loop stops reading the socket, the kernel's
    // buffer fills and TCP holds the server, until the owner's thread has delivered what is in flight.
    outputTaken.wait(lock, [this] { return cancelled || outputInFlight < ExecSession::maxOutputInFlight; });
    if (cancelled)
        return;
    if (!output.empty() && output.back().isStderr == isStderr &&
        output.back().bytes.size() < joinedChunkBytes)
        output.back().bytes.append(bytes);
    else
        output.push_back({isStderr, bytes.toByteArray()});
    outputInFlight += bytes.size();
    postDrainLocked();
}

void ExecSession::Worker::flushStdin()
{
    if (!socket || done)
        return;
    std::unique_lock lock(mutex);
    stdinPosted = false;
    while (!stdinQueue.empty() && socket->bytesToWrite() < maxSocketWriteBacklog) {
        QByteArray &front = stdinQueue.front();
        const QByteArray piece = front.left(stdinMessageBytes);
        front.remove(0, piece.size());
        if (front.isEmpty())
            stdinQueue.pop_front();
        stdinPending -= piece.size();
        lock.unlock();
        socket->sendBinaryMessage(RemoteChannel::frame(RemoteChannel::Stdin, piece));
        lock.lock();
    }
    if (stdinQueue.empty() && stdinClosed && !closeSent) {
        closeSent = true;
        lock.unlock();
        if (v5) // v4 has no way to say it: the process sees no end of file (as with kubectl on v4)
            socket->sendBinaryMessage(RemoteChannel::closeFrame(RemoteChannel::Stdin));
    }
}

void ExecSession::Worker::sendSize()
{
    std::optional<TerminalSize> latest;
    {
        std::lock_guard lock(mutex);
        latest = size;
    }
    if (socket && !done && latest && spec.tty)
        socket->sendBinaryMessage(RemoteChannel::resizeFrame(*latest));
}

void ExecSession::Worker::disconnected()
{
    if (done)
        return;
    ExecResult result;
    if (errorSpoke) {
        result = RemoteChannel::resultFromStatus(errorChannel);
    } else if (closedInOrder && socket->closeCode() == QWebSocketProtocol::CloseCodeNormal) {
        result = RemoteChannel::resultFromStatus({}); // closed in order without a word: success, as client-go
    } else {
        result.connectionLost = true;
        QString reason = socket->closeReason();
        if (reason.isEmpty())
            reason = socket->errorString();
        result.error = Error(Error::Kind::Network,
                             QStringLiteral("the connection to the container was lost: %1").arg(reason));
    }
    finish(result);
}

void ExecSession::Worker::finish(ExecResult result)
{
    if (done)
        return;
    done = true;
    teardown();
    std::lock_guard lock(mutex);
    this->result = std::move(result);
    postDrainLocked();
}

void ExecSession::Worker::teardown()
{
    done = true;
    if (pingTimer)
        pingTimer->stop();
    if (socket) {
        socket->disconnect(context);
        socket->abort();
        socket->deleteLater();
        socket = nullptr;
    }
}

// ---------------------------------------------------------------------------------------------- ExecSession

ExecSession::ExecSession(RestConfig config, ExecSpec spec, QObject *parent)
    : QObject(parent), m_spec(std::move(spec)), m_worker(std::make_shared<Worker>())
{
    qRegisterMetaType<kube::ExecResult>();
    m_worker->config = std::move(config);
    m_worker->spec = m_spec;
    m_worker->session = this;
    m_worker->thread.setObjectName(QStringLiteral("exec %1/%2").arg(m_spec.namespaceName, m_spec.pod));
}

ExecSession::~ExecSession()
{
    {
        std::lock_guard lock(m_worker->mutex);
        m_worker->cancelled = true;
        m_worker->session = nullptr;
    }
    m_worker->outputTaken.notify_all();
    if (m_worker->thread.isRunning()) {
        Worker *worker = m_worker.get();
        detail::postMarked(worker->context, [worker] { worker->teardown(); });
        m_worker->thread.quit();
        m_worker->thread.wait();
    }
}

qint64 ExecSession::outputInFlight() const
{
    std::lock_guard lock(m_worker->mutex);
    return m_worker->outputInFlight;
}

void ExecSession::setPingIntervalMs(int ms)
{
    m_worker->pingIntervalMs = ms;
}

void ExecSession::start()
{
    if (m_worker->context)
        return;
    Worker *worker = m_worker.get();
    worker->context = new QObject;
    worker->context->moveToThread(&worker->thread);
    connect(&worker->thread, &QThread::finished, worker->context, &QObject::deleteLater);
    worker->thread.start();
    detail::postMarked(worker->context, [worker] { worker->connectStream(); });
}

bool ExecSession::writeStdin(const QByteArray &bytes)
{
    if (!m_spec.stdin || bytes.isEmpty())
        return bytes.isEmpty();
    std::lock_guard lock(m_worker->mutex);
    if (m_worker->cancelled || m_worker->stdinClosed ||
        m_worker->stdinPending + bytes.size() > maxStdinPending)
        return false;
    m_worker->stdinQueue.push_back(bytes);
    m_worker->stdinPending += bytes.size();
    m_worker->postStdinLocked();
    return true;
}

void ExecSession::closeStdin()
{
    std::lock_guard lock(m_worker->mutex);
    if (!m_spec.stdin || m_worker->stdinClosed)
        return;
    m_worker->stdinClosed = true;
    m_worker->postStdinLocked();
}

void ExecSession::resize(TerminalSize size)
{
    std::lock_guard lock(m_worker->mutex);
    m_worker->size = size;
    if (m_worker->context) {
        Worker *worker = m_worker.get();
        detail::postMarked(worker->context, [worker] { worker->sendSize(); });
    }
}

void ExecSession::close()
{
    if (m_finished || m_closing)
        return;
    m_closing = true;
    {
        std::lock_guard lock(m_worker->mutex);
        m_worker->cancelled = true;
    }
    m_worker->outputTaken.notify_all();
    if (m_worker->context) {
        Worker *worker = m_worker.get();
        detail::postMarked(worker->context, [worker] { worker->teardown(); });
    }
    QMetaObject::invokeMethod(
        this,
        [this] {
            ExecResult result;
            result.error = Error(Error::Kind::Cancelled, QStringLiteral("the session was closed"));
            emitFinished(result);
        },
        Qt::QueuedConnection);
}

void ExecSession::drain()
{
    std::optional<QString> started;
    std::deque<Worker::Chunk> chunks;
    std::optional<ExecResult> result;
    {
        std::lock_guard lock(m_worker->mutex);
        m_worker->drainPosted = false;
        started = std::exchange(m_worker->startedProtocol, std::nullopt);
        chunks.swap(m_worker->output);
        result = std::exchange(m_worker->result, std::nullopt);
    }
    QPointer<ExecSession> guard(this);
    QElapsedTimer spent;
    spent.start();
    if (started && !m_closing) {
        m_protocol = *started;
        Q_EMIT this->started(m_protocol);
        if (!guard)
            return;
    }
    for (auto chunk = chunks.begin(); chunk != chunks.end(); ++chunk) {
        if (chunk != chunks.begin() && spent.nsecsElapsed() > deliveryBudgetNs) {
            // The rest on the next turn of the event loop, before anything that arrived meanwhile.
            std::lock_guard lock(m_worker->mutex);
            m_worker->output.insert(m_worker->output.begin(), std::make_move_iterator(chunk),
                                    std::make_move_iterator(chunks.end()));
            if (result && !m_worker->result)
                m_worker->result = result;
            m_worker->postDrainLocked();
            return;
        }
        const qint64 size = chunk->bytes.size();
        if (!m_closing && !m_finished) {
            if (chunk->isStderr)
                Q_EMIT stderrReceived(chunk->bytes);
            else
                Q_EMIT stdoutReceived(chunk->bytes);
            if (!guard)
                return;
        }
        {
            std::lock_guard lock(m_worker->mutex);
            m_worker->outputInFlight -= size;
        }
        m_worker->outputTaken.notify_all();
    }
    if (result && !m_closing)
        emitFinished(*result);
}

void ExecSession::emitFinished(const ExecResult &result)
{
    if (std::exchange(m_finished, true))
        return;
    Q_EMIT finished(result);
}

} // namespace kube
