// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// A shared informer on pods with Add/Update/Delete handlers and a lister, as client-go's informer examples:
//   informer [--kubeconfig FILE] [--context NAME] [-n NAMESPACE] [--seconds N]
// The informer runs on the factory's worker thread; this (main) thread only reacts to its signals. Prints one
// line per change ("ADDED ns/name", "UPDATED ns/name RV", "DELETED ns/name"), "synced N pods" once the cache
// holds the first full list (read through the lister), and stops after --seconds (default: run until killed).
#include <cache/sharedinformerfactory.h>
#include <config/kubeconfig.h>
#include <config/restconfig.h>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTimer>

#include <cstdio>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    // One line per change, as it happens, also when the output is a pipe.
    std::setvbuf(stdout, nullptr, _IOLBF, 0);
    QCommandLineParser parser;
    const QCommandLineOption kubeconfig(QStringLiteral("kubeconfig"), QStringLiteral("kubeconfig file"), QStringLiteral("FILE"));
    const QCommandLineOption context(QStringLiteral("context"), QStringLiteral("context"), QStringLiteral("NAME"));
    const QCommandLineOption namespaceOption(QStringLiteral("n"), QStringLiteral("namespace (default: all)"), QStringLiteral("NS"));
    const QCommandLineOption seconds(QStringLiteral("seconds"), QStringLiteral("stop after this long"), QStringLiteral("N"));
    parser.addOptions({kubeconfig, context, namespaceOption, seconds});
    parser.addHelpOption();
    parser.process(app);

    const auto config = kube::KubeConfig::load(parser.value(kubeconfig));
    const auto restConfig = config ? kube::RestConfig::fromKubeConfig(config.value(), parser.value(context))
                                   : kube::Result<kube::RestConfig>(config.error());
    if (!restConfig) {
        std::fprintf(stderr, "%s\n", qPrintable(restConfig.error().toString()));
        return 1;
    }

    kube::SharedInformerFactory factory(restConfig.value());
    kube::SharedIndexInformer *pods = factory.informerFor(kube::Kinds::Pod, parser.value(namespaceOption));

    // Handlers run on the informer's listener thread, one notification at a time, in order.
    auto handler = std::make_shared<kube::FunctionEventHandler>();
    handler->added = [](const kube::Object &pod, bool) { std::printf("ADDED %s\n", pod.key().constData()); };
    handler->updated = [](const kube::Object &, const kube::Object &pod) {
        std::printf("UPDATED %s %s\n", pod.key().constData(), pod.resourceVersion().toByteArray().constData());
    };
    handler->deleted = [](const kube::Object &pod, bool) { std::printf("DELETED %s\n", pod.key().constData()); };
    pods->addEventHandler(handler);

    QObject::connect(&factory, &kube::SharedInformerFactory::cacheSynced, &app, [pods] {
        // The lister reads the informer's indexer: no request to the server.
        std::printf("synced %lld pods\n", static_cast<long long>(pods->lister().list().size()));
        std::fflush(stdout);
    });
    QObject::connect(&factory, &kube::SharedInformerFactory::informerError, &app, [](kube::SharedIndexInformer *, const kube::Error &error) {
        std::fprintf(stderr, "%s\n", qPrintable(error.toString()));
    });
    factory.start();
    if (parser.isSet(seconds))
        QTimer::singleShot(parser.value(seconds).toInt() * 1000, &app, &QCoreApplication::quit);
    const int code = app.exec();
    factory.shutdown();
    return code;
}
