// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "core/result.h"

#include <QString>

#include <optional>

namespace kube {

// A Kubernetes resource quantity exactly as apimachinery's resource.Quantity holds it: a signed amount in
// nano units (parsing rounds up to the nano, away from zero), magnitudes saturated at 2^63-1 as ParseQuantity
// clamps them, and the format (decimal SI, binary SI, decimal exponent) its String() prints back in canonical
// form ("1500m", "1536Mi", "1300e3"). A value type, usable from any thread.
class QKUBE_ENGINE_EXPORT Quantity
{
public:
    enum class Format { DecimalExponent, BinarySI, DecimalSI };

    Quantity() = default;
    // resource.ParseQuantity: errors carry its messages ("quantities must match the regular expression ...",
    // "unable to parse quantity's suffix").
    static Result<Quantity> parse(QStringView text);
    // resource.NewQuantity / NewMilliQuantity / NewScaledQuantity (value × 10^scale).
    static Quantity fromValue(qint64 value, Format format = Format::DecimalSI);
    static Quantity fromMilli(qint64 milli, Format format = Format::DecimalSI);
    static Quantity fromScaled(qint64 value, int scale, Format format = Format::DecimalSI);

    Format format() const { return m_format; }
    bool isZero() const { return m_nano == 0; }
    int sign() const { return m_nano < 0 ? -1 : m_nano > 0 ? 1 : 0; }

    // Value(), MilliValue(), ScaledValue(scale): the amount in units of 10^scale, rounded away from zero,
    // saturated at the int64 limits.
    qint64 value() const { return scaledValue(0); }
    qint64 milliValue() const { return scaledValue(-3); }
    qint64 scaledValue(int scale) const;
    // AsApproximateFloat64.
    double toDouble() const;

    // Add / Sub / Neg keep this quantity's format (a zero quantity takes the other's, as Go's Add does).
    void add(const Quantity &other);
    void sub(const Quantity &other);
    void neg();
    // Cmp: -1, 0 or 1.
    int compare(const Quantity &other) const;
    bool operator==(const Quantity &other) const { return compare(other) == 0; }
    bool operator!=(const Quantity &other) const { return compare(other) != 0; }
    bool operator<(const Quantity &other) const { return compare(other) < 0; }
    bool operator<=(const Quantity &other) const { return compare(other) <= 0; }
    bool operator>(const Quantity &other) const { return compare(other) > 0; }
    bool operator>=(const Quantity &other) const { return compare(other) >= 0; }

    // String(): the canonical form, or the parsed text when ParseQuantity kept it because it already was.
    QString toString() const;

private:
    __int128 m_nano = 0;
    Format m_format = Format::DecimalSI;
    QString m_text; // ParseQuantity's cached string, dropped by any arithmetic
};

// The value of a quantity as a double ("500m" → 0.5, "2Gi" → 2147483648); nothing when it does not parse.
QKUBE_ENGINE_EXPORT std::optional<double> parseQuantity(QStringView text);

} // namespace kube
