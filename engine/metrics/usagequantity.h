// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"

#include <QString>

#include <optional>

namespace kube {

// kubectl top's quantity arithmetic, parsed by kube::Quantity (the engine's one quantity grammar): CPU in
// whole millicores rounded up (MilliValue), memory in whole bytes rounded up (Value) and printed as Mi
// rounded down. Nothing for text that is not a quantity, a negative one, or one past 2^50 (an answer that
// cannot be real).
QKUBE_ENGINE_EXPORT std::optional<qint64> cpuMillicores(QStringView quantity);
QKUBE_ENGINE_EXPORT std::optional<qint64> memoryBytes(QStringView quantity);
QKUBE_ENGINE_EXPORT std::optional<qint64>
cpuNanocores(QStringView quantity); // rounded up to whole nanocores, for exact sums

QKUBE_ENGINE_EXPORT QString formatCpuMillicores(qint64 millicores); // "124m"
QKUBE_ENGINE_EXPORT QString formatMemoryMi(qint64 bytes);           // "12Mi"

// used * 100 / of in whole percent, rounded down as kubectl's CPU% and MEMORY%; nothing when `of` is not set.
QKUBE_ENGINE_EXPORT std::optional<int> usagePercent(qint64 used, qint64 of);

} // namespace kube
