// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

#include <optional>

namespace kube {

// The value of a Kubernetes resource quantity ("500m" → 0.5, "2Gi" → 2147483648, "1.5k" → 1500, "1e3" →
// 1000), as resource.Quantity reads it: an optionally signed decimal number, then a binary suffix (Ki..Ei), a
// decimal one (n, u, m, k, M, G, T, P, E) or a decimal exponent. Nothing when the text is not a quantity.
std::optional<double> parseQuantity(QStringView text);

} // namespace kube
