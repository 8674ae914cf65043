// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "workload.h"

std::optional<Workload> workloadOf(const QString &type)
{
    const QString t = type.toLower();
    if (t == QLatin1String("pod") || t == QLatin1String("pods") || t == QLatin1String("po"))
        return Workload{{}, QStringLiteral("v1"), QStringLiteral("pods")};
    if (t == QLatin1String("deploy") || t == QLatin1String("deployment") || t == QLatin1String("deployments"))
        return Workload{QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("deployments")};
    if (t == QLatin1String("sts") || t == QLatin1String("statefulset") || t == QLatin1String("statefulsets"))
        return Workload{QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("statefulsets")};
    if (t == QLatin1String("ds") || t == QLatin1String("daemonset") || t == QLatin1String("daemonsets"))
        return Workload{QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("daemonsets")};
    if (t == QLatin1String("rs") || t == QLatin1String("replicaset") || t == QLatin1String("replicasets"))
        return Workload{QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("replicasets")};
    if (t == QLatin1String("job") || t == QLatin1String("jobs"))
        return Workload{QStringLiteral("batch"), QStringLiteral("v1"), QStringLiteral("jobs")};
    if (t == QLatin1String("svc") || t == QLatin1String("service") || t == QLatin1String("services"))
        return Workload{{}, QStringLiteral("v1"), QStringLiteral("services")};
    return std::nullopt;
}
