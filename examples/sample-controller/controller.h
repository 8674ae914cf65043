// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <cache/sharedinformerfactory.h>
#include <record/eventbroadcaster.h>
#include <workqueue/delayingqueue.h>

#include <QObject>

// client-go's sample-controller in C++: for every Foo (samplecontroller.k8s.io/v1alpha1) there is a Deployment
// named by spec.deploymentName, owned by the Foo, with spec.replicas replicas; Foo's status.availableReplicas
// follows the Deployment's. Informers on Foos and Deployments feed keys into a rate-limited workqueue; up to
// `workers` keys are synced at once; a failed sync is retried with the queue's backoff. Lives on the thread that
// creates it; its informers run on the factory's worker thread and only enqueue keys from there.
class Controller : public QObject
{
    Q_OBJECT
public:
    static inline const kube::GroupVersionResource foos{QStringLiteral("samplecontroller.k8s.io"), QStringLiteral("v1alpha1"), QStringLiteral("foos")};
    static inline const kube::GroupVersionResource deployments{QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("deployments")};

    Controller(kube::SharedInformerFactory *factory, kube::RestClient *client, int workers, QObject *parent = nullptr);

    // Starts handing out keys once both caches have synced (client-go's WaitForCacheSync, as a signal).
    void run();
    // Takes no new keys, lets the syncs in flight finish, then emits drained() (client-go's ShutDownWithDrain).
    void shutDown();
    int syncsInFlight() const { return m_inFlight; }

Q_SIGNALS:
    void drained();
    void synced(const QString &fooKey);

private:
    void enqueueFoo(const kube::Object &foo);
    void handleOwnedObject(const kube::Object &object);
    void processNext();
    void sync(const QByteArray &key);
    void finishSync(const QByteArray &key, const kube::Error &error);
    void updateFooStatus(const QByteArray &key, const kube::Object &foo, const kube::Object &deployment);

    kube::SharedInformerFactory *m_factory;
    kube::RestClient *m_client;
    kube::SharedIndexInformer *m_fooInformer;
    kube::SharedIndexInformer *m_deploymentInformer;
    kube::RateLimitingQueue m_queue;
    kube::EventBroadcaster m_broadcaster;
    kube::EventRecorder m_recorder;
    int m_workers;
    int m_inFlight = 0;
    bool m_started = false;
    bool m_shuttingDown = false;
};
