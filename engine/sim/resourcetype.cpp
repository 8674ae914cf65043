// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "resourcetype.h"

namespace kube::sim {

const QList<ResourceType> &ResourceType::all()
{
    static const QList<ResourceType> types = {
        {QString(), QStringLiteral("v1"), QStringLiteral("configmaps"), QStringLiteral("ConfigMap"), true, {QStringLiteral("cm")}, {}},
        {QString(), QStringLiteral("v1"), QStringLiteral("events"), QStringLiteral("Event"), true, {QStringLiteral("ev")}, {}},
        {QString(), QStringLiteral("v1"), QStringLiteral("namespaces"), QStringLiteral("Namespace"), false, {QStringLiteral("ns")}, {}},
        {QString(), QStringLiteral("v1"), QStringLiteral("nodes"), QStringLiteral("Node"), false, {QStringLiteral("no")}, {}},
        {QString(), QStringLiteral("v1"), QStringLiteral("pods"), QStringLiteral("Pod"), true, {QStringLiteral("po")}, {QStringLiteral("all")}},
        {QString(), QStringLiteral("v1"), QStringLiteral("secrets"), QStringLiteral("Secret"), true, {}, {}},
        {QString(), QStringLiteral("v1"), QStringLiteral("services"), QStringLiteral("Service"), true, {QStringLiteral("svc")}, {QStringLiteral("all")}},
        {QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("daemonsets"), QStringLiteral("DaemonSet"), true, {QStringLiteral("ds")}, {QStringLiteral("all")}},
        {QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("deployments"), QStringLiteral("Deployment"), true, {QStringLiteral("deploy")}, {QStringLiteral("all")}},
        {QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("replicasets"), QStringLiteral("ReplicaSet"), true, {QStringLiteral("rs")}, {QStringLiteral("all")}},
        {QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("statefulsets"), QStringLiteral("StatefulSet"), true, {QStringLiteral("sts")}, {QStringLiteral("all")}},
        {QStringLiteral("events.k8s.io"), QStringLiteral("v1"), QStringLiteral("events"), QStringLiteral("Event"), true, {QStringLiteral("ev")}, {}},
    };
    return types;
}

const ResourceType *ResourceType::find(const QString &group, const QString &version, const QString &resource)
{
    for (const ResourceType &type : all())
        if (type.group == group && type.version == version && type.resource == resource)
            return &type;
    return nullptr;
}

} // namespace kube::sim
