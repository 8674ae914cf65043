// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/resourceproxymodel.h"
#include "models/resourcesubscription.h"
#include "models/resourcetablemodel.h"
#include "models/usagecolumns.h"

#include <QHash>
#include <QPointer>
#include <QVariantMap>
#include <QWidget>

class ActionRegistry;
class OpenClusters;
class QAction;
class QLabel;
class QTableView;
namespace kube {
class ClusterSession;
}

// The table of one kind: its subscriptions (the current cluster's, and every other open cluster's while it
// spans clusters), the one path their batches take into the model, the proxy's filters, the view, what stands
// where rows would be, and the columns: laid out to the viewport (ColumnLayout) and remembered per cluster
// and kind only where the user sized them. The main window, the journal window and All clusters use it alike.
class TablePane : public QWidget
{
    Q_OBJECT
public:
    TablePane(OpenClusters *clusters, QWidget *parent = nullptr);
    ~TablePane() override;

    // Show wide columns (kubectl's -o wide).
    void registerActions(ActionRegistry *registry);
    kube::ResourceTableModel *model() const { return m_model; }
    // The resource usage columns of Pods, Nodes and Namespaces (where a cluster shown serves metrics.k8s.io).
    kube::UsageColumns *usageColumns() const { return m_usage; }
    kube::ResourceProxyModel *proxy() const { return m_proxy; }
    QTableView *view() const { return m_view; }
    const kube::ApiResource &resource() const { return m_resource; }
    // The current cluster's subscription to the kind shown; null before a kind shows.
    kube::ResourceSubscription *subscription() const { return m_subscription; }
    // The subscription that lists `context`'s rows (the current one, or a spanned cluster's).
    kube::ResourceSubscription *subscriptionOf(const QString &context) const;
    QString placeholderText() const;
    // True while the proxy moves or drops rows: the view then moves its current row, which is not the user
    // choosing another object.
    bool rowsChanging() const { return m_rowsChanging; }
    // "pods: 12 of 30 shown" for the status bar; empty until the kind is listed.
    QString countText() const;

    // The cluster the table lists (null: none; the rows go).
    void setCluster(const QString &context, kube::ClusterSession *session);
    QString context() const { return m_context; }
    // Every open cluster's rows in one table (a CLUSTER column first), or the current cluster's alone.
    void setSpansClusters(bool spans);
    bool spansClusters() const { return m_spans; }
    // Lists `resource` (the columns of the kind it showed last in this cluster come back).
    void showResource(kube::ApiResource resource); // a copy: it may be resource() itself
    // Forgets the kind: no subscription, no rows (the cluster closes or waits for discovery).
    void clearResource();
    // A spanned cluster opened, or now serves the kind: subscribes to it too.
    void subscribeSpan(const QString &context);
    // Every open cluster not yet subscribed to (one opened meanwhile).
    void subscribeSpanned();
    // A spanned cluster closes: its rows go.
    void dropCluster(const QString &context);
    // The namespace chosen ("": all): the proxy filters by it and NAMESPACE shows only when it is all.
    void setNamespace(const QString &namespaceName);
    void setShowWideColumns(bool wide);
    bool showsWideColumns() const { return m_wide; }
    // Rows of the past (the journal's) in place of the live ones, which wait until live() again.
    // `emptyText` stands where rows would be when the past had none.
    void showPastRows(const kube::RowBatch &rows, const QString &emptyText);
    void setPast(bool past);
    bool showsPast() const { return m_past; }
    // What stands where the rows would be before discovery has named the kind.
    void setWaitingFor(const QString &resourceName);
    // Saves the widths the user set and the sort of the kind shown, in this cluster's settings.
    void saveColumns() const;
    void layOutColumns();

Q_SIGNALS:
    // Every batch of rows the table applied, with the cluster it came from (the event log's own lines).
    void batchApplied(const QString &context, const kube::RowBatch &batch);
    void subscriptionStateChanged();
    void countsChanged();
    // Rows came, went or moved, and the proxy has settled (a queued signal, once per turn of the event loop).
    void rowsSettled();
    // The resource shown changed (or went).
    void resourceChanged();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    kube::ResourceSubscription *subscribe(const QString &context, kube::ClusterSession *session,
                                          std::shared_ptr<const kube::Printer> printer);
    void applyBatch(const QString &context, const kube::RowBatch &batch);
    void restoreColumns();
    void updateLevelColors(); // the usage cells' warning and error colours, from the theme
    void updatePlaceholder();
    void setPlaceholder(const QString &text, bool error);
    QString columnId(int column) const;
    QString settingsGroup() const;

    OpenClusters *m_clusters;
    kube::ResourceTableModel *m_model;
    kube::ResourceProxyModel *m_proxy;
    QTableView *m_view;
    kube::UsageColumns *m_usage;
    QLabel *m_placeholder;
    QString m_context;
    QPointer<kube::ClusterSession> m_session;
    kube::ApiResource m_resource;
    QPointer<kube::ResourceSubscription> m_subscription;
    QHash<QString, QPointer<kube::ResourceSubscription>> m_spanSubscriptions; // the other open clusters'
    QString m_namespace;
    QString m_waitingFor;
    QString m_pastEmptyText;
    bool m_spans = false;
    bool m_wide = false;
    bool m_past = false;
    bool m_rowsChanging = false;
    bool m_settlePending = false;
    bool m_layingOut = false;     // resizes are the layout's, not the user's
    bool m_columnsFitted = false; // to the rows, once they are listed
    QPointer<QAction> m_wideAction;
    QVariantMap m_userWidths; // by column id: the widths the user dragged columns to
};
