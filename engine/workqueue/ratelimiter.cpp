// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "ratelimiter.h"

#include <cmath>

namespace kube {

qint64 ItemExponentialFailureRateLimiter::whenMs(const QByteArray &item)
{
    QMutexLocker lock(&m_mutex);
    const int failures = m_failures.value(item);
    m_failures.insert(item, failures + 1);
    const double backoff = double(m_baseMs) * std::pow(2.0, failures);
    return backoff > double(m_maxMs) ? m_maxMs : qint64(backoff);
}

void ItemExponentialFailureRateLimiter::forget(const QByteArray &item)
{
    QMutexLocker lock(&m_mutex);
    m_failures.remove(item);
}

int ItemExponentialFailureRateLimiter::numRequeues(const QByteArray &item) const
{
    QMutexLocker lock(&m_mutex);
    return m_failures.value(item);
}

qint64 BucketRateLimiter::whenMs(const QByteArray &)
{
    QMutexLocker lock(&m_mutex);
    return m_bucket.reserve();
}

qint64 MaxOfRateLimiter::whenMs(const QByteArray &item)
{
    qint64 longest = 0;
    for (const auto &limiter : m_limiters)
        longest = std::max(longest, limiter->whenMs(item));
    return longest;
}

void MaxOfRateLimiter::forget(const QByteArray &item)
{
    for (const auto &limiter : m_limiters)
        limiter->forget(item);
}

int MaxOfRateLimiter::numRequeues(const QByteArray &item) const
{
    int most = 0;
    for (const auto &limiter : m_limiters)
        most = std::max(most, limiter->numRequeues(item));
    return most;
}

std::unique_ptr<RateLimiter> MaxOfRateLimiter::defaultControllerRateLimiter()
{
    std::vector<std::unique_ptr<RateLimiter>> limiters;
    limiters.push_back(std::make_unique<ItemExponentialFailureRateLimiter>(5, 1000 * 1000));
    limiters.push_back(std::make_unique<BucketRateLimiter>(10, 100));
    return std::make_unique<MaxOfRateLimiter>(std::move(limiters));
}

} // namespace kube
