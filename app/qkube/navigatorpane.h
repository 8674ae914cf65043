// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/clusterlistmodel.h"
#include "models/navigatormodel.h"

#include <QWidget>

class QListView;
class QTreeView;

// The left pane: the open clusters (and "All clusters") above every kind the current cluster serves, by
// category.
class NavigatorPane : public QWidget
{
    Q_OBJECT
public:
    explicit NavigatorPane(QWidget *parent = nullptr);

    kube::NavigatorModel *kinds() const { return m_kinds; }
    kube::ClusterListModel *clusters() const { return m_clusters; }
    QTreeView *kindsView() const { return m_kindsView; }
    QListView *clusterView() const { return m_clusterView; }
    void setResources(const QList<kube::ApiResource> &resources, const QSet<QString> &customResources);
    // Marks the kind shown, without choosing it again.
    void markResource(const QString &group, const QString &resource);
    // Chooses the kind as the user would; false if the navigator has no such kind.
    bool chooseResource(const QString &group, const QString &resource);

Q_SIGNALS:
    void resourceChosen(const kube::ApiResource &resource);
    void clusterChosen(const QString &context);
    void allClustersChosen();
    // Right-click on the clusters ("" on no cluster), at a global position.
    void clusterMenuRequested(const QString &context, const QPoint &globalPosition);

protected:
    void changeEvent(QEvent *event) override;

private:
    void chooseClusterRow(const QModelIndex &index);

    kube::NavigatorModel *m_kinds;
    kube::ClusterListModel *m_clusters;
    QTreeView *m_kindsView;
    QListView *m_clusterView;
};
