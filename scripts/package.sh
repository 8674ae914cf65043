#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 qkube authors
# SPDX-License-Identifier: Apache-2.0
# Builds the Debian packages libqkube-engine0, qkube and qkube-dev into build-package/ (a Release build installed
# under /usr, compiled with Debian's hardening flags), then runs lintian on them. Installs what packaging needs
# (help2man, dpkg-dev, lintian) when missing. scripts/check-packages.sh then tries them on a fresh bookworm.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
QKUBE_EXTRA_PACKAGES="lintian" scripts/install-deps.sh
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
# The flags Debian builds its own packages with (fortify, stack protector, full RELRO with immediate binding).
export DEB_BUILD_MAINT_OPTIONS=hardening=+all
cxxflags="$(dpkg-buildflags --get CPPFLAGS) $(dpkg-buildflags --get CXXFLAGS)"
ldflags=$(dpkg-buildflags --get LDFLAGS)
cmake -S . -B build-package -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr "${launcher[@]}" \
    -DCMAKE_CXX_FLAGS="$cxxflags" -DCMAKE_EXE_LINKER_FLAGS="$ldflags" -DCMAKE_SHARED_LINKER_FLAGS="$ldflags"
cmake --build build-package --target qkube qkubectl qkube-sim qkube_engine man_pages package_changelog
(cd build-package && cpack -G DEB)
ls -l build-package/*.deb
lintian --tag-display-limit 0 --display-info build-package/*.deb || true
