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

QString unknownCommand(const QString &command)
{
    return QStringLiteral("error: unknown command \"%1\" for \"%2\"")
        .arg(command, QCoreApplication::applicationName());
}

} // namespace

Command::Command(QStringList arguments, QObject *parent) : QObject(parent), m_arguments(std::move(arguments))
{
}

bool Command::parse(QString *error, bool *usage)
{
    QString unknownFlag;
    qsizetype wordsBeforeUnknownFlag = 0;
    for (qsizetype i = 0; i < m_arguments.size(); ++i) {
        const QString arg = m_arguments.at(i);
        if (!unknownFlag.isEmpty()) {
            // Only the command's words still count, for the usage line.
            if (!arg.startsWith(QLatin1Char('-')))
                m_options.positional.append(arg);
            continue;
        }
        auto value = [&](const QString &name) -> std::optional<QString> {
            if (arg.startsWith(name + QLatin1Char('=')))
                return arg.mid(name.size() + 1);
            if (arg == name) {
                if (i + 1 >= m_arguments.size()) {
                    *error = FlagError::needsValue(name);
                    *usage = true;
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
        else if ((v = value(QStringLiteral("--sort-by"))))
            m_options.sortBy = *v;
        else if ((v = value(QStringLiteral("--journal"))))
            m_options.journal = *v;
        else if ((v = value(QStringLiteral("--label-columns"))) || (v = value(QStringLiteral("-L"))))
            m_options.labelColumns += v->split(QLatin1Char(','));
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
        else if (arg == QLatin1String("--show-labels"))
            m_options.showLabels = true;
        else if (arg.startsWith(QLatin1Char('-')) && arg.size() > 1) {
            unknownFlag = arg;
            wordsBeforeUnknownFlag = m_options.positional.size();
            // kubectl's parser takes the next word for the unknown flag's value unless it carries one.
            if (!arg.contains(QLatin1Char('=')) && (arg.startsWith(QLatin1String("--")) || arg.size() == 2))
                ++i;
        } else
            m_options.positional.append(arg);
        if (!error->isEmpty()) {
            if (*usage)
                *error = FlagError::usage(*error, commandPath());
            return false;
        }
    }
    if (!unknownFlag.isEmpty()) {
        static const QStringList commands = {QStringLiteral("get"), QStringLiteral("config"),
                                             QStringLiteral("version"), QStringLiteral("api-resources")};
        *usage = true;
        const QString command = m_options.positional.value(0);
        if (commands.contains(command))
            *error = FlagError::usage(FlagError::unknown(unknownFlag), commandPath());
        else if (wordsBeforeUnknownFlag == 0)
            *error = FlagError::beforeCommand(m_arguments.first());
        else
            *error = unknownCommand(command); // a kubectl command qkubectl lacks: not its flag's fault
        return false;
    }
    if (!m_options.journal.isEmpty() && !m_options.watch) {
        *error = QStringLiteral("--journal records a watch: use it with -w");
        return false;
    }
    // get checks its printers itself, after the types are resolved, as kubectl does.
    static const QStringList outputs = {QString(), QStringLiteral("wide"), QStringLiteral("json"),
                                        QStringLiteral("yaml"), QStringLiteral("name")};
    if (m_options.positional.value(0) != QLatin1String("get") && !outputs.contains(m_options.output)) {
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
    "  get TYPE[,TYPE...] [NAME...]\n"
    "                            Show resources as kubectl does. TYPE is a plural, singular, short name or "
    "kind,\n"
    "                            with .group or .version.group if needed (deploy, deployments.apps, ct,\n"
    "                            crontabs.stable.example.com), or a category (all); several types print "
    "one\n"
    "                            table each, names as kind/name\n"
    "  get TYPE/NAME...          The named objects, of one type or several\n"
    "  get TYPE -w               Watch: the list, then one row per change (an informer underneath)\n"
    "  logs POD|TYPE/NAME        A container's log as kubectl prints it (-c, --all-containers, -f, -p, "
    "--since,\n"
    "                            --since-time, --tail, --timestamps, --prefix, --limit-bytes, -l, "
    "--max-log-requests);\n"
    "                            -f reads on through cut connections and restarts without gaps or repeats\n"
    "  delete TYPE NAME|TYPE/NAME|-f FILE|-l SEL|--all\n"
    "                            Delete, then wait until gone (--cascade, --grace-period, --now, --force,\n"
    "                            --wait, --timeout, --ignore-not-found, -o name)\n"
    "  scale TYPE NAME --replicas=N [--current-replicas=M]\n"
    "                            Set the replicas through the scale subresource\n"
    "  top pod|node [NAME] [-A] [-l SEL] [--containers] [--sort-by=cpu|memory] [--sum] [--show-capacity]\n"
    "                            CPU and memory usage from metrics.k8s.io, as kubectl top prints it\n"
    "  rollout restart|status TYPE/NAME\n"
    "                            Restart a Deployment, StatefulSet or DaemonSet; follow its rollout\n"
    "  create -f FILE, apply -f FILE\n"
    "                            Create, or apply client-side (last-applied-configuration, three-way "
    "merge);\n"
    "                            several -f, - for stdin, multi-document YAML or JSON\n"
    "  patch TYPE NAME -p PATCH  Patch (--type strategic|merge|json, --patch-file)\n"
    "  edit TYPE NAME            Edit in $KUBE_EDITOR, $EDITOR or vi\n"
    "  cordon|uncordon NODE      Mark a node unschedulable, or schedulable again\n"
    "  drain NODE                Cordon and evict its pods (--ignore-daemonsets, --delete-emptydir-data, "
    "--force,\n"
    "                            --grace-period, --timeout, --disable-eviction)\n"
    "  describe TYPE [NAME...]   Describe objects as kubectl does (pods, deployments, statefulsets, jobs, "
    "services,\n"
    "                            ingresses, nodes, PVCs, HPAs), with their Events; also TYPE/NAME, -l, -A,\n"
    "                            --show-events=false; a NAME not found: the objects whose names start with "
    "it\n"
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
    "  -o, --output FORMAT       wide, json, yaml, name, jsonpath=TEMPLATE or "
    "custom-columns=HEADER:PATH,...\n"
    "  --no-headers              Tables without their header\n"
    "  --show-labels             A LABELS column with each object's labels\n"
    "  -L, --label-columns KEYS  A column for each label key (comma-separated, repeatable)\n"
    "  --sort-by PATH            Sort by a field's value, typed (numbers, quantities): .metadata.name, "
    "spec.replicas\n"
    "  --show-managed-fields     Keep metadata.managedFields in json and yaml\n"
    "  --output-watch-events     With -w: print the event type of each change\n"
    "  --stats                   With -w: print sync time, objects, lists, relists, watch restarts and peak "
    "RSS on exit\n"
    "  --journal FILE            With -w: record the watch to FILE as JSON lines (the list as ADDED, then "
    "each change)\n"
    "  --request-timeout D       Give up on a request after D (0: never; 30, 5s, 1m)\n"
    "  --chunk-size N            Ask for lists in pages of N (default 500; 0: one request)\n"
    "  -h, --help                This help\n";

QString Command::commandPath() const
{
    const QStringList &words = m_options.positional;
    if (words.value(0) == QLatin1String("config") && words.size() > 1)
        return words[0] + QLatin1Char(' ') + words[1];
    return words.value(0);
}

void Command::run()
{
    if (m_arguments.contains(QLatin1String("--help")) || m_arguments.contains(QLatin1String("-h")) ||
        m_arguments.value(0) == QLatin1String("help")) {
        out(QString::fromUtf8(helpText));
        finish(0);
        return;
    }
    QString error;
    bool usage = false;
    if (!parse(&error, &usage)) {
        fail(usage ? error : QStringLiteral("error: ") + error);
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
        fail(unknownCommand(p.value(0)));
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
    auto rest = qkubectlRestConfig(m_config, m_options.context, m_options.requestTimeoutMs, m_requestLog);
    if (!rest) {
        fail(QStringLiteral("error: ") + rest.error().toString());
        return false;
    }
    m_rest = rest.value();
    if (!m_options.namespaceSet)
        m_options.namespaceName = m_rest.defaultNamespace;
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
            [this](const kube::Error &e) { fail(discoveryFailureMessage(e)); });
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
    GetCommand::Options options;
    options.arguments = m_options.positional.mid(1);
    options.programName = QCoreApplication::applicationName();
    options.output = m_options.output;
    options.labelSelector = m_options.labelSelector;
    options.fieldSelector = m_options.fieldSelector;
    options.sortBy = m_options.sortBy;
    options.labelColumns = m_options.labelColumns;
    options.allNamespaces = m_options.allNamespaces;
    options.noHeaders = m_options.noHeaders;
    options.showLabels = m_options.showLabels;
    options.showManagedFields = m_options.showManagedFields;
    options.watch = m_options.watch;
    options.watchEvents = m_options.watchEvents;
    options.stats = m_options.stats;
    options.journal = m_options.journal;
    options.chunkSize = m_options.chunkSize;
    if (options.arguments.isEmpty()) { // kubectl says so before it reads the kubeconfig's server
        auto *command = new GetCommand(nullptr, kube::RestConfig(), options, this);
        connect(command, &GetCommand::finished, this, &Command::finish);
        command->run();
        return;
    }
    if (!connectToCluster())
        return;
    options.namespaceName = m_options.namespaceName;
    auto *command = new GetCommand(m_client, m_rest, options, this);
    connect(command, &GetCommand::finished, this, &Command::finish);
    command->run();
}
