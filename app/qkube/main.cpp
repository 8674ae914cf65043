// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// qkube: the desktop explorer.
#include "commandline.h"
#include "democluster.h"
#include "journalsettings.h"
#include "journalwindow.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "theme.h"

#include "config/kubeconfig.h"
#include "core/workerpriority.h"
#include "rest/requestlogbuffer.h"

#include <QApplication>
#include <QSettings>

#include <cstdio>

namespace {
QStringList argumentsOf(int argc, char **argv)
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    return arguments;
}
} // namespace

int main(int argc, char **argv)
{
    QApplication::setOrganizationName(QStringLiteral("qkube"));
    QApplication::setApplicationName(QStringLiteral("qkube"));
    QApplication::setApplicationVersion(QStringLiteral(QKUBE_VERSION));
    // The command line first: --help, --version and mistakes need no display, and QApplication needs one.
    CommandLine commandLine;
    switch (commandLine.parse(argumentsOf(argc, argv))) {
    case CommandLine::Outcome::Help: {
        const QCoreApplication namesTheProgram(argc, argv);
        std::fputs(qPrintable(commandLine.helpText()), stdout);
        return 0;
    }
    case CommandLine::Outcome::Version:
        std::fputs(qPrintable(CommandLine::versionText()), stdout);
        return 0;
    case CommandLine::Outcome::Error:
        std::fprintf(stderr, "qkube: %s\nRun qkube --help for the options.\n",
                     qPrintable(commandLine.errorText()));
        return 1;
    case CommandLine::Outcome::Run:
        break;
    }

    QApplication app(argc, argv);
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/qkube.svg")));
    QApplication::setDesktopFileName(QStringLiteral("qkube"));
    Theme::applySaved(); // before any widget: View → Theme's choice, light, dark or the platform's
    kube::setWorkerThreadNiceness(workerNicenessBelowGui);

    LanguageManager languages;
    QString language = commandLine.value(commandLine.language);
    if (language.isEmpty())
        language =
            QSettings().value(QStringLiteral("language"), LanguageManager::systemLanguage()).toString();
    if (!languages.setLanguage(language) && commandLine.isSet(commandLine.language)) {
        std::fprintf(stderr, "qkube: --lang %s is not available (choose en or zh_CN)\n",
                     qPrintable(language));
        return 1;
    }

    MainWindowOptions options{commandLine.value(commandLine.kubeconfig),
                              commandLine.value(commandLine.context),
                              commandLine.value(commandLine.namespaceName)};
    options.journalLimit = commandLine.journalLimitBytes();
    if (commandLine.isSet(commandLine.journal)) {
        JournalWindow window(commandLine.value(commandLine.journal),
                             options.journalLimit > 0 ? options.journalLimit : JournalSettings::byteLimit());
        window.show();
        return app.exec();
    }
    // The inspector's Requests tab always has the requests (at -v=6 detail, more with -v); stderr only with
    // -v.
    RequestLogging requestLogging{nullptr, std::make_shared<kube::RequestLogBuffer>(),
                                  commandLine.verbosity()};
    const kube::RequestLog::Sink toBuffer = kube::RequestLogBuffer::sink(requestLogging.buffer);
    const kube::RequestLog::Sink toStderr = commandLine.verbosity() >= kube::RequestLog::Requests
                                                ? kube::RequestLog::stderrSink(commandLine.verbosity())
                                                : kube::RequestLog::Sink();
    requestLogging.log =
        std::make_shared<kube::RequestLog>(std::max<int>(commandLine.verbosity(), kube::RequestLog::Requests),
                                           [toBuffer, toStderr](const kube::RequestRecord &record) {
                                               toBuffer(record);
                                               if (toStderr)
                                                   toStderr(record);
                                           });
    // With no kubeconfig at all there is nothing to explore but the built-in cluster.
    bool useDemo = commandLine.isSet(commandLine.demo);
    if (!useDemo && options.kubeconfig.isEmpty()) {
        auto config = kube::KubeConfig::load();
        useDemo = config && config->isEmpty();
    }
    std::unique_ptr<MainWindow> window;
    if (const int count = commandLine.demoClusterCount(); count > 0) {
        std::vector<std::unique_ptr<DemoCluster>> clusters;
        QStringList paths;
        QStringList contexts;
        int pending = count;
        for (const DemoCluster::Profile &profile : DemoCluster::profiles(count)) {
            auto cluster = std::make_unique<DemoCluster>(profile);
            contexts.append(profile.name + QStringLiteral("-admin"));
            QObject::connect(cluster.get(), &DemoCluster::ready, &app,
                             [&, name = profile.name](const QString &path, const QString &url) {
                                 std::fprintf(stderr, "qkube: demo cluster %s (kubesim) at %s\n",
                                              qPrintable(name), qPrintable(url));
                                 paths.append(path);
                                 if (--pending > 0)
                                     return;
                                 // The window reads every demo cluster's kubeconfig, as $KUBECONFIG merges
                                 // them.
                                 qputenv("KUBECONFIG", paths.join(QLatin1Char(':')).toUtf8());
                                 MainWindowOptions demoOptions = options;
                                 demoOptions.kubeconfig.clear();
                                 demoOptions.context = contexts.constFirst();
                                 window =
                                     std::make_unique<MainWindow>(demoOptions, &languages, requestLogging);
                                 for (const QString &other : contexts.mid(1))
                                     window->openBeside(other);
                                 window->showAllClusters(true);
                                 window->show();
                             });
            QObject::connect(cluster.get(), &DemoCluster::failed, &app, [](const QString &error) {
                std::fprintf(stderr, "qkube: a demo cluster did not start: %s\n", qPrintable(error));
                QCoreApplication::exit(1);
            });
            cluster->start();
            clusters.push_back(std::move(cluster));
        }
        const int code = app.exec();
        window.reset();
        return code;
    }
    if (!useDemo) {
        window = std::make_unique<MainWindow>(options, &languages, requestLogging);
        window->show();
        return app.exec();
    }
    DemoCluster cluster;
    QObject::connect(&cluster, &DemoCluster::ready, &app, [&](const QString &path, const QString &url) {
        std::fprintf(stderr, "qkube: demo cluster (kubesim) at %s\n", qPrintable(url));
        MainWindowOptions demoOptions = options;
        demoOptions.kubeconfig = path;
        if (demoOptions.context.isEmpty())
            demoOptions.context = QStringLiteral("sim-admin");
        window = std::make_unique<MainWindow>(demoOptions, &languages, requestLogging);
        window->show();
    });
    QObject::connect(&cluster, &DemoCluster::failed, &app, [](const QString &error) {
        std::fprintf(stderr, "qkube: the demo cluster did not start: %s\n", qPrintable(error));
        QCoreApplication::exit(1);
    });
    cluster.start();
    const int code = app.exec();
    window.reset();
    return code;
}
