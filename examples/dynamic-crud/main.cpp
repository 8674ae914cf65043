// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// Create, read, update, list and delete a custom resource with the dynamic client (client-go's dynamic example):
//   dynamic-crud [--kubeconfig FILE] [--context NAME] [-n NAMESPACE]
// Works on the CronTab custom resource (stable.example.com/v1, crontabs); apply its CRD first
// (artifacts/crontab-crd.yaml). The requests are dynamic (unstructured bodies); the objects are built and read
// through CronTab's generated type (client-go's runtime.DefaultUnstructuredConverter). Prints each step; exit 1
// at the first error.
// CronTab's type, generated from artifacts/crontab-crd.yaml by qkube_generate_crd (CMakeLists.txt).
#include "api/stable/v1/crontab.h"

#include <config/kubeconfig.h>
#include <config/restconfig.h>
#include <rest/dynamicclient.h>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>

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

// The answer's object as a CronTab: unstructured to typed.
QString cronSpecOf(const kube::Response &response)
{
    const auto object = kube::ResourceClient::object(response);
    const auto crontab = object ? kube::api::stable::v1::CronTab::fromJson(object->json())
                                : kube::Result<kube::api::stable::v1::CronTab>(object.error());
    return crontab && crontab.value().spec ? crontab.value().spec->cronSpec.value_or(QString()) : QString();
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

    // Typed to unstructured: the body the dynamic client sends.
    kube::api::stable::v1::CronTab crontab;
    crontab.apiVersion = QString::fromLatin1(kube::api::stable::v1::CronTab::staticApiVersion);
    crontab.kind = QString::fromLatin1(kube::api::stable::v1::CronTab::staticKind);
    crontab.metadata.emplace().name = QStringLiteral("dynamic-example");
    auto &spec = crontab.spec.emplace();
    spec.cronSpec = QStringLiteral("* * * * */5");
    spec.image = QStringLiteral("my-cron-image");
    spec.replicas = 1;
    expect(resource.create(QJsonDocument(crontab.toJson()).toJson(QJsonDocument::Compact)), [&](const kube::Response &created) {
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
