// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "openapi.h"

#include "crdopenapi.h"

#include <algorithm>

#include <QCryptographicHash>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMutex>

namespace kube::sim::OpenApi {

namespace {

QString pathOf(const ResourceType &type)
{
    return type.group.isEmpty() ? QStringLiteral("api/") + type.version : QStringLiteral("apis/%1/%2").arg(type.group, type.version);
}

QJsonObject queryParameter(const char *name)
{
    return {{QStringLiteral("name"), QLatin1String(name)}, {QStringLiteral("in"), QStringLiteral("query")},
            {QStringLiteral("schema"), QJsonObject{{QStringLiteral("type"), QStringLiteral("string")}}}};
}

QJsonObject operation(const ResourceType &type, const char *action, bool withFieldValidation)
{
    QJsonArray parameters{queryParameter("pretty"), queryParameter("dryRun"), queryParameter("fieldManager")};
    if (withFieldValidation)
        parameters.append(queryParameter("fieldValidation"));
    return {{QStringLiteral("operationId"), QStringLiteral("%1%2").arg(QLatin1String(action), type.kind)},
            {QStringLiteral("parameters"), parameters},
            {QStringLiteral("x-kubernetes-action"), QLatin1String(action)},
            {QStringLiteral("x-kubernetes-group-version-kind"),
             QJsonObject{{QStringLiteral("group"), type.group}, {QStringLiteral("version"), type.version}, {QStringLiteral("kind"), type.kind}}},
            {QStringLiteral("responses"), QJsonObject{{QStringLiteral("200"), QJsonObject{{QStringLiteral("description"), QStringLiteral("OK")}}}}}};
}

QString schemaName(const ResourceType &type)
{
    const QString group = type.group.isEmpty() ? QStringLiteral("core") : type.group.section(QLatin1Char('.'), 0, 0);
    return QStringLiteral("io.k8s.api.%1.%2.%3").arg(group, type.version, type.kind);
}

QString resourcePath(const QString &groupVersionPath)
{
    return QStringLiteral(":/kubesim/openapi/v3/") + QString(groupVersionPath).replace(QLatin1Char('/'), QLatin1String("__")) +
           QStringLiteral(".json");
}

// Deeper than any built-in kind nests (JSONSchemaProps refers to itself): below it, anything goes.
constexpr int maxSchemaDepth = 24;

QJsonObject structural(const QJsonObject &schemas, const QJsonObject &schema, int depth)
{
    QJsonObject node = schema;
    // A $ref alone or wrapped in allOf (how the v3 documents attach descriptions to a referenced type).
    const QJsonArray allOf = node.value(QLatin1String("allOf")).toArray();
    QString ref = node.value(QLatin1String("$ref")).toString();
    if (ref.isEmpty() && allOf.size() == 1)
        ref = allOf.first().toObject().value(QLatin1String("$ref")).toString();
    if (!ref.isEmpty())
        node = schemas.value(ref.section(QLatin1Char('/'), -1)).toObject();
    const QJsonObject preserve{{QStringLiteral("x-kubernetes-preserve-unknown-fields"), true}};
    if (depth > maxSchemaDepth)
        return preserve;
    QJsonObject out;
    if (node.contains(QLatin1String("properties"))) {
        QJsonObject properties;
        const QJsonObject source = node.value(QLatin1String("properties")).toObject();
        for (auto it = source.begin(); it != source.end(); ++it)
            properties.insert(it.key(), structural(schemas, it.value().toObject(), depth + 1));
        out.insert(QStringLiteral("properties"), properties);
        if (node.value(QLatin1String("x-kubernetes-preserve-unknown-fields")).toBool())
            out.insert(QStringLiteral("x-kubernetes-preserve-unknown-fields"), true);
        return out;
    }
    if (node.contains(QLatin1String("items"))) {
        out.insert(QStringLiteral("items"), structural(schemas, node.value(QLatin1String("items")).toObject(), depth + 1));
        return out;
    }
    if (node.value(QLatin1String("additionalProperties")).isObject()) {
        out.insert(QStringLiteral("additionalProperties"),
                   structural(schemas, node.value(QLatin1String("additionalProperties")).toObject(), depth + 1));
        return out;
    }
    // Scalars, int-or-string, quantities and open objects (RawExtension, JSON): nothing is unknown below.
    return preserve;
}

struct RecordedDocuments
{
    QMutex mutex;
    QHash<QString, QJsonObject> parsed; // by group-version path
    QHash<QString, QJsonObject> schemas; // by group/version/kind
};

RecordedDocuments &recorded()
{
    static RecordedDocuments documents;
    return documents;
}

} // namespace

QByteArray recordedDocument(const QString &groupVersionPath)
{
    QFile file(resourcePath(groupVersionPath));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

QJsonObject builtinSchema(const ResourceType &type)
{
    RecordedDocuments &documents = recorded();
    const QString key = type.group + QLatin1Char('/') + type.version + QLatin1Char('/') + type.kind;
    QMutexLocker lock(&documents.mutex);
    if (auto found = documents.schemas.constFind(key); found != documents.schemas.cend())
        return found.value();
    const QString path = pathOf(type);
    if (!documents.parsed.contains(path))
        documents.parsed.insert(path, QJsonDocument::fromJson(recordedDocument(path)).object());
    const QJsonObject schemas =
        documents.parsed.value(path).value(QLatin1String("components")).toObject().value(QLatin1String("schemas")).toObject();
    QJsonObject result;
    for (auto it = schemas.begin(); it != schemas.end() && result.isEmpty(); ++it) {
        const QJsonArray kinds = it.value().toObject().value(QLatin1String("x-kubernetes-group-version-kind")).toArray();
        for (const QJsonValue &gvk : kinds) {
            const QJsonObject g = gvk.toObject();
            if (g.value(QLatin1String("group")).toString() == type.group &&
                g.value(QLatin1String("version")).toString() == type.version &&
                g.value(QLatin1String("kind")).toString() == type.kind)
                result = structural(schemas, it.value().toObject(), 0);
        }
    }
    documents.schemas.insert(key, result);
    return result;
}

QJsonObject groupVersion(const QList<const ResourceType *> &types, const QString &groupVersionPath, const SchemaOf &schemaOf)
{
    QJsonObject paths;
    QJsonObject schemas;
    for (const ResourceType *typePointer : types) {
        const ResourceType &type = *typePointer;
        if (pathOf(type) != groupVersionPath)
            continue;
        if (const std::optional<QJsonObject> own = schemaOf(type)) {
            const CrdOpenApi::Published published = CrdOpenApi::build(CrdOpenApi::Version::V3, type, *own);
            for (auto it = published.paths.begin(); it != published.paths.end(); ++it)
                paths.insert(it.key(), it.value());
            for (auto it = published.schemas.begin(); it != published.schemas.end(); ++it)
                schemas.insert(it.key(), it.value());
            continue;
        }
        const QString base = QLatin1Char('/') + groupVersionPath + (type.namespaced ? QStringLiteral("/namespaces/{namespace}/") : QStringLiteral("/")) + type.resource;
        paths.insert(base, QJsonObject{{QStringLiteral("get"), operation(type, "list", false)}, {QStringLiteral("post"), operation(type, "post", true)}});
        paths.insert(base + QStringLiteral("/{name}"),
                     QJsonObject{{QStringLiteral("get"), operation(type, "get", false)},
                                 {QStringLiteral("put"), operation(type, "put", true)},
                                 {QStringLiteral("patch"), operation(type, "patch", true)},
                                 {QStringLiteral("delete"), operation(type, "delete", false)}});
        schemas.insert(schemaName(type), QJsonObject{{QStringLiteral("type"), QStringLiteral("object")},
                                                     {QStringLiteral("x-kubernetes-preserve-unknown-fields"), true},
                                                     {QStringLiteral("x-kubernetes-group-version-kind"),
                                                      QJsonArray{QJsonObject{{QStringLiteral("group"), type.group}, {QStringLiteral("version"), type.version}, {QStringLiteral("kind"), type.kind}}}}});
    }
    if (paths.isEmpty())
        return {};
    return {{QStringLiteral("openapi"), QStringLiteral("3.0.0")},
            {QStringLiteral("info"),
             QJsonObject{{QStringLiteral("title"), QStringLiteral("Kubernetes CRD Swagger")},
                         {QStringLiteral("version"), QStringLiteral("v0.1.0")}}},
            {QStringLiteral("paths"), paths},
            {QStringLiteral("components"), QJsonObject{{QStringLiteral("schemas"), schemas}}}};
}

QJsonObject index(const QList<const ResourceType *> &types, const SchemaOf &schemaOf)
{
    QJsonObject paths;
    for (const ResourceType *type : types) {
        const QString path = pathOf(*type);
        if (paths.contains(path))
            continue;
        const QByteArray recordedBytes = recordedDocument(path);
        const QByteArray hash = !recordedBytes.isEmpty()
                                    ? QCryptographicHash::hash(recordedBytes, QCryptographicHash::Sha512).toHex().left(128).toUpper()
                                    : QCryptographicHash::hash(QJsonDocument(groupVersion(types, path, schemaOf)).toJson(QJsonDocument::Compact), QCryptographicHash::Sha512).toHex().left(128).toUpper();
        paths.insert(path, QJsonObject{{QStringLiteral("serverRelativeURL"), QStringLiteral("/openapi/v3/%1?hash=%2").arg(path, QString::fromLatin1(hash))}});
    }
    return {{QStringLiteral("paths"), paths}};
}

} // namespace kube::sim::OpenApi
