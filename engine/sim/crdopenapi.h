// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "resourcetype.h"

#include <QJsonObject>

namespace kube::sim {

// What the apiserver's CRD OpenAPI builder publishes for one served version of a custom resource: its paths
// (the namespaced or cluster-scoped set, with status and scale where it has them) and its schemas, named as
// the apiserver names them ("com.example.stable.v1.CronTab"). Made from templates recorded from a real
// v1.28.7 apiserver for the fixtures' CronTab CRD (tools/openapi-v2/crd-template.py, compiled in under
// :/kubesim/openapi/crd) with the CRD's names filled in. Pure functions, any thread.
namespace CrdOpenApi {
enum class Version { V2, V3 };
struct Published
{
    QJsonObject paths;
    // v2: definitions; v3: components.schemas, the meta.v1 schemas they refer to included.
    QJsonObject schemas;
};
// `schema` is the version's openAPIV3Schema (empty: none); in v2 it is made what kubectl's v2 validation
// copes with (apiextensions' ToStructuralOpenAPIV2), and left open when it preserves unknown fields.
Published build(Version version, const ResourceType &type, const QJsonObject &schema);
} // namespace CrdOpenApi

} // namespace kube::sim
