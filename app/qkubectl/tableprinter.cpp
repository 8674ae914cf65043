// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "tableprinter.h"

namespace {
constexpr int columnGap = 3;
constexpr qsizetype minimumColumnWidth =
    6; // kubectl's tabwriter: a column and its gap take at least this much
} // namespace

void TablePrinter::addRow(const QStringList &cells)
{
    for (qsizetype i = 0; i < cells.size(); ++i) {
        if (m_widths.size() <= i)
            m_widths.append(0);
        m_widths[i] = std::max(m_widths[i], cells[i].size());
    }
    m_rows.append(cells);
}

QList<qsizetype> TablePrinter::widths() const
{
    QList<qsizetype> widths = m_widths;
    for (qsizetype i = 0; i < m_minimumWidths.size(); ++i) {
        if (widths.size() <= i)
            widths.append(0);
        widths[i] = std::max(widths[i], m_minimumWidths[i]);
    }
    return widths;
}

QString TablePrinter::toString() const
{
    const QList<qsizetype> widths = this->widths();
    QString out;
    for (qsizetype row = 0; row < m_rows.size(); ++row) {
        const qsizetype cells = m_rows.cellCount(row);
        for (qsizetype i = 0; i < cells; ++i) {
            const QStringView cell = m_rows.cell(row, i);
            out += cell;
            if (i + 1 < cells)
                out += QString(std::max(widths[i] + columnGap, minimumColumnWidth) - cell.size(),
                               QLatin1Char(' '));
        }
        out += QLatin1Char('\n');
    }
    return out;
}
