// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "daemonsetcontroller.h"

#include "controllermanager.h"
#include "kubelet.h"
#include "podtemplate.h"

#include "../objectmeta.h"

namespace kube::sim {

using namespace Qt::StringLiterals;

DaemonSetController::DaemonSetController(ControllerManager *manager)
    : Controller(manager)
    , m_history(manager, types::daemonSets(), u"controller-revision-hash"_s)
{
}

void DaemonSetController::observe(const StoreEvent &event)
{
    if (event.type == &types::daemonSets() && event.eventType != "DELETED") {
        m_manager->enqueue(this, event.key);
    } else if (event.type == &types::nodes() && event.eventType != "MODIFIED") {
        for (auto it = m_manager->store().objects(types::daemonSets()).constBegin(); it != m_manager->store().objects(types::daemonSets()).constEnd(); ++it)
            m_manager->enqueue(this, it.key());
    } else if (event.type == &types::pods()) {
        if (event.eventType == "MODIFIED" && event.previous.selectable && event.previous.selectable->ready == event.object.selectable->ready
            && event.previous.selectable->terminating == event.object.selectable->terminating)
            return;
        if (const StoredObject *owner = m_manager->controllerOf(types::daemonSets(), event.object))
            m_manager->enqueue(this, ObjectStore::keyOf(owner->selectable->namespaceName, owner->selectable->name));
    }
}

void DaemonSetController::sync(const QString &key)
{
    ObjectStore &store = m_manager->store();
    const QString ns = key.section(QLatin1Char('/'), 0, 0);
    const QString name = key.section(QLatin1Char('/'), 1);
    const StoredObject *stored = store.find(types::daemonSets(), ns, name);
    if (!stored || stored->selectable->terminating)
        return;
    const QJsonObject ds = stored->object();
    const QJsonObject podTemplate = ObjectMeta::child(ds, "spec").value(QLatin1String("template")).toObject();
    const auto hashOf = [](const StoredObject &pod) {
        return ObjectMeta::labels(pod.object()).value(QLatin1String("controller-revision-hash")).toString();
    };
    QHash<QString, StoredObject> byNode;
    QStringList inUse;
    for (const StoredObject &pod : m_manager->controlledBy(types::pods(), ns, name + QLatin1Char('-'), stored->selectable->uid)) {
        inUse.append(name + QLatin1Char('-') + hashOf(pod));
        if (!pod.selectable->terminating)
            byNode.insert(pod.selectable->field(u"spec.nodeName"_s), pod);
    }
    const QString hash = m_history.sync(ds, inUse).hash;
    const QString generation = QString::number(ObjectMeta::metadata(ds).value(QLatin1String("generation")).toInteger(1));
    const QStringList nodeNames = store.objects(types::nodes()).keys();
    for (const QString &node : nodeNames) {
        if (byNode.contains(node))
            continue;
        QString podName;
        do
            podName = name + QLatin1Char('-') + m_manager->randomSuffix();
        while (store.find(types::pods(), ns, podName));
        QJsonObject pod = PodTemplate::instantiate(podTemplate, ns, podName, ObjectMeta::ownerReference(types::daemonSets(), ds),
                                                   {{u"controller-revision-hash"_s, hash}, {u"pod-template-generation"_s, generation}}, name + QLatin1Char('-'));
        pod = ObjectMeta::with(pod, "spec", "nodeName", node);
        byNode.insert(node, store.create(types::pods(), pod));
        m_manager->kubelet().admit(ns, podName);
        m_manager->recordEvent(types::daemonSets(), ds, u"Normal"_s, u"SuccessfulCreate"_s, u"Created pod: %1"_s.arg(podName), u"daemonset-controller"_s);
    }
    int scheduled = 0, ready = 0, updated = 0;
    const StoredObject *outdated = nullptr;
    for (auto it = byNode.constBegin(); it != byNode.constEnd(); ++it) {
        if (!nodeNames.contains(it.key())) {
            m_manager->kubelet().terminate(ns, it->selectable->name);
            continue;
        }
        ++scheduled;
        ready += it->selectable->ready;
        if (hashOf(*it) == hash)
            ++updated;
        else if (!outdated || it->selectable->name < outdated->selectable->name)
            outdated = &*it;
    }
    // RollingUpdate with maxUnavailable 1: an outdated pod goes only while all the others are Ready.
    const QString strategy = ObjectMeta::child(ds, "spec").value(QLatin1String("updateStrategy")).toObject().value(QLatin1String("type")).toString();
    if (outdated && ready == scheduled && strategy != QLatin1String("OnDelete"))
        m_manager->kubelet().terminate(ns, outdated->selectable->name);
    const QJsonObject status = ObjectMeta::child(ds, "status");
    QJsonObject next{{u"desiredNumberScheduled"_s, int(nodeNames.size())}, {u"currentNumberScheduled"_s, scheduled}, {u"numberMisscheduled"_s, 0},
                     {u"numberReady"_s, ready}, {u"numberAvailable"_s, ready}, {u"updatedNumberScheduled"_s, updated},
                     {u"observedGeneration"_s, ObjectMeta::metadata(ds).value(QLatin1String("generation")).toInteger(1)}};
    if (int(nodeNames.size()) - ready > 0)
        next.insert(u"numberUnavailable"_s, int(nodeNames.size()) - ready);
    if (ready == 0)
        next.remove(u"numberAvailable"_s);
    if (next != status) {
        QJsonObject updated = store.find(types::daemonSets(), ns, name)->object();
        updated.insert(u"status"_s, next);
        store.update(types::daemonSets(), updated);
    }
}

} // namespace kube::sim
