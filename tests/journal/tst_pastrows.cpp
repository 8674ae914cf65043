// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// A table at a past moment: the journal's replay turned into rows by the kind's printer, shown by the one table
// model.
#include "journalobjects.h"

#include "journal/journalrecorder.h"
#include "models/pastrows.h"
#include "models/resourcetablemodel.h"
#include "printers/printer.h"

#include <QAbstractItemModelTester>
#include <QDateTime>
#include <QTest>

using namespace kube;
using namespace journaltest;
using Type = JournalEntry::Type;

class tst_PastRows : public QObject
{
    Q_OBJECT

    Journal m_journal;

    static QStringList shown(const ResourceTableModel &model, int statusColumn)
    {
        QStringList rows;
        for (int row = 0; row < model.rowCount(); ++row)
            rows.append(model.index(row, model.nameColumn()).data().toString() + QLatin1Char('=') +
                        model.index(row, statusColumn).data().toString());
        return rows;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_journal.record(entry(10, Type::Added, pod(QStringLiteral("shop"), QStringLiteral("web"), QStringLiteral("u-web"), 1)));
        m_journal.record(entry(20, Type::Added, pod(QStringLiteral("shop"), QStringLiteral("db"), QStringLiteral("u-db"), 2)));
        m_journal.record(entry(30, Type::Modified, pod(QStringLiteral("shop"), QStringLiteral("web"), QStringLiteral("u-web"), 3, QStringLiteral("Running"))));
        m_journal.record(entry(40, Type::Deleted, pod(QStringLiteral("shop"), QStringLiteral("db"), QStringLiteral("u-db"), 4)));
        m_journal.record(entry(50, Type::Added, pod(QStringLiteral("other"), QStringLiteral("cache"), QStringLiteral("u-cache"), 5)));
    }

    void theTableAsItWas_data()
    {
        QTest::addColumn<qint64>("time");
        QTest::addColumn<QByteArray>("namespaceName");
        QTest::addColumn<QStringList>("rows");
        QTest::newRow("both pending") << qint64(25) << QByteArray() << QStringList{"db=Pending", "web=Pending"};
        QTest::newRow("web running") << qint64(35) << QByteArray() << QStringList{"db=Pending", "web=Running"};
        QTest::newRow("db deleted, cache elsewhere") << qint64(50) << QByteArray() << QStringList{"cache=Pending", "web=Running"};
        QTest::newRow("one namespace") << qint64(50) << QByteArray("shop") << QStringList{"web=Running"};
    }
    void theTableAsItWas()
    {
        QFETCH(qint64, time);
        QFETCH(QByteArray, namespaceName);
        QFETCH(QStringList, rows);
        const std::shared_ptr<const Printer> printer = Printers::forResource({}, QStringLiteral("pods"));
        const auto batch = PastRows::at(m_journal, cluster, pods, time, printer, namespaceName);
        QVERIFY2(batch.ok(), qPrintable(batch.error().message()));
        for (const RowChange &change : batch.value()) {
            QCOMPARE(change.type, RowChange::Type::Upsert);
            QVERIFY(change.initial);
        }
        ResourceTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setColumns(printer->columns(), true);
        model.applyBatch(batch.value());
        int statusColumn = -1;
        for (int column = 0; column < model.columnCount(); ++column)
            if (model.headerData(column, Qt::Horizontal).toString().compare(QLatin1String("STATUS"), Qt::CaseInsensitive) == 0)
                statusColumn = column;
        QVERIFY(statusColumn >= 0);
        QStringList seen = shown(model, statusColumn);
        seen.sort();
        QCOMPARE(seen, rows);
    }

    // A kind opened after qkube started: before its first list the journal did not know its objects, which is
    // not the same as "there were none".
    void beforeTheFirstListTheKindWasNotRecorded_data()
    {
        QTest::addColumn<QString>("resource");
        QTest::addColumn<qint64>("time");
        QTest::addColumn<bool>("recorded");
        QTest::addColumn<qint64>("since");
        QTest::newRow("pods, from their first entry")
            << QStringLiteral("pods") << qint64(25) << true << qint64(10);
        QTest::newRow("services, before their empty first list")
            << QStringLiteral("services") << qint64(25) << false << qint64(30);
        QTest::newRow("services, at their empty first list")
            << QStringLiteral("services") << qint64(30) << true << qint64(30);
        QTest::newRow("secrets, never listed")
            << QStringLiteral("secrets") << qint64(25) << false << qint64(0);
    }
    void beforeTheFirstListTheKindWasNotRecorded()
    {
        QFETCH(QString, resource);
        QFETCH(qint64, time);
        QFETCH(bool, recorded);
        QFETCH(qint64, since);
        Journal journal;
        journal.record(entry(10, Type::Added,
                             pod(QStringLiteral("shop"), QStringLiteral("web"), QStringLiteral("u-web"), 1)));
        journal.noteListed(cluster, {{}, QStringLiteral("v1"), QStringLiteral("services")}, 30); // none there
        journal.record(entry(40, Type::Added,
                             pod(QStringLiteral("shop"), QStringLiteral("db"), QStringLiteral("u-db"), 2)));
        const GroupVersionResource gvr{{}, QStringLiteral("v1"), resource};
        const auto printer = Printers::forResource({}, resource);

        const auto table = PastRows::tableAt(journal, cluster, gvr, time, printer);
        QVERIFY2(table.ok(), qPrintable(table.error().message()));
        QCOMPARE(table->recorded, recorded);
        QCOMPARE(table->recordingSinceMs, since);
        QCOMPARE(table->rows.size(), resource == QLatin1String("pods") ? 1 : 0);
        // The rows alone cannot say it: at() answers an error rather than an empty table.
        QCOMPARE(PastRows::at(journal, cluster, gvr, time, printer).ok(), recorded);
    }

    void recordingBeginsAtTheFirstListEvenAnEmptyOne()
    {
        const auto journal = std::make_shared<Journal>();
        const GroupVersionResource services{{}, QStringLiteral("v1"), QStringLiteral("services")};
        JournalRecorder recorder(journal, cluster, services, nullptr);
        QCOMPARE(journal->recordingSinceMs(cluster, services), qint64(0));
        const qint64 before = QDateTime::currentMSecsSinceEpoch();
        recorder.onSynced(); // the informer's first list held no object
        const qint64 since = journal->recordingSinceMs(cluster, services);
        QVERIFY(since >= before && since <= QDateTime::currentMSecsSinceEpoch());
        QCOMPARE(journal->recordingSinceMs(cluster, pods), qint64(0)); // another resource's is its own
    }

    // AGE in a past table counts from the moment chosen, whatever the clock says while it is shown.
    void ageCountsFromTheChosenMoment()
    {
        const qint64 created =
            QDateTime::fromString(QStringLiteral("2026-01-01T00:00:00Z"), Qt::ISODate).toMSecsSinceEpoch();
        const auto podCreated = [](const char *name, const char *timestamp) {
            return Object::fromJson(
                       QByteArray("{\"apiVersion\":\"v1\",\"kind\":\"Pod\",\"metadata\":{\"name\":\"") +
                       name + "\",\"namespace\":\"shop\",\"uid\":\"u-" + name +
                       "\",\"resourceVersion\":\"1\","
                       "\"creationTimestamp\":\"" +
                       timestamp + "\"},\"status\":{\"phase\":\"Running\"}}")
                .value();
        };
        Journal journal;
        journal.record(entry(created, Type::Added, podCreated("old", "2026-01-01T00:00:00Z")));
        journal.record(entry(created + 5 * 60'000, Type::Added, podCreated("young", "2026-01-01T00:05:00Z")));
        const std::shared_ptr<const Printer> printer = Printers::forResource({}, QStringLiteral("pods"));
        const auto rows = PastRows::at(journal, cluster, pods, created + 10 * 60'000, printer);
        QVERIFY2(rows.ok(), qPrintable(rows.error().message()));

        ResourceTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setNowForTesting(created + 3 * 24 * 3'600'000); // shown three days later
        model.setColumns(printer->columns(), true);
        model.applyBatch(rows.value());
        int ageColumn = -1;
        for (int column = 0; column < model.columnCount(); ++column)
            if (model.headerData(column, Qt::Horizontal)
                    .toString()
                    .compare(QLatin1String("AGE"), Qt::CaseInsensitive) == 0)
                ageColumn = column;
        QVERIFY(ageColumn >= 0);
        QHash<QString, QString> ages;
        for (int row = 0; row < model.rowCount(); ++row)
            ages.insert(model.index(row, model.nameColumn()).data().toString(),
                        model.index(row, ageColumn).data().toString());
        QCOMPARE(ages.value(QStringLiteral("old")), QStringLiteral("10m"));
        QCOMPARE(ages.value(QStringLiteral("young")), QStringLiteral("5m"));
        // and sorts as ages do: the younger first
        const PrintCell &oldAge = rows->at(0).row.cells.at(ageColumn - 1);
        const PrintCell &youngAge = rows->at(1).row.cells.at(ageColumn - 1);
        QVERIFY(PrintCell::compare(youngAge, oldAge, created) < 0);
    }

    void beforeTheJournalIsAnError()
    {
        const auto batch = PastRows::at(m_journal, cluster, pods, 5, Printers::forResource({}, QStringLiteral("pods")));
        QVERIFY(!batch.ok());
        QCOMPARE(batch.error().kind(), Error::Kind::Invalid);
    }
};

QTEST_MAIN(tst_PastRows)
#include "tst_pastrows.moc"
