// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "cpcommand.h"
#include "flagerror.h"
#include "printers/builtinkinds.h"

#include "defaultcontainer.h"

#include <QFileInfo>

void CpCommand::addFlags(FlagSet &flags)
{
    VerbCommand::addFlags(flags);
    flags.addString(QStringLiteral("container"), QLatin1Char('c'), {},
                    QStringLiteral("The container (default: the pod's default container)"));
    flags.addBool(QStringLiteral("no-preserve"), {}, false,
                  QStringLiteral("Do not keep the files' owners and permissions"));
    flags.addInt(QStringLiteral("retries"), {}, 0,
                 QStringLiteral("Copy again this often when the stream breaks (0: never)"));
}

CpCommand::CpCommand(const Invocation &invocation, QObject *parent) : VerbCommand(invocation, parent) {}

std::optional<CpCommand::FileSpec> CpCommand::fileSpec(const QString &argument, QString *error)
{
    // kubectl's extractFileSpec: the first ':' splits "[namespace/]pod" from the path.
    const qsizetype colon = argument.indexOf(QLatin1Char(':'));
    if (colon == 0) {
        *error =
            QStringLiteral("error: filespec must match the canonical format: [[namespace/]pod:]file/path");
        return std::nullopt;
    }
    if (colon < 0)
        return FileSpec{{}, {}, argument};
    const QStringList pieces = argument.left(colon).split(QLatin1Char('/'));
    if (pieces.size() > 2) {
        *error =
            QStringLiteral("error: filespec must match the canonical format: [[namespace/]pod:]file/path");
        return std::nullopt;
    }
    return pieces.size() == 2 ? FileSpec{pieces[0], pieces[1], argument.mid(colon + 1)}
                              : FileSpec{{}, pieces[0], argument.mid(colon + 1)};
}

bool CpCommand::validate(QString *error)
{
    if (args().size() != 2) {
        *error = QStringLiteral("error: source and destination are required");
        return false;
    }
    const auto source = fileSpec(args()[0], error);
    if (!source)
        return false;
    const auto destination = fileSpec(args()[1], error);
    if (!destination)
        return false;
    if (!source->pod.isEmpty() && !destination->pod.isEmpty()) {
        *error = QStringLiteral("error: one of src or dest must be a local file specification");
        return false;
    }
    if (source->path.isEmpty() || destination->path.isEmpty()) {
        *error = QStringLiteral("error: filepath can not be empty");
        return false;
    }
    if (source->pod.isEmpty() && destination->pod.isEmpty()) {
        *error = QStringLiteral("error: one of src or dest must be a remote file specification");
        return false;
    }
    m_source = *source;
    m_destination = *destination;
    return true;
}

void CpCommand::start()
{
    // As kubectl's exec under cp: the pod read first, a completed one refused, the container defaulted (with
    // its note, which a download prints where tar's lines go: stdout).
    const bool download = !m_source.pod.isEmpty();
    const FileSpec &remote = download ? m_source : m_destination;
    if (!download && !QFileInfo::exists(m_source.path) && !QFileInfo(m_source.path).isSymLink()) {
        fail(QStringLiteral("error: %1 doesn't exist in local filesystem").arg(m_source.path));
        return;
    }
    QString error;
    const auto pods =
        resolveTargets({QLatin1String(kube::BuiltinKinds::pods.resource), remote.pod}, true, &error);
    if (!pods) {
        fail(error);
        return;
    }
    Target target = pods->first();
    if (!remote.namespaceName.isEmpty())
        target.namespaceName = remote.namespaceName;
    send(request("GET", target), [this, download, target](const kube::Response &response) {
        if (!response.ok()) {
            fail(kubectlErrorMessage(response.error));
            return;
        }
        const QJsonObject pod = objectOf(response);
        const QString phase = pod[QLatin1String("status")][QLatin1String("phase")].toString();
        if (phase == QLatin1String("Succeeded") || phase == QLatin1String("Failed")) {
            fail(QStringLiteral("error: cannot exec into a container in a completed pod; current phase is %1")
                     .arg(phase));
            return;
        }
        // A named container is the server's to check ("container x is not valid for pod y"), as with kubectl.
        if (!value(QStringLiteral("container")).isEmpty()) {
            copy(target.namespaceName, value(QStringLiteral("container")));
            return;
        }
        const DefaultContainer chosen = findOrDefaultContainer(pod, {});
        if (!chosen.ok()) {
            fail(QStringLiteral("error: ") + chosen.error);
            return;
        }
        if (!chosen.note.isEmpty())
            (download ? writeOut : writeErr)(chosen.note + QLatin1Char('\n'));
        copy(target.namespaceName, chosen.name);
    });
}

void CpCommand::copy(const QString &namespaceName, const QString &container)
{
    const bool download = !m_source.pod.isEmpty();
    const FileSpec &remote = download ? m_source : m_destination;
    kube::FileCopy::Spec spec;
    spec.direction = download ? kube::FileCopy::Direction::Download : kube::FileCopy::Direction::Upload;
    spec.namespaceName = namespaceName;
    spec.pod = remote.pod;
    spec.container = container;
    spec.remotePath = remote.path;
    spec.localPath = download ? m_destination.path : m_source.path;
    m_copy = new kube::FileCopy(client()->config(), spec, this);
    m_copy->setNoPreserve(flag(QStringLiteral("no-preserve")));
    m_copy->setExecCommandName(FlagError::program(), remote.namespaceName);
    // kubectl downloads with tar's stderr on its stdout, and uploads with it on stderr; its own warnings
    // (links skipped, entries outside the destination) go to stderr.
    connect(m_copy, &kube::FileCopy::warning, this, [download](const QString &text) {
        const QString line = text + QLatin1Char('\n');
        if (text.startsWith(QLatin1String("warning: ")) || !download)
            writeErr(line);
        else
            writeOut(line);
    });
    connect(m_copy, &kube::FileCopy::finished, this, [this](const kube::Error &error) {
        const int code = m_copy->exitCode();
        if (!error) {
            finish(0);
            return;
        }
        if (code > 0 && code != 127) {
            writeErr(QStringLiteral("command terminated with exit code %1\n").arg(code));
            finish(code);
            return;
        }
        fail(error.kind() == kube::Error::Kind::Status ? kubectlErrorMessage(error)
                                                       : QStringLiteral("error: ") + error.message());
    });
    m_copy->start();
}
