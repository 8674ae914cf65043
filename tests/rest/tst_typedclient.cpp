// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// TypedClient against kubesim: get/list/create/update hand out generated API types, and the server's errors
// come through as they do on the dynamic client.
#include "api/apps/v1/deployment.h"
#include "api/core/v1/configmap.h"
#include "api/core/v1/pod.h"
#include "responseof.h"
#include "rest/clientset.h"
#include "rest/typedclient.h"
#include "simfixture.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <memory>

using namespace kube;
namespace core = kube::api::core::v1;
namespace apps = kube::api::apps::v1;

namespace {

// What a typed call hands to its callback, waited for on this thread's event loop.
template <typename T> class Answer
{
public:
    std::function<void(Result<T>)> callback()
    {
        return [this](Result<T> result) { m_result = std::make_unique<Result<T>>(std::move(result)); };
    }
    bool arrived() const { return m_result != nullptr; }
    const Result<T> &result() const { return *m_result; }

private:
    std::unique_ptr<Result<T>> m_result;
};

const QString ns = QStringLiteral("default");

} // namespace

class TypedClientTest : public QObject
{
    Q_OBJECT

private slots:
    void init() { m_fixture = std::make_unique<SimFixture>(); }
    void cleanup() { m_fixture.reset(); }

    void listAndGetHandOutTypedPods()
    {
        RestClient client(m_fixture->restConfig());
        const auto dynamicList = ResourceClient::objectList(responseOf(Clientset(&client).pods(ns).list()));
        QVERIFY(dynamicList.ok());
        QVERIFY(!dynamicList->items.isEmpty());

        const TypedClient<core::Pod> pods(&client, ns);
        Answer<QList<core::Pod>> list;
        pods.list({}, this, list.callback());
        QTRY_VERIFY(list.arrived());
        QVERIFY2(list.result().ok(), qPrintable(list.result().error().message()));
        QCOMPARE(list.result()->size(), dynamicList->items.size());
        for (const core::Pod &pod : list.result().value()) {
            QCOMPARE(pod.metadata->namespace_, ns);
            QVERIFY(!pod.spec->containers.isEmpty());
        }

        const QJsonObject first = dynamicList->items.first().toJsonObject();
        const QString name = first["metadata"]["name"].toString();
        Answer<core::Pod> get;
        pods.get(name, this, get.callback());
        QTRY_VERIFY(get.arrived());
        QVERIFY2(get.result().ok(), qPrintable(get.result().error().message()));
        QCOMPARE(get.result()->metadata->name, name);
        QCOMPARE(get.result()->spec->containers[0].image, first["spec"]["containers"][0]["image"].toString());
        QCOMPARE(get.result()->toJson(), first);
    }

    void aMissingObjectIsTheServersNotFound()
    {
        RestClient client(m_fixture->restConfig());
        Answer<core::Pod> get;
        TypedClient<core::Pod>(&client, ns).get(QStringLiteral("nope"), this, get.callback());
        QTRY_VERIFY(get.arrived());
        QVERIFY(!get.result().ok());
        QVERIFY(get.result().error().isNotFound());
    }

    void createThenUpdateAConfigMap()
    {
        RestClient client(m_fixture->restConfig());
        const TypedClient<core::ConfigMap> configMaps(&client, ns);
        core::ConfigMap configMap;
        configMap.metadata.emplace().name = QStringLiteral("typed");
        configMap.data = QMap<QString, QString>{{QStringLiteral("mode"), QStringLiteral("fast")}};

        Answer<core::ConfigMap> created;
        configMaps.create(configMap, this, created.callback());
        QTRY_VERIFY(created.arrived());
        QVERIFY2(created.result().ok(), qPrintable(created.result().error().message()));
        QVERIFY(!created.result()->metadata->uid.value_or(QString()).isEmpty());
        QCOMPARE(created.result()->data->value(QStringLiteral("mode")), QStringLiteral("fast"));

        core::ConfigMap changed = created.result().value();
        changed.data->insert(QStringLiteral("mode"), QStringLiteral("safe"));
        Answer<core::ConfigMap> updated;
        configMaps.update(changed, this, updated.callback());
        QTRY_VERIFY(updated.arrived());
        QVERIFY2(updated.result().ok(), qPrintable(updated.result().error().message()));
        QCOMPARE(updated.result()->data->value(QStringLiteral("mode")), QStringLiteral("safe"));

        // The server holds what the typed update sent.
        const auto stored = ResourceClient::object(
            responseOf(Clientset(&client).configMaps(ns).get(QStringLiteral("typed"))));
        QVERIFY(stored.ok());
        const QJsonObject storedJson = stored->toJsonObject();
        QCOMPARE(storedJson["data"]["mode"], QStringLiteral("safe"));
    }

    void createADeploymentAndReadItsReplicas()
    {
        RestClient client(m_fixture->restConfig());
        apps::Deployment deployment;
        deployment.metadata.emplace().name = QStringLiteral("typed-web");
        auto &spec = deployment.spec.emplace();
        spec.replicas = 2;
        spec.selector.matchLabels =
            QMap<QString, QString>{{QStringLiteral("app"), QStringLiteral("typed-web")}};
        spec.template_.metadata.emplace().labels = spec.selector.matchLabels;
        core::Container container;
        container.name = QStringLiteral("web");
        container.image = QStringLiteral("nginx:1.25");
        spec.template_.spec.emplace().containers = {container};

        Answer<apps::Deployment> created;
        TypedClient<apps::Deployment>(&client, ns).create(deployment, this, created.callback());
        QTRY_VERIFY(created.arrived());
        QVERIFY2(created.result().ok(), qPrintable(created.result().error().message()));
        QCOMPARE(created.result()->spec->replicas, 2);
        QCOMPARE(created.result()->spec->template_.spec->containers[0].image, QStringLiteral("nginx:1.25"));
        QCOMPARE(created.result()->kind, QStringLiteral("Deployment"));
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

private:
    std::unique_ptr<SimFixture> m_fixture;
};

QTEST_GUILESS_MAIN(TypedClientTest)
#include "tst_typedclient.moc"
