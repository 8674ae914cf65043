// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "cache/resourceeventhandler.h"

#include <QElapsedTimer>
#include <QHash>
#include <QMetaType>
#include <QMutex>
#include <QObject>
#include <QTimer>

#include <any>
#include <functional>
#include <memory>

namespace kube {

// One change for a model: the object's key, what it became (or that it went), and its row digest (the few
// fields the model shows, computed off the GUI thread).
struct FeedChange
{
    enum class Type { Upsert, Delete };
    Type type = Type::Upsert;
    QByteArray key;
    Object object;
    std::any digest;
    bool initial = false;
};
using FeedBatch = QList<FeedChange>;

// The bridge between an informer and GUI models: a ResourceEventHandler (its callbacks run on the listener's
// thread) that digests each object there, coalesces changes per key (the latest state wins), and hands them to
// the GUI thread as one batch at most every `intervalMs`, by a queued signal. 10k changes/s arrive as a few
// batches per frame, never one signal per object. Create it on the GUI thread.
class ModelFeed : public QObject
{
    Q_OBJECT
public:
    static constexpr int defaultIntervalMs = 50;
    using Digest = std::function<std::any(const Object &)>;

    explicit ModelFeed(Digest digest, int intervalMs = defaultIntervalMs, QObject *parent = nullptr);
    ~ModelFeed() override;

    // The handler to register with an informer; it holds only a weak link to this feed.
    std::shared_ptr<ResourceEventHandler> handler();
    // Cuts the current handler off (its informer is being replaced: late notifications are dropped), forgets
    // pending changes and makes a new handler for the next informer.
    void resetHandler();
    qint64 changesReceived() const;
    qint64 batchesDelivered() const { return m_batches; }

Q_SIGNALS:
    void batchReady(const kube::FeedBatch &batch);

private:
    class Handler;
    void push(FeedChange change);
    void deliver();

    Digest m_digest;
    int m_intervalMs;
    mutable QMutex m_mutex;
    QHash<QByteArray, qsizetype> m_index; // key -> position in m_pending
    FeedBatch m_pending;
    bool m_scheduled = false;
    qint64 m_received = 0;
    qint64 m_batches = 0;
    QElapsedTimer m_sinceDelivery;
    QTimer m_timer;
    std::shared_ptr<Handler> m_handler;
};

} // namespace kube

Q_DECLARE_METATYPE(kube::FeedBatch)
