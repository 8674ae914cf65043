// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QObject>
#include <QStringList>

#include <functional>

class QSocketNotifier;

namespace kube::sim {

// One process kubesim runs for a container (bwrap and what it runs), with pipes for stdin/stdout/stderr or a
// pseudo-terminal. Its output is read only while not paused (the caller pauses while its socket is full), so
// a fast writer is slowed to the reader's pace and nothing grows without bound. bwrap's status descriptor
// tells whether the sandbox was made: output is held back until it was, and a failure is reported as such,
// never as the command's. Stdin waiting for a process that does not read it is bounded (maxStdinPending):
// past it stdinOverflowed() and the rest is dropped (kubesim cannot hold a client back per stream, as a
// kubelet's blocking copy does, without stalling every other stream on its thread). Lives on kubesim's
// thread; the destructor kills the process (and so the sandbox).
class ContainerProcess : public QObject
{
    Q_OBJECT
public:
    static constexpr int stdoutChannel = 1;
    static constexpr int stderrChannel = 2;
    // Stdin held for the process at most: a few seconds of a fast upload, and a bound on kubesim's memory.
    static constexpr qsizetype maxStdinPending = 16 * 1024 * 1024;

    explicit ContainerProcess(QObject *parent = nullptr);
    ~ContainerProcess() override;

    // With a terminal: opens it first, so that the sandbox's arguments can name its slave (terminalPath()).
    bool openTerminal(unsigned short columns, unsigned short rows, QString *error);
    QString terminalPath() const { return m_terminalPath; }
    // Starts `arguments` (program first); `statusFd` is the number bwrap was told to write its status to.
    bool start(const QStringList &arguments, int statusFd, QString *error);

    void writeStdin(const QByteArray &bytes);
    void closeStdin();
    void resize(unsigned short columns, unsigned short rows);
    void setOutputPaused(bool paused);

Q_SIGNALS:
    void output(int channel, const QByteArray &bytes);
    // The process ended and its output was all delivered: `exitCode` (128+N for a signal N), or, when the
    // sandbox could not be made, `sandboxError` (bwrap's own words).
    void finished(int exitCode, const QString &sandboxError);
    // More than maxStdinPending bytes of stdin wait for a process that does not read them.
    void stdinOverflowed();

private:
    struct Output
    {
        int fd = -1;
        int channel = stdoutChannel;
        QSocketNotifier *notifier = nullptr;
    };
    void readOutput(Output &source);
    void readStatus();
    void reap();
    void flushStdin();
    void closeOutput(Output &output);
    void maybeFinish();

    qint64 m_pid = -1;
    int m_pidFd = -1;
    int m_statusFd = -1;
    int m_stdinFd = -1;
    int m_terminalMaster = -1;
    int m_terminalSlave = -1;
    QString m_terminalPath;
    Output m_stdout;
    Output m_stderr;
    QSocketNotifier *m_pidNotifier = nullptr;
    QSocketNotifier *m_statusNotifier = nullptr;
    QSocketNotifier *m_stdinNotifier = nullptr;
    QByteArray m_stdinPending;
    bool m_stdinClosing = false;
    QByteArray m_statusText;
    bool m_sandboxReady = false;
    QList<std::pair<int, QByteArray>> m_held;
    bool m_paused = false;
    bool m_exited = false;
    int m_exitCode = -1;
    bool m_finished = false;
};

} // namespace kube::sim
