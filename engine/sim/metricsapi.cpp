// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "metricsapi.h"

#include "codec/metricsprotobuf.h"
#include "codec/protobufcodec.h"

#include "cache/labelselector.h"
#include "compactjson.h"
#include "crdregistry.h"
#include "printers/quantity.h"
#include "resourcetype.h"

#include <QJsonArray>

#include <cmath>

namespace kube::sim {

using namespace Qt::StringLiterals;

namespace {
constexpr qint64 resolutionSeconds = 15;   // metrics-server's default --metric-resolution
constexpr double defaultCpuRequest = 0.05; // cores a container without a request is sized around
constexpr double defaultMemoryRequest = 64.0 * 1024 * 1024;
constexpr double nodeOverheadCores = 0.12; // the kubelet, the runtime and the system daemons
constexpr double nodeOverheadBytes = 700.0 * 1024 * 1024;
constexpr quint32 hotOneIn = 13; // every 13th container (by hash) runs near or past its limit
const QString groupName = u"metrics.k8s.io"_s;
const QString groupVersion = u"metrics.k8s.io/v1beta1"_s;
const QString apiServiceName = u"v1beta1.metrics.k8s.io"_s;

quint32 mix(quint32 h, QStringView text)
{
    for (QChar c : text)
        h = (h ^ c.unicode()) * 16777619u; // FNV-1a
    return h ^ (h >> 15);
}

double unit(quint32 h) // [0, 1)
{
    h ^= h >> 13;
    h *= 0x5bd1e995u;
    h ^= h >> 15;
    return double(h % 1'000'000u) / 1e6;
}

double quantity(const QJsonObject &resources, const QString &kind, const QString &name)
{
    return parseQuantity(resources.value(kind).toObject().value(name).toString()).value_or(0);
}

QString timestamp(const QDateTime &at)
{
    return at.toString(Qt::ISODate);
}

void notFound(HttpConnection *connection, const QString &group, const QString &resource, const QString &name)
{
    const QJsonObject status{
        {u"kind"_s, u"Status"_s},
        {u"apiVersion"_s, u"v1"_s},
        {u"metadata"_s, QJsonObject()},
        {u"status"_s, u"Failure"_s},
        {u"message"_s, u"%1.%2 \"%3\" not found"_s.arg(resource, group, name)},
        {u"reason"_s, u"NotFound"_s},
        {u"details"_s, QJsonObject{{u"name"_s, name}, {u"group"_s, group}, {u"kind"_s, resource}}},
        {u"code"_s, 404}};
    connection->respond(404, compactJson(status));
}

void metricsBadRequest(HttpConnection *connection, const QString &message)
{
    connection->respond(400, compactJson({{u"kind"_s, u"Status"_s},
                                          {u"apiVersion"_s, u"v1"_s},
                                          {u"metadata"_s, QJsonObject()},
                                          {u"status"_s, u"Failure"_s},
                                          {u"message"_s, message},
                                          {u"reason"_s, u"BadRequest"_s},
                                          {u"code"_s, 400}}));
}

QJsonObject usageJson(double cores, double bytes)
{
    return {{u"cpu"_s, u"%1n"_s.arg(qint64(std::llround(cores * 1e9)))},
            {u"memory"_s, u"%1Ki"_s.arg(qint64(std::llround(bytes / 1024)))}};
}

QJsonObject metadataOf(const QJsonObject &object, const QDateTime &at)
{
    const QJsonObject source = object.value(u"metadata"_s).toObject();
    QJsonObject metadata{{u"name"_s, source.value(u"name"_s)}, {u"creationTimestamp"_s, timestamp(at)}};
    if (source.contains(u"namespace"_s))
        metadata.insert(u"namespace"_s, source.value(u"namespace"_s));
    if (source.contains(u"labels"_s))
        metadata.insert(u"labels"_s, source.value(u"labels"_s));
    return metadata;
}

// As metrics-server (its types have a protobuf form): protobuf when the client accepts it (kubectl top
// --use-protocol-buffers asks "application/vnd.kubernetes.protobuf, */*"), else JSON.
void respondMetrics(HttpConnection *connection, const HttpRequest &request, const QJsonObject &json)
{
    if (request.header("accept").contains(protobufMediaType))
        connection->respond(200, metricsJsonToProtobuf(json), protobufMediaType);
    else
        connection->respond(200, compactJson(json));
}

bool running(const QJsonObject &pod)
{
    return pod.value(u"status"_s).toObject().value(u"phase"_s).toString() == QLatin1String("Running");
}
} // namespace

MetricsApi::MetricsApi(const ObjectStore *store, quint32 seed) : m_store(store), m_seed(seed) {}

qint64 MetricsApi::sampleAt(const QDateTime &at) const
{
    return m_frozen ? 0 : at.toSecsSinceEpoch() / resolutionSeconds;
}

MetricsApi::Usage MetricsApi::containerUsage(const QJsonObject &pod, const QJsonObject &container,
                                             qint64 sample) const
{
    const QJsonObject metadata = pod.value(u"metadata"_s).toObject();
    const QString containerName = container.value(u"name"_s).toString();
    quint32 h = mix(mix(mix(2166136261u ^ m_seed, metadata.value(u"namespace"_s).toString()),
                        metadata.value(u"name"_s).toString()),
                    containerName);
    const QJsonObject resources = container.value(u"resources"_s).toObject();
    const double cpuRequest = quantity(resources, u"requests"_s, u"cpu"_s);
    const double memoryRequest = quantity(resources, u"requests"_s, u"memory"_s);
    const double cpuLimit = quantity(resources, u"limits"_s, u"cpu"_s);
    const double memoryLimit = quantity(resources, u"limits"_s, u"memory"_s);
    const double cpuBase = cpuRequest > 0 ? cpuRequest : defaultCpuRequest;
    const double memoryBase = memoryRequest > 0 ? memoryRequest : defaultMemoryRequest;

    const bool hot = h % hotOneIn == 0;
    const double share = hot ? 0.9 + 0.3 * unit(h + 1) : 0.15 + 0.7 * unit(h + 1);
    const double phase = 6.283 * unit(h + 2);
    const double wave = std::sin(double(sample) * 0.6 + phase);
    const double noise = unit(h + 3 + quint32(sample) * 2654435761u) - 0.5;
    const double drift = std::max(0.05, 1 + 0.25 * wave + 0.1 * noise);
    Usage usage;
    usage.cores = (hot ? (cpuLimit > 0 ? cpuLimit : 2 * cpuBase) : cpuBase) * share * drift;
    const double memoryCeiling = memoryLimit > 0 ? memoryLimit : 2 * memoryBase;
    // Memory moves less than CPU: a process's heap grows and shrinks slowly.
    usage.bytes = (hot ? memoryCeiling * std::min(share, 1.05) : memoryBase * share) * (1 + 0.05 * wave);

    // A crash-looping container's memory climbs towards its limit between restarts (an OOM kill's pattern).
    for (const QJsonValue &value :
         pod.value(u"status"_s).toObject().value(u"containerStatuses"_s).toArray()) {
        const QJsonObject status = value.toObject();
        if (status.value(u"name"_s).toString() != containerName ||
            status.value(u"restartCount"_s).toInt() == 0)
            continue;
        const qint64 cycle = 4; // samples from a restart to the next
        const double climb = double((sample + qint64(h % cycle)) % cycle + 1) / cycle;
        usage.bytes = memoryCeiling * (0.4 + 0.65 * climb);
        usage.cores = cpuBase * (1.5 + climb);
    }
    return usage;
}

QJsonObject MetricsApi::podMetrics(const StoredObject &stored, const QDateTime &at) const
{
    const QJsonObject pod = stored.object();
    const qint64 sample = sampleAt(at);
    QJsonArray containers;
    for (const QJsonValue &value : pod.value(u"spec"_s).toObject().value(u"containers"_s).toArray()) {
        const Usage usage = containerUsage(pod, value.toObject(), sample);
        containers.append(QJsonObject{{u"name"_s, value.toObject().value(u"name"_s)},
                                      {u"usage"_s, usageJson(usage.cores, usage.bytes)}});
    }
    return {{u"kind"_s, u"PodMetrics"_s},
            {u"apiVersion"_s, groupVersion},
            {u"metadata"_s, metadataOf(pod, at)},
            {u"timestamp"_s, timestamp(at.addSecs(-(at.toSecsSinceEpoch() % resolutionSeconds)))},
            {u"window"_s, u"10.5s"_s},
            {u"containers"_s, containers}};
}

QHash<QString, MetricsApi::Usage> MetricsApi::podsUsageByNode(qint64 sample) const
{
    QHash<QString, Usage> byNode;
    for (const StoredObject &podObject : m_store->objects(ResourceType::builtin({}, u"pods"_s))) {
        const QJsonObject pod = podObject.object();
        if (!running(pod))
            continue;
        Usage &total = byNode[pod.value(u"spec"_s).toObject().value(u"nodeName"_s).toString()];
        for (const QJsonValue &value : pod.value(u"spec"_s).toObject().value(u"containers"_s).toArray()) {
            const Usage usage = containerUsage(pod, value.toObject(), sample);
            total.cores += usage.cores;
            total.bytes += usage.bytes;
        }
    }
    return byNode;
}

QJsonObject MetricsApi::nodeMetrics(const StoredObject &stored, const QDateTime &at) const
{
    return nodeMetrics(stored, at, podsUsageByNode(sampleAt(at)));
}

QJsonObject MetricsApi::nodeMetrics(const StoredObject &stored, const QDateTime &at,
                                    const QHash<QString, Usage> &podsByNode) const
{
    const QJsonObject node = stored.object();
    const QString nodeName = node.value(u"metadata"_s).toObject().value(u"name"_s).toString();
    const Usage overhead = nodeOverheadAt(nodeName, at);
    const Usage pods = podsByNode.value(nodeName);
    const Usage total{overhead.cores + pods.cores, overhead.bytes + pods.bytes};
    return {{u"kind"_s, u"NodeMetrics"_s},
            {u"apiVersion"_s, groupVersion},
            {u"metadata"_s, metadataOf(node, at)},
            {u"timestamp"_s, timestamp(at.addSecs(-(at.toSecsSinceEpoch() % resolutionSeconds)))},
            {u"window"_s, u"20.05s"_s},
            {u"usage"_s, usageJson(total.cores, total.bytes)}};
}

MetricsApi::Usage MetricsApi::nodeOverheadAt(const QString &node, const QDateTime &at) const
{
    const double overhead = 1 + 0.1 * std::sin(double(sampleAt(at)) * 0.4 + unit(mix(m_seed, node)) * 6.283);
    return {nodeOverheadCores * overhead, nodeOverheadBytes * overhead};
}

QJsonObject MetricsApi::apiService() const
{
    const QJsonObject condition =
        m_unavailable
            ? QJsonObject{{u"type"_s, u"Available"_s},
                          {u"status"_s, u"False"_s},
                          {u"lastTransitionTime"_s, timestamp(m_startedAt)},
                          {u"reason"_s, u"FailedDiscoveryCheck"_s},
                          {u"message"_s, u"failing or missing response from https://10.96.0.12:443/apis/"
                                         "metrics.k8s.io/v1beta1: bad status from https://10.96.0.12:443/"
                                         "apis/metrics.k8s.io/v1beta1: 503"_s}}
            : QJsonObject{{u"type"_s, u"Available"_s},
                          {u"status"_s, u"True"_s},
                          {u"lastTransitionTime"_s, timestamp(m_startedAt)},
                          {u"reason"_s, u"Passed"_s},
                          {u"message"_s, u"all checks passed"_s}};
    return {{u"kind"_s, u"APIService"_s},
            {u"apiVersion"_s, u"apiregistration.k8s.io/v1"_s},
            {u"metadata"_s, QJsonObject{{u"name"_s, apiServiceName},
                                        {u"uid"_s, u"6d1f3c52-0a4e-4b8e-9a51-metrics00001"_s},
                                        {u"resourceVersion"_s, u"1"_s},
                                        {u"creationTimestamp"_s, timestamp(m_startedAt)},
                                        {u"labels"_s, QJsonObject{{u"k8s-app"_s, u"metrics-server"_s}}}}},
            {u"spec"_s, QJsonObject{{u"service"_s, QJsonObject{{u"namespace"_s, u"kube-system"_s},
                                                               {u"name"_s, u"metrics-server"_s},
                                                               {u"port"_s, 443}}},
                                    {u"group"_s, groupName},
                                    {u"version"_s, u"v1beta1"_s},
                                    {u"insecureSkipTLSVerify"_s, true},
                                    {u"groupPriorityMinimum"_s, 100},
                                    {u"versionPriority"_s, 100}}},
            {u"status"_s, QJsonObject{{u"conditions"_s, QJsonArray{condition}}}}};
}

void MetricsApi::addGroups(QJsonObject *groupList) const
{
    if (!m_enabled)
        return;
    QJsonArray groups = groupList->value(u"groups"_s).toArray();
    const auto groupOf = [](const QString &name, const QString &version) {
        const QJsonObject v{{u"groupVersion"_s, name + u'/' + version}, {u"version"_s, version}};
        return QJsonObject{{u"name"_s, name}, {u"versions"_s, QJsonArray{v}}, {u"preferredVersion"_s, v}};
    };
    groups.append(groupOf(groupName, u"v1beta1"_s));
    groupList->insert(u"groups"_s, groups);
}

bool MetricsApi::serve(HttpConnection *connection, const HttpRequest &request) const
{
    if (!m_enabled)
        return false;
    const QStringList parts = request.path.split(u'/', Qt::SkipEmptyParts);
    if (parts.value(0) != QLatin1String("apis"))
        return false;
    const auto resourceList = [](const QString &gv, const QJsonArray &resources) {
        return compactJson({{u"kind"_s, u"APIResourceList"_s},
                            {u"apiVersion"_s, u"v1"_s},
                            {u"groupVersion"_s, gv},
                            {u"resources"_s, resources}});
    };
    if (parts.value(1) != groupName)
        return false;
    if (parts.size() == 2) {
        const QJsonObject v{{u"groupVersion"_s, groupVersion}, {u"version"_s, u"v1beta1"_s}};
        connection->respond(200, compactJson({{u"kind"_s, u"APIGroup"_s},
                                              {u"apiVersion"_s, u"v1"_s},
                                              {u"name"_s, groupName},
                                              {u"versions"_s, QJsonArray{v}},
                                              {u"preferredVersion"_s, v}}));
        return true;
    }
    if (parts.at(2) != QLatin1String("v1beta1"))
        return false;
    if (m_unavailable) {
        // What the aggregator answers while the APIService's backend fails.
        connection->respond(503, "service unavailable\n", "text/plain; charset=utf-8");
        return true;
    }
    if (parts.size() == 3) {
        const QJsonArray verbs{u"get"_s, u"list"_s};
        connection->respond(200, resourceList(groupVersion, {QJsonObject{{u"name"_s, u"nodes"_s},
                                                                         {u"singularName"_s, QString()},
                                                                         {u"namespaced"_s, false},
                                                                         {u"kind"_s, u"NodeMetrics"_s},
                                                                         {u"verbs"_s, verbs}},
                                                             QJsonObject{{u"name"_s, u"pods"_s},
                                                                         {u"singularName"_s, QString()},
                                                                         {u"namespaced"_s, true},
                                                                         {u"kind"_s, u"PodMetrics"_s},
                                                                         {u"verbs"_s, verbs}}}));
        return true;
    }
    QStringList rest = parts.mid(3);
    QString ns;
    if (rest.value(0) == QLatin1String("namespaces") && rest.size() >= 3) {
        ns = rest.at(1);
        rest = rest.mid(2);
    }
    const bool pods = rest.value(0) == QLatin1String("pods");
    if ((!pods && rest.value(0) != QLatin1String("nodes")) || rest.size() > 2 || (!pods && !ns.isEmpty())) {
        return false;
    }
    // No watch here, as metrics-server has none.
    const QString watch = request.param(u"watch"_s);
    if (request.method != "GET" || watch == QLatin1String("true") || watch == QLatin1String("1")) {
        connection->respond(
            405,
            compactJson({{u"kind"_s, u"Status"_s},
                         {u"apiVersion"_s, u"v1"_s},
                         {u"metadata"_s, QJsonObject()},
                         {u"status"_s, u"Failure"_s},
                         {u"message"_s, u"the server does not allow this method on the requested resource"_s},
                         {u"reason"_s, u"MethodNotAllowed"_s},
                         {u"code"_s, 405}}));
        return true;
    }
    if (rest.size() == 2)
        get(connection, request, pods, ns, rest.at(1));
    else
        list(connection, request, pods, ns);
    return true;
}

void MetricsApi::get(HttpConnection *connection, const HttpRequest &request, bool pods, const QString &ns,
                     const QString &name) const
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const StoredObject *object =
        m_store->find(ResourceType::builtin({}, pods ? u"pods"_s : u"nodes"_s), ns, name);
    if (!object || (pods && !running(object->object()))) {
        // metrics-server names a pod by namespace/name in its NotFound.
        notFound(connection, groupName, pods ? u"podmetrics"_s : u"nodemetrics"_s,
                 pods ? ns + u'/' + name : name);
        return;
    }
    respondMetrics(connection, request, pods ? podMetrics(*object, now) : nodeMetrics(*object, now));
}

void MetricsApi::list(HttpConnection *connection, const HttpRequest &request, bool pods,
                      const QString &ns) const
{
    auto labels = LabelSelector::parse(request.param(u"labelSelector"_s));
    if (!labels) {
        metricsBadRequest(connection, u"unable to parse requirement: %1"_s.arg(labels.error().message()));
        return;
    }
    auto fields = FieldSelector::parse(request.param(u"fieldSelector"_s));
    if (!fields) {
        metricsBadRequest(connection, fields.error().message());
        return;
    }
    for (const auto &requirement : fields->requirements()) {
        if (requirement.field != QLatin1String("metadata.name") &&
            (!pods || requirement.field != QLatin1String("metadata.namespace"))) {
            metricsBadRequest(connection, u"field label not supported: %1"_s.arg(requirement.field));
            return;
        }
    }
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const QHash<QString, Usage> podsByNode = pods ? QHash<QString, Usage>() : podsUsageByNode(sampleAt(now));
    QJsonArray items;
    for (const StoredObject &stored :
         m_store->objects(ResourceType::builtin({}, pods ? u"pods"_s : u"nodes"_s))) {
        const QJsonObject object = stored.object();
        const QJsonObject metadata = object.value(u"metadata"_s).toObject();
        if (!ns.isEmpty() && metadata.value(u"namespace"_s).toString() != ns)
            continue;
        if (pods && !running(object))
            continue;
        const QJsonObject objectLabels = metadata.value(u"labels"_s).toObject();
        const bool labelsMatch = labels->matches([&](const QString &key, QString *value) {
            if (!objectLabels.contains(key))
                return false;
            *value = objectLabels.value(key).toString();
            return true;
        });
        const bool fieldsMatch = fields->matches([&](const QString &field) {
            return field == QLatin1String("metadata.name") ? metadata.value(u"name"_s).toString()
                                                           : metadata.value(u"namespace"_s).toString();
        });
        if (labelsMatch && fieldsMatch)
            items.append(pods ? podMetrics(stored, now) : nodeMetrics(stored, now, podsByNode));
    }
    respondMetrics(connection, request,
                   {{u"kind"_s, pods ? u"PodMetricsList"_s : u"NodeMetricsList"_s},
                    {u"apiVersion"_s, groupVersion},
                    {u"metadata"_s, QJsonObject()},
                    {u"items"_s, items}});
}

} // namespace kube::sim
