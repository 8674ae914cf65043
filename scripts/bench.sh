#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 qkube authors
# SPDX-License-Identifier: Apache-2.0
# The benchmark suite (issue 6): builds in Release, starts kubesim on loopback (plain HTTP, so neither TLS nor
# kubesim is what is measured), runs qkube's engine, GUI and CLI and the peers on the same data, prints a table
# and writes it with the date and machine to tests/bench/RESULTS.md.
#   scripts/bench.sh            everything (1k, 10k and 100k pods; about 10 minutes on 2 cores)
#   SIZES="1000 10000" scripts/bench.sh   fewer sizes
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
build=${BUILD_DIR:-$root/build-release}
sizes=${SIZES:-"1000 10000 100000"}
work=$(mktemp -d /tmp/qkube-bench.XXXXXX)
results=$work/results.txt
sims=()
cleanup() { for pid in "${sims[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap cleanup EXIT

bash scripts/install-deps.sh
need() { command -v "$1" >/dev/null || { echo "bench: $2" >&2; exit 1; }; }
need curl "curl is missing (scripts/install-deps.sh installs it)"
if [ ! -x /usr/bin/time ] || ! command -v bc >/dev/null || ! command -v npm >/dev/null; then
    sudo_cmd=; [ "$(id -u)" = 0 ] || sudo_cmd=sudo
    $sudo_cmd apt-get install -y time bc npm
fi

echo "== build (Release) in $build"
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$build" --target qkube-sim qkubectl bench_decode bench_engine bench_gui
echo "== peers: @kubernetes/client-node on Node 22 (npm ci)"
(cd tests/bench/peers && npm ci --no-audit --no-fund --loglevel=error)
node=$root/tests/bench/peers/node_modules/.bin/node

record() { echo "$1=$2" >>"$results"; }
# Runs a bench binary and records its key=value lines under a prefix.
run() {
    local prefix=$1; shift
    "$@" 2>"$work/stderr" | while IFS== read -r key value; do [ -n "$value" ] && record "$prefix.$key" "$value"; done
}
# /usr/bin/time figures of a command: wall, cpu (user+sys), peak RSS in MB.
timed() {
    local prefix=$1; shift
    /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$@" >/dev/null 2>"$work/stderr" || { echo "bench: $* failed: $(tail -3 "$work/stderr")" >&2; return 1; }
    read -r wall user sys rss <"$work/time"
    record "$prefix.wall" "$wall"
    record "$prefix.cpu" "$(echo "$user + $sys" | bc -l)"
    record "$prefix.rss_mb" "$(echo "$rss / 1000" | bc -l)"
}
# Starts kubesim with N pods; sets $url and $kubeconfig.
start_sim() {
    local pods=$1 name=$2
    "$build/app/qkube-sim" --plain --listen 127.0.0.1:0 --pods "$pods" --namespaces 50 --nodes 100 --events 200 --history 300000 >"$work/$name.url" 2>"$work/$name.log" &
    sims+=($!)
    for _ in $(seq 1 300); do grep -q '^http' "$work/$name.url" 2>/dev/null && break; sleep 0.2; done
    url=$(grep -m1 '^http' "$work/$name.url")
    # The URL is printed before the listen socket serves: wait for /readyz.
    for _ in $(seq 1 300); do curl -sf "$url/readyz" >/dev/null && break; sleep 0.2; done
    kubeconfig=$work/$name.kubeconfig
    printf 'apiVersion: v1\nkind: Config\nclusters:\n- name: %s\n  cluster:\n    server: %s\nusers:\n- name: %s\n  user: {}\ncontexts:\n- name: %s\n  context:\n    cluster: %s\n    user: %s\ncurrent-context: %s\n' \
        "$name" "$url" "$name" "$name" "$name" "$name" "$name" >"$kubeconfig"
}
stop_sims() { cleanup; sims=(); }

echo "== 1. decode"
run decode "$build/tests/bench/bench_decode"
echo "== 3. engine pipeline on one core"
run engine "$build/tests/bench/bench_engine" pipeline

for pods in $sizes; do
    echo "== 2/6. sync of $pods pods"
    start_sim "$pods" sim
    sim_pid=${sims[-1]}
    record "sim$pods.seed_rss_mb" "$(awk '/VmRSS/ {print $2 / 1000}' /proc/"$sim_pid"/status)"
    curl -s "$url/api/v1/pods" -o "$work/list.json"
    record "sim$pods.list_mb" "$(echo "$(stat -c %s "$work/list.json") / 1000000" | bc -l)"
    rm -f "$work/list.json"
    before=$(awk '{print $14 + $15}' /proc/"$sim_pid"/stat)
    timed "curl$pods" curl -s "$url/api/v1/pods" -o /dev/null
    after=$(awk '{print $14 + $15}' /proc/"$sim_pid"/stat)
    record "sim$pods.serve_cpu" "$(echo "($after - $before) / $(getconf CLK_TCK)" | bc -l)"
    run "qkube$pods" "$build/tests/bench/bench_engine" sync --server "$url"
    run "qkubestrip$pods" "$build/tests/bench/bench_engine" sync --server "$url" --strip
    timed "qkubeproc$pods" "$build/tests/bench/bench_engine" sync --server "$url" --strip
    run "node$pods" "$node" tests/bench/peers/informer.mjs sync "$url"
    timed "nodeproc$pods" "$node" tests/bench/peers/informer.mjs sync "$url"
    timed "kubectlname$pods" kubectl --kubeconfig "$kubeconfig" get pods -A -o name
    timed "qkubectlname$pods" "$build/app/qkubectl" --kubeconfig "$kubeconfig" get pods -A -o name
    timed "kubectljson$pods" kubectl --kubeconfig "$kubeconfig" get pods -A -o json
    timed "qkubectljson$pods" "$build/app/qkubectl" --kubeconfig "$kubeconfig" get pods -A -o json
    if [ "$pods" = 10000 ]; then
        echo "== 3. watch throughput, 10k pods"
        run "qkubewatch" "$build/tests/bench/bench_engine" watch --server "$url" --rate 50000 --seconds 10
        run "nodewatch" "$node" tests/bench/peers/informer.mjs watch "$url" 50000 10
        echo "== 4. GUI on 10k pods under 1k and 5k container restarts/s"
        for rate in 1000 5000; do
            QT_QPA_PLATFORM=offscreen run "gui$rate" "$build/tests/bench/bench_gui" churn --kubeconfig "$kubeconfig" --context sim --server "$url" \
                --rate "$rate" --seconds 10 --expect "$pods"
        done
        echo "== 5. context switch between two clusters of 10k pods"
        other_url=$url
        start_sim "$pods" other
        printf 'apiVersion: v1\nkind: Config\nclusters:\n- name: a\n  cluster:\n    server: %s\n- name: b\n  cluster:\n    server: %s\nusers:\n- name: u\n  user: {}\ncontexts:\n- name: a\n  context:\n    cluster: a\n    user: u\n- name: b\n  context:\n    cluster: b\n    user: u\ncurrent-context: a\n' \
            "$other_url" "$url" >"$work/two.kubeconfig"
        QT_QPA_PLATFORM=offscreen run switch "$build/tests/bench/bench_gui" switch --kubeconfig "$work/two.kubeconfig" --context a --to b --expect "$pods"
    fi
    if [ "$pods" = 100000 ]; then
        echo "== 4. sort and filter 100k rows; the whole GUI holding 100k pods"
        QT_QPA_PLATFORM=offscreen run "gui100k" "$build/tests/bench/bench_gui" sort --kubeconfig "$kubeconfig" --context sim --expect "$pods"
    fi
    echo "== kubesim watch serving rate"
    if [ "$pods" = 10000 ]; then
        curl -s -X POST "$url/kubesim/faults?fault=heartbeats&value=50000" >/dev/null
        rv=$(curl -s "$url/api/v1/namespaces?limit=1" | grep -o '"resourceVersion":"[0-9]*"' | head -1 | grep -o '[0-9]*')
        lines=$(timeout 5 curl -sN "$url/api/v1/pods?watch=1&resourceVersion=$rv" | wc -l || true)
        curl -s -X POST "$url/kubesim/faults?fault=heartbeats&value=0" >/dev/null
        record "simwatch.events_per_s" "$(echo "$lines / 5" | bc -l)"
    fi
    stop_sims
done

bash tests/bench/report.sh "$results" | tee "$work/report.md"
{
    echo "# qkube benchmark results"
    echo
    echo "Run by \`scripts/bench.sh\` on $(date -u '+%Y-%m-%d %H:%M UTC'); machine: $(nproc) cores, $(awk '/model name/ {sub(/.*: /, ""); print; exit}' /proc/cpuinfo),"
    echo "$(awk '/MemTotal/ {printf "%.0f GB", $2 / 1048576}' /proc/meminfo) RAM, $(. /etc/os-release; echo "$PRETTY_NAME"); qkube $(git rev-parse --short HEAD)."
    echo
    cat "$work/report.md"
    echo
    echo "Raw figures:"
    echo
    echo '```'
    cat "$results"
    echo '```'
} >tests/bench/RESULTS.md
echo "== written to tests/bench/RESULTS.md"
