// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArrayView>
#include <QList>
#include <QMetaType>
#include <QRgb>
#include <QString>

namespace kube {

// A colour as a terminal names it: the default, one of the 256 palette entries, or 24-bit RGB. Resolved to a
// real colour only when painted (the palette depends on the view's background).
struct TermColor
{
    enum class Type : quint8 { Default, Palette, Rgb };
    Type type = Type::Default;
    quint32 value = 0; // palette index 0..255, or 0xRRGGBB

    static TermColor palette(int index) { return {Type::Palette, quint32(index)}; }
    static TermColor rgb(int r, int g, int b) { return {Type::Rgb, quint32(r << 16 | g << 8 | b)}; }
    bool isDefault() const { return type == Type::Default; }
    friend bool operator==(const TermColor &, const TermColor &) = default;
};

struct SgrStyle
{
    enum Flag : quint8 { Bold = 1, Faint = 2, Italic = 4, Underline = 8, Inverse = 16, Strike = 32 };
    TermColor foreground;
    TermColor background;
    quint8 flags = 0;
    bool isDefault() const { return flags == 0 && foreground.isDefault() && background.isDefault(); }
    friend bool operator==(const SgrStyle &, const SgrStyle &) = default;
};

// A span of SgrText::text in one style (UTF-16 offsets).
struct SgrRun
{
    int start = 0;
    int length = 0;
    SgrStyle style;
};

// A log line as shown: printable text, plus the styled spans; text outside every run has the default style.
struct SgrText
{
    QString text;
    QList<SgrRun> runs;     // in text order, never overlapping, never in the default style
    bool truncated = false; // the line went on beyond maxChars (if only with escapes, it still counts)
};

// Decodes a line a container wrote, terminal escapes included, as a terminal would show it. SGR sequences
// (ESC [ ... m: reset, bold, faint, italic, underline, inverse, strike, 16 colours and their bright variants,
// 256-colour and 24-bit in the ';' and ':' forms) become styled runs; every other escape (cursor moves,
// erases, OSC titles and hyperlinks, DCS, charset switches) and every control character but TAB is dropped;
// bytes that are not UTF-8 become U+FFFD. Linear in the input, never reads past it, and stops decoding once
// `maxChars` characters are produced, so a 1 MB line costs what its visible part costs. Thread-safe (pure).
class AnsiSgr
{
public:
    static SgrText parse(QByteArrayView line, qsizetype maxChars = -1);
    // The text alone (what search and copy see).
    static QString plainText(QByteArrayView line, qsizetype maxChars = -1);
    // xterm's palette; the 16 basic colours are tuned for a dark or a light background so that none of them
    // vanishes into it (yellow on white, black on black).
    static QRgb paletteColor(int index, bool darkBackground);
};

} // namespace kube

Q_DECLARE_METATYPE(kube::SgrText)
