// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The journal: bounded by bytes, versions of one object, time ranges and rates, and the state at a past moment
// (against kubesim's own list at that resourceVersion).
#include "journalobjects.h"
#include "simfixture.h"
#include "../sim/simhttp.h"

#include "journal/journal.h"
#include "session/clustersession.h"

#include <QDateTime>
#include <QJsonArray>
#include <QTest>

#include <map>

using namespace kube;
using namespace journaltest;
using Type = JournalEntry::Type;

namespace {

qint64 costOf(const Object &object)
{
    return object.json().size() + Journal::entryOverheadBytes;
}

QStringList resourceVersions(const QList<JournalEntry> &entries)
{
    QStringList versions;
    for (const JournalEntry &entry : entries)
        versions.append(QString::number(QString::fromUtf8(entry.object.resourceVersion()).toInt()));
    return versions;
}

std::map<QString, QString> keysAndVersions(const QList<Object> &objects)
{
    std::map<QString, QString> state;
    for (const Object &object : objects)
        state[QString::fromUtf8(object.key())] = QString::fromUtf8(object.resourceVersion());
    return state;
}

QJsonObject newPod(const QString &name)
{
    const QJsonObject container{{QStringLiteral("name"), QStringLiteral("c")}, {QStringLiteral("image"), QStringLiteral("nginx")}};
    return QJsonObject{
        {QStringLiteral("apiVersion"), QStringLiteral("v1")},
        {QStringLiteral("kind"), QStringLiteral("Pod")},
        {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), name}, {QStringLiteral("namespace"), QStringLiteral("default")}}},
        {QStringLiteral("spec"), QJsonObject{{QStringLiteral("containers"), QJsonArray{container}}}},
    };
}

const sim::ResourceType &podType()
{
    return *sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("pods"));
}

} // namespace

class tst_Journal : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void boundedByBytesOldestOutFirst_data()
    {
        QTest::addColumn<int>("recorded");
        QTest::addColumn<int>("fitting");
        QTest::addColumn<QStringList>("kept");
        QTest::newRow("under the limit every entry stays") << 3 << 5 << QStringList{"1", "2", "3"};
        QTest::newRow("exactly at the limit every entry stays") << 3 << 3 << QStringList{"1", "2", "3"};
        QTest::newRow("past the limit the oldest go first") << 6 << 3 << QStringList{"4", "5", "6"};
        QTest::newRow("a limit below one entry keeps nothing") << 2 << 0 << QStringList{};
    }
    void boundedByBytesOldestOutFirst()
    {
        QFETCH(int, recorded);
        QFETCH(int, fitting);
        QFETCH(QStringList, kept);
        const Object sample = pod(QStringLiteral("ns"), QStringLiteral("p"), QStringLiteral("u"), 1);
        const qint64 cost = costOf(sample);
        // Room for `fitting` entries and for the last version they dropped, which stateAt() still needs.
        Journal journal(cost * fitting + sample.json().size());
        // Each version a new object of the same size, as a watch decodes them.
        for (int version = 1; version <= recorded; ++version)
            QVERIFY(journal.record(entry(version, version == 1 ? Type::Added : Type::Modified,
                                         pod(QStringLiteral("ns"), QStringLiteral("p"), QStringLiteral("u"), version))));
        QCOMPARE(resourceVersions(journal.entries()), kept);
        const bool dropped = recorded > kept.size();
        QCOMPARE(journal.bytes(), cost * kept.size() + (dropped && !kept.isEmpty() ? sample.json().size() : 0));
        QVERIFY(journal.bytes() <= journal.byteLimit());
        QCOMPARE(resourceVersions(journal.versionsOf("u")), kept);
    }

    void entriesSharingAnObjectCountItsBytesOnce()
    {
        Journal journal;
        const Object last = pod(QStringLiteral("ns"), QStringLiteral("p"), QStringLiteral("u"), 7);
        QVERIFY(journal.record(entry(1, Type::Modified, last)));
        // A relist found it gone: the tombstone carries the same object (client-go's DeletedFinalStateUnknown).
        QVERIFY(journal.record(entry(2, Type::Deleted, last)));
        QCOMPARE(journal.size(), 2);
        QCOMPARE(journal.bytes(), last.json().size() + 2 * Journal::entryOverheadBytes);
        // The same version decoded again (another informer) is a second copy of the bytes: counted again.
        const Object copy = pod(QStringLiteral("ns"), QStringLiteral("q"), QStringLiteral("v"), 7);
        QVERIFY(journal.record(entry(3, Type::Added, copy)));
        QCOMPARE(journal.bytes(), last.json().size() + copy.json().size() + 3 * Journal::entryOverheadBytes);
    }

    void aRepeatedVersionIsRecordedOnce()
    {
        Journal journal;
        QVERIFY(journal.record(entry(1, Type::Added, pod(QStringLiteral("ns"), QStringLiteral("p"), QStringLiteral("u"), 1))));
        // A second informer over the same pods (one for the namespace, one cluster-wide) delivers it again.
        QVERIFY(!journal.record(entry(2, Type::Added, pod(QStringLiteral("ns"), QStringLiteral("p"), QStringLiteral("u"), 1))));
        QCOMPARE(journal.size(), 1);
    }

    void shrinkingTheLimitDropsTheOldestAtOnce()
    {
        Journal journal;
        for (int version = 1; version <= 4; ++version)
            journal.record(entry(version, Type::Modified, pod(QStringLiteral("ns"), QStringLiteral("p"), QStringLiteral("u"), version)));
        const quint64 revision = journal.revision();
        const Object sample = pod(QStringLiteral("ns"), QStringLiteral("p"), QStringLiteral("u"), 1);
        journal.setByteLimit(2 * costOf(sample) + sample.json().size());
        QCOMPARE(resourceVersions(journal.entries()), (QStringList{"3", "4"}));
        QVERIFY(journal.revision() > revision);
    }

    void versionsByUidAndByNameAfterDeletion()
    {
        Journal journal;
        journal.record(entry(1, Type::Added, pod(QStringLiteral("shop"), QStringLiteral("web"), QStringLiteral("uid-1"), 1)));
        journal.record(entry(2, Type::Added, pod(QStringLiteral("shop"), QStringLiteral("db"), QStringLiteral("uid-9"), 2)));
        journal.record(entry(3, Type::Modified, pod(QStringLiteral("shop"), QStringLiteral("web"), QStringLiteral("uid-1"), 3, QStringLiteral("Running"))));
        journal.record(entry(4, Type::Deleted, pod(QStringLiteral("shop"), QStringLiteral("web"), QStringLiteral("uid-1"), 4)));
        // Made again under the same name: a new object.
        journal.record(entry(5, Type::Added, pod(QStringLiteral("shop"), QStringLiteral("web"), QStringLiteral("uid-2"), 5)));

        const QList<JournalEntry> first = journal.versionsOf("uid-1");
        QCOMPARE(resourceVersions(first), (QStringList{"1", "3", "4"}));
        QCOMPARE(first.at(0).type, Type::Added);
        QCOMPARE(first.at(1).type, Type::Modified);
        QCOMPARE(first.at(2).type, Type::Deleted);
        QCOMPARE(first.at(1).timeMs, 3);
        QCOMPARE(first.at(1).cluster, cluster);
        QCOMPARE(first.at(1).gvr, pods);

        const QList<JournalEntry> byName = journal.versionsOf(cluster, pods, "shop", "web");
        QCOMPARE(resourceVersions(byName), (QStringList{"1", "3", "4", "5"}));
        QCOMPARE(byName.last().object.uid(), QByteArrayView("uid-2"));
        QVERIFY(journal.versionsOf(QStringLiteral("other-cluster"), pods, "shop", "web").isEmpty());
        QVERIFY(journal.versionsOf(cluster, pods, "other", "web").isEmpty());
        QCOMPARE(resourceVersions(journal.versionsOf("uid-2")), (QStringList{"5"}));
        QVERIFY(journal.versionsOf("no-such-uid").isEmpty());
    }

    void droppedVersionsLeaveTheHistoryOfAnObject()
    {
        const Object sample = pod(QStringLiteral("shop"), QStringLiteral("web"), QStringLiteral("uid-1"), 1);
        Journal journal(3 * costOf(sample) + sample.json().size());
        for (int version = 1; version <= 5; ++version)
            journal.record(entry(version, Type::Modified, pod(QStringLiteral("shop"), QStringLiteral("web"), QStringLiteral("uid-1"), version)));
        QCOMPARE(resourceVersions(journal.versionsOf("uid-1")), (QStringList{"3", "4", "5"}));
        QCOMPARE(resourceVersions(journal.versionsOf(cluster, pods, "shop", "web")), (QStringList{"3", "4", "5"}));
    }

    void entriesInATimeRange_data()
    {
        QTest::addColumn<qint64>("from");
        QTest::addColumn<qint64>("to");
        QTest::addColumn<qsizetype>("limit");
        QTest::addColumn<QStringList>("found");
        QTest::newRow("both ends inclusive") << qint64(20) << qint64(40) << qsizetype(-1) << QStringList{"2", "3", "4"};
        QTest::newRow("between two entries: none") << qint64(21) << qint64(29) << qsizetype(-1) << QStringList{};
        QTest::newRow("everything") << qint64(0) << qint64(1000) << qsizetype(-1) << QStringList{"1", "2", "3", "4", "5"};
        QTest::newRow("a limit keeps the oldest") << qint64(0) << qint64(1000) << qsizetype(2) << QStringList{"1", "2"};
    }
    void entriesInATimeRange()
    {
        QFETCH(qint64, from);
        QFETCH(qint64, to);
        QFETCH(qsizetype, limit);
        QFETCH(QStringList, found);
        Journal journal;
        for (int version = 1; version <= 5; ++version)
            journal.record(entry(version * 10, Type::Modified, pod(QStringLiteral("ns"), QStringLiteral("p"), QStringLiteral("u"), version)));
        QCOMPARE(resourceVersions(journal.between(from, to, limit)), found);
        QCOMPARE(journal.firstTimeMs(), 10);
        QCOMPARE(journal.lastTimeMs(), 50);
    }

    void anEntryStampedEarlierIsKeptInOrder()
    {
        Journal journal;
        journal.record(entry(100, Type::Added, pod(QStringLiteral("ns"), QStringLiteral("a"), QStringLiteral("ua"), 1)));
        // Two listener threads stamp their times before taking the lock: the later to lock may carry the earlier time.
        journal.record(entry(90, Type::Added, pod(QStringLiteral("ns"), QStringLiteral("b"), QStringLiteral("ub"), 2)));
        QCOMPARE(journal.versionsOf("ub").constFirst().timeMs, 100);
        QCOMPARE(journal.between(100, 100).size(), 2);
    }

    void eventRatePerBucket_data()
    {
        QTest::addColumn<QList<qint64>>("times");
        QTest::addColumn<int>("buckets");
        QTest::addColumn<QList<qint64>>("counts");
        QTest::newRow("events fall in their slice") << QList<qint64>{1000, 1001, 1009, 1015, 1035, 1036} << 4 << QList<qint64>{3, 1, 0, 2};
        QTest::newRow("the end of the range is outside it") << QList<qint64>{1000, 1040} << 4 << QList<qint64>{1, 0, 0, 0};
        QTest::newRow("one bucket counts the range") << QList<qint64>{1000, 1020, 1039} << 1 << QList<qint64>{3};
        QTest::newRow("no buckets, no counts") << QList<qint64>{1000} << 0 << QList<qint64>{};
    }
    void eventRatePerBucket()
    {
        QFETCH(QList<qint64>, times);
        QFETCH(int, buckets);
        QFETCH(QList<qint64>, counts);
        Journal journal;
        int version = 0;
        for (qint64 time : times) {
            ++version;
            journal.record(entry(time, Type::Added, pod(QStringLiteral("ns"), QStringLiteral("p%1").arg(version), QStringLiteral("u%1").arg(version), version)));
        }
        QCOMPARE(journal.rate(1000, 1040, buckets), counts);
    }

    void stateAtAPastMoment_data()
    {
        QTest::addColumn<qint64>("time");
        QTest::addColumn<QStringList>("state"); // key@resourceVersion
        QTest::newRow("after the first add") << qint64(10) << QStringList{"ns/a@1"};
        QTest::newRow("both added") << qint64(25) << QStringList{"ns/a@1", "ns/b@2"};
        QTest::newRow("a changed") << qint64(30) << QStringList{"ns/a@3", "ns/b@2"};
        QTest::newRow("b deleted") << qint64(40) << QStringList{"ns/a@3"};
        QTest::newRow("b made again, other namespace too") << qint64(60) << QStringList{"ns/a@3", "ns/b@5", "other/c@6"};
    }
    void stateAtAPastMoment()
    {
        QFETCH(qint64, time);
        QFETCH(QStringList, state);
        Journal journal;
        journal.record(entry(10, Type::Added, pod(QStringLiteral("ns"), QStringLiteral("a"), QStringLiteral("ua"), 1)));
        journal.record(entry(20, Type::Added, pod(QStringLiteral("ns"), QStringLiteral("b"), QStringLiteral("ub"), 2)));
        journal.record(entry(30, Type::Modified, pod(QStringLiteral("ns"), QStringLiteral("a"), QStringLiteral("ua"), 3)));
        journal.record(entry(40, Type::Deleted, pod(QStringLiteral("ns"), QStringLiteral("b"), QStringLiteral("ub"), 4)));
        journal.record(entry(50, Type::Added, pod(QStringLiteral("ns"), QStringLiteral("b"), QStringLiteral("ub2"), 5)));
        journal.record(entry(60, Type::Replaced, pod(QStringLiteral("other"), QStringLiteral("c"), QStringLiteral("uc"), 6)));
        // Another resource and another cluster are not part of it.
        journal.record({55, cluster, {QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("deployments")}, Type::Added,
                        pod(QStringLiteral("ns"), QStringLiteral("d"), QStringLiteral("ud"), 7)});
        journal.record({56, QStringLiteral("elsewhere"), pods, Type::Added, pod(QStringLiteral("ns"), QStringLiteral("e"), QStringLiteral("ue"), 8)});

        const auto objects = journal.stateAt(cluster, pods, time);
        QVERIFY2(objects.ok(), qPrintable(objects.error().message()));
        QStringList seen;
        for (const Object &object : objects.value())
            seen.append(QString::fromUtf8(object.key()) + QLatin1Char('@') + QString::number(QString::fromUtf8(object.resourceVersion()).toInt()));
        QCOMPARE(seen, state);
    }

    void stateAtStaysExactAfterTheOldestEntriesAreDropped()
    {
        const Object sample = pod(QStringLiteral("ns"), QStringLiteral("a"), QStringLiteral("ua"), 1);
        const qint64 cost = costOf(sample);
        // Three entries, and a and b, whose adds are dropped.
        Journal journal(3 * cost + 2 * sample.json().size());
        journal.record(entry(10, Type::Added, pod(QStringLiteral("ns"), QStringLiteral("a"), QStringLiteral("ua"), 1)));
        journal.record(entry(20, Type::Added, pod(QStringLiteral("ns"), QStringLiteral("b"), QStringLiteral("ub"), 2)));
        journal.record(entry(30, Type::Added, pod(QStringLiteral("ns"), QStringLiteral("c"), QStringLiteral("uc"), 3)));
        journal.record(entry(40, Type::Deleted, pod(QStringLiteral("ns"), QStringLiteral("c"), QStringLiteral("uc"), 4)));
        journal.record(entry(50, Type::Modified, pod(QStringLiteral("ns"), QStringLiteral("c"), QStringLiteral("uc"), 5)));
        QCOMPARE(journal.firstTimeMs(), 30); // a's and b's adds are gone, but a and b are still there
        const auto objects = journal.stateAt(cluster, pods, 40);
        QVERIFY(objects.ok());
        QCOMPARE(keysAndVersions(objects.value()),
                 (std::map<QString, QString>{{"ns/a", "000000001"}, {"ns/b", "000000002"}}));
        // The base the journal keeps for that counts against its limit.
        QVERIFY(journal.bytes() > 3 * cost);

        const auto tooOld = journal.stateAt(cluster, pods, 20);
        QVERIFY(!tooOld.ok());
        QCOMPARE(tooOld.error().kind(), Error::Kind::Invalid);
        QVERIFY2(tooOld.error().message().contains(QLatin1String("nothing as old")), qPrintable(tooOld.error().message()));
    }

    void theStateAtAPastMomentIsTheServersListAtThatResourceVersion()
    {
        sim::KubeSimOptions options = SimFixture::defaultOptions();
        options.tls = false;
        SimFixture fixture(options);
        SimHttp http(fixture.sim().url());
        ClusterSession session(fixture.restConfig());
        SharedIndexInformer *informer = session.acquire(pods);
        QTRY_VERIFY_WITH_TIMEOUT(informer->hasSynced(), 10000);
        const std::shared_ptr<Journal> journal = session.journal();
        QTRY_COMPARE_WITH_TIMEOUT(journal->size(), informer->indexer().size(), 10000);

        // The kubelet starts the new pods meanwhile: changes the test does not make are recorded as well.
        fixture.sim().store().create(podType(), newPod(QStringLiteral("first")));
        const QJsonObject second = fixture.sim().store().create(podType(), newPod(QStringLiteral("second"))).object();
        QTRY_VERIFY_WITH_TIMEOUT(!journal->versionsOf(contextOf(session), pods, "default", "second").isEmpty(), 10000);
        const qint64 past = journal->lastTimeMs();
        QTRY_VERIFY(QDateTime::currentMSecsSinceEpoch() > past); // what follows is recorded later than `past`
        fixture.sim().store().remove(podType(), QStringLiteral("default"), QStringLiteral("second"));
        fixture.sim().store().create(podType(), newPod(QStringLiteral("third")));
        QTRY_VERIFY_WITH_TIMEOUT(!journal->versionsOf(contextOf(session), pods, "default", "third").isEmpty(), 10000);
        QCOMPARE(journal->versionsOf(second.value("metadata").toObject().value("uid").toString().toUtf8()).constLast().type, Type::Deleted);

        // Watch events come in resourceVersion order: the newest version recorded by `past` is the server's
        // revision of the pods then.
        quint64 revision = 0;
        for (const JournalEntry &recorded : journal->between(0, past))
            revision = std::max(revision, QString::fromUtf8(recorded.object.resourceVersion()).toULongLong());
        const SimHttp::Reply list = http.get(QStringLiteral("/api/v1/pods?resourceVersion=%1&resourceVersionMatch=Exact").arg(revision));
        QCOMPARE(list.code, 200);
        std::map<QString, QString> server;
        for (const QJsonValue &item : list.body.value(QLatin1String("items")).toArray()) {
            const QJsonObject metadata = item.toObject().value(QLatin1String("metadata")).toObject();
            server[metadata.value(QLatin1String("namespace")).toString() + QLatin1Char('/') + metadata.value(QLatin1String("name")).toString()] =
                metadata.value(QLatin1String("resourceVersion")).toString();
        }
        QVERIFY(server.count(QStringLiteral("default/second")));
        QVERIFY(!server.count(QStringLiteral("default/third")));
        const auto replayed = journal->stateAt(contextOf(session), pods, past);
        QVERIFY2(replayed.ok(), qPrintable(replayed.error().message()));
        QCOMPARE(keysAndVersions(replayed.value()), server);
    }

    void aRelistRecordsWhatItFoundAsReplaced()
    {
        sim::KubeSimOptions options = SimFixture::defaultOptions();
        SimFixture fixture(options);
        ClusterSession session(fixture.restConfig());
        SharedIndexInformer *informer = session.acquire(pods);
        QTRY_VERIFY_WITH_TIMEOUT(informer->hasSynced(), 10000);
        const std::shared_ptr<Journal> journal = session.journal();
        const QJsonObject created = fixture.sim().store().create(podType(), newPod(QStringLiteral("changed-unseen"))).object();
        const QByteArray uid = created.value("metadata").toObject().value("uid").toString().toUtf8();
        QTRY_COMPARE_WITH_TIMEOUT(journal->versionsOf(uid).size(), 1, 10000);
        QCOMPARE(journal->versionsOf(uid).constFirst().type, Type::Added);

        // The change happens while the informer's watch is down, and the history it would resume from is gone.
        fixture.sim().setStalled(true);
        fixture.sim().dropWatches();
        QJsonObject changed = created;
        changed.insert(QStringLiteral("status"), QJsonObject{{QStringLiteral("phase"), QStringLiteral("Succeeded")}});
        fixture.sim().store().update(podType(), changed);
        fixture.sim().compactHistory();
        fixture.sim().setStalled(false);
        QTRY_COMPARE_WITH_TIMEOUT(journal->versionsOf(uid).size(), 2, 10000);
        QCOMPARE(journal->versionsOf(uid).constLast().type, Type::Replaced);
        QVERIFY(informer->stats().relists >= 1);
    }

private:
    static QString contextOf(const ClusterSession &session) { return session.config().contextName; }
};

QTEST_MAIN(tst_Journal)
#include "tst_journal.moc"
