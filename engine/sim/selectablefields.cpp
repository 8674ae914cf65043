// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "selectablefields.h"

#include <QJsonArray>

namespace kube::sim {

namespace {
constexpr const char *involvedObjectFields[] = {"kind", "namespace", "name", "uid", "apiVersion", "resourceVersion", "fieldPath"};

QString stringAt(const QJsonObject &object, const char *outer, const char *inner)
{
    return object.value(QLatin1String(outer)).toObject().value(QLatin1String(inner)).toString();
}
} // namespace

bool supportsField(const ResourceType &type, const QString &field)
{
    if (field == QLatin1String("metadata.name") || field == QLatin1String("metadata.namespace"))
        return true;
    if (type.resource == QLatin1String("pods"))
        return field == QLatin1String("spec.nodeName") || field == QLatin1String("status.phase");
    if (type.resource == QLatin1String("events") && type.group.isEmpty())
        return field.startsWith(QLatin1String("involvedObject.")) || field == QLatin1String("reason") || field == QLatin1String("type")
            || field == QLatin1String("source") || field == QLatin1String("reportingComponent");
    if (type.resource == QLatin1String("namespaces"))
        return field == QLatin1String("status.phase");
    return false;
}

SelectableFields SelectableFields::of(const ResourceType &type, const QJsonObject &object)
{
    SelectableFields result;
    const QJsonObject metadata = object.value(QLatin1String("metadata")).toObject();
    result.namespaceName = metadata.value(QLatin1String("namespace")).toString();
    result.name = metadata.value(QLatin1String("name")).toString();
    const QJsonObject labels = metadata.value(QLatin1String("labels")).toObject();
    result.labels.reserve(labels.size());
    for (auto it = labels.constBegin(); it != labels.constEnd(); ++it)
        result.labels.append({it.key(), it.value().toString()});
    result.uid = QUuid::fromString(metadata.value(QLatin1String("uid")).toString());
    result.terminating = metadata.contains(QLatin1String("deletionTimestamp"));
    for (const QJsonValue &reference : metadata.value(QLatin1String("ownerReferences")).toArray()) {
        const QJsonObject owner = reference.toObject();
        const QUuid uid = QUuid::fromString(owner.value(QLatin1String("uid")).toString());
        result.owners.append(uid);
        if (owner.value(QLatin1String("controller")).toBool())
            result.controller = uid;
    }
    auto add = [&result](const QString &field, const QString &value) { result.fields.append({field, value}); };
    if (type.resource == QLatin1String("pods")) {
        add(QStringLiteral("spec.nodeName"), stringAt(object, "spec", "nodeName"));
        add(QStringLiteral("status.phase"), stringAt(object, "status", "phase"));
        for (const QJsonValue &condition : object.value(QLatin1String("status")).toObject().value(QLatin1String("conditions")).toArray())
            if (condition.toObject().value(QLatin1String("type")) == QLatin1String("Ready"))
                result.ready = condition.toObject().value(QLatin1String("status")) == QLatin1String("True");
    } else if (type.resource == QLatin1String("events") && type.group.isEmpty()) {
        const QJsonObject involved = object.value(QLatin1String("involvedObject")).toObject();
        for (const char *f : involvedObjectFields)
            add(QLatin1String("involvedObject.") + QLatin1String(f), involved.value(QLatin1String(f)).toString());
        for (const char *f : {"reason", "type", "reportingComponent"})
            add(QLatin1String(f), object.value(QLatin1String(f)).toString());
        add(QStringLiteral("source"), stringAt(object, "source", "component"));
    } else if (type.resource == QLatin1String("namespaces")) {
        add(QStringLiteral("status.phase"), stringAt(object, "status", "phase"));
    }
    return result;
}

bool SelectableFields::matches(const LabelSelector &selector) const
{
    if (selector.isEmpty())
        return true;
    return selector.matches([this](const QString &key, QString *value) {
        const QString *found = label(key);
        if (found)
            *value = *found;
        return found != nullptr;
    });
}

bool SelectableFields::matches(const FieldSelector &selector) const
{
    return selector.isEmpty() || selector.matches([this](const QString &f) { return field(f); });
}

const QString *SelectableFields::label(const QString &key) const
{
    for (const auto &[k, v] : labels)
        if (k == key)
            return &v;
    return nullptr;
}

QString SelectableFields::field(const QString &field) const
{
    if (field == QLatin1String("metadata.name"))
        return name;
    if (field == QLatin1String("metadata.namespace"))
        return namespaceName;
    for (const auto &[f, v] : fields)
        if (f == field)
            return v.isNull() ? QLatin1String("") : v;
    return QString();
}

} // namespace kube::sim
