// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// ProtobufListDecoder: a real apiserver's protobuf lists, fed in chunks of any size, give the objects its
// JSON lists give; a body cut short, a field the schema lacks or a list of an unknown kind is an error naming
// it, never a shorter or silently thinner list; whether the items are converted in place or on helper threads
// (every test runs both ways).
#include "codec/protobuflistdecoder.h"
#include "inplaceandonhelpers.h"
#include "protobufwire.h"

#include <QTest>

using namespace kube;
using namespace protobufwire;

namespace {

// Where the tests' decoders convert their items: in place (null) or on helpers.
HelperPool *helpers = nullptr;

Result<ObjectList> decodeInChunks(const QByteArray &body, qsizetype chunkSize,
                                  const DecodeOptions &options = {})
{
    ProtobufListDecoder decoder(options, helpers);
    for (qsizetype at = 0; at < body.size(); at += chunkSize)
        decoder.feed(QByteArrayView(body).sliced(at, std::min(chunkSize, body.size() - at)));
    return decoder.finish();
}

// JSON without the whitespace between its tokens (the recordings are indented), member order kept.
QByteArray withoutIndent(const QByteArray &json)
{
    QByteArray out;
    bool inString = false;
    for (qsizetype i = 0; i < json.size(); ++i) {
        const char c = json[i];
        if (inString && c == '\\') {
            out += c;
            out += json[++i];
            continue;
        }
        if (c == '"')
            inString = !inString;
        if (inString || (c != ' ' && c != '\n' && c != '\t' && c != '\r'))
            out += c;
    }
    return out;
}

// A Pod with only metadata.namespace and metadata.name (ObjectMeta: name 1, namespace 3), plus `extra` bytes.
QByteArray pod(const QByteArray &name, const QByteArray &extra = {})
{
    return bytesField(1, bytesField(1, name) + bytesField(3, "default")) + extra;
}
// A PodList {metadata: {resourceVersion}, items}.
QByteArray podList(const QList<QByteArray> &pods)
{
    QByteArray raw = bytesField(1, bytesField(2, "42"));
    for (const QByteArray &item : pods)
        raw += bytesField(2, item);
    return envelope("v1", "PodList", raw);
}

// A Pod of ~1 KB: its name, namespace and a long annotation (ObjectMeta field 12, a map entry).
QByteArray bigPod(int i, const QByteArray &extra = {})
{
    const QByteArray annotation = bytesField(1, "note") + bytesField(2, QByteArray(1000, 'x'));
    return bytesField(1, bytesField(1, "pod-" + QByteArray::number(i)) + bytesField(3, "default") +
                             bytesField(12, annotation)) +
           extra;
}

// What Object's decoding of an object's JSON reads, each accessor's answer, to compare two decodings by.
QStringList metadataOf(const Object &object)
{
    QStringList facts{QString::fromUtf8(object.kind()),
                      QString::fromUtf8(object.apiVersion()),
                      QString::fromUtf8(object.namespaceName()),
                      QString::fromUtf8(object.name()),
                      QString::fromUtf8(object.uid()),
                      QString::fromUtf8(object.resourceVersion()),
                      QString::number(object.generation()),
                      QString::number(object.creationTimestamp()),
                      QString::number(object.deletionTimestamp()),
                      QString::number(object.isInitialEventsEnd()),
                      QString::number(object.hasManagedFields())};
    for (const auto &[key, value] : object.labels())
        facts << QStringLiteral("label %1=%2").arg(QString::fromUtf8(key), QString::fromUtf8(value));
    for (const OwnerReference &owner : object.ownerReferences())
        facts << QStringLiteral("owner %1 %2 %3 %4 %5")
                     .arg(QString::fromUtf8(owner.apiVersion), QString::fromUtf8(owner.kind),
                          QString::fromUtf8(owner.name), QString::fromUtf8(owner.uid))
                     .arg(owner.controller);
    return facts;
}

QList<DecodeOptions> everyDropping()
{
    QList<DecodeOptions> all;
    for (int drop = 0; drop < 4; ++drop) {
        DecodeOptions options;
        options.dropManagedFields = drop & 1;
        options.dropLastAppliedAnnotation = drop & 2;
        all << options;
    }
    return all;
}

// ObjectMeta (name 1, namespace 3, uid 5, resourceVersion 6, generation 7, creationTimestamp 8,
// deletionTimestamp 9, labels 11, annotations 12, ownerReferences 13, managedFields 17) with every field an
// Object reads, the map entries out of order and one label twice (the last wins), in two occurrences that
// protobuf merges.
QByteArray fullMetadata(const QByteArray &labelValue)
{
    const auto entry = [](const QByteArray &key, const QByteArray &value) {
        return bytesField(1, key) + bytesField(2, value);
    };
    const QByteArray owner = bytesField(1, "ReplicaSet") + bytesField(3, "web-1") + bytesField(4, "u-rs") +
                             bytesField(5, "apps/v1") + varintField(6, 1) + varintField(7, 1);
    const QByteArray first = bytesField(1, "web-1-abc") + bytesField(3, "shop") + bytesField(5, "u-pod") +
                             bytesField(6, "17") + varintField(7, 3) +
                             bytesField(8, varintField(1, 1795000000)) + bytesField(11, entry("tier", "x")) +
                             bytesField(11, entry("zz", "last")) + bytesField(11, entry("app", labelValue));
    const QByteArray second =
        bytesField(9, varintField(1, 1795000600) + varintField(2, 5)) + bytesField(11, entry("tier", "web")) +
        bytesField(12, entry("note", "<&>")) +
        bytesField(12, entry("kubectl.kubernetes.io/last-applied-configuration", "{\"a\":1}")) +
        bytesField(12, entry("k8s.io/initial-events-end", "true")) + bytesField(13, owner) +
        bytesField(13, bytesField(1, "Node") + bytesField(3, "n1")) +
        bytesField(17, bytesField(1, "kubectl"));
    return bytesField(1, first) + bytesField(1, second);
}

} // namespace

class tst_ProtobufListDecoder : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void recordedListGivesTheObjectsOfItsJsonList_data()
    {
        QTest::addColumn<QString>("resource");
        QTest::addColumn<qsizetype>("chunkSize");
        for (const char *resource :
             {"pods", "nodes", "events", "services", "deployments", "jobs", "configmaps"}) {
            for (qsizetype chunkSize : {qsizetype(1), qsizetype(7), qsizetype(100), qsizetype(1) << 30})
                QTest::addRow("%s in chunks of %lld", resource, qlonglong(chunkSize))
                    << QString::fromLatin1(resource) << chunkSize;
        }
    }
    void recordedListGivesTheObjectsOfItsJsonList()
    {
        QFETCH(QString, resource);
        QFETCH(qsizetype, chunkSize);
        const QByteArray body = readData(resource + QStringLiteral(".list.pb"));
        const auto got = decodeInChunks(body, chunkSize);
        QVERIFY2(got.ok(), qPrintable(got.error().message()));
        const auto want = ObjectList::fromJson(readData(resource + QStringLiteral(".list.json")));
        QVERIFY2(want.ok(), qPrintable(want.error().message()));
        QCOMPARE(got->kind, want->kind);
        QCOMPARE(got->apiVersion, want->apiVersion);
        QVERIFY(
            !got->resourceVersion.isEmpty()); // the two recordings were separate requests: versions differ
        QCOMPARE(got->bodyBytes, body.size());
        QVERIFY(!want->items.isEmpty());
        QCOMPARE(got->items.size(), want->items.size());
        for (qsizetype i = 0; i < want->items.size(); ++i) {
            const Object &object = got->items.at(i);
            QCOMPARE(object.key(), want->items.at(i).key());
            QCOMPARE(object.kind(), want->items.at(i).kind()); // "Pod", from the list's "PodList"
            QCOMPARE(object.apiVersion(), want->items.at(i).apiVersion());
            QCOMPARE(object.uid(), want->items.at(i).uid());
            QCOMPARE(object.creationTimestamp(), want->items.at(i).creationTimestamp());
            // The whole object, byte for byte: the apiserver's JSON and the codec's write Go's order.
            QCOMPARE(object.json(), withoutIndent(want->items.at(i).json()));
        }
    }

    // The items' metadata is read while they are converted, not by parsing their JSON again: every accessor
    // answers as for the JSON list of the same objects, with each way of dropping fields.
    void itemMetadataIsWhatItsJsonGives_data()
    {
        QTest::addColumn<QString>("resource");
        for (const char *resource :
             {"pods", "nodes", "events", "services", "deployments", "jobs", "configmaps"})
            QTest::addRow("%s", resource) << QString::fromLatin1(resource);
    }
    void itemMetadataIsWhatItsJsonGives()
    {
        QFETCH(QString, resource);
        for (const DecodeOptions &options : everyDropping()) {
            const auto got = decodeInChunks(readData(resource + QStringLiteral(".list.pb")), 4096, options);
            QVERIFY2(got.ok(), qPrintable(got.error().message()));
            const auto want =
                ObjectList::fromJson(readData(resource + QStringLiteral(".list.json")), options);
            QVERIFY2(want.ok(), qPrintable(want.error().message()));
            QCOMPARE(got->items.size(), want->items.size());
            for (qsizetype i = 0; i < want->items.size(); ++i) {
                QCOMPARE(metadataOf(got->items.at(i)), metadataOf(want->items.at(i)));
                QCOMPARE(got->items.at(i).json(), withoutIndent(want->items.at(i).json()));
            }
        }
    }

    // Every field an Object reads, cut or kept by each way of dropping, as its converted JSON decodes; a
    // label that is not UTF-8 (the JSON has U+FFFD for it) too.
    void everyMetadataFieldIsWhatItsJsonGives_data()
    {
        QTest::addColumn<QByteArray>("labelValue");
        QTest::addRow("UTF-8") << QByteArray("caf\xc3\xa9");
        QTest::addRow("not UTF-8") << QByteArray("caf\xe9");
    }
    void everyMetadataFieldIsWhatItsJsonGives()
    {
        QFETCH(QByteArray, labelValue);
        for (const DecodeOptions &options : everyDropping()) {
            const auto list = decodeInChunks(podList({fullMetadata(labelValue)}), 3, options);
            QVERIFY2(list.ok(), qPrintable(list.error().message()));
            const Object &object = list->items.at(0);
            const auto reparsed = Object::fromJson(object.json(), options);
            QVERIFY2(reparsed.ok(), qPrintable(reparsed.error().message()));
            // Kind and apiVersion come from the list in both: the JSON of an item has neither.
            QStringList want = metadataOf(*reparsed);
            want[0] = QStringLiteral("Pod");
            want[1] = QStringLiteral("v1");
            QCOMPARE(metadataOf(object), want);
            QCOMPARE(object.stripped(true, true).json(), reparsed->stripped(true, true).json());
            QCOMPARE(object.stripped(true, false).json(), reparsed->stripped(true, false).json());
            QCOMPARE(object.stripped(false, true).json(), reparsed->stripped(false, true).json());
            QCOMPARE(object.deletionTimestamp(), 1795000600000);
            QCOMPARE(object.label("tier"), QByteArray("web"));
            QCOMPARE(object.isInitialEventsEnd(), true);
            QCOMPARE(object.json().contains("last-applied-configuration"),
                     !options.dropLastAppliedAnnotation);
        }
    }

    void decodeOptionsApplyToItsItems()
    {
        DecodeOptions options;
        options.dropManagedFields = true;
        const auto list = decodeInChunks(readData(QStringLiteral("pods.list.pb")), 4096, options);
        QVERIFY2(list.ok(), qPrintable(list.error().message()));
        QVERIFY(!list->items.isEmpty());
        for (const Object &object : list->items) {
            QVERIFY(!object.hasManagedFields());
            QVERIFY(!object.json().contains("managedFields"));
        }
    }

    // Go's encoder, the apiserver's, escapes <, > and & (and U+2028, U+2029): the same bytes as its JSON.
    void stringsAreEscapedAsTheApiserverEscapesThem()
    {
        const auto list = decodeInChunks(podList({pod("<none> & \xe2\x80\xa8")}), 2);
        QVERIFY2(list.ok(), qPrintable(list.error().message()));
        QVERIFY2(list->items.at(0).json().contains("\"name\":\"\\u003cnone\\u003e \\u0026 \\u2028\""),
                 list->items.at(0).json().constData());
        QCOMPARE(list->items.at(0).name(), QByteArrayView("<none> & \xe2\x80\xa8"));
    }

    void listMetadataIsRead()
    {
        QByteArray raw =
            bytesField(1, bytesField(2, "77") + bytesField(3, "next-page") + key(4, 0) + varint(1234));
        raw += bytesField(2, pod("a"));
        const auto list = decodeInChunks(envelope("v1", "PodList", raw), 3);
        QVERIFY2(list.ok(), qPrintable(list.error().message()));
        QCOMPARE(list->resourceVersion, QByteArray("77"));
        QCOMPARE(list->continueToken, QByteArray("next-page"));
        QCOMPARE(list->remainingItemCount, 1234);
        QCOMPARE(list->items.size(), 1);
        QCOMPARE(list->items.at(0).key(), QByteArray("default/a"));
    }

    void bodyCutShortIsAnErrorNeverAShorterList_data()
    {
        QTest::addColumn<qsizetype>("keep");
        QTest::addColumn<QString>("message");
        const QByteArray body = readData(QStringLiteral("pods.list.pb"));
        QTest::newRow("nothing") << qsizetype(0) << QStringLiteral("the list body is empty");
        QTest::newRow("in the magic") << qsizetype(2) << QStringLiteral("inside its k8s\\0 magic");
        QTest::newRow("in the type") << qsizetype(10) << QStringLiteral("ends inside a field");
        QTest::newRow("half") << body.size() / 2 << QStringLiteral("ends inside its items, after");
        QTest::newRow("last byte gone") << body.size() - 1 << QStringLiteral("ends inside");
    }
    void bodyCutShortIsAnErrorNeverAShorterList()
    {
        QFETCH(qsizetype, keep);
        QFETCH(QString, message);
        const auto list = decodeInChunks(readData(QStringLiteral("pods.list.pb")).left(keep), 500);
        QVERIFY(!list.ok());
        QCOMPARE(list.error().kind(), Error::Kind::Decode);
        QVERIFY2(list.error().message().contains(message), qPrintable(list.error().message()));
    }

    // A server newer than the schema sends a field it lacks: an error, so the caller asks for JSON instead of
    // keeping objects without it.
    void fieldTheSchemaLacksIsAnError_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("message");
        QTest::newRow("in an item") << podList({pod("a"), pod("b", key(99, 0) + varint(1))})
                                    << QStringLiteral(
                                           "list item 1: protobuf: field 99 of k8s.io.api.core.v1.Pod is not "
                                           "in this client's protobuf schema");
        QTest::newRow("deep in an item")
            << podList({pod("a", bytesField(2, key(999, 0) + varint(1)))})
            << QStringLiteral(
                   "field 999 of k8s.io.api.core.v1.PodSpec is not in this client's protobuf schema");
        QTest::newRow("in the list")
            << envelope("v1", "PodList", bytesField(2, pod("a")) + key(7, 0) + varint(1))
            << QStringLiteral("field 7 of the list PodList is not in this client's protobuf schema");
    }
    void fieldTheSchemaLacksIsAnError()
    {
        QFETCH(QByteArray, body);
        QFETCH(QString, message);
        for (qsizetype chunkSize : {qsizetype(1), body.size()}) {
            const auto list = decodeInChunks(body, chunkSize);
            QVERIFY(!list.ok());
            QVERIFY2(list.error().message().contains(message), qPrintable(list.error().message()));
        }
    }

    // A list of many batches: the same objects as one thread decoding alone, however the bytes are cut; and
    // the first bad item is the error, even when the list's own bytes after it are bad too.
    void aBigListDecodesTheSameAndItsFirstBadItemIsTheError()
    {
        QList<QByteArray> pods;
        for (int i = 0; i < 1000; ++i)
            pods.append(bigPod(i));
        const QByteArray body = podList(pods);
        ProtobufListDecoder alone({}, nullptr);
        alone.feed(body);
        const auto expected = alone.finish();
        QVERIFY2(expected.ok(), qPrintable(expected.error().message()));
        QCOMPARE(expected->items.size(), 1000);
        for (qsizetype chunk : {qsizetype(999), qsizetype(65536), body.size()}) {
            const auto list = decodeInChunks(body, chunk);
            QVERIFY2(list.ok(), qPrintable(list.error().message()));
            QCOMPARE(list->items.size(), expected->items.size());
            for (qsizetype i = 0; i < list->items.size(); ++i)
                QCOMPARE(list->items.at(i).json(), expected->items.at(i).json());
        }
        pods[700] = bigPod(700, key(99, 0) + varint(1));
        QByteArray raw = bytesField(1, bytesField(2, "42"));
        for (const QByteArray &item : std::as_const(pods))
            raw += bytesField(2, item);
        for (const QByteArray &bad :
             {podList(pods), envelope("v1", "PodList", raw + key(7, 0) + varint(1))}) {
            for (qsizetype chunk : {qsizetype(4096), bad.size()}) {
                const auto list = decodeInChunks(bad, chunk);
                QVERIFY(!list.ok());
                QVERIFY2(list.error().message().startsWith(
                             QStringLiteral("list item 700: protobuf: field 99 of k8s.io.api.core.v1.Pod")),
                         qPrintable(list.error().message()));
            }
        }
    }

    void malformedBodyIsAnErrorAtItsByte_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("message");
        QTest::newRow("JSON") << QByteArray("{\"kind\":\"PodList\"}")
                              << QStringLiteral("not Kubernetes protobuf (no k8s\\0 magic) at byte 0");
        QTest::newRow("a custom resource's list")
            << envelope("stable.example.com/v1", "CronTabList", bytesField(2, QByteArray()))
            << QStringLiteral("no protobuf schema for the list stable.example.com/v1 CronTabList");
        QTest::newRow("items before the kind")
            << QByteArray("k8s\0", 4) + bytesField(2, bytesField(2, pod("a")))
            << QStringLiteral("the list comes before its kind");
        const QByteArray item = pod("a");
        // An item whose length claims more than the list holds.
        QTest::newRow("item past the list's end")
            << QByteArray("k8s\0", 4) + bytesField(1, bytesField(1, "v1") + bytesField(2, "PodList")) +
                   key(2, 2) + varint(item.size() + 2) + key(2, 2) + varint(item.size() + 50) + item
            << QStringLiteral("field 2 runs past the end of the list");
        QTest::newRow("a second kind after the items")
            << podList({pod("a")}) + bytesField(1, bytesField(1, "apps/v1") + bytesField(2, "DeploymentList"))
            << QStringLiteral("a second kind (runtime.Unknown's typeMeta) in one body");
        // Found by fuzz_protobuflistdecoder: taken as "no resourceVersion" where the codec refuses it.
        QTest::newRow("a resourceVersion that is a number")
            << envelope("v1", "PodList", bytesField(1, key(2, 0) + varint(7)) + bytesField(2, pod("a")))
            << QStringLiteral("field 2 of metav1.ListMeta has the wrong wire type");
        QTest::newRow("a kind that is a number")
            << QByteArray("k8s\0", 4) + bytesField(1, key(2, 0) + varint(1))
            << QStringLiteral("field 2 of runtime.TypeMeta is not length-delimited");
        QTest::newRow("a group") << envelope("v1", "PodList", key(2, 3)) << QStringLiteral("wire type 3");
        QTest::newRow("an encoding") << QByteArray("k8s\0", 4) +
                                            bytesField(1, bytesField(1, "v1") + bytesField(2, "PodList")) +
                                            bytesField(2, {}) + bytesField(3, "gzip")
                                     << QStringLiteral("unsupported content encoding \"gzip\"");
    }
    void malformedBodyIsAnErrorAtItsByte()
    {
        QFETCH(QByteArray, body);
        QFETCH(QString, message);
        const auto list = decodeInChunks(body, 5);
        QVERIFY(!list.ok());
        QCOMPARE(list.error().kind(), Error::Kind::Decode);
        QVERIFY2(list.error().message().contains(message), qPrintable(list.error().message()));
    }

    // An item in progress is held, and counted, so a caller can stop an endless one.
    void itemInProgressIsCounted()
    {
        const QByteArray body = podList({pod("a", bytesField(2, QByteArray(5000, 'x')))});
        ProtobufListDecoder decoder({}, helpers);
        decoder.feed(QByteArrayView(body).first(body.size() - 100));
        QVERIFY2(decoder.pendingItemBytes() > 4000, QByteArray::number(decoder.pendingItemBytes()));
        QVERIFY(!decoder.error());
    }
};

int main(int argc, char **argv)
{
    return runInPlaceAndOnHelpers<tst_ProtobufListDecoder>(argc, argv, helpers);
}

#include "tst_protobuflistdecoder.moc"
