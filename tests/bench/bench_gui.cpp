// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// Benchmarks 4 and 5: the real main window (offscreen) against kubesim. Not a test: scripts/bench.sh runs it.
// Every mode takes --resource [GROUP/]RESOURCE (default pods): the kind the window opens.
//   bench_gui churn  --kubeconfig F --context C --server URL --rate N --seconds S [--fault F --sort HEADER]
//       synced window, then kubesim restarts N containers a second (each a MODIFIED that changes a visible
//       cell; lifecycle churn cannot reach 5k/s on a shared core): the GUI thread's longest stall and busy
//       share, the events the window's feed received and the row changes it applied after coalescing per
//       key; the table is sorted by RESTARTS, so every change moves its row. For a custom kind:
//       --resource stable.example.com/crontabs --fault crontab-updates --sort REPLICAS (kubesim --crontabs N)
//   bench_gui sort   --kubeconfig F --context C      time to sort and to filter every row
//   bench_gui switch --kubeconfig F --context A --to B  time to switch clusters, memory before and after
//   bench_gui open   --kubeconfig F --context C      time to open the kind in a connected window (it starts
//       on ConfigMaps, on Secrets when it opens ConfigMaps, and waits until no informer of the kind is left,
//       so the time covers its whole list, decoding, printing and rows; --json-lists: listed as JSON, not
//       protobuf)
// Prints key=value lines.
#include "procstats.h"
#include "simfault.h"

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

#include "cache/sharedindexinformer.h"
#include "core/workerpriority.h"
#include "session/clustersession.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QNetworkAccessManager>
#include <QSettings>
#include <QTableView>
#include <QTimer>

#include <malloc.h>

#include <cstdio>

using namespace kube;

namespace {

// Runs `then` once the window's table shows `resource` ("group/resource" or "resource") with its `expected`
// rows; `seconds` counts from the moment the window is told to open it (a click in the navigator), once
// discovery has listed it, to the batch that completes the rows (looked at right after each batch, not at a
// poll's next tick). Not there within syncTimeoutMs (a --expect the server does not hold, a server that does
// not answer): the bench says what it saw and exits with 3.
constexpr int syncTimeoutMs = 120'000;
void whenSynced(MainWindow *window, const QString &resource, int expected,
                std::function<void(double seconds)> then)
{
    auto *clock = new QElapsedTimer;
    clock->start();
    auto *poll = new QTimer(window);
    const QString group =
        resource.contains(QLatin1Char('/')) ? resource.section(QLatin1Char('/'), 0, 0) : QString();
    const QString name = resource.section(QLatin1Char('/'), -1);
    const auto check = [window, poll, clock, expected, group, name, then = std::move(then)] {
        if (!poll->isActive())
            return; // done already: a batch's check was queued behind the last one
        ResourceSubscription *subscription = window->table()->subscription();
        if (subscription &&
            (subscription->resource().group != group || subscription->resource().name != name)) {
            clock->start();
            window->openResource(group, name); // once discovery has listed it
            return;
        }
        if (!subscription || subscription->state() != ResourceSubscription::State::Synced ||
            window->table()->model()->rowCount() < expected)
            return;
        poll->stop();
        poll->deleteLater();
        const double seconds = clock->nsecsElapsed() / 1e9;
        delete clock;
        then(seconds);
    };
    QObject::connect(poll, &QTimer::timeout, window, check);
    // Queued: the batch is in the table once the model's signal returns.
    QObject::connect(window->table()->model(), &QAbstractItemModel::rowsInserted, poll, check,
                     Qt::QueuedConnection);
    poll->start(5);
    QTimer::singleShot(syncTimeoutMs, poll, [window, resource, expected] {
        const ResourceSubscription *subscription = window->table()->subscription();
        std::fprintf(stderr,
                     "bench_gui: %s not synced with %d rows after %d s: the table has %d rows of %s%s\n",
                     qPrintable(resource.isEmpty() ? QStringLiteral("the first kind") : resource), expected,
                     syncTimeoutMs / 1000, window->table()->model()->rowCount(),
                     subscription ? qPrintable(subscription->resource().name) : "no kind",
                     subscription && subscription->state() == ResourceSubscription::State::Synced
                         ? " (synced: is --expect what the server holds?)"
                         : "");
        QCoreApplication::exit(3);
    });
}

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
    }
    void start()
    {
        m_clock.start();
        m_lastNs = 0;
        m_longestGapNs = 0;
        m_cpuStart = bench::threadCpuSeconds();
        m_timer.start(periodMs);
    }
    double longestStallMs() const { return std::max<double>(0, m_longestGapNs / 1e6 - periodMs); }
    double busyShare() const
    {
        return (bench::threadCpuSeconds() - m_cpuStart) / (m_clock.nsecsElapsed() / 1e9);
    }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_lastNs = 0;
    qint64 m_longestGapNs = 0;
    double m_cpuStart = 0;
};

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    kube::setWorkerThreadNiceness(workerNicenessBelowGui); // as qkube does
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("mode"), QStringLiteral("churn, sort or switch"));
    const QCommandLineOption kubeconfig(QStringLiteral("kubeconfig"), QStringLiteral("Kubeconfig."),
                                        QStringLiteral("FILE"));
    const QCommandLineOption context(QStringLiteral("context"), QStringLiteral("Context."),
                                     QStringLiteral("NAME"));
    const QCommandLineOption to(QStringLiteral("to"), QStringLiteral("Context to switch to."),
                                QStringLiteral("NAME"));
    const QCommandLineOption server(QStringLiteral("server"),
                                    QStringLiteral("kubesim URL (plain HTTP) for the restarts fault."),
                                    QStringLiteral("URL"));
    const QCommandLineOption rate(QStringLiteral("rate"),
                                  QStringLiteral("Changes per second (of the fault)."), QStringLiteral("N"),
                                  QStringLiteral("1000"));
    const QCommandLineOption fault(QStringLiteral("fault"),
                                   QStringLiteral("The kubesim fault that makes the changes."),
                                   QStringLiteral("NAME"), QStringLiteral("restarts"));
    const QCommandLineOption sortBy(
        QStringLiteral("sort"),
        QStringLiteral("The column (header) the table is sorted by, the one the changes move."),
        QStringLiteral("HEADER"), QStringLiteral("RESTARTS"));
    const QCommandLineOption seconds(QStringLiteral("seconds"), QStringLiteral("How long to churn."),
                                     QStringLiteral("S"), QStringLiteral("10"));
    const QCommandLineOption expect(QStringLiteral("expect"),
                                    QStringLiteral("Objects the cluster holds (synced = that many rows)."),
                                    QStringLiteral("N"), QStringLiteral("1"));
    const QCommandLineOption resourceOption(QStringLiteral("resource"),
                                            QStringLiteral("The kind to open: [GROUP/]RESOURCE."),
                                            QStringLiteral("R"), QStringLiteral("pods"));
    const QCommandLineOption inspector(
        QStringLiteral("inspector"),
        QStringLiteral(
            "Open the informer inspector (and log requests for its Requests tab), as qkube does."));
    const QCommandLineOption jsonLists(
        QStringLiteral("json-lists"),
        QStringLiteral("open: informers list as JSON, not protobuf (the figures before protobuf lists)."));
    parser.addOptions({kubeconfig, context, to, server, rate, fault, sortBy, seconds, expect, resourceOption,
                       inspector, jsonLists});
    parser.process(app);
    const QString mode = parser.positionalArguments().value(0);
    // open starts on another kind than the one it opens: ConfigMaps, or Secrets when ConfigMaps are opened.
    const QString opened = parser.value(resourceOption).section(QLatin1Char('/'), -1);
    const QString firstKind = mode != QLatin1String("open")           ? QString()
                              : opened == QLatin1String("configmaps") ? QStringLiteral("secrets")
                                                                      : QStringLiteral("configmaps");
    // No run depends on what an earlier one left (the window reopens the kind it showed last).
    QApplication::setOrganizationName(QStringLiteral("qkube-bench-gui"));
    QSettings().clear();
    if (!firstKind.isEmpty())
        QSettings().setValue(QStringLiteral("clusters/%1/resource").arg(parser.value(context)), firstKind);

    LanguageManager languages;
    RequestLogging requestLogging;
    if (parser.isSet(inspector)) {
        requestLogging.buffer = std::make_shared<kube::RequestLogBuffer>();
        requestLogging.log = std::make_shared<kube::RequestLog>(
            kube::RequestLog::Requests, kube::RequestLogBuffer::sink(requestLogging.buffer));
    }
    MainWindow window(MainWindowOptions{parser.value(kubeconfig), parser.value(context), {}}, &languages,
                      requestLogging);
    window.resize(1400, 900);
    window.show();
    if (parser.isSet(inspector))
        window.findChild<QDockWidget *>(QStringLiteral("inspectorDock"))->show();
    QNetworkAccessManager network;
    StallProbe probe;
    qint64 changes = 0;

    const int expected = parser.value(expect).toInt();
    const QString resource = parser.value(resourceOption);
    // A column of the table by its header ("AGE"), -1 if the kind has none.
    const auto column = [&window](const QString &header) {
        for (int at = 0; at < window.table()->model()->columnCount(); ++at)
            if (window.table()->model()->headerData(at, Qt::Horizontal).toString() == header)
                return at;
        return -1;
    };
    const auto measure = [&](double syncSeconds) {
        bench::print("gui.rows", window.table()->model()->rowCount());
        bench::print(firstKind.isEmpty() ? "gui.sync_seconds" : "gui.open_seconds", syncSeconds);
        bench::print("gui.rss_mb", bench::statusBytes("VmRSS") / 1e6);
        if (mode == QLatin1String("sort")) {
            QTableView *view = window.table()->view();
            QElapsedTimer clock;
            clock.start();
            view->sortByColumn(window.table()->model()->nameColumn(), Qt::DescendingOrder);
            bench::print("gui.sort_name_ms", clock.nsecsElapsed() / 1e6);
            clock.restart();
            view->sortByColumn(column(QStringLiteral("AGE")), Qt::AscendingOrder);
            bench::print("gui.sort_age_ms", clock.nsecsElapsed() / 1e6);
            ResourceProxyModel *proxy = window.table()->proxy();
            clock.restart();
            proxy->setTextFilter(QStringLiteral("web"));
            bench::print("gui.filter_ms", clock.nsecsElapsed() / 1e6);
            bench::print("gui.filter_rows", proxy->rowCount());
            clock.restart();
            proxy->setTextFilter(QString());
            bench::print("gui.unfilter_ms", clock.nsecsElapsed() / 1e6);
            QCoreApplication::quit();
        } else if (mode == QLatin1String("churn")) {
            // Sorted by the column every change changes (RESTARTS for restarts): each change moves its row
            // (the hardest case).
            window.table()->view()->sortByColumn(column(parser.value(sortBy)), Qt::DescendingOrder);
            RowFeed *feed = window.table()->subscription()->feed();
            QObject::connect(feed, &RowFeed::batchReady, &window,
                             [&changes](const RowBatch &batch) { changes += batch.size(); });
            bench::postSimFault(&network, QUrl(parser.value(server)), parser.value(fault),
                                parser.value(rate).toInt());
            probe.start();
            const qint64 receivedAtStart = feed->changesReceived();
            QTimer::singleShot(parser.value(seconds).toInt() * 1000, &window, [&, feed, receivedAtStart] {
                bench::print("gui.churn_requested_per_s", parser.value(rate).toDouble());
                bench::print("gui.rows_changed_per_s", changes / parser.value(seconds).toDouble());
                bench::print("gui.events_per_s",
                             (feed->changesReceived() - receivedAtStart) / parser.value(seconds).toDouble());
                bench::print("gui.longest_stall_ms", probe.longestStallMs());
                bench::print("gui.busy_share", probe.busyShare());
                bench::postSimFault(&network, QUrl(parser.value(server)), parser.value(fault), 0);
                QTimer::singleShot(200, &window, [] { QCoreApplication::quit(); });
            });
        } else if (mode == QLatin1String("switch")) {
            malloc_trim(0);
            const qint64 rssFirst = bench::statusBytes("VmRSS");
            bench::print("switch.rss_first_mb", rssFirst / 1e6);
            window.switchContext(parser.value(to));
            whenSynced(&window, resource, expected, [&, rssFirst](double switchSeconds) {
                bench::print("switch.seconds", switchSeconds);
                bench::print("switch.rows", window.table()->model()->rowCount());
                // The first cluster's session ends on its own thread; give it a moment, then hand freed pages
                // back.
                QTimer::singleShot(1000, &window, [&, rssFirst] {
                    malloc_trim(0);
                    const qint64 rssSecond = bench::statusBytes("VmRSS");
                    bench::print("switch.rss_second_mb", rssSecond / 1e6);
                    bench::print("switch.rss_growth_mb", (rssSecond - rssFirst) / 1e6);
                    QCoreApplication::quit();
                });
            });
        } else if (mode == QLatin1String("open")) {
            QCoreApplication::quit();
        } else {
            QCoreApplication::exit(2);
        }
    };
    if (firstKind.isEmpty()) {
        whenSynced(&window, resource, expected, measure);
    } else {
        // The window shows pods until discovery confirms the kind it showed last; their informer lingers a
        // minute after that. The kind is opened once no informer of it is left.
        const QString name = resource.section(QLatin1Char('/'), -1);
        whenSynced(&window, firstKind, 0, [&, name](double) {
            if (parser.isSet(jsonLists)) {
                kube::InformerOptions options;
                options.reflector.preferProtobufList = false;
                window.session()->setInformerOptions(options);
            }
            auto *wait = new QTimer(&window);
            QObject::connect(wait, &QTimer::timeout, &window, [&, wait, name] {
                for (const kube::SharedIndexInformer *informer : window.session()->informers())
                    if (informer->gvr().resource == name)
                        return;
                wait->deleteLater();
                whenSynced(&window, resource, expected, measure);
            });
            wait->start(100);
        });
    }
    return QApplication::exec();
}
