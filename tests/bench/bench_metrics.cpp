// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The usage columns at scale: a Pods table of every pod of a kubesim (100k), its usage polled. Prints the GUI
// thread's longest stall while polls land with the columns shown, against the same table's without them (the
// floor, measured in the same run); the CPU a refresh costs (the process's and the GUI thread's, over the
// floor's, per poll); and what an hour of kept history takes: bytes per pod (its own and one container's) and
// the RSS it adds at 10k pods. usage: bench_metrics --kubeconfig FILE --context NAME --pods N
// [--interval-ms 3000]
#include "procstats.h"

#include "openclusters.h"
#include "tablepane.h"

#include "config/kubeconfig.h"
#include "metrics/metricsclient.h"
#include "models/resourcetablemodel.h"
#include "models/usagecolumns.h"
#include "session/clustersession.h"

#include <malloc.h>

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QThread>
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

// The GUI thread's deliveries of 20 ms or more (receiver's class, its parent's, the event type), so that a
// stall names what took it.
class TimedApplication : public QApplication
{
public:
    using QApplication::QApplication;
    static constexpr double slowMs = 20;

    bool notify(QObject *receiver, QEvent *event) override
    {
        if (m_depth > 0 || QThread::currentThread() != thread())
            return QApplication::notify(receiver, event);
        ++m_depth;
        QElapsedTimer clock;
        clock.start();
        const QByteArray what = QByteArray(receiver->metaObject()->className()) + " (parent " +
                                (receiver->parent() ? receiver->parent()->metaObject()->className() : "-") +
                                ") event " + QByteArray::number(int(event->type()));
        const bool result = QApplication::notify(receiver, event);
        if (const double ms = clock.nsecsElapsed() / 1e6; ms >= slowMs)
            m_slow.append({ms, what});
        --m_depth;
        return result;
    }
    // The slow deliveries since the last call, longest first, and forgets them.
    void printSlow(const char *phase)
    {
        std::sort(m_slow.begin(), m_slow.end(),
                  [](const auto &a, const auto &b) { return a.first > b.first; });
        for (qsizetype i = 0; i < std::min<qsizetype>(m_slow.size(), 5); ++i)
            std::printf("# %s: %.0f ms in %s\n", phase, m_slow.at(i).first, m_slow.at(i).second.constData());
        m_slow.clear();
    }

private:
    int m_depth = 0;
    QList<std::pair<double, QByteArray>> m_slow;
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
    TimedApplication app(argc, argv);
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
    int polls = 0;
    QObject::connect(MetricsClient::of(session), &MetricsClient::podMetricsUpdated, &app,
                     [&polls] { ++polls; });
    // The first poll: every pod's bounds (requests and limits) are read once, then its usage joined.
    app.printSlow("filling");
    probe.start();
    waitMs(2 * intervalMs + 500);
    bench::print("metrics.first_poll_stall_ms", probe.longestStallMs());
    app.printSlow("first poll");
    bench::print("metrics.bounds_known", double(pane.usageColumns()->boundsKnown()));
    // Shown: three polls land (bounds already read: each is the usage of every row).
    polls = 0;
    double cpu = bench::cpuSeconds();
    double guiCpu = bench::threadCpuSeconds();
    probe.start();
    waitMs(3 * intervalMs + 500);
    const double shown = probe.longestStallMs();
    app.printSlow("later polls");
    const double shownCpu = bench::cpuSeconds() - cpu;
    const double shownGuiCpu = bench::threadCpuSeconds() - guiCpu;
    const int shownPolls = polls;
    // The floor: the same table without the columns, as long.
    pane.usageColumns()->detach();
    waitMs(1000);
    cpu = bench::cpuSeconds();
    guiCpu = bench::threadCpuSeconds();
    probe.start();
    waitMs(3 * intervalMs + 500);
    const double floor = probe.longestStallMs();
    const double floorCpu = bench::cpuSeconds() - cpu;
    const double floorGuiCpu = bench::threadCpuSeconds() - guiCpu;
    bench::print("metrics.longest_stall_ms", shown);
    bench::print("metrics.floor_stall_ms", floor);
    bench::print("metrics.stall_over_floor", floor > 0 ? shown / floor : 0);
    bench::print("metrics.polls", shownPolls);
    bench::print("metrics.poll_cpu_ms", shownPolls > 0 ? (shownCpu - floorCpu) * 1000 / shownPolls : 0);
    bench::print("metrics.poll_gui_cpu_ms",
                 shownPolls > 0 ? (shownGuiCpu - floorGuiCpu) * 1000 / shownPolls : 0);

    // An hour of history at the default poll: a pod's own and one container's.
    UsageHistory history;
    for (int i = 0; i < UsageHistory::defaultCapacity; ++i)
        history.append({1'800'000'000 + qint64(i) * 15, 100 + i, qint64(64) << 20});
    bench::print("metrics.history_bytes_per_pod", 2 * double(history.memoryFootprint()));
    bench::print("metrics.rss_mb", bench::statusBytes("VmRSS") / 1e6);
    // The RSS an hour of history adds at 10k pods, kept as MetricsClient keeps it (by "namespace/pod" and
    // "namespace/pod/container").
    constexpr int historyPods = 10'000;
    malloc_trim(0);
    const qint64 rssBefore = bench::statusBytes("VmRSS");
    QHash<QString, UsageHistory> histories;
    for (int pod = 0; pod < historyPods; ++pod) {
        const QString key = QStringLiteral("namespace-%1/pod-%2").arg(pod % 100).arg(pod);
        for (const QString &name : {key, key + QStringLiteral("/app")})
            histories.insert(name, history);
    }
    for (auto it = histories.begin(); it != histories.end(); ++it)
        it->append({1'800'000'000 + qint64(UsageHistory::defaultCapacity) * 15, 1, 1}); // each its own copy
    bench::print("metrics.history_rss_mb_10k_pods", (bench::statusBytes("VmRSS") - rssBefore) / 1e6);
    return 0;
}
