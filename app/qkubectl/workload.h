// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

#include <optional>

// A kind kubectl logs and exec accept as TYPE/NAME (pod, deploy, sts, ds, rs, job, svc), and its API path.
struct Workload
{
    QString group, version, resource;
    QString qualified() const { return group.isEmpty() ? resource : resource + QLatin1Char('.') + group; }
};

// The kind `type` names ("deploy", "deployments", "po", ...), case-insensitively; none for another.
std::optional<Workload> workloadOf(const QString &type);
