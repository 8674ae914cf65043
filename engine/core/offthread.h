// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/threadhandoff.h"

#include <QObject>
#include <QPointer>
#include <QThreadPool>

#include <functional>
#include <memory>
#include <type_traits>

namespace kube::detail {

// Runs `work` on Qt's global thread pool, then `done` with its result (none when `work` returns nothing) on
// `context`'s thread, unless `context` is gone by then. Both hand-offs go through locks ThreadSanitizer cannot see
// (threadhandoff.h), so each is marked: a task is built whole before its release, and its acquire comes first.
// The task keeps a receiver of its own alive, so that posting back never races with `context`'s destruction.
template <typename Work, typename Done>
void offThread(QObject *context, Work work, Done done)
{
    static char toPool;
    static char fromPool;
    std::shared_ptr<QObject> receiver(new QObject, [](QObject *object) { object->deleteLater(); });
    std::function<void()> task = [receiver, target = QPointer<QObject>(context), work = std::move(work), done = std::move(done)]() mutable {
        handoffAcquire(&toPool);
        std::function<void()> deliver;
        if constexpr (std::is_void_v<decltype(work())>) {
            work();
            deliver = [receiver, target = std::move(target), done = std::move(done)]() mutable {
                handoffAcquire(&fromPool);
                if (target)
                    done();
            };
        } else {
            deliver = [receiver, target = std::move(target), done = std::move(done), result = work()]() mutable {
                handoffAcquire(&fromPool);
                if (target)
                    done(std::move(result));
            };
        }
        handoffRelease(&fromPool);
        QMetaObject::invokeMethod(receiver.get(), std::move(deliver), Qt::QueuedConnection);
    };
    handoffRelease(&toPool);
    QThreadPool::globalInstance()->start(std::move(task));
}

} // namespace kube::detail
