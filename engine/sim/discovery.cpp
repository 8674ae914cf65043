// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "discovery.h"

#include <tuple>
#include <QJsonArray>

namespace kube::sim::Discovery {

using namespace Qt::StringLiterals;

namespace {
QJsonObject groupOf(const QList<const ResourceType *> &types, const QString &name)
{
    QJsonArray versions;
    QStringList seen;
    for (const ResourceType *type : types) {
        if (type->group != name || seen.contains(type->version))
            continue;
        seen.append(type->version);
        versions.append(QJsonObject{{u"groupVersion"_s, type->groupVersion()}, {u"version"_s, type->version}});
    }
    if (versions.isEmpty())
        return {};
    return {{u"name"_s, name}, {u"versions"_s, versions}, {u"preferredVersion"_s, versions.first()}};
}
} // namespace

QJsonObject groupList(const QList<const ResourceType *> &types)
{
    QJsonArray groups;
    QStringList seen;
    for (const ResourceType *type : types) {
        if (type->group.isEmpty() || seen.contains(type->group))
            continue;
        seen.append(type->group);
        groups.append(groupOf(types, type->group));
    }
    return {{u"kind"_s, u"APIGroupList"_s}, {u"apiVersion"_s, u"v1"_s}, {u"groups"_s, groups}};
}

QJsonObject group(const QList<const ResourceType *> &types, const QString &name)
{
    QJsonObject found = groupOf(types, name);
    if (found.isEmpty())
        return {};
    found.insert(u"kind"_s, u"APIGroup"_s);
    found.insert(u"apiVersion"_s, u"v1"_s);
    return found;
}

QJsonObject resourceList(const QList<const ResourceType *> &types, const QString &groupVersion)
{
    QJsonArray resources;
    for (const ResourceType *type : types) {
        if (type->groupVersion() != groupVersion)
            continue;
        QJsonObject r{{u"name"_s, type->resource}, {u"singularName"_s, type->singular()}, {u"namespaced"_s, type->namespaced},
                      {u"kind"_s, type->kind}, {u"verbs"_s, QJsonArray::fromStringList(type->verbs)}};
        if (!type->shortNames.isEmpty())
            r.insert(u"shortNames"_s, QJsonArray::fromStringList(type->shortNames));
        if (!type->categories.isEmpty())
            r.insert(u"categories"_s, QJsonArray::fromStringList(type->categories));
        resources.append(r);
        if (type->hasScale())
            resources.append(QJsonObject{{u"name"_s, type->resource + u"/scale"_s}, {u"singularName"_s, QString()}, {u"namespaced"_s, type->namespaced},
                                         {u"group"_s, u"autoscaling"_s}, {u"version"_s, u"v1"_s}, {u"kind"_s, u"Scale"_s},
                                         {u"verbs"_s, QJsonArray{u"get"_s, u"patch"_s, u"update"_s}}});
        if (type->subresources.contains(u"attach"_s))
            resources.append(QJsonObject{{u"name"_s, type->resource + u"/attach"_s}, {u"singularName"_s, QString()}, {u"namespaced"_s, true},
                                         {u"kind"_s, u"PodAttachOptions"_s}, {u"verbs"_s, QJsonArray{u"create"_s, u"get"_s}}});
        // kubectl drain evicts only where discovery lists pods/eviction (else it deletes, ignoring budgets).
        if (type->subresources.contains(u"eviction"_s))
            resources.append(QJsonObject{{u"name"_s, type->resource + u"/eviction"_s}, {u"singularName"_s, QString()}, {u"namespaced"_s, true},
                                         {u"group"_s, u"policy"_s}, {u"version"_s, u"v1"_s}, {u"kind"_s, u"Eviction"_s},
                                         {u"verbs"_s, QJsonArray{u"create"_s}}});
        // The kubelet's streams, as the apiserver lists them: clients (qkube's actions) look for them here.
        for (const auto &[subresource, kind, verbs] :
             {std::tuple{u"exec"_s, u"PodExecOptions"_s, QJsonArray{u"create"_s, u"get"_s}},
              std::tuple{u"binding"_s, u"Binding"_s, QJsonArray{u"create"_s}},
              std::tuple{u"log"_s, u"Pod"_s, QJsonArray{u"get"_s}},
              std::tuple{u"portforward"_s, u"PodPortForwardOptions"_s, QJsonArray{u"create"_s, u"get"_s}}})
            if (type->subresources.contains(subresource))
                resources.append(QJsonObject{{u"name"_s, type->resource + u'/' + subresource}, {u"singularName"_s, QString()},
                                             {u"namespaced"_s, true}, {u"kind"_s, kind}, {u"verbs"_s, verbs}});
        if (type->hasStatus())
            resources.append(QJsonObject{{u"name"_s, type->resource + u"/status"_s}, {u"singularName"_s, QString()}, {u"namespaced"_s, type->namespaced},
                                         {u"kind"_s, type->kind}, {u"verbs"_s, QJsonArray{u"get"_s, u"patch"_s, u"update"_s}}});
    }
    if (resources.isEmpty())
        return {};
    return {{u"kind"_s, u"APIResourceList"_s}, {u"apiVersion"_s, u"v1"_s}, {u"groupVersion"_s, groupVersion}, {u"resources"_s, resources}};
}

} // namespace kube::sim::Discovery
