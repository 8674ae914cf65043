// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "journal.h"

#include <QDateTime>

#include <algorithm>
#include <optional>

namespace kube {

namespace {
bool sameResource(const GroupVersionResource &a, const GroupVersionResource &b)
{
    return a.group == b.group && a.resource == b.resource;
}
} // namespace

Journal::Journal(qint64 byteLimit) : m_byteLimit(byteLimit)
{
    qRegisterMetaType<kube::JournalEntry>();
}

void Journal::setByteLimit(qint64 bytes)
{
    QMutexLocker lock(&m_mutex);
    m_byteLimit = bytes;
    trim();
}

qint64 Journal::byteLimit() const
{
    QMutexLocker lock(&m_mutex);
    return m_byteLimit;
}

qint64 Journal::bytes() const
{
    QMutexLocker lock(&m_mutex);
    return m_bytes;
}

qsizetype Journal::size() const
{
    QMutexLocker lock(&m_mutex);
    return qsizetype(m_records.size());
}

qint64 Journal::firstTimeMs() const
{
    QMutexLocker lock(&m_mutex);
    return m_records.empty() ? 0 : m_records.front().timeMs;
}

qint64 Journal::lastTimeMs() const
{
    QMutexLocker lock(&m_mutex);
    return m_records.empty() ? 0 : m_records.back().timeMs;
}

QByteArray Journal::nameKey(quint32 resource, QByteArrayView namespaceName, QByteArrayView name)
{
    QByteArray key;
    key.reserve(qsizetype(sizeof resource) + namespaceName.size() + 1 + name.size());
    key.append(reinterpret_cast<const char *>(&resource), sizeof resource);
    key += namespaceName;
    key += '/';
    key += name;
    return key;
}

quint32 Journal::streamOf(const QString &cluster, const GroupVersionResource &gvr)
{
    for (quint32 i = 0; i < m_streams.size(); ++i)
        if (m_streams[i].cluster == cluster && m_streams[i].gvr == gvr)
            return i;
    m_streams.push_back({cluster, gvr});
    return quint32(m_streams.size() - 1);
}

void Journal::noteRecording(quint32 stream, qint64 timeMs)
{
    qint64 &since = m_streams[stream].recordingSinceMs;
    if (since == 0 || timeMs < since)
        since = timeMs;
}

void Journal::noteListed(const QString &cluster, const GroupVersionResource &gvr, qint64 timeMs)
{
    QMutexLocker lock(&m_mutex);
    noteRecording(streamOf(cluster, gvr), timeMs);
}

qint64 Journal::recordingSinceMs(const QString &cluster, const GroupVersionResource &gvr) const
{
    QMutexLocker lock(&m_mutex);
    qint64 since = 0;
    for (const Stream &stream : m_streams)
        if (stream.recordingSinceMs && stream.cluster == cluster && sameResource(stream.gvr, gvr) &&
            (since == 0 || stream.recordingSinceMs < since))
            since = stream.recordingSinceMs;
    return since;
}

qint64 Journal::resourceOf(const QString &cluster, const GroupVersionResource &gvr) const
{
    for (size_t i = 0; i < m_streams.size(); ++i)
        if (m_streams[i].cluster == cluster && sameResource(m_streams[i].gvr, gvr))
            return qint64(i);
    return -1;
}

bool Journal::record(JournalEntry entry)
{
    if (entry.object.isNull())
        return false;
    // One look-up a table: record() runs for every object of every informer's first list.
    QMutexLocker lock(&m_mutex);
    const QByteArrayView uid = entry.object.uid();
    const auto found = m_uidSlots.constFind(QByteArray::fromRawData(uid.data(), uid.size()));
    const std::optional<quint32> slot =
        found == m_uidSlots.constEnd() ? std::nullopt : std::optional<quint32>(*found);
    const quint64 previousOfUid = slot ? m_uids[*slot].latest : noRecord;
    if (const Record *latest = at(previousOfUid))
        if (latest->type == entry.type && latest->object.resourceVersion() == entry.object.resourceVersion())
            return false;
    Record record;
    record.timeMs = m_records.empty() ? entry.timeMs : std::max(entry.timeMs, m_records.back().timeMs);
    record.stream = streamOf(entry.cluster, entry.gvr);
    noteRecording(record.stream, record.timeMs);
    record.type = entry.type;
    record.object = std::move(entry.object);
    const quint64 sequence = m_firstSequence + m_records.size();
    record.previousOfUid = previousOfUid;
    record.uid = slot ? *slot : addUid(uid);
    ++m_uids[record.uid].uses;
    m_uids[record.uid].latest = sequence;
    const qsizetype names = m_latestByName.size();
    quint64 &latestOfName = m_latestByName[nameKey(quint32(resourceOf(entry.cluster, entry.gvr)),
                                                   record.object.namespaceName(), record.object.name())];
    record.previousOfName = m_latestByName.size() > names ? noRecord : latestOfName;
    latestOfName = sequence;
    useObject(record.object);
    m_bytes += entryOverheadBytes;
    m_records.push_back(std::move(record));
    trim();
    m_revision.fetch_add(1, std::memory_order_release);
    return true;
}

// A slot for a uid not held yet, not used by anything so far.
quint32 Journal::addUid(QByteArrayView uid)
{
    const QByteArray bytes = uid.toByteArray();
    quint32 slot;
    if (!m_freeUidSlots.empty()) {
        slot = m_freeUidSlots.back();
        m_freeUidSlots.pop_back();
        m_uids[slot] = {bytes, noRecord, 0};
    } else {
        slot = quint32(m_uids.size());
        m_uids.push_back({bytes, noRecord, 0});
    }
    m_uidSlots.insert(bytes, slot);
    return slot;
}

void Journal::releaseUid(quint32 slot)
{
    UidSlot &uid = m_uids[slot];
    if (--uid.uses > 0)
        return;
    m_uidSlots.remove(uid.uid);
    uid = {};
    m_freeUidSlots.push_back(slot);
}

void Journal::useObject(const Object &object)
{
    if (m_objectUses[object.identity()]++ == 0)
        m_bytes += object.storedJsonSize();
}

void Journal::releaseObject(const Object &object)
{
    auto it = m_objectUses.find(object.identity());
    if (it == m_objectUses.end())
        return;
    if (--*it == 0) {
        m_bytes -= object.storedJsonSize();
        m_objectUses.erase(it);
    }
}

void Journal::trim()
{
    while (m_bytes > m_byteLimit && !m_records.empty())
        dropOldest();
    if (m_records.empty() && !m_base.empty()) {
        // No entry left to replay from: the base answers nothing.
        for (const auto &[stream, objects] : m_base)
            for (auto it = objects.cbegin(); it != objects.cend(); ++it) {
                releaseObject(it.value());
                releaseUid(it.key());
            }
        m_base.clear();
    }
}

// The dropped entry's change is folded into its stream's base state, so stateAt() stays exact from the new
// oldest entry on; the base holds at most the objects alive then, which the informers' caches mostly share.
void Journal::dropOldest()
{
    Record &record = m_records.front();
    QHash<quint32, Object> &base = m_base[record.stream];
    auto it = base.find(record.uid);
    if (it != base.end()) {
        releaseObject(it.value());
        releaseUid(it.key());
        base.erase(it);
    }
    if (record.type != JournalEntry::Type::Deleted) {
        useObject(record.object);
        ++m_uids[record.uid].uses;
        base.insert(record.uid, record.object);
    }
    if (m_uids[record.uid].latest == m_firstSequence)
        m_uids[record.uid].latest = noRecord;
    releaseUid(record.uid);
    const Stream &stream = m_streams[record.stream];
    const QByteArray name = nameKey(quint32(resourceOf(stream.cluster, stream.gvr)),
                                    record.object.namespaceName(), record.object.name());
    auto byName = m_latestByName.find(name);
    if (byName != m_latestByName.end() && *byName == m_firstSequence)
        m_latestByName.erase(byName);
    releaseObject(record.object);
    m_bytes -= entryOverheadBytes;
    m_records.pop_front();
    ++m_firstSequence;
    m_revision.fetch_add(1, std::memory_order_release);
}

const Journal::Record *Journal::at(quint64 sequence) const
{
    if (sequence == noRecord || sequence < m_firstSequence || sequence - m_firstSequence >= m_records.size())
        return nullptr;
    return &m_records[sequence - m_firstSequence];
}

JournalEntry Journal::entryOf(const Record &record) const
{
    const Stream &stream = m_streams[record.stream];
    return {record.timeMs, stream.cluster, stream.gvr, record.type, record.object};
}

QList<JournalEntry> Journal::chain(quint64 latest, bool byName) const
{
    QList<JournalEntry> versions;
    for (const Record *record = at(latest); record;
         record = at(byName ? record->previousOfName : record->previousOfUid))
        versions.append(entryOf(*record));
    std::reverse(versions.begin(), versions.end());
    return versions;
}

QList<JournalEntry> Journal::versionsOf(QByteArrayView uid) const
{
    QMutexLocker lock(&m_mutex);
    const auto it = m_uidSlots.constFind(uid.toByteArray());
    return it == m_uidSlots.constEnd() ? QList<JournalEntry>() : chain(m_uids[*it].latest, false);
}

QList<JournalEntry> Journal::versionsOf(const QString &cluster, const GroupVersionResource &gvr,
                                        QByteArrayView namespaceName, QByteArrayView name) const
{
    QMutexLocker lock(&m_mutex);
    const qint64 resource = resourceOf(cluster, gvr);
    if (resource < 0)
        return {};
    const auto it = m_latestByName.constFind(nameKey(quint32(resource), namespaceName, name));
    return it == m_latestByName.constEnd() ? QList<JournalEntry>() : chain(*it, true);
}

QList<JournalEntry> Journal::between(qint64 fromMs, qint64 toMs, qsizetype limit) const
{
    QList<JournalEntry> found;
    QMutexLocker lock(&m_mutex);
    auto it = std::lower_bound(m_records.begin(), m_records.end(), fromMs,
                               [](const Record &record, qint64 time) { return record.timeMs < time; });
    for (; it != m_records.end() && it->timeMs <= toMs && (limit < 0 || found.size() < limit); ++it)
        found.append(entryOf(*it));
    return found;
}

QList<qint64> Journal::rate(qint64 fromMs, qint64 toMs, int buckets) const
{
    QList<qint64> counts(std::max(buckets, 0), 0);
    if (buckets <= 0 || toMs <= fromMs)
        return counts;
    const qint64 span = toMs - fromMs;
    QMutexLocker lock(&m_mutex);
    auto it = std::lower_bound(m_records.begin(), m_records.end(), fromMs,
                               [](const Record &record, qint64 time) { return record.timeMs < time; });
    for (; it != m_records.end() && it->timeMs < toMs; ++it)
        ++counts[qsizetype((it->timeMs - fromMs) * buckets / span)];
    return counts;
}

Result<QList<Object>> Journal::stateAt(const QString &cluster, const GroupVersionResource &gvr, qint64 timeMs,
                                       QByteArrayView namespaceName) const
{
    QList<Object> objects;
    {
        QMutexLocker lock(&m_mutex);
        if (m_records.empty() || timeMs < m_records.front().timeMs)
            return Error(Error::Kind::Invalid,
                         QStringLiteral("the journal holds nothing as old as %1")
                             .arg(QDateTime::fromMSecsSinceEpoch(timeMs).toString(Qt::ISODateWithMs)));
        // By uid slot: a million changes are replayed without hashing or copying a key.
        std::vector<const Object *> state(m_uids.size(), nullptr);
        std::vector<bool> wanted(m_streams.size(), false);
        for (quint32 i = 0; i < m_streams.size(); ++i) {
            wanted[i] = m_streams[i].cluster == cluster && sameResource(m_streams[i].gvr, gvr);
            if (!wanted[i])
                continue;
            if (const auto base = m_base.find(i); base != m_base.end())
                for (auto it = base->second.cbegin(); it != base->second.cend(); ++it)
                    state[it.key()] = &it.value();
        }
        for (const Record &record : m_records) {
            if (record.timeMs > timeMs)
                break;
            if (wanted[record.stream])
                state[record.uid] = record.type == JournalEntry::Type::Deleted ? nullptr : &record.object;
        }
        for (const Object *object : state)
            if (object && (namespaceName.isEmpty() || object->namespaceName() == namespaceName))
                objects.append(*object);
    }
    std::sort(objects.begin(), objects.end(), [](const Object &a, const Object &b) {
        if (const int order = a.namespaceName().compare(b.namespaceName()); order != 0)
            return order < 0;
        return a.name().compare(b.name()) < 0;
    });
    return objects;
}

QList<JournalEntry> Journal::entries() const
{
    QMutexLocker lock(&m_mutex);
    QList<JournalEntry> all;
    all.reserve(qsizetype(m_records.size()));
    for (const Record &record : m_records)
        all.append(entryOf(record));
    return all;
}

} // namespace kube
