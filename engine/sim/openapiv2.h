// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "resourcetype.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>

#include <utility>

namespace kube::sim {

// kubesim's /openapi/v2: the document a v1.28.7 apiserver serves, recorded without custom resources
// (tools/openapi-v2) and compiled in gzip'd under :/kubesim/openapi/v2, with the paths and definitions of the
// custom resources served at the time merged in as the apiserver's CRD OpenAPI builder writes them (from a
// template recorded from the real server, tools/openapi-v2/crd-template.py). Served in JSON or in gnostic's
// protobuf as the request's Accept asks (kube-openapi's handler: the first acceptable clause by q, else 406),
// with its ETag (the SHA-512 of the JSON, for both encodings, so it changes with the CRDs) and a 304 on a
// matching If-None-Match. Documents are built on first use and kept per set of additions (any thread); the
// answers are plain values.
namespace OpenApiV2 {
struct Response
{
    int status = 200;
    QByteArray body;
    QByteArray contentType;
    QList<std::pair<QByteArray, QByteArray>> headers;
};
// What the served custom resources add to the recorded document.
struct Additions
{
    QJsonObject paths;
    QJsonObject definitions;
};
// Adds a served custom resource version: its paths (the namespaced or cluster-scoped set, with status and
// scale where it has them) and its definitions, `schema` (its openAPIV3Schema, empty: none) made what the
// apiserver publishes in v2 (no nullable, no junctors, preserve-unknown-fields left open).
void addCustomResource(Additions *additions, const ResourceType &type, const QJsonObject &schema);
Response serve(const Additions &additions, const QByteArray &accept, const QByteArray &ifNoneMatch);
} // namespace OpenApiV2

} // namespace kube::sim
