// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "tarheader.h"

#include <cstring>

namespace kube::detail {

namespace {

// Field offsets and sizes of the ustar header (POSIX.1-1988; GNU shares them up to the magic).
constexpr int nameOffset = 0, modeOffset = 100, uidOffset = 108, gidOffset = 116, sizeOffset = 124;
constexpr int mtimeOffset = 136, checksumOffset = 148, typeOffset = 156, linkOffset = 157;
constexpr int magicOffset = 257, prefixOffset = 345;
constexpr int tarPrefixSize = 155;
// GNU's magic and version ("ustar  \0"): the format GNU tar writes, whose long names are 'L'/'K' entries.
constexpr char tarGnuMagic[8] = {'u', 's', 't', 'a', 'r', ' ', ' ', '\0'};
constexpr char tarPosixMagic[6] = {'u', 's', 't', 'a', 'r', '\0'};
// The name GNU tar gives its long-name entries.
constexpr char tarLongLinkName[] = "././@LongLink";

// `value` in octal, zero-padded, in `width - 1` digits and a NUL; base-256 (GNU) when it does not fit.
void putHeaderNumber(char *field, int width, qint64 value)
{
    if (value < 0)
        value = 0;
    const int digits = width - 1;
    if (digits >= 22 || value < (qint64(1) << (3 * digits))) {
        for (int i = digits - 1; i >= 0; --i) {
            field[i] = char('0' + (value & 7));
            value >>= 3;
        }
        field[digits] = '\0';
        return;
    }
    std::memset(field, 0, width);
    field[0] = char(0x80);
    for (int i = width - 1; i > 0 && value > 0; --i) {
        field[i] = char(value & 0xff);
        value >>= 8;
    }
}

std::optional<qint64> headerNumber(QByteArrayView field)
{
    if (!field.isEmpty() && (uchar(field[0]) & 0x80)) {
        if (uchar(field[0]) != 0x80)
            return std::nullopt; // negative base-256: no size, mode or time of ours is negative
        qint64 value = 0;
        for (qsizetype i = 1; i < field.size(); ++i) {
            if (value >> 55)
                return std::nullopt;
            value = (value << 8) | uchar(field[i]);
        }
        return value;
    }
    qint64 value = 0;
    qsizetype i = 0;
    while (i < field.size() && (field[i] == ' ' || field[i] == '\0'))
        ++i;
    for (; i < field.size() && field[i] >= '0' && field[i] <= '7'; ++i) {
        if (value >> 60)
            return std::nullopt;
        value = value * 8 + (field[i] - '0');
    }
    for (; i < field.size(); ++i)
        if (field[i] != ' ' && field[i] != '\0')
            return std::nullopt;
    return value;
}

QByteArray headerText(QByteArrayView field)
{
    const qsizetype end = field.indexOf('\0');
    return (end < 0 ? field : field.first(end)).toByteArray();
}

QByteArray headerBlock(const TarHeader &header, const QByteArray &name, const QByteArray &linkName)
{
    QByteArray out(TarHeader::blockSize, '\0');
    char *data = out.data();
    std::memcpy(data + nameOffset, name.constData(), qMin<qsizetype>(name.size(), TarHeader::nameFieldSize));
    putHeaderNumber(data + modeOffset, 8, header.mode & 07777);
    putHeaderNumber(data + uidOffset, 8, header.uid);
    putHeaderNumber(data + gidOffset, 8, header.gid);
    putHeaderNumber(data + sizeOffset, 12, header.size);
    putHeaderNumber(data + mtimeOffset, 12, header.mtime);
    data[typeOffset] = header.type;
    std::memcpy(data + linkOffset, linkName.constData(),
                qMin<qsizetype>(linkName.size(), TarHeader::nameFieldSize));
    std::memcpy(data + magicOffset, tarGnuMagic, sizeof tarGnuMagic);
    std::memset(data + checksumOffset, ' ', 8);
    unsigned sum = 0;
    for (char c : out)
        sum += uchar(c);
    putHeaderNumber(data + checksumOffset, 7, sum); // six digits, a NUL, and the space left from above
    return out;
}

QByteArray longNameEntry(char type, const QByteArray &value)
{
    TarHeader header;
    header.type = type;
    header.mode = 0;
    header.size = value.size() + 1;
    QByteArray out = headerBlock(header, tarLongLinkName, {});
    out += value;
    // The NUL that ends the value is part of the entry's size; the data (value + NUL) padded to a block.
    out.append(TarHeader::padding(header.size) + 1, '\0');
    return out;
}

} // namespace

QByteArray TarHeader::encode() const
{
    QByteArray out;
    if (linkName.size() > nameFieldSize)
        out += longNameEntry(GnuLongLink, linkName);
    if (name.size() > nameFieldSize)
        out += longNameEntry(GnuLongName, name);
    out += headerBlock(*this, name, linkName);
    return out;
}

std::optional<TarHeader> TarHeader::decode(QByteArrayView data)
{
    if (data.size() != blockSize)
        return std::nullopt;
    const std::optional<qint64> stored = headerNumber(data.sliced(checksumOffset, 8));
    if (!stored)
        return std::nullopt;
    // Old writers summed signed chars: either sum is accepted, as GNU tar and Go do.
    qint64 unsignedSum = 0, signedSum = 0;
    for (qsizetype i = 0; i < blockSize; ++i) {
        const bool inChecksum = i >= checksumOffset && i < checksumOffset + 8;
        unsignedSum += inChecksum ? ' ' : uchar(data[i]);
        signedSum += inChecksum ? ' ' : qint64(static_cast<signed char>(data[i]));
    }
    if (*stored != unsignedSum && *stored != signedSum)
        return std::nullopt;
    TarHeader header;
    header.type = data[typeOffset];
    const auto mode = headerNumber(data.sliced(modeOffset, 8));
    const auto uid = headerNumber(data.sliced(uidOffset, 8));
    const auto gid = headerNumber(data.sliced(gidOffset, 8));
    const auto size = headerNumber(data.sliced(sizeOffset, 12));
    const auto mtime = headerNumber(data.sliced(mtimeOffset, 12));
    if (!mode || !size || !mtime)
        return std::nullopt;
    header.mode = quint32(*mode & 07777);
    header.uid = uid.value_or(0);
    header.gid = gid.value_or(0);
    header.size = *size;
    header.mtime = *mtime;
    header.name = headerText(data.sliced(nameOffset, nameFieldSize));
    header.linkName = headerText(data.sliced(linkOffset, nameFieldSize));
    header.ustarPrefix = data.sliced(magicOffset, 6) == QByteArrayView(tarPosixMagic, 6);
    if (header.ustarPrefix) {
        const QByteArray prefix = headerText(data.sliced(prefixOffset, tarPrefixSize));
        if (!prefix.isEmpty())
            header.name = prefix + '/' + header.name;
    }
    return header;
}

bool TarHeader::isZeroBlock(QByteArrayView data)
{
    for (char c : data)
        if (c != '\0')
            return false;
    return true;
}

} // namespace kube::detail
