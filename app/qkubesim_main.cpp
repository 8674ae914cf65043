// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// qkube-sim: kubesim as a process, serving until SIGINT/SIGTERM.
#include "common/unixsignals.h"
#include "sim/kubesim.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QRegularExpression>

#include <cstdio>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("qkube-sim"));
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("kubesim: a simulated kube-apiserver on loopback"));
    parser.addHelpOption();
    const QCommandLineOption listen(QStringLiteral("listen"),
                                    QStringLiteral("Address and port (0 = any free port)."),
                                    QStringLiteral("HOST:PORT"), QStringLiteral("127.0.0.1:0"));
    const QCommandLineOption kubeconfigOut(QStringLiteral("kubeconfig-out"),
                                           QStringLiteral("Write a kubeconfig for the sim's users here."),
                                           QStringLiteral("FILE"));
    const QCommandLineOption namespaces(QStringLiteral("namespaces"), QStringLiteral("Namespaces to seed."),
                                        QStringLiteral("N"), QStringLiteral("4"));
    const QCommandLineOption pods(QStringLiteral("pods"), QStringLiteral("Pods to seed."),
                                  QStringLiteral("N"), QStringLiteral("40"));
    const QCommandLineOption crontabs(
        QStringLiteral("crontabs"),
        QStringLiteral("CronTabs (a custom kind) to seed beyond the three examples."), QStringLiteral("N"),
        QStringLiteral("0"));
    const QCommandLineOption nodes(QStringLiteral("nodes"), QStringLiteral("Nodes to seed."),
                                   QStringLiteral("N"), QStringLiteral("3"));
    const QCommandLineOption events(QStringLiteral("events"), QStringLiteral("Events to seed."),
                                    QStringLiteral("N"), QStringLiteral("20"));
    const QCommandLineOption history(QStringLiteral("history"),
                                     QStringLiteral("Changes kept for watches to resume from."),
                                     QStringLiteral("N"), QStringLiteral("10000"));
    const QCommandLineOption churn(
        QStringLiteral("churn"),
        QStringLiteral("Changes per second (pods created, started, crashing, deleted; events)."),
        QStringLiteral("EVENTS_PER_SECOND"), QStringLiteral("0"));
    const QCommandLineOption heartbeats(
        QStringLiteral("heartbeats"),
        QStringLiteral("Pod status heartbeats per second: MODIFIED events that only move resourceVersion "
                       "(cheap; for throughput benchmarks)."),
        QStringLiteral("N"), QStringLiteral("0"));
    const QCommandLineOption seed(QStringLiteral("seed"), QStringLiteral("Random seed."), QStringLiteral("S"),
                                  QStringLiteral("1"));
    const QCommandLineOption plain(QStringLiteral("plain"),
                                   QStringLiteral("Serve plain HTTP (no TLS, no authentication)."));
    const QCommandLineOption tls(QStringLiteral("tls"), QStringLiteral("Serve HTTPS (the default)."));
    const QCommandLineOption logRate(
        QStringLiteral("log-rate"),
        QStringLiteral("Log lines per second of each running container (pods/log)."),
        QStringLiteral("LINES_PER_SECOND"), QStringLiteral("2"));
    const QCommandLineOption fault(
        QStringLiteral("fault"),
        QStringLiteral(
            "Switch a misbehaving-server fault on (repeatable): %1 (VALUE: a path prefix the fault is "
            "limited to), "
            "silent-accept/tls-stall (accept connections, never answer or finish the TLS handshake), "
            "huge-retry-after=COUNT (429 with Retry-After: 1000000), "
            "metrics-unavailable (metrics.k8s.io answers 503, as a broken metrics-server), "
            "prometheus-unavailable (the Prometheus Service has no endpoints: its proxy answers 503).")
            .arg(kube::sim::Faults::names().mid(2).join(QLatin1String(", "))),
        QStringLiteral("NAME[=VALUE]"));
    const QCommandLineOption name(
        QStringLiteral("name"),
        QStringLiteral(
            "Name the kubeconfig's entries after NAME: contexts and users NAME-admin, NAME-token, "
            "NAME-limited, cluster NAME (--name sim: the contexts sim-admin, sim-token, sim-limited and "
            "the cluster kubesim). Default: sim-PORT, so that the kubeconfigs of several instances merge "
            "without one shadowing another."),
        QStringLiteral("NAME"));
    parser.addOptions({listen, kubeconfigOut, name, namespaces, pods, crontabs, nodes, events, churn,
                       heartbeats, history, seed, plain, tls, logRate, fault});
    const QCommandLineOption noMetrics(
        QStringLiteral("no-metrics"),
        QStringLiteral("Serve no metrics.k8s.io (a cluster without metrics-server: kubectl top fails)."));
    const QCommandLineOption frozenMetrics(
        QStringLiteral("frozen-metrics"),
        QStringLiteral("Keep every pod's and node's usage at one sample (outputs compare byte for byte)."));
    const QCommandLineOption noControllers(
        QStringLiteral("no-controllers"),
        QStringLiteral(
            "Reconcile nothing (no controllers, scheduler or kubelet), as a bare apiserver: objects "
            "keep the status they are given."));
    const QCommandLineOption noPrometheus(
        QStringLiteral("no-prometheus"),
        QStringLiteral(
            "Serve no Prometheus (by default monitoring/prometheus-operated:9090 answers Prometheus's "
            "query API through the service proxy, from the same usage as metrics.k8s.io)."));
    parser.addOptions({noMetrics, frozenMetrics, noControllers, noPrometheus});
    parser.process(app);

    kube::sim::KubeSimOptions options;
    const QString hostPort = parser.value(listen);
    const qsizetype colon = hostPort.lastIndexOf(QLatin1Char(':'));
    bool portOk = false;
    const int port = hostPort.mid(colon + 1).toInt(&portOk);
    options.address = QHostAddress(hostPort.left(colon).remove(QLatin1Char('[')).remove(QLatin1Char(']')));
    if (colon < 0 || !portOk || port < 0 || port > 65535 || options.address.isNull()) {
        std::fprintf(stderr, "qkube-sim: --listen \"%s\" is not HOST:PORT\n", qPrintable(hostPort));
        return 1;
    }
    options.port = quint16(port);
    // Written into the kubeconfig as they are: a name YAML or a context list could misread is refused.
    static const QRegularExpression plainName(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9._-]*$"));
    options.name = parser.value(name);
    if (parser.isSet(name) && !plainName.match(options.name).hasMatch()) {
        std::fprintf(stderr,
                     "qkube-sim: --name \"%s\" is not a name: letters, digits, '.', '_' and '-', starting "
                     "with a letter or digit\n",
                     qPrintable(options.name));
        return 1;
    }
    options.tls = !parser.isSet(plain);
    auto number = [&](const QCommandLineOption &option) {
        bool ok = false;
        const int value = parser.value(option).toInt(&ok);
        if (!ok || value < 0) {
            std::fprintf(stderr, "qkube-sim: --%s needs a number >= 0, got \"%s\"\n",
                         qPrintable(option.names().first()), qPrintable(parser.value(option)));
            std::exit(1);
        }
        return value;
    };
    options.scenario.namespaces = number(namespaces);
    options.scenario.pods = number(pods);
    options.scenario.crontabs = number(crontabs);
    options.scenario.nodes = number(nodes);
    options.scenario.events = number(events);
    options.scenario.seed = quint32(number(seed));
    options.history = std::max(1, number(history));
    options.churnPerSecond = number(churn);
    options.heartbeatsPerSecond = number(heartbeats);
    options.logLinesPerSecond = number(logRate);
    options.metrics = !parser.isSet(noMetrics);
    options.metricsFrozen = parser.isSet(frozenMetrics);
    options.controllers = !parser.isSet(noControllers);
    options.prometheus = !parser.isSet(noPrometheus);

    kube::sim::KubeSim sim(options);
    QString error;
    if (!sim.start(&error)) {
        std::fprintf(stderr, "qkube-sim: cannot listen on %s: %s\n", qPrintable(hostPort), qPrintable(error));
        return 1;
    }
    if (parser.isSet(kubeconfigOut) && !sim.writeKubeconfig(parser.value(kubeconfigOut), &error)) {
        std::fprintf(stderr, "qkube-sim: cannot write %s: %s\n", qPrintable(parser.value(kubeconfigOut)),
                     qPrintable(error));
        return 1;
    }
    for (const QString &spec : parser.values(fault)) {
        const qsizetype equals = spec.indexOf(QLatin1Char('='));
        if (!sim.applyFault(spec.left(equals), equals < 0 ? QString() : spec.mid(equals + 1), &error)) {
            std::fprintf(stderr, "qkube-sim: --fault %s: %s\n", qPrintable(spec), qPrintable(error));
            return 1;
        }
    }
    std::printf("%s\n", qPrintable(sim.url()));
    std::fflush(stdout);

    UnixSignals signals_;
    QObject::connect(&signals_, &UnixSignals::terminationRequested, &app, &QCoreApplication::quit);
    return app.exec();
}
