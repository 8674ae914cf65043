// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The soak's side of its kubesim clusters: qkube_soak_servers started as a process of its own, so that the
// soak's RSS and heap are the window's alone (an apiserver's stores and watch caches are not in its client),
// and each cluster as a RemoteSim the soak strikes, churns and asks what it holds. Commands are JSON arrays,
// one a line; questions wait for their answer (checkpoints and samples only).
#pragma once

#include "cachestate.h"
#include "serverops.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

#include <memory>
#include <vector>

namespace soak {

using namespace kube;

class ServersProcess
{
public:
    static constexpr int answerMs = 60'000; // a question waits this long (a cluster's thread may be busy)

    ServersProcess(int clusters, quint32 seed, const QString &dir, int niceness)
    {
        m_process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        m_process.start(QStringLiteral(QKUBE_SOAK_SERVERS),
                        {QStringLiteral("--clusters"), QString::number(clusters), QStringLiteral("--seed"),
                         QString::number(seed), QStringLiteral("--dir"), dir, QStringLiteral("--niceness"),
                         QString::number(niceness)});
        if (!m_process.waitForStarted()) {
            m_error =
                QStringLiteral("%1: %2").arg(QStringLiteral(QKUBE_SOAK_SERVERS), m_process.errorString());
            return;
        }
        const QJsonValue ready = readAnswer();
        for (const QJsonValue &cluster : ready.toArray())
            m_clusters.append({cluster[QLatin1String("context")].toString(),
                               cluster[QLatin1String("kubeconfig")].toString(),
                               quint16(cluster[QLatin1String("port")].toInt())});
        if (m_clusters.size() != clusters && m_error.isEmpty())
            m_error = QStringLiteral("the servers' process started %1 clusters of %2")
                          .arg(m_clusters.size())
                          .arg(clusters);
    }
    ~ServersProcess()
    {
        m_process.closeWriteChannel(); // it ends when its stdin does
        if (!m_process.waitForFinished(10'000))
            m_process.kill();
        m_process.waitForFinished();
    }

    QString error() const { return m_error; }
    qint64 pid() const { return m_process.processId(); }
    struct Cluster
    {
        QString context, kubeconfig;
        quint16 port = 0;
    };
    QList<Cluster> clusters() const { return m_clusters; }

    void send(const QJsonArray &command)
    {
        m_process.write(QJsonDocument(command).toJson(QJsonDocument::Compact) + '\n');
    }
    QJsonValue ask(const QJsonArray &command)
    {
        send(command);
        const QJsonValue answer = readAnswer();
        if (!m_error.isEmpty())
            qFatal("the soak's servers: %s", qPrintable(m_error));
        return answer;
    }

    // Changes the servers made, all clusters together.
    qint64 changes() { return qint64(ask({QStringLiteral("changes")}).toDouble()); }

    struct Memory
    {
        qint64 rssBytes = 0, heapBytes = 0;
    };
    // `trim`: after malloc_trim(0), as the soak's own is measured at checkpoints.
    Memory memory(bool trim)
    {
        const QJsonValue answer = ask({QStringLiteral("memory"), trim});
        return {qint64(answer[QLatin1String("rss")].toDouble()),
                qint64(answer[QLatin1String("heap")].toDouble())};
    }

private:
    QJsonValue readAnswer()
    {
        while (!m_process.canReadLine()) {
            if (m_process.state() != QProcess::Running || !m_process.waitForReadyRead(answerMs)) {
                m_error = QStringLiteral("no answer from qkube_soak_servers (%1; its stderr is the soak's)")
                              .arg(m_process.state() == QProcess::Running ? QStringLiteral("still running")
                                                                          : QStringLiteral("it ended"));
                return {};
            }
        }
        const QByteArray line = m_process.readLine();
        QJsonParseError parse;
        const QJsonDocument document = QJsonDocument::fromJson('[' + line.trimmed() + ']', &parse);
        if (!document.isArray()) {
            m_error = QStringLiteral("a bad answer from qkube_soak_servers: %1").arg(parse.errorString());
            return {};
        }
        return document.array().at(0);
    }

    QProcess m_process;
    QString m_error;
    QList<Cluster> m_clusters;
};

// One cluster of the servers' process, as the soak sees it.
class RemoteSim
{
public:
    RemoteSim(ServersProcess &servers, int index) : m_servers(servers), m_index(index) {}
    QString context() const { return m_servers.clusters().at(m_index).context; }
    QString kubeconfig() const { return m_servers.clusters().at(m_index).kubeconfig; }
    quint16 port() const { return m_servers.clusters().at(m_index).port; }

    // The operation of serverops.h by that name (with its argument, for those that take one).
    void strike(const QString &op, const QString &argument = {})
    {
        m_servers.send({QStringLiteral("strike"), m_index, op, argument});
    }
    void end(const QString &op) { m_servers.send({QStringLiteral("end"), m_index, op}); }
    void setChurning(bool on) { m_servers.send({QStringLiteral("churn"), m_index, on}); }

    // "uid resourceVersion" by key of what the server holds of a resource (in one namespace, or all).
    IdentitiesByKey identities(const GroupVersionResource &gvr, const QString &ns)
    {
        const QJsonObject answer =
            m_servers.ask({QStringLiteral("identities"), m_index, gvr.group, gvr.version, gvr.resource, ns})
                .toObject();
        IdentitiesByKey out;
        for (auto it = answer.constBegin(); it != answer.constEnd(); ++it)
            out.insert(it.key().toUtf8(), it.value().toString().toUtf8());
        return out;
    }
    // The resourceVersion of each Event the server holds, by key.
    QHash<QByteArray, quint64> eventVersions()
    {
        const QJsonObject answer = m_servers.ask({QStringLiteral("event-versions"), m_index}).toObject();
        QHash<QByteArray, quint64> out;
        for (auto it = answer.constBegin(); it != answer.constEnd(); ++it)
            out.insert(it.key().toUtf8(), quint64(it.value().toDouble()));
        return out;
    }
    // The keys of the server's `count` newest Events (by resourceVersion): those of the last seconds of
    // churn.
    QSet<QByteArray> newestEvents(int count)
    {
        QSet<QByteArray> out;
        for (const QJsonValue &key :
             m_servers.ask({QStringLiteral("newest-events"), m_index, count}).toArray())
            out.insert(key.toString().toUtf8());
        return out;
    }

private:
    ServersProcess &m_servers;
    int m_index;
};

} // namespace soak
