// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "describewriter.h"

#include <QJsonObject>
#include <QList>

#include <optional>

namespace kube {

// `kubectl describe node`. `pods` are the node's non-terminated pods (spec.nodeName=<node>, phase neither
// Succeeded nor Failed), for "Non-terminated Pods" and "Allocated resources"; nullopt when the user may not
// list them ("Pods: not authorized"). `lease` is the node's Lease from kube-node-lease, or empty with
// `leaseError` saying why it could not be read. `events`: nullopt for no Events section.
struct QKUBE_ENGINE_EXPORT NodeDescription
{
    QJsonObject node;
    std::optional<QList<QJsonObject>> pods;
    QJsonObject lease;
    QString leaseError;
    std::optional<QList<QJsonObject>> events;
};
QKUBE_ENGINE_EXPORT Description describeNode(const NodeDescription &description, const DescribeClock &clock);

} // namespace kube
