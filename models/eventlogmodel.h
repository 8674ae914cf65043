// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "iconcache.h"
#include "rowfeed.h"

#include <QAbstractTableModel>
#include <QSortFilterProxyModel>

#include <deque>
#include <vector>

namespace kube {

// What an Event row shows, digested off the GUI thread.
struct EventRow
{
    qint64 lastSeenMs = 0;
    QString type; // Normal, Warning
    QString reason;
    QString object; // "pod/web-1"
    QString namespaceName;
    QString message;
    int count = 1;
    QString objectUid; // involvedObject.uid (regarding.uid); empty when the Event does not say
    static EventRow fromObject(const Object &event);
    // The row again from the cells EventLogModel::printer() made of it.
    static EventRow fromCells(const QList<PrintCell> &cells, const QString &namespaceName);
};

// The live log: cluster Events together with what the table's informer saw (added, status changed, deleted),
// newest first, capped so memory stays bounded: each cluster's Events and each cluster's own lines keep their
// newest capacity() (oldest dropped: a cluster's Events by its order of them, resourceVersion, so that Events
// a relist brings back after the log dropped them are not kept over newer ones), so that a burst from one
// never pushes another's out. pause() buffers incoming entries (also capped) and resume() shows them. An
// Event seen again (its count grows) moves to the top with its new count and last seen. Each line carries the
// cluster (context) it came from, shown in CLUSTER, so one log can hold every open cluster's. GUI thread
// only.
class EventLogModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    static constexpr int defaultCapacity = 5000;
    enum Column {
        ClusterColumn,
        LastSeenColumn,
        TypeColumn,
        ReasonColumn,
        ObjectColumn,
        MessageColumn,
        CountColumn,
        ColumnCount
    };
    enum Role {
        TypeRole = Qt::UserRole + 1,
        NamespaceRole,
        SortRole,
        SourceRole,
        ObjectUidRole,
        ClusterRole,
        KeyRole // the Event's namespace/name; empty for lines of the table's changes
    };

    explicit EventLogModel(QObject *parent = nullptr);

    // What the Events' RowFeed prints: an EventRow as cells (read on the worker thread).
    static std::shared_ptr<const Printer> printer();

    // The Events of `cluster` (the same Event key in two clusters is two lines).
    void applyEventBatch(const RowBatch &batch, const QString &cluster = {});
    // Changes of the objects the table shows become log lines ("Pod added", "Pod status changed: Pending →
    // Running", "Pod deleted"); `statusColumn` is the printer column of their STATUS (-1: none). Events
    // (`kind` "Event", either API) make no lines here: they are the log's lines already.
    void applyObjectBatch(const RowBatch &batch, const QString &kind, int statusColumn,
                          const QString &cluster = {});
    void setCapacity(int capacity);
    int capacity() const { return m_capacity; }
    void pause();
    void resume();
    bool isPaused() const { return m_paused; }
    int bufferedCount() const { return int(m_buffer.size()); }
    void clear();
    // The table shows another kind: forget the statuses of the last one.
    void forgetObjects() { m_status.clear(); }
    void setNowForTesting(qint64 nowMs) { m_fixedNowMs = nowMs; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    IconCache m_icons;
    struct Entry
    {
        QByteArray key; // the Event's cluster and key; empty for lines made from pod changes
        EventRow row;
        QString cluster;
        bool fromQkube = false;
        quint64 sequence = 0; // grows with each row added: the rows' fall from the top down
        int group = 0;        // groupOf(cluster, fromQkube)
        // An Event's resourceVersion when it is a number (etcd's revision: the cluster's order of its
        // Events), else 0.
        quint64 version = 0;
        // What trim() drops first: the lowest (an Event's place in its cluster's order, then the line's).
        std::pair<quint64, quint64> age() const { return {version, sequence}; }
    };
    void add(std::vector<Entry> entries);
    // Takes out the lines at `rows` (any order, each once; -1 is skipped).
    void removeLines(std::vector<int> rows);
    void trim();
    // What a line's capacity counts against: its cluster, its Events or qkube's own lines.
    int groupOf(const QString &cluster, bool fromQkube);
    int rowOfSequence(quint64 sequence) const;

    std::deque<Entry> m_entries;        // newest first
    QHash<QByteArray, quint64> m_byKey; // an Event's key → its line's sequence
    QHash<QString, int> m_clusterIds;   // for groupOf
    std::vector<int> m_kept;            // lines by groupOf
    std::vector<Entry> m_buffer;        // while paused, oldest first
    // The table's objects' statuses, for "status changed": by cluster, then key (the row's own key, no copy).
    QHash<QString, QHash<QByteArray, QString>> m_status;
    quint64 m_nextSequence = 0;
    int m_capacity = defaultCapacity;
    bool m_paused = false;
    qint64 m_fixedNowMs = 0;
};

// Filters the log: some clusters (the one shown, or every open one), Warning only, one namespace, free text
// (any column, CLUSTER too), or the cluster's Events about one object.
class EventLogFilterProxyModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    // Only the lines of these clusters; an empty list lets every line through.
    void setClusters(const QStringList &clusters);
    void setWarningsOnly(bool on);
    void setNamespaceFilter(const QString &namespaceName);
    void setTextFilter(const QString &text);
    // Only the cluster's Events whose object is `kind`/`name` in `namespaceName` (kind as the Event names it,
    // any case) and, when `uid` is given, that object and not an earlier one of the same name (an Event
    // without a uid is matched by name); an empty name matches nothing (no object, no events).
    // clearObjectFilter() lets all through.
    void setObjectFilter(const QString &namespaceName, const QString &kind, const QString &name,
                         const QString &uid = {});
    void clearObjectFilter();
    // Only what was seen until `timeMs` (the timeline's moment); 0: everything.
    void setShownUntil(qint64 timeMs);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QStringList m_clusters;
    bool m_warningsOnly = false;
    QString m_namespace;
    QString m_text;
    bool m_objectFiltering = false;
    QString m_object; // "default/pod/web-1", as the OBJECT column shows it
    QString m_objectUid;
    qint64 m_untilMs = 0;
};

} // namespace kube
