// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "rows.h"

#include "models/namespacetreemodel.h"

#include <QAbstractItemModelTester>
#include <QIcon>
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
        QVERIFY(!model.hasPhaseOtherThanActive()); // every one Active: a STATUS column would say nothing
        model.applyNamespaceBatch({namespaceRow(QStringLiteral("old"), QStringLiteral("Terminating"))}, statusColumn);
        QVERIFY(model.hasPhaseOtherThanActive());
        model.applyNamespaceBatch({removal({}, QStringLiteral("old"))}, statusColumn);

        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setCounts(counts({{"team-a", 2, 0}, {"default", 1, 0}}), QStringLiteral("deployments"), true);
        QCOMPARE(teamA.siblingAtColumn(NamespaceTreeModel::CountColumn).data().toInt(), 2);
        QCOMPARE(cluster.siblingAtColumn(NamespaceTreeModel::CountColumn).data().toInt(), 3); // the cluster sums them
        // A narrow header that a translation can say; what it counts is in its tooltip.
        QCOMPARE(model.headerData(NamespaceTreeModel::CountColumn, Qt::Horizontal).toString(),
                 QStringLiteral("Count"));
        QCOMPARE(
            model.headerData(NamespaceTreeModel::CountColumn, Qt::Horizontal, Qt::ToolTipRole).toString(),
            QStringLiteral("Number of deployments in each namespace"));
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
        QCOMPARE(teamA.data(Qt::ToolTipRole).toString(), QStringLiteral("pods failing: 1"));
        QCOMPARE(changed.first().at(0).toModelIndex(), teamA);
        model.setCounts(counts({{"team-a", 1, 0}}), QStringLiteral("pods"), true);
        QCOMPARE(teamA.data(NamespaceTreeModel::FailingRole).toInt(), 0);
    }

    // A namespace says how many of the table's objects fail there and which: a red mark with the number in a
    // column of its own, and a tooltip naming a few of them with their status.
    void aFailingNamespaceSaysHowManyAndWhich()
    {
        // given a table of pods, four failing in "shop", none in "calm"
        ResourceTableModel table;
        table.setColumns(
            {printColumn(QStringLiteral("Name"), QStringLiteral("string"), QStringLiteral("name")),
             printStatusColumn()},
            true);
        const auto pod = [](const char *ns, const char *name, const char *status, Health health) {
            return upsert(QString::fromLatin1(ns), QString::fromLatin1(name),
                          {PrintCell::text({}), PrintCell::text(QString::fromLatin1(status))}, health);
        };
        table.applyBatch({pod("shop", "web-1", "CrashLoopBackOff", Health::Failing),
                          pod("shop", "cart-0", "Running", Health::Healthy),
                          pod("shop", "db-0", "Error", Health::Failing),
                          pod("shop", "api-2", "ImagePullBackOff", Health::Failing),
                          pod("shop", "worker-3", "Error", Health::Failing),
                          pod("calm", "web-1", "Running", Health::Healthy)});
        NamespaceTreeModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.applyNamespaceBatch(
            {namespaceRow(QStringLiteral("shop")), namespaceRow(QStringLiteral("calm"))}, statusColumn);
        model.setObjectTable(&table);
        // when the counts come
        model.setCounts(table.namespaceCounts(), QStringLiteral("pods"), true);
        // then "shop" reads ✗ 4 and names three of them
        const QModelIndex shop = model.namespaceIndex(QStringLiteral("shop"));
        QCOMPARE(shop.siblingAtColumn(NamespaceTreeModel::CountColumn).data().toInt(), 5);
        QCOMPARE(shop.siblingAtColumn(NamespaceTreeModel::FailingColumn).data().toInt(), 4);
        QCOMPARE(shop.siblingAtColumn(NamespaceTreeModel::FailingColumn).data(Qt::DecorationRole).typeId(),
                 QMetaType::QIcon); // the red mark
        // made once: the same icon each time it is painted (a new one would render its SVG every time)
        QCOMPARE(shop.siblingAtColumn(NamespaceTreeModel::FailingColumn).data(Qt::DecorationRole).value<QIcon>().cacheKey(),
                 shop.siblingAtColumn(NamespaceTreeModel::FailingColumn).data(Qt::DecorationRole).value<QIcon>().cacheKey());
        const QString expected = QStringLiteral(
            "pods failing: 4\nweb-1 (CrashLoopBackOff)\ndb-0 (Error)\napi-2 (ImagePullBackOff)\nand 1 more");
        for (int column = 0; column < NamespaceTreeModel::ColumnCount; ++column)
            QCOMPARE(shop.siblingAtColumn(column).data(Qt::ToolTipRole).toString(), expected);
        QCOMPARE(model.headerData(NamespaceTreeModel::FailingColumn, Qt::Horizontal).toString(),
                 QStringLiteral("Failing"));
        // and "calm" has no mark at all: nothing that could read as "unknown"
        const QModelIndex calm = model.namespaceIndex(QStringLiteral("calm"));
        for (int column = 0; column < NamespaceTreeModel::ColumnCount; ++column) {
            QVERIFY(calm.siblingAtColumn(column).data(Qt::DecorationRole).isNull());
            QVERIFY(calm.siblingAtColumn(column).data(Qt::ToolTipRole).isNull());
        }
        QVERIFY(calm.siblingAtColumn(NamespaceTreeModel::FailingColumn).data().isNull());
        // the cluster sums the failing ones
        QCOMPARE(model.index(0, NamespaceTreeModel::FailingColumn).data().toInt(), 4);
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
