// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "crdopenapi.h"

#include "openapi.h"

#include <algorithm>
#include <functional>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

namespace kube::sim::CrdOpenApi {

namespace {

constexpr const char *scaleSchema = "io.k8s.api.autoscaling.v1.Scale";

QString templateText(Version version)
{
    QFile file(version == Version::V2 ? QStringLiteral(":/kubesim/openapi/crd/v2.json")
                                      : QStringLiteral(":/kubesim/openapi/crd/v3.json"));
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

bool isNamespaceParameter(const QJsonValue &parameter)
{
    const QJsonObject p = parameter.toObject();
    return p.value(QLatin1String("name")).toString() == QLatin1String("namespace") ||
           p.value(QLatin1String("$ref")).toString().contains(QLatin1String("/namespace-"));
}

// apiserver's ToValidOperationID: letters and '_' kept (digits too, but not first), the rest dropped, each
// dropped run capitalising what follows.
QString validOperationId(const QString &text, bool capitalizeFirst)
{
    QString out;
    bool capitalize = capitalizeFirst;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c.isLetter() || c == QLatin1Char('_') || (i != 0 && c.isDigit())) {
            out += capitalize ? c.toUpper() : c;
            capitalize = false;
        } else {
            capitalize = true;
        }
    }
    return out;
}

// How the apiserver names a custom kind's definition: the group reversed, "com.example.stable.v1.CronTab".
QString definitionName(const ResourceType &type)
{
    QStringList parts = type.group.split(QLatin1Char('.'));
    std::reverse(parts.begin(), parts.end());
    return parts.join(QLatin1Char('.')) + QLatin1Char('.') + type.version + QLatin1Char('.') + type.kind;
}

// apiextensions' ToStructuralOpenAPIV2: what kubectl's v2 validation copes with (defaults are not published
// in v2 either).
QJsonObject v2Schema(QJsonObject s)
{
    for (const char *dropped : {"allOf", "oneOf", "anyOf", "not", "default"})
        s.remove(QLatin1String(dropped));
    const bool preserve = s.value(QLatin1String("x-kubernetes-preserve-unknown-fields")).toBool();
    if (s.value(QLatin1String("nullable")).toBool()) {
        for (const char *field : {"type", "items", "properties"})
            s.remove(QLatin1String(field));
    }
    s.remove(QLatin1String("nullable"));
    if (preserve) {
        s.remove(QLatin1String("items"));
        s.remove(QLatin1String("properties"));
    }
    const QString type = s.value(QLatin1String("type")).toString();
    if ((type == QLatin1String("array") && !s.contains(QLatin1String("items"))) ||
        (preserve && type == QLatin1String("object")))
        s.remove(QLatin1String("type"));
    QJsonObject properties = s.value(QLatin1String("properties")).toObject();
    if (s.contains(QLatin1String("required"))) {
        QJsonArray required;
        const bool nullableValues = s.value(QLatin1String("additionalProperties"))
                                        .toObject()
                                        .value(QLatin1String("nullable"))
                                        .toBool();
        for (const QJsonValue &name : s.value(QLatin1String("required")).toArray())
            if (!nullableValues &&
                !properties.value(name.toString()).toObject().value(QLatin1String("nullable")).toBool())
                required.append(name);
        if (required.isEmpty())
            s.remove(QLatin1String("required"));
        else
            s.insert(QStringLiteral("required"), required);
    }
    if (s.contains(QLatin1String("properties"))) {
        for (auto it = properties.begin(); it != properties.end(); ++it)
            it.value() = v2Schema(it.value().toObject());
        s.insert(QStringLiteral("properties"), properties);
    }
    for (const char *nested : {"items", "additionalProperties"})
        if (const QJsonValue value = s.value(QLatin1String(nested)); value.isObject())
            s.insert(QLatin1String(nested), v2Schema(value.toObject()));
    return s;
}

// The structural schema's ToKubeOpenAPI for v3: an int-or-string value is spelled out as anyOf integer,
// string.
QJsonObject v3Schema(QJsonObject s)
{
    if (s.value(QLatin1String("x-kubernetes-int-or-string")).toBool() && !s.contains(QLatin1String("anyOf")))
        s.insert(QStringLiteral("anyOf"),
                 QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("integer")}},
                            QJsonObject{{QStringLiteral("type"), QStringLiteral("string")}}});
    if (s.contains(QLatin1String("properties"))) {
        QJsonObject properties = s.value(QLatin1String("properties")).toObject();
        for (auto it = properties.begin(); it != properties.end(); ++it)
            it.value() = v3Schema(it.value().toObject());
        s.insert(QStringLiteral("properties"), properties);
    }
    for (const char *nested : {"items", "additionalProperties"})
        if (const QJsonValue value = s.value(QLatin1String(nested)); value.isObject())
            s.insert(QLatin1String(nested), v3Schema(value.toObject()));
    return s;
}

QString dropped(QString text, const QString &what)
{
    return text.remove(what);
}

// A PathItem's operations with each operationId passed through `rename`.
QJsonObject renamedOperations(QJsonObject item, const std::function<QString(const QString &)> &rename)
{
    for (auto it = item.begin(); it != item.end(); ++it) {
        if (!it.value().isObject())
            continue;
        QJsonObject op = it.value().toObject();
        op.insert(QStringLiteral("operationId"), rename(op.value(QLatin1String("operationId")).toString()));
        it.value() = op;
    }
    return item;
}

// The {name}/status or {name}/scale path item, from the object's own: read, replace and patch "<sub> of" it.
QJsonObject subresourceItem(const QJsonObject &objectItem, const QString &subresource,
                            const QString &refPrefix, const QString &definition)
{
    QJsonObject item;
    const QString title = subresource.left(1).toUpper() + subresource.mid(1);
    for (const char *method : {"get", "put", "patch"}) {
        QJsonObject op = objectItem.value(QLatin1String(method)).toObject();
        op.insert(QStringLiteral("operationId"), op.value(QLatin1String("operationId")).toString() + title);
        op.insert(QStringLiteral("description"),
                  op.value(QLatin1String("description"))
                      .toString()
                      .replace(QLatin1String(" the specified "),
                               QLatin1Char(' ') + subresource + QLatin1String(" of the specified ")));
        QByteArray text = QJsonDocument(op).toJson(QJsonDocument::Compact);
        if (subresource == QLatin1String("scale"))
            text.replace((refPrefix + definition).toUtf8(),
                         (refPrefix + QLatin1String(scaleSchema)).toUtf8());
        item.insert(QLatin1String(method), QJsonDocument::fromJson(text).object());
    }
    item.insert(QStringLiteral("parameters"), objectItem.value(QLatin1String("parameters")));
    return item;
}

} // namespace

Published build(Version version, const ResourceType &type, const QJsonObject &schema)
{
    static const QString templates[] = {templateText(Version::V2), templateText(Version::V3)};
    const QString refPrefix =
        version == Version::V2 ? QStringLiteral("#/definitions/") : QStringLiteral("#/components/schemas/");
    const QString group = type.group.endsWith(QLatin1String(".k8s.io")) ? type.group.chopped(7) : type.group;
    const QString definition = definitionName(type);
    QString text = templates[version == Version::V2 ? 0 : 1];
    text.replace(QLatin1String("{{definition}}"), definition)
        .replace(QLatin1String("{{tag}}"),
                 validOperationId(group, false) + QLatin1Char('_') + validOperationId(type.version, false))
        .replace(QLatin1String("{{operation}}"),
                 validOperationId(group, true) + validOperationId(type.version, true))
        .replace(QLatin1String("{{group}}"), type.group)
        .replace(QLatin1String("{{version}}"), type.version)
        .replace(QLatin1String("{{plural}}"), type.resource)
        .replace(QLatin1String("{{kind}}"), type.kind);
    const QJsonObject filled = QJsonDocument::fromJson(text.toUtf8()).object();
    const QJsonObject paths = filled.value(QLatin1String("paths")).toObject();
    Published published;

    const QString root = QStringLiteral("/apis/%1/%2/").arg(type.group, type.version);
    const QString namespacedList = root + QStringLiteral("namespaces/{namespace}/") + type.resource;
    QJsonObject listItem = paths.value(namespacedList).toObject();
    QJsonObject objectItem = paths.value(namespacedList + QStringLiteral("/{name}")).toObject();
    QString listPath = namespacedList;
    if (type.namespaced) {
        published.paths.insert(root + type.resource, paths.value(root + type.resource));
    } else {
        listPath = root + type.resource;
        const auto clusterScoped = [](QJsonObject item) {
            QJsonArray parameters = item.value(QLatin1String("parameters")).toArray();
            for (qsizetype i = parameters.size() - 1; i >= 0; --i)
                if (isNamespaceParameter(parameters.at(i)))
                    parameters.removeAt(i);
            item.insert(QStringLiteral("parameters"), parameters);
            return renamedOperations(
                item, [](const QString &id) { return dropped(id, QStringLiteral("Namespaced")); });
        };
        listItem = clusterScoped(listItem);
        objectItem = clusterScoped(objectItem);
    }
    published.paths.insert(listPath, listItem);
    published.paths.insert(listPath + QStringLiteral("/{name}"), objectItem);
    for (const QString &subresource : type.subresources)
        published.paths.insert(listPath + QStringLiteral("/{name}/") + subresource,
                               subresourceItem(objectItem, subresource, refPrefix, definition));

    const QJsonObject definitions = filled.value(QLatin1String("definitions")).toObject();
    published.schemas = filled.value(QLatin1String("shared")).toObject();
    if (version == Version::V3 && type.hasScale()) {
        const QJsonObject autoscaling = QJsonDocument::fromJson(OpenApi::recordedDocument(u"apis/apps/v1"_qs))
                                            .object()
                                            .value(QLatin1String("components"))
                                            .toObject()
                                            .value(QLatin1String("schemas"))
                                            .toObject();
        for (auto it = autoscaling.begin(); it != autoscaling.end(); ++it)
            if (it.key().startsWith(QLatin1String(scaleSchema)))
                published.schemas.insert(it.key(), it.value());
    }
    published.schemas.insert(definition + QStringLiteral("List"),
                             definitions.value(definition + QStringLiteral("List")));
    QJsonObject own = definitions.value(definition).toObject();
    const bool open =
        schema.isEmpty() || (version == Version::V2 &&
                             schema.value(QLatin1String("x-kubernetes-preserve-unknown-fields")).toBool());
    if (open) {
        // kubectl would take listed properties as all there are: none, then.
        own.remove(QStringLiteral("properties"));
        own.insert(QStringLiteral("type"), QStringLiteral("object"));
    } else {
        QJsonObject withMeta = version == Version::V2 ? v2Schema(schema) : v3Schema(schema);
        QJsonObject properties = withMeta.value(QLatin1String("properties")).toObject();
        const QJsonObject added = own.value(QLatin1String("properties")).toObject();
        for (auto it = added.begin(); it != added.end(); ++it)
            properties.insert(it.key(), it.value());
        withMeta.insert(QStringLiteral("properties"), properties);
        withMeta.insert(QStringLiteral("x-kubernetes-group-version-kind"),
                        own.value(QLatin1String("x-kubernetes-group-version-kind")));
        own = withMeta;
    }
    published.schemas.insert(definition, own);
    return published;
}

} // namespace kube::sim::CrdOpenApi
