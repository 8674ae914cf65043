// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "kubelet.h"

#include "controllermanager.h"

#include "../objectmeta.h"

#include <QDateTime>

namespace kube::sim {

using namespace Qt::StringLiterals;

namespace {

QJsonArray podConditions(bool ready, const QString &stamp)
{
    QJsonArray conditions;
    for (const char *type : {"PodReadyToStartContainers", "Initialized", "Ready", "ContainersReady", "PodScheduled"}) {
        const bool ok = ready || qstrcmp(type, "Initialized") == 0 || qstrcmp(type, "PodScheduled") == 0;
        QJsonObject condition{{u"type"_s, QLatin1String(type)}, {u"status"_s, ok ? u"True"_s : u"False"_s}, {u"lastProbeTime"_s, QJsonValue::Null},
                              {u"lastTransitionTime"_s, stamp}};
        if (!ok && !ready && (qstrcmp(type, "Ready") == 0 || qstrcmp(type, "ContainersReady") == 0))
            condition.insert(u"reason"_s, u"PodCompleted"_s);
        conditions.append(condition);
    }
    return conditions;
}
} // namespace

void Kubelet::admit(const QString &ns, const QString &name)
{
    m_manager->enqueue(this, u"start:"_s + ObjectStore::keyOf(ns, name), podStartMs);
}

void Kubelet::terminate(const QString &ns, const QString &name)
{
    const StoredObject *pod = m_manager->store().find(types::pods(), ns, name);
    if (!pod || pod->selectable->terminating)
        return;
    QJsonObject object = pod->object();
    QJsonObject metadata = ObjectMeta::metadata(object);
    const int grace = ObjectMeta::child(object, "spec").value(QLatin1String("terminationGracePeriodSeconds")).toInt(30);
    metadata.insert(u"deletionTimestamp"_s, QDateTime::currentDateTimeUtc().addSecs(grace).toString(Qt::ISODate));
    metadata.insert(u"deletionGracePeriodSeconds"_s, grace);
    object.insert(u"metadata"_s, metadata);
    m_manager->store().update(types::pods(), object);
    if (!m_manager->isStarted())
        return; // no kubelet runs: the apiserver's part (the deletion timestamp) is all, the pod stays Terminating
    m_manager->recordEvent(types::pods(), object, u"Normal"_s, u"Killing"_s,
                           u"Stopping container %1"_s.arg(ObjectMeta::child(object, "spec").value(QLatin1String("containers")).toArray().first().toObject().value(QLatin1String("name")).toString()),
                           u"kubelet"_s);
    m_manager->enqueue(this, u"remove:%1:"_s.arg(ObjectMeta::uid(object)) + ObjectStore::keyOf(ns, name), podGracePeriodMs);
}

void Kubelet::sync(const QString &key)
{
    const QString action = key.section(QLatin1Char(':'), 0, 0);
    const QString podKey = key.section(QLatin1Char(':'), -1);
    const QString ns = podKey.section(QLatin1Char('/'), 0, 0);
    const QString name = podKey.section(QLatin1Char('/'), 1);
    if (action == QLatin1String("start"))
        startPod(ns, name);
    else if (action == QLatin1String("finish"))
        finishPod(ns, name);
    else if (action == QLatin1String("remove"))
        removePod(ns, name, key.section(QLatin1Char(':'), 1, 1));
}

void Kubelet::startPod(const QString &ns, const QString &name)
{
    const StoredObject *stored = m_manager->store().find(types::pods(), ns, name);
    if (!stored || stored->selectable->terminating)
        return;
    QJsonObject pod = stored->object();
    QJsonObject spec = ObjectMeta::child(pod, "spec");
    QJsonObject status = ObjectMeta::child(pod, "status");
    if (status.value(QLatin1String("phase")).toString(u"Pending"_s) != QLatin1String("Pending"))
        return;
    const QMap<QString, StoredObject> nodeObjects = m_manager->store().objects(ResourceType::builtin({}, u"nodes"_s));
    const QStringList nodes = nodeObjects.keys();
    // The scheduler's part: a cordoned node (spec.unschedulable) gets no new pods.
    QStringList schedulable;
    for (auto it = nodeObjects.constBegin(); it != nodeObjects.constEnd(); ++it)
        if (!ObjectMeta::child(it->object(), "spec").value(QLatin1String("unschedulable")).toBool())
            schedulable.append(it.key());
    QString node = spec.value(QLatin1String("nodeName")).toString();
    const bool scheduled = !node.isEmpty();
    // A pod naming another scheduler waits for it to bind the pod (POST bindings), as on a real cluster.
    if (!scheduled && spec.value(QLatin1String("schedulerName")).toString(u"default-scheduler"_s) !=
                          QLatin1String("default-scheduler"))
        return;
    // Nor does the scheduler take a pod whose scheduling gates are not all removed yet.
    if (!scheduled && !spec.value(QLatin1String("schedulingGates")).toArray().isEmpty())
        return;
    if (node.isEmpty() && !schedulable.isEmpty())
        node = schedulable.at(m_nextNode++ % schedulable.size());
    if (node.isEmpty())
        return; // no node to run on: Pending, as with a real scheduler
    const int nodeIndex = std::max<qsizetype>(0, nodes.indexOf(node));
    const QString stamp = ControllerManager::now();
    spec.insert(u"nodeName"_s, node);
    const bool completes = spec.value(QLatin1String("restartPolicy")).toString(u"Always"_s) != QLatin1String("Always");
    QJsonArray containerStatuses;
    for (const QJsonValue &value : spec.value(QLatin1String("containers")).toArray()) {
        const QJsonObject container = value.toObject();
        const QString image = container.value(QLatin1String("image")).toString();
        containerStatuses.append(QJsonObject{
            {u"name"_s, container.value(QLatin1String("name"))}, {u"image"_s, image},
            {u"imageID"_s, u"%1@sha256:%2"_s.arg(image).arg(m_manager->scenario().random().generate64(), 16, 16, QLatin1Char('0'))},
            {u"containerID"_s, u"containerd://%1"_s.arg(m_manager->scenario().random().generate64(), 16, 16, QLatin1Char('0'))},
            {u"ready"_s, true}, {u"started"_s, true}, {u"restartCount"_s, 0}, {u"lastState"_s, QJsonObject()},
            {u"state"_s, QJsonObject{{u"running"_s, QJsonObject{{u"startedAt"_s, stamp}}}}}});
    }
    const int address = m_nextAddress++ % 250 + 2;
    status.insert(u"phase"_s, u"Running"_s);
    status.insert(u"conditions"_s, podConditions(true, stamp));
    status.insert(u"hostIP"_s, u"10.0.0.%1"_s.arg(nodeIndex + 2));
    status.insert(u"hostIPs"_s, QJsonArray{QJsonObject{{u"ip"_s, u"10.0.0.%1"_s.arg(nodeIndex + 2)}}});
    status.insert(u"podIP"_s, u"10.244.%1.%2"_s.arg(nodeIndex).arg(address));
    status.insert(u"podIPs"_s, QJsonArray{QJsonObject{{u"ip"_s, u"10.244.%1.%2"_s.arg(nodeIndex).arg(address)}}});
    status.insert(u"startTime"_s, stamp);
    status.insert(u"containerStatuses"_s, containerStatuses);
    status.insert(u"qosClass"_s, status.value(QLatin1String("qosClass")).toString(u"BestEffort"_s));
    pod.insert(u"spec"_s, spec);
    pod.insert(u"status"_s, status);
    const QJsonObject updated = m_manager->store().update(types::pods(), pod).object();
    if (!scheduled)
        m_manager->recordEvent(types::pods(), updated, u"Normal"_s, u"Scheduled"_s, u"Successfully assigned %1/%2 to %3"_s.arg(ns, name, node), u"default-scheduler"_s);
    for (const QJsonValue &value : spec.value(QLatin1String("containers")).toArray()) {
        const QJsonObject container = value.toObject();
        const QString containerName = container.value(QLatin1String("name")).toString();
        m_manager->recordEvent(types::pods(), updated, u"Normal"_s, u"Pulled"_s,
                               u"Container image \"%1\" already present on machine"_s.arg(container.value(QLatin1String("image")).toString()), u"kubelet"_s);
        m_manager->recordEvent(types::pods(), updated, u"Normal"_s, u"Created"_s, u"Created container %1"_s.arg(containerName), u"kubelet"_s);
        m_manager->recordEvent(types::pods(), updated, u"Normal"_s, u"Started"_s, u"Started container %1"_s.arg(containerName), u"kubelet"_s);
    }
    if (completes)
        m_manager->enqueue(this, u"finish:"_s + ObjectStore::keyOf(ns, name), podRunMs);
}

void Kubelet::finishPod(const QString &ns, const QString &name)
{
    const StoredObject *stored = m_manager->store().find(types::pods(), ns, name);
    if (!stored || stored->selectable->terminating)
        return;
    QJsonObject pod = stored->object();
    QJsonObject status = ObjectMeta::child(pod, "status");
    if (status.value(QLatin1String("phase")).toString() != QLatin1String("Running"))
        return;
    const QString stamp = ControllerManager::now();
    QJsonArray containerStatuses;
    for (const QJsonValue &value : status.value(QLatin1String("containerStatuses")).toArray()) {
        QJsonObject containerStatus = value.toObject();
        const QString started = containerStatus.value(QLatin1String("state")).toObject().value(QLatin1String("running")).toObject().value(QLatin1String("startedAt")).toString();
        containerStatus.insert(u"ready"_s, false);
        containerStatus.insert(u"started"_s, false);
        containerStatus.insert(u"state"_s, QJsonObject{{u"terminated"_s, QJsonObject{{u"exitCode"_s, 0}, {u"reason"_s, u"Completed"_s}, {u"startedAt"_s, started},
                                                                                     {u"finishedAt"_s, stamp}, {u"containerID"_s, containerStatus.value(QLatin1String("containerID"))}}}});
        containerStatuses.append(containerStatus);
    }
    status.insert(u"phase"_s, u"Succeeded"_s);
    status.insert(u"conditions"_s, podConditions(false, stamp));
    status.insert(u"containerStatuses"_s, containerStatuses);
    pod.insert(u"status"_s, status);
    m_manager->store().update(types::pods(), pod);
}

void Kubelet::removePod(const QString &ns, const QString &name, const QString &uid)
{
    const StoredObject *pod = m_manager->store().find(types::pods(), ns, name);
    if (pod && pod->selectable->uid == QUuid::fromString(uid))
        m_manager->store().remove(types::pods(), ns, name);
}

} // namespace kube::sim
