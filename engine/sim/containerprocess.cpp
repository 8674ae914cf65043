// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "containerprocess.h"

#include <QSocketNotifier>

#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <pty.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

namespace kube::sim {

namespace {

// Bytes read from a pipe or terminal in one go, and at most per wake-up: the event loop serves the sockets in
// between, and a paused reader takes effect within this much.
constexpr qsizetype readChunkBytes = 64 * 1024;
constexpr qsizetype readBudgetBytes = 256 * 1024;

void setNonBlocking(int fd)
{
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
}

int pidFdOpen(pid_t pid)
{
    return int(::syscall(SYS_pidfd_open, pid, 0));
}

} // namespace

ContainerProcess::ContainerProcess(QObject *parent) : QObject(parent) {}

ContainerProcess::~ContainerProcess()
{
    if (m_pid > 0) {
        ::kill(pid_t(m_pid), SIGKILL); // bwrap's --die-with-parent takes the sandbox with it
        ::waitpid(pid_t(m_pid), nullptr, 0);
    }
    for (int fd :
         {m_pidFd, m_statusFd, m_stdinFd, m_terminalMaster, m_terminalSlave, m_stdout.fd, m_stderr.fd})
        if (fd >= 0 && fd != m_terminalMaster)
            ::close(fd);
    if (m_terminalMaster >= 0)
        ::close(m_terminalMaster);
}

bool ContainerProcess::openTerminal(unsigned short columns, unsigned short rows, QString *error)
{
    winsize size{rows ? rows : static_cast<unsigned short>(24),
                 columns ? columns : static_cast<unsigned short>(80), 0, 0};
    char name[128] = {};
    if (::openpty(&m_terminalMaster, &m_terminalSlave, name, nullptr, &size) != 0) {
        *error = QStringLiteral("cannot open a pseudo-terminal: %1")
                     .arg(QString::fromLocal8Bit(::strerror(errno)));
        return false;
    }
    ::fcntl(m_terminalMaster, F_SETFD, FD_CLOEXEC);
    ::fcntl(m_terminalSlave, F_SETFD, FD_CLOEXEC);
    setNonBlocking(m_terminalMaster);
    m_terminalPath = QString::fromLocal8Bit(name);
    return true;
}

bool ContainerProcess::start(const QStringList &arguments, int statusFd, QString *error)
{
    const bool terminal = m_terminalMaster >= 0;
    // Everything the child needs is made before fork: after it, only async-signal-safe calls.
    QList<QByteArray> argumentBytes;
    for (const QString &argument : arguments)
        argumentBytes.append(argument.toLocal8Bit());
    std::vector<char *> argv;
    for (QByteArray &argument : argumentBytes)
        argv.push_back(argument.data());
    argv.push_back(nullptr);

    int status[2] = {-1, -1};
    int in[2] = {
        -1, -1}; // a socket pair, not a pipe: writing to a gone reader then fails (MSG_NOSIGNAL), no SIGPIPE
    int out[2] = {-1, -1};
    int err[2] = {-1, -1};
    auto closeAll = [&] {
        for (int fd : {status[0], status[1], in[0], in[1], out[0], out[1], err[0], err[1]})
            if (fd >= 0)
                ::close(fd);
    };
    if (::pipe2(status, O_CLOEXEC) != 0 ||
        (!terminal && (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, in) != 0 ||
                       ::pipe2(out, O_CLOEXEC) != 0 || ::pipe2(err, O_CLOEXEC) != 0))) {
        *error = QStringLiteral("cannot make the process's pipes: %1")
                     .arg(QString::fromLocal8Bit(::strerror(errno)));
        closeAll();
        return false;
    }
    const pid_t pid = ::fork();
    if (pid < 0) {
        *error = QStringLiteral("cannot start a process: %1").arg(QString::fromLocal8Bit(::strerror(errno)));
        closeAll();
        return false;
    }
    if (pid == 0) {
        if (terminal) {
            // A session without a controlling terminal: the command's own session inside the sandbox's pid
            // namespace takes the terminal (Sandbox: setsid -c), so a shell's job control works there.
            ::setsid();
            for (int fd = 0; fd < 3; ++fd)
                ::dup2(m_terminalSlave, fd);
        } else {
            ::dup2(in[1], 0);
            ::dup2(out[1], 1);
            ::dup2(err[1], 2);
        }
        if (status[1] == statusFd)
            ::fcntl(statusFd, F_SETFD, 0);
        else
            ::dup2(status[1], statusFd);
        ::syscall(SYS_close_range, statusFd + 1, ~0U, 0); // nothing of kubesim's (its sockets) goes inside
        sigset_t none;
        sigemptyset(&none);
        ::sigprocmask(SIG_SETMASK, &none, nullptr);
        for (int signal = 1; signal < NSIG; ++signal)
            ::signal(signal, SIG_DFL);
        ::execv(argv[0], argv.data());
        ::_exit(127);
    }
    m_pid = pid;
    ::close(status[1]);
    m_statusFd = status[0];
    setNonBlocking(m_statusFd);
    if (terminal) {
        ::close(std::exchange(m_terminalSlave,
                              -1)); // the master then reads EIO once the last process inside ends
        m_stdinFd = m_terminalMaster;
        m_stdout.fd = m_terminalMaster;
        m_stdout.channel = stdoutChannel;
    } else {
        ::close(in[1]);
        ::close(out[1]);
        ::close(err[1]);
        m_stdinFd = in[0];
        m_stdout.fd = out[0];
        m_stderr.fd = err[0];
        m_stderr.channel = stderrChannel;
        setNonBlocking(m_stdinFd);
        setNonBlocking(m_stderr.fd);
    }
    setNonBlocking(m_stdout.fd);
    for (Output *output : {&m_stdout, &m_stderr}) {
        if (output->fd < 0)
            continue;
        output->notifier = new QSocketNotifier(output->fd, QSocketNotifier::Read, this);
        connect(output->notifier, &QSocketNotifier::activated, this, [this, output] { readOutput(*output); });
    }
    m_stdinNotifier = new QSocketNotifier(m_stdinFd, QSocketNotifier::Write, this);
    m_stdinNotifier->setEnabled(false);
    connect(m_stdinNotifier, &QSocketNotifier::activated, this, &ContainerProcess::flushStdin);
    m_statusNotifier = new QSocketNotifier(m_statusFd, QSocketNotifier::Read, this);
    connect(m_statusNotifier, &QSocketNotifier::activated, this, &ContainerProcess::readStatus);
    m_pidFd = pidFdOpen(pid);
    if (m_pidFd >= 0) {
        m_pidNotifier = new QSocketNotifier(m_pidFd, QSocketNotifier::Read, this);
        connect(m_pidNotifier, &QSocketNotifier::activated, this, &ContainerProcess::reap);
    }
    return true;
}

void ContainerProcess::readStatus()
{
    if (m_statusFd < 0)
        return;
    char buffer[4096];
    for (;;) {
        const ssize_t n = ::read(m_statusFd, buffer, sizeof buffer);
        if (n > 0) {
            m_statusText.append(buffer, n);
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        if (n == 0) { // bwrap is gone
            delete std::exchange(m_statusNotifier, nullptr);
            ::close(std::exchange(m_statusFd, -1));
        }
        break;
    }
    // bwrap's status documents: {"child-pid": N} once the sandbox is made, {"exit-code": N} when it ended.
    if (!m_sandboxReady && m_statusText.contains("\"child-pid\"")) {
        m_sandboxReady = true;
        for (const auto &[channel, bytes] : std::exchange(m_held, {}))
            Q_EMIT output(channel, bytes);
    }
    const qsizetype exitAt = m_statusText.indexOf("\"exit-code\"");
    if (exitAt >= 0) {
        const qsizetype colon = m_statusText.indexOf(':', exitAt);
        const qsizetype end = m_statusText.indexOf('}', colon);
        bool ok = false;
        const int code = m_statusText.mid(colon + 1, end - colon - 1).trimmed().toInt(&ok);
        if (ok)
            m_exitCode = code;
    }
    if (!m_pidNotifier && m_statusFd < 0)
        reap(); // no pidfd: bwrap closing its status descriptor is its end
}

void ContainerProcess::readOutput(Output &source)
{
    if (!m_sandboxReady)
        readStatus(); // the status first: output is the command's only once the sandbox is made
    qsizetype budget = readBudgetBytes;
    while (source.fd >= 0 && !m_paused && budget > 0) {
        QByteArray bytes(readChunkBytes, Qt::Uninitialized);
        const ssize_t n = ::read(source.fd, bytes.data(), bytes.size());
        if (n > 0) {
            bytes.truncate(n);
            budget -= n;
            if (m_sandboxReady)
                Q_EMIT output(source.channel, bytes);
            else
                m_held.append({source.channel, bytes});
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
            break;
        closeOutput(source); // end of file, or EIO from a terminal whose last process ended
    }
    maybeFinish();
}

void ContainerProcess::closeOutput(Output &output)
{
    delete std::exchange(output.notifier, nullptr);
    if (output.fd >= 0 && output.fd != m_terminalMaster)
        ::close(output.fd);
    output.fd = -1;
}

void ContainerProcess::reap()
{
    if (m_pid <= 0)
        return;
    int status = 0;
    const pid_t done = ::waitpid(pid_t(m_pid), &status, WNOHANG);
    if (done != pid_t(m_pid))
        return;
    m_pid = -1;
    delete std::exchange(m_pidNotifier, nullptr);
    if (m_pidFd >= 0)
        ::close(std::exchange(m_pidFd, -1));
    readStatus();
    m_exited = true;
    if (m_exitCode < 0)
        m_exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    // A terminal's master may stay readable after its processes ended; what is in it is read now.
    if (m_stdout.fd >= 0 && !m_paused)
        readOutput(m_stdout);
    maybeFinish();
}

void ContainerProcess::maybeFinish()
{
    if (m_finished || !m_exited || m_stdout.fd >= 0 || m_stderr.fd >= 0)
        return;
    m_finished = true;
    QString sandboxError;
    if (!m_sandboxReady) {
        QByteArray said;
        for (const auto &held : std::as_const(m_held))
            said += held.second;
        sandboxError = QString::fromLocal8Bit(said).trimmed();
        if (sandboxError.isEmpty())
            sandboxError = QStringLiteral("bwrap could not make the sandbox (exit code %1)").arg(m_exitCode);
    }
    Q_EMIT finished(m_exitCode, sandboxError);
}

void ContainerProcess::writeStdin(const QByteArray &bytes)
{
    if (m_stdinFd < 0 || m_stdinClosing)
        return;
    if (m_stdinPending.size() + bytes.size() > maxStdinPending) {
        Q_EMIT stdinOverflowed();
        return;
    }
    m_stdinPending += bytes;
    flushStdin();
}

void ContainerProcess::flushStdin()
{
    while (!m_stdinPending.isEmpty() && m_stdinFd >= 0) {
        const bool terminal = m_stdinFd == m_terminalMaster;
        const ssize_t n =
            terminal
                ? ::write(m_stdinFd, m_stdinPending.constData(), size_t(m_stdinPending.size()))
                : ::send(m_stdinFd, m_stdinPending.constData(), size_t(m_stdinPending.size()), MSG_NOSIGNAL);
        if (n > 0) {
            m_stdinPending.remove(0, n);
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            m_stdinNotifier->setEnabled(true);
            return;
        }
        m_stdinPending.clear(); // the reader is gone: what it did not read is dropped, as a pipe would
    }
    if (m_stdinNotifier)
        m_stdinNotifier->setEnabled(false);
    if (m_stdinClosing && m_stdinFd >= 0 && m_stdinFd != m_terminalMaster) {
        delete std::exchange(m_stdinNotifier, nullptr);
        ::shutdown(m_stdinFd, SHUT_WR);
        ::close(std::exchange(m_stdinFd, -1));
    }
}

void ContainerProcess::closeStdin()
{
    if (m_stdinFd < 0 || m_stdinClosing)
        return;
    if (m_stdinFd == m_terminalMaster) {
        writeStdin(QByteArrayLiteral("\x04")); // a terminal cannot be half-closed: its end-of-file character
        return;
    }
    m_stdinClosing = true;
    flushStdin();
}

void ContainerProcess::resize(unsigned short columns, unsigned short rows)
{
    if (m_terminalMaster < 0 || columns == 0 || rows == 0)
        return;
    winsize size{rows, columns, 0, 0};
    ::ioctl(m_terminalMaster, TIOCSWINSZ, &size);
}

void ContainerProcess::setOutputPaused(bool paused)
{
    if (m_paused == paused)
        return;
    m_paused = paused;
    for (Output *output : {&m_stdout, &m_stderr})
        if (output->notifier)
            output->notifier->setEnabled(!paused);
    if (!paused) // what arrived meanwhile (or the end of file) is read now, not at the next wake-up
        QMetaObject::invokeMethod(
            this,
            [this] {
                if (m_stdout.fd >= 0 && !m_paused)
                    readOutput(m_stdout);
                if (m_stderr.fd >= 0 && !m_paused)
                    readOutput(m_stderr);
            },
            Qt::QueuedConnection);
}

} // namespace kube::sim
