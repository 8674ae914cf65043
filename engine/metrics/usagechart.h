// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "usagehistory.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QString>

namespace kube {

// A line across a usage chart at a value the spec or status sets: a container's request or limit, a node's
// allocatable or capacity.
struct QKUBE_ENGINE_EXPORT UsageReference
{
    enum class Kind { Request, Limit, Allocatable, Capacity };
    Kind kind = Kind::Request;
    qint64 value = 0; // millicores on a CPU chart, bytes on a memory chart
    bool operator==(const UsageReference &) const = default;
};

// One chart's worth: a container's (or a node's) kept samples and the lines to draw across its CPU and
// memory charts.
struct QKUBE_ENGINE_EXPORT UsageSeries
{
    QString name;
    QList<UsageSample> samples;
    QList<UsageReference> cpuLines;
    QList<UsageReference> memoryLines;
    qint64 largestCpu() const; // the largest sample or line, the chart's scale
    qint64 largestMemory() const;
};

// What the details pane's Usage tab draws for one pod or node, put together on the session's worker from the
// object's JSON and MetricsClient's histories: for a pod one series per running container (spec order, then
// containers the metrics name but the spec does not) and the pod's own total; for a node one series. A plain
// value, any thread.
struct QKUBE_ENGINE_EXPORT UsageChart
{
    QList<UsageSample> total; // the pod's summed usage, or the node's
    QList<UsageSeries> series;

    // `containers`: each container's kept samples by name.
    static UsageChart forPod(const QJsonObject &pod, const QList<UsageSample> &total,
                             const QHash<QString, QList<UsageSample>> &containers);
    static UsageChart forNode(const QJsonObject &node, const QList<UsageSample> &history);
};

} // namespace kube

Q_DECLARE_METATYPE(kube::UsageChart)
