// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "commandpalette.h"
#include "fuzzypicker.h"
#include "tablekeys.h"

#include "models/resourcetablemodel.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>

using namespace kube;

namespace {

// Every action reachable from the menus (submenus too), in menu order.
void collectActions(const QList<QAction *> &actions, QList<QAction *> *out)
{
    for (QAction *action : actions) {
        if (action->menu())
            collectActions(action->menu()->actions(), out);
        else if (!action->isSeparator() && !action->text().isEmpty() && !out->contains(action))
            out->append(action);
    }
}

// A menu text without its mnemonic: "&Scale…" → "Scale…", "伸缩(&S)…" → "伸缩…", "A && B" → "A & B".
QString withoutMnemonic(QString text)
{
    static const QLatin1String cjkMnemonic("(&"); // Chinese menus put the letter after the text: "伸缩(&S)"
    if (const qsizetype at = text.indexOf(cjkMnemonic);
        at >= 0 && text.size() > at + 3 && text.at(at + 3) == u')')
        text.remove(at, 4);
    text.replace(QLatin1String("&&"), QLatin1String("\x01"))
        .remove(QLatin1Char('&'))
        .replace(QLatin1Char('\x01'), QLatin1Char('&'));
    return text;
}

// What an action is called in English: the action registry keeps its untranslated text in "sourceText".
QString sourceText(const QAction *action)
{
    const QString source = action->property("sourceText").toString();
    return withoutMnemonic(source.isEmpty() ? action->text() : source);
}

} // namespace

CommandPalette::CommandPalette(QWidget *window) : QObject(window), m_picker(new FuzzyPicker(window))
{
    m_picker->setObjectName(QStringLiteral("commandPalette"));
    connect(m_picker, &FuzzyPicker::chosen, this, [this](const FuzzyCandidate &candidate, bool) {
        const QVariantList data = candidate.data.toList();
        const int index = data.value(1).toInt();
        switch (Group(data.value(0).toInt())) {
        case KindGroup:
            Q_EMIT resourceChosen(m_resources.value(index));
            break;
        case ActionGroup:
            if (QAction *action = m_actions.value(index); action && action->isEnabled())
                action->trigger();
            break;
        case ObjectGroup: {
            const QString key = data.value(1).toString();
            const qsizetype slash = m_tableResource.namespaced ? key.indexOf(QLatin1Char('/')) : -1;
            Q_EMIT objectChosen(m_tableResource, slash < 0 ? QString() : key.left(slash), key.mid(slash + 1));
            break;
        }
        }
    });
}

void CommandPalette::open(const Sources &sources, const QString &typed)
{
    QList<FuzzyCandidate> candidates;
    m_resources = sources.resources;
    for (int i = 0; i < m_resources.size(); ++i) {
        const ApiResource &resource = m_resources.at(i);
        if (!resource.verbs.isEmpty() && !resource.verbs.contains(QLatin1String("list")))
            continue;
        QStringList aliases{resource.name, resource.kind};
        if (!resource.singularName.isEmpty())
            aliases.append(resource.singularName);
        aliases.append(resource.shortNames);
        if (!resource.group.isEmpty())
            aliases.append(resource.name + QLatin1Char('.') + resource.group);
        QStringList detail{resource.kind};
        if (!resource.shortNames.isEmpty())
            detail.append(resource.shortNames.join(QLatin1Char(',')));
        detail.append(resource.groupVersion());
        candidates.append(
            {resource.group.isEmpty() ? resource.name : resource.name + QLatin1Char('.') + resource.group,
             detail.join(QStringLiteral(" · ")), aliases, KindGroup, 0, QIcon(), QVariantList{KindGroup, i}});
    }

    QList<QAction *> actions;
    if (sources.menus)
        collectActions(sources.menus->actions(), &actions);
    m_actions.clear();
    for (QAction *action : std::as_const(actions)) {
        if (!action->isEnabled() || !action->isVisible())
            continue;
        QStringList keys;
        for (const QKeySequence &key : action->shortcuts())
            keys.append(key.toString(QKeySequence::NativeText));
        if (sources.tableKeys && !sources.tableKeys->keyFor(action).isEmpty())
            keys.append(sources.tableKeys->keyFor(action).toString(QKeySequence::NativeText));
        m_actions.append(action);
        candidates.append({withoutMnemonic(action->text()),
                           keys.join(QStringLiteral(" · ")),
                           {},
                           ActionGroup,
                           0,
                           action->icon(),
                           QVariantList{ActionGroup, int(m_actions.size() - 1)},
                           sourceText(action)});
    }

    m_tableResource = sources.tableResource;
    if (sources.table) {
        const QString where = sources.tableResource.kind + QStringLiteral(" · ") + sources.context;
        candidates.reserve(candidates.size() + sources.table->rowCount());
        for (int row = 0; row < sources.table->rowCount(); ++row) {
            const QString key = QString::fromUtf8(sources.table->row(row)->key);
            candidates.append({key, where, {}, ObjectGroup, 0, QIcon(), QVariantList{ObjectGroup, key}});
        }
    }
    m_picker->popup(candidates, tr("Go to a kind (po, deploy, …), an object by name, or run an action"),
                    typed);
    m_picker->setHint(tr("↑↓ choose · Enter go · Esc close"));
}
