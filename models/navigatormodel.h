// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "rest/discoveryclient.h"

#include <QAbstractItemModel>
#include <QSet>

#include <memory>
#include <vector>

namespace kube {

// The navigator: every listable resource the server offers, grouped as a person looks for them: Workloads,
// Network, Config, Storage, Cluster, Access (the built-in kinds in kubectl's habitual order), Custom Resources
// (by API group) and Other (every other listable resource, by group). setResources() follows the server: a kind
// that came (a CRD created) is inserted and one that went is removed, in place; nothing is ever reset, so the
// selection and expansion survive a discovery refresh. GUI thread only.
class NavigatorModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Role { ResourceRole = Qt::UserRole + 1 };
    enum class Category { Workloads, Network, Config, Storage, Cluster, Access, CustomResources, Other };

    explicit NavigatorModel(QObject *parent = nullptr);
    ~NavigatorModel() override;

    // `customResources` holds "plural.group" of the resources CRDs define; when empty, a group that is not one
    // of Kubernetes' own (no dot, or ending in .k8s.io) counts as custom.
    void setResources(const QList<ApiResource> &resources, const QSet<QString> &customResources = {});
    void clear();
    // The row of a kind (group, resource), or an invalid index.
    QModelIndex indexOf(const QString &group, const QString &resource) const;
    ApiResource resourceAt(const QModelIndex &index) const;
    static Category categoryOf(const ApiResource &resource, bool custom);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

private:
    struct Node
    {
        QString id;    // stable identity: "category:3", "group:example.com", "kind:deployments.apps"
        QString label; // a group's name; categories are labelled by retranslation in data()
        Category category = Category::Other;
        bool isKind = false;
        ApiResource resource;
        Node *parent = nullptr;
        std::vector<std::unique_ptr<Node>> children;
    };
    // What a node should hold after setResources: built fresh, then merged into the live tree.
    struct Wanted
    {
        QString id;
        QString label;
        bool isKind = false;
        ApiResource resource;
        QList<Wanted> children;
    };

    void merge(Node *node, const QList<Wanted> &wanted);
    QModelIndex indexOfNode(const Node *node) const;
    int rowOf(const Node *node) const;
    static QString categoryName(Category category);

    Node m_root;
};

} // namespace kube
Q_DECLARE_METATYPE(kube::ApiResource)
