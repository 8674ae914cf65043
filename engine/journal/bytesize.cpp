// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "bytesize.h"

#include "printers/quantity.h"

#include <cmath>
#include <limits>

namespace kube::ByteSize {

std::optional<qint64> parse(QStringView text)
{
    const std::optional<double> value = parseQuantity(text.trimmed());
    // Beyond 2^62 bytes no machine has the memory; below one byte is no limit.
    if (!value || *value < 1 || *value > double(std::numeric_limits<qint64>::max() / 2) || std::floor(*value) != *value)
        return std::nullopt;
    return qint64(*value);
}

QString text(qint64 bytes)
{
    static const char *const suffixes[] = {"", "Ki", "Mi", "Gi", "Ti", "Pi"};
    int power = 0;
    while (power < 5 && bytes > 0 && bytes % 1024 == 0) {
        bytes /= 1024;
        ++power;
    }
    return QString::number(bytes) + QLatin1String(suffixes[power]);
}

} // namespace kube::ByteSize
