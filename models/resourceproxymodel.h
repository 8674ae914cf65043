// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "cache/labelselector.h"

#include <QSortFilterProxyModel>

#include <functional>
#include <vector>

namespace kube {

class ResourceTableModel;
struct ResourceRow;

// Sorts and filters the table of any kind. Sorting compares typed cells (PrintCell::compare: integers and
// quantities by value, ages by instant), IP columns by address, ties broken by namespace then name so every
// order is total and stable (then by cluster, when the table spans clusters). Filters: one namespace, free
// text (cluster, namespace, name or any text cell, any case) and a label selector. Over a ResourceTableModel
// it reads the rows themselves, not QVariants from data(): sorting 100k rows is a plain sort of structs.
// Re-sorts on CellRole changes and re-filters on FilterRole changes only, so the once-a-second AGE tick moves
// nothing. A large insert into a sorted table (a cluster's first list beside other clusters' rows) is taken
// as one run at the end and then merged in, and a large removal (a closed cluster's rows) is moved to the end
// first and taken as one run, rather than thousands of interleaved runs, each a pass over the mapping and
// over the view's rows. Every sort is computed here and handed to the base's sort as ranks, so that sort
// compares integers: rows are sorted by integer keys (a cell's value, the rank of a text, namespace or
// cluster among the distinct ones, eight bytes of the name at a time), the full comparison only breaking the
// ties keys leave; a large insert is a sort of the new rows and a merge.
class ResourceProxyModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit ResourceProxyModel(QObject *parent = nullptr);

    void setSourceModel(QAbstractItemModel *sourceModel) override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    void setNamespaceFilter(const QString &namespaceName); // empty: all
    void setTextFilter(const QString &text);
    // Returns the parse error, or an empty Error when the selector was applied.
    Error setLabelSelector(const QString &selector);
    // Whether any filter hides rows (a view says "no match" rather than "no objects").
    bool isFiltering() const { return !m_namespace.isEmpty() || !m_text.isEmpty() || !m_selector.isEmpty(); }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    void beforeRowsInserted(const QModelIndex &parent, int first, int last);
    void afterRowsInserted();
    void beforeRowsRemoved(const QModelIndex &parent, int first, int last);
    void refilter();
    bool accepts(const ResourceRow &row, int sourceRow) const;
    int compareRows(int column, const ResourceRow &a, const ResourceRow &b) const;
    // The current sort's order of two source rows (ties broken as lessThan breaks them).
    int compareSourceRows(int column, int left, int right) const;
    // The source rows in the order the proxy shows them.
    std::vector<int> proxyOrder() const;
    // Whether rows once in lessThan's order for `column` may have left it since, as the clock moved on.
    bool orderCanDrift(std::vector<int>::const_iterator first, std::vector<int>::const_iterator last,
                       int column) const;
    // Puts source rows in lessThan's order for `column` (ascending).
    void sortAscending(std::vector<int>::iterator first, std::vector<int>::iterator last, int column) const;
    // Runs the base's `sort` so that it puts the accepted rows in the order `ascending` holds (lessThan's
    // order, every accepted row once): one layoutChanged, persistent indexes (selection, current) kept.
    void sortByRanks(const std::vector<int> &ascending, const std::function<void()> &sort);

    const ResourceTableModel *m_rows = nullptr;
    QString m_namespace;
    QByteArray m_namespaceUtf8; // as the rows' keys hold it
    QString m_text;
    LabelSelector m_selector;
    QList<QMetaObject::Connection> m_sourceConnections;
    bool m_sortAfterInsert = false; // dynamic sorting is off for the insert under way
    int m_rowsBeforeInsert = 0;     // the rows shown before it, in order: the new ones come after them
    std::vector<bool> m_acceptedDuringRefilter; // while refilter() runs: filterAcceptsRow's answers
    // While sortByRanks() runs: each source row's place, lessThan's answer.
    std::vector<quint32> m_rankOfSourceRow;
};

} // namespace kube
