// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "informerinspectormodel.h"

#include <QDateTime>
#include <QLocale>

namespace kube {

namespace {
QString bytesText(qint64 bytes)
{
    return QLocale().formattedDataSize(bytes, 1, QLocale::DataSizeTraditionalFormat);
}

} // namespace

QString InformerInspectorModel::ageText(qint64 ms)
{
    if (ms < 0)
        return {};
    if (ms < 1000)
        return tr("%1 ms").arg(ms);
    if (ms < 120'000)
        return tr("%1 s").arg(ms / 1000);
    return tr("%1 min").arg(ms / 60'000);
}

InformerInspectorModel::InformerInspectorModel(QObject *parent) : QAbstractTableModel(parent) {}

QString InformerInspectorModel::keyOf(const InformerSnapshot &snapshot)
{
    return QStringList{snapshot.groupVersion, snapshot.resource, snapshot.namespaceName, snapshot.labelSelector, snapshot.fieldSelector}.join(QLatin1Char('|'));
}

void InformerInspectorModel::update(const QList<InformerSnapshot> &snapshots, qint64 nowMs)
{
    QHash<QString, const InformerSnapshot *> incoming;
    for (const InformerSnapshot &snapshot : snapshots)
        incoming.insert(keyOf(snapshot), &snapshot);
    // Gone informers first, from the bottom, one contiguous run at a time.
    for (int row = int(m_rows.size()) - 1; row >= 0;) {
        if (incoming.contains(m_rows[row].key)) {
            --row;
            continue;
        }
        int first = row;
        while (first > 0 && !incoming.contains(m_rows[first - 1].key))
            --first;
        beginRemoveRows({}, first, row);
        m_rows.remove(first, row - first + 1);
        endRemoveRows();
        row = first - 1;
    }
    // Known ones change in place.
    for (int row = 0; row < m_rows.size(); ++row) {
        Row &known = m_rows[row];
        const InformerSnapshot &next = *incoming.take(known.key);
        const qint64 elapsedMs = nowMs - known.atMs;
        if (elapsedMs > 0) {
            const qint64 events = std::max<qint64>(0, next.events() - known.snapshot.events());
            known.rates.push_back(qreal(events) * 1000.0 / qreal(elapsedMs));
            while (known.rates.size() > size_t(historySeconds))
                known.rates.pop_front();
        }
        known.snapshot = next;
        known.atMs = nowMs;
        Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
    }
    // New ones at the end, in the order given.
    QList<Row> added;
    for (const InformerSnapshot &snapshot : snapshots) {
        const QString key = keyOf(snapshot);
        if (incoming.contains(key)) {
            incoming.remove(key);
            added.append({key, snapshot, nowMs, {}});
        }
    }
    if (!added.isEmpty()) {
        beginInsertRows({}, int(m_rows.size()), int(m_rows.size() + added.size() - 1));
        m_rows += added;
        endInsertRows();
    }
}

void InformerInspectorModel::clear()
{
    if (m_rows.isEmpty())
        return;
    beginResetModel();
    m_rows.clear();
    endResetModel();
}

const InformerSnapshot *InformerInspectorModel::snapshotAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_rows[row].snapshot : nullptr;
}

int InformerInspectorModel::rowOf(const QString &key) const
{
    for (int row = 0; row < m_rows.size(); ++row)
        if (m_rows[row].key == key)
            return row;
    return -1;
}

qreal InformerInspectorModel::rateAt(int row) const
{
    return row >= 0 && row < m_rows.size() && !m_rows[row].rates.empty() ? m_rows[row].rates.back() : 0;
}

QString InformerInspectorModel::stateText(const InformerSnapshot &snapshot)
{
    const ReflectorStats &stats = snapshot.reflector;
    const QString until = stats.retryAt.isValid() ? QLocale().toString(stats.retryAt.toLocalTime().time(), QStringLiteral("HH:mm:ss")) : QString();
    switch (stats.state) {
    case ReflectorState::Stopped: return tr("Stopped");
    case ReflectorState::Paused: return tr("Paused");
    case ReflectorState::Watching: return tr("Watching");
    case ReflectorState::Listing: {
        const QString page = snapshot.listPages > 0 ? tr("Listing page %1 of %2").arg(snapshot.listPage).arg(snapshot.listPages)
                                                    : tr("Listing page %1").arg(std::max<qint64>(1, snapshot.listPage));
        if (stats.lists > 0 && stats.lastError.isExpired())
            return tr("Relisting after 410 Expired: %1").arg(page);
        return page;
    }
    case ReflectorState::BackingOff: return tr("Backing off until %1: %2").arg(until, stats.lastError.message());
    case ReflectorState::Throttled: return tr("Throttled by the server until %1: %2").arg(until, stats.lastError.message());
    }
    return {};
}

int InformerInspectorModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int InformerInspectorModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant InformerInspectorModel::display(const Row &row, int column) const
{
    const InformerSnapshot &s = row.snapshot;
    switch (Column(column)) {
    case ResourceColumn: return QStringLiteral("%1 (%2)").arg(s.resource, s.groupVersion);
    case NamespaceColumn: return s.namespaceName.isEmpty() ? tr("(all)") : s.namespaceName;
    case SelectorColumn: {
        QStringList parts;
        if (!s.labelSelector.isEmpty())
            parts << QStringLiteral("-l ") + s.labelSelector;
        if (!s.fieldSelector.isEmpty())
            parts << QStringLiteral("--field-selector ") + s.fieldSelector;
        return parts.join(QLatin1Char(' '));
    }
    case StateColumn: return stateText(s);
    case ResourceVersionColumn:
        return s.resourceVersion.isEmpty() ? QString() : tr("%1 (%2 ago)").arg(QString::fromLatin1(s.resourceVersion), ageText(s.resourceVersionAgeMs));
    case ObjectsColumn:
        return s.indexes.isEmpty() ? QString::number(s.objects) : tr("%1 (indexes: %2)").arg(s.objects).arg(s.indexes.join(QStringLiteral(", ")));
    case EventsColumn:
        return tr("%1 added, %2 modified, %3 deleted, %4 bookmarks").arg(s.added).arg(s.modified).arg(s.deleted).arg(s.bookmarks);
    case RateColumn: return row.rates.empty() ? QString() : QString::number(row.rates.back(), 'f', 1);
    case ListsColumn: return s.reflector.lists;
    case RelistsColumn: return s.reflector.relists;
    case ExpiredColumn: return s.reflector.expired;
    case WatchRestartsColumn: return s.reflector.watchRestarts;
    case BytesColumn: return bytesText(s.bytesReceived);
    case DecodeColumn: return tr("%1 ms").arg(s.decodeNs / 1'000'000.0, 0, 'f', 1);
    case FifoColumn: return qlonglong(s.fifoDepth);
    case ListenersColumn: {
        QStringList parts;
        for (const InformerSnapshot::Listener &listener : s.listeners)
            parts << tr("%1 pending, lag %2").arg(listener.pending).arg(ageText(listener.lagMs));
        return parts.join(QStringLiteral("; "));
    }
    case LastErrorColumn:
        if (!s.reflector.lastError)
            return QString();
        return tr("%1 (at %2)").arg(s.reflector.lastError.message(),
                                    QLocale().toString(QDateTime::fromMSecsSinceEpoch(s.lastErrorAtMs).time(), QStringLiteral("HH:mm:ss")));
    case ColumnCount: break;
    }
    return {};
}

QVariant InformerInspectorModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows[index.row()];
    switch (role) {
    case Qt::DisplayRole: return display(row, index.column());
    case Qt::ToolTipRole:
        if (index.column() == LastErrorColumn && row.snapshot.reflector.lastError)
            return row.snapshot.reflector.lastError.toString();
        if (index.column() == StateColumn)
            return stateText(row.snapshot);
        return {};
    case Qt::TextAlignmentRole:
        switch (index.column()) {
        case RateColumn: case ListsColumn: case RelistsColumn: case ExpiredColumn: case WatchRestartsColumn: case BytesColumn: case DecodeColumn: case FifoColumn:
            return int(Qt::AlignRight | Qt::AlignVCenter);
        default: return {};
        }
    case SparklineRole: return QVariant::fromValue(QList<qreal>(row.rates.begin(), row.rates.end()));
    case ReportRole: return row.snapshot.toText();
    case KeyRole: return row.key;
    case SortRole:
        switch (index.column()) {
        case ObjectsColumn: return qlonglong(row.snapshot.objects);
        case EventsColumn: return row.snapshot.events();
        case RateColumn: return row.rates.empty() ? 0.0 : row.rates.back();
        case BytesColumn: return row.snapshot.bytesReceived;
        case DecodeColumn: return row.snapshot.decodeNs;
        default: return display(row, index.column());
        }
    default: return {};
    }
}

QVariant InformerInspectorModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    if (role == Qt::DisplayRole) {
        switch (Column(section)) {
        case ResourceColumn: return tr("Resource");
        case NamespaceColumn: return tr("Namespace");
        case SelectorColumn: return tr("Selector");
        case StateColumn: return tr("State");
        case ResourceVersionColumn: return tr("Last resourceVersion");
        case ObjectsColumn: return tr("Objects");
        case EventsColumn: return tr("Events");
        case RateColumn: return tr("Events/s");
        case ListsColumn: return tr("Lists");
        case RelistsColumn: return tr("Relists");
        case ExpiredColumn: return tr("410s");
        case WatchRestartsColumn: return tr("Watch restarts");
        case BytesColumn: return tr("Received");
        case DecodeColumn: return tr("Decode time");
        case FifoColumn: return tr("DeltaFIFO");
        case ListenersColumn: return tr("Listeners");
        case LastErrorColumn: return tr("Last error");
        case ColumnCount: break;
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (Column(section)) {
        case ExpiredColumn: return tr("Times the server answered 410 Expired: the version asked for was compacted away, so the informer listed again");
        case FifoColumn: return tr("Keys waiting in the DeltaFIFO for the informer to apply them");
        case ListenersColumn: return tr("For each handler: notifications waiting, and how long it has had work waiting");
        case RateColumn: return tr("Watch events per second over the last second; the sparkline shows the last minute");
        default: return {};
        }
    }
    return {};
}

} // namespace kube
