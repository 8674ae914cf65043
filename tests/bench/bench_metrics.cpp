// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The usage columns at scale: a Pods table of every pod of a kubesim (100k), its usage polled. Prints the GUI
// thread's longest stall while polls land with the columns shown, against the same table's without them (the
// floor, measured in the same run), and the bytes an hour of kept history takes per pod (its own and one
// container's). usage: bench_metrics --kubeconfig FILE --context NAME --pods N [--interval-ms 3000]
#include "procstats.h"

#include "openclusters.h"
#include "tablepane.h"

#include "config/kubeconfig.h"
#include "metrics/metricsclient.h"
#include "models/resourcetablemodel.h"
#include "models/usagecolumns.h"
#include "session/clustersession.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QTimer>

#include <cstdio>

using namespace kube;

namespace {

// How late a 5 ms timer fires on the GUI thread: the longest gap is the longest stall a user would feel.
class StallProbe : public QObject
{
public:
    static constexpr int periodMs = 5;
    StallProbe()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            const qint64 now = m_clock.nsecsElapsed();
            m_longestGapNs = std::max(m_longestGapNs, now - m_lastNs);
            m_lastNs = now;
        });
    }
    void start()
    {
        m_clock.start();
        m_lastNs = 0;
        m_longestGapNs = 0;
        m_timer.start(periodMs);
    }
    double longestStallMs() const { return std::max<double>(0, m_longestGapNs / 1e6 - periodMs); }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_lastNs = 0;
    qint64 m_longestGapNs = 0;
};

// Runs the event loop until `done` or `ms` pass.
bool waitFor(const std::function<bool()> &done, int ms)
{
    QElapsedTimer clock;
    clock.start();
    while (!done() && clock.elapsed() < ms)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    return done();
}

void waitMs(int ms)
{
    waitFor([] { return false; }, ms);
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption kubeconfig(QStringLiteral("kubeconfig"), QStringLiteral("kubeconfig"),
                                        QStringLiteral("FILE"));
    const QCommandLineOption context(QStringLiteral("context"), QStringLiteral("context"),
                                     QStringLiteral("NAME"));
    const QCommandLineOption pods(QStringLiteral("pods"), QStringLiteral("pods the table must show"),
                                  QStringLiteral("N"));
    const QCommandLineOption interval(QStringLiteral("interval-ms"), QStringLiteral("poll interval"),
                                      QStringLiteral("MS"), QStringLiteral("3000"));
    parser.addOptions({kubeconfig, context, pods, interval});
    parser.process(app);

    auto config = KubeConfig::load(parser.value(kubeconfig));
    if (!config)
        qFatal("kubeconfig: %s", qPrintable(config.error().toString()));
    auto rest = RestConfig::fromKubeConfig(config.value(), parser.value(context));
    if (!rest)
        qFatal("rest config: %s", qPrintable(rest.error().toString()));
    RestConfig restConfig = rest.value();
    restConfig.qps = 50;
    restConfig.burst = 100;

    OpenClusters clusters;
    ClusterSession *session = clusters.open(parser.value(context), restConfig);
    if (!waitFor([session] { return session->discovered(); }, 60'000))
        qFatal("no discovery");
    const int intervalMs = parser.value(interval).toInt();
    MetricsClient::of(session)->setIntervalMs(intervalMs);
    TablePane pane(&clusters);
    pane.resize(1280, 800);
    pane.show();
    pane.setCluster(parser.value(context), session);
    const ApiResource resource = *session->findResource({}, QStringLiteral("pods"));
    pane.showResource(resource);
    pane.setShowWideColumns(true);
    const int expected = parser.value(pods).toInt();
    if (!waitFor([&] { return pane.model()->rowCount() >= expected; }, 600'000))
        qFatal("the table holds %d rows, not %d", pane.model()->rowCount(), expected);
    bench::print("metrics.rows", pane.model()->rowCount());
    StallProbe probe;
    // The first poll: every pod's requests and limits are joined once, then its usage.
    probe.start();
    waitMs(2 * intervalMs + 500);
    bench::print("metrics.first_poll_stall_ms", probe.longestStallMs());
    // Shown: three polls land (requests and limits already joined: each is the usage of every row).
    probe.start();
    waitMs(3 * intervalMs + 500);
    const double shown = probe.longestStallMs();
    // The floor: the same table without the columns, as long.
    pane.usageColumns()->detach();
    waitMs(1000);
    probe.start();
    waitMs(3 * intervalMs + 500);
    const double floor = probe.longestStallMs();
    bench::print("metrics.longest_stall_ms", shown);
    bench::print("metrics.floor_stall_ms", floor);
    bench::print("metrics.stall_over_floor", floor > 0 ? shown / floor : 0);

    // An hour of history at the default poll: a pod's own and one container's.
    UsageHistory history;
    for (int i = 0; i < UsageHistory::defaultCapacity; ++i)
        history.append({1'800'000'000 + qint64(i) * 15, 100 + i, qint64(64) << 20});
    bench::print("metrics.history_bytes_per_pod", 2 * double(history.memoryFootprint()));
    bench::print("metrics.rss_mb", bench::statusBytes("VmRSS") / 1e6);
    return 0;
}
