// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/eventlogmodel.h"
#include "rest/discoveryclient.h"
#include "models/rowfeed.h"

#include <QHash>
#include <QPointer>
#include <QWidget>

class OpenClusters;
class QAction;
class QCheckBox;
class QLineEdit;
class QTableView;
namespace kube {
class ClusterSession;
class EventLogFilterProxyModel;
class EventLogModel;
class ResourceSubscription;
} // namespace kube

// The live event log: the Events of the cluster shown (of every open cluster in the All clusters scope, with
// a CLUSTER column) and the changes qkube saw to the table's objects; Warning-only, a text filter and pause.
// It owns the Events subscriptions, and the proxy the details pane shows one object's Events through.
class EventLogPane : public QWidget
{
    Q_OBJECT
public:
    explicit EventLogPane(OpenClusters *clusters, QWidget *parent = nullptr);
    ~EventLogPane() override;

    // What it subscribes to in every cluster: core/v1 Events.
    static kube::ApiResource eventsResource();
    kube::EventLogModel *model() const { return m_model; }
    // One object's Events, for the details pane.
    kube::EventLogFilterProxyModel *objectEvents() const { return m_objectEvents; }
    kube::EventLogFilterProxyModel *shownEvents() const { return m_proxy; }
    QTableView *view() const { return m_view; }
    QAction *pauseAction() const { return m_pauseAction; }

    void setCluster(const QString &context, kube::ClusterSession *session);
    void setSpansClusters(bool spans);
    void setNamespace(const QString &namespaceName);
    // A cluster closes: its subscription goes while its session is still there.
    void clusterClosing(const QString &context);
    // The table's own changes, as lines of the log (`kind` the table's, its status column for the printer).
    void logObjectChanges(const QString &context, const kube::RowBatch &batch, const QString &kind,
                          int statusColumn);
    void clear();
    // The open clusters changed: the All clusters scope subscribes to each one's Events.
    void updateScope();
    void retranslate(); // also counts the lines buffered while paused

protected:
    void changeEvent(QEvent *event) override;

private:
    kube::ResourceSubscription *subscribe(const QString &context, kube::ClusterSession *session);

    OpenClusters *m_clusters;
    kube::EventLogModel *m_model;
    kube::EventLogFilterProxyModel *m_proxy;
    kube::EventLogFilterProxyModel *m_objectEvents;
    QCheckBox *m_warningsOnly;
    QLineEdit *m_filter;
    QAction *m_pauseAction;
    QTableView *m_view;
    QString m_context;
    bool m_spans = false;
    QPointer<kube::ResourceSubscription> m_subscription; // the current cluster's Events
    QHash<QString, QPointer<kube::ResourceSubscription>>
        m_spanSubscriptions; // All clusters: the others' Events
};
