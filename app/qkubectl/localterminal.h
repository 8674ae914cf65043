// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "remote/execsession.h"

#include <QObject>

#include <optional>

class QSocketNotifier;

// The terminal qkubectl runs in, for `exec -t` / `attach -t`: raw mode on stdin while a session runs (restored
// when this is destroyed or restore() is called), its size, and a signal on every SIGWINCH. Lives on the main
// thread; one at a time.
class LocalTerminal : public QObject
{
    Q_OBJECT
public:
    explicit LocalTerminal(QObject *parent = nullptr);
    ~LocalTerminal() override;

    static bool stdinIsTerminal();
    // The size of the terminal on stdout (kubectl asks its output's), if it is one.
    static std::optional<kube::TerminalSize> size();
    // Puts stdin's terminal in raw mode; false if it is not a terminal.
    bool makeRaw();
    void restore();

Q_SIGNALS:
    void resized(kube::TerminalSize size);

private:
    QSocketNotifier *m_winch = nullptr;
    bool m_raw = false;
};
