#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 qkube authors
# SPDX-License-Identifier: Apache-2.0
# Installs what is missing, builds qkube and starts it: on your kubeconfig when you have one, otherwise on
# kubesim, the simulated cluster that ships with qkube.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build build
# qkube itself starts its embedded simulated cluster when no kubeconfig exists.
exec build/app/qkube "$@"
