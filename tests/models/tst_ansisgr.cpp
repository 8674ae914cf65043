// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "models/ansisgr.h"

#include <QTest>

using namespace kube;

namespace {

QString colorName(const TermColor &color)
{
    if (color.type == TermColor::Type::Palette)
        return QString::number(color.value);
    return QStringLiteral("#%1").arg(color.value, 6, 16, QLatin1Char('0'));
}

// The decoded line as markup a reader checks at a glance: "{fg=1,b|red} plain".
QString describe(const SgrText &line)
{
    QString out;
    int at = 0;
    for (const SgrRun &run : line.runs) {
        out += line.text.mid(at, run.start - at);
        QStringList style;
        if (!run.style.foreground.isDefault())
            style << QStringLiteral("fg=") + colorName(run.style.foreground);
        if (!run.style.background.isDefault())
            style << QStringLiteral("bg=") + colorName(run.style.background);
        const std::pair<quint8, const char *> flags[] = {{SgrStyle::Bold, "b"},    {SgrStyle::Faint, "f"},
                                                         {SgrStyle::Italic, "i"},  {SgrStyle::Underline, "u"},
                                                         {SgrStyle::Inverse, "r"}, {SgrStyle::Strike, "s"}};
        for (const auto &[flag, name] : flags)
            if (run.style.flags & flag)
                style << QString::fromLatin1(name);
        out += QLatin1Char('{') + style.join(QLatin1Char(',')) + QLatin1Char('|') +
               line.text.mid(run.start, run.length) + QLatin1Char('}');
        at = run.start + run.length;
    }
    out += line.text.mid(at);
    if (line.truncated)
        out += QStringLiteral("…");
    return out;
}

} // namespace

class tst_AnsiSgr : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parse_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<int>("maxChars");
        QTest::addColumn<QString>("expected");
        const auto row = [](const char *name, const QByteArray &line, const QString &expected,
                            int maxChars = -1) { QTest::newRow(name) << line << maxChars << expected; };
        row("plain text is itself", "hello world", QStringLiteral("hello world"));
        row("an empty line is empty", "", QString());
        row("a basic foreground colour until reset", "\x1b[31mred\x1b[0m plain",
            QStringLiteral("{fg=1|red} plain"));
        row("an empty parameter list resets", "\x1b[32mgreen\x1b[m plain",
            QStringLiteral("{fg=2|green} plain"));
        row("bright foreground colours are palette 8-15", "\x1b[91mA\x1b[97mB",
            QStringLiteral("{fg=9|A}{fg=15|B}"));
        row("background and bright background", "\x1b[44mA\x1b[103mB\x1b[49mC",
            QStringLiteral("{bg=4|A}{bg=11|B}C"));
        row("bold and colour in one sequence", "\x1b[1;33mwarn\x1b[22mthin",
            QStringLiteral("{fg=3,b|warn}{fg=3|thin}"));
        row("underline on and off", "\x1b[4mlink\x1b[24m text", QStringLiteral("{u|link} text"));
        row("4:0 turns underline off", "\x1b[4mA\x1b[4:0mB", QStringLiteral("{u|A}B"));
        row("italic, faint, inverse, strike", "\x1b[2;3;7;9mX", QStringLiteral("{f,i,r,s|X}"));
        row("default foreground keeps the background", "\x1b[31;42mA\x1b[39mB",
            QStringLiteral("{fg=1,bg=2|A}{bg=2|B}"));
        row("256 colours with semicolons", "\x1b[38;5;208morange\x1b[48;5;17mnavy",
            QStringLiteral("{fg=208|orange}{fg=208,bg=17|navy}"));
        row("256 colours with colons", "\x1b[38:5:82mlime", QStringLiteral("{fg=82|lime}"));
        row("24-bit colour with semicolons", "\x1b[38;2;255;128;0mX", QStringLiteral("{fg=#ff8000|X}"));
        row("24-bit colour with colons and a colour space id", "\x1b[48:2::1:2:3mX\x1b[38:2:10:20:30mY",
            QStringLiteral("{bg=#010203|X}{fg=#0a141e,bg=#010203|Y}"));
        row("an out of range palette index is ignored, the rest applies", "\x1b[38;5;300;1mX",
            QStringLiteral("{b|X}"));
        row("a truncated 24-bit colour is ignored", "\x1b[38;2;1;2mX", QStringLiteral("X"));
        row("a huge parameter does not overflow", "\x1b[99999999999999999999mX\x1b[31mY",
            QStringLiteral("X{fg=1|Y}"));
        row("the same style twice is one run", "\x1b[31mab\x1b[31mcd", QStringLiteral("{fg=1|abcd}"));
        row("a style with no text makes no run", "\x1b[31m\x1b[0mplain", QStringLiteral("plain"));
        row("cursor moves and erases are stripped", "\x1b[2K\x1b[1Aabc\x1b[10;20Hdef\x1b[?25l",
            QStringLiteral("abcdef"));
        row("an OSC title ended by BEL is stripped",
            "\x1b]0;my title\x07"
            "after",
            QStringLiteral("after"));
        row("an OSC 8 hyperlink keeps its text", "\x1b]8;;https://x.io\x1b\\link\x1b]8;;\x1b\\ end",
            QStringLiteral("link end"));
        row("an unterminated OSC drops the rest of the line", "before\x1b]0;never ends",
            QStringLiteral("before"));
        row("a DCS string is stripped", "a\x1bPq#0;1;2\x1b\\b", QStringLiteral("ab"));
        row("a charset switch is stripped", "\x1b(Bplain\x1b)0", QStringLiteral("plain"));
        row("single-character escapes are stripped",
            "\x1b"
            "7saved\x1b"
            "8",
            QStringLiteral("saved"));
        row("a lone ESC at the end is dropped", "text\x1b", QStringLiteral("text"));
        row("an unterminated CSI at the end is dropped", "text\x1b[31;4", QStringLiteral("text"));
        row("a CSI broken by a control byte drops only itself", "a\x1b[31\nb", QStringLiteral("ab"));
        row("carriage returns and control bytes are dropped", "progress\r 50%\b\x01\x7f",
            QStringLiteral("progress 50%"));
        row("tabs are kept", "a\tb", QStringLiteral("a\tb"));
        row("C1 controls in UTF-8 are dropped",
            "a\xc2\x9b"
            "31mb",
            QStringLiteral("a31mb"));
        row("invalid UTF-8 becomes replacement characters", "bad\xff\xfe!",
            QStringLiteral("bad\uFFFD\uFFFD!"));
        row("runs count UTF-16 units after multi-byte text", "\xe4\xb8\xad\x1b[31m\xf0\x9f\x98\x80x\x1b[0m",
            QString::fromUtf8("中{fg=1|\xf0\x9f\x98\x80x}"));
        row("maxChars cuts the text and says so", "\x1b[31m0123456789\x1b[0m",
            QStringLiteral("{fg=1|01234}…"), 5);
        row("maxChars cuts between characters", "\xe4\xb8\xad\xe6\x96\x87\xe5\xad\x97",
            QString::fromUtf8("中文…"), 2);
        row("a line within maxChars is not truncated", "short", QStringLiteral("short"), 5);
        row("too many parameters: the first 32 apply",
            QByteArray("\x1b[") + QByteArray("1;").repeated(40) + "31mX", QStringLiteral("{b|X}"));
    }

    void parse()
    {
        QFETCH(QByteArray, line);
        QFETCH(int, maxChars);
        QFETCH(QString, expected);
        QCOMPARE(describe(AnsiSgr::parse(line, maxChars)), expected);
        const QString plain = AnsiSgr::plainText(line, maxChars);
        QCOMPARE(plain, AnsiSgr::parse(line, maxChars).text);
    }

    void binaryGarbageIsBoundedAndPrintable()
    {
        // Every byte value, many times, in a deterministic shuffle: whatever comes out is printable and
        // bounded.
        QByteArray garbage;
        quint32 state = 12345;
        for (int i = 0; i < 1 << 20; ++i) {
            state = state * 1103515245u + 12345u;
            garbage.append(char(state >> 16));
        }
        const SgrText line = AnsiSgr::parse(garbage, 4000);
        QVERIFY(line.text.size() <= 4000);
        for (QChar c : line.text)
            QVERIFY2(c == u'\t' || (c.unicode() >= 0x20 && (c.unicode() < 0x7f || c.unicode() >= 0xa0)),
                     qPrintable(QString::number(c.unicode(), 16)));
        for (const SgrRun &run : line.runs)
            QVERIFY(run.start >= 0 && run.length > 0 && run.start + run.length <= line.text.size());
        const SgrText whole = AnsiSgr::parse(garbage);
        QVERIFY(whole.text.size() <= garbage.size());
    }

    void aMegabyteLineStopsAtTheLimit()
    {
        const QByteArray line = QByteArray("\x1b[32m") + QByteArray(1 << 20, 'x');
        const SgrText shown = AnsiSgr::parse(line, 10000);
        QCOMPARE(shown.text.size(), 10000);
        QVERIFY(shown.truncated);
        QCOMPARE(shown.runs.size(), 1);
        QCOMPARE(shown.runs.first().length, 10000);
    }

    void paletteCoversAll256Entries_data()
    {
        QTest::addColumn<int>("index");
        QTest::addColumn<QRgb>("expected");
        QTest::newRow("cube origin is black") << 16 << qRgb(0, 0, 0);
        QTest::newRow("cube corner is white") << 231 << qRgb(255, 255, 255);
        QTest::newRow("cube orange 208") << 208 << qRgb(255, 135, 0);
        QTest::newRow("first grey") << 232 << qRgb(8, 8, 8);
        QTest::newRow("last grey") << 255 << qRgb(238, 238, 238);
    }
    void paletteCoversAll256Entries()
    {
        QFETCH(int, index);
        QFETCH(QRgb, expected);
        QCOMPARE(AnsiSgr::paletteColor(index, true), expected);
        QCOMPARE(AnsiSgr::paletteColor(index, false), expected);
    }

    void basicColoursStayReadableOnTheirBackground()
    {
        // Yellow on a light background and black on a dark one are what a naive palette gets wrong.
        const auto lightness = [](QRgb c) {
            return (qRed(c) * 299 + qGreen(c) * 587 + qBlue(c) * 114) / 1000;
        };
        for (int i = 0; i < 16; ++i) {
            QVERIFY2(lightness(AnsiSgr::paletteColor(i, false)) < 170, qPrintable(QString::number(i)));
            QVERIFY2(lightness(AnsiSgr::paletteColor(i, true)) > 60, qPrintable(QString::number(i)));
        }
    }
};

QTEST_APPLESS_MAIN(tst_AnsiSgr)
#include "tst_ansisgr.moc"
