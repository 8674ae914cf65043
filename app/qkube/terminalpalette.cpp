// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "terminalpalette.h"

#include "theme.h"

namespace {

// Black, red, green, yellow, blue, magenta, cyan, white, then their bright forms. On a light palette the
// tones are deep enough to read on white (the bright ones too: they are what `ls` and compilers use), on a
// dark one they are the familiar xterm-like tones that read on black (black itself a grey that still shows).
constexpr std::array<QRgb, 16> lightAnsiColors = {
    0xff000000, 0xffb21818, 0xff0f7b0f, 0xff8a6a00, 0xff1c3fb0, 0xff9c1f9c, 0xff0a7b85, 0xffa8a8a8,
    0xff555555, 0xffd42c2c, 0xff1d9a1d, 0xffa67f00, 0xff3558d8, 0xffb53ab5, 0xff12919c, 0xff6e6e6e,
};
constexpr std::array<QRgb, 16> darkAnsiColors = {
    0xff4d4d4d, 0xffe05555, 0xff5fc25f, 0xffd7b740, 0xff6b8cf0, 0xffc678dd, 0xff4fc1cc, 0xffd0d0d0,
    0xff8a8a8a, 0xffff7070, 0xff85e085, 0xfff0d060, 0xff8fa8ff, 0xffe09cf0, 0xff7ad8e0, 0xffffffff,
};
// xterm's 6x6x6 cube levels.
constexpr std::array<int, 6> xtermCubeLevels = {0, 95, 135, 175, 215, 255};

} // namespace

TerminalPalette::TerminalPalette(const QPalette &palette)
    : m_foreground(palette.color(QPalette::Text)), m_background(palette.color(QPalette::Base)),
      m_ansi(Theme(palette).isDark() ? darkAnsiColors : lightAnsiColors)
{
}

QColor TerminalPalette::indexed(int index) const
{
    if (index < 16)
        return QColor::fromRgb(m_ansi[size_t(index)]);
    if (index < 232) {
        const int cube = index - 16;
        return QColor(xtermCubeLevels[size_t(cube / 36)], xtermCubeLevels[size_t(cube / 6 % 6)],
                      xtermCubeLevels[size_t(cube % 6)]);
    }
    const int grey = 8 + (index - 232) * 10;
    return QColor(grey, grey, grey);
}

QColor TerminalPalette::foreground(const TerminalColor &color) const
{
    switch (color.kind) {
    case TerminalColor::Kind::Default:
        return m_foreground;
    case TerminalColor::Kind::Indexed:
        return indexed(color.red);
    case TerminalColor::Kind::Rgb:
        break;
    }
    return QColor(color.red, color.green, color.blue);
}

QColor TerminalPalette::background(const TerminalColor &color) const
{
    return color.kind == TerminalColor::Kind::Default ? m_background : foreground(color);
}
