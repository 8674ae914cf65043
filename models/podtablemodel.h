// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "modelfeed.h"
#include "podrow.h"

#include <QAbstractTableModel>
#include <QTimer>

namespace kube {

// The pod table: NAME, READY, STATUS, RESTARTS, AGE, NODE, IP (and NAMESPACE first when all namespaces are
// shown). Applies feed batches with the smallest true changes: one insert per batch of new rows (they go at the
// end; sorting is the proxy's job), removals per contiguous run, dataChanged for the changed rows only. AGE and
// "(5m ago)" stay current through one dataChanged of those columns a second (DisplayRole only, so a proxy
// sorting by SortRole does not re-sort). Sorting and filtering: PodFilterProxyModel, which reads the rows themselves.
// GUI thread only.
class PodTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { NamespaceColumn, NameColumn, ReadyColumn, StatusColumn, RestartsColumn, AgeColumn, NodeColumn, IpColumn, ColumnCount };
    enum Role {
        SortRole = Qt::UserRole + 1, // a value that sorts right (numbers, timestamps)
        KeyRole,                     // "namespace/name"
        NamespaceRole,
        NameRole,
        FailingRole,
    };

    explicit PodTableModel(QObject *parent = nullptr);

    // The digest a ModelFeed for pods must use.
    static std::any digest(const Object &pod) { return PodRow::fromObject(pod); }

    void applyBatch(const FeedBatch &batch);
    void clear();
    void setShowNamespace(bool show);
    bool showNamespace() const { return m_showNamespace; }
    const PodRow *row(int index) const { return index >= 0 && index < int(m_rows.size()) ? &m_rows[index] : nullptr; }
    int rowOf(const QByteArray &key) const { return m_rowOfKey.value(key, -1); }
    // For tests and the benchmark: a fixed "now" instead of the clock.
    void setNowForTesting(qint64 nowMs) { m_fixedNowMs = nowMs; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    qint64 now() const;
    void refreshAges();
    void removeRows(QList<int> rows);

    std::vector<PodRow> m_rows;
    QHash<QByteArray, int> m_rowOfKey;
    bool m_showNamespace = true;
    QTimer m_ageTimer;
    qint64 m_fixedNowMs = 0;
};

} // namespace kube
