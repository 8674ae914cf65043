// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "yamlhighlighter.h"

#include <QRegularExpression>

YamlHighlighter::YamlHighlighter(QPlainTextEdit *view) : ThemedHighlighter(view)
{
    m_comment.setFontItalic(true);
    restyle(theme());
}

void YamlHighlighter::restyle(const Theme &theme)
{
    m_key.setForeground(theme.color(Theme::Role::YamlKey));
    m_string.setForeground(theme.color(Theme::Role::YamlString));
    m_number.setForeground(theme.color(Theme::Role::YamlNumber));
    m_keyword.setForeground(theme.color(Theme::Role::YamlKeyword));
    m_comment.setForeground(theme.color(Theme::Role::MutedText));
    m_punctuation.setForeground(theme.color(Theme::Role::MutedText));
}

void YamlHighlighter::highlightBlock(const QString &text)
{
    int at = 0;
    while (at < text.size() && text[at] == QLatin1Char(' '))
        ++at;
    if (at >= text.size())
        return;
    if (text[at] == QLatin1Char('#')) {
        setFormat(at, int(text.size()) - at, m_comment);
        return;
    }
    if (text.mid(at).startsWith(QLatin1String("---"))) {
        setFormat(at, 3, m_punctuation);
        return;
    }
    // "- " items, possibly nested ("- - a").
    while (at + 1 < text.size() && text[at] == QLatin1Char('-') && text[at + 1] == QLatin1Char(' ')) {
        setFormat(at, 1, m_punctuation);
        at += 2;
    }
    // A key: plain or quoted text up to ": " or a final ":".
    static const QRegularExpression key(
        QStringLiteral(R"(("(?:[^"\\]|\\.)*"|'(?:[^']|'')*'|[^\s#'"][^:#]*?):(?= |$))"));
    const QRegularExpressionMatch match =
        key.match(text, at, QRegularExpression::NormalMatch, QRegularExpression::AnchorAtOffsetMatchOption);
    if (match.hasMatch()) {
        setFormat(at, int(match.capturedLength(1)), m_key);
        setFormat(at + int(match.capturedLength(1)), 1, m_punctuation);
        at += int(match.capturedLength(0));
    }
    highlightValue(text, at);
}

void YamlHighlighter::highlightValue(const QString &text, int from)
{
    while (from < text.size() && text[from] == QLatin1Char(' '))
        ++from;
    if (from >= text.size())
        return;
    const QString value = text.mid(from);
    const QChar first = value.front();
    if (first == QLatin1Char('"') || first == QLatin1Char('\'')) {
        setFormat(from, int(value.size()), m_string);
        return;
    }
    if (first == QLatin1Char('|') || first == QLatin1Char('>')) {
        setFormat(from, int(value.size()), m_punctuation);
        return;
    }
    static const QRegularExpression number(
        QStringLiteral(R"(^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?$)"));
    static const QRegularExpression keyword(QStringLiteral("^(true|false|null|~)$"));
    if (number.match(value).hasMatch())
        setFormat(from, int(value.size()), m_number);
    else if (keyword.match(value).hasMatch())
        setFormat(from, int(value.size()), m_keyword);
    else if (value == QLatin1String("{}") || value == QLatin1String("[]"))
        setFormat(from, int(value.size()), m_punctuation);
}
