// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The journal on its own (not a test: run by hand, Release build). Prints key=value lines:
//   record.*   cost of Journal::record on the informer's listener thread, one writer and two at once, for churn
//              that changes one field of a 4 KB pod, and the journal's memory per change
//   replay.*   stateAt() in the middle of a journal of --changes changes over --pods pods
#include "procstats.h"

#include "journal/journal.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>

#include <thread>
#include <vector>

using namespace kube;

namespace {

const GroupVersionResource pods{{}, QStringLiteral("v1"), QStringLiteral("pods")};

// A pod of about `bytes` bytes (an annotation pads it), at one resourceVersion, its restart count `restarts`.
QByteArray podJson(int index, quint64 resourceVersion, int restarts, int bytes)
{
    QByteArray json = "{\"apiVersion\":\"v1\",\"kind\":\"Pod\",\"metadata\":{\"name\":\"pod-" + QByteArray::number(index) +
                      "\",\"namespace\":\"bench\",\"uid\":\"uid-" + QByteArray::number(index) + "\",\"resourceVersion\":\"" +
                      QByteArray::number(resourceVersion) + "\",\"annotations\":{\"pad\":\"";
    const qsizetype tail = 80;
    json += QByteArray(std::max<qsizetype>(0, bytes - json.size() - tail), 'x');
    json += "\"}},\"status\":{\"phase\":\"Running\",\"restartCount\":" + QByteArray::number(restarts) + "}}";
    return json;
}

std::vector<Object> decode(int first, int count, int podCount, quint64 baseVersion, int bytes)
{
    std::vector<Object> objects;
    objects.reserve(size_t(count));
    for (int i = first; i < first + count; ++i)
        objects.push_back(Object::fromJson(podJson(i % podCount, baseVersion + quint64(i), i / podCount, bytes)).value());
    return objects;
}

// ns per record() for `changes` changes, decoded in batches outside the timing.
double timeRecords(Journal &journal, int writer, int changes, int podCount, int bytes)
{
    constexpr int batch = 2000;
    qint64 ns = 0;
    for (int done = 0; done < changes; done += batch) {
        const std::vector<Object> objects = decode(writer * changes + done, batch, podCount, 1'000'000ull * quint64(writer + 1), bytes);
        QElapsedTimer clock;
        clock.start();
        for (const Object &object : objects)
            journal.record({done, QStringLiteral("bench"), pods, JournalEntry::Type::Modified, object});
        ns += clock.nsecsElapsed();
    }
    return double(ns) / changes;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption changesOption(QStringLiteral("changes"), QStringLiteral("Changes in the replay journal."), QStringLiteral("N"), QStringLiteral("1000000"));
    const QCommandLineOption podsOption(QStringLiteral("pods"), QStringLiteral("Distinct pods."), QStringLiteral("N"), QStringLiteral("10000"));
    parser.addOptions({changesOption, podsOption});
    parser.addHelpOption();
    parser.process(app);
    const int podCount = parser.value(podsOption).toInt();

    {
        constexpr int changes = 200'000;
        constexpr int podBytes = 4096;
        Journal journal(Journal::defaultByteLimit);
        const qint64 heapBefore = bench::heapInUse();
        // 50k changes of 4 KB fit in the default limit; the next ones each drop the oldest.
        bench::print("record.ns_one_writer_filling", timeRecords(journal, 0, 50'000, podCount, podBytes));
        bench::print("record.ns_one_writer_dropping", timeRecords(journal, 1, changes - 50'000, podCount, podBytes));
        const qint64 heapAfter = bench::heapInUse();
        const qint64 objectBytes = Object::fromJson(podJson(0, 1, 0, podBytes)).value().memoryFootprint();
        bench::print("record.pod_footprint_bytes", double(objectBytes));
        bench::print("record.entries", double(journal.size()));
        bench::print("record.heap_per_change_bytes", double(heapAfter - heapBefore) / double(journal.size()));
        bench::print("record.counted_per_change_bytes", double(journal.bytes()) / double(journal.size()));
    }
    {
        constexpr int changes = 100'000;
        Journal journal(Journal::defaultByteLimit);
        double perWriter[2] = {0, 0};
        std::thread first([&] { perWriter[0] = timeRecords(journal, 0, changes, podCount, 1024); });
        std::thread second([&] { perWriter[1] = timeRecords(journal, 1, changes, podCount, 1024); });
        first.join();
        second.join();
        bench::print("record.ns_two_writers", (perWriter[0] + perWriter[1]) / 2);
    }
    {
        const int changes = parser.value(changesOption).toInt();
        Journal journal(4ll * 1024 * 1024 * 1024);
        constexpr int smallPod = 200;
        for (int done = 0; done < changes; done += 10'000) {
            const std::vector<Object> objects = decode(done, 10'000, podCount, 1, smallPod);
            for (int i = 0; i < 10'000; ++i)
                journal.record({done + i, QStringLiteral("bench"), pods, i < podCount && done == 0 ? JournalEntry::Type::Added : JournalEntry::Type::Modified,
                                objects[size_t(i)]});
        }
        QElapsedTimer clock;
        clock.start();
        const auto middle = journal.stateAt(QStringLiteral("bench"), pods, changes / 2);
        bench::print("replay.changes", double(journal.size()));
        bench::print("replay.objects", double(middle ? middle->size() : -1));
        bench::print("replay.middle_ms", double(clock.nsecsElapsed()) / 1e6);
        clock.restart();
        const auto latest = journal.stateAt(QStringLiteral("bench"), pods, changes);
        bench::print("replay.latest_ms", double(clock.nsecsElapsed()) / 1e6);
        clock.restart();
        const QList<qint64> rate = journal.rate(0, changes, 600);
        bench::print("replay.rate_600_buckets_ms", double(clock.nsecsElapsed()) / 1e6);
        Q_UNUSED(latest);
        Q_UNUSED(rate);
    }
    return 0;
}
