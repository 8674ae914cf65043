// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "command.h"
#include "rest/outputformat.h"
#include "tableprinter.h"
#include "watchprinter.h"

#include "common/unixsignals.h"

#include "config/kubeconfigwriter.h"
#include "core/objectlist.h"
#include "printers/printer.h"
#include "rest/dynamicclient.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <cstdio>
#include <limits>
#include <optional>

namespace {

void out(const QString &text)
{
    std::fputs(text.toUtf8().constData(), stdout);
}

// kubectl's --request-timeout: "0" (none), a plain number of seconds, or a duration ("500ms", "5s", "1m",
// "1h").
std::optional<int> parseTimeout(const QString &text)
{
    static const QRegularExpression form(QStringLiteral("^(\\d+(?:\\.\\d+)?)(ms|s|m|h)?$"));
    const QRegularExpressionMatch match = form.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    const double value = match.captured(1).toDouble();
    const QString unit = match.captured(2);
    const double ms = unit == QLatin1String("ms")  ? value
                      : unit == QLatin1String("m") ? value * 60'000
                      : unit == QLatin1String("h") ? value * 3'600'000
                                                   : value * 1000;
    if (ms > std::numeric_limits<int>::max())
        return std::nullopt;
    return int(ms);
}

QString reasonOf(const kube::Error &error)
{
    const QString reason = kube::Error::reasonName(error.reason());
    return reason.isEmpty() ? QStringLiteral("Unknown") : reason;
}

} // namespace

Command::Command(QStringList arguments, QObject *parent) : QObject(parent), m_arguments(std::move(arguments))
{
}

bool Command::parse(QString *error)
{
    for (qsizetype i = 0; i < m_arguments.size(); ++i) {
        const QString arg = m_arguments.at(i);
        auto value = [&](const QString &name) -> std::optional<QString> {
            if (arg.startsWith(name + QLatin1Char('=')))
                return arg.mid(name.size() + 1);
            if (arg == name) {
                if (i + 1 >= m_arguments.size()) {
                    *error = QStringLiteral("flag needs an argument: %1").arg(name);
                    return QString();
                }
                return m_arguments.at(++i);
            }
            return std::nullopt;
        };
        std::optional<QString> v;
        if ((v = value(QStringLiteral("--kubeconfig"))))
            m_options.kubeconfig = *v;
        else if ((v = value(QStringLiteral("--context"))))
            m_options.context = *v;
        else if ((v = value(QStringLiteral("--namespace"))) || (v = value(QStringLiteral("-n")))) {
            m_options.namespaceName = *v;
            m_options.namespaceSet = true;
        } else if ((v = value(QStringLiteral("--output"))) || (v = value(QStringLiteral("-o"))))
            m_options.output = *v;
        else if ((v = value(QStringLiteral("--selector"))) || (v = value(QStringLiteral("-l"))))
            m_options.labelSelector = *v;
        else if ((v = value(QStringLiteral("--field-selector"))))
            m_options.fieldSelector = *v;
        else if ((v = value(QStringLiteral("--chunk-size")))) {
            bool ok = false;
            m_options.chunkSize = v->toLongLong(&ok);
            if (!ok || m_options.chunkSize < 0) {
                *error = QStringLiteral("invalid argument \"%1\" for \"--chunk-size\" flag: use a number of "
                                        "objects (0: no paging)")
                             .arg(*v);
                return false;
            }
        } else if ((v = value(QStringLiteral("--request-timeout")))) {
            const std::optional<int> ms = parseTimeout(*v);
            if (!ms) {
                *error = QStringLiteral("invalid argument \"%1\" for \"--request-timeout\" flag: use a "
                                        "number of seconds or a duration (\"30\", \"5s\", \"1m\"; 0: none)")
                             .arg(*v);
                return false;
            }
            m_options.requestTimeoutMs = *ms;
        } else if (arg == QLatin1String("-A") || arg == QLatin1String("--all-namespaces"))
            m_options.allNamespaces = true;
        else if (arg == QLatin1String("-w") || arg == QLatin1String("--watch"))
            m_options.watch = true;
        else if (arg == QLatin1String("--output-watch-events"))
            m_options.watchEvents = true;
        else if (arg == QLatin1String("--stats"))
            m_options.stats = true;
        else if (arg == QLatin1String("--show-managed-fields"))
            m_options.showManagedFields = true;
        else if (arg == QLatin1String("--no-headers"))
            m_options.noHeaders = true;
        else if (arg.startsWith(QLatin1Char('-')) && arg.size() > 1) {
            *error = QStringLiteral("unknown flag: %1").arg(arg);
            return false;
        } else
            m_options.positional.append(arg);
        if (!error->isEmpty())
            return false;
    }
    static const QStringList outputs = {QString(), QStringLiteral("wide"), QStringLiteral("json"),
                                        QStringLiteral("yaml"), QStringLiteral("name")};
    if (!outputs.contains(m_options.output)) {
        *error = QStringLiteral("unable to match a printer suitable for the output format \"%1\", allowed "
                                "formats are: json,name,wide,yaml")
                     .arg(m_options.output);
        return false;
    }
    return true;
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

// --help: what qkubectl can do (also the source of its man page, made by help2man).
constexpr const char *helpText =
    "qkubectl controls Kubernetes clusters the way kubectl does, on the qkube engine: the same commands, "
    "flags,\n"
    "output, error messages and exit codes for what it has.\n"
    "\n"
    "Usage:\n"
    "  qkubectl [flags] COMMAND [args]\n"
    "\n"
    "Commands:\n"
    "  get RESOURCE [NAME]       Show one or many resources (tables as kubectl prints them, or -o "
    "json|yaml|name|wide)\n"
    "  get RESOURCE -w           Watch: the list, then one row per change (an informer underneath)\n"
    "  logs POD|TYPE/NAME        A container's log as kubectl prints it (-c, --all-containers, -f, -p, "
    "--since,\n"
    "                            --since-time, --tail, --timestamps, --prefix, --limit-bytes, -l, "
    "--max-log-requests);\n"
    "                            -f reads on through cut connections and restarts without gaps or repeats\n"
    "  api-resources             The resource types the server offers\n"
    "  version                   The client's and the server's version\n"
    "  config get-contexts       The contexts of the kubeconfig\n"
    "  config current-context    The current context\n"
    "  config use-context NAME   Make NAME the current context (the kubeconfig file is rewritten "
    "atomically)\n"
    "\n"
    "Flags:\n"
    "  --kubeconfig FILE         Use exactly this kubeconfig file\n"
    "  --context NAME            Use this context\n"
    "  -n, --namespace NS        The namespace (default: the context's)\n"
    "  -A, --all-namespaces      Across all namespaces\n"
    "  -l, --selector SELECTOR   Label selector (app in (web,api),tier!=db)\n"
    "  --field-selector SELECTOR Field selector (status.phase=Running)\n"
    "  -o, --output FORMAT       wide, json, yaml or name\n"
    "  --no-headers              Tables without their header\n"
    "  --show-managed-fields     Keep metadata.managedFields in json and yaml\n"
    "  --output-watch-events     With -w: print the event type of each change\n"
    "  --stats                   With -w: print sync time, objects, lists, relists, watch restarts and peak "
    "RSS on exit\n"
    "  --request-timeout D       Give up on a request after D (0: never; 30, 5s, 1m)\n"
    "  --chunk-size N            Ask for lists in pages of N (default 500; 0: one request)\n"
    "  -h, --help                This help\n";

void Command::run()
{
    if (m_arguments.contains(QLatin1String("--help")) || m_arguments.contains(QLatin1String("-h")) ||
        m_arguments.value(0) == QLatin1String("help")) {
        out(QString::fromUtf8(helpText));
        finish(0);
        return;
    }
    QString error;
    if (!parse(&error)) {
        fail(QStringLiteral("error: ") + error);
        return;
    }
    const QStringList &p = m_options.positional;
    if (p.isEmpty()) {
        fail(QStringLiteral("usage: qkubectl config get-contexts|current-context|use-context NAME | version "
                            "| api-resources | get RESOURCE [NAME] [flags]"));
        return;
    }
    auto loaded = kube::KubeConfig::load(m_options.kubeconfig);
    if (!loaded) {
        fail(QStringLiteral("error: ") + loaded.error().toString());
        return;
    }
    m_config = loaded.value();
    if (p.value(0) == QLatin1String("config")) {
        const QString sub = p.value(1);
        if (sub == QLatin1String("get-contexts"))
            getContexts();
        else if (sub == QLatin1String("current-context"))
            currentContext();
        else if (sub == QLatin1String("use-context"))
            useContext();
        else
            fail(QStringLiteral(
                     "error: unknown config command \"%1\" (get-contexts, current-context, use-context)")
                     .arg(sub));
        return;
    }
    if (p.value(0) == QLatin1String("version"))
        version();
    else if (p.value(0) == QLatin1String("api-resources"))
        apiResources();
    else if (p.value(0) == QLatin1String("get"))
        get();
    else
        fail(QStringLiteral("error: unknown command \"%1\" for \"qkubectl\"").arg(p.value(0)));
}

void Command::getContexts()
{
    TablePrinter table;
    if (!m_options.noHeaders)
        table.addRow({QStringLiteral("CURRENT"), QStringLiteral("NAME"), QStringLiteral("CLUSTER"),
                      QStringLiteral("AUTHINFO"), QStringLiteral("NAMESPACE")});
    QList<kube::ContextEntry> contexts = m_config.contexts();
    std::sort(contexts.begin(), contexts.end(), [](const auto &a, const auto &b) { return a.name < b.name; });
    const QString current = m_options.context.isEmpty() ? m_config.currentContext() : m_options.context;
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
    const QString name = m_options.positional.value(2);
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
    const auto reread = kube::KubeConfig::load(m_options.kubeconfig);
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
    auto rest = kube::RestConfig::fromKubeConfig(m_config, m_options.context);
    if (!rest) {
        fail(QStringLiteral("error: ") + rest.error().toString());
        return false;
    }
    m_rest = rest.value();
    m_rest.userAgent = "qkubectl/0.1.0";
    m_rest.qps = 50;
    m_rest.burst = 100;
    m_rest.requestTimeoutMs = m_options.requestTimeoutMs;
    m_rest.requestLog = m_requestLog;
    if (!m_options.namespaceSet)
        m_options.namespaceName = m_rest.defaultNamespace;
    m_client = new kube::RestClient(m_rest, this);
    return true;
}

// As kubectl words it: an API error is "Error from server (Reason): ...", a server that could not be reached
// or timed out "Unable to connect to the server: ...", anything else (an answer that is not what was asked)
// "error: ...".
void Command::failWith(const kube::Error &e)
{
    switch (e.kind()) {
    case kube::Error::Kind::Status:
        fail(QStringLiteral("Error from server (%1): %2").arg(reasonOf(e), e.message()));
        return;
    case kube::Error::Kind::Network:
    case kube::Error::Kind::Timeout:
    case kube::Error::Kind::Tls:
        fail(QStringLiteral("Unable to connect to the server: ") + e.toString());
        return;
    default:
        fail(QStringLiteral("error: ") + e.toString());
    }
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
    connect(discovery, &kube::DiscoveryClient::failed, this, [this](const kube::Error &e) {
        fail(QStringLiteral("Unable to connect to the server: ") + e.toString());
    });
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
        const bool wide = m_options.output == QLatin1String("wide");
        if (!m_options.noHeaders && m_options.output != QLatin1String("name")) {
            QStringList header = {QStringLiteral("NAME"), QStringLiteral("SHORTNAMES"),
                                  QStringLiteral("APIVERSION"), QStringLiteral("NAMESPACED"),
                                  QStringLiteral("KIND")};
            if (wide)
                header << QStringLiteral("VERBS") << QStringLiteral("CATEGORIES");
            table.addRow(header);
        }
        for (const kube::ApiResource &r : std::as_const(resources)) {
            if (m_options.output == QLatin1String("name")) {
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
    const QString resourceArg = m_options.positional.value(1);
    if (resourceArg.isEmpty()) {
        fail(QStringLiteral("You must specify the type of resource to get. Use \"qkubectl api-resources\" "
                            "for a complete list of supported resources."));
        return;
    }
    if (!connectToCluster())
        return;
    QString resourceName = resourceArg;
    QString name = m_options.positional.value(2);
    if (resourceArg.contains(QLatin1Char('/'))) { // kubectl's TYPE/NAME form
        resourceName = resourceArg.section(QLatin1Char('/'), 0, 0);
        name = resourceArg.section(QLatin1Char('/'), 1);
    }
    auto *discovery = new kube::DiscoveryClient(m_client, this);
    connect(discovery, &kube::DiscoveryClient::failed, this, [this](const kube::Error &e) {
        fail(QStringLiteral("Unable to connect to the server: ") + e.toString());
    });
    connect(discovery, &kube::DiscoveryClient::discovered, this,
            [this, resourceName, name](const kube::Discovery &found) {
                const kube::ApiResource *resource = found.find(resourceName);
                if (!resource) {
                    fail(QStringLiteral("error: the server doesn't have a resource type \"%1\"")
                             .arg(resourceName));
                    return;
                }
                printGet(*resource, name);
            });
    discovery->discover(true);
}

void Command::printGet(const kube::ApiResource &resource, const QString &name)
{
    if (m_options.watch) {
        if (!name.isEmpty()) {
            m_options.fieldSelector =
                m_options.fieldSelector.isEmpty()
                    ? QStringLiteral("metadata.name=") + name
                    : m_options.fieldSelector + QStringLiteral(",metadata.name=") + name;
        }
        WatchPrinter::Options options{
            m_options.namespaceName, m_options.labelSelector, m_options.fieldSelector, m_options.output,
            m_options.allNamespaces, m_options.watchEvents,   m_options.noHeaders,     m_options.stats};
        m_client->closeConnections(); // the informer brings its own, on its thread
        auto *printer = new WatchPrinter(m_rest, resource, options, this);
        auto *signals_ = new UnixSignals(this);
        connect(signals_, &UnixSignals::terminationRequested, printer, &WatchPrinter::stop);
        connect(printer, &WatchPrinter::finished, this, &Command::finish);
        printer->start();
        return;
    }
    getPage(resource, name, {});
}

void Command::getPage(const kube::ApiResource &resource, const QString &name, const QString &continueToken)
{
    const bool table = m_options.output.isEmpty() || m_options.output == QLatin1String("wide");
    const QString ns = resource.namespaced && !(m_options.allNamespaces && name.isEmpty())
                           ? m_options.namespaceName
                           : QString();
    kube::ResourceClient client(m_client, resource.gvr(), ns);
    const QByteArray accept =
        table ? QByteArrayLiteral("application/json;as=Table;v=v1;g=meta.k8s.io,application/json")
              : QByteArrayLiteral("application/json");
    kube::ListOptions listOptions;
    listOptions.labelSelector = m_options.labelSelector;
    listOptions.fieldSelector = m_options.fieldSelector;
    listOptions.limit = m_options.chunkSize;
    listOptions.continueToken = continueToken;
    kube::RestCall *call = name.isEmpty() ? client.list(listOptions, accept) : client.get(name, accept);
    const bool showNamespace = resource.namespaced && m_options.allNamespaces && name.isEmpty();
    connect(
        call, &kube::RestCall::finished, this,
        [this, resource, name, table, showNamespace, ns](const kube::Response &response) {
            if (!response.ok()) {
                // As kubectl: what earlier pages brought is printed, then the error (a 410 on a continue
                // token too).
                if (m_tableRows > 0)
                    out(m_table.toString());
                failWith(response.error);
                return;
            }
            QJsonParseError parseError;
            const QJsonDocument document = QJsonDocument::fromJson(response.body, &parseError);
            if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
                failWith(
                    kube::Error(kube::Error::Kind::Decode,
                                QStringLiteral("the server's answer is not a JSON object (%1 at byte %2)")
                                    .arg(parseError.errorString())
                                    .arg(parseError.offset),
                                response.url));
                return;
            }
            QJsonObject body = document.object();
            const QString kind = body.value(QLatin1String("kind")).toString();
            const bool isList =
                kind.endsWith(QLatin1String("List")) && body.value(QLatin1String("items")).isArray();
            // What was asked: a Table, a list of the resource's kind, or one object of it. A Status or
            // another kind in a 2xx is not an empty answer.
            const QString expected = table            ? QStringLiteral("Table")
                                     : name.isEmpty() ? resource.kind + QStringLiteral("List")
                                                      : resource.kind;
            if (kind != expected && !(table && isList) &&
                !(table && !name.isEmpty() && kind == resource.kind)) {
                failWith(kube::Error(
                    kube::Error::Kind::Decode,
                    QStringLiteral("the server answered a %1 where a %2 was asked for")
                        .arg(kind.isEmpty() ? QStringLiteral("body without a kind") : kind, expected),
                    response.url));
                return;
            }
            if (table && kind != QLatin1String("Table")) {
                // An old server or a proxy that dropped Accept's parameters sent objects: print them as
                // kubectl does, with the kind's own columns.
                QList<kube::Object> objects;
                const QJsonArray items =
                    isList ? body.value(QLatin1String("items")).toArray() : QJsonArray{body};
                for (const QJsonValue &item : items) {
                    auto object =
                        kube::Object::fromJson(QJsonDocument(item.toObject()).toJson(QJsonDocument::Compact));
                    if (!object) {
                        failWith(object.error().withWhere(response.url));
                        return;
                    }
                    objects.append(object.value());
                }
                const auto printer = kube::Printers::forResource(resource.group, resource.name);
                body = kube::Printers::table(*printer, objects, QDateTime::currentMSecsSinceEpoch());
            }
            auto noResources = [&] {
                if (resource.namespaced && !showNamespace)
                    std::fprintf(stderr, "No resources found in %s namespace.\n", qPrintable(ns));
                else
                    std::fprintf(stderr, "No resources found\n");
            };
            const QString next = name.isEmpty() ? body.value(QLatin1String("metadata"))
                                                      .toObject()
                                                      .value(QLatin1String("continue"))
                                                      .toString()
                                                : QString();
            if (table) {
                const QJsonArray columns = body.value(QLatin1String("columnDefinitions")).toArray();
                const QJsonArray rows = body.value(QLatin1String("rows")).toArray();
                const bool wide = m_options.output == QLatin1String("wide");
                TablePrinter &printer = m_table;
                QStringList header;
                if (showNamespace)
                    header << QStringLiteral("NAMESPACE");
                for (const QJsonValue &c : columns)
                    if (wide || c.toObject().value(QLatin1String("priority")).toInt() == 0)
                        header << c.toObject().value(QLatin1String("name")).toString().toUpper();
                if (!m_options.noHeaders && !m_tableHasHeader && !rows.isEmpty()) {
                    printer.addRow(header);
                    m_tableHasHeader = true;
                }
                for (const QJsonValue &rowValue : rows) {
                    const QJsonObject row = rowValue.toObject();
                    const QJsonArray cells = row.value(QLatin1String("cells")).toArray();
                    QStringList line;
                    if (showNamespace)
                        line << row.value(QLatin1String("object"))
                                    .toObject()
                                    .value(QLatin1String("metadata"))
                                    .toObject()
                                    .value(QLatin1String("namespace"))
                                    .toString();
                    for (qsizetype i = 0; i < columns.size(); ++i) {
                        if (!wide && columns.at(i).toObject().value(QLatin1String("priority")).toInt() != 0)
                            continue;
                        const QJsonValue cell = cells.at(i);
                        line << (cell.isDouble() ? QString::number(cell.toInteger())
                                 : cell.isBool()
                                     ? (cell.toBool() ? QStringLiteral("true") : QStringLiteral("false"))
                                     : cell.toString());
                    }
                    printer.addRow(line);
                    ++m_tableRows;
                }
                if (!next.isEmpty()) {
                    getPage(resource, name, next);
                    return;
                }
                if (m_tableRows == 0)
                    noResources();
                else
                    out(printer.toString());
                finish(0);
                return;
            }
            const QString kindPrefix =
                resource.group.isEmpty()
                    ? resource.kind.toLower()
                    : QStringLiteral("%1.%2").arg(resource.kind.toLower(), resource.group);
            QJsonArray &items = m_items;
            if (name.isEmpty()) {
                for (const QJsonValue &item : body.value(QLatin1String("items")).toArray()) {
                    QJsonObject object = m_options.showManagedFields
                                             ? item.toObject()
                                             : kube::OutputFormat::withoutManagedFields(item.toObject());
                    object.insert(QStringLiteral("kind"), resource.kind);
                    object.insert(QStringLiteral("apiVersion"), resource.groupVersion());
                    items.append(object);
                }
            }
            if (m_options.output == QLatin1String("name")) {
                // Names are printed as each page arrives: nothing of a page is kept.
                if (!name.isEmpty())
                    out(QStringLiteral("%1/%2\n").arg(kindPrefix, body.value(QLatin1String("metadata"))
                                                                      .toObject()
                                                                      .value(QLatin1String("name"))
                                                                      .toString()));
                for (const QJsonValue &item : std::as_const(items))
                    out(QStringLiteral("%1/%2\n").arg(kindPrefix, item.toObject()
                                                                      .value(QLatin1String("metadata"))
                                                                      .toObject()
                                                                      .value(QLatin1String("name"))
                                                                      .toString()));
                m_names += name.isEmpty() ? items.size() : 1;
                items = QJsonArray();
                if (!next.isEmpty()) {
                    getPage(resource, name, next);
                    return;
                }
                if (m_names == 0)
                    noResources();
                finish(0);
                return;
            }
            if (!next.isEmpty()) {
                getPage(resource, name, next);
                return;
            }
            const QJsonObject output =
                name.isEmpty()
                    ? QJsonObject{{QStringLiteral("apiVersion"), QStringLiteral("v1")},
                                  {QStringLiteral("items"), items},
                                  {QStringLiteral("kind"), QStringLiteral("List")},
                                  {QStringLiteral("metadata"),
                                   QJsonObject{{QStringLiteral("resourceVersion"), QString()}}}}
                    : (m_options.showManagedFields ? body : kube::OutputFormat::withoutManagedFields(body));
            if (m_options.output == QLatin1String("json"))
                out(kube::OutputFormat::toJson(output));
            else
                out(kube::OutputFormat::toYaml(output));
            finish(0);
        });
}
