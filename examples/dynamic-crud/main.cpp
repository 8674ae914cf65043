// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// Create, read, update, list and delete a custom resource with the dynamic client (client-go's dynamic example):
//   dynamic-crud [--kubeconfig FILE] [--context NAME] [-n NAMESPACE]
// Works on the CronTab custom resource (stable.example.com/v1, crontabs); apply its CRD first
// (artifacts/crontab-crd.yaml). Prints each step; exit 1 at the first error.
#include <config/kubeconfig.h>
#include <config/restconfig.h>
#include <rest/dynamicclient.h>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>
#include <functional>

namespace {

const kube::GroupVersionResource crontabs{QStringLiteral("stable.example.com"), QStringLiteral("v1"), QStringLiteral("crontabs")};

// Each step sends one request and hands the decoded object (or list) to the next step; an error ends the program.
void expect(kube::RestCall *call, std::function<void(const kube::Response &)> next)
{
    QObject::connect(call, &kube::RestCall::finished, QCoreApplication::instance(), [next = std::move(next)](const kube::Response &response) {
        if (!response.ok()) {
            std::fprintf(stderr, "%s\n", qPrintable(response.error.toString()));
            QCoreApplication::exit(1);
            return;
        }
        next(response);
    });
}

QString cronSpecOf(const kube::Response &response)
{
    const auto object = kube::ResourceClient::object(response);
    return object ? object->toJsonObject().value(QLatin1String("spec")).toObject().value(QLatin1String("cronSpec")).toString() : QString();
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption kubeconfig(QStringLiteral("kubeconfig"), QStringLiteral("kubeconfig file"), QStringLiteral("FILE"));
    const QCommandLineOption context(QStringLiteral("context"), QStringLiteral("context"), QStringLiteral("NAME"));
    const QCommandLineOption namespaceOption(QStringLiteral("n"), QStringLiteral("namespace"), QStringLiteral("NS"), QStringLiteral("default"));
    parser.addOptions({kubeconfig, context, namespaceOption});
    parser.addHelpOption();
    parser.process(app);

    const auto config = kube::KubeConfig::load(parser.value(kubeconfig));
    const auto restConfig = config ? kube::RestConfig::fromKubeConfig(config.value(), parser.value(context))
                                   : kube::Result<kube::RestConfig>(config.error());
    if (!restConfig) {
        std::fprintf(stderr, "%s\n", qPrintable(restConfig.error().toString()));
        return 1;
    }
    kube::RestClient client(restConfig.value());
    const kube::ResourceClient resource = kube::DynamicClient(&client).resource(crontabs).inNamespace(parser.value(namespaceOption));

    const QJsonObject crontab{{QStringLiteral("apiVersion"), QStringLiteral("stable.example.com/v1")},
                              {QStringLiteral("kind"), QStringLiteral("CronTab")},
                              {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), QStringLiteral("dynamic-example")}}},
                              {QStringLiteral("spec"), QJsonObject{{QStringLiteral("cronSpec"), QStringLiteral("* * * * */5")},
                                                                   {QStringLiteral("image"), QStringLiteral("my-cron-image")},
                                                                   {QStringLiteral("replicas"), 1}}}};
    expect(resource.create(QJsonDocument(crontab).toJson(QJsonDocument::Compact)), [&](const kube::Response &created) {
        std::printf("created crontab/dynamic-example (cronSpec %s)\n", qPrintable(cronSpecOf(created)));
        const QByteArray patch = R"({"spec":{"cronSpec":"0 * * * *"}})";
        expect(resource.patch(QStringLiteral("dynamic-example"), kube::PatchType::Merge, patch), [&](const kube::Response &) {
            expect(resource.get(QStringLiteral("dynamic-example")), [&](const kube::Response &read) {
                std::printf("updated crontab/dynamic-example (cronSpec %s)\n", qPrintable(cronSpecOf(read)));
                expect(resource.list(), [&](const kube::Response &listed) {
                    const auto list = kube::ResourceClient::objectList(listed);
                    std::printf("listed %lld crontabs\n", static_cast<long long>(list ? list->items.size() : 0));
                    expect(resource.remove(QStringLiteral("dynamic-example")), [](const kube::Response &) {
                        std::printf("deleted crontab/dynamic-example\n");
                        QCoreApplication::exit(0);
                    });
                });
            });
        });
    });
    return app.exec();
}
