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

// Rows inserted or removed at once from which a sorted proxy takes them as one run (inserted: appended, then one
// sort; removed: sorted to the end first) instead of placing or finding each among the rows it holds: every run
// costs a pass over the proxy's mapping and one over the view's rows (its header's), and a cluster's list
// interleaves with the rows of the clusters listed before it (pods of the same names) in as many runs as it has.
constexpr int bulkRows = 256;

template<typename T>
int compareValues(const T &a, const T &b)
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
    return column && (column->name == QLatin1String("IP") || column->name.endsWith(QLatin1String("-IP")) || column->name.endsWith(QLatin1String(" IP")));
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

// Each distinct value's place among the distinct values (a few dozen namespaces, STATUS texts, clusters), so
// that a row compares them as integers.
template <typename Value, typename Less> QHash<Value, quint64> ranksOf(const QList<Value> &values, Less less)
{
    QHash<Value, quint64> ranks;
    for (const Value &value : values)
        ranks.insert(value, 0);
    QList<Value> distinct = ranks.keys();
    std::sort(distinct.begin(), distinct.end(), less);
    quint64 rank = 0;
    for (qsizetype at = 0; at < distinct.size(); ++at) {
        if (at > 0 && less(distinct[at - 1], distinct[at]))
            ++rank; // values that compare equal (10.0.0.1, 010.0.0.1) share a rank
        ranks[distinct[at]] = rank;
    }
    return ranks;
}

// A row's sort key: compared in order, then the full comparison for what they leave tied.
struct KeyedRow
{
    std::array<quint64, 4> key;
    int sourceRow;
};

} // namespace

ResourceProxyModel::ResourceProxyModel(QObject *parent) : QSortFilterProxyModel(parent)
{
    setSortRole(ResourceTableModel::CellRole);
    setFilterRole(ResourceTableModel::FilterRole);
    setDynamicSortFilter(true);
}

void ResourceProxyModel::setSourceModel(QAbstractItemModel *sourceModel)
{
    for (const QMetaObject::Connection &connection : std::as_const(m_sourceConnections))
        disconnect(connection);
    m_sourceConnections.clear();
    m_rows = qobject_cast<const ResourceTableModel *>(sourceModel);
    // Before the base class's own handlers (connected by setSourceModel): the leaving rows are together at the
    // end when the base removes them.
    if (sourceModel)
        m_sourceConnections.append(connect(sourceModel, &QAbstractItemModel::rowsAboutToBeRemoved, this, &ResourceProxyModel::beforeRowsRemoved));
    QSortFilterProxyModel::setSourceModel(sourceModel);
    if (!sourceModel)
        return;
    // After the base class's handlers: the switch is off before the base places the new rows, and on again (one
    // sort) once it has appended them.
    m_sourceConnections += {connect(sourceModel, &QAbstractItemModel::rowsAboutToBeInserted, this,
                                    &ResourceProxyModel::beforeRowsInserted),
                            connect(sourceModel, &QAbstractItemModel::rowsInserted, this,
                                    &ResourceProxyModel::afterRowsInserted)};
}

void ResourceProxyModel::beforeRowsInserted(const QModelIndex &parent, int first, int last)
{
    // Into an empty table the base inserts one run anyway.
    if (!m_rows || parent.isValid() || last - first + 1 < bulkRows || sortColumn() < 0 ||
        !dynamicSortFilter() || rowCount() == 0)
        return;
    m_sortAfterInsert = true;
    m_rowsBeforeInsert = rowCount();
    setDynamicSortFilter(false); // the base then appends the accepted new rows after the ones it holds, in one run
}

void ResourceProxyModel::afterRowsInserted()
{
    if (!m_sortAfterInsert)
        return;
    m_sortAfterInsert = false;
    const int column = sortColumn();
    std::vector<int> rows = proxyOrder();
    const auto newRows = rows.begin() + std::min<qsizetype>(m_rowsBeforeInsert, qsizetype(rows.size()));
    if (sortOrder() == Qt::DescendingOrder)
        std::reverse(rows.begin(), newRows);
    const auto less = [this, column](int a, int b) { return compareSourceRows(column, a, b) < 0; };
    // The rows shown before are in order, unless a running duration has since overtaken another.
    if (orderCanDrift(rows.begin(), newRows, column) && !std::is_sorted(rows.begin(), newRows, less))
        sortAscending(rows.begin(), newRows, column);
    sortAscending(newRows, rows.end(), column);
    std::inplace_merge(rows.begin(), newRows, rows.end(), less);
    sortByRanks(rows, [this] { setDynamicSortFilter(true); });
}

void ResourceProxyModel::sort(int column, Qt::SortOrder order)
{
    if (!m_rows || column < 0 || (column == sortColumn() && order == sortOrder() && dynamicSortFilter())) {
        QSortFilterProxyModel::sort(column, order);
        return;
    }
    std::vector<int> rows = proxyOrder();
    sortAscending(rows.begin(), rows.end(), column);
    sortByRanks(rows, [this, column, order] { QSortFilterProxyModel::sort(column, order); });
}

std::vector<int> ResourceProxyModel::proxyOrder() const
{
    std::vector<int> sourceRows(static_cast<size_t>(rowCount()));
    for (int row = 0; row < rowCount(); ++row)
        sourceRows[size_t(row)] = mapToSource(index(row, 0)).row();
    return sourceRows;
}

bool ResourceProxyModel::orderCanDrift(std::vector<int>::const_iterator first,
                                       std::vector<int>::const_iterator last, int column) const
{
    if (column == m_rows->namespaceColumn() || column == m_rows->nameColumn() ||
        (m_rows->spansClusters() && column == m_rows->clusterColumn()))
        return false;
    // A running duration grows with the clock; cells of two kinds compare as their text, which an age
    // changes.
    const int cell = m_rows->printerColumn(column);
    std::optional<PrintCell::Kind> kind;
    for (auto at = first; at != last; ++at) {
        const ResourceRow &row = *m_rows->row(*at);
        if (cell < 0 || cell >= row.cells.size())
            return true;
        const PrintCell::Kind rowKind = row.cells[cell].kind();
        if (rowKind == PrintCell::Kind::Elapsed || (kind && rowKind != *kind))
            return true;
        kind = rowKind;
    }
    return false;
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
    const QHash<QByteArrayView, quint64> namespaceRank =
        ranksOf(namespaces, [](QByteArrayView a, QByteArrayView b) { return a.compare(b) < 0; });
    std::vector<KeyedRow> keyed(static_cast<size_t>(count));
    for (qsizetype at = 0; at < count; ++at)
        keyed[size_t(at)].sourceRow = first[at];
    const int cell = m_rows->printerColumn(column);
    if (m_rows->spansClusters() && column == m_rows->clusterColumn()) {
        QList<QString> clusters(count);
        for (qsizetype at = 0; at < count; ++at)
            clusters[at] = m_rows->clusterOf(first[at]);
        const QHash<QString, quint64> clusterRank =
            ranksOf(clusters, [](const QString &a, const QString &b) { return a.compare(b) < 0; });
        for (qsizetype at = 0; at < count; ++at) {
            const ResourceRow &row = *m_rows->row(first[at]);
            keyed[size_t(at)].key = {clusterRank.value(clusters[at]), namespaceRank.value(namespaces[at]),
                                     bytesKey(row.keyName(), 0), bytesKey(row.keyName(), 8)};
        }
    } else if (column == m_rows->namespaceColumn() || column == m_rows->nameColumn()) {
        const bool byName = column != m_rows->namespaceColumn();
        for (qsizetype at = 0; at < count; ++at) {
            const QByteArrayView name = m_rows->row(first[at])->keyName();
            const quint64 space = namespaceRank.value(namespaces[at]);
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
        QHash<QString, quint64> textRank;
        if (kind == PrintCell::Kind::Text) {
            QList<QString> texts;
            texts.reserve(count);
            for (qsizetype at = 0; at < count; ++at) {
                const PrintCell &text = m_rows->row(first[at])->cells[cell];
                if (text.kind() == PrintCell::Kind::Text)
                    texts.append(text.render(0));
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
            const quint64 valueKey =
                none ? 0
                     : (value.kind() == PrintCell::Kind::Text ? textRank.value(value.render(0))
                                                              : value.orderKey(now));
            keyed[size_t(at)].key = {quint64(!none), valueKey, namespaceRank.value(namespaces[at]),
                                     bytesKey(row.keyName(), 0)};
        }
    }
    std::sort(keyed.begin(), keyed.end(), [&less](const KeyedRow &a, const KeyedRow &b) {
        return a.key != b.key ? a.key < b.key : less(a.sourceRow, b.sourceRow);
    });
    for (qsizetype at = 0; at < count; ++at)
        first[at] = keyed[size_t(at)].sourceRow;
}

void ResourceProxyModel::sortByRanks(const std::vector<int> &ascending, const std::function<void()> &sort)
{
    m_rankOfSourceRow.assign(size_t(sourceModel()->rowCount()), std::numeric_limits<quint32>::max());
    for (size_t at = 0; at < ascending.size(); ++at)
        m_rankOfSourceRow[size_t(ascending[at])] = quint32(at);
    sort();
    m_rankOfSourceRow.clear();
}

void ResourceProxyModel::refilter()
{
    // A filter change hides or shows rows all over a sorted table. As removals and inserts that is a signal
    // per run of rows, and Qt 6.4's header walks every row for each removed run (2.3 s to filter 100k rows to
    // 12k); one layout change filters and sorts at once, and keeps the persistent indexes (selection,
    // current).
    if (!m_rows || sortColumn() < 0) {
        invalidate();
        return;
    }
    // Each row is filtered once, here; the base reads the answers.
    std::vector<int> rows;
    m_acceptedDuringRefilter.assign(size_t(m_rows->rowCount()), false);
    for (int row = 0; row < m_rows->rowCount(); ++row) {
        if (accepts(*m_rows->row(row), row)) {
            m_acceptedDuringRefilter[size_t(row)] = true;
            rows.push_back(row);
        }
    }
    sortAscending(rows.begin(), rows.end(), sortColumn());
    sortByRanks(rows, [this] {
        invalidate();
        rowCount(); // the base filters and sorts now, while the answers and ranks are there
    });
    m_acceptedDuringRefilter.clear();
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
    if (left.kind() == PrintCell::Kind::Text && right.kind() == PrintCell::Kind::Text && isAddressColumn(m_rows->columnInfo(column)))
        return compareAddresses(left.render(0), right.render(0));
    // Only a running duration needs the clock; reading it for every one of a sort's million comparisons costs.
    const bool needsClock = left.kind() == PrintCell::Kind::Elapsed || right.kind() == PrintCell::Kind::Elapsed;
    return PrintCell::compare(left, right, needsClock ? m_rows->now() : 0);
}

int ResourceProxyModel::compareSourceRows(int column, int left, int right) const
{
    const ResourceRow &a = *m_rows->row(left);
    const ResourceRow &b = *m_rows->row(right);
    // CLUSTER is not a cell of the row: it is compared here, and breaks the last tie.
    const bool spans = m_rows->spansClusters();
    int order = spans && column == m_rows->clusterColumn()
                    ? m_rows->clusterOf(left).compare(m_rows->clusterOf(right))
                    : compareRows(column, a, b);
    if (order == 0)
        order = a.keyNamespace().compare(b.keyNamespace());
    if (order == 0)
        order = a.keyName().compare(b.keyName());
    if (order == 0 && spans)
        order = m_rows->clusterOf(left).compare(m_rows->clusterOf(right));
    return order;
}

bool ResourceProxyModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    if (!m_rankOfSourceRow.empty())
        return m_rankOfSourceRow[size_t(left.row())] < m_rankOfSourceRow[size_t(right.row())];
    if (!m_rows || !m_rows->row(left.row()) || !m_rows->row(right.row())) {
        const QVariant l = left.data(ResourceTableModel::CellRole);
        const QVariant r = right.data(ResourceTableModel::CellRole);
        if (l.canConvert<PrintCell>() && r.canConvert<PrintCell>())
            return PrintCell::compare(l.value<PrintCell>(), r.value<PrintCell>(), 0) < 0;
        return QSortFilterProxyModel::lessThan(left, right);
    }
    return compareSourceRows(left.column(), left.row(), right.row()) < 0;
}

void ResourceProxyModel::beforeRowsRemoved(const QModelIndex &parent, int first, int last)
{
    if (!m_rows || parent.isValid() || last - first + 1 < bulkRows || sortColumn() < 0 ||
        !dynamicSortFilter() || rowCount() == 0)
        return;
    // The leaving rows move after all others (one layoutChanged): those that stay keep their order among
    // themselves, so none moves when the base then takes the leaving ones as one run.
    std::vector<int> rows = proxyOrder();
    std::stable_partition(rows.begin(), rows.end(),
                          [first, last](int sourceRow) { return sourceRow < first || sourceRow > last; });
    if (sortOrder() == Qt::DescendingOrder)
        std::reverse(rows.begin(), rows.end());
    sortByRanks(rows, [this] { setDynamicSortFilter(true); });
}

bool ResourceProxyModel::accepts(const ResourceRow &row, int sourceRow) const
{
    if (!m_namespace.isEmpty() && row.keyNamespace() != m_namespaceUtf8)
        return false;
    if (!m_text.isEmpty()) {
        bool found = latin1(row.keyNamespace()).contains(m_text, Qt::CaseInsensitive) || latin1(row.keyName()).contains(m_text, Qt::CaseInsensitive)
                  || (m_rows->spansClusters() && m_rows->clusterOf(sourceRow).contains(m_text, Qt::CaseInsensitive));
        for (qsizetype i = 0; !found && i < row.cells.size(); ++i)
            found = row.cells[i].kind() == PrintCell::Kind::Text && row.cells[i].render(0).contains(m_text, Qt::CaseInsensitive);
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

bool ResourceProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (!m_acceptedDuringRefilter.empty() && !sourceParent.isValid())
        return m_acceptedDuringRefilter[size_t(sourceRow)];
    const ResourceRow *row = m_rows && !sourceParent.isValid() ? m_rows->row(sourceRow) : nullptr;
    return row ? accepts(*row, sourceRow) : QSortFilterProxyModel::filterAcceptsRow(sourceRow, sourceParent);
}

} // namespace kube
