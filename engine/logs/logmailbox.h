// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "logs/logline.h"

#include <QMutex>

namespace kube {

// Hands log lines from the worker thread to the GUI thread so that a receiver that falls behind (a busy or
// descheduled GUI thread) cannot make memory grow: lines wait here, at most `capacity` of them (the oldest go
// first: a view keeps only its newest lines anyway), and one delivery at a time is asked for, however many
// batches arrive meanwhile. Thread-safe.
class QKUBE_ENGINE_EXPORT LogMailbox
{
public:
    // The Logs tab's default bound: a receiver further behind than this would drop those lines itself.
    static constexpr qsizetype defaultCapacity = 100'000;

    explicit LogMailbox(qsizetype capacity = defaultCapacity) : m_capacity(capacity) {}

    // Adds `lines`; true when the receiver must be asked to take (no delivery is pending yet).
    bool post(const LogLines &lines);
    // Everything waiting, oldest first; the next post() asks for a delivery again.
    LogLines take();
    // Lines dropped since construction because the receiver was `capacity` lines behind.
    qint64 dropped() const;

private:
    mutable QMutex m_mutex;
    LogLines m_lines;
    qsizetype m_capacity;
    qint64 m_dropped = 0;
    bool m_deliveryPending = false;
};

} // namespace kube
