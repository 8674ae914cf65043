// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "terminalcell.h"

#include <QColor>
#include <QPalette>

#include <array>

// The colours a terminal paints with, worked out from the application's palette: the default foreground and
// background are the palette's Text and Base, and the 16 ANSI colours are deep tones on a light palette and
// bright ones on a dark palette (yellow text must read on white as well as on black). Colours 16–255 are
// xterm's fixed cube and grey ramp, and 24-bit colours are what the program asked for.
class TerminalPalette
{
public:
    explicit TerminalPalette(const QPalette &palette);

    QColor defaultForeground() const { return m_foreground; }
    QColor defaultBackground() const { return m_background; }
    QColor foreground(const TerminalColor &color) const;
    QColor background(const TerminalColor &color) const;
    QColor indexed(int index) const;

private:
    QColor m_foreground;
    QColor m_background;
    std::array<QRgb, 16> m_ansi;
};
