// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "rest/discoveryclient.h"

#include <QObject>
#include <QPointer>

class ActionRegistry;
class ClusterController;
class EventLogPane;
class InspectorDock;
class NamespacePane;
class NavigatorPane;
class OpenClusters;
class ScopeBar;
class SelectionController;
class SelectionLogs;
class TablePane;
class TimelineController;
namespace kube {
class ClusterSession;
struct ObjectLink;
} // namespace kube

// Which cluster the window's components show, and which kind: the current cluster laid onto the scope bar,
// the navigator, the namespace tree, the table, the event log, the timeline and the inspector (or every open
// cluster's rows in one table), the kind and namespace it showed last coming back, links followed into it.
// What a cluster's view listed keeps running while another is shown, so showing it again is instant.
class ClusterView : public QObject
{
    Q_OBJECT
public:
    struct Parts
    {
        ScopeBar *scope;
        NavigatorPane *navigator;
        NamespacePane *namespaces;
        TablePane *table;
        EventLogPane *events;
        SelectionController *selection;
        SelectionLogs *logs;
        TimelineController *timeline;
        InspectorDock *inspector;
        ClusterController *controller;
        OpenClusters *clusters;
        ActionRegistry *actions;
    };
    // `initialNamespace`: --namespace, for the first cluster shown.
    ClusterView(const Parts &parts, const QString &initialNamespace, QObject *parent = nullptr);

    kube::ClusterSession *session() const { return m_session.get(); }
    QString context() const { return m_currentContext; }
    bool spansClusters() const { return m_allClusters; }
    // Shows an open cluster (its table, its namespaces, its Events).
    void show(const QString &context);
    // A context that cannot be used stays named in the window.
    void showUnusable(const QString &context);
    void showAllClusters(bool all);
    void showResource(const kube::ApiResource &resource);
    bool openResource(const QString &group, const QString &resource);
    bool openObject(const kube::ObjectLink &link);
    // Remembers the kind and namespace shown (QSettings "clusters/<context>"), and the table's columns.
    void save();
    // Lets go of every informer the view holds.
    void detach();

Q_SIGNALS:
    // Another cluster or scope shows (the window's title and status say so).
    void changed();
    void message(const QString &text, int timeoutMs);

private:
    void clusterClosing(const QString &context);
    // Right-click on the open clusters ("" on none): show, close, All clusters, open another.
    void showMenu(const QString &context, const QPoint &at);
    void updateNavigator();

    ScopeBar *m_scope;
    NavigatorPane *m_navigator;
    NamespacePane *m_namespaces;
    TablePane *m_table;
    EventLogPane *m_events;
    SelectionController *m_selection;
    SelectionLogs *m_logs;
    TimelineController *m_timeline;
    InspectorDock *m_inspector;
    ClusterController *m_controller;
    OpenClusters *m_clusters;
    ActionRegistry *m_actions;
    QString m_initialNamespace;
    QPointer<kube::ClusterSession> m_session; // the current cluster's, owned by m_clusters
    QString m_currentContext;
    bool m_allClusters = false;
    QString m_pendingGroup; // the kind the current cluster showed last, until discovery says it is served
    QString m_pendingResource;
    kube::ApiResource m_pendingFallback; // shown instead if discovery fails or the cluster does not serve it
};
