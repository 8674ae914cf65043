// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "usagequantity.h"

#include "../printers/quantity.h"

namespace kube {

namespace {

// 2^50 cores or bytes: far past any node (a petabyte of memory, a million cores); more is a broken answer.
const Quantity maxUsageQuantity = Quantity::fromValue(qint64(1) << 50);

// The quantity when it reads as a usage: parses, not negative, not absurd.
std::optional<Quantity> usageQuantity(QStringView text)
{
    Result<Quantity> q = Quantity::parse(text);
    if (!q || q->sign() < 0 || *q > maxUsageQuantity)
        return std::nullopt;
    return q.value();
}

} // namespace

std::optional<qint64> cpuMillicores(QStringView quantity)
{
    const auto q = usageQuantity(quantity);
    return q ? std::optional(q->milliValue()) : std::nullopt;
}

std::optional<qint64> cpuNanocores(QStringView quantity)
{
    const auto q = usageQuantity(quantity);
    return q ? std::optional(q->scaledValue(-9)) : std::nullopt;
}

std::optional<qint64> memoryBytes(QStringView quantity)
{
    const auto q = usageQuantity(quantity);
    return q ? std::optional(q->value()) : std::nullopt;
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
