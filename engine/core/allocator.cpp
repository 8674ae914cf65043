// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "allocator.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace kube::allocator {

namespace {
constexpr int growthStepBytes = 64 * 1024 * 1024;
} // namespace

void tuneForBulkDecoding()
{
#if defined(__GLIBC__)
    mallopt(M_TOP_PAD, growthStepBytes);
#endif
}

void releaseFreeMemory()
{
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}

} // namespace kube::allocator
