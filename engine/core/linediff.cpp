// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "linediff.h"

#include <QList>

#include <vector>

namespace kube::LineDiff {

namespace {

enum class Op { Same, Removed, Added };

struct Edit
{
    Op op;
    int line; // in `from` for Same and Removed, in `to` for Added
};

QStringList linesOf(const QString &text)
{
    QStringList lines = text.split(QLatin1Char('\n'));
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast(); // the final newline ends the last line, it starts none
    return lines;
}

// The shortest edit script from a[aFrom, aTo) to b[bFrom, bTo), or nothing when it is longer than
// maxEditDistance.
std::optional<QList<Edit>> myers(const QStringList &a, int aFrom, int aTo, const QStringList &b, int bFrom,
                                 int bTo)
{
    const int n = aTo - aFrom;
    const int m = bTo - bFrom;
    const int limit = std::min(n + m, maxEditDistance);
    const int offset = limit + 1;
    std::vector<int> v(size_t(2 * offset + 1), 0);
    std::vector<std::vector<int>> trace; // v after each step d, kept for the walk back
    int found = -1;
    for (int d = 0; d <= limit && found < 0; ++d) {
        for (int k = -d; k <= d; k += 2) {
            int x = (k == -d || (k != d && v[size_t(offset + k - 1)] < v[size_t(offset + k + 1)]))
                        ? v[size_t(offset + k + 1)]
                        : v[size_t(offset + k - 1)] + 1;
            int y = x - k;
            while (x < n && y < m && a[aFrom + x] == b[bFrom + y]) {
                ++x;
                ++y;
            }
            v[size_t(offset + k)] = x;
            if (x >= n && y >= m) {
                found = d;
                break;
            }
        }
        trace.emplace_back(v.begin() + (offset - d), v.begin() + (offset + d + 1));
    }
    if (found < 0)
        return std::nullopt;
    QList<Edit> reversed;
    int x = n;
    int y = m;
    for (int d = found; d > 0; --d) {
        const std::vector<int> &previous = trace[size_t(d - 1)]; // indexed by k + (d - 1)
        const auto at = [&previous, d](int k) { return previous[size_t(k + d - 1)]; };
        const int k = x - y;
        const bool down = k == -d || (k != d && at(k - 1) < at(k + 1));
        const int previousK = down ? k + 1 : k - 1;
        const int previousX = at(previousK);
        const int previousY = previousX - previousK;
        while (x > previousX + (down ? 0 : 1) && y > previousY + (down ? 1 : 0)) {
            --x;
            --y;
            reversed.append({Op::Same, aFrom + x});
        }
        if (down)
            reversed.append({Op::Added, bFrom + --y});
        else
            reversed.append({Op::Removed, aFrom + --x});
    }
    while (x > 0 && y > 0) {
        --x;
        --y;
        reversed.append({Op::Same, aFrom + x});
    }
    return QList<Edit>(reversed.rbegin(), reversed.rend());
}

} // namespace

QString unified(const QString &from, const QString &to, const QString &fromLabel, const QString &toLabel)
{
    const QStringList a = linesOf(from);
    const QStringList b = linesOf(to);
    int prefix = 0;
    while (prefix < a.size() && prefix < b.size() && a[prefix] == b[prefix])
        ++prefix;
    int suffix = 0;
    while (suffix < a.size() - prefix && suffix < b.size() - prefix &&
           a[a.size() - 1 - suffix] == b[b.size() - 1 - suffix])
        ++suffix;
    if (prefix == a.size() && prefix == b.size())
        return {};
    QList<Edit> edits;
    for (int line = 0; line < prefix; ++line)
        edits.append({Op::Same, line});
    const int aEnd = int(a.size()) - suffix;
    const int bEnd = int(b.size()) - suffix;
    if (const auto middle = myers(a, prefix, aEnd, b, prefix, bEnd)) {
        edits.append(*middle);
    } else {
        for (int line = prefix; line < aEnd; ++line)
            edits.append({Op::Removed, line});
        for (int line = prefix; line < bEnd; ++line)
            edits.append({Op::Added, line});
    }
    for (int line = aEnd; line < a.size(); ++line)
        edits.append({Op::Same, line});

    // Hunks: runs of changes with their context, merged where the context would overlap.
    QString out = QStringLiteral("--- %1\n+++ %2\n").arg(fromLabel, toLabel);
    // Line numbers (0-based) in a and b before each edit.
    std::vector<int> aLine(size_t(edits.size()) + 1), bLine(size_t(edits.size()) + 1);
    for (int i = 0; i < edits.size(); ++i) {
        aLine[size_t(i + 1)] = aLine[size_t(i)] + (edits[i].op != Op::Added);
        bLine[size_t(i + 1)] = bLine[size_t(i)] + (edits[i].op != Op::Removed);
    }
    int i = 0;
    while (i < edits.size()) {
        if (edits[i].op == Op::Same) {
            ++i;
            continue;
        }
        const int start = std::max(0, i - contextLines);
        int end = i; // one past the hunk's last change
        for (int j = i; j < edits.size(); ++j) {
            if (edits[j].op != Op::Same)
                end = j + 1;
            else if (j - end >= 2 * contextLines)
                break;
        }
        const int stop = std::min(int(edits.size()), end + contextLines);
        const int aCount = aLine[size_t(stop)] - aLine[size_t(start)];
        const int bCount = bLine[size_t(stop)] - bLine[size_t(start)];
        out += QStringLiteral("@@ -%1,%2 +%3,%4 @@\n")
                   .arg(aCount ? aLine[size_t(start)] + 1 : aLine[size_t(start)])
                   .arg(aCount)
                   .arg(bCount ? bLine[size_t(start)] + 1 : bLine[size_t(start)])
                   .arg(bCount);
        for (int j = start; j < stop; ++j) {
            const Edit &edit = edits[j];
            out += edit.op == Op::Same      ? QLatin1Char(' ')
                   : edit.op == Op::Removed ? QLatin1Char('-')
                                            : QLatin1Char('+');
            out += edit.op == Op::Added ? b[edit.line] : a[edit.line];
            out += QLatin1Char('\n');
        }
        i = stop;
    }
    return out;
}

} // namespace kube::LineDiff
