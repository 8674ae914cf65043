// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// Benchmarks 2 and 3: the engine on its own, no GUI. Not a test: scripts/bench.sh runs it in a Release build.
//   bench_engine sync  --server URL [--strip]            initial sync of every pod: time, CPU, RSS, heap per
//   pod bench_engine watch --server URL --rate N --seconds S after sync, kubesim sends N heartbeats/s:
//   events/s, CPU bench_engine pipeline [--pods N] [--events M]        decode -> DeltaFIFO -> indexer ->
//   handler on one thread bench_engine beside --server URL                     one client lists every pod
//   while it GETs a namespace
//                                                        every 10 ms: how long those small answers wait
// Prints key=value lines.
#include "procstats.h"
#include "simfault.h"

#include "cache/deltafifo.h"
#include "cache/indexer.h"
#include "cache/processorlistener.h"
#include "cache/resourceeventhandler.h"
#include "cache/sharedinformerfactory.h"
#include "rest/clientset.h"
#include "rest/watchdecoder.h"
#include "sim/scenario.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <atomic>

using namespace kube;

namespace {

struct Counts
{
    std::atomic<qint64> added{0};
    std::atomic<qint64> updated{0};
    std::atomic<qint64> deleted{0};
};

std::shared_ptr<FunctionEventHandler> counter(Counts *counts)
{
    auto handler = std::make_shared<FunctionEventHandler>();
    handler->added = [counts](const Object &, bool) {
        counts->added.fetch_add(1, std::memory_order_relaxed);
    };
    handler->updated = [counts](const Object &, const Object &) {
        counts->updated.fetch_add(1, std::memory_order_relaxed);
    };
    handler->deleted = [counts](const Object &, bool) {
        counts->deleted.fetch_add(1, std::memory_order_relaxed);
    };
    return handler;
}

int runInformer(const QUrl &server, bool strip, int watchRate, int watchSeconds)
{
    const qint64 heapBefore = bench::heapInUse();
    const qint64 rssBefore = bench::statusBytes("VmRSS");
    const double cpuBefore = bench::cpuSeconds();
    RestConfig config;
    config.host = server;
    InformerFactoryOptions options;
    options.decode.dropManagedFields = strip;
    options.decode.dropLastAppliedAnnotation = strip;
    auto *factory = new SharedInformerFactory(config, options);
    SharedIndexInformer *informer = factory->informerFor(Kinds::Pod);
    Counts counts;
    informer->addEventHandler(counter(&counts));
    QElapsedTimer clock;
    QNetworkAccessManager network;
    QObject::connect(factory, &SharedInformerFactory::informerError,
                     [](SharedIndexInformer *, const Error &error) {
                         std::fprintf(stderr, "bench_engine: %s\n", qPrintable(error.message()));
                     });
    QObject::connect(factory, &SharedInformerFactory::cacheSynced, [&] {
        const double seconds = clock.nsecsElapsed() / 1e9;
        const double cpu = bench::cpuSeconds() - cpuBefore;
        // Give the handler thread the initial list, then weigh the cache (the list body is gone by now).
        QTimer::singleShot(200, [&, seconds, cpu] {
            const QList<Object> cached = informer->indexer().list();
            qint64 jsonBytes = 0;
            for (const Object &o : cached)
                jsonBytes += o.json().size();
            const double objects = double(cached.size());
            bench::print("sync.objects", objects);
            bench::print("sync.seconds", seconds);
            bench::print("sync.cpu_seconds", cpu);
            bench::print("sync.peak_rss_mb", bench::statusBytes("VmHWM") / 1e6);
            bench::print("sync.rss_mb", bench::statusBytes("VmRSS") / 1e6);
            bench::print("sync.rss_per_object", (bench::statusBytes("VmRSS") - rssBefore) / objects);
            bench::print("sync.heap_per_object", (bench::heapInUse() - heapBefore) / objects);
            bench::print("sync.json_per_object", jsonBytes / objects);
            bench::print("sync.handler_adds", double(counts.added.load()));
            if (watchRate <= 0) {
                QCoreApplication::quit();
                return;
            }
            bench::postSimFault(&network, server, QStringLiteral("heartbeats"), watchRate, [&] {
                const qint64 updatesBefore = counts.updated.load();
                const double cpuStart = bench::cpuSeconds();
                auto *watchClock = new QElapsedTimer;
                watchClock->start();
                QTimer::singleShot(watchSeconds * 1000, [&, updatesBefore, cpuStart, watchClock] {
                    const double elapsed = watchClock->nsecsElapsed() / 1e9;
                    const double events = double(counts.updated.load() - updatesBefore);
                    const double cpu = bench::cpuSeconds() - cpuStart;
                    bench::print("watch.requested_per_s", watchRate);
                    bench::print("watch.events_per_s", events / elapsed);
                    bench::print("watch.cpu_share", cpu / elapsed);
                    bench::print("watch.events_per_cpu_s", events / std::max(cpu, 1e-9));
                    bench::print("watch.relists", informer->stats().relists);
                    bench::postSimFault(&network, server, QStringLiteral("heartbeats"), 0,
                                        [] { QCoreApplication::quit(); });
                });
            });
        });
    });
    clock.start();
    factory->start();
    const int code = QCoreApplication::exec();
    factory->shutdown(true);
    delete factory;
    return code;
}

// One thread, no network: the bytes of a watch stream through the same decoder, DeltaFIFO, indexer and
// handler an informer uses. What the engine can take on one core.
int runPipeline(int pods, int events)
{
    sim::ScenarioOptions options;
    options.nodes = 20;
    sim::Scenario scenario(options);
    for (int i = 0; i < options.nodes; ++i)
        scenario.nodeObject(QStringLiteral("node-%1").arg(i));
    // Each pod serialised once; events differ by their resourceVersion, spliced into the bytes.
    QList<std::pair<QByteArray, QByteArray>> templates; // the bytes before and after the resourceVersion
    for (int i = 0; i < pods; ++i) {
        QJsonObject pod = scenario.podObject(
            QStringLiteral("bench-%1").arg(i % 50), QStringLiteral("pod-%1").arg(i, 6, 10, QLatin1Char('0')),
            QStringLiteral("web"), QStringLiteral("web-abc12"), QStringLiteral("rs-uid"),
            QStringLiteral("node-%1").arg(i % 20), QStringLiteral("Running"));
        QJsonObject metadata = pod.value(QLatin1String("metadata")).toObject();
        metadata.insert(QStringLiteral("uid"), QStringLiteral("uid-%1").arg(i));
        metadata.insert(QStringLiteral("resourceVersion"), QStringLiteral("@RV@"));
        pod.insert(QStringLiteral("metadata"), metadata);
        const QByteArray json = QJsonDocument(pod).toJson(QJsonDocument::Compact);
        const qsizetype at = json.indexOf("@RV@");
        templates.append({"{\"type\":\"MODIFIED\",\"object\":" + json.left(at), json.mid(at + 4) + "}\n"});
    }
    QByteArray stream;
    stream.reserve(qsizetype(events) *
                   (templates.first().first.size() + templates.first().second.size() + 8));
    for (int e = 0; e < events; ++e) {
        const auto &[before, after] = templates.at(e % pods);
        stream.append(before).append(QByteArray::number(1000 + e)).append(after);
    }
    Indexer indexer;
    DeltaFifo fifo(&indexer);
    Counts counts;
    auto handler = counter(&counts);
    WatchDecoder decoder;
    QElapsedTimer clock;
    const double cpuBefore = bench::threadCpuSeconds();
    clock.start();
    for (qsizetype at = 0; at < stream.size(); at += 64 * 1024) {
        const QList<WatchEvent> decoded = decoder.feed(
            QByteArrayView(stream).sliced(at, std::min<qsizetype>(64 * 1024, stream.size() - at)));
        for (const WatchEvent &event : decoded)
            fifo.update(event.object);
        while (fifo.size() > 0) {
            fifo.pop([&](const QByteArray &, const Deltas &deltas, bool) {
                for (const Delta &delta : deltas) {
                    const std::optional<Object> old = indexer.upsert(delta.object);
                    if (old)
                        handler->onUpdate(*old, delta.object);
                    else
                        handler->onAdd(delta.object, false);
                }
                return false; // handled (true would requeue)
            });
        }
    }
    const double seconds = clock.nsecsElapsed() / 1e9;
    const double cpu = bench::threadCpuSeconds() - cpuBefore;
    const double handled = double(counts.added.load() + counts.updated.load());
    bench::print("pipeline.events", handled);
    bench::print("pipeline.mb", stream.size() / 1e6);
    bench::print("pipeline.events_per_s", handled / seconds);
    bench::print("pipeline.events_per_cpu_s", handled / cpu);
    return handled == events ? 0 : 1;
}

// An informer's first list of small objects (ConfigMaps: two labels and an eight-line config, as loaded into
// the real apiserver of RESULTS.md) from Replace through the DeltaFIFO into the indexer and on to two
// listeners on their own threads (a table's and the journal's), as SharedIndexInformer hands it over: the
// milliseconds until both have handled every object. The informer's share of opening a kind, without the
// network or decoding.
int runHandover(int count)
{
    QList<Object> objects;
    objects.reserve(count);
    for (int i = 0; i < count; ++i) {
        const QByteArray json =
            QStringLiteral(
                R"({"kind":"ConfigMap","apiVersion":"v1","metadata":{"name":"config-%1",)"
                R"("namespace":"bench-many","uid":"uid-%1","resourceVersion":"%2",)"
                R"("creationTimestamp":"2026-11-26T10:00:00Z","labels":{"app":"bench","shard":"%3"}},)"
                R"("data":{"config.yaml":"a: 1\nb: 2\nc: 3\nd: 4\ne: 5\nf: 6\ng: 7\nh: 8\n"}})")
                .arg(i)
                .arg(1000 + i)
                .arg(i % 16)
                .toUtf8();
        objects.append(*Object::fromJson(json));
    }
    double best = 1e100;
    for (int round = 0; round < 5; ++round) {
        Indexer indexer;
        DeltaFifo fifo(&indexer);
        Counts table, journal;
        ProcessorListener tableListener(counter(&table), 0);
        ProcessorListener journalListener(counter(&journal), 0, HandlerPriority::Background);
        QElapsedTimer clock;
        clock.start();
        fifo.replace(objects, "1");
        indexer.reserve(fifo.size());
        while (fifo.pop([&](const QByteArray &, const Deltas &deltas, bool initial) {
            for (const Delta &delta : deltas) {
                indexer.upsert(delta.object);
                const Notification added{Notification::Type::Add, {}, delta.object, initial, false};
                tableListener.queue(added);
                journalListener.queue(added);
            }
            return false;
        })) {
        }
        tableListener.flush();
        journalListener.flush();
        while (table.added.load() < count || journal.added.load() < count)
            QThread::usleep(50);
        best = std::min(best, clock.nsecsElapsed() / 1e6);
    }
    bench::print("handover.objects", count);
    bench::print("handover.best_ms", best);
    bench::print("handover.us_per_object", best * 1000 / count);
    return 0;
}

// A list of every pod, decoded as it arrives, and beside it on the same client a GET every 10 ms (what a
// session's other calls are while a big kind opens: a watch's events, the user's scale or delete). The figure
// is how late the GETs' answers are handled.
int runBeside(const QUrl &server)
{
    RestConfig config;
    config.host = server;
    config.qps = 0;
    RestClient client(config);
    ResourceClient pods(&client, Kinds::Pod.gvr);
    ResourceClient namespaces(&client, Kinds::Namespace.gvr);
    QList<double> latenciesMs;
    bool listDone = false;
    QElapsedTimer clock;
    clock.start();
    auto *tick = new QTimer(&client);
    QObject::connect(tick, &QTimer::timeout, &client, [&] {
        auto *sent = new QElapsedTimer;
        sent->start();
        QObject::connect(namespaces.get(QStringLiteral("default")), &RestCall::finished, &client,
                         [&, sent](const Response &) {
                             if (!listDone)
                                 latenciesMs.append(sent->nsecsElapsed() / 1e6);
                             delete sent;
                         });
    });
    tick->start(10);
    RestCall *list = pods.listDecoded({});
    QObject::connect(list, &RestCall::finished, &client, [&](const Response &response) {
        listDone = true;
        tick->stop();
        bench::print("beside.list_seconds", clock.nsecsElapsed() / 1e9);
        bench::print("beside.list_items", response.list ? double(response.list->items.size()) : -1.0);
        std::sort(latenciesMs.begin(), latenciesMs.end());
        bench::print("beside.gets", double(latenciesMs.size()));
        if (!latenciesMs.isEmpty()) {
            bench::print("beside.get_median_ms", latenciesMs.at(latenciesMs.size() / 2));
            bench::print("beside.get_p99_ms",
                         latenciesMs.at(std::min(latenciesMs.size() - 1, latenciesMs.size() * 99 / 100)));
            bench::print("beside.get_max_ms", latenciesMs.last());
        }
        QTimer::singleShot(200, &client, [] { QCoreApplication::quit(); });
    });
    return QCoreApplication::exec();
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("mode"),
                                 QStringLiteral("sync, watch, pipeline, handover or beside"));
    const QCommandLineOption server(QStringLiteral("server"), QStringLiteral("kubesim URL (plain HTTP)."),
                                    QStringLiteral("URL"));
    const QCommandLineOption strip(QStringLiteral("strip"),
                                   QStringLiteral("Drop managedFields and last-applied while decoding."));
    const QCommandLineOption rate(QStringLiteral("rate"),
                                  QStringLiteral("Heartbeats per second kubesim sends (watch)."),
                                  QStringLiteral("N"), QStringLiteral("50000"));
    const QCommandLineOption seconds(QStringLiteral("seconds"), QStringLiteral("How long to watch."),
                                     QStringLiteral("S"), QStringLiteral("10"));
    const QCommandLineOption pods(QStringLiteral("pods"),
                                  QStringLiteral("Pods (pipeline), objects (handover)."), QStringLiteral("N"),
                                  QStringLiteral("10000"));
    const QCommandLineOption events(QStringLiteral("events"), QStringLiteral("Events (pipeline)."),
                                    QStringLiteral("N"), QStringLiteral("200000"));
    parser.addOptions({server, strip, rate, seconds, pods, events});
    parser.addHelpOption();
    parser.process(app);
    const QString mode = parser.positionalArguments().value(0);
    if (mode == QLatin1String("pipeline"))
        return runPipeline(parser.value(pods).toInt(), parser.value(events).toInt());
    if (mode == QLatin1String("handover"))
        return runHandover(parser.value(pods).toInt());
    if (mode == QLatin1String("beside") && parser.isSet(server))
        return runBeside(QUrl(parser.value(server)));
    if ((mode != QLatin1String("sync") && mode != QLatin1String("watch")) || !parser.isSet(server)) {
        std::fprintf(stderr, "bench_engine: use sync|watch --server URL, or pipeline, or handover\n");
        return 2;
    }
    return runInformer(QUrl(parser.value(server)), parser.isSet(strip),
                       mode == QLatin1String("watch") ? parser.value(rate).toInt() : 0,
                       parser.value(seconds).toInt());
}
