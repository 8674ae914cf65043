// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "navigatormodel.h"

#include "printers/kind.h"

namespace kube {

namespace {

// A built-in kind its definition lists under a heading of its own (engine/printers), or null.
const Kind *builtInOf(const ApiResource &resource)
{
    const Kind *kind = Kinds::find(resource.group, resource.name);
    return kind && kind->category != KindCategory::Other ? kind : nullptr;
}

// Kubernetes' own API groups: the core group, the dot-less ones (apps, batch, policy, autoscaling) and *.k8s.io.
bool isKubernetesGroup(const QString &group)
{
    return group.isEmpty() || !group.contains(QLatin1Char('.')) || group.endsWith(QLatin1String(".k8s.io"));
}

QString kindId(const ApiResource &resource)
{
    return QStringLiteral("kind:") + resource.name + QLatin1Char('.') + resource.group;
}

} // namespace

NavigatorModel::NavigatorModel(QObject *parent) : QAbstractItemModel(parent) {}

NavigatorModel::~NavigatorModel() = default;

NavigatorModel::Category NavigatorModel::categoryOf(const ApiResource &resource, bool custom)
{
    if (const Kind *kind = builtInOf(resource)) {
        switch (kind->category) {
        case KindCategory::Workloads: return Category::Workloads;
        case KindCategory::Network: return Category::Network;
        case KindCategory::Config: return Category::Config;
        case KindCategory::Storage: return Category::Storage;
        case KindCategory::Cluster: return Category::Cluster;
        case KindCategory::Access: return Category::Access;
        case KindCategory::Other: break;
        }
    }
    return custom ? Category::CustomResources : Category::Other;
}

QString NavigatorModel::categoryName(Category category)
{
    switch (category) {
    case Category::Workloads: return tr("Workloads");
    case Category::Network: return tr("Network");
    case Category::Config: return tr("Config");
    case Category::Storage: return tr("Storage");
    case Category::Cluster: return tr("Cluster");
    case Category::Access: return tr("Access");
    case Category::CustomResources: return tr("Custom Resources");
    case Category::Other: return tr("Other");
    }
    return {};
}

void NavigatorModel::setResources(const QList<ApiResource> &resources, const QSet<QString> &customResources)
{
    // The wanted tree: categories in order; built-in kinds in the table's order; the rest by group, then kind.
    std::map<int, QList<const ApiResource *>> byCategory;
    for (const ApiResource &resource : resources) {
        const bool custom = customResources.isEmpty() ? !isKubernetesGroup(resource.group)
                                                      : customResources.contains(resource.name + QLatin1Char('.') + resource.group);
        byCategory[int(categoryOf(resource, custom))].append(&resource);
    }
    QList<Wanted> categories;
    for (auto &[category, members] : byCategory) {
        Wanted node{QStringLiteral("category:%1").arg(category), {}, false, {}, {}};
        if (category < int(Category::CustomResources)) {
            // The built-in kinds in the order their definitions register them (Kinds::all(), one list).
            std::sort(members.begin(), members.end(), [](const ApiResource *a, const ApiResource *b) { return builtInOf(*a) < builtInOf(*b); });
            for (const ApiResource *resource : members)
                node.children.append({kindId(*resource), QString::fromLatin1(builtInOf(*resource)->label), true, *resource, {}});
        } else {
            std::map<QString, QList<const ApiResource *>> byGroup;
            for (const ApiResource *resource : members)
                byGroup[resource->group].append(resource);
            for (auto &[group, kinds] : byGroup) {
                std::sort(kinds.begin(), kinds.end(), [](const ApiResource *a, const ApiResource *b) { return a->kind < b->kind; });
                Wanted groupNode{QStringLiteral("group:") + group, group.isEmpty() ? QStringLiteral("core") : group, false, {}, {}};
                for (const ApiResource *resource : kinds)
                    groupNode.children.append({kindId(*resource), resource->kind, true, *resource, {}});
                node.children.append(groupNode);
            }
        }
        categories.append(node);
    }
    merge(&m_root, categories);
}

void NavigatorModel::clear()
{
    merge(&m_root, {});
}

void NavigatorModel::merge(Node *node, const QList<Wanted> &wanted)
{
    const QModelIndex parentIndex = indexOfNode(node);
    QSet<QString> wantedIds;
    for (const Wanted &child : wanted)
        wantedIds.insert(child.id);
    // What went, from the bottom.
    for (int row = int(node->children.size()) - 1; row >= 0; --row) {
        if (wantedIds.contains(node->children[size_t(row)]->id))
            continue;
        beginRemoveRows(parentIndex, row, row);
        node->children.erase(node->children.begin() + row);
        endRemoveRows();
    }
    // What stays keeps its order; what came is inserted where it belongs.
    const std::function<std::unique_ptr<Node>(const Wanted &, Node *)> build = [&build](const Wanted &want, Node *parent) {
        auto made = std::make_unique<Node>();
        made->id = want.id;
        made->label = want.label;
        made->isKind = want.isKind;
        made->resource = want.resource;
        made->parent = parent;
        made->category = parent->parent ? parent->category : Category(want.id.section(QLatin1Char(':'), 1).toInt());
        for (const Wanted &child : want.children)
            made->children.push_back(build(child, made.get()));
        return made;
    };
    for (int row = 0; row < wanted.size(); ++row) {
        const Wanted &want = wanted[row];
        if (row < int(node->children.size()) && node->children[size_t(row)]->id == want.id) {
            Node *existing = node->children[size_t(row)].get();
            if (existing->resource.version != want.resource.version || existing->resource.kind != want.resource.kind) {
                existing->resource = want.resource;
                existing->label = want.label;
                const QModelIndex changed = index(row, 0, parentIndex);
                Q_EMIT dataChanged(changed, changed);
            }
            merge(existing, want.children);
            continue;
        }
        beginInsertRows(parentIndex, row, row);
        node->children.insert(node->children.begin() + row, build(want, node));
        endInsertRows();
    }
}

int NavigatorModel::rowOf(const Node *node) const
{
    const Node *parent = node->parent;
    for (size_t row = 0; parent && row < parent->children.size(); ++row)
        if (parent->children[row].get() == node)
            return int(row);
    return -1;
}

QModelIndex NavigatorModel::indexOfNode(const Node *node) const
{
    if (!node || node == &m_root)
        return {};
    return createIndex(rowOf(node), 0, const_cast<Node *>(node));
}

QModelIndex NavigatorModel::indexOf(const QString &group, const QString &resource) const
{
    const QString id = QStringLiteral("kind:") + resource + QLatin1Char('.') + group;
    const std::function<const Node *(const Node *)> find = [&](const Node *node) -> const Node * {
        if (node->id == id)
            return node;
        for (const auto &child : node->children)
            if (const Node *found = find(child.get()))
                return found;
        return nullptr;
    };
    return indexOfNode(find(&m_root));
}

ApiResource NavigatorModel::resourceAt(const QModelIndex &index) const
{
    const auto *node = index.isValid() ? static_cast<const Node *>(index.internalPointer()) : nullptr;
    return node && node->isKind ? node->resource : ApiResource();
}

QModelIndex NavigatorModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    const Node *node = parent.isValid() ? static_cast<const Node *>(parent.internalPointer()) : &m_root;
    return createIndex(row, column, node->children[size_t(row)].get());
}

QModelIndex NavigatorModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    return indexOfNode(static_cast<const Node *>(child.internalPointer())->parent);
}

int NavigatorModel::rowCount(const QModelIndex &parent) const
{
    if (parent.column() > 0)
        return 0;
    const Node *node = parent.isValid() ? static_cast<const Node *>(parent.internalPointer()) : &m_root;
    return int(node->children.size());
}

int NavigatorModel::columnCount(const QModelIndex &) const
{
    return 1;
}

Qt::ItemFlags NavigatorModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return static_cast<const Node *>(index.internalPointer())->isKind ? Qt::ItemIsEnabled | Qt::ItemIsSelectable : Qt::ItemIsEnabled;
}

QVariant NavigatorModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const auto *node = static_cast<const Node *>(index.internalPointer());
    switch (role) {
    case Qt::DisplayRole:
        if (!node->isKind && node->parent == &m_root)
            return categoryName(node->category);
        if (node->isKind && node->category < Category::CustomResources)
            return tr(node->label.toLatin1().constData());
        return node->label;
    case Qt::ToolTipRole:
        if (node->isKind)
            return QStringLiteral("%1 (%2)").arg(node->resource.name, node->resource.groupVersion());
        return {};
    case ResourceRole: return node->isKind ? QVariant::fromValue(node->resource) : QVariant();
    default: return {};
    }
}

} // namespace kube
