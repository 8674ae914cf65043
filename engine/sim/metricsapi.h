// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "httpconnection.h"
#include "httprequestparser.h"
#include "objectstore.h"

#include <QDateTime>
#include <QHash>
#include <QJsonObject>

namespace kube::sim {

// metrics-server's aggregated API as kubesim serves it: the APIService v1beta1.metrics.k8s.io and
// metrics.k8s.io/v1beta1 nodes and pods (NodeMetrics, PodMetrics), computed from the store's Running pods.
// Each container's usage drifts around a seeded share of its request (some run hot, near or past their limit;
// a crash-looping one's memory climbs to its limit before each restart); a node is its pods plus system
// overhead. Owned by KubeSim, on its thread; KubeSim offers it every request before its own routing.
class MetricsApi
{
public:
    MetricsApi(const ObjectStore *store, quint32 seed);

    // false: nothing is served or listed (a cluster without metrics-server).
    void setEnabled(bool enabled) { m_enabled = enabled; }
    bool isEnabled() const { return m_enabled; }
    // true: usage stays at its first sample (tests compare two clients' output).
    void setFrozen(bool frozen) { m_frozen = frozen; }
    // The metrics-unavailable fault: the API answers 503 as the aggregator does for a broken metrics-server.
    void setUnavailable(bool unavailable) { m_unavailable = unavailable; }

    // Serves `request` when it is for metrics.k8s.io (true); false for everything else.
    bool serve(HttpConnection *connection, const HttpRequest &request) const;
    // Adds the metrics.k8s.io group to /apis.
    void addGroups(QJsonObject *groupList) const;
    // The APIService metrics-server registers, its Available condition saying whether it answers. KubeSim
    // keeps it in its store, as the aggregator's object it is.
    QJsonObject apiService() const;

    // The usage sample at `at` (tests read the model directly).
    QJsonObject podMetrics(const StoredObject &pod, const QDateTime &at) const;
    QJsonObject nodeMetrics(const StoredObject &node, const QDateTime &at) const;

    // The model behind the figures above, for the simulated Prometheus (PrometheusApi), which reads it over
    // any past range: a container's usage at `at`, and what a node uses besides its pods' containers.
    struct Usage
    {
        double cores = 0;
        double bytes = 0;
    };
    Usage containerUsageAt(const QJsonObject &pod, const QJsonObject &container, const QDateTime &at) const
    {
        return containerUsage(pod, container, sampleAt(at));
    }
    Usage nodeOverheadAt(const QString &node, const QDateTime &at) const;

private:
    Usage containerUsage(const QJsonObject &pod, const QJsonObject &container, qint64 sample) const;
    qint64 sampleAt(const QDateTime &at) const;
    QHash<QString, Usage> podsUsageByNode(qint64 sample) const;
    QJsonObject nodeMetrics(const StoredObject &node, const QDateTime &at,
                            const QHash<QString, Usage> &podsByNode) const;

    void list(HttpConnection *connection, const HttpRequest &request, bool pods, const QString &ns) const;
    void get(HttpConnection *connection, const HttpRequest &request, bool pods, const QString &ns,
             const QString &name) const;

    const ObjectStore *m_store;
    quint32 m_seed;
    QDateTime m_startedAt = QDateTime::currentDateTimeUtc();
    bool m_enabled = true;
    bool m_frozen = false;
    bool m_unavailable = false;
};

} // namespace kube::sim
