// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "resourcetablemodel.h"

#include <QAbstractItemModel>

#include <vector>

namespace kube {

// cluster → namespaces: NAME, STATUS (the namespace's phase) and how many objects of the kind the table shows
// live there (once that kind has synced), with a warning mark where some of them fail. Fed by the namespaces'
// RowFeed and by the table's per-namespace counts. A namespace the user may not list but whose objects the table
// shows still appears. Namespaces are inserted and removed in place, counts change by dataChanged; a reset
// only in clear(). GUI thread only.
class NamespaceTreeModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, StatusColumn, CountColumn, ColumnCount };
    enum Role { KindRole = Qt::UserRole + 1, NamespaceRole, FailingRole };
    enum class Kind { Cluster, Namespace };

    explicit NamespaceTreeModel(QObject *parent = nullptr);

    void setClusterName(const QString &name);
    // Namespace objects as the namespaces' RowFeed delivers them; `statusColumn` is their printer's STATUS.
    void applyNamespaceBatch(const RowBatch &batch, int statusColumn);
    // How many objects of `kindLabel` each namespace holds; `known` false while that kind is still listing.
    void setCounts(const QHash<QByteArray, ResourceTableModel::Counts> &counts, const QString &kindLabel, bool known);
    void clear();
    QStringList namespaces() const;
    // Whether the namespaces' printer gave any STATUS (a view hides an empty column).
    bool hasPhases() const;
    QModelIndex namespaceIndex(const QString &name) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct NamespaceNode
    {
        QString name;
        QString phase;
        bool listed = false; // known from the namespace informer (not only from the table's objects)
        ResourceTableModel::Counts counts;
    };
    int insertionRow(const QString &name) const;
    void insertNamespace(NamespaceNode node);
    void removeNamespaceAt(int row);

    QString m_clusterName;
    QString m_kindLabel;
    bool m_countsKnown = false;
    std::vector<NamespaceNode> m_namespaces; // by name
    char m_clusterTag = 0;                   // internal pointer marking "a child of the cluster row"
};

} // namespace kube
