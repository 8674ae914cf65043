// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "printer.h"

#include "printers/humanduration.h"

#include <QDateTime>
#include <QTimeZone>

#include <bit>
#include <cmath>

namespace kube {

PrintCell PrintCell::text(QString text)
{
    PrintCell cell;
    cell.m_text = std::move(text);
    return cell;
}

PrintCell PrintCell::integer(qint64 value)
{
    PrintCell cell;
    cell.m_kind = Kind::Integer;
    cell.m_value = value;
    return cell;
}

PrintCell PrintCell::number(double value, QString text)
{
    PrintCell cell;
    cell.m_kind = Kind::Number;
    cell.m_number = value;
    cell.m_text = std::move(text);
    return cell;
}

PrintCell PrintCell::real(double value)
{
    PrintCell cell;
    cell.m_kind = Kind::Real;
    cell.m_number = value;
    return cell;
}

PrintCell PrintCell::boolean(bool value)
{
    PrintCell cell;
    cell.m_kind = Kind::Boolean;
    cell.m_value = value ? 1 : 0;
    return cell;
}

PrintCell PrintCell::age(qint64 sinceMs)
{
    PrintCell cell;
    cell.m_kind = Kind::Age;
    cell.m_value = sinceMs;
    return cell;
}

PrintCell PrintCell::elapsed(qint64 startMs, qint64 endMs)
{
    PrintCell cell;
    cell.m_kind = Kind::Elapsed;
    cell.m_value = startMs;
    cell.m_second = endMs;
    return cell;
}

PrintCell PrintCell::countWithAgo(qint64 count, qint64 atMs)
{
    PrintCell cell;
    cell.m_kind = Kind::CountWithAgo;
    cell.m_value = count;
    cell.m_second = atMs;
    return cell;
}

PrintCell PrintCell::timestamp(qint64 ms)
{
    PrintCell cell;
    cell.m_kind = Kind::Timestamp;
    cell.m_value = ms;
    return cell;
}

PrintCell PrintCell::none()
{
    PrintCell cell;
    cell.m_kind = Kind::None;
    return cell;
}

namespace {

// What kubectl prints for a real cell: the Table's JSON number read back, integral values as integers, others
// as Go's %v (shortest digits, exponent form when the exponent is below -4 or from 6 on).
QString goFloat(double value)
{
    constexpr double integralBelow = 1e21; // Go's JSON encoder writes plain digits below this
    if (std::isfinite(value) && std::trunc(value) == value && std::fabs(value) < integralBelow)
        return QString::number(value, 'f', 0);
    const QString exponentForm = QString::number(value, 'e', QLocale::FloatingPointShortest);
    const int exponent = exponentForm.mid(exponentForm.indexOf(QLatin1Char('e')) + 1).toInt();
    constexpr int smallestPlain = -4;
    constexpr int largestPlain = 5;
    if (exponent < smallestPlain || exponent > largestPlain)
        return exponentForm;
    return QString::number(value, 'f', QLocale::FloatingPointShortest);
}

template <typename T> int threeWay(T left, T right)
{
    return left < right ? -1 : (right < left ? 1 : 0);
}

} // namespace

QString PrintCell::render(qint64 nowMs) const
{
    switch (m_kind) {
    case Kind::Text:
    case Kind::Number:
        return m_text;
    case Kind::Integer:
        return QString::number(m_value);
    case Kind::Real:
        return goFloat(m_number);
    case Kind::Boolean:
        return m_value ? QStringLiteral("true") : QStringLiteral("false");
    case Kind::Age:
        return m_value ? humanDuration(nowMs - m_value) : QStringLiteral("<unknown>");
    case Kind::Elapsed:
        return m_value ? humanDuration((m_second ? m_second : nowMs) - m_value) : QString();
    case Kind::CountWithAgo:
        if (m_second <= 0 || m_value == 0)
            return QString::number(m_value);
        return QStringLiteral("%1 (%2 ago)").arg(m_value).arg(humanDuration(nowMs - m_second));
    case Kind::Timestamp:
        return QDateTime::fromMSecsSinceEpoch(m_value, QTimeZone::utc())
            .toString(QStringLiteral("yyyy-MM-ddTHH:mm:ssZ"));
    case Kind::None:
        return QStringLiteral("<none>");
    }
    return m_text;
}

QJsonValue PrintCell::toJson(qint64 nowMs) const
{
    switch (m_kind) {
    case Kind::Integer:
        return m_value;
    case Kind::Real:
        return m_number;
    case Kind::Boolean:
        return m_value != 0;
    case Kind::None:
        return QJsonValue::Null;
    default:
        return render(nowMs);
    }
}

int PrintCell::compare(const PrintCell &left, const PrintCell &right, qint64 nowMs)
{
    if (left.m_kind == Kind::None || right.m_kind == Kind::None)
        return threeWay(left.m_kind != Kind::None, right.m_kind != Kind::None);
    if (left.m_kind != right.m_kind || left.m_kind == Kind::Text)
        return left.render(nowMs).compare(right.render(nowMs));
    switch (left.m_kind) {
    case Kind::Integer:
    case Kind::Boolean:
    case Kind::CountWithAgo:
        return threeWay(left.m_value, right.m_value);
    case Kind::Number:
    case Kind::Real:
        return threeWay(left.m_number, right.m_number);
    case Kind::Age: // by the age a person reads (5s before 2h), so the later instant comes first
        return threeWay(right.m_value, left.m_value);
    case Kind::Timestamp:
        return threeWay(left.m_value, right.m_value);
    case Kind::Elapsed:
        return threeWay((left.m_second ? left.m_second : nowMs) - left.m_value,
                        (right.m_second ? right.m_second : nowMs) - right.m_value);
    case Kind::Text:
    case Kind::None:
        break;
    }
    return 0;
}

namespace {

// Signed integers and doubles as unsigned integers of the same order.
quint64 signedOrder(qint64 value)
{
    return quint64(value) ^ (quint64(1) << 63);
}

quint64 doubleOrder(double value)
{
    if (value == 0)
        value = 0; // -0 and 0 are one value to compare()
    const quint64 bits = std::bit_cast<quint64>(value);
    return bits & (quint64(1) << 63) ? ~bits : bits | (quint64(1) << 63);
}

} // namespace

quint64 PrintCell::orderKey(qint64 nowMs) const
{
    switch (m_kind) {
    case Kind::Integer:
    case Kind::Boolean:
    case Kind::CountWithAgo:
    case Kind::Timestamp:
        return signedOrder(m_value);
    case Kind::Age:
        return ~signedOrder(m_value); // the later instant (the younger) first
    case Kind::Elapsed:
        return signedOrder((m_second ? m_second : nowMs) - m_value);
    case Kind::Number:
    case Kind::Real:
        return doubleOrder(m_number);
    case Kind::Text:
    case Kind::None:
        break;
    }
    return 0;
}

PrintCell PrintCell::frozenAt(qint64 nowMs) const
{
    // The values compare() orders these kinds by at `nowMs`: the age, the duration, the count.
    switch (m_kind) {
    case Kind::Age:
        return number(double(nowMs - m_value), render(nowMs));
    case Kind::Elapsed:
        return number(double((m_second ? m_second : nowMs) - m_value), render(nowMs));
    case Kind::CountWithAgo:
        return number(double(m_value), render(nowMs));
    default:
        return *this;
    }
}

} // namespace kube
