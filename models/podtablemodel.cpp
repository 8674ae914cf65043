// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "podtablemodel.h"

#include <QDateTime>
#include <QIcon>

namespace kube {

namespace {
// AGE shows seconds for young pods, so it is refreshed every second.
constexpr int ageRefreshMs = 1000;
} // namespace

PodTableModel::PodTableModel(QObject *parent) : QAbstractTableModel(parent)
{
    m_ageTimer.setInterval(ageRefreshMs);
    connect(&m_ageTimer, &QTimer::timeout, this, &PodTableModel::refreshAges);
    m_ageTimer.start();
}

qint64 PodTableModel::now() const
{
    return m_fixedNowMs ? m_fixedNowMs : QDateTime::currentMSecsSinceEpoch();
}

int PodTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int PodTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

void PodTableModel::setShowNamespace(bool show)
{
    m_showNamespace = show;
    Q_EMIT headerDataChanged(Qt::Horizontal, NamespaceColumn, NamespaceColumn);
}

QVariant PodTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NamespaceColumn: return tr("NAMESPACE");
    case NameColumn: return tr("NAME");
    case ReadyColumn: return tr("READY");
    case StatusColumn: return tr("STATUS");
    case RestartsColumn: return tr("RESTARTS");
    case AgeColumn: return tr("AGE");
    case NodeColumn: return tr("NODE");
    case IpColumn: return tr("IP");
    }
    return {};
}

QHash<int, QByteArray> PodTableModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(SortRole, "sort");
    names.insert(KeyRole, "key");
    names.insert(NamespaceRole, "namespace");
    names.insert(NameRole, "name");
    names.insert(FailingRole, "failing");
    return names;
}

QVariant PodTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const PodRow &row = m_rows[size_t(index.row())];
    switch (role) {
    case KeyRole: return row.key;
    case NamespaceRole: return row.namespaceName();
    case NameRole: return row.name();
    case FailingRole: return row.failing;
    case Qt::ToolTipRole:
        if (index.column() == StatusColumn && row.failing)
            return tr("This pod needs attention: %1").arg(row.status);
        return {};
    case Qt::DecorationRole:
        if (index.column() != StatusColumn)
            return {};
        if (row.failing)
            return QIcon(QStringLiteral(":/icons/pod-failing.svg"));
        if (row.status == QLatin1String("Running") && row.readyContainers == row.totalContainers)
            return QIcon(QStringLiteral(":/icons/pod-running.svg"));
        if (row.status == QLatin1String("Completed"))
            return QIcon(QStringLiteral(":/icons/pod-completed.svg"));
        return QIcon(QStringLiteral(":/icons/pod-pending.svg"));
    case SortRole:
        switch (index.column()) {
        case ReadyColumn: return row.totalContainers ? double(row.readyContainers) / row.totalContainers : 0.0;
        case RestartsColumn: return row.restarts;
        case AgeColumn: return -row.createdMs; // ascending AGE: the youngest first
        default: break;
        }
        [[fallthrough]];
    case Qt::DisplayRole:
        switch (index.column()) {
        case NamespaceColumn: return row.namespaceName();
        case NameColumn: return row.name();
        case ReadyColumn: return QStringLiteral("%1/%2").arg(row.readyContainers).arg(row.totalContainers);
        case StatusColumn: return row.status;
        case RestartsColumn:
            if (row.restarts > 0 && row.lastRestartMs > 0)
                return tr("%1 (%2 ago)").arg(row.restarts).arg(humanDuration(now() - row.lastRestartMs));
            return QString::number(row.restarts);
        case AgeColumn: return row.createdMs ? humanDuration(now() - row.createdMs) : QString();
        case NodeColumn: return row.node;
        case IpColumn: return row.podIp;
        }
        return {};
    default:
        return {};
    }
}

void PodTableModel::removeRows(QList<int> rows)
{
    if (rows.isEmpty())
        return;
    std::sort(rows.begin(), rows.end());
    // From the bottom, one removal per contiguous run; the hash is rebuilt for the rows that moved.
    int end = rows.size() - 1;
    while (end >= 0) {
        int begin = end;
        while (begin > 0 && rows[begin - 1] == rows[begin] - 1)
            --begin;
        beginRemoveRows({}, rows[begin], rows[end]);
        for (int i = rows[begin]; i <= rows[end]; ++i)
            m_rowOfKey.remove(m_rows[size_t(i)].key);
        m_rows.erase(m_rows.begin() + rows[begin], m_rows.begin() + rows[end] + 1);
        endRemoveRows();
        end = begin - 1;
    }
    for (int i = rows.first(); i < int(m_rows.size()); ++i)
        m_rowOfKey.insert(m_rows[size_t(i)].key, i);
}

void PodTableModel::applyBatch(const FeedBatch &incoming)
{
    // A ModelFeed sends one change per key; coalesce anyway so any batch means "the last change per key wins".
    FeedBatch batch;
    QHash<QByteArray, qsizetype> position;
    for (const FeedChange &change : incoming) {
        auto it = position.constFind(change.key);
        if (it == position.constEnd()) {
            position.insert(change.key, batch.size());
            batch.append(change);
        } else {
            batch[*it] = change;
        }
    }
    QList<int> removed;
    QList<int> changed;
    std::vector<PodRow> added;
    QHash<QByteArray, qsizetype> addedIndex;
    for (const FeedChange &change : std::as_const(batch)) {
        const int existing = m_rowOfKey.value(change.key, -1);
        if (change.type == FeedChange::Type::Delete) {
            if (existing >= 0)
                removed.append(existing);
            continue;
        }
        const PodRow *row = std::any_cast<PodRow>(&change.digest);
        if (!row)
            continue;
        if (existing >= 0) {
            if (!m_rows[size_t(existing)].sameDisplay(*row)) {
                m_rows[size_t(existing)] = *row;
                changed.append(existing);
            }
        } else {
            addedIndex.insert(change.key, qsizetype(added.size()));
            added.push_back(*row);
            added.back().key = change.key; // one copy of the key for the row, the hash and the feed
        }
    }
    // Changed rows first (their indexes are still valid), in contiguous runs.
    std::sort(changed.begin(), changed.end());
    for (qsizetype i = 0; i < changed.size();) {
        qsizetype j = i;
        while (j + 1 < changed.size() && changed[j + 1] == changed[j] + 1)
            ++j;
        Q_EMIT dataChanged(index(changed[i], 0), index(changed[j], ColumnCount - 1));
        i = j + 1;
    }
    removeRows(removed);
    if (!added.empty()) {
        const int first = int(m_rows.size());
        beginInsertRows({}, first, first + int(added.size()) - 1);
        for (PodRow &row : added) {
            m_rowOfKey.insert(row.key, int(m_rows.size()));
            m_rows.push_back(std::move(row));
        }
        endInsertRows();
    }
}

void PodTableModel::clear()
{
    if (m_rows.empty())
        return;
    // The whole content is replaced (a context switch): the one place a reset is the true change.
    beginResetModel();
    m_rows.clear();
    m_rowOfKey.clear();
    endResetModel();
}

void PodTableModel::refreshAges()
{
    if (m_rows.empty())
        return;
    Q_EMIT dataChanged(index(0, RestartsColumn), index(int(m_rows.size()) - 1, AgeColumn), {Qt::DisplayRole});
}

} // namespace kube
