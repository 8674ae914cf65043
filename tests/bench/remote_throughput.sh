#!/bin/bash
# SPDX-FileCopyrightText: 2026 qkube authors
# SPDX-License-Identifier: Apache-2.0
# Into the container, qkubectl against kubectl 1.32 on one kubesim, rounds alternating: exec's stdout (cat of a
# big file), port-forward (an HTTP download through the forward, then N concurrent connections), and cp both ways.
# Prints the median of each side and their ratio (qkubectl / kubectl: time, so below 1 is faster).
# usage: tests/bench/remote_throughput.sh [BUILD_DIR] [MB] [ROUNDS]   (defaults: build, 100, 3)
set -euo pipefail
build=${1:-build}
megabytes=${2:-100}
rounds=${3:-3}
connections=100
work=$(mktemp -d)
pids=()
trap 'for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$work"' EXIT
"$build/app/qkube-sim" --kubeconfig-out "$work/kubeconfig" --pods 4 --namespaces 1 --nodes 1 >"$work/sim.out" 2>&1 &
pids+=($!)
export KUBECONFIG="$work/kubeconfig"
for _ in $(seq 300); do [ -s "$KUBECONFIG" ] && kubectl get --raw /readyz >/dev/null 2>&1 && break; sleep 0.2; done
pods=$(kubectl get pods -A --field-selector=status.phase=Running \
    -o jsonpath='{range .items[*]}{.metadata.namespace}{" "}{.metadata.name}{"\n"}{end}')
read -r ns pod <<<"${pods%%$'\n'*}"
qkubectl="$build/app/qkubectl"
kubectl -n "$ns" exec "$pod" -- sh -c "head -c $((megabytes * 1000000)) /dev/urandom > big" >/dev/null
head -c $((megabytes * 1000000)) /dev/urandom >"$work/upload"

seconds() { local start=$(date +%s.%N); "$@" >/dev/null 2>&1; echo "$(date +%s.%N) - $start" | bc; }
median() { printf '%s\n' "$@" | sort -g | sed -n "$(( ($# + 1) / 2 ))p"; }

forward_download() { # CLIENT: a forward, a download of MB through it, then CONNECTIONS at once
    local client=$1 port=$((20000 + RANDOM % 20000))
    $client -n "$ns" port-forward "pod/$pod" "$port:80" >"$work/pf.log" 2>&1 &
    local forward=$!
    for _ in $(seq 100); do curl -sf -o /dev/null "http://127.0.0.1:$port/" && break; sleep 0.1; done
    local start=$(date +%s.%N)
    curl -sf -o /dev/null "http://127.0.0.1:$port/bytes?n=$((megabytes * 1000000))"
    echo "$(date +%s.%N) - $start" | bc >"$work/download.$2"
    seq "$connections" | xargs -P "$connections" -I{} curl -sf -o /dev/null "http://127.0.0.1:$port/?c={}" \
        && echo ok >"$work/concurrent.$2" || echo failed >"$work/concurrent.$2"
    kill "$forward" 2>/dev/null; wait "$forward" 2>/dev/null || true
}

declare -A times
for round in $(seq "$rounds"); do
    for client in kubectl "$qkubectl"; do
        name=$(basename "$client")
        times[$name.exec]+=" $(seconds bash -c "$client -n $ns exec $pod -- cat big | wc -c")"
        times[$name.cpin]+=" $(seconds "$client" -n "$ns" cp "$work/upload" "$pod:upload.$name")"
        times[$name.cpout]+=" $(seconds "$client" -n "$ns" cp "$pod:big" "$work/back.$name")"
        cmp -s "$work/back.$name" <(kubectl -n "$ns" exec "$pod" -- cat big) || echo "$name cp: the copy differs" >&2
        forward_download "$client" "$name"
        times[$name.forward]+=" $(cat "$work/download.$name")"
        [ "$(cat "$work/concurrent.$name")" = ok ] || echo "$name: $connections concurrent connections failed" >&2
    done
done
printf '%-28s %10s %10s %8s\n' "${megabytes} MB, median of $rounds" kubectl qkubectl ratio
for what in exec cpin cpout forward; do
    k=$(median ${times[kubectl.$what]}); q=$(median ${times[qkubectl.$what]})
    printf '%-28s %9.2fs %9.2fs %8.2f\n' "$what" "$k" "$q" "$(echo "scale=3; $q / $k" | bc)"
done
