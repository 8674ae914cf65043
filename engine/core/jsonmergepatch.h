// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"

#include <QJsonObject>

// RFC 7386 JSON merge patches, made and applied (what client-go's jsonmergepatch and evanphx/json-patch do):
// objects merge key by key, null removes a key, anything else (lists too) replaces.
namespace kube::JsonMergePatch {

// The patch that turns `original` into `modified`; empty when they are equal.
QKUBE_ENGINE_EXPORT QJsonObject create(const QJsonObject &original, const QJsonObject &modified);

// `patch` applied onto `target`.
QKUBE_ENGINE_EXPORT QJsonObject apply(QJsonObject target, const QJsonObject &patch);

} // namespace kube::JsonMergePatch
