// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// Planted bugs (tests/integration/README, "Planted bugs"): each recovery branch of the Reflector and the
// DeltaFifo can be made wrong on purpose, to show that a test then fails. Only the copies of reflector.cpp
// and deltafifo.cpp that tests/CMakeLists.txt compiles with QKUBE_PLANTED_BUGS into the tst_*_planted
// programs read the switch (the environment variable QKUBE_PLANTED_BUG, tests/support/plantedbug.cpp);
// everywhere else QKUBE_PLANTED_BUG(name) is `false` and the compiler drops the wrong branch.
#pragma once

#ifdef QKUBE_PLANTED_BUGS
namespace kube::detail {
bool plantedBug(const char *name);
}
#define QKUBE_PLANTED_BUG(name) (::kube::detail::plantedBug(name))
#else
#define QKUBE_PLANTED_BUG(name) false
#endif
