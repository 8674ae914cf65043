// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"

#include <QElapsedTimer>

namespace kube {

// client-go's client-side rate limit (flowcontrol.NewTokenBucketRateLimiter): `qps` tokens a second, at most
// `burst` saved up. Not thread-safe: one per RestClient, used on its thread.
class QKUBE_ENGINE_EXPORT TokenBucket
{
public:
    TokenBucket(double qps, int burst);
    // Takes a token and returns how many ms the caller must wait before using it (0: go now).
    qint64 reserve();
    bool unlimited() const { return m_qps <= 0; }

private:
    double m_qps;
    double m_burst;
    double m_tokens;
    qint64 m_lastMs = 0;
    QElapsedTimer m_clock;
};

} // namespace kube
