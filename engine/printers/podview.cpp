// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "podview.h"
#include "printers/humanduration.h"

#include <QSet>

#include <simdjson.h>

namespace kube {

namespace dom = simdjson::dom;

namespace {

QString str(dom::element element, const char *key)
{
    std::string_view value;
    if (!element.is_object() || element[key].get(value))
        return {};
    return QString::fromUtf8(value.data(), qsizetype(value.size()));
}

int64_t integer(dom::element element, const char *key)
{
    int64_t value = 0;
    if (!element.is_object() || element[key].get(value))
        return 0;
    return value;
}

bool boolean(dom::element element, const char *key)
{
    bool value = false;
    if (!element.is_object() || element[key].get(value))
        return false;
    return value;
}

// The elements of an array field; empty when the field is missing or not an array.
std::vector<dom::element> arrayOf(dom::element element, const char *key)
{
    dom::array value;
    if (!element.is_object() || element[key].get(value))
        return {};
    return std::vector<dom::element>(value.begin(), value.end());
}

// An empty object, standing in for absent fields so lookups on it simply find nothing.
dom::element emptyObject()
{
    thread_local dom::parser parser;
    thread_local dom::element empty = parser.parse(std::string_view("{}"));
    return empty;
}

bool has(dom::element element, const char *key, dom::element *out)
{
    dom::element child;
    if (!element.is_object() || element[key].get(child) || child.is_null()) {
        *out = emptyObject();
        return false;
    }
    *out = child;
    return true;
}

ContainerView containerOf(dom::element status, bool init)
{
    ContainerView c;
    c.init = init;
    c.name = str(status, "name");
    c.image = str(status, "image");
    c.ready = boolean(status, "ready");
    c.restartCount = int(integer(status, "restartCount"));
    dom::element state, detail;
    if (has(status, "state", &state)) {
        if (has(state, "running", &detail))
            c.state = QStringLiteral("Running");
        else if (has(state, "waiting", &detail)) {
            c.state = QStringLiteral("Waiting");
            c.stateReason = str(detail, "reason");
        } else if (has(state, "terminated", &detail)) {
            c.state = QStringLiteral("Terminated");
            c.stateReason = str(detail, "reason");
        }
    }
    return c;
}

void noteLastRestart(dom::element status, qint64 &lastRestartMs)
{
    dom::element last, terminated;
    if (has(status, "lastState", &last) && has(last, "terminated", &terminated)) {
        std::string_view finished;
        if (!terminated["finishedAt"].get(finished))
            lastRestartMs = std::max(lastRestartMs, parseTimestamp(finished));
    }
}

} // namespace

QString PodView::restartsText(qint64 nowMs) const
{
    if (lastRestartMs <= 0 || restarts == 0)
        return QString::number(restarts);
    return QStringLiteral("%1 (%2 ago)").arg(restarts).arg(humanDuration(nowMs - lastRestartMs));
}

// Follows kubectl's printPod (pkg/printers/internalversion/printers.go) so STATUS reads as kubectl prints it.
PodView PodView::fromObject(const Object &pod)
{
    PodView view;
    thread_local dom::parser parser;
    const QByteArray json = pod.json();
    dom::element root;
    if (parser.parse(json.constData(), size_t(json.size())).get(root))
        return view;
    dom::element spec, status;
    has(root, "spec", &spec);
    has(root, "status", &status);

    view.phase = str(status, "phase");
    view.nodeName = str(spec, "nodeName");
    view.podIp = str(status, "podIP");
    view.nominatedNodeName = str(status, "nominatedNodeName");
    view.hostIp = str(status, "hostIP");
    view.qosClass = str(status, "qosClass");

    int restartableInit = 0;
    QSet<QString> restartableInitNames;
    const std::vector<dom::element> initSpecs = arrayOf(spec, "initContainers");
    for (dom::element c : initSpecs) {
        if (str(c, "restartPolicy") == QLatin1String("Always")) {
            ++restartableInit;
            restartableInitNames.insert(str(c, "name"));
        }
    }
    const int initCount = int(initSpecs.size());
    view.totalContainers = int(arrayOf(spec, "containers").size()) + restartableInit;

    QString reason = view.phase;
    const QString podReason = str(status, "reason");
    if (!podReason.isEmpty())
        reason = podReason;
    const std::vector<dom::element> conditions = arrayOf(status, "conditions");
    for (dom::element condition : conditions)
        if (str(condition, "type") == QLatin1String("PodScheduled") &&
            str(condition, "reason") == QLatin1String("SchedulingGated"))
            reason = QStringLiteral("SchedulingGated");

    const std::vector<dom::element> gates = arrayOf(spec, "readinessGates");
    view.readinessGates = int(gates.size());
    for (dom::element gate : gates) {
        const QString type = str(gate, "conditionType");
        for (dom::element condition : conditions) {
            if (str(condition, "type") == type) {
                view.readinessGatesTrue += str(condition, "status") == QLatin1String("True");
                break;
            }
        }
    }

    // kubectl walks the init containers up to the first one not done: only those count (restarts, last
    // restart, ready sidecars); the ones after it have not run in this attempt.
    bool initializing = false;
    int index = 0;
    int restartableInitRestarts = 0;
    qint64 lastRestartableInitRestartMs = 0;
    for (dom::element c : arrayOf(status, "initContainerStatuses")) {
        const ContainerView container = containerOf(c, true);
        view.containers.append(container);
        if (initializing)
            continue;
        view.restarts += container.restartCount;
        noteLastRestart(c, view.lastRestartMs);
        const bool restartable = restartableInitNames.contains(container.name);
        if (restartable) {
            restartableInitRestarts += container.restartCount;
            noteLastRestart(c, lastRestartableInitRestartMs);
        }
        dom::element state, terminated, waiting;
        has(c, "state", &state);
        const bool isTerminated = has(state, "terminated", &terminated);
        const bool isWaiting = has(state, "waiting", &waiting);
        bool started = boolean(c, "started");
        if (isTerminated && integer(terminated, "exitCode") == 0) {
            // done
        } else if (restartable && started) {
            // a running sidecar
            if (container.ready)
                ++view.readyContainers;
        } else if (isTerminated) {
            const QString r = str(terminated, "reason");
            if (r.isEmpty()) {
                const int64_t signal = integer(terminated, "signal");
                reason = signal != 0
                             ? QStringLiteral("Init:Signal:%1").arg(signal)
                             : QStringLiteral("Init:ExitCode:%1").arg(integer(terminated, "exitCode"));
            } else {
                reason = QStringLiteral("Init:") + r;
            }
            initializing = true;
        } else if (isWaiting && !str(waiting, "reason").isEmpty() &&
                   str(waiting, "reason") != QLatin1String("PodInitializing")) {
            reason = QStringLiteral("Init:") + str(waiting, "reason");
            initializing = true;
        } else {
            reason = QStringLiteral("Init:%1/%2").arg(index).arg(initCount);
            initializing = true;
        }
        ++index;
    }

    bool podInitialized = false, podReady = false;
    for (dom::element condition : conditions) {
        if (str(condition, "type") == QLatin1String("Initialized") &&
            str(condition, "status") == QLatin1String("True"))
            podInitialized = true;
        if (str(condition, "type") == QLatin1String("Ready") &&
            str(condition, "status") == QLatin1String("True"))
            podReady = true;
    }

    const std::vector<dom::element> statuses = arrayOf(status, "containerStatuses");
    QList<ContainerView> regular;
    for (dom::element c : statuses)
        regular.append(containerOf(c, false));
    if (!initializing || podInitialized) {
        int restarts = restartableInitRestarts;
        view.lastRestartMs = lastRestartableInitRestartMs;
        bool hasRunning = false;
        for (auto it = statuses.rbegin(); it != statuses.rend(); ++it) {
            dom::element c = *it;
            restarts += int(integer(c, "restartCount"));
            noteLastRestart(c, view.lastRestartMs);
            dom::element state, waiting, terminated, running;
            has(c, "state", &state);
            if (has(state, "waiting", &waiting) && !str(waiting, "reason").isEmpty()) {
                reason = str(waiting, "reason");
            } else if (has(state, "terminated", &terminated) && !str(terminated, "reason").isEmpty()) {
                reason = str(terminated, "reason");
            } else if (has(state, "terminated", &terminated)) {
                const int64_t signal = integer(terminated, "signal");
                reason = signal != 0 ? QStringLiteral("Signal:%1").arg(signal)
                                     : QStringLiteral("ExitCode:%1").arg(integer(terminated, "exitCode"));
            } else if (boolean(c, "ready") && has(state, "running", &running)) {
                hasRunning = true;
                ++view.readyContainers;
            }
        }
        // While initializing kubectl counts init containers' restarts; afterwards sidecars' and regular
        // ones'.
        view.restarts = restarts;
        if (reason == QLatin1String("Completed") && hasRunning)
            reason = podReady ? QStringLiteral("Running") : QStringLiteral("NotReady");
    }
    view.containers += regular;

    if (pod.deletionTimestamp() != 0 && podReason == QLatin1String("NodeLost"))
        reason = QStringLiteral("Unknown");
    else if (pod.deletionTimestamp() != 0)
        reason = QStringLiteral("Terminating");
    view.status = reason;

    return view;
}

} // namespace kube
