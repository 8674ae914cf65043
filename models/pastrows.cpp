// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "pastrows.h"

namespace kube::PastRows {

Result<RowBatch> at(const Journal &journal, const QString &cluster, const GroupVersionResource &gvr, qint64 timeMs,
                    std::shared_ptr<const Printer> printer, QByteArrayView namespaceName)
{
    const auto objects = journal.stateAt(cluster, gvr, timeMs, namespaceName);
    if (!objects)
        return objects.error();
    // A feed of its own: its shared texts are not the live feed's, used on another thread.
    const RowFeed feed(std::move(printer));
    RowBatch batch;
    batch.reserve(objects->size());
    for (const Object &object : objects.value())
        batch.append(feed.makeChange(RowChange::Type::Upsert, object, true));
    return batch;
}

} // namespace kube::PastRows
