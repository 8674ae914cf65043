// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "podfilterproxymodel.h"
#include "podtablemodel.h"

namespace kube {

namespace {

// Negative, zero or positive, as for strcmp.
template<typename T>
int compareValues(const T &a, const T &b)
{
    return a < b ? -1 : (b < a ? 1 : 0);
}

// IPv4 addresses by their numbers (10.0.0.9 before 10.0.0.10), anything else (IPv6, empty) as text after them.
// Parses in place: a sort of 100k rows makes millions of comparisons.
bool parseIpv4(QStringView text, quint32 *address)
{
    quint32 result = 0;
    int parts = 0;
    qsizetype i = 0;
    while (i < text.size()) {
        quint32 part = 0;
        qsizetype digits = 0;
        while (i < text.size() && text[i].isDigit() && digits < 4) {
            part = part * 10 + quint32(text[i].unicode() - '0');
            ++i;
            ++digits;
        }
        if (digits == 0 || part > 255 || ++parts > 4)
            return false;
        result = (result << 8) | part;
        if (i < text.size()) {
            if (text[i] != QLatin1Char('.'))
                return false;
            ++i;
        }
    }
    *address = result;
    return parts == 4;
}

int compareAddresses(const QString &a, const QString &b)
{
    quint32 first = 0;
    quint32 second = 0;
    const bool firstIsV4 = parseIpv4(a, &first);
    const bool secondIsV4 = parseIpv4(b, &second);
    if (firstIsV4 && secondIsV4)
        return compareValues(first, second);
    if (firstIsV4 != secondIsV4)
        return firstIsV4 ? -1 : 1;
    return a.compare(b);
}

// Names, namespaces and node names are DNS labels (lowercase ASCII by API validation), so comparing bytes or
// plain strings is the case-insensitive order without folding each character.
int compareColumn(int column, const PodRow &a, const PodRow &b)
{
    switch (column) {
    case PodTableModel::NamespaceColumn: return a.keyNamespace().compare(b.keyNamespace());
    case PodTableModel::NameColumn: return a.keyName().compare(b.keyName());
    case PodTableModel::ReadyColumn:
        return compareValues(qint64(a.readyContainers) * b.totalContainers, qint64(b.readyContainers) * a.totalContainers);
    case PodTableModel::StatusColumn: return a.status.compare(b.status, Qt::CaseInsensitive);
    case PodTableModel::RestartsColumn: return compareValues(a.restarts, b.restarts);
    // Ascending AGE is the youngest first: the newest creation time.
    case PodTableModel::AgeColumn: return compareValues(b.createdMs, a.createdMs);
    case PodTableModel::NodeColumn: return a.node.compare(b.node);
    case PodTableModel::IpColumn: return compareAddresses(a.podIp, b.podIp);
    }
    return 0;
}

} // namespace

PodFilterProxyModel::PodFilterProxyModel(QObject *parent) : QSortFilterProxyModel(parent)
{
    setSortRole(PodTableModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
    setDynamicSortFilter(true);
}

void PodFilterProxyModel::setSourceModel(QAbstractItemModel *sourceModel)
{
    m_pods = qobject_cast<const PodTableModel *>(sourceModel);
    QSortFilterProxyModel::setSourceModel(sourceModel);
}

void PodFilterProxyModel::setNamespaceFilter(const QString &namespaceName)
{
    if (m_namespace == namespaceName)
        return;
    m_namespace = namespaceName;
    m_namespaceUtf8 = namespaceName.toUtf8();
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

bool PodFilterProxyModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const PodRow *a = m_pods ? m_pods->row(left.row()) : nullptr;
    const PodRow *b = m_pods ? m_pods->row(right.row()) : nullptr;
    if (!a || !b)
        return QSortFilterProxyModel::lessThan(left, right);
    int order = compareColumn(left.column(), *a, *b);
    if (order == 0 && left.column() != PodTableModel::NamespaceColumn)
        order = a->keyNamespace().compare(b->keyNamespace());
    if (order == 0 && left.column() != PodTableModel::NameColumn)
        order = a->keyName().compare(b->keyName());
    return order < 0;
}

bool PodFilterProxyModel::acceptsPod(const PodRow &row) const
{
    if (!m_namespace.isEmpty() && row.pod.namespaceName() != m_namespaceUtf8)
        return false;
    if (!m_text.isEmpty()) {
        // DNS names are ASCII: read as Latin-1 they compare without converting every row to UTF-16.
        const auto latin1 = [](QByteArrayView bytes) { return QLatin1StringView(bytes.data(), bytes.size()); };
        const bool found = latin1(row.pod.namespaceName()).contains(m_text, Qt::CaseInsensitive)
            || latin1(row.pod.name()).contains(m_text, Qt::CaseInsensitive)
            || row.status.contains(m_text, Qt::CaseInsensitive) || row.node.contains(m_text, Qt::CaseInsensitive)
            || row.podIp.contains(m_text, Qt::CaseInsensitive);
        if (!found)
            return false;
    }
    if (!m_selector.isEmpty()) {
        const bool matches = m_selector.matches([&row](const QString &key, QString *value) {
            bool found = false;
            const QByteArray label = row.pod.label(key.toUtf8(), &found);
            if (found)
                *value = QString::fromUtf8(label);
            return found;
        });
        if (!matches)
            return false;
    }
    return true;
}

bool PodFilterProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const PodRow *row = m_pods && !sourceParent.isValid() ? m_pods->row(sourceRow) : nullptr;
    return row ? acceptsPod(*row) : QSortFilterProxyModel::filterAcceptsRow(sourceRow, sourceParent);
}

} // namespace kube
