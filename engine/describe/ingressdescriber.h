// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "describewriter.h"

#include <QHash>
#include <QJsonObject>
#include <QList>

#include <optional>

namespace kube {

// What kubectl reads about one Service an Ingress sends traffic to: the Service (or why it could not be read)
// and its EndpointSlices.
struct QKUBE_ENGINE_EXPORT IngressBackendService
{
    QJsonObject service;
    QString error;
    QList<QJsonObject> endpointSlices;
};

// `kubectl describe ingress` (networking.k8s.io/v1): `services` by name, for every service backend the
// ingress names. `events`: nullopt for no Events section.
QKUBE_ENGINE_EXPORT Description describeIngress(const QJsonObject &ingress,
                                                const QHash<QString, IngressBackendService> &services,
                                                const std::optional<QList<QJsonObject>> &events,
                                                const DescribeClock &clock);

// The names of the Services an Ingress's default backend and rules send traffic to, each once.
QKUBE_ENGINE_EXPORT QStringList ingressServiceNames(const QJsonObject &ingress);

} // namespace kube
