// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "objectdetails.h"

#include "printers/field.h"
#include "printers/kind.h"
#include "printers/outputformat.h"

#include <QJsonArray>

namespace kube {

RelatedObjects RelatedQuery::collect(const QList<Object> &objects) const
{
    RelatedObjects result;
    result.title = title;
    QList<Object> kept;
    for (const Object &item : objects) {
        bool matches = true;
        if (match == Match::ControlledBy) {
            matches = false;
            for (const OwnerReference &owner : item.ownerReferences())
                matches = matches || (owner.controller && QString::fromUtf8(owner.uid) == value);
        } else if (match == Match::MountsClaim) {
            matches = false;
            const Field volumes = Field::parse(item)["spec"]["volumes"];
            volumes.forEach([&](const Field &volume) {
                matches = matches || volume["persistentVolumeClaim"]["claimName"].text() == value;
            });
        }
        if (matches)
            kept.append(item);
    }
    std::sort(kept.begin(), kept.end(), [](const Object &a, const Object &b) { return a.key() < b.key(); });
    result.total = int(kept.size());
    for (const Object &item :
         std::as_const(kept).first(std::min(kept.size(), qsizetype(RelatedObjects::maxLinks))))
        result.links.append({apiVersion, kind, QString::fromUtf8(item.namespaceName()),
                             QString::fromUtf8(item.name()), QString::fromUtf8(item.uid()), false});
    return result;
}

QString ObjectDetails::owner() const
{
    for (const ObjectLink &link : owners)
        if (link.controller)
            return link.kind + QLatin1Char('/') + link.name;
    return {};
}

QJsonObject ObjectDetails::maskedSecret(QJsonObject secret)
{
    for (const QLatin1String field : {QLatin1String("data"), QLatin1String("stringData")}) {
        if (!secret.value(field).isObject())
            continue;
        QJsonObject values = secret.value(field).toObject();
        for (auto it = values.begin(); it != values.end(); ++it)
            it.value() = maskedValue.toString();
        secret.insert(field, values);
    }
    QJsonObject metadata = secret.value(QLatin1String("metadata")).toObject();
    QJsonObject annotations = metadata.value(QLatin1String("annotations")).toObject();
    const QLatin1String lastApplied("kubectl.kubernetes.io/last-applied-configuration");
    if (annotations.contains(lastApplied)) {
        annotations.insert(lastApplied, maskedValue.toString());
        metadata.insert(QLatin1String("annotations"), annotations);
        secret.insert(QLatin1String("metadata"), metadata);
    }
    return secret;
}

ObjectDetails ObjectDetails::fromObject(const Object &object, const GroupVersionResource &gvr,
                                        const QString &kind)
{
    ObjectDetails details;
    details.gvr = gvr;
    details.kind = kind.isEmpty() ? QString::fromUtf8(object.kind()) : kind;
    details.key = QString::fromUtf8(object.key());
    details.namespaceName = QString::fromUtf8(object.namespaceName());
    details.name = QString::fromUtf8(object.name());
    details.uid = QString::fromUtf8(object.uid());
    details.resourceVersion = QString::fromUtf8(object.resourceVersion());
    details.createdMs = object.creationTimestamp();
    details.deletionMs = object.deletionTimestamp();
    const QJsonObject json = object.toJsonObject();
    details.yaml = OutputFormat::toYaml(OutputFormat::withoutManagedFields(json));
    const QJsonObject metadata = json.value(QLatin1String("metadata")).toObject();
    for (const char *map : {"labels", "annotations"}) {
        const QJsonObject values = metadata.value(QLatin1String(map)).toObject();
        auto &into = qstrcmp(map, "labels") == 0 ? details.labels : details.annotations;
        for (auto it = values.begin(); it != values.end(); ++it)
            into.append({it.key(), it.value().toString()});
    }
    for (const QJsonValue &finalizer : metadata.value(QLatin1String("finalizers")).toArray())
        details.finalizers.append(finalizer.toString());
    for (const OwnerReference &owner : object.ownerReferences())
        details.owners.append({QString::fromUtf8(owner.apiVersion), QString::fromUtf8(owner.kind),
                               details.namespaceName, QString::fromUtf8(owner.name),
                               QString::fromUtf8(owner.uid), owner.controller});
    if (const Kind *definition = Kinds::find(gvr.group, gvr.resource); definition && definition->digest)
        definition->digest(details, object, json);
    return details;
}

} // namespace kube
