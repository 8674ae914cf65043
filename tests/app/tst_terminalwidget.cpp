// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The shell's terminal: what a program writes is on the screen (colours, wide characters, the alternate
// screen, 10,000 lines of scrollback), what the user types reaches the program as xterm would send it, and
// selection, copy, paste, search and resizing behave as in konsole or xterm.
#include "terminalfindbar.h"
#include "terminalwidget.h"

#include <QApplication>
#include <QClipboard>
#include <QFontMetricsF>
#include <QInputMethodEvent>
#include <QLineEdit>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStyleHints>
#include <QTest>
#include <QWheelEvent>

#include <cmath>

namespace {

// Everything the widget sent to the program, joined.
QByteArray sent(const QSignalSpy &spy)
{
    QByteArray bytes;
    for (const QList<QVariant> &arguments : spy)
        bytes += arguments.at(0).toByteArray();
    return bytes;
}

QStringList screenLines(const TerminalWidget &terminal)
{
    return terminal.screenText().split(QLatin1Char('\n'));
}

// The centre of a cell, in viewport coordinates: the grid's cells are the font's advance wide and its height
// high.
QSizeF cellSize(const TerminalWidget &terminal)
{
    const QFontMetricsF metrics(terminal.font());
    return QSizeF(metrics.horizontalAdvance(QLatin1Char('M')), std::ceil(metrics.height()));
}

QPoint cellCentre(const TerminalWidget &terminal, int row, int column)
{
    const QSizeF cell = cellSize(terminal);
    return QPointF((column + 0.5) * cell.width(), (row + 0.5) * cell.height()).toPoint();
}

} // namespace

class tst_TerminalWidget : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void shouldShowWhatTheProgramWrites()
    {
        TerminalWidget terminal;
        terminal.feed("hi\r\n");
        QCOMPARE(screenLines(terminal).at(0), QStringLiteral("hi"));
        QCOMPARE(screenLines(terminal).size(), terminal.rows());
        QCOMPARE(terminal.screenText().trimmed(), QStringLiteral("hi"));
        terminal.feed("\x1b[2J\x1b[Hafter clear   ");
        QCOMPARE(terminal.screenText().trimmed(), QStringLiteral("after clear"));
    }

    void shouldPaintTheColoursAsked_data()
    {
        QTest::addColumn<QByteArray>("output");
        QTest::addColumn<QColor>("foreground");
        QTest::addColumn<QColor>("background");
        const QPalette palette = QApplication::palette();
        const QColor text = palette.color(QPalette::Text);
        const QColor base = palette.color(QPalette::Base);
        QTest::newRow("default colours are the palette's Text on Base") << QByteArray("X") << text << base;
        QTest::newRow("24-bit foreground")
            << QByteArray("\x1b[38;2;10;20;30mX") << QColor(10, 20, 30) << base;
        QTest::newRow("24-bit background")
            << QByteArray("\x1b[48;2;200;100;50mX") << text << QColor(200, 100, 50);
        QTest::newRow("256-colour cube red") << QByteArray("\x1b[38;5;196mX") << QColor(255, 0, 0) << base;
        QTest::newRow("256-colour grey ramp") << QByteArray("\x1b[48;5;232mX") << text << QColor(8, 8, 8);
        QTest::newRow("reverse swaps the defaults") << QByteArray("\x1b[7mX") << base << text;
        QTest::newRow("reset after colours") << QByteArray("\x1b[31;42m\x1b[0mX") << text << base;
    }

    void shouldPaintTheColoursAsked()
    {
        QFETCH(QByteArray, output);
        QFETCH(QColor, foreground);
        QFETCH(QColor, background);
        TerminalWidget terminal;
        terminal.feed(output);
        QCOMPARE(terminal.screenText(),
                 QStringLiteral("X") + QString(terminal.rows() - 1, QLatin1Char('\n')));
        QCOMPARE(terminal.foregroundAt(0, 0), foreground);
        QCOMPARE(terminal.backgroundAt(0, 0), background);
    }

    void shouldPaintCellsCursorAndSelection()
    {
        TerminalWidget terminal;
        terminal.resize(600, 300);
        terminal.show();
        QVERIFY(QTest::qWaitForWindowExposed(&terminal));
        terminal.feed("\x1b[48;2;200;100;50m    \x1b[0m plain\r\n\x1b[7mrev\x1b[0m\r\n");
        const QColor base = terminal.palette().color(QPalette::Base);
        // A pixel of the cell that no glyph covers: one in from its top-left corner.
        const auto pixelAt = [&](int row, int column) {
            const QSizeF cell = cellSize(terminal);
            const QPoint corner = QPointF(column * cell.width() + 1.5, row * cell.height() + 1.5).toPoint();
            return terminal.viewport()->grab().toImage().pixelColor(corner);
        };
        QTRY_COMPARE(pixelAt(0, 1), QColor(200, 100, 50));
        QCOMPARE(pixelAt(0, 20), base);
        // The cursor (row 2, column 0) is a block in the text colour, or an outline when not focused: either
        // way not the background in its cell's centre when focused.
        terminal.activateWindow();
        terminal.setFocus();
        QTRY_VERIFY(terminal.hasFocus());
        QTRY_COMPARE(pixelAt(2, 0), terminal.palette().color(QPalette::Text));
        // A blinking cursor (libvterm's default, and the program's choice) comes and goes.
        QVERIFY(QGuiApplication::styleHints()->cursorFlashTime() > 0);
        terminal.feed("\x1b[1 q"); // blinking block
        QTRY_COMPARE(pixelAt(2, 0), base);
        QTRY_COMPARE(pixelAt(2, 0), terminal.palette().color(QPalette::Text));
        terminal.setReadOnly(true); // a finished session: no cursor
        QTRY_COMPARE(pixelAt(2, 0), base);
        // A selection is painted in the palette's highlight.
        QTest::mouseDClick(terminal.viewport(), Qt::LeftButton, Qt::NoModifier, cellCentre(terminal, 0, 7));
        QCOMPARE(terminal.selectedText(), QStringLiteral("plain"));
        QTRY_COMPARE(pixelAt(0, 5), terminal.palette().color(QPalette::Highlight));
    }

    void shouldKeepAnsiColoursReadableOnLightAndDark()
    {
        // Yellow (33) must not be the same tone on a white and on a black background.
        TerminalWidget terminal;
        terminal.feed("\x1b[33mY");
        QPalette light;
        light.setColor(QPalette::Base, Qt::white);
        light.setColor(QPalette::Text, Qt::black);
        terminal.setPalette(light);
        const QColor onLight = terminal.foregroundAt(0, 0);
        QPalette dark;
        dark.setColor(QPalette::Base, QColor(0x20, 0x20, 0x20));
        dark.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
        dark.setColor(QPalette::Window, QColor(0x20, 0x20, 0x20));
        terminal.setPalette(dark);
        const QColor onDark = terminal.foregroundAt(0, 0);
        QVERIFY(onLight.lightness() < 128);
        QVERIFY(onDark.lightness() > 128);
        QCOMPARE(terminal.backgroundAt(0, 1), QColor(0x20, 0x20, 0x20));
    }

    void shouldLeaveNoTraceOfTheAlternateScreen()
    {
        TerminalWidget terminal;
        for (int i = 0; i < 30; ++i)
            terminal.feed("main " + QByteArray::number(i) + "\r\n");
        const QString mainScreen = terminal.screenText();
        const QString scrollback = terminal.scrollbackText();
        QVERIFY(scrollback.startsWith(QStringLiteral("main 0\n")));

        terminal.feed("\x1b[?1049h\x1b[H\x1b[2J");
        for (int i = 0; i < 100; ++i)
            terminal.feed("vim line " + QByteArray::number(i) + "\r\n");
        QVERIFY(terminal.screenText().contains(QStringLiteral("vim line 99")));
        QCOMPARE(terminal.verticalScrollBar()->maximum(), 0); // no scrollback to scroll to in vim
        terminal.feed("\x1b[?1049l");

        QCOMPARE(terminal.screenText(), mainScreen);
        QCOMPARE(terminal.scrollbackText(), scrollback);
        QVERIFY(!terminal.scrollbackText().contains(QStringLiteral("vim")));
    }

    void shouldKeepTheNewestTenThousandLines()
    {
        TerminalWidget terminal; // never shown: 80x24
        QCOMPARE(terminal.rows(), 24);
        const int written = 10'100;
        QByteArray output;
        for (int i = 0; i < written; ++i)
            output += "line " + QByteArray::number(i) + "\r\n";
        terminal.feed(output);
        // 24 rows with the cursor on the last, empty one: lines 0..written-24 scrolled off, the oldest
        // dropped.
        const QStringList scrollback = terminal.scrollbackText().split(QLatin1Char('\n'));
        QCOMPARE(scrollback.size(), TerminalWidget::scrollbackLines);
        QCOMPARE(scrollback.first(), QStringLiteral("line %1").arg(written - 23 - 10'000));
        QCOMPARE(scrollback.last(), QStringLiteral("line %1").arg(written - 24));
        QCOMPARE(screenLines(terminal).first(), QStringLiteral("line %1").arg(written - 23));
        QTRY_COMPARE(terminal.verticalScrollBar()->maximum(), TerminalWidget::scrollbackLines);
    }

    void shouldSendKeysAsXtermDoes_data()
    {
        QTest::addColumn<QByteArray>("before"); // what the program wrote first (its modes)
        QTest::addColumn<int>("key");
        QTest::addColumn<int>("modifiers");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QByteArray>("expected");
        const int none = Qt::NoModifier;
        QTest::newRow("Up") << QByteArray() << int(Qt::Key_Up) << none << QString() << QByteArray("\x1b[A");
        QTest::newRow("Up in application cursor mode")
            << QByteArray("\x1b[?1h") << int(Qt::Key_Up) << none << QString() << QByteArray("\x1bOA");
        QTest::newRow("Ctrl+C") << QByteArray() << int(Qt::Key_C) << int(Qt::ControlModifier)
                                << QStringLiteral("\x03") << QByteArray("\x03");
        QTest::newRow("Ctrl+D without the platform's text")
            << QByteArray() << int(Qt::Key_D) << int(Qt::ControlModifier) << QString() << QByteArray("\x04");
        QTest::newRow("Enter") << QByteArray() << int(Qt::Key_Return) << none << QStringLiteral("\r")
                               << QByteArray("\r");
        QTest::newRow("Backspace") << QByteArray() << int(Qt::Key_Backspace) << none << QStringLiteral("\x08")
                                   << QByteArray("\x7f");
        QTest::newRow("Tab stays in the terminal")
            << QByteArray() << int(Qt::Key_Tab) << none << QStringLiteral("\t") << QByteArray("\t");
        QTest::newRow("Shift+Tab") << QByteArray() << int(Qt::Key_Backtab) << int(Qt::ShiftModifier)
                                   << QString() << QByteArray("\x1b[Z");
        QTest::newRow("Home") << QByteArray() << int(Qt::Key_Home) << none << QString()
                              << QByteArray("\x1b[H");
        QTest::newRow("End") << QByteArray() << int(Qt::Key_End) << none << QString() << QByteArray("\x1b[F");
        QTest::newRow("F1") << QByteArray() << int(Qt::Key_F1) << none << QString() << QByteArray("\x1bOP");
        QTest::newRow("F5") << QByteArray() << int(Qt::Key_F5) << none << QString() << QByteArray("\x1b[15~");
        QTest::newRow("Delete") << QByteArray() << int(Qt::Key_Delete) << none << QString()
                                << QByteArray("\x1b[3~");
        QTest::newRow("Escape") << QByteArray() << int(Qt::Key_Escape) << none << QStringLiteral("\x1b")
                                << QByteArray("\x1b");
        QTest::newRow("Alt+b is ESC b")
            << QByteArray() << int(Qt::Key_B) << int(Qt::AltModifier) << QStringLiteral("b")
            << QByteArray("\x1b"
                          "b");
        QTest::newRow("Ctrl+Left") << QByteArray() << int(Qt::Key_Left) << int(Qt::ControlModifier)
                                   << QString() << QByteArray("\x1b[1;5D");
        QTest::newRow("Shift+letter") << QByteArray() << int(Qt::Key_A) << int(Qt::ShiftModifier)
                                      << QStringLiteral("A") << QByteArray("A");
        QTest::newRow("a Chinese character typed")
            << QByteArray() << 0 << none << QStringLiteral("中") << QByteArray("\xe4\xb8\xad");
    }

    void shouldSendKeysAsXtermDoes()
    {
        QFETCH(QByteArray, before);
        QFETCH(int, key);
        QFETCH(int, modifiers);
        QFETCH(QString, text);
        QFETCH(QByteArray, expected);
        TerminalWidget terminal;
        terminal.feed(before);
        QSignalSpy input(&terminal, &TerminalWidget::input);
        QKeyEvent press(QEvent::KeyPress, key, Qt::KeyboardModifiers(modifiers), text);
        QApplication::sendEvent(&terminal, &press);
        QCOMPARE(sent(input), expected);
    }

    void shouldSendWhatAnInputMethodCommits()
    {
        TerminalWidget terminal;
        QSignalSpy input(&terminal, &TerminalWidget::input);
        QInputMethodEvent composing(QStringLiteral("nihao"), {});
        QApplication::sendEvent(&terminal, &composing);
        QCOMPARE(sent(input), QByteArray()); // still being composed: nothing typed yet
        QInputMethodEvent event;
        event.setCommitString(QStringLiteral("你好"));
        QApplication::sendEvent(&terminal, &event);
        QCOMPARE(sent(input), QStringLiteral("你好").toUtf8());
    }

    void shouldSendNothingWhenReadOnly()
    {
        TerminalWidget terminal;
        terminal.feed("exit\r\n");
        terminal.setReadOnly(true);
        QSignalSpy input(&terminal, &TerminalWidget::input);
        QTest::keyClick(&terminal, Qt::Key_A);
        QTest::keyClick(&terminal, Qt::Key_Return);
        QGuiApplication::clipboard()->setText(QStringLiteral("rm -rf /"));
        terminal.paste();
        terminal.feed("\x1b[6n"); // a cursor position query: nobody to answer
        QCOMPARE(sent(input), QByteArray());
        QCOMPARE(terminal.screenText().trimmed(), QStringLiteral("exit"));
        terminal.setReadOnly(false);
        QTest::keyClick(&terminal, Qt::Key_A, Qt::NoModifier);
        QCOMPARE(sent(input), QByteArray("a"));
    }

    void shouldAnswerTheProgramsQueries()
    {
        TerminalWidget terminal;
        QSignalSpy input(&terminal, &TerminalWidget::input);
        terminal.feed("ab\x1b[6n"); // where is the cursor? row 1, column 3
        QCOMPARE(sent(input), QByteArray("\x1b[1;3R"));
    }

    void shouldFollowTheWidgetsSize()
    {
        TerminalWidget terminal;
        terminal.resize(400, 300);
        terminal.show();
        QVERIFY(QTest::qWaitForWindowExposed(&terminal));
        const int columns = terminal.columns();
        const int rows = terminal.rows();
        QVERIFY(columns > 10);
        QVERIFY(rows > 5);
        QSignalSpy sizeChanged(&terminal, &TerminalWidget::terminalSizeChanged);
        terminal.resize(800, 600);
        QTRY_COMPARE(sizeChanged.size(), 1);
        QVERIFY(terminal.columns() > columns * 3 / 2);
        QVERIFY(terminal.rows() > rows * 3 / 2);
        QCOMPARE(sizeChanged.last(), (QList<QVariant>{terminal.columns(), terminal.rows()}));
        QCOMPARE(screenLines(terminal).size(), terminal.rows());

        terminal.resize(1, 1); // nothing fits: still a terminal of 2x1
        QTRY_COMPARE(sizeChanged.size(), 2);
        QCOMPARE(terminal.columns(), 2);
        QCOMPARE(terminal.rows(), 1);
    }

    void shouldSelectAndCopy()
    {
        TerminalWidget terminal;
        terminal.resize(600, 300);
        terminal.show();
        QVERIFY(QTest::qWaitForWindowExposed(&terminal));
        terminal.feed("hello wide-world.txt end\r\nsecond line\r\n");
        QWidget *viewport = terminal.viewport();

        // Double-click: a word, with the characters a path or a name has.
        QTest::mouseDClick(viewport, Qt::LeftButton, Qt::NoModifier, cellCentre(terminal, 0, 9));
        QCOMPARE(terminal.selectedText(), QStringLiteral("wide-world.txt"));
        QTest::keyClick(&terminal, Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("wide-world.txt"));

        // Triple-click: the line.
        QTest::mouseClick(viewport, Qt::LeftButton, Qt::NoModifier, cellCentre(terminal, 0, 9));
        QCOMPARE(terminal.selectedText(), QStringLiteral("hello wide-world.txt end"));

        // Drag: from the start of "hello" to the middle of the second line.
        const QPoint from = cellCentre(terminal, 0, 0) - QPoint(3, 0);
        const QPoint to = cellCentre(terminal, 1, 5) + QPoint(3, 0);
        QTest::mousePress(viewport, Qt::LeftButton, Qt::NoModifier, from);
        QMouseEvent move(QEvent::MouseMove, to, viewport->mapToGlobal(to), Qt::NoButton, Qt::LeftButton,
                         Qt::NoModifier);
        QApplication::sendEvent(viewport, &move);
        QTest::mouseRelease(viewport, Qt::LeftButton, Qt::NoModifier, to);
        QCOMPARE(terminal.selectedText(), QStringLiteral("hello wide-world.txt end\nsecond"));
        QTest::keyClick(&terminal, Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("hello wide-world.txt end\nsecond"));
    }

    void shouldPasteAsTyped_data()
    {
        QTest::addColumn<QByteArray>("modes");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("plain: line ends as Enter") << QByteArray() << QByteArray("echo 你\recho b");
        QTest::newRow("bracketed when the program asks")
            << QByteArray("\x1b[?2004h") << QByteArray("\x1b[200~echo 你\recho b\x1b[201~");
    }

    void shouldPasteAsTyped()
    {
        QFETCH(QByteArray, modes);
        QFETCH(QByteArray, expected);
        TerminalWidget terminal;
        terminal.feed(modes);
        QGuiApplication::clipboard()->setText(QStringLiteral("echo 你\necho b"));
        QSignalSpy input(&terminal, &TerminalWidget::input);
        QTest::keyClick(&terminal, Qt::Key_V, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(sent(input), expected);
    }

    void shouldFindInTheScrollback()
    {
        TerminalWidget terminal;
        terminal.resize(600, 300);
        terminal.show();
        QVERIFY(QTest::qWaitForWindowExposed(&terminal));
        for (int i = 0; i < 500; ++i)
            terminal.feed((i == 120 ? "the Needle is here " : "hay ") + QByteArray::number(i) + "\r\n");
        QTRY_VERIFY(terminal.verticalScrollBar()->maximum() > 400);
        QCOMPARE(terminal.scrollOffset(), 0);

        QTest::keyClick(&terminal, Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(terminal.findBar()->isVisible());
        QTest::keyClicks(terminal.findBar()->field(), QStringLiteral("needle IS"));
        QCOMPARE(terminal.selectedText(), QStringLiteral("Needle is"));
        // The line is in view: scrolled up to it, and it is the row the offset says.
        QVERIFY(terminal.scrollOffset() > 0);
        const int relative =
            120 - (500 - terminal.rows() + 1); // line 120's place above the screen's first row
        const int visibleRow = relative + terminal.scrollOffset();
        QVERIFY(visibleRow >= 0 && visibleRow < terminal.rows());
        QCOMPARE(terminal.verticalScrollBar()->value(),
                 terminal.verticalScrollBar()->maximum() - terminal.scrollOffset());

        QVERIFY(!terminal.find(QStringLiteral("needle"), true)); // nothing further up
        QVERIFY(terminal.find(QStringLiteral("hay 499"), false));
        QCOMPARE(terminal.selectedText(), QStringLiteral("hay 499"));
        QVERIFY(!terminal.find(QStringLiteral("no such thing"), true));

        QTest::keyClick(terminal.findBar()->field(), Qt::Key_Escape);
        QVERIFY(!terminal.findBar()->isVisible());
        QVERIFY(terminal.hasFocus() || !QApplication::focusWidget());
    }

    void shouldStayWhereTheUserScrolled()
    {
        TerminalWidget terminal;
        for (int i = 0; i < 100; ++i)
            terminal.feed("old " + QByteArray::number(i) + "\r\n");
        QTest::keyClick(&terminal, Qt::Key_PageUp, Qt::ShiftModifier);
        const int offset = terminal.scrollOffset();
        QCOMPARE(offset, terminal.rows() - 1);
        terminal.feed("new 1\r\nnew 2\r\n");
        QTRY_COMPARE(terminal.scrollOffset(), offset + 2); // the same lines in view
        QTest::keyClick(&terminal, Qt::Key_A);             // typing goes back to the bottom
        QCOMPARE(terminal.scrollOffset(), 0);
        terminal.feed("more\r\n");
        QTRY_COMPARE(terminal.verticalScrollBar()->value(), terminal.verticalScrollBar()->maximum());
        QCOMPARE(terminal.scrollOffset(), 0);
    }

    void shouldScrollWithTheWheel()
    {
        TerminalWidget terminal;
        terminal.resize(600, 300);
        terminal.show();
        QVERIFY(QTest::qWaitForWindowExposed(&terminal));
        for (int i = 0; i < 100; ++i)
            terminal.feed("line " + QByteArray::number(i) + "\r\n");
        QSignalSpy input(&terminal, &TerminalWidget::input);
        const QPoint point = cellCentre(terminal, 1, 1);
        const auto wheel = [&](int notches) {
            QWheelEvent event(point, terminal.viewport()->mapToGlobal(point), QPoint(),
                              QPoint(0, notches * QWheelEvent::DefaultDeltasPerStep), Qt::NoButton,
                              Qt::NoModifier, Qt::NoScrollPhase, false);
            QApplication::sendEvent(terminal.viewport(), &event);
        };
        wheel(1);
        QTRY_COMPARE(terminal.scrollOffset(), QApplication::wheelScrollLines());
        wheel(-1);
        QTRY_COMPARE(terminal.scrollOffset(), 0);
        QCOMPARE(sent(input), QByteArray());

        // On the alternate screen (less, man) the wheel is the arrow keys, as in xterm.
        terminal.feed("\x1b[?1049h");
        wheel(1);
        QCOMPARE(sent(input), QByteArray("\x1b[A\x1b[A\x1b[A"));
        QCOMPARE(terminal.scrollOffset(), 0);
        // And a program that asked for the mouse gets the wheel as buttons 4 and 5.
        input.clear();
        terminal.feed("\x1b[?1000h\x1b[?1006h");
        wheel(-1);
        QCOMPARE(sent(input), QByteArray("\x1b[<65;2;2M"));
    }

    void shouldPasteWithTheMiddleButton()
    {
        TerminalWidget terminal;
        terminal.resize(600, 300);
        terminal.show();
        QVERIFY(QTest::qWaitForWindowExposed(&terminal));
        QClipboard *clipboard = QGuiApplication::clipboard();
        const QClipboard::Mode mode =
            clipboard->supportsSelection() ? QClipboard::Selection : QClipboard::Clipboard;
        clipboard->setText(QStringLiteral("kubectl get pods"), mode);
        QSignalSpy input(&terminal, &TerminalWidget::input);
        QTest::mouseClick(terminal.viewport(), Qt::MiddleButton, Qt::NoModifier, cellCentre(terminal, 0, 0));
        QCOMPARE(sent(input), QByteArray("kubectl get pods"));
    }

    void shouldDecodeUtf8SplitAcrossFeeds()
    {
        TerminalWidget terminal;
        const QByteArray text = QStringLiteral("中文 ok é").toUtf8();
        for (char byte : text)
            terminal.feed(QByteArray(1, byte));
        QCOMPARE(screenLines(terminal).first(), QStringLiteral("中文 ok é"));
    }

    void shouldGiveWideCharactersTwoCells()
    {
        TerminalWidget terminal;
        terminal.feed("中文x\x1b[1;5HY"); // column 5 is after the two wide characters
        QCOMPARE(screenLines(terminal).first(), QStringLiteral("中文Y"));
        terminal.feed("\r\ne\xcc\x81!"); // e and a combining acute accent: one cell
        QCOMPARE(screenLines(terminal).at(1), QStringLiteral("e\u0301!"));
    }

    void shouldReportTitleAndBell()
    {
        TerminalWidget terminal;
        QSignalSpy title(&terminal, &TerminalWidget::titleChanged);
        QSignalSpy bell(&terminal, &TerminalWidget::bell);
        terminal.feed("\x1b]0;root@web-1: /srv\x07");
        QCOMPARE(title.size(), 1);
        QCOMPARE(title.first().first().toString(), QStringLiteral("root@web-1: /srv"));
        QCOMPARE(bell.size(), 0);
        terminal.feed("\x07");
        QCOMPARE(bell.size(), 1);
        terminal.feed("\x1b]2;split ti"); // a title split between two reads
        terminal.feed("tle\x1b\\");
        QCOMPARE(title.last().first().toString(), QStringLiteral("split title"));
        QCOMPARE(terminal.title(), QStringLiteral("split title"));
    }

    void shouldGiveTheMouseToAProgramThatAsks()
    {
        TerminalWidget terminal;
        terminal.resize(600, 300);
        terminal.show();
        QVERIFY(QTest::qWaitForWindowExposed(&terminal));
        terminal.feed("text\r\n\x1b[?1000h\x1b[?1006h"); // vim's mouse=a: clicks, SGR encoding
        QSignalSpy input(&terminal, &TerminalWidget::input);
        QTest::mousePress(terminal.viewport(), Qt::LeftButton, Qt::NoModifier, cellCentre(terminal, 1, 2));
        QTest::mouseRelease(terminal.viewport(), Qt::LeftButton, Qt::NoModifier, cellCentre(terminal, 1, 2));
        QCOMPARE(sent(input), QByteArray("\x1b[<0;3;2M\x1b[<0;3;2m"));
        QVERIFY(!terminal.hasSelection());
        // Shift: the terminal's own selection, as in xterm.
        input.clear();
        QTest::mouseDClick(terminal.viewport(), Qt::LeftButton, Qt::ShiftModifier,
                           cellCentre(terminal, 0, 1));
        QCOMPARE(terminal.selectedText(), QStringLiteral("text"));
        QCOMPARE(sent(input), QByteArray());
    }

    void shouldReportFocusWhenAsked()
    {
        TerminalWidget terminal;
        QLineEdit elsewhere;
        terminal.show();
        elsewhere.show();
        QVERIFY(QTest::qWaitForWindowExposed(&terminal));
        terminal.activateWindow();
        terminal.setFocus();
        QTRY_VERIFY(terminal.hasFocus());
        QSignalSpy input(&terminal, &TerminalWidget::input);
        terminal.feed("\x1b[?1004h"); // vim, tmux: tell me when I lose and get the focus
        elsewhere.activateWindow();
        elsewhere.setFocus();
        QTRY_VERIFY(!terminal.hasFocus());
        terminal.activateWindow();
        terminal.setFocus();
        QTRY_VERIFY(terminal.hasFocus());
        QCOMPARE(sent(input), QByteArray("\x1b[O\x1b[I"));
    }

    void shouldClear()
    {
        TerminalWidget terminal;
        for (int i = 0; i < 50; ++i)
            terminal.feed("line\r\n");
        terminal.clear();
        QCOMPARE(terminal.screenText().trimmed(), QString());
        QCOMPARE(terminal.scrollbackText(), QString());
        terminal.feed("again");
        QCOMPARE(screenLines(terminal).first(), QStringLiteral("again"));
    }
};

QTEST_MAIN(tst_TerminalWidget)
#include "tst_terminalwidget.moc"
