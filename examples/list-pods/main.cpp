// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// Lists pods with the typed clientset, like client-go's out-of-cluster example:
//   list-pods [--kubeconfig FILE] [--context NAME] [-n NAMESPACE]
// Prints "NAMESPACE NAME" per pod, then "N pods". Exit 1 with the server's error on failure.
#include <config/kubeconfig.h>
#include <config/restconfig.h>
#include <rest/clientset.h>

#include <QCommandLineParser>
#include <QCoreApplication>

#include <cstdio>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption kubeconfig(QStringLiteral("kubeconfig"), QStringLiteral("kubeconfig file"), QStringLiteral("FILE"));
    const QCommandLineOption context(QStringLiteral("context"), QStringLiteral("context"), QStringLiteral("NAME"));
    const QCommandLineOption namespaceOption(QStringLiteral("n"), QStringLiteral("namespace (default: all)"), QStringLiteral("NS"));
    parser.addOptions({kubeconfig, context, namespaceOption});
    parser.addHelpOption();
    parser.process(app);

    // clientcmd's loading rules: --kubeconfig, else $KUBECONFIG, else ~/.kube/config.
    const auto config = kube::KubeConfig::load(parser.value(kubeconfig));
    if (!config) {
        std::fprintf(stderr, "%s\n", qPrintable(config.error().toString()));
        return 1;
    }
    const auto restConfig = kube::RestConfig::fromKubeConfig(config.value(), parser.value(context));
    if (!restConfig) {
        std::fprintf(stderr, "%s\n", qPrintable(restConfig.error().toString()));
        return 1;
    }

    kube::RestClient client(restConfig.value());
    const kube::Clientset clientset(&client);
    // Every call is asynchronous: the answer arrives as a signal on this thread's event loop.
    kube::RestCall *call = clientset.pods(parser.value(namespaceOption)).list();
    QObject::connect(call, &kube::RestCall::finished, &app, [](const kube::Response &response) {
        const auto pods = kube::ResourceClient::objectList(response);
        if (!pods) {
            std::fprintf(stderr, "%s\n", qPrintable(pods.error().toString()));
            QCoreApplication::exit(1);
            return;
        }
        for (const kube::Object &pod : pods.value().items)
            std::printf("%s %s\n", pod.namespaceName().toByteArray().constData(), pod.name().toByteArray().constData());
        std::printf("%lld pods\n", static_cast<long long>(pods.value().items.size()));
        QCoreApplication::exit(0);
    });
    return app.exec();
}
