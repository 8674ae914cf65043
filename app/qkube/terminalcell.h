// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QtGlobal>

#include <vector>

// A colour as the program asked for it: the terminal's default, one of the 256 indexed colours, or 24-bit.
// It is resolved to a QColor only when painted (TerminalPalette), so a theme change recolours what is shown.
struct TerminalColor
{
    enum class Kind : quint8 { Default, Indexed, Rgb };
    Kind kind = Kind::Default;
    quint8 red = 0; // Indexed: the index
    quint8 green = 0;
    quint8 blue = 0;

    static TerminalColor indexed(quint8 index) { return {Kind::Indexed, index, 0, 0}; }
    static TerminalColor rgb(quint8 r, quint8 g, quint8 b) { return {Kind::Rgb, r, g, b}; }
    bool operator==(const TerminalColor &other) const = default;
};

// One cell of the grid, on the screen or in the scrollback: its character (0: nothing was written there), a
// combining mark on it, its width (2: a wide character, and the cell after it has width 0) and its style.
struct TerminalCell
{
    enum Attribute : quint8 {
        Bold = 1 << 0,
        Italic = 1 << 1,
        Underline = 1 << 2,
        Reverse = 1 << 3,
        Strike = 1 << 4,
        DoubleUnderline = 1 << 5,
    };
    char32_t character = 0;
    char32_t combining = 0;
    quint8 width = 1;
    quint8 attributes = 0;
    TerminalColor foreground;
    TerminalColor background;

    bool sameStyle(const TerminalCell &other) const
    {
        return attributes == other.attributes && foreground == other.foreground &&
               background == other.background;
    }
    // Nothing drawn and nothing to keep: a blank in the default style.
    bool isBlank() const
    {
        return (character == 0 || character == U' ') && attributes == 0 &&
               background.kind == TerminalColor::Kind::Default;
    }
};

using TerminalLine = std::vector<TerminalCell>;
