// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "itembatches.h"

#include "helperpool.h"
#include "objectlist.h"

#include <string>
#include <vector>

namespace kube {

namespace {
// A batch is offered once it holds this many bytes: ~30 pods, so handing it over costs ~1% of decoding it.
constexpr size_t batchBytes = 128 * 1024;
// Batches pending per thread that decodes; past that the reader decodes or waits instead of reading on.
constexpr qsizetype pendingPerThread = 2;
} // namespace

struct ItemBatches::Batch
{
    struct Item
    {
        size_t begin = 0;
        size_t size = 0;
        qint64 bodyOffset = 0;
    };
    std::string bytes; // the items back to back, padded after the last
    std::vector<Item> items;
    qsizetype firstIndex = 0;
    // Written by whichever thread runs the task; read once it is done.
    QList<Object> objects;
    Error failure;
    std::shared_ptr<HelperTask> task;

    void decode(const DecodeItem &decodeItem)
    {
        objects.reserve(qsizetype(items.size()));
        for (size_t i = 0; i < items.size(); ++i) {
            const Item &item = items[i];
            auto object = decodeItem(std::string_view(bytes.data() + item.begin, item.size),
                                     firstIndex + qsizetype(i), item.bodyOffset);
            if (!object) {
                failure = object.error();
                return;
            }
            objects.append(std::move(object).value());
        }
    }
};

ItemBatches::ItemBatches(HelperPool &helpers, DecodeItem decode, qsizetype firstIndex)
    : m_helpers(helpers), m_decode(std::move(decode)), m_nextIndex(firstIndex),
      m_maxPending(pendingPerThread * (helpers.threadCount() + 1))
{
}

ItemBatches::~ItemBatches() = default;

void ItemBatches::add(std::string_view bytes, qint64 bodyOffset)
{
    if (!m_filling) {
        m_filling = std::make_shared<Batch>();
        m_filling->bytes.reserve(batchBytes + bytes.size() + 64);
        m_filling->firstIndex = m_nextIndex;
    }
    m_filling->items.push_back({m_filling->bytes.size(), bytes.size(), bodyOffset});
    m_filling->bytes.append(bytes);
    ++m_nextIndex;
    if (m_filling->bytes.size() >= batchBytes)
        seal();
}

void ItemBatches::seal()
{
    if (!m_filling)
        return;
    ensureJsonPadding(m_filling->bytes);
    // Weak: batches dropped with their owner are skipped by a helper that had not started them. The decode
    // function is copied: the task may run after this object is gone.
    m_filling->task =
        std::make_shared<HelperTask>([weak = std::weak_ptr<Batch>(m_filling), decode = m_decode] {
            if (const std::shared_ptr<Batch> batch = weak.lock())
                batch->decode(decode);
        });
    m_helpers.offer(m_filling->task);
    m_pending.push_back(std::move(m_filling));
    m_filling.reset();
}

Error ItemBatches::collect(QList<Object> &items)
{
    return take(m_maxPending, items);
}

Error ItemBatches::collectAll(QList<Object> &items)
{
    seal();
    return take(0, items);
}

Error ItemBatches::take(qsizetype keepPending, QList<Object> &items)
{
    while (!m_pending.empty() && !m_failed) {
        const std::shared_ptr<Batch> front = m_pending.front();
        if (!front->task->isDone()) {
            if (qsizetype(m_pending.size()) <= keepPending)
                return {};
            // Too many pending: decode one no helper has started (the oldest first), else wait for the
            // oldest.
            bool ranOne = false;
            for (const std::shared_ptr<Batch> &batch : m_pending)
                if ((ranOne = batch->task->tryRun()))
                    break;
            if (!ranOne)
                front->task->wait();
            continue;
        }
        m_pending.pop_front();
        items.append(std::move(front->objects));
        if (front->failure) {
            m_failed = true;
            m_pending.clear();
            return front->failure;
        }
    }
    return {};
}

} // namespace kube
