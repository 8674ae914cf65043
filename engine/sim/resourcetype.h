// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace kube::sim {

// A resource kubesim serves, described as discovery lists it (kube-apiserver 1.28's verbs, shortNames,
// categories and subresources). The built-in ones live for the program; a custom resource's type is made by
// the CrdRegistry when its CustomResourceDefinition is created.
struct ResourceType
{
    QString group;
    QString version;
    QString resource;
    QString kind;
    bool namespaced = true;
    QStringList shortNames;
    QStringList categories;
    QStringList verbs;
    QStringList subresources; // "status" and/or "scale"
    QString singularName;     // empty: kind in lower case
    // Whether the apiserver's strategy for it sets metadata.generation on create and bumps it on a spec
    // change: most kinds never carry a generation (pods, services, config maps in 1.28).
    bool tracksGeneration = false;

    QString groupVersion() const { return group.isEmpty() ? version : group + QLatin1Char('/') + version; }
    QString apiVersion() const { return groupVersion(); }
    QString key() const { return group + QLatin1Char('/') + resource; }
    // How the apiserver names the resource in messages: "pods", "deployments.apps".
    QString qualifiedResource() const { return group.isEmpty() ? resource : resource + QLatin1Char('.') + group; }
    QString singular() const { return singularName.isEmpty() ? kind.toLower() : singularName; }
    bool hasStatus() const { return subresources.contains(QLatin1String("status")); }
    bool hasScale() const { return subresources.contains(QLatin1String("scale")); }

    // The eight verbs of a resource with every operation.
    static QStringList allVerbs();
    static const QList<ResourceType> &all();
    static const ResourceType *find(const QString &group, const QString &version, const QString &resource);
    // A built-in resource by group and resource name, which must exist (kubesim's own code asks for it).
    static const ResourceType &builtin(const QString &group, const QString &resource);
};

} // namespace kube::sim
