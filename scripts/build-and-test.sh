#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 qkube authors
# SPDX-License-Identifier: Apache-2.0
# Installs what is missing, builds qkube and runs every test (ctest). Extra arguments go to ctest.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build build
ctest --test-dir build --output-on-failure -j2 "$@"
