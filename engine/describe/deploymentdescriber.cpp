// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "deploymentdescriber.h"
#include "describeevents.h"
#include "podtemplatewriter.h"

#include "core/object.h"

#include <algorithm>

namespace kube {

namespace {

using W = DescribeWriter;

QJsonObject withoutHash(QJsonObject podTemplate)
{
    QJsonObject metadata = jsonObject(podTemplate, "metadata");
    QJsonObject labels = jsonObject(metadata, "labels");
    labels.remove(QStringLiteral("pod-template-hash"));
    if (labels.isEmpty())
        metadata.remove(QStringLiteral("labels"));
    else
        metadata.insert(QStringLiteral("labels"), labels);
    podTemplate.insert(QStringLiteral("metadata"), metadata);
    return podTemplate;
}

QString intOrStringOrNil(const QJsonValue &value)
{
    if (value.isUndefined() || value.isNull())
        return QStringLiteral("<nil>");
    return value.isString() ? value.toString() : QString::number(value.toInteger());
}

QString replicaSetList(const QList<QJsonObject> &sets)
{
    QStringList parts;
    for (const QJsonObject &rs : sets)
        parts.append(QStringLiteral("%1 (%2/%3 replicas created)")
                         .arg(jsonString(jsonObject(rs, "metadata"), "name"))
                         .arg(jsonObject(rs, "status").value(QLatin1String("replicas")).toInteger())
                         .arg(jsonObject(rs, "spec").value(QLatin1String("replicas")).toInteger()));
    return parts.isEmpty() ? QStringLiteral("<none>") : parts.join(QStringLiteral(", "));
}

} // namespace

Description describeDeployment(const QJsonObject &deployment, const QList<QJsonObject> &replicaSets,
                               const std::optional<QList<QJsonObject>> &events, const DescribeClock &clock)
{
    const QJsonObject metadata = jsonObject(deployment, "metadata");
    const QJsonObject spec = jsonObject(deployment, "spec");
    const QJsonObject status = jsonObject(deployment, "status");
    const QString uid = jsonString(metadata, "uid");

    QList<QJsonObject> owned;
    for (const QJsonObject &rs : replicaSets)
        for (const QJsonValue &owner :
             jsonObject(rs, "metadata").value(QLatin1String("ownerReferences")).toArray())
            if (owner.toObject().value(QLatin1String("controller")).toBool() &&
                jsonString(owner.toObject(), "uid") == uid) {
                owned.append(rs);
                break;
            }
    // The new ReplicaSet: the oldest whose template is the deployment's (the controller's FindNewReplicaSet).
    QList<QJsonObject> byAge = owned;
    std::stable_sort(byAge.begin(), byAge.end(), [](const QJsonObject &a, const QJsonObject &b) {
        const qint64 ta =
            parseTimestamp(jsonString(jsonObject(a, "metadata"), "creationTimestamp").toStdString());
        const qint64 tb =
            parseTimestamp(jsonString(jsonObject(b, "metadata"), "creationTimestamp").toStdString());
        return ta != tb ? ta < tb
                        : jsonString(jsonObject(a, "metadata"), "name") <
                              jsonString(jsonObject(b, "metadata"), "name");
    });
    const QJsonObject wanted = withoutHash(jsonObject(spec, "template"));
    QString newName;
    for (const QJsonObject &rs : std::as_const(byAge))
        if (withoutHash(jsonObject(jsonObject(rs, "spec"), "template")) == wanted) {
            newName = jsonString(jsonObject(rs, "metadata"), "name");
            break;
        }
    QList<QJsonObject> oldSets, newSets;
    for (const QJsonObject &rs : std::as_const(owned))
        (jsonString(jsonObject(rs, "metadata"), "name") == newName ? newSets : oldSets).append(rs);

    W w(clock);
    w.write(W::level0, QStringLiteral("Name:\t%1\n").arg(jsonString(metadata, "name")));
    w.write(W::level0, QStringLiteral("Namespace:\t%1\n").arg(jsonString(metadata, "namespace")));
    w.write(W::level0, QStringLiteral("CreationTimestamp:\t%1\n")
                           .arg(w.timestamp(jsonString(metadata, "creationTimestamp"))));
    w.labels(QStringLiteral("Labels"), jsonObject(metadata, "labels"));
    w.annotations(QStringLiteral("Annotations"), jsonObject(metadata, "annotations"));
    w.write(W::level0,
            QStringLiteral("Selector:\t%1\n").arg(formatLabelSelector(jsonObject(spec, "selector"))));
    w.write(W::level0,
            QStringLiteral("Replicas:\t%1 desired | %2 updated | %3 total | %4 available | %5 unavailable\n")
                .arg(spec.value(QLatin1String("replicas")).toInteger())
                .arg(status.value(QLatin1String("updatedReplicas")).toInteger())
                .arg(status.value(QLatin1String("replicas")).toInteger())
                .arg(status.value(QLatin1String("availableReplicas")).toInteger())
                .arg(status.value(QLatin1String("unavailableReplicas")).toInteger()));
    const QJsonObject strategy = jsonObject(spec, "strategy");
    w.write(W::level0, QStringLiteral("StrategyType:\t%1\n").arg(jsonString(strategy, "type")));
    w.write(W::level0, QStringLiteral("MinReadySeconds:\t%1\n")
                           .arg(spec.value(QLatin1String("minReadySeconds")).toInteger()));
    if (strategy.contains(QLatin1String("rollingUpdate"))) {
        const QJsonObject rolling = jsonObject(strategy, "rollingUpdate");
        w.write(W::level0, QStringLiteral("RollingUpdateStrategy:\t%1 max unavailable, %2 max surge\n")
                               .arg(intOrStringOrNil(rolling.value(QLatin1String("maxUnavailable"))),
                                    intOrStringOrNil(rolling.value(QLatin1String("maxSurge")))));
    }
    PodTemplateWriter::podTemplate(w, jsonObject(spec, "template"));
    const QJsonArray conditions = status.value(QLatin1String("conditions")).toArray();
    if (!conditions.isEmpty()) {
        w.write(W::level0, QStringLiteral("Conditions:\n  Type\tStatus\tReason\n"));
        w.write(W::level1, QStringLiteral("----\t------\t------\n"));
        for (const QJsonValue &c : conditions)
            w.write(W::level1, QStringLiteral("%1 \t%2\t%3\n")
                                   .arg(jsonString(c.toObject(), "type"), jsonString(c.toObject(), "status"),
                                        jsonString(c.toObject(), "reason")));
    }
    if (!oldSets.isEmpty() || !newSets.isEmpty()) {
        w.write(W::level0, QStringLiteral("OldReplicaSets:\t%1\n").arg(replicaSetList(oldSets)));
        w.write(W::level0, QStringLiteral("NewReplicaSet:\t%1\n").arg(replicaSetList(newSets)));
    }
    if (events)
        describeEvents(w, *events);
    return w.description();
}

} // namespace kube
