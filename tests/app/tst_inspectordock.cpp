// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "informerflowdiagram.h"
#include "inspectordock.h"
#include "simfixture.h"

#include "rest/clientset.h"
#include "session/clustersession.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QPushButton>
#include <QScrollBar>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTimeZone>

using namespace kube;

// The informer inspector on a live kubesim: rows for the session's informers, the actions, the Requests tab.
class tst_InspectorDock : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The lists read as lists at the dock's smallest, and the Requests tab follows the newest request while
    // the user is at the bottom, and leaves the view alone while they read above.
    void listsShowRowsAndTheNewestRequestIsFollowed()
    {
        InspectorDock dock(nullptr, RequestLog::Requests);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        auto *tabs = dock.findChild<QTabWidget *>();
        for (int tab = 0; tab < tabs->count(); ++tab) { // Informers, Requests
            tabs->setCurrentIndex(tab);
            dock.resize(1, 1); // as small as its layout lets it be
            auto *view = tabs->currentWidget()->findChild<QTableView *>();
            QTRY_VERIFY(view->isVisible());
            QVERIFY2(view->height() - view->horizontalHeader()->height() >=
                         InspectorDock::minimumRowsShown * view->verticalHeader()->defaultSectionSize(),
                     qPrintable(view->objectName()));
        }

        RequestLogModel *requests = dock.requestModel();
        QAbstractItemModelTester tester(requests, QAbstractItemModelTester::FailureReportingMode::QtTest);
        auto *view = dock.findChild<QTableView *>(QStringLiteral("requestView"));
        QScrollBar *bar = view->verticalScrollBar();
        int sent = 0;
        const auto sendMore = [&](int count) {
            QList<RequestRecord> records;
            for (int i = 0; i < count; ++i) {
                RequestRecord record;
                record.time = QDateTime::fromSecsSinceEpoch(1'800'000'000 + ++sent, QTimeZone::utc());
                record.verb = "GET";
                record.url = QStringLiteral("https://sim/api/v1/pods?n=%1").arg(sent);
                records << record;
            }
            requests->append(records);
        };
        sendMore(100); // the view starts at its bottom
        QTRY_VERIFY(bar->maximum() > 0);
        QTRY_COMPARE(bar->value(), bar->maximum());
        bar->setValue(0); // the user scrolls up to read
        sendMore(20);
        QTest::qWait(0);
        QCOMPARE(bar->value(), 0);
        bar->setValue(bar->maximum()); // and back down
        const int before = bar->maximum();
        sendMore(20);
        QTRY_VERIFY(bar->maximum() > before);
        QTRY_COMPARE(bar->value(), bar->maximum());
    }

    void showsInformersAndActsOnThem()
    {
        // Given a session with a pod informer, its requests logged for the inspector,
        SimFixture fixture;
        const auto requests = std::make_shared<RequestLogBuffer>();
        RestConfig config = fixture.restConfig();
        config.requestLog = std::make_shared<RequestLog>(RequestLog::Requests, RequestLogBuffer::sink(requests));
        ClusterSession session(config);
        session.start();
        SharedIndexInformer *pods = session.acquire(Kinds::Pod.gvr);
        InspectorDock dock(requests, RequestLog::Requests);
        QAbstractItemModelTester informerTester(dock.informerModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester requestTester(dock.requestModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        dock.setSession(&session);

        // when the inspector is shown, it has a row for the informer once it watches, and the requests it made;
        dock.show();
        auto podsRow = [&] { return dock.informerModel()->rowOf(InformerInspectorModel::keyOf(pods->snapshot())); };
        QTRY_VERIFY_WITH_TIMEOUT(podsRow() >= 0 && dock.informerModel()->snapshotAt(podsRow())->reflector.state == ReflectorState::Watching, 15000);
        QTRY_VERIFY_WITH_TIMEOUT(dock.requestModel()->rowCount() > 0, 15000);
        bool listed = false;
        for (int row = 0; row < dock.requestModel()->rowCount(); ++row)
            listed |= dock.requestModel()->index(row, RequestLogModel::UrlColumn).data().toString().contains(QStringLiteral("/api/v1/pods?"));
        QVERIFY(listed);

        // selecting it puts its numbers on the flow diagram;
        auto *view = dock.findChild<QTableView *>(QStringLiteral("informerView"));
        view->setCurrentIndex(dock.informerModel()->index(podsRow(), 0));
        const QStringList objects = InformerFlowDiagram::stageNumbers(InformerFlowDiagram::IndexerStage, *dock.informerModel()->snapshotAt(podsRow()));
        QCOMPARE(objects.value(0), QStringLiteral("%1 objects").arg(pods->indexer().size()));
        QVERIFY(!InformerFlowDiagram::stageExplanation(InformerFlowDiagram::FifoStage).isEmpty());
        // the journal's use is shown beside the actions (every pod listed is a change it holds);
        dock.refresh();
        const QString journal = dock.journalText();
        QVERIFY2(journal.startsWith(QStringLiteral("Journal: ")) && journal.contains(QStringLiteral(" of 256.0 MB, %1 change").arg(session.journal()->size())), qPrintable(journal));
        QVERIFY(session.journal()->size() >= pods->indexer().size());

        // "Force relist" lists again,
        dock.findChild<QPushButton *>(QStringLiteral("relistButton"))->click();
        QTRY_COMPARE_WITH_TIMEOUT(pods->snapshot().reflector.relists, 1, 15000);
        // "Pause" stops it and the button then offers to resume,
        auto *pause = dock.findChild<QPushButton *>(QStringLiteral("pauseButton"));
        pause->click();
        QTRY_COMPARE_WITH_TIMEOUT(pods->snapshot().reflector.state, ReflectorState::Paused, 15000);
        dock.refresh();
        QCOMPARE(pause->text(), QStringLiteral("Resume"));
        pause->click();
        QTRY_COMPARE_WITH_TIMEOUT(pods->snapshot().reflector.state, ReflectorState::Watching, 15000);
        // and "Copy state" puts the report on the clipboard.
        dock.findChild<QPushButton *>(QStringLiteral("copyStateButton"))->click();
        QVERIFY2(QApplication::clipboard()->text().startsWith(QStringLiteral("informer: pods (v1)\n")), qPrintable(QApplication::clipboard()->text()));

        dock.setSession(nullptr);
        QCOMPARE(dock.informerModel()->rowCount(), 0);
        session.release(pods);
    }
};

QTEST_MAIN(tst_InspectorDock)
#include "tst_inspectordock.moc"
