// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// Benchmark 1: decoding speed of list and watch bodies (MB/s) on a ~50 MB list of realistic pods from kubesim's
// generator. Not a test: scripts/bench.sh runs it in a Release build and records the figures.
#include "core/objectlist.h"
#include "rest/watchdecoder.h"
#include "sim/scenario.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>

#include <cstdio>

using namespace kube;

namespace {
constexpr qsizetype targetBytes = 50 * 1024 * 1024;
constexpr int rounds = 5;

double best(const std::function<void()> &work)
{
    double fastest = 1e100;
    for (int i = 0; i < rounds; ++i) {
        QElapsedTimer clock;
        clock.start();
        work();
        fastest = std::min(fastest, clock.nsecsElapsed() / 1e9);
    }
    return fastest;
}
} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    sim::ScenarioOptions options;
    options.nodes = 20;
    sim::Scenario scenario(options);
    for (int i = 0; i < options.nodes; ++i)
        scenario.nodeObject(QStringLiteral("node-%1").arg(i));
    // Pods as the apiserver sends them (3-5 KB with managedFields, containers, env, volumes, conditions).
    QByteArray items;
    qsizetype count = 0;
    QByteArray watchStream;
    while (items.size() < targetBytes) {
        QJsonObject pod = scenario.podObject(QStringLiteral("bench-%1").arg(count % 50), QStringLiteral("pod-%1").arg(count, 6, 10, QLatin1Char('0')),
                                             QStringLiteral("web"), QStringLiteral("web-abc12"), QStringLiteral("rs-uid"), QStringLiteral("node-%1").arg(count % 20),
                                             QStringLiteral("Running"));
        QJsonObject metadata = pod.value(QLatin1String("metadata")).toObject();
        metadata.insert(QStringLiteral("uid"), QStringLiteral("uid-%1").arg(count));
        metadata.insert(QStringLiteral("resourceVersion"), QString::number(1000 + count));
        metadata.insert(QStringLiteral("creationTimestamp"), QStringLiteral("2026-11-22T07:00:00Z"));
        pod.insert(QStringLiteral("metadata"), metadata);
        const QByteArray json = QJsonDocument(pod).toJson(QJsonDocument::Compact);
        if (!items.isEmpty())
            items += ',';
        items += json;
        watchStream += "{\"type\":\"MODIFIED\",\"object\":" + json + "}\n";
        ++count;
    }
    const QByteArray list = "{\"kind\":\"PodList\",\"apiVersion\":\"v1\",\"metadata\":{\"resourceVersion\":\"99999\"},\"items\":[" + items + "]}";
    const double mb = double(list.size()) / 1e6;
    const double watchMb = double(watchStream.size()) / 1e6;

    qsizetype decodedItems = 0;
    const double listSeconds = best([&] { decodedItems = ObjectList::fromJson(list)->items.size(); });
    DecodeOptions strip;
    strip.dropManagedFields = true;
    qsizetype strippedBytes = 0;
    const double listStripSeconds = best([&] {
        auto decoded = ObjectList::fromJson(list, strip);
        strippedBytes = 0;
        for (const Object &o : decoded->items)
            strippedBytes += o.json().size();
    });
    qsizetype events = 0;
    const double watchSeconds = best([&] {
        WatchDecoder decoder;
        events = 0;
        for (qsizetype at = 0; at < watchStream.size(); at += 64 * 1024)
            events += decoder.feed(QByteArrayView(watchStream).sliced(at, std::min<qsizetype>(64 * 1024, watchStream.size() - at))).size();
    });
    const double qjsonSeconds = best([&] { QJsonDocument::fromJson(list); });

    std::printf("decode.list_bytes=%lld\ndecode.pods=%lld\ndecode.avg_pod_bytes=%lld\n", static_cast<long long>(list.size()), static_cast<long long>(decodedItems),
                static_cast<long long>(list.size() / std::max<qsizetype>(1, decodedItems)));
    std::printf("decode.list_mb_s=%.0f\ndecode.list_strip_mb_s=%.0f\ndecode.watch_mb_s=%.0f\ndecode.watch_events_s=%.0f\ndecode.qjsondocument_mb_s=%.0f\n",
                mb / listSeconds, mb / listStripSeconds, watchMb / watchSeconds, double(events) / watchSeconds, mb / qjsonSeconds);
    std::printf("decode.stripped_ratio=%.2f\n", double(strippedBytes) / double(list.size()));
    return 0;
}
