// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "apidefaults.h"

#include "controllers/podtemplate.h"
#include "objectmeta.h"

#include <algorithm>

#include <QJsonArray>

namespace kube::sim::ApiDefaults {

using namespace Qt::StringLiterals;

namespace {
void insertMissing(QJsonObject *object, const char *key, const QJsonValue &value)
{
    if (!object->contains(QLatin1String(key)))
        object->insert(QLatin1String(key), value);
}

QJsonObject templateDefaults(QJsonObject podTemplate)
{
    podTemplate.insert(u"spec"_s, PodTemplate::withTemplateSpecDefaults(podTemplate.value(QLatin1String("spec")).toObject()));
    QJsonObject metadata = podTemplate.value(QLatin1String("metadata")).toObject();
    insertMissing(&metadata, "creationTimestamp", QJsonValue::Null);
    podTemplate.insert(u"metadata"_s, metadata);
    return podTemplate;
}

QJsonObject jobSpecDefaults(QJsonObject spec, const QString &name, const QString &uid)
{
    insertMissing(&spec, "parallelism", 1);
    insertMissing(&spec, "completions", 1);
    insertMissing(&spec, "backoffLimit", 6);
    insertMissing(&spec, "completionMode", u"NonIndexed"_s);
    insertMissing(&spec, "suspend", false);
    insertMissing(&spec, "podReplacementPolicy", u"TerminatingOrFailed"_s);
    QJsonObject podTemplate = templateDefaults(spec.value(QLatin1String("template")).toObject());
    QJsonObject templateSpec = podTemplate.value(QLatin1String("spec")).toObject();
    if (templateSpec.value(QLatin1String("restartPolicy")) == QLatin1String("Always"))
        templateSpec.insert(u"restartPolicy"_s, u"Never"_s);
    podTemplate.insert(u"spec"_s, templateSpec);
    if (!uid.isEmpty() && !spec.value(QLatin1String("manualSelector")).toBool()) {
        QJsonObject metadata = podTemplate.value(QLatin1String("metadata")).toObject();
        QJsonObject labels = metadata.value(QLatin1String("labels")).toObject();
        labels.insert(u"batch.kubernetes.io/controller-uid"_s, uid);
        labels.insert(u"batch.kubernetes.io/job-name"_s, name);
        labels.insert(u"controller-uid"_s, uid);
        labels.insert(u"job-name"_s, name);
        metadata.insert(u"labels"_s, labels);
        podTemplate.insert(u"metadata"_s, metadata);
        spec.insert(u"selector"_s, QJsonObject{{u"matchLabels"_s, QJsonObject{{u"batch.kubernetes.io/controller-uid"_s, uid}}}});
    }
    spec.insert(u"template"_s, podTemplate);
    return spec;
}
} // namespace

QJsonObject apply(const ResourceType &type, QJsonObject object, const QString &uid, quint32 serial)
{
    QJsonObject spec = object.value(QLatin1String("spec")).toObject();
    const QString name = ObjectMeta::name(object);
    const QString key = type.group + QLatin1Char('/') + type.resource;
    if (key == QLatin1String("/pods")) {
        spec = PodTemplate::withSpecDefaults(spec);
        if (!object.contains(QLatin1String("status")))
            object.insert(u"status"_s, QJsonObject{{u"phase"_s, u"Pending"_s}, {u"qosClass"_s, u"BestEffort"_s}});
        // The pod strategy's applyWaitingForSchedulingGatesCondition: a gated pod says why it is not
        // scheduled.
        QJsonObject status = object.value(QLatin1String("status")).toObject();
        QJsonArray conditions = status.value(QLatin1String("conditions")).toArray();
        const bool hasScheduled = std::any_of(conditions.begin(), conditions.end(), [](const QJsonValue &c) {
            return c.toObject().value(QLatin1String("type")).toString() == QLatin1String("PodScheduled");
        });
        if (!spec.value(QLatin1String("schedulingGates")).toArray().isEmpty() && !hasScheduled) {
            conditions.append(
                QJsonObject{{u"type"_s, u"PodScheduled"_s},
                            {u"status"_s, u"False"_s},
                            {u"lastProbeTime"_s, QJsonValue::Null},
                            {u"lastTransitionTime"_s, QJsonValue::Null},
                            {u"reason"_s, u"SchedulingGated"_s},
                            {u"message"_s, u"Scheduling is blocked due to non-empty scheduling gates"_s}});
            status.insert(u"conditions"_s, conditions);
            object.insert(u"status"_s, status);
        }
    } else if (key == QLatin1String("apps/deployments")) {
        insertMissing(&spec, "replicas", 1);
        insertMissing(&spec, "revisionHistoryLimit", 10);
        insertMissing(&spec, "progressDeadlineSeconds", 600);
        insertMissing(&spec, "strategy", QJsonObject{{u"type"_s, u"RollingUpdate"_s}, {u"rollingUpdate"_s, QJsonObject{{u"maxSurge"_s, u"25%"_s}, {u"maxUnavailable"_s, u"25%"_s}}}});
        spec.insert(u"template"_s, templateDefaults(spec.value(QLatin1String("template")).toObject()));
    } else if (key == QLatin1String("apps/replicasets") || key == QLatin1String("apps/daemonsets")) {
        if (key == QLatin1String("apps/replicasets"))
            insertMissing(&spec, "replicas", 1);
        else
            insertMissing(&spec, "updateStrategy", QJsonObject{{u"type"_s, u"RollingUpdate"_s}, {u"rollingUpdate"_s, QJsonObject{{u"maxSurge"_s, 0}, {u"maxUnavailable"_s, 1}}}});
        spec.insert(u"template"_s, templateDefaults(spec.value(QLatin1String("template")).toObject()));
    } else if (key == QLatin1String("apps/statefulsets")) {
        insertMissing(&spec, "replicas", 1);
        insertMissing(&spec, "podManagementPolicy", u"OrderedReady"_s);
        insertMissing(&spec, "revisionHistoryLimit", 10);
        insertMissing(&spec, "updateStrategy", QJsonObject{{u"type"_s, u"RollingUpdate"_s}, {u"rollingUpdate"_s, QJsonObject{{u"partition"_s, 0}}}});
        spec.insert(u"template"_s, templateDefaults(spec.value(QLatin1String("template")).toObject()));
    } else if (key == QLatin1String("batch/jobs")) {
        spec = jobSpecDefaults(spec, name, uid);
        QJsonObject metadata = ObjectMeta::metadata(object);
        if (!metadata.contains(QLatin1String("labels")))
            metadata.insert(u"labels"_s, spec.value(QLatin1String("template")).toObject().value(QLatin1String("metadata")).toObject().value(QLatin1String("labels")));
        object.insert(u"metadata"_s, metadata);
    } else if (key == QLatin1String("batch/cronjobs")) {
        insertMissing(&spec, "concurrencyPolicy", u"Allow"_s);
        insertMissing(&spec, "suspend", false);
        insertMissing(&spec, "successfulJobsHistoryLimit", 3);
        insertMissing(&spec, "failedJobsHistoryLimit", 1);
        QJsonObject jobTemplate = spec.value(QLatin1String("jobTemplate")).toObject();
        jobTemplate.insert(u"spec"_s, jobSpecDefaults(jobTemplate.value(QLatin1String("spec")).toObject(), name, {}));
        spec.insert(u"jobTemplate"_s, jobTemplate);
    } else if (key == QLatin1String("/services")) {
        const QString serviceType = spec.value(QLatin1String("type")).toString(u"ClusterIP"_s);
        spec.insert(u"type"_s, serviceType);
        if (serviceType != QLatin1String("ExternalName")) {
            if (!spec.contains(QLatin1String("clusterIP"))) {
                const QString ip = u"10.96.%1.%2"_s.arg((serial / 250) % 250).arg(serial % 250 + 2);
                spec.insert(u"clusterIP"_s, ip);
                spec.insert(u"clusterIPs"_s, QJsonArray{ip});
            }
            insertMissing(&spec, "ipFamilies", QJsonArray{u"IPv4"_s});
            insertMissing(&spec, "ipFamilyPolicy", u"SingleStack"_s);
            insertMissing(&spec, "internalTrafficPolicy", u"Cluster"_s);
        }
        insertMissing(&spec, "sessionAffinity", u"None"_s);
        QJsonArray ports;
        int nodePort = 30000 + int(serial % 2700) * 10;
        for (const QJsonValue &value : spec.value(QLatin1String("ports")).toArray()) {
            QJsonObject port = value.toObject();
            insertMissing(&port, "protocol", u"TCP"_s);
            insertMissing(&port, "targetPort", port.value(QLatin1String("port")));
            if (serviceType == QLatin1String("NodePort") || serviceType == QLatin1String("LoadBalancer"))
                insertMissing(&port, "nodePort", nodePort++);
            ports.append(port);
        }
        if (!ports.isEmpty())
            spec.insert(u"ports"_s, ports);
        if (serviceType == QLatin1String("NodePort") || serviceType == QLatin1String("LoadBalancer"))
            insertMissing(&spec, "externalTrafficPolicy", u"Cluster"_s);
        if (!object.contains(QLatin1String("status")))
            object.insert(u"status"_s, QJsonObject{{u"loadBalancer"_s, QJsonObject()}});
    } else if (key == QLatin1String("/namespaces")) {
        insertMissing(&spec, "finalizers", QJsonArray{u"kubernetes"_s});
        if (!object.contains(QLatin1String("status")))
            object.insert(u"status"_s, QJsonObject{{u"phase"_s, u"Active"_s}});
        QJsonObject metadata = ObjectMeta::metadata(object);
        QJsonObject labels = metadata.value(QLatin1String("labels")).toObject();
        labels.insert(u"kubernetes.io/metadata.name"_s, name);
        metadata.insert(u"labels"_s, labels);
        object.insert(u"metadata"_s, metadata);
    } else if (key == QLatin1String("/persistentvolumes")) {
        insertMissing(&spec, "volumeMode", u"Filesystem"_s);
    } else if (key == QLatin1String("/persistentvolumeclaims")) {
        insertMissing(&spec, "volumeMode", u"Filesystem"_s);
        if (!object.contains(QLatin1String("status")))
            object.insert(u"status"_s, QJsonObject{{u"phase"_s, u"Pending"_s}});
    } else if (key == QLatin1String("/secrets")) {
        if (!object.contains(QLatin1String("type")))
            object.insert(u"type"_s, u"Opaque"_s);
        // The v1 conversion writes stringData into data (its keys win) and never stores it.
        const QJsonObject stringData = object.take(u"stringData"_s).toObject();
        if (!stringData.isEmpty()) {
            QJsonObject data = object.value(QLatin1String("data")).toObject();
            for (auto it = stringData.begin(); it != stringData.end(); ++it)
                data.insert(it.key(), QString::fromLatin1(it.value().toString().toUtf8().toBase64()));
            object.insert(u"data"_s, data);
        }
        return object;
    } else if (key == QLatin1String("/replicationcontrollers")) {
        // SetDefaults_ReplicationController: selector and labels from the template's labels, one replica.
        const QJsonValue templateLabels =
            spec.value(QLatin1String("template")).toObject().value(QLatin1String("metadata")).toObject().value(QLatin1String("labels"));
        if (spec.value(QLatin1String("selector")).toObject().isEmpty() && templateLabels.isObject())
            spec.insert(u"selector"_s, templateLabels);
        QJsonObject metadata = ObjectMeta::metadata(object);
        if (metadata.value(QLatin1String("labels")).toObject().isEmpty() && templateLabels.isObject()) {
            metadata.insert(u"labels"_s, templateLabels);
            object.insert(u"metadata"_s, metadata);
        }
        insertMissing(&spec, "replicas", 1);
        if (spec.contains(QLatin1String("template")))
            spec.insert(u"template"_s, templateDefaults(spec.value(QLatin1String("template")).toObject()));
    } else {
        return object;
    }
    object.insert(u"spec"_s, spec);
    return object;
}

} // namespace kube::sim::ApiDefaults
