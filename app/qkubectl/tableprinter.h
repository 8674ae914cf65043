// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "packedrows.h"

#include <QList>
#include <QStringList>

// Columns aligned the way kubectl's tabwriter aligns them: each column as wide as its widest cell plus three
// spaces (six at least), the last column unpadded.
class TablePrinter
{
public:
    void addRow(const QStringList &cells);
    bool isEmpty() const { return m_rows.isEmpty(); }
    QString toString() const;
    // Columns are at least this wide (kubectl's watch keeps the initial table's widths for later rows).
    void setMinimumWidths(const QList<qsizetype> &widths) { m_minimumWidths = widths; }
    QList<qsizetype> widths() const;

private:
    PackedRows m_rows;
    QList<qsizetype> m_widths; // of the rows so far
    QList<qsizetype> m_minimumWidths;
};
