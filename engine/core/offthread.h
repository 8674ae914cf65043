// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/threadhandoff.h"

#include <QCoreApplication>
#include <QObject>
#include <QPointer>
#include <QThreadPool>

#include <functional>
#include <type_traits>

namespace kube::detail {

// Runs `work` on Qt's global thread pool, then `done` with its result (none when `work` returns nothing) on
// the application's main thread, unless `context` (an object of that thread: a window, a view) is gone by
// then. The answer is posted to the application object, which outlives every window, so posting never races
// with `context`'s destruction. Both hand-offs go through locks ThreadSanitizer cannot see (threadhandoff.h),
// so each is marked: a task is built whole before its release, and its acquire comes first.
template <typename Work, typename Done> void offThread(QObject *context, Work work, Done done)
{
    static char toPool;
    static char fromPool;
    std::function<void()> task = [target = QPointer<QObject>(context), work = std::move(work),
                                  done = std::move(done)]() mutable {
        handoffAcquire(&toPool);
        std::function<void()> deliver;
        if constexpr (std::is_void_v<decltype(work())>) {
            work();
            deliver = [target = std::move(target), done = std::move(done)]() mutable {
                handoffAcquire(&fromPool);
                if (target)
                    done();
            };
        } else {
            deliver = [target = std::move(target), done = std::move(done), result = work()]() mutable {
                handoffAcquire(&fromPool);
                if (target)
                    done(std::move(result));
            };
        }
        handoffRelease(&fromPool);
        QMetaObject::invokeMethod(QCoreApplication::instance(), std::move(deliver), Qt::QueuedConnection);
    };
    handoffRelease(&toPool);
    QThreadPool::globalInstance()->start(std::move(task));
}

} // namespace kube::detail
