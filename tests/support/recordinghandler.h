// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "cache/resourceeventhandler.h"

#include <QHash>
#include <QMutex>
#include <QThread>

#include <atomic>

// Records what an informer told it, per key and in order, and checks the sequence is consistent: no update
// before an add, nothing after a final delete, updates that never go back in resourceVersion.
class RecordingHandler : public kube::ResourceEventHandler
{
public:
    struct Entry
    {
        char type; // 'A', 'U', 'D' (tombstone: 'T')
        QByteArray resourceVersion;
        bool initial = false;
    };

    void onAdd(const kube::Object &object, bool isInInitialList) override { record(object.key(), {'A', object.resourceVersion().toByteArray(), isInInitialList}); }
    void onUpdate(const kube::Object &oldObject, const kube::Object &newObject) override
    {
        if (oldObject.key() != newObject.key())
            fail(QStringLiteral("update changed the key"));
        record(newObject.key(), {'U', newObject.resourceVersion().toByteArray(), false});
        if (oldObject.resourceVersion() == newObject.resourceVersion())
            ++syncs;
    }
    void onDelete(const kube::Object &object, bool finalStateUnknown) override
    {
        record(object.key(), {finalStateUnknown ? 'T' : 'D', object.resourceVersion().toByteArray(), false});
    }
    void onSynced() override
    {
        initialAddsWhenSynced = initialAdds.load();
        ++syncedCalls;
    }

    QHash<QByteArray, QList<Entry>> history() const
    {
        QMutexLocker lock(&m_mutex);
        return m_history;
    }
    // Keys whose last event is not a delete: what the handler believes exists.
    QSet<QByteArray> alive() const
    {
        QMutexLocker lock(&m_mutex);
        QSet<QByteArray> keys;
        for (auto it = m_history.constBegin(); it != m_history.constEnd(); ++it)
            if (it->last().type == 'A' || it->last().type == 'U')
                keys.insert(it.key());
        return keys;
    }
    QStringList problems() const
    {
        QMutexLocker lock(&m_mutex);
        return m_problems;
    }
    int count() const { return events.load(); }

    std::atomic<int> events = 0;
    std::atomic<int> initialAdds = 0;
    std::atomic<int> syncs = 0;
    std::atomic<int> tombstones = 0;
    std::atomic<int> delayMs = 0;
    std::atomic<int> syncedCalls = 0;
    std::atomic<int> initialAddsWhenSynced = -1;
    QThread *lastThread = nullptr;

private:
    void fail(const QString &problem)
    {
        QMutexLocker lock(&m_mutex);
        m_problems.append(problem);
    }

    void record(const QByteArray &key, const Entry &entry)
    {
        if (delayMs > 0)
            QThread::msleep(delayMs);
        QMutexLocker lock(&m_mutex);
        lastThread = QThread::currentThread();
        QList<Entry> &entries = m_history[key];
        const char previous = entries.isEmpty() ? 0 : entries.last().type;
        const bool gone = previous == 0 || previous == 'D' || previous == 'T';
        if (entry.type == 'A' && !gone)
            m_problems.append(QStringLiteral("%1: add while it exists").arg(QString::fromUtf8(key)));
        if (entry.type == 'U' && gone)
            m_problems.append(QStringLiteral("%1: update before add").arg(QString::fromUtf8(key)));
        if ((entry.type == 'D' || entry.type == 'T') && gone)
            m_problems.append(QStringLiteral("%1: delete of something not there").arg(QString::fromUtf8(key)));
        if (entry.type == 'U' && !entries.isEmpty() && entry.resourceVersion.toULongLong() < entries.last().resourceVersion.toULongLong())
            m_problems.append(QStringLiteral("%1: went back from %2 to %3").arg(QString::fromUtf8(key), QString::fromLatin1(entries.last().resourceVersion),
                                                                              QString::fromLatin1(entry.resourceVersion)));
        entries.append(entry);
        ++events;
        if (entry.initial)
            ++initialAdds;
        if (entry.type == 'T')
            ++tombstones;
    }

    mutable QMutex m_mutex;
    QHash<QByteArray, QList<Entry>> m_history;
    QStringList m_problems;
};
