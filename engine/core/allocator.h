// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"

#include <QtGlobal>

namespace kube::allocator {

// Hands freed pages back to the system (glibc's malloc_trim; elsewhere nothing): after a big list, the bytes
// it arrived in and the objects it replaced are free but still resident. Costs a walk of the free lists, so
// only after lists over a few MB.
QKUBE_ENGINE_EXPORT void releaseFreeMemory();
constexpr qint64 releaseAfterListBytes = 16 * 1024 * 1024;

} // namespace kube::allocator
