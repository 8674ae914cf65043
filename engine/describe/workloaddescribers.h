// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "describewriter.h"

#include <QJsonObject>
#include <QList>

#include <optional>

namespace kube {

// `kubectl describe statefulset`: `pods` are the pods its selector matches; the ones it controls are counted
// by phase for "Pods Status". `events`: nullopt for no Events section.
QString describeStatefulSet(const QJsonObject &statefulSet, const QList<QJsonObject> &pods,
                            const std::optional<QList<QJsonObject>> &events, const DescribeClock &clock);

// `kubectl describe job`. `events`: nullopt for no Events section.
QString describeJob(const QJsonObject &job, const std::optional<QList<QJsonObject>> &events,
                    const DescribeClock &clock);

} // namespace kube
