// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The test that matters most: informers under churn and every fault kubesim has, then an exact comparison.
#include "cache/sharedinformerfactory.h"
#include "cachestate.h"
#include "recordinghandler.h"
#include "simfixture.h"

#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTest>

using namespace kube;

namespace {
constexpr int faultPhaseMs = 12'000;
constexpr int churnPerSecond = 150;

QString differences(const QHash<QByteArray, QByteArray> &cache, const QHash<QByteArray, QByteArray> &server)
{
    QStringList lines;
    for (auto it = server.constBegin(); it != server.constEnd(); ++it) {
        if (!cache.contains(it.key()))
            lines.append(QStringLiteral("missing %1").arg(QString::fromUtf8(it.key())));
        else if (cache.value(it.key()) != it.value())
            lines.append(QStringLiteral("stale %1: %2 != %3").arg(QString::fromUtf8(it.key()), QString::fromLatin1(cache.value(it.key())), QString::fromLatin1(it.value())));
    }
    for (auto it = cache.constBegin(); it != cache.constEnd(); ++it)
        if (!server.contains(it.key()))
            lines.append(QStringLiteral("phantom %1").arg(QString::fromUtf8(it.key())));
    return lines.mid(0, 10).join(QLatin1Char('\n'));
}
} // namespace

class tst_NothingLost : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cachesEqualTheServerAfterChurnAndFaults_data()
    {
        QTest::addColumn<quint32>("seed");
        QTest::newRow("seed 1") << 1u;
        QTest::newRow("seed 7") << 7u;
        QTest::newRow("seed 42") << 42u;
    }

    void cachesEqualTheServerAfterChurnAndFaults()
    {
        QFETCH(quint32, seed);
        sim::KubeSimOptions options = SimFixture::defaultOptions();
        options.scenario.seed = seed;
        options.scenario.pods = 60;
        options.history = 400; // small, so compaction and 410s happen on their own too
        options.bookmarkIntervalMs = 500;
        SimFixture fixture(options);
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
        QTRY_COMPARE_WITH_TIMEOUT(synced.size(), 1, 20000);

        fixture.sim().setChurn(churnPerSecond);
        QRandomGenerator random(seed);
        QElapsedTimer clock;
        clock.start();
        int faults = 0;
        while (clock.elapsed() < faultPhaseMs) {
            QTest::qWait(300 + int(random.bounded(400)));
            switch (random.bounded(9)) {
            case 0: fixture.sim().dropWatches(); break;
            case 1: fixture.sim().compactHistory(); fixture.sim().dropWatches(); break;
            case 2: fixture.sim().failNextRequests(3, 429, 0); fixture.sim().dropWatches(); break;
            case 3: fixture.sim().failNextRequests(2, 500, -1); fixture.sim().dropWatches(); break;
            case 4:
                fixture.sim().setStalled(true);
                QTest::qWait(300);
                fixture.sim().setStalled(false);
                break;
            case 5: fixture.sim().cutWatchesMidObject(); break;
            case 7: fixture.sim().refuseConnections(400); fixture.sim().dropWatches(); break;
            case 8:
                fixture.sim().setWriteRate(50'000);
                QTest::qWait(300);
                fixture.sim().setWriteRate(0);
                break;
            case 6: {
                // A namespace goes, taking its objects with it.
                const QStringList namespaces = fixture.sim().scenario().namespaces();
                const QString victim = namespaces.at(2 + int(random.bounded(qint32(namespaces.size() - 2))));
                const auto &nsType = *sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("namespaces"));
                if (fixture.sim().store().find(nsType, {}, victim))
                    fixture.sim().store().remove(nsType, {}, victim);
                break;
            }
            }
            ++faults;
        }
        fixture.sim().setChurn(0);
        fixture.sim().failNextRequests(0, 0);
        fixture.sim().setStalled(false);
        fixture.sim().setWriteRate(0);
        QVERIFY2(fixture.sim().churn().changes() > 500, qPrintable(QStringLiteral("%1 changes").arg(fixture.sim().churn().changes())));
        QVERIFY(faults >= 10);

        for (const Watched &w : watched) {
            const QByteArray name = w.resource;
            // (1) every cache equals the server: no missing, stale or phantom object, same resourceVersions
            QTRY_VERIFY2_WITH_TIMEOUT(cacheState(*w.informer) == serverState(fixture.sim().store(), w.group, w.resource),
                                      qPrintable(name + ": " + differences(cacheState(*w.informer), serverState(fixture.sim().store(), w.group, w.resource))), 30000);
            // (2) every handler saw a consistent sequence per key and ends believing exactly what the server holds
            const QHash<QByteArray, QByteArray> server = serverState(fixture.sim().store(), w.group, w.resource);
            const QSet<QByteArray> expected(server.keyBegin(), server.keyEnd());
            QTRY_VERIFY2_WITH_TIMEOUT(w.handler->alive() == expected, qPrintable(name + ": handler out of step"), 30000);
            QVERIFY2(w.handler->problems().isEmpty(), qPrintable(name + ": " + w.handler->problems().mid(0, 10).join(QLatin1Char('\n'))));
            const auto history = w.handler->history();
            for (auto it = history.constBegin(); it != history.constEnd(); ++it) {
                const char last = it->last().type;
                if (!expected.contains(it.key()))
                    QVERIFY2(last == 'D' || last == 'T', qPrintable(name + " " + it.key() + " vanished without a delete"));
                else
                    QCOMPARE(it->last().resourceVersion, server.value(it.key()));
            }
            qInfo("%s: %d objects, %d notifications, %d tombstones; %d relists, %d watch restarts, %d expired",
                  name.constData(), int(server.size()), w.handler->count(), w.handler->tombstones.load(), w.informer->stats().relists,
                  w.informer->stats().watchRestarts, w.informer->stats().expired);
        }
    }
};

QTEST_GUILESS_MAIN(tst_NothingLost)
#include "tst_nothinglost.moc"
