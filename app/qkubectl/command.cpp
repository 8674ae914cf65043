// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "command.h"
#include "clientconfig.h"
#include "errormessage.h"
#include "flagerror.h"
#include "getcommand.h"
#include "tableprinter.h"

#include "config/kubeconfigwriter.h"

#include <QCoreApplication>

#include <cstdio>
#include <limits>
#include <optional>

namespace {

void out(const QString &text)
{
    std::fputs(text.toUtf8().constData(), stdout);
}

} // namespace

Command::Command(const Invocation &invocation, QObject *parent) : QObject(parent), m_invocation(invocation) {}

void Command::addGetFlags(FlagSet &flags)
{
    flags.addString(
        QStringLiteral("output"), QLatin1Char('o'), {},
        QStringLiteral("wide, json, yaml, name, jsonpath=TEMPLATE or custom-columns=HEADER:PATH,..."));
    flags.addString(QStringLiteral("selector"), QLatin1Char('l'), {},
                    QStringLiteral("Label selector (app in (web,api),tier!=db)"));
    flags.addString(QStringLiteral("field-selector"), {}, {},
                    QStringLiteral("Field selector (status.phase=Running)"));
    flags.addString(
        QStringLiteral("sort-by"), {}, {},
        QStringLiteral(
            "Sort by a field's value, typed (numbers, quantities): .metadata.name, spec.replicas"));
    flags.addStringSlice(QStringLiteral("label-columns"), QLatin1Char('L'),
                         QStringLiteral("A column for each label key (comma-separated, repeatable)"));
    flags.addBool(QStringLiteral("all-namespaces"), QLatin1Char('A'), false,
                  QStringLiteral("Across all namespaces"));
    flags.addBool(QStringLiteral("no-headers"), {}, false, QStringLiteral("Tables without their header"));
    flags.addBool(QStringLiteral("show-labels"), {}, false,
                  QStringLiteral("A LABELS column with each object's labels"));
    flags.addBool(QStringLiteral("show-managed-fields"), {}, false,
                  QStringLiteral("Keep metadata.managedFields in json and yaml"));
    flags.addBool(QStringLiteral("allow-missing-template-keys"), {}, true,
                  QStringLiteral("A template's missing field is no error"));
    flags.addBool(QStringLiteral("watch"), QLatin1Char('w'), false,
                  QStringLiteral("Watch: the list, then one row per change (an informer underneath)"));
    flags.addBool(QStringLiteral("output-watch-events"), {}, false,
                  QStringLiteral("With -w: print the event type of each change"));
    flags.addBool(
        QStringLiteral("stats"), {}, false,
        QStringLiteral(
            "With -w: print sync time, objects, lists, relists, watch restarts and peak RSS on exit"));
    flags.addString(
        QStringLiteral("journal"), {}, {},
        QStringLiteral(
            "With -w: record the watch to this file as JSON lines (the list as ADDED, then each change)"));
    flags.addInt(QStringLiteral("chunk-size"), {}, 500,
                 QStringLiteral("Ask for lists in pages this long (0: one request)"));
}

void Command::addApiResourcesFlags(FlagSet &flags)
{
    flags.addString(QStringLiteral("output"), QLatin1Char('o'), {}, QStringLiteral("wide or name"));
    flags.addBool(QStringLiteral("no-headers"), {}, false, QStringLiteral("Tables without their header"));
}

void Command::addVersionFlags(FlagSet &flags)
{
    flags.addString(QStringLiteral("output"), QLatin1Char('o'), {},
                    QStringLiteral("Accepted for kubectl's command lines"));
}

void Command::addGetContextsFlags(FlagSet &flags)
{
    flags.addString(QStringLiteral("output"), QLatin1Char('o'), {},
                    QStringLiteral("name: the contexts' names only"));
    flags.addBool(QStringLiteral("no-headers"), {}, false, QStringLiteral("A table without its header"));
}

QString Command::option(const char *name) const
{
    return m_invocation.flags.string(QLatin1String(name));
}

bool Command::optionSet(const char *name) const
{
    return m_invocation.flags.boolean(QLatin1String(name));
}

void Command::fail(const QString &message)
{
    std::fprintf(stderr, "%s\n", message.toUtf8().constData());
    finish(1);
}

void Command::finish(int code)
{
    std::fflush(stdout);
    std::fflush(stderr);
    if (m_client)
        m_client->closeConnections();
    QCoreApplication::exit(code);
}

void Command::run()
{
    const QString &command = m_invocation.commandPath;
    if (command == QLatin1String("get")) {
        if (!m_invocation.flags.string(QStringLiteral("journal")).isEmpty() && !optionSet("watch")) {
            fail(QStringLiteral("error: --journal records a watch: use it with -w"));
            return;
        }
        if (m_invocation.flags.integer(QStringLiteral("chunk-size")) < 0) {
            fail(QStringLiteral(
                     "error: invalid argument \"%1\" for \"--chunk-size\" flag: use a number of objects (0: "
                     "no paging)")
                     .arg(option("chunk-size")));
            return;
        }
    } else {
        // get checks its printers itself, after the types are resolved, as kubectl does.
        static const QStringList outputs = {QString(), QStringLiteral("wide"), QStringLiteral("json"),
                                            QStringLiteral("yaml"), QStringLiteral("name")};
        if (!outputs.contains(option("output"))) {
            fail(QStringLiteral(
                     "error: unable to match a printer suitable for the output format \"%1\", allowed "
                     "formats are: json,name,wide,yaml")
                     .arg(option("output")));
            return;
        }
    }
    if (command == QLatin1String("config") && !m_invocation.args().isEmpty()) {
        fail(FlagError::unknownSubcommand(m_invocation.args().join(QLatin1Char(' ')), command));
        return;
    }
    auto loaded = kube::KubeConfig::load(option("kubeconfig"));
    if (!loaded) {
        fail(QStringLiteral("error: ") + loaded.error().toString());
        return;
    }
    m_config = loaded.value();
    if (command == QLatin1String("config get-contexts"))
        getContexts();
    else if (command == QLatin1String("config current-context"))
        currentContext();
    else if (command == QLatin1String("config use-context"))
        useContext();
    else if (command == QLatin1String("version"))
        version();
    else if (command == QLatin1String("api-resources"))
        apiResources();
    else if (command == QLatin1String("get"))
        get();
    else
        fail(QStringLiteral("error: config needs a subcommand (current-context, get-contexts, use-context)"));
}

void Command::getContexts()
{
    TablePrinter table;
    if (!optionSet("no-headers"))
        table.addRow({QStringLiteral("CURRENT"), QStringLiteral("NAME"), QStringLiteral("CLUSTER"),
                      QStringLiteral("AUTHINFO"), QStringLiteral("NAMESPACE")});
    QList<kube::ContextEntry> contexts = m_config.contexts();
    std::sort(contexts.begin(), contexts.end(), [](const auto &a, const auto &b) { return a.name < b.name; });
    const QString current = option("context").isEmpty() ? m_config.currentContext() : option("context");
    for (const kube::ContextEntry &context : std::as_const(contexts))
        table.addRow({context.name == current ? QStringLiteral("*") : QString(), context.name,
                      context.cluster, context.user,
                      context.namespaceSet ? context.namespaceName : QString()});
    out(table.toString());
    finish(0);
}

void Command::currentContext()
{
    if (m_config.currentContext().isEmpty()) {
        fail(QStringLiteral("error: current-context is not set"));
        return;
    }
    out(m_config.currentContext() + QLatin1Char('\n'));
    finish(0);
}

void Command::useContext()
{
    const QString name = m_invocation.args().value(0);
    if (name.isEmpty()) {
        fail(QStringLiteral("error: use-context needs a context name"));
        return;
    }
    if (!m_config.context(name)) {
        fail(QStringLiteral("error: no context exists with the name: \"%1\"").arg(name));
        return;
    }
    if (kube::Error error = kube::KubeConfigWriter::setCurrentContext(m_config, name)) {
        fail(QStringLiteral("error: ") + error.toString());
        return;
    }
    // Success is said only when the kubeconfig, read again as every client will read it, says so.
    const auto reread = kube::KubeConfig::load(option("kubeconfig"));
    if (!reread || reread->currentContext() != name) {
        fail(QStringLiteral(
                 "error: the kubeconfig was written but its current context reads as \"%1\", not \"%2\"")
                 .arg(reread ? reread->currentContext() : reread.error().toString(), name));
        return;
    }
    out(QStringLiteral("Switched to context \"%1\".\n").arg(name));
    finish(0);
}

bool Command::connectToCluster()
{
    auto rest = qkubectlRestConfig(m_config, m_invocation.flags, m_invocation.requestLog);
    if (!rest) {
        fail(QStringLiteral("error: ") + rest.error().toString());
        return false;
    }
    m_rest = rest.value();
    m_namespace = m_invocation.flags.changed(QStringLiteral("namespace")) ? option("namespace")
                                                                          : m_rest.defaultNamespace;
    m_client = new kube::RestClient(m_rest, this);
    reportThrottling(m_client);
    return true;
}

void Command::version()
{
    out(QStringLiteral("Client Version: v0.1.0 (qkubectl)\n"));
    if (!connectToCluster())
        return;
    auto *discovery = new kube::DiscoveryClient(m_client, this);
    connect(discovery, &kube::DiscoveryClient::versionReady, this, [this](const kube::ServerVersion &v) {
        out(QStringLiteral("Server Version: %1\n").arg(v.gitVersion));
        finish(0);
    });
    connect(discovery, &kube::DiscoveryClient::failed, this,
            [this](const kube::Error &e) { fail(discoveryFailureMessage(e, DiscoveryUse::OneObject)); });
    discovery->serverVersion();
}

void Command::apiResources()
{
    if (!connectToCluster())
        return;
    auto *discovery = new kube::DiscoveryClient(m_client, this);
    connect(discovery, &kube::DiscoveryClient::failed, this, [this](const kube::Error &e) {
        fail(QStringLiteral("error: unable to retrieve the complete list of server APIs: ") + e.toString());
    });
    connect(discovery, &kube::DiscoveryClient::discovered, this, [this](const kube::Discovery &found) {
        QList<kube::ApiResource> resources;
        for (const kube::ApiResource &r : found.resources)
            if (found.preferredGroupVersions.contains(r.groupVersion()))
                resources.append(r);
        // kubectl sorts by group, then by name, core group first.
        std::stable_sort(resources.begin(), resources.end(), [](const auto &a, const auto &b) {
            return a.group != b.group ? a.group < b.group : a.name < b.name;
        });
        TablePrinter table;
        const bool wide = option("output") == QLatin1String("wide");
        if (!optionSet("no-headers") && option("output") != QLatin1String("name")) {
            QStringList header = {QStringLiteral("NAME"), QStringLiteral("SHORTNAMES"),
                                  QStringLiteral("APIVERSION"), QStringLiteral("NAMESPACED"),
                                  QStringLiteral("KIND")};
            if (wide)
                header << QStringLiteral("VERBS") << QStringLiteral("CATEGORIES");
            table.addRow(header);
        }
        for (const kube::ApiResource &r : std::as_const(resources)) {
            if (option("output") == QLatin1String("name")) {
                out(r.group.isEmpty() ? r.name + QLatin1Char('\n')
                                      : QStringLiteral("%1.%2\n").arg(r.name, r.group));
                continue;
            }
            QStringList row = {r.name, r.shortNames.join(QLatin1Char(',')), r.groupVersion(),
                               r.namespaced ? QStringLiteral("true") : QStringLiteral("false"), r.kind};
            if (wide)
                row << QStringLiteral("[%1]").arg(r.verbs.join(QLatin1Char(' ')))
                    << r.categories.join(QLatin1Char(','));
            table.addRow(row);
        }
        out(table.toString());
        for (const auto &[gv, error] : found.failed)
            std::fprintf(stderr, "error: unable to retrieve the complete list of server APIs: %s: %s\n",
                         qPrintable(gv), qPrintable(error.message()));
        finish(found.failed.isEmpty() ? 0 : 1);
    });
    discovery->discover(false);
}

void Command::get()
{
    GetCommand::Options options;
    options.arguments = m_invocation.args();
    options.programName = QCoreApplication::applicationName();
    options.output = option("output");
    options.labelSelector = option("selector");
    options.fieldSelector = option("field-selector");
    options.sortBy = option("sort-by");
    options.labelColumns = m_invocation.flags.stringList(QStringLiteral("label-columns"));
    options.allNamespaces = optionSet("all-namespaces");
    options.noHeaders = optionSet("no-headers");
    options.showLabels = optionSet("show-labels");
    options.showManagedFields = optionSet("show-managed-fields");
    options.allowMissingTemplateKeys = optionSet("allow-missing-template-keys");
    options.watch = optionSet("watch");
    options.watchEvents = optionSet("output-watch-events");
    options.stats = optionSet("stats");
    options.journal = option("journal");
    options.chunkSize = m_invocation.flags.integer(QStringLiteral("chunk-size"));
    if (options.arguments.isEmpty()) { // kubectl says so before it reads the kubeconfig's server
        auto *command = new GetCommand(nullptr, kube::RestConfig(), options, this);
        connect(command, &GetCommand::finished, this, &Command::finish);
        command->run();
        return;
    }
    if (!connectToCluster())
        return;
    options.namespaceName = m_namespace;
    auto *command = new GetCommand(m_client, m_rest, options, this);
    connect(command, &GetCommand::finished, this, &Command::finish);
    command->run();
}
