// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "core/object.h"

#include <functional>

namespace kube {

// What an informer tells its handlers (client-go's ResourceEventHandler). Called on the listener's thread,
// one notification at a time, in order. `finalStateUnknown` marks a tombstone: the object was found gone by a
// relist and `object` is the last state the informer knew.
class QKUBE_ENGINE_EXPORT ResourceEventHandler
{
public:
    virtual ~ResourceEventHandler() = default;
    virtual void onAdd(const Object &object, bool isInInitialList) = 0;
    virtual void onUpdate(const Object &oldObject, const Object &newObject) = 0;
    virtual void onDelete(const Object &object, bool finalStateUnknown) = 0;
    // A relist after the initial one (410 Expired, a broken watch) found the object new (`oldObject` null) or
    // changed: versions in between were missed. Most handlers need not care: an add or an update by default.
    virtual void onReplace(const Object &oldObject, const Object &newObject)
    {
        if (oldObject.isNull())
            onAdd(newObject, false);
        else
            onUpdate(oldObject, newObject);
    }
    // Every object of the informer's initial list has been handed to this handler (client-go: its
    // registration's HasSynced turned true). Once, on the handler's thread, after the last initial onAdd; for
    // an empty list, once the list is in. A handler that batches can hand its batch over now, not at its next
    // tick.
    virtual void onSynced() {}
    // The listener has handed over all it had in hand (it hands notifications over in runs of up to a few
    // hundred, then turns to its thread's events). A handler that gathers notifications to handle several at
    // once (RowFeed prints an initial list's rows on several threads) handles what it holds now.
    virtual void onRunEnd() {}
};

// A handler from three functions (any may be empty).
class QKUBE_ENGINE_EXPORT FunctionEventHandler : public ResourceEventHandler
{
public:
    std::function<void(const Object &, bool)> added;
    std::function<void(const Object &, const Object &)> updated;
    std::function<void(const Object &, bool)> deleted;

    void onAdd(const Object &object, bool isInInitialList) override
    {
        if (added)
            added(object, isInInitialList);
    }
    void onUpdate(const Object &oldObject, const Object &newObject) override
    {
        if (updated)
            updated(oldObject, newObject);
    }
    void onDelete(const Object &object, bool finalStateUnknown) override
    {
        if (deleted)
            deleted(object, finalStateUnknown);
    }
};

} // namespace kube
