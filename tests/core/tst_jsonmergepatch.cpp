// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// RFC 7386 merge patches: made from two versions, applied onto a third (the editor's "reapply my changes").
#include "core/jsonmergepatch.h"

#include <QJsonDocument>
#include <QTest>

using namespace kube;

namespace {
QJsonObject json(const char *text)
{
    return QJsonDocument::fromJson(text).object();
}
} // namespace

class tst_JsonMergePatch : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void userEditsReappliedOnTheLatest_data()
    {
        QTest::addColumn<QJsonObject>("original");
        QTest::addColumn<QJsonObject>("edited");
        QTest::addColumn<QJsonObject>("latest");
        QTest::addColumn<QJsonObject>("patch");
        QTest::addColumn<QJsonObject>("merged");
        QTest::newRow("different fields: both changes kept")
            << json(R"({"spec":{"replicas":1,"paused":false}})")
            << json(R"({"spec":{"replicas":3,"paused":false}})")
            << json(R"({"spec":{"replicas":1,"paused":true}})") << json(R"({"spec":{"replicas":3}})")
            << json(R"({"spec":{"replicas":3,"paused":true}})");
        QTest::newRow("a removed key is removed on the latest")
            << json(R"({"metadata":{"labels":{"a":"1","b":"2"}}})")
            << json(R"({"metadata":{"labels":{"a":"1"}}})")
            << json(R"({"metadata":{"labels":{"a":"1","b":"2","c":"3"}}})")
            << json(R"({"metadata":{"labels":{"b":null}}})")
            << json(R"({"metadata":{"labels":{"a":"1","c":"3"}}})");
        QTest::newRow("the same field: the user's value wins")
            << json(R"({"data":{"k":"v1"}})") << json(R"({"data":{"k":"mine"}})")
            << json(R"({"data":{"k":"theirs"}})") << json(R"({"data":{"k":"mine"}})")
            << json(R"({"data":{"k":"mine"}})");
        QTest::newRow("lists replace whole")
            << json(R"({"l":[1,2]})") << json(R"({"l":[1,2,3]})") << json(R"({"l":[0]})")
            << json(R"({"l":[1,2,3]})") << json(R"({"l":[1,2,3]})");
        QTest::newRow("no edits: the latest unchanged")
            << json(R"({"a":{"b":1}})") << json(R"({"a":{"b":1}})") << json(R"({"a":{"b":2}})")
            << QJsonObject() << json(R"({"a":{"b":2}})");
    }
    void userEditsReappliedOnTheLatest()
    {
        QFETCH(QJsonObject, original);
        QFETCH(QJsonObject, edited);
        QFETCH(QJsonObject, latest);
        QFETCH(QJsonObject, patch);
        QFETCH(QJsonObject, merged);
        const QJsonObject made = JsonMergePatch::create(original, edited);
        QCOMPARE(made, patch);
        QCOMPARE(JsonMergePatch::apply(latest, made), merged);
        QCOMPARE(JsonMergePatch::apply(original, made), edited);
    }
};

QTEST_GUILESS_MAIN(tst_JsonMergePatch)
#include "tst_jsonmergepatch.moc"
