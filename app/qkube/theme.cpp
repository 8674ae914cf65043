// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "theme.h"

#include <QApplication>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>

namespace {

const QString themeSettingsKey = QStringLiteral("theme");
const QString fusion = QStringLiteral("Fusion");
// Muted text is the palette's Text this far towards Base: quieter, and still above 4.5:1 on both kinds of
// palette.
constexpr qreal mutedTowardsBase = 0.4;

// Each colour as a pair: for a light palette, for a dark one.
struct Tones
{
    QRgb light;
    QRgb dark;
};

Tones tonesOf(Theme::Role role)
{
    using Role = Theme::Role;
    switch (role) {
    case Role::ErrorText:
        return {0xffb71c1c, 0xffff8a80};
    case Role::WarningText:
        return {0xff8a4b00, 0xffffb74d};
    case Role::SuccessText:
        return {0xff1b5e20, 0xff81c784};
    case Role::MutedText:
        break; // from the palette
    case Role::InfoText:
        return {0xff1a3e72, 0xffb3d1ff};
    case Role::DiffRemovedText:
        return {0xffb71c1c, 0xffff9e9e};
    case Role::DiffAddedText:
        return {0xff1b5e20, 0xffa5d6a7};
    case Role::YamlKey:
        return {0xff1a5fb4, 0xff8ab4f8};
    case Role::YamlString:
        return {0xff2a6e2e, 0xffa5d6a7};
    case Role::YamlNumber:
        return {0xffa34d00, 0xfff9a86b};
    case Role::YamlKeyword:
        return {0xff8e24aa, 0xffd7a6ff};
    case Role::RestartMarker:
        return {0xffb24a00, 0xffffb74d};
    case Role::SearchMatchText:
        return {0xff000000, 0xff000000};
    case Role::ErrorBackground:
        return {0xfffdecea, 0xff4a1f1f};
    case Role::InfoBackground:
        return {0xffe8f0fe, 0xff1c2b42};
    case Role::NoticeBackground:
        return {0xfffff3e0, 0xff3d2e14};
    case Role::DiffRemovedBackground:
        return {0xffffebee, 0xff45191c};
    case Role::DiffAddedBackground:
        return {0xffe8f5e9, 0xff1e3a23};
    case Role::DiffEmptySide:
        return {0xfff2f2f2, 0xff2a2a2a};
    case Role::TableHeaderBackground:
        return {0xfff2f2f2, 0xff2e2e31};
    case Role::LabelKeyBackground:
        return {0xffeef3fb, 0xff263247};
    case Role::SearchMatchBackground:
        return {0xffffe066, 0xffffd54f};
    case Role::CurrentSearchMatchBackground:
        return {0xffff9632, 0xffff9632};
    case Role::ErrorBorder:
        return {0xfff5c2c0, 0xff8c3a3a};
    case Role::InfoBorder:
        return {0xffc4d7fb, 0xff35507a};
    case Role::TableBorder:
        return {0xffdddddd, 0xff4a4a4d};
    case Role::TimelinePastShade:
        return {qRgba(0, 0, 0, 40), qRgba(0, 0, 0, 90)};
    case Role::TimelineNotLive:
        return {0xffc05020, 0xffff8a50};
    }
    return {};
}

QPalette darkPalette()
{
    const QColor window(0x2d, 0x2d, 0x30);
    const QColor base(0x1e, 0x1e, 0x1e);
    const QColor text(0xe6, 0xe6, 0xe6);
    const QColor disabledText(0x7a, 0x7a, 0x7a);
    QPalette palette(text, window);
    palette.setColor(QPalette::Base, base);
    palette.setColor(QPalette::AlternateBase, QColor(0x26, 0x26, 0x28));
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::WindowText, text);
    palette.setColor(QPalette::Button, QColor(0x3a, 0x3a, 0x3d));
    palette.setColor(QPalette::ButtonText, text);
    palette.setColor(QPalette::BrightText, QColor(0xff, 0x6e, 0x6e));
    palette.setColor(QPalette::Light, QColor(0x50, 0x50, 0x54));
    palette.setColor(QPalette::Midlight, QColor(0x43, 0x43, 0x47));
    palette.setColor(QPalette::Mid, QColor(0x2a, 0x2a, 0x2d));
    palette.setColor(QPalette::Dark, QColor(0x1a, 0x1a, 0x1c));
    palette.setColor(QPalette::Shadow, QColor(0x10, 0x10, 0x10));
    palette.setColor(QPalette::Highlight, QColor(0x2f, 0x6d, 0xcc));
    palette.setColor(QPalette::HighlightedText, QColor(0xff, 0xff, 0xff));
    palette.setColor(QPalette::Link, QColor(0x6c, 0xb4, 0xff));
    palette.setColor(QPalette::LinkVisited, QColor(0xc3, 0x9b, 0xff));
    palette.setColor(QPalette::ToolTipBase, QColor(0x3c, 0x3c, 0x3c));
    palette.setColor(QPalette::ToolTipText, text);
    palette.setColor(QPalette::PlaceholderText, QColor(0x8c, 0x8c, 0x8c));
    for (const QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        palette.setColor(QPalette::Disabled, role, disabledText);
    palette.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x4a, 0x4a, 0x4a));
    palette.setColor(QPalette::Disabled, QPalette::HighlightedText, QColor(0xbd, 0xbd, 0xbd));
    return palette;
}

// The platform's style and palette, as they were before qkube changed either.
struct Platform
{
    QString style;
    QPalette palette;
};

const Platform &platform()
{
    static const Platform captured{QApplication::style()->name(), QApplication::palette()};
    return captured;
}

QString nameOf(Theme::Mode mode)
{
    switch (mode) {
    case Theme::Mode::Light:
        return QStringLiteral("light");
    case Theme::Mode::Dark:
        return QStringLiteral("dark");
    case Theme::Mode::System:
        break;
    }
    return QStringLiteral("system");
}

void apply(Theme::Mode mode)
{
    platform(); // remembered before anything changes them
    const QString style = mode == Theme::Mode::System ? platform().style : fusion;
    if (QApplication::style()->name().compare(style, Qt::CaseInsensitive) != 0)
        QApplication::setStyle(style);
    // After the style: a new style brings its own palette.
    QApplication::setPalette(Theme::palette(mode));
}

} // namespace

Theme::Theme(const QPalette &palette)
    : m_palette(palette), m_dark(palette.color(QPalette::Base).lightness() < 128)
{
}

QColor Theme::color(Role role) const
{
    if (role == Role::MutedText) {
        const QColor text = m_palette.color(QPalette::Text);
        const QColor base = m_palette.color(QPalette::Base);
        const auto mix = [](int from, int to) { return int(from + (to - from) * mutedTowardsBase); };
        return QColor(mix(text.red(), base.red()), mix(text.green(), base.green()),
                      mix(text.blue(), base.blue()));
    }
    const Tones tones = tonesOf(role);
    return QColor::fromRgba(m_dark ? tones.dark : tones.light);
}

Theme::Mode Theme::savedMode()
{
    const QString saved = QSettings().value(themeSettingsKey).toString();
    for (const Mode mode : {Mode::Light, Mode::Dark})
        if (saved == nameOf(mode))
            return mode;
    return Mode::System;
}

void Theme::setMode(Mode mode)
{
    QSettings().setValue(themeSettingsKey, nameOf(mode));
    apply(mode);
}

void Theme::applySaved()
{
    apply(savedMode());
}

QPalette Theme::palette(Mode mode)
{
    switch (mode) {
    case Mode::Light: {
        const std::unique_ptr<QStyle> style(QStyleFactory::create(fusion));
        return style->standardPalette();
    }
    case Mode::Dark:
        return darkPalette();
    case Mode::System:
        break;
    }
    return platform().palette;
}
