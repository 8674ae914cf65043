// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "terminalscreen.h"

#include <vterm.h>

#include <algorithm>

namespace {

// An unterminated OSC/DCS string longer than this is passed on as it is: libvterm keeps no more of one
// (its string buffer), and a stream that never terminates it must not grow memory.
constexpr qsizetype maxHeldStringBytes = 4096;
// Plain text with at least this many line feeds is laid out here rather than by libvterm, which moves its
// whole screen for every line that scrolls (TerminalScreen::scrollPlainText): a screenful and more is worth
// it.
qsizetype fastScrollMinLines(int rows)
{
    return 2 * qsizetype(rows) + 2;
}
// libvterm marks the cell under the right half of a wide character with this.
constexpr uint32_t wideContinuation = uint32_t(-1);

TerminalColor vtermColorOf(const VTermColor &color)
{
    if (VTERM_COLOR_IS_DEFAULT_FG(&color) || VTERM_COLOR_IS_DEFAULT_BG(&color))
        return {};
    if (VTERM_COLOR_IS_INDEXED(&color))
        return TerminalColor::indexed(color.indexed.idx);
    return TerminalColor::rgb(color.rgb.red, color.rgb.green, color.rgb.blue);
}

TerminalCell vtermCellOf(const VTermScreenCell &source)
{
    TerminalCell cell;
    if (source.chars[0] == wideContinuation) {
        cell.width = 0;
    } else {
        cell.character = source.chars[0];
        cell.combining = source.chars[0] != 0 ? source.chars[1] : 0;
        cell.width = quint8(std::max(1, int(source.width)));
    }
    quint8 attributes = 0;
    if (source.attrs.bold)
        attributes |= TerminalCell::Bold;
    if (source.attrs.italic)
        attributes |= TerminalCell::Italic;
    if (source.attrs.underline == VTERM_UNDERLINE_DOUBLE)
        attributes |= TerminalCell::DoubleUnderline;
    else if (source.attrs.underline != VTERM_UNDERLINE_OFF)
        attributes |= TerminalCell::Underline;
    if (source.attrs.reverse)
        attributes |= TerminalCell::Reverse;
    if (source.attrs.strike)
        attributes |= TerminalCell::Strike;
    cell.attributes = attributes;
    cell.foreground = vtermColorOf(source.fg);
    cell.background = vtermColorOf(source.bg);
    return cell;
}

int vtermModifiersOf(Qt::KeyboardModifiers modifiers)
{
    int mod = VTERM_MOD_NONE;
    if (modifiers & Qt::ShiftModifier)
        mod |= VTERM_MOD_SHIFT;
    if (modifiers & Qt::AltModifier)
        mod |= VTERM_MOD_ALT;
    if (modifiers & Qt::ControlModifier)
        mod |= VTERM_MOD_CTRL;
    return mod;
}

VTermKey vtermKeyOf(int qtKey, bool keypad)
{
    switch (qtKey) {
    case Qt::Key_Return:
        return VTERM_KEY_ENTER;
    case Qt::Key_Enter:
        return keypad ? VTERM_KEY_KP_ENTER : VTERM_KEY_ENTER;
    case Qt::Key_Tab:
    case Qt::Key_Backtab:
        return VTERM_KEY_TAB;
    case Qt::Key_Backspace:
        return VTERM_KEY_BACKSPACE;
    case Qt::Key_Escape:
        return VTERM_KEY_ESCAPE;
    case Qt::Key_Up:
        return VTERM_KEY_UP;
    case Qt::Key_Down:
        return VTERM_KEY_DOWN;
    case Qt::Key_Left:
        return VTERM_KEY_LEFT;
    case Qt::Key_Right:
        return VTERM_KEY_RIGHT;
    case Qt::Key_Insert:
        return VTERM_KEY_INS;
    case Qt::Key_Delete:
        return VTERM_KEY_DEL;
    case Qt::Key_Home:
        return VTERM_KEY_HOME;
    case Qt::Key_End:
        return VTERM_KEY_END;
    case Qt::Key_PageUp:
        return VTERM_KEY_PAGEUP;
    case Qt::Key_PageDown:
        return VTERM_KEY_PAGEDOWN;
    default:
        break;
    }
    if (qtKey >= Qt::Key_F1 && qtKey <= Qt::Key_F35)
        return VTermKey(VTERM_KEY_FUNCTION(qtKey - Qt::Key_F1 + 1));
    return VTERM_KEY_NONE;
}

} // namespace

// libvterm's C callbacks, each forwarding to the screen it was registered with.
struct TerminalScreen::Callbacks
{
    static TerminalScreen *self(void *user) { return static_cast<TerminalScreen *>(user); }

    static int damage(VTermRect rect, void *user)
    {
        self(user)->damageRows(rect.start_row, rect.end_row - 1);
        return 1;
    }
    static int moverect(VTermRect dest, VTermRect, void *user)
    {
        self(user)->damageRows(dest.start_row, dest.end_row - 1);
        return 1;
    }
    static int movecursor(VTermPos pos, VTermPos oldpos, int visible, void *user)
    {
        TerminalScreen *screen = self(user);
        screen->damageRows(oldpos.row, oldpos.row);
        screen->damageRows(pos.row, pos.row);
        screen->m_cursor = QPoint(pos.col, pos.row);
        Q_UNUSED(visible); // the CURSORVISIBLE property says it too, and is what DECTCEM changes
        return 1;
    }
    static int settermprop(VTermProp prop, VTermValue *value, void *user)
    {
        TerminalScreen *screen = self(user);
        switch (prop) {
        case VTERM_PROP_CURSORVISIBLE:
            screen->m_cursorVisible = value->boolean;
            screen->damageRows(screen->m_cursor.y(), screen->m_cursor.y());
            break;
        case VTERM_PROP_CURSORBLINK:
            screen->m_cursorBlinks = value->boolean;
            break;
        case VTERM_PROP_CURSORSHAPE:
            screen->m_cursorShape = value->number == VTERM_PROP_CURSORSHAPE_UNDERLINE ? CursorShape::Underline
                                    : value->number == VTERM_PROP_CURSORSHAPE_BAR_LEFT ? CursorShape::Bar
                                                                                       : CursorShape::Block;
            screen->damageRows(screen->m_cursor.y(), screen->m_cursor.y());
            break;
        case VTERM_PROP_ALTSCREEN:
            screen->m_altScreen = value->boolean;
            screen->damageRows(0, screen->m_rows - 1);
            Q_EMIT screen->altScreenChanged(screen->m_altScreen);
            break;
        case VTERM_PROP_TITLE:
            Q_EMIT screen->titleChanged(QString::fromUtf8(value->string));
            break;
        case VTERM_PROP_REVERSE:
            screen->m_reverseVideo = value->boolean;
            screen->damageRows(0, screen->m_rows - 1);
            break;
        case VTERM_PROP_MOUSE:
            screen->m_mouseMode = MouseMode(std::clamp(value->number, 0, int(MouseMode::Move)));
            break;
        default:
            break;
        }
        return 1;
    }
    static int bell(void *user)
    {
        Q_EMIT self(user)->bell();
        return 1;
    }
    static int pushline(int columns, const VTermScreenCell *cells, void *user)
    {
        TerminalScreen *screen = self(user);
        screen->m_scrollback.push(screen->convertLine(columns, cells));
        return 1;
    }
    static int popline(int columns, VTermScreenCell *cells, void *user)
    {
        TerminalScreen *screen = self(user);
        TerminalLine line;
        if (!screen->m_scrollback.pop(&line))
            return 0;
        VTermScreenCell blank = {};
        blank.width = 1;
        vterm_state_get_default_colors(vterm_obtain_state(screen->m_vterm), &blank.fg, &blank.bg);
        for (int column = 0; column < columns; ++column) {
            VTermScreenCell &target = cells[column];
            target = blank;
            if (size_t(column) >= line.size())
                continue;
            const TerminalCell &source = line[size_t(column)];
            target.chars[0] = source.width == 0 ? wideContinuation : source.character;
            target.chars[1] = source.width == 0 ? 0 : source.combining;
            target.width = char(std::max<int>(1, source.width));
            target.attrs.bold = (source.attributes & TerminalCell::Bold) != 0;
            target.attrs.italic = (source.attributes & TerminalCell::Italic) != 0;
            target.attrs.underline = (source.attributes & TerminalCell::DoubleUnderline)
                                         ? VTERM_UNDERLINE_DOUBLE
                                     : (source.attributes & TerminalCell::Underline) ? VTERM_UNDERLINE_SINGLE
                                                                                     : VTERM_UNDERLINE_OFF;
            target.attrs.reverse = (source.attributes & TerminalCell::Reverse) != 0;
            target.attrs.strike = (source.attributes & TerminalCell::Strike) != 0;
            const auto restore = [](const TerminalColor &color, VTermColor *into) {
                if (color.kind == TerminalColor::Kind::Indexed)
                    vterm_color_indexed(into, color.red);
                else if (color.kind == TerminalColor::Kind::Rgb)
                    vterm_color_rgb(into, color.red, color.green, color.blue);
            };
            restore(source.foreground, &target.fg);
            restore(source.background, &target.bg);
        }
        return 1;
    }
    static void output(const char *bytes, size_t length, void *user)
    {
        Q_EMIT self(user)->output(QByteArray(bytes, qsizetype(length)));
    }
};

TerminalScreen::TerminalScreen(int rows, int columns, int scrollbackLines, QObject *parent)
    : QObject(parent), m_scrollback(scrollbackLines), m_rows(std::max(1, rows)),
      m_columns(std::max(1, columns))
{
    m_vterm = vterm_new(m_rows, m_columns);
    vterm_set_utf8(m_vterm, 1);
    vterm_output_set_callback(m_vterm, &Callbacks::output, this);
    m_screen = vterm_obtain_screen(m_vterm);
    static const VTermScreenCallbacks callbacks = {
        &Callbacks::damage,      &Callbacks::moverect, &Callbacks::movecursor,
        &Callbacks::settermprop, &Callbacks::bell,     nullptr,
        &Callbacks::pushline,    &Callbacks::popline,
    };
    vterm_screen_set_callbacks(m_screen, &callbacks, this);
    // Scrolls are gathered into one move and one damage per write: a flood of output costs a row range.
    vterm_screen_set_damage_merge(m_screen, VTERM_DAMAGE_SCROLL);
    vterm_screen_enable_altscreen(m_screen, 1);
    vterm_screen_reset(m_screen, 1);
}

TerminalScreen::~TerminalScreen()
{
    vterm_free(m_vterm);
}

void TerminalScreen::write(const QByteArray &bytes)
{
    if (bytes.isEmpty())
        return;
    // libvterm 0.1.4 drops an OSC or DCS string (a window title) whose text is split between two writes, so
    // an unterminated one at the end waits for the rest. It draws nothing, so nothing shows late.
    QByteArray data = m_unterminatedString.isEmpty() ? bytes : m_unterminatedString + bytes;
    m_unterminatedString.clear();
    const qsizetype tailStart = std::max<qsizetype>(0, data.size() - maxHeldStringBytes);
    const QByteArrayView tail = QByteArrayView(data).sliced(tailStart);
    const qsizetype inTail =
        std::max(tail.lastIndexOf(QByteArrayView("\x1b]")), tail.lastIndexOf(QByteArrayView("\x1bP")));
    const qsizetype start = inTail < 0 ? -1 : tailStart + inTail;
    if (start >= 0) {
        const qsizetype bell = data.indexOf('\x07', start);
        const qsizetype stringTerminator = data.indexOf("\x1b\\", start);
        if (bell < 0 && stringTerminator < 0) {
            m_unterminatedString = data.mid(start);
            data.truncate(start);
        }
    }
    feed(data);
    vterm_screen_flush_damage(m_screen);
}

void TerminalScreen::feed(QByteArrayView data)
{
    // libvterm is given the output in as few writes as it came in (it loses a string split between two), cut
    // only around a run of plain text long enough for the fast path.
    const auto plain = [](char c) { return (c >= 0x20 && c < 0x7f) || c == '\r' || c == '\n'; };
    qsizetype from = 0; // not given to libvterm yet
    qsizetype scan = 0;
    while (scan < data.size()) {
        qsizetype runStart = scan;
        while (runStart < data.size() && !plain(data[runStart]))
            ++runStart;
        qsizetype runEnd = runStart;
        qsizetype lineFeeds = 0;
        while (runEnd < data.size() && plain(data[runEnd]))
            lineFeeds += data[runEnd++] == '\n';
        scan = runEnd;
        if (lineFeeds < fastScrollMinLines(m_rows))
            continue;
        // Up to the run's first line feed as always: after it no wrap is pending (a control cancels it). Then
        // line by line until the cursor is on the last row, where every line feed scrolls.
        qsizetype cut = runStart + data.sliced(runStart, runEnd - runStart).indexOf('\n') + 1;
        passToVterm(data.sliced(from, cut - from));
        from = cut;
        while (from < runEnd && !cursorWhereTextScrolls() && !m_altScreen && m_modes.textLandsPlainly()) {
            const qsizetype next = data.sliced(from, runEnd - from).indexOf('\n');
            if (next < 0)
                break;
            passToVterm(data.sliced(from, next + 1));
            from += next + 1;
        }
        // Up to the run's last character: the controls after it are libvterm's (a wrap may be pending).
        const QByteArrayView rest = data.sliced(from, runEnd - from);
        qsizetype textEnd = rest.size();
        while (textEnd > 0 && (rest[textEnd - 1] == '\r' || rest[textEnd - 1] == '\n'))
            --textEnd;
        const QByteArrayView text = rest.first(textEnd);
        if (std::count(text.begin(), text.end(), '\n') >= fastScrollMinLines(m_rows) && scrollsPlainly()) {
            scrollPlainText(text);
            from += textEnd;
        }
    }
    passToVterm(data.sliced(from));
}

void TerminalScreen::passToVterm(QByteArrayView bytes)
{
    if (bytes.isEmpty())
        return;
    m_modes.scan(bytes);
    vterm_input_write(m_vterm, bytes.data(), size_t(bytes.size()));
}

bool TerminalScreen::cursorWhereTextScrolls() const
{
    // On the last row, and far enough from its end that no wrap can be pending (a wide character's leaves the
    // cursor two columns from the end).
    VTermPos cursor;
    vterm_state_get_cursorpos(vterm_obtain_state(m_vterm), &cursor);
    return cursor.row == m_rows - 1 && cursor.col + 2 < m_columns;
}

bool TerminalScreen::scrollsPlainly() const
{
    if (m_altScreen || !m_modes.textLandsPlainly() || !cursorWhereTextScrolls())
        return false;
    VTermState *state = vterm_obtain_state(m_vterm);
    VTermValue value;
    for (const VTermAttr attribute :
         {VTERM_ATTR_BOLD, VTERM_ATTR_UNDERLINE, VTERM_ATTR_ITALIC, VTERM_ATTR_BLINK, VTERM_ATTR_REVERSE,
          VTERM_ATTR_STRIKE, VTERM_ATTR_FONT}) {
        if (!vterm_state_get_penattr(state, attribute, &value) || value.number != 0)
            return false;
    }
    if (!vterm_state_get_penattr(state, VTERM_ATTR_FOREGROUND, &value) ||
        !VTERM_COLOR_IS_DEFAULT_FG(&value.color))
        return false;
    return vterm_state_get_penattr(state, VTERM_ATTR_BACKGROUND, &value) &&
           VTERM_COLOR_IS_DEFAULT_BG(&value.color);
}

void TerminalScreen::scrollPlainText(QByteArrayView text)
{
    // libvterm's own rules for printable ASCII, CR and LF with every mode at its default (scrollsPlainly()):
    // a character at the last column leaves a wrap pending, the next character wraps; LF scrolls (the cursor
    // is on the last row) and keeps the column; CR goes to column 0. A move of the cursor cancels a pending
    // wrap, a control that leaves it in place does not. Each scroll pushes the top row. `text` ends with a
    // character, so a wrap still pending at the end is one the redraw below leaves pending too; and it holds
    // a screenful of line feeds and more, so every row on the screen now scrolls off (fastScrollMinLines()).
    VTermPos cursor;
    vterm_state_get_cursorpos(vterm_obtain_state(m_vterm), &cursor);
    // The screen as a ring of rows, `top` the first. The rows above the cursor's stay libvterm's until they
    // scroll off; their slots are reused for the rows that come in at the bottom.
    std::vector<TerminalLine> screen(static_cast<size_t>(m_rows));
    screen.back() = screenRow(m_rows - 1);
    size_t top = 0;
    int untouchedRows = m_rows - 1;
    const auto scroll = [&] {
        TerminalLine &leaving = screen[top];
        if (untouchedRows > 0) {
            m_scrollback.push(pushedRow(m_rows - 1 - untouchedRows--)); // as libvterm would have pushed it
            leaving.assign(size_t(m_columns), TerminalCell());
        } else {
            auto end = leaving.end();
            while (end != leaving.begin() && (end - 1)->isBlank())
                --end;
            m_scrollback.push(TerminalLine(leaving.begin(), end));
            std::fill(leaving.begin(), leaving.end(), TerminalCell());
        }
        top = (top + 1) % size_t(m_rows);
    };
    TerminalLine *bottom = &screen.back();
    int column = cursor.col;
    bool wrapPending = false;
    for (const char c : text) {
        if (c == '\r') {
            if (column != 0) {
                column = 0;
                wrapPending = false;
            }
            continue;
        }
        if (c == '\n') {
            scroll();
            bottom = &screen[(top + size_t(m_rows) - 1) % size_t(m_rows)];
            continue;
        }
        if (wrapPending) {
            scroll();
            bottom = &screen[(top + size_t(m_rows) - 1) % size_t(m_rows)];
            column = 0;
            wrapPending = false;
        }
        TerminalCell &cell = (*bottom)[size_t(column)];
        cell = TerminalCell();
        cell.character = char32_t(uchar(c));
        if (column + 1 >= m_columns)
            wrapPending = true;
        else
            ++column;
    }
    // The screen redrawn with what is on it now: erased, then each row's characters put in place, the bottom
    // row last so that a pending wrap is libvterm's own again; nothing of this scrolls.
    QByteArray redraw = "\x1b[2J";
    for (int row = 0; row < m_rows; ++row) {
        const TerminalLine &line = screen[(top + size_t(row)) % size_t(m_rows)];
        for (int start = 0; start < int(line.size());) {
            if (line[size_t(start)].character == 0) {
                ++start;
                continue;
            }
            int end = start;
            QByteArray characters;
            while (end < int(line.size()) && line[size_t(end)].character != 0)
                characters += char(line[size_t(end++)].character);
            redraw += "\x1b[" + QByteArray::number(row + 1) + ';' + QByteArray::number(start + 1) + 'H' +
                      characters;
            start = end;
        }
    }
    if (!wrapPending)
        redraw += "\x1b[" + QByteArray::number(m_rows) + ';' + QByteArray::number(column + 1) + 'H';
    vterm_input_write(m_vterm, redraw.constData(), size_t(redraw.size()));
    damageRows(0, m_rows - 1);
}

TerminalLine TerminalScreen::pushedRow(int row) const
{
    std::vector<VTermScreenCell> cells(static_cast<size_t>(m_columns));
    for (int column = 0; column < m_columns; ++column)
        vterm_screen_get_cell(m_screen, VTermPos{row, column}, &cells[size_t(column)]);
    return convertLine(m_columns, cells.data());
}

TerminalLine TerminalScreen::screenRow(int row) const
{
    TerminalLine cells;
    cells.reserve(size_t(m_columns));
    for (int column = 0; column < m_columns; ++column) {
        VTermScreenCell source;
        vterm_screen_get_cell(m_screen, VTermPos{row, column}, &source);
        cells.push_back(vtermCellOf(source));
    }
    return cells;
}

void TerminalScreen::resize(int rows, int columns)
{
    rows = std::max(1, rows);
    columns = std::max(1, columns);
    if (rows == m_rows && columns == m_columns)
        return;
    m_rows = rows;
    m_columns = columns;
    vterm_set_size(m_vterm, rows, columns);
    vterm_screen_flush_damage(m_screen);
    damageRows(0, rows - 1);
}

void TerminalScreen::reset()
{
    vterm_screen_reset(m_screen, 1);
    m_scrollback.clear();
    m_unterminatedString.clear();
    damageRows(0, m_rows - 1);
}

TerminalCell TerminalScreen::cell(int row, int column) const
{
    VTermScreenCell source;
    if (!vterm_screen_get_cell(m_screen, VTermPos{row, column}, &source))
        return {};
    return vtermCellOf(source);
}

TerminalLine TerminalScreen::line(int line) const
{
    if (line < 0) {
        const int index = m_scrollback.size() + line;
        return index >= 0 ? m_scrollback.line(index) : TerminalLine();
    }
    TerminalLine cells;
    if (line >= m_rows)
        return cells;
    cells.reserve(size_t(m_columns));
    for (int column = 0; column < m_columns; ++column)
        cells.push_back(cell(line, column));
    return cells;
}

QString TerminalScreen::lineText(int lineNumber, int from, int to) const
{
    const TerminalLine cells = line(lineNumber);
    const int end = to < 0 ? int(cells.size()) : std::min(to, int(cells.size()));
    QString text;
    for (int column = std::max(0, from); column < end; ++column) {
        const TerminalCell &cell = cells[size_t(column)];
        if (cell.width == 0)
            continue;
        text += cell.character == 0 ? QStringLiteral(" ") : QString::fromUcs4(&cell.character, 1);
        if (cell.combining != 0)
            text += QString::fromUcs4(&cell.combining, 1);
    }
    while (text.endsWith(QLatin1Char(' ')))
        text.chop(1);
    return text;
}

std::pair<int, int> TerminalScreen::takeDamage()
{
    const std::pair<int, int> damage(m_damageFirst, m_damageLast);
    m_damageFirst = 1;
    m_damageLast = 0;
    return damage;
}

void TerminalScreen::damageRows(int first, int last)
{
    first = std::max(0, first);
    last = std::min(m_rows - 1, last);
    if (first > last)
        return;
    if (m_damageFirst > m_damageLast) {
        m_damageFirst = first;
        m_damageLast = last;
    } else {
        m_damageFirst = std::min(m_damageFirst, first);
        m_damageLast = std::max(m_damageLast, last);
    }
}

TerminalLine TerminalScreen::convertLine(int columns, const void *cells) const
{
    const auto *source = static_cast<const VTermScreenCell *>(cells);
    // Only up to the last cell that shows something: the scrollback keeps no trailing blanks.
    const auto blank = [](const VTermScreenCell &cell) {
        return (cell.chars[0] == 0 || cell.chars[0] == ' ') && VTERM_COLOR_IS_DEFAULT_BG(&cell.bg) &&
               !cell.attrs.reverse && !cell.attrs.underline && !cell.attrs.strike;
    };
    int end = columns;
    while (end > 0 && blank(source[end - 1]))
        --end;
    TerminalLine line;
    line.reserve(size_t(end));
    for (int column = 0; column < end; ++column)
        line.push_back(vtermCellOf(source[column]));
    return line;
}

bool TerminalScreen::sendKey(int qtKey, Qt::KeyboardModifiers modifiers, const QString &text)
{
    const int mod = vtermModifiersOf(modifiers);
    const VTermKey key = vtermKeyOf(qtKey, modifiers & Qt::KeypadModifier);
    if (key != VTERM_KEY_NONE) {
        // Backtab is Qt's name for Shift+Tab: xterm sends CSI Z for it.
        vterm_keyboard_key(m_vterm, key,
                           VTermModifier(qtKey == Qt::Key_Backtab ? mod | VTERM_MOD_SHIFT : mod));
        return true;
    }
    // Ctrl with a letter or one of @[\]^_? is the C0 control byte, as every terminal sends it (libvterm would
    // send CSI u for some of them, which shells do not read).
    if (mod & VTERM_MOD_CTRL) {
        char32_t base = 0;
        if (qtKey >= Qt::Key_A && qtKey <= Qt::Key_Z)
            base = char32_t('a' + (qtKey - Qt::Key_A));
        else if (qtKey == Qt::Key_At || qtKey == Qt::Key_Space || qtKey == Qt::Key_2)
            base = U'@';
        else if (qtKey == Qt::Key_BracketLeft)
            base = U'[';
        else if (qtKey == Qt::Key_Backslash)
            base = U'\\';
        else if (qtKey == Qt::Key_BracketRight)
            base = U']';
        else if (qtKey == Qt::Key_AsciiCircum || qtKey == Qt::Key_6)
            base = U'^';
        else if (qtKey == Qt::Key_Underscore || qtKey == Qt::Key_Minus || qtKey == Qt::Key_Slash)
            base = U'_';
        if (base != 0) {
            QByteArray bytes;
            if (mod & VTERM_MOD_ALT)
                bytes += '\x1b';
            bytes += char(base & 0x1f);
            Q_EMIT output(bytes);
            return true;
        }
        if (qtKey == Qt::Key_Question) {
            Q_EMIT output(QByteArray((mod & VTERM_MOD_ALT) ? "\x1b\x7f" : "\x7f"));
            return true;
        }
    }
    if (text.isEmpty())
        return false;
    // Text: only Alt changes it (ESC first); Shift is in the text already, and Ctrl too where the platform
    // made a control character of it.
    const QList<uint> codePoints = text.toUcs4();
    for (uint codePoint : codePoints) {
        if (codePoint < 0x20 || codePoint == 0x7f) {
            Q_EMIT output(QByteArray(1, char(codePoint)));
            continue;
        }
        vterm_keyboard_unichar(m_vterm, codePoint, VTermModifier(mod & VTERM_MOD_ALT));
    }
    return true;
}

void TerminalScreen::sendText(const QString &text)
{
    const QList<uint> codePoints = text.toUcs4();
    for (uint codePoint : codePoints)
        vterm_keyboard_unichar(m_vterm, codePoint, VTERM_MOD_NONE);
}

void TerminalScreen::paste(const QString &text)
{
    QString normalized = text;
    normalized.replace(QStringLiteral("\r\n"), QStringLiteral("\r"));
    normalized.replace(QLatin1Char('\n'), QLatin1Char('\r'));
    vterm_keyboard_start_paste(m_vterm);
    Q_EMIT output(normalized.toUtf8());
    vterm_keyboard_end_paste(m_vterm);
}

void TerminalScreen::mouseMove(int row, int column, Qt::KeyboardModifiers modifiers)
{
    vterm_mouse_move(m_vterm, row, column, VTermModifier(vtermModifiersOf(modifiers)));
}

void TerminalScreen::mouseButton(int button, bool pressed, Qt::KeyboardModifiers modifiers)
{
    vterm_mouse_button(m_vterm, button, pressed, VTermModifier(vtermModifiersOf(modifiers)));
}

void TerminalScreen::setFocused(bool focused)
{
    if (focused)
        vterm_state_focus_in(vterm_obtain_state(m_vterm));
    else
        vterm_state_focus_out(vterm_obtain_state(m_vterm));
}
