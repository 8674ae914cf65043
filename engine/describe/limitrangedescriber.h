// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "describewriter.h"

namespace kube {

// kubectl's describeLimitRangeSpec: one row per limit and resource of `limitRange`
// ("Type\tResource\tMin\tMax\t Default Request\tDefault Limit\tMax Limit/Request Ratio", "-" for what is
// unset), each after `prefix`. kubectl takes a limit's resources in Go's random map order; here they are
// sorted.
QKUBE_ENGINE_EXPORT void writeLimitRangeRows(DescribeWriter &writer, const QJsonObject &limitRange,
                                             const QString &prefix);

// A quantity as apimachinery's String() prints it: canonical whatever form the object holds ("0" when
// absent).
QKUBE_ENGINE_EXPORT QString canonicalQuantity(const QJsonValue &value);

} // namespace kube
