// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/threadhandoff.h"

#include <QMutexLocker>
#include <QNetworkRequest>
#include <QSemaphore>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>
#include <QWebSocket>
#include <QWebSocketServer>

#include <atomic>
#include <functional>
#include <mutex>
#include <optional>

// A kubelet-like pods/exec endpoint on loopback, on a thread of its own (so that the test's thread can stall
// the way a slow client does while the server keeps writing). Either upgrades to WebSocket offering
// `protocols` and runs `script` with the server's end of each session (on the server's thread), or refuses
// every request, upgrade or not, with `refusal`. What it received is recorded for the test (under a mutex).
class FakeExecServer
{
public:
    struct Refusal
    {
        int code = 404;
        QByteArray reasonPhrase = "Not Found";
        QByteArray contentType = "application/json";
        QByteArray body;
    };
    // Runs on the server's thread; `tcp` is the session's connection under the WebSocket.
    using Script = std::function<void(FakeExecServer *server, QWebSocket *socket, QTcpSocket *tcp)>;

    QStringList protocols{QStringLiteral("v5.channel.k8s.io"), QStringLiteral("v4.channel.k8s.io")};
    std::optional<Refusal> refusal;
    Script script;

    FakeExecServer() = default;
    ~FakeExecServer()
    {
        if (m_thread.isRunning()) {
            kube::detail::handoffRelease(this);
            QMetaObject::invokeMethod(
                m_core,
                [this] {
                    kube::detail::handoffAcquire(this);
                    delete m_core;
                    kube::detail::handoffRelease(this);
                },
                Qt::BlockingQueuedConnection);
            kube::detail::handoffAcquire(this);
            m_thread.quit();
            m_thread.wait();
        }
    }

    // Starts listening on the server's thread; the URL is valid when this returns.
    void start()
    {
        m_thread.start();
        m_core = new QObject;
        m_core->moveToThread(&m_thread);
        QSemaphore listening;
        kube::detail::handoffRelease(this);
        QMetaObject::invokeMethod(m_core, [this, &listening] {
            kube::detail::handoffAcquire(this);
            m_tcp = new QTcpServer(m_core);
            m_ws = new QWebSocketServer(QStringLiteral("exec"), QWebSocketServer::NonSecureMode, m_core);
            m_ws->setSupportedSubprotocols(protocols);
            m_tcp->listen(QHostAddress::LocalHost, 0);
            m_port = m_tcp->serverPort();
            QObject::connect(m_tcp, &QTcpServer::newConnection, m_core, [this] {
                while (QTcpSocket *connection = m_tcp->nextPendingConnection())
                    accept(connection);
            });
            QObject::connect(m_ws, &QWebSocketServer::newConnection, m_core, [this] {
                while (QWebSocket *socket = m_ws->nextPendingConnection()) {
                    socket->setParent(m_core);
                    QTcpSocket *tcp = m_lastTcp;
                    {
                        QMutexLocker lock(&m_mutex);
                        m_requestUrls.append(socket->requestUrl().toString(QUrl::FullyEncoded));
                        m_authorization = socket->request().rawHeader("Authorization");
                        m_protocolChosen = socket->subprotocol();
                    }
                    QObject::connect(socket, &QWebSocket::binaryMessageReceived, m_core,
                                     [this](const QByteArray &message) {
                                         QMutexLocker lock(&m_mutex);
                                         m_messages.append(message);
                                     });
                    if (script)
                        script(this, socket, tcp);
                }
            });
            kube::detail::handoffRelease(this);
            listening.release();
        });
        listening.acquire();
        kube::detail::handoffAcquire(this);
    }

    QString url() const { return QStringLiteral("http://127.0.0.1:%1").arg(m_port); }
    QList<QByteArray> messages() const
    {
        QMutexLocker lock(&m_mutex);
        return m_messages;
    }
    QStringList requestUrls() const
    {
        QMutexLocker lock(&m_mutex);
        return m_requestUrls;
    }
    QByteArray authorization() const
    {
        QMutexLocker lock(&m_mutex);
        return m_authorization;
    }
    QStringList refusedRequests() const
    {
        QMutexLocker lock(&m_mutex);
        return m_refused;
    }
    // For scripts: a value the test reads from its own thread.
    std::atomic<qint64> counter{0};
    std::atomic<qint64> mark{0};
    QObject *core() const { return m_core; }

private:
    void accept(QTcpSocket *connection)
    {
        connection->setParent(m_core);
        if (!refusal) {
            m_lastTcp = connection;
            m_ws->handleConnection(connection);
            return;
        }
        QObject::connect(connection, &QTcpSocket::readyRead, m_core, [this, connection] {
            const QByteArray head = connection->peek(64 * 1024);
            if (!head.contains("\r\n\r\n"))
                return;
            connection->readAll();
            {
                QMutexLocker lock(&m_mutex);
                m_refused.append(QString::fromLatin1(head.left(head.indexOf("\r\n"))));
            }
            const Refusal &r = *refusal;
            connection->write("HTTP/1.1 " + QByteArray::number(r.code) + ' ' + r.reasonPhrase +
                              "\r\nContent-Type: " + r.contentType + "\r\nContent-Length: " +
                              QByteArray::number(r.body.size()) + "\r\nConnection: close\r\n\r\n" + r.body);
            connection->disconnectFromHost();
        });
    }

    QThread m_thread;
    QObject *m_core = nullptr;
    QTcpServer *m_tcp = nullptr;
    QWebSocketServer *m_ws = nullptr;
    QTcpSocket *m_lastTcp = nullptr;
    quint16 m_port = 0;
    mutable std::mutex m_mutex; // not QMutex: ThreadSanitizer sees only what goes through pthreads
    QList<QByteArray> m_messages;
    QStringList m_requestUrls;
    QByteArray m_authorization;
    QString m_protocolChosen;
    QStringList m_refused;
};
