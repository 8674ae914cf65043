// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "rest/requestlog.h"

#include <QObject>

class ActionRegistry;
class OpenClusters;
namespace kube {
class ClusterListModel;
class ClusterSession;
class ContextsModel;
} // namespace kube

// Which clusters are open and which one is shown: opening a context (its kubeconfig entry made a RestConfig
// with the window's request rate), closing one, reconnecting (Refresh), reopening last time's at start, the
// open clusters' entries in the navigator, and what their sessions answer to the user's actions. It asks the
// window to show a cluster; the window lays the components onto it.
class ClusterController : public QObject
{
    Q_OBJECT
public:
    ClusterController(kube::ContextsModel *contexts, OpenClusters *clusters, kube::ClusterListModel *entries,
                      std::shared_ptr<const kube::RequestLog> requestLog, qint64 journalLimit,
                      QObject *parent = nullptr);
    void registerActions(ActionRegistry *registry);

    QString currentContext() const { return m_current; }
    void setCurrentContext(const QString &context) { m_current = context; }
    // Opens `name` (or finds it open); `makeCurrent` asks to show it, `replaceCurrent` closes the one shown.
    bool open(const QString &name, bool makeCurrent, bool replaceCurrent);
    void close(const QString &name);
    // Reconnects the current cluster from scratch; the other open clusters are left as they are.
    void refresh();
    // The context to show at start: `asked` (--context), else the one shown last time if the kubeconfig still
    // has it, else the kubeconfig's current one, else its first; empty when it has none.
    QString startingContext(const QString &asked) const;
    void reopenLastOpen();
    // What reopenLastOpen() reopens next time: the clusters open now.
    void rememberOpen() const;
    void setJournalLimit(qint64 bytes) { m_journalLimit = bytes; }
    void updateEntries();

Q_SIGNALS:
    // Show this open cluster (it just opened, or the current one closed and this one is next).
    void showRequested(const QString &context);
    // A context cannot be used: the window names it and says why.
    void contextFailed(const QString &context, const QString &problem);
    void allClustersToggled(bool all);
    void sessionStateChanged(kube::ClusterSession *session);
    void resourcesChanged(const QString &context, kube::ClusterSession *session);
    void discoveryFailed(kube::ClusterSession *session);
    void message(const QString &text, int timeoutMs);
    void problem(const QString &text);

private:
    // The Prometheus Service setting of the shown cluster's context (PrometheusSettings), asked in a dialog.
    void askPrometheusService();
    void connectSession(const QString &context, kube::ClusterSession *session);
    void updateEntry(const QString &context);

    kube::ContextsModel *m_contexts;
    OpenClusters *m_clusters;
    kube::ClusterListModel *m_entries;
    std::shared_ptr<const kube::RequestLog> m_requestLog;
    qint64 m_journalLimit;
    QString m_current;
};
