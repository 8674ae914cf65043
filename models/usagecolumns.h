// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "metrics/metricsclient.h"
#include "rest/discoveryclient.h"

#include <QHash>
#include <QObject>
#include <QPointer>

#include <memory>
#include <vector>

namespace kube {

class ClusterSession;
class ResourceTableModel;
class SharedIndexInformer;

// The resource usage columns of a table (k9s's): Pods get CPU, MEM, %CPU/R, %CPU/L, %MEM/R, %MEM/L (as wide
// columns), Nodes CPU, CPU%, MEM, MEM% (of allocatable) and PODS (non-terminated pods of allocatable pods),
// Namespaces CPU and MEM (their pods' summed), as the model's extra columns, while the table shows pods,
// nodes or namespaces and at least one of its clusters serves metrics.k8s.io (spanning clusters, the rows of
// one without it say "n/a"). Subscribes to each cluster's MetricsClient while it shows them and joins each
// answer with the rows: the figures a row is measured against (UsageBounds) are read from each object version
// on the cluster's worker, so the GUI thread only does arithmetic. Colours cells past warnPercent / 100% of a
// limit (of allocatable for a node). A Nodes table counts pods with each cluster's pod informer (held while
// it shows, indexed by node on the informer's thread). GUI thread.
class UsageColumns : public QObject
{
    Q_OBJECT
public:
    // k9s's threshold: a pod at 80% of its limit is worth a look before it is throttled or OOM-killed.
    static constexpr int warnPercent = 80;
    static constexpr int errorPercent = 100;

    explicit UsageColumns(ResourceTableModel *model, QObject *parent = nullptr);
    ~UsageColumns() override;

    // What the table shows now: `resource` of `context` (null session: nothing), and while it spans clusters
    // each cluster added with addCluster.
    void attach(const QString &context, ClusterSession *session, const ApiResource &resource,
                bool spansClusters);
    void addCluster(const QString &context, ClusterSession *session);
    void removeCluster(const QString &context);
    void detach();
    bool isShown() const;
    // Rows whose bounds the worker has read, over every cluster.
    qsizetype boundsKnown() const;
    // The bounds the worker read for a row of `context` ("" in a one-cluster table); null before it has.
    const UsageBounds *boundsOf(const QString &context, const QByteArray &key) const;

private:
    // The pods informer's index of non-terminated pods by node (nodeOfNonTerminatedPod).
    static constexpr const char *podsOnNodeIndex = "qkube.usage.podsOnNode";

    enum class Kind { None, Pods, Nodes, Namespaces };
    // One cluster's share: its metrics client, its last answer, its rows' bounds.
    struct Source
    {
        QString context; // the model's cluster name (empty for a one-cluster table)
        QPointer<ClusterSession> session;
        QPointer<MetricsClient> client;
        bool subscribed = false;
        QList<QMetaObject::Connection> connections;
        QHash<QByteArray, ResourceUsage> usage; // by row key, the last answer
        MetricsClient::BoundsByKey bounds;      // by row key, read on the worker
        bool boundsPending = false;             // a request is on the worker
        SharedIndexInformer *pods = nullptr;    // a Nodes table's: the cluster-wide pods
    };

    void connectSource(Source &source);
    void releaseSource(Source &source);
    Source *sourceOf(const QString &context) const;
    void update();
    void podsUpdated(Source &source, const QList<PodMetrics> &pods);
    void nodesUpdated(Source &source, const QList<NodeMetrics> &nodes);
    void boundsRead(Source &source, MetricsClient::BoundsByKey bounds);
    void refresh();
    void refresh(Source &source);
    // The model's rows of `source`'s cluster (every row of a one-cluster table).
    QList<int> rowsOf(const Source &source) const;
    // Asks the worker for the bounds of these rows (their object versions have none yet).
    void requestBounds(Source &source, const QList<int> &rows);

    QPointer<ResourceTableModel> m_model; // the table pane's, which may go first
    Kind m_kind = Kind::None;
    bool m_spans = false;
    std::vector<std::shared_ptr<Source>> m_sources; // shared: a bounds answer holds a weak one
    bool m_refreshQueued = false;
};

} // namespace kube
