// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "metrics/metricslist.h"
#include "metrics/usagejoin.h"
#include "rest/discoveryclient.h"

#include <QHash>
#include <QObject>
#include <QPointer>

namespace kube {

class ClusterSession;
class MetricsClient;
class ResourceTableModel;
class SharedIndexInformer;

// The resource usage columns of a table (k9s's): Pods get CPU, MEM, %CPU/R, %CPU/L, %MEM/R, %MEM/L (as wide
// columns), Nodes CPU, CPU%, MEM, MEM% (of allocatable) and PODS (non-terminated pods of allocatable pods),
// Namespaces CPU and MEM (their pods' summed), as the model's extra columns, only while the table shows one
// cluster's pods, nodes or namespaces and that cluster serves metrics.k8s.io. Subscribes to the session's
// MetricsClient while it shows them, joins each answer with the rows' objects (requests and limits read once
// per object version) and colours cells past warnPercent / 100% of a limit (of allocatable for a node). A
// Nodes table counts pods with the session's cluster-wide pod informer (held while it shows, indexed by
// node on the informer's thread). GUI thread.
class UsageColumns : public QObject
{
    Q_OBJECT
public:
    // k9s's threshold: a pod at 80% of its limit is worth a look before it is throttled or OOM-killed.
    static constexpr int warnPercent = 80;
    static constexpr int errorPercent = 100;

    explicit UsageColumns(ResourceTableModel *model, QObject *parent = nullptr);
    ~UsageColumns() override;

    // What the table shows now (null session: nothing). Spanning clusters shows no usage.
    void attach(ClusterSession *session, const ApiResource &resource, bool spansClusters);
    void detach();
    bool isShown() const;

private:
    // The pods informer's index of non-terminated pods by node (nodeOfNonTerminatedPod).
    static constexpr const char *podsOnNodeIndex = "qkube.usage.podsOnNode";

    enum class Kind { None, Pods, Nodes, Namespaces };
    void update();
    void podsUpdated(const QList<PodMetrics> &pods);
    void nodesUpdated(const QList<NodeMetrics> &nodes);
    void refresh();
    void refreshPods();
    void refreshNodes();
    void refreshNamespaces();
    void releasePods();

    struct SpecUsage
    {
        quintptr identity = 0; // the Object version requests and limits were read from
        ResourceUsage requests;
        ResourceUsage limits;
    };

    QPointer<ResourceTableModel> m_model; // the table pane's, which may go first
    QPointer<ClusterSession> m_session;
    QPointer<MetricsClient> m_client;
    Kind m_kind = Kind::None;
    bool m_subscribed = false;
    QList<QMetaObject::Connection> m_connections;
    QHash<QByteArray, ResourceUsage> m_usage; // by row key, the last answer
    QHash<QByteArray, SpecUsage> m_specs;     // pods' requests and limits by row key
    bool m_refreshQueued = false;
    SharedIndexInformer *m_pods = nullptr; // a Nodes table's: the session's cluster-wide pods
};

} // namespace kube
