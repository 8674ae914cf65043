#!/bin/bash
# SPDX-FileCopyrightText: 2026 qkube authors
# SPDX-License-Identifier: Apache-2.0
# Peak RSS of `get pods -A` (-o name, table, -o json) through qkubectl and kubectl against one kubesim.
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
peak() { /usr/bin/time -v "$@" --kubeconfig "$work/kubeconfig" > /dev/null 2> "$work/time" || true; awk -F': ' '/Maximum resident/ {printf "%d MB", $2 / 1024}' "$work/time"; }
printf '%-28s %12s %12s\n' "command ($pods pods)" qkubectl kubectl
for output in "-o name" "" "-o json"; do
    printf '%-28s %12s %12s\n' "get pods -A $output" "$(peak "$build/app/qkubectl" get pods -A $output)" "$(peak kubectl get pods -A $output)"
done
