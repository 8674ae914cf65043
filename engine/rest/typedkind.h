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

// `object` decoded into T, once per object version: the first caller decodes (from any thread), every later
// one, on any thread, gets the same immutable value, which lives as long as that version does. An object
// that does not fit T is a Decode error naming the field and the object (not kept: it is rare, and the next
// caller gets the same error).
// Kept strongly, not weakly (decoded again once no reader holds it): held weakly, every list that follows a
// dropped one decodes again, about 0.7x a dynamic read of the same pod each time (decoded from the JSON text,
// bench_typedlister, tests/bench/RESULTS.md); kept, later lists cost 0.03x, for about 8 KB a pod read typed.
template <typename T> Result<std::shared_ptr<const T>> typedObject(const Object &object)
{
    if (auto kept = object.decoded(&detail::typeKey<T>))
        return std::static_pointer_cast<const T>(kept);
    auto decoded = T::fromJson(QByteArrayView(object.json()));
    if (!decoded)
        return decoded.error().withWhere(QString::fromUtf8(object.key()));
    auto value = std::make_shared<const T>(std::move(decoded).value());
    return std::static_pointer_cast<const T>(object.keepDecoded(&detail::typeKey<T>, std::move(value)));
}

} // namespace kube
