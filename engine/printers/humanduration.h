// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"

#include <QString>

namespace kube {

// kubectl's duration format for AGE and "(5m ago)" (apimachinery's duration.HumanDuration): 45s, 5m, 3h12m,
// 2d4h, 400d, 3y20d. A duration up to 2 s negative (clock skew) reads "0s", a longer one "<invalid>".
QKUBE_ENGINE_EXPORT QString humanDuration(qint64 ms);

} // namespace kube
