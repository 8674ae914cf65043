// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "config/restconfig.h"
#include "core/error.h"
#include "core/export.h"

#include <QObject>
#include <QStringList>

#include <memory>

namespace kube {

// What to run, or attach to, in which container (pods/exec, pods/attach).
struct QKUBE_ENGINE_EXPORT ExecSpec
{
    QString namespaceName;
    QString pod;
    QString container;   // empty: the server's default (kubectl names it: see defaultContainer())
    QStringList command; // exec: the command and its arguments; attach: empty
    bool attach = false;
    bool stdin = false;
    bool tty = false;
    bool stdout = true;
    bool stderr = true; // with a tty the server merges stderr into stdout, and it is not asked for
};

struct QKUBE_ENGINE_EXPORT TerminalSize
{
    quint16 columns = 80;
    quint16 rows = 24;
    bool operator==(const TerminalSize &other) const = default;
};

// How an exec or attach ended. The error channel's Status: Success, or NonZeroExitCode with its code; any
// other failure (the upgrade refused, the connection lost, a Status of another reason) is `error`. A server
// that closes in order without a Status ended well (exit code 0), as client-go takes it.
struct QKUBE_ENGINE_EXPORT ExecResult
{
    int exitCode = 0; // the process's exit code when exitCodeKnown
    bool exitCodeKnown = false;
    Error error;                 // None for a clean end, whatever the exit code
    bool connectionLost = false; // the stream was cut before the error channel spoke: "reconnect" makes sense
};

// One exec or attach: client-go's remotecommand executor over WebSocket (subprotocol v5.channel.k8s.io, else
// v4.channel.k8s.io), with the config's authentication, TLS and proxy. Made and used on one thread (the GUI
// thread, qkubectl's main thread); the connection runs on a thread of its own, so neither a flood of output
// nor a slow server ever holds the caller's thread. Output reaches the caller in chunks through
// stdoutReceived / stderrReceived; at most `maxOutputInFlight` bytes are on their way at once: past that the
// connection stops reading and the server (then the container) waits, so memory stays bounded however fast
// the container writes. Stdin is bounded the same way (writeStdin refuses past `maxStdinPending`). The
// connection pings every `pingIntervalMs`, so an idle session is not dropped by the apiserver or a proxy.
// Destroying the session ends it.
class QKUBE_ENGINE_EXPORT ExecSession : public QObject
{
    Q_OBJECT
public:
    static constexpr qint64 maxOutputInFlight = 4 * 1024 * 1024;
    static constexpr qint64 maxStdinPending = 4 * 1024 * 1024;
    static constexpr int pingIntervalMs = 20'000;

    ExecSession(RestConfig config, ExecSpec spec, QObject *parent = nullptr);
    ~ExecSession() override;

    const ExecSpec &spec() const { return m_spec; }
    // Opens the stream; started() or finished() follows.
    void start();
    // Queues bytes for the container's stdin (before start() too: they go once the stream opens); false
    // (nothing queued) when more than maxStdinPending wait, stdin is closed, or the spec asks for no stdin.
    bool writeStdin(const QByteArray &bytes);
    // Ends stdin: v5 sends the close frame (so `cat` sees end of file); on v4 the server cannot be told, and
    // nothing is sent.
    void closeStdin();
    // Sent on the resize channel (with a tty); the latest size is also sent once the stream is open.
    void resize(TerminalSize size);
    // Ends the session now: finished() follows with Error::Kind::Cancelled.
    void close();
    // The negotiated subprotocol ("v5.channel.k8s.io"), empty until started.
    QString protocol() const { return m_protocol; }
    // Output handed over by the connection but not yet emitted here: at most maxOutputInFlight and one
    // message. Any thread (tests, statistics).
    qint64 outputInFlight() const;
    // Tests: a shorter ping interval.
    void setPingIntervalMs(int ms);

Q_SIGNALS:
    void started(const QString &protocol);
    void stdoutReceived(const QByteArray &bytes);
    void stderrReceived(const QByteArray &bytes);
    // Exactly once, last.
    void finished(const kube::ExecResult &result);

private:
    struct Worker;
    // On this thread: hands on what the connection's thread has for the caller, in order.
    void drain();
    void emitFinished(const ExecResult &result);

    ExecSpec m_spec;
    QString m_protocol;
    bool m_closing = false;  // close() was called: nothing more is delivered
    bool m_finished = false; // finished() was emitted
    std::shared_ptr<Worker> m_worker;
};

} // namespace kube

Q_DECLARE_METATYPE(kube::ExecResult)
