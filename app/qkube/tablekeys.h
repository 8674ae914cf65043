// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QElapsedTimer>
#include <QKeySequence>
#include <QObject>

#include <functional>

class QAction;
class QTableView;

// The table's own keys, for people who keep their hands on the keyboard (k9s habits): a bound key ("l" logs,
// "y" YAML, "e" edit, "s" scale, "/" filter, ":" palette, Enter details, Escape back) triggers the window's
// action of the bound objectName, looked up when the key is pressed, so an action another part of the window
// adds later needs only its name here. Any other character starts a type-ahead: the current row jumps to the
// first name beginning with what was typed; while the typing goes on (keys less than the platform's keyboard
// input interval apart) the bound letters type too.
class TableKeys : public QObject
{
    Q_OBJECT
public:
    // `nameColumn` says which column of the view's model holds the names type-ahead searches.
    TableKeys(QTableView *view, QWidget *window, std::function<int()> nameColumn);

    void bind(const QKeySequence &key, const QString &actionName);
    // The action a key triggers now (nullptr when none of that name exists).
    QAction *actionFor(const QKeySequence &key) const;
    // The table key that triggers `action`, or an empty sequence.
    QKeySequence keyFor(const QAction *action) const;
    const QList<std::pair<QKeySequence, QString>> &bindings() const { return m_bindings; }
    QString typedSoFar() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    bool typeAhead(const QString &text);

    QTableView *m_view;
    QWidget *m_window;
    std::function<int()> m_nameColumn;
    QList<std::pair<QKeySequence, QString>> m_bindings;
    QString m_typed;
    QElapsedTimer m_lastTyped;
};
