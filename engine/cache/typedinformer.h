// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "sharedinformerfactory.h"
#include "typedlister.h"

namespace kube {

// A ResourceEventHandler for a generated kind T: the informer's notifications with the objects decoded once
// per version (typedObject, shared with the lister and every other typed handler). Runs where any handler
// runs: on its listener's thread, one notification at a time, in order. An object that does not fit T goes
// to `decodeFailed` (with the error naming the field) instead of the typed function.
template <typename T> class TypedEventHandler : public ResourceEventHandler
{
public:
    using Pointer = std::shared_ptr<const T>;

    std::function<void(const Pointer &object, bool isInInitialList)> added;
    std::function<void(const Pointer &oldObject, const Pointer &newObject)> updated;
    std::function<void(const Pointer &object, bool finalStateUnknown)> deleted;
    std::function<void(const Object &object, const Error &error)> decodeFailed;

    void onAdd(const Object &object, bool isInInitialList) override
    {
        if (added)
            if (auto typed = decode(object))
                added(*typed, isInInitialList);
    }
    void onUpdate(const Object &oldObject, const Object &newObject) override
    {
        if (!updated)
            return;
        auto oldTyped = decode(oldObject);
        auto newTyped = decode(newObject);
        if (oldTyped && newTyped)
            updated(*oldTyped, *newTyped);
    }
    void onDelete(const Object &object, bool finalStateUnknown) override
    {
        if (deleted)
            if (auto typed = decode(object))
                deleted(*typed, finalStateUnknown);
    }

private:
    std::optional<Pointer> decode(const Object &object) const
    {
        auto typed = typedObject<T>(object);
        if (typed)
            return std::move(typed).value();
        if (decodeFailed)
            decodeFailed(object, typed.error());
        return std::nullopt;
    }
};

// client-go's typed informer (informers.Apps().V1().Deployments()) for a generated kind T: a view of the
// factory's shared informer for T's resource (the same one an untyped consumer of that resource, namespace
// and selectors gets: one list, one watch, one cache), with typed handlers and a typed lister. A light value;
// the informer it names belongs to the factory (start it with factory->start(), as any other).
template <typename T> class TypedInformer
{
public:
    using Registration = SharedIndexInformer::Registration;

    explicit TypedInformer(SharedInformerFactory *factory, const QString &namespaceName = {},
                           const QString &labelSelector = {}, const QString &fieldSelector = {})
        : m_informer(factory->informerFor(groupVersionResourceOf<T>(),
                                          T::staticNamespaced ? namespaceName : QString(), labelSelector,
                                          fieldSelector))
    {
    }
    explicit TypedInformer(SharedIndexInformer *informer) : m_informer(informer) {}

    SharedIndexInformer *informer() const { return m_informer; }
    TypedLister<T> lister() const { return TypedLister<T>(&m_informer->indexer()); }
    bool hasSynced() const { return m_informer->hasSynced(); }

    // Thread-safe, as SharedIndexInformer::addEventHandler.
    Registration addEventHandler(std::shared_ptr<TypedEventHandler<T>> handler,
                                 qint64 resyncPeriodMs = 0) const
    {
        return m_informer->addEventHandler(std::move(handler), resyncPeriodMs);
    }
    void removeEventHandler(Registration registration) const { m_informer->removeEventHandler(registration); }

private:
    SharedIndexInformer *m_informer;
};

} // namespace kube
