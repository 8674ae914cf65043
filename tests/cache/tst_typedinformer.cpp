// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// TypedInformer and TypedLister on kubesim: the factory's shared informers seen through generated API types,
// each object version decoded once and shared by the lister and the handlers.
#include "api/apps/v1/deployment.h"
#include "api/core/v1/pod.h"
#include "cache/typedinformer.h"
#include "rest/clientset.h"
#include "simfixture.h"

#include <QMutex>
#include <QSignalSpy>

#include <memory>

using namespace kube;
namespace core = kube::api::core::v1;
namespace apps = kube::api::apps::v1;

namespace {

const QString ns = QStringLiteral("default");

// What typed handlers saw (on their listener thread), read from the test's thread.
struct Seen
{
    struct Change
    {
        QString type;
        QString name;
        int oldReplicas = -1;
        int replicas = -1;
        // Held, as a handler that keeps what it was handed: while it is held, every reader of that version
        // gets the same decoding.
        std::shared_ptr<const apps::Deployment> object;
    };
    mutable QMutex mutex;
    QList<Change> changes;

    void record(Change change)
    {
        QMutexLocker lock(&mutex);
        changes.append(std::move(change));
    }
    // The first change of `type` for `name` with `replicas` (and `oldReplicas`, unless -1), or none.
    std::optional<Change> find(const QString &type, const QString &name, int replicas,
                               int oldReplicas = -1) const
    {
        QMutexLocker lock(&mutex);
        for (const Change &change : changes)
            if (change.type == type && change.name == name && change.replicas == replicas &&
                (oldReplicas < 0 || change.oldReplicas == oldReplicas))
                return change;
        return std::nullopt;
    }
};

int replicasOf(const std::shared_ptr<const apps::Deployment> &deployment)
{
    return deployment->spec ? deployment->spec->replicas.value_or(-1) : -1;
}

template <typename R> std::optional<R> answer(const std::function<void(std::function<void(R)>)> &start)
{
    auto slot = std::make_shared<std::optional<R>>();
    start([slot](R value) { slot->emplace(std::move(value)); });
    if (!QTest::qWaitFor([&] { return slot->has_value(); }, 10000))
        qWarning("no answer within 10 s");
    return *slot;
}

apps::Deployment deployment(const QString &name, int replicas)
{
    apps::Deployment object;
    object.metadata.emplace().name = name;
    auto &spec = object.spec.emplace();
    spec.replicas = replicas;
    spec.selector.matchLabels = QMap<QString, QString>{{QStringLiteral("app"), name}};
    spec.template_.metadata.emplace().labels = spec.selector.matchLabels;
    core::Container container;
    container.name = QStringLiteral("web");
    container.image = QStringLiteral("nginx:1.25");
    spec.template_.spec.emplace().containers = {container};
    return object;
}

} // namespace

class TypedInformerTest : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_fixture = std::make_unique<SimFixture>();
        m_client = std::make_unique<RestClient>(m_fixture->restConfig());
    }
    void cleanup()
    {
        m_client.reset();
        m_fixture.reset();
    }

    void createUpdateAndDeleteAreSeenTyped()
    {
        SharedInformerFactory factory(m_fixture->restConfig());
        const TypedInformer<apps::Deployment> deployments(&factory, ns);
        Seen seen;
        auto handler = std::make_shared<TypedEventHandler<apps::Deployment>>();
        handler->added = [&seen](const auto &object, bool) {
            seen.record({QStringLiteral("added"), object->metadata->name.value(), -1, replicasOf(object),
                         object});
        };
        handler->updated = [&seen](const auto &oldObject, const auto &object) {
            seen.record({QStringLiteral("updated"), object->metadata->name.value(), replicasOf(oldObject),
                         replicasOf(object), object});
        };
        handler->deleted = [&seen](const auto &object, bool) {
            seen.record({QStringLiteral("deleted"), object->metadata->name.value(), -1, replicasOf(object),
                         object});
        };
        deployments.addEventHandler(handler);
        QSignalSpy synced(&factory, &SharedInformerFactory::cacheSynced);
        factory.start();
        QTRY_COMPARE_WITH_TIMEOUT(synced.size(), 1, 15000);

        const auto client = Clientset(m_client.get()).appsV1().deployments(ns);
        QVERIFY(answer<Result<apps::Deployment>>([&](auto done) {
                    client.create(deployment(QStringLiteral("typed-web"), 2), {}, this, done);
                })->ok());
        QTRY_VERIFY(seen.find(QStringLiteral("added"), QStringLiteral("typed-web"), 2));

        QVERIFY(answer<Result<apps::Deployment>>([&](auto done) {
                    client.patch(QStringLiteral("typed-web"), PatchType::Merge, R"({"spec":{"replicas":3}})",
                                 {}, this, done);
                })->ok());
        QTRY_VERIFY(seen.find(QStringLiteral("updated"), QStringLiteral("typed-web"), 3, 2));

        QVERIFY(!answer<Error>([&](auto done) {
                     client.remove(QStringLiteral("typed-web"), {}, this, done);
                 })->isError());
        QTRY_VERIFY(seen.find(QStringLiteral("deleted"), QStringLiteral("typed-web"), 3));
        factory.shutdown();
    }

    void theListerAnswersAfterSync()
    {
        SharedInformerFactory factory(m_fixture->restConfig());
        const TypedInformer<core::Pod> pods(&factory);
        QSignalSpy synced(&factory, &SharedInformerFactory::cacheSynced);
        factory.start();
        QTRY_COMPARE_WITH_TIMEOUT(synced.size(), 1, 15000);
        QVERIFY(pods.hasSynced());

        const auto onServer = answer<Result<TypedList<core::Pod>>>(
            [&](auto done) { Clientset(m_client.get()).coreV1().pods().list({}, this, done); });
        QVERIFY(onServer && onServer->ok());
        const TypedLister<core::Pod> lister = pods.lister();
        QCOMPARE(lister.list().size(), onServer->value().items.size());

        const core::Pod &first = onServer->value().items.first();
        const QString namespaceName = first.metadata->namespace_.value();
        const QString name = first.metadata->name.value();
        const auto got = lister.byNamespace(namespaceName).get(name);
        QVERIFY2(got.ok(), qPrintable(got.error().message()));
        QCOMPARE(got.value()->toJson(), first.toJson());

        int inNamespace = 0;
        for (const core::Pod &pod : onServer->value().items)
            inNamespace += pod.metadata->namespace_ == namespaceName;
        QCOMPARE(lister.byNamespace(namespaceName).list().size(), inNamespace);

        const auto missing = lister.byNamespace(namespaceName).get(QStringLiteral("nope"));
        QVERIFY(missing.error().isNotFound());
        QCOMPARE(missing.error().message(), QStringLiteral("pods \"nope\" not found"));
        factory.shutdown();
    }

    void aSelectorPicksWhatItMatches()
    {
        SharedInformerFactory factory(m_fixture->restConfig());
        const TypedInformer<core::Pod> pods(&factory);
        QSignalSpy synced(&factory, &SharedInformerFactory::cacheSynced);
        factory.start();
        QTRY_COMPARE_WITH_TIMEOUT(synced.size(), 1, 15000);

        const auto all = pods.lister().list();
        QVERIFY(!all.isEmpty());
        const QString app = all.first()->metadata->labels->value(QStringLiteral("app"));
        QVERIFY(!app.isEmpty());
        QStringList expected;
        for (const auto &pod : all)
            if (pod->metadata->labels.value_or(QMap<QString, QString>()).value(QStringLiteral("app")) == app)
                expected.append(pod->metadata->namespace_.value() + QLatin1Char('/') +
                                pod->metadata->name.value());
        QVERIFY(expected.size() < all.size());

        const auto selector = LabelSelector::parse(QStringLiteral("app=") + app);
        QVERIFY(selector.ok());
        QStringList picked;
        for (const auto &pod : pods.lister().list(selector.value()))
            picked.append(pod->metadata->namespace_.value() + QLatin1Char('/') + pod->metadata->name.value());
        expected.sort();
        picked.sort();
        QCOMPARE(picked, expected);
        factory.shutdown();
    }

    void anIndexListsItsObjects()
    {
        SharedInformerFactory factory(m_fixture->restConfig());
        const TypedInformer<core::Pod> pods(&factory);
        pods.informer()->addIndexers({{QStringLiteral("node"), &Indexer::byNodeName}});
        QSignalSpy synced(&factory, &SharedInformerFactory::cacheSynced);
        factory.start();
        QTRY_COMPARE_WITH_TIMEOUT(synced.size(), 1, 15000);

        const auto all = pods.lister().list();
        const QString node = all.first()->spec->nodeName.value_or(QString());
        QVERIFY(!node.isEmpty());
        qsizetype onNode = 0;
        for (const auto &pod : all)
            onNode += pod->spec->nodeName == node;
        const auto indexed = pods.lister().byIndex(QStringLiteral("node"), node.toUtf8());
        QCOMPARE(indexed.size(), onNode);
        for (const auto &pod : indexed)
            QCOMPARE(pod->spec->nodeName, node);
        factory.shutdown();
    }

    void eachVersionIsDecodedOnceAndShared()
    {
        SharedInformerFactory factory(m_fixture->restConfig());
        const TypedInformer<apps::Deployment> deployments(&factory, ns);
        // The untyped consumer of the same resource shares the informer: one list, one watch, one cache.
        QCOMPARE(factory.informerFor(Kinds::Deployment, ns), deployments.informer());
        // Two handlers: each gets every notification on a listener thread of its own.
        Seen seen, seenToo;
        for (Seen *into : {&seen, &seenToo}) {
            auto handler = std::make_shared<TypedEventHandler<apps::Deployment>>();
            handler->added = [into](const auto &object, bool) {
                into->record({QStringLiteral("added"), object->metadata->name.value(), -1, replicasOf(object),
                              object});
            };
            deployments.addEventHandler(handler);
        }
        QSignalSpy synced(&factory, &SharedInformerFactory::cacheSynced);
        factory.start();
        QTRY_COMPARE_WITH_TIMEOUT(synced.size(), 1, 15000);

        const auto client = Clientset(m_client.get()).appsV1().deployments(ns);
        QVERIFY(answer<Result<apps::Deployment>>([&](auto done) {
                    client.create(deployment(QStringLiteral("shared"), 1), {}, this, done);
                })->ok());
        QTRY_VERIFY(seen.find(QStringLiteral("added"), QStringLiteral("shared"), 1));
        QTRY_VERIFY(seenToo.find(QStringLiteral("added"), QStringLiteral("shared"), 1));
        // One decoding of that version, handed to both.
        QCOMPARE(seen.find(QStringLiteral("added"), QStringLiteral("shared"), 1)->object,
                 seenToo.find(QStringLiteral("added"), QStringLiteral("shared"), 1)->object);
        const auto lister = deployments.lister().byNamespace(ns);
        // kubesim's deployment controller writes the status (a new version) soon after the create: two reads
        // of one version are compared.
        std::shared_ptr<const apps::Deployment> first, again;
        QTRY_VERIFY((first = lister.get(QStringLiteral("shared")).value(),
                     again = lister.get(QStringLiteral("shared")).value(),
                     first->metadata->resourceVersion == again->metadata->resourceVersion));
        QCOMPARE(again.get(), first.get());

        // A new version is decoded anew.
        QVERIFY(answer<Result<apps::Deployment>>([&](auto done) {
                    client.patch(QStringLiteral("shared"), PatchType::Merge, R"({"spec":{"replicas":4}})", {},
                                 this, done);
                })->ok());
        QTRY_COMPARE(replicasOf(lister.get(QStringLiteral("shared")).value()), 4);
        QVERIFY(lister.get(QStringLiteral("shared")).value().get() != first.get());
        QCOMPARE(replicasOf(first), 1); // what a reader holds stays as it was
        factory.shutdown();
    }

    // The cache does not keep a decoding no one holds (a cache read typed once would hold 2.9x its own
    // memory): dropped by its last holder, it is freed, and the next read decodes that version again.
    void aDecodingNoOneHoldsIsNotKept()
    {
        Indexer cache;
        const auto pod = Object::fromJson(R"({"apiVersion":"v1","kind":"Pod","metadata":{"name":"a",)"
                                          R"("namespace":"default","resourceVersion":"7"},"spec":{"nodeName":"n1"}})");
        QVERIFY(pod);
        cache.add(pod.value());
        const TypedLister<core::Pod> lister(&cache);
        auto held = lister.byNamespace(ns).get(QStringLiteral("a")).value();
        QCOMPARE(held->spec->nodeName.value(), QStringLiteral("n1"));
        QCOMPARE(lister.list().first().get(), held.get()); // shared while held
        const std::weak_ptr<const core::Pod> watched = held;
        held.reset();
        QVERIFY(watched.expired());
        const auto again = lister.byNamespace(ns).get(QStringLiteral("a")).value();
        QCOMPARE(again->spec->nodeName.value(), QStringLiteral("n1"));
    }

private:
    std::unique_ptr<SimFixture> m_fixture;
    std::unique_ptr<RestClient> m_client;
};

QTEST_GUILESS_MAIN(TypedInformerTest)
#include "tst_typedinformer.moc"
