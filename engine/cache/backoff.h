// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"

#include <QElapsedTimer>
#include <QRandomGenerator>

namespace kube {

// client-go's exponential backoff manager for reflectors: 800 ms, doubling to 30 s, jitter factor 1.0 (each
// wait is d + rand·d), back to the start after 2 minutes without a failure.
class QKUBE_ENGINE_EXPORT Backoff
{
public:
    static constexpr qint64 initialMs = 800;
    static constexpr qint64 maxMs = 30'000;
    static constexpr qint64 resetAfterMs = 120'000;
    static constexpr double factor = 2.0;
    static constexpr double jitter = 1.0;

    Backoff(qint64 initial = initialMs, qint64 max = maxMs, qint64 resetAfter = resetAfterMs,
            double jitterFactor = jitter)
        : m_initial(initial), m_max(max), m_resetAfter(resetAfter), m_jitter(jitterFactor), m_current(initial)
    {
    }

    // The wait before the next attempt; grows with each call unless the last one was long ago.
    qint64 next()
    {
        if (m_lastFailure.isValid() && m_lastFailure.elapsed() > m_resetAfter)
            m_current = m_initial;
        m_lastFailure.start();
        const qint64 base = m_current;
        m_current = std::min<qint64>(m_max, qint64(double(m_current) * factor));
        return base + qint64(QRandomGenerator::global()->generateDouble() * m_jitter * double(base));
    }
    void reset()
    {
        m_current = m_initial;
        m_lastFailure.invalidate();
    }

private:
    qint64 m_initial, m_max, m_resetAfter;
    double m_jitter;
    qint64 m_current;
    QElapsedTimer m_lastFailure;
};

} // namespace kube
