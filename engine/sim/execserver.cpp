// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "execserver.h"

#include "podlogs.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QWebSocket>

namespace kube::sim {

namespace {

// The descriptor bwrap writes its status to, in the child (after stdin, stdout, stderr).
constexpr int sandboxStatusFd = 3;
// How often attachers of a container without stdin are given its log lines that came due.
constexpr int logAttachTickMs = 100;
// A terminal's size until the client sends one.
constexpr unsigned short defaultColumns = 80;
constexpr unsigned short defaultRows = 24;

bool flag(const QUrlQuery &query, const char *name)
{
    const QString value = query.queryItemValue(QString::fromLatin1(name));
    return value == QLatin1String("true") || value == QLatin1String("1");
}

QByteArray jsonString(const QString &text)
{
    const QByteArray array = QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2);
}

// The error channel's Status, byte for byte as the kubelet marshals metav1.Status (field order, omitempty).
QByteArray successStatus()
{
    return R"({"metadata":{},"status":"Success"})";
}

QByteArray exitCodeStatus(const QStringList &command, int exitCode)
{
    const QByteArray code = QByteArray::number(exitCode);
    // containerd's words for the exit, wrapped by the kubelet's.
    const QString message =
        QStringLiteral(
            "command terminated with non-zero exit code: error executing command [%1], exit code %2")
            .arg(command.join(QLatin1Char(' ')))
            .arg(exitCode);
    return R"({"metadata":{},"status":"Failure","message":)" + jsonString(message) +
           R"(,"reason":"NonZeroExitCode","details":{"causes":[{"reason":"ExitCode","message":")" + code +
           R"("}]}})";
}

QByteArray internalErrorStatus(const QString &error)
{
    return R"({"metadata":{},"status":"Failure","message":)" +
           jsonString(QStringLiteral("Internal error occurred: %1").arg(error)) +
           R"(,"reason":"InternalError","details":{"causes":[{"message":)" + jsonString(error) +
           R"(}]},"code":500})";
}

QJsonObject containerSpec(const QJsonObject &pod, const QString &name)
{
    const QJsonObject spec = pod.value(QLatin1String("spec")).toObject();
    for (const char *list : {"containers", "initContainers", "ephemeralContainers"})
        for (const QJsonValue &container : spec.value(QLatin1String(list)).toArray())
            if (container.toObject().value(QLatin1String("name")).toString() == name)
                return container.toObject();
    return {};
}

// The container a request names, or the pod's only one (the apiserver has refused anything else).
QString containerOf(const QJsonObject &pod, const QString &asked)
{
    if (!asked.isEmpty())
        return asked;
    return pod.value(QLatin1String("spec"))
        .toObject()
        .value(QLatin1String("containers"))
        .toArray()
        .at(0)
        .toObject()
        .value(QLatin1String("name"))
        .toString();
}

bool isRunning(const QJsonObject &pod, const QString &container)
{
    const QJsonObject status = pod.value(QLatin1String("status")).toObject();
    if (status.value(QLatin1String("phase")).toString() != QLatin1String("Running"))
        return false;
    for (const char *list : {"containerStatuses", "initContainerStatuses", "ephemeralContainerStatuses"})
        for (const QJsonValue &entry : status.value(QLatin1String(list)).toArray())
            if (entry.toObject().value(QLatin1String("name")).toString() == container)
                return entry.toObject()
                    .value(QLatin1String("state"))
                    .toObject()
                    .contains(QLatin1String("running"));
    return false;
}

QString uidOf(const QJsonObject &pod)
{
    return pod.value(QLatin1String("metadata")).toObject().value(QLatin1String("uid")).toString();
}

} // namespace

ExecServer::ExecServer(PodLookup lookup, const PodLogs *logs, bool sandboxEnabled, int idleTimeoutMs,
                       QObject *parent)
    : QObject(parent), m_lookup(std::move(lookup)), m_logs(logs), m_sandbox(sandboxEnabled),
      m_idleTimeoutMs(idleTimeoutMs)
{
    m_logTimer.setInterval(logAttachTickMs);
    connect(&m_logTimer, &QTimer::timeout, this, &ExecServer::pumpLogs);
}

ExecServer::~ExecServer()
{
    for (const Exec &exec : std::as_const(m_execs))
        delete exec.process;
    for (const MainProcess &main : std::as_const(m_mains))
        delete main.process;
}

QStringList ExecServer::subprotocols()
{
    return {QStringLiteral("v5.channel.k8s.io"), QStringLiteral("v4.channel.k8s.io")};
}

PodStreamRoute ExecServer::execRoute()
{
    PodStreamRoute route;
    route.subprotocols = subprotocols();
    route.check = [this](const QJsonObject &pod, const HttpRequest &request) {
        return check(pod, request, false);
    };
    route.webSocket = [this](QWebSocket *socket, const QString &ns, const QString &pod,
                             const QUrlQuery &query) { serveExec(socket, ns, pod, query); };
    return route;
}

PodStreamRoute ExecServer::attachRoute()
{
    PodStreamRoute route;
    route.subprotocols = subprotocols();
    route.check = [this](const QJsonObject &pod, const HttpRequest &request) {
        return check(pod, request, true);
    };
    route.webSocket = [this](QWebSocket *socket, const QString &ns, const QString &pod,
                             const QUrlQuery &query) { serveAttach(socket, ns, pod, query); };
    return route;
}

UpgradeRefusal ExecServer::check(const QJsonObject &pod, const HttpRequest &request, bool attach) const
{
    const QString container = containerOf(pod, request.param(QStringLiteral("container")));
    // The kubelet's answer for a container that is not running (it has none to exec in).
    if (!isRunning(pod, container))
        return {400, QStringLiteral("BadRequest"),
                QStringLiteral("container not found (\"%1\")").arg(container)};
    const bool needsProcess = !attach || containerSpec(pod, container).value(QLatin1String("stdin")).toBool();
    if (QString error; needsProcess && !m_sandbox.available(&error))
        return {500, QStringLiteral("InternalError"),
                QStringLiteral("Internal error occurred: %1").arg(error)};
    if (!attach && request.query.allQueryItemValues(QStringLiteral("command")).isEmpty())
        return {400, QStringLiteral("BadRequest"),
                QStringLiteral("you must specify at least one command for the container")};
    return {};
}

ExecStream *ExecServer::openStream(QWebSocket *socket, const QUrlQuery &query)
{
    StreamOptions options;
    options.stdinStream = flag(query, "stdin");
    options.stdoutStream = flag(query, "stdout");
    options.stderrStream = flag(query, "stderr");
    options.tty = flag(query, "tty");
    return new ExecStream(socket, options, m_idleTimeoutMs, this);
}

ContainerProcess *ExecServer::startProcess(const QJsonObject &pod, const QString &container,
                                           const QStringList &command, bool tty, QString *error)
{
    SandboxSpec spec;
    spec.podUid = uidOf(pod);
    spec.podName = pod.value(QLatin1String("metadata")).toObject().value(QLatin1String("name")).toString();
    spec.container = container;
    spec.command = command;
    spec.tty = tty;
    for (const QJsonValue &entry : containerSpec(pod, container).value(QLatin1String("env")).toArray()) {
        const QJsonObject variable = entry.toObject();
        if (variable.contains(QLatin1String("value"))) // literal values only: no secrets, no field refs
            spec.env.append({variable.value(QLatin1String("name")).toString(),
                             variable.value(QLatin1String("value")).toString()});
    }
    auto process = std::make_unique<ContainerProcess>(this);
    if (tty) {
        if (!process->openTerminal(defaultColumns, defaultRows, error))
            return nullptr;
        spec.terminalPath = process->terminalPath();
    }
    const QStringList arguments = m_sandbox.arguments(spec, sandboxStatusFd, error);
    if (arguments.isEmpty() || !process->start(arguments, sandboxStatusFd, error))
        return nullptr;
    return process.release();
}

void ExecServer::pumpOutput(ContainerProcess *process, const QList<QPointer<ExecStream>> &streams)
{
    bool congested = false;
    for (const QPointer<ExecStream> &stream : streams)
        congested = congested || (stream && stream->congested());
    process->setOutputPaused(congested);
}

void ExecServer::serveExec(QWebSocket *socket, const QString &ns, const QString &podName,
                           const QUrlQuery &query)
{
    ExecStream *stream = openStream(socket, query);
    const QJsonObject pod = m_lookup(ns, podName);
    const QString container =
        containerOf(pod, query.queryItemValue(QStringLiteral("container"), QUrl::FullyDecoded));
    const QStringList command = query.allQueryItemValues(QStringLiteral("command"), QUrl::FullyDecoded);
    QString error;
    ContainerProcess *process =
        pod.isEmpty() ? nullptr : startProcess(pod, container, command, stream->options().tty, &error);
    if (!process) {
        stream->finish(
            internalErrorStatus(pod.isEmpty() ? QStringLiteral("pod %1 is gone").arg(podName) : error));
        return;
    }
    const quint64 id = ++m_nextId;
    m_execs.insert(id, Exec{stream, process, uidOf(pod)});
    const QList<QPointer<ExecStream>> streams{stream};
    connect(process, &ContainerProcess::output, stream,
            [this, stream, process, streams](int channel, const QByteArray &bytes) {
                stream->send(channel, bytes);
                if (stream->congested())
                    pumpOutput(process, streams);
            });
    connect(stream, &ExecStream::drained, process,
            [this, process, streams] { pumpOutput(process, streams); });
    connect(stream, &ExecStream::stdinData, process, &ContainerProcess::writeStdin);
    connect(stream, &ExecStream::stdinClosed, process, &ContainerProcess::closeStdin);
    connect(stream, &ExecStream::resized, process, &ContainerProcess::resize);
    connect(process, &ContainerProcess::stdinOverflowed, this, [this, id] {
        if (!m_execs.contains(id))
            return;
        const Exec exec = m_execs.take(id);
        exec.process->disconnect();
        if (exec.stream) {
            exec.stream->disconnect(exec.process); // what the client still sends goes nowhere
            exec.stream->finish(internalErrorStatus(
                QStringLiteral("the process does not read its stdin: more than %1 MiB are waiting for it")
                    .arg(ContainerProcess::maxStdinPending / (1024 * 1024))));
        }
        exec.process->deleteLater(); // kills it
    });
    connect(process, &ContainerProcess::finished, this,
            [this, id, command](int exitCode, const QString &sandboxError) {
                const Exec exec = m_execs.take(id);
                if (exec.stream)
                    exec.stream->finish(
                        !sandboxError.isEmpty()
                            ? internalErrorStatus(
                                  QStringLiteral("kubesim could not make the sandbox: %1").arg(sandboxError))
                        : exitCode == 0 ? successStatus()
                                        : exitCodeStatus(command, exitCode));
                exec.process->deleteLater();
            });
    // The client went away (or the stream was cut, or idle): the process goes too.
    connect(stream, &ExecStream::closed, this, [this, id] {
        if (!m_execs.contains(id))
            return;
        const Exec exec = m_execs.take(id);
        exec.process->disconnect();  // it may be the one emitting now: deleted later, heard no more
        exec.process->deleteLater(); // kills it
    });
}

void ExecServer::serveAttach(QWebSocket *socket, const QString &ns, const QString &podName,
                             const QUrlQuery &query)
{
    ExecStream *stream = openStream(socket, query);
    const QJsonObject pod = m_lookup(ns, podName);
    const QString container =
        containerOf(pod, query.queryItemValue(QStringLiteral("container"), QUrl::FullyDecoded));
    const QJsonObject spec = containerSpec(pod, container);
    if (pod.isEmpty()) {
        stream->finish(internalErrorStatus(QStringLiteral("pod %1 is gone").arg(podName)));
        return;
    }
    if (!spec.value(QLatin1String("stdin")).toBool()) {
        // No main process to talk to: the container's log lines from now on, as `kubectl attach` shows them.
        m_logAttaches.append({stream, pod, container,
                              m_logs->producedLines(pod, container, QDateTime::currentMSecsSinceEpoch())});
        if (!m_logTimer.isActive())
            m_logTimer.start();
        return;
    }
    const QString key = uidOf(pod) + QLatin1Char('/') + container;
    if (!m_mains.contains(key)) {
        QStringList command;
        for (const QJsonValue &part : spec.value(QLatin1String("command")).toArray())
            command.append(part.toString());
        for (const QJsonValue &part : spec.value(QLatin1String("args")).toArray())
            command.append(part.toString());
        if (command.isEmpty())
            command = {QStringLiteral("sh")};
        QString error;
        ContainerProcess *process =
            startProcess(pod, container, command, spec.value(QLatin1String("tty")).toBool(), &error);
        if (!process) {
            stream->finish(internalErrorStatus(error));
            return;
        }
        m_mains.insert(key, MainProcess{process, {}, uidOf(pod)});
        connect(process, &ContainerProcess::output, this, [this, key](int channel, const QByteArray &bytes) {
            const MainProcess main = m_mains.value(key);
            bool congested = false;
            for (const QPointer<ExecStream> &attacher : main.attachers)
                if (attacher) {
                    attacher->send(channel, bytes);
                    congested = congested || attacher->congested();
                }
            if (congested && main.process)
                pumpOutput(main.process, main.attachers);
        });
        connect(process, &ContainerProcess::finished, this,
                [this, key, command](int exitCode, const QString &sandboxError) {
                    const MainProcess main =
                        m_mains.take(key); // the next attacher starts the container's process again
                    const QByteArray status = !sandboxError.isEmpty() ? internalErrorStatus(sandboxError)
                                              : exitCode == 0         ? successStatus()
                                                                      : exitCodeStatus(command, exitCode);
                    for (const QPointer<ExecStream> &attacher : main.attachers)
                        if (attacher)
                            attacher->finish(status);
                    main.process->deleteLater();
                });
    }
    MainProcess &main = m_mains[key];
    main.attachers.append(stream);
    ContainerProcess *process = main.process;
    auto repump = [this, key] {
        auto it = m_mains.find(key);
        if (it == m_mains.end())
            return;
        it->attachers.removeAll(nullptr);
        pumpOutput(it->process, it->attachers);
    };
    connect(stream, &ExecStream::drained, process, repump);
    connect(stream, &ExecStream::stdinData, process, &ContainerProcess::writeStdin);
    connect(stream, &ExecStream::resized, process, &ContainerProcess::resize);
    connect(stream, &ExecStream::closed, process, [this, key, stream, repump] {
        if (auto it = m_mains.find(key); it != m_mains.end())
            it->attachers.removeAll(stream);
        repump(); // a gone attacher no longer holds the others back
    });
}

void ExecServer::pumpLogs()
{
    const qint64 nowMs = QDateTime::currentMSecsSinceEpoch();
    for (auto it = m_logAttaches.begin(); it != m_logAttaches.end();) {
        if (!it->stream) {
            it = m_logAttaches.erase(it);
            continue;
        }
        const qint64 due = m_logs->producedLines(it->pod, it->container, nowMs);
        QByteArray lines;
        const QString podName =
            it->pod.value(QLatin1String("metadata")).toObject().value(QLatin1String("name")).toString();
        for (; it->nextLine < due; ++it->nextLine)
            lines += PodLogs::lineText(podName, it->container, it->nextLine) + '\n';
        if (!it->stream->congested()) // a reader that does not keep up misses lines, as with a real attach
            it->stream->send(ExecStream::stdoutChannel, lines);
        ++it;
    }
    if (m_logAttaches.isEmpty())
        m_logTimer.stop();
}

void ExecServer::cutStreams()
{
    for (ExecStream *stream : findChildren<ExecStream *>(Qt::FindDirectChildrenOnly))
        stream->cut();
}

void ExecServer::podDeleted(const QJsonObject &pod)
{
    const QString uid = uidOf(pod);
    // The container was killed under its processes: they end as a SIGKILL ends them.
    QList<QPointer<ExecStream>> ending;
    for (const Exec &exec : std::as_const(m_execs))
        if (exec.podUid == uid)
            ending.append(exec.stream);
    for (const QPointer<ExecStream> &stream : ending)
        if (stream)
            stream->finish(exitCodeStatus({}, 137)); // its closed() removes its exec
    for (auto it = m_mains.begin(); it != m_mains.end();) {
        if (it->podUid != uid) {
            ++it;
            continue;
        }
        const MainProcess main = *it;
        it = m_mains.erase(it);
        main.process->disconnect();
        main.process->deleteLater();
        for (const QPointer<ExecStream> &attacher : main.attachers)
            if (attacher)
                attacher->finish(exitCodeStatus({}, 137));
    }
    for (const LogAttach &attach : std::as_const(m_logAttaches))
        if (attach.stream && uidOf(attach.pod) == uid)
            attach.stream->finish(successStatus());
    m_sandbox.removePod(uid);
}

int ExecServer::openStreamCount() const
{
    int count = 0;
    for (const ExecStream *stream : findChildren<ExecStream *>(Qt::FindDirectChildrenOnly))
        count += stream->isOpen() ? 1 : 0;
    return count;
}

} // namespace kube::sim
