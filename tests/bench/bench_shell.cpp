// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The window's shell against kubesim (qkube-sim in a process of its own, as a real cluster would be):
// keystroke to echo through ExecSession and TerminalWidget (p50/p99), and a `cat` of a big file into the
// terminal (throughput, the GUI thread's longest stall, RSS before and after). Beside it, in the same run,
// kubectl exec's `cat` of the same file to /dev/null and through a pseudo-terminal with no emulator behind it
// (script(1)). usage: bench_shell [MB] (default 100)
#include "procstats.h"
#include "remote/execsession.h"
#include "terminalwidget.h"

#include "config/kubeconfig.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <cstdio>

using namespace kube;

namespace {
QString run(const QString &program, const QStringList &arguments, const QString &kubeconfig,
            int timeoutMs = 300'000)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("KUBECONFIG"), kubeconfig);
    process.setProcessEnvironment(environment);
    process.start(program, arguments);
    process.waitForFinished(timeoutMs);
    return QString::fromUtf8(process.readAllStandardOutput()).trimmed();
}

double seconds(const std::function<void()> &work)
{
    QElapsedTimer clock;
    clock.start();
    work();
    return double(clock.nsecsElapsed()) / 1e9;
}

double percentile(QList<double> values, double share)
{
    std::sort(values.begin(), values.end());
    return values.isEmpty()
               ? 0
               : values.at(std::min<qsizetype>(values.size() - 1, qsizetype(share * values.size())));
}
} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    const int megabytes = argc > 1 ? QString::fromLocal8Bit(argv[1]).toInt() : 100;
    QTemporaryDir dir;
    const QString kubeconfig = dir.filePath(QStringLiteral("kubeconfig"));
    QProcess sim;
    sim.start(QStringLiteral(QKUBE_BINARY_DIR "/app/qkube-sim"),
              {QStringLiteral("--kubeconfig-out"), kubeconfig, QStringLiteral("--pods"), QStringLiteral("4"),
               QStringLiteral("--namespaces"), QStringLiteral("1"), QStringLiteral("--nodes"),
               QStringLiteral("1")});
    if (!QTest::qWaitFor([&] { return QFile::exists(kubeconfig) && QFileInfo(kubeconfig).size() > 0; },
                         30'000))
        qFatal("kubesim did not start");
    QTest::qWait(500);
    const QString pod =
        run(QStringLiteral("kubectl"),
            {QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-A"),
             QStringLiteral("--field-selector=status.phase=Running"), QStringLiteral("-o"),
             QStringLiteral("jsonpath={.items[0].metadata.namespace}/{.items[0].metadata.name}")},
            kubeconfig);
    const QString ns = pod.section(QLatin1Char('/'), 0, 0);
    const QString name = pod.section(QLatin1Char('/'), 1);
    // Printable bytes, so the terminal draws every one of them.
    run(QStringLiteral("kubectl"),
        {QStringLiteral("-n"), ns, QStringLiteral("exec"), name, QStringLiteral("-c"),
         name.section(QLatin1Char('-'), 0, 0), QStringLiteral("--"), QStringLiteral("sh"),
         QStringLiteral("-c"),
         QStringLiteral("head -c %1 /dev/urandom | base64 | head -c %2 > big")
             .arg(megabytes * 760'000)
             .arg(megabytes * 1'000'000)},
        kubeconfig);

    const auto config = RestConfig::fromKubeConfig(KubeConfig::load(kubeconfig).value());
    TerminalWidget terminal;
    terminal.resize(1000, 600);
    terminal.show();
    ExecSpec spec;
    spec.namespaceName = ns;
    spec.pod = name;
    spec.container = name.section(QLatin1Char('-'), 0, 0); // the scenario's app container is named after it
    spec.command = {QStringLiteral("sh")};
    spec.stdin = true;
    spec.tty = true;
    spec.stderr = false;
    ExecSession session(config.value(), spec);
    QObject::connect(&session, &ExecSession::stdoutReceived, &terminal, &TerminalWidget::feed);
    QObject::connect(&terminal, &TerminalWidget::input, &session,
                     [&](const QByteArray &bytes) { session.writeStdin(bytes); });
    QObject::connect(&session, &ExecSession::finished, [](const ExecResult &result) {
        if (result.error)
            qFatal("the shell ended: %s", qPrintable(result.error.toString()));
    });
    session.start();
    if (!QTest::qWaitFor([&] { return terminal.screenText().contains(QLatin1Char('#')); }, 30'000))
        qFatal("no prompt (%s, %s): %s", qPrintable(ns), qPrintable(name), qPrintable(terminal.screenText()));

    // Keystroke to echo: one key, until the screen shows it.
    QList<double> latencies;
    for (int i = 0; i < 200; ++i) {
        if (i % 40 == 0) {
            QTest::keyClick(&terminal, Qt::Key_U, Qt::ControlModifier); // an empty line again
            if (!QTest::qWaitFor([&] { return !terminal.screenText().contains(QLatin1Char('x')); }, 5'000))
                qFatal("the line was not emptied");
        }
        const qsizetype before = terminal.screenText().count(QLatin1Char('x'));
        QElapsedTimer clock;
        clock.start();
        QTest::keyClick(&terminal, Qt::Key_X);
        if (!QTest::qWaitFor([&] { return terminal.screenText().count(QLatin1Char('x')) > before; }, 5'000))
            qFatal("no echo");
        latencies.append(double(clock.nsecsElapsed()) / 1e6);
    }
    QTest::keyClick(&terminal, Qt::Key_U, Qt::ControlModifier);

    // cat of the big file into the terminal, the GUI thread's stalls watched by a 5 ms timer.
    double longestStallMs = 0;
    QElapsedTimer beat;
    QTimer watch;
    watch.setInterval(5);
    QObject::connect(&watch, &QTimer::timeout, [&] {
        longestStallMs = std::max(longestStallMs, double(beat.nsecsElapsed()) / 1e6 - 5);
        beat.restart();
    });
    const qint64 rssBefore = bench::statusBytes("VmRSS");
    QTest::keyClicks(&terminal, QStringLiteral("cat big; echo END-OF-$((6*7))"));
    const double catSeconds = seconds([&] {
        beat.start();
        watch.start();
        // An event loop of its own, as the application's: QTest::qWaitFor sleeps 10 ms between its turns.
        QEventLoop loop;
        const auto done = QObject::connect(&session, &ExecSession::stdoutReceived, &loop, [&] {
            if (terminal.screenText().contains(QLatin1String("END-OF-42")))
                loop.quit();
        });
        QTimer::singleShot(600'000, &loop, &QEventLoop::quit);
        QTest::keyClick(&terminal, Qt::Key_Return);
        loop.exec();
        QObject::disconnect(done);
        watch.stop();
    });
    const qint64 rssAfter = bench::statusBytes("VmRSS");

    const QStringList exec{QStringLiteral("-n"),   ns,
                           QStringLiteral("exec"), name,
                           QStringLiteral("-c"),   spec.container,
                           QStringLiteral("--"),   QStringLiteral("cat"),
                           QStringLiteral("big")};
    const double kubectlPipe = seconds([&] {
        run(QStringLiteral("sh"),
            {QStringLiteral("-c"), QStringLiteral("kubectl %1 > /dev/null").arg(exec.join(QLatin1Char(' ')))},
            kubeconfig);
    });
    const double kubectlTty = seconds([&] {
        run(QStringLiteral("script"),
            {QStringLiteral("-qec"),
             QStringLiteral("kubectl -n %1 exec -t %2 -c %3 -- cat big").arg(ns, name, spec.container),
             QStringLiteral("/dev/null")},
            kubeconfig);
    });
    std::printf("keystroke to echo, 200 keys: p50 %.1f ms, p99 %.1f ms, max %.1f ms\n",
                percentile(latencies, 0.5), percentile(latencies, 0.99), percentile(latencies, 1.0));
    std::printf("cat of %d MB into qkube's terminal: %.1f s (%.1f MB/s); GUI thread's longest stall %.0f ms; "
                "RSS %.0f -> %.0f MB\n",
                megabytes, catSeconds, megabytes / catSeconds, longestStallMs, rssBefore / 1e6,
                rssAfter / 1e6);
    std::printf("kubectl exec cat, same file: to /dev/null %.1f s (%.0f MB/s); with -t through a pty, no "
                "emulator, %.1f s (%.0f MB/s)\n",
                kubectlPipe, megabytes / kubectlPipe, kubectlTty, megabytes / kubectlTty);
    session.close();
    sim.kill();
    sim.waitForFinished();
    return 0;
}
