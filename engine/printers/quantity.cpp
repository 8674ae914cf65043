// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "quantity.h"

#include <cstdint>
#include <limits>

namespace kube {

namespace {

using Nano = __int128;
using UNano = unsigned __int128;

constexpr qint64 nanoPerUnit = 1000000000;
// ParseQuantity caps every magnitude at the largest int64, in whole units.
constexpr UNano maxNano = UNano(std::numeric_limits<qint64>::max()) * nanoPerUnit;
// Decimal amounts are unbounded in apimachinery; here they saturate at what 128 bits hold (1.7e29 units).
constexpr UNano maxMagnitude = ~UNano(0) >> 1;
// How many fractional digits the binary-suffix rounding looks at; 2^60 × 10^19 still fits in 128 bits.
constexpr int binaryFractionDigits = 19;
// apimachinery's fast path holds at most this many digits in an int64 (maxInt64Factors).
constexpr int maxInt64Factors = 18;

const QString formatWrong = QStringLiteral(
    "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'");
const QString suffixWrong = QStringLiteral("unable to parse quantity's suffix");

bool isDigit(QChar c)
{
    return c >= QLatin1Char('0') && c <= QLatin1Char('9');
}

UNano pow10(int n)
{
    UNano r = 1;
    while (n-- > 0)
        r *= 10;
    return r;
}

struct Parts
{
    bool positive = true;
    QStringView num, denom, suffix;
};

// parseQuantityString: sign, integer digits (leading zeros dropped), fraction digits, suffix.
std::optional<Parts> splitQuantity(QStringView str)
{
    Parts p;
    qsizetype pos = 0;
    const qsizetype end = str.size();
    if (pos < end && (str[0] == QLatin1Char('-') || str[0] == QLatin1Char('+'))) {
        p.positive = str[0] == QLatin1Char('+');
        ++pos;
    }
    while (pos < end && str[pos] == QLatin1Char('0'))
        ++pos;
    qsizetype i = pos;
    while (i < end && isDigit(str[i]))
        ++i;
    p.num = str.mid(pos, i - pos);
    pos = i;
    if (pos < end && str[pos] == QLatin1Char('.')) {
        i = ++pos;
        while (i < end && isDigit(str[i]))
            ++i;
        p.denom = str.mid(pos, i - pos);
        pos = i;
    }
    const qsizetype suffixStart = pos;
    while (pos < end && QStringView(u"eEinumkKMGTP").contains(str[pos]))
        ++pos;
    if (pos < end && (str[pos] == QLatin1Char('-') || str[pos] == QLatin1Char('+')))
        ++pos;
    while (pos < end && isDigit(str[pos]))
        ++pos;
    if (pos < end)
        return std::nullopt;
    p.suffix = str.mid(suffixStart);
    return p;
}

struct Suffix
{
    int base = 10;
    int exponent = 0;
    Quantity::Format format = Quantity::Format::DecimalSI;
};

std::optional<Suffix> interpretSuffix(QStringView s)
{
    static const QStringView decimal[] = {u"n", u"u", u"m", u"", u"k", u"M", u"G", u"T", u"P", u"E"};
    for (int i = 0; i < 10; ++i)
        if (s == decimal[i])
            return Suffix{10, 3 * (i - 3), Quantity::Format::DecimalSI};
    static const QStringView binary[] = {u"Ki", u"Mi", u"Gi", u"Ti", u"Pi", u"Ei"};
    for (int i = 0; i < 6; ++i)
        if (s == binary[i])
            return Suffix{2, 10 * (i + 1), Quantity::Format::BinarySI};
    if (s.size() > 1 && (s[0] == QLatin1Char('e') || s[0] == QLatin1Char('E'))) {
        bool ok = false;
        const qint64 exponent = s.mid(1).toLongLong(&ok);
        // interpret keeps the exponent in an int32 that is later negated: ±MaxInt32.
        if (ok && exponent <= std::numeric_limits<qint32>::max() &&
            exponent >= -std::numeric_limits<qint32>::max())
            return Suffix{10, int(exponent), Quantity::Format::DecimalExponent};
    }
    return std::nullopt;
}

// Saturating arithmetic below `limit` (the largest representable magnitude).
UNano mulSat(UNano a, UNano b, UNano limit)
{
    return a != 0 && b > limit / a ? limit : qMin(a * b, limit);
}

// Digits × 10^shift, rounded up when non-zero digits fall below the units, saturated at `limit`.
UNano digitsTimesPow10(QStringView digits, int shift, UNano limit)
{
    while (!digits.isEmpty() && digits.front() == QLatin1Char('0'))
        digits = digits.mid(1);
    if (digits.isEmpty())
        return 0;
    UNano r = 0;
    const qsizetype whole = shift >= 0 ? digits.size() : qMax<qsizetype>(0, digits.size() + shift);
    for (qsizetype i = 0; i < whole; ++i)
        r = qMin(mulSat(r, 10, limit) + (digits[i].unicode() - '0'), limit);
    for (int i = 0; i < shift && r < limit; ++i)
        r = mulSat(r, 10, limit);
    bool sticky = false;
    for (qsizetype i = whole; i < digits.size(); ++i)
        sticky = sticky || digits[i] != QLatin1Char('0');
    return qMin(r + (sticky ? 1 : 0), limit);
}

// Digits × 10^shift × 2^binaryExponent as nano units, rounded up, saturated at `limit`.
UNano scaledNano(QStringView digits, int shift, int binaryExponent, UNano limit)
{
    if (binaryExponent == 0)
        return digitsTimesPow10(digits, shift, limit);
    const UNano twoPower = UNano(1) << binaryExponent;
    if (shift >= 0)
        return mulSat(digitsTimesPow10(digits, shift, limit), twoPower, limit);
    // The whole part exactly, then the fraction (up to 19 digits) times 2^e rounded up.
    const qsizetype wholeDigits = qMax<qsizetype>(0, digits.size() + shift);
    const UNano whole = mulSat(digitsTimesPow10(digits.first(wholeDigits), 0, limit), twoPower, limit);
    QString fraction = QString(qMax<qsizetype>(0, -shift - digits.size()), QLatin1Char('0')) +
                       digits.mid(wholeDigits).toString();
    bool sticky = false;
    for (qsizetype i = binaryFractionDigits; i < fraction.size(); ++i)
        sticky = sticky || fraction[i] != QLatin1Char('0');
    fraction = fraction.left(binaryFractionDigits).leftJustified(binaryFractionDigits, QLatin1Char('0'));
    const UNano scaled = digitsTimesPow10(fraction, 0, limit) * twoPower;
    const UNano divisor = pow10(binaryFractionDigits);
    const UNano part = scaled / divisor + ((scaled % divisor) != 0 || sticky ? 1 : 0);
    return qMin(whole + part, limit);
}

Nano saturatedSum(Nano a, Nano b)
{
    Nano r = 0;
    if (__builtin_add_overflow(a, b, &r))
        return a > 0 ? Nano(maxMagnitude) : -Nano(maxMagnitude);
    return r;
}

QString int128ToString(UNano v)
{
    if (v == 0)
        return QStringLiteral("0");
    QString s;
    while (v) {
        s.prepend(QChar(char16_t(u'0' + int(v % 10))));
        v /= 10;
    }
    return s;
}

// ParseQuantity's fast path keeps the input as String() when it is already canonical.
bool keepsText(const Parts &p, const Suffix &suffix)
{
    const QString num = p.num.isEmpty() ? QStringLiteral("0") : p.num.toString();
    int precision = 0;
    qint64 mantissa = 1;
    int scale = 0;
    if (suffix.format == Quantity::Format::BinarySI) {
        if (!p.denom.isEmpty())
            return false;
        mantissa = qint64(1) << suffix.exponent;
        precision = 15 - int(num.size()) - int(float(suffix.exponent) * 3 / 10) - 1;
    } else {
        scale = suffix.exponent;
        precision = maxInt64Factors - int(num.size() + p.denom.size());
    }
    if (precision < 0)
        return false;
    scale -= int(p.denom.size());
    if (scale < -9)
        return false;
    const QString shifted = num + p.denom.toString();
    bool ok = false;
    const qint64 value = shifted.toLongLong(&ok);
    if (!ok)
        return false;
    if (value != 0 && mantissa > std::numeric_limits<qint64>::max() / value)
        return false;
    if (suffix.format == Quantity::Format::BinarySI)
        return suffix.exponent % 10 == 0 && (value & 0x07) != 0;
    return scale % 3 == 0 && !shifted.endsWith(QLatin1String("000")) && shifted[0] != QLatin1Char('0');
}

} // namespace

Result<Quantity> Quantity::parse(QStringView text)
{
    if (text.isEmpty())
        return Error(Error::Kind::Invalid, formatWrong);
    if (text == u"0") {
        Quantity zero;
        zero.m_text = QStringLiteral("0");
        return zero;
    }
    const std::optional<Parts> parts = splitQuantity(text);
    if (!parts)
        return Error(Error::Kind::Invalid, formatWrong);
    const std::optional<Suffix> suffix = interpretSuffix(parts->suffix);
    if (!suffix)
        return Error(Error::Kind::Invalid, suffixWrong);
    const QString digits = parts->num.toString() + parts->denom.toString();
    // Beyond these bounds every non-zero amount saturates or rounds up to one nano alike.
    const qint64 rawShift = 9 - qint64(parts->denom.size()) + (suffix->base == 10 ? suffix->exponent : 0);
    const int shift = int(qBound(-qint64(digits.size()) - 1, rawShift, qint64(100)));
    // Binary amounts are capped at 2^63-1 units as ParseQuantity caps them; decimal ones at what 128 bits
    // hold.
    const UNano limit = suffix->base == 2 ? maxNano : maxMagnitude;
    const UNano magnitude = scaledNano(digits, shift, suffix->base == 2 ? suffix->exponent : 0, limit);
    Quantity q;
    q.m_format = suffix->format;
    if (q.m_format == Format::BinarySI && magnitude > 0 && magnitude < UNano(nanoPerUnit))
        q.m_format = Format::DecimalSI;
    q.m_nano = parts->positive ? Nano(magnitude) : -Nano(magnitude);
    if (keepsText(*parts, *suffix))
        q.m_text = text.toString();
    return q;
}

Quantity Quantity::fromValue(qint64 value, Format format)
{
    return fromScaled(value, 0, format);
}

Quantity Quantity::fromMilli(qint64 milli, Format format)
{
    return fromScaled(milli, -3, format);
}

Quantity Quantity::fromScaled(qint64 value, int scale, Format format)
{
    Quantity q;
    q.m_format = format;
    const bool negative = value < 0;
    const UNano magnitude = negative ? UNano(-(Nano(value))) : UNano(value);
    UNano nano = 0;
    if (scale + 9 >= 0) {
        nano = magnitude;
        for (int i = 0; i < scale + 9 && nano < maxMagnitude; ++i)
            nano = mulSat(nano, 10, maxMagnitude);
    } else {
        const UNano divisor = pow10(qMin(-(scale + 9), 39));
        nano = magnitude / divisor + (magnitude % divisor ? 1 : 0);
    }
    q.m_nano = negative ? -Nano(nano) : Nano(nano);
    return q;
}

qint64 Quantity::scaledValue(int scale) const
{
    const bool negative = m_nano < 0;
    const UNano magnitude = negative ? UNano(-m_nano) : UNano(m_nano);
    UNano units = 0;
    const int digits = scale + 9;
    if (digits >= 0) {
        if (digits > 38)
            units = magnitude ? 1 : 0;
        else {
            const UNano divisor = pow10(digits);
            units = magnitude / divisor + (magnitude % divisor ? 1 : 0);
        }
    } else {
        units = magnitude;
        for (int i = 0; i < -digits && units <= UNano(std::numeric_limits<qint64>::max()); ++i)
            units *= 10;
    }
    if (units > UNano(std::numeric_limits<qint64>::max()))
        return negative ? std::numeric_limits<qint64>::min() : std::numeric_limits<qint64>::max();
    return negative ? -qint64(units) : qint64(units);
}

double Quantity::toDouble() const
{
    return double(static_cast<long double>(m_nano) / nanoPerUnit);
}

void Quantity::add(const Quantity &other)
{
    m_text.clear();
    if (m_nano == 0)
        m_format = other.m_format;
    m_nano = saturatedSum(m_nano, other.m_nano);
}

void Quantity::sub(const Quantity &other)
{
    m_text.clear();
    if (m_nano == 0)
        m_format = other.m_format;
    m_nano = saturatedSum(m_nano, -other.m_nano);
}

void Quantity::neg()
{
    m_text.clear();
    m_nano = -m_nano;
}

int Quantity::compare(const Quantity &other) const
{
    return m_nano < other.m_nano ? -1 : m_nano > other.m_nano ? 1 : 0;
}

QString Quantity::toString() const
{
    if (!m_text.isEmpty())
        return m_text;
    if (m_nano == 0)
        return QStringLiteral("0");
    const QString sign = m_nano < 0 ? QStringLiteral("-") : QString();
    UNano magnitude = m_nano < 0 ? UNano(-m_nano) : UNano(m_nano);
    Format format = m_format;
    // BinarySI only for whole amounts of at least 1024; anything else would round, so it prints decimal.
    if (format == Format::BinarySI && (magnitude < UNano(1024) * nanoPerUnit || magnitude % nanoPerUnit != 0))
        format = Format::DecimalSI;
    if (format == Format::BinarySI) {
        UNano units = magnitude / nanoPerUnit;
        int power = 0;
        while (units >= 1024 && units % 1024 == 0) {
            units /= 1024;
            ++power;
        }
        static const char *const binary[] = {"", "Ki", "Mi", "Gi", "Ti", "Pi", "Ei"};
        if (power <= 6)
            return sign + int128ToString(units) + QLatin1String(binary[power]);
        format = Format::DecimalExponent; // no binary suffix past Ei: the exact decimal form
    }
    int exponent = -9;
    while (magnitude >= 10 && magnitude % 10 == 0) {
        magnitude /= 10;
        ++exponent;
    }
    // The exponent goes down to a multiple of three (Go's % keeps the dividend's sign).
    while (exponent % 3 != 0) {
        magnitude *= 10;
        --exponent;
    }
    QString suffix;
    if (format == Format::DecimalExponent) {
        if (exponent != 0)
            suffix = QLatin1Char('e') + QString::number(exponent);
    } else {
        static const char *const decimal[] = {"n", "u", "m", "", "k", "M", "G", "T", "P", "E"};
        const int index = exponent / 3 + 3;
        if (index < 10)
            suffix = QLatin1String(decimal[index]);
        else // no decimal suffix past E: exponent notation
            suffix = QLatin1Char('e') + QString::number(exponent);
    }
    return sign + int128ToString(magnitude) + suffix;
}

std::optional<double> parseQuantity(QStringView text)
{
    const Result<Quantity> q = Quantity::parse(text);
    if (!q)
        return std::nullopt;
    return q->toDouble();
}

} // namespace kube
