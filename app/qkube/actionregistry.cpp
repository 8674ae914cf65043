// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "actionregistry.h"

#include <QAction>
#include <QCoreApplication>
#include <QIcon>
#include <QWidget>

namespace {
// The refusal an action's tooltip shows now (empty: its own tooltip), to set it only when it changes.
constexpr const char *refusalProperty = "qkubeRefusal";
} // namespace

ActionRegistry::ActionRegistry(QWidget *window) : QObject(window), m_window(window) {}

QAction *ActionRegistry::add(ActionDefinition definition)
{
    auto *action = new QAction(m_window);
    action->setObjectName(QLatin1String(definition.id));
    if (!definition.icon.isEmpty())
        action->setIcon(definition.icon.startsWith(QLatin1Char(':')) ? QIcon(definition.icon)
                                                                     : QIcon::fromTheme(definition.icon));
    action->setShortcuts(definition.shortcuts);
    action->setShortcutContext(definition.shortcutContext);
    action->setCheckable(definition.checkable);
    // A checkable action runs when its state changes, by the user or by the window (setChecked).
    if (definition.trigger && definition.checkable)
        connect(action, &QAction::toggled, this,
                [trigger = definition.trigger](bool checked) { trigger(checked); });
    else if (definition.trigger)
        connect(action, &QAction::triggered, this,
                [trigger = definition.trigger](bool checked) { trigger(checked); });
    m_entries.insert(action->objectName(), {std::move(definition), action});
    m_order.append(action);
    return action;
}

QAction *ActionRegistry::action(const char *id) const
{
    const auto it = m_entries.constFind(QLatin1String(id));
    Q_ASSERT_X(it != m_entries.constEnd(), "ActionRegistry::action", id);
    return it == m_entries.constEnd() ? nullptr : it->action;
}

QList<QAction *> ActionRegistry::actions(std::initializer_list<const char *> ids) const
{
    QList<QAction *> found;
    for (const char *id : ids)
        found.append(action(id));
    return found;
}

void ActionRegistry::updateEnabled()
{
    for (const Entry &entry : std::as_const(m_entries)) {
        const bool possible = !entry.definition.enabled || entry.definition.enabled();
        // Only what could run is asked of the server: every question is a review request.
        const QString refusal = possible && entry.definition.refusal ? entry.definition.refusal() : QString();
        if (entry.definition.enabled || entry.definition.refusal)
            entry.action->setEnabled(possible && refusal.isEmpty());
        if (entry.action->property(refusalProperty).toString() != refusal)
            setToolTip(entry.action, entry.definition, refusal);
    }
}

void ActionRegistry::retranslate()
{
    for (const Entry &entry : std::as_const(m_entries)) {
        const char *text = entry.definition.text;
        entry.action->setText(QCoreApplication::translate("MainWindow", text));
        // The English text too: the command palette finds an action by either name.
        entry.action->setProperty("sourceText", QString::fromUtf8(text).remove(QLatin1Char('&')));
        if (entry.definition.toolTip && entry.action->property(refusalProperty).toString().isEmpty())
            entry.action->setToolTip(QCoreApplication::translate("MainWindow", entry.definition.toolTip));
    }
    // The refusals are worded anew in the new language.
    updateEnabled();
}

void ActionRegistry::setToolTip(QAction *action, const ActionDefinition &definition, const QString &refusal)
{
    action->setProperty(refusalProperty, refusal);
    if (!refusal.isEmpty())
        action->setToolTip(refusal);
    else if (definition.toolTip)
        action->setToolTip(QCoreApplication::translate("MainWindow", definition.toolTip));
    else
        action->setToolTip({}); // back to QAction's own: its text without the '&'
}
