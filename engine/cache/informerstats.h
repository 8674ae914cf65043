// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "reflector.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <atomic>

namespace kube {

// What an informer's hot path counts: written by its worker thread with relaxed atomic adds (one uncontended
// instruction each, no lock, no fence), read by any thread at any time. Each value is exact on its own; two
// read one after the other need not be of the same instant. Owned by the SharedIndexInformer; the Reflector
// writes.
struct QKUBE_ENGINE_EXPORT InformerCounters
{
    std::atomic<qint64> added{0}; // watch events by type (a list's objects are not events)
    std::atomic<qint64> modified{0};
    std::atomic<qint64> deleted{0};
    std::atomic<qint64> bytesReceived{0}; // list pages and watch streams
    std::atomic<qint64> decodeNs{0};      // spent turning them into objects
    std::atomic<qint64> listPage{0};      // the page being asked for while listing (1-based), else 0
    std::atomic<qint64> listPages{0}; // the pages the list will take, as far as the server has said, else 0
    std::atomic<qint64> resourceVersionAtMs{0}; // when the last resourceVersion was seen (ms since the epoch)

    static void add(std::atomic<qint64> &counter, qint64 n = 1)
    {
        counter.fetch_add(n, std::memory_order_relaxed);
    }
    static qint64 read(const std::atomic<qint64> &counter) { return counter.load(std::memory_order_relaxed); }
};

// One informer as the inspector shows it, a plain value taken by SharedIndexInformer::snapshot() on any
// thread.
struct QKUBE_ENGINE_EXPORT InformerSnapshot
{
    struct Listener
    {
        qsizetype pending = 0; // notifications waiting for the handler
        qsizetype peakPending = 0;
        qint64 lagMs = 0; // how long the handler has had work waiting (0: it is caught up)
    };

    QString resource; // "pods", "deployments.apps"
    QString groupVersion;
    QString namespaceName; // empty: every namespace
    QString labelSelector;
    QString fieldSelector;

    ReflectorStats reflector; // state, lists, relists, 410s, watch restarts, backoff and the last error
    bool paused = false;
    QByteArray resourceVersion;
    qint64 resourceVersionAgeMs = -1; // -1: none yet
    qint64 listPage = 0, listPages = 0;

    qint64 added = 0, modified = 0, deleted = 0, bookmarks = 0;
    qint64 bytesReceived = 0;
    qint64 decodeNs = 0;

    qsizetype objects = 0; // in the indexer
    QStringList indexes;
    qsizetype fifoDepth = 0; // keys queued in the DeltaFIFO
    QList<Listener> listeners;
    qint64 lastErrorAtMs = 0; // ms since the epoch, 0: none

    qint64 events() const { return added + modified + deleted + bookmarks; }
    // The whole state as plain English text, for a bug report (not translated: maintainers read it).
    QString toText() const;
};

// The state's words in English, for toText() and the CLI.
QKUBE_ENGINE_EXPORT QString reflectorStateName(ReflectorState state);

} // namespace kube
