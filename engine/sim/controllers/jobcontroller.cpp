// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "jobcontroller.h"

#include "controllermanager.h"
#include "kubelet.h"
#include "podtemplate.h"

#include "../objectmeta.h"

namespace kube::sim {

using namespace Qt::StringLiterals;

void JobController::observe(const StoreEvent &event)
{
    if (event.type == &types::jobs() && event.eventType != "DELETED") {
        m_manager->enqueue(this, event.key);
    } else if (event.type == &types::pods() && event.eventType != "ADDED") {
        if (event.eventType == "MODIFIED" && event.previous.selectable
            && event.previous.selectable->field(u"status.phase"_s) == event.object.selectable->field(u"status.phase"_s)
            && event.previous.selectable->ready == event.object.selectable->ready)
            return;
        if (const StoredObject *owner = m_manager->controllerOf(types::jobs(), event.object))
            m_manager->enqueue(this, ObjectStore::keyOf(owner->selectable->namespaceName, owner->selectable->name));
    }
}

void JobController::sync(const QString &key)
{
    ObjectStore &store = m_manager->store();
    const QString ns = key.section(QLatin1Char('/'), 0, 0);
    const QString name = key.section(QLatin1Char('/'), 1);
    const StoredObject *stored = store.find(types::jobs(), ns, name);
    if (!stored || stored->selectable->terminating)
        return;
    const QJsonObject job = stored->object();
    const QJsonObject spec = ObjectMeta::child(job, "spec");
    const QJsonObject status = ObjectMeta::child(job, "status");
    const int completions = spec.value(QLatin1String("completions")).toInt(1);
    const int parallelism = spec.value(QLatin1String("parallelism")).toInt(1);
    bool finished = false;
    for (const QJsonValue &condition : status.value(QLatin1String("conditions")).toArray())
        finished |= (condition.toObject().value(QLatin1String("type")) == QLatin1String("Complete") || condition.toObject().value(QLatin1String("type")) == QLatin1String("Failed"))
            && condition.toObject().value(QLatin1String("status")) == QLatin1String("True");
    int succeeded = 0, failed = 0, active = 0, ready = 0;
    for (const StoredObject &pod : m_manager->controlledBy(types::pods(), ns, name + QLatin1Char('-'), stored->selectable->uid)) {
        const QString phase = pod.selectable->field(u"status.phase"_s);
        if (phase == QLatin1String("Succeeded"))
            ++succeeded;
        else if (phase == QLatin1String("Failed"))
            ++failed;
        else if (!pod.selectable->terminating) {
            ++active;
            ready += pod.selectable->ready;
        }
    }
    const bool suspended = spec.value(QLatin1String("suspend")).toBool();
    if (!finished && !suspended) {
        const int wanted = std::min(parallelism, completions - succeeded) - active;
        const QJsonObject owner = ObjectMeta::ownerReference(types::jobs(), job);
        for (int i = 0; i < wanted; ++i) {
            QString podName;
            do
                podName = name + QLatin1Char('-') + m_manager->randomSuffix();
            while (store.find(types::pods(), ns, podName));
            store.create(types::pods(), PodTemplate::instantiate(spec.value(QLatin1String("template")).toObject(), ns, podName, owner, {}, name + QLatin1Char('-')));
            m_manager->kubelet().admit(ns, podName);
            m_manager->recordEvent(types::jobs(), job, u"Normal"_s, u"SuccessfulCreate"_s, u"Created pod: %1"_s.arg(podName), u"job-controller"_s);
            ++active;
        }
    }
    QJsonObject next = status;
    const QString stamp = ControllerManager::now();
    if (!suspended && !next.contains(QLatin1String("startTime")))
        next.insert(u"startTime"_s, stamp);
    next.insert(u"active"_s, active);
    next.insert(u"ready"_s, ready);
    next.insert(u"terminating"_s, 0);
    next.insert(u"uncountedTerminatedPods"_s, QJsonObject());
    for (const auto &[field, count] : {std::pair{"succeeded", succeeded}, {"failed", failed}, {"active", active}}) {
        if (count > 0)
            next.insert(QLatin1String(field), count);
        else
            next.remove(QLatin1String(field));
    }
    if (!finished && succeeded >= completions) {
        next.insert(u"completionTime"_s, stamp);
        next.insert(u"conditions"_s, QJsonArray{QJsonObject{{u"type"_s, u"SuccessCriteriaMet"_s}, {u"status"_s, u"True"_s}, {u"lastProbeTime"_s, stamp},
                                                            {u"lastTransitionTime"_s, stamp}, {u"reason"_s, u"CompletionsReached"_s},
                                                            {u"message"_s, u"Reached expected number of succeeded pods"_s}},
                                                QJsonObject{{u"type"_s, u"Complete"_s}, {u"status"_s, u"True"_s}, {u"lastProbeTime"_s, stamp},
                                                            {u"lastTransitionTime"_s, stamp}, {u"reason"_s, u"CompletionsReached"_s},
                                                            {u"message"_s, u"Reached expected number of succeeded pods"_s}}});
        m_manager->recordEvent(types::jobs(), job, u"Normal"_s, u"Completed"_s, u"Job completed"_s, u"job-controller"_s);
    }
    if (next != status) {
        QJsonObject updated = store.find(types::jobs(), ns, name)->object();
        updated.insert(u"status"_s, next);
        store.update(types::jobs(), updated);
    }
}

} // namespace kube::sim
