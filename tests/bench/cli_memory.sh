#!/bin/bash
# SPDX-FileCopyrightText: 2026 qkube authors
# SPDX-License-Identifier: Apache-2.0
# Peak RSS and wall time of `get pods -A` (-o name, table, jsonpath, custom-columns, json) through qkubectl and
# kubectl against one kubesim. QKUBECTL=path measures another qkubectl binary (an older build, say).
# usage: tests/bench/cli_memory.sh [BUILD_DIR] [PODS]   (defaults: build, 100000)
set -euo pipefail
build=${1:-build}
pods=${2:-100000}
work=$(mktemp -d)
trap 'kill "$sim" 2>/dev/null || true; rm -rf "$work"' EXIT
"$build/app/qkube-sim" --plain --pods "$pods" --namespaces 20 --listen 127.0.0.1:0 --kubeconfig-out "$work/kubeconfig" > "$work/url" &
sim=$!
for _ in $(seq 600); do [ -s "$work/url" ] && break; sleep 0.5; done
[ -s "$work/url" ] || { echo "kubesim did not start" >&2; exit 1; }
qkubectl=${QKUBECTL:-$build/app/qkubectl}
peak() {
    /usr/bin/time -v "$@" --kubeconfig "$work/kubeconfig" > /dev/null 2> "$work/time" || true
    awk -F': ' '/Maximum resident/ {rss = $2} /Elapsed/ {wall = $2} END {printf "%d MB %s", rss / 1024, wall}' "$work/time"
}
printf '%-64s %20s %20s\n' "command ($pods pods)" "qkubectl (RSS wall)" "kubectl (RSS wall)"
for output in "-o name" "" "-o jsonpath={.items[*].metadata.name}" \
    "-o custom-columns=NS:.metadata.namespace,NAME:.metadata.name" "-o json"; do
    printf '%-64s %20s %20s\n' "get pods -A $output" "$(peak "$qkubectl" get pods -A $output)" \
        "$(peak kubectl get pods -A $output)"
done
