// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "simtable.h"

#include "rest/kubectlcolumns.h"

#include <QDateTime>
#include <QJsonArray>

namespace kube::sim::SimTable {

QJsonObject table(const ResourceType &type, const QList<const StoredObject *> &objects, const QString &resourceVersion, const QString &continueToken,
                  qint64 remainingItemCount)
{
    QJsonArray columns;
    for (const KubectlColumns::Column &c : KubectlColumns::columnsFor(type.group, type.resource))
        columns.append(QJsonObject{{QStringLiteral("name"), QLatin1String(c.name)}, {QStringLiteral("type"), QLatin1String(c.type)},
                                   {QStringLiteral("format"), QLatin1String(c.name) == QLatin1String("Name") ? QStringLiteral("name") : QString()},
                                   {QStringLiteral("description"), QString()}, {QStringLiteral("priority"), c.priority}});
    QJsonArray rows;
    for (const StoredObject *object : objects) {
        const auto decoded = Object::fromJson(object->json);
        if (!decoded)
            continue; // the store only holds what it serialised itself
        QJsonObject metadata = object->object().value(QLatin1String("metadata")).toObject();
        metadata.remove(QStringLiteral("managedFields"));
        rows.append(QJsonObject{{QStringLiteral("cells"), KubectlColumns::cellsFor(type.group, type.resource, decoded.value(), QDateTime::currentMSecsSinceEpoch())},
                                {QStringLiteral("object"), QJsonObject{{QStringLiteral("kind"), QStringLiteral("PartialObjectMetadata")},
                                                                       {QStringLiteral("apiVersion"), QStringLiteral("meta.k8s.io/v1")},
                                                                       {QStringLiteral("metadata"), metadata}}}});
    }
    QJsonObject listMeta{{QStringLiteral("resourceVersion"), resourceVersion}};
    if (!continueToken.isEmpty())
        listMeta.insert(QStringLiteral("continue"), continueToken);
    if (remainingItemCount >= 0)
        listMeta.insert(QStringLiteral("remainingItemCount"), remainingItemCount);
    return {{QStringLiteral("kind"), QStringLiteral("Table")}, {QStringLiteral("apiVersion"), QStringLiteral("meta.k8s.io/v1")},
            {QStringLiteral("metadata"), listMeta}, {QStringLiteral("columnDefinitions"), columns}, {QStringLiteral("rows"), rows}};
}

} // namespace kube::sim::SimTable
