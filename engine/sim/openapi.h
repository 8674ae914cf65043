// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "resourcetype.h"

#include <QJsonObject>

namespace kube::sim {

// kubesim's /openapi/v3: the index of group-versions and, for each, the paths of its resources with the
// operations' x-kubernetes-group-version-kind and the fieldValidation parameter. That is what kubectl 1.32 reads
// to decide that the server validates fields itself (so `kubectl create -f` / `apply -f` work). Schemas are
// permissive objects (a custom resource's schema is checked when it is written, not here).
namespace OpenApi {
QJsonObject index(const QList<const ResourceType *> &types);
// An empty object when `groupVersionPath` ("api/v1", "apis/apps/v1") is not served.
QJsonObject groupVersion(const QList<const ResourceType *> &types, const QString &groupVersionPath);
} // namespace OpenApi

} // namespace kube::sim
