// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "resourcetablemodel.h"

#include "metrics/metricslist.h"
#include "metrics/usagejoin.h"

#include <QHash>
#include <QList>

#include <optional>

namespace kube {

// One cluster's usage cells worked out from a snapshot of the table's rows, the last metrics answer and the
// figures each row is measured against (its requests and limits, a node's allocatable: UsageBounds): the
// per-row arithmetic and wording of UsageColumns, done away from the GUI thread (at 100k pods it is half a
// second a poll). Pure: a value in, a value out, from any thread.
struct UsageCells
{
    enum class Kind { Pods, Nodes, Namespaces };
    using Cells = QHash<QByteArray, ResourceTableModel::ExtraCells>;
    using UsageByKey = QHash<QByteArray, ResourceUsage>;
    using BoundsByKey = QHash<QByteArray, UsageBounds>;

    struct Input
    {
        Kind kind = Kind::Pods;
        QList<std::pair<QByteArray, Object>> rows; // each row's key and object version
        std::optional<QList<PodMetrics>> pods;     // a new answer for a Pods or Namespaces table, or
        std::optional<QList<NodeMetrics>> nodes;   // a Nodes table's, or neither: the last one's usage
        UsageByKey usage;
        BoundsByKey bounds;                   // by row key: what each row is measured against
        QHash<QByteArray, qint64> podsOnNode; // a Nodes table's rows' non-terminated pods
    };
    struct Output
    {
        Cells cells;
        UsageByKey usage;             // by row key: the answer the cells were worked out from
        QList<Object> unread;         // rows whose object version has no bounds yet (measured ones)
        QList<QByteArray> boundsGone; // bounds of rows no longer in the table
    };

    // Rows worked out in one turn of the session worker's loop (a few ms): its watches go on between the
    // slices of a 100k-pod table.
    static constexpr qsizetype slice = 5000;
    // Objects read into UsageBounds in one turn of the worker (about 50 ms of pods on a busy box).
    static constexpr qsizetype boundsSlice = 1000;

    static Output compute(Input input);
    // compute() in steps: begin() takes the answer, rows() works out [from, to), end() lists the bounds gone.
    static Output begin(Input *input);
    static void rows(const Input &input, Output *out, qsizetype from, qsizetype to);
    static void end(const Input &input, Output *out);
    // The usage by row key in `pods` (by "namespace/name" for pods, summed by namespace for namespaces).
    static UsageByKey usageOf(Kind kind, const QList<PodMetrics> &pods);
    static UsageByKey usageOf(const QList<NodeMetrics> &nodes);
};

} // namespace kube
