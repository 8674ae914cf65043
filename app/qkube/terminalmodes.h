// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QByteArrayView>

// Follows, alongside libvterm, the few modes that decide where plain text lands: the scroll region and the
// left/right margins, origin, autowrap, insert and newline modes, and the character set in use. libvterm
// keeps them but does not tell; TerminalScreen's fast path for floods of plain text is exact only while all
// are at their defaults. Conservative: anything it cannot follow (a region given by numbers) counts as not
// default until a reset. Owned by TerminalScreen, on the GUI thread.
class TerminalModes
{
public:
    // Everything the terminal is given, in order (split anywhere).
    void scan(QByteArrayView bytes);
    // As after a reset: libvterm's defaults.
    void reset();
    bool textLandsPlainly() const;

private:
    void scanFrom(QByteArrayView bytes);
    // Where the escape sequence at the start of `rest` ends (past its last byte); -1: not complete yet.
    static qsizetype sequenceEnd(QByteArrayView rest);
    void sequence(QByteArrayView sequence);
    void controlSequence(QByteArrayView body);

    QByteArray m_pending;    // an escape sequence begun in one write and ended in a later one
    bool m_inString = false; // inside an OSC/DCS/APC/PM/SOS string, up to BEL or ESC backslash
    bool m_regionDefault = true;
    bool m_marginsEnabled = false;
    bool m_origin = false;
    bool m_autowrap = true;
    bool m_insert = false;
    bool m_newline = false;
    bool m_shiftedOut = false; // SO: G1 in GL
    bool m_g0Ascii = true;
    bool m_lockingShift = false; // LS2/LS3: G2 or G3 in GL
};
