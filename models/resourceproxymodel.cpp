// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "resourceproxymodel.h"
#include "resourcetablemodel.h"

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
    m_sourceConnections += {connect(sourceModel, &QAbstractItemModel::rowsAboutToBeInserted, this, &ResourceProxyModel::beforeRowsInserted),
                            connect(sourceModel, &QAbstractItemModel::rowsInserted, this, &ResourceProxyModel::afterRowsInserted),
                            connect(sourceModel, &QAbstractItemModel::rowsRemoved, this, &ResourceProxyModel::afterRowsRemoved)};
}

void ResourceProxyModel::beforeRowsInserted(const QModelIndex &parent, int first, int last)
{
    // Into an empty table the base inserts one run anyway.
    if (parent.isValid() || last - first + 1 < bulkRows || sortColumn() < 0 || !dynamicSortFilter() || rowCount() == 0)
        return;
    m_sortAfterInsert = true;
    setDynamicSortFilter(false); // the base then appends the accepted new rows after the ones it holds, in one run
}

void ResourceProxyModel::afterRowsInserted()
{
    if (!m_sortAfterInsert)
        return;
    m_sortAfterInsert = false;
    setDynamicSortFilter(true); // sorts: one layoutChanged, persistent indexes (selection, current) kept
}

void ResourceProxyModel::refilter()
{
    // A filter change hides or shows rows all over a sorted table. As removals and inserts that is a signal
    // per run of rows, and Qt 6.4's header walks every row for each removed run (2.3 s to filter 100k rows to
    // 12k); one layout change filters and sorts at once, and keeps the persistent indexes (selection,
    // current).
    invalidate();
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

bool ResourceProxyModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const ResourceRow *a = m_rows ? m_rows->row(left.row()) : nullptr;
    const ResourceRow *b = m_rows ? m_rows->row(right.row()) : nullptr;
    if (!a || !b) {
        const QVariant l = left.data(ResourceTableModel::CellRole);
        const QVariant r = right.data(ResourceTableModel::CellRole);
        if (l.canConvert<PrintCell>() && r.canConvert<PrintCell>())
            return PrintCell::compare(l.value<PrintCell>(), r.value<PrintCell>(), 0) < 0;
        return QSortFilterProxyModel::lessThan(left, right);
    }
    if (m_leavingFirst >= 0) {
        const bool leftLeaves = left.row() >= m_leavingFirst && left.row() <= m_leavingLast;
        const bool rightLeaves = right.row() >= m_leavingFirst && right.row() <= m_leavingLast;
        // Last in either order: descending, the base places a row first when it is greater.
        if (leftLeaves != rightLeaves)
            return sortOrder() == Qt::AscendingOrder ? rightLeaves : leftLeaves;
    }
    // CLUSTER is not a cell of the row: it is compared here, and breaks the last tie.
    const bool spans = m_rows->spansClusters();
    int order = spans && left.column() == m_rows->clusterColumn() ? m_rows->clusterOf(left.row()).compare(m_rows->clusterOf(right.row()))
                                                                   : compareRows(left.column(), *a, *b);
    if (order == 0)
        order = a->keyNamespace().compare(b->keyNamespace());
    if (order == 0)
        order = a->keyName().compare(b->keyName());
    if (order == 0 && spans)
        order = m_rows->clusterOf(left.row()).compare(m_rows->clusterOf(right.row()));
    return order < 0;
}

void ResourceProxyModel::beforeRowsRemoved(const QModelIndex &parent, int first, int last)
{
    if (parent.isValid() || last - first + 1 < bulkRows || sortColumn() < 0 || !dynamicSortFilter() || rowCount() == 0)
        return;
    m_leavingFirst = first;
    m_leavingLast = last;
    // Sorts now (one layoutChanged): the rows that stay keep their order among themselves, so none moves after.
    setDynamicSortFilter(true);
}

void ResourceProxyModel::afterRowsRemoved()
{
    m_leavingFirst = m_leavingLast = -1;
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
    const ResourceRow *row = m_rows && !sourceParent.isValid() ? m_rows->row(sourceRow) : nullptr;
    return row ? accepts(*row, sourceRow) : QSortFilterProxyModel::filterAcceptsRow(sourceRow, sourceParent);
}

} // namespace kube
