// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "themedhighlighter.h"

#include <QEvent>
#include <QPlainTextEdit>

ThemedHighlighter::ThemedHighlighter(QPlainTextEdit *view)
    : QSyntaxHighlighter(view->document()), m_view(view)
{
    view->installEventFilter(this);
}

Theme ThemedHighlighter::theme() const
{
    return Theme(m_view->palette());
}

bool ThemedHighlighter::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view && event->type() == QEvent::PaletteChange) {
        restyle(theme());
        rehighlight();
    }
    return QSyntaxHighlighter::eventFilter(watched, event);
}
