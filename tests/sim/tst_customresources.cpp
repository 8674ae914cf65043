// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// CustomResourceDefinitions on kubesim: creating one serves its resource (discovery, CRUD, schema checks,
// status subresource), deleting it takes the resource and its objects away. Real sockets (plain HTTP).
#include "simfixture.h"
#include "simhttp.h"

using namespace kube;

namespace {
sim::KubeSimOptions smallCluster()
{
    sim::KubeSimOptions options = SimFixture::defaultOptions();
    options.tls = false;
    options.scenario.pods = 0;
    return options;
}

QJsonObject definition(const QString &group, const QString &plural, const QString &kind, const QString &scope)
{
    const QJsonObject schema{{QStringLiteral("type"), QStringLiteral("object")},
                             {QStringLiteral("properties"), QJsonObject{
                                  {QStringLiteral("spec"), QJsonObject{{QStringLiteral("type"), QStringLiteral("object")}, {QStringLiteral("required"), QJsonArray{QStringLiteral("image")}},
                                                                       {QStringLiteral("properties"), QJsonObject{{QStringLiteral("image"), QJsonObject{{QStringLiteral("type"), QStringLiteral("string")}}},
                                                                                                                  {QStringLiteral("replicas"), QJsonObject{{QStringLiteral("type"), QStringLiteral("integer")}}},
                                                                                                                  {QStringLiteral("mode"), QJsonObject{{QStringLiteral("type"), QStringLiteral("string")}, {QStringLiteral("enum"), QJsonArray{QStringLiteral("fast"), QStringLiteral("safe")}}}}}}}},
                                  {QStringLiteral("status"), QJsonObject{{QStringLiteral("type"), QStringLiteral("object")}, {QStringLiteral("x-kubernetes-preserve-unknown-fields"), true}}}}}};
    return {{QStringLiteral("apiVersion"), QStringLiteral("apiextensions.k8s.io/v1")}, {QStringLiteral("kind"), QStringLiteral("CustomResourceDefinition")},
            {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), plural + QLatin1Char('.') + group}}},
            {QStringLiteral("spec"), QJsonObject{{QStringLiteral("group"), group}, {QStringLiteral("scope"), scope},
                                                 {QStringLiteral("names"), QJsonObject{{QStringLiteral("plural"), plural}, {QStringLiteral("kind"), kind}, {QStringLiteral("shortNames"), QJsonArray{plural.left(2)}}}},
                                                 {QStringLiteral("versions"), QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("v1")}, {QStringLiteral("served"), true}, {QStringLiteral("storage"), true},
                                                                                                     {QStringLiteral("subresources"), QJsonObject{{QStringLiteral("status"), QJsonObject()}}},
                                                                                                     {QStringLiteral("schema"), QJsonObject{{QStringLiteral("openAPIV3Schema"), schema}}}}}}}}};
}

QJsonObject custom(const QString &group, const QString &kind, const QString &name, const QJsonObject &spec)
{
    return {{QStringLiteral("apiVersion"), group + QStringLiteral("/v1")}, {QStringLiteral("kind"), kind},
            {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), name}}}, {QStringLiteral("spec"), spec}};
}
} // namespace

class tst_CustomResources : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void definitionServesItsResource_data()
    {
        QTest::addColumn<QString>("scope");
        QTest::addColumn<QString>("collection"); // where the objects live
        QTest::newRow("namespaced") << QStringLiteral("Namespaced") << QStringLiteral("/apis/stable.example.com/v1/namespaces/default/crontabs");
        QTest::newRow("cluster-scoped") << QStringLiteral("Cluster") << QStringLiteral("/apis/stable.example.com/v1/crontabs");
    }

    void definitionServesItsResource()
    {
        QFETCH(QString, scope);
        QFETCH(QString, collection);
        SimFixture fixture(smallCluster());
        SimHttp http(fixture.sim().url());
        // The seeded cluster's CRDs are not this one: start from a fresh name.
        http.remove(QStringLiteral("/apis/apiextensions.k8s.io/v1/customresourcedefinitions/crontabs.stable.example.com"));
        QTRY_COMPARE_WITH_TIMEOUT(http.get(QStringLiteral("/apis/stable.example.com/v1")).code, 404, 5000);
        const SimHttp::Reply created = http.post(QStringLiteral("/apis/apiextensions.k8s.io/v1/customresourcedefinitions"),
                                                 definition(QStringLiteral("stable.example.com"), QStringLiteral("crontabs"), QStringLiteral("CronTab"), scope));
        QCOMPARE(created.code, 201);
        const QJsonArray conditions = created.body.value(QLatin1String("status")).toObject().value(QLatin1String("conditions")).toArray();
        QCOMPARE(conditions.at(1).toObject().value(QLatin1String("type")).toString(), QStringLiteral("Established"));

        bool listed = false;
        for (const QJsonValue &group : http.get(QStringLiteral("/apis")).body.value(QLatin1String("groups")).toArray())
            listed |= group.toObject().value(QLatin1String("name")) == QLatin1String("stable.example.com");
        QVERIFY(listed);
        QCOMPARE(http.get(QStringLiteral("/apis/stable.example.com")).body.value(QLatin1String("preferredVersion")).toObject().value(QLatin1String("groupVersion")).toString(),
                 QStringLiteral("stable.example.com/v1"));
        const QJsonObject resource = http.get(QStringLiteral("/apis/stable.example.com/v1")).body.value(QLatin1String("resources")).toArray().first().toObject();
        QCOMPARE(resource.value(QLatin1String("name")).toString(), QStringLiteral("crontabs"));
        QCOMPARE(resource.value(QLatin1String("singularName")).toString(), QStringLiteral("crontab"));
        QCOMPARE(resource.value(QLatin1String("namespaced")).toBool(), scope == QLatin1String("Namespaced"));
        QCOMPARE(resource.value(QLatin1String("shortNames")).toArray(), QJsonArray{QStringLiteral("cr")});
        QCOMPARE(resource.value(QLatin1String("verbs")).toArray().size(), 8);

        QCOMPARE(http.post(collection, custom(QStringLiteral("stable.example.com"), QStringLiteral("CronTab"), QStringLiteral("nightly"), {{QStringLiteral("image"), QStringLiteral("a")}, {QStringLiteral("replicas"), 2}})).code, 201);
        const QJsonArray items = http.get(collection).body.value(QLatin1String("items")).toArray();
        QCOMPARE(items.size(), 1);
        QCOMPARE(items.first().toObject().value(QLatin1String("spec")).toObject().value(QLatin1String("replicas")).toInt(), 2);
        QCOMPARE(http.get(collection + QStringLiteral("/nightly")).code, 200);
    }

    void objectsAreCheckedAgainstTheSchema_data()
    {
        QTest::addColumn<QJsonObject>("spec");
        QTest::addColumn<QString>("query");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        QTest::newRow("a string where an integer belongs")
            << QJsonObject{{QStringLiteral("image"), QStringLiteral("a")}, {QStringLiteral("replicas"), QStringLiteral("string")}} << QString() << 422
            << QStringLiteral("Widget.ops.example.com \"w\" is invalid: spec.replicas: Invalid value: \"string\": spec.replicas in body must be of type integer: \"string\"");
        QTest::newRow("a required field missing") << QJsonObject{{QStringLiteral("replicas"), 1}} << QString() << 422
                                                  << QStringLiteral("Widget.ops.example.com \"w\" is invalid: spec.image: Required value");
        QTest::newRow("two errors at once")
            << QJsonObject{{QStringLiteral("replicas"), true}, {QStringLiteral("mode"), QStringLiteral("reckless")}} << QString() << 422
            << QStringLiteral("Widget.ops.example.com \"w\" is invalid: [spec.image: Required value, spec.mode: Unsupported value: \"reckless\": supported values: \"fast\", \"safe\", "
                              "spec.replicas: Invalid value: \"boolean\": spec.replicas in body must be of type integer: \"boolean\"]");
        QTest::newRow("an unknown field under strict validation, as kubectl sends")
            << QJsonObject{{QStringLiteral("image"), QStringLiteral("a")}, {QStringLiteral("colour"), QStringLiteral("red")}} << QStringLiteral("?fieldValidation=Strict") << 400
            << QStringLiteral("Widget in version \"v1\" cannot be handled as a Widget: strict decoding error: unknown field \"spec.colour\"");
        QTest::newRow("an unknown field otherwise is pruned")
            << QJsonObject{{QStringLiteral("image"), QStringLiteral("a")}, {QStringLiteral("colour"), QStringLiteral("red")}} << QString() << 201 << QString();
    }

    void objectsAreCheckedAgainstTheSchema()
    {
        QFETCH(QJsonObject, spec);
        QFETCH(QString, query);
        QFETCH(int, code);
        QFETCH(QString, message);
        SimFixture fixture(smallCluster());
        SimHttp http(fixture.sim().url());
        QCOMPARE(http.post(QStringLiteral("/apis/apiextensions.k8s.io/v1/customresourcedefinitions"),
                           definition(QStringLiteral("ops.example.com"), QStringLiteral("widgets"), QStringLiteral("Widget"), QStringLiteral("Namespaced"))).code, 201);
        const SimHttp::Reply reply = http.post(QStringLiteral("/apis/ops.example.com/v1/namespaces/default/widgets") + query,
                                               custom(QStringLiteral("ops.example.com"), QStringLiteral("Widget"), QStringLiteral("w"), spec));
        QCOMPARE(reply.code, code);
        if (code >= 400) {
            QCOMPARE(reply.message(), message);
            return;
        }
        QVERIFY(!reply.body.value(QLatin1String("spec")).toObject().contains(QLatin1String("colour")));
    }

    void statusSubresourceOwnsTheStatus()
    {
        SimFixture fixture(smallCluster());
        SimHttp http(fixture.sim().url());
        http.post(QStringLiteral("/apis/apiextensions.k8s.io/v1/customresourcedefinitions"),
                  definition(QStringLiteral("ops.example.com"), QStringLiteral("widgets"), QStringLiteral("Widget"), QStringLiteral("Namespaced")));
        const QString path = QStringLiteral("/apis/ops.example.com/v1/namespaces/default/widgets/w");
        QJsonObject object = http.post(QStringLiteral("/apis/ops.example.com/v1/namespaces/default/widgets"),
                                       custom(QStringLiteral("ops.example.com"), QStringLiteral("Widget"), QStringLiteral("w"), {{QStringLiteral("image"), QStringLiteral("a")}})).body;
        object.insert(QStringLiteral("status"), QJsonObject{{QStringLiteral("phase"), QStringLiteral("Ready")}});
        object.insert(QStringLiteral("spec"), QJsonObject{{QStringLiteral("image"), QStringLiteral("ignored")}});
        const SimHttp::Reply status = http.put(path + QStringLiteral("/status"), object);
        QCOMPARE(status.code, 200);
        QCOMPARE(status.body.value(QLatin1String("status")).toObject().value(QLatin1String("phase")).toString(), QStringLiteral("Ready"));
        QCOMPARE(status.body.value(QLatin1String("spec")).toObject().value(QLatin1String("image")).toString(), QStringLiteral("a")); // /status changes only the status
        QJsonObject main = status.body;
        main.insert(QStringLiteral("status"), QJsonObject{{QStringLiteral("phase"), QStringLiteral("Lost")}});
        main.insert(QStringLiteral("spec"), QJsonObject{{QStringLiteral("image"), QStringLiteral("b")}});
        const SimHttp::Reply updated = http.put(path, main);
        QCOMPARE(updated.code, 200);
        QCOMPARE(updated.body.value(QLatin1String("spec")).toObject().value(QLatin1String("image")).toString(), QStringLiteral("b"));
        QCOMPARE(updated.body.value(QLatin1String("status")).toObject().value(QLatin1String("phase")).toString(), QStringLiteral("Ready")); // the main resource keeps it
    }

    void deletingTheDefinitionTakesResourceAndObjects()
    {
        SimFixture fixture(smallCluster());
        SimHttp http(fixture.sim().url());
        http.post(QStringLiteral("/apis/apiextensions.k8s.io/v1/customresourcedefinitions"),
                  definition(QStringLiteral("ops.example.com"), QStringLiteral("widgets"), QStringLiteral("Widget"), QStringLiteral("Namespaced")));
        http.post(QStringLiteral("/apis/ops.example.com/v1/namespaces/default/widgets"),
                  custom(QStringLiteral("ops.example.com"), QStringLiteral("Widget"), QStringLiteral("w"), {{QStringLiteral("image"), QStringLiteral("a")}}));
        const sim::ResourceType *widgets = fixture.sim().resources().find(QStringLiteral("ops.example.com"), QStringLiteral("v1"), QStringLiteral("widgets"));
        QVERIFY(widgets);
        QCOMPARE(fixture.sim().store().objects(*widgets).size(), 1);
        QCOMPARE(http.remove(QStringLiteral("/apis/apiextensions.k8s.io/v1/customresourcedefinitions/widgets.ops.example.com")).code, 200);
        QCOMPARE(http.get(QStringLiteral("/apis/ops.example.com/v1")).code, 404);
        QCOMPARE(http.get(QStringLiteral("/apis/ops.example.com/v1/namespaces/default/widgets")).code, 404);
        QCOMPARE(fixture.sim().store().objects(*widgets).size(), 0);
        QVERIFY(!fixture.sim().resources().find(QStringLiteral("ops.example.com"), QStringLiteral("v1"), QStringLiteral("widgets")));
    }

    void invalidDefinitionIsRefused()
    {
        SimFixture fixture(smallCluster());
        SimHttp http(fixture.sim().url());
        QJsonObject crd = definition(QStringLiteral("example"), QStringLiteral("widgets"), QStringLiteral("Widget"), QStringLiteral("Namespaced"));
        crd.insert(QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), QStringLiteral("widgets.example")}});
        const SimHttp::Reply reply = http.post(QStringLiteral("/apis/apiextensions.k8s.io/v1/customresourcedefinitions"), crd);
        QCOMPARE(reply.code, 422);
        QCOMPARE(reply.message(), QStringLiteral("CustomResourceDefinition.apiextensions.k8s.io \"widgets.example\" is invalid: spec.group: Invalid value: \"example\": should be a domain with at least one dot"));
    }
};

QTEST_GUILESS_MAIN(tst_CustomResources)
#include "tst_customresources.moc"
