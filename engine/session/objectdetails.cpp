// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "objectdetails.h"

#include "printers/field.h"
#include "printers/kindprinter.h"
#include "rest/outputformat.h"
#include "rest/podview.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStringDecoder>

namespace kube {

namespace {

// A Secret value longer than this is summarised rather than shown whole in the overview (the YAML has it
// all).
constexpr qsizetype maxShownValueBytes = 64 * 1024;

QJsonObject objectAt(const QJsonObject &object, std::initializer_list<const char *> path)
{
    QJsonObject at = object;
    for (const char *key : path)
        at = at.value(QLatin1String(key)).toObject();
    return at;
}

QString text(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::String:
        return value.toString();
    case QJsonValue::Double:
        return QString::number(value.toDouble(), 'g', 15);
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Array:
    case QJsonValue::Object:
        return QString::fromUtf8(value.isArray()
                                     ? QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact)
                                     : QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    default:
        return {};
    }
}

// "a=1, b=2" of a string map (labels, a selector's matchLabels, a node selector).
QString joinMap(const QJsonObject &map)
{
    QStringList parts;
    for (auto it = map.begin(); it != map.end(); ++it)
        parts.append(it.key() + QLatin1Char('=') + it.value().toString());
    return parts.join(QStringLiteral(", "));
}

QString joinStrings(const QJsonArray &array)
{
    QStringList parts;
    for (const QJsonValue &value : array)
        parts.append(text(value));
    return parts.join(QStringLiteral(", "));
}

qint64 timeOf(const QJsonValue &value)
{
    const QByteArray utf8 = value.toString().toUtf8();
    return parseTimestamp(std::string_view(utf8.constData(), size_t(utf8.size())));
}

QString timeText(const QJsonValue &value)
{
    return value.toString();
}

// A TCP port of a container ("containerPort") or a Service ("port"), once.
void addForwardablePort(ObjectDetails &details, const QJsonObject &port, const char *numberKey)
{
    if (port.value(QLatin1String("protocol")).toString(QStringLiteral("TCP")) != QLatin1String("TCP"))
        return;
    const ForwardablePort forwardable{port.value(QLatin1String("name")).toString(),
                                      quint16(port.value(QLatin1String(numberKey)).toInt())};
    if (forwardable.number != 0 && !details.forwardablePorts.contains(forwardable))
        details.forwardablePorts.append(forwardable);
}

void addField(ObjectDetails &details, const char *label, const QString &value,
              std::optional<ObjectLink> link = {})
{
    if (!value.isEmpty())
        details.fields.append({label, value, std::move(link)});
}

QString replicasOf(const QJsonObject &object, const char *key)
{
    return QString::number(object.value(QLatin1String(key)).toInt());
}

// requests/limits as "cpu=100m, memory=64Mi" lines.
QString resourcesText(const QJsonObject &resources)
{
    QStringList parts;
    for (const char *kind : {"requests", "limits"}) {
        const QJsonObject values = resources.value(QLatin1String(kind)).toObject();
        if (!values.isEmpty())
            parts.append(QLatin1String(kind) + QStringLiteral(": ") + joinMap(values));
    }
    return parts.join(QStringLiteral("; "));
}

QString probeText(const QJsonObject &probe)
{
    if (probe.isEmpty())
        return {};
    QString action;
    if (probe.contains(QLatin1String("httpGet"))) {
        const QJsonObject get = probe.value(QLatin1String("httpGet")).toObject();
        action =
            QStringLiteral("http-get %1:%2")
                .arg(get.value(QLatin1String("path")).toString(), text(get.value(QLatin1String("port"))));
    } else if (probe.contains(QLatin1String("tcpSocket"))) {
        action = QStringLiteral("tcp-socket :%1")
                     .arg(text(objectAt(probe, {"tcpSocket"}).value(QLatin1String("port"))));
    } else if (probe.contains(QLatin1String("exec"))) {
        action = QStringLiteral("exec [%1]")
                     .arg(joinStrings(objectAt(probe, {"exec"}).value(QLatin1String("command")).toArray()));
    } else if (probe.contains(QLatin1String("grpc"))) {
        action = QStringLiteral("grpc :%1").arg(text(objectAt(probe, {"grpc"}).value(QLatin1String("port"))));
    }
    return QStringLiteral("%1 delay=%2s period=%3s")
        .arg(action)
        .arg(probe.value(QLatin1String("initialDelaySeconds")).toInt())
        .arg(probe.value(QLatin1String("periodSeconds")).toInt(10));
}

void addPod(ObjectDetails &details, const Object &object, const QJsonObject &json)
{
    const PodView pod = PodView::fromObject(object);
    const QJsonObject spec = json.value(QLatin1String("spec")).toObject();
    const QJsonObject status = json.value(QLatin1String("status")).toObject();
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Status"), pod.status);
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Ready"), pod.readyText());
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Restarts"), pod.restartsText(now));
    if (!pod.nodeName.isEmpty())
        addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Node"), pod.nodeName,
                 ObjectLink{QStringLiteral("v1"), QStringLiteral("Node"), {}, pod.nodeName, {}, false});
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Pod IP"), pod.podIp);
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Host IP"), pod.hostIp);
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "QoS class"), pod.qosClass);
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Service account"),
             spec.value(QLatin1String("serviceAccountName")).toString());
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Node selector"),
             joinMap(spec.value(QLatin1String("nodeSelector")).toObject()));

    // Containers of every kind, from the spec (so a pod not yet scheduled shows them), with their status if
    // any.
    DetailsTable containers{
        QT_TRANSLATE_NOOP("DetailsPane", "Containers"),
        {QT_TRANSLATE_NOOP("DetailsPane", "Name"), QT_TRANSLATE_NOOP("DetailsPane", "Image"),
         QT_TRANSLATE_NOOP("DetailsPane", "State"), QT_TRANSLATE_NOOP("DetailsPane", "Ready"),
         QT_TRANSLATE_NOOP("DetailsPane", "Restarts"), QT_TRANSLATE_NOOP("DetailsPane", "Last termination"),
         QT_TRANSLATE_NOOP("DetailsPane", "Ports"), QT_TRANSLATE_NOOP("DetailsPane", "Resources"),
         QT_TRANSLATE_NOOP("DetailsPane", "Probes")},
        {}};
    const struct
    {
        const char *specKey;
        const char *statusKey;
        const char *suffix;
        PodContainer::Kind kind;
    } groups[] = {
        {"initContainers", "initContainerStatuses", " (init)", PodContainer::Kind::Init},
        {"containers", "containerStatuses", "", PodContainer::Kind::Regular},
        {"ephemeralContainers", "ephemeralContainerStatuses", " (ephemeral)", PodContainer::Kind::Ephemeral}};
    for (const auto &group : groups) {
        QHash<QString, QJsonObject> statuses;
        for (const QJsonValue &value : status.value(QLatin1String(group.statusKey)).toArray())
            statuses.insert(value.toObject().value(QLatin1String("name")).toString(), value.toObject());
        for (const QJsonValue &value : spec.value(QLatin1String(group.specKey)).toArray()) {
            const QJsonObject container = value.toObject();
            const QString name = container.value(QLatin1String("name")).toString();
            details.containers.append({name, group.kind});
            const QJsonObject containerStatus = statuses.value(name);
            QString state = QStringLiteral("Waiting");
            const QJsonObject states = containerStatus.value(QLatin1String("state")).toObject();
            if (!states.isEmpty()) {
                state = states.begin().key();
                state[0] = state[0].toUpper();
                const QString reason =
                    states.begin().value().toObject().value(QLatin1String("reason")).toString();
                if (!reason.isEmpty())
                    state += QStringLiteral(" (%1)").arg(reason);
            }
            QString last;
            const QJsonObject terminated = objectAt(containerStatus, {"lastState", "terminated"});
            if (!terminated.isEmpty())
                last = QStringLiteral("%1, exit %2, %3")
                           .arg(terminated.value(QLatin1String("reason")).toString())
                           .arg(terminated.value(QLatin1String("exitCode")).toInt())
                           .arg(timeText(terminated.value(QLatin1String("finishedAt"))));
            QStringList ports;
            for (const QJsonValue &port : container.value(QLatin1String("ports")).toArray())
                addForwardablePort(details, port.toObject(), "containerPort");
            for (const QJsonValue &port : container.value(QLatin1String("ports")).toArray())
                ports.append(QStringLiteral("%1/%2")
                                 .arg(port.toObject().value(QLatin1String("containerPort")).toInt())
                                 .arg(port.toObject()
                                          .value(QLatin1String("protocol"))
                                          .toString(QStringLiteral("TCP"))));
            QStringList probes;
            for (const char *probe : {"livenessProbe", "readinessProbe", "startupProbe"})
                if (const QString described = probeText(container.value(QLatin1String(probe)).toObject());
                    !described.isEmpty())
                    probes.append(QString::fromLatin1(probe).chopped(5) + QStringLiteral(": ") + described);
            containers.rows.append(
                {name + QLatin1String(group.suffix), container.value(QLatin1String("image")).toString(),
                 state,
                 containerStatus.value(QLatin1String("ready")).toBool() ? QStringLiteral("true")
                                                                        : QStringLiteral("false"),
                 QString::number(containerStatus.value(QLatin1String("restartCount")).toInt()), last,
                 ports.join(QStringLiteral(", ")),
                 resourcesText(container.value(QLatin1String("resources")).toObject()),
                 probes.join(QStringLiteral("; "))});
        }
    }
    details.tables.append(containers);
}

void addWorkload(ObjectDetails &details, const Object &object, const QJsonObject &json)
{
    const QJsonObject spec = json.value(QLatin1String("spec")).toObject();
    const QJsonObject status = json.value(QLatin1String("status")).toObject();
    if (details.kind == QLatin1String("DaemonSet")) {
        addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Desired"),
                 replicasOf(status, "desiredNumberScheduled"));
        addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Current"),
                 replicasOf(status, "currentNumberScheduled"));
        addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Ready"), replicasOf(status, "numberReady"));
        addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Available"),
                 replicasOf(status, "numberAvailable"));
        addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Up to date"),
                 replicasOf(status, "updatedNumberScheduled"));
    } else {
        details.desiredReplicas = spec.value(QLatin1String("replicas")).toInt(1);
        addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Replicas desired"),
                 QString::number(details.desiredReplicas));
        addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Current"), replicasOf(status, "replicas"));
        addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Ready"), replicasOf(status, "readyReplicas"));
        addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Available"),
                 replicasOf(status, "availableReplicas"));
        if (details.kind != QLatin1String("ReplicaSet"))
            addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Up to date"),
                     replicasOf(status, "updatedReplicas"));
    }
    const QJsonObject strategy =
        spec.value(QLatin1String(details.kind == QLatin1String("Deployment") ? "strategy" : "updateStrategy"))
            .toObject();
    QString strategyText = strategy.value(QLatin1String("type")).toString();
    const QJsonObject rolling = strategy.value(QLatin1String("rollingUpdate")).toObject();
    if (!rolling.isEmpty()) {
        QStringList parts;
        for (auto it = rolling.begin(); it != rolling.end(); ++it)
            parts.append(it.key() + QLatin1Char('=') + text(it.value()));
        strategyText += QStringLiteral(" (%1)").arg(parts.join(QStringLiteral(", ")));
    }
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Strategy"), strategyText);
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Selector"),
             detail::formatLabelSelector(Field::parse(object)["spec"]["selector"]));
    if (details.kind == QLatin1String("StatefulSet"))
        addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Service"),
                 spec.value(QLatin1String("serviceName")).toString());
    QStringList images;
    for (const QJsonValue &container :
         objectAt(spec, {"template", "spec"}).value(QLatin1String("containers")).toArray())
        images.append(container.toObject().value(QLatin1String("image")).toString());
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Images"), images.join(QStringLiteral(", ")));
}

void addService(ObjectDetails &details, const QJsonObject &json)
{
    const QJsonObject spec = json.value(QLatin1String("spec")).toObject();
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Type"),
             spec.value(QLatin1String("type")).toString(QStringLiteral("ClusterIP")));
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Cluster IPs"),
             spec.contains(QLatin1String("clusterIPs"))
                 ? joinStrings(spec.value(QLatin1String("clusterIPs")).toArray())
                 : spec.value(QLatin1String("clusterIP")).toString());
    QStringList external;
    for (const QJsonValue &ingress :
         objectAt(json, {"status", "loadBalancer"}).value(QLatin1String("ingress")).toArray())
        external.append(ingress.toObject()
                            .value(QLatin1String("ip"))
                            .toString(ingress.toObject().value(QLatin1String("hostname")).toString()));
    external.append(joinStrings(spec.value(QLatin1String("externalIPs")).toArray()));
    external.removeAll(QString());
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "External IPs"), external.join(QStringLiteral(", ")));
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "External name"),
             spec.value(QLatin1String("externalName")).toString());
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Selector"),
             joinMap(spec.value(QLatin1String("selector")).toObject()));
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Session affinity"),
             spec.value(QLatin1String("sessionAffinity")).toString());
    DetailsTable ports{QT_TRANSLATE_NOOP("DetailsPane", "Ports"),
                       {QT_TRANSLATE_NOOP("DetailsPane", "Name"), QT_TRANSLATE_NOOP("DetailsPane", "Port"),
                        QT_TRANSLATE_NOOP("DetailsPane", "Target port"),
                        QT_TRANSLATE_NOOP("DetailsPane", "Node port"),
                        QT_TRANSLATE_NOOP("DetailsPane", "Protocol")},
                       {}};
    for (const QJsonValue &value : spec.value(QLatin1String("ports")).toArray()) {
        const QJsonObject port = value.toObject();
        addForwardablePort(details, port, "port");
        ports.rows.append(
            {port.value(QLatin1String("name")).toString(), text(port.value(QLatin1String("port"))),
             text(port.value(QLatin1String("targetPort"))), text(port.value(QLatin1String("nodePort"))),
             port.value(QLatin1String("protocol")).toString(QStringLiteral("TCP"))});
    }
    if (!ports.rows.isEmpty())
        details.tables.append(ports);
}

void addNode(ObjectDetails &details, const QJsonObject &json)
{
    const QJsonObject status = json.value(QLatin1String("status")).toObject();
    const QJsonObject spec = json.value(QLatin1String("spec")).toObject();
    QStringList addresses;
    for (const QJsonValue &value : status.value(QLatin1String("addresses")).toArray())
        addresses.append(
            QStringLiteral("%1: %2").arg(value.toObject().value(QLatin1String("type")).toString(),
                                         value.toObject().value(QLatin1String("address")).toString()));
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Addresses"), addresses.join(QStringLiteral(", ")));
    // Beside Ready, a node's conditions each report a problem (MemoryPressure, DiskPressure, PIDPressure,
    // NetworkUnavailable): False is the healthy state.
    for (ObjectCondition &condition : details.conditions)
        condition.reportsProblem = condition.type != QLatin1String("Ready");
    details.unschedulable = spec.value(QLatin1String("unschedulable")).toBool();
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Unschedulable"),
             spec.value(QLatin1String("unschedulable")).toBool() ? QStringLiteral("true") : QString());
    QStringList taints;
    for (const QJsonValue &value : spec.value(QLatin1String("taints")).toArray()) {
        const QJsonObject taint = value.toObject();
        const QString taintValue = taint.value(QLatin1String("value")).toString();
        taints.append(
            QStringLiteral("%1%2:%3").arg(taint.value(QLatin1String("key")).toString(),
                                          taintValue.isEmpty() ? QString() : QLatin1Char('=') + taintValue,
                                          taint.value(QLatin1String("effect")).toString()));
    }
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Taints"),
             taints.isEmpty() ? QStringLiteral("<none>") : taints.join(QStringLiteral(", ")));
    const QJsonObject info = status.value(QLatin1String("nodeInfo")).toObject();
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Kubelet"),
             info.value(QLatin1String("kubeletVersion")).toString());
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "OS image"),
             info.value(QLatin1String("osImage")).toString());
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Container runtime"),
             info.value(QLatin1String("containerRuntimeVersion")).toString());
    DetailsTable resources{QT_TRANSLATE_NOOP("DetailsPane", "Resources"),
                           {QT_TRANSLATE_NOOP("DetailsPane", "Resource"),
                            QT_TRANSLATE_NOOP("DetailsPane", "Capacity"),
                            QT_TRANSLATE_NOOP("DetailsPane", "Allocatable")},
                           {}};
    const QJsonObject capacity = status.value(QLatin1String("capacity")).toObject();
    const QJsonObject allocatable = status.value(QLatin1String("allocatable")).toObject();
    for (auto it = capacity.begin(); it != capacity.end(); ++it)
        resources.rows.append({it.key(), it.value().toString(), allocatable.value(it.key()).toString()});
    if (!resources.rows.isEmpty())
        details.tables.append(resources);
}

// A workload's log is its pods' merged log: the pods its selector picks, with its template's containers.
void addPodTemplateLogs(ObjectDetails &details, const Object &object, const QJsonObject &json)
{
    const QString selector = detail::formatLabelSelector(Field::parse(object)["spec"]["selector"]);
    if (selector.isEmpty() || selector == QLatin1String("<none>"))
        return; // an empty selector would pick every pod of the namespace
    details.podSelector = selector;
    const QJsonObject podSpec = objectAt(json, {"spec", "template", "spec"});
    for (const QJsonValue &value : podSpec.value(QLatin1String("initContainers")).toArray())
        details.containers.append(
            {value.toObject().value(QLatin1String("name")).toString(), PodContainer::Kind::Init});
    for (const QJsonValue &value : podSpec.value(QLatin1String("containers")).toArray()) {
        details.containers.append(
            {value.toObject().value(QLatin1String("name")).toString(), PodContainer::Kind::Regular});
        for (const QJsonValue &port : value.toObject().value(QLatin1String("ports")).toArray())
            addForwardablePort(details, port.toObject(), "containerPort");
    }
}

void addJob(ObjectDetails &details, const QJsonObject &json)
{
    const QJsonObject spec = json.value(QLatin1String("spec")).toObject();
    const QJsonObject status = json.value(QLatin1String("status")).toObject();
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Completions"),
             QStringLiteral("%1/%2")
                 .arg(status.value(QLatin1String("succeeded")).toInt())
                 .arg(spec.value(QLatin1String("completions")).toInt(1)));
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Parallelism"),
             QString::number(spec.value(QLatin1String("parallelism")).toInt(1)));
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Active"), replicasOf(status, "active"));
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Failed"), replicasOf(status, "failed"));
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Started"),
             timeText(status.value(QLatin1String("startTime"))));
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Completed"),
             timeText(status.value(QLatin1String("completionTime"))));
}

void addCronJob(ObjectDetails &details, const QJsonObject &json)
{
    const QJsonObject spec = json.value(QLatin1String("spec")).toObject();
    const QJsonObject status = json.value(QLatin1String("status")).toObject();
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Schedule"),
             spec.value(QLatin1String("schedule")).toString());
    details.suspended = spec.value(QLatin1String("suspend")).toBool();
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Suspended"),
             spec.value(QLatin1String("suspend")).toBool() ? QStringLiteral("true")
                                                           : QStringLiteral("false"));
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Last schedule"),
             timeText(status.value(QLatin1String("lastScheduleTime"))));
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Last success"),
             timeText(status.value(QLatin1String("lastSuccessfulTime"))));
    for (const QJsonValue &value : status.value(QLatin1String("active")).toArray()) {
        const QJsonObject job = value.toObject();
        addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Active job"),
                 job.value(QLatin1String("name")).toString(),
                 ObjectLink{QStringLiteral("batch/v1"), QStringLiteral("Job"),
                            job.value(QLatin1String("namespace")).toString(),
                            job.value(QLatin1String("name")).toString(),
                            job.value(QLatin1String("uid")).toString(), false});
    }
}

void addVolumeClaim(ObjectDetails &details, const QJsonObject &json)
{
    const QJsonObject spec = json.value(QLatin1String("spec")).toObject();
    const QJsonObject status = json.value(QLatin1String("status")).toObject();
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Phase"),
             status.value(QLatin1String("phase")).toString());
    const QString volume = spec.value(QLatin1String("volumeName")).toString();
    if (!volume.isEmpty())
        addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Volume"), volume,
                 ObjectLink{QStringLiteral("v1"), QStringLiteral("PersistentVolume"), {}, volume, {}, false});
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Capacity"),
             joinMap(status.value(QLatin1String("capacity")).toObject()));
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Access modes"),
             joinStrings(spec.value(QLatin1String("accessModes")).toArray()));
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Storage class"),
             spec.value(QLatin1String("storageClassName")).toString());
}

void addVolume(ObjectDetails &details, const QJsonObject &json)
{
    const QJsonObject spec = json.value(QLatin1String("spec")).toObject();
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Phase"),
             objectAt(json, {"status"}).value(QLatin1String("phase")).toString());
    const QJsonObject claim = spec.value(QLatin1String("claimRef")).toObject();
    if (!claim.isEmpty())
        addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Claim"),
                 claim.value(QLatin1String("namespace")).toString() + QLatin1Char('/') +
                     claim.value(QLatin1String("name")).toString(),
                 ObjectLink{QStringLiteral("v1"), QStringLiteral("PersistentVolumeClaim"),
                            claim.value(QLatin1String("namespace")).toString(),
                            claim.value(QLatin1String("name")).toString(),
                            claim.value(QLatin1String("uid")).toString(), false});
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Capacity"),
             joinMap(spec.value(QLatin1String("capacity")).toObject()));
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Access modes"),
             joinStrings(spec.value(QLatin1String("accessModes")).toArray()));
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Reclaim policy"),
             spec.value(QLatin1String("persistentVolumeReclaimPolicy")).toString());
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Storage class"),
             spec.value(QLatin1String("storageClassName")).toString());
}

void addEvent(ObjectDetails &details, const QJsonObject &json)
{
    // core/v1 names the object involvedObject, events.k8s.io/v1 names it regarding.
    const QJsonObject about =
        json.value(QLatin1String(json.contains(QLatin1String("regarding")) ? "regarding" : "involvedObject"))
            .toObject();
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Type"), json.value(QLatin1String("type")).toString());
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Reason"),
             json.value(QLatin1String("reason")).toString());
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Message"),
             json.value(QLatin1String(json.contains(QLatin1String("note")) ? "note" : "message")).toString());
    if (!about.isEmpty())
        addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Object"),
                 about.value(QLatin1String("kind")).toString() + QLatin1Char('/') +
                     about.value(QLatin1String("name")).toString(),
                 ObjectLink{about.value(QLatin1String("apiVersion")).toString(),
                            about.value(QLatin1String("kind")).toString(),
                            about.value(QLatin1String("namespace")).toString(),
                            about.value(QLatin1String("name")).toString(),
                            about.value(QLatin1String("uid")).toString(), false});
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Count"),
             json.contains(QLatin1String("count"))
                 ? QString::number(json.value(QLatin1String("count")).toInt())
                 : QString());
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Source"),
             objectAt(json, {"source"})
                 .value(QLatin1String("component"))
                 .toString(json.value(QLatin1String("reportingController")).toString()));
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "First seen"),
             timeText(json.value(QLatin1String("firstTimestamp"))));
    addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Last seen"),
             timeText(json.value(QLatin1String(
                 json.contains(QLatin1String("lastTimestamp")) ? "lastTimestamp" : "eventTime"))));
}

void addData(ObjectDetails &details, const QJsonObject &json, bool secret)
{
    const auto add = [&details, secret](const QJsonObject &map, bool base64) {
        for (auto it = map.begin(); it != map.end(); ++it) {
            DataEntry entry{it.key(), it.value().toString(), secret, false};
            if (base64) {
                const QByteArray bytes = QByteArray::fromBase64(entry.value.toLatin1());
                QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
                const QString decoded = utf8.decode(bytes);
                entry.binary = utf8.hasError() || bytes.size() > maxShownValueBytes;
                entry.value = entry.binary ? QString::number(bytes.size()) : decoded;
            }
            details.data.append(entry);
        }
    };
    add(json.value(QLatin1String("data")).toObject(), secret);
    add(json.value(QLatin1String("binaryData")).toObject(), true);
    if (secret)
        addField(details, QT_TRANSLATE_NOOP("DetailsPane", "Type"),
                 json.value(QLatin1String("type")).toString());
}

// A workload's spec.selector as a label selector string (matchLabels and matchExpressions), so that the pods
// a query reads are narrowed by the server; empty if it has none.
QString selectorText(const QJsonObject &selector)
{
    QStringList parts;
    const QJsonObject labels = selector.value(QLatin1String("matchLabels")).toObject();
    for (auto it = labels.begin(); it != labels.end(); ++it)
        parts.append(it.key() + QLatin1Char('=') + it.value().toString());
    for (const QJsonValue &value : selector.value(QLatin1String("matchExpressions")).toArray()) {
        const QJsonObject expression = value.toObject();
        const QString key = expression.value(QLatin1String("key")).toString();
        const QString op = expression.value(QLatin1String("operator")).toString();
        QStringList values;
        for (const QJsonValue &v : expression.value(QLatin1String("values")).toArray())
            values.append(v.toString());
        if (op == QLatin1String("In") || op == QLatin1String("NotIn"))
            parts.append(QStringLiteral("%1 %2 (%3)").arg(key, op.toLower(), values.join(QLatin1Char(','))));
        else if (op == QLatin1String("Exists"))
            parts.append(key);
        else if (op == QLatin1String("DoesNotExist"))
            parts.append(QLatin1Char('!') + key);
    }
    return parts.join(QLatin1Char(','));
}

RelatedQuery podsQuery(const char *title, const QString &namespaceName)
{
    RelatedQuery query;
    query.title = title;
    query.gvr = {QString(), QStringLiteral("v1"), QStringLiteral("pods")};
    query.apiVersion = QStringLiteral("v1");
    query.kind = QStringLiteral("Pod");
    query.namespaceName = namespaceName;
    return query;
}

// Deployment → ReplicaSets → Pods, StatefulSet/DaemonSet/Job → Pods, CronJob → Jobs, Service → the pods it
// selects, Node → the pods on it, PVC → the pods mounting it (its PV is a field link).
void addRelated(ObjectDetails &details, const QJsonObject &json)
{
    const QString &resource = details.gvr.resource;
    const QString &group = details.gvr.group;
    RelatedQuery query = podsQuery(QT_TRANSLATE_NOOP("DetailsPane", "Controls"), details.namespaceName);
    query.match = RelatedQuery::Match::ControlledBy;
    query.value = details.uid;
    // What it controls carries its selector's labels: the server narrows the list to those.
    query.labelSelector = selectorText(objectAt(json, {"spec", "selector"}));
    if (group == QLatin1String("apps") && resource == QLatin1String("deployments")) {
        query.gvr = {QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("replicasets")};
        query.apiVersion = QStringLiteral("apps/v1");
        query.kind = QStringLiteral("ReplicaSet");
    } else if (group == QLatin1String("batch") && resource == QLatin1String("cronjobs")) {
        query.gvr = {QStringLiteral("batch"), QStringLiteral("v1"), QStringLiteral("jobs")};
        query.apiVersion = QStringLiteral("batch/v1");
        query.kind = QStringLiteral("Job");
        query.labelSelector.clear(); // a CronJob's Jobs carry no label of it
    } else if (group.isEmpty() && resource == QLatin1String("services")) {
        const QJsonObject selector = objectAt(json, {"spec", "selector"});
        if (selector.isEmpty())
            return; // a Service without a selector selects no pods
        query = podsQuery(QT_TRANSLATE_NOOP("DetailsPane", "Selects"), details.namespaceName);
        QStringList parts;
        for (auto it = selector.begin(); it != selector.end(); ++it)
            parts.append(it.key() + QLatin1Char('=') + it.value().toString());
        query.labelSelector = parts.join(QLatin1Char(','));
    } else if (group.isEmpty() && resource == QLatin1String("nodes")) {
        query = podsQuery(QT_TRANSLATE_NOOP("DetailsPane", "Runs"), {});
        query.fieldSelector = QStringLiteral("spec.nodeName=") + details.name;
    } else if (group.isEmpty() && resource == QLatin1String("persistentvolumeclaims")) {
        query = podsQuery(QT_TRANSLATE_NOOP("DetailsPane", "Mounted by"), details.namespaceName);
        query.match = RelatedQuery::Match::MountsClaim;
        query.value = details.name;
    } else if (!((group == QLatin1String("apps") &&
                  (resource == QLatin1String("replicasets") || resource == QLatin1String("statefulsets") ||
                   resource == QLatin1String("daemonsets"))) ||
                 (group == QLatin1String("batch") && resource == QLatin1String("jobs")))) {
        return;
    }
    details.related.append(query);
}

} // namespace

RelatedObjects RelatedQuery::collect(const QList<Object> &objects) const
{
    RelatedObjects result;
    result.title = title;
    QList<Object> kept;
    for (const Object &item : objects) {
        bool matches = true;
        if (match == Match::ControlledBy) {
            matches = false;
            for (const OwnerReference &owner : item.ownerReferences())
                matches = matches || (owner.controller && QString::fromUtf8(owner.uid) == value);
        } else if (match == Match::MountsClaim) {
            matches = false;
            const Field volumes = Field::parse(item)["spec"]["volumes"];
            volumes.forEach([&](const Field &volume) {
                matches = matches || volume["persistentVolumeClaim"]["claimName"].text() == value;
            });
        }
        if (matches)
            kept.append(item);
    }
    std::sort(kept.begin(), kept.end(), [](const Object &a, const Object &b) { return a.key() < b.key(); });
    result.total = int(kept.size());
    for (const Object &item :
         std::as_const(kept).first(std::min(kept.size(), qsizetype(RelatedObjects::maxLinks))))
        result.links.append({apiVersion, kind, QString::fromUtf8(item.namespaceName()),
                             QString::fromUtf8(item.name()), QString::fromUtf8(item.uid()), false});
    return result;
}

QString ObjectDetails::owner() const
{
    for (const ObjectLink &link : owners)
        if (link.controller)
            return link.kind + QLatin1Char('/') + link.name;
    return {};
}

QJsonObject ObjectDetails::maskedSecret(QJsonObject secret)
{
    for (const QLatin1String field : {QLatin1String("data"), QLatin1String("stringData")}) {
        if (!secret.value(field).isObject())
            continue;
        QJsonObject values = secret.value(field).toObject();
        for (auto it = values.begin(); it != values.end(); ++it)
            it.value() = maskedValue.toString();
        secret.insert(field, values);
    }
    QJsonObject metadata = secret.value(QLatin1String("metadata")).toObject();
    QJsonObject annotations = metadata.value(QLatin1String("annotations")).toObject();
    const QLatin1String lastApplied("kubectl.kubernetes.io/last-applied-configuration");
    if (annotations.contains(lastApplied)) {
        annotations.insert(lastApplied, maskedValue.toString());
        metadata.insert(QLatin1String("annotations"), annotations);
        secret.insert(QLatin1String("metadata"), metadata);
    }
    return secret;
}

ObjectDetails ObjectDetails::fromObject(const Object &object, const GroupVersionResource &gvr,
                                        const QString &kind)
{
    ObjectDetails details;
    details.gvr = gvr;
    details.kind = kind.isEmpty() ? QString::fromUtf8(object.kind()) : kind;
    details.key = QString::fromUtf8(object.key());
    details.namespaceName = QString::fromUtf8(object.namespaceName());
    details.name = QString::fromUtf8(object.name());
    details.uid = QString::fromUtf8(object.uid());
    details.resourceVersion = QString::fromUtf8(object.resourceVersion());
    details.createdMs = object.creationTimestamp();
    details.deletionMs = object.deletionTimestamp();
    const QJsonObject json = object.toJsonObject();
    details.yaml = OutputFormat::toYaml(OutputFormat::withoutManagedFields(json));
    const bool secret = gvr.group.isEmpty() && gvr.resource == QLatin1String("secrets");
    if (secret)
        details.maskedYaml = OutputFormat::toYaml(maskedSecret(OutputFormat::withoutManagedFields(json)));
    const QJsonObject metadata =
        (secret ? maskedSecret(json) : json).value(QLatin1String("metadata")).toObject();
    for (const char *map : {"labels", "annotations"}) {
        const QJsonObject values = metadata.value(QLatin1String(map)).toObject();
        auto &into = qstrcmp(map, "labels") == 0 ? details.labels : details.annotations;
        for (auto it = values.begin(); it != values.end(); ++it)
            into.append({it.key(), it.value().toString()});
    }
    for (const QJsonValue &finalizer : metadata.value(QLatin1String("finalizers")).toArray())
        details.finalizers.append(finalizer.toString());
    for (const OwnerReference &owner : object.ownerReferences())
        details.owners.append({QString::fromUtf8(owner.apiVersion), QString::fromUtf8(owner.kind),
                               details.namespaceName, QString::fromUtf8(owner.name),
                               QString::fromUtf8(owner.uid), owner.controller});
    for (const QJsonValue &value : objectAt(json, {"status"}).value(QLatin1String("conditions")).toArray()) {
        const QJsonObject condition = value.toObject();
        details.conditions.append({condition.value(QLatin1String("type")).toString(),
                                   condition.value(QLatin1String("status")).toString(),
                                   condition.value(QLatin1String("reason")).toString(),
                                   condition.value(QLatin1String("message")).toString(),
                                   timeOf(condition.value(QLatin1String("lastTransitionTime")))});
    }

    const bool core = gvr.group.isEmpty();
    const QString &resource = gvr.resource;
    addRelated(details, json);
    if (core && resource == QLatin1String("pods"))
        addPod(details, object, json);
    else if (gvr.group == QLatin1String("apps") &&
             (resource == QLatin1String("deployments") || resource == QLatin1String("statefulsets") ||
              resource == QLatin1String("daemonsets") || resource == QLatin1String("replicasets")))
        addWorkload(details, object, json);
    else if (core && resource == QLatin1String("services"))
        addService(details, json);
    else if (core && resource == QLatin1String("nodes"))
        addNode(details, json);
    else if (gvr.group == QLatin1String("batch") && resource == QLatin1String("jobs"))
        addJob(details, json);
    if ((gvr.group == QLatin1String("apps") && resource != QLatin1String("controllerrevisions")) ||
        (gvr.group == QLatin1String("batch") && resource == QLatin1String("jobs")))
        addPodTemplateLogs(details, object, json);
    else if (gvr.group == QLatin1String("batch") && resource == QLatin1String("cronjobs"))
        addCronJob(details, json);
    else if (core && resource == QLatin1String("persistentvolumeclaims"))
        addVolumeClaim(details, json);
    else if (core && resource == QLatin1String("persistentvolumes"))
        addVolume(details, json);
    else if ((core || gvr.group == QLatin1String("events.k8s.io")) && resource == QLatin1String("events"))
        addEvent(details, json);
    else if (core && (resource == QLatin1String("configmaps") || resource == QLatin1String("secrets")))
        addData(details, json, resource == QLatin1String("secrets"));
    return details;
}

} // namespace kube
