#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 qkube authors
# SPDX-License-Identifier: Apache-2.0
# Builds the Debian packages qkube and qkube-dev into build-package/ (a Release build installed under /usr),
# then runs lintian on them. Installs what packaging needs (help2man, dpkg-dev, lintian) when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
QKUBE_EXTRA_PACKAGES="lintian" scripts/install-deps.sh
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
cmake -S . -B build-package -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr "${launcher[@]}"
cmake --build build-package --target qkube qkubectl qkube-sim qkube_engine man_pages package_changelog
(cd build-package && cpack -G DEB)
ls -l build-package/*.deb
lintian --no-tag-display-limit build-package/*.deb || true
