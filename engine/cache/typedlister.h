// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "lister.h"

#include "rest/typedkind.h"

namespace kube {

// client-go's typed lister (PodLister, DeploymentLister...) for a generated kind T: reads an informer's
// indexer, never the server, and hands out each object version decoded once while anyone holds it
// (typedObject: decoded on first read, shared by every reader and handler, held weakly by the cached object).
// Any thread may use it; what
// it returns is immutable and stays valid after the cache moves on. list() leaves out an object that does
// not fit T; get() names it in a Decode error.
template <typename T> class TypedLister
{
public:
    using Pointer = std::shared_ptr<const T>;

    explicit TypedLister(const Indexer *indexer) : m_indexer(indexer) {}

    QList<Pointer> list(const LabelSelector &selector = {}) const
    {
        return typed(Lister(m_indexer).list(selector));
    }
    // The objects an index files under `value` (Indexer::addIndexers): pods by node, by owner...
    QList<Pointer> byIndex(const QString &indexName, const QByteArray &value) const
    {
        return typed(m_indexer->byIndex(indexName, value));
    }
    // A cluster-scoped object by name; NotFound as the server words it.
    Result<Pointer> get(const QString &name) const { return found(m_indexer->getByKey(name.toUtf8()), name); }

    // The objects of one namespace (client-go's lister.Pods(ns)), read through the namespace index.
    class NamespaceLister
    {
    public:
        NamespaceLister(const Indexer *indexer, const QString &namespaceName)
            : m_indexer(indexer), m_namespace(namespaceName.toUtf8())
        {
        }
        QList<Pointer> list(const LabelSelector &selector = {}) const
        {
            return typed(Lister(m_indexer).byNamespace(m_namespace).list(selector));
        }
        Result<Pointer> get(const QString &name) const
        {
            return found(Lister(m_indexer).byNamespace(m_namespace).get(name.toUtf8()), name);
        }

    private:
        const Indexer *m_indexer;
        QByteArray m_namespace;
    };
    NamespaceLister byNamespace(const QString &namespaceName) const
    {
        return NamespaceLister(m_indexer, namespaceName);
    }

private:
    static QList<Pointer> typed(const QList<Object> &objects)
    {
        QList<Pointer> out;
        out.reserve(objects.size());
        for (const Object &object : objects) {
            if (auto value = typedObject<T>(object))
                out.append(std::move(value).value());
        }
        return out;
    }
    static Result<Pointer> found(const std::optional<Object> &object, const QString &name)
    {
        if (!object) {
            const GroupVersionResource gvr = groupVersionResourceOf<T>();
            const QString resource =
                gvr.group.isEmpty() ? gvr.resource : gvr.resource + QLatin1Char('.') + gvr.group;
            return Error::status(404, Error::Reason::NotFound,
                                 QStringLiteral("%1 \"%2\" not found").arg(resource, name),
                                 QStringLiteral("lister"));
        }
        return typedObject<T>(*object);
    }

    const Indexer *m_indexer;
};

} // namespace kube
