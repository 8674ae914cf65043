// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "cache/sharedinformerfactory.h"
#include "recordinghandler.h"
#include "simfixture.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

using namespace kube;

class tst_InformerFactory : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimFixture> m_fixture;

private Q_SLOTS:
    void init() { m_fixture = std::make_unique<SimFixture>(); }
    void cleanup() { m_fixture.reset(); }

    void oneInformerPerResourceNamespaceAndSelectors()
    {
        SharedInformerFactory factory(m_fixture->restConfig());
        SharedIndexInformer *pods = factory.informerFor(Kinds::Pod);
        QCOMPARE(factory.informerFor(Kinds::Pod), pods);
        QVERIFY(factory.informerFor(Kinds::Pod, QStringLiteral("default")) != pods);
        QVERIFY(factory.informerFor(Kinds::Pod, {}, QStringLiteral("app=web")) != pods);
        QCOMPARE(factory.informerFor(Kinds::Node, QStringLiteral("ignored-for-cluster-scoped")), factory.informerFor(Kinds::Node));
        QCOMPARE(factory.informers().size(), 4);
    }

    void informersRunOnTheWorkerAndSignalWhenSynced()
    {
        SharedInformerFactory factory(m_fixture->restConfig());
        SharedIndexInformer *pods = factory.informerFor(Kinds::Pod);
        SharedIndexInformer *namespaces = factory.informerFor(Kinds::Namespace);
        SharedIndexInformer *deployments = factory.informerFor(Kinds::Deployment.gvr); // dynamic: any GVR
        auto handler = std::make_shared<RecordingHandler>();
        pods->addEventHandler(handler);
        QSignalSpy synced(&factory, &SharedInformerFactory::cacheSynced);
        factory.start();
        QVERIFY(!factory.hasSynced()); // start() does not wait
        QTRY_COMPARE_WITH_TIMEOUT(synced.size(), 1, 15000);
        QVERIFY(factory.hasSynced());
        QCOMPARE(pods->thread(), factory.workerThread());
        QVERIFY(factory.workerThread() != QThread::currentThread());
        QCOMPARE(namespaces->indexer().size(), m_fixture->sim().scenario().namespaces().size());
        QVERIFY(deployments->indexer().size() > 0);
        QTRY_VERIFY(handler->count() >= pods->indexer().size());
        // A consumer on this thread reads the cache through a lister, safely.
        QVERIFY(!pods->lister().byNamespace("default").list().isEmpty());
    }

    void informersAddedLaterStartWithTheNextStart()
    {
        SharedInformerFactory factory(m_fixture->restConfig());
        factory.informerFor(Kinds::Namespace);
        QSignalSpy synced(&factory, &SharedInformerFactory::cacheSynced);
        factory.start();
        QTRY_COMPARE_WITH_TIMEOUT(synced.size(), 1, 15000);
        SharedIndexInformer *events = factory.informerFor(Kinds::Event);
        QVERIFY(!events->isRunning()); // as client-go: a new informer waits for the next Start
        factory.start();
        QVERIFY(!factory.hasSynced());
        QTRY_COMPARE_WITH_TIMEOUT(synced.size(), 2, 15000);
        QVERIFY(events->hasSynced());
    }

    void shutdownStopsEverythingAndJoinsTheThread()
    {
        auto factory = std::make_unique<SharedInformerFactory>(m_fixture->restConfig());
        factory->informerFor(Kinds::Pod);
        factory->informerFor(Kinds::Event);
        factory->informerFor(Kinds::Namespace);
        QSignalSpy synced(factory.get(), &SharedInformerFactory::cacheSynced);
        factory->start();
        QTRY_COMPARE_WITH_TIMEOUT(synced.size(), 1, 15000);
        QTRY_COMPARE(m_fixture->sim().openWatchCount(), 3);
        QThread *worker = factory->workerThread();
        factory->shutdown();
        QVERIFY(worker->isFinished());
        QVERIFY(factory->isShutDown());
        QVERIFY(!factory->informerFor(Kinds::Pod));
        QTRY_COMPARE(m_fixture->sim().openWatchCount(), 0); // the watches were aborted, not left open
    }

    void shutdownIsPromptWhenTheServerHangs()
    {
        m_fixture->sim().setStalled(true);
        SharedInformerFactory factory(m_fixture->restConfig());
        factory.informerFor(Kinds::Pod);
        factory.start();
        QTest::qWait(200); // the list is in flight and will never be answered
        factory.shutdown();
        QVERIFY(factory.workerThread()->isFinished());
        m_fixture->sim().setStalled(false);
    }

    void startingAndStoppingManyTimesLeavesNoThreads()
    {
        for (int round = 0; round < 5; ++round) {
            SharedInformerFactory factory(m_fixture->restConfig());
            factory.informerFor(Kinds::Pod)->addEventHandler(std::make_shared<RecordingHandler>());
            QSignalSpy synced(&factory, &SharedInformerFactory::cacheSynced);
            factory.start();
            QTRY_COMPARE_WITH_TIMEOUT(synced.size(), 1, 15000);
        }
        QTRY_COMPARE(m_fixture->sim().openWatchCount(), 0);
    }
};

QTEST_GUILESS_MAIN(tst_InformerFactory)
#include "tst_informerfactory.moc"
