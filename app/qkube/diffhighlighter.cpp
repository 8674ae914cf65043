// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "diffhighlighter.h"

DiffHighlighter::DiffHighlighter(QTextDocument *document) : QSyntaxHighlighter(document)
{
    m_removed.setForeground(QColor(0xb7, 0x1c, 0x1c));
    m_removed.setBackground(QColor(0xff, 0xeb, 0xee));
    m_added.setForeground(QColor(0x1b, 0x5e, 0x20));
    m_added.setBackground(QColor(0xe8, 0xf5, 0xe9));
    m_header.setForeground(Qt::darkGray);
    m_header.setFontWeight(QFont::Bold);
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
