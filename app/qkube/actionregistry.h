// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QHash>
#include <QKeySequence>
#include <QObject>

#include <functional>

class QAction;
class QWidget;

// One of the window's actions, defined once: what the menus, the context menu, the command palette, the
// shortcuts dialog and the table's keys show and run. Texts are translation sources (QT_TRANSLATE_NOOP with
// the context "MainWindow"); the registry translates them again on every language change.
struct ActionDefinition
{
    const char *id;   // the QAction's objectName: what the table's keys, the palette and tests find
    const char *text; // translation source of the menu text
    const char *toolTip = nullptr; // translation source, or none
    QString icon;                  // a resource (":/icons/...") or a freedesktop theme name; empty: none
    QList<QKeySequence> shortcuts;
    Qt::ShortcutContext shortcutContext = Qt::WindowShortcut;
    bool checkable = false;
    std::function<bool()> enabled;     // null: always enabled
    std::function<void(bool)> trigger; // checkable actions: run on every change of the checked state
    // Why the user may not run it (the server's RBAC refuses it): non-empty disables the action and becomes
    // its tooltip. Null: nothing refuses it.
    std::function<QString()> refusal = {};

    // An action with a text and what it does, always enabled, no icon and no keys of its own.
    static ActionDefinition plain(const char *id, const char *text, std::function<void(bool)> trigger)
    {
        return {id, text, nullptr, {}, {}, Qt::WindowShortcut, false, {}, std::move(trigger)};
    }
};

// Owns the window's actions. updateEnabled() asks every definition whether it may run now and whether the
// user may (the window calls it when the selection, the cluster, the view's mode or a permission changes);
// retranslate() sets every text anew.
class ActionRegistry : public QObject
{
    Q_OBJECT
public:
    explicit ActionRegistry(QWidget *window);

    QAction *add(ActionDefinition definition);
    // The action of `id`; a missing id is a programming error (asserted).
    QAction *action(const char *id) const;
    QList<QAction *> actions(std::initializer_list<const char *> ids) const;
    QList<QAction *> all() const { return m_order; }
    void updateEnabled();
    void retranslate();

private:
    void setToolTip(QAction *action, const ActionDefinition &definition, const QString &refusal);
    struct Entry
    {
        ActionDefinition definition;
        QAction *action;
    };
    QWidget *m_window;
    QHash<QString, Entry> m_entries;
    QList<QAction *> m_order;
};
