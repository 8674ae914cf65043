// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "editcommand.h"

#include "core/jsonmergepatch.h"
#include "printers/outputformat.h"
#include "rest/yamldecoder.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QProcessEnvironment>
#include <QTemporaryFile>

namespace {

const QString header = QStringLiteral(
    "# Please edit the object below. Lines beginning with a '#' will be ignored,\n"
    "# and an empty file will abort the edit. If an error occurs while saving this file will be\n"
    "# reopened with the relevant failures.\n"
    "#\n");

// The file without its comment lines.
QString withoutComments(const QString &text)
{
    QStringList kept;
    for (const QString &line : text.split(QLatin1Char('\n')))
        if (!line.trimmed().startsWith(QLatin1Char('#')))
            kept.append(line);
    return kept.join(QLatin1Char('\n'));
}

} // namespace

void EditCommand::addFlags(FlagSet &flags)
{
    VerbCommand::addFlags(flags);
    flags.addString(QStringLiteral("output"), QLatin1Char('o'), QStringLiteral("yaml"),
                    QStringLiteral("Output format"));
}

EditCommand::EditCommand(const Invocation &invocation, QObject *parent) : VerbCommand(invocation, parent) {}

bool EditCommand::validate(QString *error)
{
    const QString output = value(QStringLiteral("output"));
    if (output != QLatin1String("yaml") && output != QLatin1String("json")) {
        *error = QStringLiteral("error: the flag 'output' must be one of yaml|json");
        return false;
    }
    if (args().isEmpty()) {
        *error = QStringLiteral("error: You must provide one or more resources by argument or filename.\n"
                                "Example resource specifications include:\n"
                                "   '-f rsrc.yaml'\n"
                                "   '--filename=rsrc.json'\n"
                                "   '<resource> <name>'\n"
                                "   '<resource>'");
        return false;
    }
    return true;
}

void EditCommand::start()
{
    QString error;
    const auto targets = resolveTargets(args(), true, &error);
    if (!targets) {
        fail(error);
        return;
    }
    if (targets->size() != 1) {
        fail(QStringLiteral("error: qkubectl edit changes one object at a time"));
        return;
    }
    m_target = targets->first();
    send(request("GET", m_target), [this](const kube::Response &response) {
        if (!response.ok()) {
            fail(kubectlErrorMessage(response.error));
            return;
        }
        m_original = kube::OutputFormat::withoutManagedFields(objectOf(response));
        const bool json = value(QStringLiteral("output")) == QLatin1String("json");
        m_body = json ? kube::OutputFormat::toJson(m_original) + QLatin1Char('\n')
                      : kube::OutputFormat::toYaml(m_original);
        QTemporaryFile file(QDir::tempPath() + (json ? QStringLiteral("/kubectl-edit-XXXXXXXXXX.json")
                                                     : QStringLiteral("/kubectl-edit-XXXXXXXXXX.yaml")));
        file.setAutoRemove(false);
        if (!file.open()) {
            fail(QStringLiteral("error: cannot create a temporary file in %1: %2")
                     .arg(QDir::tempPath(), file.errorString()));
            return;
        }
        m_path = file.fileName();
        openEditor();
    });
}

void EditCommand::openEditor()
{
    QFile file(m_path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
        file.write((header + m_comments + m_body).toUtf8()) < 0) {
        fail(QStringLiteral("error: cannot write %1: %2").arg(m_path, file.errorString()));
        return;
    }
    file.close();
    const QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    QString editor = environment.value(QStringLiteral("KUBE_EDITOR"));
    if (editor.isEmpty())
        editor = environment.value(QStringLiteral("EDITOR"));
    if (editor.isEmpty())
        editor = QStringLiteral("vi");
    // Through the shell, as kubectl does for an editor with arguments ("code --wait").
    m_editor = new QProcess(this);
    m_editor->setProcessChannelMode(QProcess::ForwardedChannels);
    m_editor->setInputChannelMode(QProcess::ForwardedInputChannel);
    connect(m_editor, &QProcess::finished, this, [this, editor](int code, QProcess::ExitStatus status) {
        m_editor->deleteLater();
        if (status != QProcess::NormalExit || code != 0) {
            fail(QStringLiteral("error: there was a problem with the editor \"%1\"").arg(editor));
            return;
        }
        edited();
    });
    connect(m_editor, &QProcess::errorOccurred, this, [this, editor](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            fail(QStringLiteral("error: there was a problem with the editor \"%1\"").arg(editor));
    });
    m_editor->start(QStringLiteral("/bin/sh"),
                    {QStringLiteral("-c"), editor + QStringLiteral(" \"$1\""), QStringLiteral("sh"), m_path});
}

void EditCommand::edited()
{
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly)) {
        fail(QStringLiteral("error: cannot read %1: %2").arg(m_path, file.errorString()));
        return;
    }
    const QString body = withoutComments(QString::fromUtf8(file.readAll()));
    if (body.trimmed().isEmpty()) {
        cancel();
        return;
    }
    if (body == m_body) {
        if (m_lastError.isEmpty()) {
            cancel();
            return;
        }
        fail(QStringLiteral("error: %1\nA copy of your changes has been stored to \"%2\"\nerror: Edit "
                            "cancelled, no valid changes were saved.")
                 .arg(m_lastError, m_path));
        return;
    }
    m_body = body;
    const QString what = QStringLiteral("%1 \"%2\"")
                             .arg(m_target.resource.group.isEmpty()
                                      ? m_target.resource.name
                                      : m_target.resource.name + QLatin1Char('.') + m_target.resource.group,
                                  m_target.name);
    const auto parsed = kube::YamlDecoder::decodeObject(body);
    if (!parsed) {
        reopen(QStringLiteral("# %1 was not valid:\n# * <nil>: Invalid value: \"The edited file failed "
                              "validation\": %2\n#\n")
                   .arg(what, parsed.error().message()),
               QStringLiteral("%1 is invalid").arg(what));
        return;
    }
    if (parsed.value() == m_original) {
        cancel();
        return;
    }
    kube::Request r = request("PATCH", m_target);
    r.body(QJsonDocument(kube::JsonMergePatch::create(m_original, parsed.value()))
               .toJson(QJsonDocument::Compact),
           kube::patchContentType(kube::PatchType::Merge));
    send(r, [this, what](const kube::Response &response) {
        if (!response.ok()) {
            QString comments;
            for (const QString &line : response.error.message().split(QLatin1Char('\n')))
                comments += QStringLiteral("# ") + line + QLatin1Char('\n');
            reopen(comments + QStringLiteral("#\n"), response.error.message());
            return;
        }
        QFile::remove(m_path);
        writeOut(QStringLiteral("%1/%2 edited\n").arg(kindPrefix(m_target.resource), m_target.name));
        finish(0);
    });
}

void EditCommand::reopen(const QString &comments, const QString &summary)
{
    m_comments = comments;
    m_lastError = summary;
    openEditor();
}

void EditCommand::cancel()
{
    QFile::remove(m_path);
    writeErr(QStringLiteral("Edit cancelled, no changes made.\n"));
    finish(0);
}
