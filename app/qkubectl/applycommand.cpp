// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "applycommand.h"
#include "flagerror.h"
#include "manifestreader.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace {

const QString lastApplied = QStringLiteral("kubectl.kubernetes.io/last-applied-configuration");

// Whether `live` already says everything `wanted` says (live may have more: server defaults).
bool covers(const QJsonValue &live, const QJsonValue &wanted)
{
    if (live.isObject() && wanted.isObject()) {
        const QJsonObject l = live.toObject(), w = wanted.toObject();
        for (auto it = w.begin(); it != w.end(); ++it)
            if (!l.contains(it.key()) || !covers(l.value(it.key()), it.value()))
                return false;
        return true;
    }
    if (live.isArray() && wanted.isArray()) {
        const QJsonArray l = live.toArray(), w = wanted.toArray();
        if (l.size() != w.size())
            return false;
        for (qsizetype i = 0; i < l.size(); ++i)
            if (!covers(l.at(i), w.at(i)))
                return false;
        return true;
    }
    return live == wanted;
}

// What `modified` sets that `live` does not have yet.
QJsonObject additionsAndChanges(const QJsonObject &live, const QJsonObject &modified)
{
    QJsonObject patch;
    for (auto it = modified.begin(); it != modified.end(); ++it) {
        if (!live.contains(it.key())) {
            patch.insert(it.key(), it.value());
        } else if (it.value().isObject() && live.value(it.key()).isObject()) {
            const QJsonObject sub =
                additionsAndChanges(live.value(it.key()).toObject(), it.value().toObject());
            if (!sub.isEmpty())
                patch.insert(it.key(), sub);
        } else if (!covers(live.value(it.key()), it.value())) {
            patch.insert(it.key(), it.value());
        }
    }
    return patch;
}

// What `original` set that `modified` no longer does, as nulls.
QJsonObject deletions(const QJsonObject &original, const QJsonObject &modified)
{
    QJsonObject patch;
    for (auto it = original.begin(); it != original.end(); ++it) {
        if (!modified.contains(it.key())) {
            patch.insert(it.key(), QJsonValue::Null);
        } else if (it.value().isObject() && modified.value(it.key()).isObject()) {
            const QJsonObject sub = deletions(it.value().toObject(), modified.value(it.key()).toObject());
            if (!sub.isEmpty())
                patch.insert(it.key(), sub);
        }
    }
    return patch;
}

QJsonObject deepMerge(QJsonObject base, const QJsonObject &over)
{
    for (auto it = over.begin(); it != over.end(); ++it) {
        if (it.value().isObject() && base.value(it.key()).isObject())
            base.insert(it.key(), deepMerge(base.value(it.key()).toObject(), it.value().toObject()));
        else
            base.insert(it.key(), it.value());
    }
    return base;
}

QJsonObject annotationsOf(const QJsonObject &object)
{
    return object.value(QLatin1String("metadata")).toObject().value(QLatin1String("annotations")).toObject();
}

QJsonObject withAnnotations(QJsonObject object, const QJsonObject &annotations)
{
    QJsonObject metadata = object.value(QLatin1String("metadata")).toObject();
    metadata.insert(QStringLiteral("annotations"), annotations);
    object.insert(QStringLiteral("metadata"), metadata);
    return object;
}

// The object with the annotation kubectl apply writes: the object's JSON (with an annotations map, empty if
// it had none, without the annotation itself), compact, keys sorted, a newline at the end.
QJsonObject annotated(const QJsonObject &object)
{
    QJsonObject annotations = annotationsOf(object);
    annotations.remove(lastApplied);
    const QJsonObject bare = withAnnotations(object, annotations);
    annotations.insert(lastApplied, QString::fromUtf8(QJsonDocument(bare).toJson(QJsonDocument::Compact)) +
                                        QLatin1Char('\n'));
    return withAnnotations(object, annotations);
}

} // namespace

QJsonObject ApplyCommand::threeWayPatch(const QJsonObject &original, const QJsonObject &modified,
                                        const QJsonObject &live)
{
    return deepMerge(deletions(original, modified), additionsAndChanges(live, modified));
}

void ApplyCommand::addFlags(FlagSet &flags)
{
    VerbCommand::addFlags(flags);
    flags.addStringSlice(QStringLiteral("filename"), QLatin1Char('f'),
                         QStringLiteral("A file (or - for stdin) with the objects; repeatable"));
    flags.addString(QStringLiteral("output"), QLatin1Char('o'), {}, QStringLiteral("Output format"));
    flags.addBool(QStringLiteral("save-config"), {}, false,
                  QStringLiteral("Keep the object as given in its last-applied-configuration annotation"));
    flags.addString(QStringLiteral("validate"), {}, QStringLiteral("strict"),
                    QStringLiteral("Accepted for kubectl's command lines; the server validates"));
}

ApplyCommand::ApplyCommand(const Invocation &invocation, Mode mode, QObject *parent)
    : VerbCommand(invocation, parent), m_mode(mode)
{
}

bool ApplyCommand::validate(QString *error)
{
    if (!args().isEmpty()) {
        *error = QStringLiteral("error: Unexpected args: [%1]\n").arg(args().join(QLatin1Char(' '))) +
                 FlagError::seeHelp(verb());
        return false;
    }
    if (values(QStringLiteral("filename")).isEmpty()) {
        *error = QStringLiteral("error: must specify one of -f and -k");
        return false;
    }
    const QString output = value(QStringLiteral("output"));
    if (!output.isEmpty() && output != QLatin1String("name")) {
        *error = QStringLiteral("error: unable to match a printer suitable for the output format \"%1\", "
                                "allowed formats are: name")
                     .arg(output);
        return false;
    }
    return true;
}

void ApplyCommand::start()
{
    const auto entries = ManifestReader::read(values(QStringLiteral("filename")));
    if (!entries) {
        fail(QStringLiteral("error: ") + entries.error().message());
        return;
    }
    QString problem;
    for (const ManifestReader::Entry &entry : entries.value()) {
        const auto target = targetOf(entry.object, entry.source, &problem);
        if (!target) {
            fail(problem);
            return;
        }
        // kubectl sets the namespace it sends to in the object, and so in the last applied configuration.
        QJsonObject object = entry.object;
        if (target->resource.namespaced) {
            QJsonObject metadata = object.value(QLatin1String("metadata")).toObject();
            metadata.insert(QStringLiteral("namespace"), target->namespaceName);
            object.insert(QStringLiteral("metadata"), metadata);
        }
        m_items.append({*target, object, entry.source});
    }
    if (m_items.isEmpty()) {
        fail(QStringLiteral("error: no objects passed to %1")
                 .arg(m_mode == Mode::Apply ? QStringLiteral("apply") : QStringLiteral("create")));
        return;
    }
    next();
}

void ApplyCommand::next()
{
    if (m_items.isEmpty()) {
        finish(m_failed ? 1 : 0);
        return;
    }
    const Item item = m_items.takeFirst();
    if (m_mode == Mode::Create) {
        create(item, flag(QStringLiteral("save-config")) ? annotated(item.object) : item.object);
        return;
    }
    send(request("GET", item.target), [this, item](const kube::Response &current) {
        if (!current.ok()) {
            if (current.error.isNotFound()) {
                create(item, annotated(item.object));
                return;
            }
            error(current.error, {});
            next();
            return;
        }
        const QJsonObject live = objectOf(current);
        const QString lastText = annotationsOf(live).value(lastApplied).toString();
        if (lastText.isEmpty())
            writeErr(QStringLiteral("Warning: resource %1/%2 is missing the %3 annotation which is required "
                                    "by kubectl apply. kubectl apply "
                                    "should only be used on resources created declaratively by either "
                                    "kubectl create --save-config or kubectl "
                                    "apply. The missing annotation will be patched automatically.\n")
                         .arg(item.target.resource.name, item.target.name, lastApplied));
        const QJsonObject original = QJsonDocument::fromJson(lastText.toUtf8()).object();
        const QJsonObject patch = threeWayPatch(original, annotated(item.object), live);
        if (patch.isEmpty()) {
            report(item, QStringLiteral("unchanged"));
            next();
            return;
        }
        kube::Request r = request("PATCH", item.target);
        r.body(QJsonDocument(patch).toJson(QJsonDocument::Compact),
               kube::patchContentType(kube::PatchType::Merge));
        send(r, [this, item](const kube::Response &response) {
            if (!response.ok())
                error(response.error, QStringLiteral("error when patching \"%1\": ").arg(item.source));
            else
                report(item, QStringLiteral("configured"));
            next();
        });
    });
}

void ApplyCommand::create(const Item &item, const QJsonObject &object)
{
    kube::Request r = request("POST", item.target);
    r.name({}).body(QJsonDocument(object).toJson(QJsonDocument::Compact));
    send(r, [this, item](const kube::Response &response) {
        if (!response.ok())
            error(response.error, QStringLiteral("error when creating \"%1\": ").arg(item.source));
        else
            report(item, QStringLiteral("created"));
        next();
    });
}

void ApplyCommand::report(const Item &item, const QString &operation)
{
    const QString name = QStringLiteral("%1/%2").arg(kindPrefix(item.target.resource), item.target.name);
    writeOut(value(QStringLiteral("output")) == QLatin1String("name")
                 ? name + QLatin1Char('\n')
                 : name + QLatin1Char(' ') + operation + QLatin1Char('\n'));
}

// kubectl puts where it happened between the reason and the server's message.
void ApplyCommand::error(const kube::Error &e, const QString &context)
{
    m_failed = true;
    if (e.kind() == kube::Error::Kind::Status) {
        const QString reason = kube::Error::reasonName(e.reason());
        writeErr(QStringLiteral("Error from server (%1): %2%3\n")
                     .arg(reason.isEmpty() ? QStringLiteral("Unknown") : reason, context, e.message()));
        return;
    }
    writeErr(kubectlErrorMessage(e) + QLatin1Char('\n'));
}
