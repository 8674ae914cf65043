// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "cache/labelselector.h"

#include <QAbstractProxyModel>

#include <vector>

namespace kube {

class ResourceTableModel;
struct ResourceRow;

// Sorts and filters the table of any kind (its source is a ResourceTableModel). Sorting compares typed cells
// (PrintCell::compare: integers and quantities by value, ages by instant), IP columns by address, ties broken
// by namespace then name so every order is total and stable (then by cluster, when the table spans clusters).
// Filters: one namespace, free text (cluster, namespace, name or any text cell, any case) and a label
// selector.
//
// It keeps the rows shown as a vector of source rows in order and places every change itself, reading the
// rows, not QVariants: a sort is a sort of integer keys (a cell's value, the rank of a text, namespace or
// cluster among the distinct ones, eight bytes of the name at a time; the full comparison only for the ties
// they leave). New rows are sorted among themselves and merged in; a changed row moves only when it left its
// place; the once-a-second AGE tick (DisplayRole only) moves nothing. Changes that land in a few places are
// inserts and removals there; changes all over the table (a cluster's first list beside other clusters' rows,
// a closed cluster's rows, a filter) are one layout change, since every separate run costs the view a pass
// over all its rows. Persistent indexes (selection, current) follow their rows through all of it.
class ResourceProxyModel : public QAbstractProxyModel
{
    Q_OBJECT
public:
    explicit ResourceProxyModel(QObject *parent = nullptr);

    // `sourceModel` must be a ResourceTableModel (or null).
    void setSourceModel(QAbstractItemModel *sourceModel) override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    void setNamespaceFilter(const QString &namespaceName); // empty: all
    void setTextFilter(const QString &text);
    // Returns the parse error, or an empty Error when the selector was applied.
    Error setLabelSelector(const QString &selector);
    // Whether any filter hides rows (a view says "no match" rather than "no objects").
    bool isFiltering() const { return !m_namespace.isEmpty() || !m_text.isEmpty() || !m_selector.isEmpty(); }
    // The order the rows are shown in, for `column` ascending: < 0 when source row `left` comes first.
    int compareSourceRows(int column, int left, int right) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override; // the rows shown, not the source's
    QModelIndex mapToSource(const QModelIndex &proxyIndex) const override;
    QModelIndex mapFromSource(const QModelIndex &sourceIndex) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void sourceAboutToBeReset();
    void sourceReset();
    void sourceRowsInserted(const QModelIndex &parent, int first, int last);
    void sourceRowsAboutToBeRemoved(const QModelIndex &parent, int first, int last);
    void sourceRowsRemoved(const QModelIndex &parent, int first, int last);
    void sourceDataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight,
                           const QList<int> &roles);

    // Whether source row `left` is shown before `right` in the current order.
    bool before(int left, int right) const;
    // Puts source rows in the current order.
    void putInOrder(std::vector<int> &rows) const;
    // `shown` (in order, or nearly: see orderCanDrift) and `rows` (in order) as one order.
    std::vector<int> merged(const std::vector<int> &shown, const std::vector<int> &rows) const;
    // Shows source rows that were hidden (new, or matching the filter now), each at its place.
    void show(std::vector<int> rows);
    // Hides shown source rows (leaving, or no longer matching the filter).
    void hide(std::vector<int> rows);
    // Moves shown source rows whose order may have changed to their places.
    void replace(const std::vector<int> &rows);
    // Shows `rows` (source rows, in order) as one layout change.
    void relayout(std::vector<int> rows, QAbstractItemModel::LayoutChangeHint hint);
    void refilter();
    std::vector<int> acceptedRows() const; // the source rows the filters let through, in the current order
    void remap();                 // m_proxyRowOf from m_shown
    void remapFrom(size_t place); // the same, for the rows shown from `place` on
    bool accepts(const ResourceRow &row, int sourceRow) const;
    int compareRows(int column, const ResourceRow &a, const ResourceRow &b) const;
    // Whether rows once in order for `column` may have left it since, as the clock moved on.
    bool orderCanDrift(const std::vector<int> &rows, int column) const;
    // Puts source rows in compareSourceRows's order for `column` (ascending).
    void sortAscending(std::vector<int>::iterator first, std::vector<int>::iterator last, int column) const;

    const ResourceTableModel *m_rows = nullptr;
    int m_sortColumn = -1; // -1: the source's order
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
    std::vector<int> m_shown;      // proxy row -> source row
    std::vector<int> m_proxyRowOf; // source row -> proxy row, -1 when hidden
    QString m_namespace;
    QByteArray m_namespaceUtf8; // as the rows' keys hold it
    QString m_text;
    LabelSelector m_selector;
    QList<QMetaObject::Connection> m_sourceConnections;
};

} // namespace kube
