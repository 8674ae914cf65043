// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "cache/informerstats.h"

#include <QAbstractTableModel>

#include <deque>

namespace kube {

// The informer inspector's table: one row per informer of a cluster, from the snapshots the inspector takes
// about once a second (update()). Keeps per informer the events per second of the last historySeconds for a
// sparkline. Rows are identified by the informer's key (resource, version, namespace, selectors): a row comes
// and goes with its informer, and is otherwise changed in place. GUI thread only.
class InformerInspectorModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    static constexpr int historySeconds = 60;

    enum Column {
        ResourceColumn,
        NamespaceColumn,
        SelectorColumn,
        StateColumn,
        ResourceVersionColumn,
        ObjectsColumn,
        EventsColumn,
        RateColumn,
        ListsColumn,
        RelistsColumn,
        ExpiredColumn,
        WatchRestartsColumn,
        BytesColumn,
        DecodeColumn,
        FifoColumn,
        ListenersColumn,
        LastErrorColumn,
        ColumnCount
    };
    enum Role {
        SparklineRole = Qt::UserRole + 1, // QList<qreal>: events per second, oldest first, at most historySeconds
        ReportRole,                       // QString: InformerSnapshot::toText(), for a bug report
        KeyRole,                          // QString: the informer's key
        SortRole,                         // a number for numeric columns, else the text
    };

    explicit InformerInspectorModel(QObject *parent = nullptr);

    static QString keyOf(const InformerSnapshot &snapshot);
    // The informers as they are at `nowMs` (ms since the epoch, increasing from one call to the next).
    void update(const QList<InformerSnapshot> &snapshots, qint64 nowMs);
    void clear();
    // nullptr when `row` is out of range.
    const InformerSnapshot *snapshotAt(int row) const;
    int rowOf(const QString &key) const;
    // The events per second of the last update (0 before the second one).
    qreal rateAt(int row) const;
    // The state in words, in the window's language: "Listing page 2 of 5", "Backing off until 12:00:03: ...".
    static QString stateText(const InformerSnapshot &snapshot);
    // A duration as the table shows it: "250 ms", "42 s", "3 min" (empty when negative: unknown).
    static QString ageText(qint64 ms);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        QString key;
        InformerSnapshot snapshot;
        qint64 atMs = 0;
        std::deque<qreal> rates;
    };
    QVariant display(const Row &row, int column) const;

    QList<Row> m_rows;
};

} // namespace kube
