// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "deploymentcontroller.h"

#include "controllermanager.h"
#include "podtemplate.h"

#include "../garbagecollector.h"
#include "../objectmeta.h"

namespace kube::sim {

using namespace Qt::StringLiterals;

namespace {
constexpr const char *revisionAnnotation = "deployment.kubernetes.io/revision";
constexpr const char *revisionHistoryAnnotation = "deployment.kubernetes.io/revision-history";

QJsonObject condition(const QString &type, bool ok, const QString &reason, const QString &message, const QJsonArray &previous)
{
    const QString stamp = ControllerManager::now();
    for (const QJsonValue &value : previous) {
        QJsonObject old = value.toObject();
        if (old.value(QLatin1String("type")) != type)
            continue;
        // The same state keeps its times: a status that did not change is not rewritten.
        if (old.value(QLatin1String("status")) == (ok ? u"True"_s : u"False"_s) && old.value(QLatin1String("reason")) == reason)
            return old;
    }
    return {{u"type"_s, type}, {u"status"_s, ok ? u"True"_s : u"False"_s}, {u"lastUpdateTime"_s, stamp}, {u"lastTransitionTime"_s, stamp},
            {u"reason"_s, reason}, {u"message"_s, message}};
}

int revisionOf(const QJsonObject &object)
{
    return ObjectMeta::metadata(object).value(QLatin1String("annotations")).toObject().value(QLatin1String(revisionAnnotation)).toString().toInt();
}
} // namespace

void DeploymentController::observe(const StoreEvent &event)
{
    if (event.type == &types::deployments() && event.eventType != "DELETED")
        m_manager->enqueue(this, event.key);
    else if (event.type == &types::replicaSets())
        if (const StoredObject *owner = m_manager->controllerOf(types::deployments(), event.object))
            m_manager->enqueue(this, ObjectStore::keyOf(owner->selectable->namespaceName, owner->selectable->name));
}

void DeploymentController::sync(const QString &key)
{
    ObjectStore &store = m_manager->store();
    const QString ns = key.section(QLatin1Char('/'), 0, 0);
    const QString name = key.section(QLatin1Char('/'), 1);
    const StoredObject *stored = store.find(types::deployments(), ns, name);
    if (!stored || stored->selectable->terminating)
        return;
    QJsonObject deployment = stored->object();
    const QJsonObject spec = ObjectMeta::child(deployment, "spec");
    const int replicas = spec.value(QLatin1String("replicas")).toInt(1);
    QJsonObject podTemplate = spec.value(QLatin1String("template")).toObject();
    const QString hash = PodTemplate::hash(podTemplate);
    const QList<StoredObject> owned = m_manager->controlledBy(types::replicaSets(), ns, name + QLatin1Char('-'), stored->selectable->uid);
    QJsonObject newRs;
    QList<QJsonObject> oldRs;
    int maxRevision = 0;
    for (const StoredObject &rs : owned) {
        const QJsonObject object = rs.object();
        maxRevision = std::max(maxRevision, revisionOf(object));
        if (ObjectMeta::labels(object).value(QLatin1String("pod-template-hash")).toString() == hash && !rs.selectable->terminating)
            newRs = object;
        else if (!rs.selectable->terminating)
            oldRs.append(object);
    }
    // A template returned to (kubectl rollout undo) makes its ReplicaSet the newest revision again; the numbers
    // it had are kept in revision-history, as the deployment controller's SetNewReplicaSetAnnotations does.
    const bool revived = !newRs.isEmpty() && revisionOf(newRs) < maxRevision;
    const QString revision =
        QString::number(newRs.isEmpty() || revived ? maxRevision + 1 : std::max(revisionOf(newRs), 1));
    if (revived) {
        QJsonObject metadata = ObjectMeta::metadata(newRs);
        QJsonObject annotations = metadata.value(QLatin1String("annotations")).toObject();
        QStringList history = annotations.value(QLatin1String(revisionHistoryAnnotation)).toString().split(u',', Qt::SkipEmptyParts);
        history.append(QString::number(revisionOf(newRs)));
        annotations.insert(QLatin1String(revisionHistoryAnnotation), history.join(u','));
        annotations.insert(QLatin1String(revisionAnnotation), revision);
        metadata.insert(u"annotations"_s, annotations);
        newRs.insert(u"metadata"_s, metadata);
        newRs = store.update(types::replicaSets(), newRs).object();
    }
    const QString rsName = name + QLatin1Char('-') + hash;
    if (newRs.isEmpty()) {
        QJsonObject templateMeta = podTemplate.value(QLatin1String("metadata")).toObject();
        QJsonObject labels = templateMeta.value(QLatin1String("labels")).toObject();
        labels.insert(u"pod-template-hash"_s, hash);
        templateMeta.insert(u"labels"_s, labels);
        podTemplate.insert(u"metadata"_s, templateMeta);
        QJsonObject selector = spec.value(QLatin1String("selector")).toObject();
        QJsonObject matchLabels = selector.value(QLatin1String("matchLabels")).toObject();
        matchLabels.insert(u"pod-template-hash"_s, hash);
        selector.insert(u"matchLabels"_s, matchLabels);
        const QJsonObject annotations{{QLatin1String(revisionAnnotation), revision},
                                      {u"deployment.kubernetes.io/desired-replicas"_s, QString::number(replicas)},
                                      {u"deployment.kubernetes.io/max-replicas"_s, QString::number(replicas + std::max(1, (replicas + 3) / 4))}};
        const QJsonObject rs{{u"metadata"_s, QJsonObject{{u"name"_s, rsName}, {u"namespace"_s, ns}, {u"labels"_s, labels}, {u"annotations"_s, annotations},
                                                         {u"ownerReferences"_s, QJsonArray{ObjectMeta::ownerReference(types::deployments(), deployment)}}}},
                             {u"spec"_s, QJsonObject{{u"replicas"_s, replicas}, {u"selector"_s, selector}, {u"template"_s, podTemplate},
                                                     {u"minReadySeconds"_s, spec.value(QLatin1String("minReadySeconds")).toInt()}}},
                             {u"status"_s, QJsonObject{{u"replicas"_s, 0}}}};
        if (store.find(types::replicaSets(), ns, rsName))
            return; // a ReplicaSet of that name that is not ours: the real controller reports a collision
        newRs = store.create(types::replicaSets(), rs).object();
        m_manager->recordEvent(types::deployments(), deployment, u"Normal"_s, u"ScalingReplicaSet"_s,
                               u"Scaled up replica set %1 to %2"_s.arg(rsName).arg(replicas), u"deployment-controller"_s);
    } else if (ObjectMeta::child(newRs, "spec").value(QLatin1String("replicas")).toInt(1) != replicas) {
        const int from = ObjectMeta::child(newRs, "spec").value(QLatin1String("replicas")).toInt(1);
        newRs = ObjectMeta::with(newRs, "spec", "replicas", replicas);
        QJsonObject metadata = ObjectMeta::metadata(newRs);
        QJsonObject annotations = metadata.value(QLatin1String("annotations")).toObject();
        annotations.insert(u"deployment.kubernetes.io/desired-replicas"_s, QString::number(replicas));
        metadata.insert(u"annotations"_s, annotations);
        newRs.insert(u"metadata"_s, metadata);
        newRs = store.update(types::replicaSets(), newRs).object();
        m_manager->recordEvent(types::deployments(), deployment, u"Normal"_s, u"ScalingReplicaSet"_s,
                               u"Scaled %1 replica set %2 to %3 from %4"_s.arg(replicas > from ? u"up"_s : u"down"_s, rsName).arg(replicas).arg(from),
                               u"deployment-controller"_s);
    }
    // Old ReplicaSets keep what the new one cannot serve yet, newest first.
    const int newAvailable = ObjectMeta::child(newRs, "status").value(QLatin1String("availableReplicas")).toInt();
    int allowance = std::max(0, replicas - newAvailable);
    std::sort(oldRs.begin(), oldRs.end(), [](const QJsonObject &a, const QJsonObject &b) { return revisionOf(a) > revisionOf(b); });
    for (QJsonObject &rs : oldRs) {
        const int current = ObjectMeta::child(rs, "spec").value(QLatin1String("replicas")).toInt(1);
        const int wanted = std::min(current, allowance);
        allowance -= wanted;
        if (wanted != current) {
            rs = store.update(types::replicaSets(), ObjectMeta::with(rs, "spec", "replicas", wanted)).object();
            m_manager->recordEvent(types::deployments(), deployment, u"Normal"_s, u"ScalingReplicaSet"_s,
                                   u"Scaled down replica set %1 to %2 from %3"_s.arg(ObjectMeta::name(rs)).arg(wanted).arg(current), u"deployment-controller"_s);
        }
    }
    const int historyLimit = spec.value(QLatin1String("revisionHistoryLimit")).toInt(10);
    int idle = 0;
    for (const QJsonObject &rs : std::as_const(oldRs)) {
        const bool empty = ObjectMeta::child(rs, "spec").value(QLatin1String("replicas")).toInt(1) == 0 && ObjectMeta::child(rs, "status").value(QLatin1String("replicas")).toInt() == 0;
        if (empty && ++idle > historyLimit)
            m_manager->garbageCollector().remove(types::replicaSets(), ns, ObjectMeta::name(rs), Propagation::Background);
    }

    int total = 0, ready = 0, available = 0;
    for (const QJsonObject &rs : oldRs + QList<QJsonObject>{newRs}) {
        const QJsonObject rsStatus = ObjectMeta::child(rs, "status");
        total += rsStatus.value(QLatin1String("replicas")).toInt();
        ready += rsStatus.value(QLatin1String("readyReplicas")).toInt();
        available += rsStatus.value(QLatin1String("availableReplicas")).toInt();
    }
    const int updated = ObjectMeta::child(newRs, "status").value(QLatin1String("replicas")).toInt();
    QJsonObject status = ObjectMeta::child(deployment, "status");
    const QJsonArray previousConditions = status.value(QLatin1String("conditions")).toArray();
    const bool complete = updated == replicas && available >= replicas && total == replicas;
    QJsonObject next{{u"observedGeneration"_s, ObjectMeta::metadata(deployment).value(QLatin1String("generation")).toInteger(1)}, {u"replicas"_s, total},
                     {u"updatedReplicas"_s, updated}, {u"readyReplicas"_s, ready}, {u"availableReplicas"_s, available}};
    if (replicas - available > 0)
        next.insert(u"unavailableReplicas"_s, replicas - available);
    for (const char *zero : {"replicas", "updatedReplicas", "readyReplicas", "availableReplicas"})
        if (next.value(QLatin1String(zero)).toInt() == 0)
            next.remove(QLatin1String(zero));
    next.insert(u"conditions"_s, QJsonArray{
        condition(u"Available"_s, available >= replicas, available >= replicas ? u"MinimumReplicasAvailable"_s : u"MinimumReplicasUnavailable"_s,
                  available >= replicas ? u"Deployment has minimum availability."_s : u"Deployment does not have minimum availability."_s, previousConditions),
        condition(u"Progressing"_s, true, complete ? u"NewReplicaSetAvailable"_s : u"ReplicaSetUpdated"_s,
                  complete ? u"ReplicaSet \"%1\" has successfully progressed."_s.arg(rsName) : u"ReplicaSet \"%1\" is progressing."_s.arg(rsName), previousConditions)});
    QJsonObject metadata = ObjectMeta::metadata(deployment);
    QJsonObject annotations = metadata.value(QLatin1String("annotations")).toObject();
    const bool revisionChanged = annotations.value(QLatin1String(revisionAnnotation)).toString() != revision;
    if (next != status || revisionChanged) {
        annotations.insert(QLatin1String(revisionAnnotation), revision);
        metadata.insert(u"annotations"_s, annotations);
        deployment.insert(u"metadata"_s, metadata);
        deployment.insert(u"status"_s, next);
        store.update(types::deployments(), deployment);
    }
}

} // namespace kube::sim
