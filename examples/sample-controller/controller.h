// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

// Foo's types, client and informers: generated from artifacts/crd.yaml by qkube_generate_crd
// (CMakeLists.txt).
#include "api/samplecontroller/v1alpha1/client.h"

#include <api/apps/v1/deployment.h>
#include <record/eventbroadcaster.h>
#include <rest/clientset.h>
#include <workqueue/delayingqueue.h>

#include <QObject>

namespace samplev1alpha1 = kube::api::samplecontroller::v1alpha1;
namespace appsv1 = kube::api::apps::v1;

// client-go's sample-controller in C++: for every Foo (samplecontroller.k8s.io/v1alpha1) there is a
// Deployment named by spec.deploymentName, owned by the Foo, with spec.replicas replicas; Foo's
// status.availableReplicas follows the Deployment's. Typed informers on Foos and Deployments feed keys into a
// rate-limited workqueue; up to `workers` keys are synced at once from the typed listers; a failed sync is
// retried with the queue's backoff. Lives on the thread that creates it; its informers run on the factory's
// worker thread and only enqueue keys from there.
class Controller : public QObject
{
    Q_OBJECT
public:
    Controller(kube::SharedInformerFactory *factory, kube::RestClient *client, int workers,
               QObject *parent = nullptr);

    // Starts handing out keys once both caches have synced (client-go's WaitForCacheSync, as a signal).
    void run();
    // Takes no new keys, lets the syncs in flight finish, then emits drained() (client-go's
    // ShutDownWithDrain).
    void shutDown();
    int syncsInFlight() const { return m_inFlight; }

Q_SIGNALS:
    void drained();
    void synced(const QString &fooKey);

private:
    void enqueueFoo(const samplev1alpha1::Foo &foo);
    void handleObject(const appsv1::Deployment &deployment);
    void processNext();
    void syncHandler(const QByteArray &key);
    void finishSync(const QByteArray &key, const kube::Error &error);
    void updateFooStatus(const QByteArray &key, const samplev1alpha1::Foo &foo,
                         const appsv1::Deployment &deployment);
    void recordEvent(const samplev1alpha1::Foo &foo, const char *type, const QString &reason,
                     const QString &message) const;

    kube::SharedInformerFactory *m_factory;
    kube::Clientset m_kubeClientset;
    kube::SamplecontrollerV1alpha1Client m_sampleClientset;
    kube::TypedInformer<appsv1::Deployment> m_deploymentInformer;
    samplev1alpha1::FooInformer m_fooInformer;
    kube::TypedLister<appsv1::Deployment> m_deploymentsLister;
    samplev1alpha1::FooLister m_foosLister;
    kube::RateLimitingQueue m_queue;
    kube::EventBroadcaster m_broadcaster;
    kube::EventRecorder m_recorder;
    int m_workers;
    int m_inFlight = 0;
    bool m_started = false;
    bool m_shuttingDown = false;
};
