// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "cache/indexer.h"
#include "cache/lister.h"
#include "objects.h"

#include <QTest>

#include <atomic>
#include <thread>

using namespace kube;

namespace {
QSet<QByteArray> keysOf(const QList<Object> &objects)
{
    QSet<QByteArray> keys;
    for (const Object &o : objects)
        keys.insert(o.key());
    return keys;
}
} // namespace

class tst_Indexer : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void indexesStayExactThroughUpdateAndDelete()
    {
        Indexer indexer;
        indexer.addIndexers(
            {{QStringLiteral("node"), &Indexer::byNodeName}, {QStringLiteral("label"), &Indexer::byLabel}});
        indexer.add(testPod("a", "p1", 1, R"({"app":"web","tier":"front"})", "node-1"));
        indexer.add(testPod("b", "p2", 1, R"({"app":"web"})", "node-2"));
        QCOMPARE(keysOf(indexer.byIndex(QStringLiteral("node"), "node-1")), QSet<QByteArray>({"a/p1"}));
        QCOMPARE(keysOf(indexer.byIndex(QStringLiteral("label"), "app=web")),
                 QSet<QByteArray>({"a/p1", "b/p2"}));
        // p1 moves node and loses a label
        indexer.update(testPod("a", "p1", 2, R"({"app":"web"})", "node-2"));
        QVERIFY(indexer.byIndex(QStringLiteral("node"), "node-1").isEmpty());
        QVERIFY(!indexer.listIndexFuncValues(QStringLiteral("node"))
                     .contains("node-1")); // no empty index entries left
        QCOMPARE(keysOf(indexer.byIndex(QStringLiteral("node"), "node-2")),
                 QSet<QByteArray>({"a/p1", "b/p2"}));
        QVERIFY(indexer.byIndex(QStringLiteral("label"), "tier=front").isEmpty());
        indexer.remove(testPod("b", "p2", 3));
        QCOMPARE(indexer.indexKeys(QStringLiteral("node"), "node-2"), QList<QByteArray>({"a/p1"}));
        QCOMPARE(keysOf(indexer.byIndex(QLatin1String(Indexer::namespaceIndex), "b")), QSet<QByteArray>());
        QCOMPARE(indexer.size(), 1);
    }

    // The informer's one look-up per delta: the store says what the object replaced (client-go's get, then
    // update), and the indexes follow the new version.
    void upsertSaysWhatItReplaced()
    {
        Indexer indexer;
        indexer.reserve(100); // a first list's room: nothing changes but the capacity
        indexer.addIndexers({{QStringLiteral("node"), &Indexer::byNodeName}});
        QVERIFY(!indexer.upsert(testPod("a", "p1", 1, "{}", "node-1")));
        const std::optional<Object> old = indexer.upsert(testPod("a", "p1", 2, "{}", "node-2"));
        QVERIFY(old);
        QCOMPARE(old->resourceVersion(), QByteArrayView("1"));
        QCOMPARE(indexer.getByKey("a/p1")->resourceVersion(), QByteArrayView("2"));
        QCOMPARE(indexer.size(), 1);
        QVERIFY(indexer.byIndex(QStringLiteral("node"), "node-1").isEmpty());
        QCOMPARE(keysOf(indexer.byIndex(QStringLiteral("node"), "node-2")), QSet<QByteArray>({"a/p1"}));
        QCOMPARE(indexer.indexKeys(QLatin1String(Indexer::namespaceIndex), "a"), QList<QByteArray>({"a/p1"}));
    }

    // Adding an index under a name already taken replaces its function and files everything again.
    void anIndexAddedAgainReplacesTheOld()
    {
        Indexer indexer;
        indexer.add(testPod("a", "p1", 1, R"({"app":"web"})", "node-1"));
        indexer.addIndexers({{QStringLiteral("by"), &Indexer::byNodeName}});
        indexer.addIndexers({{QStringLiteral("by"), &Indexer::byLabel}});
        QCOMPARE(indexer.indexNames(), QStringList({QStringLiteral("by"), QStringLiteral("namespace")}));
        QVERIFY(indexer.byIndex(QStringLiteral("by"), "node-1").isEmpty());
        QCOMPARE(keysOf(indexer.byIndex(QStringLiteral("by"), "app=web")), QSet<QByteArray>({"a/p1"}));
    }

    void replaceRebuildsEverything()
    {
        Indexer indexer;
        indexer.add(testPod("a", "old", 1));
        indexer.replace({testPod("b", "new1", 2), testPod("b", "new2", 2)});
        QCOMPARE(indexer.size(), 2);
        QVERIFY(!indexer.getByKey("a/old"));
        QCOMPARE(indexer.listIndexFuncValues(QLatin1String(Indexer::namespaceIndex)),
                 QList<QByteArray>({"b"}));
    }

    void indexersAddedLaterIndexWhatIsStored()
    {
        Indexer indexer;
        indexer.add(testPod("a", "p1", 1, "{}", "node-9"));
        indexer.addIndexers({{QStringLiteral("node"), &Indexer::byNodeName}});
        QCOMPARE(indexer.byIndex(QStringLiteral("node"), "node-9").size(), 1);
        QCOMPARE(indexer.index(QStringLiteral("node"), testPod("z", "other", 1, "{}", "node-9")).size(), 1);
    }

    void clusterScopedKeys()
    {
        Indexer indexer;
        auto ns =
            Object::fromJson(R"({"kind":"Namespace","metadata":{"name":"team-a","resourceVersion":"3"}})");
        indexer.add(ns.value());
        QVERIFY(indexer.getByKey("team-a"));
        QVERIFY(Lister(&indexer).get("team-a"));
    }

    void listersUseTheNamespaceIndex()
    {
        Indexer indexer;
        indexer.add(testPod("a", "web-1", 1, R"({"app":"web"})"));
        indexer.add(testPod("a", "db-1", 1, R"({"app":"db"})"));
        indexer.add(testPod("b", "web-2", 1, R"({"app":"web"})"));
        Lister lister(&indexer);
        auto web = LabelSelector::parse(QStringLiteral("app=web"));
        QCOMPARE(keysOf(lister.list(web.value())), QSet<QByteArray>({"a/web-1", "b/web-2"}));
        QCOMPARE(keysOf(lister.byNamespace("a").list()), QSet<QByteArray>({"a/web-1", "a/db-1"}));
        QCOMPARE(keysOf(lister.byNamespace("a").list(web.value())), QSet<QByteArray>({"a/web-1"}));
        QVERIFY(lister.byNamespace("b").get("web-2"));
        QVERIFY(!lister.byNamespace("b").get("web-1"));
    }

    // A reader on another thread sees each object together with its index entries, never half of a change.
    void readersNeverSeeHalfAChange()
    {
        Indexer indexer;
        indexer.addIndexers({{QStringLiteral("node"), &Indexer::byNodeName}});
        std::atomic<bool> stop = false;
        std::atomic<int> inconsistencies = 0;
        // std::thread: its join is one ThreadSanitizer sees (QThread::wait is not), so the indexer's
        // destruction after it is not taken for a race with the reader's last look.
        std::thread reader([&] {
            while (!stop) {
                for (const QByteArray &node : {QByteArray("n1"), QByteArray("n2")})
                    for (const Object &o : indexer.byIndex(QStringLiteral("node"), node))
                        if (Indexer::byNodeName(o) != QList<QByteArray>{node})
                            ++inconsistencies;
            }
        });
        for (int i = 0; i < 3000; ++i)
            indexer.update(testPod("a", "mover", i, "{}", i % 2 ? "n1" : "n2"));
        stop = true;
        reader.join();
        QCOMPARE(inconsistencies.load(), 0);
    }
};

QTEST_GUILESS_MAIN(tst_Indexer)
#include "tst_indexer.moc"
