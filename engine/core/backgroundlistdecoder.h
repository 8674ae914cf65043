// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "listbodydecoder.h"

#include <QObject>

#include <functional>
#include <memory>

namespace kube {

// A list decoder (JSON or protobuf) fed on another thread (`worker`'s), so that receiving a list body (and
// inflating it: Qt does that where the reply is read) and decoding it run at once, and the receiving thread's
// other calls (a session's watches, the user's actions) are not held up: decoded on the receiving thread, a
// 100k-pod list kept a GET beside it waiting up to 0.35-0.83 s. Chunks are decoded in the order fed; the
// feeding thread never waits. Create, feed, finish and destroy it on one thread; finish()'s callback runs
// there, through this object, so it never comes after the decoder is gone. Destroying it drops whatever is
// not decoded yet. The feeder bounds what waits by queuedBytes() and onDecoded (back-pressure, as reading a
// Go response body on demand has), and may fill the buffers that come back again.
class QKUBE_ENGINE_EXPORT BackgroundListDecoder : public QObject
{
    Q_OBJECT
public:
    using Done = std::function<void(Result<ObjectList> list, qint64 decodeNs)>;
    // Gets each chunk's bytes back once they are decoded.
    using Decoded = std::function<void(QByteArray spent)>;

    // `worker` lives on the decoding thread and outlives this decoder; `decoder` is used there only.
    BackgroundListDecoder(QObject *worker, std::unique_ptr<ListBodyDecoder> decoder,
                          QObject *parent = nullptr);
    ~BackgroundListDecoder() override;

    // Takes the next bytes of the body.
    void feed(QByteArray chunk);
    // Called through `context` (on the feeding thread; it outlives this decoder) after each chunk fed from
    // now on is decoded. Not through this object: the callback may destroy it.
    void setOnDecoded(QObject *context, Decoded onDecoded);
    // The bytes fed and not decoded yet.
    qint64 queuedBytes() const;
    // The bytes of the item in progress the decoder holds, as of the last chunk it took: what a cap on one
    // object looks at.
    qsizetype pendingItemBytes() const;
    // After the last feed(): `done` gets the list (or what is wrong with it) and the thread time spent
    // decoding.
    void finish(Done done);

private:
    struct State;
    std::shared_ptr<State> m_state;
    QObject *m_worker;
    QObject *m_decodedContext = nullptr;
    std::shared_ptr<const Decoded> m_onDecoded;
};

} // namespace kube
