// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "theme.h"

#include <QMenu>

class QAction;

// View → Theme: System, Light or Dark, one checked. Choosing one saves it and applies it to the whole
// application (Theme::setMode); the check follows the saved choice each time the menu opens, whichever window
// changed it.
class ThemeMenu : public QMenu
{
    Q_OBJECT
public:
    explicit ThemeMenu(QWidget *parent = nullptr);

    QAction *action(Theme::Mode mode) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void checkSaved();

    QAction *m_system;
    QAction *m_light;
    QAction *m_dark;
};
