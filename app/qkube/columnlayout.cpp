// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "columnlayout.h"

#include <algorithm>

namespace ColumnLayout {

QList<int> fit(const QList<ColumnSpec> &columns, int available)
{
    QList<int> widths;
    int used = 0;
    int stretching = 0;
    for (const ColumnSpec &column : columns) {
        const int width = column.userWidth > 0 ? column.userWidth : column.content;
        widths.append(column.userWidth > 0 || !column.stretches ? width : 0);
        used += widths.constLast();
        if (column.stretches && column.userWidth <= 0)
            ++stretching;
    }
    // The stretching columns' floors first: what they need at least is taken from the widest others.
    int stretchFloor = 0;
    for (const ColumnSpec &column : columns)
        if (column.stretches && column.userWidth <= 0)
            stretchFloor += column.floor;
    int excess = used + stretchFloor - available;
    if (excess > 0) {
        // The columns that may give way are capped at one width (down to each one's floor), so that the
        // widest shrink first and together: the smallest cap that frees enough.
        QList<int> squeezable;
        int squeezableWidth = 0;
        int widest = 0;
        for (int i = 0; i < columns.size(); ++i)
            if (!columns[i].stretches && columns[i].userWidth <= 0) {
                squeezable.append(i);
                squeezableWidth += widths[i];
                widest = std::max(widest, widths[i]);
            }
        const auto capped = [&](int i, int cap) {
            return std::max(std::min(columns[i].floor, widths[i]), std::min(widths[i], cap));
        };
        const auto total = [&](int cap) {
            int sum = 0;
            for (int i : squeezable)
                sum += capped(i, cap);
            return sum;
        };
        const int wanted = squeezableWidth - excess;
        int low = 0; // total(low) may be below what is wanted; total(widest) is not
        int high = widest;
        while (low < high) {
            const int middle = (low + high) / 2;
            if (total(middle) >= wanted)
                high = middle;
            else
                low = middle + 1;
        }
        int over = total(high) - std::max(wanted, total(0));
        for (int i : std::as_const(squeezable)) {
            const int width = capped(i, high);
            // One pixel less for as many of the columns at the cap as the cap's rounding left over.
            const int trimmed =
                over > 0 && width == high && width > std::min(columns[i].floor, widths[i]) ? 1 : 0;
            over -= trimmed;
            used -= widths[i] - (width - trimmed);
            widths[i] = width - trimmed;
        }
    }
    if (stretching == 0)
        return widths;
    // Spare width goes to the stretching columns in proportion to what they want, each at least its floor.
    int spare = std::max(0, available - used);
    int wanted = 0;
    for (const ColumnSpec &column : columns)
        if (column.stretches && column.userWidth <= 0)
            wanted += std::max(column.content, column.floor);
    for (int i = 0; i < columns.size(); ++i) {
        const ColumnSpec &column = columns[i];
        if (!column.stretches || column.userWidth > 0)
            continue;
        const int share = wanted > 0 ? int(qint64(spare) * std::max(column.content, column.floor) / wanted)
                                     : spare / stretching;
        widths[i] = std::max(column.floor, share);
    }
    return widths;
}

} // namespace ColumnLayout
