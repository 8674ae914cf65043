// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "describeevents.h"
#include "describers.h"
#include "podtemplatewriter.h"

namespace kube {

namespace {

using W = DescribeWriter;

// The integer at `key`, with `unit` after it, or "<unset>".
QString integerOrUnset(const QJsonObject &object, const char *key, const QString &unit = {})
{
    const QJsonValue value = object.value(QLatin1String(key));
    return value.isDouble() ? QString::number(value.toInteger()) + unit : QStringLiteral("<unset>");
}

// `kubectl describe cronjob`: its schedule and policies (kubectl 1.32 leaves its time zone out), the job
// template, the last schedule and the active jobs.
Description describeCronJob(const QJsonObject &cronJob, const std::optional<QList<QJsonObject>> &events,
                            const DescribeClock &clock)
{
    const QJsonObject metadata = jsonObject(cronJob, "metadata");
    const QJsonObject spec = jsonObject(cronJob, "spec");
    const QJsonObject status = jsonObject(cronJob, "status");
    W w(clock);
    w.write(W::level0, QStringLiteral("Name:\t%1\n").arg(jsonString(metadata, "name")));
    w.write(W::level0, QStringLiteral("Namespace:\t%1\n").arg(jsonString(metadata, "namespace")));
    w.labels(QStringLiteral("Labels"), jsonObject(metadata, "labels"));
    w.annotations(QStringLiteral("Annotations"), jsonObject(metadata, "annotations"));
    w.write(W::level0, QStringLiteral("Schedule:\t%1\n").arg(jsonString(spec, "schedule")));
    w.write(W::level0,
            QStringLiteral("Concurrency Policy:\t%1\n").arg(jsonString(spec, "concurrencyPolicy")));
    const QJsonValue suspend = spec.value(QLatin1String("suspend"));
    w.write(W::level0, QStringLiteral("Suspend:\t%1\n")
                           .arg(!suspend.isBool()  ? QStringLiteral("<unset>")
                                : suspend.toBool() ? QStringLiteral("True")
                                                   : QStringLiteral("False")));
    w.write(W::level0, QStringLiteral("Successful Job History Limit:\t%1\n")
                           .arg(integerOrUnset(spec, "successfulJobsHistoryLimit")));
    w.write(W::level0, QStringLiteral("Failed Job History Limit:\t%1\n")
                           .arg(integerOrUnset(spec, "failedJobsHistoryLimit")));
    w.write(W::level0, QStringLiteral("Starting Deadline Seconds:\t%1\n")
                           .arg(integerOrUnset(spec, "startingDeadlineSeconds", QStringLiteral("s"))));
    // The job template: kubectl's describeJobTemplate.
    const QJsonObject jobSpec = jsonObject(jsonObject(spec, "jobTemplate"), "spec");
    const QJsonValue selector = jobSpec.value(QLatin1String("selector"));
    w.write(W::level0, QStringLiteral("Selector:\t%1\n")
                           .arg(selector.isObject() ? formatLabelSelector(selector.toObject())
                                                    : QStringLiteral("<unset>")));
    w.write(W::level0, QStringLiteral("Parallelism:\t%1\n").arg(integerOrUnset(jobSpec, "parallelism")));
    w.write(W::level0, QStringLiteral("Completions:\t%1\n").arg(integerOrUnset(jobSpec, "completions")));
    if (jobSpec.value(QLatin1String("activeDeadlineSeconds")).isDouble())
        w.write(W::level0, QStringLiteral("Active Deadline Seconds:\t%1s\n")
                               .arg(jobSpec.value(QLatin1String("activeDeadlineSeconds")).toInteger()));
    PodTemplateWriter::podTemplate(w, jsonObject(jobSpec, "template"));
    const QString lastSchedule = jsonString(status, "lastScheduleTime");
    w.write(W::level0,
            QStringLiteral("Last Schedule Time:\t%1\n")
                .arg(lastSchedule.isEmpty() ? QStringLiteral("<unset>") : w.timestamp(lastSchedule)));
    QStringList active;
    for (const QJsonValue &job : status.value(QLatin1String("active")).toArray())
        active.append(jsonString(job.toObject(), "name"));
    w.write(W::level0,
            QStringLiteral("Active Jobs:\t%1\n")
                .arg(active.isEmpty() ? QStringLiteral("<none>") : active.join(QStringLiteral(", "))));
    if (events)
        describeEvents(w, *events);
    return w.description();
}

} // namespace

void describeCronJobObject(const QJsonObject &object, DescribeSource *source, const DescribeClock &clock,
                           std::function<void(Description)> done)
{
    source->events(object, QStringLiteral("CronJob"),
                   [object, done, clock](const DescribeSource::Events &events) {
                       done(describeCronJob(object, events, clock));
                   });
}

} // namespace kube
