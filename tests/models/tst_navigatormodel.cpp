// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "models/navigatormodel.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

using namespace kube;

namespace {
QJsonObject readJson(const QString &name)
{
    QFile file(QStringLiteral(QKUBE_NAVIGATOR_DATA "/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing test data %s", qPrintable(file.fileName()));
    return QJsonDocument::fromJson(file.readAll()).object();
}

// The resources a real kube-apiserver 1.28 announced by aggregated discovery (APIGroupDiscoveryList), preferred
// (first) version of each group, as ClusterSession keeps them: listable top-level resources only.
QList<ApiResource> recordedResources()
{
    QList<ApiResource> resources;
    for (const QString &file : {QStringLiteral("discovery-aggregated-api.json"), QStringLiteral("discovery-aggregated-apis.json")}) {
        for (const QJsonValue &item : readJson(file).value(QLatin1String("items")).toArray()) {
            const QString group = item[QLatin1String("metadata")][QLatin1String("name")].toString();
            const QJsonObject version = item[QLatin1String("versions")].toArray().first().toObject();
            for (const QJsonValue &r : version.value(QLatin1String("resources")).toArray()) {
                ApiResource resource;
                resource.group = group;
                resource.version = version.value(QLatin1String("version")).toString();
                resource.name = r[QLatin1String("resource")].toString();
                resource.kind = r[QLatin1String("responseKind")][QLatin1String("kind")].toString();
                resource.namespaced = r[QLatin1String("scope")].toString() == QLatin1String("Namespaced");
                for (const QJsonValue &verb : r[QLatin1String("verbs")].toArray())
                    resource.verbs.append(verb.toString());
                if (resource.verbs.contains(QLatin1String("list")) && resource.verbs.contains(QLatin1String("watch")))
                    resources.append(resource);
            }
        }
    }
    return resources;
}

QStringList childrenOf(const NavigatorModel &model, const QModelIndex &parent)
{
    QStringList labels;
    for (int row = 0; row < model.rowCount(parent); ++row)
        labels.append(model.index(row, 0, parent).data().toString());
    return labels;
}

QModelIndex category(const NavigatorModel &model, const QString &name)
{
    for (int row = 0; row < model.rowCount(); ++row)
        if (model.index(row, 0).data().toString() == name)
            return model.index(row, 0);
    return {};
}

ApiResource widget(const QString &group = QStringLiteral("toys.example.org"))
{
    ApiResource resource;
    resource.group = group;
    resource.version = QStringLiteral("v1alpha1");
    resource.name = QStringLiteral("widgets");
    resource.kind = QStringLiteral("Widget");
    resource.namespaced = true;
    resource.verbs = {QStringLiteral("list"), QStringLiteral("watch")};
    return resource;
}
} // namespace

class tst_NavigatorModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void groupsARealServersResources_data()
    {
        QTest::addColumn<QString>("category");
        QTest::addColumn<QStringList>("kinds");
        QTest::newRow("workloads in kubectl's order")
            << "Workloads" << QStringList{"Pods", "Deployments", "ReplicaSets", "StatefulSets", "DaemonSets", "Jobs", "CronJobs"};
        QTest::newRow("network") << "Network" << QStringList{"Services", "Endpoints", "EndpointSlices", "Ingresses", "NetworkPolicies"};
        QTest::newRow("config") << "Config" << QStringList{"ConfigMaps", "Secrets", "ResourceQuotas", "LimitRanges", "HorizontalPodAutoscalers"};
        QTest::newRow("storage") << "Storage" << QStringList{"PersistentVolumeClaims", "PersistentVolumes", "StorageClasses"};
        QTest::newRow("cluster") << "Cluster" << QStringList{"Nodes", "Namespaces", "Events", "PriorityClasses"};
        QTest::newRow("access") << "Access" << QStringList{"ServiceAccounts", "Roles", "RoleBindings", "ClusterRoles", "ClusterRoleBindings"};
        QTest::newRow("custom resources by API group") << "Custom Resources" << QStringList{"stable.example.com"};
    }
    void groupsARealServersResources()
    {
        QFETCH(QString, category);
        QFETCH(QStringList, kinds);
        NavigatorModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setResources(recordedResources());
        const QModelIndex at = ::category(model, category);
        QVERIFY2(at.isValid(), qPrintable(childrenOf(model, {}).join(QLatin1Char(','))));
        QCOMPARE(childrenOf(model, at), kinds);
    }

    void everyOtherListableResourceIsUnderItsGroup()
    {
        NavigatorModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setResources(recordedResources());
        const QModelIndex other = category(model, QStringLiteral("Other"));
        QVERIFY(other.isValid());
        const QStringList groups = childrenOf(model, other);
        QVERIFY2(groups.contains(QLatin1String("coordination.k8s.io")), qPrintable(groups.join(QLatin1Char(','))));
        QVERIFY(groups.contains(QLatin1String("core"))); // podtemplates, replicationcontrollers...
        const QModelIndex leases = model.indexOf(QStringLiteral("coordination.k8s.io"), QStringLiteral("leases"));
        QCOMPARE(leases.data().toString(), QStringLiteral("Lease"));
        QCOMPARE(leases.parent().data().toString(), QStringLiteral("coordination.k8s.io"));
        QCOMPARE(model.resourceAt(leases).kind, QStringLiteral("Lease"));
        // Categories and groups are headings, not kinds.
        QVERIFY(!(model.flags(other) & Qt::ItemIsSelectable));
        QVERIFY(model.flags(leases) & Qt::ItemIsSelectable);
        // The custom resource's kind, under its group.
        const QModelIndex crontabs = model.indexOf(QStringLiteral("stable.example.com"), QStringLiteral("crontabs"));
        QCOMPARE(crontabs.data().toString(), QStringLiteral("CronTab"));
        QCOMPARE(crontabs.parent().parent().data().toString(), QStringLiteral("Custom Resources"));
    }

    void aCrdCreatedAndDeletedComesAndGoesInPlace()
    {
        NavigatorModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QList<ApiResource> before = recordedResources();
        model.setResources(before);
        const QPersistentModelIndex deployments = model.indexOf(QStringLiteral("apps"), QStringLiteral("deployments"));
        const QPersistentModelIndex custom = category(model, QStringLiteral("Custom Resources"));
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);

        // A CRD in a new group: the group row is inserted under Custom Resources, with its kind.
        model.setResources(before + QList<ApiResource>{widget()});
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(inserted.first().at(0).toModelIndex(), QModelIndex(custom));
        QCOMPARE(childrenOf(model, custom), (QStringList{"stable.example.com", "toys.example.org"}));
        QCOMPARE(model.indexOf(QStringLiteral("toys.example.org"), QStringLiteral("widgets")).data().toString(), QStringLiteral("Widget"));

        // Deleted again: the group goes, nothing else moves.
        model.setResources(before);
        QCOMPARE(removed.size(), 1);
        QCOMPARE(removed.first().at(1).toInt(), 1);
        QVERIFY(!model.indexOf(QStringLiteral("toys.example.org"), QStringLiteral("widgets")).isValid());
        QCOMPARE(reset.size(), 0);
        QVERIFY(deployments.isValid()); // what stayed kept its identity (selection survives)
        QCOMPARE(deployments.data().toString(), QStringLiteral("Deployments"));
    }

    void crdNamesDecideWhatIsCustom()
    {
        NavigatorModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        // A CRD in a *.k8s.io group (gateway.networking.k8s.io) is custom when the CRD list says so.
        const ApiResource gateways = widget(QStringLiteral("gateway.networking.k8s.io"));
        model.setResources({gateways});
        QCOMPARE(model.indexOf(gateways.group, gateways.name).parent().parent().data().toString(), QStringLiteral("Other"));
        model.setResources({gateways}, {QStringLiteral("widgets.gateway.networking.k8s.io")});
        QCOMPARE(model.indexOf(gateways.group, gateways.name).parent().parent().data().toString(), QStringLiteral("Custom Resources"));
    }
};

QTEST_MAIN(tst_NavigatorModel)
#include "tst_navigatormodel.moc"
