// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "simtable.h"


#include <QDateTime>

namespace kube::sim::SimTable {

QJsonObject table(const Printer &printer, const QList<const StoredObject *> &objects,
                  const QString &resourceVersion, const QString &continueToken, qint64 remainingItemCount)
{
    QList<Object> decoded;
    decoded.reserve(objects.size());
    for (const StoredObject *object : objects)
        if (auto parsed = Object::fromJson(object->json))
            decoded.append(parsed.value()); // the store only holds what it serialised itself
    QJsonObject table = Printers::table(printer, decoded, QDateTime::currentMSecsSinceEpoch());
    QJsonObject listMeta{{QStringLiteral("resourceVersion"), resourceVersion}};
    if (!continueToken.isEmpty())
        listMeta.insert(QStringLiteral("continue"), continueToken);
    if (remainingItemCount >= 0)
        listMeta.insert(QStringLiteral("remainingItemCount"), remainingItemCount);
    table.insert(QStringLiteral("metadata"), listMeta);
    return table;
}

} // namespace kube::sim::SimTable
