// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// View → Theme: the dark palette, every theme colour readable in both light and dark, the choice kept, and
// the highlighters taking the new colours when it changes.
#include "diffhighlighter.h"
#include "theme.h"
#include "thememenu.h"
#include "yamlhighlighter.h"

#include <QAction>
#include <QApplication>
#include <QMetaEnum>
#include <QPlainTextEdit>
#include <QSettings>
#include <QStyle>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextLayout>

namespace {

using Role = Theme::Role;
using Mode = Theme::Mode;

// WCAG 2's relative luminance and contrast ratio.
qreal luminance(const QColor &color)
{
    const auto linear = [](qreal channel) {
        return channel <= 0.03928 ? channel / 12.92 : std::pow((channel + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * linear(color.redF()) + 0.7152 * linear(color.greenF()) + 0.0722 * linear(color.blueF());
}

qreal contrast(const QColor &a, const QColor &b)
{
    const qreal lighter = std::max(luminance(a), luminance(b));
    const qreal darker = std::min(luminance(a), luminance(b));
    return (lighter + 0.05) / (darker + 0.05);
}

QString nameOf(Role role)
{
    return QString::fromLatin1(QMetaEnum::fromType<Role>().valueToKey(int(role)));
}

QString nameOf(Mode mode)
{
    return QString::fromLatin1(QMetaEnum::fromType<Mode>().valueToKey(int(mode)));
}

// The highlighting's colours at a position of the view's text.
QColor foregroundAt(const QPlainTextEdit &view, int position)
{
    const QTextBlock block = view.document()->findBlock(position);
    for (const QTextLayout::FormatRange &range : block.layout()->formats())
        if (range.start <= position - block.position() &&
            position - block.position() < range.start + range.length)
            return range.format.foreground().color();
    return {};
}

QColor backgroundAt(const QPlainTextEdit &view, int position)
{
    const QTextBlock block = view.document()->findBlock(position);
    for (const QTextLayout::FormatRange &range : block.layout()->formats())
        if (range.start <= position - block.position() &&
            position - block.position() < range.start + range.length)
            return range.format.background().color();
    return {};
}

} // namespace

class tst_Theme : public QObject
{
    Q_OBJECT

    QTemporaryDir m_settings;
    QPalette m_platformPalette;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_settings.isValid());
        QCoreApplication::setOrganizationName(QStringLiteral("qkube-tests-theme"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_theme"));
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
        m_platformPalette = QApplication::palette();
    }

    void init() { QSettings().remove(QStringLiteral("theme")); }

    void cleanup() { Theme::setMode(Mode::System); }

    void darkMakesTheWindowDarkAndTheTextLight()
    {
        QWidget widget;
        Theme::setMode(Mode::Dark);
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 64);
        QVERIFY(QApplication::palette().color(QPalette::Base).lightness() < 64);
        QVERIFY(QApplication::palette().color(QPalette::Text).lightness() > 192);
        QVERIFY(QApplication::palette().color(QPalette::WindowText).lightness() > 192);
        QCOMPARE(QApplication::style()->name().toLower(), QStringLiteral("fusion"));
        QTRY_COMPARE(widget.palette().color(QPalette::Window),
                     QApplication::palette().color(QPalette::Window));
        QTRY_VERIFY(Theme(widget.palette()).isDark());

        Theme::setMode(Mode::Light);
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() > 192);
        QVERIFY(QApplication::palette().color(QPalette::Text).lightness() < 64);
        QTRY_VERIFY(!Theme(widget.palette()).isDark());
    }

    void systemBringsBackThePlatformPalette()
    {
        Theme::setMode(Mode::Dark);
        Theme::setMode(Mode::System);
        QCOMPARE(QApplication::palette().color(QPalette::Window), m_platformPalette.color(QPalette::Window));
        QCOMPARE(QApplication::palette().color(QPalette::Text), m_platformPalette.color(QPalette::Text));
    }

    // Every colour, in the light and the dark theme: text at least 4.5:1 (WCAG AA) on what it is drawn on,
    // the palette's text as readable on every background, markers that are no text at least 3:1.
    void everyColourIsReadable_data()
    {
        QTest::addColumn<QColor>("foreground");
        QTest::addColumn<QColor>("background");
        QTest::addColumn<qreal>("minimum");
        constexpr qreal text = 4.5;
        constexpr qreal marker = 3.0;
        for (const Mode mode : {Mode::Light, Mode::Dark}) {
            const QPalette palette = Theme::palette(mode);
            const Theme theme(palette);
            const auto add = [&](const QString &what, const QColor &foreground, const QColor &background,
                                 qreal minimum) {
                QTest::addRow("%s: %s", qPrintable(nameOf(mode)), qPrintable(what))
                    << foreground << background << minimum;
            };
            for (const Role role :
                 {Role::ErrorText, Role::WarningText, Role::SuccessText, Role::MutedText, Role::InfoText,
                  Role::DiffRemovedText, Role::DiffAddedText, Role::YamlKey, Role::YamlString,
                  Role::YamlNumber, Role::YamlKeyword, Role::RestartMarker})
                for (const QPalette::ColorRole on : {QPalette::Base, QPalette::Window})
                    add(nameOf(role) + (on == QPalette::Base ? QStringLiteral(" on Base")
                                                             : QStringLiteral(" on Window")),
                        theme.color(role), palette.color(on), text);
            for (const Role background :
                 {Role::ErrorBackground, Role::InfoBackground, Role::NoticeBackground,
                  Role::DiffRemovedBackground, Role::DiffAddedBackground, Role::DiffEmptySide,
                  Role::TableHeaderBackground, Role::LabelKeyBackground})
                add(QStringLiteral("Text on ") + nameOf(background), palette.color(QPalette::Text),
                    theme.color(background), text);
            const std::pair<Role, Role> pairs[] = {
                {Role::ErrorText, Role::ErrorBackground},
                {Role::InfoText, Role::InfoBackground},
                {Role::DiffRemovedText, Role::DiffRemovedBackground},
                {Role::DiffAddedText, Role::DiffAddedBackground},
                {Role::SearchMatchText, Role::SearchMatchBackground},
                {Role::SearchMatchText, Role::CurrentSearchMatchBackground},
            };
            for (const auto &[foreground, background] : pairs)
                add(nameOf(foreground) + QStringLiteral(" on ") + nameOf(background), theme.color(foreground),
                    theme.color(background), text);
            add(QStringLiteral("TimelineNotLive on Base"), theme.color(Role::TimelineNotLive),
                palette.color(QPalette::Base), marker);
            add(QStringLiteral("Link on Base"), palette.color(QPalette::Link), palette.color(QPalette::Base),
                text);
        }
    }
    void everyColourIsReadable()
    {
        QFETCH(QColor, foreground);
        QFETCH(QColor, background);
        QFETCH(qreal, minimum);
        const qreal ratio = contrast(foreground, background);
        QVERIFY2(ratio >= minimum,
                 qPrintable(
                     QStringLiteral("%1 on %2: %3:1").arg(foreground.name(), background.name()).arg(ratio)));
    }

    // The two themes differ where it matters: a dark theme's colours are not the light one's.
    void darkColoursAreTheDarkThemes()
    {
        const Theme light(Theme::palette(Mode::Light));
        const Theme dark(Theme::palette(Mode::Dark));
        QVERIFY(!light.isDark());
        QVERIFY(dark.isDark());
        for (const Role role :
             {Role::ErrorText, Role::ErrorBackground, Role::DiffAddedBackground, Role::YamlKey})
            QVERIFY2(light.color(role) != dark.color(role), qPrintable(nameOf(role)));
    }

    void theChoiceIsKept()
    {
        QCOMPARE(Theme::savedMode(), Mode::System);
        Theme::setMode(Mode::Dark);
        QCOMPARE(QSettings().value(QStringLiteral("theme")).toString(), QStringLiteral("dark"));
        QCOMPARE(Theme::savedMode(), Mode::Dark);
        Theme::setMode(Mode::Light);
        QCOMPARE(QSettings().value(QStringLiteral("theme")).toString(), QStringLiteral("light"));
        QCOMPARE(Theme::savedMode(), Mode::Light);
        // At the next start.
        QSettings().setValue(QStringLiteral("theme"), QStringLiteral("dark"));
        Theme::applySaved();
        QVERIFY(Theme(QApplication::palette()).isDark());
        QSettings().setValue(QStringLiteral("theme"), QStringLiteral("no such theme"));
        QCOMPARE(Theme::savedMode(), Mode::System);
    }

    void theMenuChoosesAndShowsTheTheme()
    {
        ThemeMenu menu;
        QCOMPARE(menu.actions().size(), 3);
        QVERIFY(menu.action(Mode::System)->isChecked());
        menu.action(Mode::Dark)->trigger();
        QCOMPARE(Theme::savedMode(), Mode::Dark);
        QVERIFY(Theme(QApplication::palette()).isDark());
        QVERIFY(menu.action(Mode::Dark)->isChecked());
        QVERIFY(!menu.action(Mode::System)->isChecked());
        // Changed elsewhere (another window's menu): the check follows when the menu opens.
        Theme::setMode(Mode::Light);
        Q_EMIT menu.aboutToShow();
        QVERIFY(menu.action(Mode::Light)->isChecked());
        QVERIFY(!menu.action(Mode::Dark)->isChecked());
    }

    void theYamlHighlighterTakesTheNewColours()
    {
        Theme::setMode(Mode::Light);
        QPlainTextEdit view;
        new YamlHighlighter(&view);
        view.setPlainText(QStringLiteral("name: 42"));
        QCOMPARE(foregroundAt(view, 0), Theme(Theme::palette(Mode::Light)).color(Role::YamlKey));
        Theme::setMode(Mode::Dark);
        QTRY_COMPARE(foregroundAt(view, 0), Theme(Theme::palette(Mode::Dark)).color(Role::YamlKey));
        QCOMPARE(foregroundAt(view, 6), Theme(Theme::palette(Mode::Dark)).color(Role::YamlNumber));
    }

    void theDiffHighlighterTakesTheNewColours()
    {
        Theme::setMode(Mode::Light);
        QPlainTextEdit view;
        new DiffHighlighter(&view);
        view.setPlainText(QStringLiteral("-replicas: 2\n+replicas: 3"));
        const int added = int(view.document()->lastBlock().position());
        QCOMPARE(backgroundAt(view, 0),
                 Theme(Theme::palette(Mode::Light)).color(Role::DiffRemovedBackground));
        Theme::setMode(Mode::Dark);
        const Theme dark(Theme::palette(Mode::Dark));
        QTRY_COMPARE(backgroundAt(view, 0), dark.color(Role::DiffRemovedBackground));
        QCOMPARE(foregroundAt(view, 0), dark.color(Role::DiffRemovedText));
        QCOMPARE(backgroundAt(view, added), dark.color(Role::DiffAddedBackground));
        QCOMPARE(foregroundAt(view, added), dark.color(Role::DiffAddedText));
    }
};

QTEST_MAIN(tst_Theme)
#include "tst_theme.moc"
