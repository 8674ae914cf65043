// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "logmailbox.h"

namespace kube {

bool LogMailbox::post(const LogLines &lines)
{
    QMutexLocker lock(&m_mutex);
    m_lines += lines;
    if (m_lines.size() > m_capacity) {
        const qsizetype excess = m_lines.size() - m_capacity;
        m_lines.remove(0, excess); // Qt 6 moves the list's start: no copy of what stays
        m_dropped += excess;
    }
    return !std::exchange(m_deliveryPending, true);
}

LogLines LogMailbox::take()
{
    QMutexLocker lock(&m_mutex);
    m_deliveryPending = false;
    return std::exchange(m_lines, {});
}

qint64 LogMailbox::dropped() const
{
    QMutexLocker lock(&m_mutex);
    return m_dropped;
}

} // namespace kube
