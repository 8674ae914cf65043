// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "reflector.h"
#include "informerstats.h"
#include "plantedbug.h"

#include "core/allocator.h"

#include <QRandomGenerator>

namespace kube {

namespace {
// A watch that ends this soon after it started points at a server problem, not at the normal timeoutSeconds
// end: back off before the next one instead of hammering the server (client-go's "very short watch").
constexpr qint64 veryShortWatchMs = 1000;

bool isWatchRetriable(const Error &error)
{
    // client-go retries the watch itself (not a relist) on connection refused and 429.
    return error.isConnectionRefused() || error.isTooManyRequests();
}

// 429, or any answer that says when to come back: the server is shedding load, which the user should see.
bool isThrottling(const Error &error)
{
    return error.isTooManyRequests() || error.retryAfterMs() > 0;
}
} // namespace

Reflector::Reflector(ListWatch listWatch, DeltaFifo *store, ReflectorOptions options, QObject *parent)
    : QObject(parent), m_listWatch(std::move(listWatch)), m_store(store),
      m_ownCounters(std::make_unique<InformerCounters>()), m_counters(m_ownCounters.get()),
      m_options(std::move(options)), m_backoff(m_options.backoffInitialMs, m_options.backoffMaxMs,
                                               Backoff::resetAfterMs, m_options.backoffJitter)
{
    qRegisterMetaType<kube::ReflectorStats>();
    m_retryTimer.setSingleShot(true);
    m_idleTimer.setSingleShot(true);
    connect(&m_idleTimer, &QTimer::timeout, this, [this] {
        ++m_stats.idleRestarts;
        restartWatch(
            QStringLiteral("no event or bookmark for %1 s").arg(m_options.watchIdleTimeoutMs / 1000));
    });
    connect(&m_resyncTimer, &QTimer::timeout, this, [this] {
        if (m_shouldResync && !m_shouldResync())
            return;
        m_store->resync();
        Q_EMIT storeChanged();
    });
}

Reflector::~Reflector()
{
    stop();
}

void Reflector::setCounters(InformerCounters *counters)
{
    m_counters = counters;
    m_ownCounters.reset();
}

void Reflector::sawResourceVersion()
{
    m_counters->resourceVersionAtMs.store(QDateTime::currentMSecsSinceEpoch(), std::memory_order_relaxed);
}

void Reflector::relist()
{
    if (m_stopped || m_paused)
        return;
    m_retryTimer.stop();
    m_idleTimer.stop();
    cancelCalls();
    m_awaitingInitialEvents = false;
    list();
}

void Reflector::pause()
{
    if (m_stopped || m_paused)
        return;
    m_paused = true;
    m_retryTimer.stop();
    m_idleTimer.stop();
    cancelCalls();
    m_awaitingInitialEvents = false;
    m_counters->listPage.store(0, std::memory_order_relaxed);
    setState(ReflectorState::Paused);
}

void Reflector::resume()
{
    if (m_stopped || !m_paused)
        return;
    m_paused = false;
    // Events were missed while paused: a list (at the last version, from the server's cache) catches up.
    list();
}

QByteArray Reflector::lastSyncResourceVersion() const
{
    QMutexLocker lock(&m_publishedMutex);
    return m_publishedResourceVersion;
}

ReflectorStats Reflector::stats() const
{
    QMutexLocker lock(&m_publishedMutex);
    return m_publishedStats;
}

void Reflector::publish()
{
    QMutexLocker lock(&m_publishedMutex);
    m_publishedStats = m_stats;
    m_publishedResourceVersion = m_lastSyncResourceVersion;
}

void Reflector::start()
{
    if (!m_stopped)
        return;
    m_stopped = false;
    if (m_options.resyncPeriodMs > 0)
        m_resyncTimer.start(int(m_options.resyncPeriodMs));
    if (m_options.useWatchList && !m_watchListRefused) {
        m_watchListMode = true;
        watch();
    } else {
        list();
    }
}

void Reflector::stop()
{
    const bool wasRunning = !m_stopped;
    m_stopped = true;
    m_paused = false;
    m_retryTimer.stop();
    m_idleTimer.stop();
    m_resyncTimer.stop();
    cancelCalls();
    if (wasRunning)
        setState(ReflectorState::Stopped);
}

void Reflector::setState(ReflectorState state)
{
    if (m_stats.state == state)
        return;
    m_stats.state = state;
    if (state != ReflectorState::BackingOff && state != ReflectorState::Throttled) {
        m_stats.retryAt = QDateTime();
        m_stats.retryDelayMs = 0;
    }
    publish();
    Q_EMIT stateChanged(m_stats);
}

void Reflector::cancelCalls()
{
    if (m_listCall)
        m_listCall->cancel();
    m_listCall = nullptr;
    if (m_watchCall)
        m_watchCall->cancel();
    m_watchCall = nullptr;
}

void Reflector::report(const Error &error)
{
    publish();
    if (m_errorHandler)
        m_errorHandler(error);
    Q_EMIT errorOccurred(error);
}

// client-go's relistResourceVersion: "0" first (any version, from the server's cache), the last seen one
// afterwards, and "" (a consistent read from etcd) once the last seen one is known to be unavailable.
QString Reflector::relistResourceVersion() const
{
    if (m_lastSyncResourceVersionUnavailable)
        return QString();
    if (m_lastSyncResourceVersion.isEmpty())
        return m_options.consistentInitialList ? QString() : QStringLiteral("0");
    return QString::fromLatin1(m_lastSyncResourceVersion);
}

void Reflector::list()
{
    if (m_stopped)
        return;
    m_listItems.clear();
    m_listBytes = 0;
    m_fullListFallback = false;
    m_listOptions = ListOptions();
    m_listOptions.resourceVersion = relistResourceVersion();
    m_listOptions.resourceVersionSet = true;
    // Page unless listing at a specific version (served whole from the watch cache), as client-go does.
    const bool specific =
        !m_listOptions.resourceVersion.isEmpty() && m_listOptions.resourceVersion != QLatin1String("0");
    m_listOptions.limit = (specific && !m_paginatedResult) ? 0 : m_options.pageSize;
    m_counters->listPage.store(0, std::memory_order_relaxed);
    m_counters->listPages.store(0, std::memory_order_relaxed);
    setState(ReflectorState::Listing);
    requestPage();
}

void Reflector::requestPage()
{
    InformerCounters::add(m_counters->listPage);
    m_listCall = m_listWatch.list(m_listOptions, m_options.decode, m_options.preferProtobufList);
    connect(m_listCall, &RestCall::finished, this, &Reflector::onPage);
}

void Reflector::onPage(const Response &response)
{
    m_listCall = nullptr;
    if (m_stopped)
        return;
    if (!response.ok()) {
        const Error &error = response.error;
        if (error.isExpired() && !m_listOptions.continueToken.isEmpty()) {
            // The continue token outlived the history: list the rest in one unpaginated request.
            m_listItems.clear();
            m_listBytes = 0;
            m_listOptions.continueToken.clear();
            m_listOptions.limit = 0;
            m_fullListFallback = true;
            requestPage();
            return;
        }
        if ((error.isExpired() || error.reason() == Error::Reason::Timeout) &&
            !m_lastSyncResourceVersionUnavailable && !m_listOptions.resourceVersion.isEmpty()) {
            // The version we asked for is gone (or too new): list again at "", a consistent read.
            ++m_stats.expired;
            m_lastSyncResourceVersionUnavailable = true;
            list();
            return;
        }
        retryAfterBackoff(Retry::Relist, error);
        return;
    }
    auto page = ResourceClient::objectList(response, m_options.decode);
    if (!page) {
        retryAfterBackoff(Retry::Relist, page.error());
        return;
    }
    // A first page is shared, not copied item by item (an atomic increment each, and a decrement later).
    if (m_listItems.isEmpty())
        m_listItems = page->items;
    else
        m_listItems += page->items;
    m_listBytes += page->bodyBytes;
    InformerCounters::add(m_counters->bytesReceived, page->bodyBytes);
    InformerCounters::add(m_counters->decodeNs, response.decodeNs);
    if (page->remainingItemCount >= 0 && m_listOptions.limit > 0) {
        const qint64 asked = InformerCounters::read(m_counters->listPage);
        m_counters->listPages.store(asked + (page->remainingItemCount + m_listOptions.limit - 1) /
                                                m_listOptions.limit,
                                    std::memory_order_relaxed);
    }
    if (!page->continueToken.isEmpty()) {
        m_paginatedResult = true;
        m_listOptions.continueToken = QString::fromLatin1(page->continueToken);
        // Pages after the first are read at the first page's version, which the token carries.
        m_listOptions.resourceVersion.clear();
        m_listOptions.resourceVersionSet = false;
        requestPage();
        return;
    }
    finishList(page->resourceVersion);
}

void Reflector::finishList(const QByteArray &resourceVersion)
{
    const QList<Object> items = std::exchange(m_listItems, {});
    const qint64 listBytes = std::exchange(m_listBytes, 0);
    m_store->replace(items, resourceVersion);
    if (m_stats.lists > 0)
        ++m_stats.relists;
    ++m_stats.lists;
    m_lastSyncResourceVersion = resourceVersion;
    m_lastSyncResourceVersionUnavailable = false;
    m_counters->listPage.store(0, std::memory_order_relaxed);
    m_counters->listPages.store(0, std::memory_order_relaxed);
    sawResourceVersion();
    publish();
    Q_EMIT storeChanged();
    // The informer has taken the items in; the bytes they came in are free, give them back.
    if (listBytes >= allocator::releaseAfterListBytes)
        allocator::releaseFreeMemory();
    Q_EMIT listed();
    watch();
}

void Reflector::watch()
{
    if (m_stopped)
        return;
    ListOptions options;
    options.allowWatchBookmarks = true;
    // Randomised so that many informers do not all reconnect at the same moment.
    options.timeoutSeconds =
        int(m_options.watchTimeoutSeconds * (1.0 + QRandomGenerator::global()->generateDouble()));
    m_awaitingInitialEvents = m_watchListMode;
    if (m_watchListMode) {
        options.sendInitialEvents = true;
        options.resourceVersionMatch = QStringLiteral("NotOlderThan");
        options.resourceVersion =
            m_lastSyncResourceVersionUnavailable ? QString() : QString::fromLatin1(m_lastSyncResourceVersion);
        options.resourceVersionSet = true;
        m_initialEvents.clear();
    } else {
        options.resourceVersion = QString::fromLatin1(m_lastSyncResourceVersion);
        options.resourceVersionSet = true;
    }
    ++m_stats.watches;
    setState(ReflectorState::Watching);
    publish();
    m_watchEventCount = 0;
    m_watchBytesCounted = 0;
    m_watchDecodeCounted = 0;
    m_watchClock.start();
    m_watchCall = m_listWatch.watch(options, m_options.decode);
    connect(m_watchCall, &WatchCall::events, this, &Reflector::onWatchEvents);
    connect(m_watchCall, &WatchCall::finished, this, &Reflector::onWatchFinished);
    if (m_options.watchIdleTimeoutMs > 0)
        m_idleTimer.start(int(m_options.watchIdleTimeoutMs));
}

void Reflector::onWatchEvents(const QList<WatchEvent> &events)
{
    if (m_stopped)
        return;
    if (m_options.watchIdleTimeoutMs > 0)
        m_idleTimer.start(int(m_options.watchIdleTimeoutMs));
    if (m_watchCall) {
        InformerCounters::add(m_counters->bytesReceived,
                              m_watchCall->bytesReceived() -
                                  std::exchange(m_watchBytesCounted, m_watchCall->bytesReceived()));
        InformerCounters::add(m_counters->decodeNs,
                              m_watchCall->decodeNs() -
                                  std::exchange(m_watchDecodeCounted, m_watchCall->decodeNs()));
    }
    qint64 added = 0, modified = 0, deleted = 0;
    // Once a batch, not once an event.
    auto count = [&] {
        InformerCounters::add(m_counters->added, added);
        InformerCounters::add(m_counters->modified, modified);
        InformerCounters::add(m_counters->deleted, deleted);
        sawResourceVersion();
    };
    bool changed = false;
    for (const WatchEvent &event : events) {
        ++m_watchEventCount;
        if (event.type == WatchEvent::Type::Error) {
            // The server ends the stream with a Status: 410 means our version is compacted away.
            if (m_watchCall)
                m_watchCall->cancel();
            m_watchCall = nullptr;
            m_idleTimer.stop();
            count();
            if (changed)
                Q_EMIT storeChanged();
            if (m_awaitingInitialEvents) {
                m_awaitingInitialEvents = false;
                m_watchListMode = false;
                if (!event.error.isExpired())
                    m_watchListRefused = true;
                ++m_stats.watchListFallbacks;
                report(event.error);
                list();
                return;
            }
            if (event.error.isExpired())
                ++m_stats.expired;
            retryAfterBackoff(QKUBE_PLANTED_BUG("expired-event-rewatches") ? Retry::Rewatch : Retry::Relist,
                              event.error);
            return;
        }
        const QByteArray resourceVersion = event.object.resourceVersion().toByteArray();
        if (m_awaitingInitialEvents) {
            if (event.type == WatchEvent::Type::Bookmark) {
                if (event.object.isInitialEventsEnd()) {
                    m_awaitingInitialEvents = false;
                    m_store->replace(std::exchange(m_initialEvents, {}), resourceVersion);
                    ++m_stats.lists;
                    m_lastSyncResourceVersion = resourceVersion;
                    m_lastSyncResourceVersionUnavailable = false;
                    sawResourceVersion();
                    changed = true;
                    Q_EMIT storeChanged();
                    Q_EMIT listed();
                    changed = false;
                }
                continue;
            }
            m_initialEvents.append(event.object);
            continue;
        }
        switch (event.type) {
        case WatchEvent::Type::Added:
            m_store->add(event.object);
            ++added;
            changed = true;
            break;
        case WatchEvent::Type::Modified:
            m_store->update(event.object);
            ++modified;
            changed = true;
            break;
        case WatchEvent::Type::Deleted:
            m_store->remove(event.object);
            ++deleted;
            changed = true;
            break;
        case WatchEvent::Type::Bookmark:
            ++m_stats.bookmarks;
            if (QKUBE_PLANTED_BUG("bookmark-version-dropped"))
                continue;
            break;
        default:
            break;
        }
        if (!resourceVersion.isEmpty())
            m_lastSyncResourceVersion = resourceVersion;
    }
    count();
    publish();
    if (changed)
        Q_EMIT storeChanged();
}

void Reflector::onWatchFinished(const Error &error)
{
    m_watchCall = nullptr;
    m_idleTimer.stop();
    if (m_stopped || error.kind() == Error::Kind::Cancelled)
        return;
    if (m_awaitingInitialEvents) {
        // The watch-list did not deliver its initial events: fall back to list+watch.
        m_awaitingInitialEvents = false;
        m_watchListMode = false;
        if (error.kind() == Error::Kind::Status && error.httpCode() >= 400 && error.httpCode() < 500 &&
            !error.isTooManyRequests())
            m_watchListRefused = true; // the server does not do watch-list: do not ask again
        ++m_stats.watchListFallbacks;
        if (error && !m_watchListRefused) {
            retryAfterBackoff(Retry::Relist, error);
            return;
        }
        if (error)
            report(error);
        list();
        return;
    }
    const qint64 lastedMs = m_watchClock.elapsed();
    if (!error) {
        if (lastedMs >= veryShortWatchMs) {
            // The server ended the stream (timeoutSeconds): resume from the last version at once.
            ++m_stats.watchRestarts;
            publish();
            watch();
            return;
        }
        // Closed at once: with nothing delivered the version may be bad, so relist (client-go); otherwise
        // resume.
        const Error shortWatch(Error::Kind::Network,
                               QStringLiteral("very short watch: closed after %1 ms with %2 events")
                                   .arg(lastedMs)
                                   .arg(m_watchEventCount),
                               m_listWatch.description());
        retryAfterBackoff(m_watchEventCount == 0 && !QKUBE_PLANTED_BUG("short-watch-rewatches")
                              ? Retry::Relist
                              : Retry::Rewatch,
                          shortWatch);
        return;
    }
    if (error.isExpired()) {
        ++m_stats.expired;
        retryAfterBackoff(QKUBE_PLANTED_BUG("expired-status-rewatches") ? Retry::Rewatch : Retry::Relist,
                          error);
        return;
    }
    // A stream cut or garbled mid-event, a refused connection, a 429: resume from the last version we
    // applied.
    if (error.kind() == Error::Kind::Decode || isWatchRetriable(error) ||
        (error.kind() == Error::Kind::Network && m_watchEventCount > 0)) {
        retryAfterBackoff(Retry::Rewatch, error);
        return;
    }
    retryAfterBackoff(Retry::Relist, error);
}

void Reflector::restartWatch(const QString &why)
{
    if (m_watchCall)
        m_watchCall->cancel();
    m_watchCall = nullptr;
    report(Error(Error::Kind::Timeout,
                 QStringLiteral("watch of %1 restarted: %2").arg(m_listWatch.description(), why)));
    ++m_stats.watchRestarts;
    publish();
    if (m_watchListMode && m_awaitingInitialEvents) {
        m_awaitingInitialEvents = false;
        list();
        return;
    }
    watch();
}

void Reflector::retryAfterBackoff(Retry what, const Error &error)
{
    qint64 delayMs = m_backoff.next();
    const bool throttled = isThrottling(error);
    // A server's Retry-After is honoured up to our own maximum: one saying "come back in 11 days" must not
    // stop the view for 11 days (client-go caps it the same way).
    if (error.retryAfterMs() > 0)
        delayMs = std::max(delayMs, std::min(error.retryAfterMs(), m_options.backoffMaxMs));
    ++m_stats.backoffs;
    m_stats.lastError = error;
    m_stats.lastErrorAt = QDateTime::currentDateTimeUtc();
    m_stats.retryDelayMs = delayMs;
    m_stats.retryAt = QDateTime::currentDateTimeUtc().addMSecs(delayMs);
    m_stats.state = throttled ? ReflectorState::Throttled : ReflectorState::BackingOff;
    m_retryTimer.disconnect();
    connect(&m_retryTimer, &QTimer::timeout, this, [this, what] {
        if (what == Retry::Rewatch) {
            ++m_stats.watchRestarts;
            watch();
        } else if (m_options.useWatchList && !m_watchListRefused) {
            m_watchListMode = true;
            watch();
        } else {
            list();
        }
    });
    m_retryTimer.start(int(delayMs));
    // Last: a slot may stop the reflector.
    if (error)
        report(error);
    else
        publish();
    Q_EMIT stateChanged(m_stats);
}

} // namespace kube
