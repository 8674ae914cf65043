// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/clusterlistmodel.h"
#include "session/clustersession.h"

#include <QObject>

#include <memory>
#include <optional>
#include <vector>

// The clusters the window has open, by context name (two contexts reaching one cluster as different users are
// two entries). Each is a ClusterSession of its own, with its own worker thread and informers, so one that is
// slow, stalled or unreachable delays no other. While a cluster is not shown, the informers its view used
// stay pinned (running, synced) so that showing it again is instant; close() stops them all and frees the
// session. GUI thread only.
class OpenClusters : public QObject
{
    Q_OBJECT
public:
    explicit OpenClusters(QObject *parent = nullptr);
    ~OpenClusters() override;

    // Given to every session opened from now on (ClusterSession::setInformerOptions).
    void setInformerOptions(const kube::InformerOptions &options) { m_informerOptions = options; }
    // Opens the context's session (it starts from the event loop), or returns the one open already.
    kube::ClusterSession *open(const QString &context, const kube::RestConfig &config);
    // Views release their subscriptions on aboutToClose; then the session goes (its worker winds down alone).
    void close(QString context); // a copy: slots of aboutToClose may change the caller's string
    kube::ClusterSession *session(const QString &context) const;
    bool isOpen(const QString &context) const { return session(context) != nullptr; }
    // In the order they were opened.
    QStringList contexts() const;
    // Keeps an informer running while no view holds it; unpin() releases every pin of the context.
    void pin(const QString &context, const kube::GroupVersionResource &gvr,
             const QString &namespaceName = {});
    void unpin(const QString &context);
    // The cluster list's summary of a session: synced but with a recent error is degraded; unreachable (it
    // never answered, or its informers back off after a connection error) with the seconds to the next
    // attempt.
    static kube::ClusterListModel::Entry summary(const QString &context, const kube::ClusterSession &session);

Q_SIGNALS:
    void opened(const QString &context, kube::ClusterSession *session);
    void aboutToClose(const QString &context);
    void closed(const QString &context);

private:
    struct Entry
    {
        QString context;
        std::unique_ptr<kube::ClusterSession> session;
        QList<kube::SharedIndexInformer *> pinned;
    };
    Entry *find(const QString &context);
    const Entry *find(const QString &context) const;

    std::vector<Entry> m_entries;
    std::optional<kube::InformerOptions> m_informerOptions;
};
