// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The typed lister against the dynamic one (not a test: run by hand, Release build). 10k pods, renamed copies
// of the recorded pods in tests/data/typed/pods.list.json, sit in an Indexer as an informer keeps them; each
// round lists them through Lister (QList<Object>) and through TypedLister<api::core::v1::Pod>, reading
// spec.nodeName and status.phase of each (dynamically: Object::toJsonObject, as untyped code does), the order
// of the two alternating from round to round. Fresh objects every round: a typed object is decoded once per
// object version, so the first typed list pays the decoding (cold) and later ones do not (warm).
// Prints key=value lines: ms per list (wall clock, and this thread's CPU time, steadier on a shared box), and
// the heap the listing leaves held (malloc's bytes in use) and the heap in use while the list is held,
// against the cache and against untyped code that holds the QJsonObjects it read.
#include "api/core/v1/pod.h"
#include "cache/lister.h"
#include "cache/typedlister.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <malloc.h>
#include <time.h>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace kube;
using Pod = api::core::v1::Pod;

namespace {

qint64 heapInUse()
{
    return qint64(mallinfo2().uordblks);
}

double threadCpuMs()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}

// `count` pods cut from the recorded ones, each renamed so that its key is its own.
std::vector<QByteArray> podBodies(const QJsonArray &recorded, int count)
{
    std::vector<QByteArray> bodies;
    bodies.reserve(size_t(count));
    for (int i = 0; i < count; ++i) {
        QJsonObject pod = recorded.at(i % recorded.size()).toObject();
        QJsonObject metadata = pod.value(QLatin1String("metadata")).toObject();
        metadata.insert(QLatin1String("name"), QStringLiteral("pod-%1").arg(i));
        metadata.insert(QLatin1String("uid"), QStringLiteral("uid-%1").arg(i));
        pod.insert(QLatin1String("metadata"), metadata);
        pod.insert(QLatin1String("apiVersion"), QStringLiteral("v1"));
        pod.insert(QLatin1String("kind"), QStringLiteral("Pod"));
        bodies.push_back(QJsonDocument(pod).toJson(QJsonDocument::Compact));
    }
    return bodies;
}

void fill(Indexer &indexer, const std::vector<QByteArray> &bodies)
{
    indexer.reserve(qsizetype(bodies.size()));
    for (const QByteArray &body : bodies)
        indexer.add(Object::fromJson(body).value());
}

struct Listing
{
    double ms = 0;
    double cpuMs = 0;
    qint64 heldBytes = 0;  // heap still in use after the list was read and dropped
    qint64 whileHeld = 0;  // heap in use while the list is held, read through
    qsizetype running = 0; // pods in phase Running with a node: what was read, so it is not optimised away
};

// Times `list` (which lists, reads each pod, and returns the list, still held, with how many pods run) and
// the list's drop, and reads the heap while it is held and after it is gone.
template <typename List> Listing measured(List list)
{
    const qint64 heapBefore = heapInUse();
    QElapsedTimer clock;
    clock.start();
    const double cpuBefore = threadCpuMs();
    qint64 readingNs = 0;
    double readingCpuMs = 0;
    Listing result;
    {
        const auto held = list(&result.running);
        const double cpuBeforeReading = threadCpuMs();
        const qint64 beforeReading = clock.nsecsElapsed();
        result.whileHeld = heapInUse() - heapBefore;
        readingNs = clock.nsecsElapsed() - beforeReading; // not the listing's cost
        readingCpuMs = threadCpuMs() - cpuBeforeReading;
    }
    result.ms = double(clock.nsecsElapsed() - readingNs) / 1e6;
    result.cpuMs = threadCpuMs() - cpuBefore - readingCpuMs;
    result.heldBytes = heapInUse() - heapBefore;
    return result;
}

Listing listDynamic(const Indexer &indexer)
{
    return measured([&indexer](qsizetype *running) {
        QList<Object> pods = Lister(&indexer).list();
        for (const Object &pod : std::as_const(pods)) {
            const QJsonObject json = pod.toJsonObject();
            const QString node =
                json.value(QLatin1String("spec")).toObject().value(QLatin1String("nodeName")).toString();
            const QString phase =
                json.value(QLatin1String("status")).toObject().value(QLatin1String("phase")).toString();
            *running += !node.isEmpty() && phase == QLatin1String("Running");
        }
        return pods;
    });
}

// The dynamic listing as untyped code that keeps what it read: each pod's QJsonObject held with the list, the
// like-for-like peer of a held typed list (both hold every pod decoded).
Listing listDynamicKeepingJson(const Indexer &indexer)
{
    return measured([&indexer](qsizetype *running) {
        QList<QJsonObject> pods;
        for (const Object &pod : Lister(&indexer).list()) {
            pods.append(pod.toJsonObject());
            const QJsonObject &json = pods.constLast();
            const QString node =
                json.value(QLatin1String("spec")).toObject().value(QLatin1String("nodeName")).toString();
            const QString phase =
                json.value(QLatin1String("status")).toObject().value(QLatin1String("phase")).toString();
            *running += !node.isEmpty() && phase == QLatin1String("Running");
        }
        return pods;
    });
}

Listing listTyped(const Indexer &indexer)
{
    return measured([&indexer](qsizetype *running) {
        QList<TypedLister<Pod>::Pointer> pods = TypedLister<Pod>(&indexer).list();
        for (const TypedLister<Pod>::Pointer &pod : std::as_const(pods)) {
            const QString node = pod->spec ? pod->spec->nodeName.value_or(QString()) : QString();
            const QString phase = pod->status ? pod->status->phase.value_or(QString()) : QString();
            *running += !node.isEmpty() && phase == QLatin1String("Running");
        }
        return pods;
    });
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values.empty() ? 0 : values[values.size() / 2];
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOption({QStringLiteral("pods"), QStringLiteral("Pods in the cache."), QStringLiteral("n"),
                      QStringLiteral("10000")});
    parser.addOption({QStringLiteral("rounds"), QStringLiteral("Rounds, the order alternating."),
                      QStringLiteral("n"), QStringLiteral("6")});
    parser.process(app);
    const int podCount = parser.value(QStringLiteral("pods")).toInt();
    const int rounds = parser.value(QStringLiteral("rounds")).toInt();

    QFile file(QStringLiteral(QKUBE_PODS_LIST));
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "cannot read %s\n", QKUBE_PODS_LIST);
        return 1;
    }
    const QJsonArray recorded =
        QJsonDocument::fromJson(file.readAll()).object().value(QLatin1String("items")).toArray();
    const std::vector<QByteArray> bodies = podBodies(recorded, podCount);

    std::vector<double> dynamicMs, typedColdMs, typedWarmMs, dynamicWarmMs, dynamicCpuMs, typedColdCpuMs;
    std::vector<double> dynamicHeld, typedHeld, dynamicWhileHeld, typedWhileHeld, dynamicJsonWhileHeld;
    qint64 cacheBytes = 0;
    for (int round = 0; round < rounds; ++round) {
        Indexer dynamicCache, typedCache;
        qint64 before = heapInUse();
        fill(dynamicCache, bodies);
        cacheBytes = heapInUse() - before;
        fill(typedCache, bodies);
        const bool typedFirst = round % 2 == 1;
        Listing typedCold, dynamic;
        if (typedFirst) {
            typedCold = listTyped(typedCache);
            dynamic = listDynamic(dynamicCache);
        } else {
            dynamic = listDynamic(dynamicCache);
            typedCold = listTyped(typedCache);
        }
        if (typedCold.running != dynamic.running) {
            std::fprintf(stderr, "the two listings read different pods: %lld vs %lld\n",
                         qlonglong(typedCold.running), qlonglong(dynamic.running));
            return 1;
        }
        const Listing typedWarm = listTyped(typedCache);
        const Listing dynamicWarm = listDynamic(dynamicCache);
        const Listing dynamicJson = listDynamicKeepingJson(dynamicCache);
        if (dynamicJson.running != dynamic.running) {
            std::fprintf(stderr, "the JSON listing read other pods: %lld vs %lld\n",
                         qlonglong(dynamicJson.running), qlonglong(dynamic.running));
            return 1;
        }
        dynamicJsonWhileHeld.push_back(double(dynamicJson.whileHeld));
        dynamicMs.push_back(dynamic.ms);
        dynamicCpuMs.push_back(dynamic.cpuMs);
        typedColdCpuMs.push_back(typedCold.cpuMs);
        typedColdMs.push_back(typedCold.ms);
        typedWarmMs.push_back(typedWarm.ms);
        dynamicWarmMs.push_back(dynamicWarm.ms);
        dynamicHeld.push_back(double(dynamic.heldBytes));
        typedHeld.push_back(double(typedCold.heldBytes));
        dynamicWhileHeld.push_back(double(dynamic.whileHeld));
        typedWhileHeld.push_back(double(typedCold.whileHeld));
    }
    std::printf("pods=%d rounds=%d\n", podCount, rounds);
    std::printf("cache.bytes=%lld\n", qlonglong(cacheBytes));
    std::printf("dynamic.ms=%.1f\n", median(dynamicMs));
    std::printf("typed.cold.ms=%.1f\n", median(typedColdMs));
    std::printf("typed.warm.ms=%.1f\n", median(typedWarmMs));
    std::printf("dynamic.second.ms=%.1f\n", median(dynamicWarmMs));
    std::printf("typed.cold/dynamic=%.2f\n", median(typedColdMs) / median(dynamicMs));
    std::printf("typed.warm/dynamic=%.2f\n", median(typedWarmMs) / median(dynamicMs));
    std::printf("dynamic.cpu.ms=%.1f\n", median(dynamicCpuMs));
    std::printf("typed.cold.cpu.ms=%.1f\n", median(typedColdCpuMs));
    std::printf("typed.cold/dynamic.cpu=%.2f\n", median(typedColdCpuMs) / median(dynamicCpuMs));
    std::printf("dynamic.held.bytes=%.0f\n", median(dynamicHeld));
    std::printf("typed.held.bytes=%.0f\n", median(typedHeld));
    std::printf("dynamic.while.held.bytes=%.0f\n", median(dynamicWhileHeld));
    std::printf("typed.while.held.bytes=%.0f\n", median(typedWhileHeld));
    std::printf("dynamic.json.while.held.bytes=%.0f\n", median(dynamicJsonWhileHeld));
    std::printf("(cache+typed)/cache=%.2f\n", (double(cacheBytes) + median(typedHeld)) / double(cacheBytes));
    std::printf("while.held:(cache+typed)/cache=%.2f\n",
                (double(cacheBytes) + median(typedWhileHeld)) / double(cacheBytes));
    std::printf("while.held:typed/json=%.2f\n", median(typedWhileHeld) / median(dynamicJsonWhileHeld));
    return 0;
}
