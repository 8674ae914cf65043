// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "execcredential.h"

#include "core/object.h"

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

namespace kube {

namespace {

QMutex cacheMutex;
QHash<QString, ExecCredential> &cache()
{
    static QHash<QString, ExecCredential> credentials;
    return credentials;
}

constexpr int maxStderrInError = 400;

} // namespace

ExecCredentialSource::ExecCredentialSource(ExecConfig exec, ExecClusterInfo cluster, QString where, int timeoutMs, QObject *parent)
    : QObject(parent), m_exec(std::move(exec)), m_cluster(std::move(cluster)), m_where(std::move(where)), m_timeoutMs(timeoutMs)
{
    m_timeout.setSingleShot(true);
    connect(&m_timeout, &QTimer::timeout, this, [this] {
        if (!m_process)
            return;
        m_process->disconnect(this);
        m_process->kill();
        m_process->deleteLater();
        m_process = nullptr;
        finish({}, Error(Error::Kind::Exec,
                         QStringLiteral("exec plugin \"%1\" did not finish within %2 s and was stopped").arg(m_exec.command).arg(m_timeoutMs / 1000.0),
                         m_where));
    });
}

ExecCredentialSource::~ExecCredentialSource()
{
    if (m_process) {
        m_process->disconnect(this);
        m_process->kill();
        m_process->waitForFinished(1000); // reap the child: a killed process exits at once
        delete m_process;
    }
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
        QMutexLocker lock(&cacheMutex);
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
    QMutexLocker lock(&cacheMutex);
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
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const auto &[name, value] : m_exec.env)
        env.insert(name, value);
    env.insert(QStringLiteral("KUBERNETES_EXEC_INFO"), QString::fromUtf8(execInfo()));
    m_process->setProcessEnvironment(env);
    m_process->setStandardInputFile(QProcess::nullDevice());
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
        const QByteArray stdoutBytes = process->readAllStandardOutput();
        const QString stderrText = QString::fromLocal8Bit(process->readAllStandardError()).trimmed().left(maxStderrInError);
        if (status != QProcess::NormalExit || exitCode != 0) {
            QString message = status == QProcess::NormalExit
                ? QStringLiteral("exec plugin \"%1\" failed with exit code %2").arg(m_exec.command).arg(exitCode)
                : QStringLiteral("exec plugin \"%1\" crashed").arg(m_exec.command);
            if (!stderrText.isEmpty())
                message += QStringLiteral(": ") + stderrText;
            finish({}, Error(Error::Kind::Exec, message, m_where));
            return;
        }
        auto credential = parseOutput(stdoutBytes, m_exec.apiVersion);
        if (!credential) {
            finish({}, Error(Error::Kind::Exec, QStringLiteral("exec plugin \"%1\": %2").arg(m_exec.command, credential.error().message()), m_where));
            return;
        }
        {
            QMutexLocker lock(&cacheMutex);
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
