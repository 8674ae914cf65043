// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QList>
#include <QStringList>

// Columns aligned the way kubectl's tabwriter aligns them: each column as wide as its widest cell plus three
// spaces, the last column unpadded.
class TablePrinter
{
public:
    void addRow(const QStringList &cells) { m_rows.append(cells); }
    bool isEmpty() const { return m_rows.isEmpty(); }
    QString toString() const;

private:
    QList<QStringList> m_rows;
};
