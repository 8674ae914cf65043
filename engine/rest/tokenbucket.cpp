// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "tokenbucket.h"

#include <algorithm>
#include <cmath>

namespace kube {

TokenBucket::TokenBucket(double qps, int burst) : m_qps(qps), m_burst(std::max(1, burst)), m_tokens(std::max(1, burst))
{
    m_clock.start();
}

qint64 TokenBucket::reserve()
{
    if (unlimited())
        return 0;
    const qint64 now = m_clock.elapsed();
    m_tokens = std::min(m_burst, m_tokens + double(now - m_lastMs) * m_qps / 1000.0);
    m_lastMs = now;
    m_tokens -= 1.0; // may go negative: later callers queue behind this one
    if (m_tokens >= 0)
        return 0;
    return qint64(std::ceil(-m_tokens * 1000.0 / m_qps));
}

} // namespace kube
