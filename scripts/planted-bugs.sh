#!/bin/sh
# SPDX-FileCopyrightText: 2026 qkube authors
# SPDX-License-Identifier: Apache-2.0
# Planted bugs (tests/integration/README.md): builds the tst_*_planted programs in ./build and runs, for each
# bug, the tests that must catch it with that bug planted (QKUBE_PLANTED_BUG=NAME). Prints one line a bug and
# test, CAUGHT or MISSED, and exits non-zero when a bug was missed or a test fails with nothing planted.
#   scripts/planted-bugs.sh            every bug: tst_deltafifo, tst_reflector, tst_nothinglost (seed 1), tst_soak
#   scripts/planted-bugs.sh fast       the targeted tests only (what tst_plantedbugs runs in ctest)
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
build=${QKUBE_BUILD_DIR:-$root/build}
mode=${1:-all}
targets="tst_deltafifo_planted tst_reflector_planted"
[ "$mode" = fast ] || targets="$targets tst_nothinglost_planted tst_soak_planted"
# shellcheck disable=SC2086
cmake --build "$build" --target $targets >/dev/null || exit 1
export QT_QPA_PLATFORM=offscreen
missed=0
# run BUG PROGRAM [FUNCTION]: a failing test with the bug planted is the expected outcome
run() {
    bug=$1 program=$2
    shift 2
    log="$build/planted-$bug-$program.log"
    started=$(date +%s)
    QKUBE_PLANTED_BUG=$bug "$build/tests/${program}_planted" "$@" >"$log" 2>&1
    code=$?
    seconds=$(( $(date +%s) - started ))
    if [ -z "$bug" ]; then
        verdict=$([ $code -eq 0 ] && echo "passes" || echo "FAILS WITH NOTHING PLANTED")
        [ $code -eq 0 ] || missed=1
        printf '%-26s %-16s %s (%s s)\n' "(none)" "$program" "$verdict" "$seconds"
        return
    fi
    if [ $code -ne 0 ] && grep -q '^FAIL!' "$log"; then
        printf '%-26s %-16s CAUGHT (%s s): %s\n' "$bug" "$program" "$seconds" \
            "$(grep -m1 -A1 '^FAIL!' "$log" | tr -s ' \n' ' ' | cut -c1-150)"
    else
        missed=1
        printf '%-26s %-16s MISSED (exit %s, %s s, log %s)\n' "$bug" "$program" "$code" "$seconds" "$log"
    fi
}
nothinglost="cachesAndTableEqualTheServerAfterChurnAndFaults:seed 1"
run "" tst_deltafifo
run "" tst_reflector
run relist-keeps-vanished tst_deltafifo
run relist-forgets-queued tst_deltafifo
run expired-event-rewatches tst_reflector
run expired-status-rewatches tst_reflector
run bookmark-version-dropped tst_reflector
run short-watch-rewatches tst_reflector
if [ "$mode" != fast ]; then
    run "" tst_nothinglost "$nothinglost"
    # Not relist-forgets-queued: an informer drains its queue in the same turn as each change, so no relist
    # meets a queue still draining there (README); tst_deltafifo is what catches it.
    for bug in relist-keeps-vanished expired-event-rewatches expired-status-rewatches bookmark-version-dropped \
        short-watch-rewatches; do
        run $bug tst_nothinglost "$nothinglost"
    done
    run relist-keeps-vanished tst_soak
fi
exit $missed
