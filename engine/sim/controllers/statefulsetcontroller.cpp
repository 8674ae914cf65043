// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "statefulsetcontroller.h"

#include "controllermanager.h"
#include "kubelet.h"
#include "podtemplate.h"

#include "../objectmeta.h"

namespace kube::sim {

using namespace Qt::StringLiterals;

StatefulSetController::StatefulSetController(ControllerManager *manager)
    : Controller(manager)
    , m_history(manager, types::statefulSets(), u"controller.kubernetes.io/hash"_s)
{
}

void StatefulSetController::observe(const StoreEvent &event)
{
    if (event.type == &types::statefulSets() && event.eventType != "DELETED") {
        m_manager->enqueue(this, event.key);
    } else if (event.type == &types::pods()) {
        if (event.eventType == "MODIFIED" && event.previous.selectable && event.previous.selectable->ready == event.object.selectable->ready
            && event.previous.selectable->terminating == event.object.selectable->terminating)
            return;
        if (const StoredObject *owner = m_manager->controllerOf(types::statefulSets(), event.object))
            m_manager->enqueue(this, ObjectStore::keyOf(owner->selectable->namespaceName, owner->selectable->name));
    }
}

void StatefulSetController::sync(const QString &key)
{
    ObjectStore &store = m_manager->store();
    const QString ns = key.section(QLatin1Char('/'), 0, 0);
    const QString name = key.section(QLatin1Char('/'), 1);
    const StoredObject *stored = store.find(types::statefulSets(), ns, name);
    if (!stored || stored->selectable->terminating)
        return;
    const QJsonObject sts = stored->object();
    const QJsonObject spec = ObjectMeta::child(sts, "spec");
    const int replicas = spec.value(QLatin1String("replicas")).toInt(1);
    const QJsonObject podTemplate = spec.value(QLatin1String("template")).toObject();
    QMap<int, StoredObject> byOrdinal;
    QStringList inUse;
    for (const StoredObject &pod : m_manager->controlledBy(types::pods(), ns, name + QLatin1Char('-'), stored->selectable->uid)) {
        bool ok = false;
        const int ordinal = pod.selectable->name.mid(name.size() + 1).toInt(&ok);
        if (ok)
            byOrdinal.insert(ordinal, pod);
        inUse.append(ObjectMeta::labels(pod.object()).value(QLatin1String("controller-revision-hash")).toString());
    }
    const QString revision = m_history.sync(sts, inUse).name;
    const auto revisionOf = [](const StoredObject &pod) {
        return ObjectMeta::labels(pod.object()).value(QLatin1String("controller-revision-hash")).toString();
    };
    bool settled = true; // every wanted pod there, Ready and not going
    // Scale down from the highest ordinal, one at a time.
    if (!byOrdinal.isEmpty() && byOrdinal.lastKey() >= replicas) {
        if (!byOrdinal.last().selectable->terminating)
            m_manager->kubelet().terminate(ns, byOrdinal.last().selectable->name);
    } else {
        // Scale up in order: the next ordinal only when all before it are Ready.
        for (int i = 0; i < replicas; ++i) {
            auto it = byOrdinal.constFind(i);
            if (it != byOrdinal.constEnd()) {
                if (!it->selectable->ready || it->selectable->terminating) {
                    settled = false;
                    break;
                }
                continue;
            }
            settled = false;
            const QString podName = u"%1-%2"_s.arg(name).arg(i);
            for (const QJsonValue &claimValue : spec.value(QLatin1String("volumeClaimTemplates")).toArray()) {
                const QJsonObject claim = claimValue.toObject();
                const QString claimName = u"%1-%2"_s.arg(ObjectMeta::name(claim), podName);
                const ResourceType &claims = ResourceType::builtin({}, u"persistentvolumeclaims"_s);
                if (store.find(claims, ns, claimName))
                    continue;
                const QJsonObject claimSpec = ObjectMeta::child(claim, "spec");
                store.create(claims, {{u"metadata"_s, QJsonObject{{u"name"_s, claimName}, {u"namespace"_s, ns}, {u"labels"_s, podTemplate.value(QLatin1String("metadata")).toObject().value(QLatin1String("labels"))}}},
                                      {u"spec"_s, ObjectMeta::with(QJsonObject{{u"spec"_s, claimSpec}}, "spec", "volumeName", u"pvc-%1"_s.arg(QUuid::createUuidV5(stored->selectable->uid, claimName).toString(QUuid::WithoutBraces))).value(QLatin1String("spec"))},
                                      {u"status"_s, QJsonObject{{u"phase"_s, u"Bound"_s}, {u"accessModes"_s, claimSpec.value(QLatin1String("accessModes"))},
                                                                {u"capacity"_s, claimSpec.value(QLatin1String("resources")).toObject().value(QLatin1String("requests"))}}}});
            }
            QJsonObject pod = PodTemplate::instantiate(podTemplate, ns, podName, ObjectMeta::ownerReference(types::statefulSets(), sts),
                                                       {{u"statefulset.kubernetes.io/pod-name"_s, podName}, {u"controller-revision-hash"_s, revision},
                                                        {u"apps.kubernetes.io/pod-index"_s, QString::number(i)}},
                                                       {});
            QJsonObject podSpec = ObjectMeta::child(pod, "spec");
            podSpec.insert(u"hostname"_s, podName);
            podSpec.insert(u"subdomain"_s, spec.value(QLatin1String("serviceName")));
            pod.insert(u"spec"_s, podSpec);
            store.create(types::pods(), pod);
            m_manager->kubelet().admit(ns, podName);
            m_manager->recordEvent(types::statefulSets(), sts, u"Normal"_s, u"SuccessfulCreate"_s, u"create Pod %1 in StatefulSet %2 successful"_s.arg(podName, name),
                                   u"statefulset-controller"_s);
            break;
        }
    }
    // A rolling update replaces the highest ordinal still on an older revision, once all pods are Ready.
    const QJsonObject strategy = spec.value(QLatin1String("updateStrategy")).toObject();
    const int partition = strategy.value(QLatin1String("rollingUpdate")).toObject().value(QLatin1String("partition")).toInt();
    if (settled && strategy.value(QLatin1String("type")).toString(u"RollingUpdate"_s) == QLatin1String("RollingUpdate")) {
        for (auto it = byOrdinal.constEnd(); it != byOrdinal.constBegin();) {
            --it;
            if (it.key() < partition || it.key() >= replicas)
                break;
            if (revisionOf(*it) != revision) {
                m_manager->kubelet().terminate(ns, it->selectable->name);
                break;
            }
        }
    }
    QJsonObject status = ObjectMeta::child(sts, "status");
    int current = 0, ready = 0, updated = 0;
    QStringList running;
    for (const StoredObject &pod : m_manager->controlledBy(types::pods(), ns, name + QLatin1Char('-'), stored->selectable->uid)) {
        if (pod.selectable->terminating)
            continue;
        ++current;
        ready += pod.selectable->ready;
        updated += revisionOf(pod) == revision;
        running.append(revisionOf(pod));
    }
    // The current revision stays the one the pods ran until every pod runs the update.
    QString currentRevision = status.value(QLatin1String("currentRevision")).toString();
    if (updated == current || currentRevision.isEmpty())
        currentRevision = revision;
    const int onCurrent = int(running.count(currentRevision));
    QJsonObject next{{u"observedGeneration"_s, ObjectMeta::metadata(sts).value(QLatin1String("generation")).toInteger(1)}, {u"replicas"_s, current},
                     {u"currentReplicas"_s, onCurrent}, {u"updatedReplicas"_s, updated}, {u"readyReplicas"_s, ready}, {u"availableReplicas"_s, ready},
                     {u"currentRevision"_s, currentRevision}, {u"updateRevision"_s, revision}, {u"collisionCount"_s, 0}};
    for (const char *zero : {"currentReplicas", "updatedReplicas", "readyReplicas"})
        if (next.value(QLatin1String(zero)).toInt() == 0)
            next.remove(QLatin1String(zero));
    if (next != status) {
        QJsonObject withStatus = store.find(types::statefulSets(), ns, name)->object();
        withStatus.insert(u"status"_s, next);
        store.update(types::statefulSets(), withStatus);
    }
}

} // namespace kube::sim
