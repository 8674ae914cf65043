// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// kubesim's patches: strategic merge as kubectl apply/edit/set image send it, JSON patch, merge patch.
#include "sim/patch.h"

#include <QJsonDocument>
#include <QTest>

using namespace kube::sim;

namespace {
QJsonObject json(const char *text)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(QByteArray(text), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad test JSON: %s in %s", qPrintable(error.errorString()), text);
    return document.object();
}
} // namespace

class tst_Patch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void strategicMerge_data()
    {
        QTest::addColumn<QJsonObject>("target");
        QTest::addColumn<QJsonObject>("patch");
        QTest::addColumn<QJsonObject>("expected");
        const char *pod = R"({"spec":{"containers":[{"name":"web","image":"nginx:1.27","ports":[{"containerPort":80,"protocol":"TCP"}],
                                                    "env":[{"name":"A","value":"1"},{"name":"B","value":"2"}]},
                                                   {"name":"log","image":"fluent-bit:3.1"}]},
                             "metadata":{"finalizers":["a"],"labels":{"app":"web","tier":"front"}}})";
        QTest::newRow("containers merge by name: set image keeps ports, env and the other container")
            << json(pod) << json(R"({"spec":{"containers":[{"name":"web","image":"nginx:1.28"}]}})")
            << json(R"({"spec":{"containers":[{"name":"web","image":"nginx:1.28","ports":[{"containerPort":80,"protocol":"TCP"}],
                                               "env":[{"name":"A","value":"1"},{"name":"B","value":"2"}]},{"name":"log","image":"fluent-bit:3.1"}]},
                        "metadata":{"finalizers":["a"],"labels":{"app":"web","tier":"front"}}})");
        QTest::newRow("a new container is appended")
            << json(R"({"spec":{"containers":[{"name":"web","image":"a"}]}})") << json(R"({"spec":{"containers":[{"name":"side","image":"b"}]}})")
            << json(R"({"spec":{"containers":[{"name":"web","image":"a"},{"name":"side","image":"b"}]}})");
        QTest::newRow("$patch delete removes a container")
            << json(pod) << json(R"({"spec":{"containers":[{"name":"log","$patch":"delete"}]}})")
            << json(R"({"spec":{"containers":[{"name":"web","image":"nginx:1.27","ports":[{"containerPort":80,"protocol":"TCP"}],
                                               "env":[{"name":"A","value":"1"},{"name":"B","value":"2"}]}]},
                        "metadata":{"finalizers":["a"],"labels":{"app":"web","tier":"front"}}})");
        QTest::newRow("env merges by name inside a merged container")
            << json(R"({"spec":{"containers":[{"name":"web","env":[{"name":"A","value":"1"},{"name":"B","value":"2"}]}]}})")
            << json(R"({"spec":{"containers":[{"name":"web","env":[{"name":"B","value":"3"},{"name":"C","value":"4"}]}]}})")
            << json(R"({"spec":{"containers":[{"name":"web","env":[{"name":"A","value":"1"},{"name":"B","value":"3"},{"name":"C","value":"4"}]}]}})");
        QTest::newRow("container ports merge by containerPort")
            << json(R"({"ports":[{"containerPort":80,"name":"http"}]})") << json(R"({"ports":[{"containerPort":80,"protocol":"TCP"},{"containerPort":443}]})")
            << json(R"({"ports":[{"containerPort":80,"name":"http","protocol":"TCP"},{"containerPort":443}]})");
        QTest::newRow("service ports merge by port")
            << json(R"({"spec":{"ports":[{"port":80,"targetPort":8080},{"port":443,"targetPort":8443}]}})")
            << json(R"({"spec":{"ports":[{"port":443,"targetPort":9443}]}})")
            << json(R"({"spec":{"ports":[{"port":80,"targetPort":8080},{"port":443,"targetPort":9443}]}})");
        QTest::newRow("$patch replace replaces the list")
            << json(R"({"spec":{"containers":[{"name":"a"},{"name":"b"}]}})") << json(R"({"spec":{"containers":[{"name":"c"},{"$patch":"replace"}]}})")
            << json(R"({"spec":{"containers":[{"name":"c"}]}})");
        QTest::newRow("$patch replace replaces a map")
            << json(R"({"metadata":{"labels":{"a":"1","b":"2"}}})") << json(R"({"metadata":{"labels":{"c":"3","$patch":"replace"}}})")
            << json(R"({"metadata":{"labels":{"c":"3"}}})");
        QTest::newRow("finalizers merge as a set")
            << json(R"({"metadata":{"finalizers":["a","b"]}})") << json(R"({"metadata":{"finalizers":["b","c"]}})")
            << json(R"({"metadata":{"finalizers":["a","b","c"]}})");
        QTest::newRow("$deleteFromPrimitiveList removes values")
            << json(R"({"metadata":{"finalizers":["a","b"]}})") << json(R"({"metadata":{"$deleteFromPrimitiveList/finalizers":["a"]}})")
            << json(R"({"metadata":{"finalizers":["b"]}})");
        QTest::newRow("null removes a field, $setElementOrder is accepted")
            << json(R"({"metadata":{"labels":{"app":"web","tier":"front"}},"spec":{"containers":[{"name":"a"}]}})")
            << json(R"({"metadata":{"labels":{"tier":null}},"spec":{"$setElementOrder/containers":[{"name":"a"}]}})")
            << json(R"({"metadata":{"labels":{"app":"web"}},"spec":{"containers":[{"name":"a"}]}})");
        QTest::newRow("a list without a merge key is replaced")
            << json(R"({"spec":{"args":["a","b"]}})") << json(R"({"spec":{"args":["c"]}})") << json(R"({"spec":{"args":["c"]}})");
    }

    void strategicMerge()
    {
        QFETCH(QJsonObject, target);
        QFETCH(QJsonObject, patch);
        QFETCH(QJsonObject, expected);
        QString error;
        QVERIFY2(Patch::strategicMerge(&target, patch, &error), qPrintable(error));
        QCOMPARE(target, expected);
    }

    void strategicMergeRejectsAnItemWithoutItsMergeKey()
    {
        QJsonObject target = json(R"({"spec":{"containers":[{"name":"a"}]}})");
        QString error;
        QVERIFY(!Patch::strategicMerge(&target, json(R"({"spec":{"containers":[{"image":"x"}]}})"), &error));
        QCOMPARE(error, QStringLiteral("map: {\"image\":\"x\"} does not contain declared merge key: name"));
    }

    void jsonPatch_data()
    {
        QTest::addColumn<QJsonObject>("operations"); // {"ops": [...]}
        QTest::addColumn<QJsonObject>("expected");
        QTest::addColumn<QString>("error");
        QTest::newRow("add, replace, remove") << json(R"({"ops":[{"op":"add","path":"/a/c","value":3},{"op":"replace","path":"/b/0","value":"x"},{"op":"remove","path":"/a/b"}]})")
                                              << json(R"({"a":{"c":3},"b":["x","z"]})") << QString();
        QTest::newRow("move and copy") << json(R"({"ops":[{"op":"copy","from":"/a/b","path":"/c"},{"op":"move","from":"/b/1","path":"/d"}]})")
                                       << json(R"({"a":{"b":1},"b":["y"],"c":1,"d":"z"})") << QString();
        QTest::newRow("a failing test stops the patch") << json(R"({"ops":[{"op":"test","path":"/a/b","value":2},{"op":"remove","path":"/a"}]})") << QJsonObject()
                                                        << QStringLiteral("testing value /a/b failed");
        QTest::newRow("removing what is not there") << json(R"({"ops":[{"op":"remove","path":"/nope"}]})") << QJsonObject()
                                                    << QStringLiteral("JSON patch remove of \"/nope\" failed: the path does not exist");
    }

    void jsonPatch()
    {
        QFETCH(QJsonObject, operations);
        QFETCH(QJsonObject, expected);
        QFETCH(QString, error);
        QJsonValue document = json(R"({"a":{"b":1},"b":["y","z"]})");
        QString actualError;
        const bool ok = Patch::json(&document, operations.value(QLatin1String("ops")).toArray(), &actualError);
        QCOMPARE(actualError, error);
        QCOMPARE(ok, error.isEmpty());
        if (ok)
            QCOMPARE(document.toObject(), expected);
    }

    void mergePatchNullRemovesAndObjectsMerge()
    {
        QCOMPARE(Patch::merge(json(R"({"a":{"b":1,"c":2},"d":[1,2]})"), json(R"({"a":{"b":null,"e":3},"d":[3],"f":{"g":null,"h":1}})")),
                 json(R"({"a":{"c":2,"e":3},"d":[3],"f":{"h":1}})"));
    }
};

QTEST_GUILESS_MAIN(tst_Patch)
#include "tst_patch.moc"
