// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "cache/sharedindexinformer.h"
#include "cachestate.h"
#include "recordinghandler.h"
#include "rest/clientset.h"
#include "simfixture.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

using namespace kube;

namespace {
const sim::ResourceType &podType()
{
    return *sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("pods"));
}

QHash<QByteArray, QByteArray> serverPods(SimFixture &fixture)
{
    return serverState(fixture.sim().store(), "", "pods");
}

QHash<QByteArray, QByteArray> cachedPods(const SharedIndexInformer &informer)
{
    return cacheState(informer);
}

QString statsText(const SharedIndexInformer &informer)
{
    const ReflectorStats s = informer.stats();
    return QStringLiteral("lists %1 relists %2 watches %3 restarts %4 expired %5 idle %6")
        .arg(s.lists).arg(s.relists).arg(s.watches).arg(s.watchRestarts).arg(s.expired).arg(s.idleRestarts);
}

QJsonObject newPod(const QString &name)
{
    return QJsonObject{{QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), name}, {QStringLiteral("namespace"), QStringLiteral("default")}}},
                       {QStringLiteral("spec"), QJsonObject{{QStringLiteral("containers"), QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("c")}}}}}}};
}
} // namespace

class tst_Informer : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimFixture> m_fixture;
    std::unique_ptr<RestClient> m_client;

    std::unique_ptr<SharedIndexInformer> podInformer(InformerOptions options = {})
    {
        options.reflector.backoffInitialMs = 50; // keep retries quick in tests
        options.reflector.backoffMaxMs = 400;
        return std::make_unique<SharedIndexInformer>(Kinds::Pod.gvr, QString(), QString(), QString(), options);
    }

private Q_SLOTS:
    void init()
    {
        m_fixture = std::make_unique<SimFixture>();
        RestConfig config = m_fixture->restConfig();
        config.qps = 0;
        m_client = std::make_unique<RestClient>(config);
    }
    void cleanup()
    {
        m_client.reset();
        m_fixture.reset();
    }

    void syncsThenFollowsChanges()
    {
        auto informer = podInformer();
        auto handler = std::make_shared<RecordingHandler>();
        const auto registration = informer->addEventHandler(handler);
        QSignalSpy synced(informer.get(), &SharedIndexInformer::synced);
        informer->run(m_client.get());
        QTRY_COMPARE_WITH_TIMEOUT(synced.size(), 1, 10000);
        QVERIFY(informer->hasSynced());
        QCOMPARE(cachedPods(*informer), serverPods(*m_fixture));
        QTRY_VERIFY(informer->handlerHasSynced(registration));
        QCOMPARE(handler->initialAdds.load(), serverPods(*m_fixture).size());
        QVERIFY(handler->lastThread != QThread::currentThread()); // handlers run off the informer's thread

        auto created = m_fixture->sim().store().create(podType(), newPod(QStringLiteral("fresh")));
        QTRY_VERIFY_WITH_TIMEOUT(informer->indexer().getByKey("default/fresh"), 5000);
        QJsonObject changed = created.object();
        changed.insert(QStringLiteral("status"), QJsonObject{{QStringLiteral("phase"), QStringLiteral("Running")}});
        m_fixture->sim().store().update(podType(), changed);
        m_fixture->sim().store().remove(podType(), QStringLiteral("default"), QStringLiteral("fresh"));
        QTRY_VERIFY_WITH_TIMEOUT(!informer->indexer().getByKey("default/fresh"), 5000);
        QTRY_COMPARE(handler->history().value("default/fresh").size(), 3);
        const auto fresh = handler->history().value("default/fresh");
        QCOMPARE(fresh[0].type, 'A');
        QVERIFY(!fresh[0].initial);
        QCOMPARE(fresh[1].type, 'U');
        QCOMPARE(fresh[2].type, 'D');
        QVERIFY2(handler->problems().isEmpty(), qPrintable(handler->problems().join(QLatin1Char('\n'))));
        QCOMPARE(informer->stats().relists, 0);
    }

    void paginatedConsistentList()
    {
        InformerOptions options;
        options.reflector.pageSize = 7;
        options.reflector.consistentInitialList = true;
        auto informer = podInformer(options);
        int listRequests = 0;
        m_fixture->sim().setRequestObserver([&](const sim::HttpRequest &request) {
            if (request.path == QLatin1String("/api/v1/pods") && request.param(QStringLiteral("watch")).isEmpty())
                ++listRequests;
        });
        informer->run(m_client.get());
        QTRY_VERIFY_WITH_TIMEOUT(informer->hasSynced(), 10000);
        QCOMPARE(listRequests, int((serverPods(*m_fixture).size() + 6) / 7));
        QCOMPARE(cachedPods(*informer), serverPods(*m_fixture));
    }

    void expiredContinueTokenFallsBackToOneFullList()
    {
        InformerOptions options;
        options.reflector.pageSize = 5;
        options.reflector.consistentInitialList = true;
        auto informer = podInformer(options);
        bool compacted = false;
        QStringList limits;
        m_fixture->sim().setRequestObserver([&](const sim::HttpRequest &request) {
            if (request.path != QLatin1String("/api/v1/pods") || !request.param(QStringLiteral("watch")).isEmpty())
                return;
            limits.append(request.param(QStringLiteral("limit")));
            if (!request.param(QStringLiteral("continue")).isEmpty() && !compacted) {
                compacted = true; // the second page asks for a version that is now gone
                m_fixture->sim().store().create(podType(), newPod(QStringLiteral("during-list")));
                m_fixture->sim().compactHistory();
            }
        });
        informer->run(m_client.get());
        QTRY_VERIFY_WITH_TIMEOUT(informer->hasSynced(), 10000);
        QCOMPARE(limits.value(0), QStringLiteral("5"));
        QCOMPARE(limits.last(), QString()); // the fallback: one unpaginated list
        QCOMPARE(cachedPods(*informer), serverPods(*m_fixture));
    }

    void streamEndsResumeFromLastVersionWithoutRelist()
    {
        auto informer = podInformer();
        informer->run(m_client.get());
        QTRY_VERIFY_WITH_TIMEOUT(informer->hasSynced(), 10000);
        // An established watch (one that delivered something): client-go relists after a "very short watch".
        m_fixture->sim().store().create(podType(), newPod(QStringLiteral("before-drop")));
        QTRY_VERIFY_WITH_TIMEOUT(informer->indexer().getByKey("default/before-drop"), 5000);
        m_fixture->sim().dropWatches();
        m_fixture->sim().store().create(podType(), newPod(QStringLiteral("while-dropped")));
        QTRY_VERIFY_WITH_TIMEOUT(informer->indexer().getByKey("default/while-dropped"), 10000);
        m_fixture->sim().cutWatchesMidObject();
        m_fixture->sim().store().remove(podType(), QStringLiteral("default"), QStringLiteral("while-dropped"));
        QTRY_VERIFY_WITH_TIMEOUT(!informer->indexer().getByKey("default/while-dropped"), 10000);
        QTRY_VERIFY2(informer->stats().watchRestarts >= 2, qPrintable(statsText(*informer)));
        QCOMPARE(informer->stats().relists, 0);
        QCOMPARE(cachedPods(*informer), serverPods(*m_fixture));
    }

    void tooOldResourceVersionRelistsAndTombstonesWhatWasMissed()
    {
        auto informer = podInformer();
        auto handler = std::make_shared<RecordingHandler>();
        informer->addEventHandler(handler);
        informer->run(m_client.get());
        QTRY_VERIFY_WITH_TIMEOUT(informer->hasSynced(), 10000);
        m_fixture->sim().store().create(podType(), newPod(QStringLiteral("established")));
        QTRY_VERIFY_WITH_TIMEOUT(informer->indexer().getByKey("default/established"), 5000);
        // While the watch is down, a pod goes and the history that recorded it is compacted away.
        QString victim = serverPods(*m_fixture).keys().first();
        if (victim == QLatin1String("default/established"))
            victim = serverPods(*m_fixture).keys().last();
        m_fixture->sim().setStalled(true);
        m_fixture->sim().dropWatches();
        m_fixture->sim().store().remove(podType(), victim.section(QLatin1Char('/'), 0, 0), victim.section(QLatin1Char('/'), 1));
        m_fixture->sim().store().create(podType(), newPod(QStringLiteral("born-in-the-gap")));
        m_fixture->sim().compactHistory();
        m_fixture->sim().setStalled(false);
        QTRY_VERIFY_WITH_TIMEOUT(informer->stats().relists >= 1, 10000);
        QTRY_COMPARE_WITH_TIMEOUT(cachedPods(*informer), serverPods(*m_fixture), 10000);
        QVERIFY2(informer->stats().expired >= 1, qPrintable(statsText(*informer)));
        QTRY_COMPARE(handler->tombstones.load(), 1);
        QCOMPARE(handler->history().value(victim.toUtf8()).last().type, 'T');
        QTRY_VERIFY(handler->alive() == QSet<QByteArray>(serverPods(*m_fixture).keyBegin(), serverPods(*m_fixture).keyEnd()));
        QVERIFY2(handler->problems().isEmpty(), qPrintable(handler->problems().join(QLatin1Char('\n'))));
    }

    void failingListsBackOffAndRecover()
    {
        auto informer = podInformer();
        m_fixture->sim().failNextRequests(3, 500, -1);
        QSignalSpy errors(informer.get(), &SharedIndexInformer::errorOccurred);
        informer->run(m_client.get());
        QTRY_VERIFY_WITH_TIMEOUT(informer->hasSynced(), 15000);
        QCOMPARE(errors.size(), 3);
        QCOMPARE(errors.first().first().value<Error>().httpCode(), 500);
        QCOMPARE(cachedPods(*informer), serverPods(*m_fixture));
    }

    void silentWatchIsRestarted()
    {
        InformerOptions options;
        options.reflector.watchIdleTimeoutMs = 300;
        auto informer = podInformer(options);
        informer->run(m_client.get());
        QTRY_VERIFY_WITH_TIMEOUT(informer->hasSynced(), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(informer->stats().idleRestarts >= 2, 10000);
        QCOMPARE(informer->stats().relists, 0);
        m_fixture->sim().store().create(podType(), newPod(QStringLiteral("after-restarts")));
        QTRY_VERIFY_WITH_TIMEOUT(informer->indexer().getByKey("default/after-restarts"), 5000);
    }

    void bookmarksAdvanceTheResumeVersion()
    {
        m_fixture->sim().setBookmarkInterval(100);
        auto informer = podInformer();
        informer->run(m_client.get());
        QTRY_VERIFY_WITH_TIMEOUT(informer->hasSynced(), 10000);
        const QByteArray before = informer->lastSyncResourceVersion();
        // A change to another resource moves the cluster's version; only a bookmark tells the pod watch.
        m_fixture->sim().store().create(*sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("configmaps")),
                                        QJsonObject{{QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), QStringLiteral("cm")}, {QStringLiteral("namespace"), QStringLiteral("default")}}}});
        QTRY_VERIFY_WITH_TIMEOUT(informer->lastSyncResourceVersion().toULongLong() > before.toULongLong(), 5000);
        QCOMPARE(informer->lastSyncResourceVersion().toULongLong(), m_fixture->sim().store().currentResourceVersion());
    }

    void watchListSyncsFromTheStream()
    {
        InformerOptions options;
        options.reflector.useWatchList = true;
        auto informer = podInformer(options);
        int lists = 0;
        m_fixture->sim().setRequestObserver([&](const sim::HttpRequest &request) {
            if (request.path == QLatin1String("/api/v1/pods") && request.param(QStringLiteral("watch")).isEmpty())
                ++lists;
        });
        informer->run(m_client.get());
        QTRY_VERIFY_WITH_TIMEOUT(informer->hasSynced(), 10000);
        QCOMPARE(lists, 0);
        QCOMPARE(informer->stats().watchListFallbacks, 0);
        QCOMPARE(cachedPods(*informer), serverPods(*m_fixture));
        m_fixture->sim().store().create(podType(), newPod(QStringLiteral("streamed")));
        QTRY_VERIFY_WITH_TIMEOUT(informer->indexer().getByKey("default/streamed"), 5000);
    }

    void watchListRefusedFallsBackToListAndWatch()
    {
        sim::KubeSimOptions simOptions = SimFixture::defaultOptions();
        simOptions.watchListSupported = false;
        m_client.reset();
        m_fixture = std::make_unique<SimFixture>(simOptions);
        RestConfig config = m_fixture->restConfig();
        config.qps = 0;
        m_client = std::make_unique<RestClient>(config);
        InformerOptions options;
        options.reflector.useWatchList = true;
        auto informer = podInformer(options);
        informer->run(m_client.get());
        QTRY_VERIFY_WITH_TIMEOUT(informer->hasSynced(), 10000);
        QCOMPARE(informer->stats().watchListFallbacks, 1);
        QCOMPARE(cachedPods(*informer), serverPods(*m_fixture));
    }

    void lateHandlerGetsTheCacheAsInitialList()
    {
        auto informer = podInformer();
        informer->run(m_client.get());
        QTRY_VERIFY_WITH_TIMEOUT(informer->hasSynced(), 10000);
        auto late = std::make_shared<RecordingHandler>();
        const auto registration = informer->addEventHandler(late);
        QTRY_COMPARE(late->initialAdds.load(), serverPods(*m_fixture).size());
        QTRY_VERIFY(informer->handlerHasSynced(registration));
        informer->removeEventHandler(registration);
        const int before = late->count();
        m_fixture->sim().store().create(podType(), newPod(QStringLiteral("unseen")));
        QTRY_VERIFY_WITH_TIMEOUT(informer->indexer().getByKey("default/unseen"), 5000);
        QTest::qWait(100);
        QCOMPARE(late->count(), before);
        QCOMPARE(informer->handlerCount(), 0);
    }

    // A batching handler (the GUI's row feed) hands its last batch over when it hears onSynced: once, after
    // the last initial add, also when the list was empty, was handled slowly, or the handler came late.
    void handlersHearSyncedOnceAfterTheirInitialList()
    {
        auto informer = podInformer();
        auto slow = std::make_shared<RecordingHandler>();
        slow->delayMs = 20;
        informer->addEventHandler(slow);
        auto empty =
            std::make_unique<SharedIndexInformer>(Kinds::Pod.gvr, QStringLiteral("no-such-namespace"));
        auto none = std::make_shared<RecordingHandler>();
        empty->addEventHandler(none);
        informer->run(m_client.get());
        empty->run(m_client.get());
        const int pods = serverPods(*m_fixture).size();
        QVERIFY(pods > 0);
        QTRY_COMPARE_WITH_TIMEOUT(slow->syncedCalls.load(), 1, 20000);
        QCOMPARE(slow->initialAddsWhenSynced.load(), pods);
        QTRY_COMPARE_WITH_TIMEOUT(none->syncedCalls.load(), 1, 10000);
        QCOMPARE(none->initialAddsWhenSynced.load(), 0);

        auto late = std::make_shared<RecordingHandler>();
        informer->addEventHandler(late);
        QTRY_COMPARE_WITH_TIMEOUT(late->syncedCalls.load(), 1, 10000);
        QCOMPARE(late->initialAddsWhenSynced.load(), pods);

        // Later changes are not a new list.
        m_fixture->sim().store().create(podType(), newPod(QStringLiteral("after-sync")));
        QTRY_VERIFY_WITH_TIMEOUT(late->history().contains("default/after-sync"), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(slow->history().contains("default/after-sync"), 5000);
        QCOMPARE(slow->syncedCalls.load(), 1);
        QCOMPARE(late->syncedCalls.load(), 1);
        QCOMPARE(none->syncedCalls.load(), 1);
    }

    void slowHandlerBlocksNobody()
    {
        auto informer = podInformer();
        auto slow = std::make_shared<RecordingHandler>();
        slow->delayMs = 200;
        auto fast = std::make_shared<RecordingHandler>();
        informer->addEventHandler(slow);
        informer->addEventHandler(fast);
        informer->run(m_client.get());
        QTRY_VERIFY_WITH_TIMEOUT(informer->hasSynced(), 10000); // the informer does not wait for handlers
        QTRY_COMPARE_WITH_TIMEOUT(fast->count(), serverPods(*m_fixture).size(), 5000);
        QVERIFY(slow->count() < fast->count());
        slow->delayMs = 0;
    }

    void perHandlerResync()
    {
        auto informer = podInformer();
        auto resyncing = std::make_shared<RecordingHandler>();
        auto quiet = std::make_shared<RecordingHandler>();
        informer->addEventHandler(resyncing, 1000);
        informer->addEventHandler(quiet, 0);
        informer->run(m_client.get());
        QTRY_VERIFY_WITH_TIMEOUT(informer->hasSynced(), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(resyncing->syncs.load() >= serverPods(*m_fixture).size(), 5000);
        QCOMPARE(quiet->syncs.load(), 0);
    }

    void transformAndDecodeOptionsSlimTheCache()
    {
        auto informer = podInformer();
        DecodeOptions decode;
        decode.dropManagedFields = true;
        informer->setDecodeOptions(decode);
        informer->addIndexers({{QStringLiteral("node"), &Indexer::byNodeName}});
        informer->run(m_client.get());
        QTRY_VERIFY_WITH_TIMEOUT(informer->hasSynced(), 10000);
        for (const Object &object : informer->indexer().list())
            QVERIFY(!object.json().contains("\"managedFields\""));
        QVERIFY(!informer->indexer().listIndexFuncValues(QStringLiteral("node")).isEmpty());
        QVERIFY(!informer->lister().byNamespace("default").list().isEmpty());
    }
};

QTEST_GUILESS_MAIN(tst_Informer)
#include "tst_informer.moc"
