// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "horizontalpodautoscalerdescriber.h"
#include "describeevents.h"

namespace kube {

namespace {

using W = DescribeWriter;

// The current metric of the same index and source, or {} (kubectl pairs spec and status metrics by index).
QJsonObject currentOf(const QJsonArray &current, qsizetype index, const char *source)
{
    return index < current.size() ? jsonObject(current.at(index).toObject(), source) : QJsonObject();
}

QString quoted(const QString &text)
{
    return QLatin1Char('"') +
           QString(text)
               .replace(QLatin1Char('\\'), QLatin1String("\\\\"))
               .replace(QLatin1Char('"'), QLatin1String("\\\"")) +
           QLatin1Char('"');
}

QString quantity(const QJsonObject &object, const char *key)
{
    const QJsonValue value = object.value(QLatin1String(key));
    return value.isUndefined() ? QStringLiteral("0") : goValue(value);
}

// A Resource or ContainerResource metric: the label written, then the value against the target.
void resourceMetric(W &w, const QJsonObject &metric, const QJsonObject &current)
{
    const QJsonObject target = jsonObject(metric, "target");
    const QJsonObject now = jsonObject(current, "current");
    if (target.contains(QLatin1String("averageValue"))) {
        w.write(W::level0,
                QStringLiteral(":\t%1 / %2\n")
                    .arg(current.isEmpty() ? QStringLiteral("<unknown>") : quantity(now, "averageValue"),
                         goValue(target.value(QLatin1String("averageValue")))));
        return;
    }
    const QString shown = !current.isEmpty() && now.contains(QLatin1String("averageUtilization"))
                              ? QStringLiteral("%1% (%2)")
                                    .arg(now.value(QLatin1String("averageUtilization")).toInteger())
                                    .arg(quantity(now, "averageValue"))
                              : QStringLiteral("<unknown>");
    const QString wanted =
        target.contains(QLatin1String("averageUtilization"))
            ? QStringLiteral("%1%").arg(target.value(QLatin1String("averageUtilization")).toInteger())
            : QStringLiteral("<auto>");
    w.write(W::level1, QStringLiteral("(as a percentage of request):\t%1 / %2\n").arg(shown, wanted));
}

void direction(W &w, const QString &title, const QJsonObject &rules)
{
    if (rules.isEmpty())
        return;
    w.write(W::level1, title + QStringLiteral(":\n"));
    if (rules.contains(QLatin1String("stabilizationWindowSeconds")))
        w.write(W::level2, QStringLiteral("Stabilization Window: %1 seconds\n")
                               .arg(rules.value(QLatin1String("stabilizationWindowSeconds")).toInteger()));
    const QJsonArray policies = rules.value(QLatin1String("policies")).toArray();
    if (policies.isEmpty())
        return;
    w.write(W::level2,
            QStringLiteral("Select Policy: %1\n")
                .arg(rules.contains(QLatin1String("selectPolicy")) ? jsonString(rules, "selectPolicy")
                                                                   : QStringLiteral("Max")));
    w.write(W::level2, QStringLiteral("Policies:\n"));
    for (const QJsonValue &value : policies) {
        const QJsonObject p = value.toObject();
        w.write(W::level3, QStringLiteral("- Type: %1\tValue: %2\tPeriod: %3 seconds\n")
                               .arg(jsonString(p, "type"))
                               .arg(p.value(QLatin1String("value")).toInteger())
                               .arg(p.value(QLatin1String("periodSeconds")).toInteger()));
    }
}

} // namespace

Description describeHorizontalPodAutoscaler(const QJsonObject &autoscaler,
                                            const std::optional<QList<QJsonObject>> &events,
                                            const DescribeClock &clock)
{
    const QJsonObject metadata = jsonObject(autoscaler, "metadata");
    const QJsonObject spec = jsonObject(autoscaler, "spec");
    const QJsonObject status = jsonObject(autoscaler, "status");
    const QJsonObject target = jsonObject(spec, "scaleTargetRef");
    const QJsonArray current = status.value(QLatin1String("currentMetrics")).toArray();
    W w(clock);
    w.write(W::level0, QStringLiteral("Name:\t%1\n").arg(jsonString(metadata, "name")));
    w.write(W::level0, QStringLiteral("Namespace:\t%1\n").arg(jsonString(metadata, "namespace")));
    w.labels(QStringLiteral("Labels"), jsonObject(metadata, "labels"));
    w.annotations(QStringLiteral("Annotations"), jsonObject(metadata, "annotations"));
    w.write(W::level0, QStringLiteral("CreationTimestamp:\t%1\n")
                           .arg(w.timestamp(jsonString(metadata, "creationTimestamp"))));
    w.write(
        W::level0,
        QStringLiteral("Reference:\t%1/%2\n").arg(jsonString(target, "kind"), jsonString(target, "name")));
    w.write(W::level0, QStringLiteral("Metrics:\t( current / target )\n"));
    const QJsonArray metrics = spec.value(QLatin1String("metrics")).toArray();
    for (qsizetype i = 0; i < metrics.size(); ++i) {
        const QJsonObject metric = metrics.at(i).toObject();
        const QString type = jsonString(metric, "type");
        if (type == QLatin1String("External")) {
            const QJsonObject external = jsonObject(metric, "external");
            const QJsonObject wanted = jsonObject(external, "target");
            const QJsonObject now = jsonObject(currentOf(current, i, "external"), "current");
            const bool average = wanted.contains(QLatin1String("averageValue"));
            const bool known = !currentOf(current, i, "external").isEmpty() &&
                               (!average || now.contains(QLatin1String("averageValue")));
            w.write(W::level1, QStringLiteral("%1 (target %2):\t%3 / %4\n")
                                   .arg(quoted(jsonString(jsonObject(external, "metric"), "name")),
                                        average ? QStringLiteral("average value") : QStringLiteral("value"),
                                        known ? quantity(now, average ? "averageValue" : "value")
                                              : QStringLiteral("<unknown>"),
                                        quantity(wanted, average ? "averageValue" : "value")));
        } else if (type == QLatin1String("Pods")) {
            const QJsonObject pods = jsonObject(metric, "pods");
            const QJsonObject now = currentOf(current, i, "pods");
            w.write(W::level1, QStringLiteral("%1 on pods:\t%2 / %3\n")
                                   .arg(quoted(jsonString(jsonObject(pods, "metric"), "name")),
                                        now.isEmpty() ? QStringLiteral("<unknown>")
                                                      : quantity(jsonObject(now, "current"), "averageValue"),
                                        quantity(jsonObject(pods, "target"), "averageValue")));
        } else if (type == QLatin1String("Object")) {
            const QJsonObject object = jsonObject(metric, "object");
            const QJsonObject described = jsonObject(object, "describedObject");
            const QJsonObject wanted = jsonObject(object, "target");
            const QJsonObject now = currentOf(current, i, "object");
            const bool average = jsonString(wanted, "type") == QLatin1String("AverageValue");
            w.write(W::level1, QStringLiteral("\"%1\" on %2/%3 ")
                                   .arg(jsonString(jsonObject(object, "metric"), "name"),
                                        jsonString(described, "kind"), jsonString(described, "name")));
            w.write(W::level0, QStringLiteral("(target %1):\t%2 / %3\n")
                                   .arg(average ? QStringLiteral("average value") : QStringLiteral("value"),
                                        now.isEmpty() ? QStringLiteral("<unknown>")
                                                      : quantity(jsonObject(now, "current"),
                                                                 average ? "averageValue" : "value"),
                                        quantity(wanted, average ? "averageValue" : "value")));
        } else if (type == QLatin1String("Resource")) {
            const QJsonObject resource = jsonObject(metric, "resource");
            w.write(W::level1, QStringLiteral("resource %1 on pods").arg(jsonString(resource, "name")));
            resourceMetric(w, resource, currentOf(current, i, "resource"));
        } else if (type == QLatin1String("ContainerResource")) {
            const QJsonObject resource = jsonObject(metric, "containerResource");
            w.write(W::level1, QStringLiteral("resource %1 of container \"%2\" on pods")
                                   .arg(jsonString(resource, "name"), jsonString(resource, "container")));
            resourceMetric(w, resource, currentOf(current, i, "containerResource"));
        } else {
            w.write(W::level1, QStringLiteral("<unknown metric type %1>\n").arg(quoted(type)));
        }
    }
    w.write(W::level0, QStringLiteral("Min replicas:\t%1\n")
                           .arg(spec.contains(QLatin1String("minReplicas"))
                                    ? QString::number(spec.value(QLatin1String("minReplicas")).toInteger())
                                    : QStringLiteral("<unset>")));
    w.write(W::level0,
            QStringLiteral("Max replicas:\t%1\n").arg(spec.value(QLatin1String("maxReplicas")).toInteger()));
    if (spec.contains(QLatin1String("behavior"))) {
        w.write(W::level0, QStringLiteral("Behavior:\n"));
        direction(w, QStringLiteral("Scale Up"), jsonObject(jsonObject(spec, "behavior"), "scaleUp"));
        direction(w, QStringLiteral("Scale Down"), jsonObject(jsonObject(spec, "behavior"), "scaleDown"));
    }
    w.write(W::level0, QStringLiteral("%1 pods:\t%2 current / %3 desired\n")
                           .arg(jsonString(target, "kind"))
                           .arg(status.value(QLatin1String("currentReplicas")).toInteger())
                           .arg(status.value(QLatin1String("desiredReplicas")).toInteger()));
    const QJsonArray conditions = status.value(QLatin1String("conditions")).toArray();
    if (!conditions.isEmpty()) {
        w.write(W::level0, QStringLiteral("Conditions:\n"));
        w.write(W::level1, QStringLiteral("Type\tStatus\tReason\tMessage\n"));
        w.write(W::level1, QStringLiteral("----\t------\t------\t-------\n"));
        for (const QJsonValue &value : conditions) {
            const QJsonObject c = value.toObject();
            w.write(W::level1, QStringLiteral("%1\t%2\t%3\t%4\n")
                                   .arg(jsonString(c, "type"), jsonString(c, "status"),
                                        jsonString(c, "reason"), jsonString(c, "message")));
        }
    }
    if (events)
        describeEvents(w, *events);
    return w.description();
}

} // namespace kube
