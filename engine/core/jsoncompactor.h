// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"

#include <QByteArray>
#include <QByteArrayView>

#include <memory>
#include <mutex>

namespace kube {

// Keeps objects' JSON compressed while an informer holds them (DecodeOptions::compactor): LZ4 with a
// dictionary made of the first object packed. Objects of one kind share most of their bytes (keys, images,
// conditions, owner kinds), so against one of their kind they shrink about sixfold (a 3.4 KB pod to ~0.55
// KB); alone, they would only halve. Use one compactor per kind (one per informer). Object::json() unpacks.
// Thread-safe: any thread may pack and unpack; the dictionary is fixed by the first pack and never changes,
// so whatever was packed stays readable for as long as an object holds the compactor.
class QKUBE_ENGINE_EXPORT JsonCompactor
{
public:
    JsonCompactor();
    ~JsonCompactor();
    JsonCompactor(const JsonCompactor &) = delete;
    JsonCompactor &operator=(const JsonCompactor &) = delete;

    // Objects smaller than this are kept as they are: every pack starts from a copy of the 16 KB LZ4 stream
    // the dictionary was loaded into, which costs a small object more than packing saves.
    static constexpr qsizetype minPackedBytes = 512;

    // Empty when the bytes are not worth packing (smaller than minPackedBytes) or cannot be (over LZ4's
    // 2 GB): keep them as they are.
    QByteArray pack(QByteArrayView json);
    // `size` is the unpacked length (the object keeps it). Empty only if `packed` is not what pack() gave.
    QByteArray unpack(QByteArrayView packed, qsizetype size) const;

private:
    struct Dictionary;
    void adoptDictionary(QByteArrayView json);

    std::once_flag m_adopted;
    std::unique_ptr<Dictionary> m_dictionary;
};

} // namespace kube
