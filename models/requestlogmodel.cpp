// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "requestlogmodel.h"

#include <QLocale>

#include <algorithm>

namespace kube {

RequestLogModel::RequestLogModel(int verbosity, QObject *parent) : QAbstractTableModel(parent), m_verbosity(verbosity) {}

void RequestLogModel::append(const QList<RequestRecord> &records)
{
    // A request is logged when its answer's headers come, stamped with when it was sent: a slow request comes
    // after quicker ones sent later, and clients on several threads log at once. Each goes where its time
    // puts it; a batch in time order puts its older records among the kept ones, one insert each, and the
    // rest (most often all of it) at the end in one.
    QList<RequestRecord> sorted = records;
    std::stable_sort(sorted.begin(), sorted.end(), [](const RequestRecord &left, const RequestRecord &right) {
        return left.time < right.time;
    });
    // Only the newest `capacity` of a large batch are ever shown.
    qsizetype next = std::max<qsizetype>(0, sorted.size() - m_capacity);
    for (; next < sorted.size(); ++next) {
        const auto place = std::upper_bound(
            m_records.cbegin(), m_records.cend(), sorted[next].time,
            [](const QDateTime &time, const RequestRecord &record) { return time < record.time; });
        if (place == m_records.cend())
            break;
        const int row = int(place - m_records.cbegin());
        beginInsertRows({}, row, row);
        m_records.insert(row, sorted[next]);
        endInsertRows();
    }
    if (next < sorted.size()) {
        beginInsertRows({}, int(m_records.size()), int(m_records.size() + sorted.size() - next - 1));
        m_records.append(sorted.mid(next));
        endInsertRows();
    }
    trim();
}

void RequestLogModel::trim()
{
    const qsizetype excess = m_records.size() - m_capacity;
    if (excess <= 0)
        return;
    beginRemoveRows({}, 0, int(excess - 1));
    m_records.remove(0, excess);
    endRemoveRows();
}

void RequestLogModel::clear()
{
    if (m_records.isEmpty())
        return;
    beginResetModel();
    m_records.clear();
    endResetModel();
}

void RequestLogModel::setCapacity(int capacity)
{
    m_capacity = std::max(1, capacity);
    trim();
}

int RequestLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_records.size());
}

int RequestLogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RequestLogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const RequestRecord &record = m_records[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        switch (Column(index.column())) {
        case TimeColumn: return QLocale().toString(record.time.toLocalTime().time(), QStringLiteral("HH:mm:ss.zzz"));
        case VerbColumn: return QString::fromLatin1(record.verb) + (record.stream ? tr(" (stream)") : QString());
        case UrlColumn: return record.url;
        case StatusColumn:
            return record.httpStatus == 0 ? record.error : QStringLiteral("%1 %2").arg(record.httpStatus).arg(QString::fromLatin1(record.reasonPhrase)).trimmed();
        case MillisecondsColumn: return record.milliseconds;
        case ColumnCount: break;
        }
        return {};
    case Qt::ToolTipRole:
    case DetailsRole: return RequestLog::lines(record, std::max(int(RequestLog::Requests), m_verbosity)).join(QLatin1Char('\n'));
    case FailedRole: return record.httpStatus == 0 || record.httpStatus >= 400 || !record.error.isEmpty();
    case Qt::TextAlignmentRole: return index.column() == MillisecondsColumn ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter)) : QVariant();
    default: return {};
    }
}

QVariant RequestLogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case TimeColumn: return tr("Time");
    case VerbColumn: return tr("Verb");
    case UrlColumn: return tr("URL");
    case StatusColumn: return tr("Status");
    case MillisecondsColumn: return tr("ms");
    case ColumnCount: break;
    }
    return {};
}

} // namespace kube
