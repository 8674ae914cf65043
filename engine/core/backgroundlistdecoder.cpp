// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "backgroundlistdecoder.h"

#include "threadhandoff.h"

#include <QElapsedTimer>
#include <QMutex>

#include <atomic>

namespace kube {

struct BackgroundListDecoder::State
{
    explicit State(DecodeOptions options) : decoder(std::move(options)) {}

    ListDecoder decoder; // the worker's alone
    qint64 decodeNs = 0; // likewise
    std::atomic<qsizetype> queuedBytes{0};
    std::atomic<qsizetype> pendingItemBytes{0};
    // Held while the answer is posted and while the owner goes: the answer reaches a live owner or none.
    QMutex answerLock;
    bool dropped = false;                 // under answerLock
    std::atomic<bool> droppedHint{false}; // the same, read without the lock to skip work nobody waits for
};

BackgroundListDecoder::BackgroundListDecoder(QObject *worker, DecodeOptions options, QObject *parent)
    : QObject(parent), m_state(std::make_shared<State>(std::move(options))), m_worker(worker)
{
}

BackgroundListDecoder::~BackgroundListDecoder()
{
    QMutexLocker lock(&m_state->answerLock);
    m_state->dropped = true;
    m_state->droppedHint.store(true, std::memory_order_relaxed);
    // An answer already posted to this object is removed with it (~QObject drops its posted events).
}

void BackgroundListDecoder::feed(QByteArray chunk)
{
    if (chunk.isEmpty())
        return;
    m_state->queuedBytes.fetch_add(chunk.size(), std::memory_order_relaxed);
    detail::handoffRelease(m_state.get());
    QMetaObject::invokeMethod(
        m_worker,
        [state = m_state, chunk = std::move(chunk)] {
            detail::handoffAcquire(state.get());
            if (!state->droppedHint.load(std::memory_order_relaxed)) {
                QElapsedTimer clock;
                clock.start();
                state->decoder.feed(chunk);
                state->decodeNs += clock.nsecsElapsed();
                state->pendingItemBytes.store(state->decoder.pendingItemBytes(), std::memory_order_relaxed);
            }
            state->queuedBytes.fetch_sub(chunk.size(), std::memory_order_relaxed);
        },
        Qt::QueuedConnection);
}

qsizetype BackgroundListDecoder::pendingItemBytes() const
{
    return m_state->pendingItemBytes.load(std::memory_order_relaxed);
}

qsizetype BackgroundListDecoder::queuedBytes() const
{
    return m_state->queuedBytes.load(std::memory_order_relaxed);
}

void BackgroundListDecoder::finish(Done done)
{
    detail::handoffRelease(m_state.get());
    QMetaObject::invokeMethod(
        m_worker,
        [state = m_state, owner = this, done = std::move(done)] {
            detail::handoffAcquire(state.get());
            if (state->droppedHint.load(std::memory_order_relaxed))
                return;
            QElapsedTimer clock;
            clock.start();
            Result<ObjectList> list = state->decoder.finish();
            state->decodeNs += clock.nsecsElapsed();
            QMutexLocker lock(&state->answerLock);
            if (state->dropped)
                return;
            detail::handoffRelease(state.get());
            QMetaObject::invokeMethod(
                owner,
                [state, done, list = std::move(list), decodeNs = state->decodeNs]() mutable {
                    detail::handoffAcquire(state.get());
                    done(std::move(list), decodeNs);
                },
                Qt::QueuedConnection);
        },
        Qt::QueuedConnection);
}

} // namespace kube
