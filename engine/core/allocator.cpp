// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "allocator.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace kube::allocator {

void releaseFreeMemory()
{
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}

} // namespace kube::allocator
