// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "rows.h"

#include "models/namespacetreemodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace kube;

namespace {
// The namespaces' printer: NAME, STATUS, AGE.
RowChange namespaceRow(const QString &name, const QString &phase = QStringLiteral("Active"))
{
    return upsert({}, name, {PrintCell::text(name), PrintCell::text(phase), PrintCell::age(0)});
}
constexpr int statusColumn = 1;

QHash<QByteArray, ResourceTableModel::Counts> counts(std::initializer_list<std::tuple<const char *, int, int>> entries)
{
    QHash<QByteArray, ResourceTableModel::Counts> out;
    for (const auto &[ns, rows, failing] : entries)
        out.insert(ns, {rows, failing});
    return out;
}
} // namespace

class tst_NamespaceTreeModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void clusterThenNamespacesWithTheCountsOfTheTablesKind()
    {
        NamespaceTreeModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setClusterName(QStringLiteral("prod"));
        model.applyNamespaceBatch({namespaceRow(QStringLiteral("team-a")), namespaceRow(QStringLiteral("default"))}, statusColumn);
        const QModelIndex cluster = model.index(0, 0);
        QCOMPARE(cluster.data().toString(), QStringLiteral("prod"));
        QCOMPARE(model.namespaces(), (QStringList{"default", "team-a"})); // sorted by name
        const QModelIndex teamA = model.namespaceIndex(QStringLiteral("team-a"));
        QCOMPARE(teamA.siblingAtColumn(NamespaceTreeModel::StatusColumn).data().toString(), QStringLiteral("Active"));
        QVERIFY(teamA.siblingAtColumn(NamespaceTreeModel::CountColumn).data().isNull()); // unknown while the kind lists
        QVERIFY(model.hasPhases());

        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setCounts(counts({{"team-a", 2, 0}, {"default", 1, 0}}), QStringLiteral("deployments"), true);
        QCOMPARE(teamA.siblingAtColumn(NamespaceTreeModel::CountColumn).data().toInt(), 2);
        QCOMPARE(cluster.siblingAtColumn(NamespaceTreeModel::CountColumn).data().toInt(), 3); // the cluster sums them
        QCOMPARE(model.headerData(NamespaceTreeModel::CountColumn, Qt::Horizontal).toString(), QStringLiteral("DEPLOYMENTS"));
        QVERIFY(!changed.isEmpty());
        QCOMPARE(model.rowCount(teamA), 0); // no object rows: the table shows them
    }

    void failingObjectsMarkTheirNamespaceAndTheCluster()
    {
        NamespaceTreeModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.applyNamespaceBatch({namespaceRow(QStringLiteral("team-a"))}, statusColumn);
        model.setCounts(counts({{"team-a", 1, 0}}), QStringLiteral("pods"), true);
        const QModelIndex teamA = model.namespaceIndex(QStringLiteral("team-a"));
        QCOMPARE(teamA.data(NamespaceTreeModel::FailingRole).toInt(), 0);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setCounts(counts({{"team-a", 1, 1}}), QStringLiteral("pods"), true);
        QCOMPARE(teamA.data(NamespaceTreeModel::FailingRole).toInt(), 1);
        QCOMPARE(model.index(0, 0).data(NamespaceTreeModel::FailingRole).toInt(), 1);
        QVERIFY(!teamA.data(Qt::ToolTipRole).toString().isEmpty());
        QCOMPARE(changed.first().at(0).toModelIndex(), teamA);
        model.setCounts(counts({{"team-a", 1, 0}}), QStringLiteral("pods"), true);
        QCOMPARE(teamA.data(NamespaceTreeModel::FailingRole).toInt(), 0);
    }

    void namespacesKnownOnlyFromTheTableStillShow()
    {
        NamespaceTreeModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCounts(counts({{"only-mine", 3, 0}}), QStringLiteral("pods"), true); // a user who may not list namespaces
        QCOMPARE(model.namespaces(), QStringList{QStringLiteral("only-mine")});
        model.setCounts({}, QStringLiteral("pods"), true);
        QCOMPARE(model.rowCount(model.index(0, 0)), 0);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        model.applyNamespaceBatch({namespaceRow(QStringLiteral("x")), namespaceRow(QStringLiteral("y")), removal({}, QStringLiteral("x"))}, statusColumn);
        QCOMPARE(model.namespaces(), QStringList{QStringLiteral("y")});
        QCOMPARE(removed.size(), 1);
        QCOMPARE(reset.size(), 0);
    }
};

QTEST_MAIN(tst_NamespaceTreeModel)
#include "tst_namespacetreemodel.moc"
