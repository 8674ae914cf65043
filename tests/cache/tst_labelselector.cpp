// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "cache/labelselector.h"

#include <QTest>

using namespace kube;

using Labels = QList<std::pair<QByteArray, QByteArray>>;

class tst_LabelSelector : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void matching_data()
    {
        QTest::addColumn<QString>("selector");
        QTest::addColumn<bool>("matches");
        // The labels: app=web, tier=front, env=prod
        QTest::newRow("empty matches everything") << QString() << true;
        QTest::newRow("equality") << QStringLiteral("app=web") << true;
        QTest::newRow("double equals") << QStringLiteral("app==web") << true;
        QTest::newRow("inequality") << QStringLiteral("app!=web") << false;
        QTest::newRow("inequality of an absent key") << QStringLiteral("missing!=x") << true;
        QTest::newRow("in") << QStringLiteral("env in (prod, staging)") << true;
        QTest::newRow("notin") << QStringLiteral("env notin (prod)") << false;
        QTest::newRow("notin of an absent key") << QStringLiteral("missing notin (a)") << true;
        QTest::newRow("exists") << QStringLiteral("tier") << true;
        QTest::newRow("does not exist") << QStringLiteral("!tier") << false;
        QTest::newRow("all requirements must hold") << QStringLiteral("app=web,tier=back") << false;
        QTest::newRow("spaces are allowed") << QStringLiteral(" app = web , env in ( prod ) ") << true;
        QTest::newRow("prefixed key") << QStringLiteral("!kubernetes.io/os") << true;
    }

    void matching()
    {
        QFETCH(QString, selector);
        QFETCH(bool, matches);
        auto parsed = LabelSelector::parse(selector);
        QVERIFY2(parsed.ok(), qPrintable(parsed.error().message()));
        const Labels labels = {{"app", "web"}, {"env", "prod"}, {"tier", "front"}};
        QCOMPARE(parsed->matches(labels), matches);
    }

    // apimachinery's pkg/labels/selector_test.go: TestSelectorParse (good strings print back without their
    // spaces), TestSetSelectorParser and TestToString (the canonical String(): sorted by key, values sorted).
    void canonicalString_data()
    {
        QTest::addColumn<QString>("selector");
        QTest::addColumn<QString>("canonical");
        const char *table[][2] = {
            // TestSelectorParse
            {"x=a,y=b,z=c", "x=a,y=b,z=c"},
            {"", ""},
            {"x!=a,y=b", "x!=a,y=b"},
            {"x=", "x="},
            {"x= ", "x="},
            {"x=,z= ", "x=,z="},
            {"x= ,z= ", "x=,z="},
            {"!x", "!x"},
            {"x>1", "x>1"},
            {"x>1,z<5", "x>1,z<5"},
            // TestSetSelectorParser
            {"\rx", "x"},
            {"this-is-a-dns.domain.com/key-with-dash", "this-is-a-dns.domain.com/key-with-dash"},
            {"this-is-another-dns.domain.com/key-with-dash in (so,what)",
             "this-is-another-dns.domain.com/key-with-dash in (so,what)"},
            {"0.1.2.domain/99 notin (10.10.100.1, tick.tack.clock)",
             "0.1.2.domain/99 notin (10.10.100.1,tick.tack.clock)"},
            {"foo  in\t (abc)", "foo in (abc)"},
            {"x notin\n (abc)", "x notin (abc)"},
            {"x  notin\t\t(abc,def)", "x notin (abc,def)"},
            {"x in (abc,)", "x in (,abc)"},
            {"x in ()", "x in ()"},
            {"x notin (abc,,def),bar,z in (),w", "bar,w,x notin (,abc,def),z in ()"},
            {"x,y in (a)", "x,y in (a)"},
            {"x<7", "x<7"},
            {"x=a,y!=b,z in (h,i,j)", "x=a,y!=b,z in (h,i,j)"},
            {"x notin ( )", "x notin ()"},
            {"x notin (, a)", "x notin (,a)"},
            {"a ", "a"},
            {"a in (x,y,notin, z,in)", "a in (in,notin,x,y,z)"},
            // TestToString and the deterministic order (TestDeterministicParse)
            {"z,y notin (jkl),x in (def,abc)", "x in (abc,def),y notin (jkl),z"},
            {"x==abc,y!=jkl,!z", "x==abc,y!=jkl,!z"},
            {"x=a,a=x", "a=x,x=a"},
            {"b in (z,y,z)", "b in (y,z)"},
        };
        for (const auto &row : table)
            QTest::newRow(row[0]) << QString::fromUtf8(row[0]) << QString::fromUtf8(row[1]);
    }
    void canonicalString()
    {
        QFETCH(QString, selector);
        QFETCH(QString, canonical);
        const auto parsed = LabelSelector::parse(selector);
        QVERIFY2(parsed.ok(), qPrintable(parsed.error().message()));
        QCOMPARE(parsed->toString(), canonical);
        const auto reparsed = LabelSelector::parse(canonical);
        QVERIFY(reparsed.ok());
        QCOMPARE(reparsed->toString(), canonical);
    }

    // TestSelectorParse's bad strings, TestSetSelectorParser's invalid rows, and the messages labels.Parse
    // gives them (what a real apiserver answers to ?labelSelector=).
    void errors_data()
    {
        QTest::addColumn<QString>("selector");
        QTest::addColumn<QString>("message");
        const QString nameRegex = QStringLiteral(
            "must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an "
            "alphanumeric "
            "character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is "
            "'([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')");
        const QString valueRegex =
            QStringLiteral("a valid label must be an empty string or consist of alphanumeric characters, "
                           "'-', '_' or '.', and must "
                           "start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  "
                           "or '12345', regex used "
                           "for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')");
        QTest::newRow("x=a||y=b") << "x=a||y=b"
                                  << "unable to parse requirement: values[0][x]: Invalid value: \"a||y\": " +
                                         valueRegex;
        QTest::newRow("x==a==b") << "x==a==b"
                                 << "found '==', expected: ',' or 'end of string'";
        QTest::newRow("!x=a") << "!x=a"
                              << "found '=', expected: ',' or 'end of string'";
        QTest::newRow("x<a")
            << "x<a"
            << "unable to parse requirement: values[0]: Invalid value: \"a\": for 'Gt', 'Lt' "
               "operators, the value must be an integer";
        QTest::newRow("x,,y") << "x,,y"
                              << "found ',', expected: identifier after ','";
        QTest::newRow(",x,y") << ",x,y"
                              << "found ',', expected: !, identifier, or 'end of string'";
        QTest::newRow("x nott in (y)")
            << "x nott in (y)"
            << "unable to parse requirement: found 'nott', expected: in, notin, =, ==, "
               "!=, gt, lt";
        QTest::newRow("a in (xyz),") << "a in (xyz),"
                                     << "found '', expected: identifier after ','";
        QTest::newRow("a in (xyz)b notin ()") << "a in (xyz)b notin ()"
                                              << "found 'b', expected: ',' or 'end of string'";
        QTest::newRow("a in (xyz abc)") << "a in (xyz abc)"
                                        << "unable to parse requirement: found 'abc', expected: ',' or ')'";
        QTest::newRow("a notin(")
            << "a notin("
            << "unable to parse requirement: found '', expected: ',', ')' or identifier";
        QTest::newRow("a (")
            << "a ("
            << "unable to parse requirement: found '(', expected: in, notin, =, ==, !=, gt, lt";
        QTest::newRow("(") << "("
                           << "found '(', expected: !, identifier, or 'end of string'";
        QTest::newRow("env in prod") << "env in prod"
                                     << "unable to parse requirement: found 'prod' expected: '('";
        QTest::newRow("!") << "!"
                           << "unable to parse requirement: found '', expected: identifier";
        QTest::newRow("bad key")
            << "-app=web"
            << "unable to parse requirement: <nil>: Invalid value: \"-app\": name part " + nameRegex;
        QTest::newRow("bad prefix")
            << "Example.com/app"
            << "unable to parse requirement: <nil>: Invalid value: \"Example.com/app\": "
               "prefix part a lowercase RFC 1123 subdomain must consist of lower case "
               "alphanumeric characters, '-' or '.', and must start and end with an "
               "alphanumeric character (e.g. 'example.com', regex used for validation is "
               "'[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')";
        QTest::newRow("bad value")
            << "app=we/b"
            << "unable to parse requirement: values[0][app]: Invalid value: \"we/b\": " + valueRegex;
        QTest::newRow("x>") << "x>"
                            << "unable to parse requirement: values[0]: Invalid value: \"\": for 'Gt', 'Lt' "
                               "operators, the value must be an integer";
    }
    void errors()
    {
        QFETCH(QString, selector);
        QFETCH(QString, message);
        const auto parsed = LabelSelector::parse(selector);
        QVERIFY(!parsed.ok());
        QCOMPARE(parsed.error().kind(), Error::Kind::Invalid);
        QCOMPARE(parsed.error().message(), message);
    }

    // TestRequirementSelectorMatching / TestSelectorMatches: the numeric operators compare as int64.
    void numericOperators()
    {
        const Labels labels = {{"replicas", "12"}, {"name", "web"}};
        const auto matches = [&labels](const char *selector) {
            return LabelSelector::parse(QString::fromLatin1(selector))->matches(labels);
        };
        QVERIFY(matches("replicas>9"));
        QVERIFY(!matches("replicas<9"));
        QVERIFY(matches("replicas<13"));
        QVERIFY(!matches("replicas>12"));
        QVERIFY(!matches("name>1"));      // not an integer: never matches
        QVERIFY(!matches("missing<100")); // absent: never matches
        QVERIFY(matches("notin=in") == false);
        QVERIFY(LabelSelector::parse(QStringLiteral("x in (in)"))->matches(Labels{{"x", "in"}}));
    }

    // apimachinery's pkg/fields/selector_test.go: TestSelectorParse, TestSelectorParseWithEscape (canonical
    // String() sorted, values escaped) and TestSplitTerms / TestUnescape errors.
    void fieldSelectors_data()
    {
        QTest::addColumn<QString>("selector");
        QTest::addColumn<QString>("result"); // the canonical String(), or the error message
        QTest::addColumn<bool>("ok");
        const struct
        {
            const char *selector, *result;
            bool ok;
        } table[] = {
            {"", "", true},
            {"a=b", "a=b", true},
            {"a=b,c=d", "a=b,c=d", true},
            {"c=d,a=b", "a=b,c=d", true},
            {"x!=a,y=b", "x!=a,y=b", true},
            {"x=", "x=", true},
            {"x= ", "x= ", true},
            {"x=,z= ", "x=,z= ", true},
            {"x= ,z= ", "x= ,z= ", true},
            {"a==b", "a=b", true},
            {"x=a\\,b", "x=a\\,b", true},
            {"x=a\\=b", "x=a\\=b", true},
            {"x=a\\\\b", "x=a\\\\b", true},
            {"x=a\\\\,y=b", "x=a\\\\,y=b", true},
            {",a=b,", "a=b", true},
            {"x=a||y=b", "invalid field selector: unescaped character in value: 61", false},
            {"x==a==b", "invalid field selector: unescaped character in value: 61", false},
            {"x=a\\", "invalid field selector: invalid escape sequence: \\", false},
            {"x=a\\b", "invalid field selector: invalid escape sequence: \\b", false},
            {"status.phase", "invalid selector: 'status.phase'; can't understand 'status.phase'", false},
        };
        for (const auto &row : table)
            QTest::newRow(row.selector)
                << QString::fromLatin1(row.selector) << QString::fromLatin1(row.result) << row.ok;
    }
    void fieldSelectors()
    {
        QFETCH(QString, selector);
        QFETCH(QString, result);
        QFETCH(bool, ok);
        const auto parsed = FieldSelector::parse(selector);
        QCOMPARE(parsed.ok(), ok);
        QCOMPARE(ok ? parsed->toString() : parsed.error().message(), result);
    }

    void fieldSelectorsMatch()
    {
        auto parsed = FieldSelector::parse(QStringLiteral("status.phase=Running,spec.nodeName!=node-1"));
        QVERIFY(parsed.ok());
        QCOMPARE(parsed->requirements().size(), 2);
        auto value = [](const QString &field) {
            return field == QLatin1String("status.phase") ? QStringLiteral("Running")
                                                          : QStringLiteral("node-2");
        };
        QVERIFY(parsed->matches(value));
        const auto escaped = FieldSelector::parse(QStringLiteral("metadata.name=a\\,b"));
        QVERIFY(escaped->matches([](const QString &) { return QStringLiteral("a,b"); }));
        // Found by fuzz_labelselector: a field of blanks; apimachinery keeps it as typed, and it prints back.
        QCOMPARE(FieldSelector::parse(QStringLiteral(" =x"))->toString(), QStringLiteral(" =x"));
    }
};

QTEST_GUILESS_MAIN(tst_LabelSelector)
#include "tst_labelselector.moc"
