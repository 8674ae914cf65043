// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The Logs tab under a firehose (offscreen, shown, painting). Not a test: scripts/bench.sh may run it.
//   bench_logview --sources N --rate R --seconds S [--capacity C]
//   bench_logview --kubeconfig F --context C [--namespace NS] [--pod P --container C] --seconds S
//       the same view fed by the real path: a cluster session's PodLogFeed following every pod of the
//       namespace (merged) or one container, from the moment it starts (kubesim's --log-rate sets the rate);
//       checks that each container's numbered lines in the view follow on without a gap or repeat.
//       a producer thread stands in for the cluster's worker: every 50 ms it posts each of N sources' share
//       of R lines a second (N×R in all; a mix of plain, ANSI-coloured and, rarely, 64 KB lines, each
//       numbered) to a LogMailbox, which the GUI thread empties when woken, as PodLogFeed does. Reports the
//       GUI thread's longest stall and busy share, the longest and the 99th percentile appendLines() call,
//       RSS before, when the buffer is full, at the end and at its peak, that the lines shown are the newest
//       ones in sequence, the lines dropped because the GUI was a whole buffer behind, the bytes a line costs
//       in the model, and a search over the full buffer.
// Prints key=value lines.
#include "procstats.h"

#include "config/kubeconfig.h"
#include "config/restconfig.h"
#include "logs/logmailbox.h"
#include "logview.h"
#include "models/logmodel.h"
#include "session/clustersession.h"
#include "session/podlogfeed.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QRegularExpression>
#include <QTableView>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <numeric>

using namespace kube;

namespace {

constexpr int batchIntervalMs = 50; // the engine's batching period (ARCHITECTURE.md)
constexpr int longLineEvery = 20000;
constexpr int longLineBytes = 64 * 1024;

// Produces numbered lines on its own thread, as the engine's log stream would.
class Producer : public QObject
{
    Q_OBJECT
public:
    Producer(int sources, int ratePerSource, LogMailbox *mailbox)
        : m_sources(sources), m_ratePerSource(ratePerSource), m_mailbox(mailbox)
    {
    }
    void start()
    {
        m_timer = new QTimer(this);
        m_timer->setTimerType(Qt::PreciseTimer);
        connect(m_timer, &QTimer::timeout, this, &Producer::tick);
        m_clock.start();
        m_timer->start(batchIntervalMs);
    }
    void stop() { m_timer->stop(); }
    qint64 produced() const { return m_sequence; }
Q_SIGNALS:
    // Lines wait in the mailbox: the GUI takes them (as PodLogFeed hands them on).
    void linesWaiting();

private:
    void tick()
    {
        // Catch up with the clock, so a late timer does not lower the rate.
        const qint64 due = m_clock.elapsed() * m_ratePerSource / 1000;
        LogLines batch;
        batch.reserve(int((due - m_sent) * m_sources));
        for (; m_sent < due; ++m_sent) {
            for (int s = 0; s < m_sources; ++s) {
                LogLine line;
                line.pod = QStringLiteral("api-7f9c-%1").arg(s);
                line.container = QStringLiteral("server");
                line.timeNs = QDateTime::currentMSecsSinceEpoch() * 1000000;
                const QByteArray seq = QByteArray::number(m_sequence++);
                if (m_sequence % longLineEvery == 0)
                    line.text = "seq=" + seq + " " + QByteArray(longLineBytes, 'x');
                else if (m_sequence % 3 == 0)
                    line.text = "seq=" + seq + " \x1b[32mINFO\x1b[0m GET /api/v1/items/" + seq +
                                " \x1b[2m200 OK 3ms\x1b[0m";
                else
                    line.text = "seq=" + seq +
                                " level=info msg=\"request served\" path=/healthz duration=1.2ms "
                                "user=system:anonymous";
                batch.append(std::move(line));
            }
        }
        if (!batch.isEmpty() && m_mailbox->post(batch))
            Q_EMIT linesWaiting();
    }

    int m_sources;
    int m_ratePerSource;
    LogMailbox *m_mailbox;
    qint64 m_sent = 0;
    qint64 m_sequence = 0;
    QElapsedTimer m_clock;
    QTimer *m_timer = nullptr;
};

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
        m_clock.start();
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

// The heap a model line costs: a full model of typical lines, measured by malloc's count.
void measureBytesPerLine(int capacity)
{
    malloc_trim(0);
    const qint64 before = bench::heapInUse();
    {
        LogModel model;
        model.setCapacity(capacity);
        LogLines batch;
        for (int i = 0; i < capacity; ++i) {
            LogLine line;
            line.pod = QStringLiteral("web-1");
            line.container = QStringLiteral("app");
            line.timeNs = 1;
            line.text =
                "seq=" + QByteArray::number(i) +
                " level=info msg=\"request served\" path=/healthz duration=1.2ms user=system:anonymous";
            batch.append(line);
        }
        const qint64 textBytes =
            std::accumulate(batch.cbegin(), batch.cend(), qint64(0),
                            [](qint64 sum, const LogLine &l) { return sum + l.text.size(); });
        model.appendLines(batch);
        batch = LogLines(); // clear() would keep its capacity
        const qint64 after = bench::heapInUse();
        bench::print("model_text_bytes_per_line", double(textBytes) / capacity);
        bench::print("model_heap_bytes_per_line", double(after - before) / capacity);
        QElapsedTimer clock;
        clock.start();
        model.setSearchText(QStringLiteral("served"));
        bench::print("search_full_buffer_ms", clock.nsecsElapsed() / 1e6);
        bench::print("search_matches", double(model.matchCount()));
        model.setSearchText(QString());
        // The model alone, full, taking 1000-line batches: what the view adds is the rest of appendLines().
        double longestMs = 0;
        for (int round = 0; round < 50; ++round) {
            LogLines more;
            for (int i = 0; i < 1000; ++i) {
                LogLine line;
                line.pod = QStringLiteral("web-1");
                line.container = QStringLiteral("app");
                line.text =
                    "seq=" + QByteArray::number(i) +
                    " level=info msg=\"request served\" path=/healthz duration=1.2ms user=system:anonymous";
                more.append(line);
            }
            clock.start();
            model.appendLines(more);
            longestMs = std::max(longestMs, clock.nsecsElapsed() / 1e6);
        }
        bench::print("model_alone_append_1000_max_ms", longestMs);
    }
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOption({QStringLiteral("sources"), QStringLiteral("streams merged into the view"),
                      QStringLiteral("N"), QStringLiteral("1")});
    parser.addOption({QStringLiteral("rate"), QStringLiteral("lines a second per source"),
                      QStringLiteral("R"), QStringLiteral("20000")});
    parser.addOption({QStringLiteral("seconds"), QStringLiteral("how long to stream"), QStringLiteral("S"),
                      QStringLiteral("20")});
    parser.addOption({QStringLiteral("capacity"), QStringLiteral("the view's line bound"),
                      QStringLiteral("C"), QString::number(LogModel::defaultCapacity)});
    parser.addOption({QStringLiteral("kubeconfig"),
                      QStringLiteral("read a cluster's logs instead (kubesim's: --log-rate)"),
                      QStringLiteral("FILE")});
    parser.addOption(
        {QStringLiteral("context"), QStringLiteral("the kubeconfig's context"), QStringLiteral("NAME")});
    parser.addOption({QStringLiteral("namespace"), QStringLiteral("the pods' namespace"),
                      QStringLiteral("NS"), QStringLiteral("default")});
    parser.addOption({QStringLiteral("pod"), QStringLiteral("one pod (else every pod of the namespace)"),
                      QStringLiteral("NAME")});
    parser.addOption(
        {QStringLiteral("container"), QStringLiteral("the pod's container"), QStringLiteral("NAME")});
    parser.process(app);
    const int sources = parser.value(QStringLiteral("sources")).toInt();
    const int rate = parser.value(QStringLiteral("rate")).toInt();
    const int seconds = parser.value(QStringLiteral("seconds")).toInt();
    const int capacity = parser.value(QStringLiteral("capacity")).toInt();

    measureBytesPerLine(capacity);
    malloc_trim(0);

    LogView view;
    view.setCapacity(capacity);
    view.resize(1400, 900);
    view.show();
    QCoreApplication::processEvents();
    const qint64 rssStart = bench::statusBytes("VmRSS");

    std::vector<double> appendMs;
    qint64 received = 0;
    qint64 rssFull = 0;
    // Cluster mode: each container's numbered lines, as they reach the view, follow on from each other (none
    // lost or repeated on the way).
    static const QRegularExpression seqAtEnd(QStringLiteral("seq=(\\d+)$"));
    QHash<QString, qint64> last;
    qint64 breaks = 0;
    const auto checkSequence = [&](const LogLines &batch) {
        for (const LogLine &line : batch) {
            const QRegularExpressionMatch match = seqAtEnd.match(QString::fromUtf8(line.text.right(32)));
            if (line.kind != LogLine::Kind::Text || !match.hasMatch())
                continue; // a marker, or a stack trace's continuation
            const QString source = line.pod + QLatin1Char('/') + line.container;
            const qint64 seq = match.captured(1).toLongLong();
            const auto known = last.constFind(source);
            if (known != last.constEnd() && seq != *known + 1 && ++breaks <= 3)
                std::fprintf(stderr, "bench_logview: %s: seq=%lld after seq=%lld\n", qPrintable(source), seq,
                             *known);
            last.insert(source, seq);
        }
    };
    const auto show = [&](const LogLines &batch) {
        QElapsedTimer clock;
        clock.start();
        view.appendLines(batch);
        appendMs.push_back(clock.nsecsElapsed() / 1e6);
        received += batch.size();
        if (!rssFull && received >= capacity)
            rssFull = bench::statusBytes("VmRSS");
    };
    const LogModel *model = view.model();
    const auto messageAt = [model](int row) {
        return model->index(row, 0).data(LogModel::MessageRole).value<SgrText>().text;
    };

    // The lines come from a producer thread, or from a cluster's log streams (kubesim numbers each
    // container's lines: "seq=N" at their end).
    QThread thread;
    LogMailbox mailbox(capacity);
    Producer *producer = nullptr;
    std::unique_ptr<ClusterSession> session;
    std::unique_ptr<PodLogFeed> feed;
    qint64 failures = 0;
    if (parser.isSet(QStringLiteral("kubeconfig"))) {
        const auto config = KubeConfig::load(parser.value(QStringLiteral("kubeconfig")));
        const auto rest =
            config ? RestConfig::fromKubeConfig(config.value(), parser.value(QStringLiteral("context")))
                   : Result<RestConfig>(config.error());
        if (!rest) {
            std::fprintf(stderr, "bench_logview: %s\n", qPrintable(rest.error().toString()));
            return 1;
        }
        RestConfig interactive = rest.value();
        interactive.qps = 50; // as the window's session
        interactive.burst = 100;
        session = std::make_unique<ClusterSession>(interactive);
        session->start();
        PodLogOptions options;
        options.namespaceName = parser.value(QStringLiteral("namespace"));
        options.follow = true;
        options.tailLines = 0; // from now on: the rate is what the streams bring
        const QString pod = parser.value(QStringLiteral("pod"));
        feed = pod.isEmpty() ? std::make_unique<PodLogFeed>(session.get(), options, QString())
                             : std::make_unique<PodLogFeed>(
                                   session.get(), options,
                                   QList<PodLogTarget>{{pod, parser.value(QStringLiteral("container"))}});
        QObject::connect(feed.get(), &PodLogFeed::lines, &view, [&](const LogLines &batch) {
            show(batch);
            checkSequence(batch);
        });
        QObject::connect(feed.get(), &PodLogFeed::failed, &view,
                         [&failures](const QString &pod, const QString &container, const Error &error) {
                             ++failures;
                             std::fprintf(stderr, "bench_logview: %s/%s: %s\n", qPrintable(pod),
                                          qPrintable(container), qPrintable(error.toString()));
                         });
    } else {
        producer = new Producer(sources, rate, &mailbox);
        producer->moveToThread(&thread);
        QObject::connect(&thread, &QThread::finished, producer, &QObject::deleteLater);
        thread.start();
        QObject::connect(producer, &Producer::linesWaiting, &view, [&] { show(mailbox.take()); });
        QMetaObject::invokeMethod(producer, &Producer::start);
    }
    StallProbe probe;
    QTimer::singleShot(seconds * 1000, &app, [&] {
        if (producer)
            QMetaObject::invokeMethod(producer, &Producer::stop, Qt::BlockingQueuedConnection);
        QCoreApplication::processEvents(); // the batches already queued
        feed.reset();
        bench::print("lines_per_second", double(received) / seconds);
        bench::print("batches", double(appendMs.size()));
        bench::print("gui_longest_stall_ms", probe.longestStallMs());
        bench::print("gui_busy_share", probe.busyShare());
        std::sort(appendMs.begin(), appendMs.end());
        if (!appendMs.empty()) {
            bench::print("append_max_ms", appendMs.back());
            bench::print("append_p99_ms", appendMs[size_t(double(appendMs.size() - 1) * 0.99)]);
        }
        bench::print("lines_shown", model->rowCount());
        if (producer) {
            // The view holds the newest lines, in sequence, none missing.
            const auto sequenceOf = [&](int row) {
                return messageAt(row).section(QLatin1Char(' '), 0, 0).mid(4).toLongLong();
            };
            const qint64 produced = producer->produced();
            bool inSequence = model->rowCount() == std::min<qint64>(produced, capacity) &&
                              sequenceOf(model->rowCount() - 1) == produced - 1;
            for (int row = 1; row < model->rowCount() && inSequence; ++row)
                inSequence = sequenceOf(row) == sequenceOf(row - 1) + 1;
            bench::print("sources", sources);
            bench::print("newest_in_sequence", inSequence ? 1 : 0);
            bench::print("lines_dropped_behind", double(mailbox.dropped()));
        } else {
            bench::print("sources", double(last.size()));
            bench::print("sequence_breaks", double(breaks));
            bench::print("stream_failures", double(failures));
        }
        bench::print("rss_start_mb", rssStart / 1048576.0);
        bench::print("rss_buffer_full_mb", rssFull / 1048576.0);
        bench::print("rss_end_mb", bench::statusBytes("VmRSS") / 1048576.0);
        bench::print("rss_peak_mb", bench::statusBytes("VmHWM") / 1048576.0);
        thread.quit();
        thread.wait();
        app.quit();
    });
    return app.exec();
}

#include "bench_logview.moc"
