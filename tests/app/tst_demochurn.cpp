// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// `qkube --demo`'s cluster life over many steps: it keeps looking like a healthy cluster with exactly three
// problems (one pod crash-looping with rising restarts, one unschedulable, one evicted), it changes only what
// it owns (one rolled and one scaled Deployment, its Jobs), and a StatefulSet's or a DaemonSet's pods, like
// every other pod, are never touched.
#include "demochurn.h"
#include "democluster.h"

#include "sim/controllers/controller.h"
#include "sim/objectmeta.h"

#include <QJsonArray>
#include <QSet>
#include <QTest>

using namespace kube::sim;

namespace {
// A pod a person looking at the demo would call failing: ended badly, a container waiting on an error, or no
// node for it. (Pods being created or ending on their way are not.)
bool isFailing(const QJsonObject &pod)
{
    const QJsonObject status = ObjectMeta::child(pod, "status");
    if (status.value(QLatin1String("phase")) == QLatin1String("Failed"))
        return true;
    for (const QJsonValue &container : status.value(QLatin1String("containerStatuses")).toArray()) {
        const QString waiting = container.toObject()
                                    .value(QLatin1String("state"))
                                    .toObject()
                                    .value(QLatin1String("waiting"))
                                    .toObject()
                                    .value(QLatin1String("reason"))
                                    .toString();
        if (!waiting.isEmpty() && waiting != QLatin1String("ContainerCreating") &&
            waiting != QLatin1String("PodInitializing"))
            return true;
    }
    for (const QJsonValue &condition : status.value(QLatin1String("conditions")).toArray())
        if (condition.toObject().value(QLatin1String("type")) == QLatin1String("PodScheduled") &&
            condition.toObject().value(QLatin1String("status")) == QLatin1String("False"))
            return true;
    return false;
}

QString keyOf(const QJsonObject &object)
{
    return ObjectStore::keyOf(ObjectMeta::namespaceOf(object), ObjectMeta::name(object));
}

QString ownerKind(const QJsonObject &pod)
{
    return ObjectMeta::metadata(pod)
        .value(QLatin1String("ownerReferences"))
        .toArray()
        .first()
        .toObject()
        .value(QLatin1String("kind"))
        .toString();
}

int restartsOf(const QJsonObject &pod)
{
    return ObjectMeta::child(pod, "status")
        .value(QLatin1String("containerStatuses"))
        .toArray()
        .first()
        .toObject()
        .value(QLatin1String("restartCount"))
        .toInt();
}

int countOfEvent(ObjectStore &store, const QString &podKey, const QString &reason)
{
    int count = 0;
    for (const StoredObject &stored : store.objects(ResourceType::builtin({}, QStringLiteral("events")))) {
        const QJsonObject event = stored.object();
        if (event.value(QLatin1String("reason")) == reason &&
            ObjectStore::keyOf(
                ObjectMeta::namespaceOf(event),
                ObjectMeta::child(event, "involvedObject").value(QLatin1String("name")).toString()) == podKey)
            count = std::max(count, event.value(QLatin1String("count")).toInt());
    }
    return count;
}

QSet<QString> failingPods(ObjectStore &store)
{
    QSet<QString> failing;
    for (const StoredObject &stored : store.objects(types::pods()))
        if (isFailing(stored.object()))
            failing.insert(keyOf(stored.object()));
    return failing;
}
} // namespace

class tst_DemoChurn : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void seededDemoHasExactlyItsThreeProblems()
    {
        KubeSim sim(DemoCluster::simOptions(DemoCluster::Profile{}));
        DemoChurn churn(&sim);
        const DemoChurn::Designated &designated = churn.designated();
        QCOMPARE(failingPods(sim.store()),
                 (QSet<QString>{designated.crashLoopingPod, designated.pendingPod, designated.evictedPod}));
        QVERIFY(!designated.rolledDeployment.isEmpty());
        QVERIFY(!designated.scaledDeployment.isEmpty());
        QVERIFY(designated.rolledDeployment != designated.scaledDeployment);
    }

    void manyStepsKeepAHealthyClusterWithItsThreeProblems()
    {
        KubeSim sim(DemoCluster::simOptions(DemoCluster::Profile{}));
        ObjectStore &store = sim.store();
        DemoChurn churn(&sim);
        const DemoChurn::Designated designated = churn.designated();
        const QSet<QString> problems{designated.crashLoopingPod, designated.pendingPod,
                                     designated.evictedPod};
        const auto pod = [&](const QString &key) {
            const StoredObject *stored = store.find(types::pods(), key.section(QLatin1Char('/'), 0, 0),
                                                    key.section(QLatin1Char('/'), 1));
            return stored ? stored->object() : QJsonObject();
        };
        const int restartsBefore = restartsOf(pod(designated.crashLoopingPod));
        QHash<QString, QString> untouchedUids; // pods the churn does not drive, by key
        for (const StoredObject &stored : store.objects(types::pods()))
            if (!churn.drives(stored))
                untouchedUids.insert(keyOf(stored.object()), ObjectMeta::uid(stored.object()));
        QVERIFY(untouchedUids.size() > 100);

        // Given the churn stepping fast (its controllers and kubelets work between the steps), when it has
        // made many changes ...
        constexpr int steps = 120;
        churn.start(5);
        QTRY_VERIFY_WITH_TIMEOUT(churn.steps() >= steps, 60'000);
        churn.stop();

        // ... then exactly the three designated pods are in trouble, in no more namespaces than they are in,
        const QSet<QString> failing = failingPods(store);
        QCOMPARE(failing, problems);
        QSet<QString> troubledNamespaces;
        for (const QString &key : failing)
            troubledNamespaces.insert(key.section(QLatin1Char('/'), 0, 0));
        QVERIFY2(troubledNamespaces.size() <= 3,
                 qPrintable(QStringList(troubledNamespaces.values()).join(QLatin1Char(' '))));
        // each in its own way,
        const QJsonObject crashing = pod(designated.crashLoopingPod);
        QCOMPARE(ObjectMeta::child(crashing, "status").value(QLatin1String("phase")).toString(),
                 QStringLiteral("Running"));
        const int restarts = int((churn.steps() + 2) / 3); // two steps of six restart it
        QCOMPARE(restartsOf(crashing), restartsBefore + restarts);
        QVERIFY(countOfEvent(store, designated.crashLoopingPod, QStringLiteral("BackOff")) >= restarts);
        const QJsonObject pending = pod(designated.pendingPod);
        QCOMPARE(ObjectMeta::child(pending, "status").value(QLatin1String("phase")).toString(),
                 QStringLiteral("Pending"));
        QVERIFY(countOfEvent(store, designated.pendingPod, QStringLiteral("FailedScheduling")) >= steps / 6);
        const QJsonObject evicted = pod(designated.evictedPod);
        QCOMPARE(ObjectMeta::child(evicted, "status").value(QLatin1String("phase")).toString(),
                 QStringLiteral("Failed"));
        QCOMPARE(ObjectMeta::child(evicted, "status").value(QLatin1String("reason")).toString(),
                 QStringLiteral("Evicted"));
        // every pod it does not drive is the one it was (StatefulSets', DaemonSets', the other Deployments'),
        for (auto it = untouchedUids.constBegin(); it != untouchedUids.constEnd(); ++it)
            QVERIFY2(ObjectMeta::uid(pod(it.key())) == it.value(), qPrintable(it.key()));
        // and the StatefulSet's and the DaemonSet's pods all run.
        int workloadPods = 0;
        for (const StoredObject &stored : store.objects(types::pods())) {
            const QJsonObject object = stored.object();
            if (ownerKind(object) != QLatin1String("StatefulSet") &&
                ownerKind(object) != QLatin1String("DaemonSet"))
                continue;
            ++workloadPods;
            QVERIFY2(ObjectMeta::child(object, "status").value(QLatin1String("phase")) ==
                         QLatin1String("Running"),
                     qPrintable(keyOf(object)));
        }
        QCOMPARE(workloadPods, 3 + 4); // db-0..2, kube-proxy on each of the four nodes
    }

    void itsOwnObjectsLiveAsAClusterDoes()
    {
        KubeSim sim(DemoCluster::simOptions(DemoCluster::Profile{}));
        ObjectStore &store = sim.store();
        DemoChurn churn(&sim);
        const DemoChurn::Designated designated = churn.designated();
        const auto deployment = [&](const QString &key) {
            return store
                .find(types::deployments(), key.section(QLatin1Char('/'), 0, 0),
                      key.section(QLatin1Char('/'), 1))
                ->object();
        };
        const QString revisionBefore = ObjectMeta::metadata(deployment(designated.rolledDeployment))
                                           .value(QLatin1String("annotations"))
                                           .toObject()
                                           .value(QLatin1String("deployment.kubernetes.io/revision"))
                                           .toString();
        const int replicasBefore = ObjectMeta::child(deployment(designated.scaledDeployment), "spec")
                                       .value(QLatin1String("replicas"))
                                       .toInt();

        for (int i = 0; i < 6; ++i) // one round: each kind of change once
            churn.step();

        // A rollout: the Deployment moves to a new revision and its pods run again.
        QTRY_VERIFY_WITH_TIMEOUT(ObjectMeta::metadata(deployment(designated.rolledDeployment))
                                         .value(QLatin1String("annotations"))
                                         .toObject()
                                         .value(QLatin1String("deployment.kubernetes.io/revision"))
                                         .toString() != revisionBefore,
                                 10'000);
        QTRY_VERIFY_WITH_TIMEOUT(ObjectMeta::child(deployment(designated.rolledDeployment), "status")
                                         .value(QLatin1String("updatedReplicas"))
                                         .toInt() ==
                                     ObjectMeta::child(deployment(designated.rolledDeployment), "spec")
                                         .value(QLatin1String("replicas"))
                                         .toInt(),
                                 10'000);
        // A scale up, served.
        const QJsonObject scaled = deployment(designated.scaledDeployment);
        QCOMPARE(ObjectMeta::child(scaled, "spec").value(QLatin1String("replicas")).toInt(),
                 replicasBefore + 2);
        QTRY_COMPARE_WITH_TIMEOUT(ObjectMeta::child(deployment(designated.scaledDeployment), "status")
                                      .value(QLatin1String("readyReplicas"))
                                      .toInt(),
                                  replicasBefore + 2, 10'000);
        // A Job that completes.
        const ResourceType &jobs = types::jobs();
        const auto completedJobs = [&] {
            int completed = 0;
            for (const StoredObject &stored : store.objects(jobs)) {
                const QJsonObject job = stored.object();
                if (ObjectMeta::namespaceOf(job) == designated.jobNamespace &&
                    ObjectMeta::name(job).startsWith(QLatin1String("export-orders-")) &&
                    ObjectMeta::child(job, "status").value(QLatin1String("succeeded")).toInt() == 1)
                    ++completed;
            }
            return completed;
        };
        QTRY_COMPARE_WITH_TIMEOUT(completedJobs(), 1, 10'000);
    }
};

QTEST_GUILESS_MAIN(tst_DemoChurn)
#include "tst_demochurn.moc"
