// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace kube::sim {

// OpenAPI v2 JSON encoded as gnostic's openapi_v2 protobuf (the body of /openapi/v2 under the
// com.github.proto-openapi.spec.v2 media type), for the parts kubesim adds to the recorded document: path
// items and schemas. Fields go out in field-number order and named lists in the JSON's key order, as
// proto.Marshal writes what gnostic parsed from the apiserver's JSON; vendor extensions, defaults and enums
// carry their value as YAML (gnostic's Any). Pure functions, any thread.
namespace GnosticV2 {
// A NamedPathItem (Paths.path) and a NamedSchema (Definitions.additional_properties), each a whole entry.
QByteArray namedPathItem(const QString &path, const QJsonObject &pathItem);
QByteArray namedSchema(const QString &name, const QJsonObject &schema);
} // namespace GnosticV2

} // namespace kube::sim
