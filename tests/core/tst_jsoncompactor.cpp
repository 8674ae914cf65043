// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "core/jsoncompactor.h"
#include "core/objectlist.h"

#include <QFile>
#include <QJsonDocument>
#include <QTest>

#include <thread>
#include <vector>

using namespace kube;

namespace {

// Pods recorded from a real kube-apiserver (kubectl get pods -A -o json): varied containers, statuses,
// owners.
QByteArray recordedPods()
{
    QFile file(QStringLiteral(QKUBE_TEST_DATA_DIR "/printers/live/pods.list.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("tests/data/printers/live/pods.list.json: %s", qPrintable(file.errorString()));
    return file.readAll();
}

DecodeOptions packedOptions()
{
    DecodeOptions options;
    options.dropManagedFields = true;
    options.compactor = std::make_shared<JsonCompactor>();
    return options;
}

} // namespace

class tst_JsonCompactor : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void packedObjectsGiveBackTheirExactBytes()
    {
        DecodeOptions plainOptions;
        plainOptions.dropManagedFields = true;
        auto plain = ObjectList::fromJson(recordedPods(), plainOptions);
        auto packed = ObjectList::fromJson(recordedPods(), packedOptions());
        QVERIFY2(plain.ok() && packed.ok(),
                 qPrintable(plain.ok() ? packed.error().message() : plain.error().message()));
        QVERIFY(plain->items.size() >= 10);
        QCOMPARE(packed->items.size(), plain->items.size());
        for (qsizetype i = 0; i < plain->items.size(); ++i) {
            const Object &expected = plain->items.at(i);
            const Object &object = packed->items.at(i);
            QCOMPARE(object.json(), expected.json());
            QCOMPARE(object.key(), expected.key());
            QCOMPARE(object.uid(), expected.uid());
            QCOMPARE(object.labels(), expected.labels());
            QCOMPARE(object.toJsonObject(), expected.toJsonObject());
        }
    }

    void podsOfOneKindShrinkAgainstTheFirst()
    {
        auto packed = ObjectList::fromJson(recordedPods(), packedOptions());
        QVERIFY(packed.ok());
        qsizetype stored = 0, unpacked = 0;
        for (qsizetype i = 1; i < packed->items.size();
             ++i) { // the first is the dictionary: it packs to nothing
            stored += packed->items.at(i).storedJsonSize();
            unpacked += packed->items.at(i).json().size();
        }
        // What the GUI's memory figure at 100k pods rests on: a quarter is a safe bound (real pods pack ~7x).
        QVERIFY2(stored * 4 < unpacked,
                 qPrintable(QStringLiteral("%1 packed bytes for %2").arg(stored).arg(unpacked)));
        const Object &pod = packed->items.last();
        QVERIFY(pod.memoryFootprint() < pod.json().size());
    }

    void strippingAPackedObjectKeepsItPacked()
    {
        DecodeOptions options = packedOptions();
        options.dropManagedFields = false;
        auto packed = ObjectList::fromJson(recordedPods(), options);
        QVERIFY(packed.ok());
        const Object &full = packed->items.last();
        QVERIFY(full.hasManagedFields());
        const Object slim = full.stripped(true, false);
        QVERIFY(!slim.hasManagedFields());
        QVERIFY(slim.storedJsonSize() < slim.json().size());
        QJsonObject expected = full.toJsonObject();
        QJsonObject metadata = expected.value(QLatin1String("metadata")).toObject();
        metadata.remove(QStringLiteral("managedFields"));
        expected.insert(QStringLiteral("metadata"), metadata);
        QCOMPARE(slim.toJsonObject(), expected);
    }

    // LZ4 looks back 64 KB at most: a first object bigger than that (a large ConfigMap) still makes a
    // dictionary that every later object, small or as large, unpacks against exactly.
    void aFirstObjectOverLz4sWindowStillServesAsTheDictionary()
    {
        auto configMap = [](const QByteArray &name, qsizetype dataBytes) {
            QByteArray value;
            for (qsizetype i = 0; value.size() < dataBytes; ++i)
                value += "line " + QByteArray::number(i * 7919 % 100003) + "\\n";
            return "{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\",\"metadata\":{\"name\":\"" + name +
                   "\",\"namespace\":\"default\",\"uid\":\"u-" + name + "\"},\"data\":{\"big\":\"" + value +
                   "\"}}";
        };
        DecodeOptions options = packedOptions();
        const QList<QByteArray> inputs{configMap("first", 200 * 1024), configMap("small", 300),
                                       configMap("large", 150 * 1024), configMap("first-again", 200 * 1024)};
        for (const QByteArray &json : inputs) {
            auto object = Object::fromJson(json, options);
            QVERIFY2(object.ok(), qPrintable(object.ok() ? QString() : object.error().message()));
            QCOMPARE(object->json(), json);
            QCOMPARE(object->toJsonObject(), QJsonDocument::fromJson(json).object());
        }
    }

    // A small object (a short ConfigMap) is kept as it is: packing it would cost more than it saves. One of
    // its kind past the threshold is packed against the same dictionary, and both read back exactly.
    void objectsUnderTheThresholdAreKeptAsTheyAre()
    {
        auto configMap = [](const QByteArray &name, qsizetype dataBytes) {
            return "{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\",\"metadata\":{\"name\":\"" + name +
                   "\",\"namespace\":\"default\",\"uid\":\"u-" + name + "\"},\"data\":{\"index\":\"" +
                   QByteArray(dataBytes, 'x') + "\"}}";
        };
        DecodeOptions options = packedOptions();
        const QByteArray first = configMap("first", 2000), small = configMap("small", 100),
                         large = configMap("large", 2000);
        QVERIFY(small.size() < JsonCompactor::minPackedBytes);
        for (const QByteArray &json : {first, small, large}) {
            auto object = Object::fromJson(json, options);
            QVERIFY(object.ok());
            QCOMPARE(object->json(), json);
            if (json == small)
                QCOMPARE(object->storedJsonSize(), json.size());
            else
                QVERIFY2(object->storedJsonSize() * 4 < json.size(),
                         qPrintable(QString::number(object->storedJsonSize())));
        }
    }

    void threadsPackAndUnpackWithOneCompactor()
    {
        // An informer's list decoder and its watch decoder pack on their threads, listeners unpack on theirs;
        // the first packs race to make the dictionary.
        const QByteArray body = recordedPods();
        DecodeOptions plainOptions;
        auto plain = ObjectList::fromJson(body, plainOptions);
        QVERIFY(plain.ok());
        DecodeOptions options = packedOptions();
        options.dropManagedFields = false; // the bytes in are the bytes out
        constexpr int threadCount = 4;
        std::vector<int> mismatches(threadCount, 0);
        std::vector<std::thread> threads;
        for (int t = 0; t < threadCount; ++t) {
            threads.emplace_back([&, t] {
                for (int round = 0; round < 20; ++round) {
                    for (qsizetype i = 0; i < plain->items.size(); ++i) {
                        const QByteArray json = plain->items.at((i + t) % plain->items.size()).json();
                        auto object = Object::fromJson(json, options);
                        if (!object.ok() || object->json() != json)
                            ++mismatches[t];
                    }
                }
            });
        }
        for (std::thread &thread : threads)
            thread.join();
        QCOMPARE(mismatches, std::vector<int>(threadCount, 0));
    }
};

QTEST_GUILESS_MAIN(tst_JsonCompactor)
#include "tst_jsoncompactor.moc"
