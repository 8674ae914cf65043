// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "namespacetreemodel.h"

#include "metrics/usagequantity.h"

#include <QIcon>

namespace kube {

NamespaceTreeModel::NamespaceTreeModel(QObject *parent) : QAbstractItemModel(parent) {}

void NamespaceTreeModel::setClusterName(const QString &name)
{
    m_clusterName = name;
    Q_EMIT dataChanged(index(0, 0), index(0, ColumnCount - 1));
}

bool NamespaceTreeModel::hasPhaseOtherThanActive() const
{
    return std::any_of(m_namespaces.begin(), m_namespaces.end(), [](const NamespaceNode &node) {
        return !node.phase.isEmpty() && node.phase != QLatin1String("Active");
    });
}

QStringList NamespaceTreeModel::namespaces() const
{
    QStringList names;
    for (const NamespaceNode &node : m_namespaces)
        names.append(node.name);
    return names;
}

int NamespaceTreeModel::insertionRow(const QString &name) const
{
    return int(std::lower_bound(m_namespaces.begin(), m_namespaces.end(), name, [](const NamespaceNode &node, const QString &n) { return node.name < n; })
               - m_namespaces.begin());
}

QModelIndex NamespaceTreeModel::namespaceIndex(const QString &name) const
{
    const int row = insertionRow(name);
    if (row >= int(m_namespaces.size()) || m_namespaces[size_t(row)].name != name)
        return {};
    return createIndex(row, 0, const_cast<char *>(&m_clusterTag));
}

void NamespaceTreeModel::insertNamespace(NamespaceNode node)
{
    const int row = insertionRow(node.name);
    beginInsertRows(index(0, 0), row, row);
    m_namespaces.insert(m_namespaces.begin() + row, std::move(node));
    endInsertRows();
}

void NamespaceTreeModel::removeNamespaceAt(int row)
{
    beginRemoveRows(index(0, 0), row, row);
    m_namespaces.erase(m_namespaces.begin() + row);
    endRemoveRows();
}

void NamespaceTreeModel::applyNamespaceBatch(const RowBatch &batch, int statusColumn)
{
    for (const RowChange &change : batch) {
        const QString name = QString::fromUtf8(change.row.keyName());
        const QModelIndex at = namespaceIndex(name);
        if (change.type == RowChange::Type::Delete) {
            // A namespace that still holds objects of the table's kind stays until they go.
            if (at.isValid() && m_namespaces[size_t(at.row())].counts.rows == 0)
                removeNamespaceAt(at.row());
            else if (at.isValid())
                m_namespaces[size_t(at.row())].listed = false;
            continue;
        }
        const QString phase = statusColumn >= 0 && statusColumn < change.row.cells.size() ? change.row.cells[statusColumn].render(0) : QString();
        if (!at.isValid()) {
            insertNamespace({name, phase, true, {}});
            continue;
        }
        NamespaceNode &node = m_namespaces[size_t(at.row())];
        node.listed = true;
        if (node.phase != phase) {
            node.phase = phase;
            Q_EMIT dataChanged(at.siblingAtColumn(StatusColumn), at.siblingAtColumn(StatusColumn));
        }
    }
}

void NamespaceTreeModel::setCounts(const QHash<QByteArray, ResourceTableModel::Counts> &counts, const QString &kindLabel, bool known)
{
    if (m_kindLabel != kindLabel) {
        m_kindLabel = kindLabel;
        Q_EMIT headerDataChanged(Qt::Horizontal, CountColumn, CountColumn);
    }
    const bool knownChanged = m_countsKnown != known;
    m_countsKnown = known;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        if (it->rows > 0 && !namespaceIndex(QString::fromUtf8(it.key())).isValid())
            insertNamespace({QString::fromUtf8(it.key()), {}, false, {}});
    for (int row = int(m_namespaces.size()) - 1; row >= 0; --row) {
        NamespaceNode &node = m_namespaces[size_t(row)];
        const ResourceTableModel::Counts now = counts.value(node.name.toUtf8());
        if (now.rows == 0 && !node.listed) {
            removeNamespaceAt(row);
            continue;
        }
        if (knownChanged || now.rows != node.counts.rows || now.failing != node.counts.failing) {
            node.counts = now;
            const QModelIndex at = createIndex(row, 0, &m_clusterTag);
            Q_EMIT dataChanged(at, at.siblingAtColumn(FailingColumn));
        }
    }
    // The cluster row sums them.
    Q_EMIT dataChanged(index(0, 0), index(0, FailingColumn));
}

void NamespaceTreeModel::setUsage(const QHash<QByteArray, ResourceUsage> &byNamespace)
{
    m_usage = byNamespace;
    usageChanged();
}

void NamespaceTreeModel::clearUsage()
{
    if (!m_usage)
        return;
    m_usage.reset();
    usageChanged();
}

void NamespaceTreeModel::usageChanged()
{
    if (!m_namespaces.empty())
        Q_EMIT dataChanged(createIndex(0, CpuColumn, &m_clusterTag),
                           createIndex(int(m_namespaces.size()) - 1, MemoryColumn, &m_clusterTag));
    Q_EMIT dataChanged(index(0, CpuColumn), index(0, MemoryColumn));
}

QVariant NamespaceTreeModel::usageText(const QString &namespaceName, int column) const
{
    if (!m_usage)
        return {};
    const auto figure = [column](const ResourceUsage &usage) {
        return (column == CpuColumn ? usage.cpuMillicores : usage.memoryBytes).value_or(0);
    };
    qint64 value = 0;
    if (namespaceName.isEmpty()) {
        for (const ResourceUsage &usage : std::as_const(*m_usage))
            value += figure(usage);
    } else {
        value = figure(m_usage->value(namespaceName.toUtf8()));
    }
    return column == CpuColumn ? formatCpuMillicores(value) : formatMemoryMi(value);
}

QVariant NamespaceTreeModel::withUsage(const QString &text, const QString &namespaceName) const
{
    // The figures again where the pointer is, beside what fails.
    const QString usage =
        m_usage ? tr("CPU %1 · memory %2")
                      .arg(usageText(namespaceName, CpuColumn).toString(),
                           usageText(namespaceName, MemoryColumn).toString())
                : QString();
    if (text.isEmpty() && usage.isEmpty())
        return {};
    return text.isEmpty() ? usage : usage.isEmpty() ? text : usage + QLatin1Char('\n') + text;
}

void NamespaceTreeModel::clear()
{
    beginResetModel();
    m_namespaces.clear();
    m_countsKnown = false;
    endResetModel();
}

QModelIndex NamespaceTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid())
        return row == 0 ? createIndex(0, column, nullptr) : QModelIndex();
    if (parent.internalPointer() == nullptr && parent.column() == 0)
        return row < int(m_namespaces.size()) ? createIndex(row, column, const_cast<char *>(&m_clusterTag)) : QModelIndex();
    return {};
}

QModelIndex NamespaceTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalPointer() == nullptr)
        return {};
    return createIndex(0, 0, nullptr);
}

int NamespaceTreeModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return 1;
    if (parent.internalPointer() == nullptr && parent.column() == 0)
        return int(m_namespaces.size());
    return 0;
}

int NamespaceTreeModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant NamespaceTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return {};
    const QString kind = m_kindLabel.isEmpty() ? tr("objects") : m_kindLabel;
    switch (section) {
    case NameColumn: return tr("NAME");
    case StatusColumn: return tr("STATUS");
    // Short: the column is narrow. What it counts is in the tooltip.
    case CountColumn:
        return role == Qt::ToolTipRole ? tr("Number of %1 in each namespace").arg(kind) : tr("Count");
    case FailingColumn:
        return role == Qt::ToolTipRole ? tr("Number of %1 in each namespace that need attention").arg(kind)
                                       : tr("Failing");
    case CpuColumn:
        return role == Qt::ToolTipRole ? tr("CPU in use by each namespace's pods (millicores), from metrics-server")
                                       : tr("CPU");
    case MemoryColumn:
        return role == Qt::ToolTipRole ? tr("Memory in use by each namespace's pods (MiB), from metrics-server")
                                       : tr("MEM");
    }
    return {};
}

QString NamespaceTreeModel::failingText(const QString &namespaceName, int failing) const
{
    // A few names are enough to see what is wrong; the table filtered to the namespace shows them all.
    constexpr int namesShown = 3;
    QString text = tr("%1 failing: %2").arg(m_kindLabel.isEmpty() ? tr("Objects") : m_kindLabel).arg(failing);
    if (!m_objectTable || namespaceName.isEmpty())
        return text;
    const int statusCell =
        m_objectTable->statusColumn() >= 0 ? m_objectTable->printerColumn(m_objectTable->statusColumn()) : -1;
    const QByteArray wanted = namespaceName.toUtf8();
    int named = 0;
    for (int at = 0; at < m_objectTable->rowCount() && named < namesShown; ++at) {
        const ResourceRow *row = m_objectTable->row(at);
        if (row->health != Health::Failing || row->keyNamespace() != wanted)
            continue;
        const QString name = QString::fromUtf8(row->keyName());
        text += QLatin1Char('\n');
        text += statusCell >= 0 && statusCell < row->cells.size()
                    ? tr("%1 (%2)").arg(name, row->cells[statusCell].render(m_objectTable->now()))
                    : name;
        ++named;
    }
    if (named > 0 && failing > named)
        text += QLatin1Char('\n') + tr("and %n more", nullptr, failing - named);
    return text;
}

QVariant NamespaceTreeModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (index.internalPointer() == nullptr) { // the cluster
        int total = 0;
        int failing = 0;
        for (const NamespaceNode &node : m_namespaces) {
            total += node.counts.rows;
            failing += node.counts.failing;
        }
        switch (role) {
        case Qt::DisplayRole:
            if (index.column() == NameColumn)
                return m_clusterName;
            if (index.column() == CountColumn && m_countsKnown)
                return total;
            if (index.column() == FailingColumn && m_countsKnown && failing > 0)
                return failing;
            if (index.column() == CpuColumn || index.column() == MemoryColumn)
                return usageText({}, index.column());
            return {};
        case Qt::DecorationRole:
            if (index.column() == NameColumn)
                return m_icons.icon(QStringLiteral(":/icons/cluster.svg"));
            if (index.column() == FailingColumn && m_countsKnown && failing > 0)
                return m_icons.icon(QStringLiteral(":/icons/pod-failing.svg"));
            return {};
        case Qt::ToolTipRole:
            return withUsage(m_countsKnown && failing > 0 ? failingText({}, failing) : QString(), {});
        case KindRole: return int(Kind::Cluster);
        case FailingRole: return failing;
        default: return {};
        }
    }
    const NamespaceNode &node = m_namespaces[size_t(index.row())];
    const bool failing = m_countsKnown && node.counts.failing > 0;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn: return node.name;
        case StatusColumn: return node.phase;
        case CountColumn: return m_countsKnown ? QVariant(node.counts.rows) : QVariant();
        case FailingColumn:
            return failing ? QVariant(node.counts.failing) : QVariant();
        case CpuColumn:
        case MemoryColumn: return usageText(node.name, index.column());
        }
        return {};
    case Qt::DecorationRole:
        // The same mark the table's STATUS column shows for a failing object, beside their number; a
        // namespace where nothing fails has no mark at all.
        if (index.column() == FailingColumn && failing)
            return m_icons.icon(QStringLiteral(":/icons/pod-failing.svg"));
        return {};
    case Qt::ToolTipRole:
        return withUsage(failing ? failingText(node.name, node.counts.failing) : QString(), node.name);
    case KindRole: return int(Kind::Namespace);
    case NamespaceRole: return node.name;
    case FailingRole: return node.counts.failing;
    default: return {};
    }
}

} // namespace kube
