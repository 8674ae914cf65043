// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "sim/certificates.h"

#include <QFile>
#include <QProcess>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

// nginx as an HTTP/2 TLS front for kubesim, started by a test on a free loopback port with its own CA: what a
// cluster behind an HTTP/2 load balancer looks like. Requests pass through with their Authorization header.
class NginxFront
{
public:
    NginxFront(const QString &nginx, const QString &upstreamUrl)
    {
        m_ca = kube::sim::Certificates::makeCa(QStringLiteral("nginx-front-ca"));
        const kube::sim::KeyPair server = kube::sim::Certificates::makeServer(m_ca, {QStringLiteral("localhost")}, {QStringLiteral("127.0.0.1")});
        write(QStringLiteral("server.crt"), server.certificatePem);
        write(QStringLiteral("server.key"), server.keyPem);
        QDir(m_dir.path()).mkpath(QStringLiteral("tmp"));
        QTcpServer probe; // a free port: taken, noted, released
        probe.listen(QHostAddress::LocalHost, 0);
        m_port = probe.serverPort();
        probe.close();
        const QString dir = m_dir.path();
        write(QStringLiteral("nginx.conf"), QStringLiteral(
            "worker_processes 1;\ndaemon off;\npid %1/nginx.pid;\nerror_log %1/error.log;\n"
            "events { worker_connections 4096; }\n"
            "http {\n access_log off;\n client_body_temp_path %1/tmp;\n proxy_temp_path %1/tmp;\n fastcgi_temp_path %1/tmp;\n"
            " uwsgi_temp_path %1/tmp;\n scgi_temp_path %1/tmp;\n http2_max_concurrent_streams 1000;\n"
            " server {\n  listen 127.0.0.1:%2 ssl http2;\n  ssl_certificate %1/server.crt;\n  ssl_certificate_key %1/server.key;\n"
            "  location / {\n   proxy_pass %3;\n   proxy_http_version 1.1;\n   proxy_buffering off;\n   proxy_request_buffering off;\n"
            "   proxy_read_timeout 1h;\n   proxy_ssl_verify off;\n  }\n }\n}\n").arg(dir).arg(m_port).arg(upstreamUrl).toUtf8());
        m_process.start(nginx, {QStringLiteral("-p"), dir, QStringLiteral("-c"), dir + QStringLiteral("/nginx.conf")});
        m_ready = QTest::qWaitFor([this] {
            QTcpSocket socket;
            socket.connectToHost(QHostAddress::LocalHost, m_port);
            return socket.waitForConnected(100);
        }, 10000);
    }
    ~NginxFront()
    {
        m_process.terminate();
        if (!m_process.waitForFinished(5000))
            m_process.kill();
    }
    bool isReady() const { return m_ready; }
    QString url() const { return QStringLiteral("https://127.0.0.1:%1").arg(m_port); }
    QByteArray caPem() const { return m_ca.certificatePem; }
    QString errorLog() const
    {
        QFile file(m_dir.filePath(QStringLiteral("error.log")));
        file.open(QIODevice::ReadOnly);
        return QString::fromUtf8(file.readAll());
    }

private:
    void write(const QString &name, const QByteArray &bytes)
    {
        QFile file(m_dir.filePath(name));
        file.open(QIODevice::WriteOnly);
        file.write(bytes);
    }

    QTemporaryDir m_dir;
    kube::sim::KeyPair m_ca;
    quint16 m_port = 0;
    QProcess m_process;
    bool m_ready = false;
};
