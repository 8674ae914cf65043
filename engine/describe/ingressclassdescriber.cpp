// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "describeevents.h"
#include "describers.h"

namespace kube {

namespace {

using W = DescribeWriter;

// `kubectl describe ingressclass`: its controller and the parameters resource it names.
Description describeIngressClass(const QJsonObject &ingressClass,
                                 const std::optional<QList<QJsonObject>> &events, const DescribeClock &clock)
{
    const QJsonObject metadata = jsonObject(ingressClass, "metadata");
    const QJsonObject spec = jsonObject(ingressClass, "spec");
    W w(clock);
    w.write(W::level0, QStringLiteral("Name:\t%1\n").arg(jsonString(metadata, "name")));
    w.labels(QStringLiteral("Labels"), jsonObject(metadata, "labels"));
    w.annotations(QStringLiteral("Annotations"), jsonObject(metadata, "annotations"));
    w.write(W::level0, QStringLiteral("Controller:\t%1\n").arg(jsonString(spec, "controller")));
    if (spec.value(QLatin1String("parameters")).isObject()) {
        const QJsonObject parameters = jsonObject(spec, "parameters");
        w.write(W::level0, QStringLiteral("Parameters:\n"));
        if (parameters.value(QLatin1String("apiGroup")).isString())
            w.write(W::level1, QStringLiteral("APIGroup:\t%1\n").arg(jsonString(parameters, "apiGroup")));
        w.write(W::level1, QStringLiteral("Kind:\t%1\n").arg(jsonString(parameters, "kind")));
        w.write(W::level1, QStringLiteral("Name:\t%1\n").arg(jsonString(parameters, "name")));
    }
    if (events)
        describeEvents(w, *events);
    return w.description();
}

} // namespace

void describeIngressClassObject(const QJsonObject &object, DescribeSource *source, const DescribeClock &clock,
                                std::function<void(Description)> done)
{
    source->events(object, QStringLiteral("IngressClass"),
                   [object, done, clock](const DescribeSource::Events &events) {
                       done(describeIngressClass(object, events, clock));
                   });
}

} // namespace kube
