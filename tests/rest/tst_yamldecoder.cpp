// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// YAML manifests to JSON as kubectl reads them, and errors that say where.
#include "rest/yamldecoder.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace kube;

class tst_YamlDecoder : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void scalarsResolveAsSigsYamlDoes_data()
    {
        QTest::addColumn<QString>("yaml");
        QTest::addColumn<QString>("json");
        QTest::newRow("integers, quoted numbers stay strings")
            << "a: 3\nb: \"3\"\nc: -0x1F\nd: 0o17\ne: 017\n"
            << R"({"a":3,"b":"3","c":-31,"d":15,"e":15})";
        QTest::newRow("YAML 1.1 booleans, also as keys") << "a: yes\nb: Off\nc: 'no'\non: x\n"
                                                         << R"({"a":true,"b":false,"c":"no","true":"x"})";
        QTest::newRow("nulls and floats") << "a: ~\nb:\nc: 1.5\nd: 1e3\ne: .inf\n"
                                          << R"({"a":null,"b":null,"c":1.5,"d":1000,"e":".inf"})";
        QTest::newRow("explicit tags") << "a: !!str 12\nb: !!int \"7\"\n"
                                       << R"({"a":"12","b":7})";
        QTest::newRow("block text and lists") << "s: |\n  one\n  two\nl:\n- 1\n- x: v\n"
                                              << R"({"l":[1,{"x":"v"}],"s":"one\ntwo\n"})";
        QTest::newRow("anchors and aliases") << "base: &b {x: 1}\ncopy: *b\n"
                                             << R"({"base":{"x":1},"copy":{"x":1}})";
        QTest::newRow("big integers become floats") << "a: 123456789012345678901234\n"
                                                    << R"({"a":1.2345678901234569e+23})";
    }
    void scalarsResolveAsSigsYamlDoes()
    {
        QFETCH(QString, yaml);
        QFETCH(QString, json);
        const auto object = YamlDecoder::decodeObject(yaml);
        QVERIFY2(object.ok(), qPrintable(object.error().toString()));
        QCOMPARE(QString::fromUtf8(QJsonDocument(object.value()).toJson(QJsonDocument::Compact)), json);
    }

    void errorsNameLineAndColumn_data()
    {
        QTest::addColumn<QString>("yaml");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("says");
        QTest::newRow("bad indentation") << "metadata:\n  name: x\n   labels: y\n"
                                         << 3 << 10 << "illegal map value";
        QTest::newRow("unclosed flow sequence")
            << "a: [1, 2\nb: c\n"
            << 2 << 2 << "end of sequence"; // where "b: c" cannot be a sequence item
        QTest::newRow("duplicate key") << "a: 1\nb:\n  c: 1\n  c: 2\n"
                                       << 4 << 3 << "key \"c\" already set in map";
        QTest::newRow("mapping as key") << "? {a: 1}\n: x\n" << 1 << 3 << "a mapping key must be a string";
        QTest::newRow("two documents where one object is edited") << "a: 1\n---\nb: 2\n"
                                                                  << 3 << 1 << "one object expected";
        QTest::newRow("a list is no object") << "- a\n" << 1 << 1 << "must be a YAML mapping";
        QTest::newRow("billion laughs stop")
            << "a: &a [x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a]\n"
               "c: &c [*b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c]\n"
               "e: &e [*d, *d, *d, *d, *d, *d, *d, *d]\n"
            << 0 << 0 << "more nodes than it has bytes";
    }
    void errorsNameLineAndColumn()
    {
        QFETCH(QString, yaml);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, says);
        YamlDecoder::Position at;
        const auto object = YamlDecoder::decodeObject(yaml, &at);
        QVERIFY(!object.ok());
        QCOMPARE(object.error().kind(), Error::Kind::Decode);
        QVERIFY2(object.error().message().contains(says), qPrintable(object.error().message()));
        if (line > 0) {
            QCOMPARE(at.line, line);
            QCOMPARE(at.column, column);
            QVERIFY(object.error().message().startsWith(
                QStringLiteral("line %1, column %2: ").arg(line).arg(column)));
        }
    }

    void multiDocumentStreamsSkipEmptyDocumentsAndKeepTheirIndexAndLine()
    {
        const auto documents = YamlDecoder::decodeAll(
            QStringLiteral("# leading comment\n---\nkind: A\n---\n---\n\nkind: B\n...\n"));
        QVERIFY2(documents.ok(), qPrintable(documents.error().toString()));
        QCOMPARE(documents->size(), 2);
        QCOMPARE(documents->at(0).value.toObject().value(QLatin1String("kind")).toString(),
                 QStringLiteral("A"));
        QCOMPARE(documents->at(0).line, 3);
        QCOMPARE(documents->at(1).value.toObject().value(QLatin1String("kind")).toString(),
                 QStringLiteral("B"));
        QCOMPARE(documents->at(1).line, 7);
        QVERIFY(documents->at(1).index > documents->at(0).index);
    }
};

QTEST_GUILESS_MAIN(tst_YamlDecoder)
#include "tst_yamldecoder.moc"
