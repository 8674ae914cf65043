// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "themedhighlighter.h"

#include <QTextCharFormat>

// Colours the YAML qkube prints (block style, as OutputFormat::toYaml writes it): keys, quoted strings,
// numbers, booleans and null, comments, list dashes and document markers, in the theme's colours. Line by
// line; no state spans lines.
class YamlHighlighter : public ThemedHighlighter
{
    Q_OBJECT
public:
    explicit YamlHighlighter(QPlainTextEdit *view);

protected:
    void highlightBlock(const QString &text) override;
    void restyle(const Theme &theme) override;

private:
    void highlightValue(const QString &text, int from);

    QTextCharFormat m_key;
    QTextCharFormat m_string;
    QTextCharFormat m_number;
    QTextCharFormat m_keyword;
    QTextCharFormat m_comment;
    QTextCharFormat m_punctuation;
};
