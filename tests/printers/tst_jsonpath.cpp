// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "printers/jsonpath.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace kube;

namespace {

// A pod list shaped like the apiserver's, with what templates usually reach for.
const QByteArray podList =
    "{\"kind\":\"PodList\",\"items\":["
    "{\"metadata\":{\"name\":\"api-1\",\"labels\":{\"app\":\"api\",\"kubernetes.io/"
    "os\":\"linux\",\"tier\":\"web\"}},"
    "\"spec\":{\"containers\":[{\"name\":\"main\",\"image\":\"nginx:1.25\",\"ports\":[{\"containerPort\":80},"
    "{\"containerPort\":443}]},{\"name\":\"proxy\",\"image\":\"envoy:1.29\"}]},"
    "\"status\":{\"phase\":\"Running\",\"podIP\":\"10.0.0.1\",\"restartCount\":3,\"ready\":true,"
    "\"conditions\":[{\"type\":\"Initialized\",\"status\":\"True\"},{\"type\":\"Ready\",\"status\":\"True\"}]"
    "}},"
    "{\"metadata\":{\"name\":\"db-0\",\"labels\":{\"app\":\"db\"},\"annotations\":{\"note\":\"a<b>&c\"}},"
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
        QTest::newRow("root and current") << "{$.kind}{@.items[1].metadata.name}"
                                          << "PodListdb-0";
        QTest::newRow("all fields of an object") << "{.items[0].metadata.labels.*}"
                                                 << "api linux web";
        // Rows after client-go's jsonpath_test.go and parser_test.go.
        QTest::newRow("a key with escaped dots") << "{.items[0].metadata.labels.kubernetes\\.io/os}"
                                                 << "linux";
        QTest::newRow("a quoted key is split at its dots, as client-go does")
            << "{.items[0].metadata.labels['kubernetes.io/os']}"
            << "";
        QTest::newRow("a union of indexes") << "{.items[1,0].metadata.name}"
                                            << "db-0 api-1";
        QTest::newRow("a union of quoted keys") << "{.items[0].metadata.labels['tier','app']}"
                                                << "web api";
        QTest::newRow("a union of slices") << "{.items[0].spec.containers[0:1, 1].name}"
                                           << "main proxy";
        QTest::newRow("a range without its end runs its body once more on the outer data")
            << "{range .items[*]}{.metadata.name};"
            << "api-1;db-0;;";
        QTest::newRow("escapes in a double-quoted literal") << "{\"\\x41\\u00e9\\101\\\\ \"}"
                                                            << "A\u00e9A\\ ";
        QTest::newRow("numbers and booleans as literals") << "{1.5} {-3} {+2} {true}"
                                                          << "1.5 -3 2 true";
        QTest::newRow("JSON as Go writes it: <, > and & escaped")
            << "{.items[1].metadata}"
            << "{\"annotations\":{\"note\":\"a\\u003cb\\u003e\\u0026c\"},"
               "\"labels\":{\"app\":\"db\"},\"name\":\"db-0\"}";
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

    // qkubectl keeps of a long list's items only what the template reads: a template's output (or error) is
    // the same on the list whose items are cut down to listItemReads() — for every template above, and more.
    void cuttingItemsToWhatIsReadChangesNothing_data()
    {
        executesTemplates_data();
        QTest::newRow("a filter on the items") << "{.items[?(@.status.phase==\"Running\")].metadata.name}"
                                               << "api-1";
        QTest::newRow("a filter by existence") << "{.items[?(@.metadata.annotations)].metadata.name}"
                                               << "db-0";
        QTest::newRow("a range in a range")
            << "{range .items[*]}{.metadata.name}:{range .spec.containers[*]}{.image},{end};{end}"
            << "api-1:nginx:1.25,envoy:1.29,;db-0:postgres:16,;";
        QTest::newRow("a range over a filter")
            << "{range .items[?(@.status.ready==true)]}{.status.podIP}{end}"
            << "10.0.0.1";
        QTest::newRow("fields beside the items") << "{.kind} {.items[0].status.phase}"
                                                 << "PodList Running";
        QTest::newRow("a missing key with its error") << "{.items[*].status.podIP}"
                                                      << "10.0.0.1";
    }

    void cuttingItemsToWhatIsReadChangesNothing()
    {
        QFETCH(QString, jsonPath);
        for (const bool allowMissingKeys : {true, false}) {
            auto path = JsonPath::parse(jsonPath);
            QVERIFY2(path, qPrintable(path.error().toString()));
            path.value().setAllowMissingKeys(allowMissingKeys);
            const auto reads = path.value().listItemReads();
            if (!reads)
                continue; // it may read anything: nothing is cut
            QJsonObject cut = data().toObject();
            QJsonArray items;
            for (const QJsonValue &item : cut.value(QLatin1String("items")).toArray())
                items.append(JsonPath::itemCutTo(item.toObject(), *reads));
            cut.insert(QStringLiteral("items"), items);
            const auto whole = path.value().execute(data());
            const auto fromCut = path.value().execute(cut);
            QCOMPARE(bool(fromCut), bool(whole));
            if (whole)
                QCOMPARE(fromCut.value(), whole.value());
            else
                QCOMPARE(fromCut.error().message(), whole.error().message());
        }
    }

    // What listItemReads() keeps: the chains a template names, nothing else; anything when it cannot tell.
    void readsOnlyWhatTheTemplateNames_data()
    {
        QTest::addColumn<QString>("jsonPath");
        QTest::addColumn<QString>("reads"); // chains joined by '.', sorted, ';'-separated; "*" for anything
        QTest::newRow("names") << "{.items[*].metadata.name}"
                               << "metadata.name";
        QTest::newRow("a range") << "{range .items[*]}{.metadata.name}{\"\\t\"}{.spec.nodeName}{\"\\n\"}{end}"
                                 << "metadata.name;spec.nodeName";
        QTest::newRow("a filter reads its fields") << "{.items[?(@.status.phase==\"Running\")].metadata.name}"
                                                   << "metadata.name;status.phase";
        QTest::newRow("an array inside an item is read whole") << "{.items[*].spec.containers[*].image}"
                                                               << "spec.containers";
        QTest::newRow("fields of the list itself") << "{.kind}{.metadata.resourceVersion}"
                                                   << "";
        QTest::newRow("an item whole") << "{.items[0]}"
                                       << "";
        QTest::newRow("the items") << "{.items}"
                                   << "*";
        QTest::newRow("recursive descent") << "{..image}"
                                           << "*";
        QTest::newRow("a wildcard on the list") << "{.*}"
                                                << "*";
    }

    void readsOnlyWhatTheTemplateNames()
    {
        QFETCH(QString, jsonPath);
        QFETCH(QString, reads);
        const auto path = JsonPath::parse(jsonPath);
        QVERIFY2(path, qPrintable(path.error().toString()));
        const auto found = path.value().listItemReads();
        if (reads == QLatin1String("*")) {
            QVERIFY(!found);
            return;
        }
        QVERIFY(found);
        QStringList chains;
        for (const QStringList &chain : *found)
            chains.append(chain.join(QLatin1Char('.')));
        chains.sort();
        chains.removeDuplicates();
        QCOMPARE(chains.join(QLatin1Char(';')), reads);
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

    // Errors carry client-go's words exactly, as kubectl prints them after "error parsing jsonpath T, " or
    // "Error executing template: ".
    void reportsErrors_data()
    {
        QTest::addColumn<QString>("jsonPath");
        QTest::addColumn<bool>("allowMissingKeys");
        QTest::addColumn<QString>("message");

        QTest::newRow("unclosed action") << "{.kind" << true << "unclosed action";
        QTest::newRow("a newline in an action") << "{.kind\n}" << true << "unclosed action";
        QTest::newRow("unterminated array") << "{.items[0}" << true << "unterminated array";
        QTest::newRow("unterminated quoted string") << "{\"abc}" << true << "unterminated quoted string";
        QTest::newRow("a bad escape")
            << "{\"a\\qb\"}" << true << "unquote string \"a\\qb\" error invalid syntax";
        QTest::newRow("a comma outside brackets")
            << "{.a,.b}" << true << "unrecognized character in action: U+002C ','";
        QTest::newRow("a tab in an action")
            << "{.kind\t}" << true << "unrecognized character in action: U+0009";
        QTest::newRow("recursive descent twice")
            << "{.a....b}" << true << "invalid multiple recursive descent";
        QTest::newRow("a bad number") << "{1.2.3}" << true << "cannot parse number 1.2.3";
        QTest::newRow("a word in brackets") << "{.items[x]}" << true << "invalid array index x";
        QTest::newRow("double quotes in brackets")
            << "{.items[\"a\"]}" << true << "invalid array index \"a\"";
        QTest::newRow("a lone minus in brackets") << "{.items[-]}" << true << "array index - is not a number";
        QTest::newRow("unterminated filter") << "{.items[?(@.a==\"b\"" << true << "unterminated filter";
        QTest::newRow("a filter not closed by ]")
            << "{.items[?(@.a==\"b\")}" << true << "unclosed array expect ]";
        QTest::newRow("an unknown identifier") << "{foo}" << true << "unrecognized identifier foo";
        QTest::newRow("end without range") << "{.kind}{end}" << true << "not in range, nothing to end";
        QTest::newRow("a missing key") << "{.items[0].spec.nodeName}" << false << "nodeName is not found";
        QTest::newRow("a missing key in a filter's comparison")
            << "{.items[*].status.conditions[?(@.reason==\"x\")]}" << false << "reason is not found";
        QTest::newRow("an index out of range")
            << "{.items[5]}" << true << "array index out of bounds: index 5, length 2";
        QTest::newRow("a negative index out of range")
            << "{.items[-5]}" << true << "array index out of bounds: index -3, length 2";
        QTest::newRow("a slice end out of range")
            << "{.items[0:9]}" << true << "array index out of bounds: index 8, length 2";
        QTest::newRow("a slice start past its end")
            << "{.items[1:0]}" << true << "starting index 1 is greater than ending index 0";
        QTest::newRow("a zero step") << "{.items[0:2:0]}" << true << "step must be > 0";
        QTest::newRow("an index on an object")
            << "{.items[0].metadata[0]}" << true << "map[string]interface {} is not array or slice";
        QTest::newRow("a filter on an object") << "{.items[1].metadata.labels[?(@.x)]}" << true
                                               << "map[app:db] is not array or slice and cannot be filtered";
        QTest::newRow("a string compared with a number")
            << "{.items[?(@.metadata.name>1)]}" << true << "incompatible types for comparison";
        QTest::newRow("an int compared with a float")
            << "{.items[?(@.status.restartCount>1.5)]}" << true << "incompatible types for comparison";
        QTest::newRow("booleans ordered")
            << "{.items[?(@.status.ready<true)]}" << true << "invalid type for comparison";
        QTest::newRow("an object compared")
            << "{.items[?(@.metadata==1)]}" << true << "invalid type for comparison";
        QTest::newRow("several values compared") << "{.items[?(@.spec.containers[*].name==\"x\")]}" << true
                                                 << "can only compare one element at a time";
        QTest::newRow("an unknown operator")
            << "{.items[?(@.metadata.name=!1)]}" << true << "unrecognized filter operator =!";
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
            QCOMPARE(text.error().message(), message);
            return;
        }
        QCOMPARE(path.error().kind(), Error::Kind::Invalid);
        QCOMPARE(path.error().message(), message);
    }

    // kubectl's -o jsonpath-as-json: each action's values as an indented array.
    void executesAsJson()
    {
        auto path =
            JsonPath::parse(QStringLiteral("{.items[*].metadata.name}{.items[1].metadata.labels}{.nope}"));
        QVERIFY(path);
        path.value().setAllowMissingKeys(true);
        QCOMPARE(
            path.value().executeAsJson(data()).value(),
            QStringLiteral(
                "[\n    \"api-1\",\n    \"db-0\"\n]\n[\n    {\n        \"app\": \"db\"\n    }\n]\n[]\n"));
    }

    // Go's encoding/json: HTML characters escaped, integers in full, exponents from 1e21.
    void writesJsonAsGo()
    {
        const QJsonObject object{{QStringLiteral("a<b>&"), QStringLiteral("x<y\u2028")},
                                 {QStringLiteral("big"), 1e21},
                                 {QStringLiteral("int"), 20},
                                 {QStringLiteral("small"), 1.5e-7},
                                 {QStringLiteral("tiny"), 0.25}};
        QCOMPARE(JsonPath::toGoJson(object),
                 QStringLiteral("{\"a\\u003cb\\u003e\\u0026\":\"x\\u003cy\\u2028\",\"big\":1e+21,\"int\":20,"
                                "\"small\":1.5e-7,\"tiny\":0.25}"));
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
