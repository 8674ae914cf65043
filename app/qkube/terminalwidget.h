// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "terminalpalette.h"

#include <QAbstractScrollArea>
#include <QBasicTimer>
#include <QByteArray>
#include <QElapsedTimer>
#include <QPoint>

class TerminalFindBar;
class TerminalScreen;

// A terminal, as konsole or xterm: the output of a remote process (feed()) shown on an xterm-compatible
// screen (libvterm, through TerminalScreen) with 10,000 lines of scrollback, and the user's keys, pastes and
// mouse encoded as xterm does (input()). The grid (80x24 until shown) follows the size in its font (the
// system's fixed font unless set otherwise) and colours come from the palette, so light and dark themes both
// read. Feeding is cheap: the emulation takes the bytes at once and the view repaints the damaged rows at
// most ~60 times a second. Mouse: drag, double-click (word) and triple-click (line) select, middle-click
// pastes the selection; a program that asks for the mouse (vim's `mouse=a`) gets it unless Shift is held.
// Keys of its own: Ctrl+Shift+C/V copy and paste, Ctrl+Shift+F finds in the scrollback, Shift+PageUp/PageDown
// scroll. While it has the focus every other key goes to the program (the window's shortcuts do not take
// Ctrl+R or F5 from a shell), except other Ctrl+Shift combinations. GUI thread only.
class TerminalWidget : public QAbstractScrollArea
{
    Q_OBJECT
public:
    static constexpr int scrollbackLines = 10'000;

    explicit TerminalWidget(QWidget *parent = nullptr);
    ~TerminalWidget() override;

    // The remote process's output, in any chunking (a UTF-8 sequence may be split between two calls). It is
    // taken at once, at some 8-10 MB/s on this project's 2-core machine (libvterm 0.1.4 copies the screen for
    // every line scrolled): hand it chunks of at most ~64 KB and the window never waits more than ~10 ms.
    void feed(const QByteArray &bytes);
    int columns() const;
    int rows() const;
    QString title() const { return m_title; }

    // A finished session: its screen stays readable, selectable and searchable; no key reaches anything and
    // no cursor is drawn.
    void setReadOnly(bool readOnly);
    bool isReadOnly() const { return m_readOnly; }
    // Empties the screen and the scrollback and resets the emulation.
    void clear();

    // The visible screen (not the scrollback), rows joined by '\n', trailing spaces trimmed.
    QString screenText() const;
    // The scrollback, oldest line first, in the same form.
    QString scrollbackText() const;
    // The colours screen cell (row, column) is painted with (reverse video applied, selection not).
    QColor foregroundAt(int row, int column) const;
    QColor backgroundAt(int row, int column) const;
    // How many lines the view is scrolled up from the bottom (0: following the output).
    int scrollOffset() const { return m_scrollOffset; }

    QString selectedText() const;
    bool hasSelection() const { return m_selectionStart != m_selectionEnd; }
    void copy();
    void paste();
    void openFindBar();
    TerminalFindBar *findBar() const { return m_findBar; }
    // Finds `text` (ignoring case) above (backwards) or below the current match, or when there is none from
    // the bottom (backwards) or the oldest line; selects and shows it. False when there is no further match.
    bool find(const QString &text, bool backwards);

Q_SIGNALS:
    void input(const QByteArray &bytes);
    void terminalSizeChanged(int columns, int rows);
    void titleChanged(const QString &title);
    void bell();

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void inputMethodEvent(QInputMethodEvent *event) override;
    QVariant inputMethodQuery(Qt::InputMethodQuery query) const override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void changeEvent(QEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;
    void timerEvent(QTimerEvent *event) override;

private:
    // A position in everything the terminal has shown: `line` numbers stay with their line as it scrolls
    // into the scrollback (TerminalScrollback::pushedTotal()).
    struct Position
    {
        qint64 line = 0;
        int column = 0;
        auto operator<=>(const Position &) const = default;
    };

    void updateFontMetrics();
    void updateGridSize();
    void refresh();
    void scheduleRefresh();
    void updateScrollBar();
    void setScrollOffset(int offset);
    void scrollToLine(qint64 line);
    void paintRow(QPainter &painter, int visibleRow);
    // The screen-relative line (negative: scrollback) of an absolute line number, and back.
    int relativeLine(qint64 line) const;
    qint64 absoluteLine(int relative) const;
    // The grid position under a viewport point; `boundary` rounds to the nearest cell edge (selections).
    Position positionAt(const QPoint &point, bool boundary) const;
    int visibleRowAt(const QPoint &point) const;
    void selectWordAt(const Position &position);
    void selectLineAt(const Position &position);
    void setSelection(Position start, Position end);
    void clearSelection();
    bool mouseGoesToProgram(const QMouseEvent *event) const;
    void sendMouse(QMouseEvent *event, bool pressed, bool released);
    void publishSelection();
    void placeFindBar();
    void paintPreedit(QPainter &painter);
    void updateCursorRow();
    // Blinks the cursor while the program wants it to, the terminal has the focus and the desktop blinks
    // cursors at all (its flash time); a key or output shows it again at once.
    void updateBlinking(bool restartVisible);
    void sendKeyToProgram(int key, Qt::KeyboardModifiers modifiers, const QString &text);

    TerminalScreen *m_screen;
    TerminalFindBar *m_findBar;
    TerminalPalette m_palette;
    QFont m_fonts[4]; // regular, bold, italic, bold italic
    qreal m_cellWidth = 8;
    int m_cellHeight = 16;
    int m_ascent = 12;
    QBasicTimer m_refreshTimer;
    QBasicTimer m_blinkTimer;
    bool m_blinkHidden = false; // the cursor's off phase
    qint64 m_seenPushedTotal = 0;
    int m_scrollOffset = 0;
    bool m_readOnly = false;
    QString m_title;
    QString m_preedit; // what an input method is composing, drawn at the cursor until committed

    Position m_selectionStart;
    Position m_selectionEnd;
    Position m_selectionAnchor;
    bool m_selecting = false;
    QElapsedTimer m_lastDoubleClick;
    QPoint m_lastDoubleClickPoint;

    QString m_searchText;
    Position m_matchStart;
    Position m_matchEnd;
    bool m_hasMatch = false;
    int m_mouseButtonsToProgram = 0;
};
