// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// Types qkube-gen writes for a CRD (tests/data/crd/widgets-crd.yaml, through qkube_generate_crd): JSON →
// typed → JSON gives the input back, unknown and raw fields included; typed access reads what the JSON holds;
// a value of the wrong JSON type is an error naming its field path; the typed client's resource is the CRD's.
#include "api/example/v1/client.h"
#include "api/example/v1/widget.h"
#include "api/example/v1beta1/widget.h"

#include <QJsonDocument>
#include <QTest>

using namespace kube::api::example;

namespace {

QJsonObject json(const char *text)
{
    return QJsonDocument::fromJson(text).object();
}

// Every mapped shape: keywords, case twins, int-or-string, quantity, time, bytes, raw JSON, an embedded
// resource, a nullable struct sent as null, a map, a list of structs, and a field the schema does not know.
const char *const fullWidget = R"({"apiVersion":"example.qkube.io/v1","kind":"Widget",
  "metadata":{"name":"w1","namespace":"default","labels":{"app":"x"}},
  "spec":{"size":3,"color":"red","namespace":"ns","default":true,"class":1.5,"mode":"a","Mode":"B",
          "port":"http","memory":"512Mi","expires":"2026-01-02T03:04:05Z","payload":"aGVsbG8=",
          "settings":{"deep":{"list":[1,"two",null]}},"labels":{"k":"v"},
          "parts":[{"name":"p1","weight":2.5},{"name":"p2","weight":null}],
          "owner":null,
          "template":{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"cm"},"data":{"a":"b"}},
          "addedLater":{"x":1}},
  "status":{"phase":"Ready","conditions":[{"type":"Ok","lastTransitionTime":"2026-01-02T03:04:05Z"}]}})";

} // namespace

class TestCrdTypes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTrip_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("every shape") << QByteArray(fullWidget);
        QTest::newRow("required only") << QByteArray(R"({"spec":{"size":0}})");
        QTest::newRow("a root of unknown fields")
            << QByteArray(R"({"spec":{"size":1},"extra":[1,{"a":null}]})");
    }
    void roundTrip()
    {
        QFETCH(QByteArray, text);
        const QJsonObject input = json(text.constData());
        const auto widget = v1::Widget::fromJson(input);
        QVERIFY2(widget, qPrintable(widget.error().toString()));
        QCOMPARE(widget.value().toJson(), input);
    }

    void typedAccess()
    {
        const auto decoded = v1::Widget::fromJson(json(fullWidget));
        QVERIFY(decoded);
        const v1::Widget &widget = decoded.value();
        QCOMPARE(widget.metadata->name.value(), QStringLiteral("w1"));
        QCOMPARE(widget.spec.size, 3);
        QCOMPARE(widget.spec.namespace_.value(), QStringLiteral("ns"));
        QCOMPARE(widget.spec.default_.value(), true);
        QCOMPARE(widget.spec.class_.value(), 1.5);
        QCOMPARE(widget.spec.mode.value(), QStringLiteral("a"));
        QCOMPARE(widget.spec.Mode.value(), QStringLiteral("B"));
        QCOMPARE(widget.spec.port->stringValue(), QStringLiteral("http"));
        QCOMPARE(widget.spec.memory->value(), 512 * 1024 * 1024);
        QCOMPARE(widget.spec.payload.value(), QByteArray("hello"));
        QCOMPARE(widget.spec.settings->toObject()
                     .value(QLatin1String("deep"))
                     .toObject()
                     .value(QLatin1String("list"))
                     .toArray()
                     .size(),
                 3);
        QCOMPARE(widget.spec.parts->size(), 2);
        QCOMPARE(widget.spec.parts->at(0).weight.value(), 2.5);
        QVERIFY(!widget.spec.parts->at(1).weight);
        QVERIFY(!widget.spec.owner); // null: not set, and given back as null
        QCOMPARE(widget.spec.template_->kind.value(), QStringLiteral("ConfigMap"));
        QCOMPARE(widget.spec.template_->metadata->name.value(), QStringLiteral("cm"));
        QVERIFY(widget.spec.template_->unknownFields.contains(QLatin1String("data")));
        QVERIFY(widget.spec.unknownFields.contains(QLatin1String("addedLater")));
        QCOMPARE(widget.status->conditions->at(0).type.value(), QStringLiteral("Ok"));
    }

    void encodeBuilt()
    {
        v1::Widget widget;
        widget.metadata.emplace().name = QStringLiteral("built");
        widget.spec.size = 2;
        widget.spec.namespace_ = QStringLiteral("n");
        widget.spec.port = kube::api::IntOrString::fromInt(8080);
        QCOMPARE(widget.toJson(),
                 json(R"({"metadata":{"name":"built"},"spec":{"size":2,"namespace":"n","port":8080}})"));
    }

    void wrongType_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("int as string")
            << QByteArray(R"({"spec":{"size":"3"}})") << "spec.size: expected an integer, got a string";
        QTest::newRow("keyword field") << QByteArray(R"({"spec":{"size":1,"default":"yes"}})")
                                       << "spec.default: expected a boolean, got a string";
        QTest::newRow("in a list") << QByteArray(R"({"spec":{"size":1,"parts":[{"name":"a"},{"name":7}]}})")
                                   << "spec.parts[1].name: expected a string, got a number";
        QTest::newRow("int-or-string") << QByteArray(R"({"spec":{"size":1,"port":true}})")
                                       << "spec.port: expected an integer or a string, got a boolean";
        QTest::newRow("map value") << QByteArray(R"({"spec":{"size":1,"labels":{"k":1}}})")
                                   << "spec.labels[k]: expected a string, got a number";
        QTest::newRow("embedded metadata") << QByteArray(R"({"spec":{"size":1,"template":{"metadata":[]}}})")
                                           << "spec.template.metadata: expected an object, got an array";
        QTest::newRow("bad quantity")
            << QByteArray(R"({"spec":{"size":1,"memory":"lots"}})") << "spec.memory";
    }
    void wrongType()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, message);
        const auto widget = v1::Widget::fromJson(json(text.constData()));
        QVERIFY(!widget);
        QCOMPARE(widget.error().kind(), kube::Error::Kind::Decode);
        QVERIFY2(widget.error().message().startsWith(message), qPrintable(widget.error().message()));
    }

    void versionsAndResource()
    {
        QCOMPARE(QString::fromLatin1(v1beta1::Widget::staticApiVersion),
                 QStringLiteral("example.qkube.io/v1beta1"));
        const auto old = v1beta1::Widget::fromJson(json(R"({"spec":{"size":"1"}})"));
        QCOMPARE(old.error().message(), QStringLiteral("spec.size: expected an integer, got a string"));
        QVERIFY(!v1::Blob::staticNamespaced);
        const auto gvr = kube::groupVersionResourceOf<v1::Widget>();
        QCOMPARE(gvr.group, QStringLiteral("example.qkube.io"));
        QCOMPARE(gvr.resource, QStringLiteral("widgets"));
        const kube::ExampleV1Client client(nullptr);
        QCOMPARE(client.widgets(QStringLiteral("ns")).resource().namespaceName(), QStringLiteral("ns"));
        QVERIFY(client.blobs().resource().namespaceName().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCrdTypes)
#include "tst_crdtypes.moc"
