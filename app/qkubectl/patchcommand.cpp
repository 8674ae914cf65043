// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "patchcommand.h"
#include "manifestreader.h"

#include "rest/yamldecoder.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

void PatchCommand::addFlags(FlagSet &flags)
{
    VerbCommand::addFlags(flags);
    flags.addString(QStringLiteral("patch"), QLatin1Char('p'), {}, QStringLiteral("The patch"));
    flags.addString(QStringLiteral("patch-file"), {}, {}, QStringLiteral("A file with the patch"));
    flags.addString(QStringLiteral("type"), {}, QStringLiteral("strategic"),
                    QStringLiteral("strategic, merge or json"));
    flags.addStringSlice(QStringLiteral("filename"), QLatin1Char('f'),
                         QStringLiteral("A file (or - for stdin) with the objects; repeatable"));
    flags.addString(QStringLiteral("subresource"), {}, {},
                    QStringLiteral("Patch this subresource (status, scale)"));
    flags.addString(QStringLiteral("output"), QLatin1Char('o'), {}, QStringLiteral("Output format"));
}

PatchCommand::PatchCommand(const Invocation &invocation, QObject *parent) : VerbCommand(invocation, parent) {}

bool PatchCommand::validate(QString *error)
{
    const QString type = value(QStringLiteral("type"));
    if (type == QLatin1String("json"))
        m_type = kube::PatchType::Json;
    else if (type == QLatin1String("merge"))
        m_type = kube::PatchType::Merge;
    else if (type == QLatin1String("strategic"))
        m_type = kube::PatchType::StrategicMerge;
    else {
        *error = QStringLiteral("error: --type must be one of [json merge strategic], not \"%1\"").arg(type);
        return false;
    }
    QString text = value(QStringLiteral("patch"));
    const QString file = value(QStringLiteral("patch-file"));
    if (!text.isEmpty() && !file.isEmpty()) {
        *error = QStringLiteral("error: cannot specify --patch and --patch-file together");
        return false;
    }
    if (!file.isEmpty()) {
        QFile f(file);
        if (!f.open(QIODevice::ReadOnly)) {
            *error = QStringLiteral("error: unable to read patch file: open %1: no such file or directory")
                         .arg(file);
            return false;
        }
        text = QString::fromUtf8(f.readAll());
    }
    if (text.isEmpty()) {
        *error = QStringLiteral(
            "error: must specify --patch or --patch-file containing the contents of the patch");
        return false;
    }
    // kubectl reads the patch as YAML (JSON is YAML) and sends it as JSON; text that is neither goes as it
    // is, for the server to refuse in its words.
    QJsonParseError parseError;
    QJsonDocument::fromJson(text.toUtf8(), &parseError);
    if (parseError.error == QJsonParseError::NoError) {
        m_patch = text.toUtf8();
    } else if (const auto documents = kube::YamlDecoder::decodeAll(text);
               documents && documents->size() == 1) {
        const QJsonValue v = documents->first().value;
        m_patch = v.isArray() ? QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact)
                              : QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact);
    } else {
        m_patch = text.toUtf8();
    }
    if (args().isEmpty() && values(QStringLiteral("filename")).isEmpty()) {
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

void PatchCommand::start()
{
    QString error;
    if (!values(QStringLiteral("filename")).isEmpty()) {
        const auto entries = ManifestReader::read(values(QStringLiteral("filename")));
        if (!entries) {
            fail(QStringLiteral("error: ") + entries.error().message());
            return;
        }
        for (const ManifestReader::Entry &entry : entries.value()) {
            const auto target = targetOf(entry.object, entry.source, &error);
            if (!target) {
                fail(error);
                return;
            }
            m_targets.append(*target);
        }
    } else {
        const auto targets = resolveTargets(args(), true, &error);
        if (!targets) {
            fail(error);
            return;
        }
        m_targets = *targets;
    }
    patchNext();
}

void PatchCommand::patchNext()
{
    if (m_targets.isEmpty()) {
        finish(m_failed ? 1 : 0);
        return;
    }
    const Target target = m_targets.takeFirst();
    const QString subresource = value(QStringLiteral("subresource"));
    kube::Request get = request("GET", target);
    get.subresource(subresource);
    send(get, [this, target, subresource](const kube::Response &current) {
        if (!current.ok()) {
            writeErr(kubectlErrorMessage(current.error) + QLatin1Char('\n'));
            m_failed = true;
            patchNext();
            return;
        }
        const QJsonObject before = objectOf(current);
        kube::Request r = request("PATCH", target);
        r.subresource(subresource).body(m_patch, kube::patchContentType(m_type));
        send(r, [this, target, before](const kube::Response &response) {
            if (!response.ok()) {
                writeErr(kubectlErrorMessage(response.error) + QLatin1Char('\n'));
                m_failed = true;
            } else if (value(QStringLiteral("output")) == QLatin1String("name")) {
                writeOut(QStringLiteral("%1/%2\n").arg(kindPrefix(target.resource), target.name));
            } else {
                writeOut(QStringLiteral("%1/%2 patched%3\n")
                             .arg(kindPrefix(target.resource), target.name,
                                  objectOf(response) == before ? QStringLiteral(" (no change)") : QString()));
            }
            patchNext();
        });
    });
}
