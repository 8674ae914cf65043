// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "objecthistorymodel.h"

#include <QDateTime>

#include <utility>

namespace kube {

ObjectHistoryModel::ObjectHistoryModel(QObject *parent) : QAbstractTableModel(parent) {}

bool ObjectHistoryModel::sameVersion(const JournalEntry &a, const JournalEntry &b)
{
    return a.timeMs == b.timeMs && a.type == b.type && a.object == b.object;
}

void ObjectHistoryModel::setVersions(const QList<Version> &oldestFirst)
{
    // Where the old list's newest version is in the new one: what comes after it is new (rows at the top), what
    // the new list lacks at its start was dropped (rows at the bottom).
    qsizetype dropped = -1;
    if (!m_versions.isEmpty()) {
        for (qsizetype start = 0; start < m_versions.size() && dropped < 0; ++start) {
            const qsizetype kept = m_versions.size() - start;
            if (kept > oldestFirst.size())
                continue;
            bool match = true;
            for (qsizetype i = 0; i < kept && match; ++i)
                match = sameVersion(m_versions.at(start + i).entry, oldestFirst.at(i).entry);
            if (match)
                dropped = start;
        }
    }
    if (dropped < 0) {
        beginResetModel();
        m_versions = oldestFirst;
        endResetModel();
        return;
    }
    if (dropped > 0) {
        beginRemoveRows({}, int(m_versions.size() - dropped), int(m_versions.size() - 1));
        m_versions.remove(0, dropped);
        endRemoveRows();
    }
    const qsizetype added = oldestFirst.size() - m_versions.size();
    // The oldest version kept has no predecessor left to be compared with: its summary changes with the drop.
    bool summariesChanged = dropped > 0;
    for (qsizetype i = 0; i < m_versions.size(); ++i)
        summariesChanged |= std::exchange(m_versions[i].summary, oldestFirst.at(i).summary) != oldestFirst.at(i).summary;
    if (added > 0) {
        beginInsertRows({}, 0, int(added - 1));
        m_versions.append(oldestFirst.mid(m_versions.size()));
        endInsertRows();
    }
    if (summariesChanged && !m_versions.isEmpty())
        Q_EMIT dataChanged(index(int(added), SummaryColumn), index(rowCount() - 1, SummaryColumn), {Qt::DisplayRole});
}

void ObjectHistoryModel::clear()
{
    if (m_versions.isEmpty())
        return;
    beginResetModel();
    m_versions.clear();
    endResetModel();
}

JournalEntry ObjectHistoryModel::entryAt(int row) const
{
    if (row < 0 || row >= m_versions.size())
        return {};
    return m_versions.at(m_versions.size() - 1 - row).entry;
}

int ObjectHistoryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_versions.size());
}

int ObjectHistoryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString ObjectHistoryModel::changeText(JournalEntry::Type type) const
{
    switch (type) {
    case JournalEntry::Type::Added: return tr("Added");
    case JournalEntry::Type::Modified: return tr("Modified");
    case JournalEntry::Type::Deleted: return tr("Deleted");
    case JournalEntry::Type::Replaced: return tr("Relisted");
    }
    return {};
}

QVariant ObjectHistoryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const qsizetype position = m_versions.size() - 1 - index.row();
    const Version &version = m_versions.at(position);
    if (role == EntryRole)
        return QVariant::fromValue(version.entry);
    if (role == Qt::ToolTipRole && index.column() == ChangeColumn && version.entry.type == JournalEntry::Type::Replaced)
        return tr("A relist found this version: changes between it and the one before were not seen");
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case TimeColumn: return QDateTime::fromMSecsSinceEpoch(version.entry.timeMs).toString(QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz"));
    case ChangeColumn: return changeText(version.entry.type);
    case SummaryColumn:
        if (position == 0 && version.entry.type != JournalEntry::Type::Deleted)
            return tr("oldest version in the journal");
        if (version.entry.type == JournalEntry::Type::Deleted && version.summary.isEmpty())
            return tr("deleted");
        return version.summary.isEmpty() ? tr("no change but its resourceVersion") : version.summary;
    case ResourceVersionColumn: return QString::fromUtf8(version.entry.object.resourceVersion());
    }
    return {};
}

QVariant ObjectHistoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TimeColumn: return tr("TIME");
    case ChangeColumn: return tr("CHANGE");
    case SummaryColumn: return tr("WHAT CHANGED");
    case ResourceVersionColumn: return tr("RESOURCE VERSION");
    }
    return {};
}

} // namespace kube
