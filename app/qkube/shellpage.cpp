// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "shellpage.h"
#include "terminalwidget.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

using namespace kube;

ShellPage::ShellPage(QString context, RestConfig config, ExecSpec spec, QWidget *parent)
    : QWidget(parent), m_context(std::move(context)), m_config(std::move(config)), m_spec(std::move(spec)),
      m_terminal(new TerminalWidget(this)), m_title(new QLabel(this)), m_stateLabel(new QLabel(this)),
      m_restart(new QToolButton(this)), m_popOut(new QToolButton(this)), m_close(new QToolButton(this))
{
    setObjectName(QStringLiteral("shellPage"));
    m_terminal->setObjectName(QStringLiteral("shellTerminal"));
    m_restart->setObjectName(QStringLiteral("shellRestart"));
    m_popOut->setObjectName(QStringLiteral("shellPopOut"));
    m_stateLabel->setObjectName(QStringLiteral("shellState"));
    for (QToolButton *button : {m_restart, m_popOut, m_close}) {
        button->setAutoRaise(true);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    }
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(6, 2, 2, 2);
    bar->addWidget(m_title);
    bar->addSpacing(12);
    bar->addWidget(m_stateLabel, 1);
    bar->addWidget(m_restart);
    bar->addWidget(m_popOut);
    bar->addWidget(m_close);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(bar);
    layout->addWidget(m_terminal, 1);
    setFocusProxy(m_terminal);

    connect(m_restart, &QToolButton::clicked, this, &ShellPage::start);
    connect(m_popOut, &QToolButton::clicked, this, [this] { Q_EMIT popOutRequested(this); });
    connect(m_close, &QToolButton::clicked, this, [this] { Q_EMIT closeRequested(this); });
    connect(m_terminal, &TerminalWidget::input, this, [this](const QByteArray &bytes) {
        if (m_session && m_state == State::Running)
            m_session->writeStdin(bytes);
    });
    connect(m_terminal, &TerminalWidget::terminalSizeChanged, this, [this](int columns, int rows) {
        if (m_session)
            m_session->resize({quint16(columns), quint16(rows)});
    });
    retranslate();
}

ShellPage::~ShellPage()
{
    stop();
}

QString ShellPage::targetName() const
{
    QString name = m_spec.namespaceName + QLatin1Char('/') + m_spec.pod;
    if (!m_spec.container.isEmpty())
        name += QLatin1Char(' ') + tr("(%1)").arg(m_spec.container);
    return name;
}

void ShellPage::start()
{
    stop();
    m_terminal->clear();
    m_terminal->setReadOnly(false);
    m_session = new ExecSession(m_config, m_spec, this);
    m_session->resize({quint16(m_terminal->columns()), quint16(m_terminal->rows())});
    connect(m_session, &ExecSession::started, this, [this] { setState(State::Running); });
    connect(m_session, &ExecSession::stdoutReceived, m_terminal, &TerminalWidget::feed);
    connect(m_session, &ExecSession::stderrReceived, m_terminal, &TerminalWidget::feed);
    connect(m_session, &ExecSession::finished, this, &ShellPage::finish);
    setState(State::Connecting);
    m_session->start();
    m_terminal->setFocus();
}

void ShellPage::stop()
{
    if (!m_session)
        return;
    ExecSession *session = m_session;
    m_session = nullptr;
    session->disconnect(this);
    session->deleteLater(); // ends the stream
}

void ShellPage::end(const QString &why)
{
    stop();
    m_terminal->setReadOnly(true);
    setState(State::Ended, why);
}

void ShellPage::finish(const ExecResult &result)
{
    if (sender() != m_session)
        return;
    m_terminal->setReadOnly(true);
    m_session->deleteLater();
    m_session = nullptr;
    if (result.connectionLost)
        setState(State::Lost, result.error.message());
    else if (result.error)
        setState(State::Ended, result.error.message());
    else
        setState(State::Ended, result.exitCodeKnown ? tr("exit code %1").arg(result.exitCode) : QString());
}

void ShellPage::setState(State state, const QString &detail)
{
    m_state = state;
    m_detail = detail;
    retranslate();
    Q_EMIT stateChanged(state);
}

void ShellPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::ParentChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ShellPage::retranslate()
{
    const QString command = m_spec.attach ? tr("attached") : m_spec.command.join(QLatin1Char(' '));
    m_title->setText(
        QStringLiteral("<b>%1</b> — %2").arg(targetName().toHtmlEscaped(), command.toHtmlEscaped()));
    switch (m_state) {
    case State::Connecting:
        m_stateLabel->setText(tr("Connecting…"));
        break;
    case State::Running:
        m_stateLabel->setText(tr("Running"));
        break;
    case State::Ended:
        m_stateLabel->setText(m_detail.isEmpty() ? tr("Ended") : tr("Ended: %1").arg(m_detail));
        break;
    case State::Lost:
        m_stateLabel->setText(tr("Connection lost: %1").arg(m_detail));
        break;
    }
    m_restart->setText(m_state == State::Lost ? tr("Reconnect") : tr("Start again"));
    m_restart->setVisible(m_state == State::Ended || m_state == State::Lost);
    m_popOut->setText(isWindow() ? tr("Back to panel") : tr("Open in window"));
    m_close->setText(tr("Close"));
    m_close->setToolTip(m_state == State::Running ? tr("End the session and close it") : tr("Close"));
    const bool live = m_state == State::Running || m_state == State::Connecting;
    if (m_spec.attach)
        setWindowTitle(live ? tr("Attach: %1").arg(m_spec.pod) : tr("Attach: %1 (ended)").arg(m_spec.pod));
    else
        setWindowTitle(live ? tr("Shell: %1").arg(m_spec.pod) : tr("Shell: %1 (ended)").arg(m_spec.pod));
}
