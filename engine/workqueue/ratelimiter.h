// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "rest/tokenbucket.h"

#include <QByteArray>
#include <QHash>
#include <QMutex>

#include <memory>

namespace kube {

// client-go's workqueue rate limiters: how long an item should wait before it is processed again.
class QKUBE_ENGINE_EXPORT RateLimiter
{
public:
    virtual ~RateLimiter() = default;
    virtual qint64 whenMs(const QByteArray &item) = 0;
    virtual void forget(const QByteArray &item) = 0;
    virtual int numRequeues(const QByteArray &item) const = 0;
};

// base * 2^failures per item, capped (client-go's default: 5 ms .. 1000 s).
class QKUBE_ENGINE_EXPORT ItemExponentialFailureRateLimiter : public RateLimiter
{
public:
    ItemExponentialFailureRateLimiter(qint64 baseMs = 5, qint64 maxMs = 1000 * 1000)
        : m_baseMs(baseMs), m_maxMs(maxMs)
    {
    }
    qint64 whenMs(const QByteArray &item) override;
    void forget(const QByteArray &item) override;
    int numRequeues(const QByteArray &item) const override;

private:
    qint64 m_baseMs, m_maxMs;
    mutable QMutex m_mutex;
    QHash<QByteArray, int> m_failures;
};

// One token bucket for all items (client-go's default: 10 QPS, burst 100).
class QKUBE_ENGINE_EXPORT BucketRateLimiter : public RateLimiter
{
public:
    BucketRateLimiter(double qps = 10, int burst = 100) : m_bucket(qps, burst) {}
    qint64 whenMs(const QByteArray &) override;
    void forget(const QByteArray &) override {}
    int numRequeues(const QByteArray &) const override { return 0; }

private:
    QMutex m_mutex;
    TokenBucket m_bucket;
};

// The longest wait of several limiters (client-go's MaxOfRateLimiter).
class QKUBE_ENGINE_EXPORT MaxOfRateLimiter : public RateLimiter
{
public:
    explicit MaxOfRateLimiter(std::vector<std::unique_ptr<RateLimiter>> limiters)
        : m_limiters(std::move(limiters))
    {
    }
    qint64 whenMs(const QByteArray &item) override;
    void forget(const QByteArray &item) override;
    int numRequeues(const QByteArray &item) const override;

    // client-go's DefaultControllerRateLimiter: per-item exponential 5 ms..1000 s with a 10 QPS / 100 burst
    // bucket.
    static std::unique_ptr<RateLimiter> defaultControllerRateLimiter();

private:
    std::vector<std::unique_ptr<RateLimiter>> m_limiters;
};

} // namespace kube
