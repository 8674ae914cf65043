// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"

#include <QList>
#include <QMetaType>
#include <QStringList>

namespace kube {

// One line of a description as its describer wrote it, before kubectl's alignment: how many spaces it is
// indented by (two a level, kubectl's LEVEL_n, plus any the text carries) and its tab-separated cells (the
// last one is the text after the last tab).
struct QKUBE_ENGINE_EXPORT DescribeLine
{
    int indent = 0;
    QStringList cells;
    bool operator==(const DescribeLine &) const = default;
};

// What a describer made of one object: kubectl describe's lines, unaligned. text() is what kubectl prints;
// the window lays the same lines out as sections, rows and tables. A plain value, any thread.
struct QKUBE_ENGINE_EXPORT Description
{
    QList<DescribeLine> lines;
    bool endsWithBreak = false; // the text ends with a line break (every describer's does)

    bool isEmpty() const { return lines.isEmpty(); }
    // The lines aligned as Go's text/tabwriter aligns them (minimum width 0, padding 2, spaces): a column's
    // width is set by the run of consecutive lines that have a cell in that column, and the text after a
    // line's last tab is never padded.
    QString text() const;
    // The lines of `raw`: text written with tabs between cells and line breaks between lines.
    static Description fromRaw(const QString &raw);
};

} // namespace kube

Q_DECLARE_METATYPE(kube::Description)
