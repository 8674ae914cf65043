// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "execcredential.h"

#include "core/object.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMutex>
#include <QProcessEnvironment>
#include <QSet>

#include <mutex>

#include <signal.h>
#include <unistd.h>

namespace kube {

namespace {

QMutex credentialCacheMutex;
QHash<QString, ExecCredential> &cache()
{
    static QHash<QString, ExecCredential> credentials;
    return credentials;
}

// What of a plugin's stderr goes into an error message: its last lines, where the reason usually is.
constexpr qsizetype maxStderrBytes = 4 * 1024;
// An ExecCredential is a few KB; a plugin printing more than this is broken (or printing forever).
constexpr qsizetype maxStdoutBytes = 1024 * 1024;
// How long reaping a plugin sent SIGKILL may take: it ends as soon as the kernel delivers the signal.
constexpr int killedExitWaitMs = 1000;

// Process groups of the plugins running now, so that whatever they started dies with them when the application
// ends (qAddPostRoutine runs as QCoreApplication is destroyed).
QMutex groupsMutex;
QSet<qint64> &liveGroups()
{
    static QSet<qint64> groups;
    return groups;
}

void killGroup(qint64 pid)
{
    if (pid > 0)
        ::kill(-pid_t(pid), SIGKILL);
}

void killLiveGroups()
{
    QMutexLocker lock(&groupsMutex);
    for (const qint64 pid : std::as_const(liveGroups()))
        killGroup(pid);
    liveGroups().clear();
}

void registerGroup(qint64 pid)
{
    static std::once_flag hooked;
    std::call_once(hooked, [] { qAddPostRoutine(killLiveGroups); });
    QMutexLocker lock(&groupsMutex);
    liveGroups().insert(pid);
}

void unregisterGroup(qint64 pid)
{
    QMutexLocker lock(&groupsMutex);
    liveGroups().remove(pid);
}

} // namespace

ExecCredentialSource::ExecCredentialSource(ExecConfig exec, ExecClusterInfo cluster, QString where, int timeoutMs, QObject *parent)
    : QObject(parent), m_exec(std::move(exec)), m_cluster(std::move(cluster)), m_where(std::move(where)), m_timeoutMs(timeoutMs)
{
    m_timeout.setSingleShot(true);
    connect(&m_timeout, &QTimer::timeout, this, [this] {
        stopPlugin(Error(Error::Kind::Exec,
                         withStderr(QStringLiteral("exec plugin \"%1\" did not finish within %2 s and was stopped with its process group")
                                        .arg(m_exec.command)
                                        .arg(m_timeoutMs / 1000.0)),
                         m_where));
    });
}

ExecCredentialSource::~ExecCredentialSource()
{
    // The running plugin and any stopped one whose exit has not been seen yet: each is killed and reaped
    // here, never left to QProcess's destructor (which warns "Destroyed while process ... is still running").
    // The wait is for a process already sent SIGKILL, which the kernel ends at once; this runs on the
    // RestClient's thread, a session's worker in the window.
    const QList<QProcess *> processes = findChildren<QProcess *>(QString(), Qt::FindDirectChildrenOnly);
    for (QProcess *process : processes) {
        process->disconnect();
        const qint64 pid = process->processId();
        if (process->state() != QProcess::NotRunning) {
            killGroup(pid);
            process->kill();
            process->waitForFinished(killedExitWaitMs);
        }
        unregisterGroup(pid);
        delete process;
    }
}

void ExecCredentialSource::cancel()
{
    if (m_process)
        stopPlugin(Error(Error::Kind::Cancelled, QStringLiteral("exec plugin \"%1\" was stopped: its request was cancelled").arg(m_exec.command), m_where));
}

void ExecCredentialSource::stopPlugin(const Error &error)
{
    if (!m_process)
        return;
    m_process->disconnect(this);
    const qint64 pid = m_process->processId();
    // The whole group: a plugin that is a script leaves its children (a browser login, a sleep) otherwise.
    killGroup(pid);
    unregisterGroup(pid);
    m_process->kill();
    // Deleted once reaped, or with this source if that comes first (QProcess's destructor reaps it then): not
    // left behind when the thread of a closing session ends before the killed plugin's exit is seen.
    connect(m_process, &QProcess::finished, m_process, &QObject::deleteLater);
    m_process = nullptr;
    finish({}, error);
}

QString ExecCredentialSource::withStderr(const QString &message) const
{
    const QString text = QString::fromLocal8Bit(m_stderr).trimmed();
    return text.isEmpty() ? message : message + QStringLiteral("; its stderr: ") + text;
}

QStringList ExecCredentialSource::searchDirectories()
{
    QStringList dirs = QProcessEnvironment::systemEnvironment().value(QStringLiteral("PATH")).split(QLatin1Char(':'), Qt::SkipEmptyParts);
    const QString home = QDir::homePath();
    for (const QString &extra : {home + QStringLiteral("/.local/bin"), QStringLiteral("/usr/local/bin"), home + QStringLiteral("/go/bin"),
                                 home + QStringLiteral("/bin"), QStringLiteral("/snap/bin"), QStringLiteral("/home/linuxbrew/.linuxbrew/bin"),
                                 QStringLiteral("/opt/homebrew/bin"), QStringLiteral("/usr/local/go/bin"), home + QStringLiteral("/.krew/bin")})
        if (!dirs.contains(extra))
            dirs.append(extra);
    return dirs;
}

QString ExecCredentialSource::findCommand(const QString &command, QStringList *searched)
{
    if (command.contains(QLatin1Char('/'))) {
        if (searched)
            *searched = {command};
        const QFileInfo info(command);
        return info.isFile() && info.isExecutable() ? command : QString();
    }
    const QStringList dirs = searchDirectories();
    if (searched)
        *searched = dirs;
    for (const QString &dir : dirs) {
        const QFileInfo info(dir + QLatin1Char('/') + command);
        if (info.isFile() && info.isExecutable())
            return info.absoluteFilePath();
    }
    return {};
}

QString ExecCredentialSource::cacheKey() const
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(m_exec.apiVersion.toUtf8());
    hash.addData(m_exec.command.toUtf8());
    for (const QString &arg : m_exec.args)
        hash.addData(QByteArray("\0", 1) + arg.toUtf8());
    for (const auto &[name, value] : m_exec.env)
        hash.addData(QByteArray("\1", 1) + name.toUtf8() + '=' + value.toUtf8());
    hash.addData(m_cluster.server.toUtf8());
    return QString::fromLatin1(hash.result().toHex());
}

void ExecCredentialSource::credential(Callback callback)
{
    {
        QMutexLocker lock(&credentialCacheMutex);
        auto it = cache().constFind(cacheKey());
        if (it != cache().constEnd() && it->isValidAt(QDateTime::currentMSecsSinceEpoch())) {
            const ExecCredential cached = *it;
            lock.unlock();
            callback(cached, {});
            return;
        }
    }
    m_waiting.append(std::move(callback));
    if (!m_process)
        start();
}

void ExecCredentialSource::invalidate()
{
    QMutexLocker lock(&credentialCacheMutex);
    cache().remove(cacheKey());
}

QByteArray ExecCredentialSource::execInfo() const
{
    QJsonObject spec{{QStringLiteral("interactive"), false}};
    if (m_exec.provideClusterInfo) {
        QJsonObject cluster{{QStringLiteral("server"), m_cluster.server}};
        if (!m_cluster.tlsServerName.isEmpty())
            cluster.insert(QStringLiteral("tls-server-name"), m_cluster.tlsServerName);
        if (m_cluster.insecureSkipTlsVerify)
            cluster.insert(QStringLiteral("insecure-skip-tls-verify"), true);
        if (!m_cluster.certificateAuthorityData.isEmpty())
            cluster.insert(QStringLiteral("certificate-authority-data"), QString::fromLatin1(m_cluster.certificateAuthorityData.toBase64()));
        if (!m_cluster.proxyUrl.isEmpty())
            cluster.insert(QStringLiteral("proxy-url"), m_cluster.proxyUrl);
        if (m_cluster.disableCompression)
            cluster.insert(QStringLiteral("disable-compression"), true);
        spec.insert(QStringLiteral("cluster"), cluster);
    }
    const QJsonObject info{{QStringLiteral("apiVersion"), m_exec.apiVersion},
                           {QStringLiteral("kind"), QStringLiteral("ExecCredential")},
                           {QStringLiteral("spec"), spec}};
    return QJsonDocument(info).toJson(QJsonDocument::Compact);
}

void ExecCredentialSource::start()
{
    if (m_exec.interactiveMode == QLatin1String("Always")) {
        finish({}, Error(Error::Kind::Exec,
                         QStringLiteral("exec plugin \"%1\" needs an interactive terminal (interactiveMode: Always), which qkube cannot give it; "
                                        "log in from a terminal first or use a plugin mode that is not interactive").arg(m_exec.command),
                         m_where));
        return;
    }
    QStringList searched;
    const QString program = findCommand(m_exec.command, &searched);
    if (program.isEmpty()) {
        QString message = QStringLiteral("exec plugin \"%1\" was not found (looked in: %2)").arg(m_exec.command, searched.join(QStringLiteral(", ")));
        if (!m_exec.installHint.isEmpty())
            message += QStringLiteral("\n") + m_exec.installHint.trimmed();
        finish({}, Error(Error::Kind::Exec, message, m_where));
        return;
    }
    m_process = new QProcess(this);
    m_stdout.clear();
    m_stderr.clear();
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const auto &[name, value] : m_exec.env)
        env.insert(name, value);
    env.insert(QStringLiteral("KUBERNETES_EXEC_INFO"), QString::fromUtf8(execInfo()));
    m_process->setProcessEnvironment(env);
    m_process->setStandardInputFile(QProcess::nullDevice());
    // Its own process group, so that a timeout or the end of the application stops everything it started.
    m_process->setChildProcessModifier([] { ::setpgid(0, 0); });
    connect(m_process, &QProcess::started, this, [this] { registerGroup(m_process->processId()); });
    connect(m_process, &QProcess::readyReadStandardOutput, this, [this] {
        m_stdout += m_process->readAllStandardOutput();
        if (m_stdout.size() > maxStdoutBytes)
            stopPlugin(Error(Error::Kind::Exec,
                             withStderr(QStringLiteral("exec plugin \"%1\" printed more than %2 KiB and was stopped with its process group")
                                            .arg(m_exec.command)
                                            .arg(maxStdoutBytes / 1024)),
                             m_where));
    });
    connect(m_process, &QProcess::readyReadStandardError, this, [this] {
        m_stderr += m_process->readAllStandardError();
        if (m_stderr.size() > maxStderrBytes)
            m_stderr = m_stderr.right(maxStderrBytes);
    });
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error != QProcess::FailedToStart || !m_process)
            return;
        const QString message = QStringLiteral("exec plugin \"%1\" could not start: %2").arg(m_exec.command, m_process->errorString());
        m_process->deleteLater();
        m_process = nullptr;
        finish({}, Error(Error::Kind::Exec, message, m_where));
    });
    connect(m_process, &QProcess::finished, this, [this](int exitCode, QProcess::ExitStatus status) {
        QProcess *process = m_process;
        m_process = nullptr;
        process->deleteLater();
        unregisterGroup(process->processId());
        m_stdout += process->readAllStandardOutput();
        m_stderr += process->readAllStandardError();
        m_stderr = m_stderr.right(maxStderrBytes);
        if (status != QProcess::NormalExit || exitCode != 0) {
            const QString message = status == QProcess::NormalExit
                ? QStringLiteral("exec plugin \"%1\" failed with exit code %2").arg(m_exec.command).arg(exitCode)
                : QStringLiteral("exec plugin \"%1\" crashed").arg(m_exec.command);
            finish({}, Error(Error::Kind::Exec, withStderr(message), m_where));
            return;
        }
        auto credential = parseOutput(m_stdout.left(maxStdoutBytes), m_exec.apiVersion);
        if (!credential) {
            finish({}, Error(Error::Kind::Exec, withStderr(QStringLiteral("exec plugin \"%1\": %2").arg(m_exec.command, credential.error().message())), m_where));
            return;
        }
        {
            QMutexLocker lock(&credentialCacheMutex);
            cache().insert(cacheKey(), credential.value());
        }
        finish(credential.value(), {});
    });
    m_timeout.start(m_timeoutMs);
    m_process->start(program, m_exec.args);
}

void ExecCredentialSource::finish(const ExecCredential &credential, const Error &error)
{
    m_timeout.stop();
    const QList<Callback> waiting = std::exchange(m_waiting, {});
    for (const Callback &callback : waiting)
        callback(credential, error);
}

Result<ExecCredential> ExecCredentialSource::parseOutput(const QByteArray &output, const QString &expectedApiVersion)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(output, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject())
        return Error(Error::Kind::Exec, QStringLiteral("printed output that is not an ExecCredential JSON object (%1 at offset %2)")
                                            .arg(parseError.errorString()).arg(parseError.offset));
    const QJsonObject root = document.object();
    const QString apiVersion = root.value(QLatin1String("apiVersion")).toString();
    if (root.value(QLatin1String("kind")).toString() != QLatin1String("ExecCredential"))
        return Error(Error::Kind::Exec, QStringLiteral("printed kind \"%1\", expected ExecCredential").arg(root.value(QLatin1String("kind")).toString()));
    if (apiVersion != expectedApiVersion)
        return Error(Error::Kind::Exec, QStringLiteral("is configured for %1 but printed apiVersion \"%2\"").arg(expectedApiVersion, apiVersion));
    const QJsonObject status = root.value(QLatin1String("status")).toObject();
    ExecCredential credential;
    credential.token = status.value(QLatin1String("token")).toString();
    credential.clientCertificatePem = status.value(QLatin1String("clientCertificateData")).toString().toUtf8();
    credential.clientKeyPem = status.value(QLatin1String("clientKeyData")).toString().toUtf8();
    const QString expiry = status.value(QLatin1String("expirationTimestamp")).toString();
    if (!expiry.isEmpty()) {
        credential.expiresAtMs = parseTimestamp(expiry.toStdString());
        if (credential.expiresAtMs == 0)
            return Error(Error::Kind::Exec, QStringLiteral("printed an expirationTimestamp that is not RFC 3339: \"%1\"").arg(expiry));
    }
    if (credential.token.isEmpty() && (credential.clientCertificatePem.isEmpty() || credential.clientKeyPem.isEmpty()))
        return Error(Error::Kind::Exec, QStringLiteral("printed neither status.token nor status.clientCertificateData with clientKeyData"));
    if (credential.clientCertificatePem.isEmpty() != credential.clientKeyPem.isEmpty())
        return Error(Error::Kind::Exec, QStringLiteral("printed only one of clientCertificateData and clientKeyData"));
    return credential;
}

} // namespace kube
