// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QStyledItemDelegate>

// Paints a LogModel row: the timestamp dimmed, the merged log's prefix in its pod's colour, the text in its
// ANSI styles with the search's occurrences highlighted (the current one stronger), and markers as quiet
// separators. One QTextLayout per visible row; the model caps what a row holds, so a 1 MB line paints like a
// long one. Without wrap every row is one line high; with wrap a row's height is estimated from its width in
// character cells (a monospace font, wrapping anywhere like a terminal), so no text is laid out to size rows.
class LogDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit LogDelegate(QObject *parent = nullptr);

    void setFont(const QFont &font);
    QFont font() const { return m_font; }
    void setWrap(bool wrap, int width);
    void setSearchText(const QString &text) { m_search = text; }
    // The widest row in characters (LogModel::longestColumns()): the rows' width when they do not wrap.
    void setContentColumns(int columns) { m_contentColumns = columns; }

    int lineHeight() const;
    // A row's height for a line of `columns` characters (LogModel::ColumnsRole): one line unless wrapping.
    int rowHeight(int columns) const;
    // The width rows need when they do not wrap.
    int contentWidth() const;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;

private:
    QFont m_font;
    qreal m_charWidth = 8;
    bool m_wrap = false;
    int m_wrapWidth = 0;
    int m_contentColumns = 0;
    QString m_search;
};
