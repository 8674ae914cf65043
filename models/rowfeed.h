// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "cache/resourceeventhandler.h"
#include "printers/printer.h"

#include <QElapsedTimer>
#include <QHash>
#include <QMetaType>
#include <QMutex>
#include <QObject>
#include <QSet>
#include <QTimer>

#include <memory>

namespace kube {

// One object as a table row: its printer's cells and its identity. The Object is shared with the informer's
// cache (no copy); namespace, name and uid are read from it, the key is kept for lookups and sorting.
struct ResourceRow
{
    Object object;
    QByteArray key;                  // "namespace/name", or "name" for a cluster-scoped object
    int nameOffset = 0;              // where the name starts in key
    QList<PrintCell> cells;          // the NAME cell is left empty: the name is keyName()
    Health health = Health::Unknown; // by the kind's rules (Printer::row)

    QByteArrayView keyNamespace() const { return QByteArrayView(key).first(std::max(0, nameOffset - 1)); }
    QByteArrayView keyName() const { return QByteArrayView(key).sliced(nameOffset); }
};

struct RowChange
{
    enum class Type : quint8 { Upsert, Delete };
    Type type = Type::Upsert;
    bool initial = false; // part of the informer's first list
    ResourceRow row;
};
using RowBatch = QList<RowChange>;

// The bridge between an informer and a table: a ResourceEventHandler whose callbacks (on the informer's
// listener thread, an initial list's rows with the helper threads) turn each object into a typed row with the
// kind's Printer (cells and health), coalesce per key (the latest state wins) in the one buffer between the
// threads, and hand it to the GUI thread as one batch at most every `intervalMs`, by a queued signal. An
// initial list still arriving goes in batches that at least double what went before (within
// `maxInitialHoldMs`): a batch into a sorted table costs a sort of every row, so 50 ms batches made a 100k
// list cost some fifty sorts of a growing table, doubling about two; its first rows wait up to
// `firstInitialHoldMs` for the rest (a 10k list is handled in about 15 ms: split by the interval, it cost a
// second insert and a paint between, 10-15 ms); its last batch goes the moment the informer says the list is
// handled (onSynced), not a tick or two later. Create it on the GUI thread; it outlives nothing: a handler
// whose feed is gone drops calls.
class RowFeed : public QObject
{
    Q_OBJECT
public:
    static constexpr int defaultIntervalMs = 50;
    // Distinct texts shared between rows; unique values (IPs) stop being kept once this many are.
    static constexpr qsizetype maxInternedTexts = 4096;
    // The longest an initial list's rows wait for their batch to grow.
    static constexpr int maxInitialHoldMs = 1000;
    // The longest its first rows wait for the list to be handled whole, counted from the first of them.
    static constexpr int firstInitialHoldMs = 100;

    explicit RowFeed(std::shared_ptr<const Printer> printer, int intervalMs = defaultIntervalMs,
                     QObject *parent = nullptr);
    ~RowFeed() override;

    const Printer &printer() const { return *m_printer; }
    const QList<PrintColumn> &columns() const { return m_columns; }
    // The handler to register with an informer; it holds only a weak link to this feed.
    std::shared_ptr<ResourceEventHandler> handler();
    // Cuts the current handler off (its informer is being replaced: late notifications are dropped), forgets
    // pending changes and makes a new handler for the next informer.
    void resetHandler();
    qint64 changesReceived() const;
    // One object as a row change, as the handler makes it. Not thread-safe: one thread at a time (the
    // handler's lock), or a feed of one's own (PastRows).
    RowChange makeChange(RowChange::Type type, const Object &object, bool initial) const;
    // makeChange() in two: the printing, which any number of threads may do at once, and the sharing of
    // texts between rows, one thread at a time as above.
    RowChange printChange(RowChange::Type type, const Object &object, bool initial) const;
    void shareTexts(RowChange &change) const;

Q_SIGNALS:
    void batchReady(const kube::RowBatch &batch);

private:
    class Handler;
    QString intern(const QString &text) const;
    void push(RowChange change);
    // The informer's initial list is all pushed (the handler's onSynced).
    void listHandled();
    void deliver();

    std::shared_ptr<const Printer> m_printer;
    QList<PrintColumn> m_columns;
    int m_nameColumn = -1;
    // Texts many rows share ("Running", "1/1", a node's name): one string for all of them. Used under the
    // handler's lock, so by one listener thread at a time.
    mutable QSet<QString> m_texts;
    int m_intervalMs;
    mutable QMutex m_mutex;
    QHash<QByteArray, qsizetype> m_index; // key -> position in m_pending, for the first m_indexed of them
    qsizetype m_indexed = 0;
    RowBatch m_pending;
    bool m_scheduled = false;
    qint64 m_received = 0;
    qsizetype m_initialPending = 0;   // initial-list rows in m_pending
    qsizetype m_initialDelivered = 0; // and handed over since the handler was made
    bool m_listHandled = false;       // the initial list is all pushed: nothing is held back to grow a batch
    QElapsedTimer m_sinceDelivery;
    QElapsedTimer m_sincePush;
    QElapsedTimer m_sinceFirstInitial; // the initial list's first row, while none has been handed over
    QTimer m_timer;
    std::shared_ptr<Handler> m_handler;
};

} // namespace kube

Q_DECLARE_METATYPE(kube::RowBatch)
