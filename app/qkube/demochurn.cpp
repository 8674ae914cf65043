// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "demochurn.h"

#include "printers/builtinkinds.h"
#include "sim/apidefaults.h"
#include "sim/controllers/controller.h"
#include "sim/controllers/controllermanager.h"
#include "sim/garbagecollector.h"
#include "sim/kubesim.h"
#include "sim/objectmeta.h"

#include <QDateTime>
#include <QJsonArray>
#include <QSet>
#include <QUuid>

using namespace kube::sim;
using namespace Qt::StringLiterals;

namespace {
// The Deployment scaled up by this many replicas and back: a change the table and the graph both show.
constexpr int scaleStep = 2;
const QString jobName = u"export-orders"_s;

const ResourceType &events()
{
    return ResourceType::builtin({}, QLatin1String(kube::BuiltinKinds::events.resource));
}

QString keyOf(const QJsonObject &object)
{
    return ObjectStore::keyOf(ObjectMeta::namespaceOf(object), ObjectMeta::name(object));
}

QString now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

bool isCrashLooping(const QJsonObject &pod)
{
    for (const QJsonValue &container :
         ObjectMeta::child(pod, "status").value(QLatin1String("containerStatuses")).toArray())
        if (container.toObject()
                .value(QLatin1String("state"))
                .toObject()
                .value(QLatin1String("waiting"))
                .toObject()
                .value(QLatin1String("reason")) == QLatin1String("CrashLoopBackOff"))
            return true;
    return false;
}
} // namespace

DemoChurn::DemoChurn(KubeSim *sim, QObject *parent) : QObject(parent), m_sim(sim)
{
    connect(&m_timer, &QTimer::timeout, this, &DemoChurn::step);
    designate();
}

void DemoChurn::start(int stepMs)
{
    m_timer.start(stepMs);
}

void DemoChurn::stop()
{
    m_timer.stop();
}

void DemoChurn::designate()
{
    // The three problems are the seeded ones (Failures::OneOfEach); the Deployments it changes are two of the
    // teams' healthy ones, none with a problem pod (those stay as they are) and none an HPA scales.
    QSet<QString> troubledApps;
    for (const StoredObject &stored : m_sim->store().objects(types::pods())) {
        const QJsonObject pod = stored.object();
        const QJsonObject status = ObjectMeta::child(pod, "status");
        QString *problem = nullptr;
        if (isCrashLooping(pod))
            problem = &m_designated.crashLoopingPod;
        else if (status.value(QLatin1String("reason")) == QLatin1String("Evicted"))
            problem = &m_designated.evictedPod;
        else if (status.value(QLatin1String("phase")) == QLatin1String("Pending") &&
                 ObjectMeta::child(pod, "spec").value(QLatin1String("nodeName")).toString().isEmpty())
            problem = &m_designated.pendingPod;
        if (problem && problem->isEmpty()) {
            *problem = keyOf(pod);
            troubledApps.insert(ObjectMeta::labels(pod).value(QLatin1String("app")).toString());
        }
    }
    QSet<QString> autoscaled;
    for (const StoredObject &hpa : m_sim->store().objects(
             ResourceType::builtin(QLatin1String(kube::BuiltinKinds::horizontalPodAutoscalers.group),
                                   QLatin1String(kube::BuiltinKinds::horizontalPodAutoscalers.resource)))) {
        const QJsonObject object = hpa.object();
        autoscaled.insert(
            ObjectStore::keyOf(ObjectMeta::namespaceOf(object), ObjectMeta::child(object, "spec")
                                                                    .value(QLatin1String("scaleTargetRef"))
                                                                    .toObject()
                                                                    .value(QLatin1String("name"))
                                                                    .toString()));
    }
    for (const StoredObject &stored : m_sim->store().objects(types::deployments())) {
        const QJsonObject deployment = stored.object();
        const QString app = ObjectMeta::labels(deployment).value(QLatin1String("app")).toString();
        const int replicas = ObjectMeta::child(deployment, "spec").value(QLatin1String("replicas")).toInt();
        if (!ObjectMeta::namespaceOf(deployment).startsWith(QLatin1String("team-")) ||
            troubledApps.contains(app) || autoscaled.contains(keyOf(deployment)) || replicas < 2)
            continue;
        if (m_designated.rolledDeployment.isEmpty()) {
            m_designated.rolledDeployment = keyOf(deployment);
            m_designated.jobNamespace = ObjectMeta::namespaceOf(deployment);
            m_rolledApp = app;
        } else if (m_designated.scaledDeployment.isEmpty()) {
            m_designated.scaledDeployment = keyOf(deployment);
            m_scaledApp = app;
            m_scaledBaseReplicas = replicas;
        }
    }
    if (m_designated.jobNamespace.isEmpty())
        m_designated.jobNamespace = u"default"_s;
}

bool DemoChurn::drives(const StoredObject &pod) const
{
    const QJsonObject object = pod.object();
    const QString ns = ObjectMeta::namespaceOf(object);
    const QString app = ObjectMeta::labels(object).value(QLatin1String("app")).toString();
    const auto ownedBy = [&](const QString &deploymentKey, const QString &deploymentApp) {
        return !deploymentKey.isEmpty() && ns == deploymentKey.section(QLatin1Char('/'), 0, 0) &&
               app == deploymentApp;
    };
    return ownedBy(m_designated.rolledDeployment, m_rolledApp) ||
           ownedBy(m_designated.scaledDeployment, m_scaledApp) ||
           (ns == m_designated.jobNamespace &&
            ObjectMeta::name(object).startsWith(jobName + QLatin1Char('-')));
}

void DemoChurn::step()
{
    // One thing a step, the crash loop twice a round so that its restarts visibly climb.
    using Action = void (DemoChurn::*)();
    static constexpr Action round[] = {
        &DemoChurn::restartCrashLoopingPod, &DemoChurn::rollDeployment,  &DemoChurn::runJob,
        &DemoChurn::restartCrashLoopingPod, &DemoChurn::scaleDeployment, &DemoChurn::retryScheduling};
    (this->*round[m_steps++ % std::size(round)])();
}

void DemoChurn::restartCrashLoopingPod()
{
    const QString ns = m_designated.crashLoopingPod.section(QLatin1Char('/'), 0, 0);
    const StoredObject *stored =
        m_sim->store().find(types::pods(), ns, m_designated.crashLoopingPod.section(QLatin1Char('/'), 1));
    if (!stored)
        return;
    QJsonObject pod = stored->object();
    QJsonObject status = ObjectMeta::child(pod, "status");
    QJsonArray containers = status.value(QLatin1String("containerStatuses")).toArray();
    if (containers.isEmpty())
        return;
    // It started, failed at once, and waits out its back-off again: one more restart, the same state.
    QJsonObject container = containers.at(0).toObject();
    const QString stamp = now();
    const QString name = container.value(QLatin1String("name")).toString();
    container.insert(u"restartCount"_s, container.value(QLatin1String("restartCount")).toInt() + 1);
    container.insert(
        u"lastState"_s,
        QJsonObject{{u"terminated"_s,
                     QJsonObject{{u"exitCode"_s, 1},
                                 {u"reason"_s, u"Error"_s},
                                 {u"startedAt"_s, stamp},
                                 {u"finishedAt"_s, stamp},
                                 {u"containerID"_s, container.value(QLatin1String("containerID"))}}}});
    container.insert(
        u"state"_s,
        QJsonObject{{u"waiting"_s,
                     QJsonObject{{u"reason"_s, u"CrashLoopBackOff"_s},
                                 {u"message"_s, u"back-off 5m0s restarting failed container=%1 pod=%2"_s.arg(
                                                    name, ObjectMeta::name(pod))}}}});
    containers.replace(0, container);
    status.insert(u"containerStatuses"_s, containers);
    pod.insert(u"status"_s, status);
    pod = m_sim->store().update(types::pods(), pod).object();
    repeatEvent(pod, u"Warning"_s, u"BackOff"_s,
                u"Back-off restarting failed container %1 in pod %2"_s.arg(name, ObjectMeta::name(pod)),
                u"kubelet"_s);
}

void DemoChurn::rollDeployment()
{
    const QString &key = m_designated.rolledDeployment;
    const StoredObject *stored = m_sim->store().find(
        types::deployments(), key.section(QLatin1Char('/'), 0, 0), key.section(QLatin1Char('/'), 1));
    if (!stored)
        return;
    // What `kubectl rollout restart` writes: a new template, so a new ReplicaSet takes over from the old one.
    QJsonObject deployment = stored->object();
    QJsonObject spec = ObjectMeta::child(deployment, "spec");
    QJsonObject podTemplate = spec.value(QLatin1String("template")).toObject();
    QJsonObject templateMeta = podTemplate.value(QLatin1String("metadata")).toObject();
    QJsonObject annotations = templateMeta.value(QLatin1String("annotations")).toObject();
    annotations.insert(u"kubectl.kubernetes.io/restartedAt"_s,
                       QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    templateMeta.insert(u"annotations"_s, annotations);
    podTemplate.insert(u"metadata"_s, templateMeta);
    spec.insert(u"template"_s, podTemplate);
    deployment.insert(u"spec"_s, spec);
    m_sim->store().update(types::deployments(), deployment);
}

void DemoChurn::scaleDeployment()
{
    const QString &key = m_designated.scaledDeployment;
    const StoredObject *stored = m_sim->store().find(
        types::deployments(), key.section(QLatin1Char('/'), 0, 0), key.section(QLatin1Char('/'), 1));
    if (!stored)
        return;
    const QJsonObject deployment = stored->object();
    const int replicas = ObjectMeta::child(deployment, "spec").value(QLatin1String("replicas")).toInt();
    const int next =
        replicas > m_scaledBaseReplicas ? m_scaledBaseReplicas : m_scaledBaseReplicas + scaleStep;
    m_sim->store().update(types::deployments(), ObjectMeta::with(deployment, "spec", "replicas", next));
}

void DemoChurn::runJob()
{
    const QString &ns = m_designated.jobNamespace;
    const ResourceType &jobType = ResourceType::builtin(QLatin1String(kube::BuiltinKinds::jobs.group),
                                                        QLatin1String(kube::BuiltinKinds::jobs.resource));
    QString name;
    do
        name = u"%1-%2"_s.arg(jobName).arg(++m_jobSerial);
    while (m_sim->store().find(jobType, ns, name));
    const QJsonObject podTemplate{
        {u"spec"_s, QJsonObject{{u"restartPolicy"_s, u"Never"_s},
                                {u"containers"_s, QJsonArray{QJsonObject{
                                                      {u"name"_s, u"export"_s},
                                                      {u"image"_s, u"registry.example.com/exporter:1.8.2"_s},
                                                      {u"args"_s, QJsonArray{u"--since=1h"_s}}}}}}}};
    const QString uid = QUuid::createUuid().toString(QUuid::WithoutBraces);
    const QJsonObject job = ApiDefaults::apply(
        jobType,
        {{u"metadata"_s, QJsonObject{{u"name"_s, name}, {u"namespace"_s, ns}, {u"uid"_s, uid}}},
         {u"spec"_s, QJsonObject{{u"backoffLimit"_s, 2}, {u"template"_s, podTemplate}}}},
        uid, 0);
    m_sim->store().create(jobType, job);
    m_jobs.append(name);
    // The oldest goes with its pod, as a CronJob's history limit takes it.
    while (m_jobs.size() > keptJobs)
        m_sim->controllers().garbageCollector().remove(jobType, ns, m_jobs.takeFirst(),
                                                       Propagation::Background);
}

void DemoChurn::retryScheduling()
{
    const QString &key = m_designated.pendingPod;
    const StoredObject *stored = m_sim->store().find(types::pods(), key.section(QLatin1Char('/'), 0, 0),
                                                     key.section(QLatin1Char('/'), 1));
    if (stored)
        repeatEvent(stored->object(), u"Warning"_s, u"FailedScheduling"_s,
                    m_sim->scenario().failedSchedulingMessage(), u"default-scheduler"_s);
}

void DemoChurn::repeatEvent(const QJsonObject &object, const QString &type, const QString &reason,
                            const QString &message, const QString &component)
{
    const QString ns = ObjectMeta::namespaceOf(object);
    const QString slot = keyOf(object) + QLatin1Char('\n') + reason;
    if (!m_eventNames.contains(slot)) {
        // The seeded cluster may have counted this one already.
        for (const StoredObject &stored : m_sim->store().objects(events())) {
            const QJsonObject event = stored.object();
            if (ObjectMeta::namespaceOf(event) == ns && event.value(QLatin1String("reason")) == reason &&
                ObjectMeta::child(event, "involvedObject").value(QLatin1String("name")) ==
                    ObjectMeta::name(object)) {
                m_eventNames.insert(slot, ObjectMeta::name(event));
                break;
            }
        }
    }
    if (const StoredObject *earlier = m_sim->store().find(events(), ns, m_eventNames.value(slot))) {
        QJsonObject event = earlier->object();
        event.insert(u"count"_s, event.value(QLatin1String("count")).toInt(1) + 1);
        event.insert(u"lastTimestamp"_s, now());
        event.insert(u"message"_s, message);
        m_sim->store().update(events(), event);
        return;
    }
    QJsonObject event = m_sim->scenario().eventObject(ns, object, type, reason, message);
    event.insert(u"source"_s, QJsonObject{{u"component"_s, component}});
    event.insert(u"reportingComponent"_s, component);
    m_eventNames.insert(slot, ObjectMeta::name(m_sim->store().create(events(), event).object()));
}
