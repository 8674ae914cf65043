// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// Leader election over a Lease (client-go's leaderelection example): start two or more with different
// identities; one leads at a time, and when it stops (SIGINT/SIGTERM releases the lease) another takes over.
//   leader-election --identity ID [--kubeconfig FILE] [--context NAME] [--lease-namespace NS] [--lease-name NAME]
// Prints "ID: leading", "ID: stopped leading" and "leader is X" as things change.
#include <config/kubeconfig.h>
#include <config/restconfig.h>
#include <leaderelection/leaderelector.h>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QSocketNotifier>

#include <csignal>
#include <cstdio>
#include <sys/socket.h>
#include <unistd.h>

namespace {

int signalPipe[2];

void onSignal(int)
{
    const char byte = 1;
    [[maybe_unused]] const auto written = ::write(signalPipe[0], &byte, 1);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption kubeconfig(QStringLiteral("kubeconfig"), QStringLiteral("kubeconfig file"), QStringLiteral("FILE"));
    const QCommandLineOption context(QStringLiteral("context"), QStringLiteral("context"), QStringLiteral("NAME"));
    const QCommandLineOption identity(QStringLiteral("identity"), QStringLiteral("this candidate's name"), QStringLiteral("ID"));
    const QCommandLineOption leaseNamespace(QStringLiteral("lease-namespace"), QStringLiteral("namespace of the lease"), QStringLiteral("NS"),
                                            QStringLiteral("default"));
    const QCommandLineOption leaseName(QStringLiteral("lease-name"), QStringLiteral("name of the lease"), QStringLiteral("NAME"),
                                       QStringLiteral("example-lock"));
    parser.addOptions({kubeconfig, context, identity, leaseNamespace, leaseName});
    parser.addHelpOption();
    parser.process(app);
    if (!parser.isSet(identity)) {
        std::fprintf(stderr, "--identity is required\n");
        return 1;
    }

    const auto config = kube::KubeConfig::load(parser.value(kubeconfig));
    const auto restConfig = config ? kube::RestConfig::fromKubeConfig(config.value(), parser.value(context))
                                   : kube::Result<kube::RestConfig>(config.error());
    if (!restConfig) {
        std::fprintf(stderr, "%s\n", qPrintable(restConfig.error().toString()));
        return 1;
    }
    kube::RestClient client(restConfig.value());
    const QString id = parser.value(identity);
    kube::LeaderElector elector(&client, {parser.value(leaseNamespace), parser.value(leaseName), id});
    QObject::connect(&elector, &kube::LeaderElector::startedLeading, &app, [&] {
        std::printf("%s: leading\n", qPrintable(id));
        std::fflush(stdout);
    });
    QObject::connect(&elector, &kube::LeaderElector::stoppedLeading, &app, [&] {
        std::printf("%s: stopped leading\n", qPrintable(id));
        std::fflush(stdout);
    });
    QObject::connect(&elector, &kube::LeaderElector::newLeader, &app, [](const QString &leader) {
        std::printf("leader is %s\n", qPrintable(leader));
        std::fflush(stdout);
    });
    QObject::connect(&elector, &kube::LeaderElector::error, &app, [](const kube::Error &error) { std::fprintf(stderr, "%s\n", qPrintable(error.toString())); });
    QObject::connect(&elector, &kube::LeaderElector::stopped, &app, [] { QCoreApplication::exit(0); });

    ::socketpair(AF_UNIX, SOCK_STREAM, 0, signalPipe);
    QSocketNotifier signalNotifier(signalPipe[1], QSocketNotifier::Read);
    QObject::connect(&signalNotifier, &QSocketNotifier::activated, &elector, [&] {
        char byte;
        [[maybe_unused]] const auto read = ::read(signalPipe[1], &byte, 1);
        elector.stop();
    });
    std::signal(SIGINT, onSignal);
    std::signal(SIGTERM, onSignal);

    elector.run();
    return app.exec();
}
