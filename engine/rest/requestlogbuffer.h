// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "requestlog.h"

#include <QMutex>

#include <deque>
#include <memory>

namespace kube {

// The last `capacity` RequestRecords, for a view that shows requests live (qkube's Requests tab): a
// RequestLog sink appends from any client's thread, a reader on another thread takes what came since it last
// looked. Bounded: the oldest records go first, and a reader that fell behind is told how many it missed.
class QKUBE_ENGINE_EXPORT RequestLogBuffer
{
public:
    static constexpr qsizetype defaultCapacity = 2000;

    explicit RequestLogBuffer(qsizetype capacity = defaultCapacity)
        : m_capacity(std::max<qsizetype>(1, capacity))
    {
    }

    // Thread-safe.
    void append(const RequestRecord &record);
    // Thread-safe. Records numbered after `sequence` (0: all kept), oldest first; `sequence` moves to the
    // newest, `missed` counts those dropped before they could be read.
    QList<RequestRecord> takeSince(quint64 *sequence, quint64 *missed = nullptr) const;
    // A RequestLog sink appending to `buffer`, which it keeps alive (the last client may log after its owner
    // is gone).
    static RequestLog::Sink sink(std::shared_ptr<RequestLogBuffer> buffer);

private:
    const qsizetype m_capacity;
    mutable QMutex m_mutex;
    std::deque<RequestRecord> m_records;
    quint64 m_last = 0; // the number of the newest record (the first is 1)
};

} // namespace kube
