// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "logscommand.h"
#include "clientconfig.h"
#include "workload.h"
#include "errormessage.h"
#include "flagerror.h"

#include "config/restconfig.h"
#include "core/object.h"
#include "printers/field.h"
#include "printers/kindprinter.h"
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

const QString usageText =
    QStringLiteral("error: expected 'logs [-f] [-p] (POD | TYPE/NAME) [-c CONTAINER]'.\n"
                   "POD or TYPE/NAME is a required argument for the logs command\n"
                   "See 'kubectl logs -h' for help and examples");

// Go's time.ParseDuration ("1h30m", "5s", "250ms"), in nanoseconds; the error worded as Go's.
std::optional<qint64> parseDuration(const QString &text, QString *error)
{
    static const QRegularExpression part(QStringLiteral("^(\\d+(?:\\.\\d*)?|\\.\\d+)([a-zµμ]*)"));
    static const QHash<QString, double> units = {{QStringLiteral("ns"), 1},   {QStringLiteral("us"), 1e3},
                                                 {QStringLiteral("µs"), 1e3}, {QStringLiteral("μs"), 1e3},
                                                 {QStringLiteral("ms"), 1e6}, {QStringLiteral("s"), 1e9},
                                                 {QStringLiteral("m"), 60e9}, {QStringLiteral("h"), 3600e9}};
    QString rest = text;
    const bool negative = rest.startsWith(QLatin1Char('-'));
    if (negative || rest.startsWith(QLatin1Char('+')))
        rest = rest.mid(1);
    if (rest == QLatin1String("0"))
        return 0;
    if (rest.isEmpty()) {
        *error = QStringLiteral("time: invalid duration \"%1\"").arg(text);
        return std::nullopt;
    }
    double total = 0;
    while (!rest.isEmpty()) {
        const QRegularExpressionMatch match = part.match(rest);
        if (!match.hasMatch()) {
            *error = QStringLiteral("time: invalid duration \"%1\"").arg(text);
            return std::nullopt;
        }
        const QString unit = match.captured(2);
        if (unit.isEmpty()) {
            *error = QStringLiteral("time: missing unit in duration \"%1\"").arg(text);
            return std::nullopt;
        }
        if (!units.contains(unit)) {
            *error = QStringLiteral("time: unknown unit \"%1\" in duration \"%2\"").arg(unit, text);
            return std::nullopt;
        }
        total += match.captured(1).toDouble() * units.value(unit);
        rest = rest.mid(match.capturedLength(0));
    }
    return qint64(negative ? -total : total);
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

LogsCommand::LogsCommand(QStringList arguments, QObject *parent)
    : QObject(parent), m_arguments(std::move(arguments))
{
    static char buffer[stdoutBufferBytes];
    std::setvbuf(stdout, buffer, _IOFBF, sizeof buffer);
}

bool LogsCommand::isLogs(const QStringList &arguments)
{
    // The first word that is neither a flag nor a global flag's value.
    static const QStringList withValue = {QStringLiteral("--kubeconfig"), QStringLiteral("--context"),
                                          QStringLiteral("-n"), QStringLiteral("--namespace"),
                                          QStringLiteral("--request-timeout")};
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        if (withValue.contains(arguments[i])) {
            ++i;
            continue;
        }
        if (!arguments[i].startsWith(QLatin1Char('-')))
            return arguments[i] == QLatin1String("logs");
    }
    return false;
}

bool LogsCommand::parse(QString *error, bool *usage)
{
    bool sawLogs = false;
    for (qsizetype i = 0; i < m_arguments.size(); ++i) {
        const QString arg = m_arguments.at(i);
        bool missing = false;
        // "--name value", "--name=value", and for a one-letter flag "-cNAME" too.
        auto value = [&](const QString &name, const QString &shortName = {}) -> std::optional<QString> {
            for (const QString &n : {name, shortName}) {
                if (n.isEmpty())
                    continue;
                if (arg.startsWith(n + QLatin1Char('=')))
                    return arg.mid(n.size() + 1);
                if (arg == n) {
                    if (i + 1 >= m_arguments.size()) {
                        missing = true;
                        *error = FlagError::needsValue(n);
                        return QString();
                    }
                    return m_arguments.at(++i);
                }
                if (n == shortName && arg.startsWith(n) && arg.size() > 2)
                    return arg.mid(2);
            }
            return std::nullopt;
        };
        // A boolean flag: "--name" or "--name=VALUE" with VALUE as Go's strconv.ParseBool reads it.
        auto flag = [&](const QString &name, const QString &shortName = {}) -> std::optional<bool> {
            if (arg == name || (!shortName.isEmpty() && arg == shortName))
                return true;
            if (!arg.startsWith(name + QLatin1Char('=')))
                return std::nullopt;
            const QString text = arg.mid(name.size() + 1);
            static const QStringList yes = {QStringLiteral("1"),    QStringLiteral("t"),
                                            QStringLiteral("T"),    QStringLiteral("TRUE"),
                                            QStringLiteral("true"), QStringLiteral("True")};
            static const QStringList no = {QStringLiteral("0"),     QStringLiteral("f"),
                                           QStringLiteral("F"),     QStringLiteral("FALSE"),
                                           QStringLiteral("false"), QStringLiteral("False")};
            if (yes.contains(text))
                return true;
            if (no.contains(text))
                return false;
            *error =
                QStringLiteral("invalid argument \"%1\" for \"%2\" flag: strconv.ParseBool: parsing \"%1\": "
                               "invalid syntax")
                    .arg(text, shortName.isEmpty() ? name : shortName + QStringLiteral(", ") + name);
            *usage = true;
            return false;
        };
        auto integer = [&](const QString &text, const QString &name, qint64 *out) {
            bool ok = false;
            *out = text.toLongLong(&ok);
            if (!ok) {
                *error = QStringLiteral("invalid argument \"%1\" for \"%2\" flag: strconv.ParseInt: parsing "
                                        "\"%1\": invalid syntax")
                             .arg(text, name);
                *usage = true;
            }
            return ok;
        };
        std::optional<QString> v;
        std::optional<bool> b;
        if ((v = value(QStringLiteral("--kubeconfig"))))
            m_options.kubeconfig = *v;
        else if ((v = value(QStringLiteral("--context"))))
            m_options.context = *v;
        else if ((v = value(QStringLiteral("--namespace"), QStringLiteral("-n")))) {
            m_options.namespaceName = *v;
            m_options.namespaceSet = true;
        } else if ((v = value(QStringLiteral("--container"), QStringLiteral("-c"))))
            m_options.container = *v;
        else if ((v = value(QStringLiteral("--selector"), QStringLiteral("-l"))))
            m_options.selector = *v;
        else if ((v = value(QStringLiteral("--since-time"))))
            m_options.sinceTime = *v;
        else if ((v = value(QStringLiteral("--since")))) {
            QString durationError;
            const std::optional<qint64> ns = parseDuration(*v, &durationError);
            if (!ns) {
                *error =
                    QStringLiteral("invalid argument \"%1\" for \"--since\" flag: %2").arg(*v, durationError);
                *usage = true;
                return false;
            }
            // kubectl rounds to whole seconds and sends nothing for 0.
            const qint64 seconds = (*ns + 500'000'000) / 1'000'000'000;
            m_options.sinceSeconds = seconds ? std::optional<qint64>(seconds) : std::nullopt;
        } else if ((v = value(QStringLiteral("--tail")))) {
            if (!missing && !integer(*v, QStringLiteral("--tail"), &m_options.tail))
                return false;
        } else if ((v = value(QStringLiteral("--limit-bytes")))) {
            if (!missing && !integer(*v, QStringLiteral("--limit-bytes"), &m_options.limitBytes))
                return false;
        } else if ((v = value(QStringLiteral("--max-log-requests")))) {
            if (!missing && !integer(*v, QStringLiteral("--max-log-requests"), &m_options.maxLogRequests))
                return false;
        } else if ((v = value(QStringLiteral("--request-timeout")))) {
            QString durationError;
            bool plain = false;
            const qint64 seconds = v->toLongLong(&plain);
            const std::optional<qint64> ns =
                plain ? std::optional<qint64>(seconds * 1'000'000'000) : parseDuration(*v, &durationError);
            if (!ns) {
                *error = QStringLiteral("invalid argument \"%1\" for \"--request-timeout\" flag: %2")
                             .arg(*v, durationError);
                *usage = true;
                return false;
            }
            m_options.requestTimeoutMs =
                int(std::min<qint64>(*ns / 1'000'000, std::numeric_limits<int>::max()));
        } else if ((v = value(QStringLiteral("--pod-running-timeout")))) {
            QString durationError;
            const std::optional<qint64> ns = missing ? std::nullopt : parseDuration(*v, &durationError);
            if (!missing && !ns) {
                *error = QStringLiteral("invalid argument \"%1\" for \"--pod-running-timeout\" flag: %2")
                             .arg(*v, durationError);
                *usage = true;
                return false;
            }
            if (ns)
                m_options.podRunningTimeoutMs = *ns / 1'000'000;
        } else if ((b = flag(QStringLiteral("--ignore-errors"))))
            m_options.ignoreErrors = *b;
        else if ((b = flag(QStringLiteral("--all-containers"))))
            m_options.allContainers = *b;
        else if ((b = flag(QStringLiteral("--follow"), QStringLiteral("-f"))))
            m_options.follow = *b;
        else if ((b = flag(QStringLiteral("--previous"), QStringLiteral("-p"))))
            m_options.previous = *b;
        else if ((b = flag(QStringLiteral("--timestamps"))))
            m_options.timestamps = *b;
        else if ((b = flag(QStringLiteral("--prefix"))))
            m_options.prefix = *b;
        else if (arg.startsWith(QLatin1Char('-')) && arg.size() > 1) {
            *error = FlagError::unknown(arg);
            *usage = true;
            return false;
        } else if (!sawLogs && arg == QLatin1String("logs"))
            sawLogs = true;
        else
            m_options.positional.append(arg);
        if (missing || *usage) {
            *usage = true;
            return false;
        }
    }
    return true;
}

// kubectl's Complete and Validate, in its order and words.
bool LogsCommand::complete(QString *error)
{
    const QStringList &args = m_options.positional;
    if (!m_options.selector.isEmpty() && !args.isEmpty()) {
        *error = QStringLiteral("error: only a selector (-l) or a POD name is allowed\nSee 'kubectl logs -h' "
                                "for help and examples");
        return false;
    }
    if ((args.isEmpty() && m_options.selector.isEmpty()) || args.size() > 2) {
        *error = usageText;
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
    bool usage = false;
    if (!parse(&error, &usage)) {
        fail(usage ? FlagError::usage(error, QStringLiteral("logs")) : QStringLiteral("error: ") + error);
        return;
    }
    if (!complete(&error)) {
        fail(error);
        return;
    }
    auto loaded = kube::KubeConfig::load(m_options.kubeconfig);
    if (!loaded) {
        fail(QStringLiteral("error: ") + loaded.error().toString());
        return;
    }
    if (!m_options.context.isEmpty() && !loaded->context(m_options.context)) {
        fail(QStringLiteral("Error in configuration: context was not found for specified context: %1")
                 .arg(m_options.context));
        return;
    }
    auto rest = qkubectlRestConfig(loaded.value(), m_options.context, m_options.requestTimeoutMs, m_requestLog);
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
    const QString target = m_options.positional.first();
    if (target.contains(QLatin1Char('/')))
        resolveObject(target.section(QLatin1Char('/'), 0, 0), target.section(QLatin1Char('/'), 1));
    else
        resolveObject(QStringLiteral("pod"), target);
}

void LogsCommand::resolveObject(const QString &type, const QString &name)
{
    const std::optional<Workload> workload = workloadOf(type);
    if (!workload) {
        fail(QStringLiteral("error: the server doesn't have a resource type \"%1\"").arg(type));
        return;
    }
    const kube::Request request = kube::Request::get()
                                      .resource({workload->group, workload->version, workload->resource})
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
        if (workload->resource == QLatin1String("pods")) {
            usePods({object});
            return;
        }
        if (workload->resource == QLatin1String("services")) {
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
        const auto parsed = kube::Object::fromJson(response.body);
        const kube::Field selectorField =
            parsed ? kube::Field::parse(parsed.value())["spec"]["selector"] : kube::Field();
        const QString described = kube::detail::formatLabelSelector(selectorField);
        const QString selector =
            described == QLatin1String("<none>") ? QString() : described; // empty: every pod
        listPods(selector, QStringLiteral("%1/%2").arg(workload->resource, nameOf(object)));
    });
}

void LogsCommand::listPods(const QString &selector, const QString &owner)
{
    const kube::Request request = kube::Request::get()
                                      .resource({{}, QStringLiteral("v1"), QStringLiteral("pods")})
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
                waitForFirstPod(selector, list.value(QLatin1String("metadata"))
                                              .toObject()
                                              .value(QLatin1String("resourceVersion"))
                                              .toString());
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

// As kubectl's GetFirstPod: a workload without pods yet is watched from its empty list until a pod is added
// or changed, for up to --pod-running-timeout.
void LogsCommand::waitForFirstPod(const QString &selector, const QString &resourceVersion)
{
    const kube::Request request = kube::Request::get()
                                      .resource({{}, QStringLiteral("v1"), QStringLiteral("pods")})
                                      .namespaceName(m_options.namespaceName)
                                      .labelSelector(selector)
                                      .resourceVersion(resourceVersion)
                                      .watch();
    kube::WatchCall *watch = m_client->watch(request);
    auto *deadline = new QTimer(this);
    deadline->setSingleShot(true);
    connect(deadline, &QTimer::timeout, this, [this, watch] {
        watch->cancel();
        fail(QStringLiteral("error: timed out waiting for the condition"));
    });
    connect(watch, &kube::WatchCall::events, this,
            [this, watch, deadline](const QList<kube::WatchEvent> &events) {
                for (const kube::WatchEvent &event : events) {
                    if (event.type == kube::WatchEvent::Type::Error) {
                        deadline->stop();
                        watch->cancel();
                        fail(kubectlErrorMessage(event.error));
                        return;
                    }
                    if (event.type == kube::WatchEvent::Type::Added ||
                        event.type == kube::WatchEvent::Type::Modified) {
                        deadline->stop();
                        watch->cancel();
                        usePods({event.object.toJsonObject()});
                        return;
                    }
                }
            });
    connect(watch, &kube::WatchCall::finished, this, [this, deadline](const kube::Error &error) {
        if (!deadline->isActive())
            return; // decided already: a pod came, or the time ran out
        deadline->stop();
        if (error)
            fail(kubectlErrorMessage(error));
        else
            fail(QStringLiteral("error: watch closed before UntilWithoutRetry timeout"));
    });
    deadline->start(int(std::min<qint64>(m_options.podRunningTimeoutMs, std::numeric_limits<int>::max())));
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
    kube::Request request = kube::Request::get()
                                .resource({{}, QStringLiteral("v1"), QStringLiteral("pods")})
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
