#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 qkube authors
# SPDX-License-Identifier: Apache-2.0
# Builds the libFuzzer harnesses (tests/fuzz) with clang, -fsanitize=fuzzer,address,undefined, in build-fuzz,
# and runs each for N seconds from its seed corpus (tests/fuzz/corpus/<harness>; what a run finds goes to
# build-fuzz/fuzz-corpus, crashes to build-fuzz/fuzz-artifacts). Installs nothing: it needs clang and
# libFuzzer's runtime (Debian: apt-get install -y clang libclang-rt-14-dev) and says so when they are missing.
#   scripts/fuzz-smoke.sh              every harness, 20 s each
#   scripts/fuzz-smoke.sh 240          4 minutes each
#   scripts/fuzz-smoke.sh 60 fuzz_object fuzz_listdecoder
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-20}
shift || true
harnesses=("$@")
[ ${#harnesses[@]} -gt 0 ] || harnesses=(fuzz_object fuzz_listdecoder fuzz_protobuflistdecoder fuzz_protobufwatchdecoder fuzz_watchdecoder fuzz_labelselector fuzz_kubeconfig fuzz_httprequestparser)
build=${BUILD_DIR:-build-fuzz}

missing() { echo "fuzz-smoke: $1 (Debian: apt-get install -y clang libclang-rt-14-dev)" >&2; exit 1; }
command -v clang++ >/dev/null || missing "clang++ is not installed"
echo 'extern "C" int LLVMFuzzerTestOneInput(const unsigned char *, unsigned long) { return 0; }' >"${TMPDIR:-/tmp}/qkube-fuzz-probe.cpp"
clang++ -fsanitize=fuzzer "${TMPDIR:-/tmp}/qkube-fuzz-probe.cpp" -o "${TMPDIR:-/tmp}/qkube-fuzz-probe" 2>/dev/null \
    || missing "clang cannot link -fsanitize=fuzzer: libFuzzer's runtime is missing"

launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
    -DQKUBE_FUZZ=ON "${launcher[@]}" >/dev/null
cmake --build "$build" --target "${harnesses[@]}"

mkdir -p "$build/fuzz-artifacts"
summary=()
failed=0
for harness in "${harnesses[@]}"; do
    corpus=$build/fuzz-corpus/$harness
    mkdir -p "$corpus"
    log=$build/fuzz-artifacts/$harness.log
    echo "== $harness for ${seconds}s"
    status=0
    "$build/tests/fuzz/$harness" -max_total_time="$seconds" -print_final_stats=1 -timeout=10 -rss_limit_mb=2048 \
        -artifact_prefix="$build/fuzz-artifacts/$harness-" "$corpus" "tests/fuzz/corpus/$harness" >"$log" 2>&1 || status=$?
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    coverage=$(grep -oE 'cov: [0-9]+ ft: [0-9]+' "$log" | tail -1)
    if [ "$status" -ne 0 ]; then
        failed=1
        summary+=("$harness: FAILED (exit $status), see $log and $build/fuzz-artifacts/$harness-*")
        tail -30 "$log"
    else
        summary+=("$harness: ${runs:-?} runs, ${coverage:-no coverage line}, no failure")
    fi
done
echo "== summary (${seconds}s each)"
printf '%s\n' "${summary[@]}"
exit $failed
