// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "bottompanel.h"

#include <QEvent>
#include <QMainWindow>
#include <QTabBar>
#include <QTabWidget>
#include <QToolButton>

BottomPanel::BottomPanel(QMainWindow *window)
    : QDockWidget(window), m_window(window), m_tabs(new QTabWidget(this))
{
    setObjectName(QStringLiteral("bottomPanel"));
    m_tabs->setObjectName(QStringLiteral("bottomTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->setTabsClosable(true); // the closable pages' buttons; the others' are removed (addPage)
    connect(m_tabs, &QTabWidget::tabCloseRequested, this,
            [this](int index) { Q_EMIT closeRequested(m_tabs->widget(index)); });
    m_maximise = new QToolButton(m_tabs);
    m_maximise->setObjectName(QStringLiteral("maximiseBottomPanel"));
    m_maximise->setAutoRaise(true);
    m_maximise->setCheckable(true);
    m_maximise->setShortcut(QKeySequence(Qt::Key_F11));
    m_tabs->setCornerWidget(m_maximise, Qt::TopRightCorner);
    setWidget(m_tabs);
    setTitleBarWidget(new QWidget(this)); // the tabs say what it holds; View shows and hides it
    connect(m_maximise, &QToolButton::toggled, this, &BottomPanel::setMaximised);
    connect(m_tabs, &QTabWidget::currentChanged, this, &BottomPanel::lookedAtChanged);
    connect(this, &QDockWidget::visibilityChanged, this, &BottomPanel::lookedAtChanged);
    retranslate();
}

void BottomPanel::addPage(QWidget *page, bool closable)
{
    const int index = m_tabs->addTab(page, page->windowTitle());
    if (!closable)
        m_tabs->tabBar()->setTabButton(index, QTabBar::RightSide, nullptr);
    connect(page, &QWidget::windowTitleChanged, this,
            [this, page](const QString &title) { m_tabs->setTabText(m_tabs->indexOf(page), title); });
}

void BottomPanel::showPage(QWidget *page)
{
    show();
    raise();
    m_tabs->setCurrentWidget(page);
}

bool BottomPanel::isLookingAt(const QWidget *page) const
{
    return isVisible() && !visibleRegion().isEmpty() && m_tabs->currentWidget() == page;
}

void BottomPanel::setMaximised(bool maximised)
{
    if (m_maximised == maximised)
        return;
    m_maximised = maximised;
    {
        const QSignalBlocker block(m_maximise);
        m_maximise->setChecked(maximised);
    }
    if (maximised) {
        // The whole window below the toolbar: the table and the side panes step aside until restored, to come
        // back as they were (sizes too).
        m_layoutBefore = m_window->saveState();
        for (QDockWidget *dock : m_window->findChildren<QDockWidget *>(QString(), Qt::FindDirectChildrenOnly))
            if (dock != this && m_window->dockWidgetArea(dock) != Qt::BottomDockWidgetArea)
                dock->hide();
        if (QWidget *centre = m_window->centralWidget())
            centre->hide();
    } else {
        if (QWidget *centre = m_window->centralWidget())
            centre->show();
        m_window->restoreState(m_layoutBefore);
    }
    retranslate();
}

void BottomPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDockWidget::changeEvent(event);
}

void BottomPanel::retranslate()
{
    setWindowTitle(tr("Panel"));
    m_maximise->setIcon(
        QIcon(m_maximised ? QStringLiteral(":/icons/restore.svg") : QStringLiteral(":/icons/maximise.svg")));
    m_maximise->setText(m_maximised ? tr("Restore") : tr("Maximise"));
    m_maximise->setToolTip(m_maximised ? tr("Give the table its room back (F11)")
                                       : tr("Give this panel the window's height (F11)"));
    m_maximise->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
}
