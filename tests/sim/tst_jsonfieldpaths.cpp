// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "sim/jsonfieldpaths.h"

#include <QTest>

using kube::sim::JsonFieldPaths;

// The repeated keys of a body, named as sigs.k8s.io/json's strict decoder names them.
class tst_JsonFieldPaths : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void repeatsAreNamedByPath_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QStringList>("repeats");
        QTest::newRow("none") << QByteArray("{\"a\":1,\"b\":{\"a\":2}}") << QStringList();
        QTest::newRow("top level") << QByteArray("{\"data\":{},\"kind\":\"x\",\"data\":{}}")
                                   << QStringList{"data"};
        QTest::newRow("in a map") << QByteArray("{\"metadata\":{\"labels\":{\"a\":\"1\", \"a\" : \"2\"}}}")
                                  << QStringList{"metadata.labels.a"};
        QTest::newRow("in a list item")
            << QByteArray("{\"spec\":{\"containers\":[{\"name\":\"a\"},{\"name\":\"b\",\"name\":\"c\"}]}}")
            << QStringList{"spec.containers[1].name"};
        QTest::newRow("each repeat once per object, in document order")
            << QByteArray("{\"b\":1,\"a\":1,\"b\":2,\"a\":2,\"b\":3}") << QStringList{"b", "a", "b"};
        QTest::newRow("a key's escapes are decoded")
            << QByteArray("{\"\\u0061\":1,\"a\":2,\"q\\\"\":1,\"q\\\"\":2}") << QStringList{"a", "q\""};
        QTest::newRow("a repeated object's keys are its own")
            << QByteArray("{\"data\":{\"x\":\"1\"},\"data\":{\"x\":\"2\"}}") << QStringList{"data"};
        QTest::newRow("strings holding braces and commas")
            << QByteArray("{\"a\":\"{\\\"a\\\":1,\",\"a\":[1,{\"b\":\"]\"}]}") << QStringList{"a"};
    }

    void repeatsAreNamedByPath()
    {
        QFETCH(QByteArray, json);
        QFETCH(QStringList, repeats);
        const JsonFieldPaths paths(json);
        QStringList found;
        for (const JsonFieldPaths::Repeat &repeat : paths.repeats())
            found.append(repeat.path);
        QCOMPARE(found, repeats);
    }

    void firstOccurrencesOrderFields()
    {
        const JsonFieldPaths paths("{\"z\":1, \"spec\":{\"x\":[{\"y\":2}]}}");
        QVERIFY(paths.offsetOf(QStringLiteral("z")) < paths.offsetOf(QStringLiteral("spec")));
        QVERIFY(paths.offsetOf(QStringLiteral("spec")) < paths.offsetOf(QStringLiteral("spec.x[0].y")));
        QCOMPARE(paths.offsetOf(QStringLiteral("spec.q")), -1);
    }
};

QTEST_GUILESS_MAIN(tst_JsonFieldPaths)
#include "tst_jsonfieldpaths.moc"
