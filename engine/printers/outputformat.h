// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"

#include <QJsonObject>
#include <QString>

// kubectl's -o json and -o yaml layouts, so qkubectl's output diffs cleanly against kubectl's.
namespace kube::OutputFormat {
// Go's json.MarshalIndent: 4-space indent, sorted keys, "{}"/"[]" when empty, <, > and & as \u003c, \u003e,
// \u0026.
QKUBE_ENGINE_EXPORT QString toJson(const QJsonObject &object);
// sigs.k8s.io/yaml (go-yaml): sequences not indented under their key, strings quoted only where a plain
// scalar would read as another type, multi-line strings as "|-" blocks.
QKUBE_ENGINE_EXPORT QString toYaml(const QJsonObject &object);
// kubectl hides metadata.managedFields unless --show-managed-fields is given.
QKUBE_ENGINE_EXPORT QJsonObject withoutManagedFields(QJsonObject object);
} // namespace kube::OutputFormat
