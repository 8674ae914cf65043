// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "commandregistry.h"
#include "applycommand.h"
#include "authcommand.h"
#include "command.h"
#include "cpcommand.h"
#include "deletecommand.h"
#include "describecommand.h"
#include "draincommand.h"
#include "editcommand.h"
#include "execcommand.h"
#include "flagerror.h"
#include "globalflags.h"
#include "logscommand.h"
#include "patchcommand.h"
#include "portforwardcommand.h"
#include "rolloutcommand.h"
#include "scalecommand.h"
#include "topcommand.h"

#include "printers/builtinkinds.h"
#include "rest/requestlog.h"

#include <QCoreApplication>
#include <QTimer>

#include <cstdio>

namespace {

template <class C> QObject *startCommand(const Invocation &invocation)
{
    auto *command = new C(invocation);
    QTimer::singleShot(0, command, &C::run);
    return command;
}

QObject *startCreate(const Invocation &invocation)
{
    auto *command = new ApplyCommand(invocation, ApplyCommand::Mode::Create);
    QTimer::singleShot(0, command, &ApplyCommand::run);
    return command;
}

QObject *startApply(const Invocation &invocation)
{
    auto *command = new ApplyCommand(invocation, ApplyCommand::Mode::Apply);
    QTimer::singleShot(0, command, &ApplyCommand::run);
    return command;
}

QObject *startExec(const Invocation &invocation)
{
    auto *command = new ExecCommand(invocation, false);
    QTimer::singleShot(0, command, &ExecCommand::run);
    return command;
}

QObject *startAttach(const Invocation &invocation)
{
    auto *command = new ExecCommand(invocation, true);
    QTimer::singleShot(0, command, &ExecCommand::run);
    return command;
}

const QString basic = QStringLiteral("Basic Commands");
const QString deploy = QStringLiteral("Deploy Commands");
const QString cluster = QStringLiteral("Cluster Management Commands");
const QString debugging = QStringLiteral("Troubleshooting and Debugging Commands");
const QString advanced = QStringLiteral("Advanced Commands");
const QString other = QStringLiteral("Other Commands");

void out(const QString &text)
{
    std::fputs(text.toUtf8().constData(), stdout);
}

QString program()
{
    return QCoreApplication::applicationName();
}

QString parentPath(const QString &path)
{
    return path.contains(QLatin1Char(' ')) ? path.section(QLatin1Char(' '), 0, -2) : QString();
}

const CommandSpec *child(const CommandSpec *parent, const QString &word)
{
    const QString prefix = parent ? parent->path + QLatin1Char(' ') : QString();
    for (const CommandSpec &spec : CommandRegistry::commands()) {
        if (parentPath(spec.path) != (parent ? parent->path : QString()))
            continue;
        if (spec.path == prefix + word || spec.aliases.contains(word))
            return &spec;
    }
    return nullptr;
}

QList<const CommandSpec *> children(const CommandSpec *parent)
{
    QList<const CommandSpec *> found;
    for (const CommandSpec &spec : CommandRegistry::commands())
        if (parentPath(spec.path) == (parent ? parent->path : QString()))
            found.append(&spec);
    return found;
}

// Whether `argument` is a flag that takes the next argument for its value, as cobra's stripFlags reads it: a
// flag it does not know takes one too.
bool takesNextArgument(const QString &argument, const FlagSet &flags)
{
    if (argument.contains(QLatin1Char('=')))
        return false;
    if (argument.startsWith(QLatin1String("--")))
        return !flags.takesNoValue(argument.mid(2));
    return argument.size() == 2 && argument.startsWith(QLatin1Char('-')) &&
           !flags.shorthandTakesNoValue(argument.at(1));
}

// cobra's stripFlags: the words of `arguments` that are neither flags nor flags' values.
QStringList words(const QStringList &arguments, const FlagSet &flags)
{
    QStringList found;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        if (argument == QLatin1String("--"))
            break;
        if (takesNextArgument(argument, flags)) {
            if (arguments.size() - i - 1 <= 1)
                break; // cobra's stripFlags stops at a flag whose value is the last argument
            ++i;
        } else if (!argument.isEmpty() && !argument.startsWith(QLatin1Char('-')))
            found.append(argument);
    }
    return found;
}

// cobra's argsMinusFirstX: `arguments` without the first word `word` that is not a flag's value.
QStringList withoutWord(QStringList arguments, const QString &word, const FlagSet &flags)
{
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        if (argument == QLatin1String("--"))
            break;
        if (takesNextArgument(argument, flags))
            ++i;
        else if (!argument.startsWith(QLatin1Char('-')) && argument == word) {
            arguments.removeAt(i);
            break;
        }
    }
    return arguments;
}

// What to say of `word` after `command` (null: the root) when it names a command kubectl 1.32 has and
// qkubectl lacks; empty when it names none.
QString lacking(const CommandSpec *command, const QString &word)
{
    static const QStringList kubectlOnly =
        QStringLiteral("alpha annotate api-versions autoscale certificate cluster-info completion debug diff "
                       "events explain expose kustomize label plugin proxy replace run set taint wait")
            .split(QLatin1Char(' '));
    // kubectl create's subcommands and their aliases.
    static const QStringList typedCreate =
        QStringLiteral(
            "clusterrole clusterrolebinding configmap cm cronjob cj deployment deploy ingress ing job "
            "namespace ns poddisruptionbudget pdb priorityclass pc quota resourcequota role rolebinding "
            "secret service svc serviceaccount sa token")
            .split(QLatin1Char(' '));
    if (!command && kubectlOnly.contains(word))
        return FlagError::unknownCommand(word, program());
    if (command && command->path == QLatin1String("create") && typedCreate.contains(word))
        return QStringLiteral(
                   "error: %1 create has no \"%2\" subcommand (kubectl create %2); write the object to a "
                   "manifest and use %1 create -f FILE")
            .arg(program(), word);
    return {};
}

QString help(const CommandSpec *command)
{
    const QString footer =
        QStringLiteral("Use \"%1 options\" for a list of global command-line options (applies to all "
                       "commands).\n")
            .arg(program());
    if (!command) {
        QString text =
            QStringLiteral("%1 controls Kubernetes clusters the way kubectl does, on the qkube engine: the "
                           "same commands, flags, output, error messages and exit codes for what it has.\n")
                .arg(program());
        QStringList headings;
        for (const CommandSpec &spec : CommandRegistry::commands())
            if (!spec.heading.isEmpty() && !headings.contains(spec.heading))
                headings.append(spec.heading);
        for (const QString &heading : std::as_const(headings)) {
            text += QStringLiteral("\n%1:\n").arg(heading);
            for (const CommandSpec &spec : CommandRegistry::commands())
                if (spec.heading == heading)
                    text += QStringLiteral("  %1%2\n").arg(spec.path.leftJustified(16), spec.summary);
        }
        return text +
               QStringLiteral("\nUsage:\n  %1 [flags] [options]\n\nUse \"%1 <command> --help\" for more "
                              "information about a given command.\n")
                   .arg(program()) +
               footer;
    }
    QString text = command->description + QLatin1Char('\n');
    const QList<const CommandSpec *> subcommands = children(command);
    if (!subcommands.isEmpty()) {
        text += QStringLiteral("\nAvailable Commands:\n");
        for (const CommandSpec *sub : subcommands)
            text += QStringLiteral("  %1%2\n")
                        .arg(sub->path.section(QLatin1Char(' '), -1).leftJustified(16), sub->summary);
    }
    FlagSet own;
    if (command->addFlags)
        command->addFlags(own);
    if (!own.flags().isEmpty())
        text += QStringLiteral("\nOptions:\n") + own.usages();
    return text + QStringLiteral("\nUsage:\n  %1 %2 [options]\n\n").arg(program(), command->use) + footer;
}

QObject *printOptions(const Invocation &)
{
    FlagSet globals;
    addGlobalFlags(globals);
    out(QStringLiteral("The following options can be passed to any command:\n\n") + globals.usages());
    return nullptr; // nothing to run: main ends with 0
}

} // namespace

namespace CommandRegistry {

const QList<CommandSpec> &commands()
{
    // kubectl's commands that qkubectl has, in kubectl's help order.
    static const QList<CommandSpec> all = {
        {QStringLiteral("create"),
         {},
         basic,
         QStringLiteral("Create the objects of manifests"),
         QStringLiteral(
             "Create resources from files or stdin: several -f, - for stdin, multi-document YAML or JSON."),
         QStringLiteral("create -f FILENAME"),
         &ApplyCommand::addFlags,
         &startCreate},
        {QStringLiteral("get"),
         {},
         basic,
         QStringLiteral("List objects, or show some"),
         QStringLiteral(
             "Display one or many resources, as kubectl does. TYPE is a plural, singular, short name or "
             "kind,\n"
             "with .group or .version.group if needed (deploy, deployments.apps, ct), or a category (all);\n"
             "several types print one table each. With -w: the list, then one row per change."),
         QStringLiteral("get [(-o|--output=)json|yaml|name|wide|custom-columns=...|jsonpath=...] "
                        "(TYPE[.VERSION][.GROUP] "
                        "[NAME | -l label] | TYPE[.VERSION][.GROUP]/NAME ...) [flags]"),
         &Command::addGetFlags,
         &startCommand<Command>},
        {QStringLiteral("edit"),
         {},
         basic,
         QStringLiteral("Edit an object in your editor"),
         QStringLiteral("Edit a resource in $KUBE_EDITOR, $EDITOR or vi."),
         QStringLiteral("edit (RESOURCE/NAME | -f FILENAME)"),
         &EditCommand::addFlags,
         &startCommand<EditCommand>},
        {QStringLiteral("delete"),
         {},
         basic,
         QStringLiteral("Delete objects, and wait until they are gone"),
         QStringLiteral("Delete resources, then wait until they are gone."),
         QStringLiteral("delete ([-f FILENAME] | TYPE [(NAME | -l label | --all)])"),
         &DeleteCommand::addFlags,
         &startCommand<DeleteCommand>},
        {QStringLiteral("auth"),
         {},
         cluster,
         QStringLiteral("Ask what the user may do, and who the server takes them for"),
         QStringLiteral(
             "Inspect authorization: can-i answers from the server's RBAC, whoami names the user."),
         QStringLiteral("auth SUBCOMMAND"),
         &VerbCommand::addFlags,
         &startCommand<AuthCommand>},
        {QStringLiteral("auth can-i"),
         {},
         {},
         QStringLiteral("Check whether an action is allowed"),
         QStringLiteral(
             "Ask the server whether the user may perform VERB on TYPE (or list every rule with --list)."),
         QStringLiteral("auth can-i VERB [TYPE | TYPE/NAME | NONRESOURCEURL]"),
         &AuthCommand::addCanIFlags,
         &startCommand<AuthCommand>},
        {QStringLiteral("auth whoami"),
         {},
         {},
         QStringLiteral("Show who the server takes the user for"),
         QStringLiteral("Print the user's attributes as the server sees them (a SelfSubjectReview)."),
         QStringLiteral("auth whoami"),
         &AuthCommand::addWhoAmIFlags,
         &startCommand<AuthCommand>},
        {QStringLiteral("rollout"),
         {},
         deploy,
         QStringLiteral("Restart a workload or follow its rollout"),
         QStringLiteral("Manage the rollout of a Deployment, StatefulSet or DaemonSet."),
         QStringLiteral("rollout SUBCOMMAND"),
         &RolloutCommand::addFlags,
         &startCommand<RolloutCommand>},
        {QStringLiteral("rollout restart"),
         {},
         {},
         QStringLiteral("Restart a workload's pods"),
         QStringLiteral("Restart a resource: its pods are replaced by the rollout."),
         QStringLiteral("rollout restart RESOURCE"),
         &RolloutCommand::addFlags,
         &startCommand<RolloutCommand>},
        {QStringLiteral("rollout status"),
         {},
         {},
         QStringLiteral("Follow a workload's rollout"),
         QStringLiteral("Show the status of the rollout, and follow it until it ends (-w, --timeout)."),
         QStringLiteral("rollout status (TYPE NAME | TYPE/NAME) [flags]"),
         &RolloutCommand::addFlags,
         &startCommand<RolloutCommand>},
        {QStringLiteral("scale"),
         {},
         deploy,
         QStringLiteral("Set a workload's replicas"),
         QStringLiteral("Set a new size through the scale subresource."),
         QStringLiteral("scale [--resource-version=version] [--current-replicas=count] --replicas=COUNT (-f "
                        "FILENAME | TYPE NAME)"),
         &ScaleCommand::addFlags,
         &startCommand<ScaleCommand>},
        {QStringLiteral("top"),
         {},
         cluster,
         QStringLiteral("CPU and memory usage"),
         QStringLiteral("Display resource (CPU/memory) usage from metrics.k8s.io."),
         QStringLiteral("top [flags]"),
         &TopCommand::addFlags,
         &startCommand<TopCommand>},
        {QStringLiteral("top node"),
         {QLatin1String(kube::BuiltinKinds::nodes.resource), QStringLiteral("no")},
         {},
         QStringLiteral("CPU and memory usage of nodes"),
         QStringLiteral("Display resource (CPU/memory) usage of nodes."),
         QStringLiteral("top node [NAME | -l label]"),
         &TopCommand::addNodeFlags,
         &startCommand<TopCommand>},
        {QStringLiteral("top pod"),
         {QLatin1String(kube::BuiltinKinds::pods.resource), QStringLiteral("po")},
         {},
         QStringLiteral("CPU and memory usage of pods"),
         QStringLiteral("Display resource (CPU/memory) usage of pods."),
         QStringLiteral("top pod [NAME | -l label]"),
         &TopCommand::addPodFlags,
         &startCommand<TopCommand>},
        {QStringLiteral("cordon"),
         {},
         cluster,
         QStringLiteral("Stop scheduling pods onto a node"),
         QStringLiteral("Mark node as unschedulable."),
         QStringLiteral("cordon NODE"),
         &DrainCommand::addFlags,
         &startCommand<DrainCommand>},
        {QStringLiteral("uncordon"),
         {},
         cluster,
         QStringLiteral("Schedule pods onto a node again"),
         QStringLiteral("Mark node as schedulable."),
         QStringLiteral("uncordon NODE"),
         &DrainCommand::addFlags,
         &startCommand<DrainCommand>},
        {QStringLiteral("drain"),
         {},
         cluster,
         QStringLiteral("Cordon a node and evict its pods"),
         QStringLiteral("Cordon the node and evict its pods."),
         QStringLiteral("drain NODE"),
         &DrainCommand::addFlags,
         &startCommand<DrainCommand>},
        {QStringLiteral("describe"),
         {},
         debugging,
         QStringLiteral("Describe objects, with their events"),
         QStringLiteral("Describe objects as kubectl does, with their Events; a NAME not found: the objects "
                        "whose names start "
                        "with it."),
         QStringLiteral("describe (-f FILENAME | TYPE [NAME_PREFIX | -l label] | TYPE/NAME)"),
         &DescribeCommand::addFlags,
         &startCommand<DescribeCommand>},
        {QStringLiteral("logs"),
         {},
         debugging,
         QStringLiteral("Print or follow containers' logs"),
         QStringLiteral(
             "Print the logs for a container in a pod or specified resource; -f reads on through cut "
             "connections and restarts without gaps or repeats."),
         QStringLiteral("logs [-f] [-p] (POD | TYPE/NAME) [-c CONTAINER]"),
         &LogsCommand::addFlags,
         &startCommand<LogsCommand>},
        {QStringLiteral("attach"),
         {},
         debugging,
         QStringLiteral("Attach to a container's running process"),
         QStringLiteral("Attach to a process that is already running inside an existing container."),
         QStringLiteral("attach (POD | TYPE/NAME) -c CONTAINER"),
         &ExecCommand::addAttachFlags,
         &startAttach},
        {QStringLiteral("exec"),
         {},
         debugging,
         QStringLiteral("Run a command in a container"),
         QStringLiteral("Execute a command in a container."),
         QStringLiteral("exec (POD | TYPE/NAME) [-c CONTAINER] [flags] -- COMMAND [args...]"),
         &ExecCommand::addExecFlags,
         &startExec},
        {QStringLiteral("port-forward"),
         {},
         debugging,
         QStringLiteral("Forward local ports to a pod"),
         QStringLiteral("Forward one or more local ports to a pod."),
         QStringLiteral(
             "port-forward TYPE/NAME [options] [LOCAL_PORT:]REMOTE_PORT [...[LOCAL_PORT_N:]REMOTE_PORT_N]"),
         &PortForwardCommand::addFlags,
         &startCommand<PortForwardCommand>},
        {QStringLiteral("cp"),
         {},
         debugging,
         QStringLiteral("Copy files to and from containers"),
         QStringLiteral("Copy files and directories to and from containers (tar over exec)."),
         QStringLiteral("cp <file-spec-src> <file-spec-dest>"),
         &CpCommand::addFlags,
         &startCommand<CpCommand>},
        {QStringLiteral("apply"),
         {},
         advanced,
         QStringLiteral("Create or update objects from manifests"),
         QStringLiteral("Apply a configuration client-side (last-applied-configuration, three-way merge)."),
         QStringLiteral("apply (-f FILENAME)"),
         &ApplyCommand::addFlags,
         &startApply},
        {QStringLiteral("patch"),
         {},
         advanced,
         QStringLiteral("Patch an object"),
         QStringLiteral(
             "Update fields of a resource using strategic merge patch, a JSON merge patch, or a JSON patch."),
         QStringLiteral("patch (-f FILENAME | TYPE NAME) [-p PATCH|--patch-file FILE]"),
         &PatchCommand::addFlags,
         &startCommand<PatchCommand>},
        {QStringLiteral("api-resources"),
         {},
         other,
         QStringLiteral("The resource types the server offers"),
         QStringLiteral("Print the supported API resources on the server."),
         QStringLiteral("api-resources [flags]"),
         &Command::addApiResourcesFlags,
         &startCommand<Command>},
        {QStringLiteral("config"),
         {},
         other,
         QStringLiteral("Read and switch the kubeconfig's contexts"),
         QStringLiteral(
             "Modify kubeconfig files using subcommands like \"qkubectl config use-context NAME\"."),
         QStringLiteral("config SUBCOMMAND"),
         nullptr,
         &startCommand<Command>},
        {QStringLiteral("config current-context"),
         {},
         {},
         QStringLiteral("Print the current context"),
         QStringLiteral("Display the current-context."),
         QStringLiteral("config current-context"),
         nullptr,
         &startCommand<Command>},
        {QStringLiteral("config get-contexts"),
         {},
         {},
         QStringLiteral("List the contexts"),
         QStringLiteral("Display one or many contexts from the kubeconfig file."),
         QStringLiteral("config get-contexts [(-o|--output=)name)]"),
         &Command::addGetContextsFlags,
         &startCommand<Command>},
        {QStringLiteral("config use-context"),
         {QStringLiteral("use")},
         {},
         QStringLiteral("Make a context the current one"),
         QStringLiteral("Set the current-context in a kubeconfig file (rewritten atomically)."),
         QStringLiteral("config use-context CONTEXT_NAME"),
         nullptr,
         &startCommand<Command>},
        {QStringLiteral("options"),
         {},
         {},
         QStringLiteral("The flags every command takes"),
         QStringLiteral("Print the list of flags inherited by all commands."),
         QStringLiteral("options"),
         nullptr,
         &printOptions},
        {QStringLiteral("version"),
         {},
         other,
         QStringLiteral("The client's and the server's version"),
         QStringLiteral("Print the client and server version information."),
         QStringLiteral("version [flags]"),
         &Command::addVersionFlags,
         &startCommand<Command>},
    };
    return all;
}

FlagSet flagsOf(const CommandSpec *command)
{
    FlagSet flags;
    if (command && command->addFlags)
        command->addFlags(flags);
    addGlobalFlags(flags);
    flags.add({QStringLiteral("help"), QLatin1Char('h'), FlagSet::Type::Bool, QStringLiteral("false"),
               QStringLiteral("help for the command"), true});
    return flags;
}

Dispatch dispatch(const QStringList &arguments)
{
    const auto failed = [](const QString &message) {
        std::fprintf(stderr, "%s\n", message.toUtf8().constData());
        return Dispatch{nullptr, 1};
    };
    const CommandSpec *command = nullptr;
    QStringList rest = arguments;
    QStringList found;
    for (;;) {
        const FlagSet flags = flagsOf(command);
        found = words(rest, flags);
        const CommandSpec *next = found.isEmpty() ? nullptr : child(command, found.first());
        if (!next)
            break;
        rest = withoutWord(rest, found.first(), flags);
        command = next;
    }
    if (!found.isEmpty()) {
        if (const QString message = lacking(command, found.first()); !message.isEmpty())
            return failed(message);
    }
    if (!command && !found.isEmpty()) {
        if (found.first() == QLatin1String("help")) {
            const CommandSpec *topic = nullptr;
            for (const QString &word : found.mid(1))
                if (const CommandSpec *next = child(topic, word))
                    topic = next;
            out(help(topic));
            return {nullptr, 0};
        }
        // kubectl looks for a plugin named by the leading words; a flag before them is its error.
        if (arguments.first().startsWith(QLatin1Char('-')))
            return failed(FlagError::beforeCommand(arguments.first()));
        return failed(FlagError::unknownCommand(found.first(), program()));
    }
    Invocation invocation{command ? command->path : QString(), flagsOf(command), arguments, nullptr};
    QString error;
    if (!invocation.flags.parse(rest, &error))
        return failed(FlagError::usage(error, invocation.commandPath));
    if (!command || invocation.flags.boolean(QStringLiteral("help")) || !command->start) {
        out(help(command));
        return {nullptr, 0};
    }
    const qint64 verbosity = invocation.flags.integer(QStringLiteral("v"));
    if (verbosity >= kube::RequestLog::Requests) {
        const int level = int(std::min<qint64>(verbosity, kube::RequestLog::Bodies));
        invocation.requestLog =
            std::make_shared<kube::RequestLog>(level, kube::RequestLog::stderrSink(level));
    }
    QObject *started = command->start(invocation);
    return {started, 0};
}

} // namespace CommandRegistry
