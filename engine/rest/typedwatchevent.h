// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "watchevent.h"

namespace kube {

// One event of a typed watch (client-go's watch.Event with a typed object). Added, Modified and Deleted carry
// the object; Bookmark an object whose metadata holds only the resourceVersion to resume from; Error the
// server's Status as a kube::Error (410 Expired: list again), or a Decode error naming the field of an
// object that did not fit T (the object is then default-constructed).
template <typename T> struct TypedWatchEvent
{
    WatchEvent::Type type = WatchEvent::Type::Added;
    T object;
    Error error;
};

} // namespace kube
