// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "scenario.h"

#include "apidefaults.h"
#include "controllers/controllerhistory.h"
#include "controllers/cronjobcontroller.h"
#include "controllers/podtemplate.h"
#include "objectmeta.h"

#include <QDateTime>
#include <QJsonArray>
#include <QUuid>

namespace kube::sim {

namespace {
const QStringList appNames = {QStringLiteral("web"),    QStringLiteral("api"),    QStringLiteral("worker"),
                              QStringLiteral("cache"),  QStringLiteral("ingest"), QStringLiteral("billing"),
                              QStringLiteral("search"), QStringLiteral("auth")};

QJsonObject managedFieldsEntry(const QString &manager, const QString &operation, const QJsonObject &fields,
                               const QString &subresource = {})
{
    QJsonObject entry{{QStringLiteral("manager"), manager},
                      {QStringLiteral("operation"), operation},
                      {QStringLiteral("apiVersion"), QStringLiteral("v1")},
                      {QStringLiteral("time"), Scenario::now()},
                      {QStringLiteral("fieldsType"), QStringLiteral("FieldsV1")},
                      {QStringLiteral("fieldsV1"), fields}};
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
    return {{QStringLiteral("metadata"),
             QJsonObject{{QStringLiteral("name"), name},
                         {QStringLiteral("labels"),
                          QJsonObject{{QStringLiteral("kubernetes.io/metadata.name"), name}}}}},
            {QStringLiteral("spec"),
             QJsonObject{{QStringLiteral("finalizers"), QJsonArray{QStringLiteral("kubernetes")}}}},
            {QStringLiteral("status"), QJsonObject{{QStringLiteral("phase"), QStringLiteral("Active")}}}};
}

QJsonObject Scenario::nodeObject(const QString &name)
{
    using namespace Qt::StringLiterals;
    // What a kubelet on an 8-core, 32 GiB machine with a 100 GiB disk reports (a kubeadm cluster, as the live
    // recordings in tests/data show): capacity in the units the kubelet reads them in, allocatable below it
    // by what is reserved for the system and the kubelet and by the eviction thresholds
    // (memory.available<100Mi, nodefs.available<10%).
    constexpr qint64 memoryKi = 32'863'372;
    constexpr qint64 reservedMemoryKi = 512 * 1024 + 100 * 1024;
    constexpr qint64 diskKi = 102'626'232;
    const qint64 allocatableDiskBytes = diskKi * 1024 / 10 * 9;
    const int index = int(m_nodes.size());
    const QString ip = u"10.0.0.%1"_s.arg(index + 2);
    const QString since = m_seededAt.isValid() ? ago(clusterAgeSeconds) : now();
    QJsonArray conditions;
    for (const auto &[type, status, reason, message] :
         {std::tuple{"MemoryPressure", "False", "KubeletHasSufficientMemory",
                     "kubelet has sufficient memory available"},
          {"DiskPressure", "False", "KubeletHasNoDiskPressure", "kubelet has no disk pressure"},
          {"PIDPressure", "False", "KubeletHasSufficientPID", "kubelet has sufficient PID available"},
          {"Ready", "True", "KubeletReady", "kubelet is posting ready status"}})
        conditions.append(QJsonObject{{u"type"_s, QLatin1String(type)},
                                      {u"status"_s, QLatin1String(status)},
                                      {u"lastHeartbeatTime"_s, now()},
                                      {u"lastTransitionTime"_s, since},
                                      {u"reason"_s, QLatin1String(reason)},
                                      {u"message"_s, QLatin1String(message)}});
    // Stable per node: the same cluster seeded twice has the same machines.
    const auto hexOf = [&](int field) {
        return u"%1"_s.arg(quint32(qHash(name, size_t(field))), 8, 16, QLatin1Char('0'));
    };
    const QString machineId = hexOf(1) + hexOf(2) + hexOf(3) + hexOf(4);
    const QString systemUuid = u"%1-%2-%3-%4-%5"_s.arg(hexOf(5), hexOf(6).left(4), hexOf(6).right(4),
                                                       hexOf(7).left(4), hexOf(7).right(4) + hexOf(8));
    const QString bootId = u"%1-%2-%3-%4-%5"_s.arg(hexOf(9), hexOf(10).left(4), hexOf(10).right(4),
                                                   hexOf(11).left(4), hexOf(11).right(4) + hexOf(12));
    QJsonArray images;
    for (const auto &[image, bytes] : {std::pair{"registry.k8s.io/kube-proxy:v1.32.4", 30'876'543},
                                       {"registry.example.com/fluent-bit:3.1", 41'220'118},
                                       {"registry.k8s.io/pause:3.10", 320'368}})
        images.append(QJsonObject{{u"names"_s, QJsonArray{QLatin1String(image)}}, {u"sizeBytes"_s, bytes}});
    const QString zone = u"zone-%1"_s.arg(QChar(u'a' + index % 3));
    const QJsonObject capacity{{u"cpu"_s, u"8"_s},
                               {u"ephemeral-storage"_s, u"%1Ki"_s.arg(diskKi)},
                               {u"hugepages-1Gi"_s, u"0"_s},
                               {u"hugepages-2Mi"_s, u"0"_s},
                               {u"memory"_s, u"%1Ki"_s.arg(memoryKi)},
                               {u"pods"_s, u"110"_s}};
    const QJsonObject allocatable{{u"cpu"_s, u"7800m"_s},
                                  {u"ephemeral-storage"_s, QString::number(allocatableDiskBytes)},
                                  {u"hugepages-1Gi"_s, u"0"_s},
                                  {u"hugepages-2Mi"_s, u"0"_s},
                                  {u"memory"_s, u"%1Ki"_s.arg(memoryKi - reservedMemoryKi)},
                                  {u"pods"_s, u"110"_s}};
    return {{u"metadata"_s,
             QJsonObject{
                 {u"name"_s, name},
                 {u"labels"_s, QJsonObject{{u"beta.kubernetes.io/arch"_s, u"amd64"_s},
                                           {u"beta.kubernetes.io/os"_s, u"linux"_s},
                                           {u"kubernetes.io/arch"_s, u"amd64"_s},
                                           {u"kubernetes.io/hostname"_s, name},
                                           {u"kubernetes.io/os"_s, u"linux"_s},
                                           {u"node-role.kubernetes.io/worker"_s, QString()},
                                           {u"topology.kubernetes.io/zone"_s, zone}}},
                 {u"annotations"_s,
                  QJsonObject{{u"kubeadm.alpha.kubernetes.io/cri-socket"_s,
                               u"unix:///run/containerd/containerd.sock"_s},
                              {u"node.alpha.kubernetes.io/ttl"_s, u"0"_s},
                              {u"volumes.kubernetes.io/controller-managed-attach-detach"_s, u"true"_s}}}}},
            {u"spec"_s, QJsonObject{{u"podCIDR"_s, u"10.244.%1.0/24"_s.arg(index)},
                                    {u"podCIDRs"_s, QJsonArray{u"10.244.%1.0/24"_s.arg(index)}}}},
            {u"status"_s,
             QJsonObject{
                 {u"capacity"_s, capacity},
                 {u"allocatable"_s, allocatable},
                 {u"conditions"_s, conditions},
                 {u"addresses"_s, QJsonArray{QJsonObject{{u"type"_s, u"InternalIP"_s}, {u"address"_s, ip}},
                                             QJsonObject{{u"type"_s, u"Hostname"_s}, {u"address"_s, name}}}},
                 {u"daemonEndpoints"_s, QJsonObject{{u"kubeletEndpoint"_s, QJsonObject{{u"Port"_s, 10250}}}}},
                 {u"nodeInfo"_s, QJsonObject{{u"machineID"_s, machineId},
                                             {u"systemUUID"_s, systemUuid},
                                             {u"bootID"_s, bootId},
                                             {u"kernelVersion"_s, u"6.1.0-28-amd64"_s},
                                             {u"osImage"_s, u"Debian GNU/Linux 12 (bookworm)"_s},
                                             {u"containerRuntimeVersion"_s, u"containerd://1.7.24"_s},
                                             {u"kubeletVersion"_s, u"v1.32.4"_s},
                                             {u"kubeProxyVersion"_s, u"v1.32.4"_s},
                                             {u"operatingSystem"_s, u"linux"_s},
                                             {u"architecture"_s, u"amd64"_s}}},
                 {u"images"_s, images}}}};
}

QJsonObject Scenario::podSpec(const QString &app, const QString &image) const
{
    QJsonArray env;
    for (int i = 0; i < 4; ++i)
        env.append(QJsonObject{{QStringLiteral("name"), QStringLiteral("SETTING_%1").arg(i)},
                               {QStringLiteral("value"), QStringLiteral("value-%1-%2").arg(app).arg(i)}});
    env.append(QJsonObject{
        {QStringLiteral("name"), QStringLiteral("POD_NAME")},
        {QStringLiteral("valueFrom"),
         QJsonObject{{QStringLiteral("fieldRef"),
                      QJsonObject{{QStringLiteral("apiVersion"), QStringLiteral("v1")},
                                  {QStringLiteral("fieldPath"), QStringLiteral("metadata.name")}}}}}});
    const QJsonObject resources{
        {QStringLiteral("requests"), QJsonObject{{QStringLiteral("cpu"), QStringLiteral("100m")},
                                                 {QStringLiteral("memory"), QStringLiteral("128Mi")}}},
        {QStringLiteral("limits"), QJsonObject{{QStringLiteral("memory"), QStringLiteral("256Mi")}}}};
    QJsonArray containers{
        QJsonObject{{QStringLiteral("name"), app},
                    {QStringLiteral("image"), image},
                    {QStringLiteral("ports"),
                     // 80 answers HTTP through a port-forward (kubesim's pod ports); 8080 is what the
                     // scenario's Services target.
                     QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("http")},
                                            {QStringLiteral("containerPort"), 80},
                                            {QStringLiteral("protocol"), QStringLiteral("TCP")}},
                                QJsonObject{{QStringLiteral("containerPort"), 8080},
                                            {QStringLiteral("protocol"), QStringLiteral("TCP")}}}},
                    {QStringLiteral("env"), env},
                    {QStringLiteral("resources"), resources},
                    {QStringLiteral("volumeMounts"),
                     QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("kube-api-access")},
                                            {QStringLiteral("mountPath"),
                                             QStringLiteral("/var/run/secrets/kubernetes.io/serviceaccount")},
                                            {QStringLiteral("readOnly"), true}}}},
                    {QStringLiteral("terminationMessagePath"), QStringLiteral("/dev/termination-log")},
                    {QStringLiteral("terminationMessagePolicy"), QStringLiteral("File")},
                    {QStringLiteral("imagePullPolicy"), QStringLiteral("IfNotPresent")}},
        QJsonObject{{QStringLiteral("name"), QStringLiteral("log-shipper")},
                    {QStringLiteral("image"), QStringLiteral("registry.example.com/fluent-bit:3.1")},
                    {QStringLiteral("resources"), resources},
                    {QStringLiteral("terminationMessagePath"), QStringLiteral("/dev/termination-log")},
                    {QStringLiteral("terminationMessagePolicy"), QStringLiteral("File")},
                    {QStringLiteral("imagePullPolicy"), QStringLiteral("IfNotPresent")}}};
    const QJsonObject spec{
        {QStringLiteral("containers"), containers},
        {QStringLiteral("volumes"),
         QJsonArray{QJsonObject{
             {QStringLiteral("name"), QStringLiteral("kube-api-access")},
             {QStringLiteral("projected"),
              QJsonObject{{QStringLiteral("defaultMode"), 420},
                          {QStringLiteral("sources"),
                           QJsonArray{QJsonObject{
                               {QStringLiteral("serviceAccountToken"),
                                QJsonObject{{QStringLiteral("expirationSeconds"), 3607},
                                            {QStringLiteral("path"), QStringLiteral("token")}}}}}}}}}}},
        {QStringLiteral("restartPolicy"), QStringLiteral("Always")},
        {QStringLiteral("terminationGracePeriodSeconds"), 30},
        {QStringLiteral("dnsPolicy"), QStringLiteral("ClusterFirst")},
        {QStringLiteral("serviceAccountName"), QStringLiteral("default")},
        {QStringLiteral("schedulerName"), QStringLiteral("default-scheduler")},
        {QStringLiteral("priority"), 0},
        {QStringLiteral("enableServiceLinks"), true},
        {QStringLiteral("preemptionPolicy"), QStringLiteral("PreemptLowerPriority")}};
    return PodTemplate::withSpecDefaults(spec);
}

QJsonObject Scenario::podObject(const QString &ns, const QString &name, const QString &app,
                                const QString &ownerName, const QString &ownerUid, const QString &node,
                                const QString &phase, const QString &givenImage)
{
    const QString image = givenImage.isEmpty() ? QStringLiteral("registry.example.com/%1:1.%2.%3")
                                                     .arg(app)
                                                     .arg(m_random.bounded(9))
                                                     .arg(m_random.bounded(20))
                                               : givenImage;
    const bool running = phase == QLatin1String("Running");
    // A Deployment's pods share one spec: built once, not per pod (100k pods seed noticeably faster).
    const QString specKey = app + QLatin1Char('\n') + image;
    if (m_lastSpec.first != specKey)
        m_lastSpec = {specKey, podSpec(app, image)};
    QJsonObject spec = m_lastSpec.second;
    if (!node.isEmpty())
        spec.insert(QStringLiteral("nodeName"), node);

    auto containerStatus = [&](const QString &name, const QString &img) {
        QJsonObject state;
        if (running)
            state = {{QStringLiteral("running"), QJsonObject{{QStringLiteral("startedAt"), now()}}}};
        else if (phase == QLatin1String("Pending"))
            state = {{QStringLiteral("waiting"),
                      QJsonObject{{QStringLiteral("reason"), QStringLiteral("ContainerCreating")}}}};
        else
            state = {{QStringLiteral("terminated"),
                      QJsonObject{{QStringLiteral("exitCode"), phase == QLatin1String("Succeeded") ? 0 : 1},
                                  {QStringLiteral("reason"), phase == QLatin1String("Succeeded")
                                                                 ? QStringLiteral("Completed")
                                                                 : QStringLiteral("Error")},
                                  {QStringLiteral("startedAt"), now()},
                                  {QStringLiteral("finishedAt"), now()}}}};
        return QJsonObject{
            {QStringLiteral("name"), name},
            {QStringLiteral("image"), img},
            {QStringLiteral("imageID"), img + QStringLiteral("@sha256:") +
                                            QString(QStringLiteral("%1"))
                                                .arg(m_random.generate64(), 16, 16, QLatin1Char('0'))
                                                .repeated(4)},
            {QStringLiteral("containerID"), QStringLiteral("containerd://%1")
                                                .arg(m_random.generate64(), 16, 16, QLatin1Char('0'))
                                                .repeated(1)},
            {QStringLiteral("ready"), running},
            {QStringLiteral("started"), running},
            {QStringLiteral("restartCount"), 0},
            {QStringLiteral("state"), state},
            {QStringLiteral("lastState"), QJsonObject()}};
    };
    QJsonArray conditions;
    for (const char *type :
         {"PodReadyToStartContainers", "Initialized", "Ready", "ContainersReady", "PodScheduled"}) {
        const bool ok = running || QLatin1String(type) == QLatin1String("PodScheduled") ||
                        QLatin1String(type) == QLatin1String("Initialized");
        conditions.append(
            QJsonObject{{QStringLiteral("type"), QLatin1String(type)},
                        {QStringLiteral("status"), ok ? QStringLiteral("True") : QStringLiteral("False")},
                        {QStringLiteral("lastProbeTime"), QJsonValue::Null},
                        {QStringLiteral("lastTransitionTime"), now()}});
    }
    QJsonObject status{{QStringLiteral("phase"), phase},
                       {QStringLiteral("conditions"), conditions},
                       {QStringLiteral("qosClass"), QStringLiteral("Burstable")}};
    if (!node.isEmpty()) {
        const int nodeIndex = m_nodes.indexOf(node);
        status.insert(QStringLiteral("hostIP"), QStringLiteral("10.0.0.%1").arg(nodeIndex + 2));
        const QString podIp = QStringLiteral("10.244.%1.%2").arg(nodeIndex).arg(m_ipCounter++ % 250 + 2);
        status.insert(QStringLiteral("podIP"), podIp);
        status.insert(QStringLiteral("podIPs"), QJsonArray{QJsonObject{{QStringLiteral("ip"), podIp}}});
        status.insert(QStringLiteral("startTime"), now());
        status.insert(QStringLiteral("containerStatuses"),
                      QJsonArray{containerStatus(app, image),
                                 containerStatus(QStringLiteral("log-shipper"),
                                                 QStringLiteral("registry.example.com/fluent-bit:3.1"))});
    }
    const QJsonObject specFields{
        {QStringLiteral("f:containers"),
         QJsonObject{{QStringLiteral("k:{\"name\":\"%1\"}").arg(app),
                      QJsonObject{{QStringLiteral("."), QJsonObject()},
                                  {QStringLiteral("f:env"), QJsonObject()},
                                  {QStringLiteral("f:image"), QJsonObject()},
                                  {QStringLiteral("f:imagePullPolicy"), QJsonObject()},
                                  {QStringLiteral("f:name"), QJsonObject()},
                                  {QStringLiteral("f:ports"), QJsonObject()},
                                  {QStringLiteral("f:resources"), QJsonObject()},
                                  {QStringLiteral("f:terminationMessagePath"), QJsonObject()},
                                  {QStringLiteral("f:terminationMessagePolicy"), QJsonObject()}}},
                     {QStringLiteral("k:{\"name\":\"log-shipper\"}"),
                      QJsonObject{{QStringLiteral("."), QJsonObject()},
                                  {QStringLiteral("f:image"), QJsonObject()},
                                  {QStringLiteral("f:name"), QJsonObject()},
                                  {QStringLiteral("f:resources"), QJsonObject()}}}}},
        {QStringLiteral("f:dnsPolicy"), QJsonObject()},
        {QStringLiteral("f:enableServiceLinks"), QJsonObject()},
        {QStringLiteral("f:restartPolicy"), QJsonObject()},
        {QStringLiteral("f:schedulerName"), QJsonObject()},
        {QStringLiteral("f:securityContext"), QJsonObject()},
        {QStringLiteral("f:terminationGracePeriodSeconds"), QJsonObject()}};
    const QJsonArray managedFields{
        managedFieldsEntry(
            QStringLiteral("kube-controller-manager"), QStringLiteral("Update"),
            {{QStringLiteral("f:metadata"),
              QJsonObject{
                  {QStringLiteral("f:generateName"), QJsonObject()},
                  {QStringLiteral("f:labels"),
                   QJsonObject{{QStringLiteral("."), QJsonObject()},
                               {QStringLiteral("f:app"), QJsonObject()},
                               {QStringLiteral("f:pod-template-hash"), QJsonObject()}}},
                  {QStringLiteral("f:ownerReferences"),
                   QJsonObject{{QStringLiteral("."), QJsonObject()},
                               {QStringLiteral("k:{\"uid\":\"%1\"}").arg(ownerUid), QJsonObject()}}}}},
             {QStringLiteral("f:spec"), specFields}}),
        managedFieldsEntry(
            QStringLiteral("kubelet"), QStringLiteral("Update"),
            {{QStringLiteral("f:status"),
              QJsonObject{{QStringLiteral("f:conditions"),
                           QJsonObject{{QStringLiteral("k:{\"type\":\"ContainersReady\"}"),
                                        QJsonObject{{QStringLiteral("."), QJsonObject()},
                                                    {QStringLiteral("f:lastProbeTime"), QJsonObject()},
                                                    {QStringLiteral("f:lastTransitionTime"), QJsonObject()},
                                                    {QStringLiteral("f:status"), QJsonObject()},
                                                    {QStringLiteral("f:type"), QJsonObject()}}},
                                       {QStringLiteral("k:{\"type\":\"Ready\"}"),
                                        QJsonObject{{QStringLiteral("."), QJsonObject()},
                                                    {QStringLiteral("f:lastProbeTime"), QJsonObject()},
                                                    {QStringLiteral("f:lastTransitionTime"), QJsonObject()},
                                                    {QStringLiteral("f:status"), QJsonObject()},
                                                    {QStringLiteral("f:type"), QJsonObject()}}}}},
                          {QStringLiteral("f:containerStatuses"), QJsonObject()},
                          {QStringLiteral("f:hostIP"), QJsonObject()},
                          {QStringLiteral("f:phase"), QJsonObject()},
                          {QStringLiteral("f:podIP"), QJsonObject()},
                          {QStringLiteral("f:startTime"), QJsonObject()}}}},
            QStringLiteral("status"))};
    QJsonObject metadata{{QStringLiteral("name"), name},
                         {QStringLiteral("namespace"), ns},
                         {QStringLiteral("labels"), QJsonObject{{QStringLiteral("app"), app},
                                                                {QStringLiteral("pod-template-hash"),
                                                                 ownerName.section(QLatin1Char('-'), -1)}}},
                         {QStringLiteral("managedFields"), managedFields}};
    if (!ownerName.isEmpty()) {
        metadata.insert(QStringLiteral("generateName"), ownerName + QLatin1Char('-'));
        metadata.insert(QStringLiteral("ownerReferences"),
                        QJsonArray{QJsonObject{{QStringLiteral("apiVersion"), QStringLiteral("apps/v1")},
                                               {QStringLiteral("kind"), QStringLiteral("ReplicaSet")},
                                               {QStringLiteral("name"), ownerName},
                                               {QStringLiteral("uid"), ownerUid},
                                               {QStringLiteral("controller"), true},
                                               {QStringLiteral("blockOwnerDeletion"), true}}});
    }
    return {{QStringLiteral("metadata"), metadata},
            {QStringLiteral("spec"), spec},
            {QStringLiteral("status"), status}};
}

QJsonObject Scenario::eventObject(const QString &ns, const QJsonObject &involved, const QString &type,
                                  const QString &reason, const QString &message)
{
    const QJsonObject involvedMeta = involved.value(QLatin1String("metadata")).toObject();
    const QString name = QStringLiteral("%1.%2")
                             .arg(involvedMeta.value(QLatin1String("name")).toString())
                             .arg(m_random.generate64() & 0xffffffffffffULL, 0, 16);
    const QString stamp = QDateTime::currentDateTimeUtc().addSecs(m_eventClockOffset).toString(Qt::ISODate);
    return {{QStringLiteral("metadata"),
             QJsonObject{{QStringLiteral("name"), name}, {QStringLiteral("namespace"), ns}}},
            {QStringLiteral("involvedObject"),
             QJsonObject{{QStringLiteral("kind"),
                          involved.value(QLatin1String("kind")).toString(QStringLiteral("Pod"))},
                         {QStringLiteral("namespace"), ns},
                         {QStringLiteral("name"), involvedMeta.value(QLatin1String("name"))},
                         {QStringLiteral("uid"), involvedMeta.value(QLatin1String("uid"))},
                         {QStringLiteral("apiVersion"), QStringLiteral("v1")}}},
            {QStringLiteral("reason"), reason},
            {QStringLiteral("message"), message},
            {QStringLiteral("type"), type},
            {QStringLiteral("source"), QJsonObject{{QStringLiteral("component"), QStringLiteral("kubelet")}}},
            {QStringLiteral("firstTimestamp"), stamp},
            {QStringLiteral("lastTimestamp"), stamp},
            {QStringLiteral("count"), 1},
            {QStringLiteral("reportingComponent"), QStringLiteral("kubelet")}};
}

QString Scenario::ago(qint64 seconds) const
{
    return m_seededAt.addSecs(-seconds).toString(Qt::ISODate);
}

StoredObject Scenario::add(ObjectStore &store, const char *group, const char *resource, QJsonObject object,
                           qint64 ageSeconds)
{
    QJsonObject metadata = object.value(QLatin1String("metadata")).toObject();
    const QString created = ago(ageSeconds);
    metadata.insert(QStringLiteral("creationTimestamp"), created);
    object.insert(QStringLiteral("metadata"), metadata);
    // A running pod started when it was made (a few seconds later), not when kubesim seeded it.
    QJsonObject status = object.value(QLatin1String("status")).toObject();
    if (status.contains(QLatin1String("startTime"))) {
        const QString started = ago(ageSeconds - podStartSeconds);
        status.insert(QStringLiteral("startTime"), created);
        QJsonArray containers = status.value(QLatin1String("containerStatuses")).toArray();
        for (qsizetype i = 0; i < containers.size(); ++i) {
            QJsonObject container = containers.at(i).toObject();
            QJsonObject state = container.value(QLatin1String("state")).toObject();
            if (state.contains(QLatin1String("running"))) {
                state.insert(QStringLiteral("running"), QJsonObject{{QStringLiteral("startedAt"), started}});
                container.insert(QStringLiteral("state"), state);
                containers.replace(i, container);
            }
        }
        status.insert(QStringLiteral("containerStatuses"), containers);
        object.insert(QStringLiteral("status"), status);
    }
    return store.create(ResourceType::builtin(QLatin1String(group), QLatin1String(resource)), object);
}

void Scenario::seed(ObjectStore &store, CrdRegistry &crds)
{
    m_seededAt = QDateTime::currentDateTimeUtc();
    m_namespaces = {QStringLiteral("default"), QStringLiteral("kube-system")};
    for (int i = 0; m_namespaces.size() < std::max(2, m_options.namespaces); ++i)
        m_namespaces.append(QStringLiteral("team-%1").arg(i, 2, 10, QLatin1Char('0')));
    for (const QString &ns : std::as_const(m_namespaces))
        add(store, "", "namespaces", namespaceObject(ns), clusterAgeSeconds);
    for (int i = 0; i < m_options.nodes; ++i) {
        const QString name = QStringLiteral("node-%1").arg(i, 2, 10, QLatin1Char('0'));
        add(store, "", "nodes", nodeObject(name), clusterAgeSeconds);
        m_nodes.append(name);
    }
    seedClusterObjects(store, crds);
    for (const QString &ns : std::as_const(m_namespaces))
        seedNamespaceObjects(store, ns);
    seedWorkloads(store);
    seedEvents(store);
    // What the seeding steps shared is not needed once the cluster stands.
    m_deployments.clear();
    m_failingPods.clear();
    m_runningPods.clear();
}

void Scenario::seedClusterObjects(ObjectStore &store, CrdRegistry &crds)
{
    using namespace Qt::StringLiterals;
    const qint64 age = clusterAgeSeconds;
    for (const auto &[name, value, description] :
         {std::tuple{"system-cluster-critical", 2000000000,
                     "Used for system critical pods that must run in the cluster, but can be moved to "
                     "another node if necessary."},
          {"system-node-critical", 2000001000,
           "Used for system critical pods that must not be moved from their current node."},
          {"high-priority", 100000, "Latency-sensitive services."}})
        add(store, "scheduling.k8s.io", "priorityclasses",
            {{u"metadata"_s, QJsonObject{{u"name"_s, QLatin1String(name)}}},
             {u"value"_s, value},
             {u"globalDefault"_s, false},
             {u"preemptionPolicy"_s, u"PreemptLowerPriority"_s},
             {u"description"_s, QLatin1String(description)}},
            age);
    add(store, "storage.k8s.io", "storageclasses",
        {{u"metadata"_s,
          QJsonObject{{u"name"_s, u"standard"_s},
                      {u"annotations"_s,
                       QJsonObject{{u"storageclass.kubernetes.io/is-default-class"_s, u"true"_s}}}}},
         {u"provisioner"_s, u"rancher.io/local-path"_s},
         {u"reclaimPolicy"_s, u"Delete"_s},
         {u"volumeBindingMode"_s, u"WaitForFirstConsumer"_s}},
        age);
    add(store, "networking.k8s.io", "ingressclasses",
        {{u"metadata"_s,
          QJsonObject{{u"name"_s, u"nginx"_s},
                      {u"annotations"_s,
                       QJsonObject{{u"ingressclass.kubernetes.io/is-default-class"_s, u"true"_s}}}}},
         {u"spec"_s, QJsonObject{{u"controller"_s, u"k8s.io/ingress-nginx"_s}}}},
        age);
    const QJsonObject allRule{{u"apiGroups"_s, QJsonArray{u"*"_s}},
                              {u"resources"_s, QJsonArray{u"*"_s}},
                              {u"verbs"_s, QJsonArray{u"*"_s}}};
    const QJsonObject readRule{
        {u"apiGroups"_s, QJsonArray{u""_s, u"apps"_s, u"batch"_s}},
        {u"resources"_s, QJsonArray{u"pods"_s, u"deployments"_s, u"jobs"_s, u"services"_s}},
        {u"verbs"_s, QJsonArray{u"get"_s, u"list"_s, u"watch"_s}}};
    for (const auto &[name, rule] :
         {std::pair{"cluster-admin", allRule}, {"view", readRule}, {"edit", allRule}})
        add(store, "rbac.authorization.k8s.io", "clusterroles",
            {{u"metadata"_s, QJsonObject{{u"name"_s, QLatin1String(name)},
                                         {u"labels"_s, QJsonObject{{u"kubernetes.io/bootstrapping"_s,
                                                                    u"rbac-defaults"_s}}}}},
             {u"rules"_s, QJsonArray{rule}}},
            age);
    add(store, "rbac.authorization.k8s.io", "clusterrolebindings",
        {{u"metadata"_s, QJsonObject{{u"name"_s, u"cluster-admin"_s}}},
         {u"roleRef"_s, QJsonObject{{u"apiGroup"_s, u"rbac.authorization.k8s.io"_s},
                                    {u"kind"_s, u"ClusterRole"_s},
                                    {u"name"_s, u"cluster-admin"_s}}},
         {u"subjects"_s, QJsonArray{QJsonObject{{u"apiGroup"_s, u"rbac.authorization.k8s.io"_s},
                                                {u"kind"_s, u"Group"_s},
                                                {u"name"_s, u"system:masters"_s}}}}},
        age);
    for (const QString &holder : QStringList{u"kube-controller-manager"_s, u"kube-scheduler"_s} + m_nodes)
        add(store, "coordination.k8s.io", "leases",
            {{u"metadata"_s, QJsonObject{{u"name"_s, holder}, {u"namespace"_s, u"kube-system"_s}}},
             {u"spec"_s, QJsonObject{{u"holderIdentity"_s, holder + u"_1f0e6d2c"_s},
                                     {u"leaseDurationSeconds"_s, 15},
                                     {u"acquireTime"_s, ago(age)},
                                     {u"renewTime"_s, ago(3)},
                                     {u"leaseTransitions"_s, 2}}}},
            age);

    // Two CustomResourceDefinitions with objects: crontabs (as in the recordings) and backups (a status
    // subresource).
    const QJsonObject crontabs{
        {u"metadata"_s, QJsonObject{{u"name"_s, u"crontabs.stable.example.com"_s}}},
        {u"spec"_s,
         QJsonObject{
             {u"group"_s, u"stable.example.com"_s},
             {u"scope"_s, u"Namespaced"_s},
             {u"names"_s, QJsonObject{{u"plural"_s, u"crontabs"_s},
                                      {u"singular"_s, u"crontab"_s},
                                      {u"kind"_s, u"CronTab"_s},
                                      {u"shortNames"_s, QJsonArray{u"ct"_s}}}},
             {u"versions"_s,
              QJsonArray{QJsonObject{
                  {u"name"_s, u"v1"_s},
                  {u"served"_s, true},
                  {u"storage"_s, true},
                  {u"schema"_s,
                   QJsonObject{
                       {u"openAPIV3Schema"_s,
                        QJsonObject{
                            {u"type"_s, u"object"_s},
                            {u"properties"_s,
                             QJsonObject{
                                 {u"spec"_s,
                                  QJsonObject{
                                      {u"type"_s, u"object"_s},
                                      {u"properties"_s,
                                       QJsonObject{
                                           {u"cronSpec"_s, QJsonObject{{u"type"_s, u"string"_s}}},
                                           {u"image"_s, QJsonObject{{u"type"_s, u"string"_s}}},
                                           {u"replicas"_s, QJsonObject{{u"type"_s, u"integer"_s}}}}}}}}}}}}},
                  {u"additionalPrinterColumns"_s,
                   QJsonArray{QJsonObject{{u"name"_s, u"Spec"_s},
                                          {u"type"_s, u"string"_s},
                                          {u"description"_s,
                                           u"The cron spec defining the interval a CronJob is run"_s},
                                          {u"jsonPath"_s, u".spec.cronSpec"_s}},
                              QJsonObject{{u"name"_s, u"Replicas"_s},
                                          {u"type"_s, u"integer"_s},
                                          {u"description"_s, u"The number of jobs launched by the CronJob"_s},
                                          {u"jsonPath"_s, u".spec.replicas"_s}},
                              QJsonObject{{u"name"_s, u"Age"_s},
                                          {u"type"_s, u"date"_s},
                                          {u"jsonPath"_s, u".metadata.creationTimestamp"_s}}}}}}}}}};
    const QJsonObject backups{
        {u"metadata"_s, QJsonObject{{u"name"_s, u"backups.ops.example.com"_s}}},
        {u"spec"_s,
         QJsonObject{
             {u"group"_s, u"ops.example.com"_s},
             {u"scope"_s, u"Namespaced"_s},
             {u"names"_s, QJsonObject{{u"plural"_s, u"backups"_s},
                                      {u"singular"_s, u"backup"_s},
                                      {u"kind"_s, u"Backup"_s},
                                      {u"categories"_s, QJsonArray{u"all"_s}}}},
             {u"versions"_s,
              QJsonArray{QJsonObject{
                  {u"name"_s, u"v1alpha1"_s},
                  {u"served"_s, true},
                  {u"storage"_s, true},
                  {u"subresources"_s, QJsonObject{{u"status"_s, QJsonObject()}}},
                  {u"schema"_s,
                   QJsonObject{
                       {u"openAPIV3Schema"_s,
                        QJsonObject{
                            {u"type"_s, u"object"_s},
                            {u"properties"_s,
                             QJsonObject{
                                 {u"spec"_s,
                                  QJsonObject{
                                      {u"type"_s, u"object"_s},
                                      {u"required"_s, QJsonArray{u"target"_s}},
                                      {u"properties"_s,
                                       QJsonObject{
                                           {u"target"_s, QJsonObject{{u"type"_s, u"string"_s}}},
                                           {u"schedule"_s, QJsonObject{{u"type"_s, u"string"_s}}},
                                           {u"retentionDays"_s, QJsonObject{{u"type"_s, u"integer"_s}}}}}}},
                                 {u"status"_s,
                                  QJsonObject{{u"type"_s, u"object"_s},
                                              {u"x-kubernetes-preserve-unknown-fields"_s, true}}}}}}}}},
                  {u"additionalPrinterColumns"_s,
                   QJsonArray{QJsonObject{{u"name"_s, u"Target"_s},
                                          {u"type"_s, u"string"_s},
                                          {u"jsonPath"_s, u".spec.target"_s}},
                              QJsonObject{{u"name"_s, u"Phase"_s},
                                          {u"type"_s, u"string"_s},
                                          {u"jsonPath"_s, u".status.phase"_s}},
                              QJsonObject{{u"name"_s, u"Age"_s},
                                          {u"type"_s, u"date"_s},
                                          {u"jsonPath"_s, u".metadata.creationTimestamp"_s}}}}}}}}}};
    for (const QJsonObject &crd : {crontabs, backups})
        crds.install(
            add(store, "apiextensions.k8s.io", "customresourcedefinitions", CrdRegistry::withStatus(crd), age)
                .object());
    const ResourceType *crontab = crds.find(u"stable.example.com"_s, u"v1"_s, u"crontabs"_s);
    const ResourceType *backup = crds.find(u"ops.example.com"_s, u"v1alpha1"_s, u"backups"_s);
    for (const auto &[name, cron, replicas] : {std::tuple{"my-new-cron-object", "* * * * */5", 1},
                                               {"nightly-cleanup", "0 3 * * *", 2},
                                               {"hourly-sync", "@hourly", 3}})
        store.create(*crontab, {{u"metadata"_s, QJsonObject{{u"name"_s, QLatin1String(name)},
                                                            {u"namespace"_s, u"default"_s},
                                                            {u"creationTimestamp"_s, ago(3 * 86400)}}},
                                {u"spec"_s, QJsonObject{{u"cronSpec"_s, QLatin1String(cron)},
                                                        {u"image"_s, u"my-awesome-cron-image"_s},
                                                        {u"replicas"_s, replicas}}}});
    for (int i = 0; i < m_options.crontabs; ++i) {
        const int minutes = 1 + int(m_random.bounded(59));
        store.create(
            *crontab,
            {{u"metadata"_s,
              QJsonObject{{u"name"_s, u"cron-%1"_s.arg(i, 5, 10, QLatin1Char('0'))},
                          {u"namespace"_s,
                           m_namespaces.value(i % std::max<qsizetype>(1, m_namespaces.size()), u"default"_s)},
                          {u"creationTimestamp"_s, ago(60 + qint64(m_random.bounded(7 * 86400)))}}},
             {u"spec"_s, QJsonObject{{u"cronSpec"_s, u"*/%1 * * * *"_s.arg(minutes)},
                                     {u"image"_s, u"my-awesome-cron-image"_s},
                                     {u"replicas"_s, int(m_random.bounded(10))}}}});
    }
    for (const auto &[name, target, phase] :
         {std::tuple{"db-daily", "db", "Completed"}, {"uploads-weekly", "uploads", "Running"}})
        store.create(*backup, {{u"metadata"_s, QJsonObject{{u"name"_s, QLatin1String(name)},
                                                           {u"namespace"_s, u"default"_s},
                                                           {u"creationTimestamp"_s, ago(2 * 86400)}}},
                               {u"spec"_s, QJsonObject{{u"target"_s, QLatin1String(target)},
                                                       {u"schedule"_s, u"0 1 * * *"_s},
                                                       {u"retentionDays"_s, 14}}},
                               {u"status"_s, QJsonObject{{u"phase"_s, QLatin1String(phase)},
                                                         {u"lastBackup"_s, ago(3600)}}}});
}

void Scenario::seedNamespaceObjects(ObjectStore &store, const QString &ns)
{
    using namespace Qt::StringLiterals;
    const qint64 age = clusterAgeSeconds;
    add(store, "", "serviceaccounts",
        {{u"metadata"_s, QJsonObject{{u"name"_s, u"default"_s}, {u"namespace"_s, ns}}}}, age);
    add(store, "", "configmaps",
        {{u"metadata"_s,
          QJsonObject{
              {u"name"_s, u"kube-root-ca.crt"_s},
              {u"namespace"_s, ns},
              {u"annotations"_s,
               QJsonObject{
                   {u"kubernetes.io/description"_s,
                    u"Contains a CA bundle that can be used to verify the kube-apiserver when using internal endpoints such as the internal service IP or kubernetes.default.svc. No other usage is guaranteed across distributions of Kubernetes clusters."_s}}}}},
         {u"data"_s,
          QJsonObject{
              {u"ca.crt"_s,
               u"-----BEGIN CERTIFICATE-----\nMIIBdzCCAR2gAwIBAgIBADAKBggqhkjOPQQDAjAjMSEwHwYDVQQDDBhrM3Mtc2Vy\n-----END CERTIFICATE-----\n"_s}}}},
        age);
    if (!ns.startsWith(QLatin1String("team-")))
        return;
    const qint64 teamAge = age - 86400 * qint64(m_random.bounded(20));
    add(store, "", "configmaps",
        {{u"metadata"_s, QJsonObject{{u"name"_s, u"settings"_s}, {u"namespace"_s, ns}}},
         {u"data"_s, QJsonObject{{u"LOG_LEVEL"_s, u"info"_s}, {u"FEATURE_FLAGS"_s, u"search,export"_s}}}},
        teamAge);
    add(store, "", "secrets",
        {{u"metadata"_s, QJsonObject{{u"name"_s, u"db-credentials"_s}, {u"namespace"_s, ns}}},
         {u"type"_s, u"Opaque"_s},
         {u"data"_s, QJsonObject{{u"username"_s, u"YXBw"_s}, {u"password"_s, u"czNjcjN0"_s}}}},
        teamAge);
    add(store, "rbac.authorization.k8s.io", "roles",
        {{u"metadata"_s, QJsonObject{{u"name"_s, u"developer"_s}, {u"namespace"_s, ns}}},
         {u"rules"_s,
          QJsonArray{QJsonObject{{u"apiGroups"_s, QJsonArray{u""_s, u"apps"_s}},
                                 {u"resources"_s, QJsonArray{u"pods"_s, u"pods/log"_s, u"deployments"_s}},
                                 {u"verbs"_s, QJsonArray{u"get"_s, u"list"_s, u"watch"_s}}}}}},
        teamAge);
    add(store, "rbac.authorization.k8s.io", "rolebindings",
        {{u"metadata"_s, QJsonObject{{u"name"_s, u"developers"_s}, {u"namespace"_s, ns}}},
         {u"roleRef"_s, QJsonObject{{u"apiGroup"_s, u"rbac.authorization.k8s.io"_s},
                                    {u"kind"_s, u"Role"_s},
                                    {u"name"_s, u"developer"_s}}},
         {u"subjects"_s, QJsonArray{QJsonObject{{u"apiGroup"_s, u"rbac.authorization.k8s.io"_s},
                                                {u"kind"_s, u"Group"_s},
                                                {u"name"_s, ns + u"-developers"_s}}}}},
        teamAge);
    add(store, "", "resourcequotas",
        {{u"metadata"_s, QJsonObject{{u"name"_s, u"compute"_s}, {u"namespace"_s, ns}}},
         {u"spec"_s, QJsonObject{{u"hard"_s, QJsonObject{{u"pods"_s, u"200"_s},
                                                         {u"requests.cpu"_s, u"40"_s},
                                                         {u"requests.memory"_s, u"64Gi"_s}}}}},
         {u"status"_s, QJsonObject{{u"hard"_s, QJsonObject{{u"pods"_s, u"200"_s},
                                                           {u"requests.cpu"_s, u"40"_s},
                                                           {u"requests.memory"_s, u"64Gi"_s}}},
                                   {u"used"_s, QJsonObject{{u"pods"_s, u"12"_s},
                                                           {u"requests.cpu"_s, u"1200m"_s},
                                                           {u"requests.memory"_s, u"1536Mi"_s}}}}}},
        teamAge);
    add(store, "", "limitranges",
        {{u"metadata"_s, QJsonObject{{u"name"_s, u"defaults"_s}, {u"namespace"_s, ns}}},
         {u"spec"_s,
          QJsonObject{{u"limits"_s, QJsonArray{QJsonObject{
                                        {u"type"_s, u"Container"_s},
                                        {u"default"_s, QJsonObject{{u"memory"_s, u"256Mi"_s}}},
                                        {u"defaultRequest"_s,
                                         QJsonObject{{u"cpu"_s, u"100m"_s}, {u"memory"_s, u"128Mi"_s}}}}}}}}},
        teamAge);
    add(store, "networking.k8s.io", "networkpolicies",
        {{u"metadata"_s, QJsonObject{{u"name"_s, u"default-deny-ingress"_s}, {u"namespace"_s, ns}}},
         {u"spec"_s,
          QJsonObject{{u"podSelector"_s, QJsonObject()}, {u"policyTypes"_s, QJsonArray{u"Ingress"_s}}}}},
        teamAge);
}

QJsonObject Scenario::ownedPod(const QString &ns, const QString &name, const QString &app,
                               const ResourceType &ownerType, const QJsonObject &owner, const QString &node,
                               const QString &phase, const QString &image, const QJsonObject &labels)
{
    QJsonObject pod = podObject(ns, name, app, QString(), QString(), node, phase, image);
    QJsonObject metadata = ObjectMeta::metadata(pod);
    metadata.insert(QStringLiteral("labels"), labels);
    metadata.insert(QStringLiteral("ownerReferences"),
                    QJsonArray{ObjectMeta::ownerReference(ownerType, owner)});
    if (ownerType.kind != QLatin1String("StatefulSet"))
        metadata.insert(QStringLiteral("generateName"), ObjectMeta::name(owner) + QLatin1Char('-'));
    pod.insert(QStringLiteral("metadata"), metadata);
    return pod;
}

QJsonObject Scenario::failing(QJsonObject pod, Failure failure, int restarts) const
{
    using namespace Qt::StringLiterals;
    QJsonObject status = ObjectMeta::child(pod, "status");
    QJsonArray statuses = status.value(QLatin1String("containerStatuses")).toArray();
    if (statuses.isEmpty())
        return pod;
    QJsonObject first = statuses.at(0).toObject();
    first.insert(u"ready"_s, false);
    first.insert(u"started"_s, false);
    if (failure == Failure::CrashLoop) {
        first.insert(u"restartCount"_s, restarts);
        first.insert(u"state"_s,
                     QJsonObject{{u"waiting"_s,
                                  QJsonObject{{u"reason"_s, u"CrashLoopBackOff"_s},
                                              {u"message"_s,
                                               u"back-off 5m0s restarting failed container=%1 pod=%2"_s.arg(
                                                   first.value(QLatin1String("name")).toString(),
                                                   ObjectMeta::name(pod))}}}});
        // Last crashed over an hour ago: RESTARTS reads "12 (65m ago)", steady to the minute.
        first.insert(u"lastState"_s,
                     QJsonObject{{u"terminated"_s, QJsonObject{{u"exitCode"_s, 1},
                                                               {u"reason"_s, u"Error"_s},
                                                               {u"startedAt"_s, ago(3960)},
                                                               {u"finishedAt"_s, ago(3900)}}}});
    } else {
        first.insert(
            u"state"_s,
            QJsonObject{{u"waiting"_s,
                         QJsonObject{{u"reason"_s, u"ImagePullBackOff"_s},
                                     {u"message"_s, u"Back-off pulling image \"%1\""_s.arg(
                                                        first.value(QLatin1String("image")).toString())}}}});
        status.insert(u"phase"_s, u"Pending"_s);
    }
    statuses.replace(0, first);
    status.insert(u"containerStatuses"_s, statuses);
    QJsonArray conditions;
    for (const QJsonValue &value : status.value(QLatin1String("conditions")).toArray()) {
        QJsonObject condition = value.toObject();
        if (condition.value(QLatin1String("type")) == QLatin1String("Ready") ||
            condition.value(QLatin1String("type")) == QLatin1String("ContainersReady")) {
            condition.insert(u"status"_s, u"False"_s);
            condition.insert(u"reason"_s, u"ContainersNotReady"_s);
            condition.insert(u"message"_s, u"containers with unready status: [%1]"_s.arg(
                                               first.value(QLatin1String("name")).toString()));
        }
        conditions.append(condition);
    }
    status.insert(u"conditions"_s, conditions);
    pod.insert(u"status"_s, status);
    return pod;
}

Scenario::Fate Scenario::fateOf(int podIndex) const
{
    if (m_options.failures == ScenarioOptions::Failures::OneOfEach)
        return podIndex == 7    ? Fate::CrashLoops
               : podIndex == 13 ? Fate::IsUnschedulable
               : podIndex == 21 ? Fate::WasEvicted
                                : Fate::Runs;
    if (podIndex == 13 && m_options.pods >= minPodsForExtras)
        return Fate::IsUnschedulable;
    return podIndex % 40 == 7    ? Fate::CrashLoops
           : podIndex % 97 == 50 ? Fate::FailsToPullItsImage
                                 : Fate::Runs;
}

QJsonObject Scenario::unschedulable(QJsonObject pod) const
{
    using namespace Qt::StringLiterals;
    // It asks for a GPU node the cluster does not have.
    pod = ObjectMeta::with(pod, "spec", "nodeSelector", QJsonObject{{u"accelerator"_s, u"nvidia-a100"_s}});
    QJsonObject status = ObjectMeta::child(pod, "status");
    QJsonArray conditions;
    for (const QJsonValue &value : status.value(QLatin1String("conditions")).toArray()) {
        QJsonObject condition = value.toObject();
        if (condition.value(QLatin1String("type")) != QLatin1String("PodScheduled"))
            continue; // a pod no node took has no other condition yet
        condition.insert(u"status"_s, u"False"_s);
        condition.insert(u"reason"_s, u"Unschedulable"_s);
        condition.insert(u"message"_s, failedSchedulingMessage());
        conditions.append(condition);
    }
    status.insert(u"conditions"_s, conditions);
    pod.insert(u"status"_s, status);
    return pod;
}

QString Scenario::failedSchedulingMessage() const
{
    const qsizetype nodes = m_nodes.size();
    return QStringLiteral("0/%1 nodes are available: %1 node(s) didn't match Pod's node affinity/selector. "
                          "preemption: 0/%1 nodes are available: %1 "
                          "Preemption is not helpful for scheduling.")
        .arg(nodes);
}

QJsonObject Scenario::evicted(QJsonObject pod) const
{
    using namespace Qt::StringLiterals;
    QJsonObject status = ObjectMeta::child(pod, "status");
    status.insert(u"phase"_s, u"Failed"_s);
    status.insert(u"reason"_s, u"Evicted"_s);
    status.insert(u"message"_s, u"The node was low on resource: memory. Threshold quantity: 100Mi, "
                                u"available: 91232Ki. Container %1 was using 301412Ki, "
                                u"request is 128Mi, has larger consumption of memory."_s.arg(
                                    ObjectMeta::labels(pod).value(QLatin1String("app")).toString()));
    QJsonArray containers = status.value(QLatin1String("containerStatuses")).toArray();
    for (qsizetype i = 0; i < containers.size(); ++i) {
        QJsonObject container = containers.at(i).toObject();
        container.insert(u"ready"_s, false);
        container.insert(u"started"_s, false);
        container.insert(
            u"state"_s,
            QJsonObject{{u"terminated"_s,
                         QJsonObject{{u"exitCode"_s, 137},
                                     {u"reason"_s, u"ContainerStatusUnknown"_s},
                                     {u"message"_s,
                                      u"The container could not be located when the pod was terminated"_s},
                                     {u"startedAt"_s, now()},
                                     {u"finishedAt"_s, now()}}}});
        containers.replace(i, container);
    }
    status.insert(u"containerStatuses"_s, containers);
    QJsonArray conditions;
    for (const QJsonValue &value : status.value(QLatin1String("conditions")).toArray()) {
        QJsonObject condition = value.toObject();
        if (condition.value(QLatin1String("type")) == QLatin1String("Ready") ||
            condition.value(QLatin1String("type")) == QLatin1String("ContainersReady")) {
            condition.insert(u"status"_s, u"False"_s);
            condition.insert(u"reason"_s, u"PodFailed"_s);
        }
        conditions.append(condition);
    }
    conditions.append(QJsonObject{{u"type"_s, u"DisruptionTarget"_s},
                                  {u"status"_s, u"True"_s},
                                  {u"lastProbeTime"_s, QJsonValue::Null},
                                  {u"lastTransitionTime"_s, now()},
                                  {u"reason"_s, u"TerminationByKubelet"_s},
                                  {u"message"_s, u"The node was low on resource: memory."_s}});
    status.insert(u"conditions"_s, conditions);
    pod.insert(u"status"_s, status);
    return pod;
}

void Scenario::seedWorkloads(ObjectStore &store)
{
    using namespace Qt::StringLiterals;
    const ResourceType &deployType = ResourceType::builtin(u"apps"_s, u"deployments"_s);
    const ResourceType &podType = ResourceType::builtin({}, u"pods"_s);
    int podsLeft = m_options.pods;
    if (podsLeft >= minPodsForExtras)
        podsLeft -= seedOtherWorkloads(store);
    // Deployments of up to 10 replicas each, spread over namespaces, until the pod count is reached. A few
    // pods fail in the ways a real cluster shows most (crash loops, image pulls, one unschedulable).
    int deployment = 0;
    int podIndex = 0;
    while (podsLeft > 0) {
        const QString ns = m_namespaces.at(deployment % m_namespaces.size());
        const QString app =
            appNames.at(deployment % appNames.size()) +
            (deployment >= appNames.size() ? QString::number(deployment / appNames.size()) : QString());
        const int replicas = std::min(podsLeft, 1 + int(m_random.bounded(10)));
        const qint64 age = 3600 + qint64(m_random.bounded(30 * 86400));
        const QString image =
            u"registry.example.com/%1:1.%2.%3"_s.arg(app).arg(m_random.bounded(9)).arg(m_random.bounded(20));
        const QJsonObject labels{{u"app"_s, app}};
        const QJsonObject podTemplate{{u"metadata"_s, QJsonObject{{u"labels"_s, labels}}},
                                      {u"spec"_s, podSpec(app, image)}};
        const QString deployUid = QUuid::createUuid().toString(QUuid::WithoutBraces);
        QJsonObject deploy = ApiDefaults::apply(
            deployType,
            {{u"metadata"_s,
              QJsonObject{{u"name"_s, app},
                          {u"namespace"_s, ns},
                          {u"labels"_s, labels},
                          {u"uid"_s, deployUid},
                          {u"annotations"_s, QJsonObject{{u"deployment.kubernetes.io/revision"_s, u"1"_s}}}}},
             {u"spec"_s, QJsonObject{{u"replicas"_s, replicas},
                                     {u"selector"_s, QJsonObject{{u"matchLabels"_s, labels}}},
                                     {u"template"_s, podTemplate}}}},
            deployUid, 0);
        const QJsonObject defaultedTemplate =
            ObjectMeta::child(deploy, "spec").value(QLatin1String("template")).toObject();
        const QString hash = PodTemplate::hash(defaultedTemplate);
        const QString rsName = app + QLatin1Char('-') + hash;
        // Each replica's fate first, so the owners' status counts are right when they are stored. An evicted
        // pod is one more: its ReplicaSet has replaced it, as the real controller does.
        QList<std::pair<QString, Fate>> fates; // phase, fate
        int ready = 0;
        for (int r = 0; r < replicas; ++r, ++podIndex) {
            const Fate fate = fateOf(podIndex);
            if (fate == Fate::WasEvicted)
                fates.append({u"Failed"_s, Fate::WasEvicted});
            const bool runs = fate == Fate::Runs || fate == Fate::WasEvicted;
            fates.append(
                {runs || fate == Fate::CrashLoops ? u"Running"_s : u"Pending"_s, runs ? Fate::Runs : fate});
            ready += runs;
        }
        QJsonObject deployStatus{
            {u"observedGeneration"_s, 1}, {u"replicas"_s, replicas}, {u"updatedReplicas"_s, replicas}};
        if (ready > 0) {
            deployStatus.insert(u"readyReplicas"_s, ready);
            deployStatus.insert(u"availableReplicas"_s, ready);
        }
        if (replicas > ready)
            deployStatus.insert(u"unavailableReplicas"_s, replicas - ready);
        deployStatus.insert(
            u"conditions"_s,
            QJsonArray{
                QJsonObject{{u"type"_s, u"Available"_s},
                            {u"status"_s, ready >= replicas ? u"True"_s : u"False"_s},
                            {u"lastUpdateTime"_s, ago(age)},
                            {u"lastTransitionTime"_s, ago(age)},
                            {u"reason"_s, ready >= replicas ? u"MinimumReplicasAvailable"_s
                                                            : u"MinimumReplicasUnavailable"_s},
                            {u"message"_s, ready >= replicas
                                               ? u"Deployment has minimum availability."_s
                                               : u"Deployment does not have minimum availability."_s}},
                QJsonObject{
                    {u"type"_s, u"Progressing"_s},
                    {u"status"_s, u"True"_s},
                    {u"lastUpdateTime"_s, ago(age)},
                    {u"lastTransitionTime"_s, ago(age)},
                    {u"reason"_s, ready >= replicas ? u"NewReplicaSetAvailable"_s : u"ReplicaSetUpdated"_s},
                    {u"message"_s, (ready >= replicas ? u"ReplicaSet \"%1\" has successfully progressed."_s
                                                      : u"ReplicaSet \"%1\" is progressing."_s)
                                       .arg(rsName)}}});
        deploy.insert(u"status"_s, deployStatus);
        deploy = add(store, "apps", "deployments", deploy, age).object();
        if (m_deployments.size() < maxSeededServices)
            m_deployments.append(deploy);
        QJsonObject rsLabels = labels;
        rsLabels.insert(u"pod-template-hash"_s, hash);
        QJsonObject rsTemplate = defaultedTemplate;
        rsTemplate.insert(u"metadata"_s,
                          QJsonObject{{u"creationTimestamp"_s, QJsonValue::Null}, {u"labels"_s, rsLabels}});
        QJsonObject rsStatus{
            {u"replicas"_s, replicas}, {u"fullyLabeledReplicas"_s, replicas}, {u"observedGeneration"_s, 1}};
        if (ready > 0) {
            rsStatus.insert(u"readyReplicas"_s, ready);
            rsStatus.insert(u"availableReplicas"_s, ready);
        }
        const QJsonObject rs =
            add(store, "apps", "replicasets",
                {{u"metadata"_s,
                  QJsonObject{
                      {u"name"_s, rsName},
                      {u"namespace"_s, ns},
                      {u"labels"_s, rsLabels},
                      {u"annotations"_s,
                       QJsonObject{
                           {u"deployment.kubernetes.io/revision"_s, u"1"_s},
                           {u"deployment.kubernetes.io/desired-replicas"_s, QString::number(replicas)},
                           {u"deployment.kubernetes.io/max-replicas"_s,
                            QString::number(replicas + std::max(1, (replicas + 3) / 4))}}},
                      {u"ownerReferences"_s, QJsonArray{ObjectMeta::ownerReference(deployType, deploy)}}}},
                 {u"spec"_s, QJsonObject{{u"replicas"_s, replicas},
                                         {u"selector"_s, QJsonObject{{u"matchLabels"_s, rsLabels}}},
                                         {u"template"_s, rsTemplate}}},
                 {u"status"_s, rsStatus}},
                age)
                .object();
        const QString rsUid = ObjectMeta::uid(rs);
        for (const auto &[phase, fate] : std::as_const(fates)) {
            QString podName;
            do
                podName = u"%1-%2"_s.arg(rsName, QString::number(m_random.generate() & 0xffffff, 36)
                                                     .rightJustified(5, QLatin1Char('x'))
                                                     .right(5));
            while (store.find(podType, ns, podName));
            const QString node = m_nodes.isEmpty() || fate == Fate::IsUnschedulable
                                     ? QString()
                                     : m_nodes.at(int(m_random.bounded(qint32(m_nodes.size()))));
            QJsonObject pod = podObject(ns, podName, app, rsName, rsUid, node, phase, image);
            if (fate == Fate::CrashLoops)
                pod = failing(pod, Failure::CrashLoop, 3 + int(m_random.bounded(40)));
            else if (fate == Fate::FailsToPullItsImage)
                pod = failing(pod, Failure::ImagePull, 0);
            else if (fate == Fate::IsUnschedulable)
                pod = unschedulable(pod);
            else if (fate == Fate::WasEvicted)
                pod = evicted(pod);
            const StoredObject created =
                add(store, "", "pods", pod,
                    age - qint64(m_random.bounded(quint32(std::max<qint64>(1, age / 2)))));
            if (fate != Fate::Runs && m_failingPods.size() < maxRememberedPods)
                m_failingPods.append(created.object());
            else if (fate == Fate::Runs && m_runningPods.size() < maxRememberedPods)
                m_runningPods.append(created.object());
        }
        podsLeft -= replicas;
        ++deployment;
    }
    seedServices(store);
}

int Scenario::seedOtherWorkloads(ObjectStore &store)
{
    using namespace Qt::StringLiterals;
    int pods = 0;
    const qint64 age = clusterAgeSeconds;
    // kube-system: kube-proxy on every node.
    {
        const QString image = u"registry.k8s.io/kube-proxy:v1.32.4"_s;
        const QJsonObject labels{{u"k8s-app"_s, u"kube-proxy"_s}};
        const QJsonObject podTemplate{{u"metadata"_s, QJsonObject{{u"labels"_s, labels}}},
                                      {u"spec"_s, podSpec(u"kube-proxy"_s, image)}};
        // The hash the DaemonSet controller's history gives this template, so that it finds its pods current.
        const QString hash = ControllerHistory::hashOf(
            ControllerHistory::templatePatch(ApiDefaults::apply(
                ResourceType::builtin(u"apps"_s, u"daemonsets"_s),
                {{u"spec"_s, QJsonObject{{u"template"_s, podTemplate}}}}, {}, 0)),
            0);
        const int nodes = int(m_nodes.size());
        const QJsonObject ds =
            add(store, "apps", "daemonsets",
                ApiDefaults::apply(
                    ResourceType::builtin(u"apps"_s, u"daemonsets"_s),
                    {{u"metadata"_s, QJsonObject{{u"name"_s, u"kube-proxy"_s},
                                                 {u"namespace"_s, u"kube-system"_s},
                                                 {u"labels"_s, labels}}},
                     {u"spec"_s, QJsonObject{{u"selector"_s, QJsonObject{{u"matchLabels"_s, labels}}},
                                             {u"template"_s, podTemplate}}},
                     {u"status"_s, QJsonObject{{u"desiredNumberScheduled"_s, nodes},
                                               {u"currentNumberScheduled"_s, nodes},
                                               {u"numberMisscheduled"_s, 0},
                                               {u"numberReady"_s, nodes},
                                               {u"numberAvailable"_s, nodes},
                                               {u"updatedNumberScheduled"_s, nodes},
                                               {u"observedGeneration"_s, 1}}}},
                    {}, 0),
                age)
                .object();
        add(store, "apps", "controllerrevisions",
            ControllerHistory::revisionOf(ResourceType::builtin(u"apps"_s, u"daemonsets"_s), ds,
                                          u"controller-revision-hash"_s, 1),
            age);
        for (const QString &node : std::as_const(m_nodes)) {
            QJsonObject podLabels = labels;
            podLabels.insert(u"controller-revision-hash"_s, hash);
            podLabels.insert(u"pod-template-generation"_s, u"1"_s);
            const QString name = u"kube-proxy-%1"_s.arg(QString::number(m_random.generate() & 0xffffff, 36)
                                                            .rightJustified(5, QLatin1Char('x'))
                                                            .right(5));
            add(store, "", "pods",
                ownedPod(u"kube-system"_s, name, u"kube-proxy"_s,
                         ResourceType::builtin(u"apps"_s, u"daemonsets"_s), ds, node, u"Running"_s, image,
                         podLabels),
                age);
            ++pods;
        }
    }
    // default: a database StatefulSet with its volumes, a headless Service in front.
    {
        const ResourceType &stsType = ResourceType::builtin(u"apps"_s, u"statefulsets"_s);
        const QString image = u"postgres:16.4"_s;
        const QJsonObject labels{{u"app"_s, u"db"_s}};
        QJsonObject templateSpec = podSpec(u"db"_s, image);
        const QJsonObject podTemplate{{u"metadata"_s, QJsonObject{{u"labels"_s, labels}}},
                                      {u"spec"_s, templateSpec}};
        const QString revision =
            u"db-"_s + ControllerHistory::hashOf(ControllerHistory::templatePatch(ApiDefaults::apply(
                                                      stsType, {{u"spec"_s, QJsonObject{{u"template"_s, podTemplate}}}},
                                                      {}, 0)),
                                                  0);
        const QJsonObject claim{
            {u"metadata"_s, QJsonObject{{u"name"_s, u"data"_s}}},
            {u"spec"_s, QJsonObject{{u"accessModes"_s, QJsonArray{u"ReadWriteOnce"_s}},
                                    {u"storageClassName"_s, u"standard"_s},
                                    {u"resources"_s,
                                     QJsonObject{{u"requests"_s, QJsonObject{{u"storage"_s, u"10Gi"_s}}}}}}}};
        const QJsonObject sts =
            add(store, "apps", "statefulsets",
                ApiDefaults::apply(
                    stsType,
                    {{u"metadata"_s, QJsonObject{{u"name"_s, u"db"_s},
                                                 {u"namespace"_s, u"default"_s},
                                                 {u"labels"_s, labels}}},
                     {u"spec"_s, QJsonObject{{u"replicas"_s, 3},
                                             {u"serviceName"_s, u"db"_s},
                                             {u"selector"_s, QJsonObject{{u"matchLabels"_s, labels}}},
                                             {u"template"_s, podTemplate},
                                             {u"volumeClaimTemplates"_s, QJsonArray{claim}}}},
                     {u"status"_s, QJsonObject{{u"observedGeneration"_s, 1},
                                               {u"replicas"_s, 3},
                                               {u"readyReplicas"_s, 3},
                                               {u"currentReplicas"_s, 3},
                                               {u"updatedReplicas"_s, 3},
                                               {u"availableReplicas"_s, 3},
                                               {u"currentRevision"_s, revision},
                                               {u"updateRevision"_s, revision},
                                               {u"collisionCount"_s, 0}}}},
                    {}, 0),
                age)
                .object();
        add(store, "apps", "controllerrevisions",
            ControllerHistory::revisionOf(stsType, sts, u"controller.kubernetes.io/hash"_s, 1), age);
        for (int i = 0; i < 3; ++i) {
            const QString podName = u"db-%1"_s.arg(i);
            const QString claimName = u"data-"_s + podName;
            const QString volume =
                u"pvc-"_s + QUuid::createUuidV5(QUuid(), claimName).toString(QUuid::WithoutBraces);
            add(store, "", "persistentvolumes",
                {{u"metadata"_s,
                  QJsonObject{{u"name"_s, volume},
                              {u"annotations"_s, QJsonObject{{u"pv.kubernetes.io/provisioned-by"_s,
                                                              u"rancher.io/local-path"_s}}}}},
                 {u"spec"_s, QJsonObject{{u"capacity"_s, QJsonObject{{u"storage"_s, u"10Gi"_s}}},
                                         {u"accessModes"_s, QJsonArray{u"ReadWriteOnce"_s}},
                                         {u"persistentVolumeReclaimPolicy"_s, u"Delete"_s},
                                         {u"storageClassName"_s, u"standard"_s},
                                         {u"volumeMode"_s, u"Filesystem"_s},
                                         {u"hostPath"_s,
                                          QJsonObject{{u"path"_s, u"/var/local-path-provisioner/"_s + volume},
                                                      {u"type"_s, u"DirectoryOrCreate"_s}}},
                                         {u"claimRef"_s, QJsonObject{{u"kind"_s, u"PersistentVolumeClaim"_s},
                                                                     {u"namespace"_s, u"default"_s},
                                                                     {u"name"_s, claimName},
                                                                     {u"apiVersion"_s, u"v1"_s}}}}},
                 {u"status"_s, QJsonObject{{u"phase"_s, u"Bound"_s}}}},
                age);
            add(store, "", "persistentvolumeclaims",
                {{u"metadata"_s,
                  QJsonObject{{u"name"_s, claimName}, {u"namespace"_s, u"default"_s}, {u"labels"_s, labels}}},
                 {u"spec"_s,
                  QJsonObject{{u"accessModes"_s, QJsonArray{u"ReadWriteOnce"_s}},
                              {u"storageClassName"_s, u"standard"_s},
                              {u"volumeMode"_s, u"Filesystem"_s},
                              {u"volumeName"_s, volume},
                              {u"resources"_s,
                               QJsonObject{{u"requests"_s, QJsonObject{{u"storage"_s, u"10Gi"_s}}}}}}},
                 {u"status"_s, QJsonObject{{u"phase"_s, u"Bound"_s},
                                           {u"accessModes"_s, QJsonArray{u"ReadWriteOnce"_s}},
                                           {u"capacity"_s, QJsonObject{{u"storage"_s, u"10Gi"_s}}}}}},
                age);
            QJsonObject podLabels = labels;
            podLabels.insert(u"statefulset.kubernetes.io/pod-name"_s, podName);
            podLabels.insert(u"controller-revision-hash"_s, revision);
            podLabels.insert(u"apps.kubernetes.io/pod-index"_s, QString::number(i));
            const QString node = m_nodes.isEmpty() ? QString() : m_nodes.at(i % m_nodes.size());
            QJsonObject pod =
                ownedPod(u"default"_s, podName, u"db"_s, stsType, sts, node, u"Running"_s, image, podLabels);
            QJsonObject spec = ObjectMeta::child(pod, "spec");
            spec.insert(u"hostname"_s, podName);
            spec.insert(u"subdomain"_s, u"db"_s);
            QJsonArray volumes = spec.value(QLatin1String("volumes")).toArray();
            volumes.prepend(
                QJsonObject{{u"name"_s, u"data"_s},
                            {u"persistentVolumeClaim"_s, QJsonObject{{u"claimName"_s, claimName}}}});
            spec.insert(u"volumes"_s, volumes);
            pod.insert(u"spec"_s, spec);
            add(store, "", "pods", pod, age);
            ++pods;
        }
        add(store, "", "services",
            ApiDefaults::apply(
                ResourceType::builtin({}, u"services"_s),
                {{u"metadata"_s,
                  QJsonObject{{u"name"_s, u"db"_s}, {u"namespace"_s, u"default"_s}, {u"labels"_s, labels}}},
                 {u"spec"_s, QJsonObject{{u"clusterIP"_s, u"None"_s},
                                         {u"clusterIPs"_s, QJsonArray{u"None"_s}},
                                         {u"selector"_s, labels},
                                         {u"ports"_s, QJsonArray{QJsonObject{{u"name"_s, u"postgres"_s},
                                                                             {u"port"_s, 5432}}}}}}},
                {}, 0),
            age);
    }
    // default: a migration Job that completed, and a CronJob whose last run completed.
    const ResourceType &jobType = ResourceType::builtin(u"batch"_s, u"jobs"_s);
    const QJsonObject jobPodTemplate{
        {u"spec"_s, QJsonObject{{u"restartPolicy"_s, u"Never"_s},
                                {u"containers"_s,
                                 QJsonArray{QJsonObject{{u"name"_s, u"migrate"_s},
                                                        {u"image"_s, u"registry.example.com/migrate:2.4.1"_s},
                                                        {u"args"_s, QJsonArray{u"--apply"_s}}}}}}}};
    const QJsonObject cronJob =
        add(store, "batch", "cronjobs",
            ApiDefaults::apply(
                ResourceType::builtin(u"batch"_s, u"cronjobs"_s),
                {{u"metadata"_s,
                  QJsonObject{{u"name"_s, u"nightly-report"_s}, {u"namespace"_s, u"default"_s}}},
                 {u"spec"_s,
                  QJsonObject{{u"schedule"_s, u"0 2 * * *"_s},
                              {u"jobTemplate"_s,
                               QJsonObject{{u"spec"_s, QJsonObject{{u"template"_s, jobPodTemplate}}}}}}}},
                {}, 0),
            age)
            .object();
    const QDateTime lastRun =
        CronSchedule::parse(u"0 2 * * *"_s).lastBetween(m_seededAt.addDays(-2), m_seededAt);
    const qint64 lastRunAge = lastRun.secsTo(m_seededAt);
    const QString cronJobName = u"nightly-report-%1"_s.arg(lastRun.toSecsSinceEpoch() / 60);
    for (const auto &[name, owner, jobAge] : {std::tuple{u"db-migrate"_s, QJsonObject(), qint64(5 * 86400)},
                                              {cronJobName, cronJob, lastRunAge}}) {
        const QString uid = QUuid::createUuid().toString(QUuid::WithoutBraces);
        QJsonObject metadata{{u"name"_s, name}, {u"namespace"_s, u"default"_s}, {u"uid"_s, uid}};
        if (!owner.isEmpty())
            metadata.insert(u"ownerReferences"_s,
                            QJsonArray{ObjectMeta::ownerReference(
                                ResourceType::builtin(u"batch"_s, u"cronjobs"_s), owner)});
        QJsonObject job = ApiDefaults::apply(
            jobType, {{u"metadata"_s, metadata}, {u"spec"_s, QJsonObject{{u"template"_s, jobPodTemplate}}}},
            uid, 0);
        const QString started = ago(jobAge), finished = ago(jobAge - 14);
        job.insert(u"status"_s,
                   QJsonObject{{u"startTime"_s, started},
                               {u"completionTime"_s, finished},
                               {u"succeeded"_s, 1},
                               {u"ready"_s, 0},
                               {u"terminating"_s, 0},
                               {u"uncountedTerminatedPods"_s, QJsonObject()},
                               {u"conditions"_s,
                                QJsonArray{QJsonObject{
                                    {u"type"_s, u"Complete"_s},
                                    {u"status"_s, u"True"_s},
                                    {u"lastProbeTime"_s, finished},
                                    {u"lastTransitionTime"_s, finished},
                                    {u"reason"_s, u"CompletionsReached"_s},
                                    {u"message"_s, u"Reached expected number of succeeded pods"_s}}}}});
        job = add(store, "batch", "jobs", job, jobAge).object();
        const QJsonObject podLabels = ObjectMeta::child(job, "spec")
                                          .value(QLatin1String("template"))
                                          .toObject()
                                          .value(QLatin1String("metadata"))
                                          .toObject()
                                          .value(QLatin1String("labels"))
                                          .toObject();
        const QString node = m_nodes.isEmpty() ? QString() : m_nodes.first();
        QJsonObject pod = ownedPod(u"default"_s,
                                   u"%1-%2"_s.arg(name, QString::number(m_random.generate() & 0xffffff, 36)
                                                            .rightJustified(5, QLatin1Char('x'))
                                                            .right(5)),
                                   u"migrate"_s, jobType, job, node, u"Succeeded"_s,
                                   u"registry.example.com/migrate:2.4.1"_s, podLabels);
        pod = ObjectMeta::with(pod, "spec", "restartPolicy", u"Never"_s);
        add(store, "", "pods", pod, jobAge);
        ++pods;
        if (!owner.isEmpty()) {
            QJsonObject updated = cronJob;
            updated.insert(u"status"_s, QJsonObject{{u"lastScheduleTime"_s, lastRun.toString(Qt::ISODate)},
                                                    {u"lastSuccessfulTime"_s, finished}});
            store.update(ResourceType::builtin(u"batch"_s, u"cronjobs"_s), updated);
        }
    }
    return pods;
}

void Scenario::seedServices(ObjectStore &store)
{
    using namespace Qt::StringLiterals;
    const ResourceType &serviceType = ResourceType::builtin({}, u"services"_s);
    quint32 serial = 1;
    add(store, "", "services",
        ApiDefaults::apply(
            serviceType,
            {{u"metadata"_s, QJsonObject{{u"name"_s, u"kubernetes"_s},
                                         {u"namespace"_s, u"default"_s},
                                         {u"labels"_s, QJsonObject{{u"component"_s, u"apiserver"_s},
                                                                   {u"provider"_s, u"kubernetes"_s}}}}},
             {u"spec"_s, QJsonObject{{u"ports"_s, QJsonArray{QJsonObject{{u"name"_s, u"https"_s},
                                                                         {u"port"_s, 443},
                                                                         {u"targetPort"_s, 6443}}}}}}},
            {}, 0),
        clusterAgeSeconds);
    for (qsizetype i = 0; i < m_deployments.size(); ++i) {
        const QJsonObject &deploy = m_deployments.at(i);
        const QString name = ObjectMeta::name(deploy);
        const QString ns = ObjectMeta::namespaceOf(deploy);
        const QString type = i == 0 ? u"LoadBalancer"_s : i == 1 ? u"NodePort"_s : u"ClusterIP"_s;
        QJsonObject service = ApiDefaults::apply(
            serviceType,
            {{u"metadata"_s, QJsonObject{{u"name"_s, name},
                                         {u"namespace"_s, ns},
                                         {u"labels"_s, ObjectMeta::labels(deploy)}}},
             {u"spec"_s, QJsonObject{{u"type"_s, type},
                                     {u"selector"_s, ObjectMeta::labels(deploy)},
                                     {u"ports"_s, QJsonArray{QJsonObject{{u"name"_s, u"http"_s},
                                                                         {u"port"_s, 80},
                                                                         {u"targetPort"_s, 8080}}}}}}},
            {}, ++serial);
        if (type == QLatin1String("LoadBalancer"))
            service.insert(
                u"status"_s,
                QJsonObject{{u"loadBalancer"_s,
                             QJsonObject{{u"ingress"_s, QJsonArray{QJsonObject{{u"ip"_s, u"203.0.113.10"_s},
                                                                               {u"ipMode"_s, u"VIP"_s}}}}}}});
        add(store, "", "services", service, 86400 * 3);
        if (i == 0) {
            add(store, "networking.k8s.io", "ingresses",
                {{u"metadata"_s, QJsonObject{{u"name"_s, name}, {u"namespace"_s, ns}}},
                 {u"spec"_s,
                  QJsonObject{
                      {u"ingressClassName"_s, u"nginx"_s},
                      {u"rules"_s,
                       QJsonArray{QJsonObject{
                           {u"host"_s, name + u".example.com"_s},
                           {u"http"_s,
                            QJsonObject{
                                {u"paths"_s,
                                 QJsonArray{QJsonObject{
                                     {u"path"_s, u"/"_s},
                                     {u"pathType"_s, u"Prefix"_s},
                                     {u"backend"_s,
                                      QJsonObject{{u"service"_s,
                                                   QJsonObject{{u"name"_s, name},
                                                               {u"port"_s,
                                                                QJsonObject{{u"number"_s, 80}}}}}}}}}}}}}}}}},
                 {u"status"_s,
                  QJsonObject{
                      {u"loadBalancer"_s,
                       QJsonObject{{u"ingress"_s, QJsonArray{QJsonObject{{u"ip"_s, u"203.0.113.10"_s}}}}}}}}},
                86400 * 3);
            const int replicas = ObjectMeta::child(deploy, "spec").value(QLatin1String("replicas")).toInt();
            add(store, "autoscaling", "horizontalpodautoscalers",
                {{u"metadata"_s, QJsonObject{{u"name"_s, name}, {u"namespace"_s, ns}}},
                 {u"spec"_s,
                  QJsonObject{
                      {u"scaleTargetRef"_s, QJsonObject{{u"apiVersion"_s, u"apps/v1"_s},
                                                        {u"kind"_s, u"Deployment"_s},
                                                        {u"name"_s, name}}},
                      {u"minReplicas"_s, 1},
                      {u"maxReplicas"_s, 10},
                      {u"metrics"_s,
                       QJsonArray{QJsonObject{
                           {u"type"_s, u"Resource"_s},
                           {u"resource"_s,
                            QJsonObject{{u"name"_s, u"cpu"_s},
                                        {u"target"_s, QJsonObject{{u"type"_s, u"Utilization"_s},
                                                                  {u"averageUtilization"_s, 70}}}}}}}}}},
                 {u"status"_s,
                  QJsonObject{
                      {u"currentReplicas"_s, replicas},
                      {u"desiredReplicas"_s, replicas},
                      {u"currentMetrics"_s,
                       QJsonArray{QJsonObject{
                           {u"type"_s, u"Resource"_s},
                           {u"resource"_s,
                            QJsonObject{{u"name"_s, u"cpu"_s},
                                        {u"current"_s, QJsonObject{{u"averageUtilization"_s, 42},
                                                                   {u"averageValue"_s, u"42m"_s}}}}}}}}}}},
                86400 * 3);
        } else if (i == 1) {
            add(store, "policy", "poddisruptionbudgets",
                {{u"metadata"_s, QJsonObject{{u"name"_s, name}, {u"namespace"_s, ns}}},
                 {u"spec"_s,
                  QJsonObject{{u"minAvailable"_s, 1},
                              {u"selector"_s, QJsonObject{{u"matchLabels"_s, ObjectMeta::labels(deploy)}}}}},
                 {u"status"_s, QJsonObject{{u"observedGeneration"_s, 1},
                                           {u"disruptionsAllowed"_s, 0},
                                           {u"currentHealthy"_s, 1},
                                           {u"desiredHealthy"_s, 1},
                                           {u"expectedPods"_s, 1}}}},
                86400 * 3);
        }
    }
}

void Scenario::seedEvents(ObjectStore &store)
{
    using namespace Qt::StringLiterals;
    // Events about real objects: failing pods back off (counts in the tens), healthy ones were pulled and
    // started, deployments scaled, nodes became ready; first seen over the last week, last seen recently.
    for (int i = 0; i < m_options.events; ++i) {
        const quint32 roll = m_random.bounded(10);
        QJsonObject involved;
        QString type = u"Normal"_s, reason, message, component = u"kubelet"_s;
        int count = 1 + int(m_random.bounded(3));
        if (roll < 3 && !m_failingPods.isEmpty()) {
            involved = m_failingPods.at(int(m_random.bounded(qint32(m_failingPods.size()))));
            const QString phase =
                ObjectMeta::child(involved, "status").value(QLatin1String("phase")).toString();
            type = u"Warning"_s;
            if (phase == QLatin1String("Running")) {
                reason = u"BackOff"_s;
                message = u"Back-off restarting failed container"_s;
            } else if (phase == QLatin1String("Failed")) {
                reason = u"Evicted"_s;
                message = ObjectMeta::child(involved, "status").value(QLatin1String("message")).toString();
            } else if (ObjectMeta::child(involved, "spec")
                           .value(QLatin1String("nodeName"))
                           .toString()
                           .isEmpty()) {
                reason = u"FailedScheduling"_s;
                message = failedSchedulingMessage();
                component = u"default-scheduler"_s;
            } else {
                reason = u"Failed"_s;
                message = u"Error: ImagePullBackOff"_s;
            }
            count = 5 + int(m_random.bounded(60));
        } else if (roll < 5 && !m_deployments.isEmpty()) {
            involved = m_deployments.at(int(m_random.bounded(qint32(m_deployments.size()))));
            reason = u"ScalingReplicaSet"_s;
            const QString rsName =
                ObjectMeta::name(involved) + QLatin1Char('-') +
                PodTemplate::hash(
                    ObjectMeta::child(involved, "spec").value(QLatin1String("template")).toObject());
            message = u"Scaled up replica set %1 to %2"_s.arg(rsName).arg(
                ObjectMeta::child(involved, "spec").value(QLatin1String("replicas")).toInt());
            component = u"deployment-controller"_s;
        } else if (!m_runningPods.isEmpty()) {
            involved = m_runningPods.at(int(m_random.bounded(qint32(m_runningPods.size()))));
            const bool pulled = m_random.bounded(2) == 0;
            reason = pulled ? u"Pulled"_s : u"Started"_s;
            const QString image = ObjectMeta::child(involved, "spec")
                                      .value(QLatin1String("containers"))
                                      .toArray()
                                      .first()
                                      .toObject()
                                      .value(QLatin1String("image"))
                                      .toString();
            message = pulled ? u"Container image \"%1\" already present on machine"_s.arg(image)
                             : u"Started container %1"_s.arg(
                                   ObjectMeta::labels(involved).value(QLatin1String("app")).toString());
        } else {
            continue;
        }
        const qint64 firstAge = 600 + qint64(m_random.bounded(7 * 86400));
        const qint64 lastAge =
            count > 1 ? qint64(m_random.bounded(quint32(std::min<qint64>(firstAge, 3600)))) : firstAge;
        QJsonObject event = eventObject(ObjectMeta::namespaceOf(involved), involved, type, reason, message);
        event.insert(u"count"_s, count);
        event.insert(u"firstTimestamp"_s, ago(firstAge));
        event.insert(u"lastTimestamp"_s, ago(lastAge));
        event.insert(u"source"_s, QJsonObject{{u"component"_s, component}});
        event.insert(u"reportingComponent"_s, component);
        QJsonObject involvedObject = event.value(QLatin1String("involvedObject")).toObject();
        involvedObject.insert(u"apiVersion"_s, involved.value(QLatin1String("apiVersion")));
        event.insert(u"involvedObject"_s, involvedObject);
        add(store, "", "events", event, firstAge);
    }
}

} // namespace kube::sim
