// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QJsonObject>
#include <QString>

// kubectl's -o json and -o yaml layouts, so qkubectl's output diffs cleanly against kubectl's.
namespace kube::OutputFormat {
// Go's json.MarshalIndent: 4-space indent, sorted keys, "{}"/"[]" when empty, <, > and & as \u003c, \u003e, \u0026.
QString toJson(const QJsonObject &object);
// sigs.k8s.io/yaml (go-yaml): sequences not indented under their key, strings quoted only where a plain scalar
// would read as another type, multi-line strings as "|-" blocks.
QString toYaml(const QJsonObject &object);
// kubectl hides metadata.managedFields unless --show-managed-fields is given.
QJsonObject withoutManagedFields(QJsonObject object);
} // namespace kube::OutputFormat
