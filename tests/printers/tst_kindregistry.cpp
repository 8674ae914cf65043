// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The kind registry: every built-in kind is one definition (columns, health, navigator category, details
// digest), and a kind's health is worked out from the object by the kind's own rules (k9s's `Healthy`),
// never from a cell's text.
#include "printers/builtinkinds.h"
#include "printers/kind.h"
#include "session/objectdetails.h"

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace kube;

Q_DECLARE_METATYPE(kube::Health)

namespace {

QByteArray object(const char *kind, const QByteArray &body, const QByteArray &metadataExtra = {})
{
    return "{\"kind\":\"" + QByteArray(kind) + "\",\"metadata\":{\"name\":\"x\",\"namespace\":\"n\"" +
           metadataExtra + "}" + (body.isEmpty() ? QByteArray() : "," + body) + "}";
}

QByteArray pod(const QByteArray &status, const QByteArray &metadataExtra = {})
{
    return object("Pod", R"j("spec":{"containers":[{"name":"app"},{"name":"side"}]},"status":)j" + status,
                  metadataExtra);
}

} // namespace

class tst_KindRegistry : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // Every built-in kind is one definition: a printer with one NAME column, health rules that judge an
    // object of the kind, and a place in the navigator (a heading with its plural, or Other).
    void everyKindIsOneDefinition()
    {
        QVERIFY(Kinds::all().size() >= 40);
        QSet<QString> seen;
        for (const Kind &kind : Kinds::all()) {
            const QString id = kind.resource + QLatin1Char('.') + kind.group;
            QVERIFY2(!seen.contains(id), qPrintable(id));
            seen.insert(id);
            QVERIFY2(kind.printer, qPrintable(id));
            QCOMPARE(Printers::forResource(kind.group, kind.resource), kind.printer);
            QCOMPARE(Kinds::find(kind.group, kind.resource), &kind);
            const QList<PrintColumn> columns = kind.printer->columns();
            // One NAME column (others may be name-formatted too, as a VolumeAttachment's Attacher is).
            QVERIFY2(std::count_if(columns.begin(), columns.end(),
                                   [](const PrintColumn &column) {
                                       return column.name == QLatin1String("Name") &&
                                              column.format == QLatin1String("name");
                                   }) == 1,
                     qPrintable(id));
            QVERIFY2(std::count_if(columns.begin(), columns.end(),
                                   [](const PrintColumn &column) { return column.status; }) <= 1,
                     qPrintable(id));
            QVERIFY2((kind.category == KindCategory::Other) == (kind.label == nullptr), qPrintable(id));
            const auto empty = Object::fromJson(object("Thing", {}));
            QVERIFY(empty.ok());
            const PrintRow row = kind.printer->row(empty.value());
            QCOMPARE(row.cells.size(), kind.printer->columns().size());
        }
        QCOMPARE(Kinds::find(QStringLiteral("example.com"), QStringLiteral("widgets")), nullptr);
    }

    // The navigator lists a heading's kinds in the order their definitions register them.
    void kindsAreListedInTheirDefinitionsOrder()
    {
        QStringList workloads, access;
        for (const Kind &kind : Kinds::all()) {
            if (kind.category == KindCategory::Workloads)
                workloads.append(QString::fromLatin1(kind.label));
            if (kind.category == KindCategory::Access)
                access.append(QString::fromLatin1(kind.label));
        }
        QCOMPARE(workloads, (QStringList{"Pods", "Deployments", "ReplicaSets", "StatefulSets", "DaemonSets",
                                         "Jobs", "CronJobs"}));
        QCOMPARE(access, (QStringList{"ServiceAccounts", "Roles", "RoleBindings", "ClusterRoles",
                                      "ClusterRoleBindings"}));
    }

    // What a kind offers beyond what discovery says (verbs, subresources) is in its definition.
    void actionsOnlyAKindHasAreInItsDefinition_data()
    {
        QTest::addColumn<QString>("group");
        QTest::addColumn<QString>("resource");
        QTest::addColumn<int>("actions");
        const int logs = int(KindAction::LogsAndExec);
        QTest::newRow("deployments restart") << "apps"
                                             << "deployments" << (int(KindAction::RolloutRestart) | logs);
        QTest::newRow("statefulsets restart") << "apps"
                                              << "statefulsets" << (int(KindAction::RolloutRestart) | logs);
        QTest::newRow("daemonsets restart") << "apps"
                                            << "daemonsets" << (int(KindAction::RolloutRestart) | logs);
        QTest::newRow("replicasets do not restart") << "apps"
                                                    << "replicasets" << logs;
        QTest::newRow("jobs: logs and exec") << "batch"
                                             << "jobs" << logs;
        QTest::newRow("services: logs and exec of the pods they select") << ""
                                                                         << "services" << logs;
        QTest::newRow("cronjobs make jobs") << "batch"
                                            << "cronjobs" << int(KindAction::CreateJob);
        QTest::newRow("nodes drain, and have usage")
            << ""
            << "nodes" << int((KindAction::Drain | KindAction::Usage).toInt());
        QTest::newRow("pods: a grace period, usage, logs and exec")
            << ""
            << "pods"
            << int((KindAction::GracefulDelete | KindAction::Usage | KindAction::LogsAndExec).toInt());
        QTest::newRow("config maps have none") << ""
                                               << "configmaps" << 0;
    }

    void actionsOnlyAKindHasAreInItsDefinition()
    {
        QFETCH(QString, group);
        QFETCH(QString, resource);
        QFETCH(int, actions);
        const Kind *kind = Kinds::find(group, resource);
        QVERIFY(kind);
        QCOMPARE(int(kind->actions.toInt()), actions);
    }

    // One row per rule of a kind's health, ported from k9s's renderers (pod.go, dp.go, sts.go, ds.go, rs.go,
    // job.go, node.go, ns.go, pvc.go, pv.go, svc.go, pdb.go), widened to qkube's five states.
    void healthIsWorkedOutFromTheObject_data()
    {
        QTest::addColumn<QString>("group");
        QTest::addColumn<QString>("resource");
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<Health>("health");
        const auto row = [](const char *name, const char *group, const char *resource, const QByteArray &json,
                            Health health) {
            QTest::newRow(name) << QString::fromLatin1(group) << QString::fromLatin1(resource) << json
                                << health;
        };
        const QByteArray running = R"j({"name":"app","ready":true,"restartCount":0,"state":{"running":{}}})j";
        const QByteArray starting =
            R"j({"name":"side","ready":false,"restartCount":0,"state":{"running":{}}})j";

        row("a pod with every container ready is healthy", "", "pods",
            pod(R"j({"phase":"Running","containerStatuses":[)j" + running + "," +
                QByteArray(running).replace("\"app\"", "\"side\"") + "]}"),
            Health::Healthy);
        row("a running pod with a container not ready is a warning", "", "pods",
            pod(R"j({"phase":"Running","containerStatuses":[)j" + running + "," + starting + "]}"),
            Health::Warning);
        row("a pending pod is a warning", "", "pods", pod(R"j({"phase":"Pending"})j"), Health::Warning);
        row("a pod creating its containers is a warning", "", "pods",
            pod(R"j({"phase":"Pending","containerStatuses":[{"name":"app","ready":false,"restartCount":0,"state":{"waiting":{"reason":"ContainerCreating"}}}]})j"),
            Health::Warning);
        row("a pod in CrashLoopBackOff is failing", "", "pods",
            pod(R"j({"phase":"Running","containerStatuses":[{"name":"app","ready":false,"restartCount":5,"state":{"waiting":{"reason":"CrashLoopBackOff"}}}]})j"),
            Health::Failing);
        row("a pod that cannot pull its image is failing", "", "pods",
            pod(R"j({"phase":"Pending","containerStatuses":[{"name":"app","ready":false,"restartCount":0,"state":{"waiting":{"reason":"ErrImagePull"}}}]})j"),
            Health::Failing);
        row("a pod whose init container failed is failing", "", "pods",
            object(
                "Pod",
                R"j("spec":{"initContainers":[{"name":"init"}],"containers":[{"name":"app"}]},"status":{"phase":"Pending","initContainerStatuses":[{"name":"init","restartCount":1,"state":{"terminated":{"exitCode":1,"reason":"Error"}}}]})j"),
            Health::Failing);
        row("a pod killed for memory is failing", "", "pods",
            pod(R"j({"phase":"Running","containerStatuses":[{"name":"app","ready":false,"restartCount":2,"state":{"terminated":{"exitCode":137,"reason":"OOMKilled"}}}]})j"),
            Health::Failing);
        row("an evicted pod is failing", "", "pods", pod(R"j({"phase":"Failed","reason":"Evicted"})j"),
            Health::Failing);
        row("a succeeded pod is completed", "", "pods",
            pod(R"j({"phase":"Succeeded","containerStatuses":[{"name":"app","ready":false,"restartCount":0,"state":{"terminated":{"exitCode":0,"reason":"Completed"}}}]})j"),
            Health::Completed);
        row("a terminating pod is a warning", "", "pods",
            pod(R"j({"phase":"Running","containerStatuses":[)j" + running + "]}",
                R"j(,"deletionTimestamp":"2026-01-01T00:00:30Z")j"),
            Health::Warning);

        row("a deployment with every replica ready is healthy", "apps", "deployments",
            object("Deployment", R"j("spec":{"replicas":3},"status":{"readyReplicas":3})j"), Health::Healthy);
        row("a deployment short of ready replicas is a warning", "apps", "deployments",
            object("Deployment", R"j("spec":{"replicas":3},"status":{"readyReplicas":1})j"), Health::Warning);
        row("a deployment scaled to zero is healthy", "apps", "deployments",
            object("Deployment", R"j("spec":{"replicas":0},"status":{})j"), Health::Healthy);
        row("a deployment without spec.replicas wants one", "apps", "deployments",
            object("Deployment", R"j("spec":{},"status":{})j"), Health::Warning);
        row("a deployment past its progress deadline is failing", "apps", "deployments",
            object(
                "Deployment",
                R"j("spec":{"replicas":2},"status":{"readyReplicas":1,"conditions":[{"type":"Progressing","status":"False","reason":"ProgressDeadlineExceeded"}]})j"),
            Health::Failing);
        row("a statefulset short of ready replicas is a warning", "apps", "statefulsets",
            object("StatefulSet", R"j("spec":{"replicas":3},"status":{"readyReplicas":2})j"),
            Health::Warning);
        row("a statefulset with every replica ready is healthy", "apps", "statefulsets",
            object("StatefulSet", R"j("spec":{"replicas":3},"status":{"readyReplicas":3})j"),
            Health::Healthy);
        row("a replicaset that cannot make pods is failing", "apps", "replicasets",
            object(
                "ReplicaSet",
                R"j("spec":{"replicas":2},"status":{"conditions":[{"type":"ReplicaFailure","status":"True"}]})j"),
            Health::Failing);
        row("a daemonset ready on every node is healthy", "apps", "daemonsets",
            object("DaemonSet", R"j("status":{"desiredNumberScheduled":4,"numberReady":4})j"),
            Health::Healthy);
        row("a daemonset not ready on every node is a warning", "apps", "daemonsets",
            object("DaemonSet", R"j("status":{"desiredNumberScheduled":4,"numberReady":3})j"),
            Health::Warning);

        row("a running job is healthy", "batch", "jobs", object("Job", R"j("status":{"active":1})j"),
            Health::Healthy);
        row("a complete job is completed", "batch", "jobs",
            object("Job", R"j("status":{"conditions":[{"type":"Complete","status":"True"}]})j"),
            Health::Completed);
        row("a failed job is failing", "batch", "jobs",
            object(
                "Job",
                R"j("status":{"conditions":[{"type":"Failed","status":"True","reason":"BackoffLimitExceeded"}]})j"),
            Health::Failing);
        row("a suspended job is a warning", "batch", "jobs",
            object("Job", R"j("status":{"conditions":[{"type":"Suspended","status":"True"}]})j"),
            Health::Warning);
        row("a suspended cronjob is a warning", "batch", "cronjobs",
            object("CronJob", R"j("spec":{"suspend":true})j"), Health::Warning);

        row("a ready node is healthy", "", "nodes",
            object("Node", R"j("status":{"conditions":[{"type":"Ready","status":"True"}]})j"),
            Health::Healthy);
        row("a node not ready is failing", "", "nodes",
            object("Node", R"j("status":{"conditions":[{"type":"Ready","status":"False"}]})j"),
            Health::Failing);
        row("a node the kubelet never reported on is failing", "", "nodes",
            object("Node", R"j("status":{})j"), Health::Failing);
        row("a cordoned ready node is a warning", "", "nodes",
            object(
                "Node",
                R"j("spec":{"unschedulable":true},"status":{"conditions":[{"type":"Ready","status":"True"}]})j"),
            Health::Warning);
        row("an active namespace is healthy", "", "namespaces",
            object("Namespace", R"j("status":{"phase":"Active"})j"), Health::Healthy);
        row("a terminating namespace is a warning", "", "namespaces",
            object("Namespace", R"j("status":{"phase":"Terminating"})j"), Health::Warning);

        row("a bound claim is healthy", "", "persistentvolumeclaims",
            object("PersistentVolumeClaim", R"j("status":{"phase":"Bound"})j"), Health::Healthy);
        row("a pending claim is a warning", "", "persistentvolumeclaims",
            object("PersistentVolumeClaim", R"j("status":{"phase":"Pending"})j"), Health::Warning);
        row("a lost claim is failing", "", "persistentvolumeclaims",
            object("PersistentVolumeClaim", R"j("status":{"phase":"Lost"})j"), Health::Failing);
        row("an available volume is healthy", "", "persistentvolumes",
            object("PersistentVolume", R"j("status":{"phase":"Available"})j"), Health::Healthy);
        row("a released volume is a warning", "", "persistentvolumes",
            object("PersistentVolume", R"j("status":{"phase":"Released"})j"), Health::Warning);
        row("a failed volume is failing", "", "persistentvolumes",
            object("PersistentVolume", R"j("status":{"phase":"Failed"})j"), Health::Failing);

        row("a load balancer without an address is a warning", "", "services",
            object("Service", R"j("spec":{"type":"LoadBalancer"},"status":{"loadBalancer":{}})j"),
            Health::Warning);
        row("a load balancer with an address is healthy", "", "services",
            object(
                "Service",
                R"j("spec":{"type":"LoadBalancer"},"status":{"loadBalancer":{"ingress":[{"ip":"1.2.3.4"}]}})j"),
            Health::Healthy);
        row("a cluster IP service has nothing to judge", "", "services",
            object("Service", R"j("spec":{"type":"ClusterIP"})j"), Health::Unknown);
        row("a budget short of healthy pods is a warning", "policy", "poddisruptionbudgets",
            object("PodDisruptionBudget", R"j("status":{"currentHealthy":1,"desiredHealthy":2})j"),
            Health::Warning);
        row("a warning event is a warning", "", "events", object("Event", R"j("type":"Warning")j"),
            Health::Warning);
        row("a normal event has nothing to judge", "", "events", object("Event", R"j("type":"Normal")j"),
            Health::Unknown);
        row("a config map has nothing to judge", "", "configmaps",
            object("ConfigMap", R"j("data":{"a":"1"})j"), Health::Unknown);
    }

    void healthIsWorkedOutFromTheObject()
    {
        QFETCH(QString, group);
        QFETCH(QString, resource);
        QFETCH(QByteArray, json);
        QFETCH(Health, health);
        const auto parsed = Object::fromJson(json);
        QVERIFY2(parsed.ok(), qPrintable(parsed.error().message()));
        const auto printer = Printers::forResource(group, resource);
        QCOMPARE(int(printer->health(parsed.value())), int(health));
        // The row a table gets carries the same health, read in the same pass as its cells.
        const PrintRow row = printer->row(parsed.value());
        QCOMPARE(int(row.health), int(health));
        QCOMPARE(row.cells, printer->cells(parsed.value()));
    }

    // A custom resource is judged by the Ready condition most controllers keep.
    void customResourcesAreJudgedByTheirReadyCondition()
    {
        const auto printer = Printers::forCustomResource({});
        const auto judge = [&printer](const QByteArray &status) {
            return printer->health(Object::fromJson(object("Certificate", status)).value());
        };
        QCOMPARE(judge(R"j("status":{"conditions":[{"type":"Ready","status":"True"}]})j"), Health::Healthy);
        QCOMPARE(judge(R"j("status":{"conditions":[{"type":"Ready","status":"False"}]})j"), Health::Warning);
        QCOMPARE(judge(R"j("status":{})j"), Health::Unknown);
    }

    // The column the GUI puts the health icon in is marked by the kind, not found by its header's text.
    void theStatusColumnIsMarkedByTheKind_data()
    {
        QTest::addColumn<QString>("group");
        QTest::addColumn<QString>("resource");
        QTest::addColumn<QString>("status");
        QTest::newRow("pods") << QString() << QStringLiteral("pods") << QStringLiteral("Status");
        QTest::newRow("nodes") << QString() << QStringLiteral("nodes") << QStringLiteral("Status");
        QTest::newRow("claims") << QString() << QStringLiteral("persistentvolumeclaims")
                                << QStringLiteral("Status");
        QTest::newRow("deployments have none")
            << QStringLiteral("apps") << QStringLiteral("deployments") << QString();
    }

    void theStatusColumnIsMarkedByTheKind()
    {
        QFETCH(QString, group);
        QFETCH(QString, resource);
        QFETCH(QString, status);
        QStringList marked;
        for (const PrintColumn &column : Printers::forResource(group, resource)->columns())
            if (column.status)
                marked.append(column.name);
        QCOMPARE(marked, status.isEmpty() ? QStringList() : QStringList{status});
    }

    // Each kind's details digest is in its definition: the summary lines it gives an object of the kind, as
    // labels the window words and values, in their order; a kind without one gives none.
    // A kind's digest is what the window acts on and links to (its summary is its describer's): one line
    // per fact, "what=value".
    void theDetailsDigestIsTheKinds_data()
    {
        QTest::addColumn<QString>("group");
        QTest::addColumn<QString>("resource");
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QStringList>("facts");
        const auto row = [](const char *name, const char *group, const char *resource, const QByteArray &json,
                            const QStringList &facts) {
            QTest::newRow(name) << QString::fromLatin1(group) << QString::fromLatin1(resource) << json
                                << facts;
        };
        row("a pod: its containers, ports and node", "", "pods",
            object(
                "Pod",
                R"j("spec":{"nodeName":"n1","containers":[{"name":"app","ports":[{"containerPort":80}]}]})j"),
            {"container=app", "port=80", "reference=Node/n1"});
        row("a deployment: its replicas, its pods' log, its replica sets", "apps", "deployments",
            object("Deployment", R"j("spec":{"replicas":3,"selector":{"matchLabels":{"app":"web"}},
                "template":{"spec":{"containers":[{"name":"c"}]}}})j"),
            {"container=c", "replicas=3", "logs=app=web", "related=replicasets"});
        row("a node: cordoned, its pods", "", "nodes", object("Node", R"j("spec":{"unschedulable":true})j"),
            {"unschedulable=1", "related=pods"});
        row("a cron job: suspended, its jobs", "batch", "cronjobs",
            object("CronJob", R"j("spec":{"suspend":true})j"), {"suspended=1", "related=jobs"});
        row("a claim: its volume, its pods", "", "persistentvolumeclaims",
            object("PersistentVolumeClaim", R"j("spec":{"volumeName":"pv-1"})j"),
            {"reference=PersistentVolume/pv-1", "related=pods"});
        row("a secret: its values to reveal", "", "secrets", object("Secret", R"j("data":{"a":"MQ=="})j"),
            {"value=a"});
        row("a config map has no digest", "", "configmaps", object("ConfigMap", R"j("data":{"a":"1"})j"), {});
        row("a role has no digest", "rbac.authorization.k8s.io", "roles", object("Role", {}), {});
    }

    void theDetailsDigestIsTheKinds()
    {
        QFETCH(QString, group);
        QFETCH(QString, resource);
        QFETCH(QByteArray, json);
        QFETCH(QStringList, facts);
        const auto parsed = Object::fromJson(json);
        QVERIFY2(parsed.ok(), qPrintable(parsed.error().message()));
        const Kind *kind = Kinds::find(group, resource);
        QVERIFY(kind);
        QCOMPARE(kind->digest != nullptr, !facts.isEmpty());
        const ObjectDetails details =
            ObjectDetails::fromObject(parsed.value(), {group, QStringLiteral("v1"), resource}, {});
        QStringList shown;
        for (const PodContainer &container : details.containers)
            shown.append(QStringLiteral("container=") + container.name);
        for (const ForwardablePort &port : details.forwardablePorts)
            shown.append(QStringLiteral("port=%1").arg(port.number));
        for (const ObjectLink &link : details.references)
            shown.append(QStringLiteral("reference=%1/%2").arg(link.kind, link.key()));
        if (details.desiredReplicas >= 0)
            shown.append(QStringLiteral("replicas=%1").arg(details.desiredReplicas));
        if (details.unschedulable)
            shown.append(QStringLiteral("unschedulable=%1").arg(int(*details.unschedulable)));
        if (details.suspended)
            shown.append(QStringLiteral("suspended=%1").arg(int(*details.suspended)));
        if (!details.podSelector.isEmpty())
            shown.append(QStringLiteral("logs=") + details.podSelector);
        for (const DataEntry &entry : details.data)
            shown.append(QStringLiteral("value=") + entry.key);
        for (const RelatedQuery &query : details.related)
            shown.append(QStringLiteral("related=") + query.gvr.resource);
        QCOMPARE(shown, facts);
    }

    // qkubectl, the window and its models name no built-in kind themselves: a kind's resource (`"pods"`) or
    // kind (`"Pod"`) as a literal there is knowledge of the kind outside its definition (builtinkinds.h names
    // the ones some code is about). Words shown to the user (tr(), QT_TRANSLATE_NOOP) are not names.
    void noKindIsNamedOutsideItsDefinition()
    {
        QStringList names;
        for (const Kind &kind : Kinds::all())
            names.append(kind.resource);
        for (const BuiltinKinds::KindName &name :
             {BuiltinKinds::pods, BuiltinKinds::nodes, BuiltinKinds::namespaces, BuiltinKinds::events,
              BuiltinKinds::services, BuiltinKinds::replicationControllers, BuiltinKinds::deployments,
              BuiltinKinds::daemonSets, BuiltinKinds::jobs, BuiltinKinds::horizontalPodAutoscalers})
            names.append(QLatin1String(name.kind));
        QVERIFY(names.contains(QStringLiteral("pods")));
        const QRegularExpression literal(QStringLiteral("\"(%1)\"").arg(names.join(QLatin1Char('|'))));
        static const QRegularExpression words(
            QStringLiteral("\\b(tr|QT_TR_NOOP)\\(\"[^\"]*\"|QT_TRANSLATE_NOOP\\(\"[^\"]*\", *\"[^\"]*\""));
        QStringList files;
        for (const char *folder :
             {QKUBE_SOURCE_DIR "/app/qkubectl", QKUBE_SOURCE_DIR "/app/qkube", QKUBE_SOURCE_DIR "/models"})
            for (QDirIterator it(QString::fromUtf8(folder), {QStringLiteral("*.cpp"), QStringLiteral("*.h")});
                 it.hasNext();)
                files.append(it.next());
        QVERIFY(files.size() > 100);
        QStringList found;
        for (const QString &path : std::as_const(files)) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            int line = 0;
            for (const QByteArray &text : file.readAll().split('\n')) {
                ++line;
                const QString code = QString::fromUtf8(text)
                                         .section(QStringLiteral("// "), 0, 0) // not comments
                                         .remove(words);
                if (const auto match = literal.match(code); match.hasMatch())
                    found.append(QStringLiteral("%1:%2: %3").arg(path).arg(line).arg(match.captured(0)));
            }
        }
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(tst_KindRegistry)
#include "tst_kindregistry.moc"
