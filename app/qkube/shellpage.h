// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "remote/execsession.h"

#include <QPointer>
#include <QWidget>

class QLabel;
class QToolButton;
class TerminalWidget;

// One shell or attach: a terminal (TerminalWidget) joined to an ExecSession of a container. The bar above it
// names the container and the session's state; when the session ends it says how (the exit code, or that the
// connection was lost) and offers to start it again. The page can leave the bottom panel for a window of its
// own and come back. GUI thread; the session's stream runs on a thread of its own.
class ShellPage : public QWidget
{
    Q_OBJECT
public:
    enum class State { Connecting, Running, Ended, Lost };

    ShellPage(QString context, kube::RestConfig config, kube::ExecSpec spec, QWidget *parent = nullptr);
    ~ShellPage() override;

    const QString &context() const { return m_context; }
    const kube::ExecSpec &spec() const { return m_spec; }
    State state() const { return m_state; }
    TerminalWidget *terminal() const { return m_terminal; }
    // Opens the stream (again): a new session, the terminal cleared.
    void start();
    // Ends the session (the tab is closed).
    void stop();
    // Ends the session and says why (the cluster was closed); the screen stays to be read.
    void end(const QString &why);

Q_SIGNALS:
    void stateChanged(ShellPage::State state);
    // The user asked for the page in a window of its own, or back in the panel.
    void popOutRequested(ShellPage *page);
    void closeRequested(ShellPage *page);

protected:
    void changeEvent(QEvent *event) override;

private:
    void setState(State state, const QString &detail = {});
    void finish(const kube::ExecResult &result);
    void retranslate();
    QString targetName() const;

    QString m_context;
    kube::RestConfig m_config;
    kube::ExecSpec m_spec;
    State m_state = State::Connecting;
    QString m_detail; // how it ended
    QPointer<kube::ExecSession> m_session;
    TerminalWidget *m_terminal;
    QLabel *m_title;
    QLabel *m_stateLabel;
    QToolButton *m_restart;
    QToolButton *m_popOut;
    QToolButton *m_close;
};
