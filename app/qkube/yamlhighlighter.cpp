// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "yamlhighlighter.h"

#include <QRegularExpression>

YamlHighlighter::YamlHighlighter(QTextDocument *document) : QSyntaxHighlighter(document)
{
    m_key.setForeground(QColor(0x1a, 0x5f, 0xb4));
    m_string.setForeground(QColor(0x2e, 0x7d, 0x32));
    m_number.setForeground(QColor(0xa3, 0x4d, 0x00));
    m_keyword.setForeground(QColor(0x8e, 0x24, 0xaa));
    m_comment.setForeground(Qt::gray);
    m_comment.setFontItalic(true);
    m_punctuation.setForeground(Qt::darkGray);
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
        QStringLiteral(R"(^("(?:[^"\\]|\\.)*"|'(?:[^']|'')*'|[^\s#'"][^:#]*?):(?= |$))"));
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
