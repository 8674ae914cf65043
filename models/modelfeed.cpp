// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "modelfeed.h"

#include "core/threadhandoff.h"

namespace kube {

// Forwards informer callbacks to the feed while it exists (the informer may outlive it by a moment).
class ModelFeed::Handler : public ResourceEventHandler
{
public:
    explicit Handler(ModelFeed *feed) : m_feed(feed) {}
    void detach()
    {
        QMutexLocker lock(&m_mutex);
        m_feed = nullptr;
    }
    void onAdd(const Object &object, bool isInInitialList) override { forward({FeedChange::Type::Upsert, object.key(), object, {}, isInInitialList}); }
    void onUpdate(const Object &, const Object &newObject) override { forward({FeedChange::Type::Upsert, newObject.key(), newObject, {}, false}); }
    void onDelete(const Object &object, bool) override { forward({FeedChange::Type::Delete, object.key(), object, {}, false}); }

private:
    void forward(FeedChange change)
    {
        QMutexLocker lock(&m_mutex);
        if (m_feed)
            m_feed->push(std::move(change));
    }
    QMutex m_mutex;
    ModelFeed *m_feed;
};

ModelFeed::ModelFeed(Digest digest, int intervalMs, QObject *parent)
    : QObject(parent), m_digest(std::move(digest)), m_intervalMs(intervalMs), m_handler(std::make_shared<Handler>(this))
{
    qRegisterMetaType<kube::FeedBatch>();
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &ModelFeed::deliver);
    m_sinceDelivery.start();
}

ModelFeed::~ModelFeed()
{
    m_handler->detach();
}

std::shared_ptr<ResourceEventHandler> ModelFeed::handler()
{
    return m_handler;
}

void ModelFeed::resetHandler()
{
    m_handler->detach();
    m_handler = std::make_shared<Handler>(this);
    QMutexLocker lock(&m_mutex);
    m_pending.clear();
    m_index.clear();
}

qint64 ModelFeed::changesReceived() const
{
    QMutexLocker lock(&m_mutex);
    return m_received;
}

void ModelFeed::push(FeedChange change)
{
    // The digest (JSON reading) happens here, on the listener's thread.
    if (change.type == FeedChange::Type::Upsert && m_digest)
        change.digest = m_digest(change.object);
    QMutexLocker lock(&m_mutex);
    ++m_received;
    auto it = m_index.constFind(change.key);
    if (it != m_index.constEnd()) {
        FeedChange &pending = m_pending[*it];
        const bool wasInitial = pending.initial;
        pending = std::move(change);
        pending.initial = pending.initial || wasInitial;
    } else {
        m_index.insert(change.key, m_pending.size());
        m_pending.append(std::move(change));
    }
    if (!m_scheduled) {
        m_scheduled = true;
        detail::handoffRelease(this);
        QMetaObject::invokeMethod(this, [this] {
            detail::handoffAcquire(this);
            // Coalesce: deliver at most once per interval.
            const qint64 wait = std::max<qint64>(0, m_intervalMs - m_sinceDelivery.elapsed());
            m_timer.start(int(wait));
        }, Qt::QueuedConnection);
    }
}

void ModelFeed::deliver()
{
    FeedBatch batch;
    {
        QMutexLocker lock(&m_mutex);
        batch.swap(m_pending);
        m_index.clear();
        m_scheduled = false;
    }
    m_sinceDelivery.restart();
    if (batch.isEmpty())
        return;
    ++m_batches;
    Q_EMIT batchReady(batch);
}

} // namespace kube
