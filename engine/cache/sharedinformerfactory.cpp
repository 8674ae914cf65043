// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "sharedinformerfactory.h"

#include "core/threadhandoff.h"
#include "core/workerpriority.h"

#include <vector>

namespace kube {

SharedInformerFactory::SharedInformerFactory(RestConfig config, Options options, QObject *parent)
    : QObject(parent), m_config(std::move(config)), m_options(std::move(options)), m_worker(new QObject)
{
    m_thread.setObjectName(QStringLiteral("qkube-cluster ") + m_config.contextName);
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, this, &SharedInformerFactory::finished);
    startWorkerThread(m_thread);
}

void SharedInformerFactory::post(std::function<void(RestClient *)> task)
{
    if (m_shutDown)
        return;
    const RestConfig config = m_config;
    detail::handoffRelease(m_worker);
    QMetaObject::invokeMethod(
        m_worker,
        [this, config, task = std::move(task)] {
            detail::handoffAcquire(m_worker);
            if (!m_client)
                m_client = new RestClient(config, m_worker);
            task(m_client);
        },
        Qt::QueuedConnection);
}

SharedInformerFactory::~SharedInformerFactory()
{
    shutdown();
    m_thread.wait();
    detail::handoffAcquire(this);
}

SharedIndexInformer *SharedInformerFactory::informerFor(const GroupVersionResource &gvr,
                                                        const QString &namespaceName,
                                                        const QString &labelSelector,
                                                        const QString &fieldSelector)
{
    if (m_shutDown)
        return nullptr;
    const Key key{gvr.group, gvr.version, gvr.resource, namespaceName, labelSelector, fieldSelector};
    auto it = m_informers.find(key);
    if (it != m_informers.end())
        return it->second;
    InformerOptions options = m_options.informer;
    if (options.resyncPeriodMs == 0)
        options.resyncPeriodMs = m_options.defaultResyncMs;
    options.reflector.decode = m_options.decode;
    auto *informer = new SharedIndexInformer(gvr, namespaceName, labelSelector, fieldSelector, options);
    informer->moveToThread(&m_thread);
    connect(informer, &SharedIndexInformer::synced, this, [this, informer] {
        Q_EMIT informerSynced(informer);
        checkSynced();
    });
    connect(informer, &SharedIndexInformer::errorOccurred, this,
            [this, informer](const Error &error) { Q_EMIT informerError(informer, error); });
    connect(informer, &SharedIndexInformer::stateChanged, this,
            [this, informer](const ReflectorStats &stats) { Q_EMIT informerStateChanged(informer, stats); });
    m_informers.emplace(key, informer);
    return informer;
}

QList<SharedIndexInformer *> SharedInformerFactory::informers() const
{
    QList<SharedIndexInformer *> out;
    for (const auto &[key, informer] : m_informers)
        out.append(informer);
    return out;
}

void SharedInformerFactory::start()
{
    if (m_shutDown)
        return;
    // A std::vector moved into the task, not a QList copy: an implicitly shared list would be released on both
    // threads, and the worker's last read of it would race with this thread freeing it.
    std::vector<SharedIndexInformer *> toStart;
    for (const auto &[key, informer] : m_informers)
        if (!m_started.contains(informer))
            toStart.push_back(informer);
    if (toStart.empty())
        return;
    m_started.append(QList<SharedIndexInformer *>(toStart.cbegin(), toStart.cend()));
    m_syncedEmitted = false;
    const RestConfig config = m_config;
    detail::handoffRelease(m_worker);
    QMetaObject::invokeMethod(
        m_worker,
        [this, config, toStart = std::move(toStart)] {
            detail::handoffAcquire(m_worker);
            if (!m_client)
                m_client = new RestClient(config, m_worker);
            for (SharedIndexInformer *informer : toStart)
                informer->run(m_client);
        },
        Qt::QueuedConnection);
}

bool SharedInformerFactory::hasSynced() const
{
    if (m_started.isEmpty())
        return false;
    return std::all_of(m_started.cbegin(), m_started.cend(),
                       [](SharedIndexInformer *informer) { return informer->hasSynced(); });
}

void SharedInformerFactory::checkSynced()
{
    if (!m_syncedEmitted && hasSynced()) {
        m_syncedEmitted = true;
        Q_EMIT cacheSynced();
    }
}

void SharedInformerFactory::shutdown(bool wait)
{
    if (m_shutDown)
        return;
    m_shutDown = true;
    std::vector<SharedIndexInformer *> informers; // moved into the task, as in start()
    for (const auto &[key, informer] : m_informers) {
        informer->disconnect(this);
        informers.push_back(informer);
    }
    m_informers.clear();
    m_started.clear();
    // Everything that lives on the worker thread is stopped and deleted there, then the thread ends itself.
    detail::handoffRelease(m_worker);
    QMetaObject::invokeMethod(
        m_worker,
        [this, informers = std::move(informers)] {
            detail::handoffAcquire(m_worker);
            for (SharedIndexInformer *informer : informers) {
                informer->stop();
                delete informer;
            }
            if (m_client)
                m_client->closeConnections();
            delete m_client;
            m_client = nullptr;
            delete m_worker;
            // What this task wrote is read once wait() returns: Qt's join is invisible to TSan, so say it.
            detail::handoffRelease(this);
            QThread::currentThread()->quit();
        },
        Qt::QueuedConnection);
    if (wait) {
        m_thread.wait();
        detail::handoffAcquire(this);
    }
}

} // namespace kube
