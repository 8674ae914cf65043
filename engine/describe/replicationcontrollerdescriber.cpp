// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "describeevents.h"
#include "describerregistry.h"
#include "describers.h"
#include "podtemplatewriter.h"
#include "workloaddescribers.h"

namespace kube {

namespace {

using W = DescribeWriter;

const GroupVersionResource controllerPods{QString(), QStringLiteral("v1"), QStringLiteral("pods")};

// `kubectl describe replicationcontroller`: its selector is a plain label map; `pods` are the pods it
// selects, of which the ones it controls are counted by phase.
Description describeReplicationController(const QJsonObject &controller, const QList<QJsonObject> &pods,
                                          const std::optional<QList<QJsonObject>> &events,
                                          const DescribeClock &clock)
{
    const QJsonObject metadata = jsonObject(controller, "metadata");
    const QJsonObject spec = jsonObject(controller, "spec");
    const QJsonObject status = jsonObject(controller, "status");
    W w(clock);
    w.write(W::level0, QStringLiteral("Name:\t%1\n").arg(jsonString(metadata, "name")));
    w.write(W::level0, QStringLiteral("Namespace:\t%1\n").arg(jsonString(metadata, "namespace")));
    w.write(W::level0, QStringLiteral("Selector:\t%1\n").arg(formatLabels(jsonObject(spec, "selector"))));
    w.labels(QStringLiteral("Labels"), jsonObject(metadata, "labels"));
    w.annotations(QStringLiteral("Annotations"), jsonObject(metadata, "annotations"));
    w.write(W::level0, QStringLiteral("Replicas:\t%1 current / %2 desired\n")
                           .arg(status.value(QLatin1String("replicas")).toInteger())
                           .arg(spec.value(QLatin1String("replicas")).toInteger()));
    w.write(W::level0, QStringLiteral("Pods Status:\t%1\n").arg(controlledPodsStatus(controller, pods)));
    PodTemplateWriter::podTemplate(w, jsonObject(spec, "template"));
    const QJsonArray conditions = status.value(QLatin1String("conditions")).toArray();
    if (!conditions.isEmpty()) {
        w.write(W::level0, QStringLiteral("Conditions:\n  Type\tStatus\tReason\n"));
        w.write(W::level1, QStringLiteral("----\t------\t------\n"));
        for (const QJsonValue &value : conditions) {
            const QJsonObject c = value.toObject();
            w.write(W::level1,
                    QStringLiteral("%1 \t%2\t%3\n")
                        .arg(jsonString(c, "type"), jsonString(c, "status"), jsonString(c, "reason")));
        }
    }
    if (events)
        describeEvents(w, *events);
    return w.description();
}

void describeReplicationControllerWith(const QJsonObject &object, DescribeSource *source,
                                       const DescribeClock &clock, std::function<void(Description)> done)
{
    ListOptions options;
    const QString selector = formatLabels(jsonObject(jsonObject(object, "spec"), "selector"));
    options.labelSelector = selector == QLatin1String("<none>") ? QString() : selector;
    source->list(controllerPods, jsonString(jsonObject(object, "metadata"), "namespace"), options,
                 [object, source, done, clock](const DescribeSource::Items &pods) {
                     if (!pods) { // kubectl's describer fails when it cannot count the pods
                         source->fail(pods.error());
                         done({});
                         return;
                     }
                     source->events(
                         object, QStringLiteral("ReplicationController"),
                         [object, podList = *pods, done, clock](const DescribeSource::Events &events) {
                             done(describeReplicationController(object, podList, events, clock));
                         });
                 });
}

} // namespace

void describeReplicationControllerObject(const QJsonObject &object, DescribeSource *source,
                                         const DescribeClock &clock, std::function<void(Description)> done)
{
    describeReplicationControllerWith(object, source, clock, std::move(done));
}

} // namespace kube
