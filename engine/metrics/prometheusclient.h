// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/error.h"
#include "core/export.h"
#include "core/object.h"
#include "prometheusservice.h"
#include "usagechart.h"

#include <QObject>
#include <QPointer>

namespace kube {

class ClusterSession;

// Reads a pod's or node's usage over a range from the cluster's Prometheus (a Service reached through the
// apiserver's service proxy), as UsageChart values the Usage tab already draws. It asks cAdvisor's series as
// Lens does: container_cpu_usage_seconds_total's rate and container_memory_working_set_bytes, by container
// for a pod, the root cgroup (id="/") for a node. Lives on the GUI thread; the requests (the session's
// RestClient: its auth, TLS and timeouts) and the decoding run on the session's worker, which hands over the
// chart or the error.
class QKUBE_ENGINE_EXPORT PrometheusClient : public QObject
{
    Q_OBJECT
public:
    // About as many points as the chart draws across its width (and metrics-server's hour holds).
    static constexpr qint64 pointsPerRange = 240;
    // cAdvisor is scraped every 15-30 s: a finer step only repeats samples.
    static constexpr qint64 minimumStepSecs = 15;
    // More points than this in one series is not an answer to our step: refused, not drawn.
    static constexpr qsizetype maxPointsPerSeries = 2 * pointsPerRange;
    // A range answer for a pod of a few containers is a few tens of KB; more is not ours to decode.
    static constexpr qsizetype maxBodyBytes = 4 * 1024 * 1024;

    PrometheusClient(ClusterSession *session, PrometheusService service, QObject *parent = nullptr);

    PrometheusService service() const { return m_service; }
    static qint64 stepFor(qint64 rangeSecs);
    // The PromQL sent for a pod's (by container) or a node's CPU and memory.
    static QString podCpuQuery(const QString &ns, const QString &pod);
    static QString podMemoryQuery(const QString &ns, const QString &pod);
    static QString nodeCpuQuery(const QString &node);
    static QString nodeMemoryQuery(const QString &node);

    // Answers with usageChartReady or usageChartFailed under the object's key ("namespace/pod", or
    // MetricsClient::nodeKey(node)): the `rangeSecs` up to `endSecs` (seconds since the epoch).
    void requestUsageChart(const kube::Object &object, bool isNode, qint64 rangeSecs, qint64 endSecs);

Q_SIGNALS:
    void usageChartReady(const QString &key, qint64 rangeSecs, const kube::UsageChart &chart);
    void usageChartFailed(const QString &key, qint64 rangeSecs, const kube::Error &error);

private:
    QPointer<ClusterSession> m_session;
    PrometheusService m_service;
};

} // namespace kube
