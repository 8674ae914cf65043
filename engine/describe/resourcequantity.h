// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

#include <optional>

namespace kube {

// A resource quantity that can be added and printed back as resource.Quantity's canonical String() does
// ("250m", "320Mi", "1500", "2k"), for describe's sums of requests and limits. Held exactly in thousandths
// (up to about 9.2e15 units), which covers CPU in millicores and bytes up to petabytes; finer parts ("100n")
// are rounded up to a thousandth, as Quantity rounds them for MilliValue().
class ResourceQuantity
{
public:
    enum class Format { DecimalSI, BinarySI, DecimalExponent };

    ResourceQuantity() = default;
    static std::optional<ResourceQuantity> parse(const QString &text);

    void add(const ResourceQuantity &other);
    bool isZero() const { return m_milli == 0; }
    qint64 milliValue() const { return m_milli; }
    // The whole value, rounded up (Quantity.Value()).
    qint64 value() const;
    QString toString() const;
    bool operator<(const ResourceQuantity &other) const { return m_milli < other.m_milli; }

private:
    qint64 m_milli = 0;
    Format m_format = Format::DecimalSI;
};

} // namespace kube
