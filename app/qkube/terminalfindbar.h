// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QFrame>

class QLabel;
class QLineEdit;
class QToolButton;

// The terminal's find bar (Ctrl+Shift+F): a field, "previous" (older, upwards, also Enter) and "next" (newer,
// downwards, Shift+Enter), and a close button (also Escape). It only asks; TerminalWidget searches and tells
// it whether anything was found.
class TerminalFindBar : public QFrame
{
    Q_OBJECT
public:
    explicit TerminalFindBar(QWidget *parent = nullptr);

    QString text() const;
    QLineEdit *field() const { return m_field; }
    // Shows, or clears, "No match".
    void setFound(bool found);
    // Shows the bar with the field focused and its text selected.
    void open();

Q_SIGNALS:
    void findRequested(const QString &text, bool backwards);
    void textChanged(const QString &text);
    void closed();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QLineEdit *m_field;
    QLabel *m_status;
};
