// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "httpconnection.h"
#include "httprequestparser.h"
#include "metricsapi.h"
#include "objectstore.h"

#include <QJsonObject>

namespace kube::sim {

// A Prometheus (as prometheus-operator installs it: monitoring/prometheus-operated, port 9090 "web") that
// kubesim's service proxy reaches. It answers /api/v1/query_range and /api/v1/query for the cAdvisor queries
// qkube sends (container_cpu_usage_seconds_total rates and container_memory_working_set_bytes, summed by
// container, pod or node; id="/" for a node's total) from MetricsApi's model, so its figures agree with
// metrics.k8s.io at the same instant, over any past range without storing it. Any other query is refused with
// Prometheus's bad_data error. Owned by KubeSim, on its thread.
class PrometheusApi
{
public:
    static inline const QString serviceNamespace = QStringLiteral("monitoring");
    static inline const QString serviceName = QStringLiteral("prometheus-operated");
    static constexpr int servicePort = 9090;
    static inline const QString servicePortName = QStringLiteral("web");
    // Prometheus refuses range queries with more points than this per series (its own limit).
    static constexpr qint64 maxPointsPerSeries = 11'000;

    PrometheusApi(const ObjectStore *store, const MetricsApi *metrics);

    // The prometheus-unavailable fault: its Service has no ready endpoints, so the proxy answers 503.
    void setUnavailable(bool unavailable) { m_unavailable = unavailable; }
    bool isUnavailable() const { return m_unavailable; }

    // The Service and its Namespace as the store keeps them.
    static QJsonObject service();
    static QJsonObject serviceNamespaceObject();

    // Answers `path` (what follows .../proxy) as Prometheus's HTTP API does.
    void serve(HttpConnection *connection, const HttpRequest &request, const QString &path) const;

private:
    const ObjectStore *m_store;
    const MetricsApi *m_metrics;
    bool m_unavailable = false;
};

} // namespace kube::sim
