// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "metricslist.h"
#include "usagechart.h"
#include "usagehistory.h"
#include "usagejoin.h"

#include "core/object.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <memory>

namespace kube {

class ClusterSession;

// The metrics.k8s.io/v1beta1 client of one ClusterSession: polls NodeMetrics and PodMetrics every
// `intervalMs` while at least one subscriber wants them, keeps each pod's, container's and node's last hour
// as UsageHistory, and tells whether the API is there at all: the session's discovery decides (metrics-server
// is an aggregated API), and without it nothing is requested but a rediscovery every absentIntervalMs. Lives
// on the GUI thread; the requests, the decoding and the histories are on the session's worker thread, which
// hands over only the decoded lists.
class QKUBE_ENGINE_EXPORT MetricsClient : public QObject
{
    Q_OBJECT
public:
    // metrics-server scrapes every 15 s by default: polling faster sees the same samples again.
    static constexpr int defaultIntervalMs = 15'000;
    // Without the API (no metrics-server) ask again now and then: someone may install it.
    static constexpr int absentIntervalMs = 300'000;
    // An object missing from this many answered polls in a row (5 minutes at the default interval) is gone:
    // its history is forgotten. Kept for the span instead, the histories of deleted pods were what grew most
    // under pod churn (in the soak, dozens of new pods a minute per cluster, each kept an hour).
    static constexpr int forgottenAfterPolls = 20;

    enum class State {
        Unknown,      // not asked yet
        Available,    // the last poll answered
        NotInstalled, // 404: the cluster serves no metrics.k8s.io (metrics-server not installed)
        Unavailable,  // the API is registered but failed (503 from a broken metrics-server); see message()
    };
    Q_ENUM(State)
    static QString notInstalledMessage()
    {
        return QStringLiteral("metrics API not available (metrics-server not installed)");
    }

    explicit MetricsClient(ClusterSession *session, QObject *parent = nullptr);
    ~MetricsClient() override;
    // The session's own client, shared by every view of it (made on first use, a child of the session).
    static MetricsClient *of(ClusterSession *session);

    // Counted: polling runs from the first subscribe() to the matching last unsubscribe().
    void subscribe();
    void unsubscribe();
    bool isPolling() const { return m_subscribers > 0; }
    // Whether a poll is running or scheduled: false after the last unsubscribe once a running one answered.
    bool pollPending() const { return m_inFlight || m_timer.isActive(); }
    void setIntervalMs(int ms);
    int intervalMs() const { return m_intervalMs; }
    State state() const { return m_state; }
    // Whether the session's discovery lists metrics.k8s.io pods (false before discovery answered).
    bool apiServed() const;
    QString message() const { return m_message; }

    // How many objects' histories are kept and their bytes (keys and rings), as counted after the last
    // answered poll: bounded by the objects metrics-server reports and forgottenAfterPolls.
    qsizetype historiesKept() const;
    qint64 historyBytes() const;

    // Answers with historyReady. Keys: "namespace/pod", "namespace/pod/container", "node:NAME".
    void requestHistory(const QString &key);
    static QString nodeKey(const QString &node) { return QStringLiteral("node:") + node; }
    // Answers with usageChartReady under the pod's or node's key: `object` (a pod or a node) is read and
    // joined with the histories on the worker.
    void requestUsageChart(const kube::Object &object, bool isNode);

Q_SIGNALS:
    void stateChanged(kube::MetricsClient::State state, const QString &message);
    void podMetricsUpdated(const QList<kube::PodMetrics> &pods);
    void nodeMetricsUpdated(const QList<kube::NodeMetrics> &nodes);
    void historyReady(const QString &key, const QList<kube::UsageSample> &samples);
    void usageChartReady(const QString &key, const kube::UsageChart &chart);

private:
    struct WorkerState;
    void poll();
    void onResourcesChanged();
    void onTimeout();
    void setState(State state, const QString &message);
    void schedule();

    QPointer<ClusterSession> m_session;
    std::shared_ptr<WorkerState> m_worker; // touched only on the session's worker thread
    QTimer m_timer;
    int m_subscribers = 0;
    int m_intervalMs = defaultIntervalMs;
    bool m_inFlight = false;
    State m_state = State::Unknown;
    QString m_message;
};

} // namespace kube
