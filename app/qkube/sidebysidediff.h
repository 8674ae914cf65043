// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "journal/versiondiff.h"

#include <QWidget>

#include <optional>

class QPlainTextEdit;

// Two texts side by side, row by row as VersionDiff::sideBySide pairs them: the older on the left, the newer
// on the right, a side with no line there left blank so that both stay aligned; removed and changed lines
// marked red on the left, added and changed green on the right, in the theme's colours. Both sides scroll
// together. Shows what it is given: the diff is worked out elsewhere (off the GUI thread).
class SideBySideDiff : public QWidget
{
    Q_OBJECT
public:
    explicit SideBySideDiff(QWidget *parent = nullptr);

    void setRows(const QList<kube::VersionDiff::Row> &rows, const QString &leftTitle,
                 const QString &rightTitle);
    void setMessage(const QString &text);
    void clear();

    QPlainTextEdit *left() const { return m_left; }
    QPlainTextEdit *right() const { return m_right; }

protected:
    void changeEvent(QEvent *event) override;

private:
    // Marks the title and the changed rows in the palette's theme.
    void restyle();

    QPlainTextEdit *m_left;
    QPlainTextEdit *m_right;
    std::optional<QList<kube::VersionDiff::Row>> m_rows; // what is shown, if rows are (not a message)
};
