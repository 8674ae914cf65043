// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QColor>
#include <QObject>
#include <QPalette>
#include <QString>

// The colours qkube draws with beyond the palette's own roles (errors, diffs, highlighting, markers), worked
// out from a palette: deep tones on a light one, light tones on a dark one, so that every text colour reads
// on the palette's Base and Window and the palette's Text reads on every background. This is the one place
// colours are written; a widget asks Theme(palette()) whenever it paints or builds HTML, and again on
// QEvent::PaletteChange.
//
// It also holds the user's choice (View → Theme, QSettings key "theme"): the platform's palette, or a light
// or a dark one with the Fusion style, applied to the whole application and changeable while it runs.
class Theme
{
    Q_GADGET
public:
    enum class Role {
        // Text, readable on Base and Window.
        ErrorText,
        WarningText,
        SuccessText,
        MutedText,
        InfoText,
        DiffRemovedText,
        DiffAddedText,
        YamlKey,
        YamlString,
        YamlNumber,
        YamlKeyword,
        RestartMarker,   // a container restart in a log: a separator worth noticing
        SearchMatchText, // on the two search match backgrounds
        // Backgrounds: the palette's Text reads on each, and so does the text role named beside it.
        ErrorBackground, // ErrorText
        InfoBackground,  // InfoText
        NoticeBackground,
        DiffRemovedBackground, // DiffRemovedText
        DiffAddedBackground,   // DiffAddedText
        DiffEmptySide,         // a side-by-side diff's side with no line in a row, and its title
        TableHeaderBackground,
        LabelKeyBackground,
        SearchMatchBackground,
        CurrentSearchMatchBackground,
        // Lines and shades.
        ErrorBorder,
        InfoBorder,
        TableBorder,
        TimelinePastShade, // over the part of the timeline after the moment shown
        TimelineNotLive,   // the timeline's handle while a past moment is shown
    };
    Q_ENUM(Role)

    enum class Mode { System, Light, Dark };
    Q_ENUM(Mode)

    explicit Theme(const QPalette &palette);

    // Whether the palette is a dark one (its Base is dark), so the light tones are used.
    bool isDark() const { return m_dark; }
    QColor color(Role role) const;
    // The colour for an inline HTML style ("#rrggbb").
    QString css(Role role) const { return color(role).name(); }

    // The saved choice (System when none was saved).
    static Mode savedMode();
    // Saves the choice and applies it to the application at once.
    static void setMode(Mode mode);
    // Applies the saved choice. Call once, right after the QApplication exists: the platform's palette and
    // style are remembered then, for System.
    static void applySaved();
    // The palette a mode applies.
    static QPalette palette(Mode mode);

private:
    QPalette m_palette;
    bool m_dark;
};
