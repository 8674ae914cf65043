// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The test that matters most: informers and the GUI's table under churn and every fault kubesim has, then an
// exact comparison with the server. The faults strike at kubesim's change counts drawn from the seed, so a
// seed's schedule replays; a closing phase makes each recovery path run once more on purpose and checks it did
// (410 as an ERROR event and as an HTTP status, a bookmark's version, a watch closed at once, deletions seen
// only by watches). integration/README lists the bugs planted in those paths and the tests that catch them.
#include "cache/sharedinformerfactory.h"
#include "cachestate.h"
#include "models/resourcesubscription.h"
#include "models/resourcetablemodel.h"
#include "recordinghandler.h"
#include "simfixture.h"

#include <QAbstractItemModelTester>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>

using namespace kube;

namespace {
constexpr int churnPerSecond = 150;
constexpr int scheduledFaults = 30;
// Changes between two faults, and how many changes a lasting fault (stall, refusal, slow writes) lasts.
constexpr int minFaultGap = 30;
constexpr int maxFaultGap = 90;
constexpr int minFaultLength = 10;
constexpr int maxFaultLength = 25;
// Changes after the last fault, with nothing failing: deletions then reach clients only by their watches.
constexpr int quietChanges = 150;
constexpr int convergeMs = 30'000;

enum class Fault { DropWatches, ExpireWatches, CompactAndDrop, Throttle, ServerErrors, Stall, CutMidObject, Refuse, SlowWrites };
constexpr Fault allFaults[] = {Fault::DropWatches, Fault::ExpireWatches, Fault::CompactAndDrop, Fault::Throttle, Fault::ServerErrors,
                               Fault::Stall,       Fault::CutMidObject,  Fault::Refuse,         Fault::SlowWrites};

struct ScheduledFault
{
    qint64 atChange; // the fault strikes right after kubesim's atChange-th change since the churn started
    Fault fault;
    qint64 lastsChanges; // lasting faults end after this many more changes
};

// A pure function of the seed: every kind of fault at least once, then random ones, in a seeded order at
// seeded change counts.
QList<ScheduledFault> faultSchedule(quint32 seed)
{
    QRandomGenerator random(seed);
    QList<Fault> faults(std::begin(allFaults), std::end(allFaults));
    while (faults.size() < scheduledFaults)
        faults.append(allFaults[random.bounded(int(std::size(allFaults)))]);
    std::shuffle(faults.begin(), faults.end(), random);
    QList<ScheduledFault> schedule;
    qint64 change = 0;
    for (Fault fault : faults) {
        change += random.bounded(minFaultGap, maxFaultGap + 1);
        schedule.append({change, fault, random.bounded(minFaultLength, maxFaultLength + 1)});
    }
    return schedule;
}

QString differences(const QHash<QByteArray, QByteArray> &client, const QHash<QByteArray, QByteArray> &server)
{
    QStringList lines;
    for (auto it = server.constBegin(); it != server.constEnd(); ++it) {
        if (!client.contains(it.key()))
            lines.append(QStringLiteral("missing %1").arg(QString::fromUtf8(it.key())));
        else if (client.value(it.key()) != it.value())
            lines.append(QStringLiteral("stale %1: %2 != %3").arg(QString::fromUtf8(it.key()), QString::fromLatin1(client.value(it.key())), QString::fromLatin1(it.value())));
    }
    for (auto it = client.constBegin(); it != client.constEnd(); ++it)
        if (!server.contains(it.key()))
            lines.append(QStringLiteral("phantom %1").arg(QString::fromUtf8(it.key())));
    return lines.mid(0, 10).join(QLatin1Char('\n'));
}

IdentitiesByKey modelIdentities(const ResourceTableModel &model)
{
    IdentitiesByKey out;
    for (int i = 0; i < model.rowCount(); ++i) {
        const ResourceRow *row = model.row(i);
        out.insert(row->key, row->object.uid().toByteArray() + ' ' + row->object.resourceVersion().toByteArray());
    }
    return out;
}
} // namespace

class tst_NothingLost : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cachesAndTableEqualTheServerAfterChurnAndFaults_data()
    {
        QTest::addColumn<quint32>("seed");
        QTest::newRow("seed 1") << 1u;
        QTest::newRow("seed 7") << 7u;
        QTest::newRow("seed 42") << 42u;
    }

    void cachesAndTableEqualTheServerAfterChurnAndFaults()
    {
        QFETCH(quint32, seed);
        sim::KubeSimOptions options = SimFixture::defaultOptions();
        options.scenario.seed = seed;
        options.scenario.pods = 60;
        options.history = 400; // small, so compaction and 410s happen on their own too
        options.bookmarkIntervalMs = 500;
        SimFixture fixture(options);
        sim::KubeSim &sim = fixture.sim();
        RestConfig config = fixture.restConfig();
        config.qps = 0;
        InformerFactoryOptions factoryOptions;
        factoryOptions.informer.reflector.backoffInitialMs = 50;
        factoryOptions.informer.reflector.backoffMaxMs = 500;
        factoryOptions.informer.reflector.watchIdleTimeoutMs = 3000; // stalls make watches go silent
        factoryOptions.decode.dropManagedFields = true;
        SharedInformerFactory factory(config, factoryOptions);
        struct Watched
        {
            const char *group;
            const char *resource;
            SharedIndexInformer *informer;
            std::shared_ptr<RecordingHandler> handler;
        };
        QList<Watched> watched = {{"", "pods", factory.informerFor(Kinds::Pod), std::make_shared<RecordingHandler>()},
                                  {"", "events", factory.informerFor(Kinds::Event), std::make_shared<RecordingHandler>()},
                                  {"", "namespaces", factory.informerFor(Kinds::Namespace), std::make_shared<RecordingHandler>()}};
        for (const Watched &w : watched)
            w.informer->addEventHandler(w.handler);
        QSignalSpy synced(&factory, &SharedInformerFactory::cacheSynced);
        factory.start();

        // The GUI's pipeline for the pod table: session, subscription, row feed, table model.
        ClusterSession session(config);
        session.setInformerOptions(factoryOptions.informer);
        session.start();
        QTRY_VERIFY_WITH_TIMEOUT(session.discovered(), 20000);
        ResourceSubscription subscription(&session, *session.findResource({}, QStringLiteral("pods")));
        ResourceTableModel table;
        QAbstractItemModelTester tester(&table, QAbstractItemModelTester::FailureReportingMode::QtTest);
        table.setColumns(subscription.feed()->columns(), true);
        connect(subscription.feed(), &RowFeed::batchReady, &table, &ResourceTableModel::applyBatch);
        connect(&subscription, &ResourceSubscription::restarted, &table, &ResourceTableModel::clear);

        QTRY_COMPARE_WITH_TIMEOUT(synced.size(), 1, 20000);
        QTRY_COMPARE_WITH_TIMEOUT(subscription.state(), ResourceSubscription::State::Synced, 20000);
        const int allWatches = int(watched.size()) + session.informerCount();
        QTRY_COMPARE_WITH_TIMEOUT(sim.openWatchCount(), allWatches, 20000);

        // The fault phase: faults strike at change counts, whatever the clock says.
        const QList<ScheduledFault> schedule = faultSchedule(seed);
        struct Ending
        {
            qint64 atChange;
            Fault fault;
        };
        QList<Ending> endings;
        qsizetype next = 0;
        qint64 changes = 0;
        auto strike = [&](const ScheduledFault &scheduled) {
            switch (scheduled.fault) {
            case Fault::DropWatches: sim.dropWatches(); break;
            case Fault::ExpireWatches: sim.expireWatches(); break;
            case Fault::CompactAndDrop: sim.compactHistory(); sim.dropWatches(); break;
            case Fault::Throttle: sim.failNextRequests(3, 429, 0); sim.dropWatches(); break;
            case Fault::ServerErrors: sim.failNextRequests(2, 500, -1); sim.dropWatches(); break;
            case Fault::CutMidObject: sim.cutWatchesMidObject(); break;
            case Fault::Stall: sim.setStalled(true); break;
            case Fault::Refuse: sim.setRefusingConnections(true); sim.dropWatches(); break;
            case Fault::SlowWrites: sim.setWriteRate(50'000); break;
            }
            if (scheduled.fault == Fault::Stall || scheduled.fault == Fault::Refuse || scheduled.fault == Fault::SlowWrites)
                endings.append({scheduled.atChange + scheduled.lastsChanges, scheduled.fault});
        };
        auto end = [&](Fault fault) {
            switch (fault) {
            case Fault::Stall: sim.setStalled(false); break;
            case Fault::Refuse: sim.setRefusingConnections(false); break;
            case Fault::SlowWrites: sim.setWriteRate(0); break;
            default: break;
            }
        };
        QObject scheduler;
        connect(&sim.store(), &sim::ObjectStore::changed, &scheduler, [&] {
            ++changes;
            for (qsizetype i = endings.size() - 1; i >= 0; --i)
                if (endings.at(i).atChange <= changes)
                    end(endings.takeAt(i).fault);
            while (next < schedule.size() && schedule.at(next).atChange <= changes)
                strike(schedule.at(next++));
        });
        sim.setChurn(churnPerSecond);
        const qint64 lastChange = schedule.last().atChange + maxFaultLength + quietChanges;
        QTRY_VERIFY_WITH_TIMEOUT(changes >= lastChange, 120'000);
        sim.setChurn(0);
        sim.failNextRequests(0, 0);
        disconnect(&sim.store(), nullptr, &scheduler, nullptr);
        QCOMPARE(next, schedule.size());
        QVERIFY(endings.isEmpty());

        // Every cache, every handler and the table come back to exactly what the server holds.
        auto verifyConverged = [&](const char *when) {
            for (const Watched &w : watched) {
                const QByteArray name = QByteArray(w.resource) + " (" + when + ")";
                QTRY_VERIFY2_WITH_TIMEOUT(cacheIdentities(*w.informer) == serverIdentities(sim.store(), w.group, w.resource),
                                          qPrintable(name + ": " + differences(cacheIdentities(*w.informer), serverIdentities(sim.store(), w.group, w.resource))),
                                          convergeMs);
            }
            QTRY_VERIFY2_WITH_TIMEOUT(modelIdentities(table) == serverIdentities(sim.store(), "", "pods"),
                                      qPrintable(QStringLiteral("pod table (%1): %2").arg(QLatin1String(when), differences(modelIdentities(table), serverIdentities(sim.store(), "", "pods")))),
                                      convergeMs);
            QTRY_COMPARE_WITH_TIMEOUT(sim.openWatchCount(), allWatches, convergeMs);
        };
        verifyConverged("after the faults");
        if (QTest::currentTestFailed())
            return;

        // Relist after 410: every watch is told its version expired; each informer lists again.
        QList<ReflectorStats> before;
        for (const Watched &w : watched)
            before.append(w.informer->stats());
        sim.expireWatches();
        for (qsizetype i = 0; i < watched.size(); ++i) {
            const Watched &w = watched.at(i);
            QTRY_VERIFY2_WITH_TIMEOUT(w.informer->stats().expired > before.at(i).expired && w.informer->stats().relists > before.at(i).relists,
                                      qPrintable(QByteArray(w.resource) + ": no relist after 410"), convergeMs);
        }
        verifyConverged("after expiry");
        if (QTest::currentTestFailed())
            return;

        // Bookmarks move the resume point: history is compacted just past every watched object, a bookmark then
        // tells each watch the version it is at, and the watches restarted after a drop resume from there
        // (an informer that resumed from its last object's version would get 410 and relist).
        sim.store().create(*sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("configmaps")),
                           QJsonObject{{QStringLiteral("apiVersion"), QStringLiteral("v1")}, {QStringLiteral("kind"), QStringLiteral("ConfigMap")},
                                       {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), QStringLiteral("bookmark-probe")}, {QStringLiteral("namespace"), QStringLiteral("default")}}}});
        sim.compactHistory();
        const quint64 bookmarkVersion = sim.store().currentResourceVersion();
        before.clear();
        for (const Watched &w : watched)
            before.append(w.informer->stats());
        sim.sendBookmarks();
        for (const Watched &w : watched)
            QTRY_VERIFY2_WITH_TIMEOUT(w.informer->lastSyncResourceVersion().toULongLong() >= bookmarkVersion,
                                      qPrintable(QStringLiteral("%1: resumes from %2 after a bookmark at %3")
                                                     .arg(QLatin1String(w.resource), QString::fromLatin1(w.informer->lastSyncResourceVersion()))
                                                     .arg(bookmarkVersion)),
                                      convergeMs);
        sim.dropWatches();
        QTRY_COMPARE_WITH_TIMEOUT(sim.openWatchCount(), allWatches, convergeMs);
        for (qsizetype i = 0; i < watched.size(); ++i) {
            const ReflectorStats stats = watched.at(i).informer->stats();
            const QByteArray name = watched.at(i).resource;
            QVERIFY2(stats.bookmarks > before.at(i).bookmarks, qPrintable(name + ": no bookmark received"));
            QVERIFY2(stats.watchRestarts > before.at(i).watchRestarts, qPrintable(name + ": the watch was not restarted"));
            QVERIFY2(stats.expired == before.at(i).expired && stats.relists == before.at(i).relists,
                     qPrintable(name + ": relisted after a bookmark instead of resuming from it"));
        }

        // A watch refused with an HTTP 410 at its start (as aggregated API servers and proxies answer), not an
        // ERROR event in a 200 stream: history compacted past every watch's version, the watches dropped; each
        // resumes from its version, is refused, and must relist rather than ask again.
        // First a bookmark on every watch: a watch that brought nothing and is dropped within a second of its
        // start is relisted as a very short watch, before any 410.
        before.clear();
        for (const Watched &w : watched)
            before.append(w.informer->stats());
        sim.sendBookmarks();
        for (qsizetype i = 0; i < watched.size(); ++i)
            QTRY_VERIFY_WITH_TIMEOUT(watched.at(i).informer->stats().bookmarks > before.at(i).bookmarks, convergeMs);
        const auto &configMapType = *sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("configmaps"));
        sim.store().create(configMapType, QJsonObject{{QStringLiteral("apiVersion"), QStringLiteral("v1")}, {QStringLiteral("kind"), QStringLiteral("ConfigMap")},
                                                      {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), QStringLiteral("status-410-probe")}, {QStringLiteral("namespace"), QStringLiteral("default")}}}});
        sim.compactHistory();
        sim.setExpiredWatchesAsStatus(true);
        before.clear();
        for (const Watched &w : watched)
            before.append(w.informer->stats());
        sim.dropWatches();
        for (qsizetype i = 0; i < watched.size(); ++i) {
            const Watched &w = watched.at(i);
            QTRY_VERIFY2_WITH_TIMEOUT(w.informer->stats().expired > before.at(i).expired && w.informer->stats().relists > before.at(i).relists,
                                      qPrintable(QByteArray(w.resource) + ": no relist after a watch refused with HTTP 410"), convergeMs);
        }
        verifyConverged("after watches refused with 410");
        sim.setExpiredWatchesAsStatus(false);
        if (QTest::currentTestFailed())
            return;

        // Watches closed at once, with no event (a proxy cutting streams): each informer takes its version for
        // bad and relists after its backoff, rather than asking for the same watch again at once.
        before.clear();
        for (const Watched &w : watched)
            before.append(w.informer->stats());
        sim.setClosingWatchesAtOnce(true);
        sim.dropWatches();
        for (qsizetype i = 0; i < watched.size(); ++i) {
            const Watched &w = watched.at(i);
            // Three rounds of closed watch, backoff, relist: one relist could be a straggler of the phase before.
            QTRY_VERIFY2_WITH_TIMEOUT(w.informer->stats().relists >= before.at(i).relists + 3 && w.informer->stats().backoffs >= before.at(i).backoffs + 3,
                                      qPrintable(QByteArray(w.resource) + ": no relist after a watch closed at once"), convergeMs);
        }
        sim.setClosingWatchesAtOnce(false);
        verifyConverged("after watches closed at once");
        if (QTest::currentTestFailed())
            return;

        // Deletions that reach the clients only by their watches: pods, and a namespace with its objects.
        QRandomGenerator random(seed);
        const auto &podType = *sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("pods"));
        for (int i = 0; i < 5 && !sim.store().objects(podType).isEmpty(); ++i) {
            const QList<QString> keys = sim.store().objects(podType).keys();
            const QJsonObject metadata = sim.store().objects(podType).value(keys.at(random.bounded(int(keys.size())))).object().value(QLatin1String("metadata")).toObject();
            sim.store().remove(podType, metadata.value(QLatin1String("namespace")).toString(), metadata.value(QLatin1String("name")).toString());
        }
        const QStringList namespaces = sim.scenario().namespaces();
        const QString victim = namespaces.at(2 + int(random.bounded(qint32(namespaces.size() - 2))));
        const auto &namespaceType = *sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("namespaces"));
        if (sim.store().find(namespaceType, {}, victim))
            sim.store().remove(namespaceType, {}, victim);
        verifyConverged("after deletions");
        if (QTest::currentTestFailed())
            return;

        for (const Watched &w : watched) {
            const QByteArray name = w.resource;
            // Every handler saw a consistent sequence per key and ends believing exactly what the server holds.
            const VersionsByKey server = serverState(sim.store(), w.group, w.resource);
            const QSet<QByteArray> expected(server.keyBegin(), server.keyEnd());
            QTRY_VERIFY2_WITH_TIMEOUT(w.handler->alive() == expected, qPrintable(name + ": handler out of step"), convergeMs);
            QVERIFY2(w.handler->problems().isEmpty(), qPrintable(name + ": " + w.handler->problems().mid(0, 10).join(QLatin1Char('\n'))));
            const auto history = w.handler->history();
            for (auto it = history.constBegin(); it != history.constEnd(); ++it) {
                const char last = it->last().type;
                if (!expected.contains(it.key()))
                    QVERIFY2(last == 'D' || last == 'T', qPrintable(name + " " + it.key() + " vanished without a delete"));
                else
                    QCOMPARE(it->last().resourceVersion, server.value(it.key()));
            }
            const ReflectorStats stats = w.informer->stats();
            qInfo("%s: %d objects, %d notifications, %d tombstones; %d relists, %d watch restarts, %d expired, %d bookmarks",
                  name.constData(), int(server.size()), w.handler->count(), w.handler->tombstones.load(), stats.relists, stats.watchRestarts,
                  stats.expired, stats.bookmarks);
        }
        qInfo("seed %u: %lld changes, %d faults, %d table rows", seed, changes, int(schedule.size()), table.rowCount());
    }
};

QTEST_MAIN(tst_NothingLost)
#include "tst_nothinglost.moc"
