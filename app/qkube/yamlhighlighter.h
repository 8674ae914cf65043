// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QSyntaxHighlighter>
#include <QTextCharFormat>

// Colours the YAML qkube prints (block style, as OutputFormat::toYaml writes it): keys, quoted strings,
// numbers, booleans and null, comments, list dashes and document markers. Line by line; no state spans lines.
class YamlHighlighter : public QSyntaxHighlighter
{
    Q_OBJECT
public:
    explicit YamlHighlighter(QTextDocument *document);

protected:
    void highlightBlock(const QString &text) override;

private:
    void highlightValue(const QString &text, int from);

    QTextCharFormat m_key;
    QTextCharFormat m_string;
    QTextCharFormat m_number;
    QTextCharFormat m_keyword;
    QTextCharFormat m_comment;
    QTextCharFormat m_punctuation;
};
