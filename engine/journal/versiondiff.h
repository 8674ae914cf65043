// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "core/object.h"

#include <QList>
#include <QString>

namespace kube {

// Two versions of an object as YAML (kubectl's layout), and their line diff, unified or side by side, with
// what every write changes hidden: metadata.managedFields and metadata.resourceVersion. Pure functions that
// decode JSON: run them off the GUI thread.
namespace VersionDiff {

QKUBE_ENGINE_EXPORT QString yaml(const Object &object);
// A unified diff (see LineDiff::unified); empty when the versions differ only in hidden fields.
QKUBE_ENGINE_EXPORT QString unified(const Object &from, const Object &to, const QString &fromLabel,
                                    const QString &toLabel);

// One row of a side-by-side diff: a line of the older text on the left, of the newer on the right, aligned.
struct QKUBE_ENGINE_EXPORT Row
{
    // Changed: a removed line paired with the added line in its place; Removed and Added have one side only.
    enum class Kind { Same, Changed, Removed, Added };
    Kind kind = Kind::Same;
    QString left;
    QString right;
    int leftLine = 0; // 1-based; 0: no line on that side
    int rightLine = 0;
};
// The whole of both texts, row by row: unchanged lines side by side, each run of changes between two
// unchanged lines paired in order (the first removed line with the first added one, ...), the longer side's
// rest facing an empty one.
QKUBE_ENGINE_EXPORT QList<Row> sideBySide(const QString &from, const QString &to);
QKUBE_ENGINE_EXPORT QList<Row> sideBySide(const Object &from, const Object &to);

} // namespace VersionDiff

} // namespace kube
