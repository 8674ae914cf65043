// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "terminalscrollback.h"

TerminalScrollback::TerminalScrollback(int capacity) : m_capacity(capacity) {}

void TerminalScrollback::push(TerminalLine line)
{
    while (!line.empty() && line.back().isBlank())
        line.pop_back();
    if (size() >= m_capacity)
        m_lines.pop_front();
    m_lines.push_back(std::move(line));
    ++m_pushedTotal;
}

TerminalLine TerminalScrollback::takeSpareLine()
{
    if (size() < m_capacity || m_lines.empty())
        return {};
    TerminalLine spare = std::move(m_lines.front());
    m_lines.pop_front();
    spare.clear();
    return spare;
}

bool TerminalScrollback::pop(TerminalLine *line)
{
    if (m_lines.empty())
        return false;
    *line = std::move(m_lines.back());
    m_lines.pop_back();
    --m_pushedTotal;
    return true;
}

void TerminalScrollback::clear()
{
    m_lines.clear();
}
