// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "spdyframe.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <memory>

namespace kube::sim {

// SPDY/3.1 framing for one session, one direction each way: encode() turns frames into bytes, feed() and
// next() cut the peer's bytes (split anywhere) into frames. Name/value header blocks go through zlib with the
// SPDY/3 dictionary, one deflate stream for what this side sends and one inflate stream for what it reads, as
// the protocol asks (each block ends with a sync flush). Frames of unknown control types are skipped, as the
// spec says. No sockets and no threads of its own: the owner (a port-forward session) drives it.
class SpdyCodec
{
public:
    // The largest frame accepted: the 24-bit length field's whole range.
    static constexpr qsizetype maxFrameBytes = 8 + 0xffffff;
    static constexpr quint16 version = 3;
    enum class Status { NeedMore, Ready, Failed };

    SpdyCodec();
    ~SpdyCodec();
    SpdyCodec(const SpdyCodec &) = delete;
    SpdyCodec &operator=(const SpdyCodec &) = delete;

    QByteArray encode(const SpdyFrame &frame);

    void feed(QByteArrayView bytes) { m_buffer.append(bytes); }
    // The next whole frame into *frame (Ready), or NeedMore, or Failed (then failure() says why; the session
    // is beyond repair: the inflate stream's state is lost).
    Status next(SpdyFrame *frame);
    QString failure() const { return m_failure; }
    qsizetype bufferedBytes() const { return m_buffer.size() - m_consumed; }

    // The SPDY/3 header dictionary (draft-mbelshe-httpbis-spdy-00, 2.6.10.1), 1423 bytes.
    static QByteArrayView dictionary();

private:
    struct Zlib;
    QByteArray compressHeaders(const QList<std::pair<QByteArray, QByteArray>> &headers);
    bool decompressHeaders(QByteArrayView block, QList<std::pair<QByteArray, QByteArray>> *headers);
    Status fail(const QString &why);

    std::unique_ptr<Zlib> m_zlib;
    QByteArray m_buffer;
    qsizetype m_consumed = 0;
    QString m_failure;
};

} // namespace kube::sim
