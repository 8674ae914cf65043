#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 qkube authors
# SPDX-License-Identifier: Apache-2.0
# Installs qkube's build and test dependencies from Debian bookworm's packages (skips what is already there).
set -euo pipefail

packages=(
    cmake ninja-build g++ pkg-config
    qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools libgl-dev
    libyaml-cpp-dev libsimdjson-dev libssl-dev liblz4-dev
    qt6-websockets-dev libvterm-dev   # exec, attach and port-forward streams; the shell's terminal
    bubblewrap   # kubesim runs an exec's command in a sandbox made of the container's own folder
    libqt6svg6 qt6-translations-l10n   # loaded at run time: the SVG icon engine, Qt's own translations
    nginx-light   # tests only: an HTTP/2 TLS front for kubesim
    python3 python3-yaml   # qkube-gen: the examples' CRD types (qkube_generate_crd); tests regenerate the typed API
    help2man desktop-file-utils dpkg-dev   # man pages, and the package test's checks
    ${QKUBE_EXTRA_PACKAGES:-}
)

missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -eq 0 ]; then
    exit 0
fi
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "Installing: ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
