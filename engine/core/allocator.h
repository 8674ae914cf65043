// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QtGlobal>

namespace kube {

// The C allocator's side of holding 100k objects (glibc; elsewhere these do nothing).
namespace allocator {

// Call once at the start of main(). Decoding a list allocates hundreds of MB from a worker thread's arena,
// which glibc grows a few pages at a time, each step an mprotect that takes the process's memory-map lock
// while the network thread page-faults on the same lock: at 100k pods half the sync time was that contention.
// Growing 64 MB at a time removes it.
void tuneForBulkDecoding();

// Hands freed pages back to the system: after a big list, the bytes it arrived in and the objects it
// replaced are free but still resident. Costs a walk of the free lists, so only after lists over a few MB.
void releaseFreeMemory();
constexpr qint64 releaseAfterListBytes = 16 * 1024 * 1024;

} // namespace allocator
} // namespace kube
