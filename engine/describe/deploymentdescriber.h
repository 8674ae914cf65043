// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "describewriter.h"

#include <QJsonObject>
#include <QList>

#include <optional>

namespace kube {

// `kubectl describe deployment`: `replicaSets` are the ReplicaSets of the deployment's namespace that match
// its selector (in the server's order); the ones it controls are split, as the deployment controller does,
// into the new one (its pod template equals the deployment's, pod-template-hash aside; the oldest if several)
// and the old ones. `events`: nullopt for no Events section.
QKUBE_ENGINE_EXPORT Description describeDeployment(const QJsonObject &deployment,
                                                   const QList<QJsonObject> &replicaSets,
                                                   const std::optional<QList<QJsonObject>> &events,
                                                   const DescribeClock &clock);

} // namespace kube
