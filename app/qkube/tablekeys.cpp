// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "tablekeys.h"

#include <QAction>
#include <QApplication>
#include <QKeyEvent>
#include <QTableView>

TableKeys::TableKeys(QTableView *view, QWidget *window, std::function<int()> nameColumn)
    : QObject(view), m_view(view), m_window(window), m_nameColumn(std::move(nameColumn))
{
    view->installEventFilter(this);
}

void TableKeys::bind(const QKeySequence &key, const QString &actionName)
{
    m_bindings.append({key, actionName});
}

QAction *TableKeys::actionFor(const QKeySequence &key) const
{
    // A key bound to several actions runs the first that may run now (S: a pod's shell, a workload's scale).
    QAction *first = nullptr;
    for (const auto &[bound, name] : m_bindings) {
        if (bound != key)
            continue;
        QAction *action = m_window->findChild<QAction *>(name);
        if (action && action->isEnabled())
            return action;
        if (!first)
            first = action;
    }
    return first;
}

QKeySequence TableKeys::keyFor(const QAction *action) const
{
    for (const auto &[bound, name] : m_bindings)
        if (action && action->objectName() == name)
            return bound;
    return {};
}

QString TableKeys::typedSoFar() const
{
    return m_lastTyped.isValid() && m_lastTyped.elapsed() < QApplication::keyboardInputInterval() ? m_typed
                                                                                                  : QString();
}

bool TableKeys::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_view || event->type() != QEvent::KeyPress)
        return false;
    auto *key = static_cast<QKeyEvent *>(event);
    const Qt::KeyboardModifiers modifiers = key->modifiers() & ~(Qt::KeypadModifier | Qt::ShiftModifier);
    const QString text = key->text();
    const bool printable = !text.isEmpty() && text.at(0).isPrint() &&
                           !(modifiers & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier));
    const bool typing = !typedSoFar().isEmpty();
    if (printable && typing)
        return typeAhead(text);
    // Letters by the character they type ("s", ":", "/" whatever the layout needs Shift for), other keys by
    // key.
    const QKeySequence sequence =
        printable && !text.at(0).isSpace()
            ? QKeySequence(text)
            : QKeySequence(QKeyCombination(key->modifiers() & ~Qt::KeypadModifier, Qt::Key(key->key())));
    if (QAction *action = actionFor(sequence)) {
        m_typed.clear();
        if (action->isEnabled())
            action->trigger();
        return true;
    }
    if (printable && !text.at(0).isSpace())
        return typeAhead(text);
    return false;
}

bool TableKeys::typeAhead(const QString &text)
{
    m_typed = typedSoFar() + text;
    m_lastTyped.start();
    QAbstractItemModel *model = m_view->model();
    const int column = m_nameColumn();
    if (!model || column < 0)
        return true;
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex at = model->index(row, column);
        if (at.data().toString().startsWith(m_typed, Qt::CaseInsensitive)) {
            m_view->setCurrentIndex(at);
            m_view->scrollTo(at);
            break;
        }
    }
    return true;
}
