// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "journal/journalentry.h"

#include <QJsonDocument>
#include <QJsonObject>

// Small pods for the journal's tests: every one the same size whatever its resourceVersion (up to 9 digits).
namespace journaltest {

inline const kube::GroupVersionResource pods{{}, QStringLiteral("v1"), QStringLiteral("pods")};
inline const QString cluster = QStringLiteral("test-cluster");

inline QJsonObject podJson(const QString &ns, const QString &name, const QString &uid, int resourceVersion,
                           const QString &phase = QStringLiteral("Pending"))
{
    return QJsonObject{
        {QStringLiteral("apiVersion"), QStringLiteral("v1")},
        {QStringLiteral("kind"), QStringLiteral("Pod")},
        {QStringLiteral("metadata"),
         QJsonObject{{QStringLiteral("name"), name},
                     {QStringLiteral("namespace"), ns},
                     {QStringLiteral("uid"), uid},
                     {QStringLiteral("resourceVersion"), QStringLiteral("%1").arg(resourceVersion, 9, 10, QLatin1Char('0'))}}},
        {QStringLiteral("status"), QJsonObject{{QStringLiteral("phase"), phase}}},
    };
}

inline kube::Object pod(const QString &ns, const QString &name, const QString &uid, int resourceVersion,
                        const QString &phase = QStringLiteral("Pending"))
{
    return kube::Object::fromJson(QJsonDocument(podJson(ns, name, uid, resourceVersion, phase)).toJson(QJsonDocument::Compact)).value();
}

inline kube::JournalEntry entry(qint64 timeMs, kube::JournalEntry::Type type, const kube::Object &object)
{
    return {timeMs, cluster, pods, type, object};
}

} // namespace journaltest
