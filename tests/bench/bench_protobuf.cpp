// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// Benchmark: decoding the real 25-pod list (tests/data/protobuf) as protobuf (to JSON, then to objects; and
// as an informer does, with ProtobufListDecoder) against the same list as JSON. Not a test: run it in a
// Release build; it prints MB/s and ms per list.
#include "codec/protobufcodec.h"
#include "codec/protobuflistdecoder.h"
#include "core/jsoncompactor.h"
#include "core/listdecoder.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>

#include <algorithm>
#include <cstdio>
#include <functional>

using namespace kube;

namespace {
constexpr int rounds = 5;
constexpr int repeats = 2000; // decodes per round: ~100 MB of protobuf, long enough for stable figures

double bestSeconds(const std::function<void()> &work)
{
    double fastest = 1e100;
    for (int round = 0; round < rounds; ++round) {
        QElapsedTimer clock;
        clock.start();
        for (int i = 0; i < repeats; ++i)
            work();
        fastest = std::min(fastest, clock.nsecsElapsed() / 1e9 / repeats);
    }
    return fastest;
}

QByteArray readData(const char *name)
{
    QFile file(QStringLiteral(QKUBE_PROTOBUF_DATA "/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("%s: %s", qPrintable(file.fileName()), qPrintable(file.errorString()));
    return file.readAll();
}
} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QByteArray protobuf = readData("pods.list.pb");
    const QByteArray json = readData("pods.list.json");
    qsizetype items = 0;
    const double toJson = bestSeconds([&] { items = protobufToJson(protobuf)->size(); });
    const double protobufToObjects = bestSeconds([&] { items = ObjectList::fromJson(*protobufToJson(protobuf))->items.size(); });
    const double jsonToObjects = bestSeconds([&] { items = ObjectList::fromJson(json)->items.size(); });
    // As an informer decodes (managedFields and last-applied dropped, JSON packed), a chunk at a time.
    DecodeOptions informer;
    informer.dropManagedFields = true;
    informer.dropLastAppliedAnnotation = true;
    informer.compactor = std::make_shared<JsonCompactor>();
    const auto decodeInChunks = [&informer](ListBodyDecoder &&decoder, const QByteArray &body) {
        constexpr qsizetype chunk = 16 * 1024;
        for (qsizetype at = 0; at < body.size(); at += chunk)
            decoder.feed(QByteArrayView(body).sliced(at, std::min(chunk, body.size() - at)));
        return decoder.finish()->items.size();
    };
    const double protobufInformer =
        bestSeconds([&] { items = decodeInChunks(ProtobufListDecoder(informer), protobuf); });
    const double jsonInformer = bestSeconds([&] { items = decodeInChunks(ListDecoder(informer), json); });
    std::printf("pods list: %lld items, protobuf %lld bytes, JSON %lld bytes\n", qlonglong(items), qlonglong(protobuf.size()), qlonglong(json.size()));
    std::printf("protobuf -> JSON text      %8.3f ms/list  %7.1f MB/s of protobuf\n", toJson * 1e3, protobuf.size() / toJson / 1e6);
    std::printf("protobuf -> objects        %8.3f ms/list  %7.1f MB/s of protobuf\n", protobufToObjects * 1e3, protobuf.size() / protobufToObjects / 1e6);
    std::printf("JSON -> objects            %8.3f ms/list  %7.1f MB/s of JSON\n", jsonToObjects * 1e3, json.size() / jsonToObjects / 1e6);
    std::printf("informer, protobuf list    %8.3f ms/list  %7.1f MB/s of protobuf  (ProtobufListDecoder)\n",
                protobufInformer * 1e3, protobuf.size() / protobufInformer / 1e6);
    std::printf("informer, JSON list        %8.3f ms/list  %7.1f MB/s of JSON  (ListDecoder)\n",
                jsonInformer * 1e3, json.size() / jsonInformer / 1e6);
    return 0;
}
