// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "openclusters.h"

#include "core/allocator.h"

#include <QDateTime>
#include <QThreadPool>
#include <QTimer>

#include <mutex>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

using namespace kube;

namespace {
// A closed session's worker frees its informers, their caches and the journal on its own thread, within
// milliseconds of the close; trimming after that hands the freed pages back to the system (malloc keeps
// them).
constexpr int trimAfterCloseMs = 2000;
#if defined(__GLIBC__)
// Fixed, so that glibc does not slide them: after the first freed list buffer of a few MB its mmap threshold
// rises to that size (up to 32 MB) and the trim threshold to twice it, and then the free tops of the worker
// threads' arenas stay resident, which malloc_trim does not reach: a closed cluster's memory was not given
// back.
constexpr int mallocMmapThresholdBytes = 1 << 20;
// Above the ~8 MB of a list body in flight (RestCall), so that the network thread's arena keeps the pages
// Qt's blocks cycle through instead of returning them and faulting them in again: 40% fewer page faults and
// 8% less CPU for a 100k-pod list than at 1 MB.
constexpr int mallocTrimThresholdBytes = 8 << 20;
// While a closed cluster's memory is freed: each arena's free top goes back as it forms. Kept at 8 MB, the
// tops stayed (malloc_trim reaches only the main arena's) and closing four of five clusters left 1.5-2.0x
// one cluster's RSS instead of 1.1-1.4x.
constexpr int mallocTrimThresholdClosingBytes = 1 << 20;
// glibc makes an arena for each new thread up to 8 a core (16 here), and every arena other than the main one
// keeps its free top of up to the trim threshold resident, which malloc_trim does not reach. With the
// window's 40 threads that free memory rose for the whole of the soak's hour (61 to 99 MB, RSS +11.5 %/h
// while the heap was flat). Four arenas bound it, and an informer's sync is no slower for it (RESULTS.md,
// soak).
constexpr int mallocArenaMax = 4;

// Counts the closes whose memory is being freed; the first lowers the trim threshold, the last restores it.
void closingClusterFreesMemory(bool begins)
{
    static std::mutex mutex;
    static int closing = 0;
    std::lock_guard<std::mutex> lock(mutex);
    if (begins ? closing++ == 0 : --closing == 0)
        mallopt(M_TRIM_THRESHOLD, begins ? mallocTrimThresholdClosingBytes : mallocTrimThresholdBytes);
}
#else
void closingClusterFreesMemory(bool) {}
#endif
} // namespace

OpenClusters::OpenClusters(QObject *parent) : QObject(parent)
{
#if defined(__GLIBC__)
    static const bool tuned = [] {
        return mallopt(M_ARENA_MAX, mallocArenaMax) && mallopt(M_MMAP_THRESHOLD, mallocMmapThresholdBytes) &&
               mallopt(M_TRIM_THRESHOLD, mallocTrimThresholdBytes);
    }();
    Q_UNUSED(tuned);
#endif
}

OpenClusters::~OpenClusters()
{
    for (Entry &entry : m_entries)
        for (SharedIndexInformer *informer : std::as_const(entry.pinned))
            entry.session->release(informer);
}

OpenClusters::Entry *OpenClusters::find(const QString &context)
{
    for (Entry &entry : m_entries)
        if (entry.context == context)
            return &entry;
    return nullptr;
}

const OpenClusters::Entry *OpenClusters::find(const QString &context) const
{
    return const_cast<OpenClusters *>(this)->find(context);
}

ClusterSession *OpenClusters::session(const QString &context) const
{
    const Entry *entry = find(context);
    return entry ? entry->session.get() : nullptr;
}

QStringList OpenClusters::contexts() const
{
    QStringList names;
    for (const Entry &entry : m_entries)
        names.append(entry.context);
    return names;
}

ClusterSession *OpenClusters::open(const QString &context, const RestConfig &config)
{
    if (ClusterSession *open = session(context))
        return open;
    m_entries.push_back({context, std::make_unique<ClusterSession>(config), {}});
    ClusterSession *session = m_entries.back().session.get();
    if (m_informerOptions)
        session->setInformerOptions(*m_informerOptions);
    Q_EMIT opened(context, session);
    // Once the caller has subscribed what it shows: those informers list as the session first connects.
    QMetaObject::invokeMethod(session, &ClusterSession::start, Qt::QueuedConnection);
    return session;
}

void OpenClusters::close(QString context)
{
    if (!find(context))
        return;
    Q_EMIT aboutToClose(context);
    unpin(context);
    // Found again: a slot of aboutToClose may have opened another cluster.
    const auto it = std::find_if(m_entries.begin(), m_entries.end(),
                                 [&context](const Entry &entry) { return entry.context == context; });
    std::unique_ptr<ClusterSession> session = std::move(it->session);
    m_entries.erase(it);
    closingClusterFreesMemory(true);
    session.reset();
    // On the pool: a trim walks every arena, too long for the GUI thread with 100k objects freed.
    QTimer::singleShot(trimAfterCloseMs, this, [] {
        QThreadPool::globalInstance()->start([] {
            allocator::releaseFreeMemory();
            closingClusterFreesMemory(false);
        });
    });
    Q_EMIT closed(context);
}

void OpenClusters::pin(const QString &context, const GroupVersionResource &gvr, const QString &namespaceName)
{
    if (Entry *entry = find(context))
        entry->pinned.append(entry->session->acquire(gvr, namespaceName));
}

void OpenClusters::unpin(const QString &context)
{
    Entry *entry = find(context);
    if (!entry)
        return;
    for (SharedIndexInformer *informer : std::exchange(entry->pinned, {}))
        entry->session->release(informer);
}

namespace {
// When the session's informers try the server again: the earliest retry of those backing off after a failed
// list or watch (or throttled); invalid while none waits (an attempt is under way, or all are fine).
QDateTime nextRetry(const ClusterSession &session)
{
    QDateTime next;
    for (const SharedIndexInformer *informer : session.informers()) {
        const ReflectorStats stats = informer->stats();
        const bool waiting =
            stats.state == ReflectorState::BackingOff || stats.state == ReflectorState::Throttled;
        if (waiting && stats.retryAt.isValid() && (!next.isValid() || stats.retryAt < next))
            next = stats.retryAt;
    }
    return next;
}

bool isConnectionError(const Error &error)
{
    return error.kind() == Error::Kind::Network || error.kind() == Error::Kind::Timeout;
}
} // namespace

ClusterListModel::Entry OpenClusters::summary(const QString &context, const ClusterSession &session)
{
    const Error error = session.lastError();
    // Unreachable, whether it never answered or went away after it synced (its informers back off): when
    // next.
    const QDateTime retryAt = nextRetry(session);
    const bool down =
        session.state() == ClusterSession::State::Unreachable ||
        (session.state() == ClusterSession::State::Synced && isConnectionError(error) && retryAt.isValid());
    if (down) {
        ClusterListModel::Entry entry{context, ClusterListModel::State::Unreachable, error.message()};
        if (retryAt.isValid()) {
            // Rounded up: "in 0 s" would read as now while the attempt is still ahead.
            const qint64 ms = std::max<qint64>(0, QDateTime::currentDateTimeUtc().msecsTo(retryAt));
            entry.retryInSeconds = int((ms + 999) / 1000);
            entry.detail =
                tr("%1; next retry in %n s (backoff, at most every 30 s)", nullptr, entry.retryInSeconds)
                    .arg(error.message());
        } else {
            entry.detail = tr("%1; retrying now").arg(error.message());
        }
        return entry;
    }
    switch (session.state()) {
    case ClusterSession::State::Connecting:
        return {context, ClusterListModel::State::Connecting,
                tr("waiting for %1 — %n s", nullptr, int(session.connectingMs() / 1000))
                    .arg(session.config().host.toString())};
    case ClusterSession::State::Synced:
        if (error)
            return {context, ClusterListModel::State::Degraded, error.message()};
        return {context, ClusterListModel::State::Synced, session.serverVersion()};
    case ClusterSession::State::Unreachable:
        break; // above
    case ClusterSession::State::Unauthorized:
        return {context, ClusterListModel::State::Degraded, tr("not authorized: %1").arg(error.message())};
    case ClusterSession::State::TlsError:
        return {context, ClusterListModel::State::Degraded, tr("TLS error: %1").arg(error.message())};
    }
    return {context, ClusterListModel::State::Connecting, {}};
}
