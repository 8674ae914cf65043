// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "core/result.h"

#include <QDateTime>

namespace kube::api {

// meta/v1 Time and MicroTime: an instant in UTC, held to the microsecond. They differ only in how they
// encode, as apimachinery's do: Time as RFC 3339 seconds ("2024-03-01T12:00:00Z"), MicroTime with six
// fractional digits ("2024-03-01T12:00:00.123456Z"). Both parse any RFC 3339 time (a fraction, an offset).
// Value types.
template <bool Micro> class QKUBE_ENGINE_EXPORT BasicTime
{
public:
    BasicTime() = default;
    static BasicTime fromDateTime(const QDateTime &dateTime);
    static BasicTime fromMicroseconds(qint64 sinceEpoch);
    // time.Parse(RFC3339): a Decode error names what does not parse.
    static Result<BasicTime> parse(QStringView text);

    qint64 microsecondsSinceEpoch() const { return m_micros; }
    QDateTime toDateTime() const; // in UTC, to the millisecond
    QString toString() const;

    auto operator<=>(const BasicTime &other) const = default;

private:
    qint64 m_micros = 0;
};

using Time = BasicTime<false>;
using MicroTime = BasicTime<true>;

extern template class BasicTime<false>;
extern template class BasicTime<true>;

} // namespace kube::api
