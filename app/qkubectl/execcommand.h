// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "invocation.h"
#include "localterminal.h"
#include "workload.h"

#include "config/restconfig.h"
#include "remote/execsession.h"
#include "rest/restclient.h"

#include <QJsonObject>
#include <QObject>
#include <QStringList>
#include <QTimer>

#include <memory>

// `qkubectl exec` and `qkubectl attach`: kubectl's flags (-i, -t, -c, -q, -n, --, the global ones), its notes
// on stderr ("Defaulted container ...", "Unable to use a TTY ..."), its errors and exit codes (the remote
// command's own: "command terminated with exit code N" on stderr). The pod is read first, as kubectl does,
// then an ExecSession streams: stdout and stderr written as they come (the session bounds what is in flight,
// so a slow pipe holds the container back), stdin read on a thread of its own, -t with a terminal in raw mode
// and its size followed. Ends the application with the exit code when done.
class ExecCommand : public QObject
{
    Q_OBJECT
public:
    static void addExecFlags(FlagSet &flags);
    static void addAttachFlags(FlagSet &flags);
    ExecCommand(const Invocation &invocation, bool attach, QObject *parent = nullptr);
    ~ExecCommand() override;
    void run();

private:
    struct Options
    {
        QString namespaceName, container, resource;
        bool namespaceSet = false, stdin = false, tty = false, quiet = false;
        qint64 podRunningTimeoutMs = 0;
        QStringList positional;
        QStringList command;
        qsizetype argsLenAtDash = -1;
    };
    struct StdinShared;

    bool complete(QString *error);
    void readPod(const QString &name);
    // TYPE/NAME: the workload's pods, the most active first (kubectl's AttachablePodForObject).
    void readWorkload(const Workload &workload, const QString &name);
    void stream(const QJsonObject &pod);
    void startStdinReader();
    void flushStdin();
    void finished(const kube::ExecResult &result);
    void fail(const QString &message);
    void finish(int code);

    Invocation m_invocation;
    bool m_attach;
    Options m_options;
    kube::RestConfig m_config;
    kube::RestClient *m_client = nullptr;
    kube::ExecSession *m_session = nullptr;
    LocalTerminal *m_terminal = nullptr;
    std::shared_ptr<StdinShared> m_stdin;
    QByteArray m_stdinBacklog; // read, not yet taken by the session (it was full)
    bool m_stdinEnded = false;
    QTimer m_stdinRetry;
    QString m_podName, m_containerName;
    bool m_raw = false;
};
