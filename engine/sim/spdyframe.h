// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QList>

#include <utility>

namespace kube::sim {

// One SPDY/3 frame (the wire format SPDY/3.1 keeps) as a value: what SpdyCodec encodes and decodes. Which
// fields a type uses is said beside each one; the others stay zero or empty.
struct SpdyFrame
{
    enum class Type : quint16 {
        Data = 0, // not a control frame: the stream id takes the type's place on the wire
        SynStream = 1,
        SynReply = 2,
        RstStream = 3,
        Settings = 4,
        Ping = 6,
        GoAway = 7,
        Headers = 8,
        WindowUpdate = 9,
    };
    static constexpr quint8 flagFin = 0x01;            // Data, SynStream, SynReply, Headers
    static constexpr quint8 flagUnidirectional = 0x02; // SynStream
    // RST_STREAM status codes the port-forward server sends.
    static constexpr quint32 protocolError = 1;
    static constexpr quint32 refusedStream = 3;
    static constexpr quint32 cancel = 5;

    struct Setting
    {
        quint8 flags = 0;
        quint32 id = 0; // 24 bits
        quint32 value = 0;
        bool operator==(const Setting &) const = default;
    };

    Type type = Type::Data;
    quint8 flags = 0;
    quint32 streamId = 0; // Data, SynStream, SynReply, RstStream, Headers, WindowUpdate; GoAway: last good
    quint32 associatedStreamId = 0; // SynStream
    quint8 priority = 0;            // SynStream (3 bits)
    quint8 slot = 0;                // SynStream
    quint32 status = 0;             // RstStream, GoAway
    quint32 value = 0;              // Ping: its id; WindowUpdate: the delta
    // SynStream, SynReply, Headers: lower-case names; several values of one name are joined by NUL bytes.
    QList<std::pair<QByteArray, QByteArray>> headers;
    QList<Setting> settings; // Settings
    QByteArray data;         // Data

    bool fin() const { return flags & flagFin; }
    QByteArray header(const QByteArray &name) const
    {
        for (const auto &[key, headerValue] : headers)
            if (key == name)
                return headerValue;
        return {};
    }
    bool operator==(const SpdyFrame &) const = default;
};

} // namespace kube::sim
