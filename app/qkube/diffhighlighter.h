// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "themedhighlighter.h"

#include <QTextCharFormat>

// Colours a unified diff in the theme's colours: removed lines red, added lines green, file and hunk headers
// muted.
class DiffHighlighter : public ThemedHighlighter
{
    Q_OBJECT
public:
    explicit DiffHighlighter(QPlainTextEdit *view);

protected:
    void highlightBlock(const QString &text) override;
    void restyle(const Theme &theme) override;

private:
    QTextCharFormat m_removed;
    QTextCharFormat m_added;
    QTextCharFormat m_header;
};
