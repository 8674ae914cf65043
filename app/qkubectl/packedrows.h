// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

// Rows of text cells kept in one string and two offset lists: what `get` holds of 100k rows while it waits
// for the last page costs the cells' characters and a few bytes a cell, not a QStringList (and its strings) a
// row. Any cell text fits, separators included.
class PackedRows
{
public:
    void append(const QStringList &cells)
    {
        for (const QString &cell : cells) {
            m_text += cell;
            m_cellEnds.append(m_text.size());
        }
        m_rowEnds.append(m_cellEnds.size());
    }
    qsizetype size() const { return m_rowEnds.size(); }
    bool isEmpty() const { return m_rowEnds.isEmpty(); }
    qsizetype cellCount(qsizetype row) const { return m_rowEnds.at(row) - firstCell(row); }
    QStringView cell(qsizetype row, qsizetype column) const
    {
        const qsizetype index = firstCell(row) + column;
        const qsizetype begin = index == 0 ? 0 : m_cellEnds.at(index - 1);
        return QStringView(m_text).sliced(begin, m_cellEnds.at(index) - begin);
    }
    QStringList row(qsizetype row) const
    {
        QStringList cells;
        for (qsizetype column = 0; column < cellCount(row); ++column)
            cells.append(cell(row, column).toString());
        return cells;
    }

private:
    qsizetype firstCell(qsizetype row) const { return row == 0 ? 0 : m_rowEnds.at(row - 1); }

    QString m_text;
    QList<qsizetype> m_cellEnds; // each cell's end in m_text
    QList<qsizetype> m_rowEnds;  // each row's end in m_cellEnds
};
