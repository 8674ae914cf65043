// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "pastrows.h"

#include <QDateTime>

namespace kube::PastRows {

Result<Table> tableAt(const Journal &journal, const QString &cluster, const GroupVersionResource &gvr,
                      qint64 timeMs, std::shared_ptr<const Printer> printer, QByteArrayView namespaceName)
{
    Table table;
    table.recordingSinceMs = journal.recordingSinceMs(cluster, gvr);
    table.recorded = table.recordingSinceMs != 0 && table.recordingSinceMs <= timeMs;
    if (!table.recorded)
        return table;
    const auto objects = journal.stateAt(cluster, gvr, timeMs, namespaceName);
    if (!objects)
        return objects.error();
    // A feed of its own: its shared texts are not the live feed's, used on another thread.
    const RowFeed feed(std::move(printer));
    table.rows.reserve(objects->size());
    for (const Object &object : objects.value()) {
        RowChange change = feed.makeChange(RowChange::Type::Upsert, object, true);
        for (PrintCell &cell : change.row.cells)
            cell = cell.frozenAt(timeMs);
        table.rows.append(std::move(change));
    }
    return table;
}

Result<RowBatch> at(const Journal &journal, const QString &cluster, const GroupVersionResource &gvr,
                    qint64 timeMs, std::shared_ptr<const Printer> printer, QByteArrayView namespaceName)
{
    auto table = tableAt(journal, cluster, gvr, timeMs, std::move(printer), namespaceName);
    if (!table)
        return table.error();
    // No rows would read as "there were none": say that nobody looked.
    if (!table->recorded)
        return Error(Error::Kind::Invalid,
                     table->recordingSinceMs
                         ? QStringLiteral("%1 were not recorded before %2")
                               .arg(gvr.resource, QDateTime::fromMSecsSinceEpoch(table->recordingSinceMs)
                                                      .toString(QStringLiteral("HH:mm:ss")))
                         : QStringLiteral("%1 were never recorded in this cluster").arg(gvr.resource));
    return std::move(table).value().rows;
}

} // namespace kube::PastRows
