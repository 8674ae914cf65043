// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "resourceproxymodel.h"
#include "resourcetablemodel.h"

#include <QHash>

#include <algorithm>
#include <array>
#include <limits>
#include <optional>

namespace kube {

namespace {

// Separate runs of rows inserted or removed above which the change is one layout change instead: every run
// costs the view a pass over all its rows (its header's), and a cluster's list beside the rows of clusters
// listed before it (pods of the same names) lands in as many places as it has rows.
constexpr size_t maxRuns = 16;

// Rows shown at once from which an insert is taken for a list (a cluster's first, or a relist): the rows
// shown are put in order again first if the clock has moved them (orderCanDrift).
constexpr size_t listRows = 256;

template <typename T> int compareValues(const T &a, const T &b)
{
    return a < b ? -1 : (b < a ? 1 : 0);
}

// IPv4 addresses by their numbers (10.0.0.9 before 10.0.0.10). Parses in place: a sort of 100k rows makes
// millions of comparisons.
bool parseIpv4(QStringView text, quint32 *address)
{
    quint32 result = 0;
    int parts = 0;
    qsizetype i = 0;
    while (i < text.size()) {
        quint32 part = 0;
        qsizetype digits = 0;
        while (i < text.size() && text[i].isDigit() && digits < 4) {
            part = part * 10 + quint32(text[i].unicode() - '0');
            ++i;
            ++digits;
        }
        if (digits == 0 || part > 255 || ++parts > 4)
            return false;
        result = (result << 8) | part;
        if (i < text.size()) {
            if (text[i] != QLatin1Char('.'))
                return false;
            ++i;
        }
    }
    *address = result;
    return parts == 4;
}

// Addresses before anything else (IPv6, "<none>"), which sorts as text.
int compareAddresses(const QString &a, const QString &b)
{
    quint32 first = 0;
    quint32 second = 0;
    const bool firstIsV4 = parseIpv4(a, &first);
    const bool secondIsV4 = parseIpv4(b, &second);
    if (firstIsV4 && secondIsV4)
        return compareValues(first, second);
    if (firstIsV4 != secondIsV4)
        return firstIsV4 ? -1 : 1;
    return a.compare(b);
}

bool isAddressColumn(const PrintColumn *column)
{
    return column && (column->name == QLatin1String("IP") || column->name.endsWith(QLatin1String("-IP")) ||
                      column->name.endsWith(QLatin1String(" IP")));
}

QLatin1StringView latin1(QByteArrayView bytes)
{
    // DNS names are ASCII: read as Latin-1 they compare without converting every row to UTF-16.
    return QLatin1StringView(bytes.data(), bytes.size());
}

// Eight bytes of `bytes` from `from`, big-endian, zero-padded: as the bytes compare (a shorter text, padded
// with the smallest byte, ties with its longer twin only; the full comparison settles that).
quint64 bytesKey(QByteArrayView bytes, qsizetype from)
{
    quint64 key = 0;
    for (qsizetype i = from; i < from + 8; ++i)
        key = (key << 8) | (i < bytes.size() ? quint8(bytes[i]) : 0u);
    return key;
}

// Each value's place among the distinct values (a few dozen namespaces, STATUS texts, clusters), so that a
// row compares them as integers. A value equal to the one before it (rows of one namespace, of one status,
// come in runs) takes its rank without a look-up.
template <typename Value, typename Less> std::vector<quint64> ranksOf(const QList<Value> &values, Less less)
{
    QHash<Value, quint64> ranks;
    for (qsizetype at = 0; at < values.size(); ++at)
        if (at == 0 || values[at] != values[at - 1])
            ranks.insert(values[at], 0);
    QList<Value> distinct = ranks.keys();
    std::sort(distinct.begin(), distinct.end(), less);
    quint64 rank = 0;
    for (qsizetype at = 0; at < distinct.size(); ++at) {
        if (at > 0 && less(distinct[at - 1], distinct[at]))
            ++rank; // values that compare equal (10.0.0.1, 010.0.0.1) share a rank
        ranks[distinct[at]] = rank;
    }
    std::vector<quint64> ranked(size_t(values.size()));
    for (qsizetype at = 0; at < values.size(); ++at)
        ranked[size_t(at)] =
            at > 0 && values[at] == values[at - 1] ? ranked[size_t(at - 1)] : ranks.value(values[at]);
    return ranked;
}

// A row's sort key: compared in order, then the full comparison for what they leave tied.
struct KeyedRow
{
    std::array<quint64, 4> key;
    int sourceRow;
};

} // namespace

ResourceProxyModel::ResourceProxyModel(QObject *parent) : QAbstractProxyModel(parent) {}

void ResourceProxyModel::setSourceModel(QAbstractItemModel *sourceModel)
{
    for (const QMetaObject::Connection &connection : std::as_const(m_sourceConnections))
        disconnect(connection);
    m_sourceConnections.clear();
    beginResetModel();
    m_rows = qobject_cast<const ResourceTableModel *>(sourceModel);
    Q_ASSERT(m_rows || !sourceModel);
    QAbstractProxyModel::setSourceModel(sourceModel);
    if (m_rows) {
        m_sourceConnections = {
            connect(m_rows, &QAbstractItemModel::modelAboutToBeReset, this,
                    &ResourceProxyModel::sourceAboutToBeReset),
            connect(m_rows, &QAbstractItemModel::modelReset, this, &ResourceProxyModel::sourceReset),
            connect(m_rows, &QAbstractItemModel::rowsInserted, this, &ResourceProxyModel::sourceRowsInserted),
            connect(m_rows, &QAbstractItemModel::rowsAboutToBeRemoved, this,
                    &ResourceProxyModel::sourceRowsAboutToBeRemoved),
            connect(m_rows, &QAbstractItemModel::rowsRemoved, this, &ResourceProxyModel::sourceRowsRemoved),
            connect(m_rows, &QAbstractItemModel::dataChanged, this, &ResourceProxyModel::sourceDataChanged),
            // Columns are the source's one to one (the extra usage columns come and go).
            connect(
                m_rows, &QAbstractItemModel::columnsAboutToBeInserted, this,
                [this](const QModelIndex &, int first, int last) { beginInsertColumns({}, first, last); }),
            connect(m_rows, &QAbstractItemModel::columnsInserted, this, [this] { endInsertColumns(); }),
            connect(m_rows, &QAbstractItemModel::columnsAboutToBeRemoved, this,
                    [this](const QModelIndex &, int first, int last) {
                        if (m_sortColumn >= first)
                            m_sortColumn = -1; // the rows keep the order they have
                        beginRemoveColumns({}, first, last);
                    }),
            connect(m_rows, &QAbstractItemModel::columnsRemoved, this, [this] { endRemoveColumns(); }),
            // As Qt's own proxies: no signals, since the source usually goes while its window is being
            // destroyed, whose views and slots must not hear of it.
            connect(m_rows, &QObject::destroyed, this,
                    [this] {
                        m_rows = nullptr;
                        m_shown.clear();
                        m_proxyRowOf.clear();
                    }),
        };
    }
    sourceReset();
}

void ResourceProxyModel::sourceAboutToBeReset()
{
    beginResetModel();
}

void ResourceProxyModel::sourceReset()
{
    m_proxyRowOf.assign(m_rows ? size_t(m_rows->rowCount()) : 0, -1);
    m_shown = acceptedRows();
    remap();
    endResetModel();
}

QModelIndex ResourceProxyModel::index(int row, int column, const QModelIndex &parent) const
{
    if (parent.isValid() || row < 0 || row >= rowCount() || column < 0 || column >= columnCount())
        return {};
    return createIndex(row, column);
}

QModelIndex ResourceProxyModel::parent(const QModelIndex &) const
{
    return {};
}

int ResourceProxyModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_shown.size());
}

int ResourceProxyModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_rows ? 0 : m_rows->columnCount();
}

bool ResourceProxyModel::hasChildren(const QModelIndex &parent) const
{
    return rowCount(parent) > 0 && columnCount(parent) > 0;
}

QModelIndex ResourceProxyModel::mapToSource(const QModelIndex &proxyIndex) const
{
    if (!m_rows || !proxyIndex.isValid() || proxyIndex.row() >= rowCount())
        return {};
    return m_rows->index(m_shown[size_t(proxyIndex.row())], proxyIndex.column());
}

QModelIndex ResourceProxyModel::mapFromSource(const QModelIndex &sourceIndex) const
{
    if (!m_rows || !sourceIndex.isValid() || sourceIndex.model() != m_rows ||
        size_t(sourceIndex.row()) >= m_proxyRowOf.size())
        return {};
    return index(m_proxyRowOf[size_t(sourceIndex.row())], sourceIndex.column());
}

QVariant ResourceProxyModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    // Columns are the source's own; rows are numbered as shown.
    if (orientation == Qt::Horizontal)
        return m_rows ? m_rows->headerData(section, orientation, role) : QVariant();
    return QAbstractItemModel::headerData(section, orientation, role);
}

void ResourceProxyModel::sort(int column, Qt::SortOrder order)
{
    m_sortColumn = std::max(column, -1);
    m_sortOrder = order;
    std::vector<int> rows = m_shown;
    putInOrder(rows);
    if (rows != m_shown)
        relayout(std::move(rows), QAbstractItemModel::VerticalSortHint);
}

bool ResourceProxyModel::before(int left, int right) const
{
    if (m_sortColumn < 0)
        return left < right;
    const int order = compareSourceRows(m_sortColumn, left, right);
    return m_sortOrder == Qt::AscendingOrder ? order < 0 : order > 0;
}

void ResourceProxyModel::putInOrder(std::vector<int> &rows) const
{
    if (m_sortColumn < 0) {
        std::sort(rows.begin(), rows.end());
        return;
    }
    sortAscending(rows.begin(), rows.end(), m_sortColumn);
    if (m_sortOrder == Qt::DescendingOrder)
        std::reverse(rows.begin(), rows.end());
}

std::vector<int> ResourceProxyModel::merged(const std::vector<int> &shown, const std::vector<int> &rows) const
{
    // Each new row's place is found by galloping from the last one's (steps that double, then halving): a few
    // thousand rows spread over 40k shown ones cost a few comparisons each, not a pass over all of them.
    // Every row is kept once even where a running duration has put `shown` slightly out of order.
    const auto isBefore = [this](int left, int right) { return before(left, right); };
    std::vector<int> result;
    result.reserve(shown.size() + rows.size());
    size_t at = 0;
    for (const int row : rows) {
        size_t low = at;
        size_t probe = at;
        for (size_t step = 1; probe < shown.size() && !before(row, shown[probe]); step *= 2) {
            low = probe + 1;
            probe = at + step;
        }
        const auto place =
            std::upper_bound(shown.begin() + qsizetype(low),
                             shown.begin() + qsizetype(std::min(probe, shown.size())), row, isBefore);
        result.insert(result.end(), shown.begin() + qsizetype(at), place);
        result.push_back(row);
        at = size_t(place - shown.begin());
    }
    result.insert(result.end(), shown.begin() + qsizetype(at), shown.end());
    return result;
}

void ResourceProxyModel::sourceRowsInserted(const QModelIndex &parent, int first, int last)
{
    if (parent.isValid())
        return;
    const int count = last - first + 1;
    for (int &row : m_shown)
        if (row >= first)
            row += count;
    m_proxyRowOf.insert(m_proxyRowOf.begin() + first, size_t(count), -1);
    std::vector<int> rows;
    for (int row = first; row <= last; ++row)
        if (accepts(*m_rows->row(row), row))
            rows.push_back(row);
    show(std::move(rows));
}

void ResourceProxyModel::show(std::vector<int> rows)
{
    if (rows.empty())
        return;
    putInOrder(rows);
    const auto isBefore = [this](int left, int right) { return before(left, right); };
    if (rows.size() >= listRows && orderCanDrift(m_shown, m_sortColumn) &&
        !std::is_sorted(m_shown.begin(), m_shown.end(), isBefore)) {
        std::vector<int> shown = m_shown;
        putInOrder(shown);
        relayout(std::move(shown), QAbstractItemModel::VerticalSortHint);
    }
    // Where they land: (place among the rows shown, first of `rows` that goes there) per run, found by
    // walking forward (a row usually lands where the one before it did) and searching only when it does not.
    std::vector<std::pair<size_t, size_t>> runs;
    size_t place = 0;
    for (size_t at = 0; at < rows.size() && runs.size() <= maxRuns; ++at) {
        if (place < m_shown.size() && !before(rows[at], m_shown[place]))
            place = size_t(
                std::upper_bound(m_shown.begin() + qsizetype(place), m_shown.end(), rows[at], isBefore) -
                m_shown.begin());
        if (runs.empty() || runs.back().first != place)
            runs.emplace_back(place, at);
    }
    if (runs.size() <= maxRuns) {
        // From the last place back, so that the places before stay where they are.
        size_t end = rows.size();
        for (auto run = runs.rbegin(); run != runs.rend(); ++run) {
            const auto [at, from] = *run;
            beginInsertRows({}, int(at), int(at + (end - from)) - 1);
            m_shown.insert(m_shown.begin() + qsizetype(at), rows.begin() + qsizetype(from),
                           rows.begin() + qsizetype(end));
            remapFrom(at);
            endInsertRows();
            end = from;
        }
        return;
    }
    // All over the table: appended as one run, then merged in as one layout change.
    const std::vector<int> shown = m_shown;
    const size_t shownBefore = m_shown.size();
    beginInsertRows({}, int(shownBefore), int(shownBefore + rows.size()) - 1);
    m_shown.insert(m_shown.end(), rows.begin(), rows.end());
    remapFrom(shownBefore);
    endInsertRows();
    relayout(merged(shown, rows), QAbstractItemModel::VerticalSortHint);
}

void ResourceProxyModel::sourceRowsAboutToBeRemoved(const QModelIndex &parent, int first, int last)
{
    if (parent.isValid())
        return;
    std::vector<int> rows;
    for (int row = first; row <= last; ++row)
        if (m_proxyRowOf[size_t(row)] >= 0)
            rows.push_back(row);
    hide(std::move(rows));
}

void ResourceProxyModel::sourceRowsRemoved(const QModelIndex &parent, int first, int last)
{
    if (parent.isValid())
        return;
    const int count = last - first + 1;
    m_proxyRowOf.erase(m_proxyRowOf.begin() + first, m_proxyRowOf.begin() + last + 1);
    for (int &row : m_shown)
        if (row > last)
            row -= count;
}

void ResourceProxyModel::hide(std::vector<int> rows)
{
    if (rows.empty())
        return;
    std::vector<int> places;
    places.reserve(rows.size());
    for (const int row : rows)
        places.push_back(m_proxyRowOf[size_t(row)]);
    std::sort(places.begin(), places.end());
    std::vector<std::pair<int, int>> runs; // first and last place
    for (const int at : places) {
        if (!runs.empty() && runs.back().second == at - 1)
            runs.back().second = at;
        else
            runs.emplace_back(at, at);
    }
    if (runs.size() > maxRuns) {
        // All over the table: the leaving rows move after the others (one layout change; those that stay keep
        // their order), then leave as one run.
        std::vector<char> leaves(m_shown.size(), 0);
        for (const int at : places)
            leaves[size_t(at)] = 1;
        std::vector<int> order;
        order.reserve(m_shown.size());
        for (size_t at = 0; at < m_shown.size(); ++at)
            if (!leaves[at])
                order.push_back(m_shown[at]);
        for (size_t at = 0; at < m_shown.size(); ++at)
            if (leaves[at])
                order.push_back(m_shown[at]);
        relayout(std::move(order), QAbstractItemModel::VerticalSortHint);
        runs = {{int(m_shown.size() - places.size()), int(m_shown.size()) - 1}};
    }
    for (auto run = runs.rbegin(); run != runs.rend(); ++run) {
        const auto [first, last] = *run;
        beginRemoveRows({}, first, last);
        for (int at = first; at <= last; ++at)
            m_proxyRowOf[size_t(m_shown[size_t(at)])] = -1;
        m_shown.erase(m_shown.begin() + first, m_shown.begin() + last + 1);
        remapFrom(size_t(first));
        endRemoveRows();
    }
}

void ResourceProxyModel::sourceDataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight,
                                           const QList<int> &roles)
{
    if (!topLeft.isValid() || !bottomRight.isValid() || topLeft.parent().isValid())
        return;
    // Unfiltered, every row is shown whatever its cells say; a row's place hangs on the sorted column's cell
    // (and its name), so new usage figures in other columns move nothing: no pass over 100k rows for those.
    const bool refilters =
        isFiltering() && (roles.isEmpty() || roles.contains(ResourceTableModel::FilterRole));
    const bool reorders = m_sortColumn >= topLeft.column() && m_sortColumn <= bottomRight.column() &&
                          (roles.isEmpty() || roles.contains(ResourceTableModel::CellRole));
    std::vector<int> shows;
    if (refilters) {
        std::vector<int> hides;
        for (int row = topLeft.row(); row <= bottomRight.row(); ++row) {
            const bool shown = m_proxyRowOf[size_t(row)] >= 0;
            if (accepts(*m_rows->row(row), row) != shown)
                (shown ? hides : shows).push_back(row);
        }
        hide(std::move(hides));
    }
    if (reorders) {
        std::vector<int> changed;
        for (int row = topLeft.row(); row <= bottomRight.row(); ++row)
            if (m_proxyRowOf[size_t(row)] >= 0)
                changed.push_back(row);
        replace(changed);
    }
    show(std::move(shows)); // each at its place among rows that are in order again
    int top = std::numeric_limits<int>::max();
    int bottom = -1;
    for (int row = topLeft.row(); row <= bottomRight.row(); ++row) {
        const int at = m_proxyRowOf[size_t(row)];
        if (at >= 0) {
            top = std::min(top, at);
            bottom = std::max(bottom, at);
        }
    }
    if (bottom >= 0)
        Q_EMIT dataChanged(index(top, topLeft.column()), index(bottom, bottomRight.column()), roles);
}

void ResourceProxyModel::replace(const std::vector<int> &rows)
{
    if (rows.empty())
        return;
    // The rows that did not change are in order among themselves; if every changed row is in order with both
    // its neighbours, the whole table is. Those that are not move; the neighbours they leave behind are
    // checked again (a changed row can sit in order beside another that moves), and after a few rounds every
    // changed row still doubted moves.
    std::vector<char> changed(m_proxyRowOf.size(), 0);
    for (const int row : rows)
        changed[size_t(row)] = 1;
    std::vector<int> staying = m_shown;
    std::vector<int> moving;
    for (int round = 0;; ++round) {
        std::vector<int> kept;
        kept.reserve(staying.size());
        const size_t movingBefore = moving.size();
        for (size_t at = 0; at < staying.size(); ++at) {
            const int row = staying[at];
            const bool outOfPlace =
                changed[size_t(row)] && (round >= 3 || (at > 0 && before(row, staying[at - 1])) ||
                                         (at + 1 < staying.size() && before(staying[at + 1], row)));
            (outOfPlace ? moving : kept).push_back(row);
        }
        staying = std::move(kept);
        if (moving.size() == movingBefore || round >= 3)
            break;
    }
    if (moving.empty())
        return;
    putInOrder(moving);
    relayout(merged(staying, moving), QAbstractItemModel::VerticalSortHint);
}

void ResourceProxyModel::relayout(std::vector<int> rows, QAbstractItemModel::LayoutChangeHint hint)
{
    Q_EMIT layoutAboutToBeChanged({}, hint);
    // Asked after the signal: views and the selection make persistent indexes as they hear it.
    const QModelIndexList from = persistentIndexList();
    std::vector<int> sourceRows;
    sourceRows.reserve(size_t(from.size()));
    for (const QModelIndex &index : from)
        sourceRows.push_back(index.row() < rowCount() ? m_shown[size_t(index.row())] : -1);
    m_shown = std::move(rows);
    remap();
    QModelIndexList to;
    to.reserve(from.size());
    for (qsizetype at = 0; at < from.size(); ++at) {
        const int row = sourceRows[size_t(at)] >= 0 ? m_proxyRowOf[size_t(sourceRows[size_t(at)])] : -1;
        to.append(row >= 0 ? createIndex(row, from[at].column()) : QModelIndex());
    }
    changePersistentIndexList(from, to);
    Q_EMIT layoutChanged({}, hint);
}

void ResourceProxyModel::remap()
{
    std::fill(m_proxyRowOf.begin(), m_proxyRowOf.end(), -1);
    remapFrom(0);
}

void ResourceProxyModel::remapFrom(size_t place)
{
    for (size_t at = place; at < m_shown.size(); ++at)
        m_proxyRowOf[size_t(m_shown[at])] = int(at);
}

bool ResourceProxyModel::orderCanDrift(const std::vector<int> &rows, int column) const
{
    if (column < 0 || column == m_rows->namespaceColumn() || column == m_rows->nameColumn() ||
        (m_rows->spansClusters() && column == m_rows->clusterColumn()))
        return false;
    // A running duration grows with the clock; cells of two kinds compare as their text, which an age
    // changes.
    const int cell = m_rows->printerColumn(column);
    std::optional<PrintCell::Kind> kind;
    for (const int sourceRow : rows) {
        const ResourceRow &row = *m_rows->row(sourceRow);
        if (cell < 0 || cell >= row.cells.size())
            return true;
        const PrintCell::Kind rowKind = row.cells[cell].kind();
        if (rowKind == PrintCell::Kind::Elapsed || (kind && rowKind != *kind))
            return true;
        kind = rowKind;
    }
    return false;
}

void ResourceProxyModel::refilter()
{
    // A filter change hides or shows rows all over a sorted table: one layout change filters and sorts at
    // once (as removals and inserts it would be a signal per run of rows, each a pass over the view's rows).
    if (m_rows)
        relayout(acceptedRows(), QAbstractItemModel::NoLayoutChangeHint);
}

std::vector<int> ResourceProxyModel::acceptedRows() const
{
    std::vector<int> rows;
    for (int row = 0; m_rows && row < m_rows->rowCount(); ++row)
        if (accepts(*m_rows->row(row), row))
            rows.push_back(row);
    putInOrder(rows);
    return rows;
}

void ResourceProxyModel::sortAscending(std::vector<int>::iterator first, std::vector<int>::iterator last,
                                       int column) const
{
    const auto less = [this, column](int a, int b) { return compareSourceRows(column, a, b) < 0; };
    const qsizetype count = last - first;
    if (count < 2)
        return;
    // The keys mirror compareSourceRows: the column's order, then namespace, then name (8 bytes at a time); a
    // column whose cells the keys cannot order (cells of two kinds, which compare as text) sorts by it alone.
    QList<QByteArrayView> namespaces(count);
    for (qsizetype at = 0; at < count; ++at)
        namespaces[at] = m_rows->row(first[at])->keyNamespace();
    const std::vector<quint64> namespaceRank =
        ranksOf(namespaces, [](QByteArrayView a, QByteArrayView b) { return a.compare(b) < 0; });
    std::vector<KeyedRow> keyed(static_cast<size_t>(count));
    for (qsizetype at = 0; at < count; ++at)
        keyed[size_t(at)].sourceRow = first[at];
    const int cell = m_rows->printerColumn(column);
    if (m_rows->spansClusters() && column == m_rows->clusterColumn()) {
        QList<QString> clusters(count);
        for (qsizetype at = 0; at < count; ++at)
            clusters[at] = m_rows->clusterOf(first[at]);
        const std::vector<quint64> clusterRank =
            ranksOf(clusters, [](const QString &a, const QString &b) { return a.compare(b) < 0; });
        for (qsizetype at = 0; at < count; ++at) {
            const ResourceRow &row = *m_rows->row(first[at]);
            keyed[size_t(at)].key = {clusterRank[size_t(at)], namespaceRank[size_t(at)],
                                     bytesKey(row.keyName(), 0), bytesKey(row.keyName(), 8)};
        }
    } else if (column == m_rows->namespaceColumn() || column == m_rows->nameColumn()) {
        const bool byName = column != m_rows->namespaceColumn();
        for (qsizetype at = 0; at < count; ++at) {
            const QByteArrayView name = m_rows->row(first[at])->keyName();
            const quint64 space = namespaceRank[size_t(at)];
            keyed[size_t(at)].key =
                byName
                    ? std::array{bytesKey(name, 0), bytesKey(name, 8), bytesKey(name, 16), bytesKey(name, 24)}
                    : std::array{space, bytesKey(name, 0), bytesKey(name, 8), bytesKey(name, 16)};
        }
    } else {
        // One kind of value (None aside): its key. Text: its rank among the column's texts.
        std::optional<PrintCell::Kind> kind;
        for (qsizetype at = 0; at < count; ++at) {
            const ResourceRow &row = *m_rows->row(first[at]);
            if (cell < 0 || cell >= row.cells.size() ||
                (kind && row.cells[cell].kind() != *kind &&
                 row.cells[cell].kind() != PrintCell::Kind::None)) {
                std::stable_sort(first, last, less);
                return;
            }
            if (row.cells[cell].kind() != PrintCell::Kind::None)
                kind = row.cells[cell].kind();
        }
        // The rank of each row's text (None cells: an empty text, not looked at below).
        std::vector<quint64> textRank;
        if (kind == PrintCell::Kind::Text) {
            QList<QString> texts(count);
            for (qsizetype at = 0; at < count; ++at) {
                const PrintCell &text = m_rows->row(first[at])->cells[cell];
                if (text.kind() == PrintCell::Kind::Text)
                    texts[at] = text.render(0);
            }
            const bool addresses = isAddressColumn(m_rows->columnInfo(column));
            textRank = ranksOf(texts, [addresses](const QString &a, const QString &b) {
                return (addresses ? compareAddresses(a, b) : a.compare(b)) < 0;
            });
        }
        const qint64 now = kind == PrintCell::Kind::Elapsed ? m_rows->now() : 0;
        for (qsizetype at = 0; at < count; ++at) {
            const ResourceRow &row = *m_rows->row(first[at]);
            const PrintCell &value = row.cells[cell];
            const bool none = value.kind() == PrintCell::Kind::None;
            const quint64 valueKey = none                                    ? 0
                                     : value.kind() == PrintCell::Kind::Text ? textRank[size_t(at)]
                                                                             : value.orderKey(now);
            keyed[size_t(at)].key = {quint64(!none), valueKey, namespaceRank[size_t(at)],
                                     bytesKey(row.keyName(), 0)};
        }
    }
    std::sort(keyed.begin(), keyed.end(), [&less](const KeyedRow &a, const KeyedRow &b) {
        return a.key != b.key ? a.key < b.key : less(a.sourceRow, b.sourceRow);
    });
    for (qsizetype at = 0; at < count; ++at)
        first[at] = keyed[size_t(at)].sourceRow;
}

void ResourceProxyModel::setNamespaceFilter(const QString &namespaceName)
{
    if (m_namespace == namespaceName)
        return;
    m_namespace = namespaceName;
    m_namespaceUtf8 = namespaceName.toUtf8();
    refilter();
}

void ResourceProxyModel::setTextFilter(const QString &text)
{
    if (m_text == text)
        return;
    m_text = text;
    refilter();
}

Error ResourceProxyModel::setLabelSelector(const QString &selector)
{
    auto parsed = LabelSelector::parse(selector);
    if (!parsed)
        return parsed.error();
    m_selector = parsed.value();
    refilter();
    return {};
}

int ResourceProxyModel::compareRows(int column, const ResourceRow &a, const ResourceRow &b) const
{
    if (column == m_rows->namespaceColumn())
        return a.keyNamespace().compare(b.keyNamespace());
    if (column == m_rows->nameColumn())
        return a.keyName().compare(b.keyName());
    const int at = m_rows->printerColumn(column);
    if (at < 0 || at >= a.cells.size() || at >= b.cells.size())
        return compareValues(a.cells.size(), b.cells.size());
    const PrintCell &left = a.cells[at];
    const PrintCell &right = b.cells[at];
    if (left.kind() == PrintCell::Kind::Text && right.kind() == PrintCell::Kind::Text &&
        isAddressColumn(m_rows->columnInfo(column)))
        return compareAddresses(left.render(0), right.render(0));
    // Only a running duration needs the clock; reading it for every one of a sort's million comparisons
    // costs.
    const bool needsClock =
        left.kind() == PrintCell::Kind::Elapsed || right.kind() == PrintCell::Kind::Elapsed;
    return PrintCell::compare(left, right, needsClock ? m_rows->now() : 0);
}

int ResourceProxyModel::compareSourceRows(int column, int left, int right) const
{
    const ResourceRow &a = *m_rows->row(left);
    const ResourceRow &b = *m_rows->row(right);
    // CLUSTER is not a cell of the row: it is compared here, and breaks the last tie.
    const bool spans = m_rows->spansClusters();
    const bool byCluster = spans && column == m_rows->clusterColumn();
    int order =
        byCluster ? m_rows->clusterOf(left).compare(m_rows->clusterOf(right)) : compareRows(column, a, b);
    // The ties, without comparing again what the column did (the same names in several clusters tie to the
    // end).
    if (order == 0 && column != m_rows->namespaceColumn())
        order = a.keyNamespace().compare(b.keyNamespace());
    if (order == 0 && column != m_rows->nameColumn())
        order = a.keyName().compare(b.keyName());
    if (order == 0 && spans && !byCluster)
        order = m_rows->clusterOf(left).compare(m_rows->clusterOf(right));
    return order;
}

bool ResourceProxyModel::accepts(const ResourceRow &row, int sourceRow) const
{
    if (!m_namespace.isEmpty() && row.keyNamespace() != m_namespaceUtf8)
        return false;
    if (!m_text.isEmpty()) {
        bool found =
            latin1(row.keyNamespace()).contains(m_text, Qt::CaseInsensitive) ||
            latin1(row.keyName()).contains(m_text, Qt::CaseInsensitive) ||
            (m_rows->spansClusters() && m_rows->clusterOf(sourceRow).contains(m_text, Qt::CaseInsensitive));
        for (qsizetype i = 0; !found && i < row.cells.size(); ++i)
            found = row.cells[i].kind() == PrintCell::Kind::Text &&
                    row.cells[i].render(0).contains(m_text, Qt::CaseInsensitive);
        if (!found)
            return false;
    }
    if (!m_selector.isEmpty()) {
        const bool matches = m_selector.matches([&row](const QString &key, QString *value) {
            bool found = false;
            const QByteArray label = row.object.label(key.toUtf8(), &found);
            if (found)
                *value = QString::fromUtf8(label);
            return found;
        });
        if (!matches)
            return false;
    }
    return true;
}

} // namespace kube
