// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "theme.h"

#include <QSyntaxHighlighter>

class QPlainTextEdit;

// A syntax highlighter for a text view whose colours follow the view's palette: when the palette changes
// (View → Theme) it takes the new theme's colours and highlights the text again. Owned by the view's
// document.
class ThemedHighlighter : public QSyntaxHighlighter
{
    Q_OBJECT
public:
    explicit ThemedHighlighter(QPlainTextEdit *view);

protected:
    // Takes the formats' colours from `theme`. Subclasses call it once from their constructor.
    virtual void restyle(const Theme &theme) = 0;
    Theme theme() const;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QPlainTextEdit *m_view;
};
