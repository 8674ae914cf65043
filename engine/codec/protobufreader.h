// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/error.h"
#include "core/export.h"

#include <QByteArrayView>

namespace kube {

// Reads protobuf's wire format (varints, fixed32/64, length-delimited) from one range of a buffer it does not
// own; the buffer must outlive the reader. Every read is bounds-checked against the range's end: a read that
// would pass it fails, sets error() (kind Decode, naming the absolute byte offset) and leaves the reader
// stuck there. Offsets are absolute in the whole buffer, so nested readers report where in the body a fault
// lies.
class QKUBE_ENGINE_EXPORT ProtobufReader
{
public:
    enum class WireType : quint8 {
        Varint = 0,
        Fixed64 = 1,
        LengthDelimited = 2,
        StartGroup = 3,
        EndGroup = 4,
        Fixed32 = 5
    };

    // The range [begin, end) of data; begin and end must lie within it. Errors name offsets plus
    // reportOffset: where data itself starts in the stream a person knows (a watch frame in its stream).
    ProtobufReader(QByteArrayView data, qsizetype begin, qsizetype end, qsizetype reportOffset = 0);
    explicit ProtobufReader(QByteArrayView data) : ProtobufReader(data, 0, data.size()) {}

    bool atEnd() const { return m_at >= m_end; }
    qsizetype offset() const { return m_at; }

    // A field's key: its number (1 .. 2^29-1) and wire type. Groups (3, 4) and wire types 6, 7 are errors:
    // nothing Kubernetes sends uses them.
    bool readTag(quint32 &number, WireType &wireType);
    bool readVarint(quint64 &value);
    bool readFixed32(quint32 &value);
    bool readFixed64(quint64 &value);
    // A length-delimited payload: its absolute [begin, begin + length) within this reader's range.
    bool readLengthDelimited(qsizetype &begin, qsizetype &length);
    // Passes over one value of the given wire type (an unknown field).
    bool skip(WireType wireType);

    const Error &error() const { return m_error; }
    // Records a decode failure at an absolute byte offset and stops the reader; returns false for chaining.
    bool fail(const QString &what, qsizetype at);

private:
    const char *m_data;
    qsizetype m_at;
    qsizetype m_end;
    qsizetype m_reportOffset;
    Error m_error;
};

inline bool ProtobufReader::readVarint(quint64 &value)
{
    // The common case, one byte (field keys, small numbers, short lengths), without the loop.
    if (m_at < m_end && !(quint8(m_data[m_at]) & 0x80)) {
        value = quint8(m_data[m_at++]);
        return true;
    }
    const qsizetype start = m_at;
    quint64 result = 0;
    for (int shift = 0; shift < 64; shift += 7) {
        if (m_at >= m_end)
            return fail(QStringLiteral("truncated varint"), start);
        const quint8 byte = quint8(m_data[m_at++]);
        // The tenth byte holds bit 63 only.
        if (shift == 63 && byte > 1)
            return fail(QStringLiteral("varint longer than 64 bits"), start);
        result |= quint64(byte & 0x7f) << shift;
        if (!(byte & 0x80)) {
            value = result;
            return true;
        }
    }
    return fail(QStringLiteral("varint longer than 64 bits"), start);
}

} // namespace kube
