// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "describewriter.h"

#include <QJsonObject>
#include <QList>

#include <optional>

namespace kube {

// `kubectl describe pod`: the pod's text as kubectl 1.32 prints it. `events` are the Events about the pod
// (nullopt: no Events section, as with --show-events=false).
QKUBE_ENGINE_EXPORT Description describePod(const QJsonObject &pod,
                                            const std::optional<QList<QJsonObject>> &events,
                                            const DescribeClock &clock);

// The pod's QoS class as kubectl's qos.GetPodQOS gives it: status.qosClass, or when the status has none, the
// class computed from the containers' cpu and memory requests and limits (BestEffort, Burstable, Guaranteed).
QKUBE_ENGINE_EXPORT QString podQosClass(const QJsonObject &pod);

} // namespace kube
