// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "backgroundlistdecoder.h"

#include "threadhandoff.h"

#include <QElapsedTimer>

#include <atomic>
#include <mutex>

namespace kube {

struct BackgroundListDecoder::State : std::enable_shared_from_this<State>
{
    explicit State(std::unique_ptr<ListBodyDecoder> decoder) : decoder(std::move(decoder)) {}

    std::unique_ptr<ListBodyDecoder> decoder; // the worker's alone
    qint64 decodeNs = 0;                      // likewise
    std::atomic<qsizetype> pendingItemBytes{0};
    std::atomic<qint64> queuedBytes{0};
    // Held while a task is built and posted to either thread, and taken first by the task that runs: what the
    // poster wrote is then seen by the runner (a std::mutex: ThreadSanitizer sees it; Qt's queue it does
    // not). Held too while the owner goes, so an answer reaches a live owner or none.
    std::mutex posting;
    // The owner is gone: set under `posting`; read under it before an answer is posted, and without it to
    // skip work nobody waits for.
    std::atomic<bool> dropped{false};

    // Posts `task` (called with the state) to `to`'s thread; the caller holds `posting`.
    template <typename Task>
    static void postLocked(const std::shared_ptr<State> &state, QObject *to, Task task)
    {
        QMetaObject::invokeMethod(
            to,
            [state, task = std::move(task)]() mutable {
                detail::handoffAcquire(state.get()); // the state's construction (the constructor released it)
                state->posting.lock();               // waits until the poster is done writing the task
                state->posting.unlock();
                task(*state);
            },
            Qt::QueuedConnection);
    }
};

BackgroundListDecoder::BackgroundListDecoder(QObject *worker, std::unique_ptr<ListBodyDecoder> decoder,
                                             QObject *parent)
    : QObject(parent), m_state(std::make_shared<State>(std::move(decoder))), m_worker(worker)
{
    detail::handoffRelease(m_state.get());
}

BackgroundListDecoder::~BackgroundListDecoder()
{
    std::lock_guard<std::mutex> lock(m_state->posting);
    m_state->dropped = true;
    // An answer already posted to this object is removed with it (~QObject drops its posted events).
}

void BackgroundListDecoder::feed(QByteArray chunk)
{
    if (chunk.isEmpty())
        return;
    m_state->queuedBytes.fetch_add(chunk.size(), std::memory_order_relaxed);
    std::lock_guard<std::mutex> lock(m_state->posting);
    State::postLocked(m_state, m_worker,
                      [context = m_decodedContext, onDecoded = m_onDecoded,
                       chunk = std::move(chunk)](State &state) mutable {
                          if (state.dropped)
                              return;
                          QElapsedTimer clock;
                          clock.start();
                          state.decoder->feed(chunk);
                          state.decodeNs += clock.nsecsElapsed();
                          state.pendingItemBytes.store(state.decoder->pendingItemBytes(),
                                                       std::memory_order_relaxed);
                          state.queuedBytes.fetch_sub(chunk.size(), std::memory_order_relaxed);
                          if (!onDecoded)
                              return;
                          std::lock_guard<std::mutex> posting(state.posting);
                          if (state.dropped) // else the decoder, and so `context`, is still there
                              return;
                          State::postLocked(state.shared_from_this(), context,
                                            [onDecoded, spent = std::move(chunk)](State &) mutable {
                                                (*onDecoded)(std::move(spent));
                                            });
                      });
}

void BackgroundListDecoder::setOnDecoded(QObject *context, Decoded onDecoded)
{
    m_decodedContext = context;
    m_onDecoded = std::make_shared<const Decoded>(std::move(onDecoded));
}

qint64 BackgroundListDecoder::queuedBytes() const
{
    return m_state->queuedBytes.load(std::memory_order_relaxed);
}

qsizetype BackgroundListDecoder::pendingItemBytes() const
{
    return m_state->pendingItemBytes.load(std::memory_order_relaxed);
}

void BackgroundListDecoder::finish(Done done)
{
    std::lock_guard<std::mutex> lock(m_state->posting);
    State::postLocked(m_state, m_worker, [owner = this, done = std::move(done)](State &state) mutable {
        if (state.dropped)
            return;
        QElapsedTimer clock;
        clock.start();
        Result<ObjectList> list = state.decoder->finish();
        state.decodeNs += clock.nsecsElapsed();
        std::lock_guard<std::mutex> posting(state.posting);
        if (state.dropped)
            return;
        State::postLocked(state.shared_from_this(), owner,
                          [done = std::move(done), list = std::move(list),
                           decodeNs = state.decodeNs](State &) mutable { done(std::move(list), decodeNs); });
    });
}

} // namespace kube
