// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "describeevents.h"
#include "describers.h"
#include "podtemplatewriter.h"
#include "workloaddescribers.h"

namespace kube {

namespace {

using W = DescribeWriter;

const GroupVersionResource replicaSetPods{QString(), QStringLiteral("v1"), QStringLiteral("pods")};

// `kubectl describe replicaset`: `pods` are the pods its selector matches (an error, when they could not be
// listed, is printed in their place).
Description describeReplicaSet(const QJsonObject &set, const DescribeSource::Items &pods,
                               const std::optional<QList<QJsonObject>> &events, const DescribeClock &clock)
{
    const QJsonObject metadata = jsonObject(set, "metadata");
    const QJsonObject spec = jsonObject(set, "spec");
    const QJsonObject status = jsonObject(set, "status");
    W w(clock);
    w.write(W::level0, QStringLiteral("Name:\t%1\n").arg(jsonString(metadata, "name")));
    w.write(W::level0, QStringLiteral("Namespace:\t%1\n").arg(jsonString(metadata, "namespace")));
    const QString selector = formatLabelSelector(jsonObject(spec, "selector"));
    w.write(W::level0,
            QStringLiteral("Selector:\t%1\n").arg(selector.isEmpty() ? QStringLiteral("<none>") : selector));
    w.labels(QStringLiteral("Labels"), jsonObject(metadata, "labels"));
    w.annotations(QStringLiteral("Annotations"), jsonObject(metadata, "annotations"));
    if (const QString controller = controllerOf(set); !controller.isEmpty())
        w.write(W::level0, QStringLiteral("Controlled By:\t%1\n").arg(controller));
    w.write(W::level0, QStringLiteral("Replicas:\t%1 current / %2 desired\n")
                           .arg(status.value(QLatin1String("replicas")).toInteger())
                           .arg(spec.value(QLatin1String("replicas")).toInteger()));
    w.write(W::level0, QStringLiteral("Pods Status:\t%1\n")
                           .arg(pods ? controlledPodsStatus(set, *pods)
                                     : QStringLiteral("error in fetching pods: ") + pods.error().message()));
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

} // namespace

void describeReplicaSetObject(const QJsonObject &object, DescribeSource *source, const DescribeClock &clock,
                              std::function<void(Description)> done)
{
    ListOptions options;
    options.labelSelector = formatLabelSelector(jsonObject(jsonObject(object, "spec"), "selector"));
    source->list(replicaSetPods, jsonString(jsonObject(object, "metadata"), "namespace"), options,
                 [object, source, done, clock](const DescribeSource::Items &pods) {
                     source->events(object, QStringLiteral("ReplicaSet"),
                                    [object, pods, done, clock](const DescribeSource::Events &events) {
                                        done(describeReplicaSet(object, pods, events, clock));
                                    });
                 });
}

} // namespace kube
