// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "config/kubeconfig.h"
#include "config/restconfig.h"
#include "invocation.h"
#include "rest/discoveryclient.h"
#include "rest/restclient.h"
#include "tableprinter.h"

#include <QObject>
#include <QStringList>

// kubectl's get, version, api-resources and config's get-contexts, current-context and use-context: runs the
// command its Invocation names on the event loop and ends the application with kubectl's exit code (0, or 1
// with the error on stderr).
class Command : public QObject
{
    Q_OBJECT
public:
    static void addGetFlags(FlagSet &flags);
    static void addApiResourcesFlags(FlagSet &flags);
    static void addVersionFlags(FlagSet &flags);
    static void addGetContextsFlags(FlagSet &flags);
    explicit Command(const Invocation &invocation, QObject *parent = nullptr);
    void run();

private:
    // A flag's value by name ("output"), given or its default.
    QString option(const char *name) const;
    bool optionSet(const char *name) const;
    void fail(const QString &message);
    void finish(int code);
    bool connectToCluster();

    void getContexts();
    void currentContext();
    void useContext();
    void version();
    void apiResources();
    void get();

    Invocation m_invocation;
    QString m_namespace;
    kube::KubeConfig m_config;
    kube::RestConfig m_rest;
    kube::RestClient *m_client = nullptr;
};
