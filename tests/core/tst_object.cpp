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
            << QByteArray(R"json({"metadata": {  } })json"); // the member goes, the spaces around it stay
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
        QTest::newRow("not an object") << QByteArray("[1,2]");
        QTest::newRow("name is a number") << QByteArray("{\"metadata\":{\"name\":5}}");
        QTest::newRow("empty") << QByteArray("");
    }

    void badJsonIsAnError()
    {
        QFETCH(QByteArray, json);
        auto object = Object::fromJson(json);
        QVERIFY(!object.ok());
        QCOMPARE(object.error().kind(), Error::Kind::Decode);
    }

    // What is not RFC 8259 JSON is refused, anywhere in the object (in the fields an Object keeps, in the ranges
    // it can cut, in the parts it never reads), with the byte where it goes wrong. Each row was accepted before.
    void invalidJsonSaysWhatAndWhere_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<int>("offset");
        QTest::addColumn<QString>("says");
        // Ordinary literals where a backslash matters: moc misreads \" inside raw strings.
        QTest::newRow("a member without a value") << QByteArray("{\"x\":,}") << 5 << QStringLiteral("expected a value, found ','");
        QTest::newRow("a cut-off literal") << QByteArray("{\"x\":tru}") << 5 << QStringLiteral("invalid literal");
        QTest::newRow("a literal run on") << QByteArray("{\"x\":truex}") << 9 << QStringLiteral("expected ',' or '}' after an object member, found 'x'");
        QTest::newRow("a trailing comma in an object") << QByteArray("{\"spec\":{\"a\":1,}}") << 15 << QStringLiteral("trailing comma");
        QTest::newRow("a trailing comma in an array") << QByteArray("{\"spec\":[1,]}") << 11 << QStringLiteral("trailing comma");
        QTest::newRow("a missing comma") << QByteArray("{\"spec\":{\"a\":1 \"b\":2}}") << 15 << QStringLiteral("expected ',' or '}'");
        QTest::newRow("a missing colon") << QByteArray("{\"spec\" {}}") << 8 << QStringLiteral("expected ':'");
        QTest::newRow("a number key") << QByteArray("{\"spec\":{1:2}}") << 9 << QStringLiteral("member name");
        QTest::newRow("an unterminated string") << QByteArray("{\"metadata\":{\"name\":\"abc") << 20 << QStringLiteral("unterminated string");
        QTest::newRow("an unterminated object") << QByteArray("{\"metadata\":{\"name\":\"a\"") << 23
                                                << QStringLiteral("ends inside the object that starts at byte 12");
        QTest::newRow("garbage after the object") << QByteArray("{\"kind\":\"Pod\"} x") << 15 << QStringLiteral("unexpected 'x' after the JSON value");
        QTest::newRow("a second object after the first") << QByteArray("{\"kind\":\"Pod\"}{}") << 14 << QStringLiteral("after the JSON value");
        QTest::newRow("a closing brace too many") << QByteArray("{\"kind\":\"Pod\"}}") << 14 << QStringLiteral("after the JSON value");
        QTest::newRow("an invalid escape in a name") << QByteArray("{\"metadata\":{\"name\":\"a\\q\"}}") << 22 << QStringLiteral("invalid escape");
        QTest::newRow("an invalid escape in an unread string") << QByteArray("{\"spec\":{\"a\":\"\\x41\"}}") << 14 << QStringLiteral("invalid escape");
        QTest::newRow("an invalid escape in an unread key") << QByteArray("{\"spec\":{\"\\a\":1}}") << 10 << QStringLiteral("invalid escape");
        QTest::newRow("a short \\u escape") << QByteArray("{\"spec\":\"\\u12\"}") << 9 << QStringLiteral("four hex digits");
        QTest::newRow("a raw tab in a string") << QByteArray("{\"spec\":\"a\tb\"}") << 10 << QStringLiteral("control character byte 0x09");
        QTest::newRow("a raw newline in a label") << QByteArray("{\"metadata\":{\"labels\":{\"a\":\"x\ny\"}}}") << 29 << QStringLiteral("control character");
        QTest::newRow("a lone high surrogate") << QByteArray("{\"spec\":\"\\ud800\"}") << 9 << QStringLiteral("lone high surrogate \\ud800");
        QTest::newRow("a high surrogate without its low one") << QByteArray("{\"spec\":\"\\ud800\\u0041\"}") << 9 << QStringLiteral("lone high surrogate");
        QTest::newRow("a lone low surrogate") << QByteArray("{\"spec\":\"\\udc00\"}") << 9 << QStringLiteral("lone low surrogate");
        QTest::newRow("invalid UTF-8") << QByteArray("{\"spec\":\"\xff\"}") << 9 << QStringLiteral("invalid UTF-8");
        QTest::newRow("an overlong UTF-8 slash") << QByteArray("{\"spec\":\"\xc0\xaf\"}") << 9 << QStringLiteral("invalid UTF-8");
        QTest::newRow("a leading zero") << QByteArray("{\"spec\":01}") << 8 << QStringLiteral("leading zero");
        QTest::newRow("a number ending in a dot") << QByteArray("{\"spec\":1.}") << 8 << QStringLiteral("'.' must be followed by a digit");
        QTest::newRow("a lone minus") << QByteArray("{\"spec\":-}") << 8 << QStringLiteral("'-' must be followed by a digit");
        QTest::newRow("an exponent without digits") << QByteArray("{\"spec\":1e}") << 8 << QStringLiteral("exponent");
        QTest::newRow("a number run on") << QByteArray("{\"spec\":12x}") << 10 << QStringLiteral("found 'x'");
        QTest::newRow("a generation run on") << QByteArray("{\"metadata\":{\"generation\":3x}}") << 27 << QStringLiteral("found 'x'");
        QTest::newRow("a cut-off null timestamp") << QByteArray("{\"metadata\":{\"deletionTimestamp\":nul}}") << 33 << QStringLiteral("invalid literal");
        QTest::newRow("a cut-off controller flag") << QByteArray("{\"metadata\":{\"ownerReferences\":[{\"controller\":tru}]}}") << 46
                                                   << QStringLiteral("invalid literal");
        QTest::newRow("bad JSON inside managedFields") << QByteArray("{\"metadata\":{\"managedFields\":[{\"f\":[1,]}]}}") << 38 << QStringLiteral("trailing comma");
        QTest::newRow("nested deeper than the limit") << QByteArray("{\"spec\":" + QByteArray(600, '[') + QByteArray(600, ']') + "}") << 8 + 511
                                                      << QStringLiteral("nested deeper than 512 levels");
        // Found by fuzz_object: On-Demand skipped a string followed by ':' as a key.
        QTest::newRow("a string value followed by a colon") << QByteArray("{\"spec\":{\"a\":\"b\":{}}}") << 16
                                                            << QStringLiteral("expected ',' or '}' after an object member, found ':'");
        QTest::newRow("a string element followed by a colon") << QByteArray("{\"spec\":[\"a\":1]}") << 12
                                                              << QStringLiteral("expected ',' or ']' after an array element, found ':'");
        QTest::newRow("only spaces") << QByteArray("  ") << 0 << QStringLiteral("the input is empty");
    }

    void invalidJsonSaysWhatAndWhere()
    {
        QFETCH(QByteArray, json);
        QFETCH(int, offset);
        QFETCH(QString, says);
        for (const DecodeOptions &options : {DecodeOptions(), DecodeOptions{true, true, {}, {}, {}}}) {
            auto object = Object::fromJson(json, options);
            QVERIFY2(!object.ok(), object.ok() ? object->json().constData() : "");
            QCOMPARE(object.error().kind(), Error::Kind::Decode);
            const QString message = object.error().message();
            QVERIFY2(message.startsWith(QStringLiteral("invalid JSON at byte %1: ").arg(offset)), qPrintable(message));
            QVERIFY2(message.contains(says), qPrintable(message));
        }
    }

    void validJsonOfEveryShapeDecodes_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("escapes of every kind") << QByteArray("{\"metadata\":{\"name\":\"a\\\"\\\\\\/\\b\\f\\n\\r\\t\\u00e9\\ud83d\\ude00\"},\"spec\":{\"k\\u0041\":\"\\u20ac\"}}");
        QTest::newRow("numbers of every form") << QByteArray("{\"spec\":[0,-0,1.5,-2.25e10,3E+2,4e-2,12345678901234567890123456789]}");
        QTest::newRow("literals and empty containers") << QByteArray("{\"spec\":[true,false,null,{},[],\"\"]}");
        QTest::newRow("whitespace everywhere") << QByteArray(" \t\r\n{ \"metadata\" : { \"name\" : \"a\" , \"generation\" : 2 } , \"x\" : [ 1 , { } ] }\n ");
        QTest::newRow("UTF-8 of every length") << QByteArray("{\"metadata\":{\"name\":\"\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80\"}}");
        QTest::newRow("nested to the limit") << QByteArray("{\"spec\":" + QByteArray(511, '[') + QByteArray(511, ']') + "}");
    }

    void validJsonOfEveryShapeDecodes()
    {
        QFETCH(QByteArray, json);
        auto object = Object::fromJson(json);
        QVERIFY2(object.ok(), qPrintable(object.error().message()));
        QCOMPARE(object->json(), json);
    }

    void wrongTypesNameTheField_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");
        QTest::newRow("name is a number") << QByteArray("{\"metadata\":{\"name\":5}}") << QStringLiteral("metadata.name has the wrong JSON type");
        QTest::newRow("labels are a list") << QByteArray("{\"metadata\":{\"labels\":[]}}") << QStringLiteral("metadata.labels has the wrong JSON type");
        QTest::newRow("kind is an object") << QByteArray("{\"kind\":{}}") << QStringLiteral("kind has the wrong JSON type");
        QTest::newRow("not an object") << QByteArray("[1,2]") << QStringLiteral("the top-level value has the wrong JSON type");
    }

    void wrongTypesNameTheField()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        auto object = Object::fromJson(json);
        QVERIFY(!object.ok());
        QCOMPARE(object.error().kind(), Error::Kind::Decode);
        QVERIFY2(object.error().message().startsWith(message), qPrintable(object.error().message()));
        QVERIFY2(object.error().message().contains(QLatin1String("at byte")), qPrintable(object.error().message()));
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
