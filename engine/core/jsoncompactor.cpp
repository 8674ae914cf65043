// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "jsoncompactor.h"

#include <QtGlobal>

#include <lz4.h>

#include <cstring>

namespace kube {

// LZ4 rather than zstd: against a one-pod dictionary, zstd's fastest useful level packs kubesim's 3.4 KB pods
// to 475 bytes in 3.9 µs and unpacks them in 1.3 µs; LZ4 packs them to 545 bytes in 2.3 µs and unpacks in
// 0.4 µs. Every object of a list is packed by the decode threads and unpacked again to print its row, so at
// 100k pods LZ4 saves ~0.25 s of CPU for 7 MB more memory.
struct JsonCompactor::Dictionary
{
    // LZ4 finds its matches in these bytes themselves: they live as long as anything packed against them.
    QByteArray bytes;
    // A stream with the dictionary already hashed; each pack starts from a copy of it (a copy is ~16 KB of
    // memcpy; hashing the dictionary again would be several times that).
    LZ4_stream_t primed;
};

JsonCompactor::JsonCompactor() = default;
JsonCompactor::~JsonCompactor() = default;

void JsonCompactor::adoptDictionary(QByteArrayView json)
{
    auto dictionary = std::make_unique<Dictionary>();
    dictionary->bytes = json.toByteArray();
    LZ4_initStream(&dictionary->primed, sizeof dictionary->primed);
    LZ4_loadDict(&dictionary->primed, dictionary->bytes.constData(), int(dictionary->bytes.size()));
    m_dictionary = std::move(dictionary);
}

QByteArray JsonCompactor::pack(QByteArrayView json)
{
    std::call_once(m_adopted, [&] { adoptDictionary(json); });
    if (json.size() < minPackedBytes || json.size() > LZ4_MAX_INPUT_SIZE)
        return {};
    // Per thread, kept for the thread's life (decode threads are long-lived): a pack allocates only its
    // result.
    thread_local LZ4_stream_t stream;
    thread_local QByteArray scratch;
    const qsizetype bound = LZ4_compressBound(int(json.size()));
    if (scratch.size() < bound)
        scratch.resize(bound);
    std::memcpy(&stream, &m_dictionary->primed, sizeof stream);
    const int packed = LZ4_compress_fast_continue(&stream, json.data(), scratch.data(), int(json.size()),
                                                  int(scratch.size()), 1);
    if (packed <= 0)
        return {};
    return QByteArray(scratch.constData(), packed); // exactly its size: this is what stays in memory
}

QByteArray JsonCompactor::unpack(QByteArrayView packed, qsizetype size) const
{
    QByteArray json(size, Qt::Uninitialized);
    const int unpacked =
        LZ4_decompress_safe_usingDict(packed.data(), json.data(), int(packed.size()), int(size),
                                      m_dictionary->bytes.constData(), int(m_dictionary->bytes.size()));
    if (unpacked == size)
        return json;
    qWarning("JsonCompactor: packed object bytes do not unpack (%d of %lld bytes)", unpacked,
             qlonglong(size));
    return {};
}

} // namespace kube
