// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "watchevent.h"

#include <QList>

namespace kube {

// Turns a watch response body, fed in chunks split anywhere, into events. Frames are found by JSON structure
// (braces outside strings), not by newlines, so pretty-printed or newline-free streams decode too.
// Not thread-safe; one per stream.
class QKUBE_ENGINE_EXPORT WatchDecoder
{
public:
    explicit WatchDecoder(DecodeOptions options = {}) : m_options(std::move(options)) {}
    // An event still unfinished after this many bytes is an error (0: no cap).
    void setMaxEventBytes(qint64 bytes) { m_maxEventBytes = bytes; }

    // Appends bytes and returns the events they complete. On a malformed frame returns what decoded before it
    // and sets error(); feed() does nothing after that.
    QList<WatchEvent> feed(QByteArrayView bytes);
    // Call when the stream ends: an error if it ended inside an event.
    Error finish() const;
    Error error() const { return m_error; }
    qint64 bytesDecoded() const { return m_bytesDecoded; }

private:
    void decodeFrame(qsizetype begin, qsizetype end, QList<WatchEvent> &out);

    DecodeOptions m_options;
    QByteArray m_buffer;
    qsizetype m_scanned = 0; // bytes of m_buffer already scanned
    qsizetype m_frameStart = -1;
    int m_depth = 0;
    bool m_inString = false;
    bool m_escaped = false;
    qint64 m_bytesDecoded = 0;
    qint64 m_maxEventBytes = 0;
    Error m_error;
};

} // namespace kube
