// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "windowmenubar.h"
#include "aboutdialog.h"
#include "actionregistry.h"
#include "languagemanager.h"
#include "shortcutsdialog.h"
#include "thememenu.h"

#include <QActionGroup>
#include <QEvent>
#include <QSettings>

WindowMenuBar::WindowMenuBar(ActionRegistry *actions, const QList<QAction *> &paneActions,
                             LanguageManager *languages, const TableKeys *tableKeys, QWidget *window)
    : QMenuBar(window), m_actions(actions)
{
    actions->add({"shortcutsAction",
                  QT_TRANSLATE_NOOP("MainWindow", "&Keyboard shortcuts"),
                  nullptr,
                  {},
                  {QKeySequence(QKeySequence::HelpContents)},
                  Qt::WindowShortcut,
                  false,
                  {},
                  [this, tableKeys, window](bool) {
                      auto *dialog = new ShortcutsDialog(this, tableKeys, window);
                      dialog->setAttribute(Qt::WA_DeleteOnClose);
                      dialog->open();
                  }});
    actions->add({"aboutAction",
                  QT_TRANSLATE_NOOP("MainWindow", "&About qkube"),
                  nullptr,
                  {},
                  {},
                  Qt::WindowShortcut,
                  false,
                  {},
                  [window](bool) {
                      auto *dialog = new AboutDialog(window);
                      dialog->setAttribute(Qt::WA_DeleteOnClose);
                      dialog->open();
                  }});
    window->addActions(actions->actions({"shortcutsAction", "aboutAction"}));
    m_cluster = addGroups({{"contextAction", "namespaceAction", "refreshAction", "disconnectAction",
                            "closeClusterAction", "allClustersAction"},
                           {"newResourceAction", "applyFileAction", "exportJournalAction", "exportSpanAction",
                            "exportKindAction", "openJournalAction"},
                           {"quitAction"}});
    m_object =
        addGroups({{"detailsAction", "yamlAction", "logsAction"},
                   {"shellAction", "shellWithAction", "attachAction", "portForwardAction", "downloadAction",
                    "uploadAction"},
                   {"copyNameAction", "copyKeyAction"},
                   {"editYamlAction", "scaleAction", "restartAction", "cordonAction", "uncordonAction",
                    "drainAction", "suspendAction", "resumeAction", "triggerCronJobAction", "deleteAction"},
                   {"selectorLogsAction"},
                   {"backAction", "forwardAction"}});
    m_view = addGroups({{"commandPaletteAction", "findAction", "selectorAction", "wideAction",
                         "timelineAction", "journalLimitAction"}});
    m_view->addSeparator();
    m_view->addActions(paneActions);
    m_view->addSeparator();
    m_view->addAction(actions->action("reopenClustersAction"));
    m_view->addAction(actions->action("prometheusServiceAction"));
    m_view->addMenu(new ThemeMenu(m_view));
    m_language = m_view->addMenu(QString());
    auto *choices = new QActionGroup(this);
    for (const QString &language : LanguageManager::languages()) {
        QAction *action =
            m_language->addAction(LanguageManager::displayName(language)); // each in its own words
        action->setCheckable(true);
        action->setData(language);
        action->setChecked(languages && languages->language() == language);
        choices->addAction(action);
    }
    connect(choices, &QActionGroup::triggered, this, [languages](QAction *action) {
        if (!languages)
            return;
        languages->setLanguage(action->data().toString());
        QSettings().setValue(QStringLiteral("language"), action->data().toString());
    });
    m_help = addGroups({{"shortcutsAction", "aboutAction"}});
    retranslate();
}

QMenu *WindowMenuBar::addGroups(std::initializer_list<std::initializer_list<const char *>> groups)
{
    QMenu *menu = addMenu(QString());
    // A disabled action's tooltip says why (RBAC refuses it).
    menu->setToolTipsVisible(true);
    for (const auto &group : groups) {
        if (!menu->isEmpty())
            menu->addSeparator();
        menu->addActions(m_actions->actions(group));
    }
    return menu;
}

void WindowMenuBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMenuBar::changeEvent(event);
}

void WindowMenuBar::retranslate()
{
    m_cluster->setTitle(tr("&Cluster"));
    m_object->setTitle(tr("&Object"));
    m_view->setTitle(tr("&View"));
    m_language->setTitle(tr("&Language"));
    m_help->setTitle(tr("&Help"));
}
