// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "metrics/metricsclient.h"

#include <QObject>
#include <QPointer>

namespace kube {

class ClusterSession;
class NamespaceTreeModel;

// The namespaces pane's usage: while a cluster is attached and the figures are wanted (shown), it subscribes
// to that cluster's MetricsClient (whose polls the usage columns share), sums each answer's pods by namespace
// on the session's worker and puts the sums into the model; a cluster without metrics.k8s.io gives none. Not
// wanted, it asks nothing (at 100k pods an answer is tens of MB) and the model holds no figures. GUI thread.
class NamespaceUsage : public QObject
{
    Q_OBJECT
public:
    explicit NamespaceUsage(NamespaceTreeModel *model, QObject *parent = nullptr);
    ~NamespaceUsage() override;

    // The cluster whose usage is shown (null: none).
    void attach(ClusterSession *session);
    // Whether the cluster serves metrics.k8s.io (as discovery says; nothing is polled to know).
    bool isAvailable() const;
    void setWanted(bool wanted);

Q_SIGNALS:
    void availabilityChanged(bool available);

private:
    void detach();
    // What detach() does but clear the model: the subscription and connections let go.
    void release();
    void updateSubscription();
    void summed(const QHash<QByteArray, ResourceUsage> &byNamespace);

    NamespaceTreeModel *m_model;
    QPointer<ClusterSession> m_session;
    QPointer<MetricsClient> m_client;
    QList<QMetaObject::Connection> m_connections;
    bool m_wanted = false;
    bool m_subscribed = false;
    bool m_summing = false;                     // a sum is on the worker
    std::optional<QList<PodMetrics>> m_waiting; // an answer that came meanwhile
    quint64 m_generation = 0;                   // a sum of a cluster no longer attached is dropped
};

} // namespace kube
