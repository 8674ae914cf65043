// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "clientrun.h"
#include "simfixture.h"

#include "rest/dynamicclient.h"
#include "rest/restclient.h"

#include <QJsonDocument>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

namespace {

// Ages move between two runs (and with them the width of their column), also inside "(x2 over 3d4h)".
QString withoutDescribeAges(QString text)
{
    static const QRegularExpression age(
        QStringLiteral("(?<=[\\s(])\\d+(s|m(\\d+s)?|h(\\d+m)?|d(\\d+h)?|y(\\d+d)?)(?=[\\s)]|$)"));
    static const QRegularExpression spaces(QStringLiteral(" {2,}"));
    return text.replace(age, QStringLiteral("<age>")).replace(spaces, QStringLiteral("   "));
}

} // namespace

// qkubectl describe against kubectl 1.32 on the same kubesim: stdout, stderr and the exit code must be the
// same (ages aside; and the program's name where kubectl names itself). Without kubectl the substrings still
// hold.
class tst_QkubectlDescribe : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimFixture> m_fixture;
    QString m_qkubectl = QStringLiteral(QKUBE_BINARY_DIR "/app/qkubectl");
    QString m_kubectl;

    QStringList withConfig(const QStringList &arguments) const
    {
        return QStringList{QStringLiteral("--kubeconfig"), m_fixture->kubeconfigPath()} + arguments;
    }

    // The objects of the kinds rows, in namespace "kinds" (as the acceptance check's fixtures). One data key
    // each: kubectl prints a config map's and a secret's keys in Go's random map order.
    void createKindsObjects()
    {
        kube::RestClient client(m_fixture->restConfig());
        const auto create = [&client](const kube::GroupVersionResource &resource, const QString &ns,
                                      const char *json) {
            kube::RestCall *call = kube::ResourceClient(&client, resource, ns).create(QByteArray(json));
            QSignalSpy created(call, &kube::RestCall::finished);
            QTRY_COMPARE(created.size(), 1);
            const auto response = created.first().first().value<kube::Response>();
            QVERIFY2(response.ok(), qPrintable(response.error.toString()));
        };
        const QString kinds = QStringLiteral("kinds");
        create({QString(), QStringLiteral("v1"), QStringLiteral("namespaces")}, QString(),
               R"({"apiVersion":"v1","kind":"Namespace","metadata":{"name":"kinds"}})");
        create({QString(), QStringLiteral("v1"), QStringLiteral("configmaps")}, kinds,
               R"({"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"settings","labels":{"tier":"web"}},
                   "data":{"multi":"line one\nline two\n"},"binaryData":{"blob":"AAEC"}})");
        create({QString(), QStringLiteral("v1"), QStringLiteral("secrets")}, kinds,
               R"({"apiVersion":"v1","kind":"Secret","metadata":{"name":"creds"},"type":"Opaque",
                   "data":{"password":"aHVudGVyMg=="}})");
        create({QStringLiteral("rbac.authorization.k8s.io"), QStringLiteral("v1"), QStringLiteral("roles")}, kinds,
               R"({"apiVersion":"rbac.authorization.k8s.io/v1","kind":"Role","metadata":{"name":"reader"},
                   "rules":[{"apiGroups":[""],"resources":["pods"],"verbs":["get","list","watch"]}]})");
        create({QString(), QStringLiteral("v1"), QStringLiteral("serviceaccounts")}, kinds,
               R"({"apiVersion":"v1","kind":"ServiceAccount","metadata":{"name":"robot"},
                   "imagePullSecrets":[{"name":"pull"}],"secrets":[{"name":"creds"},{"name":"gone"}]})");
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_fixture = std::make_unique<SimFixture>();
        m_kubectl = QStandardPaths::findExecutable(QStringLiteral("kubectl"));
        if (m_kubectl.isEmpty())
            qWarning("*** kubectl is not on PATH: qkubectl describe is checked on its own, NOT against "
                     "kubectl ***");
        createKindsObjects();
    }

    void cleanupTestCase() { m_fixture.reset(); }

    void sameAsKubectl_data()
    {
        QTest::addColumn<QString>("arguments"); // split at spaces
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QStringList>("inStdout");
        QTest::addColumn<QString>("inStderr");
        auto row = [](const char *name, const char *arguments, int exitCode, QStringList inStdout,
                      const char *inStderr = "") {
            QTest::newRow(name) << QString::fromUtf8(arguments) << exitCode << inStdout
                                << QString::fromUtf8(inStderr);
        };
        // Each kind, its related objects and its Events.
        row("every pod of the namespace, with their events", "describe pods", 0,
            {"Name:             web-", "Controlled By:  ReplicaSet/web-", "Containers:\n",
             "QoS Class:", "Events:\n  Type    Reason", " (x"});
        row("a deployment and its new ReplicaSet", "describe deploy web", 0,
            {"Replicas:               8 desired", "Pod Template:\n  Labels:", "NewReplicaSet:   web-",
             "OldReplicaSets:  <none>\n"});
        row("a load balancer with its endpoint slices", "describe svc web", 0,
            {"LoadBalancer Ingress:     203.0.113.10", "NodePort:                 http  30020/TCP",
             "Endpoints:                10.244.", " more...\n"});
        row("every node with its pods and allocated resources", "describe nodes", 0,
            {"Name:               node-00", "Non-terminated Pods:",
             "Allocated resources:\n  (Total limits may be over 100 percent, i.e., overcommitted.)",
             "Lease:              Failed to get lease: leases.coordination.k8s.io \"node-00\" not found",
             "\n\n\nName:               node-01"});
        row("a node by name", "describe node node-01", 0,
            {"Name:               node-01\n", "  cpu                "});
        row("an ingress with its backend's endpoints", "describe ing web", 0,
            {"Ingress Class:    nginx\n", "  web.example.com  \n                   /   web:80 (10.244."});
        row("an autoscaler", "describe hpa web", 0,
            {"  resource cpu on pods  (as a percentage of request):  ", "Deployment pods:"});
        // Choosing objects.
        row("a name prefix describes the objects it starts", "describe pods web", 0,
            {"Name:             web-"});
        row("TYPE/NAME pairs", "describe deploy/web svc/web", 0,
            {"StrategyType:", "\n\n\nName:                     web\n"});
        row("two types", "describe deploy,svc web", 0, {"StrategyType:", "Session Affinity:"});
        row("by label", "describe deploy -l app=web", 0, {"Name:                   web\n"});
        row("across namespaces", "describe deploy -A", 0, {"Namespace:              team-01\n"});
        row("without events", "describe svc web --show-events=false", 0, {"Session Affinity:"});
        row("in another namespace", "describe svc worker -n team-00", 0,
            {"Namespace:                team-00\n"});
        // Errors and exit codes.
        row("missing object", "describe pod nosuch", 1, {},
            "Error from server (NotFound): pods \"nosuch\" not found\n");
        row("missing among found ones", "describe deploy web nosuch", 1, {"Name:                   web\n"},
            "Error from server (NotFound): deployments.apps \"nosuch\" not found\n");
        row("a missing first pair of two names the first", "describe pod/nosuch svc/web", 1, {},
            "Error from server (NotFound): pods \"nosuch\" not found\n");
        row("unknown type", "describe foo", 1, {},
            "error: the server doesn't have a resource type \"foo\"\n");
        row("a config map", "describe configmap settings -n kinds", 0,
            {"Data\n====\nmulti:\n----\nline one\nline two\n", "BinaryData\n====\nblob: 3 bytes\n"});
        row("a secret's sizes, never its values", "describe secret creds -n kinds", 0,
            {"Type:  Opaque\n", "password:  7 bytes\n"});
        row("a service account", "describe serviceaccount robot -n kinds", 0,
            {"Image pull secrets:  pull (not found)\n", "Mountable secrets:   creds\n                     gone (not found)\n"});
        row("nothing found", "describe pods -n nobody", 0, {}, "No resources found in nobody namespace.\n");
        row("a type beside TYPE/NAME", "describe deploy svc/web", 1, {},
            "there is no need to specify a resource type");
        row("a name with a selector", "describe deploy web -l app=web", 1, {},
            "name cannot be provided when a selector is specified");
    }

    void sameAsKubectl()
    {
        QFETCH(QString, arguments);
        QFETCH(int, exitCode);
        QFETCH(QStringList, inStdout);
        QFETCH(QString, inStderr);
        const QStringList args = arguments.split(QLatin1Char(' '));
        const ClientRun ours = runClient(m_qkubectl, withConfig(args));
        for (const QString &expected : std::as_const(inStdout))
            QVERIFY2(ours.out.contains(expected),
                     qPrintable(QStringLiteral("no \"%1\" in:\n%2").arg(expected, ours.out.left(3000))));
        if (inStdout.isEmpty())
            QCOMPARE(ours.out, QString());
        QVERIFY2(ours.err.contains(inStderr), qPrintable(ours.err));
        QCOMPARE(ours.exitCode, exitCode);
        if (m_kubectl.isEmpty())
            return;
        const ClientRun theirs = runClient(m_kubectl, withConfig(args));
        QCOMPARE(withoutDescribeAges(ours.out), withoutDescribeAges(theirs.out));
        QCOMPARE(QString(ours.err).replace(QLatin1String("qkubectl"), QLatin1String("kubectl")), theirs.err);
        QCOMPARE(ours.exitCode, theirs.exitCode);
    }

    // kubectl describes every kind; qkubectl says which it cannot describe yet instead of printing something
    // else.
    void kindWithoutDescriberIsNamed()
    {
        const ClientRun run =
            runClient(m_qkubectl, withConfig({QStringLiteral("describe"), QStringLiteral("role"),
                                              QStringLiteral("reader"), QStringLiteral("-n"), QStringLiteral("kinds")}));
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(
            run.err.startsWith(QLatin1String("error: qkubectl describe has no describer for Role.rbac.authorization.k8s.io yet")),
            qPrintable(run.err));
        // Once for the kind, however many of its objects were asked for.
        const ClientRun all = runClient(
            m_qkubectl, withConfig({QStringLiteral("describe"), QStringLiteral("roles"), QStringLiteral("-A")}));
        QCOMPARE(all.exitCode, 1);
        QCOMPARE(all.err.count(QLatin1String("has no describer")), 1);
    }

    // A real apiserver stores a workload's pod template without the service account admission gives pods, so
    // kubectl prints no "Service Account:" under "Pod Template:"; kubesim must store it the same way.
    void templateKeepsNoServiceAccount()
    {
        kube::RestClient client(m_fixture->restConfig());
        const kube::ResourceClient deployments(
            &client, {QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("deployments")},
            QStringLiteral("default"));
        const QJsonObject labels{{QStringLiteral("app"), QStringLiteral("plain")}};
        const QJsonObject deployment{
            {QStringLiteral("apiVersion"), QStringLiteral("apps/v1")},
            {QStringLiteral("kind"), QStringLiteral("Deployment")},
            {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), QStringLiteral("plain")}}},
            {QStringLiteral("spec"),
             QJsonObject{
                 {QStringLiteral("selector"), QJsonObject{{QStringLiteral("matchLabels"), labels}}},
                 {QStringLiteral("template"),
                  QJsonObject{
                      {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("labels"), labels}}},
                      {QStringLiteral("spec"),
                       QJsonObject{{QStringLiteral("containers"),
                                    QJsonArray{QJsonObject{
                                        {QStringLiteral("name"), QStringLiteral("app")},
                                        {QStringLiteral("image"), QStringLiteral("busybox:1.36")}}}}}}}}}}};
        kube::RestCall *call = deployments.create(QJsonDocument(deployment).toJson(QJsonDocument::Compact));
        QSignalSpy created(call, &kube::RestCall::finished);
        QTRY_COMPARE(created.size(), 1);
        QVERIFY2(created.first().first().value<kube::Response>().ok(),
                 qPrintable(created.first().first().value<kube::Response>().error.toString()));

        const QStringList args{QStringLiteral("describe"), QStringLiteral("deploy"), QStringLiteral("plain")};
        const ClientRun ours = runClient(m_qkubectl, withConfig(args));
        QCOMPARE(ours.exitCode, 0);
        QVERIFY2(ours.out.contains(QLatin1String("Pod Template:\n  Labels:  app=plain\n  Containers:\n")),
                 qPrintable(ours.out));
        QVERIFY2(!ours.out.contains(QLatin1String("Service Account:")), qPrintable(ours.out));
        if (m_kubectl.isEmpty())
            return;
        // The controllers move the status between the two runs; the template stays.
        const auto podTemplate = [](const QString &text) {
            return text.section(QLatin1String("Pod Template:"), 1)
                .section(QLatin1String("Conditions:"), 0, 0);
        };
        QCOMPARE(podTemplate(ours.out), podTemplate(runClient(m_kubectl, withConfig(args)).out));
    }
};

QTEST_GUILESS_MAIN(tst_QkubectlDescribe)
#include "tst_qkubectldescribe.moc"
