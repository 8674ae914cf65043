// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "lister.h"

namespace kube {

namespace {
QList<Object> filtered(QList<Object> objects, const LabelSelector &selector)
{
    if (selector.isEmpty())
        return objects;
    objects.removeIf([&selector](const Object &object) { return !selector.matches(object.labels()); });
    return objects;
}
} // namespace

QList<Object> Lister::list(const LabelSelector &selector) const
{
    return filtered(m_indexer->list(), selector);
}

QList<Object> Lister::NamespaceLister::list(const LabelSelector &selector) const
{
    return filtered(m_indexer->byIndex(QLatin1String(Indexer::namespaceIndex), m_namespace), selector);
}

std::optional<Object> Lister::NamespaceLister::get(const QByteArray &name) const
{
    return m_indexer->getByKey(m_namespace.isEmpty() ? name : m_namespace + '/' + name);
}

} // namespace kube
