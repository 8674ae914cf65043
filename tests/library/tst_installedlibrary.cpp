// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The engine as a user gets it: `cmake --install`, then a project of theirs that finds it with find_package(QKube)
// (examples/, built on its own with -Wall -Wextra -Werror over every installed header; its sample controller
// generates Foo's types from a CRD with the installed qkube-gen) or with pkg-config, run against kubesim.
#include "simfixture.h"

#include "rest/restclient.h"
#include "rest/yamldecoder.h"

#include <QJsonDocument>

#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

// Runs a command to its end; the output when it failed, for the failure message.
bool run(const QString &program, const QStringList &arguments, QString *output, const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment(),
         int timeoutMs = 240'000)
{
    QProcess process;
    process.setProcessEnvironment(environment);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, arguments);
    const bool finished = process.waitForFinished(timeoutMs);
    *output = QString::fromUtf8(process.readAll());
    if (!finished)
        *output += QStringLiteral("\n(timed out)");
    return finished && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
}

// One request, answered: waits for it on the test's event loop.
kube::Response send(kube::RestClient &client, kube::Request request)
{
    kube::Response answer;
    bool done = false;
    client.send(std::move(request), &client, [&](const kube::Response &response) {
        answer = response;
        done = true;
    });
    if (!QTest::qWaitFor([&] { return done; }, 10000))
        answer.error = kube::Error(kube::Error::Kind::Timeout, QStringLiteral("no answer within 10 s"));
    return answer;
}

} // namespace

class tst_InstalledLibrary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QString output;
        QVERIFY2(run(QStringLiteral("cmake"), {QStringLiteral("--install"), QStringLiteral(QKUBE_BINARY_DIR), QStringLiteral("--prefix"), prefix()}, &output),
                 qPrintable(output));
    }

    void installsTheLibraryHeadersAndPackage()
    {
        const QDir prefixDir(prefix());
        QVERIFY(QFileInfo::exists(prefixDir.filePath(QStringLiteral("include/qkube/rest/clientset.h"))));
        QVERIFY(QFileInfo::exists(prefixDir.filePath(QStringLiteral("include/qkube/cache/sharedinformerfactory.h"))));
        // Internals stay private.
        QVERIFY(!QFileInfo::exists(prefixDir.filePath(QStringLiteral("include/qkube/core/objectdata.h"))));
        QVERIFY(!QFileInfo::exists(prefixDir.filePath(QStringLiteral("include/qkube/sim"))));
#ifdef QKUBE_ENGINE_STATIC
        QVERIFY(QFileInfo::exists(libDir() + QStringLiteral("/libqkube-engine.a")));
#else
        QVERIFY(!QDir(libDir()).entryList({QStringLiteral("libqkube-engine.so.*")}).isEmpty());
#endif
        QVERIFY(QFileInfo::exists(libDir() + QStringLiteral("/cmake/QKube/QKubeConfig.cmake")));
        QVERIFY(QFileInfo::exists(libDir() + QStringLiteral("/pkgconfig/qkube-engine.pc")));
        // qkube-gen for CRDs and the CMake function that runs it in a user's build.
        QVERIFY(QFileInfo(prefixDir.filePath(QStringLiteral("bin/qkube-gen"))).isExecutable());
        QVERIFY(QFileInfo::exists(libDir() + QStringLiteral("/cmake/QKube/QKubeGenerate.cmake")));
        QVERIFY(QFileInfo::exists(prefixDir.filePath(QStringLiteral("include/qkube/api/apps/v1/deployment.h"))));
    }

    void aCMakeProjectBuildsAgainstItAndRuns()
    {
        const QString build = m_dir.filePath(QStringLiteral("examples-build"));
        QString output;
        QVERIFY2(run(QStringLiteral("cmake"), {QStringLiteral("-S"), QStringLiteral(QKUBE_SOURCE_DIR "/examples"), QStringLiteral("-B"), build,
                                               QStringLiteral("-DCMAKE_PREFIX_PATH=") + prefix(), QStringLiteral("-DCMAKE_BUILD_TYPE=Debug"),
                                               QStringLiteral("-DCMAKE_CXX_FLAGS=" QKUBE_SANITIZER_FLAGS)},
                     &output),
                 qPrintable(output));
        QVERIFY2(run(QStringLiteral("cmake"),
                     {QStringLiteral("--build"), build, QStringLiteral("--target"), QStringLiteral("all_headers"), QStringLiteral("list-pods"),
                      QStringLiteral("sample-controller")},
                     &output),
                 qPrintable(output));
        // qkube_generate_crd ran the installed qkube-gen on the sample controller's CRD.
        QVERIFY(QFileInfo::exists(build + QStringLiteral("/qkube-gen/sample-controller/api/samplecontroller/v1alpha1/foo.h")));

        SimFixture sim;
        QProcess listPods;
        listPods.start(build + QStringLiteral("/list-pods"), {QStringLiteral("--kubeconfig"), sim.kubeconfigPath()});
        QTRY_COMPARE_WITH_TIMEOUT(listPods.state(), QProcess::NotRunning, 30000);
        QCOMPARE(listPods.exitCode(), 0);
        QVERIFY2(listPods.readAllStandardOutput().endsWith(" pods\n"), "list-pods printed its pod count");

        // The generated Foo type at work: the controller makes the Foo's Deployment with the Foo's replicas.
        QFile crdFile(QStringLiteral(QKUBE_SOURCE_DIR "/examples/sample-controller/artifacts/crd.yaml"));
        QVERIFY(crdFile.open(QIODevice::ReadOnly));
        const auto crd = kube::YamlDecoder::decodeObject(QString::fromUtf8(crdFile.readAll()));
        QVERIFY(crd);
        kube::RestClient client(sim.restConfig());
        const kube::GroupVersionResource crds{QStringLiteral("apiextensions.k8s.io"), QStringLiteral("v1"), QStringLiteral("customresourcedefinitions")};
        const kube::GroupVersionResource foos{QStringLiteral("samplecontroller.k8s.io"), QStringLiteral("v1alpha1"), QStringLiteral("foos")};
        const kube::GroupVersionResource deployments{QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("deployments")};
        QVERIFY(send(client, kube::Request::post().resource(crds).body(QJsonDocument(crd.value()).toJson())).ok());
        QTRY_VERIFY_WITH_TIMEOUT(send(client, kube::Request::get().resource(foos).namespaceName(QStringLiteral("default"))).ok(), 10000);
        QProcess controller;
        controller.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        controller.start(build + QStringLiteral("/sample-controller"), {QStringLiteral("--kubeconfig"), sim.kubeconfigPath()});
        QVERIFY(controller.waitForStarted());
        const QByteArray foo = R"({"apiVersion":"samplecontroller.k8s.io/v1alpha1","kind":"Foo","metadata":{"name":"outside"},
                                   "spec":{"deploymentName":"outside-nginx","replicas":2}})";
        QVERIFY(send(client, kube::Request::post().resource(foos).namespaceName(QStringLiteral("default")).body(foo)).ok());
        const auto replicas = [&] {
            const kube::Response response =
                send(client, kube::Request::get().resource(deployments).namespaceName(QStringLiteral("default")).name(QStringLiteral("outside-nginx")));
            return QJsonDocument::fromJson(response.body).object().value(QLatin1String("spec")).toObject().value(QLatin1String("replicas")).toInt();
        };
        QTRY_COMPARE_WITH_TIMEOUT(replicas(), 2, 30000);
        controller.terminate();
        QTRY_COMPARE_WITH_TIMEOUT(controller.state(), QProcess::NotRunning, 15000);
        QCOMPARE(controller.exitCode(), 0);
    }

    void aPkgConfigBuildCompilesAndLinks()
    {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("PKG_CONFIG_PATH"), libDir() + QStringLiteral("/pkgconfig"));
        QString flags;
        QStringList query{QStringLiteral("--cflags"), QStringLiteral("--libs"), QStringLiteral("qkube-engine")};
#ifdef QKUBE_ENGINE_STATIC
        query.prepend(QStringLiteral("--static")); // the engine's own dependencies (Libs.private) are linked too
#endif
        QVERIFY2(run(QStringLiteral("pkg-config"), query, &flags, environment),
                 qPrintable(flags));
        QVERIFY(flags.contains(QStringLiteral("-lqkube-engine")));

        const QString source = m_dir.filePath(QStringLiteral("selector.cpp"));
        QFile file(source);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("#include \"cache/labelselector.h\"\n#include <cstdio>\n"
                   "int main() { auto s = kube::LabelSelector::parse(QStringLiteral(\"app in (web),tier!=db\"));\n"
                   "  std::printf(\"%s\\n\", s ? \"parsed\" : \"failed\"); return s ? 0 : 1; }\n");
        file.close();
        const QString binary = m_dir.filePath(QStringLiteral("selector"));
        QString output;
        QStringList arguments{QStringLiteral("-fPIC"), QStringLiteral("-Wall"), QStringLiteral("-Wextra"), QStringLiteral("-Werror"), source, QStringLiteral("-o"), binary};
        arguments += flags.simplified().split(QLatin1Char(' '));
        // An engine built with sanitizers needs their runtime first in the program that loads it.
        if (const QString sanitizers = QStringLiteral(QKUBE_SANITIZER_FLAGS); !sanitizers.isEmpty())
            arguments += sanitizers;
        arguments += QStringLiteral("-Wl,-rpath,") + libDir();
        QVERIFY2(run(QStringLiteral("g++"), arguments, &output, environment), qPrintable(output));
        QVERIFY2(run(binary, {}, &output), qPrintable(output));
        QCOMPARE(output, QStringLiteral("parsed\n"));
    }

private:
    QString prefix() const { return m_dir.filePath(QStringLiteral("prefix")); }
    QString libDir() const { return prefix() + QStringLiteral("/" QKUBE_INSTALL_LIBDIR); }
    QTemporaryDir m_dir;
};

QTEST_MAIN(tst_InstalledLibrary)
#include "tst_installedlibrary.moc"
