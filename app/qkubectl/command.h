// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "config/kubeconfig.h"
#include "config/restconfig.h"
#include "rest/discoveryclient.h"
#include "rest/restclient.h"
#include "tableprinter.h"

#include <QObject>
#include <QStringList>

// One qkubectl invocation: parses kubectl-style arguments, runs the command on the event loop and ends the
// application with kubectl's exit code (0, or 1 with the error on stderr).
class Command : public QObject
{
    Q_OBJECT
public:
    explicit Command(QStringList arguments, QObject *parent = nullptr);
    // kubectl's -v: every request this command makes is logged here.
    void setRequestLog(std::shared_ptr<const kube::RequestLog> log) { m_requestLog = std::move(log); }
    void run();

private:
    struct Options
    {
        QString kubeconfig, context, namespaceName, output, labelSelector, fieldSelector, sortBy;
        QString journal; // with -w: the file the watch is recorded to
        QStringList labelColumns;
        bool allNamespaces = false, noHeaders = false, namespaceSet = false, showManagedFields = false;
        bool showLabels = false;
        bool allowMissingTemplateKeys = true;
        bool watch = false, watchEvents = false, stats = false;
        QStringList positional;
        int requestTimeoutMs = 0;
        qint64 chunkSize =
            500; // kubectl's --chunk-size: lists are asked for in pages this long; 0: one request
    };
    // On a flag error *usage is set and *error is kubectl's whole text for it (with the usage line).
    bool parse(QString *error, bool *usage);
    // The command's words as kubectl's usage line names them: "get", "config view".
    QString commandPath() const;
    void fail(const QString &message);
    void finish(int code);
    bool connectToCluster();

    void getContexts();
    void currentContext();
    void useContext();
    void version();
    void apiResources();
    void get();

    QStringList m_arguments;
    Options m_options;
    kube::KubeConfig m_config;
    kube::RestConfig m_rest;
    std::shared_ptr<const kube::RequestLog> m_requestLog;
    kube::RestClient *m_client = nullptr;
};
