// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// ListDecoder: a list decoded as its bytes arrive must be the list decoded whole, however the bytes are cut,
// whether its items are decoded in place or on helper threads. Every test runs both ways.
#include "core/listdecoder.h"
#include "inplaceandonhelpers.h"
#include "samples.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace kube;

namespace {

// Where the tests' decoders decode their items: in place (null) or on helpers.
HelperPool *helpers = nullptr;

Result<ObjectList> decodeInChunks(const QByteArray &body, qsizetype chunkSize,
                                  const DecodeOptions &options = {})
{
    ListDecoder decoder(options, helpers);
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

// A list of `count` pods of ~1.5 KB: many batches of items for the helpers.
QByteArray bigList(int count)
{
    const QByteArray pod = readSample("pods-list-limit2.json").trimmed();
    const QJsonObject first =
        QJsonDocument::fromJson(pod).object().value(QLatin1String("items")).toArray().first().toObject();
    QByteArray body =
        "{\"kind\":\"PodList\",\"apiVersion\":\"v1\",\"metadata\":{\"resourceVersion\":\"12\"},\"items\":[";
    for (int i = 0; i < count; ++i) {
        QJsonObject item = first;
        QJsonObject metadata = item.value(QLatin1String("metadata")).toObject();
        metadata.insert(QLatin1String("name"), QStringLiteral("pod-%1").arg(i));
        item.insert(QLatin1String("metadata"), metadata);
        if (i)
            body += ',';
        body += QJsonDocument(item).toJson(QJsonDocument::Compact);
    }
    return body + "]}";
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
            ListDecoder decoder({}, helpers);
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
        QTest::newRow("not an object")
            << QByteArray("[1,2]")
            << QStringLiteral("must be a JSON object, but it starts with '[' (at byte 0)");
        QTest::newRow("item not an object")
            << QByteArray("{\"kind\":\"PodList\",\"items\":[" + good + ",null]}")
            << QStringLiteral("list item 1 is not a JSON object (it starts with 'n' at byte 53)");
        QTest::newRow("bad item")
            << QByteArray("{\"kind\":\"PodList\",\"items\":[" + good + ",{\"metadata\":{\"name\":}}]}")
            << QStringLiteral("list item 1: invalid JSON at byte 73: expected a value, found '}'");
        QTest::newRow("cut inside items")
            << QByteArray("{\"kind\":\"PodList\",\"items\":[" + good + ",{\"metadata\":{\"na")
            << QStringLiteral("after 1 complete items (at byte 69)");
        QTest::newRow("cut after items") << QByteArray("{\"kind\":\"PodList\",\"items\":[" + good + "]")
                                         << QStringLiteral("before its closing brace (at byte 53)");
        QTest::newRow("trailing bytes")
            << QByteArray("{\"kind\":\"PodList\",\"items\":[]} x")
            << QStringLiteral("unexpected 'x' after the end of the list, at byte 30");
        QTest::newRow("bad members") << QByteArray("{\"kind\":PodList,\"items\":[]}")
                                     << QStringLiteral("invalid JSON at byte 8: expected a value, found 'P'");
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

    // A list body must be RFC 8259 JSON throughout: between items, inside them, in the list's own members and
    // after the list. Each row was accepted before (as a list, often with items missing). The byte counts
    // from the body's start, however the body was cut into chunks.
    void invalidJsonSaysWhatAndWhere_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<int>("offset");
        QTest::addColumn<QString>("says");
        const QByteArray head = "{\"kind\":\"PodList\",\"items\":["; // 27 bytes
        const QByteArray good = "{\"metadata\":{\"name\":\"a\"}}";   // 25 bytes
        QTest::newRow("a missing comma between items")
            << QByteArray(head + good + good + "]}") << 52
            << QStringLiteral("expected ',' or ']' after list item 0, found '{'");
        QTest::newRow("a comma before the first item")
            << QByteArray(head + "," + good + "]}") << 27
            << QStringLiteral("list item 0 is not a JSON object (it starts with ','");
        QTest::newRow("two commas between items")
            << QByteArray(head + good + ",," + good + "]}") << 53
            << QStringLiteral("list item 1 is not a JSON object (it starts with ','");
        QTest::newRow("a trailing comma after the last item")
            << QByteArray(head + good + ",]}") << 53 << QStringLiteral("trailing comma");
        QTest::newRow("a lone comma for items")
            << QByteArray(head + ",]}") << 27 << QStringLiteral("list item 0 is not a JSON object");
        QTest::newRow("garbage between items")
            << QByteArray(head + good + ", x," + good + "]}") << 54
            << QStringLiteral("list item 1 is not a JSON object (it starts with 'x'");
        QTest::newRow("a cut-off literal inside an item")
            << QByteArray(head + good + ",{\"metadata\":{\"name\":\"b\",\"x\":tru}}]}") << 81
            << QStringLiteral("list item 1: invalid JSON at byte 81: invalid literal");
        QTest::newRow("a trailing comma inside an item")
            << QByteArray(head + "{\"spec\":{\"a\":1,}}]}") << 42
            << QStringLiteral("list item 0: invalid JSON at byte 42: a ',' before '}'");
        QTest::newRow("a bad escape inside an item")
            << QByteArray(head + "{\"spec\":\"\\q\"}]}") << 36
            << QStringLiteral("list item 0: invalid JSON at byte 36: invalid escape");
        QTest::newRow("a raw newline inside an item")
            << QByteArray(head + "{\"spec\":\"a\nb\"}]}") << 37
            << QStringLiteral("list item 0: invalid JSON at byte 37: control character");
        QTest::newRow("a lone surrogate inside an item")
            << QByteArray(head + "{\"spec\":\"\\udc00\"}]}") << 36
            << QStringLiteral("list item 0: invalid JSON at byte 36: lone low surrogate");
        QTest::newRow("garbage after the items, inside the list")
            << QByteArray(head + good + "] x}") << 54
            << QStringLiteral(
                   "invalid JSON at byte 54: expected ',' or '}' after an object member, found 'x'");
        QTest::newRow("a trailing comma in the list's metadata")
            << QByteArray(head + good + "],\"metadata\":{\"resourceVersion\":\"1\",}}") << 88
            << QStringLiteral("invalid JSON at byte 88: a ',' before '}' (trailing comma)");
        QTest::newRow("a bad number before the items")
            << QByteArray("{\"metadata\":{\"remainingItemCount\":01},\"items\":[" + good + "]}") << 34
            << QStringLiteral("invalid JSON at byte 34: invalid number: leading zero");
        QTest::newRow("a second list after the first")
            << QByteArray(head + "]}{}") << 29
            << QStringLiteral("unexpected '{' after the end of the list, at byte 29");
    }

    void invalidJsonSaysWhatAndWhere()
    {
        QFETCH(QByteArray, body);
        QFETCH(int, offset);
        QFETCH(QString, says);
        for (qsizetype chunk : {qsizetype(1), qsizetype(7), qsizetype(64), body.size()}) {
            const auto list = decodeInChunks(body, chunk);
            QVERIFY2(
                !list.ok(),
                qPrintable(
                    QStringLiteral("chunks of %1: decoded %2 items").arg(chunk).arg(list->items.size())));
            QCOMPARE(list.error().kind(), Error::Kind::Decode);
            const QString message = list.error().message();
            QVERIFY2(message.contains(says), qPrintable(message));
            QVERIFY2(message.contains(QStringLiteral("at byte %1").arg(offset)), qPrintable(message));
        }
    }

    // Thousands of items, many batches: the same items in the same order however the body is cut.
    void aBigListDecodesTheSameInEveryChunking()
    {
        const QByteArray body = bigList(3000);
        ListDecoder whole(DecodeOptions(), nullptr);
        whole.feed(body);
        const auto expected = whole.finish();
        QVERIFY2(expected.ok(), qPrintable(expected.error().message()));
        QCOMPARE(expected->items.size(), 3000);
        for (qsizetype chunk : {qsizetype(1000), qsizetype(16384), qsizetype(1 << 20)}) {
            const auto list = decodeInChunks(body, chunk);
            QVERIFY2(list.ok(), qPrintable(list.error().message()));
            QCOMPARE(list->items.size(), expected->items.size());
            for (qsizetype i = 0; i < list->items.size(); ++i)
                QCOMPARE(list->items.at(i).json(), expected->items.at(i).json());
            QCOMPARE(list->resourceVersion, QByteArray("12"));
        }
    }

    // The first bad item is the error, even when later items (or the bytes after them) are bad too and get
    // looked at first.
    void theFirstBadItemOfABigListIsTheError()
    {
        QByteArray body = bigList(3000);
        const QByteArray name2500 = "\"name\":\"pod-2500\"";
        const qsizetype at = body.indexOf(name2500);
        QVERIFY(at > 0);
        body.replace(at, name2500.size(), "\"name\":tru,\"x\":\"pod-2500\"");
        // Garbage right after the next item: found while the bad item's batch is still being filled.
        QByteArray laterToo = body;
        laterToo.insert(laterToo.lastIndexOf("{\"metadata\":", laterToo.indexOf("\"name\":\"pod-2502\"")),
                        'x');
        for (const QByteArray &bad : {body, laterToo}) {
            for (qsizetype chunk : {qsizetype(4096), bad.size()}) {
                const auto list = decodeInChunks(bad, chunk);
                QVERIFY(!list.ok());
                QVERIFY2(list.error().message().startsWith(
                             QStringLiteral("list item 2500: invalid JSON at byte %1: invalid literal")
                                 .arg(at + 7)),
                         qPrintable(list.error().message()));
            }
        }
    }

    // A decoder dropped with batches still on the helpers frees what it held; nothing runs on freed memory.
    void aDecoderDroppedMidListLeavesNothingBehind()
    {
        const QByteArray body = bigList(2000);
        for (qsizetype cut : {body.size() / 3, body.size() - 10}) {
            auto decoder = std::make_unique<ListDecoder>(DecodeOptions(), helpers);
            decoder->feed(body.left(cut));
            decoder.reset();
        }
        const auto list = decodeInChunks(body, 65536);
        QVERIFY2(list.ok(), qPrintable(list.error().message()));
        QCOMPARE(list->items.size(), 2000);
    }

    // A body that breaks off anywhere is an error, never a shorter list.
    void everyTruncationOfARealListFails()
    {
        const QByteArray body = readSample("pods-list-limit2.json").trimmed();
        for (qsizetype cut = 0; cut < body.size(); ++cut) {
            const auto list = decodeInChunks(body.left(cut), 4096);
            QVERIFY2(
                !list.ok(),
                qPrintable(QStringLiteral("cut at %1 decoded %2 items").arg(cut).arg(list->items.size())));
            QCOMPARE(list.error().kind(), Error::Kind::Decode);
        }
    }
};

int main(int argc, char **argv)
{
    return runInPlaceAndOnHelpers<tst_ListDecoder>(argc, argv, helpers);
}

#include "tst_listdecoder.moc"
