// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "rows.h"

#include "models/resourceproxymodel.h"
#include "models/resourcetablemodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include <random>

using namespace kube;

namespace {
// NAME, RESTARTS (integer), CPU (a quantity), AGE, IP, STATUS.
const QList<PrintColumn> columns = {printColumn(QStringLiteral("Name"), QStringLiteral("string"), QStringLiteral("name")),
                                    printColumn(QStringLiteral("Restarts"), QStringLiteral("integer")),
                                    printColumn(QStringLiteral("CPU"), QStringLiteral("number")),
                                    printColumn(QStringLiteral("Age"), QStringLiteral("date")),
                                    printColumn(QStringLiteral("IP")),
                                    printStatusColumn()};
enum { NamespaceColumn, NameColumn, RestartsColumn, CpuColumn, AgeColumn, IpColumn, StatusColumn };
constexpr qint64 now = 1'800'000'000'000;

RowChange thing(const QString &ns, const QString &name, int restarts, double cpu, const QString &cpuText, qint64 ageMs, const QString &ip,
                const QString &status = QStringLiteral("Running"), const QByteArray &labels = "{}")
{
    return upsert(ns, name, {PrintCell::text(name), PrintCell::integer(restarts), PrintCell::number(cpu, cpuText), PrintCell::age(now - ageMs), PrintCell::text(ip), PrintCell::text(status)},
                  Health::Healthy, labels);
}

// A table of `tableColumns` (namespaced, over several clusters if `spansClusters`) and its proxy, which
// QAbstractItemModelTester checks through every change.
struct Table
{
    explicit Table(const QList<PrintColumn> &tableColumns, bool spansClusters = false)
    {
        model.setNowForTesting(now);
        model.setColumns(tableColumns, true, spansClusters);
        proxy.setSourceModel(&model);
    }
    ResourceTableModel model;
    ResourceProxyModel proxy;
    QAbstractItemModelTester tester{&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest};
};

QStringList order(const QAbstractItemModel &proxy)
{
    QStringList names;
    for (int row = 0; row < proxy.rowCount(); ++row)
        names.append(proxy.index(row, 0).data(ResourceTableModel::KeyRole).toString());
    return names;
}
} // namespace

class tst_ResourceProxyModel : public QObject
{
    Q_OBJECT

    ResourceTableModel m_model;
    ResourceProxyModel m_proxy;

private Q_SLOTS:
    void init()
    {
        m_model.setNowForTesting(now);
        m_model.setColumns(columns, true);
        m_model.applyBatch({thing(QStringLiteral("b"), QStringLiteral("web-10"), 10, 0.5, QStringLiteral("500m"), 3'600'000, QStringLiteral("10.0.0.10"), QStringLiteral("Running"), "{\"app\":\"web\",\"tier\":\"front\"}"),
                            thing(QStringLiteral("a"), QStringLiteral("web-9"), 9, 2, QStringLiteral("2"), 60'000, QStringLiteral("10.0.0.9"), QStringLiteral("CrashLoopBackOff"), "{\"app\":\"web\"}"),
                            thing(QStringLiteral("a"), QStringLiteral("db-1"), 0, 0.25, QStringLiteral("250m"), 86'400'000, QStringLiteral("<none>"), QStringLiteral("Pending"), "{\"app\":\"db\",\"tier\":\"back\"}"),
                            thing(QStringLiteral("b"), QStringLiteral("db-1"), 0, 0.25, QStringLiteral("250m"), 86'400'000, QStringLiteral("9.9.9.9"))});
        m_proxy.setSourceModel(&m_model);
    }

    void sortsByTypedValues_data()
    {
        QTest::addColumn<int>("column");
        QTest::addColumn<Qt::SortOrder>("sortOrder");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("integers by value, not as text (10 after 9), ties by namespace then name")
            << int(RestartsColumn) << Qt::AscendingOrder << QStringList{"a/db-1", "b/db-1", "a/web-9", "b/web-10"};
        QTest::newRow("quantities by value (250m < 500m < 2)") << int(CpuColumn) << Qt::AscendingOrder << QStringList{"a/db-1", "b/db-1", "b/web-10", "a/web-9"};
        QTest::newRow("ages: the youngest first") << int(AgeColumn) << Qt::AscendingOrder << QStringList{"a/web-9", "b/web-10", "a/db-1", "b/db-1"};
        QTest::newRow("ages descending: the oldest first") << int(AgeColumn) << Qt::DescendingOrder << QStringList{"b/db-1", "a/db-1", "b/web-10", "a/web-9"};
        QTest::newRow("IPs by address, <none> last") << int(IpColumn) << Qt::AscendingOrder << QStringList{"b/db-1", "a/web-9", "b/web-10", "a/db-1"};
        QTest::newRow("namespace, then name") << int(NamespaceColumn) << Qt::AscendingOrder << QStringList{"a/db-1", "a/web-9", "b/db-1", "b/web-10"};
        QTest::newRow("name, ties by namespace") << int(NameColumn) << Qt::AscendingOrder << QStringList{"a/db-1", "b/db-1", "b/web-10", "a/web-9"};
    }
    void sortsByTypedValues()
    {
        QFETCH(int, column);
        QFETCH(Qt::SortOrder, sortOrder);
        QFETCH(QStringList, expected);
        QAbstractItemModelTester tester(&m_proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        m_proxy.sort(column, sortOrder);
        QCOMPARE(order(m_proxy), expected);
    }

    void filters_data()
    {
        QTest::addColumn<QString>("namespaceName");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("selector");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("namespace") << "a" << "" << "" << QStringList{"a/db-1", "a/web-9"};
        QTest::newRow("text in the name, any case") << "" << "WEB" << "" << QStringList{"a/web-9", "b/web-10"};
        QTest::newRow("text in a text cell (status)") << "" << "crashloop" << "" << QStringList{"a/web-9"};
        QTest::newRow("text in the IP cell") << "" << "10.0.0.1" << "" << QStringList{"b/web-10"};
        QTest::newRow("label selector: equality") << "" << "" << "app=web" << QStringList{"a/web-9", "b/web-10"};
        QTest::newRow("label selector: set and existence") << "" << "" << "app in (web,db),tier" << QStringList{"a/db-1", "b/web-10"};
        QTest::newRow("label selector: absence") << "" << "" << "!app" << QStringList{"b/db-1"};
        QTest::newRow("all three at once") << "a" << "web" << "app=web" << QStringList{"a/web-9"};
    }
    void filters()
    {
        QFETCH(QString, namespaceName);
        QFETCH(QString, text);
        QFETCH(QString, selector);
        QFETCH(QStringList, expected);
        QAbstractItemModelTester tester(&m_proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        m_proxy.sort(NamespaceColumn, Qt::AscendingOrder);
        m_proxy.setNamespaceFilter(namespaceName);
        m_proxy.setTextFilter(text);
        QVERIFY(!m_proxy.setLabelSelector(selector));
        QCOMPARE(order(m_proxy), expected);
        QCOMPARE(m_proxy.isFiltering(), true);
        m_proxy.setNamespaceFilter({});
        m_proxy.setTextFilter({});
        QVERIFY(!m_proxy.setLabelSelector({}));
        QCOMPARE(m_proxy.rowCount(), 4);
    }

    void aBadSelectorIsAnErrorAndKeepsTheLastGoodOne()
    {
        QVERIFY(!m_proxy.setLabelSelector(QStringLiteral("app=web")));
        const Error error = m_proxy.setLabelSelector(QStringLiteral("app in (web"));
        QVERIFY(error);
        QCOMPARE(m_proxy.rowCount(), 2);
        QVERIFY(!m_proxy.setLabelSelector({}));
    }

    // A filter that hides rows all over a sorted table (every other row) is one layout change, not a removal
    // per run of rows (Qt's header walks every row for each one), and clearing it the same; the selected row
    // stays on its object through both.
    void aFilterOverScatteredRowsIsOneLayoutChange()
    {
        constexpr int pods = 400;
        Table table(columns);
        ResourceTableModel &model = table.model;
        ResourceProxyModel &proxy = table.proxy;
        proxy.sort(model.nameColumn(), Qt::AscendingOrder);
        RowBatch batch;
        for (int i = 0; i < pods; ++i)
            batch.append(thing(QStringLiteral("a"),
                               QStringLiteral("pod-%1-%2")
                                   .arg(i, 4, 10, QLatin1Char('0'))
                                   .arg(i % 2 ? QStringLiteral("db") : QStringLiteral("web")),
                               0, 0.1, QStringLiteral("100m"), 1000, QStringLiteral("10.0.0.1")));
        model.applyBatch(batch);
        proxy.sort(RestartsColumn, Qt::AscendingOrder); // ties by name: web and db rows alternate
        const QPersistentModelIndex selected = proxy.index(10, 0);
        QCOMPARE(selected.data(ResourceTableModel::KeyRole).toString(), QStringLiteral("a/pod-0010-web"));
        QSignalSpy removed(&proxy, &QAbstractItemModel::rowsRemoved);
        QSignalSpy inserted(&proxy, &QAbstractItemModel::rowsInserted);
        QSignalSpy layouts(&proxy, &QAbstractItemModel::layoutChanged);

        proxy.setTextFilter(QStringLiteral("web"));
        QCOMPARE(proxy.rowCount(), pods / 2);
        QCOMPARE(removed.size(), 0);
        QCOMPARE(layouts.size(), 1);
        QCOMPARE(selected.data(ResourceTableModel::KeyRole).toString(), QStringLiteral("a/pod-0010-web"));
        for (int row = 0; row < proxy.rowCount(); ++row)
            QCOMPARE(proxy.index(row, 0).data(ResourceTableModel::KeyRole).toString(),
                     QStringLiteral("a/pod-%1-web").arg(2 * row, 4, 10, QLatin1Char('0')));

        proxy.setTextFilter({});
        QCOMPARE(proxy.rowCount(), pods);
        QCOMPARE(inserted.size(), 0);
        QCOMPARE(layouts.size(), 2);
        QCOMPARE(selected.data(ResourceTableModel::KeyRole).toString(), QStringLiteral("a/pod-0010-web"));
        QCOMPARE(proxy.index(selected.row() + 1, 0).data(ResourceTableModel::KeyRole).toString(),
                 QStringLiteral("a/pod-0011-db"));
    }

    // A cluster's first list into an All-clusters table sorted by name, beside another cluster's rows of the same
    // names: every new row lands between two old ones. They arrive in order, in one insert (not one per row), and
    // the row the user had selected (a persistent index) stays on its object; a small batch after it is placed as
    // before.
    void aLargeListBesideAnotherClustersRowsLandsSortedInOneInsert()
    {
        constexpr int pods = 300;
        Table table(columns, true);
        ResourceTableModel &model = table.model;
        ResourceProxyModel &proxy = table.proxy;
        proxy.sort(model.nameColumn(), Qt::AscendingOrder);
        const auto list = [](int first, int count) {
            RowBatch batch;
            for (int i = first; i < first + count; ++i)
                batch.append(thing(QStringLiteral("a"), QStringLiteral("pod-%1").arg(i, 4, 10, QLatin1Char('0')), 0, 0.1, QStringLiteral("100m"), 1000, QStringLiteral("10.0.0.1")));
            return batch;
        };
        model.applyClusterBatch(QStringLiteral("east"), list(0, pods));
        const QPersistentModelIndex selected = proxy.index(100, 0);
        QCOMPARE(selected.data(ResourceTableModel::KeyRole).toString(), QStringLiteral("a/pod-0100"));

        QSignalSpy inserted(&proxy, &QAbstractItemModel::rowsInserted);
        model.applyClusterBatch(QStringLiteral("west"), list(0, pods));
        QTRY_COMPARE(proxy.rowCount(), 2 * pods); // this turn, or the next when the first spent the turn's budget
        QCOMPARE(inserted.size(), 1);
        for (int row = 0; row < proxy.rowCount(); ++row) {
            QCOMPARE(proxy.index(row, 0).data(ResourceTableModel::KeyRole).toString(), QStringLiteral("a/pod-%1").arg(row / 2, 4, 10, QLatin1Char('0')));
            QCOMPARE(proxy.index(row, 0).data(ResourceTableModel::ClusterRole).toString(), row % 2 ? QStringLiteral("west") : QStringLiteral("east"));
        }
        QVERIFY(selected.isValid());
        QCOMPARE(selected.data(ResourceTableModel::KeyRole).toString(), QStringLiteral("a/pod-0100"));
        QCOMPARE(selected.data(ResourceTableModel::ClusterRole).toString(), QStringLiteral("east"));

        model.applyClusterBatch(QStringLiteral("west"), list(pods, 2)); // below the bulk size
        QTRY_COMPARE(proxy.rowCount(), 2 * pods + 2);
        QCOMPARE(proxy.index(2 * pods + 1, 0).data(ResourceTableModel::KeyRole).toString(), QStringLiteral("a/pod-%1").arg(pods + 1, 4, 10, QLatin1Char('0')));
        QCOMPARE(proxy.index(10, 0).data(ResourceTableModel::KeyRole).toString(), QStringLiteral("a/pod-0005"));

        // west closed: its rows, scattered between east's, leave in one removal; east's keep their order.
        QSignalSpy removed(&proxy, &QAbstractItemModel::rowsRemoved);
        model.removeCluster(QStringLiteral("west"));
        QCOMPARE(removed.size(), 1);
        QCOMPARE(proxy.rowCount(), pods);
        for (int row = 0; row < proxy.rowCount(); ++row)
            QCOMPARE(proxy.index(row, 0).data(ResourceTableModel::KeyRole).toString(), QStringLiteral("a/pod-%1").arg(row, 4, 10, QLatin1Char('0')));
        QCOMPARE(selected.data(ResourceTableModel::KeyRole).toString(), QStringLiteral("a/pod-0100"));

        // Descending, the same.
        model.applyClusterBatch(QStringLiteral("west"), list(0, pods));
        QTRY_COMPARE(proxy.rowCount(), 2 * pods);
        proxy.sort(model.nameColumn(), Qt::DescendingOrder);
        model.removeCluster(QStringLiteral("west"));
        QCOMPARE(proxy.rowCount(), pods);
        for (int row = 0; row < proxy.rowCount(); ++row)
            QCOMPARE(proxy.index(row, 0).data(ResourceTableModel::KeyRole).toString(), QStringLiteral("a/pod-%1").arg(pods - 1 - row, 4, 10, QLatin1Char('0')));
    }

    // A cluster's list lands sorted among another cluster's rows wherever the gaps are: none, one row,
    // hundreds, before the first and after the last.
    void aLargeListLandsSortedAmongAnotherClustersRowsWhereverTheGapsAre()
    {
        Table table(columns, true);
        ResourceTableModel &model = table.model;
        ResourceProxyModel &proxy = table.proxy;
        proxy.sort(model.nameColumn(), Qt::AscendingOrder);
        const auto pod = [](int i) {
            return thing(QStringLiteral("a"), QStringLiteral("pod-%1").arg(i, 5, 10, QLatin1Char('0')), 0,
                         0.1, QStringLiteral("100m"), 1000, QStringLiteral("10.0.0.1"));
        };
        RowBatch east;
        for (int i = 100; i < 9000; i += 3)
            east.append(pod(i));
        model.applyClusterBatch(QStringLiteral("east"), east);
        QTRY_COMPARE(proxy.rowCount(), int(east.size()));
        RowBatch west;
        for (int i = 0; i < 9100; i += (i % 1000 < 500 ? 1 : 97))
            west.append(pod(i));
        model.applyClusterBatch(QStringLiteral("west"), west);
        QTRY_COMPARE(proxy.rowCount(), int(east.size() + west.size()));
        for (int row = 1; row < proxy.rowCount(); ++row) {
            const QString above = proxy.index(row - 1, 0).data(ResourceTableModel::KeyRole).toString() +
                                  proxy.index(row - 1, 0).data(ResourceTableModel::ClusterRole).toString();
            const QString here = proxy.index(row, 0).data(ResourceTableModel::KeyRole).toString() +
                                 proxy.index(row, 0).data(ResourceTableModel::ClusterRole).toString();
            QVERIFY2(above < here, qPrintable(above + QLatin1String(" before ") + here));
        }
    }

    // A running duration grows while the table waits: by the time another cluster's list arrives it may have
    // overtaken a finished one. The merge of the new rows starts from the rows shown put in order again.
    void aRunningDurationThatOvertookAnotherIsPlacedAgainWithTheNextLargeInsert()
    {
        ResourceTableModel model;
        model.setNowForTesting(now);
        model.setColumns(
            {printColumn(QStringLiteral("Name"), QStringLiteral("string"), QStringLiteral("name")),
             printColumn(QStringLiteral("Duration"))},
            true, true);
        const int durationColumn = model.columnCount() - 1;
        ResourceProxyModel proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.sort(durationColumn, Qt::AscendingOrder);
        constexpr qint64 minute = 60'000;
        const auto job = [](const QString &name, qint64 startMs, qint64 endMs) {
            return upsert(QStringLiteral("a"), name,
                          {PrintCell::text(name), PrintCell::elapsed(startMs, endMs)});
        };
        model.applyClusterBatch(QStringLiteral("east"),
                                {job(QStringLiteral("finished"), now - 10 * minute, now - 5 * minute),
                                 job(QStringLiteral("running"), now - minute, 0)});
        QTRY_COMPARE(proxy.rowCount(), 2);
        QCOMPARE(order(proxy), (QStringList{QStringLiteral("a/running"), QStringLiteral("a/finished")}));

        model.setNowForTesting(now + 10 * minute); // running: 11 minutes, past finished's 5
        RowBatch west;
        for (int i = 0; i < 300; ++i)
            west.append(job(QStringLiteral("other-%1").arg(i, 3, 10, QLatin1Char('0')), now - 4 * minute,
                            now - minute));
        model.applyClusterBatch(QStringLiteral("west"), west);
        QTRY_COMPARE(proxy.rowCount(), 302);
        const QStringList rows = order(proxy);
        QCOMPARE(rows.indexOf(QStringLiteral("a/finished")), 300);
        QCOMPARE(rows.indexOf(QStringLiteral("a/running")), 301);
    }

    void sortsAndBulkChangesEndInTheOrderOfTheRowComparison_data()
    {
        QTest::addColumn<int>("column");
        QTest::addColumn<Qt::SortOrder>("order");
        for (const auto &[name, column] :
             {std::pair("restarts", int(RestartsColumn)), std::pair("cpu", int(CpuColumn)),
              std::pair("age", int(AgeColumn)), std::pair("ip", int(IpColumn)),
              std::pair("status", int(StatusColumn)), std::pair("name", int(NameColumn)),
              std::pair("namespace", int(NamespaceColumn)), std::pair("cluster", -1)}) {
            QTest::addRow("%s ascending", name) << column << Qt::AscendingOrder;
            QTest::addRow("%s descending", name) << column << Qt::DescendingOrder;
        }
    }

    // The proxy sorts by integer keys and places inserts, removals and changes itself; whatever it does, the
    // rows shown are exactly those the filter matches, in the order the row comparison alone gives: by a
    // column full of ties, in either order, with a filter hiding some rows, across clusters, after rows
    // arrive or leave by the hundred and after the user sorts by another column.
    void sortsAndBulkChangesEndInTheOrderOfTheRowComparison()
    {
        QFETCH(int, column);
        QFETCH(Qt::SortOrder, order);
        ResourceTableModel model;
        model.setNowForTesting(now);
        model.setColumns(columns, true, true);
        if (column < 0)
            column = model.clusterColumn();
        ResourceProxyModel proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setTextFilter(QStringLiteral("web"));
        proxy.sort(column, order);
        std::mt19937 random(column * 2 + int(order));
        const QStringList statuses = {QStringLiteral("Running"), QStringLiteral("Pending"),
                                      QStringLiteral("CrashLoopBackOff"), QStringLiteral("Running")};
        const auto list = [&](int count) {
            RowBatch batch;
            for (int i = 0; i < count; ++i) {
                const QString name =
                    (random() % 4 ? QStringLiteral("web-%1") : QStringLiteral("db-%1")).arg(random() % 1000);
                const int cpu = int(random() % 4);
                batch.append(thing(QStringLiteral("ns-%1").arg(random() % 3), name, int(random() % 5),
                                   cpu * 0.25, QString::number(cpu * 250) + QLatin1Char('m'),
                                   qint64(random() % 6) * 60'000,
                                   QStringLiteral("10.0.%1.%2").arg(random() % 3).arg(random() % 20),
                                   statuses[random() % 4]));
            }
            return batch;
        };
        const auto shown = [](const QAbstractItemModel &table) {
            QStringList rows;
            for (int row = 0; row < table.rowCount(); ++row)
                rows.append(table.index(row, 0).data(ResourceTableModel::ClusterRole).toString() +
                            QLatin1Char(':') +
                            table.index(row, 0).data(ResourceTableModel::KeyRole).toString());
            return rows;
        };
        // The reference: every row whose cluster, namespace or name holds the filter (no other cell can),
        // sorted by the row comparison alone.
        const auto byComparison = [&](int sortColumn, Qt::SortOrder sortOrder,
                                      const QString &filter = QStringLiteral("web")) {
            std::vector<int> rows;
            for (int row = 0; row < model.rowCount(); ++row)
                if ((model.clusterOf(row) + model.row(row)->key).contains(filter))
                    rows.push_back(row);
            std::sort(rows.begin(), rows.end(), [&](int left, int right) {
                const int order = proxy.compareSourceRows(sortColumn, left, right);
                return sortOrder == Qt::AscendingOrder ? order < 0 : order > 0;
            });
            QStringList result;
            for (const int row : rows)
                result.append(model.clusterOf(row) + QLatin1Char(':') +
                              QString::fromUtf8(model.row(row)->key));
            return result;
        };

        model.applyClusterBatch(QStringLiteral("east"), list(600));
        QTRY_VERIFY(model.rowCount() > 0 && model.pendingBatches() == 0);
        const int eastRows = model.rowCount();
        model.applyClusterBatch(QStringLiteral("west"), list(700));
        model.applyClusterBatch(QStringLiteral("north"), list(300));
        QTRY_VERIFY(model.rowCount() > eastRows && model.pendingBatches() == 0);
        QVERIFY(proxy.rowCount() > 1000);
        QCOMPARE(shown(proxy), byComparison(column, order));

        model.removeCluster(QStringLiteral("west"));
        QCOMPARE(shown(proxy), byComparison(column, order));
        QVERIFY(!shown(proxy).join(QLatin1Char(' ')).contains(QStringLiteral("west:")));

        for (const int other : {int(RestartsColumn), int(StatusColumn), int(NameColumn), int(IpColumn),
                                model.clusterColumn()}) {
            proxy.sort(other, order);
            QCOMPARE(shown(proxy), byComparison(other, order));
        }

        // Filters change the rows shown, sorted as before.
        proxy.sort(column, order);
        proxy.setTextFilter({});
        QCOMPARE(shown(proxy), byComparison(column, order, {}));
        proxy.setTextFilter(QStringLiteral("db-"));
        QCOMPARE(shown(proxy), byComparison(column, order, QStringLiteral("db-")));
    }

    // Two neighbouring rows change at once: the first stays in order beside the second, which moves; once the
    // second has gone the first is out of place too, and must move as well.
    void rowsThatChangeTogetherAllEndInPlace()
    {
        Table table(columns);
        ResourceTableModel &model = table.model;
        ResourceProxyModel &proxy = table.proxy;
        proxy.sort(RestartsColumn, Qt::AscendingOrder);
        const auto pod = [](const QString &name, int restarts) {
            return thing(QStringLiteral("a"), name, restarts, 0.1, QStringLiteral("100m"), 1000,
                         QStringLiteral("10.0.0.1"));
        };
        model.applyBatch({pod(QStringLiteral("one"), 1), pod(QStringLiteral("two"), 2),
                          pod(QStringLiteral("three"), 3), pod(QStringLiteral("four"), 4)});
        QCOMPARE(order(proxy), (QStringList{"a/one", "a/two", "a/three", "a/four"}));
        const QPersistentModelIndex selected = proxy.index(1, 0);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);

        model.applyBatch({pod(QStringLiteral("two"), 9), pod(QStringLiteral("three"), 10)});
        QCOMPARE(changed.size(), 1); // one signal for both
        QCOMPARE(order(proxy), (QStringList{"a/one", "a/four", "a/two", "a/three"}));
        QCOMPARE(selected.data(ResourceTableModel::KeyRole).toString(), QStringLiteral("a/two"));
        QCOMPARE(selected.row(), 2);
    }

    // A few rows arriving in a large sorted table land where they belong as inserts there (no layout change,
    // which makes the view re-read every row), and a few leaving are removed where they were.
    void aFewRowsComeAndGoInPlace()
    {
        Table table(columns);
        ResourceTableModel &model = table.model;
        ResourceProxyModel &proxy = table.proxy;
        proxy.sort(model.nameColumn(), Qt::DescendingOrder);
        const auto pods = [](const QList<int> &numbers) {
            RowBatch batch;
            for (const int i : numbers)
                batch.append(thing(QStringLiteral("a"),
                                   QStringLiteral("pod-%1").arg(i, 4, 10, QLatin1Char('0')), 0, 0.1,
                                   QStringLiteral("100m"), 1000, QStringLiteral("10.0.0.1")));
            return batch;
        };
        QList<int> even;
        for (int i = 0; i < 1000; i += 2)
            even.append(i);
        model.applyBatch(pods(even));
        const QPersistentModelIndex selected = proxy.index(0, 0);
        QSignalSpy inserted(&proxy, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&proxy, &QAbstractItemModel::rowsRemoved);
        QSignalSpy layouts(&proxy, &QAbstractItemModel::layoutChanged);

        model.applyBatch(pods({1001, 501, 1003, 3}));
        QCOMPARE(inserted.size(), 3); // 1003 and 1001 land together, above the rest
        QCOMPARE(layouts.size(), 0);
        QCOMPARE(proxy.rowCount(), 504);
        QStringList expected;
        for (int i = 1003; i >= 0; --i)
            if ((i % 2 == 0 && i < 1000) || i == 1003 || i == 1001 || i == 501 || i == 3)
                expected.append(QStringLiteral("a/pod-%1").arg(i, 4, 10, QLatin1Char('0')));
        QCOMPARE(order(proxy), expected);
        QCOMPARE(selected.data(ResourceTableModel::KeyRole).toString(), QStringLiteral("a/pod-0998"));
        QCOMPARE(selected.row(), 2);

        model.applyBatch({removal(QStringLiteral("a"), QStringLiteral("pod-0501")),
                          removal(QStringLiteral("a"), QStringLiteral("pod-0010"))});
        QCOMPARE(removed.size(), 2);
        QCOMPARE(layouts.size(), 0);
        expected.removeAll(QStringLiteral("a/pod-0501"));
        expected.removeAll(QStringLiteral("a/pod-0010"));
        QCOMPARE(order(proxy), expected);
    }

    // The table usually goes while its window is being destroyed: the proxy then empties without a signal (as
    // Qt's proxies do), since the window's slots must not run on a half-destroyed window.
    void aDestroyedSourceEmptiesTheProxyQuietly()
    {
        auto *model = new ResourceTableModel;
        model->setColumns(columns, true);
        model->applyBatch({thing(QStringLiteral("a"), QStringLiteral("web-1"), 0, 0.1, QStringLiteral("100m"),
                                 1000, QStringLiteral("10.0.0.1"))});
        ResourceProxyModel proxy;
        proxy.setSourceModel(model);
        QCOMPARE(proxy.rowCount(), 1);
        QSignalSpy resets(&proxy, &QAbstractItemModel::modelAboutToBeReset);
        QSignalSpy removals(&proxy, &QAbstractItemModel::rowsAboutToBeRemoved);
        delete model;
        QCOMPARE(proxy.rowCount(), 0);
        QVERIFY(!proxy.index(0, 0).isValid());
        QCOMPARE(resets.size(), 0);
        QCOMPARE(removals.size(), 0);
    }

    // Usage figures are extra cells that change all together at every poll: sorted by one, the rows take
    // their new order; filtered, a row's new figures keep it shown.
    void newExtraCellsReorderTheColumnTheyAreSortedBy()
    {
        QAbstractItemModelTester tester(&m_proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        m_model.setExtraColumns({printColumn(QStringLiteral("MEM"), QStringLiteral("number"))});
        const int memory = m_model.firstExtraColumn();
        const auto usage = [](std::initializer_list<std::pair<const char *, int>> figures) {
            QHash<QByteArray, ResourceTableModel::ExtraCells> cells;
            for (const auto &[key, value] : figures)
                cells.insert(key, {{PrintCell::number(value, QString::number(value))}, {ResourceTableModel::CellLevel::Normal}});
            return cells;
        };
        m_model.setExtraCells({}, usage({{"a/db-1", 1}, {"b/db-1", 2}, {"a/web-9", 3}, {"b/web-10", 4}}));
        m_proxy.sort(memory, Qt::DescendingOrder);
        QCOMPARE(order(m_proxy), (QStringList{"b/web-10", "a/web-9", "b/db-1", "a/db-1"}));
        m_model.setExtraCells({}, usage({{"a/db-1", 40}, {"b/db-1", 30}, {"a/web-9", 20}, {"b/web-10", 10}}));
        QCOMPARE(order(m_proxy), (QStringList{"a/db-1", "b/db-1", "a/web-9", "b/web-10"}));
        m_proxy.setTextFilter(QStringLiteral("web"));
        m_model.setExtraCells({}, usage({{"a/db-1", 1}, {"b/db-1", 2}, {"a/web-9", 3}, {"b/web-10", 4}}));
        QCOMPARE(order(m_proxy), (QStringList{"b/web-10", "a/web-9"}));
        m_proxy.setTextFilter({});
    }

    void aChangedRowMovesAndTheTickMovesNothing()
    {
        QAbstractItemModelTester tester(&m_proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        m_proxy.sort(RestartsColumn, Qt::DescendingOrder);
        QCOMPARE(order(m_proxy).first(), QStringLiteral("b/web-10"));
        m_model.applyBatch({thing(QStringLiteral("a"), QStringLiteral("db-1"), 50, 0.25, QStringLiteral("250m"), 86'400'000, QStringLiteral("<none>"), QStringLiteral("Pending"),
                                  "{\"app\":\"db\",\"tier\":\"back\"}")});
        QCOMPARE(order(m_proxy).first(), QStringLiteral("a/db-1"));
        // A label change re-filters.
        QVERIFY(!m_proxy.setLabelSelector(QStringLiteral("tier=back")));
        QCOMPARE(order(m_proxy), QStringList{"a/db-1"});
        m_model.applyBatch({thing(QStringLiteral("b"), QStringLiteral("db-1"), 0, 0.25, QStringLiteral("250m"), 86'400'000, QStringLiteral("9.9.9.9"), QStringLiteral("Running"), "{\"tier\":\"back\"}")});
        QCOMPARE(order(m_proxy), (QStringList{"a/db-1", "b/db-1"}));
        QVERIFY(!m_proxy.setLabelSelector({}));
    }
};

QTEST_MAIN(tst_ResourceProxyModel)
#include "tst_resourceproxymodel.moc"
