// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "usagehistory.h"

#include <algorithm>
#include <limits>

namespace kube {

namespace {

constexpr qint64 kib = 1024;
constexpr qint64 maxPacked = std::numeric_limits<quint32>::max();
constexpr qsizetype firstReserve = 4;

} // namespace

UsageHistory::UsageHistory(qint64 spanSecs, int capacity)
    : m_spanSecs(spanSecs), m_capacity(std::max(1, capacity))
{
}

void UsageHistory::append(const UsageSample &sample)
{
    if (m_count > 0 && sample.timeSecs <= latest().timeSecs)
        return;
    if (m_count == 0 || sample.timeSecs - m_baseSecs > maxPacked) {
        // Rebase: keep the kept samples' absolute times, with the new base the oldest of them.
        const QList<UsageSample> kept = samples();
        m_ring.clear();
        m_head = m_count = 0;
        m_baseSecs = kept.isEmpty() ? sample.timeSecs : kept.first().timeSecs;
        for (const UsageSample &s : kept)
            if (s.timeSecs - m_baseSecs <= maxPacked)
                append(s);
    }
    dropOlderThan(sample.timeSecs - m_spanSecs);
    const Packed packed{quint32(sample.timeSecs - m_baseSecs),
                        quint32(std::clamp<qint64>(sample.cpuMillicores, 0, maxPacked)),
                        quint32(std::clamp<qint64>((sample.memoryBytes + kib - 1) / kib, 0, maxPacked))};
    if (m_ring.size() < m_capacity) {
        // Still growing: the ring is in order from m_head == 0. Reserved in doubling steps up to the capacity
        // (never more than an hour of samples), not all at once: most pods of a churning cluster live for
        // minutes, and a full ring for each was 3 KB where a few samples need a few dozen bytes.
        if (m_ring.size() == m_ring.capacity())
            m_ring.reserve(
                std::min<qsizetype>(m_capacity, std::max<qsizetype>(firstReserve, 2 * m_ring.size())));
        m_ring.append(packed);
        ++m_count;
        return;
    }
    if (m_count == m_capacity) {
        m_ring[m_head] = packed;
        m_head = (m_head + 1) % m_capacity;
        return;
    }
    m_ring[(m_head + m_count) % m_capacity] = packed;
    ++m_count;
}

void UsageHistory::dropOlderThan(qint64 timeSecs)
{
    while (m_count > 0 && at(0).timeSecs < timeSecs) {
        m_head = (m_head + 1) % int(m_ring.size());
        --m_count;
    }
    if (m_count == 0) {
        m_ring.clear();
        m_head = 0;
    } else if (m_ring.size() < m_capacity && m_head != 0) {
        // While growing, appends go to the end: keep the kept samples at the front.
        m_ring = m_ring.mid(m_head, m_count);
        m_head = 0;
    }
}

UsageSample UsageHistory::at(int i) const
{
    const Packed &p = m_ring.at((m_head + i) % int(m_ring.size()));
    return {m_baseSecs + p.offsetSecs, p.cpuMillicores, qint64(p.memoryKiB) * kib};
}

QList<UsageSample> UsageHistory::samples() const
{
    QList<UsageSample> out;
    out.reserve(m_count);
    for (int i = 0; i < m_count; ++i)
        out.append(at(i));
    return out;
}

qsizetype UsageHistory::memoryFootprint() const
{
    return qsizetype(sizeof(*this)) + m_ring.capacity() * qsizetype(sizeof(Packed));
}

} // namespace kube
