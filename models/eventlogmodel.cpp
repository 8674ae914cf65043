// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "eventlogmodel.h"

#include "printers/builtinkinds.h"
#include "printers/humanduration.h"

#include <QBrush>
#include <QDateTime>
#include <QIcon>
#include <QJsonObject>

#include <algorithm>
#include <functional>

namespace kube {

EventRow EventRow::fromObject(const Object &event)
{
    const QJsonObject o = event.toJsonObject();
    EventRow row;
    // core/v1 Events set lastTimestamp; newer ones (events.k8s.io) eventTime or series.lastObservedTime.
    for (const QString &field :
         {QStringLiteral("lastTimestamp"), QStringLiteral("eventTime"), QStringLiteral("firstTimestamp")}) {
        row.lastSeenMs = parseTimestamp(o.value(field).toString().toStdString());
        if (row.lastSeenMs)
            break;
    }
    const qint64 observed = parseTimestamp(o.value(QLatin1String("series"))
                                               .toObject()
                                               .value(QLatin1String("lastObservedTime"))
                                               .toString()
                                               .toStdString());
    row.lastSeenMs = std::max(row.lastSeenMs, observed);
    if (!row.lastSeenMs)
        row.lastSeenMs = event.creationTimestamp();
    row.type = o.value(QLatin1String("type")).toString();
    row.reason = o.value(QLatin1String("reason")).toString();
    const QJsonObject involved = o.value(QLatin1String("involvedObject")).toObject();
    row.object = QStringLiteral("%1/%2").arg(involved.value(QLatin1String("kind")).toString().toLower(),
                                             involved.value(QLatin1String("name")).toString());
    row.objectUid = involved.value(QLatin1String("uid")).toString();
    row.namespaceName = QString::fromUtf8(event.namespaceName());
    row.message = o.value(QLatin1String("message")).toString().trimmed();
    row.count = std::max(
        1, o.value(QLatin1String("count"))
               .toInt(o.value(QLatin1String("series")).toObject().value(QLatin1String("count")).toInt(1)));
    return row;
}

EventRow EventRow::fromCells(const QList<PrintCell> &cells, const QString &namespaceName)
{
    const auto text = [&cells](int column) {
        return column < cells.size() ? cells[column].render(0) : QString();
    };
    return {text(0).toLongLong(), text(1), text(2),         text(3),
            namespaceName,        text(4), text(5).toInt(), text(6)};
}

namespace {
// Keys never hold a newline: "<cluster>\n<key>" cannot collide across clusters.
QByteArray clusterKey(const QString &cluster, const QByteArray &key)
{
    return cluster.isEmpty() ? key : cluster.toUtf8() + '\n' + key;
}

// An Event as the log keeps it; the columns are the EventRow's fields, not a table anyone reads.
class EventLogPrinter final : public Printer
{
public:
    QList<PrintColumn> columns() const override
    {
        QList<PrintColumn> columns;
        for (const char *name : {"LastSeen", "Type", "Reason", "Object", "Message", "Count", "ObjectUid"}) {
            PrintColumn column;
            column.name = QString::fromLatin1(name);
            columns.append(column);
        }
        return columns;
    }
    QList<PrintCell> cells(const Object &event) const override
    {
        const EventRow row = EventRow::fromObject(event);
        return {PrintCell::integer(row.lastSeenMs), PrintCell::text(row.type),
                PrintCell::text(row.reason),        PrintCell::text(row.object),
                PrintCell::text(row.message),       PrintCell::integer(row.count),
                PrintCell::text(row.objectUid)};
    }
};
} // namespace

std::shared_ptr<const Printer> EventLogModel::printer()
{
    static const auto printer = std::make_shared<EventLogPrinter>();
    return printer;
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
    case ClusterColumn:
        return tr("CLUSTER");
    case LastSeenColumn:
        return tr("LAST SEEN");
    case TypeColumn:
        return tr("TYPE");
    case ReasonColumn:
        return tr("REASON");
    case ObjectColumn:
        return tr("OBJECT");
    case MessageColumn:
        return tr("MESSAGE");
    case CountColumn:
        return tr("COUNT");
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
    case TypeRole:
        return row.type;
    case NamespaceRole:
        return row.namespaceName;
    case SourceRole:
        return entry.fromQkube ? QStringLiteral("qkube") : QStringLiteral("cluster");
    case ObjectUidRole:
        return row.objectUid;
    case KeyRole:
        return entry.key.isEmpty() ? QString()
                                   : QString::fromUtf8(entry.key.mid(entry.key.indexOf('\n') + 1));
    case ClusterRole:
        return entry.cluster;
    case SortRole:
        if (index.column() == LastSeenColumn)
            return row.lastSeenMs;
        if (index.column() == CountColumn)
            return row.count;
        [[fallthrough]];
    case Qt::DisplayRole:
        switch (index.column()) {
        case ClusterColumn:
            return entry.cluster;
        case LastSeenColumn: {
            const qint64 now = m_fixedNowMs ? m_fixedNowMs : QDateTime::currentMSecsSinceEpoch();
            return row.lastSeenMs ? humanDuration(std::max<qint64>(0, now - row.lastSeenMs)) : QString();
        }
        case TypeColumn:
            return row.type;
        case ReasonColumn:
            return row.reason;
        case ObjectColumn:
            return row.namespaceName.isEmpty() ? row.object
                                               : row.namespaceName + QLatin1Char('/') + row.object;
        case MessageColumn:
            return row.message;
        case CountColumn:
            return row.count;
        }
        return {};
    case Qt::DecorationRole:
        if (index.column() == TypeColumn)
            return m_icons.icon(row.type == QLatin1String("Warning")
                                    ? QStringLiteral(":/icons/event-warning.svg")
                                    : QStringLiteral(":/icons/event-normal.svg"));
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
    // An Event seen again (its count and last seen grew) moves to the top, as kubectl get events -w prints it
    // again: a line left where it was would be the first the log drops, the newest Event gone. An Event twice
    // in the entries is one line, as it was last.
    QHash<QByteArray, size_t> last;
    for (size_t at = 0; at < entries.size(); ++at)
        if (!entries[at].key.isEmpty())
            last.insert(entries[at].key, at);
    std::vector<int> seenAgain;
    for (auto it = last.cbegin(); it != last.cend(); ++it)
        if (const auto existing = m_byKey.constFind(it.key()); existing != m_byKey.constEnd())
            seenAgain.push_back(rowOfSequence(*existing));
    removeLines(std::move(seenAgain));
    if (last.size() < qsizetype(std::count_if(entries.begin(), entries.end(),
                                               [](const Entry &entry) { return !entry.key.isEmpty(); }))) {
        std::vector<Entry> once;
        for (size_t at = 0; at < entries.size(); ++at)
            if (entries[at].key.isEmpty() || last.value(entries[at].key) == at)
                once.push_back(std::move(entries[at]));
        entries = std::move(once);
    }
    // Newest first: the batch goes on top as one contiguous insert.
    beginInsertRows({}, 0, int(entries.size()) - 1);
    for (Entry &entry : entries) {
        entry.sequence = m_nextSequence++;
        entry.group = groupOf(entry.cluster, entry.fromQkube);
        ++m_kept[entry.group];
        if (!entry.key.isEmpty())
            m_byKey.insert(entry.key, entry.sequence);
        m_entries.push_front(std::move(entry));
    }
    endInsertRows();
    trim();
}

int EventLogModel::groupOf(const QString &cluster, bool fromQkube)
{
    const auto known = m_clusterIds.constFind(cluster);
    const int id = known != m_clusterIds.constEnd() ? *known : int(m_clusterIds.size());
    if (known == m_clusterIds.constEnd()) {
        m_clusterIds.insert(cluster, id);
        m_kept.resize(m_kept.size() + 2);
    }
    return 2 * id + (fromQkube ? 1 : 0);
}

int EventLogModel::rowOfSequence(quint64 sequence) const
{
    // Newest first: sequences fall from the top down (rows leave from anywhere, so there are gaps).
    const auto at =
        std::lower_bound(m_entries.begin(), m_entries.end(), sequence,
                         [](const Entry &entry, quint64 wanted) { return entry.sequence > wanted; });
    return at != m_entries.end() && at->sequence == sequence ? int(at - m_entries.begin()) : -1;
}

void EventLogModel::trim()
{
    // Each cluster's Events and each cluster's own lines keep their newest `capacity`: a burst from one (a
    // cluster back after an outage, a relist's changes) never pushes another's recent lines out.
    std::vector<int> excess(m_kept.size());
    bool over = false;
    for (size_t group = 0; group < m_kept.size(); ++group) {
        excess[group] = std::max(0, m_kept[group] - m_capacity);
        over = over || excess[group] > 0;
    }
    if (!over)
        return;
    // A group drops its oldest lines, wherever they are: a relist's Events that the log had dropped come back
    // on top, but are older than the Events below them (by the cluster's order), and go first again.
    std::vector<std::vector<std::pair<std::pair<quint64, quint64>, int>>> lines(m_kept.size());
    for (int row = 0; row < int(m_entries.size()); ++row) {
        const Entry &entry = m_entries[size_t(row)];
        if (excess[size_t(entry.group)] > 0)
            lines[size_t(entry.group)].push_back({entry.age(), row});
    }
    std::vector<int> oldest;
    for (size_t group = 0; group < lines.size(); ++group) {
        auto &candidates = lines[group];
        if (excess[group] == 0)
            continue;
        const auto cut = candidates.begin() + excess[group];
        std::nth_element(candidates.begin(), cut - 1, candidates.end());
        for (auto it = candidates.begin(); it != cut; ++it)
            oldest.push_back(it->second);
    }
    removeLines(std::move(oldest));
}

void EventLogModel::applyEventBatch(const RowBatch &batch, const QString &cluster)
{
    std::vector<Entry> added;
    for (const RowChange &change : batch) {
        if (change.type == RowChange::Type::Delete)
            continue; // an Event expiring (TTL) is not news; its line stays in the log
        const EventRow row =
            EventRow::fromCells(change.row.cells, QString::fromUtf8(change.row.keyNamespace()));
        const QByteArray key = clusterKey(cluster, change.row.key);
        // A list (a subscription made again, the log following another scope) is the state, not news: a line
        // the log has already stays where it is. Seen again on the watch, add() moves it to the top.
        const quint64 version = change.row.object.resourceVersion().toULongLong();
        if (change.initial && !m_paused) {
            if (const auto existing = m_byKey.constFind(key); existing != m_byKey.constEnd()) {
                const int position = rowOfSequence(*existing);
                m_entries[size_t(position)].row = row;
                m_entries[size_t(position)].version = version;
                Q_EMIT dataChanged(index(position, 0), index(position, ColumnCount - 1));
                continue;
            }
        }
        added.push_back({key, row, cluster, false, 0, 0, version});
    }
    add(std::move(added));
}

void EventLogModel::removeLines(std::vector<int> rows)
{
    // From the bottom up, one removal per run of neighbouring rows.
    rows.erase(std::remove(rows.begin(), rows.end(), -1), rows.end());
    std::sort(rows.begin(), rows.end(), std::greater<>());
    for (size_t at = 0; at < rows.size();) {
        size_t end = at + 1;
        while (end < rows.size() && rows[end] == rows[end - 1] - 1)
            ++end;
        const int last = rows[at], first = rows[end - 1];
        beginRemoveRows({}, first, last);
        for (int row = first; row <= last; ++row) {
            const Entry &gone = m_entries[size_t(row)];
            if (!gone.key.isEmpty() && m_byKey.value(gone.key) == gone.sequence)
                m_byKey.remove(gone.key);
            --m_kept[size_t(gone.group)];
        }
        m_entries.erase(m_entries.begin() + first, m_entries.begin() + last + 1);
        endRemoveRows();
        at = end;
    }
}

void EventLogModel::applyObjectBatch(const RowBatch &batch, const QString &kind, int statusColumn,
                                     const QString &cluster)
{
    // Events are lines of the log already (applyEventBatch); a line about each Event object would repeat
    // them. Both Event APIs (core and events.k8s.io) name their kind "Event".
    if (kind == QLatin1String(BuiltinKinds::events.kind))
        return;
    const qint64 now = m_fixedNowMs ? m_fixedNowMs : QDateTime::currentMSecsSinceEpoch();
    const QString prefix = kind.toLower() + QLatin1Char('/');
    QHash<QByteArray, QString> &statuses = m_status[cluster];
    // Most of a batch is not news (an initial list, updates that keep the status): the line's strings are
    // made only for what is.
    std::vector<Entry> added;
    const auto note = [&](const RowChange &change, const QString &type, const QString &reason,
                          const QString &message) {
        added.push_back({{},
                         {now,
                          type,
                          reason,
                          prefix + QString::fromUtf8(change.row.keyName()),
                          QString::fromUtf8(change.row.keyNamespace()),
                          message,
                          1,
                          {}},
                         cluster,
                         true,
                         0});
    };
    if (statuses.isEmpty() && !batch.isEmpty()) // QHash::reserve(0) squeezes
        statuses.reserve(batch.size());
    for (const RowChange &change : batch) {
        const QByteArray &key = change.row.key;
        if (change.type == RowChange::Type::Delete) {
            statuses.remove(key);
            note(change, QStringLiteral("Normal"), QStringLiteral("Deleted"), tr("%1 deleted").arg(kind));
            continue;
        }
        const QString status = statusColumn >= 0 && statusColumn < change.row.cells.size()
                                   ? change.row.cells[statusColumn].render(0)
                                   : QString();
        // One look-up: operator[] makes the entry when the key is new.
        const qsizetype before = statuses.size();
        QString &known = statuses[key];
        if (statuses.size() > before) {
            known = status;
            if (!change.initial) // the initial list is the starting state, not news
                note(change, QStringLiteral("Normal"), QStringLiteral("Added"), tr("%1 added").arg(kind));
        } else if (known != status) {
            const QString message =
                tr("%1 status changed: %2 → %3").arg(kind, known.isEmpty() ? tr("(none)") : known, status);
            known = status;
            note(change,
                 change.row.health == Health::Failing ? QStringLiteral("Warning") : QStringLiteral("Normal"),
                 QStringLiteral("StatusChanged"), message);
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
    m_kept.assign(m_kept.size(), 0);
    m_buffer.clear();
    m_status.clear();
    endResetModel();
}

void EventLogFilterProxyModel::setClusters(const QStringList &clusters)
{
    if (m_clusters == clusters)
        return;
    m_clusters = clusters;
    invalidateRowsFilter();
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

void EventLogFilterProxyModel::setObjectFilter(const QString &namespaceName, const QString &kind,
                                               const QString &name, const QString &uid)
{
    m_objectUid = uid;
    // As the OBJECT column shows it: "namespace/pod/web-1".
    m_objectFiltering = true;
    m_object = name.isEmpty() ? QString()
                              : (namespaceName.isEmpty() ? QString() : namespaceName + QLatin1Char('/')) +
                                    kind.toLower() + QLatin1Char('/') + name;
    invalidateRowsFilter();
}

void EventLogFilterProxyModel::clearObjectFilter()
{
    m_objectFiltering = false;
    m_object.clear();
    m_objectUid.clear();
    invalidateRowsFilter();
}

void EventLogFilterProxyModel::setShownUntil(qint64 timeMs)
{
    m_untilMs = timeMs;
    invalidateRowsFilter();
}

bool EventLogFilterProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (!m_clusters.isEmpty() && !m_clusters.contains(index.data(EventLogModel::ClusterRole).toString()))
        return false;
    if (m_untilMs > 0 && sourceModel()
                                 ->index(sourceRow, EventLogModel::LastSeenColumn, sourceParent)
                                 .data(EventLogModel::SortRole)
                                 .toLongLong() > m_untilMs)
        return false;
    if (m_objectFiltering &&
        (m_object.isEmpty() || index.data(EventLogModel::SourceRole).toString() != QLatin1String("cluster") ||
         sourceModel()->index(sourceRow, EventLogModel::ObjectColumn, sourceParent).data().toString() !=
             m_object))
        return false;
    if (m_objectFiltering && !m_objectUid.isEmpty()) {
        const QString uid = index.data(EventLogModel::ObjectUidRole).toString();
        if (!uid.isEmpty() && uid != m_objectUid)
            return false; // about an earlier object of that name
    }
    if (m_warningsOnly && index.data(EventLogModel::TypeRole).toString() != QLatin1String("Warning"))
        return false;
    if (!m_namespace.isEmpty() && index.data(EventLogModel::NamespaceRole).toString() != m_namespace)
        return false;
    if (!m_text.isEmpty()) {
        bool found = false;
        for (int column = 0; column < EventLogModel::ColumnCount && !found; ++column)
            found = sourceModel()
                        ->index(sourceRow, column, sourceParent)
                        .data()
                        .toString()
                        .contains(m_text, Qt::CaseInsensitive);
        if (!found)
            return false;
    }
    return true;
}

} // namespace kube
