// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "thememenu.h"

#include <QActionGroup>
#include <QEvent>

ThemeMenu::ThemeMenu(QWidget *parent)
    : QMenu(parent), m_system(addAction(QString())), m_light(addAction(QString())),
      m_dark(addAction(QString()))
{
    setObjectName(QStringLiteral("themeMenu"));
    auto *group = new QActionGroup(this);
    for (const Theme::Mode mode : {Theme::Mode::System, Theme::Mode::Light, Theme::Mode::Dark}) {
        QAction *choice = action(mode);
        choice->setCheckable(true);
        group->addAction(choice);
        connect(choice, &QAction::triggered, this, [mode] { Theme::setMode(mode); });
    }
    m_system->setObjectName(QStringLiteral("themeSystemAction"));
    m_light->setObjectName(QStringLiteral("themeLightAction"));
    m_dark->setObjectName(QStringLiteral("themeDarkAction"));
    connect(this, &QMenu::aboutToShow, this, &ThemeMenu::checkSaved);
    checkSaved();
    retranslate();
}

QAction *ThemeMenu::action(Theme::Mode mode) const
{
    switch (mode) {
    case Theme::Mode::Light:
        return m_light;
    case Theme::Mode::Dark:
        return m_dark;
    case Theme::Mode::System:
        break;
    }
    return m_system;
}

void ThemeMenu::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMenu::changeEvent(event);
}

void ThemeMenu::retranslate()
{
    setTitle(tr("&Theme"));
    m_system->setText(tr("&System"));
    m_light->setText(tr("&Light"));
    m_dark->setText(tr("&Dark"));
}

void ThemeMenu::checkSaved()
{
    action(Theme::savedMode())->setChecked(true);
}
