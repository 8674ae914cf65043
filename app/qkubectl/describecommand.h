// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "describe/describerregistry.h"
#include "describe/restdescribesource.h"
#include "invocation.h"
#include "rest/discoveryclient.h"
#include "rest/dynamicclient.h"
#include "rest/restclient.h"

#include <QJsonObject>
#include <QObject>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>

// `qkubectl describe`, as kubectl 1.32 runs it for pods, deployments, services and nodes: the arguments name
// a type (any form the RESTMapper resolves) and names, or TYPE/NAME pairs; with no name, every object of the
// type in the namespace (or matching -l, or in all namespaces with -A). A lone name that is not found
// describes the objects whose names start with it, as kubectl does. For each object it reads what kubectl's
// describer reads (a Deployment's ReplicaSets, a Service's EndpointSlices, a Node's pods and Lease, the
// Events about it by involvedObject uid), then prints the engine's describer text, descriptions two blank
// lines apart, errors last on stderr with exit code 1. Ends the application with the exit code when done.
class DescribeCommand : public QObject
{
    Q_OBJECT
public:
    static void addFlags(FlagSet &flags);
    explicit DescribeCommand(const Invocation &invocation, QObject *parent = nullptr);
    void run();

private:
    struct Options
    {
        QString namespaceName, selector;
        bool namespaceSet = false, allNamespaces = false, showEvents = true;
        qint64 chunkSize = 0;   // lists are read in pages this long
        QStringList positional; // what follows "describe"
    };
    // One object to describe, or (empty name) every object of the type.
    struct Target
    {
        kube::ApiResource resource;
        QString name;
    };
    struct Found
    {
        kube::ApiResource resource;
        QJsonObject object;
    };

    void fail(const QString &message);
    void finish(int code);
    void resolve(const kube::Discovery &discovery);
    void fetchNext();
    void fetchMatching(const Target &first, const kube::Error &notFound);
    void describeNext();
    void describe(const Found &found, std::function<void(kube::Description)> done);
    QString namespaceFor(const kube::ApiResource &resource) const;

    Invocation m_invocation;
    Options m_options;
    kube::RestClient *m_client = nullptr;
    std::unique_ptr<kube::RestDescribeSource> m_source; // the reads the describers make
    QList<Target> m_targets;
    qsizetype m_nextTarget = 0;
    QList<Found> m_found;
    qsizetype m_nextFound = 0;
    QList<kube::Error> m_errors;
    bool m_printed = false;
    bool m_matching = false; // describing the objects a name prefix matched, each followed by a blank line
};
