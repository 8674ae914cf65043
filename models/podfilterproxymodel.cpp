// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "podfilterproxymodel.h"
#include "podtablemodel.h"

namespace kube {

PodFilterProxyModel::PodFilterProxyModel(QObject *parent) : QSortFilterProxyModel(parent)
{
    setSortRole(PodTableModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
    setDynamicSortFilter(true);
}

void PodFilterProxyModel::setNamespaceFilter(const QString &namespaceName)
{
    if (m_namespace == namespaceName)
        return;
    m_namespace = namespaceName;
    invalidateRowsFilter();
}

void PodFilterProxyModel::setTextFilter(const QString &text)
{
    if (m_text == text)
        return;
    m_text = text;
    invalidateRowsFilter();
}

Error PodFilterProxyModel::setLabelSelector(const QString &selector)
{
    auto parsed = LabelSelector::parse(selector);
    if (!parsed)
        return parsed.error();
    m_selector = parsed.value();
    invalidateRowsFilter();
    return {};
}

bool PodFilterProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (!m_namespace.isEmpty() && index.data(PodTableModel::NamespaceRole).toString() != m_namespace)
        return false;
    if (!m_text.isEmpty() && !index.data(PodTableModel::FilterTextRole).toString().contains(m_text, Qt::CaseInsensitive))
        return false;
    if (!m_selector.isEmpty()) {
        const QVariantMap labels = index.data(PodTableModel::LabelsRole).toMap();
        const bool matches = m_selector.matches([&labels](const QString &key, QString *value) {
            auto it = labels.constFind(key);
            if (it == labels.constEnd())
                return false;
            *value = it->toString();
            return true;
        });
        if (!matches)
            return false;
    }
    return true;
}

} // namespace kube
