// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "core/object.h"

namespace kube {

// One change to one object, as DeltaFifo queues it. A Deleted delta whose final state was missed (a relist
// found the object gone) carries the last object known and finalStateUnknown = true: client-go's
// DeletedFinalStateUnknown tombstone.
struct QKUBE_ENGINE_EXPORT Delta
{
    enum class Type { Added, Updated, Deleted, Replaced, Sync };
    Type type = Type::Added;
    Object object;
    bool finalStateUnknown = false;

    static const char *typeName(Type type);
};

using Deltas = QList<Delta>;

} // namespace kube
