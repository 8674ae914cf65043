// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QTcpServer>
#include <QTcpSocket>

// A minimal HTTP CONNECT proxy on loopback (what a kubeconfig's proxy-url points at): tunnels each CONNECT to
// its target and counts the tunnels it opened.
class ConnectProxy : public QObject
{
public:
    ConnectProxy()
    {
        m_server.listen(QHostAddress::LocalHost, 0);
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *client = m_server.nextPendingConnection())
                serve(client);
        });
    }
    QString url() const { return QStringLiteral("http://127.0.0.1:%1").arg(m_server.serverPort()); }
    int tunnels() const { return m_tunnels; }
    QStringList targets() const { return m_targets; }

private:
    void serve(QTcpSocket *client)
    {
        client->setParent(this);
        connect(client, &QTcpSocket::readyRead, this, [this, client] {
            if (client->property("upstream").isValid())
                return;
            const QByteArray head = client->peek(8192);
            const qsizetype end = head.indexOf("\r\n\r\n");
            if (end < 0)
                return;
            client->read(end + 4);
            const QList<QByteArray> line = head.left(head.indexOf("\r\n")).split(' ');
            if (line.value(0) != "CONNECT") {
                client->write("HTTP/1.1 405 Method Not Allowed\r\n\r\n");
                client->disconnectFromHost();
                return;
            }
            const QByteArray target = line.value(1);
            m_targets.append(QString::fromLatin1(target));
            auto *upstream = new QTcpSocket(client);
            client->setProperty("upstream", true);
            connect(upstream, &QTcpSocket::connected, client, [this, client] {
                ++m_tunnels;
                client->write("HTTP/1.1 200 Connection established\r\n\r\n");
            });
            connect(upstream, &QTcpSocket::readyRead, client, [client, upstream] { client->write(upstream->readAll()); });
            connect(client, &QTcpSocket::readyRead, upstream, [client, upstream] { upstream->write(client->readAll()); });
            connect(upstream, &QTcpSocket::disconnected, client, &QTcpSocket::disconnectFromHost);
            connect(client, &QTcpSocket::disconnected, upstream, &QTcpSocket::disconnectFromHost);
            const qsizetype colon = target.lastIndexOf(':');
            upstream->connectToHost(QString::fromLatin1(target.left(colon)), quint16(target.mid(colon + 1).toUInt()));
        });
    }

    QTcpServer m_server;
    int m_tunnels = 0;
    QStringList m_targets;
};
