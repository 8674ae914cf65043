// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

// Marks a hand-off between threads through Qt's event queue (QMetaObject::invokeMethod, queued signals) for
// ThreadSanitizer. Debian's Qt is not built with TSan, so the lock inside QCoreApplication::postEvent is
// invisible to it and every queued call would look like a data race. Call handoffRelease() before posting and
// handoffAcquire() first thing in the posted code, on the same address. Both compile to nothing without TSan.
#if defined(__SANITIZE_THREAD__)
#define QKUBE_TSAN 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define QKUBE_TSAN 1
#endif
#endif

#ifdef QKUBE_TSAN
extern "C" void __tsan_acquire(void *address);
extern "C" void __tsan_release(void *address);
#endif

#include <QObject>
#include <QPointer>

namespace kube::detail {

inline void handoffRelease([[maybe_unused]] const void *address)
{
#ifdef QKUBE_TSAN
    __tsan_release(const_cast<void *>(address));
#endif
}

inline void handoffAcquire([[maybe_unused]] const void *address)
{
#ifdef QKUBE_TSAN
    __tsan_acquire(const_cast<void *>(address));
#endif
}

// Runs `then(target)` on `target`'s thread unless `target` is gone by then: a worker's answer to an object on
// the GUI thread, the hand-off marked on `address` (the worker's RestClient, say).
template <typename Target, typename Then>
void postTo(const QPointer<Target> &target, const void *address, Then then)
{
    handoffRelease(address);
    QMetaObject::invokeMethod(
        target,
        [target, address, then = std::move(then)] {
            handoffAcquire(address);
            if (target)
                then(target.data());
        },
        Qt::QueuedConnection);
}

// A call handed to another thread through Qt's event queue. Each copy or move releases on its own address
// once the captures are in place, and the call acquires on that address before reading anything: Qt moves
// the functor into its own storage inside invokeMethod, after any release the caller could make.
template <typename Call> class MarkedCall
{
public:
    explicit MarkedCall(Call call) : m_call(std::move(call)) { handoffRelease(this); }
    MarkedCall(MarkedCall &&other) : m_call(std::move(other.m_call)) { handoffRelease(this); }
    MarkedCall(const MarkedCall &other) : m_call(other.m_call) { handoffRelease(this); }
    MarkedCall &operator=(const MarkedCall &) = delete;
    void operator()()
    {
        handoffAcquire(this);
        m_call();
    }

private:
    Call m_call;
};

// Runs `call` on `context`'s thread (queued), with everything the caller did before visible to it.
template <typename Call> void postMarked(QObject *context, Call call)
{
    QMetaObject::invokeMethod(context, MarkedCall<Call>(std::move(call)), Qt::QueuedConnection);
}

} // namespace kube::detail
