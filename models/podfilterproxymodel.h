// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "cache/labelselector.h"

#include <QSortFilterProxyModel>

namespace kube {

// Sorts the pod table by PodTableModel::SortRole and filters it by namespace, by free text (any of namespace,
// name, status, node, IP; case-insensitive) and by a label selector.
class PodFilterProxyModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit PodFilterProxyModel(QObject *parent = nullptr);

    void setNamespaceFilter(const QString &namespaceName); // empty: all
    void setTextFilter(const QString &text);
    // Returns the parse error, or an empty Error when the selector was applied.
    Error setLabelSelector(const QString &selector);
    QString namespaceFilter() const { return m_namespace; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_namespace;
    QString m_text;
    LabelSelector m_selector;
};

} // namespace kube
