// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "../core/result.h"
#include "core/export.h"

#include <QByteArrayView>
#include <QList>
#include <QString>

#include <optional>

namespace kube {

// One container's (or a node's) usage from a metrics.k8s.io/v1beta1 answer. A quantity that is missing or
// does not read as a usage (an unknown unit, negative, absurd) is nothing, not zero: the cell says "n/a".
struct QKUBE_ENGINE_EXPORT ResourceUsage
{
    std::optional<qint64> cpuMillicores;
    std::optional<qint64> memoryBytes;
};

struct QKUBE_ENGINE_EXPORT ContainerMetrics
{
    QString name;
    ResourceUsage usage;
    // The CPU exactly (metrics-server answers in nanocores): a pod's sum is rounded up to millicores once, as
    // kubectl top sums the quantities before MilliValue.
    std::optional<qint64> cpuNanocores;
};

struct QKUBE_ENGINE_EXPORT PodMetrics
{
    QString namespaceName;
    QString name;
    qint64 timestampSecs = 0;
    qint64 windowSecs = 0;
    QList<ContainerMetrics> containers;
    // The containers summed (CPU exactly, then rounded up to millicores); nothing for a resource any
    // container lacks.
    ResourceUsage total() const;
};

struct QKUBE_ENGINE_EXPORT NodeMetrics
{
    QString name;
    qint64 timestampSecs = 0;
    qint64 windowSecs = 0;
    ResourceUsage usage;
};

// Decoders of PodMetricsList and NodeMetricsList bodies (metrics-server's JSON). An item without a name is
// skipped; a body that is not such a list is a Decode error naming the kind expected. Any thread.
QKUBE_ENGINE_EXPORT Result<QList<PodMetrics>> decodePodMetricsList(QByteArrayView json);
QKUBE_ENGINE_EXPORT Result<QList<NodeMetrics>> decodeNodeMetricsList(QByteArrayView json);

} // namespace kube
