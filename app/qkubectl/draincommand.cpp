// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "draincommand.h"
#include "flagerror.h"
#include "printers/builtinkinds.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTimer>

namespace {

// kubectl drain's filter messages (its "cannot delete cannot delete" for pods without a controller included).
const QString daemonSetFatal = QStringLiteral("DaemonSet-managed Pods (use --ignore-daemonsets to ignore)");
const QString daemonSetWarning = QStringLiteral("ignoring DaemonSet-managed Pods");
const QString localStorageFatal =
    QStringLiteral("Pods with local storage (use --delete-emptydir-data to override)");
const QString localStorageWarning = QStringLiteral("deleting Pods with local storage");
const QString unmanagedFatal =
    QStringLiteral("cannot delete Pods that declare no controller (use --force to override)");
const QString unmanagedWarning = QStringLiteral("deleting Pods that declare no controller");

QJsonObject controllerOf(const QJsonObject &pod)
{
    for (const QJsonValue &owner :
         pod.value(QLatin1String("metadata")).toObject().value(QLatin1String("ownerReferences")).toArray())
        if (owner.toObject().value(QLatin1String("controller")).toBool())
            return owner.toObject();
    return {};
}

// Adds `pod` under `message`, keeping the messages in the order first seen.
void addTo(QList<std::pair<QString, QStringList>> *groups, const QString &message, const QString &pod)
{
    for (auto &[m, pods] : *groups)
        if (m == message) {
            pods.append(pod);
            return;
        }
    groups->append({message, {pod}});
}

} // namespace

void DrainCommand::addFlags(FlagSet &flags)
{
    VerbCommand::addFlags(flags);
    flags.addBool(QStringLiteral("ignore-daemonsets"), {}, false,
                  QStringLiteral("Leave DaemonSet pods where they are"));
    flags.addBool(QStringLiteral("delete-emptydir-data"), {}, false,
                  QStringLiteral("Evict pods with emptyDir volumes, losing their data"));
    flags.addBool(QStringLiteral("force"), {}, false,
                  QStringLiteral("Delete at once, without waiting for the kubelet"));
    flags.addInt(QStringLiteral("grace-period"), {}, -1,
                 QStringLiteral("Seconds the pods get to stop (-1: their own)"));
    flags.addDuration(QStringLiteral("timeout"), {}, QStringLiteral("0s"),
                      QStringLiteral("Give up after this long (0s: a week for delete, forever for drain)"));
    flags.addBool(
        QStringLiteral("disable-eviction"), {}, false,
        QStringLiteral("Delete the pods instead of evicting them (PodDisruptionBudgets are not asked)"));
    flags.addString(QStringLiteral("pod-selector"), {}, {},
                    QStringLiteral("Only the pods matching this label selector"));
}

DrainCommand::DrainCommand(const Invocation &invocation, QObject *parent) : VerbCommand(invocation, parent) {}

bool DrainCommand::validate(QString *error)
{
    if (args().size() != 1) {
        *error = QStringLiteral("error: USAGE: %1 NODE [flags]\n").arg(verb()) + FlagError::seeHelp(verb());
        return false;
    }
    m_node = args().first();
    return true;
}

void DrainCommand::start()
{
    QString error;
    const auto nodes =
        resolveTargets({QLatin1String(kube::BuiltinKinds::nodes.resource), m_node}, true, &error);
    const auto pods = resolveTargets({QLatin1String(kube::BuiltinKinds::pods.resource)}, false, &error);
    if (!nodes || !pods) {
        fail(error);
        return;
    }
    m_nodeTarget = nodes->first();
    m_pods = pods->first().resource;
    m_clock.start();
    if (verb() == QLatin1String("drain") && durationMs(QStringLiteral("timeout")) > 0)
        QTimer::singleShot(durationMs(QStringLiteral("timeout")), this, &DrainCommand::timedOut);
    if (verb() == QLatin1String("uncordon"))
        cordon(false, [this] { finish(0); });
    else if (verb() == QLatin1String("cordon"))
        cordon(true, [this] { finish(0); });
    else
        cordon(true, [this] { listPods(); });
}

void DrainCommand::cordon(bool unschedulable, std::function<void()> then)
{
    send(request("GET", m_nodeTarget), [this, unschedulable, then](const kube::Response &current) {
        if (!current.ok()) {
            fail(kubectlErrorMessage(current.error));
            return;
        }
        const QString word = unschedulable ? QStringLiteral("cordoned") : QStringLiteral("uncordoned");
        if (objectOf(current)
                .value(QLatin1String("spec"))
                .toObject()
                .value(QLatin1String("unschedulable"))
                .toBool() == unschedulable) {
            writeOut(QStringLiteral("node/%1 already %2\n").arg(m_node, word));
            then();
            return;
        }
        // As kubectl's two-way patch: false is the field's absence.
        const QJsonObject spec{{QStringLiteral("unschedulable"),
                                unschedulable ? QJsonValue(true) : QJsonValue(QJsonValue::Null)}};
        kube::Request r = request("PATCH", m_nodeTarget);
        r.body(QJsonDocument(QJsonObject{{QStringLiteral("spec"), spec}}).toJson(QJsonDocument::Compact),
               kube::patchContentType(kube::PatchType::StrategicMerge));
        send(r, [this, word, then](const kube::Response &response) {
            if (!response.ok()) {
                fail(kubectlErrorMessage(response.error));
                return;
            }
            writeOut(QStringLiteral("node/%1 %2\n").arg(m_node, word));
            then();
        });
    });
}

void DrainCommand::listPods()
{
    kube::Request list("GET");
    list.resource(m_pods.gvr())
        .fieldSelector(QStringLiteral("spec.nodeName=") + m_node)
        .labelSelector(value(QStringLiteral("pod-selector")));
    send(list, [this](const kube::Response &response) {
        if (!response.ok()) {
            drainFailed(kubectlErrorMessage(response.error));
            return;
        }
        // Each pod through kubectl's filters in order; the last one that ran decides (a later filter's
        // verdict replaces an earlier warning, as in kubectl).
        QList<std::pair<QString, QStringList>> errors, warnings;
        QList<Pod> toEvict;
        for (const QJsonValue &value : objectOf(response).value(QLatin1String("items")).toArray()) {
            const QJsonObject pod = value.toObject();
            const QJsonObject metadata = pod.value(QLatin1String("metadata")).toObject();
            const QString key = metadata.value(QLatin1String("namespace")).toString() + QLatin1Char('/') +
                                metadata.value(QLatin1String("name")).toString();
            const QString phase =
                pod.value(QLatin1String("status")).toObject().value(QLatin1String("phase")).toString();
            const bool finished = phase == QLatin1String("Succeeded") || phase == QLatin1String("Failed");
            QString error, warning;
            bool evictIt = true;
            if (controllerOf(pod).value(QLatin1String("kind")).toString() ==
                    QLatin1String(kube::BuiltinKinds::daemonSets.kind) &&
                !finished) {
                evictIt = false;
                (flag(QStringLiteral("ignore-daemonsets")) ? warning : error) =
                    flag(QStringLiteral("ignore-daemonsets")) ? daemonSetWarning : daemonSetFatal;
            } else if (metadata.value(QLatin1String("annotations"))
                           .toObject()
                           .contains(QLatin1String("kubernetes.io/config.mirror"))) {
                evictIt = false;
            } else {
                bool emptyDir = false;
                for (const QJsonValue &volume :
                     pod.value(QLatin1String("spec")).toObject().value(QLatin1String("volumes")).toArray())
                    emptyDir = emptyDir || volume.toObject().contains(QLatin1String("emptyDir"));
                if (emptyDir && !finished) {
                    if (!flag(QStringLiteral("delete-emptydir-data"))) {
                        evictIt = false;
                        error = localStorageFatal;
                    } else {
                        warning = localStorageWarning;
                    }
                }
                if (evictIt) {
                    warning.clear();
                    if (controllerOf(pod).isEmpty() && !finished) {
                        if (flag(QStringLiteral("force")))
                            warning = unmanagedWarning;
                        else
                            evictIt = false, error = unmanagedFatal;
                    }
                }
            }
            if (!error.isEmpty())
                addTo(&errors, error, key);
            else if (!warning.isEmpty())
                addTo(&warnings, warning, key);
            if (evictIt)
                toEvict.append({metadata.value(QLatin1String("namespace")).toString(),
                                metadata.value(QLatin1String("name")).toString(),
                                metadata.value(QLatin1String("uid")).toString()});
        }
        if (!errors.isEmpty()) {
            QStringList messages;
            for (const auto &[message, pods] : std::as_const(errors))
                messages.append(
                    QStringLiteral("cannot delete %1: %2").arg(message, pods.join(QStringLiteral(", "))));
            drainFailed(messages.join(QLatin1Char('\n')));
            return;
        }
        if (!warnings.isEmpty()) {
            QStringList messages;
            for (const auto &[message, pods] : std::as_const(warnings))
                messages.append(QStringLiteral("%1: %2").arg(message, pods.join(QStringLiteral(", "))));
            writeErr(QStringLiteral("Warning: ") + messages.join(QStringLiteral("; ")) + QLatin1Char('\n'));
        }
        m_pending = int(toEvict.size());
        if (m_pending == 0) {
            podDone();
            return;
        }
        for (const Pod &pod : std::as_const(toEvict)) {
            m_left.insert(pod.namespaceName + QLatin1Char('/') + pod.name, pod);
            evict(pod);
        }
    });
}

void DrainCommand::evict(const Pod &pod)
{
    if (timedOut())
        return;
    if (!flag(QStringLiteral("disable-eviction"))) // each attempt, as kubectl
        writeOut(QStringLiteral("evicting pod %1/%2\n").arg(pod.namespaceName, pod.name));
    const int grace = int(integer(QStringLiteral("grace-period")));
    QJsonObject deleteOptions;
    if (grace >= 0)
        deleteOptions.insert(QStringLiteral("gracePeriodSeconds"), grace);
    kube::Request r;
    if (flag(QStringLiteral("disable-eviction"))) {
        r = kube::Request::del();
        r.resource(m_pods.gvr())
            .namespaceName(pod.namespaceName)
            .name(pod.name)
            .body(QJsonDocument(deleteOptions).toJson(QJsonDocument::Compact));
    } else {
        const QJsonObject eviction{
            {QStringLiteral("apiVersion"), QStringLiteral("policy/v1")},
            {QStringLiteral("kind"), QStringLiteral("Eviction")},
            {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), pod.name},
                                                     {QStringLiteral("namespace"), pod.namespaceName}}},
            {QStringLiteral("deleteOptions"), deleteOptions}};
        r = kube::Request::post();
        r.resource(m_pods.gvr())
            .namespaceName(pod.namespaceName)
            .name(pod.name)
            .subresource(QStringLiteral("eviction"))
            .body(QJsonDocument(eviction).toJson(QJsonDocument::Compact));
    }
    send(r, [this, pod](const kube::Response &response) {
        if (response.ok() || response.error.isNotFound()) {
            waitGone(pod);
            return;
        }
        if (response.error.isTooManyRequests()) {
            writeErr(QStringLiteral("error when evicting pods/\"%1\" -n \"%2\" (will retry after 5s): %3\n")
                         .arg(pod.name, pod.namespaceName, response.error.message()));
            QTimer::singleShot(evictionRetryMs, this, [this, pod] { evict(pod); });
            return;
        }
        drainFailed(QStringLiteral("error when evicting pods/\"%1\" -n \"%2\": %3")
                        .arg(pod.name, pod.namespaceName, response.error.message()));
    });
}

// kubectl's waitForDelete: the pod is gone when it is not found or a new pod has its name.
void DrainCommand::waitGone(const Pod &pod)
{
    if (timedOut())
        return;
    kube::Request r("GET");
    r.resource(m_pods.gvr()).namespaceName(pod.namespaceName).name(pod.name);
    send(r, [this, pod](const kube::Response &response) {
        if (!response.ok() && !response.error.isNotFound()) {
            drainFailed(kubectlErrorMessage(response.error));
            return;
        }
        const QString uid = objectOf(response)
                                .value(QLatin1String("metadata"))
                                .toObject()
                                .value(QLatin1String("uid"))
                                .toString();
        if (response.ok() && uid == pod.uid) {
            QTimer::singleShot(deletionPollMs, this, [this, pod] { waitGone(pod); });
            return;
        }
        writeOut(QStringLiteral("pod/%1 %2\n")
                     .arg(pod.name, flag(QStringLiteral("disable-eviction")) ? QStringLiteral("deleted")
                                                                             : QStringLiteral("evicted")));
        m_left.remove(pod.namespaceName + QLatin1Char('/') + pod.name);
        --m_pending;
        podDone();
    });
}

void DrainCommand::podDone()
{
    if (m_pending > 0)
        return;
    writeOut(QStringLiteral("node/%1 drained\n").arg(m_node));
    finish(0);
}

bool DrainCommand::timedOut()
{
    const qint64 timeout = durationMs(QStringLiteral("timeout"));
    if (timeout <= 0 || m_clock.elapsed() < timeout)
        return false;
    if (m_failed)
        return true;
    // kubectl's words: every pod still there has its own timeout error, and is listed.
    QStringList errors, pods;
    for (const Pod &pod : std::as_const(m_left)) {
        errors.append(QStringLiteral("error when evicting pods/\"%1\" -n \"%2\": global timeout reached: %3")
                          .arg(pod.name, pod.namespaceName, value(QStringLiteral("timeout"))));
        pods.append(QStringLiteral("pod/") + pod.name + QLatin1Char('\n'));
    }
    writeErr(QStringLiteral("There are pending pods in node \"%1\" when an error occurred: %2\n%3")
                 .arg(m_node,
                      errors.size() == 1
                          ? errors.first()
                          : QLatin1Char('[') + errors.join(QStringLiteral(", ")) + QLatin1Char(']'),
                      pods.join(QString())));
    drainFailed(errors.join(QLatin1Char('\n')));
    return true;
}

// kubectl's report of a node it could not drain: the error, the node still pending, the error again.
void DrainCommand::drainFailed(const QString &error)
{
    if (m_failed)
        return;
    m_failed = true;
    const QStringList lines = error.split(QLatin1Char('\n'));
    const QString inline_ =
        lines.size() == 1 ? error : QLatin1Char('[') + lines.join(QStringLiteral(", ")) + QLatin1Char(']');
    writeErr(QStringLiteral("error: unable to drain node \"%1\" due to error: %2, continuing command...\n"
                            "There are pending nodes to be drained:\n %1\n%3\n")
                 .arg(m_node, inline_, error));
    finish(1);
}
