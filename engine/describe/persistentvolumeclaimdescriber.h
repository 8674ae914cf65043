// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "describewriter.h"

#include <QJsonObject>
#include <QList>

#include <optional>

namespace kube {

// A volume's or claim's access modes in their short forms, each once (storageutil.GetAccessModesAsString).
QString accessModesText(const QJsonArray &modes);

// `kubectl describe pvc`: `pods` are the pods of the claim's namespace; "Used By" names those that mount the
// claim, then those that own it (ephemeral volumes). `events`: nullopt for no Events section.
QKUBE_ENGINE_EXPORT Description describePersistentVolumeClaim(const QJsonObject &claim,
                                                              const QList<QJsonObject> &pods,
                                                              const std::optional<QList<QJsonObject>> &events,
                                                              const DescribeClock &clock);

} // namespace kube
