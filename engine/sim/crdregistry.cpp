// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "crdregistry.h"

#include <QDateTime>
#include <QJsonArray>
#include <QRegularExpression>

namespace kube::sim {

using namespace Qt::StringLiterals;

QString CrdRegistry::validate(const QJsonObject &crd)
{
    const QString name = crd.value(QLatin1String("metadata")).toObject().value(QLatin1String("name")).toString();
    const QJsonObject spec = crd.value(QLatin1String("spec")).toObject();
    const QJsonObject names = spec.value(QLatin1String("names")).toObject();
    const QString group = spec.value(QLatin1String("group")).toString();
    const QString plural = names.value(QLatin1String("plural")).toString();
    QStringList problems;
    static const QRegularExpression dns1035(u"^[a-z]([-a-z0-9]*[a-z0-9])?$"_s);
    if (group.isEmpty())
        problems.append(u"spec.group: Required value"_s);
    else if (!group.contains(QLatin1Char('.')))
        problems.append(u"spec.group: Invalid value: \"%1\": should be a domain with at least one dot"_s.arg(group));
    if (plural.isEmpty())
        problems.append(u"spec.names.plural: Required value"_s);
    else if (!dns1035.match(plural).hasMatch())
        problems.append(u"spec.names.plural: Invalid value: \"%1\": a DNS-1035 label must consist of lower case alphanumeric characters or '-'"_s.arg(plural));
    if (names.value(QLatin1String("kind")).toString().isEmpty())
        problems.append(u"spec.names.kind: Required value"_s);
    if (!group.isEmpty() && !plural.isEmpty() && name != plural + QLatin1Char('.') + group)
        problems.append(u"metadata.name: Invalid value: \"%1\": must be spec.names.plural+\".\"+spec.group"_s.arg(name));
    const QString scope = spec.value(QLatin1String("scope")).toString();
    if (scope != QLatin1String("Namespaced") && scope != QLatin1String("Cluster"))
        problems.append(u"spec.scope: Unsupported value: \"%1\": supported values: \"Cluster\", \"Namespaced\""_s.arg(scope));
    const QJsonArray versions = spec.value(QLatin1String("versions")).toArray();
    int storage = 0;
    for (int i = 0; i < versions.size(); ++i) {
        const QJsonObject version = versions.at(i).toObject();
        storage += version.value(QLatin1String("storage")).toBool();
        if (!version.value(QLatin1String("schema")).toObject().contains(QLatin1String("openAPIV3Schema")))
            problems.append(u"spec.versions[%1].schema.openAPIV3Schema: Required value: schemas are required"_s.arg(i));
    }
    if (versions.isEmpty())
        problems.append(u"spec.versions: Invalid value: []: must have exactly one version marked as storage version"_s);
    else if (storage != 1)
        problems.append(u"spec.versions: Invalid value: %1: must have exactly one version marked as storage version"_s.arg(storage));
    if (problems.isEmpty())
        return {};
    return u"CustomResourceDefinition.apiextensions.k8s.io \"%1\" is invalid: %2"_s.arg(name, problems.size() == 1 ? problems.first() : u"["_s + problems.join(u", "_s) + u"]"_s);
}

QJsonObject CrdRegistry::withStatus(QJsonObject crd)
{
    QJsonObject spec = crd.value(QLatin1String("spec")).toObject();
    QJsonObject names = spec.value(QLatin1String("names")).toObject();
    const QString kind = names.value(QLatin1String("kind")).toString();
    if (!names.contains(QLatin1String("singular")))
        names.insert(u"singular"_s, kind.toLower());
    if (!names.contains(QLatin1String("listKind")))
        names.insert(u"listKind"_s, kind + u"List"_s);
    spec.insert(u"names"_s, names);
    if (!spec.contains(QLatin1String("conversion")))
        spec.insert(u"conversion"_s, QJsonObject{{u"strategy"_s, u"None"_s}});
    crd.insert(u"spec"_s, spec);
    QJsonArray stored;
    for (const QJsonValue &version : spec.value(QLatin1String("versions")).toArray())
        if (version.toObject().value(QLatin1String("storage")).toBool())
            stored.append(version.toObject().value(QLatin1String("name")));
    QJsonObject status = crd.value(QLatin1String("status")).toObject();
    const QString stamp = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    if (status.value(QLatin1String("conditions")).toArray().isEmpty())
        status.insert(u"conditions"_s, QJsonArray{QJsonObject{{u"type"_s, u"NamesAccepted"_s}, {u"status"_s, u"True"_s}, {u"lastTransitionTime"_s, stamp},
                                                              {u"reason"_s, u"NoConflicts"_s}, {u"message"_s, u"no conflicts found"_s}},
                                                  QJsonObject{{u"type"_s, u"Established"_s}, {u"status"_s, u"True"_s}, {u"lastTransitionTime"_s, stamp},
                                                              {u"reason"_s, u"InitialNamesAccepted"_s}, {u"message"_s, u"the initial names have been accepted"_s}}});
    status.insert(u"acceptedNames"_s, names);
    status.insert(u"storedVersions"_s, stored);
    crd.insert(u"status"_s, status);
    return crd;
}

void CrdRegistry::install(const QJsonObject &crd)
{
    const QString crdName = crd.value(QLatin1String("metadata")).toObject().value(QLatin1String("name")).toString();
    const QJsonObject spec = crd.value(QLatin1String("spec")).toObject();
    const QJsonObject names = spec.value(QLatin1String("names")).toObject();
    QStringList current;
    for (const QJsonValue &versionValue : spec.value(QLatin1String("versions")).toArray()) {
        const QJsonObject version = versionValue.toObject();
        if (!version.value(QLatin1String("served")).toBool(true))
            continue;
        ResourceType described;
        described.group = spec.value(QLatin1String("group")).toString();
        described.version = version.value(QLatin1String("name")).toString();
        described.resource = names.value(QLatin1String("plural")).toString();
        described.kind = names.value(QLatin1String("kind")).toString();
        described.singularName = names.value(QLatin1String("singular")).toString(described.kind.toLower());
        described.namespaced = spec.value(QLatin1String("scope")).toString() == QLatin1String("Namespaced");
        described.tracksGeneration = true; // a custom resource's strategy keeps one
        for (const QJsonValue &shortName : names.value(QLatin1String("shortNames")).toArray())
            described.shortNames.append(shortName.toString());
        for (const QJsonValue &category : names.value(QLatin1String("categories")).toArray())
            described.categories.append(category.toString());
        // The order kube-apiserver lists a custom resource's verbs in (tests/data/sim/discovery-stable.example.com-v1.json).
        described.verbs = {u"delete"_s, u"deletecollection"_s, u"get"_s, u"list"_s, u"patch"_s, u"create"_s, u"update"_s, u"watch"_s};
        const QJsonObject subresources = version.value(QLatin1String("subresources")).toObject();
        if (subresources.contains(QLatin1String("scale")))
            described.subresources.append(u"scale"_s);
        if (subresources.contains(QLatin1String("status")))
            described.subresources.append(u"status"_s);
        const QJsonObject schema = version.value(QLatin1String("schema")).toObject().value(QLatin1String("openAPIV3Schema")).toObject();
        current.append(described.version);
        auto existing = std::find_if(m_entries.begin(), m_entries.end(), [&](const Entry &e) {
            return e.served && e.crdName == crdName && e.type->version == described.version;
        });
        if (existing != m_entries.end() && existing->type->resource == described.resource) {
            *existing->type = described; // same pointer: open watches keep seeing the resource
            existing->schema = schema;
            existing->crd = crd;
        } else {
            if (existing != m_entries.end())
                existing->served = false;
            m_entries.push_back({crdName, std::make_unique<ResourceType>(described), schema, crd, true});
        }
    }
    for (Entry &entry : m_entries)
        if (entry.served && entry.crdName == crdName && !current.contains(entry.type->version))
            entry.served = false;
}

QList<const ResourceType *> CrdRegistry::uninstall(const QString &crdName)
{
    QList<const ResourceType *> removed;
    for (Entry &entry : m_entries) {
        if (entry.served && entry.crdName == crdName) {
            entry.served = false;
            removed.append(entry.type.get());
        }
    }
    return removed;
}

const ResourceType *CrdRegistry::find(const QString &group, const QString &version, const QString &resource) const
{
    if (const ResourceType *builtin = ResourceType::find(group, version, resource))
        return builtin;
    for (const Entry &entry : m_entries)
        if (entry.served && entry.type->group == group && entry.type->version == version && entry.type->resource == resource)
            return entry.type.get();
    return nullptr;
}

QList<const ResourceType *> CrdRegistry::served() const
{
    QList<const ResourceType *> types;
    for (const ResourceType &type : ResourceType::all())
        types.append(&type);
    for (const Entry &entry : m_entries)
        if (entry.served)
            types.append(entry.type.get());
    return types;
}

const CrdRegistry::Entry *CrdRegistry::entryOf(const ResourceType &type) const
{
    for (const Entry &entry : m_entries)
        if (entry.type.get() == &type)
            return &entry;
    return nullptr;
}

bool CrdRegistry::isCustom(const ResourceType &type) const
{
    return entryOf(type) != nullptr;
}

QJsonObject CrdRegistry::schemaOf(const ResourceType &type) const
{
    const Entry *entry = entryOf(type);
    return entry ? entry->schema : QJsonObject();
}

QJsonObject CrdRegistry::definitionOf(const ResourceType &type) const
{
    const Entry *entry = entryOf(type);
    return entry ? entry->crd : QJsonObject();
}

} // namespace kube::sim
