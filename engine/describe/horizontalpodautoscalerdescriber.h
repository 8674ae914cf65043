// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "describewriter.h"

#include <QJsonObject>
#include <QList>

#include <optional>

namespace kube {

// `kubectl describe hpa` for an autoscaling/v2 HorizontalPodAutoscaler: each metric's current value against
// its target, replicas, behavior and conditions. `events`: nullopt for no Events section.
QKUBE_ENGINE_EXPORT Description
describeHorizontalPodAutoscaler(const QJsonObject &autoscaler,
                                const std::optional<QList<QJsonObject>> &events, const DescribeClock &clock);

} // namespace kube
