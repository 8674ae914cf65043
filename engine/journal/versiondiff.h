// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/object.h"

#include <QString>

namespace kube {

// Two versions of an object as YAML (kubectl's layout), and their line diff, with what every write changes
// hidden: metadata.managedFields and metadata.resourceVersion. Pure functions that decode JSON: run them off the
// GUI thread.
namespace VersionDiff {

QString yaml(const Object &object);
// A unified diff (see LineDiff::unified); empty when the versions differ only in hidden fields.
QString unified(const Object &from, const Object &to, const QString &fromLabel, const QString &toLabel);

} // namespace VersionDiff

} // namespace kube
