// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// Several clusters in one window (offscreen): CLUSTERS qkube-sim processes of PODS pods each (plain HTTP,
// fixed ports, so one can be killed and started again at the same address). Not a test: results are printed
// as key=value lines, nothing is asserted.
//   bench_clusters [--clusters 5] [--pods 10000] [--sim PATH-TO-qkube-sim] [--server-niceness N]
// 1. one cluster alone: time to its rows, resident memory over the process's before any window (rss delta)
// 2. every cluster opened together (the first current, the others beside, the All-clusters table): time to
// all
//    rows (target <= 2x the one cluster's), the GUI thread's longest stall while they open (the four others
//    in one go) and sync (target < 50 ms), and the time that opening takes
// 3. the last cluster's server killed and started again: the GUI thread's longest stall meanwhile (< 50 ms)
// 4. rss delta with every cluster open (target <= 5x one cluster's + 10%), and after closing all but the
// first
//    (target within 10% of one cluster's)
// 5. the four opened again beside the first, synced and closed: rss delta against just before (within 10%)
#include "procstats.h"

#include "languagemanager.h"
#include "mainwindow.h"
#include "actionregistry.h"
#include "eventlogpane.h"
#include "journalactions.h"
#include "namespacepane.h"
#include "navigatorpane.h"
#include "scopebar.h"
#include "tablepane.h"
#include "timelinecontroller.h"
#include "windowstatus.h"
#include "openclusters.h"

#include "core/workerpriority.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSettings>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTimer>

#include <malloc.h>
#include <unistd.h>

#include <memory>
#include <vector>

using namespace kube;

namespace {

// How long the killed server stays down, and how long after its restart the stall is watched (it relists).
constexpr int downMs = 3000;
constexpr int watchAfterRestartMs = 20'000;

// Samples how late a 5 ms timer fires on the GUI thread: the longest gap is the longest stall a user would
// feel.
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
        m_timer.start(periodMs);
        reset();
    }
    void reset()
    {
        m_clock.start();
        m_lastNs = 0;
        m_longestGapNs = 0;
    }
    double longestStallMs() const { return std::max<double>(0, m_longestGapNs / 1e6 - periodMs); }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_lastNs = 0;
    qint64 m_longestGapNs = 0;
};

// Runs the event loop until `done` holds (a benchmark's driver, not application code).
bool runUntil(const std::function<bool()> &done, int timeoutMs)
{
    QElapsedTimer clock;
    clock.start();
    while (!done()) {
        if (clock.elapsed() > timeoutMs)
            return false;
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    }
    return true;
}

void settle(int ms)
{
    QElapsedTimer clock;
    clock.start();
    runUntil([&clock, ms] { return clock.elapsed() >= ms; }, ms + 1000);
}

double rssDeltaMb(qint64 base)
{
    malloc_trim(0);
    return (bench::statusBytes("VmRSS") - base) / 1e6;
}

double heapInUseMb()
{
    return bench::heapInUse() / 1e6;
}

// CPU seconds a child process has used (user + system), from /proc: the servers share the 2 cores with qkube.
double processCpuSeconds(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray line = stat.readAll();
    // Fields after the command's closing parenthesis: state is the 3rd field, utime the 14th, stime the 15th.
    const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
    return fields.size() > 12
               ? double(fields[11].toLongLong() + fields[12].toLongLong()) / double(sysconf(_SC_CLK_TCK))
               : 0;
}

quint16 freePort()
{
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost);
    return probe.serverPort();
}

struct Sim
{
    QString name;
    quint16 port = 0;
    QString kubeconfig;
    std::unique_ptr<QProcess> process;
};

double simsCpuSeconds(const std::vector<Sim> &sims)
{
    double seconds = 0;
    for (const Sim &sim : sims)
        seconds += processCpuSeconds(sim.process->processId());
    return seconds;
}

void startSim(Sim &sim, const QString &program, int pods, int niceness)
{
    QFile::remove(sim.kubeconfig);
    sim.process = std::make_unique<QProcess>();
    if (niceness > 0)
        sim.process->setChildProcessModifier([niceness] { (void)::nice(niceness); });
    sim.process->setProcessChannelMode(QProcess::ForwardedErrorChannel);
    sim.process->start(program,
                       {QStringLiteral("--plain"), QStringLiteral("--listen"),
                        QStringLiteral("127.0.0.1:%1").arg(sim.port), QStringLiteral("--name"), sim.name,
                        QStringLiteral("--pods"), QString::number(pods), QStringLiteral("--namespaces"),
                        QStringLiteral("20"), QStringLiteral("--kubeconfig-out"), sim.kubeconfig});
}

bool allSynced(MainWindow &window, int rows)
{
    if (window.table()->model()->rowCount() < rows)
        return false;
    const ResourceSubscription *subscription = window.table()->subscription();
    return subscription && subscription->state() == ResourceSubscription::State::Synced;
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    kube::setWorkerThreadNiceness(workerNicenessBelowGui); // as qkube does
    QApplication::setOrganizationName(QStringLiteral("qkube-bench-clusters"));
    QSettings().clear();
    QCommandLineParser parser;
    const QCommandLineOption clustersOption(QStringLiteral("clusters"), QStringLiteral("Clusters."),
                                            QStringLiteral("N"), QStringLiteral("5"));
    const QCommandLineOption podsOption(QStringLiteral("pods"), QStringLiteral("Pods per cluster."),
                                        QStringLiteral("N"), QStringLiteral("10000"));
    const QCommandLineOption simOption(
        QStringLiteral("sim"), QStringLiteral("qkube-sim."), QStringLiteral("PATH"),
        QCoreApplication::applicationDirPath() + QStringLiteral("/../../app/qkube-sim"));
    // The servers stand in for clusters elsewhere; here they share the two cores with qkube. At a niceness
    // above qkube's GUI thread (19) they take only what qkube leaves, as remote servers would take nothing.
    const QCommandLineOption serverNicenessOption(
        QStringLiteral("server-niceness"),
        QStringLiteral("Niceness of the servers (default 0: qkube's own)."), QStringLiteral("N"),
        QStringLiteral("0"));
    parser.addOptions({clustersOption, podsOption, simOption, serverNicenessOption});
    parser.process(app);
    const int clusterCount = std::max(2, parser.value(clustersOption).toInt());
    const int pods = parser.value(podsOption).toInt();
    const int serverNiceness = parser.value(serverNicenessOption).toInt();
    bench::print("server_niceness", serverNiceness);

    StallProbe probe; // its timer also wakes runUntil() while nothing else happens
    QTemporaryDir dir;
    std::vector<Sim> sims(static_cast<size_t>(clusterCount));
    QStringList kubeconfigs;
    for (int i = 0; i < clusterCount; ++i) {
        Sim &sim = sims[size_t(i)];
        sim.name = QStringLiteral("c%1").arg(i + 1);
        sim.port = freePort();
        sim.kubeconfig = dir.filePath(sim.name);
        kubeconfigs.append(sim.kubeconfig);
        startSim(sim, parser.value(simOption), pods, serverNiceness);
    }
    if (!runUntil(
            [&] {
                return std::all_of(sims.begin(), sims.end(),
                                   [](const Sim &sim) { return QFile::exists(sim.kubeconfig); });
            },
            600'000)) {
        std::fprintf(stderr, "bench_clusters: the servers did not start\n");
        return 1;
    }
    settle(500); // the kubeconfigs are written whole
    qputenv("KUBECONFIG", kubeconfigs.join(QLatin1Char(':')).toUtf8());
    bench::print("clusters", clusterCount);
    bench::print("pods_per_cluster", pods);

    LanguageManager languages;
    malloc_trim(0);
    const qint64 base = bench::statusBytes("VmRSS");
    bench::print("base.rss_mb", base / 1e6);
    const double baseHeap = heapInUseMb();

    // 1. One cluster alone.
    double oneSeconds = 0;
    double oneRss = 0;
    {
        QElapsedTimer clock;
        clock.start();
        const double simsCpu = simsCpuSeconds(sims);
        const double ownCpu = bench::cpuSeconds();
        MainWindow window(MainWindowOptions{{}, QStringLiteral("c1-admin"), {}}, &languages);
        window.show();
        probe.reset();
        if (!runUntil([&] { return allSynced(window, pods); }, 600'000)) {
            std::fprintf(stderr, "bench_clusters: one cluster did not sync\n");
            return 1;
        }
        oneSeconds = clock.nsecsElapsed() / 1e9;
        bench::print("one.qkube_cpu_seconds", bench::cpuSeconds() - ownCpu);
        bench::print("one.servers_cpu_seconds", simsCpuSeconds(sims) - simsCpu);
        bench::print("one.sync_stall_max_ms", probe.longestStallMs());
        settle(1000);
        oneRss = rssDeltaMb(base);
        bench::print("one.sync_seconds", oneSeconds);
        bench::print("one.rss_delta_mb", oneRss);
        bench::print("one.heap_delta_mb", heapInUseMb() - baseHeap);
    }
    settle(3000); // the session's worker winds down on its own thread
    malloc_trim(0);
    const qint64 baseAgain = bench::statusBytes("VmRSS");
    bench::print("after_one.rss_mb", baseAgain / 1e6);

    // 2. Every cluster at once, in the All-clusters table.
    const double simsCpu = simsCpuSeconds(sims);
    const double ownCpu = bench::cpuSeconds();
    const double guiCpu = bench::threadCpuSeconds();
    MainWindow window(MainWindowOptions{{}, QStringLiteral("c1-admin"), {}}, &languages);
    QElapsedTimer clock;
    clock.start();
    window.show();
    probe.reset(); // the stall of opening four clusters at once (one GUI event) and of syncing them
    QElapsedTimer opening;
    opening.start();
    for (int i = 1; i < clusterCount; ++i)
        window.openBeside(sims[size_t(i)].name + QStringLiteral("-admin"));
    window.showAllClusters(true);
    bench::print("all.open_ms", opening.nsecsElapsed() / 1e6);
    if (!runUntil([&] { return allSynced(window, pods * clusterCount); }, 600'000)) {
        std::fprintf(stderr, "bench_clusters: the clusters did not sync (%d rows)\n",
                     window.table()->model()->rowCount());
        return 1;
    }
    const double allSeconds = clock.nsecsElapsed() / 1e9;
    // Two cores: the sync cannot end before (qkube's CPU + the servers') / 2 seconds.
    bench::print("all.qkube_cpu_seconds", bench::cpuSeconds() - ownCpu);
    bench::print("all.gui_thread_cpu_seconds", bench::threadCpuSeconds() - guiCpu);
    bench::print("all.servers_cpu_seconds", simsCpuSeconds(sims) - simsCpu);
    bench::print("all.sync_seconds", allSeconds);
    bench::print("all.sync_vs_one", allSeconds / oneSeconds);
    bench::print("all.sync_stall_max_ms", probe.longestStallMs());
    settle(1000);
    const double allRss = rssDeltaMb(base);
    bench::print("all.rss_delta_mb", allRss);
    bench::print("all.rss_vs_one", allRss / oneRss);
    bench::print("all.heap_delta_mb", heapInUseMb() - baseHeap);

    // 3. The last cluster's server killed, then started again at the same address.
    Sim &last = sims.back();
    const QString lastContext = last.name + QStringLiteral("-admin");
    probe.reset();
    last.process->kill();
    last.process->waitForFinished();
    settle(downMs);
    startSim(last, parser.value(simOption), pods, serverNiceness);
    runUntil([&] { return QFile::exists(last.kubeconfig); }, 600'000);
    settle(watchAfterRestartMs);
    bench::print("restart.stall_max_ms", probe.longestStallMs());
    int lastRows = 0;
    for (int row = 0; row < window.table()->model()->rowCount(); ++row)
        lastRows += window.table()->model()->clusterOf(row) == lastContext;
    bench::print("restart.rows_of_restarted", lastRows);

    // 4. All but the first closed.
    for (int i = 1; i < clusterCount; ++i)
        window.closeCluster(sims[size_t(i)].name + QStringLiteral("-admin"));
    settle(3000);
    // As the window leaves it (it trims after a session's teardown), then after the benchmark's own trim.
    bench::print("closed.rss_untrimmed_delta_mb", (bench::statusBytes("VmRSS") - base) / 1e6);
    const double closedRss = rssDeltaMb(base);
    bench::print("closed.rows", window.table()->model()->rowCount());
    bench::print("closed.rss_delta_mb", closedRss);
    bench::print("closed.rss_vs_one", closedRss / oneRss);
    bench::print("closed.heap_delta_mb", heapInUseMb() - baseHeap);

    // 5. The four opened again beside the one left, synced, and closed: what a user does with a cluster open
    // ("RSS returns to within 10% of before it opened"), against the RSS just before.
    const double beforeReopen = closedRss;
    for (int i = 1; i < clusterCount; ++i)
        window.openBeside(sims[size_t(i)].name + QStringLiteral("-admin"));
    if (!runUntil([&] { return allSynced(window, pods * clusterCount); }, 600'000)) {
        std::fprintf(stderr, "bench_clusters: the reopened clusters did not sync (%d rows)\n",
                     window.table()->model()->rowCount());
        return 1;
    }
    for (int i = 1; i < clusterCount; ++i)
        window.closeCluster(sims[size_t(i)].name + QStringLiteral("-admin"));
    settle(3000);
    const double reclosedRss = rssDeltaMb(base);
    bench::print("reclosed.rss_delta_mb", reclosedRss);
    bench::print("reclosed.rss_vs_before_reopening", reclosedRss / beforeReopen);
    bench::print("reclosed.heap_delta_mb", heapInUseMb() - baseHeap);

    for (Sim &sim : sims) {
        sim.process->terminate();
        sim.process->waitForFinished();
    }
    return 0;
}
