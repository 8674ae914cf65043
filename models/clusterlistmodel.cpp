// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "clusterlistmodel.h"

#include <QFont>
#include <QIcon>

namespace kube {

ClusterListModel::ClusterListModel(QObject *parent) : QAbstractListModel(parent) {}

int ClusterListModel::rowOf(const QString &context) const
{
    for (qsizetype i = 0; i < m_entries.size(); ++i)
        if (m_entries[i].context == context)
            return int(i) + 1;
    return -1;
}

QStringList ClusterListModel::contexts() const
{
    QStringList names;
    for (const Entry &entry : m_entries)
        names.append(entry.context);
    return names;
}

void ClusterListModel::setEntry(const Entry &entry)
{
    const int row = rowOf(entry.context);
    if (row < 0) {
        beginInsertRows({}, rowCount(), rowCount());
        m_entries.append(entry);
        endInsertRows();
        Q_EMIT dataChanged(index(0), index(0), {Qt::DisplayRole}); // "All clusters (N open)"
        return;
    }
    if (m_entries[row - 1] == entry)
        return;
    m_entries[row - 1] = entry;
    Q_EMIT dataChanged(index(row), index(row));
}

void ClusterListModel::remove(const QString &context)
{
    const int row = rowOf(context);
    if (row < 0)
        return;
    beginRemoveRows({}, row, row);
    m_entries.removeAt(row - 1);
    endRemoveRows();
    Q_EMIT dataChanged(index(0), index(0), {Qt::DisplayRole});
}

void ClusterListModel::setCurrent(const QString &context, bool allClusters)
{
    if (m_current == context && m_allClusters == allClusters)
        return;
    // Both the old and the new current row change their look.
    const int before = m_allClusters ? 0 : rowOf(m_current);
    m_current = context;
    m_allClusters = allClusters;
    const int after = allClusters ? 0 : rowOf(context);
    for (int row : {before, after})
        if (row >= 0)
            Q_EMIT dataChanged(index(row), index(row), {Qt::FontRole, CurrentRole});
}

QString ClusterListModel::stateText(State state)
{
    switch (state) {
    case State::Connecting: return tr("connecting");
    case State::Synced: return tr("synced");
    case State::Degraded: return tr("degraded");
    case State::Unreachable: return tr("unreachable");
    }
    return {};
}

int ClusterListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size()) + 1;
}

QVariant ClusterListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (index.row() == 0) {
        switch (role) {
        case Qt::DisplayRole: return tr("All clusters (%n open)", nullptr, int(m_entries.size()));
        case Qt::ToolTipRole: return tr("One table of the chosen kind over every open cluster, with a CLUSTER column");
        case Qt::DecorationRole: return m_icons.icon(QStringLiteral(":/icons/cluster.svg"));
        case Qt::FontRole: {
            QFont font;
            font.setBold(m_allClusters);
            return font;
        }
        case AllClustersRole: return true;
        case CurrentRole: return m_allClusters;
        case ContextRole: return QString();
        default: return {};
        }
    }
    const Entry &entry = m_entries[index.row() - 1];
    const bool current = !m_allClusters && entry.context == m_current;
    switch (role) {
    case Qt::DisplayRole:
        if (entry.state == State::Unreachable && entry.retryInSeconds >= 0)
            return tr("%1 — unreachable, next retry in %n s", nullptr, entry.retryInSeconds).arg(entry.context);
        return tr("%1 — %2").arg(entry.context, stateText(entry.state));
    case Qt::ToolTipRole: return entry.detail.isEmpty() ? stateText(entry.state) : tr("%1: %2").arg(stateText(entry.state), entry.detail);
    case Qt::DecorationRole:
        switch (entry.state) {
        case State::Connecting: return m_icons.icon(QStringLiteral(":/icons/pod-pending.svg"));
        case State::Synced: return m_icons.icon(QStringLiteral(":/icons/pod-running.svg"));
        case State::Degraded: return m_icons.icon(QStringLiteral(":/icons/namespace-warning.svg"));
        case State::Unreachable: return m_icons.icon(QStringLiteral(":/icons/pod-failing.svg"));
        }
        return {};
    case Qt::FontRole: {
        QFont font;
        font.setBold(current);
        return font;
    }
    case ContextRole: return entry.context;
    case StateRole: return int(entry.state);
    case DetailRole: return entry.detail;
    case RetryRole: return entry.retryInSeconds;
    case AllClustersRole: return false;
    case CurrentRole: return current;
    default: return {};
    }
}

QHash<int, QByteArray> ClusterListModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(ContextRole, "context");
    names.insert(StateRole, "state");
    names.insert(DetailRole, "detail");
    names.insert(RetryRole, "retryInSeconds");
    names.insert(AllClustersRole, "allClusters");
    names.insert(CurrentRole, "current");
    return names;
}

} // namespace kube
