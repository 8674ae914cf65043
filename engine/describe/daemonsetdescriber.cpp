// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "describeevents.h"
#include "describers.h"
#include "podtemplatewriter.h"
#include "workloaddescribers.h"

namespace kube {

namespace {

using W = DescribeWriter;

const GroupVersionResource daemonSetPods{QString(), QStringLiteral("v1"), QStringLiteral("pods")};

// `kubectl describe daemonset` (1.32 prints no namespace): `pods` are the pods its selector matches.
Description describeDaemonSet(const QJsonObject &set, const QList<QJsonObject> &pods,
                              const std::optional<QList<QJsonObject>> &events, const DescribeClock &clock)
{
    const QJsonObject metadata = jsonObject(set, "metadata");
    const QJsonObject spec = jsonObject(set, "spec");
    const QJsonObject status = jsonObject(set, "status");
    const auto count = [&status](const char *key) { return status.value(QLatin1String(key)).toInteger(); };
    W w(clock);
    w.write(W::level0, QStringLiteral("Name:\t%1\n").arg(jsonString(metadata, "name")));
    w.write(W::level0,
            QStringLiteral("Selector:\t%1\n").arg(formatLabelSelector(jsonObject(spec, "selector"))));
    w.write(W::level0, QStringLiteral("Node-Selector:\t%1\n")
                           .arg(formatLabels(jsonObject(jsonObject(jsonObject(spec, "template"), "spec"),
                                                        "nodeSelector"))));
    w.labels(QStringLiteral("Labels"), jsonObject(metadata, "labels"));
    w.annotations(QStringLiteral("Annotations"), jsonObject(metadata, "annotations"));
    // kubectl writes these without a tab: they are not aligned with the rest.
    w.write(W::level0,
            QStringLiteral("Desired Number of Nodes Scheduled: %1\n").arg(count("desiredNumberScheduled")));
    w.write(W::level0,
            QStringLiteral("Current Number of Nodes Scheduled: %1\n").arg(count("currentNumberScheduled")));
    w.write(W::level0, QStringLiteral("Number of Nodes Scheduled with Up-to-date Pods: %1\n")
                           .arg(count("updatedNumberScheduled")));
    w.write(
        W::level0,
        QStringLiteral("Number of Nodes Scheduled with Available Pods: %1\n").arg(count("numberAvailable")));
    w.write(W::level0, QStringLiteral("Number of Nodes Misscheduled: %1\n").arg(count("numberMisscheduled")));
    w.write(W::level0, QStringLiteral("Pods Status:\t%1\n").arg(controlledPodsStatus(set, pods)));
    PodTemplateWriter::podTemplate(w, jsonObject(spec, "template"));
    if (events)
        describeEvents(w, *events);
    return w.description();
}

} // namespace

void describeDaemonSetObject(const QJsonObject &object, DescribeSource *source, const DescribeClock &clock,
                             std::function<void(Description)> done)
{
    ListOptions options;
    options.labelSelector = formatLabelSelector(jsonObject(jsonObject(object, "spec"), "selector"));
    source->list(daemonSetPods, jsonString(jsonObject(object, "metadata"), "namespace"), options,
                 [object, source, done, clock](const DescribeSource::Items &pods) {
                     if (!pods) { // kubectl's describer fails when it cannot count the pods
                         source->fail(pods.error());
                         done({});
                         return;
                     }
                     source->events(
                         object, QStringLiteral("DaemonSet"),
                         [object, podList = *pods, done, clock](const DescribeSource::Events &events) {
                             done(describeDaemonSet(object, podList, events, clock));
                         });
                 });
}

} // namespace kube
