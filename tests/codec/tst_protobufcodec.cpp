// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The protobuf codec: kubectl's protobuf bodies and a real apiserver's protobuf lists and watch decode to
// exactly the JSON recorded beside them; malformed bytes give Decode errors naming the offset, never a crash.
#include "codec/protobufcodec.h"
#include "codec/protobufschema.h"
#include "protobufwire.h"
#include "rest/watchdecoder.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace kube;
using namespace protobufwire;

namespace {

// The first place two JSON values differ, as a path, for a failure message a person can act on.
QString firstDifference(const QJsonValue &actual, const QJsonValue &expected, const QString &path)
{
    if (actual == expected)
        return {};
    if (actual.isObject() && expected.isObject()) {
        const QJsonObject a = actual.toObject();
        const QJsonObject e = expected.toObject();
        QStringList keys = a.keys() + e.keys();
        keys.removeDuplicates();
        for (const QString &key : keys) {
            if (!a.contains(key) || !e.contains(key))
                return QStringLiteral("%1.%2: %3")
                    .arg(path, key,
                         a.contains(key) ? QStringLiteral("unexpected") : QStringLiteral("missing"));
            const QString inner = firstDifference(a.value(key), e.value(key), path + QLatin1Char('.') + key);
            if (!inner.isEmpty())
                return inner;
        }
    }
    if (actual.isArray() && expected.isArray() && actual.toArray().size() == expected.toArray().size()) {
        for (qsizetype i = 0; i < actual.toArray().size(); ++i) {
            const QString inner = firstDifference(actual.toArray().at(i), expected.toArray().at(i),
                                                  QStringLiteral("%1[%2]").arg(path).arg(i));
            if (!inner.isEmpty())
                return inner;
        }
    }
    return QStringLiteral("%1: got %2, want %3")
        .arg(path, QString::fromUtf8(QJsonDocument(QJsonArray{actual}).toJson(QJsonDocument::Compact)),
             QString::fromUtf8(QJsonDocument(QJsonArray{expected}).toJson(QJsonDocument::Compact)));
}

QJsonValue parse(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        return QJsonValue(QStringLiteral("not JSON: %1 at %2").arg(error.errorString()).arg(error.offset));
    return document.isObject() ? QJsonValue(document.object()) : QJsonValue(document.array());
}

// Both must be JSON and equal as JSON values (member order aside).
void compareJson(const QByteArray &actual, const QByteArray &expected)
{
    const QJsonValue got = parse(actual);
    const QJsonValue want = parse(expected);
    QVERIFY2(want.isObject(), "the expected JSON parses");
    const QString difference = firstDifference(got, want, QStringLiteral("$"));
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
}

QByteArray mapEntry(const QByteArray &name, const QByteArray &value)
{
    return bytesField(1, name) + bytesField(2, value);
}

// A ControllerRevision whose data (a RawExtension) holds another, `levels` deep: the one recursion a covered
// kind allows.
QByteArray nestedRevisions(int levels)
{
    QByteArray body = envelope("apps/v1", "ControllerRevision", bytesField(1, bytesField(1, "leaf")));
    for (int i = 0; i < levels; ++i)
        body = envelope("apps/v1", "ControllerRevision",
                        bytesField(1, bytesField(1, "r")) + bytesField(2, bytesField(1, body)));
    return body;
}

QStringList createBodies()
{
    QStringList names = QDir(QStringLiteral(QKUBE_TEST_DATA_DIR "/protobuf/kubectl-create"))
                            .entryList({QStringLiteral("*.pb")}, QDir::Files, QDir::Name);
    for (QString &name : names)
        name.chop(3);
    return names;
}

} // namespace

class tst_ProtobufCodec : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void kubectlCreateBodyDecodesToItsJson_data()
    {
        QTest::addColumn<QString>("name");
        const QStringList names = createBodies();
        QVERIFY2(names.size() == 20, "all 20 of kubectl's typed create bodies are in tests/data/protobuf");
        for (const QString &name : names)
            QTest::newRow(qPrintable(QStringLiteral("kubectl create ") + name)) << name;
    }
    void kubectlCreateBodyDecodesToItsJson()
    {
        QFETCH(QString, name);
        const QByteArray body = readData(QStringLiteral("kubectl-create/%1.pb").arg(name));
        const auto json = protobufToJson(body);
        QVERIFY2(json.ok(), qPrintable(json.error().message()));
        compareJson(*json, readData(QStringLiteral("kubectl-create/%1.json").arg(name)));

        // What kubesim checks before decoding: the kind, and that the schema covers it.
        const auto typeMeta = protobufTypeMeta(body);
        QVERIFY(typeMeta.ok());
        const QJsonObject expected =
            parse(readData(QStringLiteral("kubectl-create/%1.json").arg(name))).toObject();
        QCOMPARE(QString::fromUtf8(typeMeta->kind), expected.value(QLatin1String("kind")).toString());
        QCOMPARE(QString::fromUtf8(typeMeta->apiVersion),
                 expected.value(QLatin1String("apiVersion")).toString());
        QVERIFY(ProtobufSchema::messageForKind(typeMeta->apiVersion, typeMeta->kind));
    }

    void recordedListDecodesToTheJsonList_data()
    {
        QTest::addColumn<QString>("resource");
        for (const char *resource :
             {"pods", "nodes", "events", "services", "deployments", "jobs", "configmaps"})
            QTest::newRow(resource) << QString::fromLatin1(resource);
    }
    void recordedListDecodesToTheJsonList()
    {
        QFETCH(QString, resource);
        const auto json = protobufToJson(readData(resource + QStringLiteral(".list.pb")));
        QVERIFY2(json.ok(), qPrintable(json.error().message()));
        const QJsonObject got = parse(*json).toObject();
        const QJsonObject want = parse(readData(resource + QStringLiteral(".list.json"))).toObject();
        const QJsonArray gotItems = got.value(QLatin1String("items")).toArray();
        const QJsonArray wantItems = want.value(QLatin1String("items")).toArray();
        QVERIFY(!wantItems.isEmpty());
        QCOMPARE(gotItems.size(), wantItems.size());
        for (qsizetype i = 0; i < wantItems.size(); ++i) {
            const QString difference =
                firstDifference(gotItems.at(i), wantItems.at(i), QStringLiteral("items[%1]").arg(i));
            QVERIFY2(difference.isEmpty(), qPrintable(difference));
        }
        // The list's own kind, apiVersion and metadata too (resourceVersions differ between the two
        // requests).
        QCOMPARE(got.value(QLatin1String("kind")), want.value(QLatin1String("kind")));
        QCOMPARE(got.value(QLatin1String("apiVersion")), want.value(QLatin1String("apiVersion")));
        QVERIFY(!got.value(QLatin1String("metadata"))
                     .toObject()
                     .value(QLatin1String("resourceVersion"))
                     .toString()
                     .isEmpty());
    }

    void watchStreamDecodesToTheJsonEvents_data()
    {
        QTest::addColumn<qsizetype>("chunkSize");
        QTest::newRow("whole stream at once") << qsizetype(1 << 20);
        QTest::newRow("frames cut mid-header and mid-body (7-byte chunks)") << qsizetype(7);
        QTest::newRow("one byte at a time") << qsizetype(1);
    }
    void watchStreamDecodesToTheJsonEvents()
    {
        QFETCH(qsizetype, chunkSize);
        const QByteArray stream = readData(QStringLiteral("watch-configmaps.pb"));
        const QList<QByteArray> expected =
            readData(QStringLiteral("watch-configmaps.jsonl")).trimmed().split('\n');
        ProtobufWatchDecoder decoder;
        QList<QByteArray> events;
        for (qsizetype at = 0; at < stream.size(); at += chunkSize)
            events += decoder.feed(stream.mid(at, chunkSize));
        QVERIFY2(!decoder.finish(), qPrintable(decoder.finish().message()));
        QCOMPARE(events.size(), expected.size());
        for (qsizetype i = 0; i < expected.size(); ++i)
            compareJson(events.at(i), expected.at(i));

        // The lines are what the JSON watch decoder takes: the same events reach an informer either way.
        WatchDecoder jsonDecoder;
        const QList<WatchEvent> decoded = jsonDecoder.feed(events.join('\n') + '\n');
        QCOMPARE(decoded.size(), expected.size());
        QCOMPARE(decoded.last().type, WatchEvent::Type::Deleted);
    }

    void customResource406IsAProtobufStatus()
    {
        const auto json = protobufToJson(readData(QStringLiteral("crontabs.list.406.pb")));
        QVERIFY2(json.ok(), qPrintable(json.error().message()));
        compareJson(*json, R"({"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure",
            "message":"only the following media types are accepted: application/json, application/yaml, application/vnd.kubernetes.protobuf",
            "reason":"NotAcceptable","code":406})");
    }

    void handBuiltBodyDecodes_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QByteArray>("expected");
        const QByteArray cmMetadata = bytesField(1, bytesField(1, "x"));
        QTest::newRow("unknown fields of every wire type are skipped, and nothing of them recorded")
            << envelope("v1", "ConfigMap",
                        bytesField(1, bytesField(1, "x") + bytesField(50, "junk") + varintField(51, 7)) +
                            key(77, 1) + QByteArray(8, '\x01') + key(78, 5) + QByteArray(4, '\x02') +
                            bytesField(2, mapEntry("k", "v")) + varintField(99, 1))
            << QByteArray(
                   R"({"kind":"ConfigMap","apiVersion":"v1","metadata":{"name":"x","creationTimestamp":null},"data":{"k":"v"}})");
        QTest::newRow("a repeated map key keeps its last value; keys come out sorted")
            << envelope("v1", "ConfigMap",
                        cmMetadata + bytesField(2, mapEntry("b", "1")) + bytesField(2, mapEntry("a", "2")) +
                            bytesField(2, mapEntry("b", "3")))
            << QByteArray(
                   R"({"kind":"ConfigMap","apiVersion":"v1","metadata":{"name":"x","creationTimestamp":null},"data":{"a":"2","b":"3"}})");
        QTest::newRow("a message field sent twice is merged, as protobuf requires")
            << envelope("v1", "ConfigMap",
                        bytesField(1, bytesField(1, "x")) + bytesField(1, bytesField(3, "ns")))
            << QByteArray(
                   R"({"kind":"ConfigMap","apiVersion":"v1","metadata":{"name":"x","namespace":"ns","creationTimestamp":null}})");
        QTest::newRow("invalid UTF-8 becomes U+FFFD, as Go writes it")
            << envelope("v1", "ConfigMap",
                        bytesField(1, bytesField(1, "a\xff"
                                                    "b\xe2\x82")))
            << QByteArray("{\"kind\":\"ConfigMap\",\"apiVersion\":\"v1\",\"metadata\":{\"name\":"
                          "\"a\\ufffdb\\ufffd\\ufffd\",\"creationTimestamp\":null}}");
        QTest::newRow("packed repeated numbers are read like unpacked ones, in order")
            << envelope("v1", "Pod",
                        cmMetadata +
                            bytesField(2, bytesField(14, bytesField(4, varint(1) + varint(2) + varint(300)) +
                                                             varintField(4, 4))))
            << QByteArray(R"({"kind":"Pod","apiVersion":"v1","metadata":{"name":"x","creationTimestamp":null},
                "spec":{"containers":null,"securityContext":{"supplementalGroups":[1,2,300,4]}},"status":{}})");
        // A Secret's bytes are base64 in JSON; a negative int32 travels as a 10-byte varint.
        QTest::newRow("bytes as base64, negative int32, pointer zero kept")
            << envelope("v1", "Secret",
                        cmMetadata + bytesField(2, mapEntry("k", QByteArray("\x00\xff", 2))) +
                            varintField(5, 0))
            << QByteArray(
                   R"({"kind":"Secret","apiVersion":"v1","metadata":{"name":"x","creationTimestamp":null},"immutable":false,"data":{"k":"AP8="}})");
        QTest::newRow("a priority class's negative value")
            << envelope("scheduling.k8s.io/v1", "PriorityClass", cmMetadata + varintField(2, quint64(-5)))
            << QByteArray(
                   R"({"kind":"PriorityClass","apiVersion":"scheduling.k8s.io/v1","metadata":{"name":"x","creationTimestamp":null},"value":-5})");
        QTest::newRow("a lease's MicroTime keeps microseconds")
            << envelope("coordination.k8s.io/v1", "Lease",
                        cmMetadata + bytesField(2, bytesField(3, varintField(1, 1795417582) +
                                                                     varintField(2, 123456789))))
            << QByteArray(
                   R"({"kind":"Lease","apiVersion":"coordination.k8s.io/v1","metadata":{"name":"x","creationTimestamp":null},"spec":{"acquireTime":"2026-11-23T07:06:22.123456Z"}})");
        QTest::newRow("a ControllerRevision holding another in its data")
            << nestedRevisions(1)
            << QByteArray(
                   R"({"kind":"ControllerRevision","apiVersion":"apps/v1","metadata":{"name":"r","creationTimestamp":null},"revision":0,
                "data":{"kind":"ControllerRevision","apiVersion":"apps/v1","metadata":{"name":"leaf","creationTimestamp":null},"data":null,"revision":0}})");
    }
    void handBuiltBodyDecodes()
    {
        QFETCH(QByteArray, body);
        QFETCH(QByteArray, expected);
        const auto json = protobufToJson(body);
        QVERIFY2(json.ok(), qPrintable(json.error().message()));
        compareJson(*json, expected);
    }

    // Strings are scanned 16 bytes at a time for what Go escapes: each such character, a multi-byte character
    // and bytes that are not UTF-8, at every place around the first two 16-byte boundaries of a 40-byte
    // string, come out exactly as Go writes them (text compared byte for byte, not as parsed JSON).
    void everyEscapeComesOutAsGoWritesItWherever()
    {
        const QList<std::pair<QByteArray, QByteArray>> escapes = {{"\"", "\\\""},
                                                                  {"\\", "\\\\"},
                                                                  {"<", "\\u003c"},
                                                                  {">", "\\u003e"},
                                                                  {"&", "\\u0026"},
                                                                  {"\n", "\\n"},
                                                                  {"\t", "\\t"},
                                                                  {"\x01", "\\u0001"},
                                                                  {"\x7f", "\x7f"},
                                                                  {"\xc3\xa9", "\xc3\xa9"},
                                                                  {"\xe2\x80\xa8", "\\u2028"},
                                                                  {"\xf0\x9f\x99\x82", "\xf0\x9f\x99\x82"},
                                                                  {"\xff", "\\ufffd"},
                                                                  {"\xe2\x82", "\\ufffd\\ufffd"}};
        for (const auto &[raw, escaped] : escapes) {
            for (int at = 0; at + raw.size() <= 40; ++at) {
                const QByteArray name = QByteArray(at, 'a') + raw + QByteArray(40 - at - raw.size(), 'b');
                const QByteArray expected =
                    QByteArray(at, 'a') + escaped + QByteArray(40 - at - raw.size(), 'b');
                const auto json =
                    protobufToJson(envelope("v1", "ConfigMap", bytesField(1, bytesField(1, name))));
                QVERIFY2(json.ok(), qPrintable(json.error().message()));
                const QByteArray want =
                    "{\"kind\":\"ConfigMap\",\"apiVersion\":\"v1\",\"metadata\":{\"name\":\"" + expected +
                    "\",\"creationTimestamp\":null}}";
                QVERIFY2(*json == want, qPrintable(QStringLiteral("%1 at %2: %3")
                                                       .arg(QString::fromLatin1(raw.toHex()))
                                                       .arg(at)
                                                       .arg(QString::fromUtf8(*json))));
            }
        }
    }

    void malformedBodyIsADecodeErrorAtItsOffset_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("message");
        const QByteArray magic("k8s\0", 4);
        QTest::newRow("empty body") << QByteArray() << QStringLiteral("no k8s\\0 magic) at byte 0");
        QTest::newRow("wrong magic") << QByteArray("k8t\0\x0a\x00", 6)
                                     << QStringLiteral("no k8s\\0 magic) at byte 0");
        QTest::newRow("JSON sent as protobuf")
            << QByteArray(R"({"kind":"Pod"})") << QStringLiteral("no k8s\\0 magic) at byte 0");
        QTest::newRow("truncated varint")
            << magic + "\x0a\x80" << QStringLiteral("truncated varint at byte 5");
        QTest::newRow("length past the end")
            << magic + "\x0a\x05\x0a\x02v"
            << QStringLiteral("length 5 runs past the end (3 bytes left) at byte 5");
        QTest::newRow("varint longer than 64 bits") << magic + "\x28" + QByteArray(10, '\xff') + '\x01'
                                                    << QStringLiteral("varint longer than 64 bits at byte 5");
        QTest::newRow("field number zero")
            << magic + QByteArray("\x02\x00", 2) << QStringLiteral("invalid field number 0 at byte 4");
        QTest::newRow("a group (wire type 3)")
            << magic + "\x0b" << QStringLiteral("unsupported wire type 3 for field 1 at byte 4");
        QTest::newRow("a known field with the wrong wire type")
            << envelope("v1", "ConfigMap", varintField(1, 3))
            << QStringLiteral("field 1 (metadata) of k8s.io.api.core.v1.ConfigMap has wire type varint, "
                              "expected length-delimited at byte 23");
        QTest::newRow("a kind the schema does not cover")
            << envelope("stable.example.com/v1", "CronTab", {})
            << QStringLiteral("no protobuf schema for stable.example.com/v1 CronTab at byte 0");
        QTest::newRow("a compressed envelope")
            << QByteArray("k8s\0", 4) + bytesField(1, bytesField(1, "v1") + bytesField(2, "ConfigMap")) +
                   bytesField(3, "gzip")
            << QStringLiteral("unsupported content encoding \"gzip\"");
        QTest::newRow("FieldsV1 that is not JSON")
            << envelope("v1", "ConfigMap",
                        bytesField(1, bytesField(17, bytesField(7, bytesField(1, "{\"f:data\":")))))
            << QStringLiteral("k8s.io.apimachinery.pkg.apis.meta.v1.FieldsV1 does not hold JSON at byte 32");
        QTest::newRow("an IntOrString of type 2")
            << envelope("policy/v1", "PodDisruptionBudget", bytesField(2, bytesField(1, varintField(1, 2))))
            << QStringLiteral("IntOrString of unknown type 2 at byte 44");
        QTest::newRow("a time past year 9999")
            << envelope("v1", "ConfigMap", bytesField(1, bytesField(8, varintField(1, 253402300800ull))))
            << QStringLiteral("time outside years 0-9999 at byte 27");
        QTest::newRow("ControllerRevisions nested past the depth limit")
            << nestedRevisions(500) << QStringLiteral("nesting deeper than 100");
    }
    void malformedBodyIsADecodeErrorAtItsOffset()
    {
        QFETCH(QByteArray, body);
        QFETCH(QString, message);
        const auto json = protobufToJson(body);
        QVERIFY2(!json.ok(), json.ok() ? json->constData() : "");
        QCOMPARE(json.error().kind(), Error::Kind::Decode);
        QVERIFY2(json.error().message().contains(message), qPrintable(json.error().message()));
    }

    // Every truncation and every single-byte corruption of real bodies: an error or valid JSON, never a crash
    // or a read past the end (the sanitizer build checks the reads).
    void damagedRealBodiesNeverCrash_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("kubectl create deployment") << QStringLiteral("kubectl-create/deployment.pb");
        QTest::newRow("kubectl create secret docker-registry")
            << QStringLiteral("kubectl-create/secret-docker-registry.pb");
        QTest::newRow("configmap list with managed fields") << QStringLiteral("configmaps.list.pb");
    }
    void damagedRealBodiesNeverCrash()
    {
        QFETCH(QString, file);
        const QByteArray body = readData(file);
        const auto check = [](const QByteArray &damaged, const QString &what) {
            // Its own buffer, exactly as long as the damaged body: a read past it is a sanitizer failure.
            const QByteArray exact(damaged.constData(), damaged.size());
            const auto json = protobufToJson(exact);
            if (json.ok())
                QVERIFY2(parse(*json).isObject(), qPrintable(what));
            else
                QVERIFY2(json.error().kind() == Error::Kind::Decode &&
                             json.error().message().contains(QLatin1String(" at byte ")),
                         qPrintable(what));
        };
        for (qsizetype size = 0; size < body.size(); ++size)
            check(body.left(size), QStringLiteral("cut to %1 bytes").arg(size));
        for (qsizetype at = 0; at < body.size(); ++at) {
            for (const char flip : {'\x01', '\x80', '\xff'}) {
                QByteArray damaged = body;
                damaged[at] = char(damaged[at] ^ flip);
                check(damaged, QStringLiteral("byte %1 xor %2").arg(at).arg(int(quint8(flip))));
            }
        }
    }

    void malformedWatchStreamIsADecodeError_data()
    {
        QTest::addColumn<QByteArray>("stream");
        QTest::addColumn<QString>("message");
        const QByteArray firstFrame = readData(QStringLiteral("watch-configmaps.pb")).left(4 + 300);
        QTest::newRow("a frame longer than the limit")
            << firstFrame + QByteArray("\x7f\xff\xff\xff", 4)
            << QStringLiteral("watch frame of 2147483647 bytes (more than 67108864) at byte 304");
        QTest::newRow("a frame that is not a WatchEvent")
            << firstFrame + QByteArray("\x00\x00\x00\x02\x0a\x09", 6)
            << QStringLiteral("length 9 runs past the end (0 bytes left) at byte 309");
        // Found by fuzz_protobufwatchdecoder: the JSON stream's decoder refused this type, this one passed it on.
        QTest::newRow("an event type client-go does not know")
            << firstFrame + QByteArray("\x00\x00\x00\x07\x0a\x05" "A@DED", 11)
            << QStringLiteral("watch event has unknown type \"A@DED\" at byte 304");
    }
    void malformedWatchStreamIsADecodeError()
    {
        QFETCH(QByteArray, stream);
        QFETCH(QString, message);
        ProtobufWatchDecoder decoder;
        const QList<QByteArray> events = decoder.feed(stream);
        QCOMPARE(events.size(), 1); // the good frame before the bad one still arrives
        QCOMPARE(decoder.error().kind(), Error::Kind::Decode);
        QVERIFY2(decoder.error().message().contains(message), qPrintable(decoder.error().message()));
        QVERIFY(decoder.feed(stream).isEmpty()); // nothing after an error
    }

    void watchStreamCutInsideAFrameIsAnErrorAtTheEnd()
    {
        ProtobufWatchDecoder decoder;
        const QByteArray stream = readData(QStringLiteral("watch-configmaps.pb"));
        QCOMPARE(decoder.feed(stream.left(4 + 300 + 10)).size(), 1);
        QVERIFY(!decoder.error());
        const Error end = decoder.finish();
        QCOMPARE(end.kind(), Error::Kind::Decode);
        QVERIFY2(end.message().contains(QLatin1String("ended inside a frame at byte 304")),
                 qPrintable(end.message()));
    }

    void contentTypeIsRecognised_data()
    {
        QTest::addColumn<QByteArray>("contentType");
        QTest::addColumn<bool>("protobuf");
        QTest::newRow("kubectl's") << QByteArray("application/vnd.kubernetes.protobuf") << true;
        QTest::newRow("a watch stream")
            << QByteArray("application/vnd.kubernetes.protobuf;stream=watch") << true;
        QTest::newRow("spaces and capitals")
            << QByteArray(" Application/VND.Kubernetes.Protobuf ; charset=x") << true;
        QTest::newRow("JSON") << QByteArray("application/json") << false;
        QTest::newRow("a longer name") << QByteArray("application/vnd.kubernetes.protobuf-x") << false;
        QTest::newRow("none") << QByteArray() << false;
    }
    void contentTypeIsRecognised()
    {
        QFETCH(QByteArray, contentType);
        QFETCH(bool, protobuf);
        QCOMPARE(isProtobufContentType(contentType), protobuf);
    }
};

QTEST_GUILESS_MAIN(tst_ProtobufCodec)
#include "tst_protobufcodec.moc"
