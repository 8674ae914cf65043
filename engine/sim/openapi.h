// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QJsonObject>

namespace kube::sim {

// kubesim's /openapi/v3: the index of group-versions and, for each, the paths of its resources with the
// operations' x-kubernetes-group-version-kind and the fieldValidation parameter. That is what kubectl 1.32 reads
// to decide that the server validates fields itself (so `kubectl create -f` / `apply -f` work). Schemas are
// permissive objects: kubesim does not check fields against a schema.
namespace OpenApi {
QJsonObject index();
// nullopt-like: an empty object when `groupVersionPath` ("api/v1", "apis/apps/v1") is not served.
QJsonObject groupVersion(const QString &groupVersionPath);
} // namespace OpenApi

} // namespace kube::sim
