// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "resourcetablemodel.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QIcon>

namespace kube {

namespace {
// Headers kubectl prints for the built-in kinds, offered to translators; others (a CRD's) show as they are.
[[maybe_unused]] constexpr const char *knownHeaders[] = {
    QT_TRANSLATE_NOOP("kube::ResourceTableModel", "NAMESPACE"),
    QT_TRANSLATE_NOOP("kube::ResourceTableModel", "NAME"),
    QT_TRANSLATE_NOOP("kube::ResourceTableModel", "READY"),
    QT_TRANSLATE_NOOP("kube::ResourceTableModel", "STATUS"),
    QT_TRANSLATE_NOOP("kube::ResourceTableModel", "RESTARTS"),
    QT_TRANSLATE_NOOP("kube::ResourceTableModel", "AGE"),
    QT_TRANSLATE_NOOP("kube::ResourceTableModel", "IP"),
    QT_TRANSLATE_NOOP("kube::ResourceTableModel", "NODE"),
    QT_TRANSLATE_NOOP("kube::ResourceTableModel", "UP-TO-DATE"),
    QT_TRANSLATE_NOOP("kube::ResourceTableModel", "AVAILABLE"),
    QT_TRANSLATE_NOOP("kube::ResourceTableModel", "DESIRED"),
    QT_TRANSLATE_NOOP("kube::ResourceTableModel", "CURRENT"),
    QT_TRANSLATE_NOOP("kube::ResourceTableModel", "TYPE"),
    QT_TRANSLATE_NOOP("kube::ResourceTableModel", "DATA"),
    QT_TRANSLATE_NOOP("kube::ResourceTableModel", "ROLES"),
    QT_TRANSLATE_NOOP("kube::ResourceTableModel", "VERSION"),
    QT_TRANSLATE_NOOP("kube::ResourceTableModel", "CLUSTER-IP"),
    QT_TRANSLATE_NOOP("kube::ResourceTableModel", "EXTERNAL-IP"),
    QT_TRANSLATE_NOOP("kube::ResourceTableModel", "PORT(S)"),
    QT_TRANSLATE_NOOP("kube::ResourceTableModel", "COMPLETIONS"),
    QT_TRANSLATE_NOOP("kube::ResourceTableModel", "DURATION"),
    QT_TRANSLATE_NOOP("kube::ResourceTableModel", "SCHEDULE"),
    QT_TRANSLATE_NOOP("kube::ResourceTableModel", "LAST SCHEDULE"),
    QT_TRANSLATE_NOOP("kube::ResourceTableModel", "CAPACITY"),
    QT_TRANSLATE_NOOP("kube::ResourceTableModel", "ACCESS MODES"),
    QT_TRANSLATE_NOOP("kube::ResourceTableModel", "STORAGECLASS"),
    QT_TRANSLATE_NOOP("kube::ResourceTableModel", "MESSAGE"),
    QT_TRANSLATE_NOOP("kube::ResourceTableModel", "REASON"),
    QT_TRANSLATE_NOOP("kube::ResourceTableModel", "SECRETS"),
    QT_TRANSLATE_NOOP("kube::ResourceTableModel", "NOMINATED NODE"),
    QT_TRANSLATE_NOOP("kube::ResourceTableModel", "READINESS GATES"),
    QT_TRANSLATE_NOOP("kube::ResourceTableModel", "SELECTOR"),
    QT_TRANSLATE_NOOP("kube::ResourceTableModel", "CONTAINERS"),
    QT_TRANSLATE_NOOP("kube::ResourceTableModel", "IMAGES"),
};

// kubectl's RESTARTS "5 (1s ago)" (the printer's text, which qkubectl prints as kubectl does) with its "ago"
// in the window's language. Plain string tests: it runs for every RESTARTS cell painted.
QString translatedRestarts(QString kubectlText)
{
    static const QLatin1String agoSuffix(" ago)");
    static const QLatin1String agoOpening(" (");
    if (!kubectlText.endsWith(agoSuffix))
        return kubectlText;
    const qsizetype opening = kubectlText.lastIndexOf(agoOpening);
    if (opening < 0)
        return kubectlText;
    const qsizetype durationAt = opening + agoOpening.size();
    return ResourceTableModel::tr("%1 (%2 ago)")
        .arg(QStringView(kubectlText).left(opening),
             QStringView(kubectlText).sliced(durationAt, kubectlText.size() - agoSuffix.size() - durationAt));
}

bool ticks(PrintCell::Kind kind)
{
    return kind == PrintCell::Kind::Age || kind == PrintCell::Kind::Elapsed ||
           kind == PrintCell::Kind::CountWithAgo;
}

// Runs of changed rows above which one dataChanged spans them all: a sorted proxy re-sorts for each
// dataChanged (a layout change and a pass over its whole mapping each), so hundreds of scattered runs, as a
// busy cluster's batch has, cost far more than one sort of the span (the rows between that did not change
// keep their place).
constexpr qsizetype changedRunsLimit = 16;

// Everything a changed row may show differently, and what the proxy sorts and filters by.
const QList<int> changedRoles = {Qt::DisplayRole,
                                 Qt::DecorationRole,
                                 Qt::ToolTipRole,
                                 ResourceTableModel::CellRole,
                                 ResourceTableModel::HealthRole,
                                 ResourceTableModel::FilterRole};
} // namespace

ResourceTableModel::ResourceTableModel(QObject *parent) : QAbstractTableModel(parent)
{
    qRegisterMetaType<kube::PrintCell>();
    m_tickTimer.setInterval(tickIntervalMs);
    connect(&m_tickTimer, &QTimer::timeout, this, &ResourceTableModel::tick);
    m_tickTimer.start();
    m_nextTurn.setSingleShot(true);
    m_nextTurn.setInterval(0);
    connect(&m_nextTurn, &QTimer::timeout, this, &ResourceTableModel::applyPending);
}

qint64 ResourceTableModel::now() const
{
    return m_fixedNowMs ? m_fixedNowMs : QDateTime::currentMSecsSinceEpoch();
}

void ResourceTableModel::setColumns(const QList<PrintColumn> &columns, bool namespaced, bool spansClusters)
{
    beginResetModel();
    m_pending.clear();
    m_columns = columns;
    m_extraColumns.clear();
    m_extraCells.clear();
    m_namespaced = namespaced;
    m_spansClusters = spansClusters;
    m_clusterNames.clear();
    m_clusterOfRow.clear();
    m_ticking = QList<bool>(columns.size(), false);
    m_nameColumn = columnOffset();
    m_statusColumn = -1;
    m_restartsColumn = -1;
    for (int column = 0; column < columns.size(); ++column) {
        if (columns[column].name.compare(QLatin1String("Restarts"), Qt::CaseInsensitive) == 0)
            m_restartsColumn = column + columnOffset();
        if (columns[column].format == QLatin1String("name"))
            m_nameColumn = column + columnOffset();
        if (m_statusColumn < 0 && columns[column].status)
            m_statusColumn = column + columnOffset();
    }
    m_rows.clear();
    m_rowOfKey.clear();
    m_counts.clear();
    m_failing = 0;
    endResetModel();
    Q_EMIT countsChanged();
}

void ResourceTableModel::clear()
{
    m_pending.clear();
    if (m_rows.empty())
        return;
    beginResetModel();
    m_rows.clear();
    m_clusterOfRow.clear();
    m_rowOfKey.clear();
    m_counts.clear();
    m_failing = 0;
    endResetModel();
    Q_EMIT countsChanged();
}

int ResourceTableModel::rowOf(const QString &cluster, const QByteArray &key) const
{
    const qsizetype at = m_clusterNames.indexOf(cluster);
    return at < 0 ? -1 : m_rowOfKey.value(lookupKey(key, int(at)), -1);
}

const QString &ResourceTableModel::clusterOf(int index) const
{
    static const QString none;
    return m_spansClusters && index >= 0 && size_t(index) < m_clusterOfRow.size()
               ? m_clusterNames.at(m_clusterOfRow[size_t(index)])
               : none;
}

QByteArray ResourceTableModel::lookupKey(const QByteArray &key, int cluster) const
{
    // Keys never hold a newline: "<cluster index>\n<key>" cannot collide across clusters.
    return cluster < 0 ? key : QByteArray::number(cluster) + '\n' + key;
}

QByteArray ResourceTableModel::lookupKeyAt(size_t index) const
{
    return lookupKey(m_rows[index].key, m_spansClusters ? m_clusterOfRow[index] : -1);
}

const PrintColumn *ResourceTableModel::columnInfo(int column) const
{
    const int at = printerColumn(column);
    if (at >= m_columns.size() && at < m_columns.size() + m_extraColumns.size())
        return &m_extraColumns[at - m_columns.size()];
    return at >= 0 && at < m_columns.size() ? &m_columns[at] : nullptr;
}

void ResourceTableModel::setExtraColumns(const QList<PrintColumn> &columns)
{
    if (columns.size() == m_extraColumns.size() &&
        std::equal(columns.begin(), columns.end(), m_extraColumns.begin(),
                   [](const PrintColumn &a, const PrintColumn &b) { return a.name == b.name; }))
        return;
    const int first = firstExtraColumn();
    if (!m_extraColumns.isEmpty()) {
        beginRemoveColumns({}, first, first + int(m_extraColumns.size()) - 1);
        m_extraColumns.clear();
        m_extraCells.clear();
        for (ResourceRow &row : m_rows)
            row.cells.resize(m_columns.size());
        endRemoveColumns();
    }
    if (columns.isEmpty())
        return;
    beginInsertColumns({}, first, first + int(columns.size()) - 1);
    m_extraColumns = columns;
    for (size_t i = 0; i < m_rows.size(); ++i)
        attachExtraCells(m_rows[i], m_spansClusters ? m_clusterOfRow[i] : -1);
    endInsertColumns();
}

const ResourceTableModel::ExtraCells *ResourceTableModel::extraCellsOf(const QByteArray &key,
                                                                       int cluster) const
{
    const qsizetype at = std::max(cluster, 0);
    if (at >= m_extraCells.size())
        return nullptr;
    const auto found = m_extraCells[at].constFind(key);
    return found != m_extraCells[at].constEnd() ? &*found : nullptr;
}

void ResourceTableModel::attachExtraCells(ResourceRow &row, int cluster) const
{
    if (m_extraColumns.isEmpty())
        return;
    row.cells.resize(m_columns.size());
    const ExtraCells *extra = extraCellsOf(row.key, cluster);
    for (qsizetype i = 0; i < m_extraColumns.size(); ++i)
        row.cells.append(extra && i < extra->cells.size() ? extra->cells[i] : PrintCell::none());
}

void ResourceTableModel::setExtraCells(const QString &cluster, QHash<QByteArray, ExtraCells> cells)
{
    keepExtraCells(cluster, std::move(cells));
    applyExtraCells(cluster, 0, int(m_rows.size()));
}

QHash<QByteArray, ResourceTableModel::ExtraCells>
ResourceTableModel::keepExtraCells(const QString &cluster, QHash<QByteArray, ExtraCells> cells)
{
    if (m_extraColumns.isEmpty())
        return {};
    int at = -1;
    if (m_spansClusters) {
        at = int(m_clusterNames.indexOf(cluster));
        if (at < 0) { // cells before the cluster's first rows: its index is taken now
            at = int(m_clusterNames.size());
            m_clusterNames.append(cluster);
        }
    }
    if (m_extraCells.size() <= std::max(at, 0))
        m_extraCells.resize(std::max(at, 0) + 1);
    return std::exchange(m_extraCells[std::max(at, 0)], std::move(cells));
}

void ResourceTableModel::applyExtraCells(const QString &cluster, int from, int to)
{
    if (m_extraColumns.isEmpty())
        return;
    const int at = m_spansClusters ? int(m_clusterNames.indexOf(cluster)) : -1;
    from = std::max(from, 0);
    to = std::min(to, int(m_rows.size()));
    for (int i = from; i < to; ++i)
        if (!m_spansClusters || m_clusterOfRow[size_t(i)] == at)
            attachExtraCells(m_rows[size_t(i)], at);
    if (from < to)
        Q_EMIT dataChanged(index(from, firstExtraColumn()), index(to - 1, columnCount() - 1),
                           {Qt::DisplayRole, CellRole, LevelRole, Qt::ForegroundRole, FilterRole});
}

void ResourceTableModel::setLevelColors(const QColor &warning, const QColor &error)
{
    m_warningColor = warning;
    m_errorColor = error;
}

bool ResourceTableModel::isWideColumn(int column) const
{
    const PrintColumn *info = columnInfo(column);
    return info && info->priority > 0;
}

int ResourceTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ResourceTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_columns.size() + m_extraColumns.size()) + columnOffset();
}

QVariant ResourceTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    const PrintColumn *info = columnInfo(section);
    if (!info && section != namespaceColumn() && section != clusterColumn())
        return {};
    switch (role) {
    case Qt::DisplayRole:
        if (section == clusterColumn())
            return tr("CLUSTER");
        return info ? QCoreApplication::translate("kube::ResourceTableModel",
                                                  info->name.toUpper().toUtf8().constData())
                    : tr("NAMESPACE");
    case Qt::ToolTipRole:
        if (section == clusterColumn())
            return tr("The context the object was listed in");
        return info ? info->description : QString();
    case WideColumnRole:
        return info && info->priority > 0;
    default:
        return {};
    }
}

QHash<int, QByteArray> ResourceTableModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(CellRole, "cell");
    names.insert(KeyRole, "key");
    names.insert(NamespaceRole, "namespace");
    names.insert(NameRole, "name");
    names.insert(UidRole, "uid");
    names.insert(HealthRole, "health");
    names.insert(FilterRole, "filter");
    names.insert(ClusterRole, "cluster");
    return names;
}

const QIcon &ResourceTableModel::healthIcon(Health health) const
{
    // Made once: building a QIcon from its file for every painted row cost 6% of the GUI thread while
    // clusters synced. Indexed by Health; Unknown has none.
    static constexpr const char *files[] = {nullptr, ":/icons/pod-running.svg", ":/icons/pod-pending.svg",
                                            ":/icons/pod-failing.svg", ":/icons/pod-completed.svg"};
    QIcon &icon = m_healthIcons[size_t(health)];
    if (icon.isNull() && files[size_t(health)])
        icon = QIcon(QString::fromLatin1(files[size_t(health)]));
    return icon;
}

QVariant ResourceTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ResourceRow &row = m_rows[size_t(index.row())];
    const int cellAt = printerColumn(index.column());
    const PrintCell *cell = cellAt >= 0 && cellAt < row.cells.size() ? &row.cells[cellAt] : nullptr;
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == clusterColumn())
            return clusterOf(index.row());
        if (index.column() == namespaceColumn())
            return QString::fromUtf8(row.keyNamespace());
        if (index.column() == m_nameColumn)
            return QString::fromUtf8(row.keyName());
        if (!cell)
            return QString();
        if (cellAt >= m_columns.size() && cell->kind() == PrintCell::Kind::None)
            return tr("n/a"); // no metrics for the object (yet)
        return index.column() == m_restartsColumn ? translatedRestarts(cell->render(now()))
                                                  : cell->render(now());
    case CellRole:
        if (index.column() == clusterColumn())
            return QVariant::fromValue(PrintCell::text(clusterOf(index.row())));
        if (index.column() == namespaceColumn())
            return QVariant::fromValue(PrintCell::text(QString::fromUtf8(row.keyNamespace())));
        if (index.column() == m_nameColumn)
            return QVariant::fromValue(PrintCell::text(QString::fromUtf8(row.keyName())));
        return cell ? QVariant::fromValue(*cell) : QVariant();
    case KeyRole:
        return row.key;
    case NamespaceRole:
        return QString::fromUtf8(row.keyNamespace());
    case NameRole:
        return QString::fromUtf8(row.keyName());
    case UidRole:
        return QString::fromUtf8(row.object.uid());
    case HealthRole:
        return int(row.health);
    case ClusterRole:
        return clusterOf(index.row());
    case LevelRole:
    case Qt::ForegroundRole: {
        if (cellAt < m_columns.size())
            return {};
        const ExtraCells *extra =
            extraCellsOf(row.key, m_spansClusters ? m_clusterOfRow[size_t(index.row())] : -1);
        const qsizetype at = cellAt - m_columns.size();
        const CellLevel level = extra && at < extra->levels.size() ? extra->levels[at] : CellLevel::Normal;
        if (role == LevelRole)
            return int(level);
        if (level == CellLevel::Normal)
            return {};
        const QColor &color = level == CellLevel::Error ? m_errorColor : m_warningColor;
        return color.isValid() ? QVariant(color) : QVariant();
    }
    case Qt::ToolTipRole:
        if (index.column() == m_statusColumn && row.health == Health::Failing && cell)
            return tr("Needs attention: %1").arg(cell->render(now()));
        return {};
    case Qt::DecorationRole:
        // The status icon sits in STATUS, or beside the name for kinds without one (Deployments by READY).
        if (index.column() != (m_statusColumn >= 0 ? m_statusColumn : m_nameColumn))
            return {};
        return row.health == Health::Unknown ? QVariant() : QVariant(healthIcon(row.health));
    default:
        return {};
    }
}

void ResourceTableModel::count(const ResourceRow &row, int sign)
{
    const bool failing = row.health == Health::Failing;
    m_failing += failing ? sign : 0;
    if (!m_namespaced)
        return;
    Counts &counts = m_counts[row.keyNamespace().toByteArray()];
    counts.rows += sign;
    counts.failing += failing ? sign : 0;
}

void ResourceTableModel::noteTicking(const ResourceRow &row)
{
    for (int column = 0; column < row.cells.size() && column < m_ticking.size(); ++column)
        if (!m_ticking[column] && ticks(row.cells[column].kind()))
            m_ticking[column] = true;
}

void ResourceTableModel::applyBatch(const RowBatch &batch)
{
    Q_ASSERT(!m_spansClusters);
    apply(batch, -1);
}

void ResourceTableModel::applyClusterBatch(const QString &cluster, const RowBatch &batch)
{
    Q_ASSERT(m_spansClusters);
    qsizetype at = m_clusterNames.indexOf(cluster);
    if (at < 0) {
        at = m_clusterNames.size();
        m_clusterNames.append(cluster);
    }
    if (!m_pending.empty() || (m_turnClock.isValid() && m_turnClock.elapsed() >= m_applyBudgetMs)) {
        m_pending.push_back({int(at), batch});
        m_nextTurn.start();
        return;
    }
    if (!m_turnClock.isValid()) {
        m_turnClock.start();
        m_nextTurn.start(); // ends the turn: the next batch starts a fresh budget
    }
    apply(batch, int(at));
}

void ResourceTableModel::applyPending()
{
    if (m_pending.empty()) {
        m_turnClock.invalidate();
        return;
    }
    m_turnClock.start();
    do {
        const PendingBatch next = std::move(m_pending.front());
        m_pending.pop_front();
        apply(next.batch, next.cluster);
    } while (!m_pending.empty() && m_turnClock.elapsed() < m_applyBudgetMs);
    m_nextTurn.start();
}

void ResourceTableModel::removeCluster(const QString &cluster)
{
    const qsizetype at = m_clusterNames.indexOf(cluster);
    if (at < 0)
        return;
    std::erase_if(m_pending, [at](const PendingBatch &pending) { return pending.cluster == at; });
    QList<int> rows;
    for (size_t i = 0; i < m_clusterOfRow.size(); ++i)
        if (m_clusterOfRow[i] == at)
            rows.append(int(i));
    if (rows.isEmpty())
        return;
    removeRowsAt(std::move(rows));
    // A closed cluster's share of the buffers goes with it: a vector and a hash keep their capacity
    // otherwise.
    m_rows.shrink_to_fit();
    m_clusterOfRow.shrink_to_fit();
    m_rowOfKey.squeeze();
    Q_EMIT countsChanged();
}

void ResourceTableModel::apply(const RowBatch &batch, int cluster)
{
    QList<int> changed;
    QList<int> removed;
    std::vector<const ResourceRow *> added;
    bool countsMoved = false;
    for (qsizetype i = 0; i < batch.size(); ++i) {
        const RowChange &change = batch[i];
        // An empty table (a first list) has no row to look for.
        const int at = m_rowOfKey.isEmpty() ? -1 : m_rowOfKey.value(lookupKey(change.row.key, cluster), -1);
        if (change.type == RowChange::Type::Delete) {
            if (at >= 0)
                removed.append(at);
            continue;
        }
        if (at < 0) {
            added.push_back(&change.row);
            continue;
        }
        ResourceRow &row = m_rows[size_t(at)];
        // The kept row carries its extra cells after the printer's; the change has only the printer's.
        const bool looksDifferent =
            !std::equal(change.row.cells.begin(), change.row.cells.end(), row.cells.begin(),
                        row.cells.begin() + std::min(row.cells.size(), qsizetype(m_columns.size()))) ||
            row.health != change.row.health;
        const bool labelsDiffer = !looksDifferent && row.object.labels() != change.row.object.labels();
        if (row.health != change.row.health) {
            count(row, -1);
            count(change.row, +1);
            countsMoved = true;
        }
        row = change.row;
        attachExtraCells(row, cluster);
        if (looksDifferent || labelsDiffer)
            changed.append(at);
        if (looksDifferent)
            noteTicking(row);
    }

    // Changed rows, one dataChanged per contiguous run, or one over their span when the runs are many.
    std::sort(changed.begin(), changed.end());
    QList<std::pair<int, int>> runs;
    for (qsizetype begin = 0; begin < changed.size();) {
        qsizetype end = begin;
        while (end + 1 < changed.size() && changed[end + 1] == changed[end] + 1)
            ++end;
        runs.append({changed[begin], changed[end]});
        begin = end + 1;
    }
    if (runs.size() > changedRunsLimit)
        runs = {{runs.first().first, runs.last().second}};
    for (const auto &[first, last] : std::as_const(runs))
        Q_EMIT dataChanged(index(first, 0), index(last, columnCount() - 1), changedRoles);

    if (!removed.isEmpty()) {
        countsMoved = true;
        removeRowsAt(std::move(removed));
    }

    // New rows go at the end, in one insert.
    if (!added.empty()) {
        const int first = int(m_rows.size());
        beginInsertRows({}, first, first + int(added.size()) - 1);
        if (m_rows.capacity() <
            m_rows.size() + added.size()) // grown by half at least: batches come one after another
            m_rows.reserve(std::max(m_rows.size() + added.size(), m_rows.capacity() * 3 / 2));
        m_rowOfKey.reserve(qsizetype(m_rows.size() + added.size())); // a first list: one rehash, not fourteen
        for (const ResourceRow *row : added) {
            m_rowOfKey.insert(lookupKey(row->key, cluster), int(m_rows.size()));
            m_rows.push_back(*row);
            attachExtraCells(m_rows.back(), cluster);
            if (cluster >= 0)
                m_clusterOfRow.push_back(cluster);
            count(*row, +1);
            noteTicking(*row);
        }
        endInsertRows();
        countsMoved = true;
    }
    if (countsMoved)
        Q_EMIT countsChanged();
}

void ResourceTableModel::removeRowsAt(QList<int> rows)
{
    std::sort(rows.begin(), rows.end());
    // From the bottom, one removal per contiguous run; then the index of every row that moved is rewritten.
    qsizetype end = rows.size() - 1;
    while (end >= 0) {
        qsizetype begin = end;
        while (begin > 0 && rows[begin - 1] == rows[begin] - 1)
            --begin;
        beginRemoveRows({}, rows[begin], rows[end]);
        for (int i = rows[begin]; i <= rows[end]; ++i) {
            m_rowOfKey.remove(lookupKeyAt(size_t(i)));
            count(m_rows[size_t(i)], -1);
        }
        m_rows.erase(m_rows.begin() + rows[begin], m_rows.begin() + rows[end] + 1);
        if (m_spansClusters)
            m_clusterOfRow.erase(m_clusterOfRow.begin() + rows[begin],
                                 m_clusterOfRow.begin() + rows[end] + 1);
        endRemoveRows();
        end = begin - 1;
    }
    for (size_t i = size_t(rows.first()); i < m_rows.size(); ++i)
        m_rowOfKey[lookupKeyAt(i)] = int(i);
    for (auto it = m_counts.begin(); it != m_counts.end();)
        it = it->rows == 0 ? m_counts.erase(it) : std::next(it);
}

void ResourceTableModel::tick()
{
    if (m_rows.empty())
        return;
    // DisplayRole only: the text changes, the order (by instant) does not.
    for (int column = 0; column < m_ticking.size(); ++column) {
        if (!m_ticking[column])
            continue;
        int last = column;
        while (last + 1 < m_ticking.size() && m_ticking[last + 1])
            ++last;
        Q_EMIT dataChanged(index(0, column + columnOffset()),
                           index(int(m_rows.size()) - 1, last + columnOffset()), {Qt::DisplayRole});
        column = last;
    }
}

} // namespace kube
