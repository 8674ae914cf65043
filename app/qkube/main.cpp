// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// qkube: the desktop explorer.
#include "democluster.h"
#include "journalsettings.h"
#include "journalwindow.h"
#include "languagemanager.h"
#include "mainwindow.h"

#include "common/verbosityflag.h"
#include "config/kubeconfig.h"
#include "core/workerpriority.h"
#include "journal/bytesize.h"
#include "rest/requestlogbuffer.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QMessageBox>
#include <QSettings>

#include <cstdio>

namespace {
// --demo-clusters: enough to see the cluster list and the All-clusters table at work, few enough for a laptop.
constexpr int maxDemoClusters = 8;
}

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("qkube"));
    QApplication::setApplicationName(QStringLiteral("qkube"));
    QApplication::setApplicationVersion(QStringLiteral("0.1.0"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/qkube.svg")));
    QApplication::setDesktopFileName(QStringLiteral("qkube"));
    kube::setWorkerThreadNiceness(workerNicenessBelowGui);

    // kubectl's -v=N (its spellings are more than QCommandLineParser reads), so --version has no -v.
    QStringList arguments = app.arguments();
    QString verbosityError;
    const std::optional<int> verbosity = takeVerbosityFlag(arguments, &verbosityError);
    if (!verbosity) {
        std::fprintf(stderr, "qkube: %s\n", qPrintable(verbosityError));
        return 1;
    }
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("qkube: a native Kubernetes cluster explorer"));
    parser.addHelpOption();
    const QCommandLineOption version(QStringLiteral("version"), QStringLiteral("Displays version information."));
    const QCommandLineOption verbosityHelp(QStringLiteral("v"),
                                           QStringLiteral("Log requests to stderr as kubectl -v=N does: 6 each request, 7 its headers, 8 response headers "
                                                          "and bodies (truncated), 9 whole bodies (credentials are never shown)."),
                                           QStringLiteral("N"));
    const QCommandLineOption kubeconfig(QStringLiteral("kubeconfig"), QStringLiteral("Use exactly this kubeconfig file."), QStringLiteral("FILE"));
    const QCommandLineOption context(QStringLiteral("context"), QStringLiteral("Open this context."), QStringLiteral("NAME"));
    const QCommandLineOption namespaceOption({QStringLiteral("n"), QStringLiteral("namespace")}, QStringLiteral("Show this namespace."), QStringLiteral("NS"));
    const QCommandLineOption demo(QStringLiteral("demo"), QStringLiteral("Explore a simulated cluster (kubesim) running inside qkube."));
    const QCommandLineOption lang(QStringLiteral("lang"), QStringLiteral("Language: en or zh_CN (default: the system's)."), QStringLiteral("LANG"));
    const QCommandLineOption demoClusters(QStringLiteral("demo-clusters"),
                                          QStringLiteral("Explore N simulated clusters at once (1-%1), of different sizes and health, all opened "
                                                         "at start and shown in the All clusters table.").arg(maxDemoClusters),
                                          QStringLiteral("N"));
    const QCommandLineOption journal(QStringLiteral("journal"),
                                     QStringLiteral("Open a recorded journal file (Cluster > Export the Journal, qkubectl get -w --journal) offline, "
                                                    "without connecting to any cluster."),
                                     QStringLiteral("FILE"));
    const QCommandLineOption journalLimit(QStringLiteral("journal-limit"),
                                          QStringLiteral("The most memory each journal may use, as 512Mi, 1Gi or 256M (default: the Journal Limit "
                                                         "setting, 256Mi)."),
                                          QStringLiteral("SIZE"));
    parser.addOptions({kubeconfig, context, namespaceOption, demo, demoClusters, lang, journal, journalLimit, version, verbosityHelp});
    parser.process(arguments);
    if (parser.isSet(version))
        parser.showVersion();

    LanguageManager languages;
    QString language = parser.value(lang);
    if (language.isEmpty())
        language = QSettings().value(QStringLiteral("language"), LanguageManager::systemLanguage()).toString();
    if (!languages.setLanguage(language) && parser.isSet(lang)) {
        std::fprintf(stderr, "qkube: --lang %s is not available (choose en or zh_CN)\n", qPrintable(language));
        return 1;
    }

    MainWindowOptions options{parser.value(kubeconfig), parser.value(context), parser.value(namespaceOption)};
    if (parser.isSet(journalLimit)) {
        const std::optional<qint64> bytes = kube::ByteSize::parse(parser.value(journalLimit));
        if (!bytes) {
            std::fprintf(stderr, "qkube: --journal-limit takes a size such as 512Mi, 1Gi or 256M, not \"%s\"\n", qPrintable(parser.value(journalLimit)));
            return 1;
        }
        options.journalLimit = *bytes;
    }
    if (parser.isSet(journal)) {
        JournalWindow window(parser.value(journal), options.journalLimit > 0 ? options.journalLimit : JournalSettings::byteLimit());
        window.show();
        return app.exec();
    }
    // The inspector's Requests tab always has the requests (at -v=6 detail, more with -v); stderr only with -v.
    RequestLogging requestLogging{nullptr, std::make_shared<kube::RequestLogBuffer>(), *verbosity};
    const kube::RequestLog::Sink toBuffer = kube::RequestLogBuffer::sink(requestLogging.buffer);
    const kube::RequestLog::Sink toStderr = *verbosity >= kube::RequestLog::Requests ? kube::RequestLog::stderrSink(*verbosity) : kube::RequestLog::Sink();
    requestLogging.log = std::make_shared<kube::RequestLog>(std::max<int>(*verbosity, kube::RequestLog::Requests), [toBuffer, toStderr](const kube::RequestRecord &record) {
        toBuffer(record);
        if (toStderr)
            toStderr(record);
    });
    // With no kubeconfig at all there is nothing to explore but the built-in cluster.
    bool useDemo = parser.isSet(demo);
    if (!useDemo && options.kubeconfig.isEmpty()) {
        auto config = kube::KubeConfig::load();
        useDemo = config && config->isEmpty();
    }
    std::unique_ptr<MainWindow> window;
    if (parser.isSet(demoClusters)) {
        bool ok = false;
        const int count = parser.value(demoClusters).toInt(&ok);
        if (!ok || count < 1 || count > maxDemoClusters) {
            std::fprintf(stderr, "qkube: --demo-clusters takes a number from 1 to %d, not \"%s\"\n", maxDemoClusters, qPrintable(parser.value(demoClusters)));
            return 1;
        }
        std::vector<std::unique_ptr<DemoCluster>> clusters;
        QStringList paths;
        QStringList contexts;
        int pending = count;
        for (const DemoCluster::Profile &profile : DemoCluster::profiles(count)) {
            auto cluster = std::make_unique<DemoCluster>(profile);
            contexts.append(profile.name + QStringLiteral("-admin"));
            QObject::connect(cluster.get(), &DemoCluster::ready, &app, [&, name = profile.name](const QString &path, const QString &url) {
                std::fprintf(stderr, "qkube: demo cluster %s (kubesim) at %s\n", qPrintable(name), qPrintable(url));
                paths.append(path);
                if (--pending > 0)
                    return;
                // The window reads every demo cluster's kubeconfig, as $KUBECONFIG merges them.
                qputenv("KUBECONFIG", paths.join(QLatin1Char(':')).toUtf8());
                MainWindowOptions demoOptions = options;
                demoOptions.kubeconfig.clear();
                demoOptions.context = contexts.constFirst();
                window = std::make_unique<MainWindow>(demoOptions, &languages, requestLogging);
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
