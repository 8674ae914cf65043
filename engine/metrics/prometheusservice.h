// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"

#include <QString>

namespace kube {

// Where a cluster's Prometheus answers: a Service reached through the apiserver's service proxy, as Lens
// reaches it. A plain value, any thread.
struct QKUBE_ENGINE_EXPORT PrometheusService
{
    QString namespaceName;
    QString name;
    QString port;       // the Service port's number or name
    QString pathPrefix; // Prometheus's --web.route-prefix, if any ("" or "/prometheus")

    bool isValid() const { return !namespaceName.isEmpty() && !name.isEmpty(); }
    // The proxy's path up to Prometheus's own paths: /api/v1/namespaces/NS/services/NAME:PORT/proxy[PREFIX]
    QString proxyPath() const
    {
        QString prefix = pathPrefix;
        while (prefix.endsWith(QLatin1Char('/')))
            prefix.chop(1);
        if (!prefix.isEmpty() && !prefix.startsWith(QLatin1Char('/')))
            prefix.prepend(QLatin1Char('/'));
        return QStringLiteral("/api/v1/namespaces/%1/services/%2%3/proxy%4")
            .arg(namespaceName, name, port.isEmpty() ? QString() : QLatin1Char(':') + port, prefix);
    }
    bool operator==(const PrometheusService &) const = default;
};

} // namespace kube
