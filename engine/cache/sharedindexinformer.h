// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "deltafifo.h"
#include "indexer.h"
#include "informerstats.h"
#include "lister.h"
#include "processorlistener.h"
#include "reflector.h"

#include <QMutex>
#include <QObject>

#include <atomic>
#include <map>

namespace kube {

struct QKUBE_ENGINE_EXPORT InformerOptions
{
    qint64 resyncPeriodMs = 0;
    ReflectorOptions reflector;
};

// client-go's SharedIndexInformer: a Reflector feeding a DeltaFifo that is popped into an Indexer, each
// change then handed to every handler's ProcessorListener. Handlers may be added before or after start (a
// late one first gets an add for every cached object, flagged as initial list) and removed. Created on any
// thread, it runs on its cluster's worker thread (run() is called there with that thread's RestClient); the
// indexer, HasSynced and handler registration may be used from any thread.
class QKUBE_ENGINE_EXPORT SharedIndexInformer : public QObject
{
    Q_OBJECT
public:
    using Registration = quint64;

    SharedIndexInformer(GroupVersionResource gvr, QString namespaceName = {}, QString labelSelector = {},
                        QString fieldSelector = {}, InformerOptions options = {});
    ~SharedIndexInformer() override;

    // Before run(): the transform runs once per object as it is queued (client-go's SetTransform).
    void setTransform(DeltaFifo::Transform transform);
    void setDecodeOptions(const DecodeOptions &options);
    void addIndexers(const QHash<QString, IndexFunc> &indexers) { m_indexer.addIndexers(indexers); }

    // Thread-safe. `resyncPeriodMs` 0: no resync for this handler.
    Registration addEventHandler(std::shared_ptr<ResourceEventHandler> handler, qint64 resyncPeriodMs = 0,
                                 HandlerPriority priority = HandlerPriority::Normal);
    void removeEventHandler(Registration registration);
    bool handlerHasSynced(Registration registration) const;

    bool hasSynced() const { return m_synced.load(); }
    bool isRunning() const { return m_running.load(); }
    const Indexer &indexer() const { return m_indexer; }
    Lister lister() const { return Lister(&m_indexer); }
    GroupVersionResource gvr() const { return m_gvr; }
    QString namespaceName() const { return m_namespace; }
    QString description() const;
    QByteArray lastSyncResourceVersion() const;
    ReflectorStats stats() const;
    qsizetype handlerCount() const;
    // Thread-safe and cheap (atomics, the reflector's published stats, a brief read of the indexer's size):
    // what the inspector shows, about once a second. The hot path pays for it whether or not anyone looks: a
    // few relaxed atomic adds a batch.
    InformerSnapshot snapshot() const;

    // On the worker thread.
    void run(RestClient *client);
    void stop();
    // The inspector's actions (see Reflector): no effect before run() or after stop().
    void relist();
    void setPaused(bool paused);

Q_SIGNALS:
    void synced();
    void errorOccurred(const kube::Error &error);
    void stateChanged(const kube::ReflectorStats &stats); // the reflector's, forwarded

private:
    void processQueue();
    bool handleDeltas(const QByteArray &key, const Deltas &deltas, bool isInInitialList);
    void flushListeners();
    void distribute(const Notification &notification, bool isSync);
    bool shouldResync();

    GroupVersionResource m_gvr;
    QString m_namespace, m_labelSelector, m_fieldSelector;
    InformerOptions m_options;
    Indexer m_indexer;
    DeltaFifo m_fifo;
    Reflector *m_reflector = nullptr;

    // Held while deltas are applied and while a late handler is given the cache, so it misses nothing.
    mutable QMutex m_listenersMutex;
    std::map<Registration, std::unique_ptr<ProcessorListener>> m_listeners;
    Registration m_nextRegistration = 1;

    InformerCounters m_counters;
    std::atomic<bool> m_synced{false};
    std::atomic<bool> m_running{false};
    mutable QMutex m_statsMutex;
    QByteArray m_lastSyncResourceVersion;
    ReflectorStats m_stats;
};

} // namespace kube
