// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "terminalfindbar.h"

#include "theme.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QStyle>
#include <QToolButton>

TerminalFindBar::TerminalFindBar(QWidget *parent)
    : QFrame(parent), m_field(new QLineEdit(this)), m_status(new QLabel(this))
{
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Window);
    setCursor(Qt::ArrowCursor);
    m_field->setPlaceholderText(tr("Find in terminal"));
    m_field->setClearButtonEnabled(true);
    m_field->installEventFilter(this);

    auto *previous = new QToolButton(this);
    previous->setArrowType(Qt::UpArrow);
    previous->setToolTip(tr("Previous match, upwards (Enter)"));
    previous->setAutoRaise(true);
    auto *next = new QToolButton(this);
    next->setArrowType(Qt::DownArrow);
    next->setToolTip(tr("Next match, downwards (Shift+Enter)"));
    next->setAutoRaise(true);
    auto *close = new QToolButton(this);
    close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    close->setToolTip(tr("Close the find bar (Escape)"));
    close->setAutoRaise(true);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    layout->setSpacing(2);
    layout->addWidget(m_field);
    layout->addWidget(m_status);
    layout->addWidget(previous);
    layout->addWidget(next);
    layout->addWidget(close);

    connect(m_field, &QLineEdit::textChanged, this, [this](const QString &text) {
        setFound(true);
        Q_EMIT textChanged(text);
    });
    connect(previous, &QToolButton::clicked, this, [this] { Q_EMIT findRequested(text(), true); });
    connect(next, &QToolButton::clicked, this, [this] { Q_EMIT findRequested(text(), false); });
    connect(close, &QToolButton::clicked, this, [this] {
        hide();
        Q_EMIT closed();
    });
}

QString TerminalFindBar::text() const
{
    return m_field->text();
}

void TerminalFindBar::setFound(bool found)
{
    m_status->setText(found ? QString() : tr("No match"));
    QPalette palette = m_status->palette();
    palette.setColor(QPalette::WindowText, Theme(this->palette()).color(Theme::Role::ErrorText));
    m_status->setPalette(palette);
}

void TerminalFindBar::open()
{
    show();
    raise();
    m_field->setFocus(Qt::ShortcutFocusReason);
    m_field->selectAll();
}

bool TerminalFindBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_field && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            Q_EMIT findRequested(text(), !(key->modifiers() & Qt::ShiftModifier));
            return true;
        }
        if (key->key() == Qt::Key_Escape) {
            hide();
            Q_EMIT closed();
            return true;
        }
    }
    return QFrame::eventFilter(watched, event);
}
