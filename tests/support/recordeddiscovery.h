// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>

// A resource as a real v1.28.7 apiserver's aggregated discovery listed it
// (tests/data/sim/discovery-aggregated- api.json and -apis.json): its group, its group's preferred version,
// and its discovery entry.
struct RecordedResource
{
    QString group;
    QString version;
    QJsonObject entry;

    QString groupVersion() const { return group.isEmpty() ? version : group + QLatin1Char('/') + version; }
    QString plural() const { return entry.value(QLatin1String("resource")).toString(); }
};

// Every recorded resource; empty when the recordings cannot be read.
inline QList<RecordedResource> recordedDiscovery()
{
    QList<RecordedResource> resources;
    for (const char *name : {"discovery-aggregated-api.json", "discovery-aggregated-apis.json"}) {
        QFile file(QStringLiteral(QKUBE_TEST_DATA_DIR "/sim/") + QLatin1String(name));
        if (!file.open(QIODevice::ReadOnly))
            return {};
        const QJsonObject document = QJsonDocument::fromJson(file.readAll()).object();
        for (const QJsonValue &group : document.value(QLatin1String("items")).toArray()) {
            const QString groupName = group.toObject()
                                          .value(QLatin1String("metadata"))
                                          .toObject()
                                          .value(QLatin1String("name"))
                                          .toString();
            const QJsonObject version =
                group.toObject().value(QLatin1String("versions")).toArray().first().toObject();
            for (const QJsonValue &resource : version.value(QLatin1String("resources")).toArray())
                resources.append(
                    {groupName, version.value(QLatin1String("version")).toString(), resource.toObject()});
        }
    }
    return resources;
}
