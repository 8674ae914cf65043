// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "sharedindexinformer.h"

#include "config/restconfig.h"
#include "rest/clientset.h"

#include <QObject>
#include <QThread>

#include <map>
#include <tuple>

namespace kube {

// Options of a SharedInformerFactory (outside the class: GCC cannot default-construct a nested struct with
// member initialisers in a default argument).
struct QKUBE_ENGINE_EXPORT InformerFactoryOptions
{
    qint64 defaultResyncMs = 0;
    InformerOptions informer;
    // Applied to every informer's decoding: the GUI drops managedFields and last-applied this way.
    DecodeOptions decode;
};

// client-go's SharedInformerFactory for one cluster: one informer per (resource, namespace, selectors),
// shared by every consumer that asks for it; typed (by kind) or dynamic (any GVR from discovery). All its
// informers run on one worker thread that owns the cluster's RestClient (one QNetworkAccessManager), so the
// thread that owns the factory (the GUI's) never touches a socket. WaitForCacheSync is the cacheSynced()
// signal, not a wait. shutdown() stops every informer, aborts their requests and joins the thread; informer
// pointers handed out are invalid afterwards.
class QKUBE_ENGINE_EXPORT SharedInformerFactory : public QObject
{
    Q_OBJECT
public:
    using Options = InformerFactoryOptions;

    explicit SharedInformerFactory(RestConfig config, Options options = {}, QObject *parent = nullptr);
    ~SharedInformerFactory() override;

    SharedIndexInformer *informerFor(const GroupVersionResource &gvr, const QString &namespaceName = {},
                                     const QString &labelSelector = {}, const QString &fieldSelector = {});
    SharedIndexInformer *informerFor(const ResourceKind &kind, const QString &namespaceName = {},
                                     const QString &labelSelector = {}, const QString &fieldSelector = {})
    {
        return informerFor(kind.gvr, kind.namespaced ? namespaceName : QString(), labelSelector,
                           fieldSelector);
    }

    // Starts the informers not yet running.
    void start();
    bool hasSynced() const;
    // Runs `task` on the worker thread with the cluster's RestClient (one-off requests: a pod's YAML, a
    // delete).
    void post(std::function<void(RestClient *)> task);
    // Stops everything on the worker thread. With `wait`, joins it before returning; without, returns at once
    // and the thread ends by itself (delete the factory after finished(): the GUI never waits for a hung
    // cluster).
    void shutdown(bool wait = true);
    bool isShutDown() const { return m_shutDown; }
    const RestConfig &config() const { return m_config; }
    QList<SharedIndexInformer *> informers() const;
    QThread *workerThread() { return &m_thread; }

Q_SIGNALS:
    // Every started informer has synced (emitted once per start() that adds informers).
    void cacheSynced();
    void informerSynced(kube::SharedIndexInformer *informer);
    void informerError(kube::SharedIndexInformer *informer, const kube::Error &error);
    // An informer's reflector changed state (listing, watching, backing off, throttled by the server).
    void informerStateChanged(kube::SharedIndexInformer *informer, const kube::ReflectorStats &stats);
    // The worker thread has ended after shutdown().
    void finished();

private:
    void checkSynced();

    RestConfig m_config;
    Options m_options;
    QThread m_thread;
    QObject *m_worker;              // lives on m_thread, parent of the RestClient
    RestClient *m_client = nullptr; // created on m_thread
    using Key = std::tuple<QString, QString, QString, QString, QString, QString>;
    std::map<Key, SharedIndexInformer *> m_informers;
    QList<SharedIndexInformer *> m_started;
    bool m_syncedEmitted = false;
    bool m_shutDown = false;
};

} // namespace kube
