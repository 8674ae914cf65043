#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 qkube authors
# SPDX-License-Identifier: Apache-2.0
# Installs the packages scripts/package.sh made into a fresh, minimal Debian bookworm (debootstrap; root and the
# Debian mirror needed) with nothing but their runtime dependencies, then checks that qkubectl answers from
# qkube-sim and that qkube --demo starts its window and cluster and keeps running.
# Usage: sudo scripts/check-packages.sh [ROOT]   (ROOT: where the test system goes; default build-package/bookworm)
set -euo pipefail
cd "$(dirname "$0")/.."
root=${1:-build-package/bookworm}
debs=(build-package/libqkube-engine0_*.deb build-package/qkube_*.deb)
for deb in "${debs[@]}"; do
    [[ -f $deb ]] || { echo "check-packages: $deb is missing: run scripts/package.sh first" >&2; exit 1; }
done
command -v debootstrap >/dev/null || QKUBE_EXTRA_PACKAGES="debootstrap" scripts/install-deps.sh
[[ -x $root/usr/bin/apt-get ]] || debootstrap --variant=minbase bookworm "$root" http://deb.debian.org/debian
cp /etc/resolv.conf "$root/etc/resolv.conf"
mkdir -p "$root/tmp/debs"
cp "${debs[@]}" "$root/tmp/debs/"
chroot "$root" sh -c 'apt-get update -q && apt-get install -y -q --reinstall --no-install-recommends /tmp/debs/*.deb'

chroot "$root" bash -s <<'EOF'
set -euo pipefail
export HOME=/tmp/home QT_QPA_PLATFORM=offscreen
mkdir -p "$HOME"
# Qt's own translations come with qkube (its Depends): the window's standard buttons in the user's language.
[[ -f /usr/share/qt6/translations/qtbase_zh_CN.qm ]] || { echo "check-packages: qtbase_zh_CN.qm is missing"; exit 1; }
rm -f "$HOME/sim.yaml"
timeout 20 qkube-sim --kubeconfig-out "$HOME/sim.yaml" --pods 30 >/tmp/sim.log 2>&1 &
for _ in $(seq 50); do [[ -s $HOME/sim.yaml ]] && break; sleep 0.2; done
qkubectl --kubeconfig "$HOME/sim.yaml" get deployments -A
# qkube --demo must still be running when timeout stops it (exit 124), having started its embedded cluster.
status=0
timeout 15 qkube --demo >/tmp/qkube.log 2>&1 || status=$?
grep -q 'demo cluster (kubesim) at https://127.0.0.1:' /tmp/qkube.log || { cat /tmp/qkube.log; exit 1; }
[[ $status == 124 ]] || { echo "qkube --demo exited with $status"; cat /tmp/qkube.log; exit 1; }
echo "check-packages: the packages install on a fresh bookworm; qkubectl and qkube --demo run"
EOF
