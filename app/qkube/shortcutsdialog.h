// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QDialog>

class QMenuBar;
class QTreeWidget;
class TableKeys;

// Help → Keyboard shortcuts: every shortcut of the menus' actions (read from the actions themselves, so it
// cannot drift from what the keys do), the table's own keys, and the keys of the pickers.
class ShortcutsDialog : public QDialog
{
    Q_OBJECT
public:
    ShortcutsDialog(QMenuBar *menus, const TableKeys *tableKeys, QWidget *parent = nullptr);
    // "Keys: what they do" lines, as shown, for tests and for copying.
    QStringList lines() const;

private:
    QTreeWidget *m_tree;
};
