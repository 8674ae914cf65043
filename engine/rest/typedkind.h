// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "request.h"

#include "core/object.h"

#include <memory>

// What the engine reads from a generated API kind T (engine/api: staticApiVersion, staticResource,
// fromJson): the resource it is served as, and its decoding from the engine's Object. Pure functions, any
// thread.
namespace kube {

template <typename T> GroupVersionResource groupVersionResourceOf()
{
    const QString apiVersion = QString::fromLatin1(T::staticApiVersion);
    const qsizetype slash = apiVersion.indexOf(QLatin1Char('/'));
    return {slash < 0 ? QString() : apiVersion.left(slash), apiVersion.mid(slash + 1),
            QString::fromLatin1(T::staticResource)};
}

namespace detail {
// Its address names T in an Object's decoded slot.
template <typename T> inline constexpr char typeKey = 0;
} // namespace detail

// `object` decoded into T, once per object version while anyone holds it: the first caller decodes (from any
// thread), every later one, on any thread, gets the same immutable value for as long as some holder keeps it.
// An object that does not fit T is a Decode error naming the field and the object (not kept: it is rare, and
// the next caller gets the same error).
// Held weakly by the object: kept strongly, a cache read typed once would hold about 8 KB more a pod (2.9x
// what the cache itself holds, bench_typedlister); held weakly, a list after the last one was dropped
// decodes again, 0.6-0.95x a dynamic read of the same pods (decoded from the JSON text; RESULTS.md).
template <typename T> Result<std::shared_ptr<const T>> typedObject(const Object &object)
{
    if (auto kept = object.decoded(&detail::typeKey<T>))
        return std::static_pointer_cast<const T>(kept);
    auto decoded = T::fromJson(QByteArrayView(object.json()));
    if (!decoded)
        return decoded.error().withWhere(QString::fromUtf8(object.key()));
    // Not make_shared: the slot's weak reference would keep the whole T's block allocated after its last
    // holder.
    std::shared_ptr<const T> value(new T(std::move(decoded).value()));
    return std::static_pointer_cast<const T>(object.keepDecoded(&detail::typeKey<T>, std::move(value)));
}

} // namespace kube
