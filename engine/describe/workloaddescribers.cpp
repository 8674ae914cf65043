// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "workloaddescribers.h"
#include "describeevents.h"
#include "podtemplatewriter.h"

#include "core/object.h"
#include "printers/humanduration.h"

namespace kube {

namespace {

using W = DescribeWriter;

constexpr int shownCompletedIndexes = 50; // kubectl cuts "Completed Indexes" after the first comma past this

QString integerOrUnset(const QJsonObject &object, const char *key)
{
    return object.contains(QLatin1String(key)) ? QString::number(object.value(QLatin1String(key)).toInteger())
                                               : QStringLiteral("<unset>");
}

// storageutil.GetPersistentVolumeClaimClass: the spec's class, else the beta annotation, else "".
QString claimClass(const QJsonObject &claim)
{
    const QJsonObject spec = jsonObject(claim, "spec");
    if (spec.contains(QLatin1String("storageClassName")))
        return jsonString(spec, "storageClassName");
    return jsonString(jsonObject(jsonObject(claim, "metadata"), "annotations"),
                      "volume.beta.kubernetes.io/storage-class");
}

void volumeClaimTemplates(W &w, const QJsonArray &templates)
{
    if (templates.isEmpty()) {
        w.write(W::level0, QStringLiteral("Volume Claims:\t<none>\n"));
        return;
    }
    w.write(W::level0, QStringLiteral("Volume Claims:\n"));
    for (const QJsonValue &value : templates) {
        const QJsonObject claim = value.toObject();
        const QJsonObject metadata = jsonObject(claim, "metadata");
        const QJsonObject spec = jsonObject(claim, "spec");
        w.write(W::level1, QStringLiteral("Name:\t%1\n").arg(jsonString(metadata, "name")));
        w.write(W::level1, QStringLiteral("StorageClass:\t%1\n").arg(claimClass(claim)));
        w.labels(QStringLiteral("Labels"), jsonObject(metadata, "labels"), QStringLiteral("  "));
        w.labels(QStringLiteral("Annotations"), jsonObject(metadata, "annotations"), QStringLiteral("  "));
        const QJsonValue storage =
            jsonObject(jsonObject(spec, "resources"), "requests").value(QLatin1String("storage"));
        w.write(W::level1, QStringLiteral("Capacity:\t%1\n")
                               .arg(storage.isUndefined() ? QStringLiteral("<default>") : goValue(storage)));
        QStringList modes;
        for (const QJsonValue &mode : spec.value(QLatin1String("accessModes")).toArray())
            modes.append(mode.toString());
        w.write(W::level1, QStringLiteral("Access Modes:\t[%1]\n").arg(modes.join(QLatin1Char(' '))));
    }
}

} // namespace

QString controlledPodsStatus(const QJsonObject &owner, const QList<QJsonObject> &pods)
{
    const QString uid = jsonString(jsonObject(owner, "metadata"), "uid");
    int running = 0, waiting = 0, succeeded = 0, failed = 0;
    for (const QJsonObject &pod : pods) {
        bool controlled = false;
        for (const QJsonValue &ref :
             jsonObject(pod, "metadata").value(QLatin1String("ownerReferences")).toArray())
            controlled = controlled || (ref.toObject().value(QLatin1String("controller")).toBool() &&
                                        jsonString(ref.toObject(), "uid") == uid);
        if (!controlled)
            continue;
        const QString phase = jsonString(jsonObject(pod, "status"), "phase");
        running += phase == QLatin1String("Running");
        waiting += phase == QLatin1String("Pending");
        succeeded += phase == QLatin1String("Succeeded");
        failed += phase == QLatin1String("Failed");
    }
    return QStringLiteral("%1 Running / %2 Waiting / %3 Succeeded / %4 Failed")
        .arg(running)
        .arg(waiting)
        .arg(succeeded)
        .arg(failed);
}

Description describeStatefulSet(const QJsonObject &statefulSet, const QList<QJsonObject> &pods,
                                const std::optional<QList<QJsonObject>> &events, const DescribeClock &clock)
{
    const QJsonObject metadata = jsonObject(statefulSet, "metadata");
    const QJsonObject spec = jsonObject(statefulSet, "spec");
    W w(clock);
    w.write(W::level0, QStringLiteral("Name:\t%1\n").arg(jsonString(metadata, "name")));
    w.write(W::level0, QStringLiteral("Namespace:\t%1\n").arg(jsonString(metadata, "namespace")));
    w.write(W::level0, QStringLiteral("CreationTimestamp:\t%1\n")
                           .arg(w.timestamp(jsonString(metadata, "creationTimestamp"))));
    w.write(W::level0,
            QStringLiteral("Selector:\t%1\n").arg(formatLabelSelector(jsonObject(spec, "selector"))));
    w.labels(QStringLiteral("Labels"), jsonObject(metadata, "labels"));
    w.annotations(QStringLiteral("Annotations"), jsonObject(metadata, "annotations"));
    w.write(W::level0,
            QStringLiteral("Replicas:\t%1 desired | %2 total\n")
                .arg(spec.value(QLatin1String("replicas")).toInteger())
                .arg(jsonObject(statefulSet, "status").value(QLatin1String("replicas")).toInteger()));
    const QJsonObject strategy = jsonObject(spec, "updateStrategy");
    w.write(W::level0, QStringLiteral("Update Strategy:\t%1\n").arg(jsonString(strategy, "type")));
    const QJsonObject rolling = jsonObject(strategy, "rollingUpdate");
    if (rolling.contains(QLatin1String("partition"))) {
        w.write(
            W::level1,
            QStringLiteral("Partition:\t%1\n").arg(rolling.value(QLatin1String("partition")).toInteger()));
        if (rolling.contains(QLatin1String("maxUnavailable")))
            w.write(W::level1, QStringLiteral("MaxUnavailable:\t%1\n")
                                   .arg(goValue(rolling.value(QLatin1String("maxUnavailable")))));
    }
    w.write(W::level0, QStringLiteral("Pods Status:\t%1\n").arg(controlledPodsStatus(statefulSet, pods)));
    PodTemplateWriter::podTemplate(w, jsonObject(spec, "template"));
    volumeClaimTemplates(w, spec.value(QLatin1String("volumeClaimTemplates")).toArray());
    if (events)
        describeEvents(w, *events);
    return w.description();
}

Description describeJob(const QJsonObject &job, const std::optional<QList<QJsonObject>> &events,
                        const DescribeClock &clock)
{
    const QJsonObject metadata = jsonObject(job, "metadata");
    const QJsonObject spec = jsonObject(job, "spec");
    const QJsonObject status = jsonObject(job, "status");
    W w(clock);
    w.write(W::level0, QStringLiteral("Name:\t%1\n").arg(jsonString(metadata, "name")));
    w.write(W::level0, QStringLiteral("Namespace:\t%1\n").arg(jsonString(metadata, "namespace")));
    w.write(W::level0,
            QStringLiteral("Selector:\t%1\n").arg(formatLabelSelector(jsonObject(spec, "selector"))));
    w.labels(QStringLiteral("Labels"), jsonObject(metadata, "labels"));
    w.annotations(QStringLiteral("Annotations"), jsonObject(metadata, "annotations"));
    if (const QString controller = controllerOf(job); !controller.isEmpty())
        w.write(W::level0, QStringLiteral("Controlled By:\t%1\n").arg(controller));
    if (spec.contains(QLatin1String("parallelism")))
        w.write(
            W::level0,
            QStringLiteral("Parallelism:\t%1\n").arg(spec.value(QLatin1String("parallelism")).toInteger()));
    w.write(W::level0, QStringLiteral("Completions:\t%1\n").arg(integerOrUnset(spec, "completions")));
    if (spec.contains(QLatin1String("completionMode")))
        w.write(W::level0, QStringLiteral("Completion Mode:\t%1\n").arg(jsonString(spec, "completionMode")));
    if (spec.contains(QLatin1String("suspend")))
        w.write(W::level0,
                QStringLiteral("Suspend:\t%1\n").arg(goValue(spec.value(QLatin1String("suspend")))));
    if (spec.contains(QLatin1String("backoffLimit")))
        w.write(W::level0, QStringLiteral("Backoff Limit:\t%1\n")
                               .arg(spec.value(QLatin1String("backoffLimit")).toInteger()));
    if (spec.contains(QLatin1String("ttlSecondsAfterFinished")))
        w.write(W::level0, QStringLiteral("TTL Seconds After Finished:\t%1\n")
                               .arg(spec.value(QLatin1String("ttlSecondsAfterFinished")).toInteger()));
    const QString start = jsonString(status, "startTime"), completion = jsonString(status, "completionTime");
    if (!start.isEmpty())
        w.write(W::level0, QStringLiteral("Start Time:\t%1\n").arg(w.timestamp(start)));
    if (!completion.isEmpty())
        w.write(W::level0, QStringLiteral("Completed At:\t%1\n").arg(w.timestamp(completion)));
    if (!start.isEmpty() && !completion.isEmpty())
        w.write(W::level0, QStringLiteral("Duration:\t%1\n")
                               .arg(humanDuration(parseTimestamp(completion.toStdString()) -
                                                  parseTimestamp(start.toStdString()))));
    if (spec.contains(QLatin1String("activeDeadlineSeconds")))
        w.write(W::level0, QStringLiteral("Active Deadline Seconds:\t%1s\n")
                               .arg(spec.value(QLatin1String("activeDeadlineSeconds")).toInteger()));
    const qint64 active = status.value(QLatin1String("active")).toInteger(),
                 succeeded = status.value(QLatin1String("succeeded")).toInteger(),
                 failed = status.value(QLatin1String("failed")).toInteger();
    if (status.contains(QLatin1String("ready")))
        w.write(W::level0, QStringLiteral("Pods Statuses:\t%1 Active (%2 Ready) / %3 Succeeded / %4 Failed\n")
                               .arg(active)
                               .arg(status.value(QLatin1String("ready")).toInteger())
                               .arg(succeeded)
                               .arg(failed));
    else
        w.write(W::level0, QStringLiteral("Pods Statuses:\t%1 Active / %2 Succeeded / %3 Failed\n")
                               .arg(active)
                               .arg(succeeded)
                               .arg(failed));
    if (jsonString(spec, "completionMode") == QLatin1String("Indexed")) {
        QString indexes = jsonString(status, "completedIndexes");
        if (indexes.isEmpty()) {
            indexes = QStringLiteral("<none>");
        } else {
            const qsizetype comma = indexes.indexOf(QLatin1Char(','), shownCompletedIndexes);
            if (comma >= 0)
                indexes = indexes.left(comma + 1) + QStringLiteral("...");
        }
        w.write(W::level0, QStringLiteral("Completed Indexes:\t%1\n").arg(indexes));
    }
    PodTemplateWriter::podTemplate(w, jsonObject(spec, "template"));
    if (events)
        describeEvents(w, *events);
    return w.description();
}

} // namespace kube
