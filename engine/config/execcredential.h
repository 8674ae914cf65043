// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "restconfig.h"

#include <QObject>
#include <QPointer>
#include <QProcess>
#include <QTimer>

#include <functional>

namespace kube {

// A credential printed by an exec plugin: a bearer token or a client certificate, valid until expiresAtMs
// (0: until the server rejects it).
struct QKUBE_ENGINE_EXPORT ExecCredential
{
    QString token;
    QByteArray clientCertificatePem;
    QByteArray clientKeyPem;
    qint64 expiresAtMs = 0;
    bool isValidAt(qint64 nowMs) const { return expiresAtMs == 0 || nowMs < expiresAtMs; }
};

// Runs an exec credential plugin without blocking: QProcess on the calling thread's event loop, in a process
// group of its own that is killed whole after a timeout, on cancel(), when the source is destroyed and when
// the application ends; its output is bounded and its stderr goes into every error. Credentials are cached
// process-wide per plugin configuration until they expire or a 401 invalidates them; concurrent callers of
// one ExecCredentialSource share one plugin run. Lives on the thread that created it (a RestClient's).
class QKUBE_ENGINE_EXPORT ExecCredentialSource : public QObject
{
    Q_OBJECT
public:
    using Callback = std::function<void(const ExecCredential &, const Error &)>;

    ExecCredentialSource(ExecConfig exec, ExecClusterInfo cluster, QString where, int timeoutMs,
                         QObject *parent = nullptr);
    ~ExecCredentialSource() override;

    // Calls back with the cached credential at once, or after the plugin ran.
    void credential(Callback callback);
    // Drops the cached credential (after a 401) so the next credential() runs the plugin again.
    void invalidate();
    // Stops a running plugin (and what it started); callers waiting get a Cancelled error.
    void cancel();

    // Where a command without a path separator is searched: $PATH, then where GUI sessions often miss.
    static QStringList searchDirectories();
    static QString findCommand(const QString &command, QStringList *searched = nullptr);
    // Parses the plugin's stdout; public for tests.
    static Result<ExecCredential> parseOutput(const QByteArray &output, const QString &expectedApiVersion);

private:
    void start();
    void finish(const ExecCredential &credential, const Error &error);
    void stopPlugin(const Error &error);
    QString withStderr(const QString &message) const;
    QByteArray execInfo() const;
    QString cacheKey() const;

    ExecConfig m_exec;
    ExecClusterInfo m_cluster;
    QString m_where;
    int m_timeoutMs;
    QProcess *m_process = nullptr;
    QByteArray m_stdout;
    QByteArray m_stderr; // the last maxStderrBytes
    QTimer m_timeout;
    QList<Callback> m_waiting;
};

} // namespace kube
