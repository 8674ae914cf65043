// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "resourcetype.h"

#include <QJsonObject>

namespace kube::sim::Discovery {

// GET /apis: every group of `types`, in their order, each with its versions (the first is preferred).
QJsonObject groupList(const QList<const ResourceType *> &types);
// GET /apis/GROUP: one group's APIGroup; empty when no type is in it.
QJsonObject group(const QList<const ResourceType *> &types, const QString &group);
// GET /api/v1, /apis/GROUP/VERSION: the APIResourceList with each resource's verbs, shortNames, categories,
// singularName and its status and scale subresources; empty when no type is in that group-version.
QJsonObject resourceList(const QList<const ResourceType *> &types, const QString &groupVersion);

} // namespace kube::sim::Discovery
