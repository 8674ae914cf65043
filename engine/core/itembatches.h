// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "object.h"

#include <deque>
#include <functional>
#include <memory>
#include <string_view>

namespace kube {

class HelperPool;

// A list's items decoded on helper threads beside the thread that reads the list (ListDecoder,
// ProtobufListDecoder): the reader copies each item's bytes into a batch; a full batch (~128 KiB, ~30 pods)
// is offered to the helpers; batches are taken in, in order, as they are done. While more than a few are
// pending the reader decodes one no helper has started (or waits for the oldest), so the bytes held stay
// bounded and the reader never idles. The first item that fails is the error, as if decoded one by one.
class ItemBatches
{
public:
    // Decodes one item, on any thread, several at once: `bytes` (readable for simdjson's padding past their
    // end), its `index` in the list and its offset in the body, for the error's message, which is whole.
    using DecodeItem =
        std::function<Result<Object>(std::string_view bytes, qsizetype index, qint64 bodyOffset)>;

    // Items get indexes from `firstIndex` on.
    ItemBatches(HelperPool &helpers, DecodeItem decode, qsizetype firstIndex);
    // Batches no helper has started are dropped; one running finishes on its own.
    ~ItemBatches();
    ItemBatches(const ItemBatches &) = delete;
    ItemBatches &operator=(const ItemBatches &) = delete;

    // Copies the item's bytes into the batch being filled; offers the batch when it is full.
    void add(std::string_view bytes, qint64 bodyOffset);
    // Appends the objects of the batches done at the front to `items`, keeping no more than a few pending.
    // Returns the first failure (nothing after it is appended, nor taken later).
    Error collect(QList<Object> &items);
    // The same for every item added, waiting for those still being decoded.
    Error collectAll(QList<Object> &items);

private:
    struct Batch;
    void seal();
    Error take(qsizetype keepPending, QList<Object> &items);

    HelperPool &m_helpers;
    DecodeItem m_decode;
    qsizetype m_nextIndex;
    qsizetype m_maxPending;
    std::shared_ptr<Batch> m_filling;
    std::deque<std::shared_ptr<Batch>> m_pending; // sealed, in order, not taken in yet
    bool m_failed = false;
};

} // namespace kube
