// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The examples/ programs, run as a user runs them, against kubesim.
#include "rest/clientset.h"
#include "simfixture.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTest>

#include <yaml-cpp/yaml.h>

using namespace kube;

namespace {

// The programs talk to the kubesim of this very process: wait for them with the event loop running.
bool waitForExit(QProcess &process, int timeoutMs = 30000)
{
    return QTest::qWaitFor([&] { return process.state() == QProcess::NotRunning; }, timeoutMs);
}

QString example(const QString &name)
{
    return QStringLiteral(QKUBE_BINARY_DIR "/examples/") + name;
}

// Pods' "namespace name" lines as the server holds them.
QSet<QString> podsOnServer(RestClient &client)
{
    QSet<QString> pods;
    bool done = false;
    client.send(Request::get().resource(Kinds::Pod.gvr), &client, [&](const Response &response) {
        for (const QJsonValue &item : QJsonDocument::fromJson(response.body).object().value(QLatin1String("items")).toArray()) {
            const QJsonObject metadata = item.toObject().value(QLatin1String("metadata")).toObject();
            pods.insert(metadata.value(QLatin1String("namespace")).toString() + QLatin1Char(' ') + metadata.value(QLatin1String("name")).toString());
        }
        done = true;
    });
    // No answer leaves the set empty, which the callers check.
    return QTest::qWaitFor([&] { return done; }, 10000) ? pods : QSet<QString>();
}

// A YAML manifest as the JSON kubectl would send (scalars typed as YAML 1.2's core schema reads them).
QJsonValue yamlToJson(const YAML::Node &node)
{
    if (node.IsMap()) {
        QJsonObject object;
        for (const auto &entry : node)
            object.insert(QString::fromStdString(entry.first.as<std::string>()), yamlToJson(entry.second));
        return object;
    }
    if (node.IsSequence()) {
        QJsonArray array;
        for (const auto &item : node)
            array.append(yamlToJson(item));
        return array;
    }
    if (node.IsNull())
        return QJsonValue::Null;
    const QString text = QString::fromStdString(node.Scalar());
    if (node.Tag() == "!")
        return text;
    bool isInt = false;
    const qint64 number = text.toLongLong(&isInt);
    if (isInt)
        return number;
    if (text == QLatin1String("true") || text == QLatin1String("false"))
        return text == QLatin1String("true");
    if (text == QLatin1String("{}"))
        return QJsonObject();
    return text;
}

QByteArray manifest(const QString &path)
{
    return QJsonDocument(yamlToJson(YAML::LoadFile(path.toStdString())).toObject()).toJson(QJsonDocument::Compact);
}

// One request, answered: waits for it on the test's event loop.
Response call(RestClient &client, Request request)
{
    Response answer;
    bool done = false;
    client.send(std::move(request), &client, [&](const Response &response) {
        answer = response;
        done = true;
    });
    if (!QTest::qWaitFor([&] { return done; }, 10000))
        answer.error = Error(Error::Kind::Timeout, QStringLiteral("no answer within 10 s"));
    return answer;
}

const GroupVersionResource foos{QStringLiteral("samplecontroller.k8s.io"), QStringLiteral("v1alpha1"), QStringLiteral("foos")};
const GroupVersionResource crds{QStringLiteral("apiextensions.k8s.io"), QStringLiteral("v1"), QStringLiteral("customresourcedefinitions")};

QJsonObject getJson(RestClient &client, const GroupVersionResource &gvr, const QString &name)
{
    const Response response = call(client, Request::get().resource(gvr).namespaceName(QStringLiteral("default")).name(name));
    return response.ok() ? QJsonDocument::fromJson(response.body).object() : QJsonObject();
}

int intAt(const QJsonObject &object, const char *section, const char *field)
{
    return object.value(QLatin1String(section)).toObject().value(QLatin1String(field)).toInt(-1);
}

} // namespace

class tst_Examples : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void listPodsPrintsEveryPod()
    {
        SimFixture sim;
        RestClient client(sim.restConfig());
        const QSet<QString> expected = podsOnServer(client);
        QVERIFY(!expected.isEmpty());

        QProcess process;
        process.start(example(QStringLiteral("list-pods")), {QStringLiteral("--kubeconfig"), sim.kubeconfigPath(), QStringLiteral("--context"), QStringLiteral("sim-admin")});
        QVERIFY(waitForExit(process, 30000));
        QCOMPARE(process.exitCode(), 0);
        QStringList lines = QString::fromUtf8(process.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.takeLast(), QStringLiteral("%1 pods").arg(expected.size()));
        QCOMPARE(QSet<QString>(lines.begin(), lines.end()), expected);
    }

    void listPodsReportsAnUnknownContext()
    {
        SimFixture sim;
        QProcess process;
        process.start(example(QStringLiteral("list-pods")), {QStringLiteral("--kubeconfig"), sim.kubeconfigPath(), QStringLiteral("--context"), QStringLiteral("nope")});
        QVERIFY(waitForExit(process, 30000));
        QCOMPARE(process.exitCode(), 1);
        QVERIFY2(process.readAllStandardError().contains("nope"), "the error names the missing context");
    }

    void informerSyncsThenSeesChanges()
    {
        SimFixture sim;
        RestClient client(sim.restConfig());
        const qsizetype podCount = podsOnServer(client).size();

        QProcess process;
        process.start(example(QStringLiteral("informer")), {QStringLiteral("--kubeconfig"), sim.kubeconfigPath(), QStringLiteral("--seconds"), QStringLiteral("60")});
        QByteArray output;
        const auto readUntil = [&](const QByteArray &text) {
            return QTest::qWaitFor([&] {
                output += process.readAllStandardOutput();
                return output.contains(text);
            }, 20000);
        };
        QVERIFY2(readUntil("synced " + QByteArray::number(podCount) + " pods"), output.constData());
        // As with client-go, handlers hear of the initial list on their own threads, maybe after the sync is
        // said.
        QVERIFY2(QTest::qWaitFor(
                     [&] {
                         output += process.readAllStandardOutput();
                         return output.count("ADDED ") >= podCount;
                     },
                     20000),
                 output.constData());
        QCOMPARE(output.count("ADDED "), podCount);

        // A pod deleted on the server reaches the handler.
        const QString victim = *podsOnServer(client).cbegin();
        const QStringList parts = victim.split(QLatin1Char(' '));
        client.send(Request::del().resource(Kinds::Pod.gvr).namespaceName(parts[0]).name(parts[1]).param(QStringLiteral("gracePeriodSeconds"), QStringLiteral("0")));
        QVERIFY2(readUntil("DELETED " + parts[0].toUtf8() + '/' + parts[1].toUtf8()), output.constData());
        process.terminate();
        QVERIFY(waitForExit(process, 10000));
    }

    void dynamicCrudOnACustomResource()
    {
        SimFixture sim;
        RestClient client(sim.restConfig());
        const QString crd = QStringLiteral(QKUBE_SOURCE_DIR "/examples/dynamic-crud/artifacts/crontab-crd.yaml");
        const Response created = call(client, Request::post().resource(crds).body(manifest(crd)));
        QVERIFY2(created.ok() || created.error.reason() == Error::Reason::AlreadyExists, qPrintable(created.error.toString()));
        QTRY_VERIFY_WITH_TIMEOUT(call(client, Request::get().absolutePath(QStringLiteral("/apis/stable.example.com/v1"))).ok(), 10000);
        const qsizetype before = QJsonDocument::fromJson(call(client, Request::get().absolutePath(QStringLiteral("/apis/stable.example.com/v1/namespaces/default/crontabs"))).body)
                                     .object().value(QLatin1String("items")).toArray().size();

        QProcess process;
        process.start(example(QStringLiteral("dynamic-crud")), {QStringLiteral("--kubeconfig"), sim.kubeconfigPath()});
        QVERIFY(waitForExit(process, 30000));
        QCOMPARE(process.readAllStandardError(), QByteArray());
        QCOMPARE(process.exitCode(), 0);
        QCOMPARE(QString::fromUtf8(process.readAllStandardOutput()),
                 QStringLiteral("created crontab/dynamic-example (cronSpec * * * * */5)\n"
                                "updated crontab/dynamic-example (cronSpec 0 * * * *)\n"
                                "listed %1 crontabs\n"
                                "deleted crontab/dynamic-example\n").arg(before + 1));
        QVERIFY(call(client, Request::get().absolutePath(QStringLiteral("/apis/stable.example.com/v1/namespaces/default/crontabs/dynamic-example"))).error.isNotFound());
    }

    void dynamicCrudReportsAMissingResource()
    {
        SimFixture sim;
        RestClient client(sim.restConfig());
        // Without the CRD the resource is not served.
        call(client, Request::del().resource(crds).name(QStringLiteral("crontabs.stable.example.com")));
        QTRY_VERIFY_WITH_TIMEOUT(call(client, Request::get().absolutePath(QStringLiteral("/apis/stable.example.com/v1"))).error.isNotFound(), 10000);
        QProcess process;
        process.start(example(QStringLiteral("dynamic-crud")), {QStringLiteral("--kubeconfig"), sim.kubeconfigPath()});
        QVERIFY(waitForExit(process, 30000));
        QCOMPARE(process.exitCode(), 1);
        QVERIFY2(process.readAllStandardError().contains("the server could not find the requested resource"), "the server's NotFound reaches the user");
    }

    void leaderElectionTakesTurns()
    {
        SimFixture sim;
        QProcess first, second;
        QByteArray firstOutput, secondOutput;
        const auto start = [&](QProcess &process, const QString &id) {
            process.start(example(QStringLiteral("leader-election")), {QStringLiteral("--kubeconfig"), sim.kubeconfigPath(), QStringLiteral("--identity"), id});
        };
        const auto read = [&] {
            if (first.state() == QProcess::Running)
                firstOutput += first.readAllStandardOutput();
            if (second.state() == QProcess::Running)
                secondOutput += second.readAllStandardOutput();
        };
        start(first, QStringLiteral("replica-1"));
        QVERIFY2(QTest::qWaitFor([&] { read(); return firstOutput.contains("replica-1: leading"); }, 30000), firstOutput.constData());
        start(second, QStringLiteral("replica-2"));
        QVERIFY2(QTest::qWaitFor([&] { read(); return secondOutput.contains("leader is replica-1"); }, 30000), secondOutput.constData());
        QVERIFY(!secondOutput.contains("replica-2: leading"));

        // SIGTERM releases the lease: the standby takes over without waiting for it to expire (15 s).
        first.terminate();
        QVERIFY(waitForExit(first, 10000));
        QCOMPARE(first.exitCode(), 0);
        QVERIFY2(QTest::qWaitFor([&] { read(); return secondOutput.contains("replica-2: leading"); }, 10000), secondOutput.constData());
        second.terminate();
        QVERIFY(waitForExit(second, 10000));
    }

    // client-go's sample-controller contract: every Foo has its Deployment with the Foo's replicas, owned by the
    // Foo, and the Foo's status follows it; a Deployment changed by hand is put back; deleting a Foo deletes its
    // Deployment. With failing requests and dropped watches on the way.
    void sampleControllerConverges()
    {
        SimFixture sim;
        RestClient client(sim.restConfig());
        const QString artifacts = QStringLiteral(QKUBE_SOURCE_DIR "/examples/sample-controller/artifacts/");
        QVERIFY(call(client, Request::post().resource(crds).body(manifest(artifacts + QStringLiteral("crd.yaml")))).ok());
        QTRY_VERIFY_WITH_TIMEOUT(call(client, Request::get().absolutePath(QStringLiteral("/apis/samplecontroller.k8s.io/v1alpha1"))).ok(), 10000);

        QProcess controller;
        controller.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        controller.start(example(QStringLiteral("sample-controller")), {QStringLiteral("--kubeconfig"), sim.kubeconfigPath(), QStringLiteral("--workers"), QStringLiteral("2")});
        QVERIFY(controller.waitForStarted());

        const QList<std::pair<QString, int>> wanted{{QStringLiteral("foo-a"), 1}, {QStringLiteral("foo-b"), 3}, {QStringLiteral("foo-c"), 2}};
        for (const auto &[name, replicas] : wanted) {
            const QJsonObject foo{{QStringLiteral("apiVersion"), QStringLiteral("samplecontroller.k8s.io/v1alpha1")},
                                  {QStringLiteral("kind"), QStringLiteral("Foo")},
                                  {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), name}}},
                                  {QStringLiteral("spec"), QJsonObject{{QStringLiteral("deploymentName"), name}, {QStringLiteral("replicas"), replicas}}}};
            QVERIFY(call(client, Request::post().resource(foos).namespaceName(QStringLiteral("default")).body(QJsonDocument(foo).toJson())).ok());
        }
        // Faults while it works: failing requests (the controller's retries with backoff) and cut watches (relists).
        sim.sim().failNextRequests(6, 503);
        sim.sim().dropWatches();

        for (const auto &[name, replicas] : wanted) {
            QTRY_COMPARE_WITH_TIMEOUT(intAt(getJson(client, Kinds::Deployment.gvr, name), "spec", "replicas"), replicas, 30000);
            const QJsonObject deployment = getJson(client, Kinds::Deployment.gvr, name);
            const QJsonObject owner = deployment.value(QLatin1String("metadata")).toObject().value(QLatin1String("ownerReferences")).toArray().at(0).toObject();
            QCOMPARE(owner.value(QLatin1String("kind")).toString(), QStringLiteral("Foo"));
            QCOMPARE(owner.value(QLatin1String("uid")).toString(), getJson(client, foos, name).value(QLatin1String("metadata")).toObject().value(QLatin1String("uid")).toString());
            QTRY_COMPARE_WITH_TIMEOUT(intAt(getJson(client, foos, name), "status", "availableReplicas"), replicas, 30000);
        }

        // Changed by hand: put back.
        QVERIFY(call(client, Request::patch(PatchType::Merge).resource(Kinds::Deployment.gvr).namespaceName(QStringLiteral("default")).name(QStringLiteral("foo-b"))
                                 .body(R"({"spec":{"replicas":7}})", patchContentType(PatchType::Merge))).ok());
        QTRY_COMPARE_WITH_TIMEOUT(intAt(getJson(client, Kinds::Deployment.gvr, QStringLiteral("foo-b")), "spec", "replicas"), 3, 30000);

        // A deleted Foo takes its Deployment with it.
        QVERIFY(call(client, Request::del().resource(foos).namespaceName(QStringLiteral("default")).name(QStringLiteral("foo-a"))).ok());
        QTRY_VERIFY_WITH_TIMEOUT(call(client, Request::get().resource(Kinds::Deployment.gvr).namespaceName(QStringLiteral("default")).name(QStringLiteral("foo-a"))).error.isNotFound(), 30000);

        // SIGTERM: the syncs in flight finish and it exits cleanly.
        controller.terminate();
        QVERIFY(waitForExit(controller, 15000));
        QCOMPARE(controller.exitStatus(), QProcess::NormalExit);
        QCOMPARE(controller.exitCode(), 0);
    }
};

QTEST_MAIN(tst_Examples)
#include "tst_examples.moc"
