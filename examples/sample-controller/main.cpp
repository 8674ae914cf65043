// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// client-go's sample-controller on the qkube engine:
//   sample-controller [--kubeconfig FILE] [--context NAME] [--workers N] [--leader-elect --lease-namespace NS --identity ID]
// Apply artifacts/crd.yaml first, then Foos such as artifacts/example-foo.yaml. SIGINT/SIGTERM shut it down
// gracefully: no new keys are taken and the syncs in flight finish.
#include "controller.h"

#include <config/kubeconfig.h>
#include <config/restconfig.h>
#include <leaderelection/leaderelector.h>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QHostInfo>
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
    const QCommandLineOption workers(QStringLiteral("workers"), QStringLiteral("keys synced at once"), QStringLiteral("N"), QStringLiteral("2"));
    const QCommandLineOption leaderElect(QStringLiteral("leader-elect"), QStringLiteral("run only while holding the lease"));
    const QCommandLineOption leaseNamespace(QStringLiteral("lease-namespace"), QStringLiteral("namespace of the lease"), QStringLiteral("NS"),
                                            QStringLiteral("default"));
    const QCommandLineOption identity(QStringLiteral("identity"), QStringLiteral("this replica's name in the lease"), QStringLiteral("ID"));
    parser.addOptions({kubeconfig, context, workers, leaderElect, leaseNamespace, identity});
    parser.addHelpOption();
    parser.process(app);

    const auto config = kube::KubeConfig::load(parser.value(kubeconfig));
    const auto restConfig = config ? kube::RestConfig::fromKubeConfig(config.value(), parser.value(context))
                                   : kube::Result<kube::RestConfig>(config.error());
    if (!restConfig) {
        std::fprintf(stderr, "%s\n", qPrintable(restConfig.error().toString()));
        return 1;
    }

    kube::RestClient client(restConfig.value());
    kube::SharedInformerFactory factory(restConfig.value());
    Controller controller(&factory, &client, parser.value(workers).toInt());

    ::socketpair(AF_UNIX, SOCK_STREAM, 0, signalPipe);
    QSocketNotifier signalNotifier(signalPipe[1], QSocketNotifier::Read);
    QObject::connect(&signalNotifier, &QSocketNotifier::activated, &app, [&] {
        char byte;
        [[maybe_unused]] const auto read = ::read(signalPipe[1], &byte, 1);
        std::fprintf(stderr, "shutting down: finishing the syncs in flight\n");
        controller.shutDown();
    });
    std::signal(SIGINT, onSignal);
    std::signal(SIGTERM, onSignal);
    std::unique_ptr<kube::LeaderElector> elector;
    bool shuttingDown = false;
    QObject::connect(&controller, &Controller::drained, &app, [&] {
        shuttingDown = true;
        if (!elector) {
            QCoreApplication::exit(0);
            return;
        }
        // Give the lease back so a standby replica takes over at once.
        QObject::connect(elector.get(), &kube::LeaderElector::stopped, &app, [] { QCoreApplication::exit(0); });
        elector->stop();
    });

    if (parser.isSet(leaderElect)) {
        const QString id = parser.isSet(identity) ? parser.value(identity) : QHostInfo::localHostName() + QLatin1Char('_') + QString::number(::getpid());
        elector = std::make_unique<kube::LeaderElector>(
            &client, kube::LeaderElectionConfig{parser.value(leaseNamespace), QStringLiteral("sample-controller"), id});
        QObject::connect(elector.get(), &kube::LeaderElector::startedLeading, &controller, [&] {
            std::fprintf(stderr, "%s: leading\n", qPrintable(id));
            controller.run();
        });
        QObject::connect(elector.get(), &kube::LeaderElector::stoppedLeading, &app, [&] {
            if (shuttingDown)
                return;
            // Another replica may act now: this one must not (client-go's sample exits the same way).
            std::fprintf(stderr, "%s: leader election lost\n", qPrintable(id));
            QCoreApplication::exit(1);
        });
        QObject::connect(elector.get(), &kube::LeaderElector::newLeader, &app,
                         [](const QString &leader) { std::fprintf(stderr, "leader is %s\n", qPrintable(leader)); });
        elector->run();
    } else {
        controller.run();
    }
    const int code = app.exec();
    factory.shutdown();
    return code;
}
