// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "terminalcell.h"

#include <deque>

// The lines that scrolled off the top of a terminal's main screen, oldest first, at most `capacity` of them:
// past that the oldest are dropped. Lines are kept without their trailing blanks. Owned by TerminalScreen, on
// the GUI thread. `pushedTotal` counts every line ever pushed (less those popped back), so that a line keeps
// one number while newer lines arrive: line i is number pushedTotal() - size() + i.
class TerminalScrollback
{
public:
    explicit TerminalScrollback(int capacity);

    int capacity() const { return m_capacity; }
    int size() const { return int(m_lines.size()); }
    const TerminalLine &line(int index) const { return m_lines[size_t(index)]; }
    qint64 pushedTotal() const { return m_pushedTotal; }

    void push(TerminalLine line);
    // An empty line with the storage of the oldest one when the next push would drop that line anyway (the
    // oldest goes now): a flood of output reuses its allocations instead of one per line.
    TerminalLine takeSpareLine();
    // The newest line, taken back (the screen grew taller); false when there is none.
    bool pop(TerminalLine *line);
    void clear();

private:
    int m_capacity;
    qint64 m_pushedTotal = 0;
    std::deque<TerminalLine> m_lines;
};
