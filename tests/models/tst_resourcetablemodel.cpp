// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "rows.h"

#include "models/resourcetablemodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>
#include <QTranslator>

using namespace kube;

namespace {
// NAME, STATUS, RESTARTS (a number), AGE (an instant), and a wide NODE column.
const QList<PrintColumn> columns = {printColumn(QStringLiteral("Name"), QStringLiteral("string"), QStringLiteral("name")),
                                    printStatusColumn(),
                                    printColumn(QStringLiteral("Restarts"), QStringLiteral("integer")),
                                    printColumn(QStringLiteral("Age"), QStringLiteral("date")),
                                    printColumn(QStringLiteral("Node"), QStringLiteral("string"), {}, 1)};
constexpr qint64 now = 1'800'000'000'000;

RowChange thing(const QString &name, const QString &status = QStringLiteral("Running"), int restarts = 0, const QString &ns = QStringLiteral("default"))
{
    return upsert(ns, name, {PrintCell::text(name), PrintCell::text(status), PrintCell::integer(restarts), PrintCell::age(now - 60'000), PrintCell::text(QStringLiteral("node-1"))},
                  status == QLatin1String("CrashLoopBackOff") ? Health::Failing : Health::Healthy);
}

RowBatch numbered(int count)
{
    RowBatch batch;
    for (int i = 0; i < count; ++i)
        batch.append(thing(QStringLiteral("t%1").arg(i)));
    return batch;
}

using Ranges = QList<std::pair<int, int>>;

// The one message the RESTARTS column translates, as zh_CN has it.
class RestartsInChinese : public QTranslator
{
public:
    QString translate(const char *context, const char *sourceText, const char *, int) const override
    {
        return qstrcmp(context, "kube::ResourceTableModel") == 0 && qstrcmp(sourceText, "%1 (%2 ago)") == 0
                   ? QStringLiteral("%1（%2 前）")
                   : QString();
    }
    bool isEmpty() const override { return false; }
};

Ranges rangesOf(const QSignalSpy &spy)
{
    Ranges ranges;
    for (const QList<QVariant> &signal : spy) {
        if (signal.at(1).typeId() == QMetaType::fromType<QModelIndex>().id()) // dataChanged(topLeft, bottomRight, roles)
            ranges.append({signal.at(0).toModelIndex().row(), signal.at(1).toModelIndex().row()});
        else // rowsInserted/rowsRemoved(parent, first, last)
            ranges.append({signal.at(1).toInt(), signal.at(2).toInt()});
    }
    return ranges;
}
} // namespace

class tst_ResourceTableModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void batchesGiveTheFewestSignals_data()
    {
        QTest::addColumn<RowBatch>("batch");
        QTest::addColumn<Ranges>("inserted");
        QTest::addColumn<Ranges>("changed");
        QTest::addColumn<Ranges>("removed");
        QTest::addColumn<QStringList>("names");
        // The model starts with t0..t5 in that order.
        QTest::newRow("new rows go at the end in one insert")
            << RowBatch{thing(QStringLiteral("n1")), thing(QStringLiteral("n2")), thing(QStringLiteral("n3"))} << Ranges{{6, 8}} << Ranges{} << Ranges{}
            << QStringList{"t0", "t1", "t2", "t3", "t4", "t5", "n1", "n2", "n3"};
        QTest::newRow("changed rows: one dataChanged per contiguous run")
            << RowBatch{thing(QStringLiteral("t4"), QStringLiteral("Error")), thing(QStringLiteral("t1"), QStringLiteral("Error")), thing(QStringLiteral("t2"), QStringLiteral("Error"))}
            << Ranges{} << Ranges{{1, 2}, {4, 4}} << Ranges{} << QStringList{"t0", "t1", "t2", "t3", "t4", "t5"};
        QTest::newRow("an update that changes no cell is no signal")
            << RowBatch{thing(QStringLiteral("t3"))} << Ranges{} << Ranges{} << Ranges{} << QStringList{"t0", "t1", "t2", "t3", "t4", "t5"};
        QTest::newRow("removals: one per contiguous run, from the bottom")
            << RowBatch{removal(QStringLiteral("default"), QStringLiteral("t1")), removal(QStringLiteral("default"), QStringLiteral("t4")),
                        removal(QStringLiteral("default"), QStringLiteral("t2"))}
            << Ranges{} << Ranges{} << Ranges{{4, 4}, {1, 2}} << QStringList{"t0", "t3", "t5"};
        QTest::newRow("removing what is not there is no signal")
            << RowBatch{removal(QStringLiteral("default"), QStringLiteral("ghost"))} << Ranges{} << Ranges{} << Ranges{} << QStringList{"t0", "t1", "t2", "t3", "t4", "t5"};
        QTest::newRow("mixed: changes, then removals, then the new rows")
            << RowBatch{thing(QStringLiteral("t5"), QStringLiteral("Error")), removal(QStringLiteral("default"), QStringLiteral("t0")), thing(QStringLiteral("n1"))}
            << Ranges{{5, 5}} << Ranges{{5, 5}} << Ranges{{0, 0}} << QStringList{"t1", "t2", "t3", "t4", "t5", "n1"};
        QTest::newRow("a label change alone is a change (filters read labels)")
            << RowBatch{upsert(QStringLiteral("default"), QStringLiteral("t2"),
                               {PrintCell::text(QStringLiteral("t2")), PrintCell::text(QStringLiteral("Running")), PrintCell::integer(0), PrintCell::age(now - 60'000), PrintCell::text(QStringLiteral("node-1"))},
                               Health::Healthy, "{\"tier\":\"db\"}")}
            << Ranges{} << Ranges{{2, 2}} << Ranges{} << QStringList{"t0", "t1", "t2", "t3", "t4", "t5"};
    }
    void batchesGiveTheFewestSignals()
    {
        QFETCH(RowBatch, batch);
        QFETCH(Ranges, inserted);
        QFETCH(Ranges, changed);
        QFETCH(Ranges, removed);
        QFETCH(QStringList, names);
        ResourceTableModel model;
        model.setNowForTesting(now);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setColumns(columns, true);
        model.applyBatch(numbered(6));
        QSignalSpy insertedSpy(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy changedSpy(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy removedSpy(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy resetSpy(&model, &QAbstractItemModel::modelReset);
        model.applyBatch(batch);
        QCOMPARE(rangesOf(insertedSpy), inserted);
        QCOMPARE(rangesOf(changedSpy), changed);
        QCOMPARE(rangesOf(removedSpy), removed);
        QCOMPARE(resetSpy.size(), 0);
        QStringList shown;
        for (int row = 0; row < model.rowCount(); ++row)
            shown.append(model.index(row, model.nameColumn()).data().toString());
        QCOMPARE(shown, names);
        for (int row = 0; row < model.rowCount(); ++row)
            QCOMPARE(model.rowOf(model.row(row)->key), row);
    }

    // A busy cluster's batch changes rows all over the table: a sorted proxy re-sorts once per dataChanged, so past
    // a few runs the model says it once, over their span.
    void scatteredChangesAreOneDataChangedOverTheirSpan_data()
    {
        QTest::addColumn<int>("runs");
        QTest::addColumn<Ranges>("changed");
        Ranges sixteen;
        for (int i = 0; i < 16; ++i)
            sixteen.append({2 * i, 2 * i});
        QTest::newRow("sixteen runs: one dataChanged each") << 16 << sixteen;
        QTest::newRow("seventeen runs: one over the span") << 17 << Ranges{{0, 32}};
        QTest::newRow("a run every other row of a hundred: one over the span") << 50 << Ranges{{0, 98}};
    }
    void scatteredChangesAreOneDataChangedOverTheirSpan()
    {
        QFETCH(int, runs);
        QFETCH(Ranges, changed);
        ResourceTableModel model;
        model.setNowForTesting(now);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setColumns(columns, true);
        model.applyBatch(numbered(100));
        RowBatch batch;
        for (int i = runs - 1; i >= 0; --i) // any order in the batch
            batch.append(thing(QStringLiteral("t%1").arg(2 * i), QStringLiteral("Error")));
        QSignalSpy changedSpy(&model, &QAbstractItemModel::dataChanged);
        model.applyBatch(batch);
        QCOMPARE(rangesOf(changedSpy), changed);
        for (int i = 0; i < 100; ++i)
            QCOMPARE(model.index(i, model.statusColumn()).data().toString(),
                     i % 2 == 0 && i < 2 * runs ? QStringLiteral("Error") : QStringLiteral("Running"));
    }

    // Five clusters listing at once: once a turn of the event loop has spent its budget, the next clusters'
    // batches wait for the next turns, applied in the order they came (a later batch's update or delete finds the
    // row an earlier one added); a cluster removed drops its waiting batches.
    void clustersBatchesPastTheTurnsBudgetWaitForTheNextTurnInOrder()
    {
        ResourceTableModel model;
        model.setNowForTesting(now);
        model.setApplyBudgetForTesting(0); // one batch a turn
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setColumns(columns, true, true);
        model.applyClusterBatch(QStringLiteral("east"), {thing(QStringLiteral("a")), thing(QStringLiteral("b"))});
        QCOMPARE(model.rowCount(), 2); // the turn's first batch: at once
        model.applyClusterBatch(QStringLiteral("west"), {thing(QStringLiteral("a"))});
        model.applyClusterBatch(QStringLiteral("west"), {thing(QStringLiteral("a"), QStringLiteral("Error")), thing(QStringLiteral("c"))});
        model.applyClusterBatch(QStringLiteral("east"), {removal(QStringLiteral("default"), QStringLiteral("b"))});
        model.applyClusterBatch(QStringLiteral("gone"), {thing(QStringLiteral("z"))});
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.pendingBatches(), 4);
        model.removeCluster(QStringLiteral("gone"));
        QCOMPARE(model.pendingBatches(), 3);
        QTRY_COMPARE(model.pendingBatches(), 0);
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.index(model.rowOf(QStringLiteral("west"), "default/a"), model.statusColumn()).data().toString(), QStringLiteral("Error"));
        QVERIFY(model.rowOf(QStringLiteral("west"), "default/c") >= 0);
        QVERIFY(model.rowOf(QStringLiteral("east"), "default/a") >= 0);
        QCOMPARE(model.rowOf(QStringLiteral("east"), "default/b"), -1);
        QCOMPARE(model.rowOf(QStringLiteral("gone"), "default/z"), -1);
    }

    void columnsComeFromThePrinterWithNamespaceFirst()
    {
        ResourceTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        model.setColumns(columns, true);
        QCOMPARE(reset.size(), 1);
        QCOMPARE(model.columnCount(), 6);
        QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), QStringLiteral("NAMESPACE"));
        QCOMPARE(model.headerData(1, Qt::Horizontal).toString(), QStringLiteral("NAME"));
        QCOMPARE(model.headerData(5, Qt::Horizontal).toString(), QStringLiteral("NODE"));
        QVERIFY(model.isWideColumn(5));
        QVERIFY(!model.isWideColumn(4));
        QCOMPARE(model.nameColumn(), 1);
        QCOMPARE(model.statusColumn(), 2);
        model.applyBatch(numbered(2));
        model.setColumns(columns.mid(0, 1), false); // another kind, cluster-scoped: the whole content is replaced
        QCOMPARE(reset.size(), 2);
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.columnCount(), 1);
        QCOMPARE(model.namespaceColumn(), -1);
    }

    // A long table takes new usage cells a slice at a time: kept first (rows listed from then on take them),
    // then put into the rows asked for, each slice with its own dataChanged; what was kept before comes back.
    void extraCellsGoInASliceAtATime()
    {
        ResourceTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setColumns(columns, true);
        model.applyBatch(numbered(4));
        model.setExtraColumns({printColumn(QStringLiteral("CPU"), QStringLiteral("number"))});
        const int cpu = model.firstExtraColumn();
        const auto cellsOf = [](const QString &text) {
            QHash<QByteArray, ResourceTableModel::ExtraCells> cells;
            for (int i = 0; i < 5; ++i)
                cells.insert(QStringLiteral("default/t%1").arg(i).toUtf8(), {{PrintCell::number(i, text)}, {ResourceTableModel::CellLevel::Normal}});
            return cells;
        };
        model.setExtraCells({}, cellsOf(QStringLiteral("old")));
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        const auto held = model.keepExtraCells({}, cellsOf(QStringLiteral("new")));
        QCOMPARE(held.value("default/t1").cells.first().render(0), QStringLiteral("old"));
        QCOMPARE(changed.size(), 0);
        QCOMPARE(model.index(model.rowOf("default/t1"), cpu).data().toString(), QStringLiteral("old"));
        model.applyExtraCells({}, 0, 2);
        QCOMPARE(rangesOf(changed), Ranges({{0, 1}}));
        QCOMPARE(changed.first().at(0).toModelIndex().column(), cpu);
        int renewed = 0;
        for (int row = 0; row < model.rowCount(); ++row)
            renewed += model.index(row, cpu).data().toString() == QStringLiteral("new");
        QCOMPARE(renewed, 2);
        model.applyBatch({thing(QStringLiteral("t4"))}); // listed after: takes the kept cells at once
        QCOMPARE(model.index(model.rowOf("default/t4"), cpu).data().toString(), QStringLiteral("new"));
        model.applyExtraCells({}, 2, 100); // past the end: up to the last row
        for (int row = 0; row < model.rowCount(); ++row)
            QCOMPARE(model.index(row, cpu).data().toString(), QStringLiteral("new"));
    }

    void cellsRenderAndCarryTypedSortKeys()
    {
        ResourceTableModel model;
        model.setNowForTesting(now);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setColumns(columns, true);
        model.applyBatch({thing(QStringLiteral("web"), QStringLiteral("CrashLoopBackOff"), 12, QStringLiteral("team-a"))});
        QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("team-a"));
        QCOMPARE(model.index(0, 4).data().toString(), QStringLiteral("60s")); // kubectl: seconds up to two minutes
        QCOMPARE(model.index(0, 3).data(ResourceTableModel::CellRole).value<PrintCell>().kind(), PrintCell::Kind::Integer);
        QCOMPARE(model.index(0, 0).data(ResourceTableModel::KeyRole).toByteArray(), QByteArray("team-a/web"));
        QCOMPARE(model.index(0, 0).data(ResourceTableModel::NameRole).toString(), QStringLiteral("web"));
        QCOMPARE(model.index(0, 0).data(ResourceTableModel::UidRole).toString(), QStringLiteral("uid-web"));
        QCOMPARE(model.index(0, 2).data(ResourceTableModel::HealthRole).toInt(), int(Health::Failing));
        QVERIFY(!model.index(0, 2).data(Qt::DecorationRole).isNull()); // the status icon sits in STATUS
        QVERIFY(model.index(0, 1).data(Qt::DecorationRole).isNull());
    }

    // kubectl's RESTARTS "5 (1s ago)" (the printer's text, which qkubectl prints as it is): the window says
    // "ago" in its own language; the cell, which sorting reads, stays kubectl's.
    void restartsSayAgoInTheWindowsLanguage()
    {
        ResourceTableModel model;
        model.setNowForTesting(now);
        model.setColumns(columns, true);
        const auto pod = [](const QString &name, const PrintCell &restarts) {
            return upsert(QStringLiteral("default"), name,
                          {PrintCell::text(name), PrintCell::text(QStringLiteral("Running")), restarts,
                           PrintCell::age(now - 60'000), PrintCell::text(QStringLiteral("node-1"))});
        };
        model.applyBatch({pod(QStringLiteral("restarted"), PrintCell::countWithAgo(5, now - 1'000)),
                          pod(QStringLiteral("never"), PrintCell::countWithAgo(0, 0))});
        const int restarts = 3;
        QCOMPARE(model.index(0, restarts).data().toString(), QStringLiteral("5 (1s ago)"));

        RestartsInChinese chinese;
        QCoreApplication::installTranslator(&chinese);
        const QString translated = model.index(0, restarts).data().toString();
        const QString never = model.index(1, restarts).data().toString();
        const QString cell =
            model.index(0, restarts).data(ResourceTableModel::CellRole).value<PrintCell>().render(now);
        QCoreApplication::removeTranslator(&chinese);
        QCOMPARE(translated, QStringLiteral("5（1s 前）"));
        QCOMPARE(never, QStringLiteral("0"));
        QCOMPARE(cell, QStringLiteral("5 (1s ago)"));
        QCOMPARE(model.index(0, restarts).data().toString(), QStringLiteral("5 (1s ago)"));
    }

    void ageTicksWithoutResetOrResort()
    {
        ResourceTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setColumns(columns, true);
        model.applyBatch(numbered(3));
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QTRY_VERIFY_WITH_TIMEOUT(!changed.isEmpty(), 3 * ResourceTableModel::tickIntervalMs);
        const QList<QVariant> tick = changed.first();
        QCOMPARE(tick.at(0).toModelIndex(), model.index(0, 4)); // AGE only, every row
        QCOMPARE(tick.at(1).toModelIndex(), model.index(2, 4));
        QCOMPARE(tick.at(2).value<QList<int>>(), QList<int>{Qt::DisplayRole});
        QCOMPARE(reset.size(), 0);
    }

    void countsPerNamespaceFollowEveryBatch()
    {
        ResourceTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setColumns(columns, true);
        QSignalSpy counts(&model, &ResourceTableModel::countsChanged);
        model.applyBatch({thing(QStringLiteral("a"), QStringLiteral("Running"), 0, QStringLiteral("x")), thing(QStringLiteral("b"), QStringLiteral("Running"), 0, QStringLiteral("x")),
                          thing(QStringLiteral("c"), QStringLiteral("Running"), 0, QStringLiteral("y"))});
        QCOMPARE(model.namespaceCounts().value("x").rows, 2);
        QCOMPARE(model.namespaceCounts().value("y").rows, 1);
        model.applyBatch({thing(QStringLiteral("a"), QStringLiteral("CrashLoopBackOff"), 3, QStringLiteral("x"))});
        QCOMPARE(model.namespaceCounts().value("x").failing, 1);
        QCOMPARE(model.failingCount(), 1);
        model.applyBatch({removal(QStringLiteral("x"), QStringLiteral("a")), removal(QStringLiteral("y"), QStringLiteral("c"))});
        QCOMPARE(model.namespaceCounts().value("x").rows, 1);
        QCOMPARE(model.namespaceCounts().value("x").failing, 0);
        QVERIFY(!model.namespaceCounts().contains("y"));
        QCOMPARE(counts.size(), 3);
    }
};

QTEST_MAIN(tst_ResourceTableModel)
#include "tst_resourcetablemodel.moc"
