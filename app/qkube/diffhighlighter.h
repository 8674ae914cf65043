// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QSyntaxHighlighter>
#include <QTextCharFormat>

// Colours a unified diff: removed lines red, added lines green, file and hunk headers muted.
class DiffHighlighter : public QSyntaxHighlighter
{
    Q_OBJECT
public:
    explicit DiffHighlighter(QTextDocument *document);

protected:
    void highlightBlock(const QString &text) override;

private:
    QTextCharFormat m_removed;
    QTextCharFormat m_added;
    QTextCharFormat m_header;
};
