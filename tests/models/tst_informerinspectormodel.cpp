// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "models/informerinspectormodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace kube;

namespace {
InformerSnapshot informer(const QString &resource, const QString &ns = {}, qint64 added = 0)
{
    InformerSnapshot snapshot;
    snapshot.resource = resource;
    snapshot.groupVersion = QStringLiteral("v1");
    snapshot.namespaceName = ns;
    snapshot.added = added;
    snapshot.reflector.state = ReflectorState::Watching;
    return snapshot;
}

QStringList resources(const InformerInspectorModel &model)
{
    QStringList out;
    for (int row = 0; row < model.rowCount(); ++row)
        out << model.index(row, InformerInspectorModel::ResourceColumn).data().toString();
    return out;
}
} // namespace

class tst_InformerInspectorModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rowsFollowTheInformers_data()
    {
        QTest::addColumn<QStringList>("first");
        QTest::addColumn<QStringList>("second");
        QTest::addColumn<QStringList>("expected");
        QTest::addColumn<int>("removals");
        QTest::newRow("a new informer is a new row at the end") << QStringList{QStringLiteral("pods")} << QStringList{QStringLiteral("pods"), QStringLiteral("nodes")}
                                                                << QStringList{QStringLiteral("pods (v1)"), QStringLiteral("nodes (v1)")} << 0;
        QTest::newRow("a stopped informer's row goes, the others stay in place")
            << QStringList{QStringLiteral("pods"), QStringLiteral("nodes"), QStringLiteral("services"), QStringLiteral("events")}
            << QStringList{QStringLiteral("pods"), QStringLiteral("events")} << QStringList{QStringLiteral("pods (v1)"), QStringLiteral("events (v1)")} << 1;
        QTest::newRow("every informer gone") << QStringList{QStringLiteral("pods"), QStringLiteral("nodes")} << QStringList{} << QStringList{} << 1;
    }

    void rowsFollowTheInformers()
    {
        QFETCH(QStringList, first);
        QFETCH(QStringList, second);
        QFETCH(QStringList, expected);
        QFETCH(int, removals);
        InformerInspectorModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QList<InformerSnapshot> snapshots;
        for (const QString &resource : first)
            snapshots << informer(resource);
        model.update(snapshots, 1000);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        snapshots.clear();
        for (const QString &resource : second)
            snapshots << informer(resource);
        model.update(snapshots, 2000);
        QCOMPARE(resources(model), expected);
        QCOMPARE(removed.size(), removals); // one contiguous run at a time, never a reset
        QCOMPARE(reset.size(), 0);
    }

    void eventsPerSecondAndTheSparkline()
    {
        // Given an informer seen twice, two seconds apart, with 120 more events,
        InformerInspectorModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.update({informer(QStringLiteral("pods"), {}, 10)}, 10'000);
        QCOMPARE(model.index(0, InformerInspectorModel::RateColumn).data().toString(), QString());
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.update({informer(QStringLiteral("pods"), {}, 130)}, 12'000);
        // then it shows 60 events a second, changed in place,
        QCOMPARE(model.rateAt(0), 60.0);
        QCOMPARE(model.index(0, InformerInspectorModel::RateColumn).data().toString(), QStringLiteral("60.0"));
        QCOMPARE(changed.size(), 1);
        // and the sparkline keeps the last minute only.
        for (int second = 1; second <= 100; ++second)
            model.update({informer(QStringLiteral("pods"), {}, 130 + second)}, 12'000 + second * 1000);
        const QList<qreal> sparkline = model.index(0, 0).data(InformerInspectorModel::SparklineRole).value<QList<qreal>>();
        QCOMPARE(sparkline.size(), InformerInspectorModel::historySeconds);
        QCOMPARE(sparkline.last(), 1.0);
    }

    void stateInWords_data()
    {
        QTest::addColumn<int>("state");
        QTest::addColumn<int>("lists");
        QTest::addColumn<bool>("expired");
        QTest::addColumn<qint64>("page");
        QTest::addColumn<qint64>("pages");
        QTest::addColumn<QString>("expected");
        QTest::newRow("first list, page 2 of 5") << int(ReflectorState::Listing) << 0 << false << qint64(2) << qint64(5) << QStringLiteral("Listing page 2 of 5");
        QTest::newRow("first list, number of pages unknown") << int(ReflectorState::Listing) << 0 << false << qint64(1) << qint64(0) << QStringLiteral("Listing page 1");
        QTest::newRow("relisting after a 410") << int(ReflectorState::Listing) << 1 << true << qint64(1) << qint64(0)
                                              << QStringLiteral("Relisting after 410 Expired: Listing page 1");
        QTest::newRow("watching") << int(ReflectorState::Watching) << 1 << false << qint64(0) << qint64(0) << QStringLiteral("Watching");
        QTest::newRow("paused") << int(ReflectorState::Paused) << 1 << false << qint64(0) << qint64(0) << QStringLiteral("Paused");
    }

    void stateInWords()
    {
        QFETCH(int, state);
        QFETCH(int, lists);
        QFETCH(bool, expired);
        QFETCH(qint64, page);
        QFETCH(qint64, pages);
        QFETCH(QString, expected);
        InformerSnapshot snapshot = informer(QStringLiteral("pods"));
        snapshot.reflector.state = ReflectorState(state);
        snapshot.reflector.lists = lists;
        if (expired)
            snapshot.reflector.lastError = Error::status(410, Error::Reason::Expired, QStringLiteral("too old resource version"));
        snapshot.listPage = page;
        snapshot.listPages = pages;
        QCOMPARE(InformerInspectorModel::stateText(snapshot), expected);
    }

    void backingOffSaysUntilWhenAndWhy()
    {
        InformerSnapshot snapshot = informer(QStringLiteral("pods"));
        snapshot.reflector.state = ReflectorState::BackingOff;
        snapshot.reflector.retryAt = QDateTime::fromString(QStringLiteral("2026-11-23T12:00:03"), Qt::ISODate);
        snapshot.reflector.lastError = Error(Error::Kind::Network, QStringLiteral("Connection refused"));
        QCOMPARE(InformerInspectorModel::stateText(snapshot), QStringLiteral("Backing off until 12:00:03: Connection refused"));
    }

    void copiesTheStateForABugReport()
    {
        InformerInspectorModel model;
        InformerSnapshot snapshot = informer(QStringLiteral("pods"), QStringLiteral("default"), 5);
        snapshot.reflector.lists = 2;
        snapshot.reflector.relists = 1;
        snapshot.reflector.expired = 1;
        model.update({snapshot}, 1000);
        const QString report = model.index(0, 0).data(InformerInspectorModel::ReportRole).toString();
        QVERIFY2(report.contains(QStringLiteral("informer: pods (v1)\nnamespace: default\nstate: watching\n")), qPrintable(report));
        QVERIFY2(report.contains(QStringLiteral("lists: 2 (relists 1, 410 Expired 1")), qPrintable(report));
        QVERIFY2(report.contains(QStringLiteral("events: added 5, modified 0, deleted 0, bookmarks 0")), qPrintable(report));
    }
};

QTEST_GUILESS_MAIN(tst_InformerInspectorModel)
#include "tst_informerinspectormodel.moc"
