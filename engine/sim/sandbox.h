// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QHash>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>

namespace kube::sim {

// What a sandboxed process of a container is: its command, its environment (the pod spec's literal values)
// and whether it gets a terminal (then `terminalPath` is the pseudo-terminal's slave, made visible inside).
struct SandboxSpec
{
    QString podUid;
    QString podName;
    QString container;
    QStringList command;
    QList<std::pair<QString, QString>> env;
    bool tty = false;
    QString terminalPath;
};

// The filesystems kubesim's containers run in: a directory per container (under a kubesim-private temporary
// directory removed with this object) holding a few files of its own (/etc/hostname, /etc/passwd, /etc/group,
// /etc/hosts, a home /root), made the root of a bubblewrap sandbox: the host's /usr (and /bin, /lib... where
// they are not links into /usr), /etc/alternatives and /etc/ld.so.cache read-only, fresh /proc, /dev and
// /tmp, every namespace unshared (no network), a clean environment. Nothing else of the host is reachable
// from inside. Lives on kubesim's thread; no processes of its own (ContainerProcess runs what arguments()
// says).
class Sandbox
{
public:
    // `enabled` false: no sandbox can be made (every exec is refused), for tests of the refusal.
    explicit Sandbox(bool enabled = true);

    // Whether sandboxes can be made at all (bubblewrap found); else false with the reason in *error.
    bool available(QString *error) const;
    // bwrap's full command line (program first) for `spec`, the container's directory made on first use; the
    // child's status is written as JSON to file descriptor `statusFd` (bwrap --json-status-fd).
    QStringList arguments(const SandboxSpec &spec, int statusFd, QString *error);
    // The directory that is the container's "/" (made on first use), or empty.
    QString rootOf(const QString &podUid, const QString &podName, const QString &container,
                   QString *error = nullptr);
    // A pod went away: its containers' directories are removed.
    void removePod(const QString &podUid);

private:
    static QString safeName(QString name);

    bool m_enabled;
    QString m_bwrap;
    std::unique_ptr<QTemporaryDir> m_base;
};

} // namespace kube::sim
