// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "core/result.h"
#include "journalentry.h"
#include "secretdigest.h"

#include <QHash>
#include <QList>
#include <QMutex>

#include <atomic>
#include <deque>
#include <map>
#include <memory>
#include <vector>

namespace kube {

// Every change the informers of one session delivered, oldest first, bounded by bytes: each object version's
// JSON is counted once however many entries share it, plus a fixed overhead an entry; past the limit the
// oldest entries go first. What stateAt() needs of the dropped entries (the last version of each object they
// leave alive) stays and counts against the limit too. Thread-safe: any number of writers (each informer's
// listener thread) and readers (the GUI thread). record() holds the lock for a few hash look-ups; queries
// copy what they return (entries share the objects), so nothing returned changes afterwards. An entry's place
// is its sequence number, counted from 0 at construction and never reused.
class QKUBE_ENGINE_EXPORT Journal
{
public:
    static constexpr qint64 defaultByteLimit = 256ll * 1024 * 1024;
    // What an entry costs beyond its object's JSON: the entry itself and its two index links.
    static constexpr qint64 entryOverheadBytes = 64;

    explicit Journal(qint64 byteLimit = defaultByteLimit);

    // Shrinking below what is held drops the oldest entries at once.
    void setByteLimit(qint64 bytes);
    qint64 byteLimit() const;
    // The "record secret values" switch of the journal's cluster, off by default: while off, recorders keep
    // a Secret's values as secretDigest()'s digests and exports digest any value kept while it was on. Any
    // thread.
    void setKeepSecretValues(bool keep) { m_keepSecretValues.store(keep, std::memory_order_relaxed); }
    bool keepsSecretValues() const { return m_keepSecretValues.load(std::memory_order_relaxed); }
    // The digest of this journal's Secrets (its key made with the journal, never written).
    const std::shared_ptr<const SecretDigest> &secretDigest() const { return m_secretDigest; }

    // Appends `entry`, unless it repeats the latest entry of the same uid (same type and resourceVersion: two
    // informers over the same objects, a relist that found nothing new). Times are kept in order: an entry
    // stamped earlier than the last one is taken as recorded at the last one's time. Returns whether it was
    // kept.
    bool record(JournalEntry entry);

    // The informer of `gvr` in `cluster` has listed it (its first list, even an empty one, or a relist):
    // recording of that resource began at `timeMs`, if not earlier. record() notes its first entry the same
    // way.
    void noteListed(const QString &cluster, const GroupVersionResource &gvr, qint64 timeMs);
    // Since when the resource (any version of it) has been recorded in `cluster`; 0 if it never was. Before
    // that moment the journal does not know the resource's objects (stateAt() finds none, which is not "none
    // existed").
    qint64 recordingSinceMs(const QString &cluster, const GroupVersionResource &gvr) const;

    qint64 bytes() const;
    qsizetype size() const;
    // Changes to the journal so far (records and drops): a reader polls this to see whether to look again.
    quint64 revision() const { return m_revision.load(std::memory_order_acquire); }
    // Time of the oldest and newest entry kept; 0 when empty.
    qint64 firstTimeMs() const;
    qint64 lastTimeMs() const;

    // Versions of one object, oldest first: by uid, or by identity so that a deleted object, or one deleted
    // and made again under its name (new uid), stays findable.
    QList<JournalEntry> versionsOf(QByteArrayView uid) const;
    QList<JournalEntry> versionsOf(const QString &cluster, const GroupVersionResource &gvr,
                                   QByteArrayView namespaceName, QByteArrayView name) const;
    // Entries with fromMs <= time <= toMs, oldest first, at most `limit` of them (the oldest; -1: all).
    QList<JournalEntry> between(qint64 fromMs, qint64 toMs, qsizetype limit = -1) const;
    // Entries in each of `buckets` equal slices of [fromMs, toMs), for a timeline.
    QList<qint64> rate(qint64 fromMs, qint64 toMs, int buckets) const;
    // The objects of a resource (any version of it) in `cluster` as they were at `timeMs`: the
    // latest version of each object at or before that time, deleted ones left out, sorted by namespace and
    // name. Times before the oldest entry kept cannot be answered (an Invalid error says so); the objects
    // whose last change was dropped are still known and shown.
    Result<QList<Object>> stateAt(const QString &cluster, const GroupVersionResource &gvr, qint64 timeMs,
                                  QByteArrayView namespaceName = {}) const;
    // Every entry kept, oldest first (export).
    QList<JournalEntry> entries() const;

private:
    struct Stream
    {
        QString cluster;
        GroupVersionResource gvr;
        qint64 recordingSinceMs = 0; // its first list or first entry; 0: not yet
    };
    struct Record
    {
        qint64 timeMs = 0;
        Object object;
        quint64 previousOfUid = noRecord;  // the same uid's entry before this one
        quint64 previousOfName = noRecord; // the same identity's (cluster, resource, namespace/name)
        quint32 stream = 0;
        quint32 uid = 0; // its slot in m_uids
        JournalEntry::Type type = JournalEntry::Type::Added;
    };
    // One uid the journal holds entries (or a base object) of. Replay indexes by slot, not by the uid's
    // bytes.
    struct UidSlot
    {
        QByteArray uid;
        quint64 latest = noRecord;
        quint32 uses = 0; // records and base objects
    };
    static constexpr quint64 noRecord = ~quint64(0);

    quint32 streamOf(const QString &cluster, const GroupVersionResource &gvr);
    void noteRecording(quint32 stream, qint64 timeMs);
    // The first stream of the same cluster, group and resource (any version), or -1: what identities are
    // filed under in m_latestByName.
    qint64 resourceOf(const QString &cluster, const GroupVersionResource &gvr) const;
    static QByteArray nameKey(quint32 resource, QByteArrayView namespaceName, QByteArrayView name);
    quint32 addUid(QByteArrayView uid);
    void releaseUid(quint32 slot);
    void useObject(const Object &object);
    void releaseObject(const Object &object);
    void dropOldest();
    void trim();
    const Record *at(quint64 sequence) const;
    JournalEntry entryOf(const Record &record) const;
    QList<JournalEntry> chain(quint64 latest, bool byName) const;

    mutable QMutex m_mutex;
    qint64 m_byteLimit;
    qint64 m_bytes = 0;
    std::deque<Record> m_records;
    quint64 m_firstSequence = 0; // of m_records.front()
    std::vector<Stream> m_streams;
    QHash<QByteArray, quint32> m_uidSlots;
    std::vector<UidSlot> m_uids;
    std::vector<quint32> m_freeUidSlots;
    QHash<QByteArray, quint64> m_latestByName;
    // Entries sharing one decoded object count its JSON bytes once; keyed by Object::identity() while it is
    // held.
    QHash<quintptr, qint32> m_objectUses;
    // Per stream, the objects alive when the entries now dropped were the newest, by uid: what stateAt()
    // starts from.
    std::map<quint32, QHash<quint32, Object>> m_base;
    std::atomic<quint64> m_revision{0};
    std::atomic<bool> m_keepSecretValues{false};
    const std::shared_ptr<const SecretDigest> m_secretDigest = std::make_shared<const SecretDigest>();
};

} // namespace kube
