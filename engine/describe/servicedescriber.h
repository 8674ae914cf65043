// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "describewriter.h"

#include <QJsonObject>
#include <QList>

#include <optional>

namespace kube {

// `kubectl describe service`: `endpointSlices` are the EndpointSlices labelled
// kubernetes.io/service-name=<the service> (kubectl 1.32 reads slices, not Endpoints); each port's
// "Endpoints:" lists up to three ready addresses of that port, then "+ N more...". `events`: nullopt for no
// Events section.
QKUBE_ENGINE_EXPORT Description describeService(const QJsonObject &service,
                                                const QList<QJsonObject> &endpointSlices,
                                                const std::optional<QList<QJsonObject>> &events,
                                                const DescribeClock &clock);

} // namespace kube
