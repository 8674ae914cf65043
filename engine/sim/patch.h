// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

namespace kube::sim::Patch {

// RFC 7386 JSON merge patch: objects merge, null removes, anything else replaces.
QJsonObject merge(QJsonObject target, const QJsonObject &patch);

// Strategic merge patch for the common cases kubectl sends (apply, edit, set image, rollout restart): lists
// of named things (containers, env, ports, volumes, volumeMounts, conditions, ...) merge element by element
// on their key, `$patch: delete` removes an element, `$patch: replace` replaces an object or a list,
// `$deleteFromPrimitiveList/F` removes values, and `$setElementOrder/F` and `$retainKeys` are accepted.
// Other lists replace, as for types without patch metadata. Returns false with *error for a malformed patch.
bool strategicMerge(QJsonObject *target, const QJsonObject &patch, QString *error);

// RFC 6902 JSON patch (add, remove, replace, test, move, copy); returns false with *error naming the failing
// operation and path.
bool json(QJsonValue *document, const QJsonArray &operations, QString *error);

} // namespace kube::sim::Patch
