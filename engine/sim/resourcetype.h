// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace kube::sim {

// A resource kubesim serves, described as discovery lists it.
struct ResourceType
{
    QString group;
    QString version;
    QString resource;
    QString kind;
    bool namespaced = true;
    QStringList shortNames;
    QStringList categories;

    QString groupVersion() const { return group.isEmpty() ? version : group + QLatin1Char('/') + version; }
    QString apiVersion() const { return groupVersion(); }
    QString key() const { return group + QLatin1Char('/') + resource; }
    QString singular() const { return kind.toLower(); }

    static const QList<ResourceType> &all();
    static const ResourceType *find(const QString &group, const QString &version, const QString &resource);
};

} // namespace kube::sim
