// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "sidebysidediff.h"
#include "theme.h"

#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QTextBlock>

using Row = kube::VersionDiff::Row;

namespace {

QPlainTextEdit *makeSide(QWidget *parent, const QString &name)
{
    auto *side = new QPlainTextEdit(parent);
    side->setObjectName(name);
    side->setReadOnly(true);
    side->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    side->setLineWrapMode(QPlainTextEdit::NoWrap);
    return side;
}

// Fills `side` with one line a row, a title line first.
void fill(QPlainTextEdit *side, const QString &title, const QList<Row> &rows, bool isLeft)
{
    QStringList lines{title};
    for (const Row &row : rows)
        lines.append(isLeft ? row.left : row.right);
    side->setPlainText(lines.join(QLatin1Char('\n')));
}

// Marks the title of `side`, filled by fill(), in bold and its changed rows in the unified diff's colours
// (DiffHighlighter) as whole-line backgrounds.
void markRows(QPlainTextEdit *side, const QList<Row> &rows, bool isLeft, const Theme &theme)
{
    const QColor emptySide = theme.color(Theme::Role::DiffEmptySide);
    QTextEdit::ExtraSelection heading;
    heading.cursor = QTextCursor(side->document()->firstBlock());
    heading.cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
    heading.format.setProperty(QTextFormat::FullWidthSelection, true);
    heading.format.setBackground(emptySide);
    heading.format.setFontWeight(QFont::Bold);
    QList<QTextEdit::ExtraSelection> marks{heading};
    QTextBlock block = side->document()->firstBlock().next();
    for (const Row &row : rows) {
        const bool present = isLeft ? row.leftLine > 0 : row.rightLine > 0;
        const bool changed = row.kind != Row::Kind::Same;
        if (changed) {
            QTextEdit::ExtraSelection mark;
            mark.cursor = QTextCursor(block);
            mark.format.setProperty(QTextFormat::FullWidthSelection, true);
            mark.format.setBackground(!present ? emptySide
                                               : theme.color(isLeft ? Theme::Role::DiffRemovedBackground
                                                                    : Theme::Role::DiffAddedBackground));
            if (present)
                mark.format.setForeground(
                    theme.color(isLeft ? Theme::Role::DiffRemovedText : Theme::Role::DiffAddedText));
            marks.append(mark);
        }
        block = block.next();
    }
    side->setExtraSelections(marks);
}

} // namespace

SideBySideDiff::SideBySideDiff(QWidget *parent)
    : QWidget(parent), m_left(makeSide(this, QStringLiteral("diffLeft"))),
      m_right(makeSide(this, QStringLiteral("diffRight")))
{
    setObjectName(QStringLiteral("sideBySideDiff"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_left);
    layout->addWidget(m_right);
    // Rows are aligned: one scroll position serves both.
    for (auto [from, to] : {std::pair{m_left, m_right}, std::pair{m_right, m_left}}) {
        connect(from->verticalScrollBar(), &QScrollBar::valueChanged, to->verticalScrollBar(),
                &QScrollBar::setValue);
        connect(from->horizontalScrollBar(), &QScrollBar::valueChanged, to->horizontalScrollBar(),
                &QScrollBar::setValue);
    }
}

void SideBySideDiff::setRows(const QList<Row> &rows, const QString &leftTitle, const QString &rightTitle)
{
    m_rows = rows;
    fill(m_left, leftTitle, rows, true);
    fill(m_right, rightTitle, rows, false);
    restyle();
}

void SideBySideDiff::restyle()
{
    const Theme theme(palette());
    markRows(m_left, *m_rows, true, theme);
    markRows(m_right, *m_rows, false, theme);
}

void SideBySideDiff::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange && m_rows)
        restyle();
    QWidget::changeEvent(event);
}

void SideBySideDiff::setMessage(const QString &text)
{
    m_rows.reset();
    m_left->setExtraSelections({});
    m_right->setExtraSelections({});
    m_left->setPlainText(text);
    m_right->clear();
}

void SideBySideDiff::clear()
{
    setMessage({});
}
