// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "core/objectlist.h"
#include "samples.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace kube;

class tst_Object : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void decodesARealPodList()
    {
        auto list = ObjectList::fromJson(readSample("pods-list-limit2.json"));
        QVERIFY2(list.ok(), qPrintable(list.error().message()));
        QCOMPARE(list->kind, QByteArray("PodList"));
        QCOMPARE(list->resourceVersion, QByteArray("50237"));
        QVERIFY(list->continueToken.startsWith("eyJ2"));
        QCOMPARE(list->remainingItemCount, 998);
        QCOMPARE(list->items.size(), 2);
        const Object &pod = list->items.first();
        QCOMPARE(pod.kind(), QByteArrayView("Pod")); // items carry no kind: taken from PodList
        QCOMPARE(pod.apiVersion(), QByteArrayView("v1"));
        QCOMPARE(pod.name(), QByteArrayView("pod-000003"));
        QCOMPARE(pod.namespaceName(), QByteArrayView("bench-3"));
        QCOMPARE(pod.key(), QByteArray("bench-3/pod-000003"));
        QCOMPARE(pod.uid(), QByteArrayView("ddc84a7e-e2f5-4966-a301-fbc475697c24"));
        QCOMPARE(pod.resourceVersion(), QByteArrayView("48232"));
        QCOMPARE(pod.label("app"), QByteArray("informerbench"));
        QCOMPARE(pod.labels().size(), 3);
        QCOMPARE(pod.creationTimestamp(), QDateTime(QDate(2026, 11, 22), QTime(7, 6, 22), Qt::UTC).toMSecsSinceEpoch());
        QVERIFY(pod.hasManagedFields());
        // The item's bytes are the item exactly: it parses to the same tree as the list's element.
        const QJsonObject fromList = QJsonDocument::fromJson(readSample("pods-list-limit2.json")).object().value(QLatin1String("items")).toArray().first().toObject();
        QCOMPARE(pod.toJsonObject(), fromList);
    }

    void strippingManagedFieldsKeepsEverythingElse()
    {
        auto list = ObjectList::fromJson(readSample("pods-list-limit2.json"));
        QVERIFY(list.ok());
        const Object full = list->items.first();
        const Object slim = full.stripped(true, false);
        QVERIFY(!slim.hasManagedFields());
        QVERIFY(slim.json().size() < full.json().size());
        QJsonObject expected = full.toJsonObject();
        QJsonObject metadata = expected.value(QLatin1String("metadata")).toObject();
        metadata.remove(QStringLiteral("managedFields"));
        expected.insert(QStringLiteral("metadata"), metadata);
        QCOMPARE(slim.toJsonObject(), expected);
        QCOMPARE(slim.name(), full.name());
        QCOMPARE(slim.resourceVersion(), full.resourceVersion());
    }

    void droppingManagedFieldsGivesTheMemoryBack()
    {
        // The transform exists to save memory: the kept bytes must not sit in a buffer sized for the whole pod.
        const QByteArray body = readSample("pods-list-limit2.json");
        DecodeOptions options;
        options.dropManagedFields = true;
        auto full = ObjectList::fromJson(body);
        auto slim = ObjectList::fromJson(body, options);
        QVERIFY(full.ok() && slim.ok());
        for (qsizetype i = 0; i < full->items.size(); ++i) {
            const qsizetype saved = full->items[i].json().size() - slim->items[i].json().size();
            QVERIFY(saved > 0);
            QCOMPARE(full->items[i].memoryFootprint() - slim->items[i].memoryFootprint(), saved);
        }
    }

    void decodeOptionsDropWhileDecoding_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("managedFields last in metadata")
            << QByteArray(R"json({"metadata":{"name":"a","managedFields":[{"manager":"x"}]},"spec":{}})json")
            << QByteArray(R"json({"metadata":{"name":"a"},"spec":{}})json");
        QTest::newRow("managedFields first in metadata")
            << QByteArray(R"json({"metadata":{"managedFields":[{"manager":"x"}],"name":"a"}})json")
            << QByteArray(R"json({"metadata":{"name":"a"}})json");
        QTest::newRow("managedFields alone, with spaces")
            << QByteArray(R"json({"metadata": { "managedFields" : [ {"m": "x"} ] } })json")
            << QByteArray(R"json({"metadata": { } })json");
        QTest::newRow("last-applied annotation and managedFields")
            // An ordinary literal: moc misreads \" inside raw strings.
            << QByteArray("{\"metadata\":{\"annotations\":{\"a\":\"1\",\"kubectl.kubernetes.io/last-applied-configuration\":\"{\\\"big\\\":true}\\n\"},\"managedFields\":[],\"name\":\"n\"}}")
            << QByteArray(R"json({"metadata":{"annotations":{"a":"1"},"name":"n"}})json");
    }

    void decodeOptionsDropWhileDecoding()
    {
        QFETCH(QByteArray, json);
        QFETCH(QByteArray, expected);
        DecodeOptions options;
        options.dropManagedFields = true;
        options.dropLastAppliedAnnotation = true;
        auto object = Object::fromJson(json, options);
        QVERIFY2(object.ok(), qPrintable(object.error().message()));
        QCOMPARE(object->json(), expected);
        QCOMPARE(QJsonDocument::fromJson(object->json()).object(), QJsonDocument::fromJson(expected).object());
    }

    void ownerReferencesAndDeletion()
    {
        auto object = Object::fromJson(R"json({"kind":"Pod","metadata":{"name":"p","namespace":"n","deletionTimestamp":"2026-01-02T03:04:05.5+01:00",
            "ownerReferences":[{"apiVersion":"apps/v1","kind":"ReplicaSet","name":"rs","uid":"u-1","controller":true}]}})json");
        QVERIFY(object.ok());
        QCOMPARE(object->ownerReferences().size(), 1);
        QCOMPARE(object->ownerReferences().first().uid, QByteArray("u-1"));
        QVERIFY(object->ownerReferences().first().controller);
        QCOMPARE(object->deletionTimestamp(), QDateTime(QDate(2026, 1, 2), QTime(2, 4, 5, 500), Qt::UTC).toMSecsSinceEpoch());
    }

    void clusterScopedKeyIsTheName()
    {
        auto object = Object::fromJson(R"json({"kind":"Namespace","metadata":{"name":"kube-system"}})json");
        QVERIFY(object.ok());
        QCOMPARE(object->key(), QByteArray("kube-system"));
    }

    void badJsonIsAnError_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("truncated") << QByteArray(R"json({"metadata":{"name":"a")json");
        QTest::newRow("not an object") << QByteArray("[1,2]");
        QTest::newRow("name is a number") << QByteArray(R"json({"metadata":{"name":5}})json");
        QTest::newRow("empty") << QByteArray("");
    }

    void badJsonIsAnError()
    {
        QFETCH(QByteArray, json);
        auto object = Object::fromJson(json);
        QVERIFY(!object.ok());
        QCOMPARE(object.error().kind(), Error::Kind::Decode);
    }

    void truncatedListIsAnError()
    {
        const QByteArray body = readSample("pods-list-limit2.json");
        auto list = ObjectList::fromJson(body.left(body.size() / 2));
        QVERIFY(!list.ok());
        QCOMPARE(list.error().kind(), Error::Kind::Decode);
    }

    void statusBodiesBecomeTypedErrors_data()
    {
        QTest::addColumn<QByteArray>("sample");
        QTest::addColumn<int>("code");
        QTest::addColumn<int>("reason");
        QTest::addColumn<QString>("message");
        QTest::newRow("400 bad json") << QByteArray("status-400-badjson.json") << 400 << int(Error::Reason::BadRequest) << QString();
        QTest::newRow("401") << QByteArray("status-401.json") << 401 << int(Error::Reason::Unauthorized) << QStringLiteral("Unauthorized");
        QTest::newRow("403 anonymous") << QByteArray("status-403-anonymous.json") << 403 << int(Error::Reason::Forbidden)
                                       << QStringLiteral("pods is forbidden: User \"system:anonymous\" cannot list resource \"pods\" in API group \"\" at the cluster scope");
        QTest::newRow("404 pod") << QByteArray("status-404-pod.json") << 404 << int(Error::Reason::NotFound) << QStringLiteral("pods \"nope\" not found");
        QTest::newRow("404 resource") << QByteArray("status-404-resource.json") << 404 << int(Error::Reason::NotFound) << QStringLiteral("the server could not find the requested resource");
        QTest::newRow("422") << QByteArray("status-422-invalid.json") << 422 << int(Error::Reason::Invalid) << QString();
    }

    void statusBodiesBecomeTypedErrors()
    {
        QFETCH(QByteArray, sample);
        QFETCH(int, code);
        QFETCH(int, reason);
        QFETCH(QString, message);
        const Error error = statusError(readSample(sample.constData()), code, QStringLiteral("https://example/api"));
        QCOMPARE(error.kind(), Error::Kind::Status);
        QCOMPARE(error.httpCode(), code);
        QCOMPARE(int(error.reason()), reason);
        if (!message.isEmpty())
            QCOMPARE(error.message(), message);
        QVERIFY(!error.message().isEmpty());
        QCOMPARE(error.where(), QStringLiteral("https://example/api"));
    }

    void nonStatusBodyStillSaysWhatCameBack()
    {
        const Error error = statusError("<html>bad gateway</html>", 502, QStringLiteral("u"));
        QCOMPARE(error.httpCode(), 502);
        QVERIFY(error.message().contains(QLatin1String("502")));
        QVERIFY(error.message().contains(QLatin1String("bad gateway")));
    }

    void timestamps_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("ms");
        QTest::newRow("utc") << QStringLiteral("1970-01-01T00:00:01Z") << qint64(1000);
        QTest::newRow("fraction") << QStringLiteral("1970-01-01T00:00:01.25Z") << qint64(1250);
        QTest::newRow("offset") << QStringLiteral("1970-01-01T01:00:00+01:00") << qint64(0);
        QTest::newRow("garbage") << QStringLiteral("yesterday") << qint64(0);
        QTest::newRow("no zone") << QStringLiteral("1970-01-01T00:00:01") << qint64(0);
    }

    void timestamps()
    {
        QFETCH(QString, text);
        QFETCH(qint64, ms);
        QCOMPARE(parseTimestamp(text.toStdString()), ms);
    }
};

QTEST_GUILESS_MAIN(tst_Object)
#include "tst_object.moc"
