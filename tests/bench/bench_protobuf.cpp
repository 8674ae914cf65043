// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// Benchmark: decoding the real 25-pod list (tests/data/protobuf) as protobuf (to JSON, then to objects) against
// the same list as JSON. Not a test: run it in a Release build; it prints MB/s and ms per list.
#include "codec/protobufcodec.h"
#include "core/objectlist.h"

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
    std::printf("pods list: %lld items, protobuf %lld bytes, JSON %lld bytes\n", qlonglong(items), qlonglong(protobuf.size()), qlonglong(json.size()));
    std::printf("protobuf -> JSON text      %8.3f ms/list  %7.1f MB/s of protobuf\n", toJson * 1e3, protobuf.size() / toJson / 1e6);
    std::printf("protobuf -> objects        %8.3f ms/list  %7.1f MB/s of protobuf\n", protobufToObjects * 1e3, protobuf.size() / protobufToObjects / 1e6);
    std::printf("JSON -> objects            %8.3f ms/list  %7.1f MB/s of JSON\n", jsonToObjects * 1e3, json.size() / jsonToObjects / 1e6);
    return 0;
}
