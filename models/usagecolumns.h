// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "usagecells.h"

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
// answer with the rows on the cluster's worker (UsageCells; the figures a row is measured against,
// UsageBounds, read there once per object version): the GUI thread takes a snapshot and puts the cells in.
// Colours cells past warnPercent / 100% of a limit (of allocatable for a node). A Nodes table counts pods
// with each cluster's pod informer (held while it shows, indexed by node on the informer's thread). GUI
// thread.
class UsageColumns : public QObject
{
    Q_OBJECT
public:
    // k9s's threshold: a pod at 80% of its limit is worth a look before it is throttled or OOM-killed.
    static constexpr int warnPercent = 80;
    static constexpr int errorPercent = 100;
    // Rows given their new cells in one turn of the GUI thread (about 15 ms here): 100k pods take ten turns.
    static constexpr int rowsPerTurn = 10'000;

    // What a join on the worker hands the GUI thread: the cells, the answer and the bounds they came from;
    // `last` unless the worker goes on to read bounds some rows lacked and joins again.
    struct Joined
    {
        UsageCells::Cells cells;
        UsageCells::UsageByKey usage;
        UsageCells::BoundsByKey bounds;
        bool last = true;
    };

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
        std::optional<QList<PodMetrics>> podsAnswer; // an answer not joined yet
        std::optional<QList<NodeMetrics>> nodesAnswer;
        QHash<QByteArray, ResourceUsage> usage; // by row key, the last answer joined
        UsageCells::BoundsByKey bounds;         // by row key: the worker's, as of the last join
        // The bounds the worker reads and keeps (once per object version), touched on the worker only.
        std::shared_ptr<UsageCells::BoundsByKey> workerBounds = std::make_shared<UsageCells::BoundsByKey>();
        bool joining = false;   // a join is on the worker
        bool joinAgain = false; // and the rows or figures changed since it began
        bool applying = false;  // its cells go into the rows a slice a turn
        int applyFrom = 0;
        SharedIndexInformer *pods = nullptr; // a Nodes table's: the cluster-wide pods
    };

    void connectSource(Source &source);
    void releaseSource(Source &source);
    Source *sourceOf(const QString &context) const;
    void update();
    void podsUpdated(Source &source, const QList<PodMetrics> &pods);
    void nodesUpdated(Source &source, const QList<NodeMetrics> &nodes);
    void refresh();
    void refresh(Source &source);
    void joined(Source &source, Joined joined);
    // Puts the kept cells into the next rowsPerTurn rows, and queues the rest.
    void applySlice(Source &source);
    std::weak_ptr<Source> sourceHolding(const Source &source) const;
    // The model's rows of `source`'s cluster (every row of a one-cluster table).
    QList<int> rowsOf(const Source &source) const;

    QPointer<ResourceTableModel> m_model; // the table pane's, which may go first
    Kind m_kind = Kind::None;
    bool m_spans = false;
    std::vector<std::shared_ptr<Source>> m_sources; // shared: a bounds answer holds a weak one
    bool m_refreshQueued = false;
};

} // namespace kube
