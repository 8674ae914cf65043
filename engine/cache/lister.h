// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "indexer.h"
#include "labelselector.h"

namespace kube {

// client-go's generic lister: reads an informer's indexer, never the server. Namespaced reads go through the
// namespace index (no full scan). Any thread may use it.
class QKUBE_ENGINE_EXPORT Lister
{
public:
    explicit Lister(const Indexer *indexer) : m_indexer(indexer) {}

    QList<Object> list(const LabelSelector &selector = {}) const;

    class NamespaceLister
    {
    public:
        NamespaceLister(const Indexer *indexer, QByteArray ns)
            : m_indexer(indexer), m_namespace(std::move(ns))
        {
        }
        QList<Object> list(const LabelSelector &selector = {}) const;
        std::optional<Object> get(const QByteArray &name) const;

    private:
        const Indexer *m_indexer;
        QByteArray m_namespace;
    };
    NamespaceLister byNamespace(const QByteArray &ns) const { return NamespaceLister(m_indexer, ns); }
    // For cluster-scoped resources.
    std::optional<Object> get(const QByteArray &name) const { return m_indexer->getByKey(name); }

private:
    const Indexer *m_indexer;
};

} // namespace kube
