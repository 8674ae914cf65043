// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"

#include <QString>
#include <QStringList>

// Line diffs of two texts (Myers' O(ND) algorithm on the lines between a common prefix and suffix), written
// as a unified diff, as `diff -u` and kubectl diff show them. A pure function; run it off the GUI thread for
// big texts.
namespace kube::LineDiff {

// Past this many differing lines the middle is shown as removed and added whole: the search's memory grows
// with the square of the distance.
constexpr int maxEditDistance = 2000;
// Unchanged lines shown around each change.
constexpr int contextLines = 3;

// "--- fromLabel", "+++ toLabel", then hunks ("@@ -a,b +c,d @@", lines prefixed ' ', '-', '+'); empty when
// the texts are equal.
QKUBE_ENGINE_EXPORT QString unified(const QString &from, const QString &to, const QString &fromLabel,
                                    const QString &toLabel);

} // namespace kube::LineDiff
