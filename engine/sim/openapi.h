// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "resourcetype.h"

#include <QJsonObject>

#include <functional>
#include <optional>

namespace kube::sim {

// kubesim's /openapi/v3: the index of group-versions and, for each, its document. Built-in group-versions are
// the documents a v1.28.7 apiserver serves (recorded, compiled in as resources under :/kubesim/openapi/v3), so
// `kubectl explain` and kubectl's validation see the real schemas; a custom resource's group-version is made
// here, with the paths, x-kubernetes-group-version-kind and the fieldValidation parameter kubectl 1.32 reads to
// decide that the server validates fields itself, and permissive schemas (the CRD's own schema is checked when
// an object is written). The recorded documents are parsed once per process, on first use (any thread).
namespace OpenApi {
// A custom resource's openAPIV3Schema (empty: none, the published schema is then open); nullopt for a
// built-in resource.
using SchemaOf = std::function<std::optional<QJsonObject>(const ResourceType &)>;
QJsonObject index(const QList<const ResourceType *> &types, const SchemaOf &schemaOf);
// An empty object when `groupVersionPath` ("api/v1", "apis/apps/v1") is not served. A custom resource's paths
// and schemas are published as the apiserver's CRD builder does (CrdOpenApi).
QJsonObject groupVersion(const QList<const ResourceType *> &types, const QString &groupVersionPath,
                         const SchemaOf &schemaOf);
// The recorded document of a built-in group-version path, as served; empty when there is none.
QByteArray recordedDocument(const QString &groupVersionPath);
// The schema of a built-in kind, its $refs resolved into a structural schema (properties, items,
// additionalProperties; x-kubernetes-preserve-unknown-fields where the real schema leaves a value open), for
// the apiserver's unknown-field check. Empty when the kind has no recorded schema.
QJsonObject builtinSchema(const ResourceType &type);
} // namespace OpenApi

} // namespace kube::sim
