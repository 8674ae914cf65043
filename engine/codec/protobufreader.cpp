// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "protobufreader.h"

#include <QtEndian>

#include <cstring>

namespace kube {

namespace {
constexpr quint64 maxFieldNumber = (1u << 29) - 1;
}

ProtobufReader::ProtobufReader(QByteArrayView data, qsizetype begin, qsizetype end, qsizetype reportOffset)
    : m_data(data.data()), m_at(begin), m_end(end), m_reportOffset(reportOffset)
{
    Q_ASSERT(0 <= begin && begin <= end && end <= data.size());
}

bool ProtobufReader::fail(const QString &what, qsizetype at)
{
    if (!m_error)
        m_error = Error(Error::Kind::Decode, QStringLiteral("protobuf: %1 at byte %2").arg(what).arg(m_reportOffset + at),
                        QStringLiteral("protobuf body"));
    m_at = m_end;
    return false;
}

bool ProtobufReader::readTag(quint32 &number, WireType &wireType)
{
    const qsizetype start = m_at;
    quint64 key = 0;
    if (!readVarint(key))
        return false;
    const quint64 field = key >> 3;
    if (field == 0 || field > maxFieldNumber)
        return fail(QStringLiteral("invalid field number %1").arg(field), start);
    const quint8 type = key & 7;
    if (type != quint8(WireType::Varint) && type != quint8(WireType::Fixed64) &&
        type != quint8(WireType::LengthDelimited) && type != quint8(WireType::Fixed32))
        return fail(QStringLiteral("unsupported wire type %1 for field %2").arg(type).arg(field), start);
    number = quint32(field);
    wireType = WireType(type);
    return true;
}

bool ProtobufReader::readFixed32(quint32 &value)
{
    if (m_end - m_at < 4)
        return fail(QStringLiteral("truncated fixed32"), m_at);
    quint32 little;
    std::memcpy(&little, m_data + m_at, 4);
    value = qFromLittleEndian(little);
    m_at += 4;
    return true;
}

bool ProtobufReader::readFixed64(quint64 &value)
{
    if (m_end - m_at < 8)
        return fail(QStringLiteral("truncated fixed64"), m_at);
    quint64 little;
    std::memcpy(&little, m_data + m_at, 8);
    value = qFromLittleEndian(little);
    m_at += 8;
    return true;
}

bool ProtobufReader::readLengthDelimited(qsizetype &begin, qsizetype &length)
{
    const qsizetype start = m_at;
    quint64 size = 0;
    if (!readVarint(size))
        return false;
    if (size > quint64(m_end - m_at))
        return fail(QStringLiteral("length %1 runs past the end (%2 bytes left)").arg(size).arg(m_end - m_at), start);
    begin = m_at;
    length = qsizetype(size);
    m_at += length;
    return true;
}

bool ProtobufReader::skip(WireType wireType)
{
    quint64 ignored64 = 0;
    quint32 ignored32 = 0;
    qsizetype begin = 0;
    qsizetype length = 0;
    switch (wireType) {
    case WireType::Varint:
        return readVarint(ignored64);
    case WireType::Fixed64:
        return readFixed64(ignored64);
    case WireType::Fixed32:
        return readFixed32(ignored32);
    case WireType::LengthDelimited:
        return readLengthDelimited(begin, length);
    case WireType::StartGroup:
    case WireType::EndGroup:
        break;
    }
    return fail(QStringLiteral("unsupported wire type %1").arg(int(wireType)), m_at);
}

} // namespace kube
