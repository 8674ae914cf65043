// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "logscommand.h"
#include "clientconfig.h"
#include "errormessage.h"
#include "firstpodwatch.h"
#include "flagerror.h"
#include "workload.h"

#include "config/restconfig.h"
#include "describe/describewriter.h"
#include "printers/builtinkinds.h"
#include "rest/streamcall.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTimer>

#include <cstdio>

namespace {

// kubectl's defaults: -l reads the last 10 lines of each pod; -f opens at most 5 streams at once.
constexpr qint64 selectorTailLines = 10;
// stdout is written in large blocks: a 1 GB log goes out in few write() calls.
constexpr size_t stdoutBufferBytes = 1024 * 1024;

QString usageText()
{
    return QStringLiteral("error: expected 'logs [-f] [-p] (POD | TYPE/NAME) [-c CONTAINER]'.\n"
                          "POD or TYPE/NAME is a required argument for the logs command\n") +
           FlagError::seeHelp(QStringLiteral("logs"));
}

QStringList namesOf(const QJsonObject &spec, const char *list)
{
    QStringList names;
    for (const QJsonValue &container : spec.value(QLatin1String(list)).toArray())
        names.append(container.toObject().value(QLatin1String("name")).toString());
    return names;
}

QString nameOf(const QJsonObject &object)
{
    return object.value(QLatin1String("metadata")).toObject().value(QLatin1String("name")).toString();
}

// The pod kubectl reads for TYPE/NAME: its ByLogging order's first (on a node, running, ready longest, most
// restarts, oldest).
bool logsFirst(const QJsonObject &a, const QJsonObject &b)
{
    const auto node = [](const QJsonObject &pod) {
        return !pod.value(QLatin1String("spec"))
                    .toObject()
                    .value(QLatin1String("nodeName"))
                    .toString()
                    .isEmpty();
    };
    const auto phase = [](const QJsonObject &pod) {
        const QString p =
            pod.value(QLatin1String("status")).toObject().value(QLatin1String("phase")).toString();
        return p == QLatin1String("Unknown") ? 1 : p == QLatin1String("Pending") ? 2 : 0;
    };
    const auto readySince = [](const QJsonObject &pod) -> qint64 { // 0: not ready
        for (const QJsonValue &c :
             pod.value(QLatin1String("status")).toObject().value(QLatin1String("conditions")).toArray()) {
            const QJsonObject condition = c.toObject();
            if (condition.value(QLatin1String("type")).toString() == QLatin1String("Ready"))
                return condition.value(QLatin1String("status")).toString() == QLatin1String("True")
                           ? std::max<qint64>(
                                 1, kube::parseTimestamp(condition.value(QLatin1String("lastTransitionTime"))
                                                             .toString()
                                                             .toStdString()))
                           : 0;
        }
        return 0;
    };
    const auto restarts = [](const QJsonObject &pod) {
        int most = 0;
        for (const QJsonValue &s : pod.value(QLatin1String("status"))
                                       .toObject()
                                       .value(QLatin1String("containerStatuses"))
                                       .toArray())
            most = std::max(most, s.toObject().value(QLatin1String("restartCount")).toInt());
        return most;
    };
    const auto created = [](const QJsonObject &pod) {
        const qint64 t = kube::parseTimestamp(pod.value(QLatin1String("metadata"))
                                                  .toObject()
                                                  .value(QLatin1String("creationTimestamp"))
                                                  .toString()
                                                  .toStdString());
        return t == 0 ? std::numeric_limits<qint64>::max() : t;
    };
    if (node(a) != node(b))
        return node(a);
    if (phase(a) != phase(b))
        return phase(a) < phase(b);
    const qint64 readyA = readySince(a), readyB = readySince(b);
    if ((readyA > 0) != (readyB > 0))
        return readyA > 0;
    if (readyA > 0 && readyA != readyB)
        return readyA < readyB;
    if (restarts(a) != restarts(b))
        return restarts(a) > restarts(b);
    return created(a) < created(b);
}

QByteArray timestampOf(qint64 timeNs)
{
    // The kubelet's format: RFC 3339, nine digits, UTC.
    const QDateTime time = QDateTime::fromSecsSinceEpoch(timeNs / 1'000'000'000, Qt::UTC);
    return time.toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss")).toLatin1() + '.' +
           QByteArray::number(timeNs % 1'000'000'000).rightJustified(9, '0') + 'Z';
}

} // namespace

void LogsCommand::addFlags(FlagSet &flags)
{
    flags.addString(QStringLiteral("container"), QLatin1Char('c'), {},
                    QStringLiteral("The container to read"));
    flags.addString(QStringLiteral("selector"), QLatin1Char('l'), {},
                    QStringLiteral("The pods matching this label selector"));
    flags.addString(QStringLiteral("since-time"), {}, {},
                    QStringLiteral("Only lines after this time (RFC 3339)"));
    flags.addDuration(QStringLiteral("since"), {}, QStringLiteral("0s"),
                      QStringLiteral("Only lines newer than this (5s, 2m, 3h)"));
    flags.addInt(QStringLiteral("tail"), {}, -1,
                 QStringLiteral("The last this many lines (-1: all; 10 with -l)"));
    flags.addInt(QStringLiteral("limit-bytes"), {}, 0,
                 QStringLiteral("At most this many bytes (0: no limit)"));
    flags.addInt(QStringLiteral("max-log-requests"), {}, 5,
                 QStringLiteral("With -l and -f: at most this many streams"));
    flags.addDuration(QStringLiteral("pod-running-timeout"), {}, QStringLiteral("20s"),
                      QStringLiteral("How long to wait for a workload's first running pod"));
    flags.addBool(QStringLiteral("ignore-errors"), {}, false,
                  QStringLiteral("With -f: a failing stream does not end the others"));
    flags.addBool(QStringLiteral("all-containers"), {}, false, QStringLiteral("Every container of the pods"));
    flags.addBool(QStringLiteral("follow"), QLatin1Char('f'), false, QStringLiteral("Follow the log"));
    flags.addBool(QStringLiteral("previous"), QLatin1Char('p'), false,
                  QStringLiteral("The previous instance's log"));
    flags.addBool(QStringLiteral("timestamps"), {}, false, QStringLiteral("Each line with its time stamp"));
    flags.addBool(QStringLiteral("prefix"), {}, false,
                  QStringLiteral("Each line with its pod and container"));
}

LogsCommand::LogsCommand(const Invocation &invocation, QObject *parent)
    : QObject(parent), m_invocation(invocation)
{
    static char buffer[stdoutBufferBytes];
    std::setvbuf(stdout, buffer, _IOFBF, sizeof buffer);
    const FlagSet &flags = invocation.flags;
    m_options.namespaceName = flags.string(QStringLiteral("namespace"));
    m_options.namespaceSet = flags.changed(QStringLiteral("namespace"));
    m_options.container = flags.string(QStringLiteral("container"));
    m_options.selector = flags.string(QStringLiteral("selector"));
    m_options.sinceTime = flags.string(QStringLiteral("since-time"));
    // kubectl rounds to whole seconds and sends nothing for 0.
    const qint64 sinceSeconds = (flags.durationNs(QStringLiteral("since")) + 500'000'000) / 1'000'000'000;
    if (sinceSeconds)
        m_options.sinceSeconds = sinceSeconds;
    m_options.tail = flags.integer(QStringLiteral("tail"));
    m_options.limitBytes = flags.integer(QStringLiteral("limit-bytes"));
    m_options.maxLogRequests = flags.integer(QStringLiteral("max-log-requests"));
    m_options.podRunningTimeoutMs = flags.durationMs(QStringLiteral("pod-running-timeout"));
    m_options.ignoreErrors = flags.boolean(QStringLiteral("ignore-errors"));
    m_options.allContainers = flags.boolean(QStringLiteral("all-containers"));
    m_options.follow = flags.boolean(QStringLiteral("follow"));
    m_options.previous = flags.boolean(QStringLiteral("previous"));
    m_options.timestamps = flags.boolean(QStringLiteral("timestamps"));
    m_options.prefix = flags.boolean(QStringLiteral("prefix"));
    m_options.positional = invocation.args();
}

// kubectl's Complete and Validate, in its order and words.
bool LogsCommand::complete(QString *error)
{
    const QStringList &args = m_options.positional;
    if (!m_options.selector.isEmpty() && !args.isEmpty()) {
        *error = QStringLiteral("error: only a selector (-l) or a POD name is allowed\n") +
                 FlagError::seeHelp(QStringLiteral("logs"));
        return false;
    }
    if ((args.isEmpty() && m_options.selector.isEmpty()) || args.size() > 2) {
        *error = usageText();
        return false;
    }
    if (args.size() == 2)
        m_options.container = args[1]; // the old "logs POD CONTAINER" form
    if (m_options.podRunningTimeoutMs <= 0) {
        *error = QStringLiteral("error: --pod-running-timeout must be higher than zero");
        return false;
    }
    if (!m_options.sinceTime.isEmpty()) {
        const qint64 ms = kube::parseTimestamp(m_options.sinceTime.toStdString());
        if (ms == 0) {
            *error = QStringLiteral("error: parsing time \"%1\" as \"2006-01-02T15:04:05Z07:00\": cannot "
                                    "parse \"%1\" as \"2006\"")
                         .arg(m_options.sinceTime);
            return false;
        }
        // Sent as the apiserver reads it: RFC 3339 in UTC, whole seconds.
        m_options.sinceTime =
            QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(QStringLiteral("yyyy-MM-ddTHH:mm:ssZ"));
    }
    if (!m_options.sinceTime.isEmpty() && m_options.sinceSeconds) {
        *error = QStringLiteral("error: at most one of `sinceTime` or `sinceSeconds` may be specified");
        return false;
    }
    if (m_options.limitBytes < 0) {
        *error = QStringLiteral("error: --limit-bytes must be greater than 0");
        return false;
    }
    if (m_options.tail < -1) {
        *error = QStringLiteral("error: --tail must be greater than or equal to -1");
        return false;
    }
    if (m_options.allContainers && !m_options.container.isEmpty()) {
        *error = QStringLiteral("error: --all-containers=true should not be specified with container name %1")
                     .arg(m_options.container);
        return false;
    }
    if (!m_options.selector.isEmpty() && m_options.tail == -1)
        m_options.tail = selectorTailLines;
    return true;
}

void LogsCommand::run()
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
    const kube::RestConfig config = rest.value();
    if (!m_options.namespaceSet)
        m_options.namespaceName = config.defaultNamespace;
    m_client = new kube::RestClient(config, this);
    reportThrottling(m_client);

    if (!m_options.selector.isEmpty()) {
        listPods(m_options.selector, {});
        return;
    }
    // A bare name is a pod's; kubectl maps "pods" through discovery all the same.
    const QString target = m_options.positional.first();
    const bool bare = !target.contains(QLatin1Char('/'));
    const QString name = bare ? target : target.section(QLatin1Char('/'), 1);
    resolveWorkload(m_client, this,
                    bare ? QLatin1String(kube::BuiltinKinds::pods.resource)
                         : target.section(QLatin1Char('/'), 0, 0),
                    QStringLiteral("cannot get the logs from"),
                    [this, name](std::optional<Workload> workload, const QString &failure) {
                        if (workload)
                            readObject(*workload, name);
                        else
                            fail(failure);
                    });
}

void LogsCommand::readObject(const Workload &workload, const QString &name)
{
    const kube::Request request = kube::Request::get()
                                      .resource({workload.group, workload.version, workload.resource})
                                      .namespaceName(m_options.namespaceName)
                                      .name(name);
    m_client->send(request, this, [this, workload](const kube::Response &response) {
        if (response.error) {
            if (response.error.kind() == kube::Error::Kind::Status)
                fail(QStringLiteral("error: error from server (%1): %2 in namespace \"%3\"")
                         .arg(kube::Error::reasonName(response.error.reason()), response.error.message(),
                              m_options.namespaceName));
            else
                fail(kubectlErrorMessage(response.error));
            return;
        }
        const QJsonObject object = QJsonDocument::fromJson(response.body).object();
        if (workload.resource == QLatin1String(kube::BuiltinKinds::pods.resource)) {
            usePods({object});
            return;
        }
        if (workload.resource == QLatin1String(kube::BuiltinKinds::services.resource)) {
            // A Service selects with a plain map (labels.SelectorFromSet: keys sorted).
            const QJsonObject map =
                object.value(QLatin1String("spec")).toObject().value(QLatin1String("selector")).toObject();
            if (map.isEmpty()) {
                fail(QStringLiteral(
                         "error: cannot get the logs from *v1.Service: invalid service '%1': Service "
                         "is defined without a selector")
                         .arg(nameOf(object)));
                return;
            }
            QStringList terms;
            for (auto it = map.begin(); it != map.end(); ++it) // QJsonObject iterates its keys sorted
                terms.append(it.key() + QLatin1Char('=') + it.value().toString());
            listPods(terms.join(QLatin1Char(',')), QStringLiteral("services/%1").arg(nameOf(object)));
            return;
        }
        // The workload's pods, as kubectl finds them: its selector in labels.Selector's form.
        const QString selector = kube::formatLabelSelector(QJsonDocument::fromJson(response.body)
                                                               .object()
                                                               .value(QLatin1String("spec"))
                                                               .toObject()
                                                               .value(QLatin1String("selector"))
                                                               .toObject()); // empty: every pod
        listPods(selector, QStringLiteral("%1/%2").arg(workload.resource, nameOf(object)));
    });
}

void LogsCommand::listPods(const QString &selector, const QString &owner)
{
    const kube::Request request =
        kube::Request::get()
            .resource({{}, QStringLiteral("v1"), QLatin1String(kube::BuiltinKinds::pods.resource)})
            .namespaceName(m_options.namespaceName)
            .labelSelector(selector);
    m_client->send(request, this, [this, owner, selector](const kube::Response &response) {
        if (response.error) {
            fail(kubectlErrorMessage(response.error));
            return;
        }
        const QJsonObject list = QJsonDocument::fromJson(response.body).object();
        QList<QJsonObject> pods;
        for (const QJsonValue &item : list.value(QLatin1String("items")).toArray())
            pods.append(item.toObject());
        if (pods.isEmpty()) {
            if (owner.isEmpty()) {
                std::fprintf(stderr, "No resources found in %s namespace.\n",
                             qPrintable(m_options.namespaceName));
                finish(0);
            } else {
                firstpodwatch::start(m_client, m_options.namespaceName, selector,
                                     list.value(QLatin1String("metadata"))
                                         .toObject()
                                         .value(QLatin1String("resourceVersion"))
                                         .toString(),
                                     m_options.podRunningTimeoutMs, this,
                                     [this](const std::optional<QJsonObject> &pod, const QString &error) {
                                         if (pod)
                                             usePods({*pod});
                                         else
                                             fail(error);
                                     });
            }
            return;
        }
        if (owner.isEmpty()) {
            std::sort(pods.begin(), pods.end(),
                      [](const QJsonObject &a, const QJsonObject &b) { return nameOf(a) < nameOf(b); });
            usePods(pods);
            return;
        }
        std::stable_sort(pods.begin(), pods.end(), logsFirst);
        if (pods.size() > 1)
            std::fprintf(stderr, "Found %d pods, using pod/%s\n", int(pods.size()),
                         qPrintable(nameOf(pods.first())));
        usePods({pods.first()});
    });
}

void LogsCommand::usePods(const QList<QJsonObject> &pods)
{
    for (const QJsonObject &pod : pods) {
        const QString podName = nameOf(pod);
        const QJsonObject spec = pod.value(QLatin1String("spec")).toObject();
        const QStringList containers = namesOf(spec, "containers");
        const QStringList init = namesOf(spec, "initContainers");
        const QStringList ephemeral = namesOf(spec, "ephemeralContainers");
        if (m_options.allContainers) {
            for (const QString &container : init + containers + ephemeral)
                m_targets.append({podName, container});
            continue;
        }
        if (!m_options.container.isEmpty()) {
            if (!containers.contains(m_options.container) && !init.contains(m_options.container) &&
                !ephemeral.contains(m_options.container)) {
                fail(QStringLiteral("error: container %1 is not valid for pod %2")
                         .arg(m_options.container, podName));
                return;
            }
            m_targets.append({podName, m_options.container});
            continue;
        }
        const QString annotated = pod.value(QLatin1String("metadata"))
                                      .toObject()
                                      .value(QLatin1String("annotations"))
                                      .toObject()
                                      .value(QLatin1String("kubectl.kubernetes.io/default-container"))
                                      .toString();
        if (!annotated.isEmpty() && containers.contains(annotated)) {
            m_targets.append({podName, annotated});
            continue;
        }
        if (containers.isEmpty()) {
            fail(QStringLiteral("error: pod %1 has no containers").arg(podName));
            return;
        }
        if (containers.size() > 1) {
            QStringList all = containers;
            for (const QString &name : ephemeral)
                all.append(name + QLatin1String(" (ephem)"));
            for (const QString &name : init)
                all.append(name + QLatin1String(" (init)"));
            std::fprintf(stderr, "Defaulted container \"%s\" out of: %s\n", qPrintable(containers.first()),
                         qPrintable(all.join(QLatin1String(", "))));
        }
        m_targets.append({podName, containers.first()});
    }
    if (m_options.follow && m_targets.size() > m_options.maxLogRequests) {
        fail(QStringLiteral("error: you are attempting to follow %1 log streams, but maximum allowed "
                            "concurrency is %2, use --max-log-requests to increase the limit")
                 .arg(m_targets.size())
                 .arg(m_options.maxLogRequests));
        return;
    }
    start();
}

void LogsCommand::start()
{
    // A limited log is one body whatever happens (kubectl's byte-exact cut), and a previous instance's log
    // never grows: one stream after another, copied as it comes.
    if (!m_options.follow || m_options.previous || m_options.limitBytes > 0) {
        streamNext();
        return;
    }
    kube::PodLogOptions options;
    options.namespaceName = m_options.namespaceName;
    options.follow = true;
    options.sinceSeconds = m_options.sinceSeconds;
    options.sinceTime = m_options.sinceTime;
    if (m_options.tail >= 0)
        options.tailLines = m_options.tail;
    m_group = new kube::PodLogGroup(m_client, options, m_targets, kube::PodLogGroup::Order::Concurrent, this);
    connect(m_group, &kube::PodLogGroup::lines, this, &LogsCommand::writeLines);
    connect(m_group, &kube::PodLogGroup::failed, this,
            [this](const QString &, const QString &, const kube::Error &error) {
                if (m_options.ignoreErrors) {
                    writeIgnoredError(error);
                    return;
                }
                std::fflush(stdout);
                std::fprintf(
                    stderr, "%s\n",
                    qPrintable(error.kind() == kube::Error::Kind::Status
                                   ? QStringLiteral("Error from server (%1): %2")
                                         .arg(kube::Error::reasonName(error.reason()), error.message())
                                   : QStringLiteral("error: ") + error.toString()));
                m_exitCode = 1;
            });
    connect(m_group, &kube::PodLogGroup::finished, this, [this] { finish(m_exitCode); });
    m_group->start();
}

void LogsCommand::streamNext()
{
    if (m_next >= m_targets.size()) {
        finish(0);
        return;
    }
    const kube::PodLogTarget target = m_targets[m_next++];
    kube::Request request =
        kube::Request::get()
            .resource({{}, QStringLiteral("v1"), QLatin1String(kube::BuiltinKinds::pods.resource)})
            .namespaceName(m_options.namespaceName)
            .name(target.pod)
            .subresource(QStringLiteral("log"));
    request.accept("*/*");
    request.param(QStringLiteral("container"), target.container);
    if (m_options.follow)
        request.param(QStringLiteral("follow"), QStringLiteral("true"));
    if (m_options.previous)
        request.param(QStringLiteral("previous"), QStringLiteral("true"));
    if (m_options.sinceSeconds)
        request.param(QStringLiteral("sinceSeconds"), QString::number(*m_options.sinceSeconds));
    if (!m_options.sinceTime.isEmpty())
        request.param(QStringLiteral("sinceTime"), m_options.sinceTime);
    if (m_options.tail >= 0)
        request.param(QStringLiteral("tailLines"), QString::number(m_options.tail));
    if (m_options.timestamps)
        request.param(QStringLiteral("timestamps"), QStringLiteral("true"));
    if (m_options.limitBytes > 0)
        request.param(QStringLiteral("limitBytes"), QString::number(m_options.limitBytes));
    const QByteArray prefix = m_options.prefix
                                  ? QStringLiteral("[pod/%1/%2] ").arg(target.pod, target.container).toUtf8()
                                  : QByteArray();
    m_partialLine.clear();
    kube::StreamCall *call = m_client->stream(request);
    connect(call, &kube::StreamCall::data, this,
            [this, prefix](const QByteArray &chunk) { write(chunk, prefix); });
    connect(call, &kube::StreamCall::finished, this, [this, prefix](const kube::Error &error) {
        if (!m_partialLine.isEmpty()) {
            // A last line without its newline (--limit-bytes cut it) stays without one, as kubectl prints it.
            std::fwrite(prefix.constData(), 1, size_t(prefix.size()), stdout);
            std::fwrite(m_partialLine.constData(), 1, size_t(m_partialLine.size()), stdout);
            m_partialLine.clear();
        }
        if (error && !m_options.ignoreErrors) {
            fail(kubectlErrorMessage(error));
            return;
        }
        if (error)
            writeIgnoredError(error);
        streamNext();
    });
}

void LogsCommand::write(const QByteArray &bytes, const QByteArray &prefix)
{
    if (prefix.isEmpty()) {
        std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
        return;
    }
    // Each line gets the prefix; a line split between chunks waits for its end.
    qsizetype at = 0;
    while (at < bytes.size()) {
        const qsizetype newline = bytes.indexOf('\n', at);
        if (newline < 0) {
            m_partialLine += bytes.mid(at);
            return;
        }
        std::fwrite(prefix.constData(), 1, size_t(prefix.size()), stdout);
        if (!m_partialLine.isEmpty())
            std::fwrite(m_partialLine.constData(), 1, size_t(m_partialLine.size()), stdout);
        m_partialLine.clear();
        std::fwrite(bytes.constData() + at, 1, size_t(newline + 1 - at), stdout);
        at = newline + 1;
    }
}

void LogsCommand::writeLines(const kube::LogLines &lines)
{
    for (const kube::LogLine &line : lines) {
        if (line.kind != kube::LogLine::Kind::Text)
            continue; // kubectl has no markers: a resumed stream reads on as if it never stopped
        QByteArray out;
        if (m_options.prefix)
            out += QStringLiteral("[pod/%1/%2] ").arg(line.pod, line.container).toUtf8();
        if (m_options.timestamps && line.timeNs)
            out += timestampOf(line.timeNs) + ' ';
        out += line.text;
        out += '\n';
        std::fwrite(out.constData(), 1, size_t(out.size()), stdout);
    }
    std::fflush(stdout);
}

// --ignore-errors: kubectl writes the error into the log output and reads on.
void LogsCommand::writeIgnoredError(const kube::Error &error)
{
    const QString message = error.kind() == kube::Error::Kind::Status ? error.message() : error.toString();
    std::fprintf(stdout, "error: %s\n", qPrintable(message));
    std::fflush(stdout);
}

void LogsCommand::fail(const QString &message)
{
    std::fflush(stdout);
    std::fprintf(stderr, "%s\n", message.toUtf8().constData());
    finish(1);
}

void LogsCommand::finish(int code)
{
    if (m_group)
        m_group->stop();
    std::fflush(stdout);
    std::fflush(stderr);
    if (m_client)
        m_client->closeConnections();
    QCoreApplication::exit(code);
}
