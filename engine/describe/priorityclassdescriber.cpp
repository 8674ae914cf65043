// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "describeevents.h"
#include "describers.h"

namespace kube {

namespace {

using W = DescribeWriter;

// `kubectl describe priorityclass`: its value and policy; annotations on one line, as labels are.
Description describePriorityClass(const QJsonObject &priorityClass,
                                  const std::optional<QList<QJsonObject>> &events, const DescribeClock &clock)
{
    const QJsonObject metadata = jsonObject(priorityClass, "metadata");
    W w(clock);
    w.write(W::level0, QStringLiteral("Name:\t%1\n").arg(jsonString(metadata, "name")));
    w.write(W::level0,
            QStringLiteral("Value:\t%1\n").arg(priorityClass.value(QLatin1String("value")).toInteger()));
    w.write(W::level0,
            QStringLiteral("GlobalDefault:\t%1\n")
                .arg(priorityClass.value(QLatin1String("globalDefault")).toBool() ? QStringLiteral("true")
                                                                                  : QStringLiteral("false")));
    w.write(W::level0,
            QStringLiteral("PreemptionPolicy:\t%1\n").arg(jsonString(priorityClass, "preemptionPolicy")));
    w.write(W::level0, QStringLiteral("Description:\t%1\n").arg(jsonString(priorityClass, "description")));
    w.write(W::level0,
            QStringLiteral("Annotations:\t%1\n").arg(formatLabels(jsonObject(metadata, "annotations"))));
    if (events)
        describeEvents(w, *events);
    return w.description();
}

} // namespace

void describePriorityClassObject(const QJsonObject &object, DescribeSource *source,
                                 const DescribeClock &clock, std::function<void(Description)> done)
{
    source->events(object, QStringLiteral("PriorityClass"),
                   [object, done, clock](const DescribeSource::Events &events) {
                       done(describePriorityClass(object, events, clock));
                   });
}

} // namespace kube
