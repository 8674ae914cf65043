#!/bin/sh
# SPDX-FileCopyrightText: 2026 qkube authors
# SPDX-License-Identifier: Apache-2.0
# The soak (README, "Soak"): scripts/soak.sh MINUTES [SEED] builds qkube_soak in ./build and runs it for MINUTES
# (60: the hour), writing soak.csv and soak.png to build/soak-MINUTES; exits non-zero when a criterion fails.
set -eu
minutes=${1:?usage: scripts/soak.sh MINUTES [SEED]}
seed=${2:-1}
root=$(cd "$(dirname "$0")/.." && pwd)
build=${QKUBE_BUILD_DIR:-$root/build}
if [ ! -f "$build/CMakeCache.txt" ]; then
    cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
fi
cmake --build "$build" --target qkube_soak
out="$build/soak-$minutes"
mkdir -p "$out"
# The soak's exit status, not tee's (POSIX sh has no pipefail).
{
    QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen} "$build/tests/qkube_soak" --minutes "$minutes" --seed "$seed" \
        --out "$out" 2>"$out/stderr.log" || status=$?
    echo "${status:-0}" >"$out/status"
} | tee "$out/summary.txt"
exit "$(cat "$out/status")"
