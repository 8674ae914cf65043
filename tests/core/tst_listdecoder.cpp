// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// ListDecoder: a list decoded as its bytes arrive must be the list decoded whole, however the bytes are cut.
#include "core/listdecoder.h"
#include "samples.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace kube;

namespace {

Result<ObjectList> decodeInChunks(const QByteArray &body, qsizetype chunkSize,
                                  const DecodeOptions &options = {})
{
    ListDecoder decoder(options);
    for (qsizetype at = 0; at < body.size(); at += chunkSize) {
        // Each chunk in its own buffer, as the network hands them over: nothing may be read past its end.
        const QByteArray chunk = body.mid(at, chunkSize);
        decoder.feed(chunk);
    }
    return decoder.finish();
}

// The items as the body holds them, parsed by Qt: what every decode must agree with.
QJsonArray itemsOf(const QByteArray &body)
{
    return QJsonDocument::fromJson(body).object().value(QLatin1String("items")).toArray();
}

void compareToBody(const Result<ObjectList> &list, const QByteArray &body)
{
    QVERIFY2(list.ok(), qPrintable(list.error().message()));
    const QJsonArray expected = itemsOf(body);
    QCOMPARE(list->items.size(), expected.size());
    for (qsizetype i = 0; i < expected.size(); ++i)
        QCOMPARE(list->items.at(i).toJsonObject(), expected.at(i).toObject());
}

// Items whose strings hold brackets, quotes and backslash runs, at every offset against the 64-byte blocks.
QByteArray trickyList()
{
    QByteArray body = "{\"kind\":\"ConfigMapList\",\"apiVersion\":\"v1\",\"metadata\":{\"resourceVersion\":"
                      "\"77\"},\"items\":[";
    for (int shift = 0; shift < 70; ++shift) {
        if (shift)
            body += ",\n  ";
        body += "{\"metadata\":{\"name\":\"cm-" + QByteArray::number(shift) +
                "\",\"namespace\":\"t\",\"annotations\":{\"pad\":\"" + QByteArray(shift, 'x') +
                "\"}},\"data\":{\"a\":\"}]}]\\\"{[\",\"b\":\"ends in a "
                "backslash\\\\\",\"c\":\"\\\\\\\"}\",\"d\":\"\\\\\\\\\\\\\\\\\",\"e\":[[{\"f\":\"]\"}],{}],"
                "\"g\":\"\\u007d\"}}";
    }
    body += "]}";
    return body;
}

} // namespace

class tst_ListDecoder : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyCutOfARealListDecodesTheSame()
    {
        const QByteArray body = readSample("pods-list-limit2.json");
        const auto whole = ObjectList::fromJson(body);
        compareToBody(whole, body);
        for (qsizetype cut = 1; cut < body.size(); ++cut) {
            ListDecoder decoder;
            decoder.feed(body.left(cut));
            decoder.feed(body.mid(cut));
            const auto list = decoder.finish();
            QVERIFY2(list.ok(),
                     qPrintable(QStringLiteral("cut at %1: %2").arg(cut).arg(list.error().message())));
            QCOMPARE(list->items.size(), whole->items.size());
            for (qsizetype i = 0; i < list->items.size(); ++i)
                QCOMPARE(list->items.at(i).json(), whole->items.at(i).json());
            QCOMPARE(list->resourceVersion, whole->resourceVersion);
            QCOMPARE(list->continueToken, whole->continueToken);
            QCOMPARE(list->remainingItemCount, whole->remainingItemCount);
            QCOMPARE(list->items.first().kind(), QByteArrayView("Pod"));
        }
    }

    void stringsWithBracketsQuotesAndBackslashes()
    {
        const QByteArray body = trickyList();
        QVERIFY(!QJsonDocument::fromJson(body).isNull()); // the fixture itself is valid JSON
        for (qsizetype chunk : {qsizetype(1), qsizetype(2), qsizetype(3), qsizetype(63), qsizetype(64),
                                qsizetype(65), qsizetype(4096), body.size()}) {
            const auto list = decodeInChunks(body, chunk);
            compareToBody(list, body);
            QCOMPARE(list->items.at(69).name(), QByteArrayView("cm-69"));
            QCOMPARE(list->items.at(69).kind(), QByteArrayView("ConfigMap"));
            QCOMPARE(list->resourceVersion, QByteArray("77"));
        }
    }

    void droppingManagedFieldsWhileStreaming()
    {
        const QByteArray body = readSample("pods-list-limit2.json");
        DecodeOptions options;
        options.dropManagedFields = true;
        const auto list = decodeInChunks(body, 100, options);
        QVERIFY2(list.ok(), qPrintable(list.error().message()));
        for (const Object &pod : list->items) {
            QVERIFY(!pod.hasManagedFields());
            QVERIFY(!pod.toJsonObject()
                         .value(QLatin1String("metadata"))
                         .toObject()
                         .contains(QLatin1String("managedFields")));
        }
    }

    void itemsBeforeTheListsKindStillGetIt()
    {
        const QByteArray body = "{\"items\":[{\"metadata\":{\"name\":\"a\",\"namespace\":\"n\"}}],\"kind\":"
                                "\"PodList\",\"apiVersion\":\"v1\",\"metadata\":{\"resourceVersion\":\"5\"}}";
        const auto list = decodeInChunks(body, 7);
        QVERIFY2(list.ok(), qPrintable(list.error().message()));
        QCOMPARE(list->items.size(), 1);
        QCOMPARE(list->items.first().kind(), QByteArrayView("Pod"));
        QCOMPARE(list->items.first().apiVersion(), QByteArrayView("v1"));
        QCOMPARE(list->items.first().key(), QByteArray("n/a"));
        QCOMPARE(list->resourceVersion, QByteArray("5"));
    }

    void emptyAndNullItems()
    {
        for (const QByteArray &body : {QByteArray("{\"kind\":\"PodList\",\"apiVersion\":\"v1\",\"metadata\":{"
                                                  "\"resourceVersion\":\"9\"},\"items\":[]}"),
                                       QByteArray(" {\"kind\":\"PodList\",\"apiVersion\":\"v1\",\"metadata\":"
                                                  "{\"resourceVersion\":\"9\"},\"items\":null} ")}) {
            const auto list = decodeInChunks(body, 5);
            QVERIFY2(list.ok(), qPrintable(list.error().message()));
            QCOMPARE(list->items.size(), 0);
            QCOMPARE(list->resourceVersion, QByteArray("9"));
        }
    }

    void badBodiesSayWhatIsWrong_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("says");
        const QByteArray good = "{\"metadata\":{\"name\":\"a\"}}";
        QTest::newRow("empty") << QByteArray("  ") << QStringLiteral("empty");
        QTest::newRow("not an object") << QByteArray("[1,2]") << QStringLiteral("must be a JSON object");
        QTest::newRow("item not an object")
            << QByteArray("{\"kind\":\"PodList\",\"items\":[" + good + ",null]}")
            << QStringLiteral("list item 1 is not a JSON object");
        QTest::newRow("bad item") << QByteArray("{\"kind\":\"PodList\",\"items\":[" + good +
                                                ",{\"metadata\":{\"name\":}}]}")
                                  << QStringLiteral("list item 1");
        QTest::newRow("cut inside items")
            << QByteArray("{\"kind\":\"PodList\",\"items\":[" + good + ",{\"metadata\":{\"na")
            << QStringLiteral("after 1 complete items");
        QTest::newRow("cut after items") << QByteArray("{\"kind\":\"PodList\",\"items\":[" + good + "]")
                                         << QStringLiteral("before its closing brace");
        QTest::newRow("trailing bytes") << QByteArray("{\"kind\":\"PodList\",\"items\":[]} x")
                                        << QStringLiteral("after the end of the list");
        QTest::newRow("bad members") << QByteArray("{\"kind\":PodList,\"items\":[]}")
                                     << QStringLiteral("invalid list JSON");
    }

    void badBodiesSayWhatIsWrong()
    {
        QFETCH(QByteArray, body);
        QFETCH(QString, says);
        for (qsizetype chunk : {qsizetype(1), body.size()}) {
            const auto list = decodeInChunks(body, chunk);
            QVERIFY(!list.ok());
            QCOMPARE(list.error().kind(), Error::Kind::Decode);
            QVERIFY2(list.error().message().contains(says), qPrintable(list.error().message()));
        }
    }
};

QTEST_MAIN(tst_ListDecoder)
#include "tst_listdecoder.moc"
