// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// kubesim against a client nobody here wrote: kubectl 1.32. Registered only when CMake finds kubectl.
#include "simfixture.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

namespace {
struct Run
{
    int exitCode = -1;
    QString out, err;
};
} // namespace

class tst_Kubectl : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimFixture> m_fixture;

    Run kubectl(const QStringList &arguments, int timeoutMs = 30000)
    {
        QProcess process;
        process.start(QStringLiteral(QKUBE_KUBECTL), QStringList{QStringLiteral("--kubeconfig"), m_fixture->kubeconfigPath()} + arguments);
        Run run;
        if (!QTest::qWaitFor([&] { return process.state() == QProcess::NotRunning; }, timeoutMs)) {
            process.kill();
            process.waitForFinished();
        }
        run.exitCode = process.exitCode();
        run.out = QString::fromUtf8(process.readAllStandardOutput());
        run.err = QString::fromUtf8(process.readAllStandardError());
        return run;
    }

    QString manifest(const QByteArray &yaml)
    {
        const QString path = m_fixture->dir() + QStringLiteral("/manifest.yaml");
        QFile file(path);
        file.open(QIODevice::WriteOnly | QIODevice::Truncate);
        file.write(yaml);
        return path;
    }

private Q_SLOTS:
    void initTestCase() { m_fixture = std::make_unique<SimFixture>(); }
    void cleanupTestCase() { m_fixture.reset(); }

    void getNamespaces()
    {
        const Run run = kubectl({QStringLiteral("get"), QStringLiteral("ns")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.startsWith(QLatin1String("NAME          STATUS   AGE\n")));
        for (const QString &ns : m_fixture->sim().scenario().namespaces())
            QVERIFY2(run.out.contains(ns + QLatin1Char(' ')), qPrintable(run.out));
    }

    void getPodsAllNamespacesWithServerSideColumns()
    {
        const Run run = kubectl({QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-A")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.startsWith(QLatin1String("NAMESPACE")));
        QVERIFY(run.out.contains(QLatin1String("READY   STATUS")));
        QCOMPARE(run.out.count(QLatin1Char('\n')) - 1, m_fixture->sim().store().objects(*kube::sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("pods"))).size());
    }

    void getPodsAsYaml()
    {
        const Run run = kubectl({QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-n"), QStringLiteral("default"), QStringLiteral("-o"), QStringLiteral("yaml")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.startsWith(QLatin1String("apiVersion: v1\nitems:\n- apiVersion: v1\n  kind: Pod\n")));
        QVERIFY(run.out.contains(QLatin1String("containerStatuses:")));
    }

    void rawDiscoveryAndApiResources()
    {
        const Run raw = kubectl({QStringLiteral("get"), QStringLiteral("--raw"), QStringLiteral("/apis")});
        QCOMPARE(raw.exitCode, 0);
        const QJsonObject apis = QJsonDocument::fromJson(raw.out.toUtf8()).object();
        QCOMPARE(apis.value(QLatin1String("kind")).toString(), QStringLiteral("APIGroupList"));
        QStringList groups;
        for (const QJsonValue &group : apis.value(QLatin1String("groups")).toArray())
            groups.append(group.toObject().value(QLatin1String("name")).toString());
        groups.sort();
        // A v1.28.7 apiserver's groups, metrics-server's, and the scenario's custom resources' two.
        QCOMPARE(groups, (QStringList{QStringLiteral("admissionregistration.k8s.io"), QStringLiteral("apiextensions.k8s.io"),
                                      QStringLiteral("apiregistration.k8s.io"), QStringLiteral("apps"),
                                      QStringLiteral("authentication.k8s.io"), QStringLiteral("authorization.k8s.io"),
                                      QStringLiteral("autoscaling"), QStringLiteral("batch"), QStringLiteral("certificates.k8s.io"),
                                      QStringLiteral("coordination.k8s.io"), QStringLiteral("discovery.k8s.io"), QStringLiteral("events.k8s.io"),
                                      QStringLiteral("flowcontrol.apiserver.k8s.io"), QStringLiteral("metrics.k8s.io"), QStringLiteral("networking.k8s.io"),
                                      QStringLiteral("node.k8s.io"), QStringLiteral("ops.example.com"), QStringLiteral("policy"),
                                      QStringLiteral("rbac.authorization.k8s.io"), QStringLiteral("scheduling.k8s.io"), QStringLiteral("stable.example.com"),
                                      QStringLiteral("storage.k8s.io")}));
        const Run resources = kubectl({QStringLiteral("api-resources")});
        QCOMPARE(resources.exitCode, 0);
        QVERIFY2(resources.out.contains(QRegularExpression(QStringLiteral("\\ndeployments +deploy +apps/v1 +true +Deployment\\n"))), qPrintable(resources.out));
    }

    void deploymentRunsAndScales()
    {
        const QString path = manifest("apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: shop, namespace: default}\n"
                                      "spec:\n  replicas: 3\n  selector: {matchLabels: {app: shop}}\n  template:\n    metadata: {labels: {app: shop}}\n"
                                      "    spec: {containers: [{name: nginx, image: 'nginx:1.27', ports: [{containerPort: 80}]}]}\n");
        QCOMPARE(kubectl({QStringLiteral("apply"), QStringLiteral("-f"), path}).out, QStringLiteral("deployment.apps/shop created\n"));
        const Run rolled = kubectl({QStringLiteral("rollout"), QStringLiteral("status"), QStringLiteral("deploy/shop"), QStringLiteral("--timeout=30s")});
        QVERIFY2(rolled.exitCode == 0, qPrintable(rolled.err));
        QVERIFY2(rolled.out.endsWith(QLatin1String("deployment \"shop\" successfully rolled out\n")), qPrintable(rolled.out));
        const Run pods = kubectl({QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-l"), QStringLiteral("app=shop"), QStringLiteral("-o"), QStringLiteral("wide"), QStringLiteral("--no-headers")});
        QCOMPARE(pods.out.count(QRegularExpression(QStringLiteral("^shop-[a-z0-9]{10}-[a-z0-9]{5} +1/1 +Running +0 +\\S+ +10\\.244\\.\\d+\\.\\d+ +node-\\d\\d "), QRegularExpression::MultilineOption)), 3);
        QCOMPARE(kubectl({QStringLiteral("scale"), QStringLiteral("deploy/shop"), QStringLiteral("--replicas=5")}).out, QStringLiteral("deployment.apps/shop scaled\n"));
        QCOMPARE(kubectl({QStringLiteral("rollout"), QStringLiteral("status"), QStringLiteral("deploy/shop"), QStringLiteral("--timeout=30s")}).exitCode, 0);
        QTRY_COMPARE_WITH_TIMEOUT(kubectl({QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-l"), QStringLiteral("app=shop"), QStringLiteral("--no-headers")}).out.count(QLatin1String("Running")), 5, 20000);
        const Run described = kubectl({QStringLiteral("describe"), QStringLiteral("deploy/shop")});
        QVERIFY2(described.out.contains(QRegularExpression(QStringLiteral("Replicas: +5 desired \\| 5 updated \\| 5 total \\| 5 available \\| 0 unavailable"))), qPrintable(described.out));
        QVERIFY2(described.out.contains(QLatin1String("StrategyType:           RollingUpdate")), qPrintable(described.out));
        QVERIFY2(described.out.contains(QRegularExpression(QStringLiteral("NewReplicaSet: +shop-[a-z0-9]{10} \\(5/5 replicas created\\)"))), qPrintable(described.out));
        QCOMPARE(kubectl({QStringLiteral("delete"), QStringLiteral("deploy/shop")}).out, QStringLiteral("deployment.apps \"shop\" deleted\n"));
        QTRY_VERIFY_WITH_TIMEOUT(kubectl({QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-l"), QStringLiteral("app=shop"), QStringLiteral("--no-headers")}).out.isEmpty(), 20000);
    }

    void jobCompletes()
    {
        const QString path = manifest("apiVersion: batch/v1\nkind: Job\nmetadata: {name: once, namespace: default}\n"
                                      "spec: {template: {spec: {restartPolicy: Never, containers: [{name: once, image: busybox}]}}}\n");
        QCOMPARE(kubectl({QStringLiteral("create"), QStringLiteral("-f"), path}).out, QStringLiteral("job.batch/once created\n"));
        const Run waited = kubectl({QStringLiteral("wait"), QStringLiteral("--for=condition=complete"), QStringLiteral("job/once"), QStringLiteral("--timeout=30s")});
        QVERIFY2(waited.exitCode == 0, qPrintable(waited.err));
        QCOMPARE(waited.out, QStringLiteral("job.batch/once condition met\n"));
        const Run pods = kubectl({QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-l"), QStringLiteral("job-name=once"), QStringLiteral("--no-headers")});
        QVERIFY2(pods.out.contains(QRegularExpression(QStringLiteral("^once-[a-z0-9]{5} +0/1 +Completed +0 "))), qPrintable(pods.out));
    }

    void customResourceDefinitionLifecycle()
    {
        const QString crd = manifest("apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: {name: gadgets.tools.example.com}\n"
                                     "spec:\n  group: tools.example.com\n  scope: Namespaced\n  names: {plural: gadgets, singular: gadget, kind: Gadget, shortNames: [gd]}\n"
                                     "  versions:\n  - name: v1\n    served: true\n    storage: true\n"
                                     "    schema: {openAPIV3Schema: {type: object, properties: {spec: {type: object, properties: {size: {type: integer}}}}}}\n");
        QCOMPARE(kubectl({QStringLiteral("apply"), QStringLiteral("-f"), crd}).out, QStringLiteral("customresourcedefinition.apiextensions.k8s.io/gadgets.tools.example.com created\n"));
        const QString good = manifest("apiVersion: tools.example.com/v1\nkind: Gadget\nmetadata: {name: small, namespace: default}\nspec: {size: 1}\n");
        QCOMPARE(kubectl({QStringLiteral("apply"), QStringLiteral("-f"), good}).out, QStringLiteral("gadget.tools.example.com/small created\n"));
        const Run listed = kubectl({QStringLiteral("get"), QStringLiteral("gd")});
        QVERIFY2(listed.out.contains(QRegularExpression(QStringLiteral("\\nsmall +\\d+s\\n"))), qPrintable(listed.out + listed.err));
        const QString bad = manifest("apiVersion: tools.example.com/v1\nkind: Gadget\nmetadata: {name: bad, namespace: default}\nspec: {size: big}\n");
        const Run refused = kubectl({QStringLiteral("apply"), QStringLiteral("-f"), bad});
        QCOMPARE(refused.exitCode, 1);
        QCOMPARE(refused.err, QStringLiteral("The Gadget \"bad\" is invalid: spec.size: Invalid value: \"string\": spec.size in body must be of type integer: \"string\"\n"));
        const Run deleted = kubectl({QStringLiteral("delete"), QStringLiteral("crd"), QStringLiteral("gadgets.tools.example.com")});
        QVERIFY2(deleted.exitCode == 0, qPrintable(deleted.err));
        QCOMPARE(deleted.out, QStringLiteral("customresourcedefinition.apiextensions.k8s.io \"gadgets.tools.example.com\" deleted\n"));
        QCOMPARE(kubectl({QStringLiteral("get"), QStringLiteral("--raw"), QStringLiteral("/apis/tools.example.com/v1")}).exitCode, 1);
    }

    void watchStreamsChanges()
    {
        QProcess watch;
        watch.start(QStringLiteral(QKUBE_KUBECTL), {QStringLiteral("--kubeconfig"), m_fixture->kubeconfigPath(), QStringLiteral("get"), QStringLiteral("pods"),
                                                    QStringLiteral("-A"), QStringLiteral("-w")});
        QString out;
        QVERIFY(QTest::qWaitFor([&] { out += QString::fromUtf8(watch.readAllStandardOutput()); return out.contains(QLatin1String("NAMESPACE")); }, 15000));
        QTest::qWait(500);
        const auto &pods = *kube::sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("pods"));
        m_fixture->sim().store().create(pods, QJsonObject{{QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), QStringLiteral("kubectl-watched")},
                                                                                                    {QStringLiteral("namespace"), QStringLiteral("default")}}},
                                                          {QStringLiteral("spec"), QJsonObject{{QStringLiteral("containers"), QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("c")}}}}}},
                                                          {QStringLiteral("status"), QJsonObject{{QStringLiteral("phase"), QStringLiteral("Pending")}}}});
        QVERIFY2(QTest::qWaitFor([&] { out += QString::fromUtf8(watch.readAllStandardOutput()); return out.contains(QLatin1String("kubectl-watched")); }, 15000), qPrintable(out));
        // kubectl asked for Tables on its watch: the row has the pod columns, not just NAME and AGE.
        QVERIFY2(out.contains(QRegularExpression(QStringLiteral("\\ndefault +kubectl-watched +0/1 +Pending +0 +\\d+s\\n"))), qPrintable(out));
        watch.terminate();
        watch.waitForFinished(5000);
    }

    void createApplyLabelDelete()
    {
        const QString path = manifest("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings\n  namespace: default\ndata:\n  mode: fast\n");
        Run run = kubectl({QStringLiteral("create"), QStringLiteral("-f"), path});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(run.out, QStringLiteral("configmap/settings created\n"));
        QCOMPARE(kubectl({QStringLiteral("create"), QStringLiteral("-f"), path}).err, QStringLiteral("Error from server (AlreadyExists): error when creating \"%1\": configmaps \"settings\" already exists\n").arg(path));
        manifest("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings\n  namespace: default\ndata:\n  mode: careful\n");
        run = kubectl({QStringLiteral("apply"), QStringLiteral("-f"), path});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(run.out, QStringLiteral("configmap/settings configured\n"));
        run = kubectl({QStringLiteral("label"), QStringLiteral("configmap"), QStringLiteral("settings"), QStringLiteral("tier=front")});
        QCOMPARE(run.out, QStringLiteral("configmap/settings labeled\n"));
        run = kubectl({QStringLiteral("get"), QStringLiteral("configmap"), QStringLiteral("settings"), QStringLiteral("-o"), QStringLiteral("jsonpath={.data.mode} {.metadata.labels.tier}")});
        QCOMPARE(run.out, QStringLiteral("careful front"));
        run = kubectl({QStringLiteral("delete"), QStringLiteral("configmap"), QStringLiteral("settings")});
        QCOMPARE(run.out, QStringLiteral("configmap \"settings\" deleted\n"));
        run = kubectl({QStringLiteral("get"), QStringLiteral("configmap"), QStringLiteral("settings")});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.err, QStringLiteral("Error from server (NotFound): configmaps \"settings\" not found\n"));
    }

    void deletingAPodWaitsForItToGo()
    {
        const QString path = manifest("apiVersion: v1\nkind: Pod\nmetadata:\n  name: short-lived\n  namespace: default\nspec:\n  containers:\n  - name: c\n    image: busybox\n");
        QCOMPARE(kubectl({QStringLiteral("apply"), QStringLiteral("-f"), path}).out, QStringLiteral("pod/short-lived created\n"));
        const Run run = kubectl({QStringLiteral("delete"), QStringLiteral("pod"), QStringLiteral("short-lived")});
        QCOMPARE(run.out, QStringLiteral("pod \"short-lived\" deleted\n"));
        QVERIFY(!m_fixture->sim().store().find(*kube::sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("pods")), QStringLiteral("default"), QStringLiteral("short-lived")));
    }

    void limitedUserIsForbiddenLikeRbacSays()
    {
        const Run run = kubectl({QStringLiteral("--context"), QStringLiteral("sim-limited"), QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-n"), QStringLiteral("default")});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.err, QStringLiteral("Error from server (Forbidden): pods is forbidden: User \"sim-limited\" cannot list resource \"pods\" in API group \"\" in the namespace \"default\"\n"));
        QCOMPARE(kubectl({QStringLiteral("--context"), QStringLiteral("sim-limited"), QStringLiteral("get"), QStringLiteral("pods")}).exitCode, 0);
    }
};

QTEST_GUILESS_MAIN(tst_Kubectl)
#include "tst_kubectl.moc"
