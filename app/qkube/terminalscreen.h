// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "terminalcell.h"
#include "terminalmodes.h"
#include "terminalscrollback.h"

#include <QByteArray>
#include <QObject>
#include <QPoint>
#include <QString>

struct VTerm;
struct VTermScreen;

// The emulation behind TerminalWidget: a libvterm terminal (xterm's escape sequences, UTF-8, the alternate
// screen) with its main screen's scrollback. It turns the program's output into cells, and keys, pastes and
// mouse events into the bytes xterm would send (output()), including libvterm's answers to the program's
// queries. Damage is gathered as a range of rows that the widget takes when it repaints. GUI thread only; no
// painting here.
class TerminalScreen : public QObject
{
    Q_OBJECT
public:
    enum class CursorShape { Block, Underline, Bar };
    enum class MouseMode { None, Click, Drag, Move };

    TerminalScreen(int rows, int columns, int scrollbackLines, QObject *parent = nullptr);
    ~TerminalScreen() override;

    void write(const QByteArray &bytes);
    // Rows and columns, at least 1.
    void resize(int rows, int columns);
    int rows() const { return m_rows; }
    int columns() const { return m_columns; }
    // Empties the screen and the scrollback, the cursor home, the modes reset.
    void reset();

    TerminalCell cell(int row, int column) const;
    // Line `line` of everything: negative lines are the scrollback (-1 its newest), 0..rows-1 the screen.
    TerminalLine line(int line) const;
    // Its text from column `from` up to (not including) `to`, wide characters once, trailing spaces trimmed.
    QString lineText(int line, int from = 0, int to = -1) const;
    const TerminalScrollback &scrollback() const { return m_scrollback; }

    QPoint cursor() const { return m_cursor; } // x: column, y: row
    bool cursorVisible() const { return m_cursorVisible; }
    CursorShape cursorShape() const { return m_cursorShape; }
    // Whether the cursor blinks: libvterm's default, and what the program set (DECSCUSR, ESC [?12h/l).
    bool cursorBlinks() const { return m_cursorBlinks; }
    bool altScreen() const { return m_altScreen; }
    bool reverseVideo() const { return m_reverseVideo; }
    MouseMode mouseMode() const { return m_mouseMode; }

    // The screen rows changed since the last call, as [first, last] (first > last: none), and forgets them.
    std::pair<int, int> takeDamage();

    // A key as xterm encodes it; false when the key means nothing to a terminal (a lone modifier).
    bool sendKey(int qtKey, Qt::KeyboardModifiers modifiers, const QString &text);
    // Text typed (an input method's commit): its characters as they are.
    void sendText(const QString &text);
    // Pasted text: bracketed (ESC [200~ … ESC [201~) when the program asked for it, line ends as CR.
    void paste(const QString &text);
    // Mouse reporting (only what the program's mouse mode asks for reaches it). Buttons: 1 left, 2 middle,
    // 3 right, 4/5 wheel up/down.
    void mouseMove(int row, int column, Qt::KeyboardModifiers modifiers);
    void mouseButton(int button, bool pressed, Qt::KeyboardModifiers modifiers);
    // Focus reporting (ESC [I / ESC [O) to a program that asked for it (DECSET 1004: vim, tmux).
    void setFocused(bool focused);

Q_SIGNALS:
    void output(const QByteArray &bytes);
    void titleChanged(const QString &title);
    void bell();
    void altScreenChanged(bool on);

private:
    struct Callbacks;
    TerminalLine convertLine(int columns, const void *cells) const;
    // Splits the program's output between libvterm and the fast path for floods of plain text.
    void feed(QByteArrayView data);
    void passToVterm(QByteArrayView bytes);
    bool cursorWhereTextScrolls() const;
    bool scrollsPlainly() const;
    void scrollPlainText(QByteArrayView text);
    TerminalLine screenRow(int row) const; // every column
    TerminalLine pushedRow(int row) const; // as libvterm hands a row to the scrollback
    void damageRows(int first, int last);

    VTerm *m_vterm = nullptr;
    VTermScreen *m_screen = nullptr;
    TerminalScrollback m_scrollback;
    TerminalModes m_modes;
    QByteArray m_unterminatedString; // an OSC/DCS string's start, held until its end arrives (write())
    int m_rows;
    int m_columns;
    int m_damageFirst = 1;
    int m_damageLast = 0;
    QPoint m_cursor;
    bool m_cursorVisible = true;
    bool m_cursorBlinks = false;
    CursorShape m_cursorShape = CursorShape::Block;
    bool m_altScreen = false;
    bool m_reverseVideo = false;
    MouseMode m_mouseMode = MouseMode::None;
};
