// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/rowfeed.h"

// Rows as a RowFeed makes them, for model tests: an object namespace/name with labels, and the cells given.
inline kube::Object rowObject(const QString &ns, const QString &name, const QByteArray &labels = "{}")
{
    QByteArray metadata = "\"name\":\"" + name.toUtf8() + "\",\"uid\":\"uid-" + name.toUtf8() + "\",\"labels\":" + labels;
    if (!ns.isEmpty())
        metadata += ",\"namespace\":\"" + ns.toUtf8() + "\"";
    auto object = kube::Object::fromJson("{\"kind\":\"Thing\",\"apiVersion\":\"v1\",\"metadata\":{" + metadata + "}}");
    if (!object)
        qFatal("bad test object: %s", qPrintable(object.error().message()));
    return object.value();
}

inline kube::RowChange upsert(const QString &ns, const QString &name, QList<kube::PrintCell> cells, kube::Health health = kube::Health::Unknown,
                              const QByteArray &labels = "{}")
{
    kube::RowChange change;
    change.row.object = rowObject(ns, name, labels);
    change.row.key = change.row.object.key();
    change.row.nameOffset = ns.isEmpty() ? 0 : int(ns.toUtf8().size()) + 1;
    change.row.cells = std::move(cells);
    change.row.health = health;
    return change;
}

inline kube::RowChange removal(const QString &ns, const QString &name)
{
    kube::RowChange change = upsert(ns, name, {});
    change.type = kube::RowChange::Type::Delete;
    return change;
}

inline kube::PrintColumn printColumn(const QString &name, const QString &type = QStringLiteral("string"), const QString &format = {}, int priority = 0)
{
    kube::PrintColumn column;
    column.name = name;
    column.type = type;
    column.format = format;
    column.priority = priority;
    return column;
}

// A STATUS column as a kind's definition marks it (PrintColumn::status): the health icon sits in it.
inline kube::PrintColumn printStatusColumn()
{
    kube::PrintColumn column = printColumn(QStringLiteral("Status"));
    column.status = true;
    return column;
}
