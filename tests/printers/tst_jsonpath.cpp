// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "printers/jsonpath.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace kube;

namespace {

// A pod list shaped like the apiserver's, with what templates usually reach for.
const QByteArray podList =
    "{\"kind\":\"PodList\",\"items\":["
    "{\"metadata\":{\"name\":\"api-1\",\"labels\":{\"app\":\"api\",\"tier\":\"web\"}},"
    "\"spec\":{\"containers\":[{\"name\":\"main\",\"image\":\"nginx:1.25\",\"ports\":[{\"containerPort\":80},"
    "{\"containerPort\":443}]},{\"name\":\"proxy\",\"image\":\"envoy:1.29\"}]},"
    "\"status\":{\"phase\":\"Running\",\"podIP\":\"10.0.0.1\",\"restartCount\":3,\"ready\":true,"
    "\"conditions\":[{\"type\":\"Initialized\",\"status\":\"True\"},{\"type\":\"Ready\",\"status\":\"True\"}]"
    "}},"
    "{\"metadata\":{\"name\":\"db-0\",\"labels\":{\"app\":\"db\"}},"
    "\"spec\":{\"containers\":[{\"name\":\"postgres\",\"image\":\"postgres:16\"}]},"
    "\"status\":{\"phase\":\"Pending\",\"restartCount\":0,\"ready\":false,"
    "\"conditions\":[{\"type\":\"Ready\",\"status\":\"False\",\"reason\":\"ContainersNotReady\"}]}}]}";

QJsonValue data()
{
    return QJsonDocument::fromJson(podList).object();
}

} // namespace

class tst_JsonPath : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // `kubectl get -o jsonpath=TEMPLATE`: what each template prints for the list above.
    void executesTemplates_data()
    {
        QTest::addColumn<QString>("jsonPath");
        QTest::addColumn<QString>("printed");

        QTest::newRow("a field") << "{.kind}"
                                 << "PodList";
        QTest::newRow("text around actions") << "kind={.kind}!"
                                             << "kind=PodList!";
        QTest::newRow("an index") << "{.items[0].metadata.name}"
                                  << "api-1";
        QTest::newRow("a negative index counts from the end") << "{.items[-1].metadata.name}"
                                                              << "db-0";
        QTest::newRow("every element, space separated") << "{.items[*].metadata.name}"
                                                        << "api-1 db-0";
        QTest::newRow("a slice") << "{.items[0].spec.containers[0:1].name}"
                                 << "main";
        QTest::newRow("a slice with a step") << "{.items[0:2:2].metadata.name}"
                                             << "api-1";
        QTest::newRow("recursive descent") << "{..image}"
                                           << "nginx:1.25 envoy:1.29 postgres:16";
        QTest::newRow("recursive descent then a path") << "{.items[0]..containerPort}"
                                                       << "80 443";
        QTest::newRow("a quoted key with dots") << "{.items[0].metadata.labels['app']}"
                                                << "api";
        QTest::newRow("filter on equality") << "{.items[0].status.conditions[?(@.type==\"Ready\")].status}"
                                            << "True";
        QTest::newRow("filter with single quotes")
            << "{.items[*].status.conditions[?(@.type=='Ready')].reason}"
            << "ContainersNotReady";
        QTest::newRow("filter on inequality") << "{.items[*].status.conditions[?(@.status!=\"True\")].type}"
                                              << "Ready";
        QTest::newRow("filter on a number") << "{.items[?(@.status.restartCount>1)].metadata.name}"
                                            << "api-1";
        QTest::newRow("filter on a field being there") << "{.items[?(@.status.podIP)].metadata.name}"
                                                       << "api-1";
        QTest::newRow("filter on a boolean") << "{.items[?(@.status.ready==true)].metadata.name}"
                                             << "api-1";
        QTest::newRow("numbers and booleans print as text")
            << "{.items[0].status.restartCount} {.items[0].status.ready}"
            << "3 true";
        QTest::newRow("an object prints as JSON") << "{.items[1].metadata.labels}"
                                                  << "{\"app\":\"db\"}";
        QTest::newRow("an array prints as JSON")
            << "{.items[1].spec.containers[0].name}{.items[0].spec.containers[0].ports}"
            << "postgres[{\"containerPort\":80},{\"containerPort\":443}]";
        QTest::newRow("range with literals")
            << "{range .items[*]}{.metadata.name}{\"\\t\"}{.status.phase}{\"\\n\"}{end}"
            << "api-1\tRunning\ndb-0\tPending\n";
        QTest::newRow("nested range")
            << "{range .items[*]}{.metadata.name}:{range .spec.containers[*]} {.name}{end};{end}"
            << "api-1: main proxy;db-0: postgres;";
        QTest::newRow("union of paths") << "{.items[0].metadata.name,.items[1].metadata.name}"
                                        << "api-1 db-0";
        QTest::newRow("root and current") << "{$.kind}{@.items[1].metadata.name}"
                                          << "PodListdb-0";
        QTest::newRow("all fields of an object") << "{.items[0].metadata.labels.*}"
                                                 << "api web";
        QTest::newRow("a missing key prints nothing when allowed") << "[{.items[0].spec.nodeName}]"
                                                                   << "[]";
    }

    void executesTemplates()
    {
        QFETCH(QString, jsonPath);
        QFETCH(QString, printed);
        auto path = JsonPath::parse(jsonPath);
        QVERIFY2(path, qPrintable(path.error().toString()));
        path.value().setAllowMissingKeys(true);
        const auto text = path.value().execute(data());
        QVERIFY2(text, qPrintable(text.error().toString()));
        QCOMPARE(text.value(), printed);
    }

    // Custom columns and CRD printer columns write bare paths; kubectl wraps them in an action.
    void relaxesColumnExpressions_data()
    {
        QTest::addColumn<QString>("expression");
        QTest::addColumn<QString>("printed");
        QTest::newRow("leading dot") << ".items[0].metadata.name"
                                     << "api-1";
        QTest::newRow("no leading dot") << "items[1].metadata.name"
                                        << "db-0";
        QTest::newRow("already braced") << "{.kind}"
                                        << "PodList";
    }

    void relaxesColumnExpressions()
    {
        QFETCH(QString, expression);
        QFETCH(QString, printed);
        const auto path = JsonPath::parseExpression(expression);
        QVERIFY2(path, qPrintable(path.error().toString()));
        QCOMPARE(path.value().execute(data()).value(), printed);
    }

    // Errors are values that say what went wrong and where, never a crash or a silent empty result.
    void reportsErrors_data()
    {
        QTest::addColumn<QString>("jsonPath");
        QTest::addColumn<bool>("allowMissingKeys");
        QTest::addColumn<QString>("message");

        QTest::newRow("unclosed action") << "{.kind" << false << "action is not closed";
        QTest::newRow("unclosed bracket") << "{.items[0}" << false << "'[' is not closed";
        QTest::newRow("unclosed quote") << "{\"abc}" << false << "quoted string is not closed";
        QTest::newRow("range without end")
            << "{range .items[*]}{.kind}" << false << "{range} without an {end}";
        QTest::newRow("end without range") << "{.kind}{end}" << false << "{end} without a {range}";
        QTest::newRow("garbage in brackets") << "{.items[x]}" << false << "expected an index";
        QTest::newRow("unclosed filter") << "{.items[?(@.a==\"b\"]}" << false << "filter is not closed";
        QTest::newRow("missing key") << "{.items[0].spec.nodeName}" << false << "nodeName is not found";
        QTest::newRow("index out of range")
            << "{.items[5]}" << false << "array index out of bounds: index 5, length 2";
        QTest::newRow("index on an object") << "{.items[0].metadata[0]}" << false << "is not an array";
    }

    void reportsErrors()
    {
        QFETCH(QString, jsonPath);
        QFETCH(bool, allowMissingKeys);
        QFETCH(QString, message);
        auto path = JsonPath::parse(jsonPath);
        if (path) {
            path.value().setAllowMissingKeys(allowMissingKeys);
            const auto text = path.value().execute(data());
            QVERIFY2(!text,
                     qPrintable(QStringLiteral("printed %1").arg(text.ok() ? text.value() : QString())));
            QVERIFY2(text.error().message().contains(message), qPrintable(text.error().message()));
            return;
        }
        QCOMPARE(path.error().kind(), Error::Kind::Invalid);
        QVERIFY2(path.error().message().contains(message), qPrintable(path.error().message()));
        QVERIFY2(path.error().message().contains(jsonPath), qPrintable(path.error().message()));
    }

    // find() hands back the values themselves, as CRD printer columns need them typed.
    void findsTypedValues()
    {
        auto path = JsonPath::parse(QStringLiteral("{.items[*].status.restartCount}"));
        QVERIFY(path);
        const auto found = path.value().find(data());
        QVERIFY(found);
        QCOMPARE(found.value(), (QList<QJsonValue>{3, 0}));
    }
};

QTEST_GUILESS_MAIN(tst_JsonPath)
#include "tst_jsonpath.moc"
