// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "sandbox.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace kube::sim {

namespace {

// The host's top-level directories a container needs for sh, ls, cat and tar: bound read-only, or, where the
// host has them as links into /usr (merged /usr), the same links in the container's own root.
const char *const hostSystemDirectories[] = {"/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"};
// Host files under /etc the programs need: Debian's alternatives (awk, pager...) and the loader's cache.
const char *const hostEtcPaths[] = {"/etc/alternatives", "/etc/ld.so.cache"};
constexpr auto containerPath = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";

bool writeFile(const QString &path, const QByteArray &content)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(content) == content.size();
}

// The container's own files, made once when its directory is created (never again: a process inside may have
// replaced them with links, which kubesim must not follow).
bool makeSkeleton(const QString &root, const QString &hostname)
{
    QDir dir(root);
    for (const char *path : {"etc", "root", "tmp", "proc", "dev", "usr"})
        if (!dir.mkpath(QString::fromLatin1(path)))
            return false;
    for (const char *path : hostSystemDirectories) {
        const QFileInfo host(QString::fromLatin1(path));
        const QString inside = root + QString::fromLatin1(path);
        if (host.isSymLink()) {
            if (!QFile::link(host.symLinkTarget(),
                             inside)) // absolute (/usr/bin): resolved inside the sandbox
                return false;
        } else if (host.isDir() && !dir.mkpath(inside)) {
            return false;
        }
    }
    const QByteArray name = hostname.toUtf8();
    return writeFile(root + QStringLiteral("/etc/hostname"), name + '\n') &&
           writeFile(root + QStringLiteral("/etc/hosts"),
                     "127.0.0.1\tlocalhost\n::1\tlocalhost\n127.0.1.1\t" + name + '\n') &&
           writeFile(root + QStringLiteral("/etc/passwd"),
                     "root:x:0:0:root:/root:/bin/sh\nnobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/"
                     "nologin\n") &&
           writeFile(root + QStringLiteral("/etc/group"), "root:x:0:\nnogroup:x:65534:\n");
}

} // namespace

Sandbox::Sandbox(bool enabled) : m_enabled(enabled)
{
    m_bwrap = QStandardPaths::findExecutable(QStringLiteral("bwrap"));
}

bool Sandbox::available(QString *error) const
{
    if (!m_enabled) {
        *error = QStringLiteral("kubesim runs no process outside a sandbox, and sandboxes are switched off");
        return false;
    }
    if (m_bwrap.isEmpty()) {
        *error =
            QStringLiteral("kubesim runs exec only inside a bubblewrap sandbox, and bwrap is not installed "
                           "(Debian: apt install bubblewrap)");
        return false;
    }
    return true;
}

QString Sandbox::safeName(QString name)
{
    // Names from the API are validated by kubesim, but a path is made only of safe characters all the same.
    for (QChar &c : name)
        if (!c.isLetterOrNumber() && c != QLatin1Char('-') && c != QLatin1Char('.') && c != QLatin1Char('_'))
            c = QLatin1Char('_');
    return name.isEmpty() || name.startsWith(QLatin1Char('.')) ? QLatin1Char('_') + name : name;
}

QString Sandbox::rootOf(const QString &podUid, const QString &podName, const QString &container,
                        QString *error)
{
    if (!m_base) {
        m_base =
            std::make_unique<QTemporaryDir>(QDir::tempPath() + QStringLiteral("/kubesim-containers-XXXXXX"));
        if (!m_base->isValid()) {
            if (error)
                *error = QStringLiteral("cannot make kubesim's container directory: %1")
                             .arg(m_base->errorString());
            m_base.reset();
            return {};
        }
    }
    const QString root =
        m_base->path() + QLatin1Char('/') + safeName(podUid) + QLatin1Char('/') + safeName(container);
    if (QFileInfo::exists(root))
        return root;
    if (!QDir().mkpath(root) || !makeSkeleton(root, podName)) {
        if (error)
            *error = QStringLiteral("cannot make the container's directory %1").arg(root);
        return {};
    }
    return root;
}

QStringList Sandbox::arguments(const SandboxSpec &spec, int statusFd, QString *error)
{
    if (!available(error))
        return {};
    const QString root = rootOf(spec.podUid, spec.podName, spec.container, error);
    if (root.isEmpty())
        return {};
    QStringList args = {m_bwrap,
                        QStringLiteral("--die-with-parent"),
                        QStringLiteral("--unshare-all"),
                        QStringLiteral("--hostname"),
                        spec.podName,
                        QStringLiteral("--bind"),
                        root,
                        QStringLiteral("/"),
                        QStringLiteral("--ro-bind"),
                        QStringLiteral("/usr"),
                        QStringLiteral("/usr")};
    for (const char *path : hostSystemDirectories) {
        const QFileInfo host(QString::fromLatin1(path));
        if (host.isDir() && !host.isSymLink())
            args << QStringLiteral("--ro-bind") << host.filePath() << host.filePath();
    }
    for (const char *path : hostEtcPaths)
        if (QFileInfo::exists(QString::fromLatin1(path)))
            args << QStringLiteral("--ro-bind") << QString::fromLatin1(path) << QString::fromLatin1(path);
    args << QStringLiteral("--proc") << QStringLiteral("/proc") << QStringLiteral("--dev")
         << QStringLiteral("/dev");
    if (spec.tty) {
        // Only this terminal of the host's /dev/pts is seen inside (so that `tty` names it), none of the
        // others.
        args << QStringLiteral("--tmpfs") << QStringLiteral("/dev/pts") << QStringLiteral("--dev-bind")
             << spec.terminalPath << spec.terminalPath;
    } else {
        args << QStringLiteral("--new-session"); // no controlling terminal to push input into (TIOCSTI)
    }
    args << QStringLiteral("--clearenv");
    for (const auto &[name, value] : spec.env)
        args << QStringLiteral("--setenv") << name << value;
    args << QStringLiteral("--setenv") << QStringLiteral("HOME") << QStringLiteral("/root");
    args << QStringLiteral("--setenv") << QStringLiteral("PATH") << QString::fromLatin1(containerPath);
    args << QStringLiteral("--setenv") << QStringLiteral("HOSTNAME") << spec.podName;
    if (spec.tty)
        args << QStringLiteral("--setenv") << QStringLiteral("TERM") << QStringLiteral("xterm");
    args << QStringLiteral("--chdir") << QStringLiteral("/") << QStringLiteral("--json-status-fd")
         << QString::number(statusFd) << QStringLiteral("--");
    if (spec.tty) // the terminal becomes the controlling one of a session inside (else sh: "Cannot set tty
                  // process group")
        args << QStringLiteral("/usr/bin/setsid") << QStringLiteral("--ctty") << QStringLiteral("--wait");
    args << spec.command;
    return args;
}

void Sandbox::removePod(const QString &podUid)
{
    if (m_base)
        QDir(m_base->path() + QLatin1Char('/') + safeName(podUid))
            .removeRecursively(); // links inside are removed, not followed
}

} // namespace kube::sim
