// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "rowfeed.h"

#include <QAbstractTableModel>
#include <QTimer>

#include <vector>

namespace kube {

// The table of any kind: a NAMESPACE column for namespaced kinds, then the columns of the kind's Printer
// (priority-1 columns are the wide ones a view may hide). Applies RowFeed batches with the fewest true changes:
// dataChanged per contiguous run of rows whose cells changed, removals per contiguous run, one insert of the new
// rows at the end (order is the proxy's job); a reset only when the kind changes (setColumns) or on clear().
// Cells that depend on the clock (AGE, "(5m ago)", a running Job's DURATION) tick by one DisplayRole-only
// dataChanged of those columns a second. Per-namespace counts follow every batch. GUI thread only.
class ResourceTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    static constexpr int tickIntervalMs = 1000; // AGE shows seconds for young objects

    enum Role {
        CellRole = Qt::UserRole + 1, // the PrintCell: a typed sort key (PrintCell::compare)
        KeyRole,                     // "namespace/name" or "name"
        NamespaceRole,
        NameRole,
        UidRole,
        HealthRole,                  // RowHealth as int
        FilterRole,                  // changes when anything a filter reads (cells, labels) changes
    };
    enum HeaderRole { WideColumnRole = Qt::UserRole + 1 };

    struct Counts
    {
        int rows = 0;
        int failing = 0;
    };

    explicit ResourceTableModel(QObject *parent = nullptr);

    // A new kind: drops every row (one reset).
    void setColumns(const QList<PrintColumn> &columns, bool namespaced);
    void applyBatch(const RowBatch &batch);
    void clear();

    bool isNamespaced() const { return m_namespaced; }
    // Model column of NAMESPACE (-1 for cluster-scoped kinds), of NAME and of STATUS (-1 if none).
    int namespaceColumn() const { return m_namespaced ? 0 : -1; }
    int nameColumn() const { return m_nameColumn; }
    int statusColumn() const { return m_statusColumn; }
    // The printer's column behind a model column (-1 for NAMESPACE).
    int printerColumn(int column) const { return column - columnOffset(); }
    const PrintColumn *columnInfo(int column) const;
    bool isWideColumn(int column) const;
    const ResourceRow *row(int index) const { return index >= 0 && index < int(m_rows.size()) ? &m_rows[size_t(index)] : nullptr; }
    int rowOf(const QByteArray &key) const { return m_rowOfKey.value(key, -1); }
    const QHash<QByteArray, Counts> &namespaceCounts() const { return m_counts; }
    int failingCount() const { return m_failing; }
    qint64 now() const;
    // For tests and the benchmark: a fixed "now" instead of the clock.
    void setNowForTesting(qint64 nowMs) { m_fixedNowMs = nowMs; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    // Rows came, went or changed health: per-namespace counts differ.
    void countsChanged();

private:
    int columnOffset() const { return m_namespaced ? 1 : 0; }
    void tick();
    void count(const ResourceRow &row, int sign);
    void removeRowsAt(QList<int> rows);
    void noteTicking(const ResourceRow &row);

    QList<PrintColumn> m_columns;
    bool m_namespaced = false;
    int m_nameColumn = 0;
    int m_statusColumn = -1;
    QList<bool> m_ticking; // per printer column: its cells depend on the clock
    std::vector<ResourceRow> m_rows;
    QHash<QByteArray, int> m_rowOfKey;
    QHash<QByteArray, Counts> m_counts;
    int m_failing = 0;
    QTimer m_tickTimer;
    qint64 m_fixedNowMs = 0;
};

} // namespace kube

Q_DECLARE_METATYPE(kube::PrintCell)
