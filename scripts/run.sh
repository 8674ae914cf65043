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
if [ -x build/app/qkube ]; then
    if [ -n "${KUBECONFIG:-}" ] || [ -f "$HOME/.kube/config" ]; then
        exec build/app/qkube "$@"
    fi
    exec build/app/qkube --demo "$@"
fi
# Until the qkube window lands (issue 5), show the cluster through qkubectl, on kubesim when there is no kubeconfig.
if [ -n "${KUBECONFIG:-}" ] || [ -f "$HOME/.kube/config" ]; then
    exec build/app/qkubectl get pods -A
fi
dir=$(mktemp -d)
build/app/qkube-sim --kubeconfig-out "$dir/kubeconfig" > "$dir/url" &
sim=$!
trap 'kill $sim 2>/dev/null; rm -rf "$dir"' EXIT
for _ in $(seq 50); do [ -s "$dir/url" ] && break; sleep 0.1; done
echo "kubesim is serving at $(cat "$dir/url") (kubeconfig: $dir/kubeconfig)"
build/app/qkubectl --kubeconfig "$dir/kubeconfig" get pods -A
