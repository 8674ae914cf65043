// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "describewriter.h"

#include <QJsonObject>
#include <QList>

#include <optional>

namespace kube {

// "1 Running / 2 Waiting / 0 Succeeded / 0 Failed": the phases of the `pods` whose controller is `owner`
// (kubectl's getPodStatusForController).
QKUBE_ENGINE_EXPORT QString controlledPodsStatus(const QJsonObject &owner, const QList<QJsonObject> &pods);

// `kubectl describe statefulset`: `pods` are the pods its selector matches; the ones it controls are counted
// by phase for "Pods Status". `events`: nullopt for no Events section.
QKUBE_ENGINE_EXPORT Description describeStatefulSet(const QJsonObject &statefulSet,
                                                    const QList<QJsonObject> &pods,
                                                    const std::optional<QList<QJsonObject>> &events,
                                                    const DescribeClock &clock);

// `kubectl describe job`. `events`: nullopt for no Events section.
QKUBE_ENGINE_EXPORT Description describeJob(const QJsonObject &job,
                                            const std::optional<QList<QJsonObject>> &events,
                                            const DescribeClock &clock);

} // namespace kube
