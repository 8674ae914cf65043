// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "cache/labelselector.h"

#include <QSortFilterProxyModel>

namespace kube {

class PodTableModel;
struct PodRow;

// Sorts the pod table and filters it by namespace, by free text (any of namespace, name, status, node, IP;
// case-insensitive) and by a label selector. Over a PodTableModel it compares and filters the rows themselves,
// not QVariants from data(): sorting 100k rows is then a plain sort of structs. Ties fall back to
// namespace/name so every order is total and the same each time; IPs sort by address, not as text.
class PodFilterProxyModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit PodFilterProxyModel(QObject *parent = nullptr);

    void setSourceModel(QAbstractItemModel *sourceModel) override;
    void setNamespaceFilter(const QString &namespaceName); // empty: all
    void setTextFilter(const QString &text);
    // Returns the parse error, or an empty Error when the selector was applied.
    Error setLabelSelector(const QString &selector);
    QString namespaceFilter() const { return m_namespace; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    bool acceptsPod(const PodRow &row) const;

    const PodTableModel *m_pods = nullptr;
    QString m_namespace;
    QByteArray m_namespaceUtf8; // as the rows' objects hold it
    QString m_text;
    LabelSelector m_selector;
};

} // namespace kube
