// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/namespacetreemodel.h"
#include "models/namespaceusage.h"
#include "rest/discoveryclient.h"

#include <QPointer>
#include <QTreeView>

namespace kube {
class ClusterSession;
class ResourceSubscription;
} // namespace kube

// The cluster and its namespaces, live (their own subscription, whatever kind the table shows), with how many
// of the table's objects each holds and how many of them fail, and, where the cluster serves metrics.k8s.io,
// their pods' CPU and memory in use. Choosing one narrows the table to it.
class NamespacePane : public QTreeView
{
    Q_OBJECT
public:
    explicit NamespacePane(QWidget *parent = nullptr);
    ~NamespacePane() override;

    // What it subscribes to in the cluster shown: core/v1 Namespaces.
    static kube::ApiResource namespacesResource();
    kube::NamespaceTreeModel *model() const { return m_model; }
    void setCluster(kube::ClusterSession *session, const QString &clusterName);
    void setClusterName(const QString &name) { m_model->setClusterName(name); }
    void setCountsShown(bool shown);

Q_SIGNALS:
    // "" for the cluster: every namespace.
    void namespaceChosen(const QString &namespaceName);
    void namespacesChanged();

private:
    // Room kept for the namespaces' names before the usage columns are shown beside them.
    static constexpr int nameRoomChars = 16;
    void resizeEvent(QResizeEvent *event) override;
    void updateUsageColumns();

    kube::NamespaceTreeModel *m_model;
    kube::NamespaceUsage *m_usage;
    QPointer<kube::ResourceSubscription> m_subscription;
};
