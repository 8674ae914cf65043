// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "rest/requestlog.h"

#include <QAbstractTableModel>

namespace kube {

// The inspector's Requests tab: the HTTP requests of a cluster, in the order they were sent (oldest first,
// whatever order their answers came in), as kubectl -v=6 shows them (time,
// verb, URL, status, latency), the newest `capacity` kept. Records arrive already redacted (RequestLog); the
// details role gives the lines of kubectl's -v at the log's level. GUI thread only; filter it with a
// QSortFilterProxyModel.
class RequestLogModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    static constexpr int defaultCapacity = 2000;
    enum Column { TimeColumn, VerbColumn, UrlColumn, StatusColumn, MillisecondsColumn, ColumnCount };
    enum Role { DetailsRole = Qt::UserRole + 1, FailedRole };

    explicit RequestLogModel(int verbosity, QObject *parent = nullptr);

    // Each record goes to its place by its time (when it was sent); equal times keep the order they came in.
    void append(const QList<RequestRecord> &records);
    void clear();
    int capacity() const { return m_capacity; }
    void setCapacity(int capacity);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void trim();

    int m_verbosity;
    int m_capacity = defaultCapacity;
    QList<RequestRecord> m_records;
};

} // namespace kube
