// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "filecopy.h"

#include "tarextractor.h"
#include "tarwriter.h"

#include "core/threadhandoff.h"

#include <QDir>
#include <QFileInfo>
#include <QPointer>
#include <QRegularExpression>
#include <QThread>
#include <QTimer>

namespace kube {

namespace {

// Upload pieces: big enough to keep the stream busy, small enough that one is never a burden in memory.
constexpr qint64 copyPieceBytes = 256 * 1024;
// ExecSession refuses stdin past its limit and says nothing when it drains: the upload tries again this soon.
constexpr int copyStdinRetryMs = 5;
// How much of tar's stderr is kept to word the error (tar says what failed in its first lines).
constexpr qsizetype copyStderrKeptBytes = 16 * 1024;
// sh's and the kubelet's way to say a command does not exist.
constexpr int commandNotFoundExitCode = 127;

// kubectl's remotePath: a Unix path, one trailing slash dropped, backslashes as slashes.
QString remotePathOf(QString path)
{
    path.replace(QLatin1Char('\\'), QLatin1Char('/'));
    if (path.size() > 1 && path.endsWith(QLatin1Char('/')))
        path.chop(1);
    return path;
}

// kubectl's stripPathShortcuts: leading "../" removed, "." and ".." as nothing, one leading slash dropped.
QString withoutShortcuts(QString path)
{
    while (path.startsWith(QLatin1String("../")))
        path.remove(0, 3);
    if (path == QLatin1String(".") || path == QLatin1String(".."))
        path.clear();
    if (path.startsWith(QLatin1Char('/')))
        path.remove(0, 1);
    return path;
}

QString remoteDir(const QString &path)
{
    const qsizetype slash = path.lastIndexOf(QLatin1Char('/'));
    if (slash < 0)
        return QStringLiteral(".");
    return slash == 0 ? QStringLiteral("/") : path.left(slash);
}

QString remoteBase(const QString &path)
{
    return path.mid(path.lastIndexOf(QLatin1Char('/')) + 1);
}

QString goQuote(const QString &text)
{
    QString out = text;
    out.replace(QLatin1Char('\\'), QLatin1String("\\\\")).replace(QLatin1Char('"'), QLatin1String("\\\""));
    return QLatin1Char('"') + out + QLatin1Char('"');
}

} // namespace

namespace detail {

// One copy's thread: the exec sessions (`test -d`, then tar), the archive being written or extracted, and the
// files on disk. Results go to the owner by queued calls.
class FileCopyWorker : public QObject
{
public:
    FileCopyWorker(RestConfig config, FileCopy::Spec spec, bool noPreserve, QString execCommandName,
                   QString adviceNamespace, QPointer<FileCopy> owner)
        : m_config(std::move(config)), m_spec(std::move(spec)), m_noPreserve(noPreserve),
          m_execCommandName(std::move(execCommandName)), m_adviceNamespace(std::move(adviceNamespace)),
          m_owner(std::move(owner))
    {
    }

    void start();
    void cancel();

private:
    template <typename F> void toOwner(F &&call)
    {
        if (m_owner)
            detail::postMarked(m_owner.data(), std::forward<F>(call));
    }
    ExecSession *exec(QStringList command, bool stdin);
    void download();
    void upload();
    void startUpload(const QString &destination);
    void feed();
    void tarStderr(const QByteArray &bytes);
    void passWarnings(const QStringList &warnings);
    void finish(const Error &error, int exitCode = -1);
    Error wordedError(const ExecResult &result);

    RestConfig m_config;
    FileCopy::Spec m_spec;
    bool m_noPreserve;
    QString m_execCommandName;
    QString m_adviceNamespace;
    QPointer<FileCopy> m_owner;
    ExecSession *m_session = nullptr;
    std::unique_ptr<TarExtractor> m_extractor;
    std::unique_ptr<TarWriter> m_writer;
    QByteArray m_heldPiece;                                // refused by writeStdin, sent again
    FileCopy::Failure m_failure = FileCopy::Failure::None; // what wordedError found
    QTimer *m_retry = nullptr;
    QByteArray m_stderr;
    QByteArray m_stderrLine;
    qint64 m_bytes = 0;
    Error m_extractError;
    bool m_done = false;
};

ExecSession *FileCopyWorker::exec(QStringList command, bool stdin)
{
    ExecSpec spec;
    spec.namespaceName = m_spec.namespaceName;
    spec.pod = m_spec.pod;
    spec.container = m_spec.container;
    spec.command = std::move(command);
    spec.stdin = stdin;
    return new ExecSession(m_config, spec, this);
}

void FileCopyWorker::start()
{
    if (m_spec.direction == FileCopy::Direction::Download)
        download();
    else
        upload();
}

void FileCopyWorker::cancel()
{
    finish(Error(Error::Kind::Cancelled, QStringLiteral("the copy was cancelled")));
}

void FileCopyWorker::finish(const Error &error, int exitCode)
{
    if (std::exchange(m_done, true))
        return;
    if (m_retry)
        m_retry->stop();
    if (m_session) {
        m_session->disconnect(this);
        m_session->close();
        m_session->deleteLater();
        m_session = nullptr;
    }
    m_extractor.reset(); // closes a file being written
    m_writer.reset();
    toOwner([owner = m_owner, error, exitCode, failure = error ? m_failure : FileCopy::Failure::None] {
        owner->m_exitCode = exitCode;
        owner->m_failure = failure;
        Q_EMIT owner->finished(error);
    });
}

void FileCopyWorker::passWarnings(const QStringList &warnings)
{
    for (const QString &text : warnings)
        toOwner([owner = m_owner, text] { Q_EMIT owner->warning(text); });
}

void FileCopyWorker::tarStderr(const QByteArray &bytes)
{
    if (m_stderr.size() < copyStderrKeptBytes)
        m_stderr += bytes.left(copyStderrKeptBytes - m_stderr.size());
    // tar's lines, each a warning as kubectl passes them on ("tar: Removing leading `/' from member names").
    m_stderrLine += bytes;
    qsizetype newline;
    QStringList lines;
    while ((newline = m_stderrLine.indexOf('\n')) >= 0) {
        lines.append(QString::fromUtf8(m_stderrLine.left(newline)));
        m_stderrLine.remove(0, newline + 1);
    }
    if (m_stderrLine.size() > copyStderrKeptBytes) // a line that never ends: passed on in pieces
        lines.append(QString::fromUtf8(std::exchange(m_stderrLine, {})));
    passWarnings(lines);
}

Error FileCopyWorker::wordedError(const ExecResult &result)
{
    const QString where = QStringLiteral("%1/%2").arg(m_spec.namespaceName, m_spec.pod);
    const QString stderrText = QString::fromUtf8(m_stderr).trimmed();
    const QString serverMessage = result.error.message();
    // tar missing: the kubelet's "executable file not found", or a shell's 127.
    if ((result.error && serverMessage.contains(QLatin1String("executable file not found"))) ||
        (result.exitCodeKnown && result.exitCode == commandNotFoundExitCode)) {
        m_failure = FileCopy::Failure::TarMissing;
        return Error(
            Error::Kind::Invalid,
            QStringLiteral("tar is not in the container: copying needs the 'tar' program in the image (%1)")
                .arg(serverMessage.isEmpty() ? stderrText : serverMessage),
            where);
    }
    m_failure = FileCopy::Failure::Other;
    if (result.error)
        return result.error;
    if (!result.exitCodeKnown || result.exitCode == 0)
        return {};
    const QString path = m_spec.remotePath;
    if (stderrText.contains(QLatin1String("No such file or directory"))) {
        m_failure = FileCopy::Failure::NoSuchFile;
        return Error(Error::Kind::Invalid,
                     QStringLiteral("no such file or folder in the container: %1").arg(path), where);
    }
    if (stderrText.contains(QLatin1String("Permission denied"))) {
        m_failure = FileCopy::Failure::PermissionDenied;
        return Error(Error::Kind::Invalid, QStringLiteral("permission denied in the container: %1").arg(path),
                     where);
    }
    if (stderrText.contains(QLatin1String("No space left on device"))) {
        m_failure = FileCopy::Failure::NoSpace;
        return Error(Error::Kind::Invalid, QStringLiteral("no space left in the container for %1").arg(path),
                     where);
    }
    return Error(Error::Kind::Invalid,
                 QStringLiteral("command terminated with exit code %1%2")
                     .arg(result.exitCode)
                     .arg(stderrText.isEmpty()
                              ? QString()
                              : QStringLiteral(": ") + stderrText.section(QLatin1Char('\n'), 0, 0)),
                 where);
}

void FileCopyWorker::download()
{
    const QString source = remotePathOf(m_spec.remotePath);
    if (source.isEmpty() || m_spec.localPath.isEmpty()) {
        finish(Error(Error::Kind::Invalid, QStringLiteral("filepath can not be empty")));
        return;
    }
    // kubectl: the entries start with the copied path as tar names it (no leading slash, no "../").
    const QString prefix = withoutShortcuts(
        QDir::cleanPath(QString(source).remove(QRegularExpression(QStringLiteral("^[/\\\\]+")))));
    QString hint;
    if (!m_execCommandName.isEmpty())
        hint = QStringLiteral("(consider using \"%1 exec -n %2 %3 -- tar cf - %4 | tar xf -\")")
                   .arg(m_execCommandName, goQuote(m_adviceNamespace), goQuote(m_spec.pod), goQuote(source));
    QString local = m_spec.localPath;
    if (local.size() > 1 && local.endsWith(QLatin1Char('/')))
        local.chop(1);
    m_extractor = std::make_unique<TarExtractor>(TarExtractor::Options{local, prefix, hint});
    m_session = exec({QStringLiteral("tar"), QStringLiteral("cf"), QStringLiteral("-"), source}, false);
    connect(m_session, &ExecSession::stdoutReceived, this, [this](const QByteArray &bytes) {
        if (m_done || m_extractError)
            return;
        m_extractError = m_extractor->write(bytes);
        passWarnings(m_extractor->takeWarnings());
        m_bytes += bytes.size();
        toOwner([owner = m_owner, bytes = m_bytes] { Q_EMIT owner->progress(bytes); });
        if (m_extractError)
            finish(m_extractError);
    });
    connect(m_session, &ExecSession::stderrReceived, this, &FileCopyWorker::tarStderr);
    connect(m_session, &ExecSession::finished, this, [this](const ExecResult &result) {
        if (m_done)
            return;
        if (!m_stderrLine.isEmpty())
            tarStderr("\n");
        const int code = result.exitCodeKnown ? result.exitCode : -1;
        if (Error error = wordedError(result)) {
            finish(error, code);
            return;
        }
        if (Error error = m_extractor->finish()) {
            finish(error, code);
            return;
        }
        passWarnings(m_extractor->takeWarnings());
        finish({}, code);
    });
    m_session->start();
}

void FileCopyWorker::upload()
{
    const QString source = QDir::cleanPath(m_spec.localPath);
    const QString destination = remotePathOf(m_spec.remotePath);
    if (m_spec.localPath.isEmpty() || destination.isEmpty()) {
        finish(Error(Error::Kind::Invalid, QStringLiteral("filepath can not be empty")));
        return;
    }
    if (!QFileInfo(source).exists() && !QFileInfo(source).isSymLink()) {
        finish(Error(Error::Kind::Invalid,
                     QStringLiteral("%1 doesn't exist in local filesystem").arg(m_spec.localPath)));
        return;
    }
    // As kubectl: into the destination when it is a folder in the container, else as it.
    m_session = exec({QStringLiteral("test"), QStringLiteral("-d"), destination}, false);
    connect(m_session, &ExecSession::finished, this, [this, source, destination](const ExecResult &result) {
        m_session->deleteLater();
        m_session = nullptr;
        if (m_done)
            return;
        const bool isFolder = !result.error && result.exitCodeKnown && result.exitCode == 0;
        startUpload(isFolder ? QDir::cleanPath(destination + QLatin1Char('/') + QFileInfo(source).fileName())
                             : destination);
    });
    m_session->start();
}

void FileCopyWorker::startUpload(const QString &destination)
{
    const QString clean = QDir::cleanPath(destination);
    m_writer = std::make_unique<TarWriter>(QDir::cleanPath(m_spec.localPath), remoteBase(clean));
    QStringList command{QStringLiteral("tar")};
    if (m_noPreserve)
        command << QStringLiteral("--no-same-permissions") << QStringLiteral("--no-same-owner");
    command << QStringLiteral("-xmf") << QStringLiteral("-");
    const QString dir = remoteDir(clean);
    if (!dir.isEmpty())
        command << QStringLiteral("-C") << dir;
    m_session = exec(command, true);
    m_retry = new QTimer(this);
    m_retry->setSingleShot(true);
    m_retry->setInterval(copyStdinRetryMs);
    connect(m_retry, &QTimer::timeout, this, &FileCopyWorker::feed);
    connect(m_session, &ExecSession::started, this, &FileCopyWorker::feed);
    connect(m_session, &ExecSession::stdoutReceived, this, &FileCopyWorker::tarStderr); // tar -x is quiet
    connect(m_session, &ExecSession::stderrReceived, this, &FileCopyWorker::tarStderr);
    connect(m_session, &ExecSession::finished, this, [this](const ExecResult &result) {
        if (m_done)
            return;
        if (!m_stderrLine.isEmpty())
            tarStderr("\n");
        const int code = result.exitCodeKnown ? result.exitCode : -1;
        if (Error error = wordedError(result)) {
            finish(error, code);
            return;
        }
        if (m_writer && !m_writer->atEnd()) {
            finish(Error(Error::Kind::Network,
                         QStringLiteral("tar in the container ended before the upload did"), m_spec.pod),
                   code);
            return;
        }
        finish({}, code);
    });
    m_session->start();
}

void FileCopyWorker::feed()
{
    if (m_done || !m_session || !m_writer)
        return;
    while (true) {
        if (m_heldPiece.isEmpty()) {
            if (m_writer->atEnd()) {
                m_session->closeStdin();
                return;
            }
            Result<QByteArray> piece = m_writer->read(copyPieceBytes);
            passWarnings(m_writer->takeWarnings());
            if (!piece) {
                finish(piece.error());
                return;
            }
            m_heldPiece = std::move(piece).value();
            if (m_heldPiece.isEmpty())
                continue;
        }
        if (!m_session->writeStdin(m_heldPiece)) {
            m_retry->start();
            return;
        }
        m_bytes += m_heldPiece.size();
        m_heldPiece.clear();
        toOwner([owner = m_owner, bytes = m_bytes] { Q_EMIT owner->progress(bytes); });
    }
}

} // namespace detail

struct FileCopy::Worker
{
    explicit Worker(RestConfig restConfig) : config(std::move(restConfig)) {}
    RestConfig config; // handed to the worker at start()
    QThread thread;
    detail::FileCopyWorker *object = nullptr; // lives on `thread`
};

FileCopy::FileCopy(RestConfig config, Spec spec, QObject *parent)
    : QObject(parent), m_spec(std::move(spec)), m_worker(std::make_shared<Worker>(std::move(config)))
{
    qRegisterMetaType<kube::Error>();
    m_worker->thread.setObjectName(QStringLiteral("file-copy"));
}

FileCopy::~FileCopy()
{
    m_worker->thread.quit();
    m_worker->thread.wait();
}

void FileCopy::start()
{
    if (m_worker->object)
        return;
    m_worker->object = new detail::FileCopyWorker(m_worker->config, m_spec, m_noPreserve, m_execCommandName,
                                                  m_adviceNamespace, this);
    m_worker->object->moveToThread(&m_worker->thread);
    connect(&m_worker->thread, &QThread::finished, m_worker->object, &QObject::deleteLater);
    m_worker->thread.start();
    detail::postMarked(m_worker->object, [object = m_worker->object] { object->start(); });
}

void FileCopy::cancel()
{
    if (!m_worker->object)
        return;
    detail::postMarked(m_worker->object, [object = m_worker->object] { object->cancel(); });
}

} // namespace kube
