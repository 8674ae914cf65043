// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "config/kubeconfig.h"
#include "logs/podloggroup.h"
#include "rest/restclient.h"

#include <QJsonObject>
#include <QObject>
#include <QStringList>

#include <optional>

// `qkubectl logs`: kubectl logs' flags, output, notes on stderr, errors and exit codes. Without -f (or with
// --limit-bytes) each log's body is copied to stdout as it arrives, one after another, as kubectl does; with
// -f the logs are PodLogStreams, merged, and followed across cut connections and restarts (kubectl stops
// there). Ends the application with the exit code when done.
class LogsCommand : public QObject
{
    Q_OBJECT
public:
    explicit LogsCommand(QStringList arguments, QObject *parent = nullptr);
    // Whether `arguments` (without the program name) ask for `logs`.
    static bool isLogs(const QStringList &arguments);
    // kubectl's -v: every request this command makes is logged here.
    void setRequestLog(std::shared_ptr<const kube::RequestLog> log) { m_requestLog = std::move(log); }
    void run();

private:
    // How long a workload's log waits for its first pod (kubectl's --pod-running-timeout default).
    static constexpr qint64 defaultPodRunningTimeoutMs = 20'000;
    struct Options
    {
        QString kubeconfig, context, namespaceName, container, selector, sinceTime;
        bool namespaceSet = false, allContainers = false, follow = false, previous = false,
             timestamps = false, prefix = false, ignoreErrors = false;
        std::optional<qint64> sinceSeconds;
        qint64 tail = -1;
        qint64 limitBytes = 0;
        qint64 maxLogRequests = 5;
        int requestTimeoutMs = 0;
        qint64 podRunningTimeoutMs = defaultPodRunningTimeoutMs;
        QStringList positional;
    };
    // A usage error is one kubectl prints with "See 'kubectl logs --help' for usage." after it.
    bool parse(QString *error, bool *usage);
    bool complete(QString *error);
    void fail(const QString &message);
    void writeIgnoredError(const kube::Error &error);
    void finish(int code);

    void resolveObject(const QString &type, const QString &name);
    void listPods(const QString &selector, const QString &owner);
    void usePods(const QList<QJsonObject> &pods);
    void start();
    void streamNext();
    void write(const QByteArray &bytes, const QByteArray &prefix);
    void writeLines(const kube::LogLines &lines);

    QStringList m_arguments;
    Options m_options;
    kube::RestClient *m_client = nullptr;
    std::shared_ptr<const kube::RequestLog> m_requestLog;
    QList<kube::PodLogTarget> m_targets;
    qsizetype m_next = 0;
    QByteArray m_partialLine; // --prefix: the line a chunk left unfinished
    kube::PodLogGroup *m_group = nullptr;
    int m_exitCode = 0;
};
