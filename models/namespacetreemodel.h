// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "modelfeed.h"
#include "podrow.h"

#include <QAbstractItemModel>

#include <memory>
#include <vector>

namespace kube {

// What a namespace row shows, digested off the GUI thread.
struct NamespaceRow
{
    QString name;
    QString phase;
    static NamespaceRow fromObject(const Object &object);
};

// cluster → namespaces (NAME, STATUS, PODS; a warning mark when pods fail) → pods (NAME, STATUS). Fed by two
// feeds: namespaces and pods. A namespace that pods live in but the namespace informer does not show (a user
// who may not list namespaces) still appears. Fine-grained inserts/removes/dataChanged; a reset only in clear().
// GUI thread only.
class NamespaceTreeModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, StatusColumn, PodsColumn, ColumnCount };
    enum Role { KindRole = Qt::UserRole + 1, NamespaceRole, KeyRole, FailingPodsRole };
    enum class Kind { Cluster, Namespace, Pod };

    explicit NamespaceTreeModel(QObject *parent = nullptr);
    ~NamespaceTreeModel() override;

    static std::any namespaceDigest(const Object &object) { return NamespaceRow::fromObject(object); }

    void setClusterName(const QString &name);
    void applyNamespaceBatch(const FeedBatch &batch);
    void applyPodBatch(const FeedBatch &batch);
    void clear();
    QStringList namespaces() const;
    QModelIndex namespaceIndex(const QString &name) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    // Per pod only what the tree shows; the key is the feed's (shared), the name is read from it.
    struct PodNode
    {
        QByteArray key; // "namespace/name"
        QString status;
        bool failing = false;
    };
    struct NamespaceNode
    {
        QString name;
        QString phase;
        bool listed = false; // known from the namespace informer (not only from its pods)
        std::vector<PodNode> pods;
        QHash<QByteArray, int> podRow;
        int failing = 0;
    };

    int namespaceRowOf(const NamespaceNode *node) const;
    NamespaceNode *ensureNamespace(const QString &name, QList<QString> *created);
    void removeNamespaceRow(int row);
    void rebuildNamespaceRows();
    void namespaceChanged(int row);

    QString m_clusterName;
    std::vector<std::unique_ptr<NamespaceNode>> m_namespaces;
    QHash<QString, int> m_namespaceRow;
    QHash<QByteArray, QString> m_podNamespace; // pod key -> namespace name
    char m_clusterTag = 0; // internal pointer marking "a child of the cluster row"
};

} // namespace kube
