#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 qkube authors
# SPDX-License-Identifier: Apache-2.0
# Installs what is missing, builds qkube (only what it needs: no tests, no examples) and starts it: on your
# kubeconfig when you have one, otherwise on kubesim, the simulated cluster that ships with qkube.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
# Line tables only (-g1): backtraces keep file and line, and a first build takes a quarter less CPU than with
# full debug information. run.sh and build-and-test.sh configure build/ alike, so neither rebuilds the other's work.
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" "${launcher[@]}"
cmake --build build --target qkube
# qkube itself starts its embedded simulated cluster when no kubeconfig exists.
exec build/app/qkube "$@"
