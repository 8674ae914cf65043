// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "terminalscreen.h"

#include <QRandomGenerator>
#include <QTest>

// TerminalScreen lays out floods of plain text itself (its fast path) instead of letting libvterm scroll line
// by line. The reference is libvterm alone: the same bytes given one at a time never reach the fast path.
// Both must end with the same screen, cursor, scrollback and pending wrap (a character written after tells).
class tst_TerminalScreen : public QObject
{
    Q_OBJECT

    static constexpr int rows = 6;
    static constexpr int columns = 10;
    static constexpr int scrollback = 1000;

    static QString describe(const TerminalCell &cell)
    {
        return QStringLiteral("%1/%2/%3/%4:%5:%6/%7:%8:%9")
            .arg(uint(cell.character))
            .arg(cell.width)
            .arg(cell.attributes)
            .arg(int(cell.foreground.kind))
            .arg(cell.foreground.red)
            .arg(cell.foreground.blue)
            .arg(int(cell.background.kind))
            .arg(cell.background.red)
            .arg(cell.background.blue);
    }

    static QStringList state(const TerminalScreen &screen)
    {
        QStringList lines;
        lines << QStringLiteral("cursor %1,%2 pushed %3")
                     .arg(screen.cursor().x())
                     .arg(screen.cursor().y())
                     .arg(screen.scrollback().pushedTotal());
        for (int line = -screen.scrollback().size(); line < screen.rows(); ++line) {
            QStringList cells;
            for (const TerminalCell &cell : screen.line(line))
                cells << describe(cell);
            lines << QString::number(line) + QLatin1Char(' ') + cells.join(QLatin1Char(' '));
        }
        return lines;
    }

    static void compareWithLibvterm(const QList<QByteArray> &writes)
    {
        TerminalScreen fast(rows, columns, scrollback);
        TerminalScreen reference(rows, columns, scrollback);
        for (const QByteArray &write : writes) {
            fast.write(write);
            for (const char c : write)
                reference.write(QByteArray(1, c));
        }
        QCOMPARE(state(fast), state(reference));
        // A pending wrap, or its absence, shows in where the next character lands.
        fast.write("#");
        reference.write("#");
        QCOMPARE(state(fast), state(reference));
    }

    static QByteArray lines(int count, int length, const QByteArray &end = "\r\n")
    {
        QByteArray out;
        for (int i = 0; i < count; ++i) {
            QByteArray line;
            for (int k = 0; k < length; ++k)
                line += char('a' + (i + k) % 26);
            out += line + end;
        }
        return out;
    }

private Q_SLOTS:
    void sameAsLibvterm_data()
    {
        QTest::addColumn<QList<QByteArray>>("writes");
        const QByteArray flood = lines(40, 7);
        QTest::newRow("cat: short lines") << QList<QByteArray>{flood};
        QTest::newRow("lines as wide as the screen: wraps pending")
            << QList<QByteArray>{lines(30, columns), lines(3, columns, "")};
        QTest::newRow("long lines wrap") << QList<QByteArray>{lines(30, 23)};
        QTest::newRow("LF alone keeps the column") << QList<QByteArray>{"ab" + lines(30, 3, "\n")};
        QTest::newRow("CR overwrites: a progress bar")
            << QList<QByteArray>{QByteArray("10%\r20%\r30%\n").repeated(30) + "40%"};
        QTest::newRow("spaces and empty lines")
            << QList<QByteArray>{QByteArray("  x  \r\n\r\n \r\n").repeated(20)};
        QTest::newRow("after a coloured prompt and a half-written line")
            << QList<QByteArray>{"\x1b[1;32muser@pod\x1b[0m:\x1b[34m~\x1b[0m$ cat f\r\npartial", flood};
        QTest::newRow("coloured text: not plain") << QList<QByteArray>{"\x1b[31m" + flood, "\x1b[0m" + flood};
        QTest::newRow("scroll region") << QList<QByteArray>{"\x1b[2;4r\x1b[4;1H" + flood, "\x1b[r" + flood};
        QTest::newRow("scroll region above the last row's text")
            << QList<QByteArray>{"top\r\nsecond\x1b[3;6r\x1b[6;1H" + flood};
        QTest::newRow("scroll region by numbers, then reset")
            << QList<QByteArray>{"\x1b[1;6r" + flood, "\x1b"
                                                      "c" +
                                                          flood};
        QTest::newRow("autowrap off") << QList<QByteArray>{"\x1b[?7l" + lines(30, 23), "\x1b[?7h" + flood};
        QTest::newRow("insert mode") << QList<QByteArray>{"xyz\x1b[1;1H\x1b[4h" + flood};
        QTest::newRow("newline mode") << QList<QByteArray>{"\x1b[20h" + lines(30, 3, "\n")};
        QTest::newRow("origin mode") << QList<QByteArray>{"\x1b[2;5r\x1b[?6h" + flood};
        QTest::newRow("line drawing characters") << QList<QByteArray>{"\x1b(0" + flood, "\x1b(B" + flood};
        QTest::newRow("shifted out") << QList<QByteArray>{"\x1b)0\x0e" + flood, "\x0f" + flood};
        QTest::newRow("soft reset") << QList<QByteArray>{"\x1b[?7l\x1b[3;4r\x1b[!p" + flood};
        QTest::newRow("a sequence split between writes") << QList<QByteArray>{"\x1b[2;", "4r" + flood};
        QTest::newRow("alternate screen")
            << QList<QByteArray>{flood, "\x1b[?1049h" + flood + "\x1b[?1049l" + flood};
        QTest::newRow("cursor not on the last row") << QList<QByteArray>{"\x1b[2J\x1b[1;1H" + flood};
        QTest::newRow("erased in colour") << QList<QByteArray>{"\x1b[44m\x1b[2J\x1b[0m\x1b[6;1H" + flood};
    }

    void sameAsLibvterm()
    {
        QFETCH(QList<QByteArray>, writes);
        compareWithLibvterm(writes);
    }

    // Random streams of text, controls and the sequences that change where text lands, in random pieces.
    void sameAsLibvtermOnRandomStreams()
    {
        const QList<QByteArray> pieces = {
            "\r\n",    "\n",        "\r",     "abc",       "0123456789AB", " ",       "\x1b[31m",
            "\x1b[0m", "\x1b[3;5r", "\x1b[r", "\x1b[?7l",  "\x1b[?7h",     "\x1b[4h", "\x1b[4l",
            "\x1b(0",  "\x1b(B",    "\x1b[H", "\x1b[6;3H", "\x1b[2K",      "\b",      "\t"};
        QRandomGenerator random(20261128);
        for (int round = 0; round < 200; ++round) {
            QByteArray stream;
            const int length = random.bounded(50, 400);
            for (int i = 0; i < length; ++i)
                stream += random.bounded(3) == 0 ? pieces[random.bounded(int(pieces.size()))]
                                                 : lines(1, random.bounded(12));
            QList<QByteArray> writes;
            for (qsizetype at = 0; at < stream.size();) {
                const qsizetype size = random.bounded(1, 600);
                writes << stream.mid(at, size);
                at += size;
            }
            compareWithLibvterm(writes);
            if (QTest::currentTestFailed()) {
                qWarning("round %d", round);
                return;
            }
        }
    }
};

QTEST_GUILESS_MAIN(tst_TerminalScreen)
#include "tst_terminalscreen.moc"
