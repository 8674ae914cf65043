// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "iconcache.h"
#include <QAbstractListModel>

namespace kube {

// The navigator's list of open clusters: "All clusters" first (the scope whose tables span every open cluster),
// then each open context in the order it was opened, with its state (connecting, synced, degraded and why,
// unreachable and when it tries again) and the current one marked. Fed by the window; GUI thread only.
class ClusterListModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum class State { Connecting, Synced, Degraded, Unreachable };
    Q_ENUM(State)

    enum Role {
        ContextRole = Qt::UserRole + 1, // the context name; empty on the "All clusters" row
        StateRole,                      // State as int
        DetailRole,                     // why it is degraded or unreachable
        RetryRole,                      // unreachable: seconds to the next attempt, -1 if none is scheduled
        AllClustersRole,                // true on the "All clusters" row
        CurrentRole,                    // the cluster (or scope) the window shows
    };

    struct Entry
    {
        QString context;
        State state = State::Connecting;
        QString detail;
        int retryInSeconds = -1; // unreachable: when the next attempt starts; -1 when none is scheduled
        bool operator==(const Entry &) const = default;
    };

    explicit ClusterListModel(QObject *parent = nullptr);

    // Adds the cluster (at the end) or updates its state.
    void setEntry(const Entry &entry);
    void remove(const QString &context);
    // What the window shows: one cluster, or (allClusters) every open one.
    void setCurrent(const QString &context, bool allClusters);
    QStringList contexts() const;
    // Row of a context (-1 if not open); row 0 is "All clusters".
    int rowOf(const QString &context) const;
    static QString stateText(State state);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    QList<Entry> m_entries;
    QString m_current;
    bool m_allClusters = false;
    IconCache m_icons;
};

} // namespace kube
