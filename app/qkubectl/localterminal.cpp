// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "localterminal.h"

#include <QSocketNotifier>

#include <csignal>
#include <fcntl.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

namespace {

// SIGWINCH reaches the event loop through a pipe (a signal handler may only write()).
int winchPipe[2] = {-1, -1};
struct termios savedTerminal;

void onWinch(int)
{
    const char byte = 0;
    [[maybe_unused]] const ssize_t written = ::write(winchPipe[1], &byte, 1);
}

} // namespace

LocalTerminal::LocalTerminal(QObject *parent) : QObject(parent)
{
    if (winchPipe[0] < 0 && ::pipe2(winchPipe, O_CLOEXEC | O_NONBLOCK) != 0)
        return;
    m_winch = new QSocketNotifier(winchPipe[0], QSocketNotifier::Read, this);
    connect(m_winch, &QSocketNotifier::activated, this, [this] {
        char bytes[64];
        while (::read(winchPipe[0], bytes, sizeof bytes) > 0) {
        }
        if (const std::optional<kube::TerminalSize> now = size())
            Q_EMIT resized(*now);
    });
    struct sigaction action = {};
    action.sa_handler = onWinch;
    action.sa_flags = SA_RESTART;
    sigemptyset(&action.sa_mask);
    ::sigaction(SIGWINCH, &action, nullptr);
}

LocalTerminal::~LocalTerminal()
{
    restore();
    ::signal(SIGWINCH, SIG_DFL);
}

bool LocalTerminal::stdinIsTerminal()
{
    return ::isatty(STDIN_FILENO) == 1;
}

std::optional<kube::TerminalSize> LocalTerminal::size()
{
    struct winsize window = {};
    if (::ioctl(STDOUT_FILENO, TIOCGWINSZ, &window) != 0 || window.ws_col == 0)
        return std::nullopt;
    return kube::TerminalSize{window.ws_col, window.ws_row};
}

bool LocalTerminal::makeRaw()
{
    if (m_raw)
        return true;
    if (::tcgetattr(STDIN_FILENO, &savedTerminal) != 0)
        return false;
    struct termios raw = savedTerminal;
    ::cfmakeraw(&raw);
    if (::tcsetattr(STDIN_FILENO, TCSANOW, &raw) != 0)
        return false;
    m_raw = true;
    return true;
}

void LocalTerminal::restore()
{
    if (!std::exchange(m_raw, false))
        return;
    ::tcsetattr(STDIN_FILENO, TCSANOW, &savedTerminal);
}
