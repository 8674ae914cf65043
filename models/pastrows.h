// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "journal/journal.h"
#include "rowfeed.h"

namespace kube {

// A table as it was: the journal's objects of one resource at a past moment, turned into rows by the kind's
// printer exactly as the live feed turns them, for a ResourceTableModel cleared first (the rows are marked
// initial). Cells that depend on the clock (AGE, RESTARTS "3 (5m ago)") read as they did at that moment and
// no longer tick. Reads the journal and prints every row: run it off the GUI thread.
namespace PastRows {

struct Table
{
    RowBatch rows;
    // When the journal began recording the resource in the cluster (its first list); 0: it never did.
    qint64 recordingSinceMs = 0;
    // Whether the resource was being recorded at the moment asked for. When false, `rows` is empty because
    // qkube did not know the objects then, not because there were none.
    bool recorded = false;
};

Result<Table> tableAt(const Journal &journal, const QString &cluster, const GroupVersionResource &gvr,
                      qint64 timeMs, std::shared_ptr<const Printer> printer,
                      QByteArrayView namespaceName = {});
// tableAt()'s rows alone; an Invalid error when the resource was not recorded at `timeMs`.
Result<RowBatch> at(const Journal &journal, const QString &cluster, const GroupVersionResource &gvr, qint64 timeMs,
                    std::shared_ptr<const Printer> printer, QByteArrayView namespaceName = {});

} // namespace PastRows

} // namespace kube
