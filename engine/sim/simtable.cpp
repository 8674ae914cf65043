// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "simtable.h"


#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>

namespace kube::sim::SimTable {

QJsonObject table(const Printer &printer, const QList<const StoredObject *> &objects,
                  const QString &resourceVersion, const QString &continueToken, qint64 remainingItemCount,
                  bool wholeObjects)
{
    QList<Object> decoded;
    QJsonArray whole;
    decoded.reserve(objects.size());
    for (const StoredObject *object : objects)
        if (auto parsed = Object::fromJson(object->json)) {
            decoded.append(parsed.value()); // the store only holds what it serialised itself
            if (wholeObjects)
                whole.append(QJsonDocument::fromJson(object->json).object());
        }
    QJsonObject table = Printers::table(printer, decoded, QDateTime::currentMSecsSinceEpoch());
    if (wholeObjects) {
        QJsonArray rows = table.value(QLatin1String("rows")).toArray();
        for (qsizetype i = 0; i < rows.size(); ++i) {
            QJsonObject row = rows.at(i).toObject();
            row.insert(QStringLiteral("object"), whole.at(i));
            rows.replace(i, row);
        }
        table.insert(QStringLiteral("rows"), rows);
    }
    QJsonObject listMeta{{QStringLiteral("resourceVersion"), resourceVersion}};
    if (!continueToken.isEmpty())
        listMeta.insert(QStringLiteral("continue"), continueToken);
    if (remainingItemCount >= 0)
        listMeta.insert(QStringLiteral("remainingItemCount"), remainingItemCount);
    table.insert(QStringLiteral("metadata"), listMeta);
    return table;
}

} // namespace kube::sim::SimTable
