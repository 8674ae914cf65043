// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// What changed between two versions of an object, as the History tab lists it, and their YAML diff.
#include "journalobjects.h"

#include "journal/changesummary.h"
#include "journal/versiondiff.h"

#include <QJsonArray>
#include <QTest>

using namespace kube;

namespace {
QJsonObject parse(const char *json)
{
    return QJsonDocument::fromJson(json).object();
}

QStringList texts(const QList<FieldChange> &changes)
{
    QStringList all;
    for (const FieldChange &change : changes)
        all.append(change.toString());
    return all;
}
} // namespace

class tst_ChangeSummary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fieldsThatChanged_data()
    {
        QTest::addColumn<QJsonObject>("from");
        QTest::addColumn<QJsonObject>("to");
        QTest::addColumn<QStringList>("changes");
        QTest::newRow("a scalar changed")
            << parse(R"({"status":{"phase":"Pending"}})") << parse(R"({"status":{"phase":"Running"}})")
            << QStringList{QStringLiteral("status.phase Pending \u2192 Running")};
        QTest::newRow("a number changed")
            << parse(R"({"spec":{"replicas":3}})") << parse(R"({"spec":{"replicas":5}})")
            << QStringList{QStringLiteral("spec.replicas 3 \u2192 5")};
        QTest::newRow("a type changed")
            << parse(R"({"spec":{"paused":"yes"}})") << parse(R"({"spec":{"paused":true}})")
            << QStringList{QStringLiteral("spec.paused yes \u2192 true")};
        QTest::newRow("a key added and one removed")
            << parse(R"({"metadata":{"labels":{"tier":"web"}}})")
            << parse(R"({"metadata":{"labels":{"app.kubernetes.io/name":"shop"}}})")
            << QStringList{QStringLiteral("+metadata.labels[app.kubernetes.io/name] shop"), QStringLiteral("-metadata.labels.tier web")};
        QTest::newRow("a whole object added shows as JSON")
            << parse(R"({"spec":{}})") << parse(R"({"spec":{"nodeSelector":{"disk":"ssd"}}})")
            << QStringList{QStringLiteral("+spec.nodeSelector {\"disk\":\"ssd\"}")};
        QTest::newRow("list elements compared by position")
            << parse(R"({"spec":{"containers":[{"name":"a","image":"nginx:1.25"}]}})")
            << parse(R"({"spec":{"containers":[{"name":"a","image":"nginx:1.27"},{"name":"b"}]}})")
            << QStringList{QStringLiteral("spec.containers[0].image nginx:1.25 \u2192 nginx:1.27"), QStringLiteral("+spec.containers[1] {\"name\":\"b\"}")};
        QTest::newRow("a list shrank")
            << parse(R"({"args":["a","b"]})") << parse(R"({"args":["a"]})") << QStringList{QStringLiteral("-args[1] b")};
        QTest::newRow("resourceVersion, generation and managedFields are noise")
            << parse(R"({"metadata":{"resourceVersion":"1","generation":1,"managedFields":[{"manager":"a"}]}})")
            << parse(R"({"metadata":{"resourceVersion":"2","generation":2,"managedFields":[{"manager":"b"}]}})")
            << QStringList{};
        QTest::newRow("noise added or removed is noise too")
            << parse(R"({"metadata":{"name":"x"}})") << parse(R"({"metadata":{"name":"x","generation":4,"managedFields":[]}})")
            << QStringList{};
        QTest::newRow("equal versions: nothing")
            << parse(R"({"a":{"b":[1,2]}})") << parse(R"({"a":{"b":[1,2]}})") << QStringList{};
        QTest::newRow("long values are cut")
            << parse(R"({"data":{"k":"short"}})")
            << QJsonObject{{QStringLiteral("data"), QJsonObject{{QStringLiteral("k"), QString(100, QLatin1Char('x'))}}}}
            << QStringList{QStringLiteral("data.k short \u2192 ") + QString(ChangeSummary::maxValueLength - 1, QLatin1Char('x')) + QChar(0x2026)};
    }
    void fieldsThatChanged()
    {
        QFETCH(QJsonObject, from);
        QFETCH(QJsonObject, to);
        QFETCH(QStringList, changes);
        QCOMPARE(texts(ChangeSummary::between(from, to)), changes);
    }

    void summaryTextShowsTheFirstChanges_data()
    {
        QTest::addColumn<int>("count");
        QTest::addColumn<QString>("text");
        QTest::newRow("none") << 0 << QString();
        QTest::newRow("fewer than shown") << 2 << QStringLiteral("f0 0 \u2192 1, f1 0 \u2192 1");
        QTest::newRow("more than shown end in an ellipsis") << 5 << QStringLiteral("f0 0 \u2192 1, f1 0 \u2192 1, f2 0 \u2192 1, \u2026");
    }
    void summaryTextShowsTheFirstChanges()
    {
        QFETCH(int, count);
        QFETCH(QString, text);
        QList<FieldChange> changes;
        for (int i = 0; i < count; ++i)
            changes.append({FieldChange::Kind::Changed, QStringLiteral("f%1").arg(i), QStringLiteral("0"), QStringLiteral("1")});
        QCOMPARE(ChangeSummary::text(changes), text);
    }

    void objectsAreComparedByTheirJson()
    {
        const Object pending = journaltest::pod(QStringLiteral("ns"), QStringLiteral("p"), QStringLiteral("u"), 1);
        const Object running = journaltest::pod(QStringLiteral("ns"), QStringLiteral("p"), QStringLiteral("u"), 2, QStringLiteral("Running"));
        QCOMPARE(texts(ChangeSummary::between(pending, running)), QStringList{QStringLiteral("status.phase Pending \u2192 Running")});
    }

    void yamlDiffHidesResourceVersionAndManagedFields()
    {
        QJsonObject from = journaltest::podJson(QStringLiteral("ns"), QStringLiteral("p"), QStringLiteral("u"), 1);
        QJsonObject to = journaltest::podJson(QStringLiteral("ns"), QStringLiteral("p"), QStringLiteral("u"), 2, QStringLiteral("Running"));
        QJsonObject metadata = to.value("metadata").toObject();
        metadata.insert(QStringLiteral("managedFields"), QJsonArray{QJsonObject{{QStringLiteral("manager"), QStringLiteral("kubelet")}}});
        to.insert(QStringLiteral("metadata"), metadata);
        const auto decode = [](const QJsonObject &json) { return Object::fromJson(QJsonDocument(json).toJson()).value(); };
        const QString diff = VersionDiff::unified(decode(from), decode(to), QStringLiteral("rv 1"), QStringLiteral("rv 2"));
        QVERIFY2(diff.contains(QLatin1String("\n-  phase: Pending\n+  phase: Running\n")), qPrintable(diff));
        QVERIFY2(diff.startsWith(QLatin1String("--- rv 1\n+++ rv 2\n")), qPrintable(diff));
        QVERIFY2(!diff.contains(QLatin1String("resourceVersion")), qPrintable(diff));
        QVERIFY2(!diff.contains(QLatin1String("managedFields")) && !diff.contains(QLatin1String("kubelet")), qPrintable(diff));
        QVERIFY(!VersionDiff::yaml(decode(to)).contains(QLatin1String("resourceVersion")));
        QVERIFY(VersionDiff::yaml(decode(to)).contains(QLatin1String("name: p")));

        // Versions that differ in hidden fields only: no diff.
        const QJsonObject touched = journaltest::podJson(QStringLiteral("ns"), QStringLiteral("p"), QStringLiteral("u"), 9);
        QCOMPARE(VersionDiff::unified(decode(from), decode(touched), QStringLiteral("a"), QStringLiteral("b")), QString());
    }
};

QTEST_MAIN(tst_ChangeSummary)
#include "tst_changesummary.moc"
