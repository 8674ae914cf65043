// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "replicasetcontroller.h"

#include "controllermanager.h"
#include "kubelet.h"
#include "podtemplate.h"

#include "../objectmeta.h"

namespace kube::sim {

using namespace Qt::StringLiterals;

ReplicaSetController::ReplicaSetController(ControllerManager *manager, const ResourceType &type,
                                           const QString &component)
    : Controller(manager)
    , m_type(type)
    , m_component(component)
{
}

void ReplicaSetController::observe(const StoreEvent &event)
{
    if (event.type == &m_type && event.eventType != "DELETED") {
        m_manager->enqueue(this, event.key);
    } else if (event.type == &types::pods()) {
        const StoredObject &pod = event.eventType == "DELETED" ? event.object : event.object;
        if (event.eventType == "MODIFIED" && event.previous.selectable &&
            event.previous.selectable->ready == pod.selectable->ready &&
            event.previous.selectable->terminating == pod.selectable->terminating)
            return;
        if (const StoredObject *owner = m_manager->controllerOf(m_type, pod))
            m_manager->enqueue(this,
                               ObjectStore::keyOf(owner->selectable->namespaceName, owner->selectable->name));
    }
}

void ReplicaSetController::sync(const QString &key)
{
    ObjectStore &store = m_manager->store();
    const QString ns = key.section(QLatin1Char('/'), 0, 0);
    const QString name = key.section(QLatin1Char('/'), 1);
    const StoredObject *stored = store.find(m_type, ns, name);
    if (!stored || stored->selectable->terminating)
        return;
    const QJsonObject rs = stored->object();
    const QJsonObject spec = ObjectMeta::child(rs, "spec");
    const int replicas = spec.value(QLatin1String("replicas")).toInt(1);
    // Pods that ended (an evicted one: Failed) are not counted, as the real controller's FilterActivePods
    // does not: it makes a replacement and leaves the ended pod for whoever wants to see why it ended.
    QList<StoredObject> active;
    for (const StoredObject &pod :
         m_manager->controlledBy(types::pods(), ns, name + QLatin1Char('-'), stored->selectable->uid)) {
        const QString phase = pod.selectable->field(u"status.phase"_s);
        if (!pod.selectable->terminating && phase != QLatin1String("Succeeded") &&
            phase != QLatin1String("Failed"))
            active.append(pod);
    }
    if (active.size() < replicas) {
        const QJsonObject owner = ObjectMeta::ownerReference(m_type, rs);
        for (qsizetype i = active.size(); i < replicas; ++i) {
            QString podName;
            do
                podName = name + QLatin1Char('-') + m_manager->randomSuffix();
            while (store.find(types::pods(), ns, podName));
            const StoredObject pod = store.create(
                types::pods(), PodTemplate::instantiate(spec.value(QLatin1String("template")).toObject(), ns,
                                                        podName, owner, {}, name + QLatin1Char('-')));
            active.append(pod);
            m_manager->kubelet().admit(ns, podName);
            m_manager->recordEvent(m_type, rs, u"Normal"_s, u"SuccessfulCreate"_s,
                                   u"Created pod: %1"_s.arg(podName), m_component);
        }
    } else if (active.size() > replicas) {
        // Not-ready pods go first, then the newest (the apiserver's ranking, roughly).
        std::stable_sort(active.begin(), active.end(), [](const StoredObject &a, const StoredObject &b) {
            if (a.selectable->ready != b.selectable->ready)
                return !a.selectable->ready;
            return a.resourceVersion > b.resourceVersion;
        });
        while (active.size() > replicas) {
            const StoredObject pod = active.takeFirst();
            m_manager->kubelet().terminate(ns, pod.selectable->name);
            m_manager->recordEvent(m_type, rs, u"Normal"_s, u"SuccessfulDelete"_s,
                                   u"Deleted pod: %1"_s.arg(pod.selectable->name),
                                   m_component);
        }
    }
    int ready = 0;
    for (const StoredObject &pod : std::as_const(active))
        ready += pod.selectable->ready;
    QJsonObject status = ObjectMeta::child(rs, "status");
    const QJsonObject before = status;
    status.insert(u"replicas"_s, int(active.size()));
    status.insert(u"fullyLabeledReplicas"_s, int(active.size()));
    status.insert(u"readyReplicas"_s, ready);
    status.insert(u"availableReplicas"_s, ready);
    status.insert(u"observedGeneration"_s,
                  ObjectMeta::metadata(rs).value(QLatin1String("generation")).toInteger(1));
    for (const char *zero : {"readyReplicas", "availableReplicas"})
        if (status.value(QLatin1String(zero)).toInt() == 0)
            status.remove(QLatin1String(zero)); // the apiserver omits zero counts
    if (status != before) {
        QJsonObject updated = store.find(m_type, ns, name)->object();
        updated.insert(u"status"_s, status);
        store.update(m_type, updated);
    }
}

} // namespace kube::sim
