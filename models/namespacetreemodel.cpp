// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "namespacetreemodel.h"

#include <QIcon>
#include <QJsonObject>

#include <simdjson.h>

namespace kube {

NamespaceRow NamespaceRow::fromObject(const Object &object)
{
    NamespaceRow row;
    row.name = QString::fromUtf8(object.name());
    thread_local simdjson::dom::parser parser;
    const QByteArray json = object.json();
    simdjson::dom::element root;
    std::string_view phase;
    if (!parser.parse(json.constData(), size_t(json.size())).get(root) && !root["status"]["phase"].get(phase))
        row.phase = QString::fromUtf8(phase.data(), qsizetype(phase.size()));
    return row;
}

NamespaceTreeModel::NamespaceTreeModel(QObject *parent) : QAbstractItemModel(parent) {}
NamespaceTreeModel::~NamespaceTreeModel() = default;

void NamespaceTreeModel::setClusterName(const QString &name)
{
    m_clusterName = name;
    Q_EMIT dataChanged(index(0, 0), index(0, ColumnCount - 1));
}

QStringList NamespaceTreeModel::namespaces() const
{
    QStringList names;
    for (const auto &node : m_namespaces)
        names.append(node->name);
    return names;
}

int NamespaceTreeModel::namespaceRowOf(const NamespaceNode *node) const
{
    return m_namespaceRow.value(node->name, -1);
}

QModelIndex NamespaceTreeModel::namespaceIndex(const QString &name) const
{
    const int row = m_namespaceRow.value(name, -1);
    return row < 0 ? QModelIndex() : createIndex(row, 0, const_cast<char *>(&m_clusterTag));
}

QModelIndex NamespaceTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid())
        return row == 0 ? createIndex(0, column, nullptr) : QModelIndex();
    if (parent.internalPointer() == nullptr) // children of the cluster: namespaces
        return row < int(m_namespaces.size()) ? createIndex(row, column, const_cast<char *>(&m_clusterTag)) : QModelIndex();
    if (parent.internalPointer() == &m_clusterTag) { // children of a namespace: pods
        if (parent.row() >= int(m_namespaces.size()))
            return {};
        NamespaceNode *node = m_namespaces[size_t(parent.row())].get();
        return row < int(node->pods.size()) ? createIndex(row, column, node) : QModelIndex();
    }
    return {};
}

QModelIndex NamespaceTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalPointer() == nullptr)
        return {};
    if (child.internalPointer() == &m_clusterTag)
        return createIndex(0, 0, nullptr);
    const auto *node = static_cast<const NamespaceNode *>(child.internalPointer());
    return createIndex(namespaceRowOf(node), 0, const_cast<char *>(&m_clusterTag));
}

int NamespaceTreeModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return 1;
    if (parent.column() != 0)
        return 0;
    if (parent.internalPointer() == nullptr)
        return int(m_namespaces.size());
    if (parent.internalPointer() == &m_clusterTag)
        return parent.row() < int(m_namespaces.size()) ? int(m_namespaces[size_t(parent.row())]->pods.size()) : 0;
    return 0;
}

int NamespaceTreeModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant NamespaceTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn: return tr("NAME");
    case StatusColumn: return tr("STATUS");
    case PodsColumn: return tr("PODS");
    }
    return {};
}

QVariant NamespaceTreeModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (index.internalPointer() == nullptr) {
        if (role == KindRole)
            return int(Kind::Cluster);
        if (role == Qt::DisplayRole && index.column() == NameColumn)
            return m_clusterName;
        if (role == Qt::DisplayRole && index.column() == PodsColumn)
            return int(m_podNamespace.size());
        if (role == Qt::DecorationRole && index.column() == NameColumn)
            return QIcon(QStringLiteral(":/icons/cluster.svg"));
        return {};
    }
    if (index.internalPointer() == &m_clusterTag) {
        const NamespaceNode &node = *m_namespaces[size_t(index.row())];
        switch (role) {
        case KindRole: return int(Kind::Namespace);
        case NamespaceRole: return node.name;
        case FailingPodsRole: return node.failing;
        case Qt::DisplayRole:
            if (index.column() == NameColumn)
                return node.name;
            if (index.column() == StatusColumn)
                return node.phase;
            return int(node.pods.size());
        case Qt::DecorationRole:
            if (index.column() == NameColumn)
                return QIcon(node.failing > 0 ? QStringLiteral(":/icons/namespace-warning.svg") : QStringLiteral(":/icons/namespace.svg"));
            return {};
        case Qt::ToolTipRole:
            if (node.failing > 0)
                return tr("%n pod(s) in %1 need attention", nullptr, node.failing).arg(node.name);
            return {};
        }
        return {};
    }
    const auto *node = static_cast<const NamespaceNode *>(index.internalPointer());
    const PodNode &pod = node->pods[size_t(index.row())];
    switch (role) {
    case KindRole: return int(Kind::Pod);
    case NamespaceRole: return node->name;
    case KeyRole: return pod.key;
    case Qt::DisplayRole:
        if (index.column() == NameColumn)
            return QString::fromUtf8(pod.key.sliced(pod.key.indexOf('/') + 1));
        if (index.column() == StatusColumn)
            return pod.status;
        return {};
    case Qt::DecorationRole:
        if (index.column() == NameColumn)
            return QIcon(pod.failing ? QStringLiteral(":/icons/pod-failing.svg") : QStringLiteral(":/icons/pod-running.svg"));
        return {};
    }
    return {};
}

NamespaceTreeModel::NamespaceNode *NamespaceTreeModel::ensureNamespace(const QString &name, QList<QString> *created)
{
    const int row = m_namespaceRow.value(name, -1);
    if (row >= 0)
        return m_namespaces[size_t(row)].get();
    const QModelIndex cluster = index(0, 0);
    const int at = int(m_namespaces.size());
    beginInsertRows(cluster, at, at);
    auto node = std::make_unique<NamespaceNode>();
    node->name = name;
    NamespaceNode *raw = node.get();
    m_namespaces.push_back(std::move(node));
    m_namespaceRow.insert(name, at);
    endInsertRows();
    if (created)
        created->append(name);
    return raw;
}

void NamespaceTreeModel::rebuildNamespaceRows()
{
    m_namespaceRow.clear();
    for (int i = 0; i < int(m_namespaces.size()); ++i)
        m_namespaceRow.insert(m_namespaces[size_t(i)]->name, i);
}

void NamespaceTreeModel::removeNamespaceRow(int row)
{
    beginRemoveRows(index(0, 0), row, row);
    for (const PodNode &pod : m_namespaces[size_t(row)]->pods)
        m_podNamespace.remove(pod.key);
    m_namespaces.erase(m_namespaces.begin() + row);
    rebuildNamespaceRows();
    endRemoveRows();
}

void NamespaceTreeModel::namespaceChanged(int row)
{
    const QModelIndex cluster = index(0, 0);
    Q_EMIT dataChanged(index(row, 0, cluster), index(row, ColumnCount - 1, cluster));
}

void NamespaceTreeModel::applyNamespaceBatch(const FeedBatch &batch)
{
    for (const FeedChange &change : batch) {
        const QString name = QString::fromUtf8(change.key);
        if (change.type == FeedChange::Type::Delete) {
            const int row = m_namespaceRow.value(name, -1);
            if (row >= 0)
                removeNamespaceRow(row);
            continue;
        }
        const NamespaceRow *digest = std::any_cast<NamespaceRow>(&change.digest);
        if (!digest)
            continue;
        NamespaceNode *node = ensureNamespace(name, nullptr);
        if (node->phase != digest->phase || !node->listed) {
            node->phase = digest->phase;
            node->listed = true;
            namespaceChanged(namespaceRowOf(node));
        }
    }
}

void NamespaceTreeModel::applyPodBatch(const FeedBatch &batch)
{
    QSet<QString> touched;
    for (const FeedChange &change : batch) {
        const QString previousNamespace = m_podNamespace.value(change.key);
        if (change.type == FeedChange::Type::Delete) {
            const int nsRow = m_namespaceRow.value(previousNamespace, -1);
            if (nsRow < 0)
                continue;
            NamespaceNode *node = m_namespaces[size_t(nsRow)].get();
            const int row = node->podRow.value(change.key, -1);
            if (row < 0)
                continue;
            beginRemoveRows(index(nsRow, 0, index(0, 0)), row, row);
            if (node->pods[size_t(row)].failing)
                --node->failing;
            node->pods.erase(node->pods.begin() + row);
            node->podRow.remove(change.key);
            for (int i = row; i < int(node->pods.size()); ++i)
                node->podRow.insert(node->pods[size_t(i)].key, i);
            m_podNamespace.remove(change.key);
            endRemoveRows();
            touched.insert(node->name);
            continue;
        }
        const PodRow *digest = std::any_cast<PodRow>(&change.digest);
        if (!digest)
            continue;
        NamespaceNode *node = ensureNamespace(digest->namespaceName(), nullptr);
        const int nsRow = namespaceRowOf(node);
        const QModelIndex nsIndex = index(nsRow, 0, index(0, 0));
        const int row = node->podRow.value(change.key, -1);
        if (row >= 0) {
            PodNode &pod = node->pods[size_t(row)];
            if (pod.status == digest->status && pod.failing == digest->failing)
                continue;
            node->failing += int(digest->failing) - int(pod.failing);
            pod.status = digest->status;
            pod.failing = digest->failing;
            Q_EMIT dataChanged(index(row, 0, nsIndex), index(row, ColumnCount - 1, nsIndex));
        } else {
            const int at = int(node->pods.size());
            beginInsertRows(nsIndex, at, at);
            node->pods.push_back({change.key, digest->status, digest->failing});
            node->podRow.insert(change.key, at);
            node->failing += int(digest->failing);
            m_podNamespace.insert(change.key, node->name);
            endInsertRows();
        }
        touched.insert(node->name);
    }
    // Pod counts and warning marks of the namespaces that changed, and the cluster's total.
    for (const QString &name : std::as_const(touched)) {
        const int row = m_namespaceRow.value(name, -1);
        if (row >= 0)
            namespaceChanged(row);
    }
    if (!touched.isEmpty())
        Q_EMIT dataChanged(index(0, PodsColumn), index(0, PodsColumn));
}

void NamespaceTreeModel::clear()
{
    beginResetModel();
    m_namespaces.clear();
    m_namespaceRow.clear();
    m_podNamespace.clear();
    endResetModel();
}

} // namespace kube
