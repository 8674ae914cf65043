// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// A table at a past moment: the journal's replay turned into rows by the kind's printer, shown by the one table
// model.
#include "journalobjects.h"

#include "models/pastrows.h"
#include "models/resourcetablemodel.h"
#include "printers/printer.h"

#include <QAbstractItemModelTester>
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

    void beforeTheJournalIsAnError()
    {
        const auto batch = PastRows::at(m_journal, cluster, pods, 5, Printers::forResource({}, QStringLiteral("pods")));
        QVERIFY(!batch.ok());
        QCOMPARE(batch.error().kind(), Error::Kind::Invalid);
    }
};

QTEST_MAIN(tst_PastRows)
#include "tst_pastrows.moc"
