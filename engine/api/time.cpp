// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "time.h"

#include <QTimeZone>

namespace kube::api {

namespace {

constexpr qint64 microsPerSecond = 1000000;
constexpr qint64 microsPerMilli = 1000;
// RFC 3339's shortest form: "2006-01-02T15:04:05Z".
constexpr qsizetype shortestRfc3339 = 20;

// The digits text[from, from + count) as a number; -1 when one is not a digit.
int digits(QStringView text, qsizetype from, qsizetype count)
{
    int value = 0;
    for (qsizetype i = from; i < from + count; ++i) {
        if (i >= text.size() || !text[i].isDigit())
            return -1;
        value = value * 10 + text[i].digitValue();
    }
    return value;
}

bool separatorAt(QStringView text, qsizetype at, char separator)
{
    return at < text.size() && text[at] == QLatin1Char(separator);
}

} // namespace

template <bool Micro> BasicTime<Micro> BasicTime<Micro>::fromDateTime(const QDateTime &dateTime)
{
    return fromMicroseconds(dateTime.toMSecsSinceEpoch() * microsPerMilli);
}

template <bool Micro> BasicTime<Micro> BasicTime<Micro>::fromMicroseconds(qint64 sinceEpoch)
{
    BasicTime out;
    out.m_micros = sinceEpoch;
    return out;
}

template <bool Micro> Result<BasicTime<Micro>> BasicTime<Micro>::parse(QStringView text)
{
    const auto wrong = [&] {
        return Error(Error::Kind::Decode,
                     QStringLiteral("cannot parse \"%1\" as an RFC 3339 time").arg(text.toString()));
    };
    if (text.size() < shortestRfc3339 || !separatorAt(text, 4, '-') || !separatorAt(text, 7, '-') ||
        !(separatorAt(text, 10, 'T') || separatorAt(text, 10, 't')) || !separatorAt(text, 13, ':') ||
        !separatorAt(text, 16, ':'))
        return wrong();
    const QDate date(digits(text, 0, 4), digits(text, 5, 2), digits(text, 8, 2));
    const int hour = digits(text, 11, 2), minute = digits(text, 14, 2), second = digits(text, 17, 2);
    if (!date.isValid() || hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59)
        return wrong();
    qsizetype at = 19;
    qint64 fraction = 0;
    if (separatorAt(text, at, '.')) {
        qint64 scale = microsPerSecond;
        ++at;
        const qsizetype start = at;
        for (; at < text.size() && text[at].isDigit(); ++at) {
            scale /= 10; // digits past the microsecond are dropped
            fraction += text[at].digitValue() * scale;
        }
        if (at == start)
            return wrong();
    }
    qint64 offsetSeconds = 0;
    if (at < text.size() && (text[at] == QLatin1Char('Z') || text[at] == QLatin1Char('z'))) {
        ++at;
    } else if (at < text.size() && (text[at] == QLatin1Char('+') || text[at] == QLatin1Char('-'))) {
        const int sign = text[at] == QLatin1Char('-') ? -1 : 1;
        const int hours = digits(text, at + 1, 2), minutes = digits(text, at + 4, 2);
        if (hours < 0 || hours > 23 || minutes < 0 || minutes > 59 || !separatorAt(text, at + 3, ':'))
            return wrong();
        offsetSeconds = sign * (hours * 3600 + minutes * 60);
        at += 6;
    } else {
        return wrong();
    }
    if (at != text.size())
        return wrong();
    const qint64 seconds = QDateTime(date, QTime(hour, minute, second), QTimeZone::utc()).toSecsSinceEpoch();
    return fromMicroseconds((seconds - offsetSeconds) * microsPerSecond + fraction);
}

template <bool Micro> QDateTime BasicTime<Micro>::toDateTime() const
{
    // Floor division, so an instant before 1970 keeps its millisecond.
    const qint64 millis =
        m_micros >= 0 ? m_micros / microsPerMilli : -((-m_micros + microsPerMilli - 1) / microsPerMilli);
    return QDateTime::fromMSecsSinceEpoch(millis, QTimeZone::utc());
}

template <bool Micro> QString BasicTime<Micro>::toString() const
{
    qint64 seconds = m_micros / microsPerSecond;
    qint64 micros = m_micros % microsPerSecond;
    if (micros < 0) {
        micros += microsPerSecond;
        --seconds;
    }
    const QDateTime dateTime = QDateTime::fromSecsSinceEpoch(seconds, QTimeZone::utc());
    QString text = dateTime.toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss"));
    if constexpr (Micro)
        text += QLatin1Char('.') + QString::number(micros).rightJustified(6, QLatin1Char('0'));
    return text + QLatin1Char('Z');
}

template class BasicTime<false>;
template class BasicTime<true>;

} // namespace kube::api
