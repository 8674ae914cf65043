// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "deletecommand.h"
#include "manifestreader.h"

#include "rest/request.h"

#include <QJsonArray>
#include <QJsonDocument>

void DeleteCommand::addFlags(FlagSet &flags)
{
    VerbCommand::addFlags(flags);
    flags.addStringSlice(QStringLiteral("filename"), QLatin1Char('f'),
                         QStringLiteral("A file (or - for stdin) with the objects; repeatable"));
    flags.addString(QStringLiteral("selector"), QLatin1Char('l'), {},
                    QStringLiteral("Label selector (app=web,tier!=db)"));
    flags.addString(QStringLiteral("field-selector"), {}, {},
                    QStringLiteral("Field selector (status.phase=Running)"));
    flags.addBool(QStringLiteral("all"), {}, false,
                  QStringLiteral("Every object of the types, in the namespace"));
    flags.addString(QStringLiteral("cascade"), {}, QStringLiteral("background"),
                    QStringLiteral("background, foreground or orphan: what happens to the dependents"));
    flags.addInt(QStringLiteral("grace-period"), {}, -1,
                 QStringLiteral("Seconds the pods get to stop (-1: their own)"));
    flags.addBool(QStringLiteral("force"), {}, false,
                  QStringLiteral("Delete at once, without waiting for the kubelet"));
    flags.addBool(QStringLiteral("now"), {}, false, QStringLiteral("Stop the pods at once (grace period 1)"));
    flags.addBool(QStringLiteral("wait"), {}, true, QStringLiteral("Wait until the objects are gone"));
    flags.addDuration(QStringLiteral("timeout"), {}, QStringLiteral("0s"),
                      QStringLiteral("Give up after this long (0s: a week for delete, forever for drain)"));
    flags.addBool(QStringLiteral("ignore-not-found"), {}, false,
                  QStringLiteral("A missing object is no error"));
    flags.addString(QStringLiteral("output"), QLatin1Char('o'), {}, QStringLiteral("Output format"));
}

DeleteCommand::DeleteCommand(const Invocation &invocation, QObject *parent) : VerbCommand(invocation, parent)
{
}

bool DeleteCommand::validate(QString *error)
{
    const QString cascade = value(QStringLiteral("cascade"));
    if (cascade == QLatin1String("background") || cascade == QLatin1String("true"))
        m_propagation = QStringLiteral("Background");
    else if (cascade == QLatin1String("foreground"))
        m_propagation = QStringLiteral("Foreground");
    else if (cascade == QLatin1String("orphan") || cascade == QLatin1String("false"))
        m_propagation = QStringLiteral("Orphan");
    else {
        *error =
            QStringLiteral(
                "error: invalid cascade value (%1). Must be \"background\", \"foreground\", or \"orphan\"")
                .arg(cascade);
        return false;
    }
    if (cascade == QLatin1String("true") || cascade == QLatin1String("false"))
        writeErr(QStringLiteral("warning: --cascade=%1 is deprecated (boolean value) and can be replaced "
                                "with --cascade=%2.\n")
                     .arg(cascade, cascade == QLatin1String("true") ? QStringLiteral("background")
                                                                    : QStringLiteral("orphan")));
    const QString output = value(QStringLiteral("output"));
    if (!output.isEmpty() && output != QLatin1String("name")) {
        *error =
            QStringLiteral("error: unexpected -o output mode: %1. We only support '-o name'").arg(output);
        return false;
    }
    const bool force = flag(QStringLiteral("force"));
    m_gracePeriod = int(integer(QStringLiteral("grace-period")));
    if (flag(QStringLiteral("now"))) {
        if (m_gracePeriod != -1) {
            *error = QStringLiteral("error: --now and --grace-period cannot be specified together");
            return false;
        }
        m_gracePeriod = 1;
    }
    // As kubectl: --grace-period=0 alone means 1 (no accidental immediate deletion); --force means 0.
    if (m_gracePeriod == 0 && !force)
        m_gracePeriod = 1;
    if (force && m_gracePeriod < 0)
        m_gracePeriod = 0;
    if (flag(QStringLiteral("all")) && !value(QStringLiteral("selector")).isEmpty()) {
        *error = QStringLiteral("error: setting 'all' parameter but found a non empty selector. ");
        return false;
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
    if (force && m_gracePeriod == 0)
        writeErr(QStringLiteral(
            "Warning: Immediate deletion does not wait for confirmation that the running resource has been "
            "terminated. The resource may continue to run on the cluster indefinitely.\n"));
    return true;
}

void DeleteCommand::start()
{
    QString error;
    QList<Target> targets;
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
            targets.append(*target);
        }
    } else {
        const bool selecting = flag(QStringLiteral("all")) || !value(QStringLiteral("selector")).isEmpty() ||
                               !value(QStringLiteral("field-selector")).isEmpty();
        const auto resolved = resolveTargets(args(), !selecting, &error);
        if (!resolved) {
            fail(error);
            return;
        }
        targets = *resolved;
        if (selecting &&
            std::any_of(targets.begin(), targets.end(), [](const Target &t) { return !t.name.isEmpty(); })) {
            fail(QStringLiteral("error: name cannot be provided when a selector is specified"));
            return;
        }
        m_listed = selecting;
    }
    collect(targets, 0);
}

// Reads every target (a list for a type without a name), as kubectl's builder does before it deletes.
void DeleteCommand::collect(const QList<Target> &targets, qsizetype index)
{
    if (index == targets.size()) {
        deleteNext(0);
        return;
    }
    const Target target = targets.at(index);
    kube::Request r = request("GET", target);
    if (target.name.isEmpty()) {
        r.labelSelector(value(QStringLiteral("selector")))
            .fieldSelector(value(QStringLiteral("field-selector")));
        if (allNamespaces() && target.resource.namespaced)
            r.namespaceName({});
    }
    send(r, [this, targets, index, target](const kube::Response &response) {
        if (!response.ok()) {
            // With a selector or --all, kubectl ignores what is not found; else --ignore-not-found says.
            if (!(response.error.isNotFound() && (m_listed || flag(QStringLiteral("ignore-not-found")))))
                m_errors.append(kubectlErrorMessage(response.error));
            collect(targets, index + 1);
            return;
        }
        const QJsonObject body = objectOf(response);
        const QJsonArray items =
            target.name.isEmpty() ? body.value(QLatin1String("items")).toArray() : QJsonArray{body};
        for (const QJsonValue &item : items) {
            const QJsonObject metadata = item.toObject().value(QLatin1String("metadata")).toObject();
            Target found = target;
            found.name = metadata.value(QLatin1String("name")).toString();
            if (target.resource.namespaced)
                found.namespaceName = metadata.value(QLatin1String("namespace")).toString();
            m_victims.append({found, metadata.value(QLatin1String("uid")).toString()});
        }
        collect(targets, index + 1);
    });
}

void DeleteCommand::deleteNext(qsizetype index)
{
    if (index == m_victims.size()) {
        if (m_victims.isEmpty() && m_errors.isEmpty() && m_listed)
            writeOut(QStringLiteral("No resources found\n"));
        m_waitClock.start();
        waitNext();
        return;
    }
    const Victim victim = m_victims.at(index);
    QJsonObject options{{QStringLiteral("kind"), QStringLiteral("DeleteOptions")},
                        {QStringLiteral("apiVersion"), QStringLiteral("v1")},
                        {QStringLiteral("propagationPolicy"), m_propagation}};
    if (m_gracePeriod >= 0)
        options.insert(QStringLiteral("gracePeriodSeconds"), m_gracePeriod);
    kube::Request r = request("DELETE", victim.target);
    r.body(QJsonDocument(options).toJson(QJsonDocument::Compact));
    send(r, [this, index, victim](const kube::Response &response) {
        if (!response.ok()) {
            if (!(response.error.isNotFound() && (m_listed || flag(QStringLiteral("ignore-not-found")))))
                m_errors.append(kubectlErrorMessage(response.error));
        } else {
            const QString kind = kindPrefix(victim.target.resource);
            if (value(QStringLiteral("output")) == QLatin1String("name"))
                writeOut(QStringLiteral("%1/%2\n").arg(kind, victim.target.name));
            else
                writeOut(QStringLiteral("%1 \"%2\" %3\n")
                             .arg(kind, victim.target.name,
                                  m_gracePeriod == 0 ? QStringLiteral("force deleted")
                                                     : QStringLiteral("deleted")));
            m_deleted.append(victim);
        }
        deleteNext(index + 1);
    });
}

// --wait: the first object still there is read again every waitPollMs until it is gone (or another uid).
void DeleteCommand::waitNext()
{
    if (m_deleted.isEmpty() || !flag(QStringLiteral("wait"))) {
        end();
        return;
    }
    const qint64 limit =
        durationMs(QStringLiteral("timeout")) > 0 ? durationMs(QStringLiteral("timeout")) : defaultWaitMs;
    const Victim victim = m_deleted.first();
    send(request("GET", victim.target), [this, victim, limit](const kube::Response &response) {
        if (!response.ok() && !response.error.isNotFound()) {
            m_errors.append(kubectlErrorMessage(response.error));
            end();
            return;
        }
        const QString uid = objectOf(response)
                                .value(QLatin1String("metadata"))
                                .toObject()
                                .value(QLatin1String("uid"))
                                .toString();
        if (!response.ok() || uid != victim.uid) {
            m_deleted.removeFirst();
            waitNext();
            return;
        }
        if (m_waitClock.elapsed() >= limit) {
            m_errors.append(QStringLiteral("error: timed out waiting for the condition on %1/%2")
                                .arg(victim.target.resource.name, victim.target.name));
            end();
            return;
        }
        QTimer::singleShot(waitPollMs, this, &DeleteCommand::waitNext);
    });
}

void DeleteCommand::end()
{
    for (const QString &error : std::as_const(m_errors))
        writeErr(error + QLatin1Char('\n'));
    finish(m_errors.isEmpty() ? 0 : 1);
}
