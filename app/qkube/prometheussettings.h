// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "metrics/prometheusservice.h"

#include <optional>

// The Prometheus Service a kubeconfig context's usage charts read, kept in QSettings next to the context's
// other settings (clusters/CONTEXT/prometheus), and its one-line form "NAMESPACE/NAME:PORT[/PATH PREFIX]".
// None set: PrometheusLocator detects the usual installs. GUI thread.
class PrometheusSettings
{
public:
    static std::optional<kube::PrometheusService> load(const QString &context);
    // nullopt forgets the setting (detect again).
    static void save(const QString &context, const std::optional<kube::PrometheusService> &service);

    static QString text(const kube::PrometheusService &service);
    // nullopt for text that is not NAMESPACE/NAME[:PORT][/PREFIX].
    static std::optional<kube::PrometheusService> parse(const QString &text);
};
