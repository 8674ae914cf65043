// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "rowfeed.h"

#include <QAbstractTableModel>
#include <QColor>
#include <QElapsedTimer>
#include <QIcon>
#include <QTimer>

#include <array>
#include <deque>
#include <vector>

namespace kube {

// The table of any kind: a CLUSTER column when the table spans several clusters, a NAMESPACE column for
// namespaced kinds, then the columns of the kind's Printer (priority-1 columns are the wide ones a view may
// hide). Spanning clusters, each cluster's batches come through applyClusterBatch and its rows are keyed by
// (cluster, "namespace/name"); the one-cluster path (applyBatch) keeps its plain keys and pays nothing for
// it. Clusters' batches are applied for at most applyBudgetMs in one turn of the event loop (at least one a
// turn); the rest wait, in order, for the next turns, so five clusters listing at once do not freeze the
// window. Applies RowFeed batches with the fewest true changes: dataChanged per contiguous run of rows whose
// cells changed (one over their span when the runs are many), removals per contiguous run, one insert of the
// new rows at the end (order is the proxy's job); a reset only when the kind changes (setColumns) or on
// clear(). Cells that depend on the clock (AGE, "(5m ago)", a running Job's DURATION) tick by one
// DisplayRole-only dataChanged of those columns a second. Per-namespace counts follow every batch. GUI thread
// only.
class ResourceTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    static constexpr int tickIntervalMs = 1000; // AGE shows seconds for young objects
    static constexpr int applyBudgetMs =
        20; // of one turn of the event loop: painting and input go on between

    enum Role {
        CellRole = Qt::UserRole + 1, // the PrintCell: a typed sort key (PrintCell::compare)
        KeyRole,                     // "namespace/name" or "name"
        NamespaceRole,
        NameRole,
        UidRole,
        HealthRole,  // Health as int
        FilterRole,  // changes when anything a filter reads (cells, labels) changes
        ClusterRole, // the row's cluster (context name); empty unless the table spans clusters
        LevelRole,   // an extra column's CellLevel as int
    };
    // How an extra cell is coloured: usage past 80% or 100% of a limit.
    enum class CellLevel : quint8 { Normal, Warning, Error };
    // Cells of the extra columns of one row, in the columns' order.
    struct ExtraCells
    {
        QList<PrintCell> cells;
        QList<CellLevel> levels;
    };
    enum HeaderRole { WideColumnRole = Qt::UserRole + 1 };

    struct Counts
    {
        int rows = 0;
        int failing = 0;
    };

    explicit ResourceTableModel(QObject *parent = nullptr);

    // A new kind, or the same kind over several clusters (`spansClusters`): drops every row (one reset).
    void setColumns(const QList<PrintColumn> &columns, bool namespaced, bool spansClusters = false);
    void applyBatch(const RowBatch &batch);
    // Spanning clusters: one cluster's changes; its rows live beside the other clusters' rows. Applied now,
    // or in a later turn of the event loop when this turn's budget is spent or earlier batches still wait.
    void applyClusterBatch(const QString &cluster, const RowBatch &batch);
    int pendingBatches() const { return int(m_pending.size()); }
    // Spanning clusters: drops one cluster's rows (it was closed, or its informer replaced).
    void removeCluster(const QString &cluster);
    void clear();

    // Columns computed beside the printer's (resource usage), after them. Their cells are set per cluster by
    // row key and kept for rows listed later; a row without any shows None cells as "n/a". A new kind
    // (setColumns) drops them.
    void setExtraColumns(const QList<PrintColumn> &columns);
    int extraColumnCount() const { return int(m_extraColumns.size()); }
    int firstExtraColumn() const { return columnOffset() + int(m_columns.size()); }
    // Every row's extra cells of one cluster at once (keys: "namespace/name" or "name"; `cluster` is read
    // only when the table spans clusters); one dataChanged over the columns.
    void setExtraCells(const QString &cluster, QHash<QByteArray, ExtraCells> cells);
    // setExtraCells in steps, for tables too long to change in one turn of the GUI thread: keep the cells
    // (rows listed from now on take them), then put them into rows [from, to) (of that cluster), each step
    // with a dataChanged of its own.
    // Returns the cells it held (for the caller to free where it costs the GUI nothing).
    QHash<QByteArray, ExtraCells> keepExtraCells(const QString &cluster, QHash<QByteArray, ExtraCells> cells);
    void applyExtraCells(const QString &cluster, int from, int to);
    // The text colours of CellLevel Warning and Error (the window's theme).
    void setLevelColors(const QColor &warning, const QColor &error);

    bool isNamespaced() const { return m_namespaced; }
    bool spansClusters() const { return m_spansClusters; }
    // Model column of CLUSTER (-1 unless spanning clusters), of NAMESPACE (-1 for cluster-scoped kinds), of
    // NAME and of STATUS (-1 if none).
    int clusterColumn() const { return m_spansClusters ? 0 : -1; }
    int namespaceColumn() const { return m_namespaced ? (m_spansClusters ? 1 : 0) : -1; }
    int nameColumn() const { return m_nameColumn; }
    int statusColumn() const { return m_statusColumn; }
    // The printer's column behind a model column (-1 for NAMESPACE).
    int printerColumn(int column) const { return column - columnOffset(); }
    const PrintColumn *columnInfo(int column) const;
    bool isWideColumn(int column) const;
    const ResourceRow *row(int index) const
    {
        return index >= 0 && index < int(m_rows.size()) ? &m_rows[size_t(index)] : nullptr;
    }
    int rowOf(const QByteArray &key) const { return m_rowOfKey.value(key, -1); }
    // Spanning clusters: the row of `key` in `cluster`, -1 if none.
    int rowOf(const QString &cluster, const QByteArray &key) const;
    // The cluster of a row (empty unless spanning clusters).
    const QString &clusterOf(int index) const;
    const QHash<QByteArray, Counts> &namespaceCounts() const { return m_counts; }
    int failingCount() const { return m_failing; }
    qint64 now() const;
    // For tests and the benchmark: a fixed "now" instead of the clock.
    void setNowForTesting(qint64 nowMs) { m_fixedNowMs = nowMs; }
    void setApplyBudgetForTesting(int ms) { m_applyBudgetMs = ms; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    // Rows came, went or changed health: per-namespace counts differ.
    void countsChanged();

private:
    const QIcon &healthIcon(Health health) const;
    int columnOffset() const { return (m_namespaced ? 1 : 0) + (m_spansClusters ? 1 : 0); }
    // `cluster` is an index into m_clusterNames, or -1 for the one-cluster table.
    void apply(const RowBatch &batch, int cluster);
    void applyPending(); // a new turn of the event loop: what waits, within the budget
    QByteArray lookupKey(const QByteArray &key, int cluster) const;
    QByteArray lookupKeyAt(size_t index) const;
    void tick();
    void count(const ResourceRow &row, int sign);
    void removeRowsAt(QList<int> rows);
    // Puts the row's extra cells (or None ones) after its printer cells; `cluster` as in apply().
    void attachExtraCells(ResourceRow &row, int cluster) const;
    const ExtraCells *extraCellsOf(const QByteArray &key, int cluster) const;
    void noteTicking(const ResourceRow &row);

    QList<PrintColumn> m_columns;
    QList<PrintColumn> m_extraColumns;
    QList<QHash<QByteArray, ExtraCells>> m_extraCells; // by cluster index (the one-cluster table's at 0)
    QColor m_warningColor;
    QColor m_errorColor;
    bool m_namespaced = false;
    bool m_spansClusters = false;
    QStringList m_clusterNames;         // every cluster that has sent a batch; indices stay stable
    std::vector<qint32> m_clusterOfRow; // parallel to m_rows, spanning clusters only
    int m_nameColumn = 0;
    int m_statusColumn = -1;
    int m_restartsColumn = -1; // its "(1s ago)" is translated
    QList<bool> m_ticking;     // per printer column: its cells depend on the clock
    std::vector<ResourceRow> m_rows;
    QHash<QByteArray, int> m_rowOfKey;
    QHash<QByteArray, Counts> m_counts;
    int m_failing = 0;
    QTimer m_tickTimer;
    qint64 m_fixedNowMs = 0;
    struct PendingBatch
    {
        int cluster;
        RowBatch batch;
    };
    std::deque<PendingBatch> m_pending; // clusters' batches for the next turns, oldest first
    QElapsedTimer m_turnClock;          // since the first batch of this turn; invalid between turns
    QTimer m_nextTurn;                  // 0 ms: fires once the event loop has had its turn
    int m_applyBudgetMs = applyBudgetMs;
    mutable std::array<QIcon, 5> m_healthIcons; // by Health, made on first use
};

} // namespace kube

Q_DECLARE_METATYPE(kube::PrintCell)
