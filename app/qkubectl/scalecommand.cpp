// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "scalecommand.h"

#include <QJsonArray>
#include <QJsonDocument>

void ScaleCommand::addFlags(FlagSet &flags)
{
    VerbCommand::addFlags(flags);
    flags.addInt(QStringLiteral("replicas"), {}, -1, QStringLiteral("The new number of replicas (required)"));
    flags.addInt(QStringLiteral("current-replicas"), {}, -1, QStringLiteral("Scale only if the replicas are this many now (-1: any)"));
    flags.addString(QStringLiteral("resource-version"), {}, {}, QStringLiteral("Scale only if the object is at this resourceVersion"));
    flags.addString(QStringLiteral("selector"), QLatin1Char('l'), {}, QStringLiteral("Label selector (app=web,tier!=db)"));
    flags.addBool(QStringLiteral("all"), {}, false, QStringLiteral("Every object of the types, in the namespace"));
    flags.addString(QStringLiteral("output"), QLatin1Char('o'), {}, QStringLiteral("Output format"));
}

ScaleCommand::ScaleCommand(const Invocation &invocation, QObject *parent)
    : VerbCommand(invocation, parent)
{
}

bool ScaleCommand::validate(QString *error)
{
    // kubectl marks --replicas required; its own wording of that goes through klog, this one as an error line.
    if (!isSet(QStringLiteral("replicas"))) {
        *error = QStringLiteral("error: required flag(s) \"replicas\" not set");
        return false;
    }
    if (integer(QStringLiteral("replicas")) < 0) {
        *error = QStringLiteral("error: The --replicas=COUNT flag is required, and COUNT must be greater than or equal to 0");
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

void ScaleCommand::start()
{
    QString error;
    const bool selecting = flag(QStringLiteral("all")) || !value(QStringLiteral("selector")).isEmpty();
    const auto targets = resolveTargets(args(), !selecting, &error);
    if (!targets) {
        fail(error);
        return;
    }
    if (!selecting) {
        m_targets = *targets;
        scaleNext();
        return;
    }
    // -l / --all: the objects of the (one) type, listed.
    const Target type = targets->first();
    kube::Request list = request("GET", type);
    list.labelSelector(value(QStringLiteral("selector")));
    send(list, [this, type](const kube::Response &response) {
        if (!response.ok()) {
            fail(kubectlErrorMessage(response.error));
            return;
        }
        for (const QJsonValue &item : objectOf(response).value(QLatin1String("items")).toArray())
            m_targets.append({type.resource, objectName(item.toObject()), type.namespaceName});
        if (m_targets.isEmpty()) {
            fail(QStringLiteral("error: no objects passed to scale"));
            return;
        }
        scaleNext();
    });
}

void ScaleCommand::scaleNext()
{
    if (m_targets.isEmpty()) {
        finish(m_failed ? 1 : 0);
        return;
    }
    const Target target = m_targets.takeFirst();
    send(request("GET", target), [this, target](const kube::Response &current) {
        if (!current.ok()) {
            fail(QStringLiteral("error: no objects passed to scale ") + current.error.message());
            return;
        }
        const QJsonObject object = objectOf(current);
        const qint64 expected = integer(QStringLiteral("current-replicas"));
        const int replicas = object.value(QLatin1String("spec")).toObject().value(QLatin1String("replicas")).toInt(1);
        if (expected >= 0 && expected != replicas) {
            fail(QStringLiteral("error: Expected replicas to be %1, was %2").arg(expected).arg(replicas));
            return;
        }
        const QString version = value(QStringLiteral("resource-version"));
        const QString live = object.value(QLatin1String("metadata")).toObject().value(QLatin1String("resourceVersion")).toString();
        if (!version.isEmpty() && version != live) {
            fail(QStringLiteral("error: Expected resource version to be %1, was %2").arg(version, live));
            return;
        }
        QJsonObject spec{{QStringLiteral("replicas"), int(integer(QStringLiteral("replicas")))}};
        kube::Request patch = request("PATCH", target);
        patch.subresource(QStringLiteral("scale"))
            .body(QJsonDocument(QJsonObject{{QStringLiteral("spec"), spec}}).toJson(QJsonDocument::Compact), kube::patchContentType(kube::PatchType::Merge));
        send(patch, [this, target](const kube::Response &response) {
            if (!response.ok()) {
                writeErr(kubectlErrorMessage(response.error) + QLatin1Char('\n'));
                m_failed = true;
            } else {
                const QString name = kindPrefix(target.resource) + QLatin1Char('/') + target.name;
                writeOut(value(QStringLiteral("output")) == QLatin1String("name") ? name + QLatin1Char('\n') : name + QStringLiteral(" scaled\n"));
            }
            scaleNext();
        });
    });
}
