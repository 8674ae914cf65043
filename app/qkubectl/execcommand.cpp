// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "execcommand.h"
#include "clientconfig.h"
#include "defaultcontainer.h"
#include "errormessage.h"
#include "firstpodwatch.h"
#include "flagerror.h"
#include "workload.h"

#include "describe/describewriter.h"
#include "printers/builtinkinds.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <cerrno>
#include <condition_variable>
#include <cstdio>
#include <mutex>
#include <thread>
#include <unistd.h>

namespace {

// Stdin is read in pieces of this, and at most this much waits in qkubectl before the reader stops reading
// (the session holds its own, bounded, queue behind it).
constexpr qsizetype stdinReadBytes = 32 * 1024;
constexpr qint64 maxStdinBuffered = 1024 * 1024;
// When the session's stdin queue is full, qkubectl offers the rest again after this.
constexpr int stdinRetryMs = 5;

QString podRunningTimeoutError(const QString &verb)
{
    return QStringLiteral("error: --pod-running-timeout must be higher than zero\n") +
           FlagError::seeHelp(verb);
}

// write(2) until all of `bytes` is out: stdout may be a pipe that takes it in pieces.
void writeAll(int fd, const QByteArray &bytes)
{
    const char *at = bytes.constData();
    qsizetype left = bytes.size();
    while (left > 0) {
        const ssize_t written = ::write(fd, at, size_t(left));
        if (written < 0) {
            if (errno == EINTR)
                continue;
            return;
        }
        at += written;
        left -= written;
    }
}

void printError(const QString &line)
{
    const QByteArray bytes = line.toUtf8() + '\n';
    writeAll(STDERR_FILENO, bytes);
}

} // namespace

// Between the stdin reader's thread and the main thread, under `mutex`.
struct ExecCommand::StdinShared
{
    std::mutex mutex;
    std::condition_variable room;
    QByteArray pending;
    qint64 backlog = 0; // the main thread's m_stdinBacklog, as the reader sees it
    bool ended = false;
    bool posted = false;
    ExecCommand *target = nullptr; // null once the command is gone
};

void ExecCommand::addExecFlags(FlagSet &flags)
{
    addAttachFlags(flags);
}

void ExecCommand::addAttachFlags(FlagSet &flags)
{
    flags.addString(QStringLiteral("container"), QLatin1Char('c'), {},
                    QStringLiteral("The container (default: the pod's default container)"));
    flags.addDuration(QStringLiteral("pod-running-timeout"), {}, QStringLiteral("1m0s"),
                      QStringLiteral("How long to wait for a running pod"));
    flags.addBool(QStringLiteral("stdin"), QLatin1Char('i'), false,
                  QStringLiteral("Pass stdin to the container"));
    flags.addBool(QStringLiteral("tty"), QLatin1Char('t'), false, QStringLiteral("Stdin is a TTY"));
    flags.addBool(QStringLiteral("quiet"), QLatin1Char('q'), false,
                  QStringLiteral("Only the remote command's output"));
}

ExecCommand::ExecCommand(const Invocation &invocation, bool attach, QObject *parent)
    : QObject(parent), m_invocation(invocation), m_attach(attach)
{
    m_stdinRetry.setSingleShot(true);
    connect(&m_stdinRetry, &QTimer::timeout, this, &ExecCommand::flushStdin);
    const FlagSet &flags = invocation.flags;
    m_options.namespaceName = flags.string(QStringLiteral("namespace"));
    m_options.namespaceSet = flags.changed(QStringLiteral("namespace"));
    m_options.container = flags.string(QStringLiteral("container"));
    m_options.podRunningTimeoutMs = flags.durationMs(QStringLiteral("pod-running-timeout"));
    m_options.stdin = flags.boolean(QStringLiteral("stdin"));
    m_options.tty = flags.boolean(QStringLiteral("tty"));
    m_options.quiet = flags.boolean(QStringLiteral("quiet"));
    m_options.positional = invocation.args();
    m_options.argsLenAtDash = flags.argsLenAtDash();
}

ExecCommand::~ExecCommand()
{
    if (m_stdin) {
        std::lock_guard lock(m_stdin->mutex);
        m_stdin->target = nullptr;
    }
    if (m_stdin)
        m_stdin->room.notify_all();
    delete m_session;
    delete m_terminal; // restores the terminal
}

// kubectl's Complete and Validate, in its order and words.
bool ExecCommand::complete(QString *error)
{
    const QStringList &args = m_options.positional;
    const QString verb = m_attach ? QStringLiteral("attach") : QStringLiteral("exec");
    if (m_attach) {
        if (m_options.podRunningTimeoutMs <= 0) {
            *error = podRunningTimeoutError(verb);
            return false;
        }
        if (args.isEmpty()) {
            *error = QStringLiteral("error: at least 1 argument is required for attach");
            return false;
        }
        if (args.size() > 2) {
            *error =
                QStringLiteral("error: expected POD, TYPE/NAME, or TYPE NAME, (at most 2 arguments) saw %1: "
                               "[%2]")
                    .arg(args.size())
                    .arg(args.join(QLatin1Char(' ')));
            return false;
        }
        m_options.resource = args.size() == 2 ? args[0] + QLatin1Char('/') + args[1] : args[0];
        return true;
    }
    const qsizetype dash = m_options.argsLenAtDash;
    if (!args.isEmpty() && dash != 0)
        m_options.resource = args[0];
    if (dash > -1) {
        m_options.command = args.mid(dash);
    } else if (args.size() > 1) {
        *error = QStringLiteral("error: exec [POD] [COMMAND] is not supported anymore. Use exec [POD] -- "
                                "[COMMAND] instead\n") +
                 FlagError::seeHelp(QStringLiteral("exec"));
        return false;
    }
    if (m_options.podRunningTimeoutMs <= 0) {
        *error = podRunningTimeoutError(verb);
        return false;
    }
    if (m_options.resource.isEmpty()) {
        *error = QStringLiteral("error: pod, type/name or --filename must be specified");
        return false;
    }
    if (m_options.command.isEmpty()) {
        *error = QStringLiteral("error: you must specify at least one command for the container");
        return false;
    }
    return true;
}

void ExecCommand::run()
{
    QString error;
    if (!complete(&error)) {
        fail(error);
        return;
    }
    auto loaded = kube::KubeConfig::load(m_invocation.flags.string(QStringLiteral("kubeconfig")));
    if (!loaded) {
        fail(QStringLiteral("error: ") + loaded.error().toString());
        return;
    }
    const QString context = m_invocation.flags.string(QStringLiteral("context"));
    if (!context.isEmpty() && !loaded->context(context)) {
        fail(QStringLiteral("Error in configuration: context was not found for specified context: %1")
                 .arg(context));
        return;
    }
    auto rest = qkubectlRestConfig(loaded.value(), m_invocation.flags, m_invocation.requestLog);
    if (!rest) {
        fail(QStringLiteral("error: ") + rest.error().toString());
        return;
    }
    m_config = rest.value();
    if (!m_options.namespaceSet)
        m_options.namespaceName = m_config.defaultNamespace;
    m_client = new kube::RestClient(m_config, this);
    reportThrottling(m_client);
    // A bare name is a pod's; kubectl maps "pods" through discovery all the same.
    const QString &resource = m_options.resource;
    const bool bare = !resource.contains(QLatin1Char('/'));
    const QString name = bare ? resource : resource.section(QLatin1Char('/'), 1);
    resolveWorkload(m_client, this,
                    bare ? QLatin1String(kube::BuiltinKinds::pods.resource)
                         : resource.section(QLatin1Char('/'), 0, 0),
                    QStringLiteral("cannot attach to"),
                    [this, name](std::optional<Workload> workload, const QString &failure) {
                        if (!workload)
                            fail(failure);
                        else if (workload->resource == QLatin1String(kube::BuiltinKinds::pods.resource) &&
                                 workload->group.isEmpty())
                            readPod(name);
                        else
                            readWorkload(*workload, name);
                    });
}

namespace {

// client-go's podutils.ActivePods reversed (what kubectl's AttachablePodForObject takes first): on a node,
// running, ready, ready longest, fewest restarts, oldest.
bool mostActiveFirst(const QJsonObject &a, const QJsonObject &b)
{
    const auto status = [](const QJsonObject &pod) { return pod.value(QLatin1String("status")).toObject(); };
    const auto assigned = [](const QJsonObject &pod) {
        return !pod.value(QLatin1String("spec"))
                    .toObject()
                    .value(QLatin1String("nodeName"))
                    .toString()
                    .isEmpty();
    };
    const auto phase = [&status](const QJsonObject &pod) {
        const QString p = status(pod).value(QLatin1String("phase")).toString();
        return p == QLatin1String("Running") ? 2 : p == QLatin1String("Unknown") ? 1 : 0;
    };
    const auto readySince = [&status](const QJsonObject &pod) -> qint64 { // -1: not ready
        for (const QJsonValue &c : status(pod).value(QLatin1String("conditions")).toArray()) {
            const QJsonObject condition = c.toObject();
            if (condition.value(QLatin1String("type")).toString() == QLatin1String("Ready"))
                return condition.value(QLatin1String("status")).toString() == QLatin1String("True")
                           ? kube::parseTimestamp(condition.value(QLatin1String("lastTransitionTime"))
                                                      .toString()
                                                      .toStdString())
                           : -1;
        }
        return -1;
    };
    const auto restarts = [&status](const QJsonObject &pod) {
        int most = 0;
        for (const QJsonValue &s : status(pod).value(QLatin1String("containerStatuses")).toArray())
            most = std::max(most, s.toObject().value(QLatin1String("restartCount")).toInt());
        return most;
    };
    const auto created = [](const QJsonObject &pod) {
        return kube::parseTimestamp(pod.value(QLatin1String("metadata"))
                                        .toObject()
                                        .value(QLatin1String("creationTimestamp"))
                                        .toString()
                                        .toStdString());
    };
    if (assigned(a) != assigned(b))
        return assigned(a);
    if (phase(a) != phase(b))
        return phase(a) > phase(b);
    const qint64 readyA = readySince(a), readyB = readySince(b);
    if ((readyA >= 0) != (readyB >= 0))
        return readyA >= 0;
    if (readyA >= 0 && readyA != readyB)
        return readyA < readyB;
    if (restarts(a) != restarts(b))
        return restarts(a) < restarts(b);
    return created(a) < created(b);
}

} // namespace

void ExecCommand::readWorkload(const Workload &workload, const QString &name)
{
    const kube::Request request = kube::Request::get()
                                      .resource({workload.group, workload.version, workload.resource})
                                      .namespaceName(m_options.namespaceName)
                                      .name(name);
    m_client->send(request, this, [this, workload](const kube::Response &response) {
        if (response.error) {
            fail(kubectlErrorMessage(response.error));
            return;
        }
        QString selector;
        if (workload.resource == QLatin1String(kube::BuiltinKinds::services.resource)) {
            const QJsonObject map = QJsonDocument::fromJson(response.body)
                                        .object()
                                        .value(QLatin1String("spec"))
                                        .toObject()
                                        .value(QLatin1String("selector"))
                                        .toObject();
            QStringList terms;
            for (auto it = map.begin(); it != map.end(); ++it) // QJsonObject iterates its keys sorted
                terms.append(it.key() + QLatin1Char('=') + it.value().toString());
            selector = terms.join(QLatin1Char(','));
        } else {
            selector = kube::formatLabelSelector(QJsonDocument::fromJson(response.body)
                                                     .object()
                                                     .value(QLatin1String("spec"))
                                                     .toObject()
                                                     .value(QLatin1String("selector"))
                                                     .toObject());
        }
        const kube::Request pods =
            kube::Request::get()
                .resource({{}, QStringLiteral("v1"), QLatin1String(kube::BuiltinKinds::pods.resource)})
                .namespaceName(m_options.namespaceName)
                .labelSelector(selector);
        m_client->send(pods, this, [this, selector](const kube::Response &list) {
            if (list.error) {
                fail(kubectlErrorMessage(list.error));
                return;
            }
            QList<QJsonObject> items;
            for (const QJsonValue &item :
                 QJsonDocument::fromJson(list.body).object().value(QLatin1String("items")).toArray())
                items.append(item.toObject());
            if (items.isEmpty()) {
                firstpodwatch::start(m_client, m_options.namespaceName, selector,
                                     QJsonDocument::fromJson(list.body)
                                         .object()
                                         .value(QLatin1String("metadata"))
                                         .toObject()
                                         .value(QLatin1String("resourceVersion"))
                                         .toString(),
                                     m_options.podRunningTimeoutMs, this,
                                     [this](const std::optional<QJsonObject> &pod, const QString &error) {
                                         if (pod)
                                             stream(*pod);
                                         else
                                             fail(error);
                                     });
                return;
            }
            std::stable_sort(items.begin(), items.end(), mostActiveFirst);
            stream(items.first());
        });
    });
}

void ExecCommand::readPod(const QString &name)
{
    const kube::Request request =
        kube::Request::get()
            .resource({{}, QStringLiteral("v1"), QLatin1String(kube::BuiltinKinds::pods.resource)})
            .namespaceName(m_options.namespaceName)
            .name(name);
    m_client->send(request, this, [this](const kube::Response &response) {
        if (response.error && response.error.isNotFound()) {
            // As kubectl's resource builder: a pod missing from a namespace that is missing too names the
            // namespace.
            const kube::Request namespaceRequest =
                kube::Request::get()
                    .resource(
                        {{}, QStringLiteral("v1"), QLatin1String(kube::BuiltinKinds::namespaces.resource)})
                    .name(m_options.namespaceName);
            m_client->send(
                namespaceRequest, this, [this, podError = response.error](const kube::Response &ns) {
                    fail(kubectlErrorMessage(ns.error && ns.error.isNotFound() ? ns.error : podError));
                });
            return;
        }
        if (response.error) {
            fail(kubectlErrorMessage(response.error));
            return;
        }
        stream(QJsonDocument::fromJson(response.body).object());
    });
}

void ExecCommand::stream(const QJsonObject &pod)
{
    m_podName = pod.value(QLatin1String("metadata")).toObject().value(QLatin1String("name")).toString();
    const QString phase =
        pod.value(QLatin1String("status")).toObject().value(QLatin1String("phase")).toString();
    if (phase == QLatin1String("Succeeded") || phase == QLatin1String("Failed")) {
        fail(QStringLiteral("error: cannot %1 a container in a completed pod; current phase is %2")
                 .arg(m_attach ? QStringLiteral("attach") : QStringLiteral("exec into"), phase));
        return;
    }
    bool tty = m_options.tty;
    m_containerName = m_options.container;
    if (m_attach || m_containerName.isEmpty()) {
        const DefaultContainer chosen = findOrDefaultContainer(pod, m_options.container);
        if (!chosen.ok()) {
            fail(m_attach ? QStringLiteral("error: cannot attach to the container: ") + chosen.error
                          : QStringLiteral("error: ") + chosen.error);
            return;
        }
        if (!chosen.note.isEmpty() && !m_options.quiet)
            printError(chosen.note);
        m_containerName = chosen.name;
        if (m_attach) {
            const bool allocated = chosen.container.value(QLatin1String("tty")).toBool();
            if (tty && !allocated) {
                tty = false;
                if (!m_options.quiet)
                    printError(
                        QStringLiteral("error: Unable to use a TTY - container %1 did not allocate one")
                            .arg(m_containerName));
            } else if (!tty && allocated) {
                tty = true; // the container runs with a TTY: its stream has no stderr to demultiplex
            }
        }
    }
    // kubectl's SetupTTY: a TTY needs stdin, and stdin a terminal.
    if (!m_options.stdin) {
        tty = false;
    } else if (tty && !LocalTerminal::stdinIsTerminal()) {
        tty = false;
        if (!m_options.quiet)
            printError(
                QStringLiteral("Unable to use a TTY - input is not a terminal or the right kind of file"));
    }
    m_raw = tty;

    kube::ExecSpec spec;
    spec.namespaceName =
        pod.value(QLatin1String("metadata")).toObject().value(QLatin1String("namespace")).toString();
    if (spec.namespaceName.isEmpty())
        spec.namespaceName = m_options.namespaceName;
    spec.pod = m_podName;
    spec.container = m_containerName;
    spec.command = m_options.command;
    spec.attach = m_attach;
    spec.stdin = m_options.stdin;
    spec.tty = m_raw;
    spec.stderr = !m_raw;
    m_session = new kube::ExecSession(m_config, spec);
    connect(m_session, &kube::ExecSession::stdoutReceived, this,
            [](const QByteArray &bytes) { writeAll(STDOUT_FILENO, bytes); });
    connect(m_session, &kube::ExecSession::stderrReceived, this,
            [](const QByteArray &bytes) { writeAll(STDERR_FILENO, bytes); });
    connect(m_session, &kube::ExecSession::finished, this, &ExecCommand::finished);
    if (m_raw) {
        m_terminal = new LocalTerminal;
        if (const std::optional<kube::TerminalSize> size = LocalTerminal::size()) {
            if (m_attach) // kubectl's trick: one size off then the true one, so that the screen is redrawn
                m_session->resize({quint16(size->columns + 1), quint16(size->rows + 1)});
            m_session->resize(*size);
        }
        connect(m_terminal, &LocalTerminal::resized, m_session, &kube::ExecSession::resize);
    }
    if (m_attach && !m_options.quiet) {
        // kubectl 1.32's words (later versions first say that the session is recorded in the logs).
        printError(QStringLiteral("If you don't see a command prompt, try pressing enter."));
    }
    if (m_raw)
        m_terminal->makeRaw();
    m_session->start();
    if (m_options.stdin)
        startStdinReader();
}

void ExecCommand::startStdinReader()
{
    m_stdin = std::make_shared<StdinShared>();
    m_stdin->target = this;
    std::thread([shared = m_stdin] {
        QByteArray buffer(stdinReadBytes, Qt::Uninitialized);
        for (;;) {
            const ssize_t n = ::read(STDIN_FILENO, buffer.data(), size_t(buffer.size()));
            if (n < 0 && errno == EINTR)
                continue;
            std::unique_lock lock(shared->mutex);
            shared->room.wait(lock, [&] {
                return !shared->target || shared->pending.size() + shared->backlog < maxStdinBuffered;
            });
            if (!shared->target)
                return;
            if (n > 0)
                shared->pending.append(buffer.constData(), n);
            else
                shared->ended = true;
            if (!std::exchange(shared->posted, true)) {
                ExecCommand *target = shared->target;
                QMetaObject::invokeMethod(
                    target, [target] { target->flushStdin(); }, Qt::QueuedConnection);
            }
            if (n <= 0)
                return;
        }
    }).detach(); // a read() of a terminal cannot be interrupted: the thread ends with the process
}

void ExecCommand::flushStdin()
{
    if (!m_session || !m_stdin)
        return;
    bool ended = false;
    {
        std::lock_guard lock(m_stdin->mutex);
        m_stdinBacklog += std::exchange(m_stdin->pending, {});
        m_stdin->posted = false;
        ended = m_stdin->ended;
    }
    while (!m_stdinBacklog.isEmpty()) {
        const QByteArray piece = m_stdinBacklog.left(stdinReadBytes);
        if (!m_session->writeStdin(piece)) {
            m_stdinRetry.start(stdinRetryMs);
            break;
        }
        m_stdinBacklog.remove(0, piece.size());
    }
    {
        std::lock_guard lock(m_stdin->mutex);
        m_stdin->backlog = m_stdinBacklog.size();
    }
    m_stdin->room.notify_all();
    if (ended && m_stdinBacklog.isEmpty() && !std::exchange(m_stdinEnded, true))
        m_session->closeStdin();
}

void ExecCommand::finished(const kube::ExecResult &result)
{
    if (m_terminal)
        m_terminal->restore();
    const bool started = !m_session->protocol().isEmpty();
    if (result.error) {
        // Before the stream opened the error is the server's answer, as kubectl shows any request's; after,
        // it is the stream's own ("error: ...").
        if (!started && (result.error.kind() == kube::Error::Kind::Status ||
                         result.error.kind() == kube::Error::Kind::Network ||
                         result.error.kind() == kube::Error::Kind::Tls ||
                         result.error.kind() == kube::Error::Kind::Timeout))
            fail(kubectlErrorMessage(result.error));
        else
            fail(QStringLiteral("error: ") + result.error.message());
        return;
    }
    if (result.exitCodeKnown && result.exitCode != 0) {
        printError(QStringLiteral("command terminated with exit code %1").arg(result.exitCode));
        finish(result.exitCode);
        return;
    }
    if (m_attach && !m_options.quiet && m_options.stdin && m_raw)
        writeAll(STDOUT_FILENO,
                 QStringLiteral("Session ended, resume using '%1 attach %2 -c %3 -n %4 -i -t' command\n")
                     .arg(FlagError::program(), m_podName, m_containerName, m_options.namespaceName)
                     .toUtf8());
    finish(0);
}

void ExecCommand::fail(const QString &message)
{
    if (m_terminal)
        m_terminal->restore();
    printError(message);
    finish(1);
}

void ExecCommand::finish(int code)
{
    if (m_terminal)
        m_terminal->restore();
    std::fflush(stdout);
    std::fflush(stderr);
    if (m_client)
        m_client->closeConnections();
    QCoreApplication::exit(code);
}
