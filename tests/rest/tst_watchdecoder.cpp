// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "rest/watchdecoder.h"
#include "samples.h"

#include <QTest>

using namespace kube;

namespace {
QList<WatchEvent> decodeInChunks(const QByteArray &stream, qsizetype chunk, Error *end)
{
    WatchDecoder decoder;
    QList<WatchEvent> events;
    for (qsizetype at = 0; at < stream.size(); at += chunk)
        events += decoder.feed(QByteArrayView(stream).sliced(at, std::min(chunk, stream.size() - at)));
    *end = decoder.finish();
    return events;
}
} // namespace

class tst_WatchDecoder : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void recordedStreamInOneChunk()
    {
        const QByteArray stream = readSample("watch-stream.jsonl");
        Error end;
        const QList<WatchEvent> events = decodeInChunks(stream, stream.size(), &end);
        QVERIFY2(!end, qPrintable(end.message()));
        QCOMPARE(events.size(), 6);
        QCOMPARE(events[0].type, WatchEvent::Type::Added);
        QCOMPARE(events[1].type, WatchEvent::Type::Modified);
        QCOMPARE(events[3].type, WatchEvent::Type::Deleted);
        QCOMPARE(events[4].type, WatchEvent::Type::Bookmark);
        QCOMPARE(events[0].object.name(), QByteArrayView("sample"));
        QCOMPARE(events[0].object.resourceVersion(), QByteArrayView("50238"));
        QCOMPARE(events[3].object.resourceVersion(), QByteArrayView("50241"));
        QCOMPARE(events[4].object.resourceVersion(), QByteArrayView("50241"));
    }

    // Every split point of the recorded stream gives the same events: a chunk boundary can fall anywhere.
    void everySplitPointGivesTheSameEvents()
    {
        const QByteArray stream = readSample("watch-stream.jsonl");
        Error end;
        const QList<WatchEvent> whole = decodeInChunks(stream, stream.size(), &end);
        for (qsizetype split = 1; split < stream.size(); split += 7) {
            WatchDecoder decoder;
            QList<WatchEvent> events = decoder.feed(QByteArrayView(stream).first(split));
            events += decoder.feed(QByteArrayView(stream).sliced(split));
            QVERIFY2(!decoder.finish(), qPrintable(QStringLiteral("split at %1").arg(split)));
            QCOMPARE(events.size(), whole.size());
            for (qsizetype i = 0; i < events.size(); ++i)
                QCOMPARE(events[i].object.json(), whole[i].object.json());
        }
    }

    void byteByByte()
    {
        const QByteArray stream = readSample("watch-stream.jsonl");
        Error end;
        const QList<WatchEvent> events = decodeInChunks(stream, 1, &end);
        QVERIFY(!end);
        QCOMPARE(events.size(), 6);
    }

    void manyEventsInOneChunkWithoutNewlines()
    {
        // An ordinary literal: moc misreads \" inside raw strings.
        const QByteArray one = "{\"type\":\"ADDED\",\"object\":{\"kind\":\"Pod\",\"metadata\":{\"name\":\"a{b}\\\"c\",\"resourceVersion\":\"1\"}}}";
        WatchDecoder decoder;
        const QList<WatchEvent> events = decoder.feed(one + one + " \n" + one);
        QCOMPARE(events.size(), 3);
        QCOMPARE(events[0].object.name(), QByteArrayView("a{b}\"c")); // braces and quotes inside strings do not confuse framing
        QVERIFY(!decoder.finish());
    }

    void prettyPrintedEventsDecode()
    {
        WatchDecoder decoder;
        const QList<WatchEvent> events = decoder.feed("{\n  \"type\": \"DELETED\",\n  \"object\": {\n    \"metadata\": {\"name\": \"x\"}\n  }\n}\n");
        QCOMPARE(events.size(), 1);
        QCOMPARE(events[0].type, WatchEvent::Type::Deleted);
    }

    void streamCutMidObjectIsAnErrorNotAnEvent_data()
    {
        QTest::addColumn<qsizetype>("cut");
        const QByteArray stream = readSample("watch-stream.jsonl");
        const qsizetype firstEnd = stream.indexOf('\n');
        QTest::newRow("inside the first event") << firstEnd / 2;
        QTest::newRow("just before the closing brace") << firstEnd - 1;
        QTest::newRow("inside a string of the second event") << firstEnd + 40;
    }

    void streamCutMidObjectIsAnErrorNotAnEvent()
    {
        QFETCH(qsizetype, cut);
        const QByteArray stream = readSample("watch-stream.jsonl");
        WatchDecoder decoder;
        const QList<WatchEvent> events = decoder.feed(stream.left(cut));
        const Error end = decoder.finish();
        QVERIFY(end.isError());
        QCOMPARE(end.kind(), Error::Kind::Decode);
        QVERIFY(end.message().contains(QLatin1String("middle of an event")));
        QCOMPARE(events.size(), cut > stream.indexOf('\n') ? 1 : 0);
    }

    void errorEventCarriesTheStatus()
    {
        WatchDecoder decoder;
        const QList<WatchEvent> events = decoder.feed(readSample("watch-410-too-old.jsonl"));
        QCOMPARE(events.size(), 1);
        QCOMPARE(events[0].type, WatchEvent::Type::Error);
        QVERIFY(events[0].error.isExpired());
        QCOMPARE(events[0].error.httpCode(), 410);
        QCOMPARE(events[0].error.message(), QStringLiteral("too old resource version: 1 (50231)"));
    }

    void malformedFramesAreErrors_data()
    {
        QTest::addColumn<QByteArray>("stream");
        QTest::newRow("garbage between events") << QByteArray(R"({"type":"ADDED","object":{"metadata":{}}} xyz)");
        QTest::newRow("unknown type") << QByteArray(R"({"type":"RENAMED","object":{"metadata":{}}})");
        QTest::newRow("no object") << QByteArray(R"({"type":"ADDED"})");
        QTest::newRow("stray brace") << QByteArray("}");
    }

    void malformedFramesAreErrors()
    {
        QFETCH(QByteArray, stream);
        WatchDecoder decoder;
        decoder.feed(stream);
        QVERIFY(decoder.error().isError());
        QVERIFY(decoder.finish().isError());
    }

    void transformAppliesToWatchedObjects()
    {
        DecodeOptions options;
        options.dropManagedFields = true;
        WatchDecoder decoder(options);
        const QList<WatchEvent> events = decoder.feed(readSample("watch-stream.jsonl"));
        QCOMPARE(events.size(), 6);
        QVERIFY(!events[0].object.hasManagedFields());
        QVERIFY(!events[0].object.json().contains("managedFields"));
    }
};

QTEST_GUILESS_MAIN(tst_WatchDecoder)
#include "tst_watchdecoder.moc"
