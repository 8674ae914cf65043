// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "resourcequantity.h"

#include <QRegularExpression>

#include <cmath>

namespace kube {

namespace {

constexpr const char *decimalSuffixes[] = {"", "k", "M", "G", "T", "P", "E"};
constexpr const char *binarySuffixes[] = {"", "Ki", "Mi", "Gi", "Ti", "Pi", "Ei"};

} // namespace

std::optional<ResourceQuantity> ResourceQuantity::parse(const QString &text)
{
    static const QRegularExpression form(
        QStringLiteral("^([+-]?)(\\d*)(?:\\.(\\d*))?(Ki|Mi|Gi|Ti|Pi|Ei|n|u|m|k|M|G|T|P|E|[eE][+-]?\\d+)?$"));
    const QRegularExpressionMatch match = form.match(text);
    if (!match.hasMatch() || (match.captured(2).isEmpty() && match.captured(3).isEmpty()))
        return std::nullopt;
    const QString suffix = match.captured(4);
    ResourceQuantity q;
    // The number as integer digits and a power of ten, then scaled to thousandths.
    const QString digits = match.captured(2) + match.captured(3);
    int exponent = -int(match.captured(3).size()) + 3; // thousandths
    long double multiplier = 1;
    if (suffix.endsWith(QLatin1Char('i'))) {
        q.m_format = Format::BinarySI;
        multiplier = std::pow(1024.0L, int(QStringLiteral("KMGTPE").indexOf(suffix.at(0)) + 1));
    } else if (suffix.startsWith(QLatin1Char('e')) || suffix.startsWith(QLatin1Char('E'))) {
        q.m_format = Format::DecimalExponent;
        exponent += suffix.mid(1).toInt();
    } else if (!suffix.isEmpty()) {
        static const QString decimal = QStringLiteral("num kMGTPE");
        exponent += 3 * (int(decimal.indexOf(suffix.at(0))) - 3);
    }
    long double value = digits.toStdString().empty() ? 0 : std::stold(digits.toStdString());
    value *= multiplier * std::pow(10.0L, exponent);
    if (value > 9.2e18L)
        return std::nullopt;
    q.m_milli = qint64(std::ceil(value - 1e-9L));
    if (match.captured(1) == QLatin1String("-"))
        q.m_milli = -q.m_milli;
    return q;
}

void ResourceQuantity::add(const ResourceQuantity &other)
{
    if (m_milli == 0)
        m_format = other.m_format;
    m_milli += other.m_milli;
}

qint64 ResourceQuantity::value() const
{
    return m_milli >= 0 ? (m_milli + 999) / 1000 : -((-m_milli) / 1000);
}

QString ResourceQuantity::toString() const
{
    if (m_milli == 0)
        return QStringLiteral("0");
    const QString sign = m_milli < 0 ? QStringLiteral("-") : QString();
    const qint64 milli = std::abs(m_milli);
    if (milli % 1000 != 0) // a fraction: always decimal, in thousandths
        return sign + QString::number(milli) + QLatin1Char('m');
    qint64 whole = milli / 1000;
    if (m_format == Format::BinarySI && whole >= 1024) {
        int power = 0;
        while (whole % 1024 == 0 && power < 6) {
            whole /= 1024;
            ++power;
        }
        return sign + QString::number(whole) + QLatin1String(binarySuffixes[power]);
    }
    int power = 0;
    while (whole % 1000 == 0 && power < 6) {
        whole /= 1000;
        ++power;
    }
    if (m_format == Format::DecimalExponent)
        return sign + QString::number(whole) + (power ? QStringLiteral("e%1").arg(power * 3) : QString());
    return sign + QString::number(whole) + QLatin1String(decimalSuffixes[power]);
}

} // namespace kube
