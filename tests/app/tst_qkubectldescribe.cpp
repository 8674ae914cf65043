// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "clientrun.h"
#include "simfixture.h"

#include "rest/dynamicclient.h"
#include "rest/restclient.h"

#include <QFile>
#include <QJsonArray>
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
    // Padding after a cell only: indentation never depends on an age.
    static const QRegularExpression spaces(QStringLiteral("(?<=\\S) {2,}"));
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

    // The objects of the kinds rows, in namespace "kinds" (as the acceptance check's fixtures; the
    // cluster-scoped ones named kinds-*). One data key in the config map and the secret of the rows:
    // kubectl 1.32 prints their keys in Go's random map order (qkubectl sorts them), which no byte comparison
    // can follow; dataKeysInMapOrder compares several keys block by block.
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
        create(
            {QString(), QStringLiteral("v1"), QStringLiteral("configmaps")}, kinds,
            R"({"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"settings","labels":{"tier":"web"}},
                   "data":{"multi":"line one\nline two\n"},"binaryData":{"blob":"AAEC"}})");
        create({QString(), QStringLiteral("v1"), QStringLiteral("secrets")}, kinds,
               R"({"apiVersion":"v1","kind":"Secret","metadata":{"name":"creds"},"type":"Opaque",
                   "data":{"password":"aHVudGVyMg=="}})");
        create({QStringLiteral("rbac.authorization.k8s.io"), QStringLiteral("v1"), QStringLiteral("roles")},
               kinds,
               R"({"apiVersion":"rbac.authorization.k8s.io/v1","kind":"Role","metadata":{"name":"reader"},
                   "rules":[{"apiGroups":[""],"resources":["pods"],"verbs":["get","list","watch"]}]})");
        create({QString(), QStringLiteral("v1"), QStringLiteral("serviceaccounts")}, kinds,
               R"({"apiVersion":"v1","kind":"ServiceAccount","metadata":{"name":"robot"},
                   "imagePullSecrets":[{"name":"pull"}],"secrets":[{"name":"creds"},{"name":"gone"}]})");
        // One resource in each limit: kubectl prints a limit's resources in Go's random map order.
        create({QString(), QStringLiteral("v1"), QStringLiteral("resourcequotas")}, kinds,
               R"({"apiVersion":"v1","kind":"ResourceQuota","metadata":{"name":"compute"},
                   "spec":{"hard":{"pods":"10","requests.cpu":"2000m","requests.memory":"1Gi"}}})");
        // What the quota controller would write (kubesim has none): used and hard, in other forms than
        // canonical.
        kube::RestCall *status = client.send(
            kube::Request::patch(kube::PatchType::Merge)
                .resource({QString(), QStringLiteral("v1"), QStringLiteral("resourcequotas")})
                .namespaceName(kinds)
                .name(QStringLiteral("compute"))
                .subresource(QStringLiteral("status"))
                .body(R"({"status":{"hard":{"pods":"10","requests.cpu":"2000m","requests.memory":"1Gi"},
                                    "used":{"pods":"3","requests.cpu":"0.5","requests.memory":"536870912"}}})",
                      kube::patchContentType(kube::PatchType::Merge)));
        QSignalSpy patched(status, &kube::RestCall::finished);
        QTRY_COMPARE(patched.size(), 1);
        QVERIFY2(patched.first().first().value<kube::Response>().ok(),
                 qPrintable(patched.first().first().value<kube::Response>().error.toString()));
        create({QString(), QStringLiteral("v1"), QStringLiteral("resourcequotas")}, kinds,
               R"({"apiVersion":"v1","kind":"ResourceQuota","metadata":{"name":"best-effort"},
                   "spec":{"hard":{"pods":"5"},"scopes":["NotTerminating","BestEffort"]}})");
        create({QString(), QStringLiteral("v1"), QStringLiteral("limitranges")}, kinds,
               R"({"apiVersion":"v1","kind":"LimitRange","metadata":{"name":"defaults"},
                   "spec":{"limits":[{"type":"Container","defaultRequest":{"cpu":"100m"}},
                                     {"type":"Pod","max":{"memory":"2Gi"}}]}})");
        const kube::GroupVersionResource roles{QStringLiteral("rbac.authorization.k8s.io"),
                                               QStringLiteral("v1"), QStringLiteral("roles")};
        create(roles, kinds,
               R"({"apiVersion":"rbac.authorization.k8s.io/v1","kind":"Role","metadata":{"name":"mixed"},
                   "rules":[{"apiGroups":["","apps"],"resources":["pods","deployments/scale","pods/log"],
                             "verbs":["get","list"]},
                            {"apiGroups":[""],"resources":["configmaps"],"resourceNames":["settings","other"],
                             "verbs":["get","update"]},
                            {"apiGroups":[""],"resources":["pods"],"verbs":["watch","delete"]}]})");
        create({QStringLiteral("rbac.authorization.k8s.io"), QStringLiteral("v1"),
                QStringLiteral("clusterroles")},
               QString(),
               R"({"apiVersion":"rbac.authorization.k8s.io/v1","kind":"ClusterRole",
                   "metadata":{"name":"kinds-urls","labels":{"tier":"web"}},
                   "rules":[{"nonResourceURLs":["/healthz","/metrics"],"verbs":["get"]},
                            {"apiGroups":["*"],"resources":["*"],"verbs":["*"]}]})");
        create(
            {QStringLiteral("rbac.authorization.k8s.io"), QStringLiteral("v1"),
             QStringLiteral("rolebindings")},
            kinds,
            R"({"apiVersion":"rbac.authorization.k8s.io/v1","kind":"RoleBinding","metadata":{"name":"mixed"},
                   "roleRef":{"apiGroup":"rbac.authorization.k8s.io","kind":"Role","name":"mixed"},
                   "subjects":[{"kind":"ServiceAccount","name":"robot","namespace":"kinds"},
                               {"kind":"User","name":"jane","apiGroup":"rbac.authorization.k8s.io"}]})");
        create({QStringLiteral("rbac.authorization.k8s.io"), QStringLiteral("v1"),
                QStringLiteral("clusterrolebindings")},
               QString(),
               R"({"apiVersion":"rbac.authorization.k8s.io/v1","kind":"ClusterRoleBinding",
                   "metadata":{"name":"kinds-urls"},
                   "roleRef":{"apiGroup":"rbac.authorization.k8s.io","kind":"ClusterRole","name":"kinds-urls"},
                   "subjects":[{"kind":"Group","name":"system:authenticated",
                                "apiGroup":"rbac.authorization.k8s.io"}]})");
        // Suspended: no job starts between the two runs.
        create(
            {QStringLiteral("batch"), QStringLiteral("v1"), QStringLiteral("cronjobs")}, kinds,
            R"({"apiVersion":"batch/v1","kind":"CronJob","metadata":{"name":"nightly","labels":{"app":"nightly"}},
                   "spec":{"schedule":"0 3 * * *","suspend":true,"timeZone":"Europe/Berlin",
                           "startingDeadlineSeconds":200,
                           "jobTemplate":{"spec":{"activeDeadlineSeconds":600,"parallelism":2,
                             "template":{"spec":{"restartPolicy":"OnFailure","containers":[
                               {"name":"task","image":"busybox:1.36","command":["sh","-c","echo hi"]}]}}}}}})");
        create({QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("daemonsets")}, kinds,
               R"({"apiVersion":"apps/v1","kind":"DaemonSet","metadata":{"name":"agent"},
                   "spec":{"selector":{"matchLabels":{"app":"agent"}},
                           "template":{"metadata":{"labels":{"app":"agent"}},
                                       "spec":{"nodeSelector":{"kubernetes.io/os":"linux"},
                                               "containers":[{"name":"agent","image":"busybox:1.36"}]}}}})");
        create(
            {QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("replicasets")}, kinds,
            R"({"apiVersion":"apps/v1","kind":"ReplicaSet","metadata":{"name":"idle","labels":{"app":"idle"}},
                   "spec":{"replicas":0,"selector":{"matchLabels":{"app":"idle"}},
                           "template":{"metadata":{"labels":{"app":"idle"}},
                                       "spec":{"containers":[{"name":"app","image":"busybox:1.36"}]}}}})");
        create({QStringLiteral("scheduling.k8s.io"), QStringLiteral("v1"), QStringLiteral("priorityclasses")},
               QString(),
               R"({"apiVersion":"scheduling.k8s.io/v1","kind":"PriorityClass",
                   "metadata":{"name":"kinds-low","annotations":{"note":"low"}},
                   "value":-10,"description":"for batch jobs","preemptionPolicy":"Never"})");
        create({QStringLiteral("networking.k8s.io"), QStringLiteral("v1"), QStringLiteral("ingressclasses")},
               QString(),
               R"({"apiVersion":"networking.k8s.io/v1","kind":"IngressClass",
                   "metadata":{"name":"kinds-external","labels":{"tier":"edge"}},
                   "spec":{"controller":"example.com/ingress",
                           "parameters":{"apiGroup":"k8s.example.com","kind":"IngressParameters",
                                         "name":"external-lb","scope":"Namespace","namespace":"kinds"}}})");
        create({QStringLiteral("storage.k8s.io"), QStringLiteral("v1"), QStringLiteral("storageclasses")},
               QString(),
               R"({"apiVersion":"storage.k8s.io/v1","kind":"StorageClass",
                   "metadata":{"name":"kinds-fast","annotations":{"note":"x"}},
                   "provisioner":"example.com/fast","parameters":{"type":"ssd","iops":"100"},
                   "allowVolumeExpansion":true,"mountOptions":["discard","noatime"],"reclaimPolicy":"Retain",
                   "volumeBindingMode":"Immediate",
                   "allowedTopologies":[{"matchLabelExpressions":[
                                           {"key":"topology.kubernetes.io/zone","values":["a","b"]},
                                           {"key":"example.com/rack","values":["r1"]}]},
                                        {"matchLabelExpressions":[
                                           {"key":"topology.kubernetes.io/region","values":["eu"]}]}]})");
        create({QStringLiteral("policy"), QStringLiteral("v1"), QStringLiteral("poddisruptionbudgets")},
               kinds,
               R"({"apiVersion":"policy/v1","kind":"PodDisruptionBudget","metadata":{"name":"web"},
                   "spec":{"maxUnavailable":"25%",
                           "selector":{"matchExpressions":[{"key":"app","operator":"In","values":["web","api"]}]}}})");
        create({QStringLiteral("policy"), QStringLiteral("v1"), QStringLiteral("poddisruptionbudgets")},
               kinds,
               R"({"apiVersion":"policy/v1","kind":"PodDisruptionBudget","metadata":{"name":"all"},
                   "spec":{"minAvailable":2,"selector":{}}})");
        create({QString(), QStringLiteral("v1"), QStringLiteral("endpoints")}, kinds,
               R"({"apiVersion":"v1","kind":"Endpoints","metadata":{"name":"manual","labels":{"a":"b"}},
                   "subsets":[{"addresses":[{"ip":"10.1.0.1"},{"ip":"10.1.0.2"}],"notReadyAddresses":[{"ip":"10.1.0.3"}],
                               "ports":[{"port":80,"protocol":"TCP"},{"name":"metrics","port":9090,"protocol":"TCP"}]},
                              {"addresses":[{"ip":"10.1.0.9"}]}]})");
        const kube::GroupVersionResource slices{QStringLiteral("discovery.k8s.io"), QStringLiteral("v1"),
                                                QStringLiteral("endpointslices")};
        create(slices, kinds,
               R"({"apiVersion":"discovery.k8s.io/v1","kind":"EndpointSlice","metadata":{"name":"manual-1"},
                   "addressType":"IPv4",
                   "endpoints":[{"addresses":["10.1.0.1","10.1.0.5"],"hostname":"one","zone":"z1","nodeName":"node-00",
                                 "conditions":{"ready":false},"targetRef":{"kind":"Pod","name":"p1","namespace":"kinds"}},
                                {"addresses":["10.1.0.2"]}],
                   "ports":[{"port":80,"protocol":"TCP"},{"name":"https","port":443,"protocol":"TCP"}]})");
        create(slices, kinds,
               R"({"apiVersion":"discovery.k8s.io/v1","kind":"EndpointSlice","metadata":{"name":"manual-2"},
                   "addressType":"IPv4","endpoints":[]})");
        // A custom kind keeping whatever fields it is given, for the generic describer's labels and values.
        create({QStringLiteral("apiextensions.k8s.io"), QStringLiteral("v1"),
                QStringLiteral("customresourcedefinitions")},
               QString(),
               R"({"apiVersion":"apiextensions.k8s.io/v1","kind":"CustomResourceDefinition",
                   "metadata":{"name":"widgets.demo.example.com"},
                   "spec":{"group":"demo.example.com","scope":"Namespaced",
                           "names":{"plural":"widgets","singular":"widget","kind":"Widget"},
                           "versions":[{"name":"v1","served":true,"storage":true,
                             "schema":{"openAPIV3Schema":{"type":"object",
                                                          "x-kubernetes-preserve-unknown-fields":true}}}]}})");
        create(
            {QStringLiteral("demo.example.com"), QStringLiteral("v1"), QStringLiteral("widgets")}, kinds,
            R"({"apiVersion":"demo.example.com/v1","kind":"Widget","metadata":{"name":"odd","labels":{"x":"z"}},
                   "spec":{"podIP":"10.0.0.1","someURLs":["a","b"],"HTTPServerURL":"z","apiURLGuid":"g",
                           "aBC":1,"with-dash":"x","withDigit2":"y","big":12345678901,"ratio":0.25,
                           "small":0.00001,"nothing":null,"empty":{},"emptyList":[],
                           "nested":[[1,2],{"k":"v"},null,1.5,true,{"inner":{"deep":1}}]}})");
        create({QStringLiteral("networking.k8s.io"), QStringLiteral("v1"), QStringLiteral("networkpolicies")},
               kinds,
               R"({"apiVersion":"networking.k8s.io/v1","kind":"NetworkPolicy","metadata":{"name":"mixed"},
                   "spec":{"podSelector":{"matchLabels":{"app":"web"}},"policyTypes":["Ingress","Egress"],
                           "ingress":[{"from":[{"podSelector":{"matchLabels":{"role":"fe"}},
                                                "namespaceSelector":{"matchExpressions":[
                                                  {"key":"team","operator":"In","values":["x","w"]}]}},
                                               {"ipBlock":{"cidr":"10.0.0.0/8","except":["10.1.0.0/16","10.2.0.0/16"]}},
                                               {"namespaceSelector":{}}],
                                       "ports":[{"port":80},{"port":"https","protocol":"TCP"},{"protocol":"UDP","port":53}]},
                                      {}],
                           "egress":[{"to":[{"podSelector":{}}],"ports":[{"port":5432,"endPort":5440}]}]}})");
        const kube::GroupVersionResource volumes{QString(), QStringLiteral("v1"),
                                                 QStringLiteral("persistentvolumes")};
        create(volumes, QString(),
               R"({"apiVersion":"v1","kind":"PersistentVolume","metadata":{"name":"kinds-csi"},
                   "spec":{"capacity":{"storage":"1536Mi"},"accessModes":["ReadWriteMany","ReadWriteOnce"],
                           "volumeAttributesClassName":"gold",
                           "csi":{"driver":"ebs.csi.aws.com","volumeHandle":"vol-1","fsType":"ext4",
                                  "volumeAttributes":{"b":"2","a":"1"}}}})");
        create(volumes, QString(),
               R"({"apiVersion":"v1","kind":"PersistentVolume","metadata":{"name":"kinds-local"},
                   "spec":{"capacity":{"storage":"100Gi"},"accessModes":["ReadWriteOnce"],
                           "local":{"path":"/mnt/disks/ssd1"},
                           "nodeAffinity":{"required":{"nodeSelectorTerms":[
                             {"matchExpressions":[{"key":"kubernetes.io/hostname","operator":"In","values":["node-00","node-01"]},
                                                  {"key":"disk","operator":"Exists"}]},
                             {"matchExpressions":[{"key":"zone","operator":"NotIn","values":["z"]}]}]}}}})");
        // A PKCS#10 request with every subject field kubectl prints and each kind of alternative name (made
        // with `openssl req -subj "/C=DE/O=kinds/O=ops/OU=dev/CN=jane/L=Berlin/serialNumber=42" -addext
        // ...`).
        QFile request(QStringLiteral(QKUBE_TEST_DATA_DIR "/describe/kinds-jane.csr"));
        QVERIFY(request.open(QIODevice::ReadOnly));
        create({QStringLiteral("certificates.k8s.io"), QStringLiteral("v1"),
                QStringLiteral("certificatesigningrequests")},
               QString(),
               QJsonDocument(
                   QJsonObject{
                       {QStringLiteral("apiVersion"), QStringLiteral("certificates.k8s.io/v1")},
                       {QStringLiteral("kind"), QStringLiteral("CertificateSigningRequest")},
                       {QStringLiteral("metadata"),
                        QJsonObject{{QStringLiteral("name"), QStringLiteral("kinds-jane")}}},
                       {QStringLiteral("spec"),
                        QJsonObject{
                            {QStringLiteral("request"), QString::fromLatin1(request.readAll().toBase64())},
                            {QStringLiteral("signerName"),
                             QStringLiteral("kubernetes.io/kube-apiserver-client")},
                            {QStringLiteral("expirationSeconds"), 86400},
                            {QStringLiteral("usages"), QJsonArray{QStringLiteral("client auth")}}}}})
                   .toJson(QJsonDocument::Compact)
                   .constData());
        create({QStringLiteral("storage.k8s.io"), QStringLiteral("v1"), QStringLiteral("csinodes")},
               QString(),
               R"({"apiVersion":"storage.k8s.io/v1","kind":"CSINode","metadata":{"name":"kinds-node"},
                   "spec":{"drivers":[]}})");
        createRecordedObjects(client);
    }

    // The NetworkPolicies, PersistentVolumes and ReplicationController recorded from a real apiserver
    // (tests/data/describe/README.md), created with their recorded status.
    void createRecordedObjects(kube::RestClient &client)
    {
        QFile file(QStringLiteral(QKUBE_TEST_DATA_DIR "/describe/live-kinds.list.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const auto send = [&client](const kube::Request &request) {
            QSignalSpy finished(client.send(request), &kube::RestCall::finished);
            QTRY_COMPARE(finished.size(), 1);
            const auto response = finished.first().first().value<kube::Response>();
            QVERIFY2(response.ok(), qPrintable(response.error.toString()));
        };
        send(kube::Request::post()
                 .resource({QString(), QStringLiteral("v1"), QStringLiteral("namespaces")})
                 .body(R"({"apiVersion":"v1","kind":"Namespace","metadata":{"name":"bench-live"}})",
                       "application/json"));
        const QHash<QString, kube::GroupVersionResource> resources{
            {QStringLiteral("NetworkPolicy"),
             {QStringLiteral("networking.k8s.io"), QStringLiteral("v1"), QStringLiteral("networkpolicies")}},
            {QStringLiteral("PersistentVolume"),
             {QString(), QStringLiteral("v1"), QStringLiteral("persistentvolumes")}},
            {QStringLiteral("ReplicationController"),
             {QString(), QStringLiteral("v1"), QStringLiteral("replicationcontrollers")}}};
        for (const QJsonValue &value :
             QJsonDocument::fromJson(file.readAll()).object().value(QLatin1String("items")).toArray()) {
            QJsonObject object = value.toObject();
            const kube::GroupVersionResource resource =
                resources.value(object.value(QLatin1String("kind")).toString());
            const QString ns = object.value(QLatin1String("metadata"))
                                   .toObject()
                                   .value(QLatin1String("namespace"))
                                   .toString();
            const QString name =
                object.value(QLatin1String("metadata")).toObject().value(QLatin1String("name")).toString();
            const QJsonObject status = object.take(QLatin1String("status")).toObject();
            send(kube::Request::post().resource(resource).namespaceName(ns).body(
                QJsonDocument(object).toJson(QJsonDocument::Compact), "application/json"));
            if (!status.isEmpty())
                send(kube::Request::patch(kube::PatchType::Merge)
                         .resource(resource)
                         .namespaceName(ns)
                         .name(name)
                         .subresource(QStringLiteral("status"))
                         .body(QJsonDocument(QJsonObject{{QStringLiteral("status"), status}})
                                   .toJson(QJsonDocument::Compact),
                               kube::patchContentType(kube::PatchType::Merge)));
        }
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
            {"Image pull secrets:  pull (not found)\n",
             "Mountable secrets:   creds\n                     gone (not found)\n"});
        row("a namespace with its quotas and limit ranges", "describe namespace kinds", 0,
            {"Status:       Active\n",
             "Resource Quotas\n  Name:    best-effort\n  Scopes:  BestEffort, NotTerminating\n",
             "  requests.cpu     500m       2\n  requests.memory  536870912  1Gi\n",
             " Container  cpu       -    -    100m"});
        row("a resource quota, what is used in its limit's format", "describe quota compute -n kinds", 0,
            {"Resource         Used   Hard\n--------         ----   ----\n",
             "requests.memory  512Mi  1Gi\n"});
        row("a resource quota's scopes", "describe resourcequota best-effort -n kinds", 0,
            {"Scopes:     BestEffort, NotTerminating\n * Matches all pods that do not have resource "
             "requirements"});
        row("a limit range", "describe limitrange defaults -n kinds", 0,
            {"Type        Resource  Min  Max  Default Request", "Pod         memory    -    2Gi  -"});
        row("a role's rules broken down and compacted", "describe role mixed -n kinds", 0,
            {"PolicyRule:\n  Resources               Non-Resource URLs  Resource Names  Verbs\n",
             "  pods                    []                 []              [get list watch delete]\n",
             "  deployments.apps/scale  []"});
        row("a cluster role with non-resource URLs", "describe clusterrole kinds-urls", 0,
            {"  *.*        []                 []              [*]\n",
             "             [/healthz]         []              [get]\n"});
        row("a role binding", "describe rolebinding mixed -n kinds", 0,
            {"Role:\n  Kind:  Role\n  Name:  mixed\n", "  ServiceAccount  robot  kinds\n"});
        row("a cluster role binding", "describe clusterrolebinding kinds-urls", 0,
            {"  Group  system:authenticated  \n"});
        row("a cron job and its job template", "describe cronjob nightly -n kinds", 0,
            {"Suspend:                       True\n", "Starting Deadline Seconds:     200s\n",
             "Selector:                      <unset>\n", "Active Jobs:         <none>\n"});
        row("a daemon set", "describe daemonset agent -n kinds", 0,
            {"Node-Selector:  kubernetes.io/os=linux\n", "Desired Number of Nodes Scheduled: 3\n",
             "Pods Status:  3 Running / 0 Waiting / 0 Succeeded / 0 Failed\n"});
        row("a replica set", "describe replicaset idle -n kinds", 0,
            {"Replicas:     0 current / 0 desired\n", "Pod Template:\n  Labels:  app=idle\n"});
        row("the seed's replica sets with their pods and events", "describe rs -l app=web", 0,
            {"Controlled By:  Deployment/web\n", " Running / "});
        row("a priority class", "describe priorityclass kinds-low", 0,
            {"Value:             -10\n", "PreemptionPolicy:  Never\n", "Annotations:       note=low\n"});
        row("an ingress class with parameters", "describe ingressclass kinds-external", 0,
            {"Controller:   example.com/ingress\n", "Parameters:\n  APIGroup:  k8s.example.com\n"});
        row("a storage class", "describe storageclass kinds-fast", 0,
            {"IsDefaultClass:        No\n", "MountOptions:\n  discard\n  noatime\n",
             "AllowedTopologies:  \n  Term 0:           topology.kubernetes.io/zone in [a, b]\n              "
             "      example.com/rack in [r1]\n"});
        row("pod disruption budgets", "describe pdb -n kinds", 0,
            {"Min available:  2\nSelector:       <none>\n",
             "Max unavailable:  25%\nSelector:         app in (api,web)\n",
             "Status:\n    Allowed disruptions:  0\n"});
        row("endpoints", "describe endpoints manual -n kinds", 0,
            {"  NotReadyAddresses:  10.1.0.3\n", "    <unset>  80    TCP\n",
             "  Addresses:          10.1.0.9\n"});
        row("endpoint slices", "describe endpointslices -n kinds", 0,
            {"  - Addresses:  10.1.0.1, 10.1.0.5\n    Conditions:\n      Ready:    false\n",
             "    TargetRef:  Pod/p1\n", "Ports: <unset>\nEndpoints: <none>\n"});
        row("a custom resource definition, generically", "describe crd widgets.demo.example.com", 0,
            {"Kind:         CustomResourceDefinition\n", "      openAPIV3Schema:\n"});
        row("a custom resource, generically", "describe widget odd -n kinds", 0,
            {"  HTTP Server URL:  z\n", "  API URL GUID:     g\n", "  Some UR Ls:\n    a\n",
             "    [1 2]\n    K:  v\n    <nil>\n", "  withDigit2:   y\n", "  With - Dash:  x\n",
             "  Small:     1e-05\n"});
        row("listed kinds without kind in their items, generically", "describe leases -n kube-system", 0,
            {"API Version:  coordination.k8s.io/v1\nKind:         Lease\n"});
        row("network policies recorded from a real apiserver", "describe netpol -n bench-live", 0,
            {"Name:         allow-api\n", "Policy Types: Ingress\n"});
        row("a network policy with every kind of peer and a port range", "describe netpol mixed -n kinds", 0,
            {"      NamespaceSelector: team in (w,x)\n      PodSelector: role=fe\n",
             "        Except: 10.1.0.0/16, 10.2.0.0/16\n", "    ----------\n",
             "    To Port Range: 5432-5440/TCP\n", "Created on:   "});
        row("persistent volumes recorded from a real apiserver", "describe pv live-pv-bound live-pv-free", 0,
            {"Claim:           bench-live/data-db-0\n", "    Type:      NFS"});
        row("persistent volumes with node affinity, a CSI and a local source",
            "describe pv kinds-csi kinds-local", 0,
            {"Access Modes:    RWO,RWX\n", "    VolumeAttributes:      a=1\n                           b=2\n",
             "LocalVolume (a persistent volume backed by local storage on a node)\n",
             "    Term 0:        kubernetes.io/hostname in [node-00, node-01]\n                   disk "
             "exists\n"});
        row("a replication controller recorded from a real apiserver", "describe rc legacy-rc -n bench-live",
            0, {"Selector:     app=legacy\n", "Pods Status:  "});
        row("a certificate signing request's subject and alternative names", "describe csr kinds-jane", 0,
            {"Requested Duration:  24h\n", "  Organization:         kinds\n                        ops\n",
             "         IP Addresses:     10.0.0.1\n                           fd00::1\n"});
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

    // kubectl 1.32 prints a config map's and a secret's data keys in Go's random map order, a different one
    // on each run; qkubectl sorts them. The text is the same but for the order of the keys' blocks.
    void dataKeysInMapOrder_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("blockStart"); // what starts a key's block
        QTest::newRow("config map") << QStringLiteral("configmap") << QStringLiteral("^[a-f]:\\n----\\n");
        QTest::newRow("secret") << QStringLiteral("secret") << QStringLiteral("^[a-f]:\\s");
    }

    void dataKeysInMapOrder()
    {
        QFETCH(QString, kind);
        QFETCH(QString, blockStart);
        kube::RestClient client(m_fixture->restConfig());
        const bool configMap = kind == QLatin1String("configmap");
        QJsonObject data;
        for (const char key : QByteArrayView("cafebd"))
            data.insert(QString(QLatin1Char(key)),
                        configMap ? QStringLiteral("value %1").arg(key)
                                  : QString::fromLatin1(QByteArray(key - 'a' + 1, 'x').toBase64()));
        const QJsonObject object{
            {QStringLiteral("apiVersion"), QStringLiteral("v1")},
            {QStringLiteral("kind"), configMap ? QStringLiteral("ConfigMap") : QStringLiteral("Secret")},
            {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), QStringLiteral("many-keys")}}},
            {QStringLiteral("data"), data}};
        kube::RestCall *call =
            kube::ResourceClient(&client,
                                 {QString(), QStringLiteral("v1"),
                                  configMap ? QStringLiteral("configmaps") : QStringLiteral("secrets")},
                                 QStringLiteral("kinds"))
                .create(QJsonDocument(object).toJson(QJsonDocument::Compact));
        QSignalSpy created(call, &kube::RestCall::finished);
        QTRY_COMPARE(created.size(), 1);
        QVERIFY(created.first().first().value<kube::Response>().ok());

        const QStringList args{QStringLiteral("describe"), kind, QStringLiteral("many-keys"),
                               QStringLiteral("-n"), QStringLiteral("kinds")};
        const ClientRun ours = runClient(m_qkubectl, withConfig(args));
        QCOMPARE(ours.exitCode, 0);
        // The text split before each key's block, the blocks sorted: the same for any order of the keys.
        const QRegularExpression start(blockStart, QRegularExpression::MultilineOption);
        const auto blocks = [&start](QString text) {
            // What follows the keys (a config map's BinaryData) is split off first.
            const qsizetype binary = text.indexOf(QLatin1String("\nBinaryData\n"));
            const QString rest = binary < 0 ? QString() : text.mid(binary);
            text.truncate(binary < 0 ? text.size() : binary);
            QStringList parts;
            qsizetype from = 0;
            for (auto it = start.globalMatch(text); it.hasNext();) {
                const qsizetype at = it.next().capturedStart();
                parts.append(text.mid(from, at - from));
                from = at;
            }
            parts.append(text.mid(from));
            const QString head = parts.takeFirst();
            parts.sort();
            return QStringList{head} + parts + QStringList{rest};
        };
        const QStringList ourBlocks = blocks(ours.out);
        QCOMPARE(ourBlocks.size(), 8); // head, six keys, the rest
        // qkubectl's keys are sorted already.
        QCOMPARE(ourBlocks.join(QString()), ours.out);
        if (m_kubectl.isEmpty())
            return;
        const ClientRun theirs = runClient(m_kubectl, withConfig(args));
        QCOMPARE(ourBlocks, blocks(theirs.out));
    }

    // kubectl describes every kind; qkubectl says which it cannot describe yet instead of printing something
    // else.
    void kindWithoutDescriberIsNamed()
    {
        const ClientRun run =
            runClient(m_qkubectl, withConfig({QStringLiteral("describe"), QStringLiteral("csinode"),
                                              QStringLiteral("kinds-node")}));
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(run.err.startsWith(QLatin1String(
                     "error: qkubectl describe has no describer for CSINode.storage.k8s.io yet")),
                 qPrintable(run.err));
        // Once for the kind, however many of its objects were asked for.
        const ClientRun all = runClient(
            m_qkubectl,
            withConfig({QStringLiteral("describe"), QStringLiteral("csinodes"), QStringLiteral("-A")}));
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
