// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "sharedindexinformer.h"

#include <QDateTime>

namespace kube {

namespace {
// client-go's minimumResyncPeriod: shorter handler periods are raised to it.
constexpr qint64 minimumResyncPeriodMs = 1000;
} // namespace

SharedIndexInformer::SharedIndexInformer(GroupVersionResource gvr, QString namespaceName,
                                         QString labelSelector, QString fieldSelector,
                                         InformerOptions options)
    : m_gvr(std::move(gvr)), m_namespace(std::move(namespaceName)), m_labelSelector(std::move(labelSelector)),
      m_fieldSelector(std::move(fieldSelector)), m_options(std::move(options)), m_fifo(&m_indexer)
{
    qRegisterMetaType<kube::Error>();
}

SharedIndexInformer::~SharedIndexInformer()
{
    stop();
    QMutexLocker lock(&m_listenersMutex);
    for (auto &[registration, listener] : m_listeners)
        listener->stop();
}

QString SharedIndexInformer::description() const
{
    QString text = m_gvr.resource;
    if (!m_gvr.group.isEmpty())
        text += QLatin1Char('.') + m_gvr.group;
    if (!m_namespace.isEmpty())
        text += QStringLiteral(" (%1)").arg(m_namespace);
    return text;
}

void SharedIndexInformer::setTransform(DeltaFifo::Transform transform)
{
    m_fifo.setTransform(std::move(transform));
}

void SharedIndexInformer::setDecodeOptions(const DecodeOptions &options)
{
    m_options.reflector.decode = options;
}

SharedIndexInformer::Registration
SharedIndexInformer::addEventHandler(std::shared_ptr<ResourceEventHandler> handler, qint64 resyncPeriodMs,
                                     HandlerPriority priority)
{
    if (resyncPeriodMs > 0)
        resyncPeriodMs = std::max(resyncPeriodMs, std::max(minimumResyncPeriodMs, m_options.resyncPeriodMs));
    auto listener = std::make_unique<ProcessorListener>(std::move(handler), resyncPeriodMs, priority);
    listener->nextResyncMs = QDateTime::currentMSecsSinceEpoch() + resyncPeriodMs;
    QMutexLocker lock(&m_listenersMutex);
    // A late handler first hears of every object already cached, as part of its initial list.
    for (const Object &object : m_indexer.list())
        listener->add({Notification::Type::Add, {}, object, true, false});
    listener->flush();
    if (m_synced.load())
        listener->markInformerSynced();
    const Registration registration = m_nextRegistration++;
    m_listeners.emplace(registration, std::move(listener));
    return registration;
}

void SharedIndexInformer::removeEventHandler(Registration registration)
{
    std::unique_ptr<ProcessorListener> listener;
    {
        QMutexLocker lock(&m_listenersMutex);
        auto it = m_listeners.find(registration);
        if (it == m_listeners.end())
            return;
        listener = std::move(it->second);
        m_listeners.erase(it);
    }
    listener->stop();
}

bool SharedIndexInformer::handlerHasSynced(Registration registration) const
{
    QMutexLocker lock(&m_listenersMutex);
    auto it = m_listeners.find(registration);
    return it != m_listeners.end() && it->second->hasSynced();
}

qsizetype SharedIndexInformer::handlerCount() const
{
    QMutexLocker lock(&m_listenersMutex);
    return qsizetype(m_listeners.size());
}

QByteArray SharedIndexInformer::lastSyncResourceVersion() const
{
    QMutexLocker lock(&m_statsMutex);
    return m_reflector ? m_reflector->lastSyncResourceVersion() : m_lastSyncResourceVersion;
}

ReflectorStats SharedIndexInformer::stats() const
{
    QMutexLocker lock(&m_statsMutex);
    return m_reflector ? m_reflector->stats() : m_stats;
}

void SharedIndexInformer::run(RestClient *client)
{
    if (m_running.exchange(true))
        return;
    ReflectorOptions reflectorOptions = m_options.reflector;
    reflectorOptions.resyncPeriodMs = m_options.resyncPeriodMs;
    {
        // Check resync at the shortest handler period.
        QMutexLocker lock(&m_listenersMutex);
        for (const auto &[registration, listener] : m_listeners)
            if (listener->resyncPeriodMs() > 0 &&
                (reflectorOptions.resyncPeriodMs == 0 ||
                 listener->resyncPeriodMs() < reflectorOptions.resyncPeriodMs))
                reflectorOptions.resyncPeriodMs = listener->resyncPeriodMs();
    }
    QMutexLocker statsLock(&m_statsMutex);
    m_reflector = new Reflector(ListWatch(client, m_gvr, m_namespace, m_labelSelector, m_fieldSelector),
                                &m_fifo, reflectorOptions, this);
    m_reflector->setShouldResync([this] { return shouldResync(); });
    m_reflector->setCounters(&m_counters);
    connect(m_reflector, &Reflector::storeChanged, this, &SharedIndexInformer::processQueue);
    connect(m_reflector, &Reflector::errorOccurred, this, &SharedIndexInformer::errorOccurred);
    connect(m_reflector, &Reflector::stateChanged, this, &SharedIndexInformer::stateChanged);
    statsLock.unlock();
    m_reflector->start();
}

void SharedIndexInformer::relist()
{
    if (m_reflector)
        m_reflector->relist();
}

void SharedIndexInformer::setPaused(bool paused)
{
    if (!m_reflector)
        return;
    if (paused)
        m_reflector->pause();
    else
        m_reflector->resume();
}

InformerSnapshot SharedIndexInformer::snapshot() const
{
    InformerSnapshot snapshot;
    snapshot.resource =
        m_gvr.group.isEmpty() ? m_gvr.resource : m_gvr.resource + QLatin1Char('.') + m_gvr.group;
    snapshot.groupVersion = m_gvr.groupVersion();
    snapshot.namespaceName = m_namespace;
    snapshot.labelSelector = m_labelSelector;
    snapshot.fieldSelector = m_fieldSelector;
    snapshot.reflector = stats();
    snapshot.paused = snapshot.reflector.state == ReflectorState::Paused;
    snapshot.resourceVersion = lastSyncResourceVersion();
    const qint64 seenAt = InformerCounters::read(m_counters.resourceVersionAtMs);
    snapshot.resourceVersionAgeMs =
        seenAt == 0 ? -1 : std::max<qint64>(0, QDateTime::currentMSecsSinceEpoch() - seenAt);
    snapshot.listPage = InformerCounters::read(m_counters.listPage);
    snapshot.listPages = InformerCounters::read(m_counters.listPages);
    snapshot.added = InformerCounters::read(m_counters.added);
    snapshot.modified = InformerCounters::read(m_counters.modified);
    snapshot.deleted = InformerCounters::read(m_counters.deleted);
    snapshot.bookmarks = snapshot.reflector.bookmarks;
    snapshot.bytesReceived = InformerCounters::read(m_counters.bytesReceived);
    snapshot.decodeNs = InformerCounters::read(m_counters.decodeNs);
    snapshot.objects = m_indexer.size();
    snapshot.indexes = m_indexer.indexNames();
    snapshot.fifoDepth = m_fifo.depth();
    snapshot.lastErrorAtMs =
        snapshot.reflector.lastErrorAt.isValid() ? snapshot.reflector.lastErrorAt.toMSecsSinceEpoch() : 0;
    QMutexLocker lock(&m_listenersMutex);
    for (const auto &[registration, listener] : m_listeners)
        snapshot.listeners.append({listener->pendingNow(), listener->peakPending(), listener->lagMs()});
    return snapshot;
}

void SharedIndexInformer::stop()
{
    if (m_reflector) {
        m_reflector->stop();
        QMutexLocker lock(&m_statsMutex); // readers on other threads go through m_reflector
        m_stats = m_reflector->stats();
        m_lastSyncResourceVersion = m_reflector->lastSyncResourceVersion();
        delete m_reflector;
        m_reflector = nullptr;
    }
    m_fifo.close();
    m_running = false;
}

void SharedIndexInformer::processQueue()
{
    if (m_indexer.size() == 0)
        m_indexer.reserve(m_fifo.size()); // a first list: the store takes it without growing step by step
    while (m_fifo.pop([this](const QByteArray &key, const Deltas &deltas, bool initial) {
        return handleDeltas(key, deltas, initial);
    })) {
    }
    flushListeners();
    if (!m_synced.load() && m_fifo.hasSynced()) {
        {
            QMutexLocker lock(&m_listenersMutex);
            m_synced = true;
            for (const auto &[registration, listener] : m_listeners)
                listener->markInformerSynced();
        }
        Q_EMIT synced();
    }
}

// client-go's processDeltas: the indexer first, then the handlers, in the order the deltas came.
bool SharedIndexInformer::handleDeltas(const QByteArray &key, const Deltas &deltas, bool isInInitialList)
{
    QMutexLocker lock(&m_listenersMutex);
    for (const Delta &delta : deltas) {
        switch (delta.type) {
        case Delta::Type::Sync:
        case Delta::Type::Replaced:
        case Delta::Type::Added:
        case Delta::Type::Updated: {
            const std::optional<Object> old = m_indexer.upsert(key, delta.object);
            const bool relisted = delta.type == Delta::Type::Replaced && !isInInitialList;
            if (old) {
                const bool isSync = delta.type == Delta::Type::Sync ||
                                    (delta.type == Delta::Type::Replaced &&
                                     old->resourceVersion() == delta.object.resourceVersion());
                distribute({relisted && !isSync ? Notification::Type::Replace : Notification::Type::Update,
                            *old, delta.object, false, false},
                           isSync);
            } else {
                distribute({relisted ? Notification::Type::Replace : Notification::Type::Add,
                            {},
                            delta.object,
                            isInInitialList,
                            false},
                           false);
            }
            break;
        }
        case Delta::Type::Deleted:
            m_indexer.removeKey(key);
            distribute({Notification::Type::Delete, {}, delta.object, false, delta.finalStateUnknown}, false);
            break;
        }
    }
    return false;
}

void SharedIndexInformer::flushListeners()
{
    QMutexLocker lock(&m_listenersMutex);
    for (const auto &[registration, listener] : m_listeners)
        listener->flush();
}

void SharedIndexInformer::distribute(const Notification &notification, bool isSync)
{
    for (const auto &[registration, listener] : m_listeners)
        if (!isSync || listener->resyncDue)
            listener->queue(notification);
}

bool SharedIndexInformer::shouldResync()
{
    QMutexLocker lock(&m_listenersMutex);
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    bool any = false;
    for (const auto &[registration, listener] : m_listeners) {
        listener->resyncDue = listener->resyncPeriodMs() > 0 && now >= listener->nextResyncMs;
        if (listener->resyncDue) {
            any = true;
            listener->nextResyncMs = now + listener->resyncPeriodMs();
        }
    }
    return any;
}

} // namespace kube
