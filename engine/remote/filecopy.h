// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "execsession.h"

#include <QObject>

namespace kube {

namespace detail {
class FileCopyWorker;
}

// kubectl cp: `tar` run in the container through exec, its archive streamed in or out. A download extracts
// into `localPath` with kubectl's rules and never writes outside it (an entry with "..", an absolute path or
// a link pointing out is refused and named); an upload archives `localPath` (a file or a folder) and unpacks
// it at the container's `remotePath`. Progress in bytes; cancel() stops it and removes nothing the user had.
// The errors say what went wrong in the user's words ("tar is not in the container", "no such file",
// "permission denied").
class QKUBE_ENGINE_EXPORT FileCopy : public QObject
{
    Q_OBJECT
public:
    enum class Direction { Download, Upload };

    struct Spec
    {
        Direction direction = Direction::Download;
        QString namespaceName;
        QString pod;
        QString container;
        QString remotePath; // in the container
        QString localPath;  // on this machine
    };

    FileCopy(RestConfig config, Spec spec, QObject *parent = nullptr);
    ~FileCopy() override;

    const Spec &spec() const { return m_spec; }
    // kubectl's --no-preserve: the container's tar does not restore the uploaded files' owner and mode.
    void setNoPreserve(bool noPreserve) { m_noPreserve = noPreserve; }
    // The command named in kubectl's advice on a skipped symbolic link ("kubectl" → "consider using \"kubectl
    // exec -n NAMESPACE ...\""), and the namespace it names (kubectl: the one the user typed, maybe none);
    // empty (the default): the short warning only.
    void setExecCommandName(const QString &name, const QString &namespaceInAdvice)
    {
        m_execCommandName = name;
        m_adviceNamespace = namespaceInAdvice;
    }
    void start();
    void cancel();
    // tar's exit code in the container once finished (2 for "Cannot stat"), -1 when it is not known.
    int exitCode() const { return m_exitCode; }
    // What went wrong in the container, once finished with an error: for a window to say it in its own words
    // (the error's message is kubectl's English).
    enum class Failure { None, TarMissing, NoSuchFile, PermissionDenied, NoSpace, Other };
    Failure failure() const { return m_failure; }

Q_SIGNALS:
    void progress(qint64 bytes);
    // tar's own warnings (kubectl prints them: "tar: Removing leading `/' from member names").
    void warning(const QString &text);
    void finished(const kube::Error &error);

private:
    friend class detail::FileCopyWorker; // sets m_exitCode as it finishes
    struct Worker;
    Spec m_spec;
    bool m_noPreserve = false;
    QString m_execCommandName;
    QString m_adviceNamespace;
    int m_exitCode = -1;
    Failure m_failure = Failure::None;
    std::shared_ptr<Worker> m_worker;
};

} // namespace kube
