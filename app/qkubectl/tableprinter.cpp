// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "tableprinter.h"

namespace {
constexpr int columnGap = 3;
constexpr qsizetype minimumColumnWidth = 6; // kubectl's tabwriter: a column and its gap take at least this much
}

QList<qsizetype> TablePrinter::widths() const
{
    QList<qsizetype> widths = m_minimumWidths;
    for (const QStringList &row : m_rows) {
        for (qsizetype i = 0; i < row.size(); ++i) {
            if (widths.size() <= i)
                widths.append(0);
            widths[i] = std::max(widths[i], row[i].size());
        }
    }
    return widths;
}

QString TablePrinter::toString() const
{
    const QList<qsizetype> widths = this->widths();
    QString out;
    for (const QStringList &row : m_rows) {
        QString line;
        for (qsizetype i = 0; i < row.size(); ++i) {
            if (i + 1 < row.size())
                line += row[i].leftJustified(std::max(widths[i] + columnGap, minimumColumnWidth));
            else
                line += row[i];
        }
        out += line + QLatin1Char('\n');
    }
    return out;
}
