// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// kubesim's controllers, kubelet and garbage collector through its HTTP API, as kubectl and qkube drive them:
// workloads get their ReplicaSets and running pods, scaling and rollouts follow, Jobs complete, Services get
// endpoints, deletes propagate. Real sockets on loopback (plain HTTP).
#include "simfixture.h"
#include "simhttp.h"

#include "rest/restclient.h"

#include <QDateTime>
#include <QFile>

using namespace kube;

namespace {
sim::KubeSimOptions emptyCluster()
{
    sim::KubeSimOptions options = SimFixture::defaultOptions();
    options.tls = false;
    options.scenario.pods = 0;
    options.scenario.nodes = 3;
    return options;
}

const sim::ResourceType &type(const char *group, const char *resource)
{
    return sim::ResourceType::builtin(QLatin1String(group), QLatin1String(resource));
}

QJsonObject deployment(const QString &name, int replicas)
{
    const QJsonObject labels{{QStringLiteral("app"), name}};
    return {{QStringLiteral("apiVersion"), QStringLiteral("apps/v1")}, {QStringLiteral("kind"), QStringLiteral("Deployment")},
            {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), name}}},
            {QStringLiteral("spec"), QJsonObject{{QStringLiteral("replicas"), replicas}, {QStringLiteral("selector"), QJsonObject{{QStringLiteral("matchLabels"), labels}}},
                                                 {QStringLiteral("template"), QJsonObject{{QStringLiteral("metadata"), QJsonObject{{QStringLiteral("labels"), labels}}},
                                                                                          {QStringLiteral("spec"), QJsonObject{{QStringLiteral("containers"), QJsonArray{QJsonObject{
                                                                                              {QStringLiteral("name"), QStringLiteral("nginx")}, {QStringLiteral("image"), QStringLiteral("nginx:1.27")},
                                                                                              {QStringLiteral("ports"), QJsonArray{QJsonObject{{QStringLiteral("containerPort"), 80}}}}}}}}}}}}}};
}

// The objects of a kind in a namespace, parsed.
QList<QJsonObject> objectsIn(SimFixture &fixture, const sim::ResourceType &t, const QString &ns)
{
    QList<QJsonObject> found;
    for (const sim::StoredObject &object : fixture.sim().store().objects(t))
        if (object.selectable->namespaceName == ns)
            found.append(object.object());
    return found;
}

QJsonObject field(const QJsonObject &object, const char *a)
{
    return object.value(QLatin1String(a)).toObject();
}

int runningReady(SimFixture &fixture, const QString &ns)
{
    int count = 0;
    for (const sim::StoredObject &pod : fixture.sim().store().objects(type("", "pods")))
        count += pod.selectable->namespaceName == ns && pod.selectable->ready && !pod.selectable->terminating;
    return count;
}
} // namespace

class tst_Controllers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void deploymentRunsReplicaSetAndPods()
    {
        SimFixture fixture(emptyCluster());
        SimHttp http(fixture.sim().url());
        QCOMPARE(http.post(QStringLiteral("/apis/apps/v1/namespaces/default/deployments"), deployment(QStringLiteral("web"), 3)).code, 201);
        QTRY_COMPARE_WITH_TIMEOUT(runningReady(fixture, QStringLiteral("default")), 3, 10000);
        const QJsonObject deploy = http.get(QStringLiteral("/apis/apps/v1/namespaces/default/deployments/web")).body;
        const QList<QJsonObject> replicaSets = objectsIn(fixture, type("apps", "replicasets"), QStringLiteral("default"));
        QCOMPARE(replicaSets.size(), 1);
        const QJsonObject rs = replicaSets.first();
        const QString hash = field(field(rs, "metadata"), "labels").value(QLatin1String("pod-template-hash")).toString();
        QCOMPARE(field(rs, "metadata").value(QLatin1String("name")).toString(), QStringLiteral("web-") + hash);
        const QJsonObject owner = field(rs, "metadata").value(QLatin1String("ownerReferences")).toArray().first().toObject();
        QCOMPARE(owner.value(QLatin1String("kind")).toString(), QStringLiteral("Deployment"));
        QCOMPARE(owner.value(QLatin1String("uid")), field(deploy, "metadata").value(QLatin1String("uid")));
        QVERIFY(owner.value(QLatin1String("controller")).toBool());
        for (const QJsonObject &pod : objectsIn(fixture, type("", "pods"), QStringLiteral("default"))) {
            QVERIFY(field(pod, "metadata").value(QLatin1String("name")).toString().startsWith(QStringLiteral("web-%1-").arg(hash)));
            QCOMPARE(field(field(pod, "metadata"), "labels").value(QLatin1String("pod-template-hash")).toString(), hash);
            QCOMPARE(field(pod, "metadata").value(QLatin1String("ownerReferences")).toArray().first().toObject().value(QLatin1String("uid")),
                     field(rs, "metadata").value(QLatin1String("uid")));
            QCOMPARE(field(pod, "status").value(QLatin1String("phase")).toString(), QStringLiteral("Running"));
            QVERIFY(field(pod, "status").value(QLatin1String("podIP")).toString().startsWith(QLatin1String("10.244.")));
            QVERIFY(field(pod, "spec").value(QLatin1String("nodeName")).toString().startsWith(QLatin1String("node-")));
        }
        QTRY_COMPARE_WITH_TIMEOUT(field(http.get(QStringLiteral("/apis/apps/v1/namespaces/default/deployments/web")).body, "status").value(QLatin1String("availableReplicas")).toInt(), 3, 5000);
        const QJsonObject status = field(http.get(QStringLiteral("/apis/apps/v1/namespaces/default/deployments/web")).body, "status");
        QCOMPARE(status.value(QLatin1String("readyReplicas")).toInt(), 3);
        QCOMPARE(status.value(QLatin1String("updatedReplicas")).toInt(), 3);
        QCOMPARE(status.value(QLatin1String("conditions")).toArray().first().toObject().value(QLatin1String("status")).toString(), QStringLiteral("True"));
    }

    void scaleSubresource_data()
    {
        QTest::addColumn<QByteArray>("method");
        QTest::addColumn<QByteArray>("contentType");
        QTest::addColumn<QJsonValue>("body");
        QTest::newRow("PUT a Scale") << QByteArray("PUT") << QByteArray("application/json")
                                     << QJsonValue(QJsonObject{{QStringLiteral("apiVersion"), QStringLiteral("autoscaling/v1")}, {QStringLiteral("kind"), QStringLiteral("Scale")},
                                                               {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), QStringLiteral("web")}}},
                                                               {QStringLiteral("spec"), QJsonObject{{QStringLiteral("replicas"), 5}}}});
        QTest::newRow("merge patch, as kubectl scale sends") << QByteArray("PATCH") << QByteArray("application/merge-patch+json")
                                                             << QJsonValue(QJsonObject{{QStringLiteral("spec"), QJsonObject{{QStringLiteral("replicas"), 5}}}});
        QTest::newRow("JSON patch") << QByteArray("PATCH") << QByteArray("application/json-patch+json")
                                    << QJsonValue(QJsonArray{QJsonObject{{QStringLiteral("op"), QStringLiteral("replace")}, {QStringLiteral("path"), QStringLiteral("/spec/replicas")}, {QStringLiteral("value"), 5}}});
    }

    void scaleSubresource()
    {
        QFETCH(QByteArray, method);
        QFETCH(QByteArray, contentType);
        QFETCH(QJsonValue, body);
        SimFixture fixture(emptyCluster());
        SimHttp http(fixture.sim().url());
        http.post(QStringLiteral("/apis/apps/v1/namespaces/default/deployments"), deployment(QStringLiteral("web"), 2));
        QTRY_COMPARE_WITH_TIMEOUT(runningReady(fixture, QStringLiteral("default")), 2, 10000);
        const SimHttp::Reply scaled = http.call(method, QStringLiteral("/apis/apps/v1/namespaces/default/deployments/web/scale"), body, contentType);
        QCOMPARE(scaled.code, 200);
        QCOMPARE(scaled.body.value(QLatin1String("kind")).toString(), QStringLiteral("Scale"));
        QCOMPARE(field(scaled.body, "spec").value(QLatin1String("replicas")).toInt(), 5);
        QTRY_COMPARE_WITH_TIMEOUT(runningReady(fixture, QStringLiteral("default")), 5, 10000);
        QTRY_COMPARE_WITH_TIMEOUT(field(http.get(QStringLiteral("/apis/apps/v1/namespaces/default/deployments/web/scale")).body, "status").value(QLatin1String("replicas")).toInt(), 5, 5000);
        QCOMPARE(field(http.get(QStringLiteral("/apis/apps/v1/namespaces/default/deployments/web/scale")).body, "status").value(QLatin1String("selector")).toString(), QStringLiteral("app=web"));
    }

    void templateChangeRollsOutANewReplicaSet()
    {
        SimFixture fixture(emptyCluster());
        SimHttp http(fixture.sim().url());
        http.post(QStringLiteral("/apis/apps/v1/namespaces/default/deployments"), deployment(QStringLiteral("web"), 2));
        QTRY_COMPARE_WITH_TIMEOUT(runningReady(fixture, QStringLiteral("default")), 2, 10000);
        // What `kubectl rollout restart` sends.
        const QJsonObject restart{{QStringLiteral("spec"), QJsonObject{{QStringLiteral("template"), QJsonObject{{QStringLiteral("metadata"), QJsonObject{{QStringLiteral("annotations"),
                                      QJsonObject{{QStringLiteral("kubectl.kubernetes.io/restartedAt"), QStringLiteral("2026-11-23T13:00:00Z")}}}}}}}}}};
        QCOMPARE(http.patch(QStringLiteral("/apis/apps/v1/namespaces/default/deployments/web"), restart, "application/strategic-merge-patch+json").code, 200);
        QTRY_VERIFY_WITH_TIMEOUT(objectsIn(fixture, type("apps", "replicasets"), QStringLiteral("default")).size() == 2, 5000);
        auto settled = [&] {
            int withPods = 0;
            for (const QJsonObject &rs : objectsIn(fixture, type("apps", "replicasets"), QStringLiteral("default")))
                withPods += field(rs, "spec").value(QLatin1String("replicas")).toInt() > 0;
            const QList<QJsonObject> pods = objectsIn(fixture, type("", "pods"), QStringLiteral("default"));
            return withPods == 1 && pods.size() == 2 && runningReady(fixture, QStringLiteral("default")) == 2;
        };
        QTRY_VERIFY_WITH_TIMEOUT(settled(), 15000);
        const QJsonObject deploy = http.get(QStringLiteral("/apis/apps/v1/namespaces/default/deployments/web")).body;
        QCOMPARE(field(field(deploy, "metadata"), "annotations").value(QLatin1String("deployment.kubernetes.io/revision")).toString(), QStringLiteral("2"));
        for (const QJsonObject &pod : objectsIn(fixture, type("", "pods"), QStringLiteral("default")))
            QCOMPARE(field(field(pod, "metadata"), "annotations").value(QLatin1String("kubectl.kubernetes.io/restartedAt")).toString(), QStringLiteral("2026-11-23T13:00:00Z"));
    }

    void deletedPodIsReplaced()
    {
        SimFixture fixture(emptyCluster());
        SimHttp http(fixture.sim().url());
        http.post(QStringLiteral("/apis/apps/v1/namespaces/default/deployments"), deployment(QStringLiteral("web"), 2));
        QTRY_COMPARE_WITH_TIMEOUT(runningReady(fixture, QStringLiteral("default")), 2, 10000);
        const QString victim = field(objectsIn(fixture, type("", "pods"), QStringLiteral("default")).first(), "metadata").value(QLatin1String("name")).toString();
        const SimHttp::Reply deleted = http.remove(QStringLiteral("/api/v1/namespaces/default/pods/") + victim);
        QCOMPARE(deleted.code, 200);
        QVERIFY(field(deleted.body, "metadata").contains(QLatin1String("deletionTimestamp"))); // Terminating first
        QTRY_VERIFY_WITH_TIMEOUT(!fixture.sim().store().find(type("", "pods"), QStringLiteral("default"), victim), 10000);
        QTRY_COMPARE_WITH_TIMEOUT(runningReady(fixture, QStringLiteral("default")), 2, 10000);
    }

    void jobRunsToCompletion()
    {
        SimFixture fixture(emptyCluster());
        SimHttp http(fixture.sim().url());
        const QJsonObject job{{QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), QStringLiteral("x")}}},
                              {QStringLiteral("spec"), QJsonObject{{QStringLiteral("template"), QJsonObject{{QStringLiteral("spec"), QJsonObject{
                                  {QStringLiteral("restartPolicy"), QStringLiteral("Never")},
                                  {QStringLiteral("containers"), QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("x")}, {QStringLiteral("image"), QStringLiteral("busybox")}}}}}}}}}}};
        const SimHttp::Reply created = http.post(QStringLiteral("/apis/batch/v1/namespaces/default/jobs"), job);
        QCOMPARE(created.code, 201);
        const QString uid = field(created.body, "metadata").value(QLatin1String("uid")).toString();
        auto complete = [&] {
            const QJsonObject status = field(http.get(QStringLiteral("/apis/batch/v1/namespaces/default/jobs/x")).body, "status");
            for (const QJsonValue &condition : status.value(QLatin1String("conditions")).toArray())
                if (condition.toObject().value(QLatin1String("type")) == QLatin1String("Complete") && condition.toObject().value(QLatin1String("status")) == QLatin1String("True"))
                    return status.value(QLatin1String("succeeded")).toInt() == 1 && status.contains(QLatin1String("completionTime")) && status.contains(QLatin1String("startTime"));
            return false;
        };
        QTRY_VERIFY_WITH_TIMEOUT(complete(), 10000);
        const QList<QJsonObject> pods = objectsIn(fixture, type("", "pods"), QStringLiteral("default"));
        QCOMPARE(pods.size(), 1);
        const QJsonObject labels = field(field(pods.first(), "metadata"), "labels");
        QCOMPARE(labels.value(QLatin1String("job-name")).toString(), QStringLiteral("x"));
        QCOMPARE(labels.value(QLatin1String("batch.kubernetes.io/controller-uid")).toString(), uid);
        QCOMPARE(field(pods.first(), "status").value(QLatin1String("phase")).toString(), QStringLiteral("Succeeded"));
    }

    void statefulSetCreatesOrderedPodsWithVolumes()
    {
        SimFixture fixture(emptyCluster());
        SimHttp http(fixture.sim().url());
        QJsonObject sts = deployment(QStringLiteral("db"), 3);
        QJsonObject spec = field(sts, "spec");
        spec.insert(QStringLiteral("serviceName"), QStringLiteral("db"));
        spec.insert(QStringLiteral("volumeClaimTemplates"), QJsonArray{QJsonObject{{QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), QStringLiteral("data")}}},
                                                                                  {QStringLiteral("spec"), QJsonObject{{QStringLiteral("accessModes"), QJsonArray{QStringLiteral("ReadWriteOnce")}},
                                                                                                                       {QStringLiteral("resources"), QJsonObject{{QStringLiteral("requests"), QJsonObject{{QStringLiteral("storage"), QStringLiteral("1Gi")}}}}}}}}});
        sts.insert(QStringLiteral("spec"), spec);
        QCOMPARE(http.post(QStringLiteral("/apis/apps/v1/namespaces/default/statefulsets"), sts).code, 201);
        QTRY_COMPARE_WITH_TIMEOUT(runningReady(fixture, QStringLiteral("default")), 3, 15000);
        quint64 previous = 0;
        for (const char *name : {"db-0", "db-1", "db-2"}) {
            const sim::StoredObject *pod = fixture.sim().store().find(type("", "pods"), QStringLiteral("default"), QLatin1String(name));
            QVERIFY2(pod, name);
            // In order: db-N+1 is created only once db-N runs, so its last change comes after db-N's.
            const quint64 created = pod->resourceVersion;
            QVERIFY(created > previous);
            previous = created;
            QVERIFY(fixture.sim().store().find(type("", "persistentvolumeclaims"), QStringLiteral("default"), QStringLiteral("data-") + QLatin1String(name)));
        }
        QTRY_COMPARE_WITH_TIMEOUT(field(http.get(QStringLiteral("/apis/apps/v1/namespaces/default/statefulsets/db")).body, "status").value(QLatin1String("readyReplicas")).toInt(), 3, 5000);
    }

    void daemonSetRunsOnEveryNode()
    {
        SimFixture fixture(emptyCluster());
        SimHttp http(fixture.sim().url());
        QCOMPARE(http.post(QStringLiteral("/apis/apps/v1/namespaces/kube-system/daemonsets"), deployment(QStringLiteral("agent"), 1)).code, 201);
        QTRY_COMPARE_WITH_TIMEOUT(runningReady(fixture, QStringLiteral("kube-system")), 3, 10000);
        QSet<QString> nodes;
        for (const QJsonObject &pod : objectsIn(fixture, type("", "pods"), QStringLiteral("kube-system")))
            nodes.insert(field(pod, "spec").value(QLatin1String("nodeName")).toString());
        QCOMPARE(nodes, (QSet<QString>{QStringLiteral("node-00"), QStringLiteral("node-01"), QStringLiteral("node-02")}));
        QTRY_COMPARE_WITH_TIMEOUT(field(http.get(QStringLiteral("/apis/apps/v1/namespaces/kube-system/daemonsets/agent")).body, "status").value(QLatin1String("numberReady")).toInt(), 3, 5000);
    }

    void serviceGetsEndpointsOfReadyPods()
    {
        SimFixture fixture(emptyCluster());
        SimHttp http(fixture.sim().url());
        http.post(QStringLiteral("/apis/apps/v1/namespaces/default/deployments"), deployment(QStringLiteral("web"), 2));
        const QJsonObject service{{QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), QStringLiteral("web")}}},
                                  {QStringLiteral("spec"), QJsonObject{{QStringLiteral("selector"), QJsonObject{{QStringLiteral("app"), QStringLiteral("web")}}},
                                                                       {QStringLiteral("ports"), QJsonArray{QJsonObject{{QStringLiteral("port"), 80}}}}}}};
        const SimHttp::Reply created = http.post(QStringLiteral("/api/v1/namespaces/default/services"), service);
        QCOMPARE(created.code, 201);
        QVERIFY(field(created.body, "spec").value(QLatin1String("clusterIP")).toString().startsWith(QLatin1String("10.96.")));
        QTRY_COMPARE_WITH_TIMEOUT(runningReady(fixture, QStringLiteral("default")), 2, 10000);
        auto addresses = [&] {
            QStringList ips;
            const QJsonObject endpoints = http.get(QStringLiteral("/api/v1/namespaces/default/endpoints/web")).body;
            for (const QJsonValue &address : endpoints.value(QLatin1String("subsets")).toArray().first().toObject().value(QLatin1String("addresses")).toArray())
                ips.append(address.toObject().value(QLatin1String("ip")).toString());
            ips.sort();
            return ips;
        };
        QStringList podIps;
        for (const QJsonObject &pod : objectsIn(fixture, type("", "pods"), QStringLiteral("default")))
            podIps.append(field(pod, "status").value(QLatin1String("podIP")).toString());
        podIps.sort();
        QTRY_COMPARE_WITH_TIMEOUT(addresses(), podIps, 5000);
        const QJsonObject slices = http.get(QStringLiteral("/apis/discovery.k8s.io/v1/namespaces/default/endpointslices?labelSelector=kubernetes.io%2Fservice-name%3Dweb")).body;
        QCOMPARE(slices.value(QLatin1String("items")).toArray().size(), 1);
        const QJsonObject slice = slices.value(QLatin1String("items")).toArray().first().toObject();
        QCOMPARE(slice.value(QLatin1String("endpoints")).toArray().size(), 2);
        QCOMPARE(field(slice, "metadata").value(QLatin1String("ownerReferences")).toArray().first().toObject().value(QLatin1String("uid")),
                 field(created.body, "metadata").value(QLatin1String("uid")));
    }

    void cronJobCreatesTheJobThatCameDue()
    {
        SimFixture fixture(emptyCluster());
        const QJsonObject jobTemplate{{QStringLiteral("spec"), QJsonObject{{QStringLiteral("template"), QJsonObject{{QStringLiteral("spec"), QJsonObject{
            {QStringLiteral("restartPolicy"), QStringLiteral("Never")}, {QStringLiteral("containers"), QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("r")}, {QStringLiteral("image"), QStringLiteral("busybox")}}}}}}}}}}};
        fixture.sim().store().create(type("batch", "cronjobs"),
                                     {{QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), QStringLiteral("report")}, {QStringLiteral("namespace"), QStringLiteral("default")},
                                                                               {QStringLiteral("creationTimestamp"), QDateTime::currentDateTimeUtc().addSecs(-180).toString(Qt::ISODate)}}},
                                      {QStringLiteral("spec"), QJsonObject{{QStringLiteral("schedule"), QStringLiteral("* * * * *")}, {QStringLiteral("jobTemplate"), jobTemplate}}}});
        QTRY_COMPARE_WITH_TIMEOUT(objectsIn(fixture, type("batch", "jobs"), QStringLiteral("default")).size(), 1, 5000);
        const QJsonObject job = objectsIn(fixture, type("batch", "jobs"), QStringLiteral("default")).first();
        QVERIFY(field(job, "metadata").value(QLatin1String("name")).toString().startsWith(QLatin1String("report-")));
        QCOMPARE(field(job, "metadata").value(QLatin1String("ownerReferences")).toArray().first().toObject().value(QLatin1String("kind")).toString(), QStringLiteral("CronJob"));
        QTRY_VERIFY_WITH_TIMEOUT(field(fixture.sim().store().find(type("batch", "cronjobs"), QStringLiteral("default"), QStringLiteral("report"))->object(), "status").contains(QLatin1String("lastScheduleTime")), 5000);
    }

    void deletePropagates_data()
    {
        QTest::addColumn<QString>("policy");
        QTest::newRow("Background: the deployment goes at once, its ReplicaSet and pods after") << QStringLiteral("Background");
        QTest::newRow("Foreground: the deployment waits, Terminating, for its dependents") << QStringLiteral("Foreground");
        QTest::newRow("Orphan: the ReplicaSet and pods stay, without the owner reference") << QStringLiteral("Orphan");
    }

    void deletePropagates()
    {
        QFETCH(QString, policy);
        SimFixture fixture(emptyCluster());
        SimHttp http(fixture.sim().url());
        http.post(QStringLiteral("/apis/apps/v1/namespaces/default/deployments"), deployment(QStringLiteral("web"), 2));
        QTRY_COMPARE_WITH_TIMEOUT(runningReady(fixture, QStringLiteral("default")), 2, 10000);
        const SimHttp::Reply deleted = http.remove(QStringLiteral("/apis/apps/v1/namespaces/default/deployments/web"),
                                                   {{QStringLiteral("kind"), QStringLiteral("DeleteOptions")}, {QStringLiteral("apiVersion"), QStringLiteral("v1")},
                                                    {QStringLiteral("propagationPolicy"), policy}});
        QCOMPARE(deleted.code, 200);
        const sim::StoredObject *left = fixture.sim().store().find(type("apps", "deployments"), QStringLiteral("default"), QStringLiteral("web"));
        if (policy == QLatin1String("Foreground")) {
            QVERIFY(left);
            const QJsonObject metadata = field(left->object(), "metadata");
            QVERIFY(metadata.contains(QLatin1String("deletionTimestamp")));
            QCOMPARE(metadata.value(QLatin1String("finalizers")).toArray(), QJsonArray{QStringLiteral("foregroundDeletion")});
            QVERIFY(!objectsIn(fixture, type("apps", "replicasets"), QStringLiteral("default")).isEmpty());
        } else {
            QVERIFY(!left);
        }
        if (policy == QLatin1String("Orphan")) {
            const QList<QJsonObject> replicaSets = objectsIn(fixture, type("apps", "replicasets"), QStringLiteral("default"));
            QCOMPARE(replicaSets.size(), 1);
            QVERIFY(!field(replicaSets.first(), "metadata").contains(QLatin1String("ownerReferences")));
            QCOMPARE(objectsIn(fixture, type("", "pods"), QStringLiteral("default")).size(), 2);
            return;
        }
        QTRY_VERIFY_WITH_TIMEOUT(objectsIn(fixture, type("", "pods"), QStringLiteral("default")).isEmpty(), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(objectsIn(fixture, type("apps", "replicasets"), QStringLiteral("default")).isEmpty(), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(!fixture.sim().store().find(type("apps", "deployments"), QStringLiteral("default"), QStringLiteral("web")), 10000);
    }

    void unknownPropagationPolicyIsInvalid()
    {
        SimFixture fixture(emptyCluster());
        SimHttp http(fixture.sim().url());
        http.post(QStringLiteral("/apis/apps/v1/namespaces/default/deployments"), deployment(QStringLiteral("web"), 1));
        const SimHttp::Reply reply = http.remove(QStringLiteral("/apis/apps/v1/namespaces/default/deployments/web?propagationPolicy=Sideways"));
        QCOMPARE(reply.code, 422);
        QCOMPARE(reply.message(), QStringLiteral("DeleteOptions.meta.k8s.io \"\" is invalid: propagationPolicy: Unsupported value: \"Sideways\": supported values: \"Foreground\", \"Background\", \"Orphan\""));
    }

    // DeleteOptions.preconditions, as the apiserver checks them: an object recreated under the same name (a new
    // uid) or changed since it was read is not deleted, and the 409 names both values.
    void deletePreconditions_data()
    {
        QTest::addColumn<bool>("sameUid");
        QTest::addColumn<bool>("sameResourceVersion");
        QTest::addColumn<int>("code");
        QTest::newRow("matching uid and resourceVersion delete") << true << true << 200;
        QTest::newRow("another uid is a conflict") << false << true << 409;
        QTest::newRow("a stale resourceVersion is a conflict") << true << false << 409;
    }
    void deletePreconditions()
    {
        QFETCH(bool, sameUid);
        QFETCH(bool, sameResourceVersion);
        QFETCH(int, code);
        SimFixture fixture(emptyCluster());
        SimHttp http(fixture.sim().url());
        const QString path = QStringLiteral("/api/v1/namespaces/default/configmaps/settings");
        const SimHttp::Reply created = http.post(QStringLiteral("/api/v1/namespaces/default/configmaps"),
                                                 {{QStringLiteral("apiVersion"), QStringLiteral("v1")}, {QStringLiteral("kind"), QStringLiteral("ConfigMap")},
                                                  {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), QStringLiteral("settings")}}}});
        QCOMPARE(created.code, 201);
        const QJsonObject meta = field(created.body, "metadata");
        const QString uid = sameUid ? meta.value(QLatin1String("uid")).toString() : QStringLiteral("00000000-0000-0000-0000-000000000001");
        const QString rv = sameResourceVersion ? meta.value(QLatin1String("resourceVersion")).toString() : QStringLiteral("1");
        const SimHttp::Reply deleted = http.remove(path, {{QStringLiteral("kind"), QStringLiteral("DeleteOptions")}, {QStringLiteral("apiVersion"), QStringLiteral("v1")},
                                                          {QStringLiteral("preconditions"), QJsonObject{{QStringLiteral("uid"), uid}, {QStringLiteral("resourceVersion"), rv}}}});
        QCOMPARE(deleted.code, code);
        QCOMPARE(http.get(path).code, code == 200 ? 404 : 200);
        if (code != 409)
            return;
        QCOMPARE(deleted.body.value(QLatin1String("reason")).toString(), QStringLiteral("Conflict"));
        const QString expected = !sameUid
            ? QStringLiteral("Operation cannot be fulfilled on configmaps \"settings\": Precondition failed: UID in precondition: %1, UID in object meta: %2")
                  .arg(uid, meta.value(QLatin1String("uid")).toString())
            : QStringLiteral("Operation cannot be fulfilled on configmaps \"settings\": Precondition failed: ResourceVersion in precondition: 1, ResourceVersion in object meta: %1")
                  .arg(meta.value(QLatin1String("resourceVersion")).toString());
        QCOMPARE(deleted.message(), expected);
    }

    // A write whose object carries a uid is for that object only (kubectl and qkube put it there to act by
    // identity): the scale subresource of a deployment recreated under the same name is not changed.
    void writesCarryingAnotherUidAreConflicts()
    {
        SimFixture fixture(emptyCluster());
        SimHttp http(fixture.sim().url());
        const QString path = QStringLiteral("/apis/apps/v1/namespaces/default/deployments/web");
        const SimHttp::Reply created = http.post(QStringLiteral("/apis/apps/v1/namespaces/default/deployments"), deployment(QStringLiteral("web"), 1));
        const QString uid = field(created.body, "metadata").value(QLatin1String("uid")).toString();
        const QJsonObject scaleTo3{{QStringLiteral("metadata"), QJsonObject{{QStringLiteral("uid"), uid}}}, {QStringLiteral("spec"), QJsonObject{{QStringLiteral("replicas"), 3}}}};
        QCOMPARE(http.patch(path + QStringLiteral("/scale"), scaleTo3, "application/merge-patch+json").code, 200);
        QCOMPARE(field(http.get(path).body, "spec").value(QLatin1String("replicas")).toInt(), 3);

        const QString otherUid = QStringLiteral("00000000-0000-0000-0000-000000000002");
        const QJsonObject scaleTo5{{QStringLiteral("metadata"), QJsonObject{{QStringLiteral("uid"), otherUid}}}, {QStringLiteral("spec"), QJsonObject{{QStringLiteral("replicas"), 5}}}};
        const SimHttp::Reply conflict = http.patch(path + QStringLiteral("/scale"), scaleTo5, "application/merge-patch+json");
        QCOMPARE(conflict.code, 409);
        QCOMPARE(conflict.message(), QStringLiteral("Operation cannot be fulfilled on deployments.apps \"web\": Precondition failed: UID in precondition: %1, UID in object meta: %2").arg(otherUid, uid));
        QCOMPARE(field(http.get(path).body, "spec").value(QLatin1String("replicas")).toInt(), 3);
    }

    void namespaceDeletionEmptiesItFirst()
    {
        SimFixture fixture(emptyCluster());
        SimHttp http(fixture.sim().url());
        QCOMPARE(http.post(QStringLiteral("/api/v1/namespaces"), {{QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), QStringLiteral("demo")}}}}).code, 201);
        http.post(QStringLiteral("/apis/apps/v1/namespaces/demo/deployments"), deployment(QStringLiteral("web"), 2));
        http.post(QStringLiteral("/api/v1/namespaces/demo/configmaps"), {{QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), QStringLiteral("settings")}}}});
        QTRY_COMPARE_WITH_TIMEOUT(runningReady(fixture, QStringLiteral("demo")), 2, 10000);
        const SimHttp::Reply deleted = http.remove(QStringLiteral("/api/v1/namespaces/demo"));
        QCOMPARE(deleted.code, 200);
        QCOMPARE(field(deleted.body, "status").value(QLatin1String("phase")).toString(), QStringLiteral("Terminating"));
        const SimHttp::Reply refused = http.post(QStringLiteral("/api/v1/namespaces/demo/configmaps"), {{QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), QStringLiteral("late")}}}});
        QCOMPARE(refused.code, 403);
        QCOMPARE(refused.message(), QStringLiteral("configmaps \"late\" is forbidden: unable to create new content in namespace demo because it is being terminated"));
        QTRY_VERIFY_WITH_TIMEOUT(!fixture.sim().store().find(type("", "namespaces"), {}, QStringLiteral("demo")), 10000);
        for (const sim::ResourceType &t : sim::ResourceType::all())
            QVERIFY2(objectsIn(fixture, t, QStringLiteral("demo")).isEmpty(), qPrintable(t.resource));
    }

    // kubectl's typed create sends protobuf and never falls back to JSON: the recorded body of
    // `kubectl create deployment web --image=nginx:1.25 --replicas=3 --port=80` creates the Deployment, and its
    // controllers run it; a body that is not protobuf is a 400.
    void kubectlsProtobufCreateIsDecoded()
    {
        SimFixture fixture(emptyCluster());
        SimHttp http(fixture.sim().url());
        QCOMPARE(http.post(QStringLiteral("/api/v1/namespaces"), {{QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), QStringLiteral("demo")}}}}).code, 201);
        QFile recorded(QStringLiteral(QKUBE_TEST_DATA_DIR "/protobuf/kubectl-create/deployment.pb"));
        QVERIFY(recorded.open(QIODevice::ReadOnly));
        RestClient client(fixture.restConfig());
        const auto post = [&](const QByteArray &body) {
            Response answer;
            bool done = false;
            client.send(Request::post().resource({QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("deployments")}).namespaceName(QStringLiteral("demo"))
                            .body(body, "application/vnd.kubernetes.protobuf"),
                        &client, [&](const Response &response) { answer = response; done = true; });
            if (!QTest::qWaitFor([&] { return done; }, 10000))
                answer.error = Error(Error::Kind::Timeout, QStringLiteral("no answer"));
            return answer;
        };
        const Response created = post(recorded.readAll());
        QVERIFY2(created.ok(), qPrintable(created.error.toString()));
        QCOMPARE(created.httpStatus, 201);
        QTRY_COMPARE_WITH_TIMEOUT(objectsIn(fixture, type("", "pods"), QStringLiteral("demo")).size(), 3, 15000);

        const Response garbage = post("{\"kind\":\"Namespace\"}");
        QCOMPARE(garbage.httpStatus, 400);
        QCOMPARE(garbage.error.reason(), Error::Reason::BadRequest);
    }
};

QTEST_GUILESS_MAIN(tst_Controllers)
#include "tst_controllers.moc"
