// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "sim/kubesim.h"

#include <QJsonArray>
#include <QJsonObject>

inline const kube::sim::ResourceType &simType(const char *group, const char *resource)
{
    return *kube::sim::ResourceType::find(QLatin1String(group), QStringLiteral("v1"),
                                          QLatin1String(resource));
}

inline QJsonObject drainPod(const QString &name, const QString &node, const QJsonObject &metadataExtra)
{
    QJsonObject metadata{{QStringLiteral("name"), name},
                         {QStringLiteral("namespace"), QStringLiteral("default")}};
    for (auto it = metadataExtra.begin(); it != metadataExtra.end(); ++it)
        metadata.insert(it.key(), it.value());
    return QJsonObject{
        {QStringLiteral("apiVersion"), QStringLiteral("v1")},
        {QStringLiteral("kind"), QStringLiteral("Pod")},
        {QStringLiteral("metadata"), metadata},
        {QStringLiteral("spec"),
         QJsonObject{{QStringLiteral("nodeName"), node},
                     {QStringLiteral("containers"),
                      QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("c")},
                                             {QStringLiteral("image"), QStringLiteral("busybox")}}}}}},
        {QStringLiteral("status"),
         QJsonObject{{QStringLiteral("phase"), QStringLiteral("Running")},
                     {QStringLiteral("conditions"),
                      QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("Ready")},
                                             {QStringLiteral("status"), QStringLiteral("True")}}}}}}};
}

// A node with two pods a budget guards (minAvailable), one free pod, a DaemonSet pod and a mirror pod.
inline void seedDrainNode(kube::sim::ObjectStore &store, const QString &node, int minAvailable)
{
    store.create(simType("", "nodes"),
                 QJsonObject{{QStringLiteral("apiVersion"), QStringLiteral("v1")},
                             {QStringLiteral("kind"), QStringLiteral("Node")},
                             {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), node}}}});
    const QJsonObject guarded{
        {QStringLiteral("labels"), QJsonObject{{QStringLiteral("app"), node + QStringLiteral("-guarded")}}}};
    store.create(simType("", "pods"), drainPod(node + QStringLiteral("-guarded-1"), node, guarded));
    store.create(simType("", "pods"), drainPod(node + QStringLiteral("-guarded-2"), node, guarded));
    store.create(simType("", "pods"), drainPod(node + QStringLiteral("-free"), node, {}));
    store.create(simType("", "pods"),
                 drainPod(node + QStringLiteral("-ds"), node,
                          {{QStringLiteral("ownerReferences"),
                            QJsonArray{QJsonObject{{QStringLiteral("apiVersion"), QStringLiteral("apps/v1")},
                                                   {QStringLiteral("kind"), QStringLiteral("DaemonSet")},
                                                   {QStringLiteral("name"), QStringLiteral("agent")},
                                                   {QStringLiteral("uid"), QStringLiteral("1")},
                                                   {QStringLiteral("controller"), true}}}}}));
    store.create(
        simType("", "pods"),
        drainPod(node + QStringLiteral("-static"), node,
                 {{QStringLiteral("annotations"),
                   QJsonObject{{QStringLiteral("kubernetes.io/config.mirror"), QStringLiteral("abc")}}}}));
    store.create(simType("policy", "poddisruptionbudgets"),
                 QJsonObject{{QStringLiteral("apiVersion"), QStringLiteral("policy/v1")},
                             {QStringLiteral("kind"), QStringLiteral("PodDisruptionBudget")},
                             {QStringLiteral("metadata"),
                              QJsonObject{{QStringLiteral("name"), node + QStringLiteral("-budget")},
                                          {QStringLiteral("namespace"), QStringLiteral("default")}}},
                             {QStringLiteral("spec"),
                              QJsonObject{{QStringLiteral("minAvailable"), minAvailable},
                                          {QStringLiteral("selector"),
                                           QJsonObject{{QStringLiteral("matchLabels"),
                                                        guarded.value(QLatin1String("labels"))}}}}}});
}
