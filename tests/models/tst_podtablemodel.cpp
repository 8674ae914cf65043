// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "models/podfilterproxymodel.h"
#include "models/podtablemodel.h"
#include "objects.h"

#include <QAbstractItemModelTester>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTest>

using namespace kube;

namespace {
Object pod(const char *ns, const char *name, int rv, const char *phase = "Running", const QByteArray &labels = "{}",
           const char *ip = "10.0.0.7", const char *created = "2026-01-01T00:00:00Z")
{
    const QByteArray json = QByteArray("{\"kind\":\"Pod\",\"metadata\":{\"name\":\"") + name + "\",\"namespace\":\"" + ns + "\",\"resourceVersion\":\"" +
        QByteArray::number(rv) + "\",\"creationTimestamp\":\"" + created + "\",\"labels\":" + labels +
        "},\"spec\":{\"nodeName\":\"node-1\",\"containers\":[{\"name\":\"c\"}]},\"status\":{\"phase\":\"" + phase +
        "\",\"podIP\":\"" + ip + "\",\"containerStatuses\":[{\"name\":\"c\",\"ready\":" +
        (QByteArray(phase) == "Running" ? "true" : "false") + ",\"restartCount\":0,\"state\":{\"" + (QByteArray(phase) == "Running" ? "running" : "waiting") +
        "\":{}}}]}}";
    return Object::fromJson(json).value();
}

FeedChange upsert(const Object &object) { return {FeedChange::Type::Upsert, object.key(), object, PodTableModel::digest(object), false}; }
FeedChange remove(const Object &object) { return {FeedChange::Type::Delete, object.key(), object, {}, false}; }
} // namespace

class tst_PodTableModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void batchesBecomeTheSmallestTrueChanges()
    {
        PodTableModel model;
        model.setNowForTesting(parseTimestamp("2026-01-01T00:05:00Z"));
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);

        model.applyBatch({upsert(pod("a", "p1", 1)), upsert(pod("a", "p2", 1)), upsert(pod("b", "p3", 1))});
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(inserted.size(), 1); // one contiguous run
        QCOMPARE(inserted.first().at(1).toInt(), 0);
        QCOMPARE(inserted.first().at(2).toInt(), 2);

        changed.clear();
        model.applyBatch({upsert(pod("a", "p2", 2, "Pending")), upsert(pod("a", "p1", 2))}); // p1: nothing visible changed
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.first().at(0).toModelIndex().row(), 1);
        QCOMPARE(changed.first().at(1).toModelIndex().row(), 1);
        QCOMPARE(model.index(1, PodTableModel::StatusColumn).data().toString(), QStringLiteral("Pending"));

        model.applyBatch({remove(pod("a", "p1", 3)), remove(pod("b", "p3", 3)), upsert(pod("c", "p4", 3))});
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(removed.size(), 2); // rows 0 and 2 are not contiguous
        QCOMPARE(model.index(0, PodTableModel::NameColumn).data().toString(), QStringLiteral("p2"));
        QCOMPARE(model.index(1, PodTableModel::NameColumn).data().toString(), QStringLiteral("p4"));
        QCOMPARE(model.rowOf("c/p4"), 1);
        QCOMPARE(reset.size(), 0); // never a reset for changes

        model.applyBatch({upsert(pod("d", "flash", 4)), remove(pod("d", "flash", 5))}); // came and went in one batch
        QCOMPARE(model.rowCount(), 2);
        model.clear();
        QCOMPARE(reset.size(), 1); // a context switch replaces everything
    }

    void batchesInEveryOrderEndInTheSameState()
    {
        QRandomGenerator random(3);
        for (int round = 0; round < 20; ++round) {
            PodTableModel model;
            QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
            QHash<QByteArray, int> expected; // key -> rv
            for (int batch = 0; batch < 15; ++batch) {
                FeedBatch changes;
                for (int i = 0; i < 10; ++i) {
                    const QByteArray name = "p" + QByteArray::number(random.bounded(25));
                    const int rv = batch * 100 + i;
                    const Object object = pod("ns", name.constData(), rv, random.bounded(2) ? "Running" : "Pending");
                    if (random.bounded(3) == 0) {
                        changes.append(remove(object));
                        expected.remove(object.key());
                    } else {
                        changes.append(upsert(object));
                        expected.insert(object.key(), rv);
                    }
                }
                model.applyBatch(changes);
            }
            QCOMPARE(model.rowCount(), expected.size());
            for (auto it = expected.constBegin(); it != expected.constEnd(); ++it)
                QVERIFY(model.rowOf(it.key()) >= 0);
        }
    }

    void columnsShowWhatKubectlShows()
    {
        PodTableModel model;
        model.setNowForTesting(parseTimestamp("2026-01-01T00:05:30Z"));
        model.applyBatch({upsert(pod("team", "web-1", 7))});
        QCOMPARE(model.index(0, PodTableModel::NamespaceColumn).data().toString(), QStringLiteral("team"));
        QCOMPARE(model.index(0, PodTableModel::ReadyColumn).data().toString(), QStringLiteral("1/1"));
        QCOMPARE(model.index(0, PodTableModel::StatusColumn).data().toString(), QStringLiteral("Running"));
        QCOMPARE(model.index(0, PodTableModel::RestartsColumn).data().toString(), QStringLiteral("0"));
        QCOMPARE(model.index(0, PodTableModel::AgeColumn).data().toString(), QStringLiteral("5m30s"));
        QCOMPARE(model.index(0, PodTableModel::NodeColumn).data().toString(), QStringLiteral("node-1"));
        QCOMPARE(model.index(0, PodTableModel::IpColumn).data().toString(), QStringLiteral("10.0.0.7"));
        QCOMPARE(model.headerData(PodTableModel::AgeColumn, Qt::Horizontal).toString(), QStringLiteral("AGE"));
    }

    void agesRefreshWithoutTouchingRows()
    {
        PodTableModel model;
        model.applyBatch({upsert(pod("a", "p1", 1)), upsert(pod("a", "p2", 1))});
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QTRY_VERIFY_WITH_TIMEOUT(!changed.isEmpty(), 3000);
        // One signal for the whole AGE/RESTARTS range, DisplayRole only: a proxy sorting by SortRole does not re-sort.
        QCOMPARE(changed.first().at(0).toModelIndex().row(), 0);
        QCOMPARE(changed.first().at(1).toModelIndex().row(), 1);
        QCOMPARE(changed.first().at(2).value<QList<int>>(), QList<int>({Qt::DisplayRole}));
    }

    void proxyFiltersByTextNamespaceAndLabels()
    {
        PodTableModel model;
        PodFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.applyBatch({upsert(pod("a", "web-1", 1, "Running", R"({"app":"web","tier":"front"})")),
                          upsert(pod("a", "db-1", 2, "Pending", R"({"app":"db"})")),
                          upsert(pod("b", "web-2", 3, "Running", R"({"app":"web"})"))});
        proxy.setTextFilter(QStringLiteral("WEB"));
        QCOMPARE(proxy.rowCount(), 2);
        proxy.setNamespaceFilter(QStringLiteral("a"));
        QCOMPARE(proxy.rowCount(), 1);
        proxy.setTextFilter({});
        QVERIFY(!proxy.setLabelSelector(QStringLiteral("app in (web, db), tier")));
        QCOMPARE(proxy.rowCount(), 1);
        QCOMPARE(proxy.index(0, PodTableModel::NameColumn).data().toString(), QStringLiteral("web-1"));
        const Error error = proxy.setLabelSelector(QStringLiteral("app in web"));
        QVERIFY(error.isError());
        QVERIFY(error.message().contains(QLatin1String("column")));
        proxy.setNamespaceFilter({});
        QVERIFY(!proxy.setLabelSelector({}));
        proxy.sort(PodTableModel::NameColumn, Qt::DescendingOrder);
        QCOMPARE(proxy.index(0, PodTableModel::NameColumn).data().toString(), QStringLiteral("web-2"));
        // A row that changes while filtered in/out moves in and out of the proxy.
        proxy.setTextFilter(QStringLiteral("Pending"));
        QCOMPARE(proxy.rowCount(), 1);
        model.applyBatch({upsert(pod("a", "web-1", 9, "Pending", R"({"app":"web","tier":"front"})"))});
        QCOMPARE(proxy.rowCount(), 2);
    }

    void proxySortsByValueAndBreaksTiesByNamespaceAndName()
    {
        PodTableModel model;
        PodFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.applyBatch({upsert(pod("b", "x", 1, "Running", "{}", "10.0.0.10", "2026-01-01T00:00:00Z")),
                          upsert(pod("a", "y", 1, "Pending", "{}", "10.0.0.9", "2026-01-03T00:00:00Z")),
                          upsert(pod("a", "x", 1, "Running", "{}", "", "2026-01-02T00:00:00Z")),
                          upsert(pod("a", "z", 1, "Running", "{}", "fd00::1", "2026-01-02T00:00:00Z"))});
        const auto order = [&proxy] {
            QStringList keys;
            for (int row = 0; row < proxy.rowCount(); ++row)
                keys.append(proxy.index(row, 0).data(PodTableModel::KeyRole).toString());
            return keys.join(QLatin1Char(' '));
        };
        // IPv4 by number (.9 before .10), then other addresses, then none.
        proxy.sort(PodTableModel::IpColumn, Qt::AscendingOrder);
        QCOMPARE(order(), QStringLiteral("a/y b/x a/x a/z"));
        // Ascending AGE is the youngest first; the two of the same age by namespace/name.
        proxy.sort(PodTableModel::AgeColumn, Qt::AscendingOrder);
        QCOMPARE(order(), QStringLiteral("a/y a/x a/z b/x"));
        // Same name in two namespaces: the namespace decides.
        proxy.sort(PodTableModel::NameColumn, Qt::AscendingOrder);
        QCOMPARE(order(), QStringLiteral("a/x b/x a/y a/z"));
        proxy.sort(PodTableModel::StatusColumn, Qt::DescendingOrder);
        QCOMPARE(order(), QStringLiteral("b/x a/z a/x a/y"));
        // A change that moves a row keeps the order true (dynamic sort).
        model.applyBatch({upsert(pod("b", "x", 2, "Pending", "{}", "10.0.0.10", "2026-01-01T00:00:00Z"))});
        QCOMPARE(order(), QStringLiteral("a/z a/x b/x a/y"));
    }
};

QTEST_MAIN(tst_PodTableModel)
#include "tst_podtablemodel.moc"
