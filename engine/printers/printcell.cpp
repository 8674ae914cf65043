// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "printer.h"

#include "rest/podview.h"

namespace kube {

PrintCell PrintCell::text(QString text)
{
    PrintCell cell;
    cell.m_text = std::move(text);
    return cell;
}

PrintCell PrintCell::integer(qint64 value)
{
    return integer(value, QString::number(value));
}

PrintCell PrintCell::integer(qint64 value, QString text)
{
    PrintCell cell;
    cell.m_kind = Kind::Integer;
    cell.m_value = value;
    cell.m_text = std::move(text);
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

QString PrintCell::render(qint64 nowMs) const
{
    switch (m_kind) {
    case Kind::Text:
    case Kind::Integer:
    case Kind::Number:
        return m_text;
    case Kind::Age:
        return m_value ? humanDuration(nowMs - m_value) : QStringLiteral("<unknown>");
    case Kind::Elapsed:
        return m_value ? humanDuration((m_second ? m_second : nowMs) - m_value) : QString();
    case Kind::CountWithAgo:
        if (m_second <= 0 || m_value == 0)
            return QString::number(m_value);
        return QStringLiteral("%1 (%2 ago)").arg(m_value).arg(humanDuration(nowMs - m_second));
    }
    return m_text;
}

QJsonValue PrintCell::toJson(qint64 nowMs) const
{
    if (m_kind == Kind::Integer && m_text == QString::number(m_value))
        return m_value;
    return render(nowMs);
}

namespace {

template<typename T>
int threeWay(T left, T right)
{
    return left < right ? -1 : (right < left ? 1 : 0);
}


} // namespace

int PrintCell::compare(const PrintCell &left, const PrintCell &right, qint64 nowMs)
{
    if (left.m_kind == Kind::Text || right.m_kind == Kind::Text || left.m_kind != right.m_kind)
        return left.render(nowMs).compare(right.render(nowMs));
    switch (left.m_kind) {
    case Kind::Integer:
    case Kind::CountWithAgo:
        return threeWay(left.m_value, right.m_value);
    case Kind::Number:
        return threeWay(left.m_number, right.m_number);
    case Kind::Age: // older first when ascending, as a person reads AGE: by the age, not the instant
        return threeWay(right.m_value, left.m_value);
    case Kind::Elapsed:
        return threeWay((left.m_second ? left.m_second : nowMs) - left.m_value, (right.m_second ? right.m_second : nowMs) - right.m_value);
    case Kind::Text:
        break;
    }
    return 0;
}

} // namespace kube
