// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QByteArrayView>

#include <optional>

namespace kube::detail {

// One 512-byte header block of a POSIX ustar / GNU tar archive, encoded and decoded. Numbers are octal, or
// base-256 (GNU) when they do not fit; a name longer than the 100-byte field is carried by a GNU 'L' entry
// (a link target by 'K') before the header, as GNU tar writes and reads them. A value type, any thread.
struct TarHeader
{
    static constexpr int blockSize = 512;
    static constexpr int nameFieldSize = 100;

    enum Type : char {
        Regular = '0',
        RegularOld = '\0',
        HardLink = '1',
        SymbolicLink = '2',
        CharacterDevice = '3',
        BlockDevice = '4',
        Directory = '5',
        Fifo = '6',
        Contiguous = '7',
        PaxExtended = 'x',
        PaxGlobal = 'g',
        GnuLongName = 'L',
        GnuLongLink = 'K',
    };

    QByteArray name;     // the whole name (the ustar prefix joined; long names applied by the reader)
    QByteArray linkName; // a link's target
    char type = Regular;
    quint32 mode = 0644;
    qint64 uid = 0;
    qint64 gid = 0;
    qint64 size = 0;
    qint64 mtime = 0;
    bool ustarPrefix = false; // decoded: the POSIX magic, whose prefix field is part of the name

    // The blocks that introduce this entry: GNU 'L'/'K' entries for long names, then the header itself.
    QByteArray encode() const;
    // The header in `block` (512 bytes); nullopt when its checksum does not match (not a tar header).
    static std::optional<TarHeader> decode(QByteArrayView block);
    static bool isZeroBlock(QByteArrayView block);
    // Zero bytes that pad `size` bytes of data to a whole block.
    static qint64 padding(qint64 size) { return (blockSize - size % blockSize) % blockSize; }
};

} // namespace kube::detail
