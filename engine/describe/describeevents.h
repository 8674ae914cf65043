// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "describewriter.h"

#include <QJsonObject>
#include <QList>

namespace kube {

// kubectl describe's Events section for core/v1 Events: "Events:\t<none>" when there are none, else the
// Type/Reason/Age/From/Message table, oldest lastTimestamp first, the age "2m3s (x5 over 10m)" for a repeated
// event (its series' count and last observation when it has a series), From the source component or else the
// reporting controller.
QKUBE_ENGINE_EXPORT void describeEvents(DescribeWriter &writer, QList<QJsonObject> events);

} // namespace kube
