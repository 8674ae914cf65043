// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QList>

#include <utility>

namespace kube::sim {

// kubesim's /openapi/v2: the document a v1.28.7 apiserver serves, recorded without custom resources
// (tools/openapi-v2) and compiled in gzip'd under :/kubesim/openapi/v2, in JSON or in gnostic's protobuf as
// the request's Accept asks (kube-openapi's handler: the first acceptable clause by q, else 406), with its
// ETag (the SHA-512 of the JSON, for both encodings) and a 304 on a matching If-None-Match. Inflated once per
// process, on first use (any thread); the answers are plain values.
namespace OpenApiV2 {
struct Response
{
    int status = 200;
    QByteArray body;
    QByteArray contentType;
    QList<std::pair<QByteArray, QByteArray>> headers;
};
Response serve(const QByteArray &accept, const QByteArray &ifNoneMatch);
} // namespace OpenApiV2

} // namespace kube::sim
