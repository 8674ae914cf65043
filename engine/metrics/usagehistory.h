// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"

#include <QList>
#include <QtGlobal>

namespace kube {

// One usage sample as metrics-server reports it for a container, pod or node.
struct QKUBE_ENGINE_EXPORT UsageSample
{
    qint64 timeSecs = 0; // the sample's timestamp, seconds since the epoch
    qint64 cpuMillicores = 0;
    qint64 memoryBytes = 0;
};

// A bounded history of one object's usage: the samples of the last `spanSecs` seconds, at most `capacity` of
// them, in a compact ring (12 bytes a sample: time as seconds after the first, CPU in millicores, memory in
// KiB). Appending an older or equal timestamp is ignored (a poll that saw the same metrics-server scrape).
// Owned and used by one thread.
class QKUBE_ENGINE_EXPORT UsageHistory
{
public:
    static constexpr qint64 defaultSpanSecs = 3600;
    static constexpr int defaultCapacity = 240; // an hour at the default 15 s poll

    explicit UsageHistory(qint64 spanSecs = defaultSpanSecs, int capacity = defaultCapacity);

    void append(const UsageSample &sample);
    int size() const { return m_count; }
    bool isEmpty() const { return m_count == 0; }
    UsageSample at(int i) const; // 0 = oldest
    UsageSample latest() const { return at(m_count - 1); }
    QList<UsageSample> samples() const;
    qsizetype memoryFootprint() const;

private:
    struct Packed
    {
        quint32 offsetSecs;
        quint32 cpuMillicores;
        quint32 memoryKiB;
    };
    void dropOlderThan(qint64 timeSecs);

    QList<Packed> m_ring; // grows to m_capacity, then wraps
    qint64 m_baseSecs = 0;
    qint64 m_spanSecs;
    int m_capacity;
    int m_head = 0; // index of the oldest sample
    int m_count = 0;
};

} // namespace kube
