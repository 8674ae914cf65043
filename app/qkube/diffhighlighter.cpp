// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "diffhighlighter.h"

DiffHighlighter::DiffHighlighter(QPlainTextEdit *view) : ThemedHighlighter(view)
{
    m_header.setFontWeight(QFont::Bold);
    restyle(theme());
}

void DiffHighlighter::restyle(const Theme &theme)
{
    m_removed.setForeground(theme.color(Theme::Role::DiffRemovedText));
    m_removed.setBackground(theme.color(Theme::Role::DiffRemovedBackground));
    m_added.setForeground(theme.color(Theme::Role::DiffAddedText));
    m_added.setBackground(theme.color(Theme::Role::DiffAddedBackground));
    m_header.setForeground(theme.color(Theme::Role::MutedText));
}

void DiffHighlighter::highlightBlock(const QString &text)
{
    if (text.startsWith(QLatin1String("---")) || text.startsWith(QLatin1String("+++")) ||
        text.startsWith(QLatin1String("@@")))
        setFormat(0, int(text.size()), m_header);
    else if (text.startsWith(QLatin1Char('-')))
        setFormat(0, int(text.size()), m_removed);
    else if (text.startsWith(QLatin1Char('+')))
        setFormat(0, int(text.size()), m_added);
}
