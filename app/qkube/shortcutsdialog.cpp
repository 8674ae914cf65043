// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "shortcutsdialog.h"
#include "tablekeys.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace {

QString plainText(const QString &menuText)
{
    QString text = menuText;
    return text.replace(QLatin1String("&&"), QLatin1String("\x01"))
        .remove(QLatin1Char('&'))
        .replace(QLatin1Char('\x01'), QLatin1Char('&'));
}

QString keysText(const QList<QKeySequence> &keys)
{
    QStringList texts;
    for (const QKeySequence &key : keys)
        texts.append(key.toString(QKeySequence::NativeText));
    return texts.join(QLatin1String(", "));
}

void addMenu(QTreeWidget *tree, const QMenu *menu, QTreeWidgetItem *parent = nullptr)
{
    QTreeWidgetItem *section = nullptr;
    for (const QAction *action : menu->actions()) {
        if (action->menu()) {
            addMenu(tree, action->menu(), parent);
            continue;
        }
        if (action->isSeparator() || action->shortcuts().isEmpty())
            continue;
        if (!section) {
            section = parent ? new QTreeWidgetItem(parent, {plainText(menu->title())})
                             : new QTreeWidgetItem(tree, {plainText(menu->title())});
            section->setFirstColumnSpanned(true);
        }
        new QTreeWidgetItem(section, {plainText(action->text()), keysText(action->shortcuts())});
    }
}

} // namespace

ShortcutsDialog::ShortcutsDialog(QMenuBar *menus, const TableKeys *tableKeys, QWidget *parent)
    : QDialog(parent), m_tree(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("shortcutsDialog"));
    setWindowTitle(tr("Keyboard shortcuts"));
    m_tree->setObjectName(QStringLiteral("shortcutsTree"));
    m_tree->setHeaderLabels({tr("Action"), tr("Keys")});
    m_tree->setRootIsDecorated(false);
    m_tree->setSelectionMode(QAbstractItemView::NoSelection);
    for (const QAction *action : menus->actions())
        if (action->menu())
            addMenu(m_tree, action->menu());

    auto *table = new QTreeWidgetItem(m_tree, {tr("In the table")});
    table->setFirstColumnSpanned(true);
    // One line an action, its keys together (Return and keypad Enter both open the details).
    QList<const QAction *> actions;
    QHash<const QAction *, QList<QKeySequence>> keys;
    for (const auto &[key, name] : tableKeys->bindings()) {
        // Each binding's own action: S is a pod's shell and a workload's scale, both listed.
        if (const QAction *action = parent ? parent->window()->findChild<QAction *>(name) : nullptr) {
            if (!keys.contains(action))
                actions.append(action);
            keys[action].append(key);
        }
    }
    for (const QAction *action : std::as_const(actions))
        new QTreeWidgetItem(table, {plainText(action->text()), keysText(keys.value(action))});
    new QTreeWidgetItem(table,
                        {tr("Jump to the first name starting with what you type (while you type, the letters "
                            "above type too)"),
                         tr("Other letters")});

    auto *pickers = new QTreeWidgetItem(m_tree, {tr("In the pickers and the command palette")});
    pickers->setFirstColumnSpanned(true);
    new QTreeWidgetItem(pickers, {tr("Move through the matches"), tr("Up, Down, Page Up, Page Down")});
    new QTreeWidgetItem(pickers, {tr("Open the chosen one"),
                                  QKeySequence(Qt::Key_Return).toString(QKeySequence::NativeText)});
    new QTreeWidgetItem(pickers,
                        {tr("Open the chosen context beside the current one"),
                         QKeySequence(Qt::CTRL | Qt::Key_Return).toString(QKeySequence::NativeText)});
    new QTreeWidgetItem(pickers,
                        {tr("Close"), QKeySequence(Qt::Key_Escape).toString(QKeySequence::NativeText)});

    m_tree->expandAll();
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_tree->header()->setStretchLastSection(false);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tree);
    layout->addWidget(buttons);
    resize(620, 560);
}

QStringList ShortcutsDialog::lines() const
{
    QStringList out;
    for (QTreeWidgetItemIterator it(m_tree); *it; ++it)
        if ((*it)->childCount() == 0 && (*it)->parent())
            out.append((*it)->text(1) + QLatin1String(": ") + (*it)->text(0));
    return out;
}
