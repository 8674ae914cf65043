// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "scenario.h"

#include <QDateTime>
#include <QJsonArray>

namespace kube::sim {

namespace {
const QStringList appNames = {QStringLiteral("web"), QStringLiteral("api"), QStringLiteral("worker"), QStringLiteral("cache"),
                              QStringLiteral("ingest"), QStringLiteral("billing"), QStringLiteral("search"), QStringLiteral("auth")};

QJsonObject managedFieldsEntry(const QString &manager, const QString &operation, const QJsonObject &fields, const QString &subresource = {})
{
    QJsonObject entry{{QStringLiteral("manager"), manager}, {QStringLiteral("operation"), operation},
                      {QStringLiteral("apiVersion"), QStringLiteral("v1")}, {QStringLiteral("time"), Scenario::now()},
                      {QStringLiteral("fieldsType"), QStringLiteral("FieldsV1")}, {QStringLiteral("fieldsV1"), fields}};
    if (!subresource.isEmpty())
        entry.insert(QStringLiteral("subresource"), subresource);
    return entry;
}
} // namespace

Scenario::Scenario(const ScenarioOptions &options) : m_options(options), m_random(options.seed) {}

QString Scenario::now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

QJsonObject Scenario::namespaceObject(const QString &name) const
{
    return {{QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), name},
                                                     {QStringLiteral("labels"), QJsonObject{{QStringLiteral("kubernetes.io/metadata.name"), name}}}}},
            {QStringLiteral("spec"), QJsonObject{{QStringLiteral("finalizers"), QJsonArray{QStringLiteral("kubernetes")}}}},
            {QStringLiteral("status"), QJsonObject{{QStringLiteral("phase"), QStringLiteral("Active")}}}};
}

QJsonObject Scenario::nodeObject(const QString &name)
{
    const QString ip = QStringLiteral("10.0.0.%1").arg(m_nodes.size() + 2);
    QJsonArray conditions;
    for (const auto &[type, status] : {std::pair{"MemoryPressure", "False"}, {"DiskPressure", "False"}, {"PIDPressure", "False"}, {"Ready", "True"}})
        conditions.append(QJsonObject{{QStringLiteral("type"), QLatin1String(type)}, {QStringLiteral("status"), QLatin1String(status)},
                                      {QStringLiteral("lastHeartbeatTime"), now()}, {QStringLiteral("lastTransitionTime"), now()},
                                      {QStringLiteral("reason"), QStringLiteral("KubeletReady")}, {QStringLiteral("message"), QStringLiteral("kubelet is posting ready status")}});
    return {{QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), name},
                                                     {QStringLiteral("labels"), QJsonObject{{QStringLiteral("kubernetes.io/hostname"), name},
                                                                                            {QStringLiteral("kubernetes.io/os"), QStringLiteral("linux")},
                                                                                            {QStringLiteral("kubernetes.io/arch"), QStringLiteral("amd64")}}}}},
            {QStringLiteral("spec"), QJsonObject{{QStringLiteral("podCIDR"), QStringLiteral("10.244.%1.0/24").arg(m_nodes.size())}}},
            {QStringLiteral("status"), QJsonObject{{QStringLiteral("conditions"), conditions},
                                                   {QStringLiteral("addresses"), QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("InternalIP")}, {QStringLiteral("address"), ip}},
                                                                                            QJsonObject{{QStringLiteral("type"), QStringLiteral("Hostname")}, {QStringLiteral("address"), name}}}},
                                                   {QStringLiteral("capacity"), QJsonObject{{QStringLiteral("cpu"), QStringLiteral("8")}, {QStringLiteral("memory"), QStringLiteral("32Gi")}, {QStringLiteral("pods"), QStringLiteral("110")}}},
                                                   {QStringLiteral("nodeInfo"), QJsonObject{{QStringLiteral("kubeletVersion"), QStringLiteral("v1.32.4")},
                                                                                            {QStringLiteral("containerRuntimeVersion"), QStringLiteral("containerd://1.7.24")},
                                                                                            {QStringLiteral("osImage"), QStringLiteral("Debian GNU/Linux 12 (bookworm)")},
                                                                                            {QStringLiteral("kernelVersion"), QStringLiteral("6.1.0-28-amd64")}}}}}};
}

QJsonObject Scenario::podObject(const QString &ns, const QString &name, const QString &app, const QString &ownerName, const QString &ownerUid,
                                const QString &node, const QString &phase)
{
    const QString image = QStringLiteral("registry.example.com/%1:1.%2.%3").arg(app).arg(m_random.bounded(9)).arg(m_random.bounded(20));
    const bool running = phase == QLatin1String("Running");
    QJsonArray env;
    for (int i = 0; i < 4; ++i)
        env.append(QJsonObject{{QStringLiteral("name"), QStringLiteral("SETTING_%1").arg(i)}, {QStringLiteral("value"), QStringLiteral("value-%1-%2").arg(app).arg(i)}});
    env.append(QJsonObject{{QStringLiteral("name"), QStringLiteral("POD_NAME")},
                           {QStringLiteral("valueFrom"), QJsonObject{{QStringLiteral("fieldRef"), QJsonObject{{QStringLiteral("apiVersion"), QStringLiteral("v1")}, {QStringLiteral("fieldPath"), QStringLiteral("metadata.name")}}}}}});
    const QJsonObject resources{{QStringLiteral("requests"), QJsonObject{{QStringLiteral("cpu"), QStringLiteral("100m")}, {QStringLiteral("memory"), QStringLiteral("128Mi")}}},
                                {QStringLiteral("limits"), QJsonObject{{QStringLiteral("memory"), QStringLiteral("256Mi")}}}};
    QJsonArray containers{QJsonObject{{QStringLiteral("name"), app}, {QStringLiteral("image"), image},
                                      {QStringLiteral("ports"), QJsonArray{QJsonObject{{QStringLiteral("containerPort"), 8080}, {QStringLiteral("protocol"), QStringLiteral("TCP")}}}},
                                      {QStringLiteral("env"), env}, {QStringLiteral("resources"), resources},
                                      {QStringLiteral("volumeMounts"), QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("kube-api-access")}, {QStringLiteral("mountPath"), QStringLiteral("/var/run/secrets/kubernetes.io/serviceaccount")}, {QStringLiteral("readOnly"), true}}}},
                                      {QStringLiteral("terminationMessagePath"), QStringLiteral("/dev/termination-log")},
                                      {QStringLiteral("terminationMessagePolicy"), QStringLiteral("File")},
                                      {QStringLiteral("imagePullPolicy"), QStringLiteral("IfNotPresent")}},
                          QJsonObject{{QStringLiteral("name"), QStringLiteral("log-shipper")}, {QStringLiteral("image"), QStringLiteral("registry.example.com/fluent-bit:3.1")},
                                      {QStringLiteral("resources"), resources},
                                      {QStringLiteral("terminationMessagePath"), QStringLiteral("/dev/termination-log")},
                                      {QStringLiteral("terminationMessagePolicy"), QStringLiteral("File")},
                                      {QStringLiteral("imagePullPolicy"), QStringLiteral("IfNotPresent")}}};
    QJsonObject spec{{QStringLiteral("containers"), containers},
                     {QStringLiteral("volumes"), QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("kube-api-access")},
                                                                        {QStringLiteral("projected"), QJsonObject{{QStringLiteral("defaultMode"), 420},
                                                                                                                  {QStringLiteral("sources"), QJsonArray{QJsonObject{{QStringLiteral("serviceAccountToken"), QJsonObject{{QStringLiteral("expirationSeconds"), 3607}, {QStringLiteral("path"), QStringLiteral("token")}}}}}}}}}}},
                     {QStringLiteral("restartPolicy"), QStringLiteral("Always")}, {QStringLiteral("terminationGracePeriodSeconds"), 30},
                     {QStringLiteral("dnsPolicy"), QStringLiteral("ClusterFirst")}, {QStringLiteral("serviceAccountName"), QStringLiteral("default")},
                     {QStringLiteral("schedulerName"), QStringLiteral("default-scheduler")}, {QStringLiteral("priority"), 0},
                     {QStringLiteral("enableServiceLinks"), true}, {QStringLiteral("preemptionPolicy"), QStringLiteral("PreemptLowerPriority")}};
    if (!node.isEmpty())
        spec.insert(QStringLiteral("nodeName"), node);

    auto containerStatus = [&](const QString &name, const QString &img) {
        QJsonObject state;
        if (running)
            state = {{QStringLiteral("running"), QJsonObject{{QStringLiteral("startedAt"), now()}}}};
        else if (phase == QLatin1String("Pending"))
            state = {{QStringLiteral("waiting"), QJsonObject{{QStringLiteral("reason"), QStringLiteral("ContainerCreating")}}}};
        else
            state = {{QStringLiteral("terminated"), QJsonObject{{QStringLiteral("exitCode"), phase == QLatin1String("Succeeded") ? 0 : 1},
                                                                {QStringLiteral("reason"), phase == QLatin1String("Succeeded") ? QStringLiteral("Completed") : QStringLiteral("Error")},
                                                                {QStringLiteral("startedAt"), now()}, {QStringLiteral("finishedAt"), now()}}}};
        return QJsonObject{{QStringLiteral("name"), name}, {QStringLiteral("image"), img}, {QStringLiteral("imageID"), img + QStringLiteral("@sha256:") + QString(QStringLiteral("%1")).arg(m_random.generate64(), 16, 16, QLatin1Char('0')).repeated(4)},
                           {QStringLiteral("containerID"), QStringLiteral("containerd://%1").arg(m_random.generate64(), 16, 16, QLatin1Char('0')).repeated(1)},
                           {QStringLiteral("ready"), running}, {QStringLiteral("started"), running}, {QStringLiteral("restartCount"), 0}, {QStringLiteral("state"), state},
                           {QStringLiteral("lastState"), QJsonObject()}};
    };
    QJsonArray conditions;
    for (const char *type : {"PodReadyToStartContainers", "Initialized", "Ready", "ContainersReady", "PodScheduled"}) {
        const bool ok = running || QLatin1String(type) == QLatin1String("PodScheduled") || QLatin1String(type) == QLatin1String("Initialized");
        conditions.append(QJsonObject{{QStringLiteral("type"), QLatin1String(type)}, {QStringLiteral("status"), ok ? QStringLiteral("True") : QStringLiteral("False")},
                                      {QStringLiteral("lastProbeTime"), QJsonValue::Null}, {QStringLiteral("lastTransitionTime"), now()}});
    }
    QJsonObject status{{QStringLiteral("phase"), phase}, {QStringLiteral("conditions"), conditions}, {QStringLiteral("qosClass"), QStringLiteral("Burstable")}};
    if (!node.isEmpty()) {
        const int nodeIndex = m_nodes.indexOf(node);
        status.insert(QStringLiteral("hostIP"), QStringLiteral("10.0.0.%1").arg(nodeIndex + 2));
        status.insert(QStringLiteral("podIP"), QStringLiteral("10.244.%1.%2").arg(nodeIndex).arg(m_ipCounter++ % 250 + 2));
        status.insert(QStringLiteral("startTime"), now());
        status.insert(QStringLiteral("containerStatuses"), QJsonArray{containerStatus(app, image), containerStatus(QStringLiteral("log-shipper"), QStringLiteral("registry.example.com/fluent-bit:3.1"))});
    }
    const QJsonObject specFields{{QStringLiteral("f:containers"), QJsonObject{{QStringLiteral("k:{\"name\":\"%1\"}").arg(app), QJsonObject{{QStringLiteral("."), QJsonObject()}, {QStringLiteral("f:env"), QJsonObject()}, {QStringLiteral("f:image"), QJsonObject()}, {QStringLiteral("f:imagePullPolicy"), QJsonObject()}, {QStringLiteral("f:name"), QJsonObject()}, {QStringLiteral("f:ports"), QJsonObject()}, {QStringLiteral("f:resources"), QJsonObject()}, {QStringLiteral("f:terminationMessagePath"), QJsonObject()}, {QStringLiteral("f:terminationMessagePolicy"), QJsonObject()}}},
                                                                              {QStringLiteral("k:{\"name\":\"log-shipper\"}"), QJsonObject{{QStringLiteral("."), QJsonObject()}, {QStringLiteral("f:image"), QJsonObject()}, {QStringLiteral("f:name"), QJsonObject()}, {QStringLiteral("f:resources"), QJsonObject()}}}}},
                                 {QStringLiteral("f:dnsPolicy"), QJsonObject()}, {QStringLiteral("f:enableServiceLinks"), QJsonObject()}, {QStringLiteral("f:restartPolicy"), QJsonObject()},
                                 {QStringLiteral("f:schedulerName"), QJsonObject()}, {QStringLiteral("f:securityContext"), QJsonObject()}, {QStringLiteral("f:terminationGracePeriodSeconds"), QJsonObject()}};
    const QJsonArray managedFields{
        managedFieldsEntry(QStringLiteral("kube-controller-manager"), QStringLiteral("Update"),
                           {{QStringLiteral("f:metadata"), QJsonObject{{QStringLiteral("f:generateName"), QJsonObject()}, {QStringLiteral("f:labels"), QJsonObject{{QStringLiteral("."), QJsonObject()}, {QStringLiteral("f:app"), QJsonObject()}, {QStringLiteral("f:pod-template-hash"), QJsonObject()}}},
                                                                       {QStringLiteral("f:ownerReferences"), QJsonObject{{QStringLiteral("."), QJsonObject()}, {QStringLiteral("k:{\"uid\":\"%1\"}").arg(ownerUid), QJsonObject()}}}}},
                            {QStringLiteral("f:spec"), specFields}}),
        managedFieldsEntry(QStringLiteral("kubelet"), QStringLiteral("Update"),
                           {{QStringLiteral("f:status"), QJsonObject{{QStringLiteral("f:conditions"), QJsonObject{{QStringLiteral("k:{\"type\":\"ContainersReady\"}"), QJsonObject{{QStringLiteral("."), QJsonObject()}, {QStringLiteral("f:lastProbeTime"), QJsonObject()}, {QStringLiteral("f:lastTransitionTime"), QJsonObject()}, {QStringLiteral("f:status"), QJsonObject()}, {QStringLiteral("f:type"), QJsonObject()}}},
                                                                                                                {QStringLiteral("k:{\"type\":\"Ready\"}"), QJsonObject{{QStringLiteral("."), QJsonObject()}, {QStringLiteral("f:lastProbeTime"), QJsonObject()}, {QStringLiteral("f:lastTransitionTime"), QJsonObject()}, {QStringLiteral("f:status"), QJsonObject()}, {QStringLiteral("f:type"), QJsonObject()}}}}},
                                                                     {QStringLiteral("f:containerStatuses"), QJsonObject()}, {QStringLiteral("f:hostIP"), QJsonObject()}, {QStringLiteral("f:phase"), QJsonObject()},
                                                                     {QStringLiteral("f:podIP"), QJsonObject()}, {QStringLiteral("f:startTime"), QJsonObject()}}}},
                           QStringLiteral("status"))};
    QJsonObject metadata{{QStringLiteral("name"), name}, {QStringLiteral("namespace"), ns},
                         {QStringLiteral("labels"), QJsonObject{{QStringLiteral("app"), app}, {QStringLiteral("pod-template-hash"), ownerName.section(QLatin1Char('-'), -1)}}},
                         {QStringLiteral("managedFields"), managedFields}};
    if (!ownerName.isEmpty()) {
        metadata.insert(QStringLiteral("generateName"), ownerName + QLatin1Char('-'));
        metadata.insert(QStringLiteral("ownerReferences"), QJsonArray{QJsonObject{{QStringLiteral("apiVersion"), QStringLiteral("apps/v1")}, {QStringLiteral("kind"), QStringLiteral("ReplicaSet")},
                                                                                  {QStringLiteral("name"), ownerName}, {QStringLiteral("uid"), ownerUid},
                                                                                  {QStringLiteral("controller"), true}, {QStringLiteral("blockOwnerDeletion"), true}}});
    }
    return {{QStringLiteral("metadata"), metadata}, {QStringLiteral("spec"), spec}, {QStringLiteral("status"), status}};
}

QJsonObject Scenario::eventObject(const QString &ns, const QJsonObject &involved, const QString &type, const QString &reason, const QString &message)
{
    const QJsonObject involvedMeta = involved.value(QLatin1String("metadata")).toObject();
    const QString name = QStringLiteral("%1.%2").arg(involvedMeta.value(QLatin1String("name")).toString()).arg(m_random.generate64() & 0xffffffffffffULL, 0, 16);
    return {{QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), name}, {QStringLiteral("namespace"), ns}}},
            {QStringLiteral("involvedObject"), QJsonObject{{QStringLiteral("kind"), involved.value(QLatin1String("kind")).toString(QStringLiteral("Pod"))},
                                                           {QStringLiteral("namespace"), ns}, {QStringLiteral("name"), involvedMeta.value(QLatin1String("name"))},
                                                           {QStringLiteral("uid"), involvedMeta.value(QLatin1String("uid"))},
                                                           {QStringLiteral("apiVersion"), QStringLiteral("v1")}}},
            {QStringLiteral("reason"), reason}, {QStringLiteral("message"), message}, {QStringLiteral("type"), type},
            {QStringLiteral("source"), QJsonObject{{QStringLiteral("component"), QStringLiteral("kubelet")}}},
            {QStringLiteral("firstTimestamp"), now()}, {QStringLiteral("lastTimestamp"), now()}, {QStringLiteral("count"), 1},
            {QStringLiteral("reportingComponent"), QStringLiteral("kubelet")}};
}

void Scenario::seed(ObjectStore &store, CrdRegistry &crds)
{
    const ResourceType *nsType = ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("namespaces"));
    const ResourceType *nodeType = ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("nodes"));
    const ResourceType *podType = ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("pods"));
    const ResourceType *eventType = ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("events"));
    const ResourceType *deployType = ResourceType::find(QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("deployments"));
    const ResourceType *rsType = ResourceType::find(QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("replicasets"));

    m_namespaces = {QStringLiteral("default"), QStringLiteral("kube-system")};
    for (int i = 0; m_namespaces.size() < std::max(2, m_options.namespaces); ++i)
        m_namespaces.append(QStringLiteral("team-%1").arg(i, 2, 10, QLatin1Char('0')));
    for (const QString &ns : std::as_const(m_namespaces))
        store.create(*nsType, namespaceObject(ns));
    for (int i = 0; i < m_options.nodes; ++i) {
        const QString name = QStringLiteral("node-%1").arg(i, 2, 10, QLatin1Char('0'));
        store.create(*nodeType, nodeObject(name));
        m_nodes.append(name);
    }
    // Deployments of up to 10 replicas each, spread over namespaces, until the pod count is reached.
    int podsLeft = m_options.pods;
    int deployment = 0;
    QList<StoredObject> createdPods;
    while (podsLeft > 0) {
        const QString ns = m_namespaces.at(deployment % m_namespaces.size());
        const QString app = appNames.at(deployment % appNames.size()) + (deployment >= appNames.size() ? QString::number(deployment / appNames.size()) : QString());
        const int replicas = std::min(podsLeft, 1 + int(m_random.bounded(10)));
        const QString hash = QStringLiteral("%1").arg(m_random.generate() & 0xfffffff, 7, 36, QLatin1Char('0')).left(10);
        const QJsonObject labels{{QStringLiteral("app"), app}};
        const QJsonObject deploy = store.create(*deployType, {{QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), app}, {QStringLiteral("namespace"), ns}, {QStringLiteral("labels"), labels}}},
                                                              {QStringLiteral("spec"), QJsonObject{{QStringLiteral("replicas"), replicas}, {QStringLiteral("selector"), QJsonObject{{QStringLiteral("matchLabels"), labels}}}}},
                                                              {QStringLiteral("status"), QJsonObject{{QStringLiteral("replicas"), replicas}, {QStringLiteral("readyReplicas"), replicas}, {QStringLiteral("availableReplicas"), replicas}, {QStringLiteral("updatedReplicas"), replicas}}}}).object();
        const QString rsName = app + QLatin1Char('-') + hash;
        const QJsonObject deployMeta = deploy.value(QLatin1String("metadata")).toObject();
        const QJsonObject rs = store.create(*rsType, {{QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), rsName}, {QStringLiteral("namespace"), ns}, {QStringLiteral("labels"), labels},
                                                                                            {QStringLiteral("ownerReferences"), QJsonArray{QJsonObject{{QStringLiteral("apiVersion"), QStringLiteral("apps/v1")}, {QStringLiteral("kind"), QStringLiteral("Deployment")}, {QStringLiteral("name"), app}, {QStringLiteral("uid"), deployMeta.value(QLatin1String("uid"))}, {QStringLiteral("controller"), true}}}}}},
                                                      {QStringLiteral("spec"), QJsonObject{{QStringLiteral("replicas"), replicas}}},
                                                      {QStringLiteral("status"), QJsonObject{{QStringLiteral("replicas"), replicas}, {QStringLiteral("readyReplicas"), replicas}, {QStringLiteral("availableReplicas"), replicas}}}}).object();
        const QString rsUid = rs.value(QLatin1String("metadata")).toObject().value(QLatin1String("uid")).toString();
        for (int r = 0; r < replicas; ++r) {
            const QString podName = QStringLiteral("%1-%2").arg(rsName).arg(QString::number(m_random.generate() & 0xffffff, 36).rightJustified(5, QLatin1Char('x')).right(5));
            const QString node = m_nodes.isEmpty() ? QString() : m_nodes.at(int(m_random.bounded(qint32(m_nodes.size()))));
            const quint32 roll = m_random.bounded(100);
            const QString phase = roll < 90 ? QStringLiteral("Running") : roll < 96 ? QStringLiteral("Pending") : QStringLiteral("Succeeded");
            createdPods.append(store.create(*podType, podObject(ns, podName, app, rsName, rsUid, node, phase)));
        }
        podsLeft -= replicas;
        ++deployment;
    }
    for (int i = 0; i < m_options.events && !createdPods.isEmpty(); ++i) {
        const QJsonObject pod = createdPods.at(int(m_random.bounded(qint32(createdPods.size())))).object();
        const QString ns = pod.value(QLatin1String("metadata")).toObject().value(QLatin1String("namespace")).toString();
        const bool warning = m_random.bounded(5) == 0;
        store.create(*eventType, warning ? eventObject(ns, pod, QStringLiteral("Warning"), QStringLiteral("BackOff"), QStringLiteral("Back-off restarting failed container"))
                                         : eventObject(ns, pod, QStringLiteral("Normal"), QStringLiteral("Started"), QStringLiteral("Started container")));
    }
}

} // namespace kube::sim
