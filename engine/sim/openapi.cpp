// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "openapi.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>

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

} // namespace

QJsonObject groupVersion(const QList<const ResourceType *> &types, const QString &groupVersionPath)
{
    QJsonObject paths;
    QJsonObject schemas;
    for (const ResourceType *typePointer : types) {
        const ResourceType &type = *typePointer;
        if (pathOf(type) != groupVersionPath)
            continue;
        const QString base = QLatin1Char('/') + groupVersionPath + (type.namespaced ? QStringLiteral("/namespaces/{namespace}/") : QStringLiteral("/")) + type.resource;
        paths.insert(base, QJsonObject{{QStringLiteral("get"), operation(type, "list", false)}, {QStringLiteral("post"), operation(type, "post", true)}});
        paths.insert(base + QStringLiteral("/{name}"), QJsonObject{{QStringLiteral("get"), operation(type, "get", false)},
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
            {QStringLiteral("info"), QJsonObject{{QStringLiteral("title"), QStringLiteral("Kubernetes")}, {QStringLiteral("version"), QStringLiteral("v1.32.0-kubesim")}}},
            {QStringLiteral("paths"), paths},
            {QStringLiteral("components"), QJsonObject{{QStringLiteral("schemas"), schemas}}}};
}

QJsonObject index(const QList<const ResourceType *> &types)
{
    QJsonObject paths;
    for (const ResourceType *type : types) {
        const QString path = pathOf(*type);
        if (paths.contains(path))
            continue;
        const QByteArray hash = QCryptographicHash::hash(QJsonDocument(groupVersion(types, path)).toJson(QJsonDocument::Compact), QCryptographicHash::Sha512).toHex().left(128).toUpper();
        paths.insert(path, QJsonObject{{QStringLiteral("serverRelativeURL"), QStringLiteral("/openapi/v3/%1?hash=%2").arg(path, QString::fromLatin1(hash))}});
    }
    return {{QStringLiteral("paths"), paths}};
}

} // namespace kube::sim::OpenApi
