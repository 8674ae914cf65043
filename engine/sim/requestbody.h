// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QJsonObject>
#include <QString>

namespace kube::sim {

// A request body turned into the JSON object kubesim works on, or the Status to answer instead.
struct DecodedBody
{
    QJsonObject object;
    int code = 0; // 0: decoded; else the HTTP code of the failure
    QString reason;
    QString message;
    bool ok() const { return code == 0; }
};

// The one place a create or update body is decoded, by its Content-Type. JSON (application/json, or no type)
// decodes here; Kubernetes protobuf (application/vnd.kubernetes.protobuf: "k8s\0" then a runtime.Unknown),
// what kubectl's typed `create deployment|job|namespace|configmap|secret|service` send, is decoded by the
// engine's codec (engine/codec) into the same JSON, and everything after is shared.
DecodedBody decodeRequestBody(const QByteArray &contentType, const QByteArray &body);

} // namespace kube::sim
