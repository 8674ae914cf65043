// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "containerprocess.h"
#include "execstream.h"
#include "sandbox.h"
#include "upgraderouter.h"

#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QUrlQuery>

#include <functional>

namespace kube::sim {

class PodLogs;

// kubesim's kubelet for pods/exec and pods/attach (the WebSocket protocols v5.channel.k8s.io and
// v4.channel.k8s.io). exec: a new process per request, in the container's bubblewrap sandbox (Sandbox), with
// pipes or, for tty, a pseudo-terminal; its exit code on the error channel as the kubelet writes it. attach:
// a container whose spec has stdin has a "main process" (its command and args, or sh) started by the first
// attacher and shared by all (stdin from any, output to every one); another container's attachers see its
// simulated log lines (PodLogs) as they are produced. Refuses before the upgrade what the kubelet refuses (a
// container not running) and everything when no sandbox can be made. Lives on kubesim's thread.
class ExecServer : public QObject
{
    Q_OBJECT
public:
    using PodLookup = std::function<QJsonObject(const QString &ns, const QString &name)>;

    ExecServer(PodLookup lookup, const PodLogs *logs, bool sandboxEnabled, int idleTimeoutMs,
               QObject *parent = nullptr);
    ~ExecServer() override;

    static QStringList subprotocols();
    PodStreamRoute execRoute();
    PodStreamRoute attachRoute();

    void setIdleTimeout(int ms) { m_idleTimeoutMs = ms; }
    // Fault: every open exec and attach stream is cut (no close frame); their processes are killed.
    void cutStreams();
    // A pod was deleted: its processes are killed, its containers' directories removed.
    void podDeleted(const QJsonObject &pod);
    int openStreamCount() const;
    Sandbox &sandbox() { return m_sandbox; }

private:
    struct Exec
    {
        QPointer<ExecStream> stream;
        ContainerProcess *process = nullptr;
        QString podUid;
    };
    struct MainProcess
    {
        ContainerProcess *process = nullptr;
        QList<QPointer<ExecStream>> attachers;
        QString podUid;
    };
    struct LogAttach
    {
        QPointer<ExecStream> stream;
        QJsonObject pod;
        QString container;
        qint64 nextLine = 0;
    };

    UpgradeRefusal check(const QJsonObject &pod, const HttpRequest &request, bool attach) const;
    void serveExec(QWebSocket *socket, const QString &ns, const QString &pod, const QUrlQuery &query);
    void serveAttach(QWebSocket *socket, const QString &ns, const QString &pod, const QUrlQuery &query);
    ExecStream *openStream(QWebSocket *socket, const QUrlQuery &query);
    // A sandboxed process for `container` of `pod` running `command`, or null with the reason.
    ContainerProcess *startProcess(const QJsonObject &pod, const QString &container,
                                   const QStringList &command, bool tty, QString *error);
    void pumpOutput(ContainerProcess *process, const QList<QPointer<ExecStream>> &streams);
    void pumpLogs();

    PodLookup m_lookup;
    const PodLogs *m_logs;
    Sandbox m_sandbox;
    int m_idleTimeoutMs;
    QHash<quint64, Exec> m_execs; // by a serial number (handlers find their exec by it, or find it gone)
    quint64 m_nextId = 0;
    QHash<QString, MainProcess> m_mains; // by pod uid + '/' + container
    QList<LogAttach> m_logAttaches;
    QTimer m_logTimer;
};

} // namespace kube::sim
