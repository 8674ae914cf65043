// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The soak program (README, "Soak"): qkube's window on three churning, faulty kubesim clusters for minutes or
// an hour; soak.csv, soak.png and a summary; exit code 0 when every pass criterion held.
#include "soak.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QSettings>

namespace {

// Times each event the GUI thread delivers, and those delivered inside it (two levels: what a long layout
// or paint spends its time on).
constexpr int nestedDepthTimed = 2;
class Application : public QApplication
{
public:
    using QApplication::QApplication;
    bool notify(QObject *receiver, QEvent *event) override
    {
        if (m_depth > nestedDepthTimed || QThread::currentThread() != thread())
            return QApplication::notify(receiver, event);
        auto delivery = soak::EventTimes::describe(receiver, event);
        delivery.depth = m_depth;
        ++m_depth;
        QElapsedTimer clock;
        clock.start();
        const bool result = QApplication::notify(receiver, event);
        soak::EventTimes::instance().note(delivery, double(clock.nsecsElapsed()) / 1e6);
        --m_depth;
        return result;
    }

private:
    int m_depth = 0;
};

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM",
            qgetenv("QT_QPA_PLATFORM").isEmpty() ? QByteArray("offscreen") : qgetenv("QT_QPA_PLATFORM"));
    Application app(argc, argv);
    // The soak closes its window before its servers go and its verdict is in: that must not end the run.
    QApplication::setQuitOnLastWindowClosed(false);
    QApplication::setOrganizationName(QStringLiteral("qkube-soak"));
    QSettings().clear(); // nothing remembered from an earlier run
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("qkube's window on three churning, faulty kubesim clusters"));
    parser.addHelpOption();
    parser.addOption({QStringLiteral("minutes"), QStringLiteral("How long (default 2)."),
                      QStringLiteral("minutes"), QStringLiteral("2")});
    parser.addOption(
        {QStringLiteral("sample-seconds"),
         QStringLiteral("Sampling period (default: 30 for runs of 30 min or more, less for shorter ones)."),
         QStringLiteral("seconds")});
    parser.addOption({QStringLiteral("seed"), QStringLiteral("Fault schedule seed (default 1)."),
                      QStringLiteral("n"), QStringLiteral("1")});
    parser.addOption({QStringLiteral("stall-p99-ms"),
                      QStringLiteral("The GUI thread's p99 lateness must stay below this (default 50)."),
                      QStringLiteral("ms"), QStringLiteral("50")});
    parser.addOption({QStringLiteral("out"), QStringLiteral("Where soak.csv and soak.png go (default: .)."),
                      QStringLiteral("dir"), QStringLiteral(".")});
    parser.addOption(
        {QStringLiteral("real"),
         QStringLiteral("A real apiserver's kubeconfig: its context is opened beside the kubesim "
                        "clusters, churned (ConfigMaps in namespace qkube-soak) and compared."),
         QStringLiteral("kubeconfig")});
    parser.addOption({QStringLiteral("real-context"),
                      QStringLiteral("The context of --real's kubeconfig (default: its current context)."),
                      QStringLiteral("name")});
    parser.process(app);
    soak::Soak::Settings settings;
    settings.minutes = std::max(1.0, parser.value(QStringLiteral("minutes")).toDouble());
    settings.sampleSeconds = parser.isSet(QStringLiteral("sample-seconds"))
                                 ? std::max(1, parser.value(QStringLiteral("sample-seconds")).toInt())
                                 : std::clamp(int(settings.minutes * 60 / 40), 2, 30);
    settings.seed = parser.value(QStringLiteral("seed")).toUInt();
    settings.out = parser.value(QStringLiteral("out"));
    settings.maxStallP99Ms = parser.value(QStringLiteral("stall-p99-ms")).toDouble();
    settings.realKubeconfig = parser.value(QStringLiteral("real"));
    settings.realContext = parser.value(QStringLiteral("real-context"));
    // The verdict decides the exit status (the hour's failed soak exited 0: its window closing had ended the
    // run before the verdict was handed over); a run that ends without one has failed.
    bool passed = false;
    settings.finished = [&passed](const soak::Verdict &verdict) {
        passed = verdict.pass;
        QCoreApplication::exit(verdict.pass ? 0 : 1);
    };
    QDir().mkpath(settings.out);
    kube::setWorkerThreadNiceness(workerNicenessBelowGui);
    soak::Soak soak(settings);
    QTimer::singleShot(0, &soak, [&soak] { soak.start(); });
    const int status = app.exec();
    return passed ? status : 1;
}
