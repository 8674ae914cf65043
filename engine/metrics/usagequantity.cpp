// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "usagequantity.h"

#include "../printers/quantity.h"

#include <cmath>

namespace kube {

namespace {

// 2^50: far past any node (a petabyte of memory, a million cores) and still exact in a double.
constexpr double maxUsageQuantity = 1125899906842624.0;
// Tolerance for a double product that should be whole (0.1 * 1000): not rounded up to the next unit.
constexpr double wholeEpsilon = 1e-6;

std::optional<qint64> roundedUp(QStringView quantity, double scale)
{
    const auto value = parseQuantity(quantity);
    if (!value || !std::isfinite(*value) || *value < 0 || *value > maxUsageQuantity)
        return std::nullopt;
    const double scaled = *value * scale;
    const double nearest = std::round(scaled);
    return qint64(std::abs(scaled - nearest) < wholeEpsilon ? nearest : std::ceil(scaled));
}

} // namespace

std::optional<qint64> cpuMillicores(QStringView quantity)
{
    return roundedUp(quantity, 1000.0);
}

std::optional<qint64> memoryBytes(QStringView quantity)
{
    return roundedUp(quantity, 1.0);
}

QString formatCpuMillicores(qint64 millicores)
{
    return QString::number(millicores) + QLatin1Char('m');
}

QString formatMemoryMi(qint64 bytes)
{
    return QString::number(bytes / (1024 * 1024)) + QLatin1String("Mi");
}

std::optional<int> usagePercent(qint64 used, qint64 of)
{
    if (of <= 0)
        return std::nullopt;
    return int(used * 100 / of);
}

} // namespace kube
