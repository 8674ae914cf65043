// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The informer inspector's numbers against what kubesim did: a seeded run of changes, bookmarks and 410s, each
// counted on the server's side (its request log, the test's own calls) and compared with the snapshot.
#include "cache/sharedindexinformer.h"
#include "rest/clientset.h"
#include "simfixture.h"

#include <QJsonArray>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTest>

using namespace kube;

namespace {
const sim::ResourceType &podType()
{
    return *sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("pods"));
}

QJsonObject newPod(const QString &name)
{
    return QJsonObject{{QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), name}, {QStringLiteral("namespace"), QStringLiteral("default")}}},
                       {QStringLiteral("spec"), QJsonObject{{QStringLiteral("containers"), QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("c")}}}}}}};
}

// What the server did, as the test tallies it.
struct ServerTally
{
    qint64 lists = 0;   // first pages of a pod list (a continued page is the same list)
    qint64 watches = 0; // pod watch requests
    qint64 added = 0, modified = 0, deleted = 0, bookmarks = 0, expired = 0;
};

enum class Step { Create, Modify, Delete, Bookmark, Expire };

class NullHandler : public ResourceEventHandler
{
public:
    void onAdd(const Object &, bool) override {}
    void onUpdate(const Object &, const Object &) override {}
    void onDelete(const Object &, bool) override {}
};
} // namespace

class tst_InformerStats : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void countersMatchWhatKubesimDid_data()
    {
        QTest::addColumn<quint32>("seed");
        QTest::addColumn<qint64>("pageSize");
        QTest::newRow("seed 1, one page a list") << 1u << qint64(500);
        QTest::newRow("seed 7, lists in pages of 7") << 7u << qint64(7);
        QTest::newRow("seed 42, lists in pages of 3") << 42u << qint64(3);
    }

    void countersMatchWhatKubesimDid()
    {
        QFETCH(quint32, seed);
        QFETCH(qint64, pageSize);
        SimFixture fixture;
        sim::KubeSim &sim = fixture.sim();
        sim.setBookmarkInterval(24 * 3600 * 1000); // bookmarks only when the test sends them
        ServerTally server;
        sim.setRequestObserver([&server](const sim::HttpRequest &request) {
            if (request.method != "GET" || request.path != QLatin1String("/api/v1/pods"))
                return;
            if (request.param(QStringLiteral("watch")) == QLatin1String("true")) {
                ++server.watches;
                return;
            }
            if (!request.hasParam(QStringLiteral("continue")))
                ++server.lists;
        });
        RestConfig config = fixture.restConfig();
        config.qps = 0;
        RestClient client(config);
        InformerOptions options;
        options.reflector.backoffInitialMs = 20;
        options.reflector.backoffMaxMs = 100;
        options.reflector.pageSize = pageSize;
        // The first list at "" (paged, as kubectl's), not "0" (which the server answers whole).
        options.reflector.consistentInitialList = true;
        SharedIndexInformer informer(Kinds::Pod.gvr, QString(), QString(), QString(), options);
        informer.addEventHandler(std::make_shared<NullHandler>());
        QSignalSpy synced(&informer, &SharedIndexInformer::synced);
        informer.run(&client);
        QTRY_COMPARE_WITH_TIMEOUT(synced.size(), 1, 10000);

        auto watching = [&] { return informer.stats().state == ReflectorState::Watching && sim.openWatchCount() == 1; };
        auto caughtUp = [&] {
            const InformerSnapshot s = informer.snapshot();
            return watching() && s.added == server.added && s.modified == server.modified && s.deleted == server.deleted
                && s.bookmarks == server.bookmarks && s.reflector.expired == server.expired && s.reflector.lists == server.expired + 1;
        };
        QTRY_VERIFY_WITH_TIMEOUT(watching(), 10000);

        // A seeded run: the steps and their order replay from the seed.
        QRandomGenerator random(seed);
        QStringList created;
        for (int i = 0; i < 40; ++i) {
            const Step step = Step(random.bounded(5));
            switch (step) {
            case Step::Create: {
                const QString name = QStringLiteral("p-%1").arg(i);
                sim.store().create(podType(), newPod(name));
                created.append(name);
                ++server.added;
                break;
            }
            case Step::Modify: {
                if (created.isEmpty())
                    continue;
                const QString name = created.at(random.bounded(int(created.size())));
                QJsonObject pod = sim.store().find(podType(), QStringLiteral("default"), name)->object();
                pod.insert(QStringLiteral("status"), QJsonObject{{QStringLiteral("phase"), QStringLiteral("Running%1").arg(i)}});
                sim.store().update(podType(), pod);
                ++server.modified;
                break;
            }
            case Step::Delete: {
                if (created.isEmpty())
                    continue;
                sim.store().remove(podType(), QStringLiteral("default"), created.takeAt(random.bounded(int(created.size()))));
                ++server.deleted;
                break;
            }
            case Step::Bookmark:
                sim.sendBookmarks();
                ++server.bookmarks;
                break;
            case Step::Expire:
                sim.expireWatches();
                ++server.expired;
                break;
            }
            // Each step is seen before the next: a change made while the informer relists would arrive in the list,
            // not as an event, and the tally could not say which.
            QTRY_VERIFY2_WITH_TIMEOUT(caughtUp(), qPrintable(informer.snapshot().toText()), 10000);
        }

        const InformerSnapshot s = informer.snapshot();
        QCOMPARE(s.added, server.added);
        QCOMPARE(s.modified, server.modified);
        QCOMPARE(s.deleted, server.deleted);
        QCOMPARE(s.bookmarks, server.bookmarks);
        QCOMPARE(s.reflector.expired, server.expired);
        // Each 410 is one relist, and every list is one the server answered.
        QCOMPARE(s.reflector.relists, server.expired);
        QCOMPARE(qint64(s.reflector.lists), server.lists);
        QCOMPARE(qint64(s.reflector.watches), server.watches);
        QCOMPARE(s.reflector.state, ReflectorState::Watching);
        QCOMPARE(s.listPage, 0);
        QCOMPARE(s.objects, sim.store().objects(podType()).size());
        QVERIFY(s.bytesReceived > 0);
        QVERIFY(s.decodeNs > 0);
        QVERIFY(s.resourceVersionAgeMs >= 0);
        QCOMPARE(s.resourceVersion, informer.lastSyncResourceVersion());
        QCOMPARE(s.fifoDepth, 0);
        QCOMPARE(s.listeners.size(), 1);
        QTRY_COMPARE(informer.snapshot().listeners.value(0).pending, 0);
        QTRY_COMPARE(informer.snapshot().listeners.value(0).lagMs, 0);
        if (server.expired > 0)
            QVERIFY2(s.reflector.lastError.isExpired(), qPrintable(s.toText()));
        const QString text = s.toText();
        QVERIFY2(text.contains(QStringLiteral("added %1, modified %2, deleted %3, bookmarks %4").arg(server.added).arg(server.modified).arg(server.deleted).arg(server.bookmarks)),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("state: watching")), qPrintable(text));
        informer.stop();
    }

    void forcedRelistListsAgainAndPauseStopsTheWatch()
    {
        SimFixture fixture;
        sim::KubeSim &sim = fixture.sim();
        RestConfig config = fixture.restConfig();
        config.qps = 0;
        RestClient client(config);
        SharedIndexInformer informer(Kinds::Pod.gvr);
        QSignalSpy synced(&informer, &SharedIndexInformer::synced);
        informer.run(&client);
        QTRY_COMPARE_WITH_TIMEOUT(synced.size(), 1, 10000);
        QTRY_COMPARE_WITH_TIMEOUT(sim.openWatchCount(), 1, 10000);

        // Given a synced informer, when a relist is forced, then it lists once more and watches again.
        informer.relist();
        QTRY_COMPARE_WITH_TIMEOUT(informer.snapshot().reflector.relists, 1, 10000);
        QTRY_COMPARE_WITH_TIMEOUT(informer.stats().state, ReflectorState::Watching, 10000);
        QTRY_COMPARE_WITH_TIMEOUT(sim.openWatchCount(), 1, 10000);

        // When paused, the watch ends and changes wait on the server; the cache keeps what it had.
        const qsizetype before = informer.indexer().size();
        informer.setPaused(true);
        QCOMPARE(informer.snapshot().reflector.state, ReflectorState::Paused);
        QVERIFY(informer.snapshot().paused);
        QTRY_COMPARE_WITH_TIMEOUT(sim.openWatchCount(), 0, 10000);
        sim.store().create(podType(), newPod(QStringLiteral("while-paused")));
        informer.relist(); // ignored while paused
        QCOMPARE(informer.snapshot().reflector.state, ReflectorState::Paused);
        QCOMPARE(informer.indexer().size(), before);

        // When resumed, it lists and so catches up with what it missed.
        informer.setPaused(false);
        QTRY_VERIFY_WITH_TIMEOUT(informer.indexer().getByKey("default/while-paused"), 10000);
        QTRY_COMPARE_WITH_TIMEOUT(informer.stats().state, ReflectorState::Watching, 10000);
        QCOMPARE(informer.snapshot().reflector.relists, 2);
        informer.stop();
    }
};

QTEST_GUILESS_MAIN(tst_InformerStats)
#include "tst_informerstats.moc"
