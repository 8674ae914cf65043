// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "cache/deltafifo.h"
#include "objects.h"

#include <QSet>
#include <QTest>

using namespace kube;
using Type = Delta::Type;

namespace {
struct Popped
{
    QByteArray key;
    QList<Type> types;
    QList<bool> tombstones;
    bool initial = false;
};

QList<Popped> popAll(DeltaFifo &fifo)
{
    QList<Popped> out;
    while (fifo.pop([&out](const QByteArray &key, const Deltas &deltas, bool initial) {
        Popped popped{key, {}, {}, initial};
        for (const Delta &d : deltas) {
            popped.types.append(d.type);
            popped.tombstones.append(d.finalStateUnknown);
        }
        out.append(popped);
        return false;
    })) {
    }
    return out;
}
} // namespace

class tst_DeltaFifo : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void deltasAccumulatePerKeyInArrivalOrder()
    {
        DeltaFifo fifo(nullptr);
        fifo.add(testPod("a", "one", 1));
        fifo.add(testPod("a", "two", 2));
        fifo.update(testPod("a", "one", 3));
        const QList<Popped> popped = popAll(fifo);
        QCOMPARE(popped.size(), 2);
        QCOMPARE(popped[0].key, QByteArray("a/one"));
        QCOMPARE(popped[0].types, QList<Type>({Type::Added, Type::Updated}));
        QCOMPARE(popped[1].key, QByteArray("a/two"));
    }

    void twoDeletionsInARowCollapse_data()
    {
        QTest::addColumn<bool>("firstIsTombstone");
        QTest::addColumn<bool>("secondIsTombstone");
        QTest::addColumn<bool>("keptIsTombstone");
        QTest::newRow("two real deletions keep the newer") << false << false << false;
        QTest::newRow("a tombstone after a real deletion loses") << false << true << false;
        QTest::newRow("a real deletion after a tombstone wins") << true << false << false;
    }

    void twoDeletionsInARowCollapse()
    {
        QFETCH(bool, firstIsTombstone);
        QFETCH(bool, secondIsTombstone);
        QFETCH(bool, keptIsTombstone);
        Indexer known;
        known.add(testPod("a", "one", 1));
        DeltaFifo fifo(&known);
        // Tombstones come from Replace; real deletions from remove().
        auto deleteOnce = [&](bool tombstone) {
            if (tombstone)
                fifo.replace({}, "9");
            else
                fifo.remove(testPod("a", "one", 2));
        };
        deleteOnce(firstIsTombstone);
        deleteOnce(secondIsTombstone);
        const QList<Popped> popped = popAll(fifo);
        QCOMPARE(popped.size(), 1);
        QCOMPARE(popped[0].types, QList<Type>({Type::Deleted}));
        QCOMPARE(popped[0].tombstones, QList<bool>({keptIsTombstone}));
    }

    void deleteOfAnUnknownKeyIsIgnored()
    {
        Indexer known;
        DeltaFifo fifo(&known);
        fifo.remove(testPod("a", "ghost", 1));
        QCOMPARE(fifo.size(), 0);
        fifo.add(testPod("a", "queued", 1));
        fifo.remove(testPod("a", "queued", 2)); // queued though not known: the delete is kept
        QCOMPARE(popAll(fifo).first().types, QList<Type>({Type::Added, Type::Deleted}));
    }

    void replaceQueuesReplacedAndTombstonesForWhatIsGone()
    {
        Indexer known;
        known.add(testPod("a", "kept", 1));
        known.add(testPod("a", "gone", 1));
        DeltaFifo fifo(&known);
        fifo.add(testPod("a", "queued-then-gone", 2));
        fifo.replace({testPod("a", "kept", 3), testPod("a", "new", 3)}, "3");
        QCOMPARE(fifo.lastResourceVersion(), QByteArray("3"));
        QHash<QByteArray, Popped> byKey;
        for (const Popped &p : popAll(fifo))
            byKey.insert(p.key, p);
        QCOMPARE(byKey.size(), 4);
        QCOMPARE(byKey["a/kept"].types, QList<Type>({Type::Replaced}));
        QCOMPARE(byKey["a/new"].types, QList<Type>({Type::Replaced}));
        QCOMPARE(byKey["a/gone"].types, QList<Type>({Type::Deleted}));
        QCOMPARE(byKey["a/gone"].tombstones, QList<bool>({true}));
        QCOMPARE(byKey["a/queued-then-gone"].types, QList<Type>({Type::Added, Type::Deleted}));
        QCOMPARE(byKey["a/queued-then-gone"].tombstones, QList<bool>({false, true}));
    }

    void hasSyncedOnceTheFirstReplaceIsPopped()
    {
        Indexer known;
        DeltaFifo fifo(&known);
        QVERIFY(!fifo.hasSynced());
        fifo.replace({testPod("a", "one", 1), testPod("a", "two", 1)}, "1");
        QVERIFY(!fifo.hasSynced());
        QList<bool> initialFlags;
        fifo.pop([&](const QByteArray &, const Deltas &, bool initial) {
            initialFlags.append(initial);
            return false;
        });
        QVERIFY(!fifo.hasSynced());
        fifo.add(testPod("a", "three", 2)); // arrives after the list: not part of the initial population
        fifo.pop([&](const QByteArray &, const Deltas &, bool initial) {
            initialFlags.append(initial);
            return false;
        });
        QVERIFY(fifo.hasSynced());
        fifo.pop([&](const QByteArray &, const Deltas &, bool initial) {
            initialFlags.append(initial);
            return false;
        });
        QCOMPARE(initialFlags, QList<bool>({true, true, false}));
    }

    // A first list naming one object twice (a server's bug, or a list stitched from pages while the object
    // moved) is one key to pop: the informer is synced after both of its deltas, not waiting for a second
    // key.
    void aFirstListNamingAnObjectTwiceIsOneKeyToSync()
    {
        Indexer known;
        DeltaFifo fifo(&known);
        fifo.replace({testPod("a", "one", 1), testPod("a", "two", 1), testPod("a", "one", 2)}, "2");
        const QList<Popped> popped = popAll(fifo);
        QCOMPARE(popped.size(), 2);
        QCOMPARE(popped.at(0).key, QByteArray("a/one"));
        QCOMPARE(popped.at(0).types, QList<Type>({Type::Replaced, Type::Replaced}));
        QVERIFY(popped.at(0).initial && popped.at(1).initial);
        QVERIFY(fifo.hasSynced());
    }

    void emptyReplaceSyncsAtOnce()
    {
        DeltaFifo fifo(nullptr);
        fifo.replace({}, "5");
        QVERIFY(fifo.hasSynced());
    }

    void resyncSkipsKeysWithQueuedDeltas()
    {
        Indexer known;
        known.add(testPod("a", "idle", 1));
        known.add(testPod("a", "busy", 1));
        DeltaFifo fifo(&known);
        fifo.update(testPod("a", "busy", 2));
        fifo.resync();
        QHash<QByteArray, Popped> byKey;
        for (const Popped &p : popAll(fifo))
            byKey.insert(p.key, p);
        QCOMPARE(byKey["a/idle"].types, QList<Type>({Type::Sync}));
        QCOMPARE(byKey["a/busy"].types, QList<Type>({Type::Updated}));
    }

    void popRequeuesOnRequest()
    {
        DeltaFifo fifo(nullptr);
        fifo.add(testPod("a", "one", 1));
        int calls = 0;
        fifo.pop(
            [&](const QByteArray &, const Deltas &, bool) { return ++calls == 1; }); // requeue the first time
        QCOMPARE(fifo.size(), 1);
        fifo.pop([&](const QByteArray &, const Deltas &deltas, bool) {
            ++calls;
            return deltas.size() != 1;
        });
        QCOMPARE(calls, 2);
        QCOMPARE(fifo.size(), 0);
        QVERIFY(!fifo.pop([](const QByteArray &, const Deltas &, bool) { return false; }));
    }

    void transformRunsOnQueuedObjectsNotTombstones()
    {
        Indexer known;
        known.add(testPod("a", "gone", 1));
        DeltaFifo fifo(&known);
        int transformed = 0;
        fifo.setTransform([&transformed](const Object &object) {
            ++transformed;
            return object.stripped(true, true);
        });
        fifo.add(testPod("a", "one", 1));
        fifo.replace({testPod("a", "one", 2)}, "2");
        QCOMPARE(transformed, 2);
    }

    // An informer's first list in key order (an apiserver's) is popped as listed, one Replaced delta a key,
    // transformed as it goes; while it is popped the queue still answers for all of it.
    void aFirstListInKeyOrderIsPoppedAsListed()
    {
        Indexer known;
        DeltaFifo fifo(&known);
        int transformed = 0;
        fifo.setTransform([&transformed](const Object &object) {
            ++transformed;
            return object.stripped(true, true);
        });
        // "a-b/x" sorts before "a/x" as keys, though "a" sorts before "a-b" as a namespace.
        fifo.replace({testPod("a-b", "x", 1), testPod("a", "one", 1), testPod("a", "two", 1)}, "5");
        QCOMPARE(fifo.size(), 3);
        QCOMPARE(fifo.depth(), 3);
        const QList<QByteArray> keys = fifo.listKeys();
        QCOMPARE(QSet<QByteArray>(keys.cbegin(), keys.cend()), QSet<QByteArray>({"a-b/x", "a/one", "a/two"}));
        QCOMPARE(fifo.get("a/two")->size(), 1);
        QCOMPARE(fifo.get("a/two")->first().type, Type::Replaced);
        QVERIFY(!fifo.get("a/three"));
        transformed = 0; // get() transformed what it answered with
        QList<Popped> popped;
        for (int i = 0; i < 3; ++i) {
            QVERIFY(!fifo.hasSynced());
            fifo.pop([&](const QByteArray &key, const Deltas &deltas, bool initial) {
                popped.append({key, {deltas.first().type}, {}, initial});
                return false;
            });
        }
        QVERIFY(fifo.hasSynced());
        QCOMPARE(fifo.size(), 0);
        QCOMPARE(transformed, 3);
        QCOMPARE(popped.size(), 3);
        const QList<QByteArray> order{"a-b/x", "a/one", "a/two"};
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(popped[i].key, order[i]);
            QCOMPARE(popped[i].types, QList<Type>({Type::Replaced}));
            QVERIFY(popped[i].initial);
        }
    }

    // A change while a first list is popped goes behind what is left of it, merged with its key's delta, as
    // if the list had been queued key by key; a new key after it is not part of the initial population.
    void aChangeWhileTheFirstListIsPoppedGoesBehindIt()
    {
        Indexer known;
        DeltaFifo fifo(&known);
        fifo.replace({testPod("a", "a", 1), testPod("a", "b", 1), testPod("a", "c", 1)}, "1");
        fifo.pop([](const QByteArray &, const Deltas &, bool) { return false; });
        fifo.update(testPod("a", "b", 2));
        fifo.add(testPod("a", "d", 2));
        const QList<Popped> popped = popAll(fifo);
        QCOMPARE(popped.size(), 3);
        QCOMPARE(popped[0].key, QByteArray("a/b"));
        QCOMPARE(popped[0].types, QList<Type>({Type::Replaced, Type::Updated}));
        QCOMPARE(popped[1].key, QByteArray("a/c"));
        QCOMPARE(popped[1].types, QList<Type>({Type::Replaced}));
        QCOMPARE(popped[2].key, QByteArray("a/d"));
        QVERIFY(popped[0].initial && popped[1].initial && !popped[2].initial);
        QVERIFY(fifo.hasSynced());
    }

    // A key of a first list handed back (client-go's ErrRequeue) comes again after the rest of the list.
    void aKeyOfTheFirstListRequeuedComesAfterTheRest()
    {
        DeltaFifo fifo(nullptr);
        fifo.replace({testPod("a", "a", 1), testPod("a", "b", 1)}, "1");
        fifo.pop([](const QByteArray &, const Deltas &, bool) { return true; });
        const QList<Popped> popped = popAll(fifo);
        QCOMPARE(popped.size(), 2);
        QCOMPARE(popped[0].key, QByteArray("a/b"));
        QCOMPARE(popped[1].key, QByteArray("a/a"));
        QCOMPARE(popped[1].types, QList<Type>({Type::Replaced}));
    }

    // A relist while the first list is still popped: what is left of it is queued by key first, so the relist
    // finds it queued and tombstones what it no longer has.
    void aRelistWhileTheFirstListIsPoppedSeesWhatIsLeftOfIt()
    {
        Indexer known;
        DeltaFifo fifo(&known);
        fifo.replace({testPod("a", "a", 1), testPod("a", "b", 1), testPod("a", "c", 1)}, "1");
        fifo.pop([&known](const QByteArray &, const Deltas &deltas, bool) {
            known.add(deltas.last().object);
            return false;
        });
        fifo.replace({testPod("a", "c", 2)}, "2");
        QHash<QByteArray, Popped> byKey;
        for (const Popped &p : popAll(fifo))
            byKey.insert(p.key, p);
        QCOMPARE(byKey.size(), 3);
        QCOMPARE(byKey["a/a"].types, QList<Type>({Type::Deleted}));
        QCOMPARE(byKey["a/a"].tombstones, QList<bool>({true}));
        QCOMPARE(byKey["a/b"].types, QList<Type>({Type::Replaced, Type::Deleted}));
        QCOMPARE(byKey["a/c"].types, QList<Type>({Type::Replaced, Type::Replaced}));
        QVERIFY(fifo.hasSynced());
    }

    void closeIsReported()
    {
        DeltaFifo fifo(nullptr);
        QVERIFY(!fifo.isClosed());
        fifo.close();
        QVERIFY(fifo.isClosed());
    }
};

QTEST_GUILESS_MAIN(tst_DeltaFifo)
#include "tst_deltafifo.moc"
