// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "terminalwidget.h"

#include "terminalfindbar.h"
#include "terminalscreen.h"
#include "theme.h"

#include <QApplication>
#include <QClipboard>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMenu>
#include <QPainter>
#include <QScrollBar>
#include <QStyleHints>

#include <algorithm>
#include <cmath>

namespace {

// A repaint at most this often while output streams in: as often as a screen shows frames, and no more.
constexpr int terminalRefreshIntervalMs = 16;
// The grid before the widget has a size of its own, as every terminal starts.
constexpr int terminalInitialRows = 24;
constexpr int terminalInitialColumns = 80;
// Below this nothing sensible fits; a smaller widget still reports this size.
constexpr int terminalMinimumColumns = 2;
constexpr int terminalMinimumRows = 1;
// Lines per wheel notch on the alternate screen, where the wheel becomes arrow keys (less, man, vim): as
// xterm's alternateScroll does, and as many lines as a notch scrolls elsewhere.
constexpr int terminalWheelLinesPerNotch = 3;
// Characters that belong to a word for double-click selection besides letters and digits: a path, a URL, an
// email address or a Kubernetes name is one word.
const QString terminalWordCharacters = QStringLiteral("-_.~/:@+%?=&#");
// Text below this code point is drawn a run at a time: the fixed font has it, at the grid's advance. Other
// characters (box drawing, symbols, CJK) may come from a fallback font and are placed cell by cell.
constexpr char32_t runDrawableBelow = 0x2500;

// A line's text, blanks as spaces, and the column of each of its UTF-16 code units.
QString lineTextWithColumns(const TerminalLine &cells, std::vector<int> *columnOf)
{
    QString text;
    for (int column = 0; column < int(cells.size()); ++column) {
        const TerminalCell &cell = cells[size_t(column)];
        if (cell.width == 0)
            continue;
        const QString part =
            cell.character == 0 ? QStringLiteral(" ") : QString::fromUcs4(&cell.character, 1);
        text += part;
        columnOf->insert(columnOf->end(), size_t(part.size()), column);
        if (cell.combining != 0) {
            const QString mark = QString::fromUcs4(&cell.combining, 1);
            text += mark;
            columnOf->insert(columnOf->end(), size_t(mark.size()), column);
        }
    }
    return text;
}

bool isTerminalWordCharacter(char32_t character)
{
    if (character == 0)
        return false;
    const QString text = QString::fromUcs4(&character, 1);
    return text.at(0).isLetterOrNumber() || terminalWordCharacters.contains(text) ||
           character >= 0x2E80; // CJK etc.
}

} // namespace

TerminalWidget::TerminalWidget(QWidget *parent)
    : QAbstractScrollArea(parent),
      m_screen(new TerminalScreen(terminalInitialRows, terminalInitialColumns, scrollbackLines, this)),
      m_findBar(new TerminalFindBar(viewport())), m_palette(palette())
{
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_InputMethodEnabled);
    // Always shown: a scroll bar that came and went would change the width, and with it the grid.
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    viewport()->setCursor(Qt::IBeamCursor);
    verticalScrollBar()->setSingleStep(1);
    m_findBar->setFont(QApplication::font()); // the window's font, not the terminal's
    m_findBar->hide();
    updateFontMetrics();
    updateScrollBar();

    connect(m_screen, &TerminalScreen::output, this, [this](const QByteArray &bytes) {
        if (!m_readOnly)
            Q_EMIT input(bytes);
    });
    connect(m_screen, &TerminalScreen::titleChanged, this, [this](const QString &title) {
        m_title = title;
        Q_EMIT titleChanged(title);
    });
    connect(m_screen, &TerminalScreen::bell, this, &TerminalWidget::bell);
    connect(m_screen, &TerminalScreen::altScreenChanged, this, [this] { scheduleRefresh(); });
    connect(m_findBar, &TerminalFindBar::findRequested, this,
            [this](const QString &text, bool backwards) { m_findBar->setFound(find(text, backwards)); });
    connect(m_findBar, &TerminalFindBar::textChanged, this, [this](const QString &text) {
        m_hasMatch = false;
        m_findBar->setFound(find(text, true) || text.isEmpty());
    });
    connect(m_findBar, &TerminalFindBar::closed, this, [this] {
        m_searchText.clear();
        viewport()->update();
        setFocus(Qt::OtherFocusReason);
    });
}

TerminalWidget::~TerminalWidget() = default;

void TerminalWidget::feed(const QByteArray &bytes)
{
    m_screen->write(bytes);
    scheduleRefresh();
}

int TerminalWidget::columns() const
{
    return m_screen->columns();
}

int TerminalWidget::rows() const
{
    return m_screen->rows();
}

void TerminalWidget::setReadOnly(bool readOnly)
{
    if (m_readOnly == readOnly)
        return;
    m_readOnly = readOnly;
    setAttribute(Qt::WA_InputMethodEnabled, !readOnly);
    m_preedit.clear();
    updateBlinking(false);
    updateCursorRow();
}

void TerminalWidget::clear()
{
    m_screen->reset();
    m_seenPushedTotal = m_screen->scrollback().pushedTotal();
    m_scrollOffset = 0;
    m_hasMatch = false;
    clearSelection();
    updateScrollBar();
    viewport()->update();
}

QString TerminalWidget::screenText() const
{
    QStringList lines;
    for (int row = 0; row < rows(); ++row)
        lines << m_screen->lineText(row);
    return lines.join(QLatin1Char('\n'));
}

QString TerminalWidget::scrollbackText() const
{
    QStringList lines;
    const int size = m_screen->scrollback().size();
    for (int line = -size; line < 0; ++line)
        lines << m_screen->lineText(line);
    return lines.join(QLatin1Char('\n'));
}

QColor TerminalWidget::foregroundAt(int row, int column) const
{
    const TerminalCell cell = m_screen->cell(row, column);
    const bool reverse = bool(cell.attributes & TerminalCell::Reverse) != m_screen->reverseVideo();
    return reverse ? m_palette.background(cell.background) : m_palette.foreground(cell.foreground);
}

QColor TerminalWidget::backgroundAt(int row, int column) const
{
    const TerminalCell cell = m_screen->cell(row, column);
    const bool reverse = bool(cell.attributes & TerminalCell::Reverse) != m_screen->reverseVideo();
    return reverse ? m_palette.foreground(cell.foreground) : m_palette.background(cell.background);
}

// ---- grid and scrolling

void TerminalWidget::updateFontMetrics()
{
    const QFont base = font();
    for (int variant = 0; variant < 4; ++variant) {
        QFont font = base;
        font.setBold(variant & 1);
        font.setItalic(variant & 2);
        font.setKerning(false);
        m_fonts[variant] = font;
    }
    const QFontMetricsF metrics(base);
    m_cellWidth = std::max<qreal>(1, metrics.horizontalAdvance(QLatin1Char('M')));
    m_cellHeight = std::max(1, int(std::ceil(metrics.height())));
    m_ascent = int(std::round(metrics.ascent()));
}

void TerminalWidget::updateGridSize()
{
    if (!isVisible()) // a hidden widget's size means nothing yet: the grid keeps its size until shown
        return;
    const int newColumns = std::max(terminalMinimumColumns, int(viewport()->width() / m_cellWidth));
    const int newRows = std::max(terminalMinimumRows, viewport()->height() / m_cellHeight);
    if (newColumns == columns() && newRows == rows())
        return;
    m_screen->resize(newRows, newColumns);
    refresh();
    viewport()->update();
    Q_EMIT terminalSizeChanged(newColumns, newRows);
}

void TerminalWidget::scheduleRefresh()
{
    if (!m_refreshTimer.isActive())
        m_refreshTimer.start(terminalRefreshIntervalMs, this);
}

void TerminalWidget::timerEvent(QTimerEvent *event)
{
    if (event->timerId() == m_blinkTimer.timerId()) {
        m_blinkHidden = !m_blinkHidden;
        updateCursorRow();
        return;
    }
    if (event->timerId() != m_refreshTimer.timerId()) {
        QAbstractScrollArea::timerEvent(event);
        return;
    }
    m_refreshTimer.stop();
    refresh();
}

void TerminalWidget::updateBlinking(bool restartVisible)
{
    const int flashTime = QGuiApplication::styleHints()->cursorFlashTime();
    const bool blink = m_screen->cursorBlinks() && hasFocus() && !m_readOnly && flashTime > 0;
    if ((!blink || restartVisible) && m_blinkHidden) {
        m_blinkHidden = false;
        updateCursorRow();
    }
    if (!blink)
        m_blinkTimer.stop();
    else if (!m_blinkTimer.isActive() || restartVisible)
        m_blinkTimer.start(flashTime / 2, this);
}

void TerminalWidget::refresh()
{
    const qint64 pushed = m_screen->scrollback().pushedTotal();
    const qint64 newLines = pushed - m_seenPushedTotal;
    m_seenPushedTotal = pushed;
    bool everything = false;
    if (newLines != 0 && m_scrollOffset > 0) {
        // The user scrolled up to read: the lines in view stay in view while the output goes on below.
        m_scrollOffset = int(std::clamp<qint64>(m_scrollOffset + newLines, 0, m_screen->scrollback().size()));
        everything = true;
    }
    updateScrollBar();
    updateBlinking(false);
    const auto [first, last] = m_screen->takeDamage();
    if (everything) {
        viewport()->update();
    } else if (first <= last) {
        const int top = (first + m_scrollOffset) * m_cellHeight;
        viewport()->update(0, top, viewport()->width(), (last - first + 1) * m_cellHeight);
    }
}

void TerminalWidget::updateScrollBar()
{
    const int history = m_screen->altScreen() ? 0 : m_screen->scrollback().size();
    m_scrollOffset = std::clamp(m_scrollOffset, 0, history);
    QScrollBar *bar = verticalScrollBar();
    const QSignalBlocker blocker(bar);
    bar->setRange(0, history);
    bar->setPageStep(rows());
    bar->setValue(history - m_scrollOffset);
}

void TerminalWidget::setScrollOffset(int offset)
{
    refresh(); // the lines that arrived since the last repaint count before the user's scrolling
    const int history = m_screen->altScreen() ? 0 : m_screen->scrollback().size();
    offset = std::clamp(offset, 0, history);
    if (offset == m_scrollOffset)
        return;
    m_scrollOffset = offset;
    updateScrollBar();
    viewport()->update();
}

void TerminalWidget::scrollContentsBy(int, int)
{
    m_scrollOffset = verticalScrollBar()->maximum() - verticalScrollBar()->value();
    viewport()->update();
}

void TerminalWidget::scrollToLine(qint64 line)
{
    const int visible = relativeLine(line) + m_scrollOffset;
    if (visible >= 0 && visible < rows())
        return;
    setScrollOffset(rows() / 2 - relativeLine(line));
}

int TerminalWidget::relativeLine(qint64 line) const
{
    return int(line - m_screen->scrollback().pushedTotal());
}

qint64 TerminalWidget::absoluteLine(int relative) const
{
    return m_screen->scrollback().pushedTotal() + relative;
}

// ---- painting

void TerminalWidget::paintEvent(QPaintEvent *event)
{
    QPainter painter(viewport());
    const QRect clip = event->rect();
    const QColor background =
        m_screen->reverseVideo() ? m_palette.defaultForeground() : m_palette.defaultBackground();
    painter.fillRect(clip, background);
    const int firstRow = std::max(0, clip.top() / m_cellHeight);
    const int lastRow = std::min(rows() - 1, clip.bottom() / m_cellHeight);
    for (int row = firstRow; row <= lastRow; ++row)
        paintRow(painter, row);
    if (!m_preedit.isEmpty())
        paintPreedit(painter);
}

void TerminalWidget::paintRow(QPainter &painter, int visibleRow)
{
    const int relative = visibleRow - m_scrollOffset;
    const qint64 absolute = absoluteLine(relative);
    const TerminalLine cells = m_screen->line(relative);
    const int top = visibleRow * m_cellHeight;
    const int count = std::min(int(cells.size()), columns());
    const bool screenReverse = m_screen->reverseVideo();
    const QColor defaultBackground =
        screenReverse ? m_palette.defaultForeground() : m_palette.defaultBackground();
    const Theme theme(palette());

    // Where the other matches of the search are on this line.
    std::vector<bool> matched;
    if (!m_searchText.isEmpty() && m_findBar->isVisible()) {
        std::vector<int> columnOf;
        const QString text = lineTextWithColumns(cells, &columnOf);
        matched.assign(size_t(count), false);
        for (qsizetype at = text.indexOf(m_searchText, 0, Qt::CaseInsensitive); at >= 0;
             at = text.indexOf(m_searchText, at + 1, Qt::CaseInsensitive)) {
            const int from = columnOf[size_t(at)];
            const qsizetype endUnit = at + m_searchText.size();
            const int to = endUnit < qsizetype(columnOf.size()) ? columnOf[size_t(endUnit)] : count;
            for (int column = from; column < std::min(to, count); ++column)
                matched[size_t(column)] = true;
        }
    }

    const QPoint cursor = m_screen->cursor();
    const bool cursorHere =
        !m_readOnly && !m_blinkHidden && m_screen->cursorVisible() && relative == cursor.y();
    const bool solidCursor =
        cursorHere && hasFocus() && m_screen->cursorShape() == TerminalScreen::CursorShape::Block;

    struct Look
    {
        QColor foreground;
        QColor background;
    };
    std::vector<Look> looks(static_cast<size_t>(count));
    for (int column = 0; column < count; ++column) {
        const TerminalCell &cell = cells[size_t(column)];
        Look look{m_palette.foreground(cell.foreground), m_palette.background(cell.background)};
        if (bool(cell.attributes & TerminalCell::Reverse) != screenReverse)
            std::swap(look.foreground, look.background);
        if (!matched.empty() && matched[size_t(column)]) {
            look.foreground = theme.color(Theme::Role::SearchMatchText);
            look.background = theme.color(Theme::Role::SearchMatchBackground);
        }
        const Position position{absolute, column};
        if (hasSelection() && m_selectionStart <= position && position < m_selectionEnd) {
            look.foreground = palette().color(QPalette::HighlightedText);
            look.background = palette().color(QPalette::Highlight);
        }
        if (solidCursor && column == cursor.x())
            std::swap(look.foreground, look.background);
        looks[size_t(column)] = look;
        if (look.background != defaultBackground && cell.width != 0) {
            const qreal left = column * m_cellWidth;
            painter.fillRect(QRectF(left, top, m_cellWidth * std::max<int>(1, cell.width), m_cellHeight),
                             look.background);
        }
    }
    if (solidCursor && cursor.x() >= count) // past the line's cells (a scrollback line): still shown
        painter.fillRect(QRectF(cursor.x() * m_cellWidth, top, m_cellWidth, m_cellHeight),
                         m_palette.defaultForeground());

    // Text, a run at a time where the fixed font draws it on the grid.
    QString run;
    int runStart = 0;
    int runFont = 0;
    QColor runColor;
    const int baseline = top + m_ascent;
    const auto flush = [&] {
        if (run.isEmpty())
            return;
        painter.setFont(m_fonts[runFont]);
        painter.setPen(runColor);
        painter.drawText(QPointF(runStart * m_cellWidth, baseline), run);
        run.clear();
    };
    for (int column = 0; column < count; ++column) {
        const TerminalCell &cell = cells[size_t(column)];
        const Look &look = looks[size_t(column)];
        const int fontIndex = ((cell.attributes & TerminalCell::Bold) ? 1 : 0) |
                              ((cell.attributes & TerminalCell::Italic) ? 2 : 0);
        const qreal left = column * m_cellWidth;
        if (cell.attributes &
            (TerminalCell::Underline | TerminalCell::DoubleUnderline | TerminalCell::Strike)) {
            painter.setPen(look.foreground);
            const qreal width = m_cellWidth * std::max<int>(1, cell.width);
            if (cell.attributes & (TerminalCell::Underline | TerminalCell::DoubleUnderline))
                painter.drawLine(QLineF(left, baseline + 1.5, left + width, baseline + 1.5));
            if (cell.attributes & TerminalCell::DoubleUnderline)
                painter.drawLine(QLineF(left, baseline + 3.5, left + width, baseline + 3.5));
            if (cell.attributes & TerminalCell::Strike) {
                const qreal middle = top + m_cellHeight / 2.0;
                painter.drawLine(QLineF(left, middle, left + width, middle));
            }
        }
        if (cell.width == 0 || cell.character == 0 || cell.character == U' ') {
            flush();
            continue;
        }
        QString text = QString::fromUcs4(&cell.character, 1);
        if (cell.combining != 0)
            text += QString::fromUcs4(&cell.combining, 1);
        if (cell.width == 1 && cell.character < runDrawableBelow && cell.combining == 0) {
            if (!run.isEmpty() && (fontIndex != runFont || look.foreground != runColor))
                flush();
            if (run.isEmpty()) {
                runStart = column;
                runFont = fontIndex;
                runColor = look.foreground;
            }
            run += text;
            continue;
        }
        flush();
        painter.setFont(m_fonts[fontIndex]);
        painter.setPen(look.foreground);
        painter.drawText(QRectF(left, top, m_cellWidth * cell.width, m_cellHeight),
                         Qt::AlignHCenter | Qt::AlignVCenter | Qt::TextDontClip, text);
    }
    flush();

    if (cursorHere && !solidCursor) {
        const QRectF cell(cursor.x() * m_cellWidth, top, m_cellWidth, m_cellHeight);
        const QColor color = m_palette.defaultForeground();
        switch (m_screen->cursorShape()) {
        case TerminalScreen::CursorShape::Underline:
            painter.fillRect(QRectF(cell.left(), cell.bottom() - 2, cell.width(), 2), color);
            break;
        case TerminalScreen::CursorShape::Bar:
            painter.fillRect(QRectF(cell.left(), cell.top(), 2, cell.height()), color);
            break;
        case TerminalScreen::CursorShape::Block:
            painter.setPen(color);
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(cell.adjusted(0.5, 0.5, -0.5, -0.5));
            break;
        }
    }
}

// ---- events

void TerminalWidget::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    updateGridSize();
    placeFindBar();
}

void TerminalWidget::showEvent(QShowEvent *event)
{
    QAbstractScrollArea::showEvent(event);
    updateGridSize();
}

void TerminalWidget::changeEvent(QEvent *event)
{
    QAbstractScrollArea::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        m_palette = TerminalPalette(palette());
        viewport()->update();
    } else if (event->type() == QEvent::FontChange) {
        updateFontMetrics();
        updateGridSize();
        viewport()->update();
    }
}

void TerminalWidget::focusInEvent(QFocusEvent *event)
{
    QAbstractScrollArea::focusInEvent(event);
    m_screen->setFocused(true);
    updateBlinking(true);
    updateCursorRow();
}

void TerminalWidget::focusOutEvent(QFocusEvent *event)
{
    QAbstractScrollArea::focusOutEvent(event);
    m_screen->setFocused(false);
    updateBlinking(false);
    updateCursorRow();
}

void TerminalWidget::contextMenuEvent(QContextMenuEvent *event)
{
    if (event->reason() == QContextMenuEvent::Mouse && !m_readOnly &&
        m_screen->mouseMode() != TerminalScreen::MouseMode::None && !(event->modifiers() & Qt::ShiftModifier))
        return; // the right button is the program's
    QMenu menu(this);
    QAction *copyAction = menu.addAction(tr("Copy"), this, &TerminalWidget::copy);
    copyAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    copyAction->setEnabled(hasSelection());
    QAction *pasteAction = menu.addAction(tr("Paste"), this, &TerminalWidget::paste);
    pasteAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));
    pasteAction->setEnabled(!m_readOnly && !QGuiApplication::clipboard()->text().isEmpty());
    menu.addSeparator();
    QAction *findAction = menu.addAction(tr("Find…"), this, &TerminalWidget::openFindBar);
    findAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    menu.exec(event->globalPos());
}

bool TerminalWidget::event(QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride) {
        // The window's shortcuts must not take the keys a shell needs (Ctrl+R, Ctrl+W, F-keys, Alt+letters):
        // while the terminal has the focus, only Ctrl+Shift combinations of the window's own still reach it.
        auto *key = static_cast<QKeyEvent *>(event);
        const Qt::KeyboardModifiers mods = key->modifiers() & (Qt::ControlModifier | Qt::ShiftModifier);
        const bool ours = mods == (Qt::ControlModifier | Qt::ShiftModifier) &&
                          (key->key() == Qt::Key_C || key->key() == Qt::Key_V || key->key() == Qt::Key_F);
        if (ours || (!m_readOnly && mods != (Qt::ControlModifier | Qt::ShiftModifier))) {
            event->accept();
            return true;
        }
    }
    if (event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (!m_readOnly &&
            (key->key() == Qt::Key_Tab || key->key() == Qt::Key_Backtab)) { // the shell's completion
            keyPressEvent(key);
            return true;
        }
    }
    return QAbstractScrollArea::event(event);
}

void TerminalWidget::keyPressEvent(QKeyEvent *event)
{
    const Qt::KeyboardModifiers mods =
        event->modifiers() & (Qt::ControlModifier | Qt::ShiftModifier | Qt::AltModifier | Qt::MetaModifier);
    const int key = event->key();
    if (mods == (Qt::ControlModifier | Qt::ShiftModifier)) {
        if (key == Qt::Key_C) {
            copy();
            return;
        }
        if (key == Qt::Key_V) {
            paste();
            return;
        }
        if (key == Qt::Key_F) {
            openFindBar();
            return;
        }
    }
    if (mods == Qt::ShiftModifier) {
        switch (key) {
        case Qt::Key_PageUp:
            setScrollOffset(m_scrollOffset + std::max(1, rows() - 1));
            return;
        case Qt::Key_PageDown:
            setScrollOffset(m_scrollOffset - std::max(1, rows() - 1));
            return;
        case Qt::Key_Insert:
            paste();
            return;
        default:
            break;
        }
    }
    if (m_readOnly) {
        event->ignore();
        return;
    }
    sendKeyToProgram(key, event->modifiers(), event->text());
}

void TerminalWidget::sendKeyToProgram(int key, Qt::KeyboardModifiers modifiers, const QString &text)
{
    if (m_readOnly)
        return;
    if (m_screen->sendKey(key, modifiers, text)) {
        setScrollOffset(0);
        updateBlinking(true);
    }
}

void TerminalWidget::inputMethodEvent(QInputMethodEvent *event)
{
    if (!m_readOnly && !event->commitString().isEmpty()) {
        m_screen->sendText(event->commitString());
        setScrollOffset(0);
    }
    const QString preedit = m_readOnly ? QString() : event->preeditString();
    if (preedit != m_preedit) {
        m_preedit = preedit;
        updateCursorRow();
    }
    event->accept();
}

void TerminalWidget::updateCursorRow()
{
    const int row = m_screen->cursor().y() + m_scrollOffset;
    viewport()->update(0, row * m_cellHeight, viewport()->width(), m_cellHeight);
}

void TerminalWidget::paintPreedit(QPainter &painter)
{
    // Over the cells from the cursor on, in the text colour on the background, underlined as input methods
    // show what is not yet typed.
    const QPoint cursor = m_screen->cursor();
    const QRectF area(cursor.x() * m_cellWidth, (cursor.y() + m_scrollOffset) * m_cellHeight,
                      QFontMetricsF(font()).horizontalAdvance(m_preedit), m_cellHeight);
    painter.fillRect(area, m_palette.defaultBackground());
    painter.setFont(m_fonts[0]);
    painter.setPen(m_palette.defaultForeground());
    painter.drawText(QPointF(area.left(), area.top() + m_ascent), m_preedit);
    painter.drawLine(
        QLineF(area.left(), area.top() + m_ascent + 1.5, area.right(), area.top() + m_ascent + 1.5));
}

QVariant TerminalWidget::inputMethodQuery(Qt::InputMethodQuery query) const
{
    const QPoint cursor = m_screen->cursor();
    switch (query) {
    case Qt::ImEnabled:
        return !m_readOnly;
    case Qt::ImCursorRectangle:
        return QRectF(cursor.x() * m_cellWidth, (cursor.y() + m_scrollOffset) * m_cellHeight, m_cellWidth,
                      m_cellHeight)
            .translated(viewport()->pos())
            .toRect();
    case Qt::ImFont:
        return font();
    default:
        return QAbstractScrollArea::inputMethodQuery(query);
    }
}

// ---- mouse: selection, paste, or the program's

int TerminalWidget::visibleRowAt(const QPoint &point) const
{
    return std::clamp(point.y() / m_cellHeight, 0, rows() - 1);
}

TerminalWidget::Position TerminalWidget::positionAt(const QPoint &point, bool boundary) const
{
    const qreal cells = point.x() / m_cellWidth;
    const int column = boundary ? std::clamp(int(std::lround(cells)), 0, columns())
                                : std::clamp(int(std::floor(cells)), 0, columns() - 1);
    return {absoluteLine(visibleRowAt(point) - m_scrollOffset), column};
}

bool TerminalWidget::mouseGoesToProgram(const QMouseEvent *event) const
{
    return !m_readOnly && m_screen->mouseMode() != TerminalScreen::MouseMode::None &&
           !(event->modifiers() & Qt::ShiftModifier) && m_scrollOffset == 0;
}

void TerminalWidget::sendMouse(QMouseEvent *event, bool pressed, bool released)
{
    const QPoint point = event->position().toPoint();
    const int column = std::clamp(int(point.x() / m_cellWidth), 0, columns() - 1);
    m_screen->mouseMove(visibleRowAt(point), column, event->modifiers());
    if (!pressed && !released)
        return;
    int button = 0;
    switch (event->button()) {
    case Qt::LeftButton:
        button = 1;
        break;
    case Qt::MiddleButton:
        button = 2;
        break;
    case Qt::RightButton:
        button = 3;
        break;
    default:
        return;
    }
    m_screen->mouseButton(button, pressed, event->modifiers());
}

void TerminalWidget::mousePressEvent(QMouseEvent *event)
{
    if (mouseGoesToProgram(event)) {
        sendMouse(event, true, false);
        return;
    }
    const QPoint point = event->position().toPoint();
    if (event->button() == Qt::LeftButton) {
        const bool tripleClick =
            m_lastDoubleClick.isValid() &&
            m_lastDoubleClick.elapsed() < QGuiApplication::styleHints()->mouseDoubleClickInterval() &&
            (point - m_lastDoubleClickPoint).manhattanLength() < QApplication::startDragDistance();
        m_lastDoubleClick.invalidate();
        if (tripleClick) {
            selectLineAt(positionAt(point, false));
            publishSelection();
            return;
        }
        m_selectionAnchor = positionAt(point, true);
        clearSelection();
        m_selecting = true;
    } else if (event->button() == Qt::MiddleButton && !m_readOnly) {
        QClipboard *clipboard = QGuiApplication::clipboard();
        const QString text =
            clipboard->text(clipboard->supportsSelection() ? QClipboard::Selection : QClipboard::Clipboard);
        if (!text.isEmpty()) {
            m_screen->paste(text);
            setScrollOffset(0);
        }
    }
}

void TerminalWidget::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_selecting) {
        if (mouseGoesToProgram(event))
            sendMouse(event, false, false);
        return;
    }
    const QPoint point = event->position().toPoint();
    if (point.y() < 0)
        setScrollOffset(m_scrollOffset + 1);
    else if (point.y() >= viewport()->height())
        setScrollOffset(m_scrollOffset - 1);
    const Position position = positionAt(point, true);
    setSelection(std::min(m_selectionAnchor, position), std::max(m_selectionAnchor, position));
}

void TerminalWidget::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_selecting) {
        m_selecting = false;
        publishSelection();
        return;
    }
    if (mouseGoesToProgram(event))
        sendMouse(event, false, true);
}

void TerminalWidget::mouseDoubleClickEvent(QMouseEvent *event)
{
    if (mouseGoesToProgram(event)) {
        sendMouse(event, true, false);
        return;
    }
    if (event->button() != Qt::LeftButton)
        return;
    m_selecting = false;
    m_lastDoubleClick.start();
    m_lastDoubleClickPoint = event->position().toPoint();
    selectWordAt(positionAt(m_lastDoubleClickPoint, false));
    publishSelection();
}

void TerminalWidget::wheelEvent(QWheelEvent *event)
{
    const int notches = event->angleDelta().y() / QWheelEvent::DefaultDeltasPerStep;
    const bool toProgram = !m_readOnly && m_screen->mouseMode() != TerminalScreen::MouseMode::None &&
                           !(event->modifiers() & Qt::ShiftModifier);
    if (toProgram && notches != 0) {
        const QPoint point = event->position().toPoint();
        m_screen->mouseMove(visibleRowAt(point), std::clamp(int(point.x() / m_cellWidth), 0, columns() - 1),
                            event->modifiers());
        for (int i = 0; i < std::abs(notches); ++i)
            m_screen->mouseButton(notches > 0 ? 4 : 5, true, event->modifiers());
        event->accept();
        return;
    }
    if (m_screen->altScreen() && !m_readOnly && notches != 0) {
        for (int i = 0; i < std::abs(notches) * terminalWheelLinesPerNotch; ++i)
            m_screen->sendKey(notches > 0 ? Qt::Key_Up : Qt::Key_Down, Qt::NoModifier, QString());
        event->accept();
        return;
    }
    refresh(); // the scroll bar knows of every line that has arrived
    QAbstractScrollArea::wheelEvent(event);
}

void TerminalWidget::setSelection(Position start, Position end)
{
    if (start == m_selectionStart && end == m_selectionEnd)
        return;
    m_selectionStart = start;
    m_selectionEnd = end;
    viewport()->update();
}

void TerminalWidget::clearSelection()
{
    setSelection({}, {});
}

void TerminalWidget::selectWordAt(const Position &position)
{
    const TerminalLine cells = m_screen->line(relativeLine(position.line));
    const auto characterAt = [&](int column) -> char32_t {
        if (column < 0 || column >= int(cells.size()))
            return 0;
        // The right half of a wide character belongs to it.
        const TerminalCell &cell = cells[size_t(column)];
        return cell.width == 0 && column > 0 ? cells[size_t(column - 1)].character : cell.character;
    };
    const bool word = isTerminalWordCharacter(characterAt(position.column));
    const auto same = [&](int column) {
        return column >= 0 && column < int(cells.size()) &&
               isTerminalWordCharacter(characterAt(column)) == word;
    };
    int from = position.column;
    int to = position.column + 1;
    while (same(from - 1))
        --from;
    while (same(to))
        ++to;
    setSelection({position.line, from}, {position.line, to});
}

void TerminalWidget::selectLineAt(const Position &position)
{
    setSelection({position.line, 0}, {position.line + 1, 0});
}

QString TerminalWidget::selectedText() const
{
    if (!hasSelection())
        return {};
    QStringList lines;
    for (qint64 line = m_selectionStart.line; line <= m_selectionEnd.line; ++line) {
        const int from = line == m_selectionStart.line ? m_selectionStart.column : 0;
        const int to = line == m_selectionEnd.line ? m_selectionEnd.column : -1;
        if (line == m_selectionEnd.line && to == 0 && line != m_selectionStart.line)
            break;
        lines << m_screen->lineText(relativeLine(line), from, to);
    }
    return lines.join(QLatin1Char('\n'));
}

void TerminalWidget::publishSelection()
{
    QClipboard *clipboard = QGuiApplication::clipboard();
    if (hasSelection() && clipboard->supportsSelection())
        clipboard->setText(selectedText(), QClipboard::Selection);
}

void TerminalWidget::copy()
{
    if (hasSelection())
        QGuiApplication::clipboard()->setText(selectedText(), QClipboard::Clipboard);
}

void TerminalWidget::paste()
{
    if (m_readOnly)
        return;
    const QString text = QGuiApplication::clipboard()->text(QClipboard::Clipboard);
    if (text.isEmpty())
        return;
    m_screen->paste(text);
    setScrollOffset(0);
}

// ---- search

void TerminalWidget::openFindBar()
{
    placeFindBar();
    m_findBar->open();
}

void TerminalWidget::placeFindBar()
{
    const QSize size = m_findBar->sizeHint();
    const int width = std::min(size.width() + 120, viewport()->width());
    m_findBar->setGeometry(viewport()->width() - width, 0, width, size.height());
}

bool TerminalWidget::find(const QString &text, bool backwards)
{
    refresh();
    m_searchText = text;
    viewport()->update();
    if (text.isEmpty()) {
        m_hasMatch = false;
        return false;
    }
    const int oldest = -m_screen->scrollback().size();
    const int newest = rows() - 1;
    // Where to search from: the current match, or the bottom (backwards) or the top (forwards).
    int startLine = backwards ? newest : oldest;
    int startColumn = backwards ? INT_MAX : -1;
    if (m_hasMatch) {
        startLine = std::clamp(relativeLine(m_matchStart.line), oldest, newest);
        startColumn = m_matchStart.column;
    }
    for (int line = startLine; backwards ? line >= oldest : line <= newest; line += backwards ? -1 : 1) {
        const TerminalLine cells = m_screen->line(line);
        std::vector<int> columnOf;
        const QString lineText = lineTextWithColumns(cells, &columnOf);
        qsizetype at = -1;
        if (line != startLine) {
            at = backwards ? lineText.lastIndexOf(text, -1, Qt::CaseInsensitive)
                           : lineText.indexOf(text, 0, Qt::CaseInsensitive);
        } else if (backwards) {
            // The last match that starts before the start column.
            for (qsizetype found = lineText.indexOf(text, 0, Qt::CaseInsensitive);
                 found >= 0 && columnOf[size_t(found)] < startColumn;
                 found = lineText.indexOf(text, found + 1, Qt::CaseInsensitive))
                at = found;
        } else {
            for (qsizetype found = lineText.indexOf(text, 0, Qt::CaseInsensitive); found >= 0;
                 found = lineText.indexOf(text, found + 1, Qt::CaseInsensitive)) {
                if (columnOf[size_t(found)] > startColumn) {
                    at = found;
                    break;
                }
            }
        }
        if (at < 0)
            continue;
        const qsizetype endUnit = at + text.size();
        const int endColumn =
            endUnit < qsizetype(columnOf.size()) ? columnOf[size_t(endUnit)] : int(cells.size());
        m_hasMatch = true;
        m_matchStart = {absoluteLine(line), columnOf[size_t(at)]};
        m_matchEnd = {absoluteLine(line), endColumn};
        scrollToLine(m_matchStart.line);
        setSelection(m_matchStart, m_matchEnd);
        return true;
    }
    return false;
}
