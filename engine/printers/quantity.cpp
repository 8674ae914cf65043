// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "quantity.h"

#include <cmath>

namespace kube {

namespace {

std::optional<double> suffixFactor(QStringView suffix)
{
    if (suffix.isEmpty())
        return 1.0;
    if (suffix.size() == 2 && suffix[1] == QLatin1Char('i')) {
        static constexpr char binary[] = "KMGTPE";
        for (int i = 0; binary[i]; ++i)
            if (suffix[0] == QLatin1Char(binary[i]))
                return std::ldexp(1.0, 10 * (i + 1));
        return std::nullopt;
    }
    if (suffix.size() == 1) {
        switch (suffix[0].unicode()) {
        case 'n':
            return 1e-9;
        case 'u':
            return 1e-6;
        case 'm':
            return 1e-3;
        case 'k':
            return 1e3;
        case 'M':
            return 1e6;
        case 'G':
            return 1e9;
        case 'T':
            return 1e12;
        case 'P':
            return 1e15;
        case 'E':
            return 1e18;
        default:
            break;
        }
    }
    if (suffix[0] == QLatin1Char('e') || suffix[0] == QLatin1Char('E')) {
        bool ok = false;
        const int exponent = suffix.mid(1).toString().toInt(&ok);
        if (ok && !suffix.mid(1).startsWith(QLatin1Char('+')))
            return std::pow(10.0, exponent);
    }
    return std::nullopt;
}

} // namespace

std::optional<double> parseQuantity(QStringView text)
{
    qsizetype i = 0;
    bool negative = false;
    if (i < text.size() && (text[i] == QLatin1Char('+') || text[i] == QLatin1Char('-')))
        negative = text[i++] == QLatin1Char('-');
    const qsizetype numberStart = i;
    bool digits = false, point = false;
    for (; i < text.size(); ++i) {
        if (text[i].isDigit() && text[i].unicode() < 128)
            digits = true;
        else if (text[i] == QLatin1Char('.') && !point)
            point = true;
        else
            break;
    }
    if (!digits)
        return std::nullopt;
    bool ok = false;
    const double number = text.mid(numberStart, i - numberStart).toDouble(&ok);
    if (!ok)
        return std::nullopt;
    const auto factor = suffixFactor(text.mid(i));
    if (!factor)
        return std::nullopt;
    return (negative ? -number : number) * *factor;
}

} // namespace kube
