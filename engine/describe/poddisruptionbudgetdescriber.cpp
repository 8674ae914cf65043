// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "describeevents.h"
#include "describers.h"

namespace kube {

namespace {

using W = DescribeWriter;

// `kubectl describe poddisruptionbudget`: its minimum or maximum, its selector and its status counts.
Description describePodDisruptionBudget(const QJsonObject &budget,
                                        const std::optional<QList<QJsonObject>> &events,
                                        const DescribeClock &clock)
{
    const QJsonObject metadata = jsonObject(budget, "metadata");
    const QJsonObject spec = jsonObject(budget, "spec");
    const QJsonObject status = jsonObject(budget, "status");
    W w(clock);
    w.write(W::level0, QStringLiteral("Name:\t%1\n").arg(jsonString(metadata, "name")));
    w.write(W::level0, QStringLiteral("Namespace:\t%1\n").arg(jsonString(metadata, "namespace")));
    if (spec.contains(QLatin1String("minAvailable")))
        w.write(
            W::level0,
            QStringLiteral("Min available:\t%1\n").arg(goValue(spec.value(QLatin1String("minAvailable")))));
    else if (spec.contains(QLatin1String("maxUnavailable")))
        w.write(W::level0, QStringLiteral("Max unavailable:\t%1\n")
                               .arg(goValue(spec.value(QLatin1String("maxUnavailable")))));
    if (spec.value(QLatin1String("selector")).isObject()) {
        const QString selector = formatLabelSelector(jsonObject(spec, "selector"));
        w.write(
            W::level0,
            QStringLiteral("Selector:\t%1\n").arg(selector.isEmpty() ? QStringLiteral("<none>") : selector));
    } else {
        w.write(W::level0, QStringLiteral("Selector:\t<unset>\n"));
    }
    const auto count = [&status](const char *key) { return status.value(QLatin1String(key)).toInteger(); };
    w.write(W::level0, QStringLiteral("Status:\n"));
    w.write(W::level2, QStringLiteral("Allowed disruptions:\t%1\n").arg(count("disruptionsAllowed")));
    w.write(W::level2, QStringLiteral("Current:\t%1\n").arg(count("currentHealthy")));
    w.write(W::level2, QStringLiteral("Desired:\t%1\n").arg(count("desiredHealthy")));
    w.write(W::level2, QStringLiteral("Total:\t%1\n").arg(count("expectedPods")));
    if (events)
        describeEvents(w, *events);
    return w.description();
}

} // namespace

void describePodDisruptionBudgetObject(const QJsonObject &object, DescribeSource *source,
                                       const DescribeClock &clock, std::function<void(Description)> done)
{
    source->events(object, QStringLiteral("PodDisruptionBudget"),
                   [object, done, clock](const DescribeSource::Events &events) {
                       done(describePodDisruptionBudget(object, events, clock));
                   });
}

} // namespace kube
