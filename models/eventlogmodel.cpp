// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "eventlogmodel.h"
#include "podrow.h"

#include <QBrush>
#include <QDateTime>
#include <QIcon>
#include <QJsonObject>

namespace kube {

EventRow EventRow::fromObject(const Object &event)
{
    const QJsonObject o = event.toJsonObject();
    EventRow row;
    // core/v1 Events set lastTimestamp; newer ones (events.k8s.io) eventTime or series.lastObservedTime.
    for (const QString &field : {QStringLiteral("lastTimestamp"), QStringLiteral("eventTime"), QStringLiteral("firstTimestamp")}) {
        row.lastSeenMs = parseTimestamp(o.value(field).toString().toStdString());
        if (row.lastSeenMs)
            break;
    }
    const qint64 observed = parseTimestamp(o.value(QLatin1String("series")).toObject().value(QLatin1String("lastObservedTime")).toString().toStdString());
    row.lastSeenMs = std::max(row.lastSeenMs, observed);
    if (!row.lastSeenMs)
        row.lastSeenMs = event.creationTimestamp();
    row.type = o.value(QLatin1String("type")).toString();
    row.reason = o.value(QLatin1String("reason")).toString();
    const QJsonObject involved = o.value(QLatin1String("involvedObject")).toObject();
    row.object = QStringLiteral("%1/%2").arg(involved.value(QLatin1String("kind")).toString().toLower(), involved.value(QLatin1String("name")).toString());
    row.namespaceName = QString::fromUtf8(event.namespaceName());
    row.message = o.value(QLatin1String("message")).toString().trimmed();
    row.count = std::max(1, o.value(QLatin1String("count")).toInt(o.value(QLatin1String("series")).toObject().value(QLatin1String("count")).toInt(1)));
    return row;
}

EventLogModel::EventLogModel(QObject *parent) : QAbstractTableModel(parent) {}

int EventLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int EventLogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant EventLogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case LastSeenColumn: return tr("LAST SEEN");
    case TypeColumn: return tr("TYPE");
    case ReasonColumn: return tr("REASON");
    case ObjectColumn: return tr("OBJECT");
    case MessageColumn: return tr("MESSAGE");
    case CountColumn: return tr("COUNT");
    }
    return {};
}

QVariant EventLogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Entry &entry = m_entries[size_t(index.row())];
    const EventRow &row = entry.row;
    switch (role) {
    case TypeRole: return row.type;
    case NamespaceRole: return row.namespaceName;
    case SourceRole: return entry.fromQkube ? QStringLiteral("qkube") : QStringLiteral("cluster");
    case SortRole:
        if (index.column() == LastSeenColumn)
            return row.lastSeenMs;
        if (index.column() == CountColumn)
            return row.count;
        [[fallthrough]];
    case Qt::DisplayRole:
        switch (index.column()) {
        case LastSeenColumn: {
            const qint64 now = m_fixedNowMs ? m_fixedNowMs : QDateTime::currentMSecsSinceEpoch();
            return row.lastSeenMs ? humanDuration(std::max<qint64>(0, now - row.lastSeenMs)) : QString();
        }
        case TypeColumn: return row.type;
        case ReasonColumn: return row.reason;
        case ObjectColumn: return row.namespaceName.isEmpty() ? row.object : row.namespaceName + QLatin1Char('/') + row.object;
        case MessageColumn: return row.message;
        case CountColumn: return row.count;
        }
        return {};
    case Qt::DecorationRole:
        if (index.column() == TypeColumn)
            return QIcon(row.type == QLatin1String("Warning") ? QStringLiteral(":/icons/event-warning.svg") : QStringLiteral(":/icons/event-normal.svg"));
        return {};
    case Qt::ToolTipRole:
        if (index.column() == MessageColumn)
            return row.message;
        return {};
    }
    return {};
}

void EventLogModel::add(std::vector<Entry> entries)
{
    if (entries.empty())
        return;
    if (m_paused) {
        for (Entry &entry : entries)
            m_buffer.push_back(std::move(entry));
        if (int(m_buffer.size()) > m_capacity)
            m_buffer.erase(m_buffer.begin(), m_buffer.begin() + (int(m_buffer.size()) - m_capacity));
        return;
    }
    if (int(entries.size()) > m_capacity)
        entries.erase(entries.begin(), entries.begin() + (int(entries.size()) - m_capacity));
    // Newest first: the batch goes on top as one contiguous insert.
    beginInsertRows({}, 0, int(entries.size()) - 1);
    for (Entry &entry : entries) {
        entry.sequence = m_nextSequence++;
        m_entries.push_front(std::move(entry));
        if (!m_entries.front().key.isEmpty())
            m_byKey.insert(m_entries.front().key, &m_entries.front()); // deque keeps element addresses on push_front
    }
    endInsertRows();
    trim();
}

void EventLogModel::trim()
{
    if (int(m_entries.size()) <= m_capacity)
        return;
    beginRemoveRows({}, m_capacity, int(m_entries.size()) - 1);
    while (int(m_entries.size()) > m_capacity) {
        const Entry &oldest = m_entries.back();
        if (!oldest.key.isEmpty() && m_byKey.value(oldest.key) == &oldest)
            m_byKey.remove(oldest.key);
        m_entries.pop_back();
    }
    endRemoveRows();
}

void EventLogModel::applyEventBatch(const FeedBatch &batch)
{
    std::vector<Entry> added;
    for (const FeedChange &change : batch) {
        if (change.type == FeedChange::Type::Delete)
            continue; // an Event expiring (TTL) is not news; its line stays in the log
        const EventRow *row = std::any_cast<EventRow>(&change.digest);
        if (!row)
            continue;
        const Entry *existing = m_paused ? nullptr : m_byKey.value(change.key);
        if (existing) {
            // The Event was seen again: count and last seen change in place. Rows only enter at the top and leave
            // at the bottom, so a row's position follows from its sequence number.
            const int position = int(m_entries.front().sequence - existing->sequence);
            const_cast<Entry *>(existing)->row = *row;
            Q_EMIT dataChanged(index(position, 0), index(position, ColumnCount - 1));
            continue;
        }
        added.push_back({change.key, *row, false, 0});
    }
    add(std::move(added));
}

void EventLogModel::applyPodBatch(const FeedBatch &batch)
{
    const qint64 now = m_fixedNowMs ? m_fixedNowMs : QDateTime::currentMSecsSinceEpoch();
    std::vector<Entry> added;
    for (const FeedChange &change : batch) {
        if (change.type == FeedChange::Type::Delete) {
            const QString phase = m_podPhase.take(change.key);
            EventRow row{now, QStringLiteral("Normal"), QStringLiteral("PodDeleted"), QStringLiteral("pod/") + QString::fromUtf8(change.object.name()),
                         QString::fromUtf8(change.object.namespaceName()), tr("Pod deleted"), 1};
            added.push_back({{}, row, true, 0});
            continue;
        }
        const PodRow *pod = std::any_cast<PodRow>(&change.digest);
        if (!pod)
            continue;
        auto known = m_podPhase.find(change.key);
        if (known == m_podPhase.end()) {
            m_podPhase.insert(change.key, pod->phase);
            if (!change.initial) // the initial list is the starting state, not news
                added.push_back({{}, {now, QStringLiteral("Normal"), QStringLiteral("PodAdded"), QStringLiteral("pod/") + pod->name(), pod->namespaceName(), tr("Pod added"), 1}, true, 0});
        } else if (*known != pod->phase) {
            const QString message = tr("Pod phase changed: %1 → %2").arg(known->isEmpty() ? tr("(none)") : *known, pod->phase);
            *known = pod->phase;
            const QString type = pod->phase == QLatin1String("Failed") ? QStringLiteral("Warning") : QStringLiteral("Normal");
            added.push_back({{}, {now, type, QStringLiteral("PodPhaseChanged"), QStringLiteral("pod/") + pod->name(), pod->namespaceName(), message, 1}, true, 0});
        }
    }
    add(std::move(added));
}

void EventLogModel::setCapacity(int capacity)
{
    m_capacity = std::max(1, capacity);
    trim();
}

void EventLogModel::pause()
{
    m_paused = true;
}

void EventLogModel::resume()
{
    m_paused = false;
    add(std::exchange(m_buffer, {}));
}

void EventLogModel::clear()
{
    beginResetModel();
    m_entries.clear();
    m_byKey.clear();
    m_buffer.clear();
    m_podPhase.clear();
    endResetModel();
}

void EventLogFilterProxyModel::setWarningsOnly(bool on)
{
    m_warningsOnly = on;
    invalidateRowsFilter();
}

void EventLogFilterProxyModel::setNamespaceFilter(const QString &namespaceName)
{
    m_namespace = namespaceName;
    invalidateRowsFilter();
}

void EventLogFilterProxyModel::setTextFilter(const QString &text)
{
    m_text = text;
    invalidateRowsFilter();
}

bool EventLogFilterProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (m_warningsOnly && index.data(EventLogModel::TypeRole).toString() != QLatin1String("Warning"))
        return false;
    if (!m_namespace.isEmpty() && index.data(EventLogModel::NamespaceRole).toString() != m_namespace)
        return false;
    if (!m_text.isEmpty()) {
        bool found = false;
        for (int column = 0; column < EventLogModel::ColumnCount && !found; ++column)
            found = sourceModel()->index(sourceRow, column, sourceParent).data().toString().contains(m_text, Qt::CaseInsensitive);
        if (!found)
            return false;
    }
    return true;
}

} // namespace kube
