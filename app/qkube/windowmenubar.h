// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QMenuBar>

class ActionRegistry;
class LanguageManager;
class TableKeys;

// The window's menus, read from the action registry: Cluster, Object, View (with the panes, the theme and the
// language) and Help (the keyboard shortcuts and About, which it defines).
class WindowMenuBar : public QMenuBar
{
    Q_OBJECT
public:
    // `paneActions`: what shows and hides each pane, listed in View.
    WindowMenuBar(ActionRegistry *actions, const QList<QAction *> &paneActions, LanguageManager *languages,
                  const TableKeys *tableKeys, QWidget *window);

protected:
    void changeEvent(QEvent *event) override;

private:
    QMenu *addGroups(std::initializer_list<std::initializer_list<const char *>> groups);
    void retranslate();

    ActionRegistry *m_actions;
    QMenu *m_cluster;
    QMenu *m_object;
    QMenu *m_view;
    QMenu *m_language;
    QMenu *m_help;
};
