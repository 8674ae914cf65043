// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "journal/journal.h"
#include "rowfeed.h"

namespace kube {

// A table as it was: the journal's objects of one resource at a past moment, turned into rows by the kind's
// printer exactly as the live feed turns them, for a ResourceTableModel cleared first (the rows are marked
// initial). Reads the journal and prints every row: run it off the GUI thread.
namespace PastRows {

Result<RowBatch> at(const Journal &journal, const QString &cluster, const GroupVersionResource &gvr, qint64 timeMs,
                    std::shared_ptr<const Printer> printer, QByteArrayView namespaceName = {});

} // namespace PastRows

} // namespace kube
