// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/jsonsyntax.h"
#include "core/listbodydecoder.h"
#include "core/object.h"

#include <QByteArray>

#include <cstdio>
#include <cstdlib>

// A broken invariant: print what and abort, so libFuzzer keeps the input as a crash.
#define FUZZ_CHECK(condition, ...)                                                                                      \
    do {                                                                                                                \
        if (!(condition)) {                                                                                             \
            std::fprintf(stderr, "invariant broken at %s:%d: %s\n", __FILE__, __LINE__, #condition);                    \
            std::fprintf(stderr, __VA_ARGS__);                                                                          \
            std::fprintf(stderr, "\n");                                                                                 \
            std::abort();                                                                                               \
        }                                                                                                               \
    } while (false)

namespace fuzz {

inline bool isValidJson(QByteArrayView json)
{
    return !kube::detail::findJsonSyntaxError(std::string_view(json.data(), size_t(json.size())));
}

// What a decoded object must keep through re-serializing and decoding again.
inline void checkReencodes(const kube::Object &object)
{
    const QByteArray json = object.json();
    FUZZ_CHECK(isValidJson(json), "an object re-emits invalid JSON: %s", json.constData());
    auto again = kube::Object::fromJson(json);
    FUZZ_CHECK(again.ok(), "an object's own JSON does not decode: %s", qPrintable(again.error().message()));
    // Kind and apiVersion may be list defaults the bytes do not carry; the metadata must be the same.
    FUZZ_CHECK(again->key() == object.key() && again->uid() == object.uid() && again->resourceVersion() == object.resourceVersion()
                   && again->generation() == object.generation() && again->creationTimestamp() == object.creationTimestamp()
                   && again->deletionTimestamp() == object.deletionTimestamp() && again->labels() == object.labels()
                   && again->ownerReferences().size() == object.ownerReferences().size()
                   && again->hasManagedFields() == object.hasManagedFields() && again->isInitialEventsEnd() == object.isInitialEventsEnd(),
               "metadata changed by re-decoding %s", json.constData());
    const kube::Object slim = object.stripped(true, true);
    FUZZ_CHECK(isValidJson(slim.json()), "stripping left invalid JSON: %s", slim.json().constData());
    FUZZ_CHECK(!slim.hasManagedFields() && slim.key() == object.key() && slim.labels() == object.labels(), "stripping changed metadata: %s",
               json.constData());
}

// A list body fed to a fresh `Decoder` in chunks of `chunkSize`, each in a buffer of its own, as the network
// hands them over: a read past a chunk's end is caught by ASan.
template <typename Decoder>
kube::Result<kube::ObjectList> decodeInChunks(QByteArrayView body, qsizetype chunkSize)
{
    Decoder decoder;
    for (qsizetype at = 0; at < body.size(); at += chunkSize)
        decoder.feed(body.sliced(at, std::min(chunkSize, body.size() - at)).toByteArray());
    return decoder.finish();
}

} // namespace fuzz
