// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "iconcache.h"
#include "resourcetablemodel.h"

#include "metrics/metricslist.h"

#include <QAbstractItemModel>

#include <vector>

namespace kube {

// cluster → namespaces: NAME, STATUS (the namespace's phase), how many objects of the kind the table shows
// live there (once that kind has synced) and how many of them fail: a red mark and the number, and a tooltip
// naming them; nothing at all where none fails; CPU and MEM, its pods' summed usage (NamespaceUsage). Fed by
// the namespaces' RowFeed and by the table's per-namespace counts. A namespace the user may not list but whose objects the table shows still appears.
// Namespaces are inserted and removed in place, counts change by dataChanged; a reset only in clear(). GUI
// thread only.
class NamespaceTreeModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, StatusColumn, CountColumn, FailingColumn, CpuColumn, MemoryColumn, ColumnCount };
    enum Role { KindRole = Qt::UserRole + 1, NamespaceRole, FailingRole };
    enum class Kind { Cluster, Namespace };

    explicit NamespaceTreeModel(QObject *parent = nullptr);

    void setClusterName(const QString &name);
    // Namespace objects as the namespaces' RowFeed delivers them; `statusColumn` is their printer's STATUS.
    void applyNamespaceBatch(const RowBatch &batch, int statusColumn);
    // How many objects of `kindLabel` each namespace holds; `known` false while that kind is still listing.
    void setCounts(const QHash<QByteArray, ResourceTableModel::Counts> &counts, const QString &kindLabel, bool known);
    // The table whose failing objects a namespace's tooltip names (null: the tooltip gives the number only).
    // Read when a tooltip is asked for; the table must outlive this model or be unset first.
    void setObjectTable(const ResourceTableModel *table) { m_objectTable = table; }
    // Each namespace's pods' summed usage, as kubectl top units show it; a namespace not in `byNamespace`
    // runs nothing that metrics-server measured (0m, 0Mi).
    void setUsage(const QHash<QByteArray, ResourceUsage> &byNamespace);
    // No figures: the cells are empty (the pane hides the columns).
    void clearUsage();
    void clear();
    QStringList namespaces() const;
    // Whether a namespace is other than Active (Terminating): only then is the STATUS column worth its room.
    bool hasPhaseOtherThanActive() const;
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
    IconCache m_icons;
    void removeNamespaceAt(int row);
    QString failingText(const QString &namespaceName, int failing) const;
    // The CPU or MEM cell of a namespace ("" for the cluster: the sum of all); empty without figures.
    QVariant usageText(const QString &namespaceName, int column) const;
    void usageChanged();
    // A row's tooltip: its usage, then `text`.
    QVariant withUsage(const QString &text, const QString &namespaceName) const;

    QString m_clusterName;
    QString m_kindLabel;
    const ResourceTableModel *m_objectTable = nullptr;
    bool m_countsKnown = false;
    std::optional<QHash<QByteArray, ResourceUsage>> m_usage;
    std::vector<NamespaceNode> m_namespaces; // by name
    char m_clusterTag = 0;                   // internal pointer marking "a child of the cluster row"
};

} // namespace kube
