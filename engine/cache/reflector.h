// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "backoff.h"
#include "core/export.h"
#include "deltafifo.h"
#include "listwatch.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QMutex>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <functional>

namespace kube {

struct InformerCounters;

struct QKUBE_ENGINE_EXPORT ReflectorOptions
{
    static constexpr qint64 defaultPageSize = 500;     // client-go's pager default
    static constexpr int minWatchTimeoutSeconds = 300; // watches time out after 5-10 min (randomised)
    // kube-apiserver sends a bookmark about once a minute: a watch silent for much longer is dead (a
    // half-open connection after sleep or a network change) and is restarted.
    static constexpr qint64 defaultWatchIdleTimeoutMs = 5 * 60 * 1000;

    qint64 pageSize = defaultPageSize;
    // First list at "" (a consistent, paginated read) instead of client-go's "0" (any version, served whole
    // from the server's cache): what kubectl get -w does.
    bool consistentInitialList = false;
    qint64 resyncPeriodMs = 0;
    bool useWatchList = false;
    int watchTimeoutSeconds = minWatchTimeoutSeconds;
    qint64 watchIdleTimeoutMs = defaultWatchIdleTimeoutMs;
    qint64 backoffInitialMs = Backoff::initialMs;
    qint64 backoffMaxMs = Backoff::maxMs;
    double backoffJitter = Backoff::jitter; // tests set 0 to check the exact delays
    DecodeOptions decode;
    // Lists come as protobuf where the codec's schema covers the resource (Request::preferProtobufList), as
    // Kubernetes' own controllers ask: the apiserver answers a 10k-pod list in 0.25 s against 0.5 s as JSON.
    bool preferProtobufList = true;
};

// What a reflector is doing, for the GUI and the CLI to show.
enum class ReflectorState {
    Stopped,
    Listing,
    Watching,
    BackingOff, // a list or watch failed; the next attempt starts at retryAt
    Throttled,  // the server answered 429 (or asked for Retry-After); the next attempt starts at retryAt
    Paused,     // pause(): no list, no watch, the cache kept as it was, until resume()
};

struct QKUBE_ENGINE_EXPORT ReflectorStats
{
    int lists = 0; // complete lists (initial + relists)
    int relists = 0;
    int watches = 0;       // watch requests started
    int watchRestarts = 0; // watches that ended for any reason and were started again
    int expired = 0;       // 410 Gone / too old resource version seen
    int idleRestarts = 0;  // dead watches detected by silence
    int watchListFallbacks = 0;
    int bookmarks = 0; // bookmarks received (each moves the resume point on)
    int backoffs = 0;  // attempts delayed by the backoff after a failure

    ReflectorState state = ReflectorState::Stopped;
    QDateTime retryAt;       // BackingOff, Throttled: when the next attempt starts
    qint64 retryDelayMs = 0; // BackingOff, Throttled: the wait chosen for it
    Error lastError;         // the last failure waited for (kept after recovery)
    QDateTime lastErrorAt;   // when it happened (UTC)
};

// client-go's Reflector, event-driven: lists (paginated, falling back to one full list when a continue token
// expires), replaces the DeltaFifo's content, then watches from the list's resourceVersion with bookmarks,
// resuming from the last seen resourceVersion when a stream ends, relisting after 410 Expired, backing off
// 800 ms x2 up to 30 s (jittered) after every failure, a server's Retry-After included but capped at that
// maximum, restarting watches that go silent. Optionally uses the streaming watch-list (sendInitialEvents)
// and falls back to list+watch when the server refuses it. Lives on the informer's thread with its
// RestClient; nothing blocks.
class QKUBE_ENGINE_EXPORT Reflector : public QObject
{
    Q_OBJECT
public:
    Reflector(ListWatch listWatch, DeltaFifo *store, ReflectorOptions options, QObject *parent = nullptr);
    ~Reflector() override;

    void start();
    void stop();
    // The inspector's actions. relist(): drop the watch and list again now (a list in progress is started
    // over). pause(): stop listing and watching, keep the store; resume(): list again from the last
    // resourceVersion.
    void relist();
    void pause();
    void resume();
    // Where the hot path counts (events, bytes, decode time, list pages); set before start(). Must outlive
    // this.
    void setCounters(InformerCounters *counters);
    // Thread-safe.
    QByteArray lastSyncResourceVersion() const;
    ReflectorStats stats() const;
    // Called with every error that ends a list or a watch (client-go's WatchErrorHandler).
    void setWatchErrorHandler(std::function<void(const Error &)> handler)
    {
        m_errorHandler = std::move(handler);
    }
    // Asked before each resync: only resync when a handler's period is due (client-go's ShouldResync).
    void setShouldResync(std::function<bool()> shouldResync) { m_shouldResync = std::move(shouldResync); }

Q_SIGNALS:
    // Deltas were queued in the store.
    void storeChanged();
    // A list (or a watch-list's initial events) was applied: the store holds a complete state.
    void listed();
    void errorOccurred(const kube::Error &error);
    // The state changed, or a new retry was scheduled (stats() as of that moment).
    void stateChanged(const kube::ReflectorStats &stats);

private:
    QString relistResourceVersion() const;
    void list();
    void requestPage();
    void onPage(const Response &response);
    void finishList(const QByteArray &resourceVersion);
    void watch();
    void onWatchEvents(const QList<WatchEvent> &events);
    void onWatchFinished(const Error &error);
    void restartWatch(const QString &why);
    enum class Retry { Relist, Rewatch };
    void retryAfterBackoff(Retry what, const Error &error);
    void setState(ReflectorState state);
    void report(const Error &error);
    void cancelCalls();

    void publish();

    void sawResourceVersion();

    ListWatch m_listWatch;
    DeltaFifo *m_store;
    std::unique_ptr<InformerCounters> m_ownCounters; // when nobody set counters
    InformerCounters *m_counters;
    // What other threads may read: a copy refreshed by publish() whenever it changes.
    mutable QMutex m_publishedMutex;
    ReflectorStats m_publishedStats;
    QByteArray m_publishedResourceVersion;
    ReflectorOptions m_options;
    ReflectorStats m_stats;
    Backoff m_backoff;
    std::function<void(const Error &)> m_errorHandler;
    std::function<bool()> m_shouldResync;

    QByteArray m_lastSyncResourceVersion;
    bool m_lastSyncResourceVersionUnavailable = false;
    bool m_paginatedResult = false;
    bool m_watchListRefused = false;
    bool m_stopped = true;
    bool m_paused = false;

    // The list in progress.
    QPointer<RestCall> m_listCall;
    ListOptions m_listOptions;
    QList<Object> m_listItems;
    qint64 m_listBytes = 0; // of the pages of the list in progress
    bool m_fullListFallback = false;

    // The watch in progress.
    QPointer<WatchCall> m_watchCall;
    bool m_watchListMode = false;
    bool m_awaitingInitialEvents = false;
    QList<Object> m_initialEvents;
    QElapsedTimer m_watchClock;
    int m_watchEventCount = 0;
    qint64 m_watchBytesCounted = 0;
    qint64 m_watchDecodeCounted = 0;

    QTimer m_retryTimer;
    QTimer m_idleTimer;
    QTimer m_resyncTimer;
};

} // namespace kube

Q_DECLARE_METATYPE(kube::ReflectorStats)
