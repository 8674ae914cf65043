// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "description.h"

#include <algorithm>

namespace kube {

namespace {

constexpr int tabPadding = 2; // kubectl's tabwriter: minwidth 0, padding 2, padded with spaces

using Line = QStringList; // the cells of a line; the last one is the text after the last tab

// Go's text/tabwriter format(): the lines [first, end) all have a cell in every column of `widths`; a column
// block is a run of consecutive lines with a cell in the next column (not counting a line's last cell).
void formatBlock(const QList<Line> &lines, qsizetype first, qsizetype end, QList<int> &widths, QString &out)
{
    const auto writeLines = [&](qsizetype from, qsizetype to) {
        for (qsizetype i = from; i < to; ++i) {
            const Line &line = lines.at(i);
            for (qsizetype j = 0; j < line.size(); ++j) {
                out += line.at(j);
                if (j < widths.size())
                    out += QString(widths.at(j) - line.at(j).size(), QLatin1Char(' '));
            }
            out += QLatin1Char('\n');
        }
    };
    const qsizetype column = widths.size();
    qsizetype printed = first;
    for (qsizetype i = first; i < end; ++i) {
        if (column >= lines.at(i).size() - 1)
            continue;
        writeLines(printed, i);
        const qsizetype blockStart = i;
        int width = 0;
        for (; i < end && column < lines.at(i).size() - 1; ++i)
            width = std::max(width, int(lines.at(i).at(column).size()) + tabPadding);
        widths.append(width);
        formatBlock(lines, blockStart, i, widths, out);
        widths.removeLast();
        printed = i;
        --i; // the loop's ++i must not skip the line that ended the block
    }
    writeLines(printed, end);
}

} // namespace

Description Description::fromRaw(const QString &raw)
{
    Description description;
    if (raw.isEmpty())
        return description;
    QStringList rawLines = raw.split(QLatin1Char('\n'));
    description.endsWithBreak = rawLines.size() > 1 && rawLines.last().isEmpty();
    if (description.endsWithBreak)
        rawLines.removeLast();
    description.lines.reserve(rawLines.size());
    for (const QString &rawLine : std::as_const(rawLines)) {
        DescribeLine line;
        line.cells = rawLine.split(QLatin1Char('\t'));
        QString &first = line.cells.first();
        while (line.indent < first.size() && first.at(line.indent) == QLatin1Char(' '))
            ++line.indent;
        first.remove(0, line.indent);
        description.lines.append(line);
    }
    return description;
}

QString Description::text() const
{
    QList<Line> aligned;
    aligned.reserve(lines.size());
    for (const DescribeLine &line : lines) {
        Line cells = line.cells;
        cells.first().prepend(QString(line.indent, QLatin1Char(' ')));
        aligned.append(cells);
    }
    QList<int> widths;
    QString out;
    formatBlock(aligned, 0, aligned.size(), widths, out);
    if (!endsWithBreak && !out.isEmpty())
        out.chop(1);
    return out;
}

} // namespace kube
