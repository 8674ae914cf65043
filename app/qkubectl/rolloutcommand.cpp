// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "rolloutcommand.h"
#include "flagerror.h"

#include "printers/builtinkinds.h"
#include "printers/kind.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTimer>

namespace {

const QString restartedAt = QStringLiteral("kubectl.kubernetes.io/restartedAt");

bool restartable(const kube::ApiResource &resource)
{
    const kube::Kind *kind = kube::Kinds::find(resource.group, resource.name);
    return kind && kind->actions.testFlag(kube::KindAction::RolloutRestart);
}

bool isKind(const kube::ApiResource &resource, const kube::BuiltinKinds::KindName &name)
{
    return resource.group == QLatin1String(name.group) && resource.name == QLatin1String(name.resource);
}

// Go's time.RFC3339 of now, in local time ("2026-11-23T21:20:59Z" in UTC, "+01:00" elsewhere).
QString rfc3339Now()
{
    const QDateTime now = QDateTime::currentDateTime();
    const int offset = now.offsetFromUtc();
    if (offset == 0)
        return now.toUTC().toString(QStringLiteral("yyyy-MM-ddTHH:mm:ssZ"));
    const int minutes = std::abs(offset) / 60;
    return now.toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss")) +
           QStringLiteral("%1%2:%3").arg(offset < 0 ? QLatin1Char('-') : QLatin1Char('+')).arg(minutes / 60, 2, 10, QLatin1Char('0')).arg(minutes % 60, 2, 10, QLatin1Char('0'));
}

qint64 number(const QJsonObject &object, const char *field)
{
    return object.value(QLatin1String(field)).toInteger();
}

// kubectl's status viewers: the line to print, and whether the rollout is done. An error is set in *error.
QString rolloutStatus(const kube::ApiResource &resource, const QJsonObject &object, bool *done, QString *error)
{
    const QString name = object.value(QLatin1String("metadata")).toObject().value(QLatin1String("name")).toString();
    const QJsonObject spec = object.value(QLatin1String("spec")).toObject();
    const QJsonObject status = object.value(QLatin1String("status")).toObject();
    const qint64 generation = object.value(QLatin1String("metadata")).toObject().value(QLatin1String("generation")).toInteger();
    const qint64 observed = number(status, "observedGeneration");
    *done = false;
    if (isKind(resource, kube::BuiltinKinds::deployments)) {
        if (generation > observed)
            return QStringLiteral("Waiting for deployment spec update to be observed...\n");
        for (const QJsonValue &c : status.value(QLatin1String("conditions")).toArray())
            if (c.toObject().value(QLatin1String("type")).toString() == QLatin1String("Progressing") &&
                c.toObject().value(QLatin1String("reason")).toString() == QLatin1String("ProgressDeadlineExceeded")) {
                *error = QStringLiteral("error: deployment \"%1\" exceeded its progress deadline").arg(name);
                return {};
            }
        const qint64 replicas = spec.contains(QLatin1String("replicas")) ? number(spec, "replicas") : 1;
        const qint64 updated = number(status, "updatedReplicas");
        if (updated < replicas)
            return QStringLiteral("Waiting for deployment \"%1\" rollout to finish: %2 out of %3 new replicas have been updated...\n").arg(name).arg(updated).arg(replicas);
        if (number(status, "replicas") > updated)
            return QStringLiteral("Waiting for deployment \"%1\" rollout to finish: %2 old replicas are pending termination...\n").arg(name).arg(number(status, "replicas") - updated);
        if (number(status, "availableReplicas") < updated)
            return QStringLiteral("Waiting for deployment \"%1\" rollout to finish: %2 of %3 updated replicas are available...\n").arg(name).arg(number(status, "availableReplicas")).arg(updated);
        *done = true;
        return QStringLiteral("deployment \"%1\" successfully rolled out\n").arg(name);
    }
    if (isKind(resource, kube::BuiltinKinds::daemonSets)) {
        if (generation > observed)
            return QStringLiteral("Waiting for daemon set spec update to be observed...\n");
        const qint64 desired = number(status, "desiredNumberScheduled");
        if (number(status, "updatedNumberScheduled") < desired)
            return QStringLiteral("Waiting for daemon set \"%1\" rollout to finish: %2 out of %3 new pods have been updated...\n").arg(name).arg(number(status, "updatedNumberScheduled")).arg(desired);
        if (number(status, "numberAvailable") < desired)
            return QStringLiteral("Waiting for daemon set \"%1\" rollout to finish: %2 of %3 updated pods are available...\n").arg(name).arg(number(status, "numberAvailable")).arg(desired);
        *done = true;
        return QStringLiteral("daemon set \"%1\" successfully rolled out\n").arg(name);
    }
    if (observed == 0 || generation > observed)
        return QStringLiteral("Waiting for statefulset spec update to be observed...\n");
    const qint64 replicas = spec.contains(QLatin1String("replicas")) ? number(spec, "replicas") : 1;
    if (number(status, "readyReplicas") < replicas)
        return QStringLiteral("Waiting for %1 pods to be ready...\n").arg(replicas - number(status, "readyReplicas"));
    const QString updateRevision = status.value(QLatin1String("updateRevision")).toString();
    if (updateRevision != status.value(QLatin1String("currentRevision")).toString())
        return QStringLiteral("waiting for statefulset rolling update to complete %1 pods at revision %2...\n").arg(number(status, "updatedReplicas")).arg(updateRevision);
    *done = true;
    return QStringLiteral("statefulset rolling update complete %1 pods at revision %2...\n").arg(number(status, "currentReplicas")).arg(status.value(QLatin1String("currentRevision")).toString());
}

} // namespace

void RolloutCommand::addFlags(FlagSet &flags)
{
    VerbCommand::addFlags(flags);
    flags.addString(QStringLiteral("selector"), QLatin1Char('l'), {}, QStringLiteral("Label selector (app=web,tier!=db)"));
    flags.addDuration(QStringLiteral("timeout"), {}, QStringLiteral("0s"), QStringLiteral("Give up after this long (0s: a week for delete, forever for drain)"));
    flags.addBool(QStringLiteral("watch"), QLatin1Char('w'), true, QStringLiteral("Follow the rollout until it ends"));
    flags.addString(QStringLiteral("output"), QLatin1Char('o'), {}, QStringLiteral("Output format"));
}

RolloutCommand::RolloutCommand(const Invocation &invocation, QObject *parent)
    : VerbCommand(invocation, parent)
{
}

bool RolloutCommand::validate(QString *error)
{
    const QString sub = verb().section(QLatin1Char(' '), 1);
    if (sub.isEmpty()) {
        *error = args().isEmpty() ? QStringLiteral("error: rollout needs a subcommand (restart, status)")
                                  : FlagError::unknownSubcommand(args().join(QLatin1Char(' ')), verb());
        return false;
    }
    if (args().isEmpty()) {
        *error = QStringLiteral("error: required resource not specified");
        return false;
    }
    return true;
}

void RolloutCommand::start()
{
    QString error;
    const auto targets = resolveTargets(args(), false, &error);
    if (!targets) {
        fail(error);
        return;
    }
    const bool status = verb().endsWith(QLatin1String("status"));
    if (status && targets->size() != 1) {
        fail(QStringLiteral("error: rollout status is only supported on individual resources and resource collections, but %1 resources were found").arg(targets->size()));
        return;
    }
    auto proceed = [this, status] {
        for (const Target &t : std::as_const(m_targets))
            if (!restartable(t.resource)) {
                fail(status ? QStringLiteral("error: no status viewer has been implemented for %1").arg(t.resource.kind)
                            : QStringLiteral("error: %1 \"%2\" restarting is not supported").arg(t.resource.group.isEmpty() ? t.resource.name : t.resource.name + QLatin1Char('.') + t.resource.group, t.name));
                return;
            }
        if (status) {
            m_clock.start();
            pollStatus();
        } else {
            restartNext();
        }
    };
    if (!targets->first().name.isEmpty()) {
        m_targets = *targets;
        proceed();
        return;
    }
    // A type alone: every object of it in the namespace (or those -l selects).
    const Target type = targets->first();
    kube::Request list = request("GET", type);
    list.labelSelector(value(QStringLiteral("selector")));
    send(list, [this, type, proceed](const kube::Response &response) {
        if (!response.ok()) {
            fail(kubectlErrorMessage(response.error));
            return;
        }
        for (const QJsonValue &item : objectOf(response).value(QLatin1String("items")).toArray())
            m_targets.append({type.resource, objectName(item.toObject()), type.namespaceName});
        if (m_targets.isEmpty()) {
            fail(QStringLiteral("No resources found in %1 namespace.").arg(type.namespaceName));
            return;
        }
        proceed();
    });
}

void RolloutCommand::restartNext()
{
    if (m_targets.isEmpty()) {
        finish(m_failed ? 1 : 0);
        return;
    }
    const Target target = m_targets.takeFirst();
    send(request("GET", target), [this, target](const kube::Response &current) {
        if (!current.ok()) {
            writeErr(kubectlErrorMessage(current.error) + QLatin1Char('\n'));
            m_failed = true;
            restartNext();
            return;
        }
        if (isKind(target.resource, kube::BuiltinKinds::deployments) && objectOf(current)
                                                                            .value(QLatin1String("spec"))
                                                                            .toObject()
                                                                            .value(QLatin1String("paused"))
                                                                            .toBool()) {
            writeErr(QStringLiteral("error: deployments \"%1\" can't restart paused deployment (run rollout resume first)\n").arg(target.name));
            m_failed = true;
            restartNext();
            return;
        }
        const QJsonObject patch{{QStringLiteral("spec"),
                                 QJsonObject{{QStringLiteral("template"),
                                              QJsonObject{{QStringLiteral("metadata"),
                                                           QJsonObject{{QStringLiteral("annotations"), QJsonObject{{restartedAt, rfc3339Now()}}}}}}}}}};
        kube::Request r = request("PATCH", target);
        r.body(QJsonDocument(patch).toJson(QJsonDocument::Compact), kube::patchContentType(kube::PatchType::StrategicMerge));
        send(r, [this, target](const kube::Response &response) {
            if (!response.ok()) {
                writeErr(kubectlErrorMessage(response.error) + QLatin1Char('\n'));
                m_failed = true;
            } else {
                const QString name = kindPrefix(target.resource) + QLatin1Char('/') + target.name;
                writeOut(value(QStringLiteral("output")) == QLatin1String("name") ? name + QLatin1Char('\n') : name + QStringLiteral(" restarted\n"));
            }
            restartNext();
        });
    });
}

// `rollout status`: the object read every statusPollMs; each new line printed, until done or --timeout.
void RolloutCommand::pollStatus()
{
    const Target target = m_targets.first();
    send(request("GET", target), [this, target](const kube::Response &response) {
        if (!response.ok()) {
            fail(kubectlErrorMessage(response.error));
            return;
        }
        bool done = false;
        QString error;
        const QString line = rolloutStatus(target.resource, objectOf(response), &done, &error);
        if (!error.isEmpty()) {
            fail(error);
            return;
        }
        if (line != m_lastStatus)
            writeOut(line);
        m_lastStatus = line;
        if (done || !flag(QStringLiteral("watch"))) {
            finish(0);
            return;
        }
        const qint64 timeout = durationMs(QStringLiteral("timeout"));
        if (timeout > 0 && m_clock.elapsed() >= timeout) {
            fail(QStringLiteral("error: timed out waiting for the condition"));
            return;
        }
        QTimer::singleShot(statusPollMs, this, &RolloutCommand::pollStatus);
    });
}
