// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// What a RestClient keeps of connections the server closed (not a test: run by hand, Release build). Each
// reconnect is one request after kubesim cut every connection. Over TLS, Qt 6.4 keeps each connection's
// TLS 1.3 session tickets until the network manager goes (RestClient replaces a manager after 64 TLS
// connections); plain HTTP, in the same rounds, is the floor. Prints key=value lines:
//   tls.bytes_per_reconnect / plain.bytes_per_reconnect   heap held after --reconnects reconnects, per
//   reconnect tls.freed_with_client_mb                               what destroying the client gave back
#include "procstats.h"
#include "simfixture.h"

#include "rest/restclient.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QEventLoop>
#include <QTimer>

#include <malloc.h>

#include <cstdio>

using namespace kube;

namespace {

void spin(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

double heapAfterSettlingMb()
{
    spin(200);
    malloc_trim(0);
    return double(bench::heapInUse()) / 1e6;
}

struct Round
{
    double perReconnectBytes = 0;
    double freedWithClientMb = 0;
};

Round measure(bool tls, int reconnects)
{
    kube::sim::KubeSimOptions options = SimFixture::defaultOptions();
    options.tls = tls;
    SimFixture fixture(options);
    auto client = std::make_unique<RestClient>(fixture.restConfig());
    const auto reconnect = [&] {
        QEventLoop loop;
        client->send(Request::get().resource({QString(), QStringLiteral("v1"), QStringLiteral("namespaces")}),
                     &loop, [&](const Response &) { loop.quit(); });
        loop.exec();
        fixture.sim().restart(0); // every connection cut: the next request opens a new one
        spin(5);
    };
    for (int i = 0; i < 20; ++i) // connections, caches and the first manager warmed
        reconnect();
    const double before = heapAfterSettlingMb();
    for (int i = 0; i < reconnects; ++i)
        reconnect();
    const double after = heapAfterSettlingMb();
    client.reset();
    const double withoutClient = heapAfterSettlingMb();
    return {(after - before) * 1e6 / reconnects, after - withoutClient};
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("reconnects"), QStringLiteral("Reconnects a round (default 600)."),
                      QStringLiteral("n"), QStringLiteral("600")});
    parser.addOption({QStringLiteral("rounds"),
                      QStringLiteral("Rounds, TLS and plain alternating (default 2)."), QStringLiteral("n"),
                      QStringLiteral("2")});
    parser.process(app);
    const int reconnects = std::max(1, parser.value(QStringLiteral("reconnects")).toInt());
    const int rounds = std::max(1, parser.value(QStringLiteral("rounds")).toInt());
    for (int round = 0; round < rounds; ++round) {
        const Round tls = measure(true, reconnects);
        const Round plain = measure(false, reconnects);
        std::printf("round=%d reconnects=%d\n", round, reconnects);
        std::printf("tls.bytes_per_reconnect=%.0f\n", tls.perReconnectBytes);
        std::printf("plain.bytes_per_reconnect=%.0f\n", plain.perReconnectBytes);
        std::printf("tls.freed_with_client_mb=%.2f\n", tls.freedWithClientMb);
        std::fflush(stdout);
    }
    return 0;
}
