// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "models/namespacetreemodel.h"
#include "models/podtablemodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace kube;

namespace {
Object namespaceObject(const char *name, const char *phase = "Active")
{
    return Object::fromJson(QByteArray("{\"kind\":\"Namespace\",\"metadata\":{\"name\":\"") + name + "\"},\"status\":{\"phase\":\"" + phase + "\"}}").value();
}
Object pod(const char *ns, const char *name, const char *waiting = "")
{
    const QByteArray state = QByteArray(waiting).isEmpty() ? "{\"running\":{}}" : QByteArray("{\"waiting\":{\"reason\":\"") + waiting + "\"}}";
    return Object::fromJson(QByteArray("{\"kind\":\"Pod\",\"metadata\":{\"name\":\"") + name + "\",\"namespace\":\"" + ns +
                            "\"},\"spec\":{\"containers\":[{\"name\":\"c\"}]},\"status\":{\"phase\":\"Running\",\"containerStatuses\":[{\"name\":\"c\",\"ready\":true,\"restartCount\":0,\"state\":" +
                            state + "}]}}").value();
}
FeedChange nsUpsert(const Object &o) { return {FeedChange::Type::Upsert, o.key(), o, NamespaceTreeModel::namespaceDigest(o), false}; }
FeedChange podUpsert(const Object &o) { return {FeedChange::Type::Upsert, o.key(), o, PodTableModel::digest(o), false}; }
FeedChange removal(const Object &o) { return {FeedChange::Type::Delete, o.key(), o, {}, false}; }
} // namespace

class tst_NamespaceTreeModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void clusterNamespacesPods()
    {
        NamespaceTreeModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setClusterName(QStringLiteral("prod"));
        model.applyNamespaceBatch({nsUpsert(namespaceObject("default")), nsUpsert(namespaceObject("team-a"))});
        model.applyPodBatch({podUpsert(pod("team-a", "web-1")), podUpsert(pod("team-a", "web-2")), podUpsert(pod("default", "db-1"))});
        const QModelIndex cluster = model.index(0, 0);
        QCOMPARE(cluster.data().toString(), QStringLiteral("prod"));
        QCOMPARE(model.rowCount(cluster), 2);
        const QModelIndex teamA = model.namespaceIndex(QStringLiteral("team-a"));
        QCOMPARE(teamA.data().toString(), QStringLiteral("team-a"));
        QCOMPARE(model.index(teamA.row(), NamespaceTreeModel::StatusColumn, cluster).data().toString(), QStringLiteral("Active"));
        QCOMPARE(model.index(teamA.row(), NamespaceTreeModel::PodsColumn, cluster).data().toInt(), 2);
        QCOMPARE(model.rowCount(teamA), 2);
        QCOMPARE(model.index(0, 0, teamA).data().toString(), QStringLiteral("web-1"));
        QCOMPARE(model.index(0, 0, teamA).data(NamespaceTreeModel::KeyRole).toByteArray(), QByteArray("team-a/web-1"));
        QCOMPARE(model.parent(model.index(0, 0, teamA)), teamA);
    }

    void failingPodsMarkTheirNamespace()
    {
        NamespaceTreeModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.applyNamespaceBatch({nsUpsert(namespaceObject("team-a"))});
        model.applyPodBatch({podUpsert(pod("team-a", "web-1"))});
        const QModelIndex teamA = model.namespaceIndex(QStringLiteral("team-a"));
        QCOMPARE(teamA.data(NamespaceTreeModel::FailingPodsRole).toInt(), 0);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.applyPodBatch({podUpsert(pod("team-a", "web-1", "CrashLoopBackOff"))});
        QCOMPARE(teamA.data(NamespaceTreeModel::FailingPodsRole).toInt(), 1);
        QVERIFY(!teamA.data(Qt::ToolTipRole).toString().isEmpty());
        QVERIFY(!changed.isEmpty());
        model.applyPodBatch({removal(pod("team-a", "web-1"))});
        QCOMPARE(teamA.data(NamespaceTreeModel::FailingPodsRole).toInt(), 0);
        QCOMPARE(model.rowCount(teamA), 0);
    }

    void podsWithoutAListedNamespaceStillShow()
    {
        NamespaceTreeModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.applyPodBatch({podUpsert(pod("only-mine", "app-1"))}); // a user who may not list namespaces
        QCOMPARE(model.namespaces(), QStringList{QStringLiteral("only-mine")});
        model.applyNamespaceBatch({removal(namespaceObject("only-mine"))});
        QCOMPARE(model.rowCount(model.index(0, 0)), 0);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        model.applyNamespaceBatch({nsUpsert(namespaceObject("x")), nsUpsert(namespaceObject("y")), removal(namespaceObject("x"))});
        QCOMPARE(model.namespaces(), QStringList{QStringLiteral("y")});
        QCOMPARE(reset.size(), 0);
    }
};

QTEST_MAIN(tst_NamespaceTreeModel)
#include "tst_namespacetreemodel.moc"
