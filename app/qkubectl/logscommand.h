// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "invocation.h"
#include "workload.h"

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
    static void addFlags(FlagSet &flags);
    explicit LogsCommand(const Invocation &invocation, QObject *parent = nullptr);
    void run();

private:
    struct Options
    {
        QString namespaceName, container, selector, sinceTime;
        bool namespaceSet = false, allContainers = false, follow = false, previous = false,
             timestamps = false, prefix = false, ignoreErrors = false;
        std::optional<qint64> sinceSeconds;
        qint64 tail = -1;
        qint64 limitBytes = 0;
        qint64 maxLogRequests = 5;
        qint64 podRunningTimeoutMs = 0;
        QStringList positional;
    };
    bool complete(QString *error);
    void fail(const QString &message);
    void writeIgnoredError(const kube::Error &error);
    void finish(int code);

    void readObject(const Workload &workload, const QString &name);
    void listPods(const QString &selector, const QString &owner);
    void usePods(const QList<QJsonObject> &pods);
    void start();
    void streamNext();
    void write(const QByteArray &bytes, const QByteArray &prefix);
    void writeLines(const kube::LogLines &lines);

    Invocation m_invocation;
    Options m_options;
    kube::RestClient *m_client = nullptr;
    QList<kube::PodLogTarget> m_targets;
    qsizetype m_next = 0;
    QByteArray m_partialLine; // --prefix: the line a chunk left unfinished
    kube::PodLogGroup *m_group = nullptr;
    int m_exitCode = 0;
};
