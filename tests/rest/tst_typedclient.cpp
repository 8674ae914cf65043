// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// TypedClient against kubesim: every verb of client-go's typed client hands out generated API types, and the
// server's errors (NotFound, Conflict, Invalid) come through as kube::Error values.
#include "api/apps/v1/deployment.h"
#include "api/apps/v1/replicaset.h"
#include "api/core/v1/configmap.h"
#include "api/core/v1/pod.h"
#include "rest/clientset.h"
#include "rest/typedclient.h"
#include "simfixture.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <memory>

using namespace kube;
namespace core = kube::api::core::v1;
namespace apps = kube::api::apps::v1;
namespace meta = kube::api::meta::v1;

namespace {

const QString ns = QStringLiteral("default");

// What a typed call hands to its callback, waited for on this thread's event loop (nothing, after 10 s).
template <typename R> std::optional<R> answer(const std::function<void(std::function<void(R)>)> &start)
{
    auto slot = std::make_shared<std::optional<R>>();
    start([slot](R value) { slot->emplace(std::move(value)); });
    if (!QTest::qWaitFor([&] { return slot->has_value(); }, 10000))
        qWarning("no answer within 10 s");
    return *slot;
}

core::ConfigMap configMap(const QString &name, const QMap<QString, QString> &data,
                          const QMap<QString, QString> &labels = {})
{
    core::ConfigMap object;
    auto &metadata = object.metadata.emplace();
    metadata.name = name;
    if (!labels.isEmpty())
        metadata.labels = labels;
    object.data = data;
    return object;
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
    container.args = QList<QString>{QStringLiteral("--port=80")};
    spec.template_.spec.emplace().containers = {container};
    return object;
}

} // namespace

class TypedClientTest : public QObject
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

    void listAndGetHandOutTypedPods()
    {
        const auto dynamicList = answer<Response>([&](auto done) {
            m_client->send(Clientset(m_client.get()).pods(ns).request("GET"), this, done);
        });
        QVERIFY(dynamicList);
        const auto objects = ResourceClient::objectList(*dynamicList);
        QVERIFY(objects.ok() && !objects->items.isEmpty());

        const TypedClient<core::Pod> pods = Clientset(m_client.get()).coreV1().pods(ns);
        const auto list = answer<Result<TypedList<core::Pod>>>([&](auto done) { pods.list({}, this, done); });
        QVERIFY(list);
        QVERIFY2(list->ok(), qPrintable(list->error().message()));
        QVERIFY(!list->value().metadata.resourceVersion.value_or(QString()).isEmpty());
        QCOMPARE(list->value().items.size(), objects->items.size());
        for (const core::Pod &pod : list->value().items) {
            QCOMPARE(pod.metadata->namespace_, ns);
            QVERIFY(!pod.spec->containers.isEmpty());
        }

        const QJsonObject first = objects->items.first().toJsonObject();
        const QString name = first["metadata"]["name"].toString();
        const auto get = answer<Result<core::Pod>>([&](auto done) { pods.get(name, this, done); });
        QVERIFY(get);
        QVERIFY2(get->ok(), qPrintable(get->error().message()));
        QCOMPARE(get->value().metadata->name, name);
        QCOMPARE(get->value().spec->containers[0].image, first["spec"]["containers"][0]["image"].toString());
        QCOMPARE(get->value().toJson(), first);
    }

    void aMissingObjectIsTheServersNotFound_data()
    {
        QTest::addColumn<QString>("verb");
        QTest::newRow("get") << QStringLiteral("get");
        QTest::newRow("update") << QStringLiteral("update");
        QTest::newRow("merge patch") << QStringLiteral("patch");
        QTest::newRow("delete") << QStringLiteral("delete");
    }
    void aMissingObjectIsTheServersNotFound()
    {
        QFETCH(QString, verb);
        const auto configMaps = Clientset(m_client.get()).coreV1().configMaps(ns);
        const auto missing = configMap(QStringLiteral("nope"), {{QStringLiteral("a"), QStringLiteral("b")}});
        Error error;
        if (verb == QLatin1String("delete")) {
            const auto removed =
                answer<Error>([&](auto done) { configMaps.remove(QStringLiteral("nope"), {}, this, done); });
            QVERIFY(removed);
            error = *removed;
        } else {
            const auto result = answer<Result<core::ConfigMap>>([&](auto done) {
                if (verb == QLatin1String("get"))
                    configMaps.get(QStringLiteral("nope"), this, done);
                else if (verb == QLatin1String("update"))
                    configMaps.update(missing, {}, this, done);
                else
                    configMaps.patch(QStringLiteral("nope"), PatchType::Merge, R"({"data":{"a":"c"}})", {},
                                     this, done);
            });
            QVERIFY(result);
            QVERIFY(!result->ok());
            error = result->error();
        }
        QVERIFY(error.isNotFound());
        QCOMPARE(error.httpCode(), 404);
        QCOMPARE(error.message(), QStringLiteral("configmaps \"nope\" not found"));
    }

    void createThenUpdateAConfigMap()
    {
        const auto configMaps = Clientset(m_client.get()).coreV1().configMaps(ns);
        const auto created = answer<Result<core::ConfigMap>>([&](auto done) {
            configMaps.create(
                configMap(QStringLiteral("typed"), {{QStringLiteral("mode"), QStringLiteral("fast")}}), {},
                this, done);
        });
        QVERIFY(created);
        QVERIFY2(created->ok(), qPrintable(created->error().message()));
        QVERIFY(!created->value().metadata->uid.value_or(QString()).isEmpty());
        QCOMPARE(created->value().data->value(QStringLiteral("mode")), QStringLiteral("fast"));

        core::ConfigMap changed = created->value();
        changed.data->insert(QStringLiteral("mode"), QStringLiteral("safe"));
        const auto updated =
            answer<Result<core::ConfigMap>>([&](auto done) { configMaps.update(changed, {}, this, done); });
        QVERIFY(updated);
        QVERIFY2(updated->ok(), qPrintable(updated->error().message()));
        QCOMPARE(updated->value().data->value(QStringLiteral("mode")), QStringLiteral("safe"));

        // The server holds what the typed update sent.
        const auto stored = answer<Result<core::ConfigMap>>(
            [&](auto done) { configMaps.get(QStringLiteral("typed"), this, done); });
        QVERIFY(stored && stored->ok());
        QCOMPARE(stored->value().data->value(QStringLiteral("mode")), QStringLiteral("safe"));

        // The version read before the update is stale now: writing it again is a Conflict.
        const auto stale =
            answer<Result<core::ConfigMap>>([&](auto done) { configMaps.update(changed, {}, this, done); });
        QVERIFY(stale);
        QVERIFY(!stale->ok());
        QVERIFY(stale->error().isConflict());
        QCOMPARE(stale->error().httpCode(), 409);
        QVERIFY2(stale->error().message().contains(QLatin1String("the object has been modified")),
                 qPrintable(stale->error().message()));
    }

    void aDryRunCreateStoresNothing()
    {
        const auto configMaps = Clientset(m_client.get()).coreV1().configMaps(ns);
        WriteOptions dryRun;
        dryRun.dryRun = true;
        const auto created = answer<Result<core::ConfigMap>>([&](auto done) {
            configMaps.create(configMap(QStringLiteral("dry"), {{QStringLiteral("a"), QStringLiteral("b")}}),
                              dryRun, this, done);
        });
        QVERIFY(created && created->ok());
        QCOMPARE(created->value().metadata->name, QStringLiteral("dry"));
        const auto get = answer<Result<core::ConfigMap>>(
            [&](auto done) { configMaps.get(QStringLiteral("dry"), this, done); });
        QVERIFY(get);
        QVERIFY(get->error().isNotFound());
    }

    void anInvalidObjectIsTheServersInvalid()
    {
        core::Pod pod;
        pod.metadata.emplace().name = QStringLiteral("empty");
        pod.spec.emplace();
        const auto created = answer<Result<core::Pod>>(
            [&](auto done) { Clientset(m_client.get()).coreV1().pods(ns).create(pod, {}, this, done); });
        QVERIFY(created);
        QVERIFY(!created->ok());
        QVERIFY(created->error().isInvalid());
        QCOMPARE(created->error().httpCode(), 422);
        QCOMPARE(created->error().message(),
                 QStringLiteral("Pod \"empty\" is invalid: spec.containers: Required value"));
    }

    void aWriteThatCannotBeSentIsInvalidWithoutARequest_data()
    {
        QTest::addColumn<QString>("verb");
        QTest::addColumn<QString>("message");
        QTest::newRow("update without a name")
            << QStringLiteral("update") << QStringLiteral("update: the object has no metadata.name");
        QTest::newRow("apply without a field manager")
            << QStringLiteral("apply") << QStringLiteral("apply: WriteOptions::fieldManager is required");
    }
    void aWriteThatCannotBeSentIsInvalidWithoutARequest()
    {
        QFETCH(QString, verb);
        QFETCH(QString, message);
        const auto configMaps = Clientset(m_client.get()).coreV1().configMaps(ns);
        core::ConfigMap object = configMap(QStringLiteral("x"), {});
        if (verb == QLatin1String("update"))
            object.metadata->name.reset();
        RestCall *call = nullptr;
        const auto result = answer<Result<core::ConfigMap>>([&](auto done) {
            call = verb == QLatin1String("update") ? configMaps.update(object, {}, this, done)
                                                   : configMaps.apply(object, {}, this, done);
        });
        QCOMPARE(call, nullptr);
        QVERIFY(result);
        QCOMPARE(result->error().kind(), Error::Kind::Invalid);
        QCOMPARE(result->error().message(), message);
    }

    void updateStatusChangesOnlyTheStatus()
    {
        const auto deployments = Clientset(m_client.get()).appsV1().deployments(ns);
        const auto created = answer<Result<apps::Deployment>>([&](auto done) {
            deployments.create(deployment(QStringLiteral("status-only"), 1), {}, this, done);
        });
        QVERIFY(created && created->ok());
        apps::Deployment changed = created->value();
        changed.spec->replicas = 7;
        changed.metadata->resourceVersion
            .reset(); // the deployment controller may have written the status since
        changed.status.emplace().observedGeneration = 42;
        const auto updated = answer<Result<apps::Deployment>>(
            [&](auto done) { deployments.updateStatus(changed, {}, this, done); });
        QVERIFY(updated);
        QVERIFY2(updated->ok(), qPrintable(updated->error().message()));
        QCOMPARE(updated->value().spec->replicas, 1);
        QCOMPARE(updated->value().status->observedGeneration, 42);
    }

    // A merge patch replaces a list; a strategic merge patch merges containers by name; a JSON patch edits
    // one path.
    void patchesOfEachType_data()
    {
        QTest::addColumn<int>("type");
        QTest::addColumn<QByteArray>("patch");
        QTest::addColumn<QString>("image");
        QTest::addColumn<QStringList>("args");
        QTest::newRow("merge")
            << int(PatchType::Merge)
            << QByteArray(
                   R"({"spec":{"template":{"spec":{"containers":[{"name":"web","image":"nginx:1.26"}]}}}})")
            << QStringLiteral("nginx:1.26") << QStringList();
        QTest::newRow("strategic merge")
            << int(PatchType::StrategicMerge)
            << QByteArray(
                   R"({"spec":{"template":{"spec":{"containers":[{"name":"web","image":"nginx:1.26"}]}}}})")
            << QStringLiteral("nginx:1.26") << QStringList{QStringLiteral("--port=80")};
        QTest::newRow("json")
            << int(PatchType::Json)
            << QByteArray(
                   R"([{"op":"replace","path":"/spec/template/spec/containers/0/image","value":"nginx:1.27"}])")
            << QStringLiteral("nginx:1.27") << QStringList{QStringLiteral("--port=80")};
    }
    void patchesOfEachType()
    {
        QFETCH(int, type);
        QFETCH(QByteArray, patch);
        QFETCH(QString, image);
        QFETCH(QStringList, args);
        const auto deployments = Clientset(m_client.get()).appsV1().deployments(ns);
        QVERIFY(answer<Result<apps::Deployment>>([&](auto done) {
                    deployments.create(deployment(QStringLiteral("patched"), 1), {}, this, done);
                })->ok());
        const auto patched = answer<Result<apps::Deployment>>([&](auto done) {
            deployments.patch(QStringLiteral("patched"), PatchType(type), patch, {}, this, done);
        });
        QVERIFY(patched);
        QVERIFY2(patched->ok(), qPrintable(patched->error().message()));
        const core::Container &container = patched->value().spec->template_.spec->containers.at(0);
        QCOMPARE(container.image, image);
        QCOMPARE(container.args.value_or(QStringList()), args);
    }

    void aBadPatchIsInvalid()
    {
        const auto deployments = Clientset(m_client.get()).appsV1().deployments(ns);
        QVERIFY(answer<Result<apps::Deployment>>([&](auto done) {
                    deployments.create(deployment(QStringLiteral("badpatch"), 1), {}, this, done);
                })->ok());
        const auto patched = answer<Result<apps::Deployment>>([&](auto done) {
            deployments.patch(QStringLiteral("badpatch"), PatchType::Json,
                              R"([{"op":"replace","path":"/spec/nothing/here","value":1}])", {}, this, done);
        });
        QVERIFY(patched);
        QVERIFY(!patched->ok());
        QVERIFY(patched->error().isInvalid());
    }

    void applyCreatesThenChangesWhatItOwns()
    {
        const auto configMaps = Clientset(m_client.get()).coreV1().configMaps(ns);
        WriteOptions apply;
        apply.fieldManager = QStringLiteral("tst-typedclient");
        const auto created = answer<Result<core::ConfigMap>>([&](auto done) {
            configMaps.apply(
                configMap(QStringLiteral("applied"), {{QStringLiteral("a"), QStringLiteral("1")}}), apply,
                this, done);
        });
        QVERIFY(created);
        QVERIFY2(created->ok(), qPrintable(created->error().message()));
        QCOMPARE(created->value().data->value(QStringLiteral("a")), QStringLiteral("1"));

        apply.force = true;
        const auto changed = answer<Result<core::ConfigMap>>([&](auto done) {
            configMaps.apply(configMap(QStringLiteral("applied"),
                                       {{QStringLiteral("b"), QStringLiteral("2")}},
                                       {{QStringLiteral("team"), QStringLiteral("x")}}),
                             apply, this, done);
        });
        QVERIFY(changed);
        QVERIFY2(changed->ok(), qPrintable(changed->error().message()));
        QCOMPARE(changed->value().data->value(QStringLiteral("b")), QStringLiteral("2"));
        QCOMPARE(changed->value().metadata->labels->value(QStringLiteral("team")), QStringLiteral("x"));
        QCOMPARE(changed->value().metadata->uid, created->value().metadata->uid);
    }

    void forceOnAPatchThatIsNotApplyIsInvalid()
    {
        const auto configMaps = Clientset(m_client.get()).coreV1().configMaps(ns);
        QVERIFY(answer<Result<core::ConfigMap>>([&](auto done) {
                    configMaps.create(configMap(QStringLiteral("forced"), {}), {}, this, done);
                })->ok());
        WriteOptions force;
        force.force = true;
        const auto patched = answer<Result<core::ConfigMap>>([&](auto done) {
            configMaps.patch(QStringLiteral("forced"), PatchType::Merge, R"({"data":{"a":"b"}})", force, this,
                             done);
        });
        QVERIFY(patched);
        QVERIFY(patched->error().isInvalid());
        QVERIFY2(patched->error().message().contains(QLatin1String("force: Forbidden")),
                 qPrintable(patched->error().message()));
    }

    void deleteHonoursItsOptions_data()
    {
        QTest::addColumn<QString>("preconditionUid");
        QTest::addColumn<bool>("dryRun");
        QTest::addColumn<bool>("deleted");
        QTest::addColumn<bool>("conflict");
        QTest::newRow("plain") << QString() << false << true << false;
        QTest::newRow("uid precondition of another object")
            << QStringLiteral("other-uid") << false << false << true;
        QTest::newRow("uid precondition of this object") << QStringLiteral("self") << false << true << false;
        QTest::newRow("dry run") << QString() << true << false << false;
    }
    void deleteHonoursItsOptions()
    {
        QFETCH(QString, preconditionUid);
        QFETCH(bool, dryRun);
        QFETCH(bool, deleted);
        QFETCH(bool, conflict);
        const auto configMaps = Clientset(m_client.get()).coreV1().configMaps(ns);
        const auto created = answer<Result<core::ConfigMap>>(
            [&](auto done) { configMaps.create(configMap(QStringLiteral("doomed"), {}), {}, this, done); });
        QVERIFY(created && created->ok());

        meta::DeleteOptions options;
        options.gracePeriodSeconds = 0;
        options.propagationPolicy = QStringLiteral("Background");
        if (!preconditionUid.isEmpty())
            options.preconditions.emplace().uid = preconditionUid == QLatin1String("self")
                                                      ? created->value().metadata->uid.value()
                                                      : preconditionUid;
        if (dryRun)
            options.dryRun = QList<QString>{QStringLiteral("All")};
        const auto removed = answer<Error>(
            [&](auto done) { configMaps.remove(QStringLiteral("doomed"), options, this, done); });
        QVERIFY(removed);
        QCOMPARE(removed->isConflict(), conflict);
        QCOMPARE(removed->isError(), conflict);
        if (conflict)
            QVERIFY2(removed->message().contains(
                         QLatin1String("Precondition failed: UID in precondition: other-uid")),
                     qPrintable(removed->message()));
        const auto get = answer<Result<core::ConfigMap>>(
            [&](auto done) { configMaps.get(QStringLiteral("doomed"), this, done); });
        QVERIFY(get);
        QCOMPARE(get->error().isNotFound(), deleted);
    }

    void anUnknownPropagationPolicyIsInvalid()
    {
        const auto configMaps = Clientset(m_client.get()).coreV1().configMaps(ns);
        QVERIFY(answer<Result<core::ConfigMap>>([&](auto done) {
                    configMaps.create(configMap(QStringLiteral("kept"), {}), {}, this, done);
                })->ok());
        meta::DeleteOptions options;
        options.propagationPolicy = QStringLiteral("Sideways");
        const auto removed =
            answer<Error>([&](auto done) { configMaps.remove(QStringLiteral("kept"), options, this, done); });
        QVERIFY(removed);
        QVERIFY(removed->isInvalid());
        QVERIFY2(removed->message().contains(QLatin1String("Unsupported value: \"Sideways\"")),
                 qPrintable(removed->message()));
    }

    void orphanPropagationKeepsTheReplicaSets()
    {
        const auto deployments = Clientset(m_client.get()).appsV1().deployments(ns);
        const auto replicaSets = Clientset(m_client.get()).appsV1().replicaSets(ns);
        QVERIFY(answer<Result<apps::Deployment>>([&](auto done) {
                    deployments.create(deployment(QStringLiteral("orphaner"), 1), {}, this, done);
                })->ok());
        ListOptions selected;
        selected.labelSelector = QStringLiteral("app=orphaner");
        const auto replicaSetCount = [&] {
            const auto list = answer<Result<TypedList<apps::ReplicaSet>>>(
                [&](auto done) { replicaSets.list(selected, this, done); });
            return list && list->ok() ? list->value().items.size() : -1;
        };
        QTRY_COMPARE(replicaSetCount(), 1);

        meta::DeleteOptions orphan;
        orphan.propagationPolicy = QStringLiteral("Orphan");
        const auto removed = answer<Error>(
            [&](auto done) { deployments.remove(QStringLiteral("orphaner"), orphan, this, done); });
        QVERIFY(removed);
        QVERIFY2(!removed->isError(), qPrintable(removed->message()));
        QTRY_VERIFY(answer<Result<apps::Deployment>>(
                        [&](auto done) { deployments.get(QStringLiteral("orphaner"), this, done); })
                        ->error()
                        .isNotFound());
        const auto left = answer<Result<TypedList<apps::ReplicaSet>>>(
            [&](auto done) { replicaSets.list(selected, this, done); });
        QVERIFY(left && left->ok());
        QCOMPARE(left->value().items.size(), 1);
        QVERIFY(left->value()
                    .items.first()
                    .metadata->ownerReferences.value_or(QList<meta::OwnerReference>())
                    .isEmpty());
    }

    void deleteCollectionRemovesWhatTheSelectorPicks()
    {
        const auto configMaps = Clientset(m_client.get()).coreV1().configMaps(ns);
        const QMap<QString, QString> batch{{QStringLiteral("batch"), QStringLiteral("old")}};
        for (const QString &name : {QStringLiteral("old-1"), QStringLiteral("old-2")})
            QVERIFY(answer<Result<core::ConfigMap>>([&](auto done) {
                        configMaps.create(configMap(name, {}, batch), {}, this, done);
                    })->ok());
        QVERIFY(answer<Result<core::ConfigMap>>([&](auto done) {
                    configMaps.create(configMap(QStringLiteral("young"), {}), {}, this, done);
                })->ok());

        ListOptions selector;
        selector.labelSelector = QStringLiteral("batch=old");
        const auto removed =
            answer<Error>([&](auto done) { configMaps.removeCollection({}, selector, this, done); });
        QVERIFY(removed);
        QVERIFY2(!removed->isError(), qPrintable(removed->message()));
        const auto left =
            answer<Result<TypedList<core::ConfigMap>>>([&](auto done) { configMaps.list({}, this, done); });
        QVERIFY(left && left->ok());
        QStringList names;
        for (const core::ConfigMap &object : left->value().items)
            names.append(object.metadata->name.value());
        QVERIFY(names.contains(QStringLiteral("young")));
        QVERIFY(!names.contains(QStringLiteral("old-1")));
        QVERIFY(!names.contains(QStringLiteral("old-2")));
    }

    void aWatchHandsOutTypedEvents()
    {
        const auto configMaps = Clientset(m_client.get()).coreV1().configMaps(ns);
        ListOptions watched;
        watched.labelSelector = QStringLiteral("watched=yes");
        watched.allowWatchBookmarks = true;
        const auto list = answer<Result<TypedList<core::ConfigMap>>>(
            [&](auto done) { configMaps.list(watched, this, done); });
        QVERIFY(list && list->ok());
        watched.resourceVersion = list->value().metadata.resourceVersion.value();
        watched.resourceVersionSet = true;

        QList<TypedWatchEvent<core::ConfigMap>> events;
        std::optional<Error> ended;
        configMaps.watch(
            watched, this,
            [&](const QList<TypedWatchEvent<core::ConfigMap>> &batch) { events.append(batch); },
            [&](const Error &error) { ended = error; });

        const QMap<QString, QString> labels{{QStringLiteral("watched"), QStringLiteral("yes")}};
        const auto created = answer<Result<core::ConfigMap>>([&](auto done) {
            configMaps.create(
                configMap(QStringLiteral("w"), {{QStringLiteral("v"), QStringLiteral("1")}}, labels), {},
                this, done);
        });
        QVERIFY(created && created->ok());
        QVERIFY(answer<Result<core::ConfigMap>>([&](auto done) {
                    configMaps.patch(QStringLiteral("w"), PatchType::Merge, R"({"data":{"v":"2"}})", {}, this,
                                     done);
                })->ok());
        QVERIFY(!answer<Error>([&](auto done) {
                     configMaps.remove(QStringLiteral("w"), {}, this, done);
                 })->isError());
        QTRY_COMPARE(events.size(), 3);
        QCOMPARE(events[0].type, WatchEvent::Type::Added);
        QCOMPARE(events[0].object.data->value(QStringLiteral("v")), QStringLiteral("1"));
        QCOMPARE(events[1].type, WatchEvent::Type::Modified);
        QCOMPARE(events[1].object.data->value(QStringLiteral("v")), QStringLiteral("2"));
        QCOMPARE(events[2].type, WatchEvent::Type::Deleted);
        QCOMPARE(events[2].object.metadata->name, QStringLiteral("w"));

        m_fixture->sim().sendBookmarks();
        QTRY_COMPARE(events.size(), 4);
        QCOMPARE(events[3].type, WatchEvent::Type::Bookmark);
        QVERIFY(!events[3].object.metadata->resourceVersion.value_or(QString()).isEmpty());

        m_fixture->sim().expireWatches();
        QTRY_COMPARE(events.size(), 5);
        QCOMPARE(events[4].type, WatchEvent::Type::Error);
        QVERIFY(events[4].error.isExpired());
        QTRY_VERIFY(ended.has_value());
    }

    void anEventOfTheWrongShapeIsADecodeErrorEvent()
    {
        const auto object =
            Object::fromJson(R"({"kind":"ConfigMap","metadata":{"name":"a"},"data":{"k":7}})");
        QVERIFY(object.ok());
        WatchEvent event;
        event.type = WatchEvent::Type::Modified;
        event.object = object.value();
        const auto typed = TypedClient<core::ConfigMap>::decodeEvents({event});
        QCOMPARE(typed.size(), 1);
        QCOMPARE(typed[0].type, WatchEvent::Type::Error);
        QCOMPARE(typed[0].error.kind(), Error::Kind::Decode);
        QCOMPARE(typed[0].error.message(), QStringLiteral("data[k]: expected a string, got a number"));
    }

    void anAnswerOfTheWrongShapeIsADecodeErrorNamingTheItem()
    {
        Response response;
        response.body = R"({"items":[{"metadata":{"name":"a"}},{"spec":{"containers":"none"}}]})";
        const auto items = TypedClient<core::Pod>::decodeList(response);
        QVERIFY(!items.ok());
        QCOMPARE(items.error().kind(), Error::Kind::Decode);
        QCOMPARE(items.error().message(),
                 QStringLiteral("items[1].spec.containers: expected an array, got a string"));
    }

    void aListAnswerWithoutItemsIsADecodeError()
    {
        Response response;
        response.body = R"({"kind":"PodList","apiVersion":"v1","metadata":{"resourceVersion":"7"}})";
        const auto items = TypedClient<core::Pod>::decodeList(response);
        QVERIFY(!items.ok());
        QCOMPARE(items.error().kind(), Error::Kind::Decode);
        QCOMPARE(items.error().message(), QStringLiteral("items: missing from the list answer"));
        response.body = R"({"kind":"PodList","apiVersion":"v1","metadata":{},"items":[]})";
        QVERIFY(TypedClient<core::Pod>::decodeList(response).ok());
    }

private:
    std::unique_ptr<SimFixture> m_fixture;
    std::unique_ptr<RestClient> m_client;
};

QTEST_GUILESS_MAIN(TypedClientTest)
#include "tst_typedclient.moc"
